"""The speed targets per call: ivylite against the fair native call, per backend.

    python bench/ops.py [--backends numpy,torch,...] [--rounds 21] [--json out.json]

Each backend runs in its own subprocess (only its framework imported). Every
case times ivylite and the native call on the same native arrays in
alternating rounds; the figure is the median of the per-round ratios
ivylite / native (below 1 is faster). The native call is the one with the
same semantics: a stable sort, NaN-keeping relu (``maximum(h, 0)``), the
framework's own gather for ``take``.

Targets: elementwise and reduction calls on small arrays <= 1.5 on numpy,
<= 1.2 elsewhere; matmul <= 1.1; the MLP forward <= 1.05; take, boolean-mask
get/set, sort, mean, fft, vector_norm <= 2.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).parent))
sys.path.insert(0, str(Path(__file__).parents[1]))  # this checkout's ivylite, not an installed one
from _timing import alternating_ns  # noqa: E402

# Paddle before TensorFlow: the other order segfaults (paddle 3.3, tf 2.21).
ORDER = ["numpy", "torch", "jax", "tensorflow", "paddle"]
SMALL = {"numpy": 1.5, "torch": 1.2, "jax": 1.2, "tensorflow": 1.2, "paddle": 1.2}
# (case, target kind): "small" takes the backend's small-call target.
CASES = [
    ("add 3xf32", "small"), ("multiply by python float", "small"), ("sum 3xf32", "small"),
    ("matmul 64x64", 1.1), ("take 5 rows of 100x100", 2.0),
    ("x[mask] 1000", 2.0), ("x[mask] = 0 1000", 2.0), ("sort 100x100", 2.0),
    ("mean axis=0 100x100", 2.0), ("fft complex64 1024", 2.0), ("vector_norm 1000", 2.0),
    ("mlp forward", 1.05),
]  # fmt: skip
# The MLP runs last: once its large arrays are freed, glibc raises its mmap
# threshold and small calls that allocate temporaries slow down 2-3x for the
# rest of the process (gone with MALLOC_MMAP_THRESHOLD_ fixed), which would
# charge ivylite's extra temporaries to every case after it.


def target(case: str, backend: str) -> float:
    """The ratio a case must stay under on a backend."""
    kind = dict(CASES)[case]
    return SMALL[backend] if kind == "small" else kind


def natives(name: str) -> dict:
    """The framework's own call for each case, on native arrays."""
    if name == "numpy":

        def set_mask(x, m):
            x[m] = 0
            return x

        return dict(
            add=np.add, mul=np.multiply, sum=np.sum, matmul=np.matmul,
            relu=lambda h: np.maximum(h, 0), take=lambda x, i: np.take(x, i, axis=0),
            getmask=lambda x, m: x[m], setmask=set_mask,
            sort=lambda x: np.sort(x, axis=-1, kind="stable"),
            mean=lambda x: np.mean(x, axis=0), fft=np.fft.fft, norm=np.linalg.vector_norm,
        )  # fmt: skip
    if name == "torch":
        import torch

        # One intra-op thread: with two, both sides swing by +-20% on 2 cores.
        torch.set_num_threads(1)

        def set_mask(x, m):
            x[m] = 0
            return x

        return dict(
            add=torch.add, mul=torch.mul, sum=torch.sum, matmul=torch.matmul, relu=torch.relu,
            take=lambda x, i: torch.index_select(x, 0, i), getmask=lambda x, m: x[m],
            setmask=set_mask, sort=lambda x: torch.sort(x, dim=-1, stable=True).values,
            mean=lambda x: torch.mean(x, dim=0), fft=torch.fft.fft,
            norm=torch.linalg.vector_norm,
        )  # fmt: skip
    if name == "jax":
        import jax.numpy as jnp

        return dict(
            add=jnp.add, mul=jnp.multiply, sum=jnp.sum, matmul=jnp.matmul,
            relu=lambda h: jnp.maximum(h, 0), take=lambda x, i: jnp.take(x, i, axis=0),
            getmask=lambda x, m: x[m], setmask=lambda x, m: jnp.where(m, 0, x),
            sort=lambda x: jnp.sort(x, axis=-1, stable=True),
            mean=lambda x: jnp.mean(x, axis=0), fft=jnp.fft.fft,
            norm=jnp.linalg.vector_norm,
        )  # fmt: skip
    if name == "tensorflow":
        import tensorflow as tf

        return dict(
            add=tf.add, mul=tf.multiply, sum=tf.reduce_sum, matmul=tf.matmul, relu=tf.nn.relu,
            take=lambda x, i: tf.gather(x, i, axis=0), getmask=tf.boolean_mask,
            setmask=lambda x, m: tf.where(m, tf.zeros_like(x), x),
            sort=lambda x: tf.sort(x, axis=-1), mean=lambda x: tf.reduce_mean(x, axis=0),
            fft=tf.signal.fft, norm=lambda x: tf.norm(x),
        )  # fmt: skip
    import paddle
    import paddle.nn.functional as F

    def set_mask(x, m):
        x[m] = 0
        return x

    return dict(
        add=paddle.add, mul=lambda a, s: paddle.scale(a, s), sum=paddle.sum,
        matmul=paddle.matmul, relu=F.relu, take=lambda x, i: paddle.index_select(x, i, axis=0),
        getmask=lambda x, m: x[m], setmask=set_mask,
        sort=lambda x: paddle.sort(x, axis=-1, stable=True),
        mean=lambda x: paddle.mean(x, axis=0), fft=paddle.fft.fft,
        norm=lambda x: paddle.linalg.vector_norm(x),
    )  # fmt: skip


