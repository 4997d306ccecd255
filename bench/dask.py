"""ivylite on dask against the same computation in plain dask.array.

    python bench/dask.py [--sizes 1GB,2GB,4GB,8GB] [--repeat 2]

The workload, on a float64 array of (rows, 16) from dask's own random
generator (the same input graph on both sides): the column means and standard
deviations, the standardised data, its 16 x 16 correlation matrix and the count
of values above one standard deviation per column. ivylite's side calls
ivylite's functions on the ``dask.array.Array`` (wrapped, not copied); the
plain side calls ``dask.array``'s. Prints the time to build the graph and the
total time (build and compute, the best of ``--repeat``), and the ratios
ivylite / plain; target <= 1.1 on the total.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

# One BLAS thread per dask task (dask's threads already use every core).
for _var in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")
# This file is named dask.py: keep its directory off the path, or `import dask`
# would import it.
_HERE = Path(__file__).resolve().parent
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != _HERE]

import dask  # noqa: E402
import dask.array as da  # noqa: E402

import ivylite  # noqa: E402

COLUMNS = 16


def source(rows: int):
    """The input both sides read: dask's PCG64 uniform numbers, in "auto" chunks."""
    return da.random.default_rng(0).random((rows, COLUMNS), chunks=("auto", -1))


def plain(x):
    n = x.shape[0]
    mean, std = x.mean(axis=0), x.std(axis=0)
    z = (x - mean) / std
    return mean, std, (z.T @ z) / n, (z > 1.0).sum(axis=0)


def with_ivylite(x):
    x = ivylite.Array(x)  # the same dask array, wrapped
    n = x.shape[0]
    mean, std = ivylite.mean(x, axis=0), ivylite.std(x, axis=0)
    z = (x - mean) / std
    return mean, std, ivylite.matmul(z.mT, z) / n, ivylite.sum(z > 1.0, axis=0)


def measure(build, rows: int, natives: bool) -> tuple[float, float]:
    """(seconds to build the graph, seconds to build and compute it)."""
    start = time.perf_counter()
    outputs = build(source(rows))
    built = time.perf_counter() - start
    graphs = [o.data for o in outputs] if not natives else list(outputs)
    dask.compute(*graphs)
    return built, time.perf_counter() - start


def main(argv: list[str] | None = None) -> int:
    from dask.utils import format_bytes, parse_bytes

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="1GB,2GB,4GB,8GB")
    parser.add_argument("--repeat", type=int, default=2)
    args = parser.parse_args(argv)
    ivylite.set_backend("dask")
    measure(with_ivylite, 1000, natives=False)  # warm up: the first calls load and cache
    measure(plain, 1000, natives=True)
    print(f"{'size':>8} {'build ivylite':>14} {'build dask':>11} {'ratio':>6} "
          f"{'total ivylite':>14} {'total dask':>11} {'ratio':>6}")  # fmt: skip
    for size in args.sizes.split(","):
        rows = parse_bytes(size) // (8 * COLUMNS)
        best = {"ivylite": [float("inf")] * 2, "dask": [float("inf")] * 2}
        for _ in range(args.repeat):  # alternated: the machine's load hits both alike
            for name, build in (("ivylite", with_ivylite), ("dask", plain)):
                times = measure(build, rows, natives=name == "dask")
                best[name] = [min(b, t) for b, t in zip(best[name], times)]
        (bi, ti), (bd, td) = best["ivylite"], best["dask"]
        label = format_bytes(rows * COLUMNS * 8)
        print(f"{label:>8} {bi * 1e3:>12.1f}ms {bd * 1e3:>9.1f}ms {bi / bd:>6.2f} "
              f"{ti:>13.2f}s {td:>10.2f}s {ti / td:>6.2f}")  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
