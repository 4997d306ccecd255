"""The cost of the numpy frontend's views, per backend.

    python bench/numpy_views.py [--backends numpy,torch,...] [--size 1000]

Each row times one operation through the frontend against the same work
without view bookkeeping (the ivylite array inside, written directly), both
in one process, alternately:

- ``take a view``: ``z[2:-2]`` against ivylite's own ``getitem``;
- ``write a view``: ``v[0] = 1`` (``v = z[::2]``) against writing the base;
- ``v += 1``: an in-place operator on a view against the same on a plain array
  of the view's shape;
- ``read after a base write``: ``z[0] = 1; v.sum()`` (the view is read again)
  against ``z[0] = 1; z[::2].sum()`` (a fresh slice each time);
- ``chain write``: ``z.T[1:, ::-1][0, 0] = 1`` (three steps) against writing
  the base at the same element.

NumPy and torch views are the frameworks' own (torch's but for negative
steps), so their overhead is the frontend's bookkeeping only; JAX, TensorFlow
and paddle write through to the root.
"""

from __future__ import annotations

import argparse
import importlib.util

from _timing import paired_ns

ORDER = ["numpy", "paddle", "torch", "jax", "tensorflow"]  # paddle before tensorflow


def rows(np, size: int) -> list[tuple[str, float, float]]:
    z = np.arange(float(size * size)).reshape(size, size)
    base = z.ivy_array
    v = z[::2]
    out = []

    def take_view():
        return z[2:-2]

    def take_plain():
        return base[2:-2]

    out.append(("take a view z[2:-2]", *paired_ns(take_view, take_plain, number=200, repeat=7)))

    def write_view():
        v[0, 0] = 1.0

    def write_base():
        z[0, 0] = 1.0

    out.append(
        ("write a view v[0, 0] = 1", *paired_ns(write_view, write_base, number=100, repeat=7))
    )

    def iadd_view():
        nonlocal v
        v += 1.0

    w = z[::2].copy()  # the same rows, in an array of its own

    def iadd_base():
        nonlocal w
        w += 1.0

    out.append(("v += 1 (half the rows)", *paired_ns(iadd_view, iadd_base, number=50, repeat=7)))

    def read_view():
        z[0, 0] = 2.0
        return v.sum()

    def read_fresh():
        z[0, 0] = 2.0
        return z[::2].sum()

    out.append(("read after a base write", *paired_ns(read_view, read_fresh, number=50, repeat=7)))

    def chain_write():
        z.T[1:, ::-1][0, 0] = 3.0

    def direct_write():
        z[size - 1, 1] = 3.0

    out.append(("chain write z.T[1:, ::-1][0, 0]", *paired_ns(chain_write, direct_write, number=50,
                                                             repeat=7)))  # fmt: skip
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--backends", default=",".join(ORDER))
    parser.add_argument("--size", type=int, default=100)
    args = parser.parse_args()
    import ivylite
    import ivylite.frontends.numpy as np

    print(f"numpy frontend views, {args.size}x{args.size} float64 (ns per call)")
    print(f"{'backend':<11} {'case':<34} {'frontend':>11} {'baseline':>11} {'ratio':>6}")
    for name in ORDER:
        if name not in args.backends.split(",") or importlib.util.find_spec(name) is None:
            continue
        with ivylite.using_backend(name):
            for case, ours, theirs in rows(np, args.size):
                print(f"{name:<11} {case:<34} {ours:>9.0f}ns {theirs:>9.0f}ns "
                      f"{ours / theirs:>6.2f}")  # fmt: skip


if __name__ == "__main__":
    main()
