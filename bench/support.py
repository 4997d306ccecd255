"""Time function_supported_dtypes: the first (derived) call and the cached ones.

    python bench/support.py

Target: a few microseconds per call after the first.
"""

from __future__ import annotations

import time
import timeit

import ivylite


def mean_of_squares(x):
    return ivylite.mean(ivylite.square(x))


def main() -> None:
    for label, fn in (
        ("ivylite.lcm (primary)", ivylite.lcm),
        ("mean_of_squares (AST)", mean_of_squares),
    ):
        t = time.perf_counter()
        ivylite.function_supported_dtypes(fn)
        first = time.perf_counter() - t
        n = 20000
        again = (
            min(
                timeit.repeat(lambda f=fn: ivylite.function_supported_dtypes(f), number=n, repeat=5)
            )
            / n
        )
        print(f"{label:<24} first call {first * 1e3:7.2f} ms   cached {again * 1e6:6.2f} µs")


if __name__ == "__main__":
    main()
