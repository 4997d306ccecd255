"""The broader Array API set: ivylite against the framework's own call, per backend.

    python bench/api.py [--backends numpy,torch,...] [--quick]

Cases (float32 unless named): elementwise `sin` and `where` on 1,000 elements,
`bitwise_and` of int32; reductions `mean` over an axis of 100x100, `argmax`,
`cumulative_sum`, `sort`; indexing `x[1:5]`, `take` and `x[mask] = 0`; linalg
`matmul` 64x64, `linalg.inv` 32x32, `linalg.vector_norm`; `fft.fft` of 1,024
complex64. Prints ivylite's time, the native time and the ratio ivylite/native.
The target is the dispatch target of the backends issue (<= 1.2; 1.5 on numpy)
for calls whose native time is small, and ~1.0 once the native work dominates.
"""

from __future__ import annotations

import argparse
import importlib.util
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).parent))
from _timing import paired_ns, print_rows  # noqa: E402

ORDER = ["numpy", "paddle", "torch", "jax", "tensorflow"]  # paddle before tensorflow


def natives(name: str) -> dict:
    """The framework's own call for each case, on native arrays."""
    if name == "numpy":

        def set_mask(x, m):
            x[m] = 0
            return x

        return dict(
            sin=np.sin, where=np.where, bitwise_and=np.bitwise_and,
            mean=lambda x: np.mean(x, axis=0), argmax=lambda x: np.argmax(x, axis=1),
            cumsum=lambda x: np.cumsum(x, axis=0), sort=lambda x: np.sort(x, axis=-1),
            slice=lambda x: x[1:5], take=lambda x, i: np.take(x, i, axis=0), setmask=set_mask,
            matmul=np.matmul, inv=np.linalg.inv, norm=np.linalg.vector_norm, fft=np.fft.fft,
        )  # fmt: skip
    if name == "torch":
        import torch

        torch.set_num_threads(1)

        def set_mask(x, m):
            x[m] = 0
            return x

        return dict(
            sin=torch.sin, where=torch.where, bitwise_and=torch.bitwise_and,
            mean=lambda x: torch.mean(x, dim=0), argmax=lambda x: torch.argmax(x, dim=1),
            cumsum=lambda x: torch.cumsum(x, dim=0), sort=lambda x: torch.sort(x, dim=-1).values,
            slice=lambda x: x[1:5], take=lambda x, i: torch.index_select(x, 0, i),
            setmask=set_mask, matmul=torch.matmul, inv=torch.linalg.inv,
            norm=torch.linalg.vector_norm, fft=torch.fft.fft,
        )  # fmt: skip
    if name == "jax":
        import jax.numpy as jnp

        return dict(
            sin=jnp.sin, where=jnp.where, bitwise_and=jnp.bitwise_and,
            mean=lambda x: jnp.mean(x, axis=0), argmax=lambda x: jnp.argmax(x, axis=1),
            cumsum=lambda x: jnp.cumsum(x, axis=0), sort=lambda x: jnp.sort(x, axis=-1),
            slice=lambda x: x[1:5], take=lambda x, i: jnp.take(x, i, axis=0),
            setmask=lambda x, m: jnp.where(m, 0, x), matmul=jnp.matmul, inv=jnp.linalg.inv,
            norm=jnp.linalg.vector_norm, fft=jnp.fft.fft,
        )  # fmt: skip
    if name == "tensorflow":
        import tensorflow as tf

        return dict(
            sin=tf.sin, where=tf.where, bitwise_and=tf.bitwise.bitwise_and,
            mean=lambda x: tf.reduce_mean(x, axis=0), argmax=lambda x: tf.argmax(x, axis=1),
            cumsum=lambda x: tf.cumsum(x, axis=0), sort=lambda x: tf.sort(x, axis=-1),
            slice=lambda x: x[1:5], take=lambda x, i: tf.gather(x, i, axis=0),
            setmask=lambda x, m: tf.where(m, tf.zeros_like(x), x), matmul=tf.matmul,
            inv=tf.linalg.inv, norm=lambda x: tf.norm(x), fft=tf.signal.fft,
        )  # fmt: skip
    import paddle

    return dict(
        sin=paddle.sin, where=paddle.where, bitwise_and=paddle.bitwise_and,
        mean=lambda x: paddle.mean(x, axis=0), argmax=lambda x: paddle.argmax(x, axis=1),
        cumsum=lambda x: paddle.cumsum(x, axis=0), sort=lambda x: paddle.sort(x, axis=-1),
        slice=lambda x: x[1:5], take=lambda x, i: paddle.index_select(x, i, axis=0),
        setmask=lambda x, m: paddle.where(m, paddle.zeros_like(x), x), matmul=paddle.matmul,
        inv=paddle.linalg.inv, norm=lambda x: paddle.linalg.norm(x), fft=paddle.fft.fft,
    )  # fmt: skip


