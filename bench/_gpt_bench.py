"""The GPT training step of bench/train_step.py (``--model gpt``): ivylite against native.

ivylite's side is examples/train_gpt.py's ``GPT`` and ``loss_fn``. Eager:
``ivylite.value_and_grad`` over the Module and ``AdamW.step`` (the example's
two parameter groups and clipping, at a constant learning rate). Compiled:
``ivylite.jit`` over a pure step (``value_and_grad``, ``clip_grad_norm`` and
the optimiser's ``update``) returning the new parameters, which are assigned
into the model after the call. The native side is bench/_gpt_native.py.
Before timing, both sides start from ivylite's initial weights and their
first two losses must agree (rtol 1e-4): the second loss depends on the
update, so the optimisers are checked too. Peak memory: each side runs its
steps in a fresh process and reports its peak resident set (``VmHWM``).
"""

from __future__ import annotations

import json
import os
import resource
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # this checkout's ivylite
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "examples"))
from _gpt_native import BETAS, CONFIG, LR, MAX_NORM, WD, init_weights, native_step  # noqa: E402

COMPILING = ("torch", "jax", "tensorflow")  # paddle: ivylite.jit runs the step as is


def one_thread(name: str) -> None:
    """torch on one intra-op thread, for both sides (the MLP bench does the same): on a
    shared 2-core machine a second thread makes every small kernel wait for a core."""
    if name == "torch":
        import torch

        torch.set_num_threads(1)


def batch(cfg: dict, seed: int = 1) -> tuple[np.ndarray, np.ndarray]:
    """One fixed batch of token windows and their next tokens (int64)."""
    rng = np.random.default_rng(seed)
    tokens = rng.integers(0, cfg["vocab"], size=(cfg["batch"], cfg["block"] + 1))
    return tokens[:, :-1].astype(np.int64), tokens[:, 1:].astype(np.int64)


def ivylite_model(name: str, cfg: dict, seed: int = 0) -> Any:
    """The example's GPT on backend ``name``, seeded (the backend stays set)."""
    from train_gpt import GPT

    import ivylite

    ivylite.set_backend(name)
    ivylite.seed(seed)
    return GPT(cfg["vocab"], cfg["block"], cfg["n_layer"], cfg["n_embd"], cfg["n_head"])


def _groups(model: Any) -> tuple[list[str], list[str]]:
    named = list(model.named_parameters())
    return [n for n, p in named if p.ndim >= 2], [n for n, p in named if p.ndim < 2]


def ivylite_step(model: Any, x_np, y_np, compiled: bool, options: dict | None = None):
    """A closure running one ivylite training step on ``model``; returns the loss."""
    from train_gpt import loss_fn

    import ivylite
    from ivylite import optim

    x, y = ivylite.asarray(x_np), ivylite.asarray(y_np)
    decay, rest = _groups(model)
    grad = ivylite.value_and_grad(loss_fn)
    if not compiled:
        opt = optim.AdamW(model, [{"params": decay, "weight_decay": WD},
                                  {"params": rest, "weight_decay": 0.0}],
                          lr=LR, betas=BETAS, max_grad_norm=MAX_NORM)  # fmt: skip

        def eager():
            loss, grads = grad(model, x, y)
            opt.step(grads)
            return loss

        return eager
    # The pure update takes one set of options (its optimiser's), so each
    # parameter group gets its own pure AdamW; the clipping spans both.
    pure = {"decay": optim.AdamW([], lr=LR, betas=BETAS, weight_decay=WD),
            "rest": optim.AdamW([], lr=LR, betas=BETAS, weight_decay=0.0)}  # fmt: skip
    names = {"decay": decay, "rest": rest}

    def pure_step(m, states, x, y):
        loss, grads = grad(m, x, y)
        grads, _ = optim.clip_grad_norm(grads, MAX_NORM)
        params = dict(m.named_parameters())
        new, out = {}, {}
        for group, opt in pure.items():
            p, s = opt.update({n: params[n] for n in names[group]},
                              {n: grads[n] for n in names[group]}, states[group])  # fmt: skip
            new.update(p)
            out[group] = s
        return loss, new, out

    step_fn = ivylite.jit(pure_step, compiler_options=options)
    params = dict(model.named_parameters())
    held = {"s": {g: opt.init_state({n: params[n] for n in names[g]}) for g, opt in pure.items()}}

    def jitted():
        # the same Module each call (a new one would compile anew); its
        # parameters take the new values in place
        loss, new, held["s"] = step_fn(model, held["s"], x, y)
        for n, p in params.items():
            p.assign(new[n])
        return loss

    return jitted


def weights_of(model: Any) -> dict[str, np.ndarray]:
    """The model's state dict as NumPy arrays."""
    return {k: np.asarray(v.tolist(), dtype=np.float32) for k, v in model.state_dict().items()}


def steps_for(name: str, compiled: bool, cfg: dict, options: dict | None):
    """(ivylite step, native step) from the same initial weights."""
    one_thread(name)
    x, y = batch(cfg)
    model = ivylite_model(name, cfg)
    ours = ivylite_step(model, x, y, compiled, options)
    theirs = native_step(name, weights_of(model), x, y, cfg, compiled)
    return ours, theirs


def check(name: str, ours: Callable, theirs: Callable, steps: int = 2) -> list[tuple[float, float]]:
    """Assert the first ``steps`` losses agree (rtol 1e-4); return them."""
    pairs = []
    for k in range(steps):
        a, b = float(np.asarray(ours())), float(np.asarray(theirs()))
        assert abs(a - b) <= 1e-4 * abs(b), f"{name}: losses of step {k + 1} differ: {a} vs {b}"
        pairs.append((a, b))
    return pairs


