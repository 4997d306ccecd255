"""One training step of a nanoGPT-style program through the torch frontend
against the same program on real torch.

    python bench/torch_frontend.py [--backends torch,jax,tensorflow,paddle] [--quick]

The program is ``tests/frontends/programs/torch_gpt.py`` (ordinary torch code),
run as written on real torch and, with its imports swapped for
``ivylite.frontends.torch``, on each ivylite backend; the frontend model loads
the real model's state dict. The step is the program's ``train_step``: forward
with targets, ``loss.backward()``, ``clip_grad_norm_``, ``AdamW.step()`` over
two parameter groups, ``zero_grad``. Both sides run in this process, one
thread, timed in alternating rounds; the medians per step and the ratio
frontend / real torch are printed (target on the torch backend <= 1.3).
Two sizes: ``char`` (a character-level model: 2 layers, 4 heads, 64 wide,
block 64, batch 8) and ``tiny`` (the test's model, where only overhead counts).
"""

from __future__ import annotations

import argparse
import importlib.util
import statistics
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from tests.frontends.test_programs import load  # noqa: E402

ORDER = ["paddle", "torch", "jax", "tensorflow"]  # paddle before tensorflow
SIZES = {
    "char": ({"block_size": 64, "vocab_size": 65, "n_layer": 2, "n_head": 4, "n_embd": 64}, 8),
    "tiny": ({}, 3),
}


def batch(config: dict, batch_size: int) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(0)
    vocab, block = config.get("vocab_size", 17), config.get("block_size", 8)
    x = rng.integers(0, vocab, size=(batch_size, block)).astype(np.int64)
    return x, np.roll(x, -1, axis=1)


def stepper(program, model, x_np, y_np):
    """A closure running one training step of ``program``'s model on one batch."""
    torch = program.torch
    x, y = torch.from_numpy(x_np), torch.from_numpy(y_np)
    model.train()
    optimizer = program.make_optimizer(model)
    return lambda: program.train_step(model, optimizer, x, y).item()


def paired_medians(ours, theirs, number: int, rounds: int) -> tuple[float, float]:
    """Median seconds per call of two callables, timed in alternating rounds."""
    ours(), theirs()  # first steps create the optimiser state (and compile on jax)
    t_ours, t_theirs = [], []
    for _ in range(rounds):
        for fn, times in ((ours, t_ours), (theirs, t_theirs)):
            start = time.perf_counter()
            for _ in range(number):
                fn()
            times.append((time.perf_counter() - start) / number)
    return statistics.median(t_ours), statistics.median(t_theirs)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--backends", default=",".join(ORDER))
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    import torch

    import ivylite

    torch.set_num_threads(1)
    real = load("torch_gpt", frontend=False)
    frontend = load("torch_gpt", frontend=True)
    number, rounds = (3, 3) if args.quick else (5, 9)
    print("GPT training step, frontend vs real torch (median per step, one thread)")
    print(f"{'size':<6} {'backend':<11} {'frontend':>10} {'torch':>10} {'ratio':>6}")
    for size, (config, batch_size) in SIZES.items():
        x, y = batch(config, batch_size)
        for name in ORDER:
            if name not in args.backends.split(",") or importlib.util.find_spec(name) is None:
                continue
            real_model = real.build(**config)
            state = {k: v.detach().numpy().copy() for k, v in real_model.state_dict().items()}
            with ivylite.using_backend(name):
                model = frontend.build(**config)
                model.load_state_dict(state)
                ours, theirs = stepper(frontend, model, x, y), stepper(real, real_model, x, y)
                a, b = ours(), theirs()  # the same first loss: the same computation
                assert abs(a - b) <= 1e-4 * abs(b), f"{name}: first losses differ: {a} vs {b}"
                t_ours, t_theirs = paired_medians(ours, theirs, number, rounds)
            print(
                f"{size:<6} {name:<11} {t_ours * 1e3:>8.2f}ms {t_theirs * 1e3:>8.2f}ms "
                f"{t_ours / t_theirs:>6.2f}"
            )


if __name__ == "__main__":
    main()