def block(name: str, quick: bool) -> list[tuple[str, float, float]]:
    import ivylite

    ivylite.set_backend(name)
    nat = natives(name)
    rng = np.random.default_rng(0)
    f32 = lambda *shape: ivylite.asarray(rng.standard_normal(shape).astype(np.float32))  # noqa: E731
    v, m100, m64 = f32(1000), f32(100, 100), f32(64, 64)
    inv_in = ivylite.asarray((np.eye(32) * 4 + rng.standard_normal((32, 32))).astype(np.float32))
    cond = v > 0
    ints = ivylite.asarray(rng.integers(0, 1000, 1000).astype(np.int32))
    idx = ivylite.asarray(np.array([3, 1, 4, 1, 5], dtype=np.int64))
    signal = ivylite.asarray((rng.standard_normal(1024) + 1j).astype(np.complex64))
    n = 2000 if quick else 20000
    big = max(n // 20, 200)
    D = lambda a: a.data  # noqa: E731
    cases = [
        ("sin 1000", lambda: ivylite.sin(v), lambda: nat["sin"](D(v)), n),
        ("where 1000", lambda: ivylite.where(cond, v, 0.0), lambda: nat["where"](D(cond), D(v), 0.0), n),
        ("bitwise_and int32 1000", lambda: ivylite.bitwise_and(ints, ints), lambda: nat["bitwise_and"](D(ints), D(ints)), n),
        ("mean axis=0 100x100", lambda: ivylite.mean(m100, axis=0), lambda: nat["mean"](D(m100)), n),
        ("argmax axis=1 100x100", lambda: ivylite.argmax(m100, axis=1), lambda: nat["argmax"](D(m100)), n),
        ("cumulative_sum axis=0 100x100", lambda: ivylite.cumulative_sum(m100, axis=0), lambda: nat["cumsum"](D(m100)), big),
        ("sort 100x100", lambda: ivylite.sort(m100), lambda: nat["sort"](D(m100)), big),
        ("x[1:5] 100x100", lambda: m100[1:5], lambda: nat["slice"](D(m100)), n),
        ("take 5 rows of 100x100", lambda: ivylite.take(m100, idx, axis=0), lambda: nat["take"](D(m100), D(idx)), n),
        ("x[mask] = 0, 1000", lambda: ivylite.setitem(v, cond, 0.0), lambda: nat["setmask"](D(v), D(cond)), big),
        ("matmul 64x64", lambda: ivylite.matmul(m64, m64), lambda: nat["matmul"](D(m64), D(m64)), big),
        ("linalg.inv 32x32", lambda: ivylite.linalg.inv(inv_in), lambda: nat["inv"](D(inv_in)), big),
        ("linalg.vector_norm 1000", lambda: ivylite.linalg.vector_norm(v), lambda: nat["norm"](D(v)), n),
        ("fft.fft complex64 1024", lambda: ivylite.fft.fft(signal), lambda: nat["fft"](D(signal)), big),
    ]  # fmt: skip
    rows = []
    for case, ours, theirs, number in cases:
        try:
            t_ours, t_theirs = paired_ns(ours, theirs, number=number, repeat=3 if quick else 7)
        except Exception as e:  # noqa: BLE001 - a missing function is reported, not fatal
            print(f"  {case}: skipped ({type(e).__name__}: {e})")
            continue
        rows.append((case, t_ours, t_theirs))
    ivylite.unset_backend()
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--backends", default=",".join(ORDER))
    parser.add_argument("--quick", action="store_true", help="fewer iterations (a smoke run)")
    args = parser.parse_args()
    wanted = args.backends.split(",")
    for name in ORDER:
        if name in wanted and importlib.util.find_spec(name) is not None:
            print_rows(f"\n== {name} ==", block(name, args.quick))


if __name__ == "__main__":
    main()
