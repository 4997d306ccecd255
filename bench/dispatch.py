"""Time ivylite against the direct framework call, per backend, in one process.

    python bench/dispatch.py [--backends numpy,torch,...] [--quick]

Cases: `add` of two 3-element float32 arrays, `multiply` by a Python float,
`sum`, `matmul` of 64x64 float32 and a 2-layer MLP forward pass (256x512 ->
max(., 0) -> 512x10, batch 256). Both sides of the MLP compute the same
thing, `maximum(h, 0)` as the activation, so the ratio is ivylite's cost
alone (a dedicated relu comes with the nn functions). Prints ivylite's time, the native time and the
ratio ivylite/native. Targets: <= 1.2 on torch, jax, tensorflow and paddle,
<= 1.5 on numpy, <= 1.05 for the MLP forward everywhere.
"""

from __future__ import annotations

import argparse
import importlib.util
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).parent))
from _timing import paired_ns, print_rows  # noqa: E402

# Paddle before TensorFlow: the other order segfaults (paddle 3.3, tf 2.21).
ORDER = ["numpy", "paddle", "torch", "jax", "tensorflow"]
TARGET = {"numpy": 1.5, "torch": 1.2, "jax": 1.2, "tensorflow": 1.2, "paddle": 1.2}


def natives(name: str):
    """The framework's own functions for each case."""
    if name == "numpy":
        return dict(
            add=np.add,
            mul=np.multiply,
            sum=np.sum,
            matmul=np.matmul,
            relu=lambda h: np.maximum(h, 0),
        )
    if name == "torch":
        import torch

        # One intra-op thread: with two, the MLP timings of *both* sides swing
        # by +-20% between runs on this 2-core machine, hiding the ratio.
        torch.set_num_threads(1)
        return dict(
            add=torch.add, mul=torch.mul, sum=torch.sum, matmul=torch.matmul, relu=torch.relu
        )
    if name == "jax":
        import jax.numpy as jnp

        return dict(
            add=jnp.add,
            mul=jnp.multiply,
            sum=jnp.sum,
            matmul=jnp.matmul,
            relu=lambda h: jnp.maximum(h, 0),
        )
    if name == "tensorflow":
        import tensorflow as tf

        return dict(
            add=tf.add, mul=tf.multiply, sum=tf.reduce_sum, matmul=tf.matmul, relu=tf.nn.relu
        )
    import paddle

    zero = paddle.zeros([])
    return dict(
        add=paddle.add, mul=lambda a, s: paddle.scale(a, s), sum=paddle.sum, matmul=paddle.matmul,
        relu=lambda h: paddle.maximum(h, zero),
    )  # fmt: skip


def block(name: str, quick: bool) -> list[tuple[str, float, float]]:
    import ivylite

    ivylite.set_backend(name)
    nat = natives(name)
    rng = np.random.default_rng(0)
    x3 = ivylite.asarray(np.array([1.0, 2.0, 3.0], dtype=np.float32))
    y3 = ivylite.asarray(np.array([4.0, 5.0, 6.0], dtype=np.float32))
    m = ivylite.asarray(rng.standard_normal((64, 64)).astype(np.float32))
    inp = ivylite.asarray(rng.standard_normal((256, 256)).astype(np.float32))
    w1 = ivylite.asarray((rng.standard_normal((256, 512)) * 0.05).astype(np.float32))
    b1 = ivylite.asarray(np.zeros(512, dtype=np.float32))
    w2 = ivylite.asarray((rng.standard_normal((512, 10)) * 0.05).astype(np.float32))
    b2 = ivylite.asarray(np.zeros(10, dtype=np.float32))
    a3, c3, mn = x3.data, y3.data, m.data
    ni, nw1, nb1, nw2, nb2 = inp.data, w1.data, b1.data, w2.data, b2.data

    def mlp_ivylite():
        h = ivylite.maximum(ivylite.matmul(inp, w1) + b1, 0.0)
        return ivylite.matmul(h, w2) + b2

    add, mul, matmul, relu = nat["add"], nat["mul"], nat["matmul"], nat["relu"]

    def mlp_native():
        return add(matmul(relu(add(matmul(ni, nw1), nb1)), nw2), nb2)

    n_small, n_mlp = (2000, 20) if quick else (20000, 200)
    sum_ = nat["sum"]
    rows = [
        ("add 3xf32", *paired_ns(lambda: ivylite.add(x3, y3), lambda: add(a3, c3), number=n_small)),
        ("multiply by python float", *paired_ns(lambda: ivylite.multiply(x3, 2.5), lambda: mul(a3, 2.5), number=n_small)),
        ("sum 3xf32", *paired_ns(lambda: ivylite.sum(x3), lambda: sum_(a3), number=n_small)),
        ("matmul 64x64", *paired_ns(lambda: ivylite.matmul(m, m), lambda: matmul(mn, mn), number=n_small // 10)),
        ("mlp forward (256x256 -> 512 -> 10)", *paired_ns(mlp_ivylite, mlp_native, number=n_mlp, repeat=7)),
    ]  # fmt: skip
    ivylite.unset_backend()
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--backends", default=",".join(ORDER))
    parser.add_argument("--quick", action="store_true", help="fewer repetitions")
    args = parser.parse_args()
    wanted = args.backends.split(",")
    for name in ORDER:
        module = name
        if name not in wanted or importlib.util.find_spec(module) is None:
            continue
        rows = block(name, args.quick)
        print_rows(f"\n{name} (targets: ratio <= {TARGET[name]}, mlp <= 1.05)", rows)


if __name__ == "__main__":
    main()
