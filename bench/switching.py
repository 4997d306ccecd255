"""Time switching to a backend that was used before (target: well under 1 ms).

    python bench/switching.py [--backends numpy,torch,...]

The first `set_backend` of a backend imports its framework and builds every
function; later ones only refill the dispatch slots and namespace attributes.
"""

from __future__ import annotations

import argparse
import importlib.util
import time
import timeit

ORDER = ["numpy", "paddle", "torch", "jax", "tensorflow"]  # paddle before tensorflow


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--backends", default=",".join(ORDER))
    args = parser.parse_args()
    import ivylite

    print(f"{'backend':<12} {'first set_backend':>18} {'set+unset again':>17}")
    for name in ORDER:
        if name not in args.backends.split(",") or importlib.util.find_spec(name) is None:
            continue
        t = time.perf_counter()
        ivylite.set_backend(name)
        first = time.perf_counter() - t
        ivylite.unset_backend()
        n = 2000
        again = (
            min(
                timeit.repeat(
                    lambda b=name: (ivylite.set_backend(b), ivylite.unset_backend()),
                    number=n,
                    repeat=5,
                )
            )
            / n
        )
        print(f"{name:<12} {first * 1e3:>15.1f} ms {again * 1e6:>14.1f} µs")


if __name__ == "__main__":
    main()
