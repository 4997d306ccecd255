"""Train a small MLP with ivylite on any backend: the same code, the same loss.

    python examples/train_mlp.py --backend torch      # or jax, tensorflow, paddle

A 2-layer MLP (16 -> 64 -> 1, relu) fits a synthetic regression target with
``ivylite.value_and_grad`` and Adam. The data and the initial parameters come
from seeded generators that give the same values on every backend, so every
backend reaches the same loss (within float rounding).
"""

from __future__ import annotations

import argparse
import sys
import time

import numpy as np

import ivylite


def make_data(n: int = 512, features: int = 16, seed: int = 0):
    rng = np.random.default_rng(seed)
    x = rng.standard_normal((n, features)).astype(np.float32)
    w = rng.standard_normal((features, 1)).astype(np.float32)
    y = np.tanh(x @ w) + 0.05 * rng.standard_normal((n, 1)).astype(np.float32)
    return ivylite.asarray(x), ivylite.asarray(y.astype(np.float32))


def init_params(features: int = 16, hidden: int = 64, seed: int = 1) -> dict:
    scale1, scale2 = (2.0 / features) ** 0.5, (2.0 / hidden) ** 0.5
    return {
        "w1": ivylite.random_normal(shape=(features, hidden), std=scale1, seed=seed),
        "b1": ivylite.zeros((hidden,)),
        "w2": ivylite.random_normal(shape=(hidden, 1), std=scale2, seed=seed + 1),
        "b2": ivylite.zeros((1,)),
    }


def forward(params: dict, x):
    h = ivylite.relu(ivylite.matmul(x, params["w1"]) + params["b1"])
    return ivylite.matmul(h, params["w2"]) + params["b2"]


def loss_fn(params: dict, x, y):
    return ivylite.mse(forward(params, x), y)


def progress(step: int, total: int, loss: float) -> None:
    width = 30
    filled = int(width * step / total)
    bar = "#" * filled + "." * (width - filled)
    sys.stderr.write(f"\r[{bar}] {step:4d}/{total}  loss {loss:.5f}")
    if step == total:
        sys.stderr.write("\n")
    sys.stderr.flush()


def train(backend: str, steps: int = 200, lr: float = 1e-2, quiet: bool = False) -> dict:
    ivylite.set_backend(backend)
    try:
        x, y = make_data()
        params = init_params()
        state = ivylite.adam_init(params)
        step_fn = ivylite.value_and_grad(loss_fn)
        first = None
        start = time.perf_counter()
        for step in range(1, steps + 1):
            loss, grads = step_fn(params, x, y)
            params, state = ivylite.adam_update(params, grads, state, lr=lr)
            value = float(loss)
            first = value if first is None else first
            if not quiet and (step % 10 == 0 or step == steps):
                progress(step, steps, value)
        elapsed = time.perf_counter() - start
        final = float(loss_fn(params, x, y))
    finally:
        ivylite.unset_backend()
    return {"backend": backend, "steps": steps, "first": first, "final": final,
            "ms_per_step": 1e3 * elapsed / steps}  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--backend", default="torch", choices=["torch", "jax", "tensorflow", "paddle", "numpy"]
    )
    parser.add_argument("--steps", type=int, default=200)
    parser.add_argument("--lr", type=float, default=1e-2)
    args = parser.parse_args()
    if args.backend == "numpy":
        parser.error(
            "the numpy backend has no automatic differentiation; see examples/quickstart.py"
        )
    r = train(args.backend, args.steps, args.lr)
    print(f"backend     {r['backend']}")
    print(f"steps       {r['steps']}")
    print(f"first loss  {r['first']:.6f}")
    print(f"final loss  {r['final']:.6f}")
    print(f"time/step   {r['ms_per_step']:.2f} ms")


if __name__ == "__main__":
    main()