def cases(name: str) -> list[tuple[str, object, object]]:
    """(case, ivylite call, native call) for one backend, on shared native arrays."""
    import ivylite

    ivylite.set_backend(name)
    nat = natives(name)
    rng = np.random.default_rng(0)
    f32 = lambda *shape: ivylite.asarray(rng.standard_normal(shape).astype(np.float32))  # noqa: E731
    x3 = ivylite.asarray(np.array([1.0, 2.0, 3.0], dtype=np.float32))
    y3 = ivylite.asarray(np.array([4.0, 5.0, 6.0], dtype=np.float32))
    m64, m100, v = f32(64, 64), f32(100, 100), f32(1000)
    inp, w1, w2 = f32(256, 256), f32(256, 512) * 0.05, f32(512, 10) * 0.05
    b1, b2 = ivylite.zeros(512), ivylite.zeros(10)
    idx = ivylite.asarray(np.array([3, 1, 4, 1, 5], dtype=np.int64))
    cond = v > 0
    signal = ivylite.asarray((rng.standard_normal(1024) + 1j).astype(np.complex64))
    D = lambda a: a.data  # noqa: E731
    add, mul, matmul, relu = nat["add"], nat["mul"], nat["matmul"], nat["relu"]
    ni, nw1, nb1, nw2, nb2 = D(inp), D(w1), D(b1), D(w2), D(b2)
    imatmul, irelu = ivylite.matmul, ivylite.relu

    def mlp_ivylite():
        return imatmul(irelu(imatmul(inp, w1) + b1), w2) + b2

    def mlp_native():
        return add(matmul(relu(add(matmul(ni, nw1), nb1)), nw2), nb2)

    # setitem writes into the array on numpy/torch/paddle: each side has its own copy.
    vs, vn = ivylite.asarray(v, copy=True), ivylite.asarray(v, copy=True).data
    return [
        ("add 3xf32", lambda: ivylite.add(x3, y3), lambda: add(D(x3), D(y3))),
        ("multiply by python float", lambda: ivylite.multiply(x3, 2.5), lambda: mul(D(x3), 2.5)),
        ("sum 3xf32", lambda: ivylite.sum(x3), lambda: nat["sum"](D(x3))),
        ("matmul 64x64", lambda: imatmul(m64, m64), lambda: matmul(D(m64), D(m64))),
        ("take 5 rows of 100x100", lambda: ivylite.take(m100, idx, axis=0), lambda: nat["take"](D(m100), D(idx))),
        ("x[mask] 1000", lambda: v[cond], lambda: nat["getmask"](D(v), D(cond))),
        ("x[mask] = 0 1000", lambda: ivylite.setitem(vs, cond, 0.0), lambda: nat["setmask"](vn, D(cond))),
        ("sort 100x100", lambda: ivylite.sort(m100), lambda: nat["sort"](D(m100))),
        ("mean axis=0 100x100", lambda: ivylite.mean(m100, axis=0), lambda: nat["mean"](D(m100))),
        ("fft complex64 1024", lambda: ivylite.fft.fft(signal), lambda: nat["fft"](D(signal))),
        ("vector_norm 1000", lambda: ivylite.linalg.vector_norm(v), lambda: nat["norm"](D(v))),
        ("mlp forward", mlp_ivylite, mlp_native),
    ]  # fmt: skip