def calls_per_round(ours: Callable, theirs: Callable, seconds: float = 0.25) -> int:
    """Steps per round so that a round of one side lasts about ``seconds`` (3 to 100):
    a compiled step of a few ms timed 3 at a time is at the mercy of one preemption."""
    start = time.perf_counter()
    ours(), theirs()
    per_pair = time.perf_counter() - start
    return max(3, min(100, round(2 * seconds / per_pair)))


# --- peak memory: one process per side ------------------------------------------------------


def _child(name: str, side: str, compiled: bool, steps: int, options: dict | None) -> None:
    """Run ``steps`` steps of one side and print the process's peak resident memory in KiB."""
    cfg = dict(CONFIG)
    one_thread(name)
    x, y = batch(cfg)
    if side == "ivylite":
        step = ivylite_step(ivylite_model(name, cfg), x, y, compiled, options)
    else:
        step = native_step(name, init_weights(cfg), x, y, cfg, compiled)
    for _ in range(steps):
        loss = step()
    float(np.asarray(loss))
    print(json.dumps({"maxrss_kib": _own_peak_kib()}))


def _own_peak_kib() -> int:
    """This process's peak resident memory (KiB).

    Linux's ``ru_maxrss`` keeps the parent's peak across fork + exec, so a
    child of a big bench process would report the parent's size; ``VmHWM``
    belongs to the address space the exec made.
    """
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


def peak_rss(name: str, side: str, compiled: bool, steps: int, options: dict | None) -> int:
    """Max RSS (KiB) of a fresh process running ``steps`` steps of one side."""
    args = [sys.executable, __file__, "--child", name, side, str(int(compiled)), str(steps),
            json.dumps(options or {})]  # fmt: skip
    env = {**os.environ, "PYTHONWARNINGS": "ignore", "TF_CPP_MIN_LOG_LEVEL": "3"}
    out = subprocess.run(args, capture_output=True, text=True, env=env, check=False)
    if out.returncode:
        raise RuntimeError(f"{name} {side}: the memory run failed:\n{out.stderr[-2000:]}")
    return json.loads(out.stdout.strip().splitlines()[-1])["maxrss_kib"]


# --- the driver ------------------------------------------------------------------------------


def _cases(args: Any, installed: list[str]) -> list[tuple[str, bool]]:
    wanted = args.backends.split(",")
    modes = args.modes.split(",")
    out = []
    for name in installed:
        if name not in wanted:
            continue
        for mode in ("eager", "compiled"):
            if mode in modes and (mode == "eager" or name in COMPILING):
                out.append((name, mode == "compiled"))
    return out


def main(args: Any, installed: list[str]) -> None:
    """Check, time and measure every (backend, mode) case; print the tables."""
    from _timing import paired_median_ns

    import ivylite

    cfg = dict(CONFIG)
    rows, memory = [], []
    print(f"load average at start: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores", flush=True)
    for name, compiled in _cases(args, installed):
        options = {"backend": args.torch_compiler} if compiled and name == "torch" else None
        label = f"gpt {'compiled' if compiled else 'eager'} {name}"
        ours, theirs = steps_for(name, compiled, cfg, options)
        losses = check(name, ours, theirs)
        print(f"{label}: first losses agree {losses[0][0]:.6f}, {losses[1][0]:.6f}", flush=True)
        if not args.check_only:
            n, r = (2, 5) if args.quick else (calls_per_round(ours, theirs), args.rounds)
            a, b, ratios = paired_median_ns(ours, theirs, number=n, rounds=r)
            rows.append((label, a, b, ratios))
            print(f"{label}: {a / 1e6:.2f} ms vs {b / 1e6:.2f} ms, ratio {a / b:.2f}", flush=True)
        ivylite.unset_backend()
        if not (args.check_only or args.no_memory):
            steps = 5 if args.quick else 20
            kib = [peak_rss(name, side, compiled, steps, options) for side in ("ivylite", "native")]
            memory.append((label, *kib))
    print(f"load average at end: {os.getloadavg()[0]:.1f}")
    if rows:
        _print_times(cfg, rows)
    if memory:
        print("\nPeak memory (peak resident set of a fresh process, MiB)")
        print(f"{'case':<28} {'ivylite':>10} {'native':>10} {'ratio':>7}")
        for label, a, b in memory:
            print(f"{label:<28} {a / 1024:>10.0f} {b / 1024:>10.0f} {a / b:>7.2f}")


def _print_times(cfg: dict, rows: list) -> None:
    """Medians (ms) and their ratio; the quartiles of the per-round ratios show the spread."""
    print(f"\nGPT training step ({_describe(cfg)}, AdamW); medians of alternating rounds")
    print(f"{'case':<28} {'ivylite':>10} {'native':>10} {'ratio':>7} {'round ratios q1-q3':>20}")
    for label, a, b, ratios in rows:
        q = statistics.quantiles(ratios, n=4) if len(ratios) > 1 else ratios * 3
        spread = f"{q[0]:.2f}-{q[-1]:.2f}"
        print(f"{label:<28} {a / 1e6:>8.2f}ms {b / 1e6:>8.2f}ms {a / b:>7.2f} {spread:>20}")


def _describe(cfg: dict) -> str:
    return (f"batch {cfg['batch']}, block {cfg['block']}, {cfg['n_layer']} layers, "
            f"n_embd {cfg['n_embd']}, {cfg['n_head']} heads, vocab {cfg['vocab']}")  # fmt: skip


if __name__ == "__main__" and sys.argv[1:2] == ["--child"]:
    _, _, who, which, comp, n, opts = sys.argv
    _child(who, which, comp == "1", int(n), json.loads(opts) or None)