def synced(name: str, ours, theirs):
    """JAX dispatches asynchronously: wait for both results, or a call would be
    timed without its work."""
    if name != "jax":
        return ours, theirs
    return (lambda: ours().data.block_until_ready()), (lambda: theirs().block_until_ready())


def run_backend(name: str, rounds: int, only: list[str] | None) -> list[dict]:
    """Time every case on one backend (in this process)."""
    rows = []
    for case, ours, theirs in cases(name):
        ours, theirs = synced(name, ours, theirs)
        if only and not any(o in case for o in only):
            continue
        t_ours, t_theirs, ratio = alternating_ns(ours, theirs, rounds=rounds)
        rows.append(dict(case=case, ivylite_ns=t_ours, native_ns=t_theirs, ratio=ratio,
                         target=target(case, name)))  # fmt: skip
        print(f"  {name:<10} {case:<28} {t_ours:>10.0f}ns {t_theirs:>10.0f}ns {ratio:>6.2f}",
              file=sys.stderr, flush=True)  # fmt: skip
    return rows


def load_average() -> float:
    """The 1-minute load average (the machine is shared; the report says it)."""
    try:
        return os.getloadavg()[0]
    except OSError:  # pragma: no cover - not on every OS
        return float("nan")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--backends", default=",".join(ORDER))
    parser.add_argument("--rounds", type=int, default=21, help="alternating rounds (odd)")
    parser.add_argument("--only", default="", help="comma-separated case substrings")
    parser.add_argument("--json", help="write the results here")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    only = [o for o in args.only.split(",") if o]
    if args.child:  # one backend, in this process: print its rows as JSON
        print(json.dumps(run_backend(args.child, args.rounds, only)))
        return
    results = {"load_before": load_average(), "backends": {}}
    for name in ORDER:
        if name not in args.backends.split(",") or importlib.util.find_spec(name) is None:
            continue
        cmd = [sys.executable, __file__, "--child", name, "--rounds", str(args.rounds),
               "--only", args.only]  # fmt: skip
        out = subprocess.run(cmd, check=True, stdout=subprocess.PIPE, text=True).stdout
        results["backends"][name] = json.loads(out.strip().splitlines()[-1])
    results["load_after"] = load_average()
    print_table(results)
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=1) + "\n")


def print_table(results: dict) -> None:
    """A markdown table of the ratios, case by backend (* marks a missed target)."""
    names = list(results["backends"])
    by = {n: {r["case"]: r for r in rows} for n, rows in results["backends"].items()}
    print(f"\nratio ivylite / native (load {results['load_before']:.1f}); * over target")
    print("| case | " + " | ".join(names) + " |")
    print("|---|" + "---:|" * len(names))
    for case, _ in CASES:
        cells = []
        for n in names:
            r = by[n].get(case)
            cells.append(
                "" if r is None else f"{r['ratio']:.2f}" + ("*" if r["ratio"] > r["target"] else "")
            )
        print(f"| {case} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
