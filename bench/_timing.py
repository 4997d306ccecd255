"""Shared timing helpers for the bench scripts."""

from __future__ import annotations

import statistics
import timeit
from collections.abc import Callable


def paired_ns(
    ours: Callable[[], object],
    theirs: Callable[[], object],
    *,
    number: int = 20000,
    repeat: int = 15,
) -> tuple[float, float]:
    """Best per-call ns of two callables, timed alternately in one process.

    Alternating the two and keeping each one's fastest run makes the ratio
    robust to the machine speeding up or slowing down during the bench.
    """
    ours(), theirs()  # warm caches (ivylite learns new dtype objects on first sight)
    best_ours = best_theirs = float("inf")
    for _ in range(repeat):
        best_ours = min(best_ours, timeit.timeit(ours, number=number))
        best_theirs = min(best_theirs, timeit.timeit(theirs, number=number))
    return best_ours / number * 1e9, best_theirs / number * 1e9


def print_rows(title: str, rows: list[tuple[str, float, float]]) -> None:
    """Print (case, ivylite ns, native ns) rows with the ratio ivylite/native."""
    print(title)
    print(f"{'case':<40} {'ivylite':>10} {'native':>10} {'ratio':>7}")
    for case, ours, theirs in rows:
        print(f"{case:<40} {ours:>8.0f}ns {theirs:>8.0f}ns {ours / theirs:>7.2f}")


def paired_median_ns(
    ours: Callable[[], object],
    theirs: Callable[[], object],
    *,
    number: int = 3,
    rounds: int = 21,
) -> tuple[float, float, list[float]]:
    """Median per-call ns of two callables over alternating rounds, and each round's ratio.

    For calls of milliseconds on a shared machine: each round times
    ``number`` calls of one side then of the other (which side goes first
    alternates), and the medians ignore the rounds another process disturbed.
    """
    ours(), theirs()  # warm caches and compilers
    t_ours, t_theirs = [], []
    for k in range(rounds):
        pair = [(ours, t_ours), (theirs, t_theirs)]
        for fn, out in pair if k % 2 == 0 else pair[::-1]:
            out.append(timeit.timeit(fn, number=number) / number * 1e9)
    ratios = [a / b for a, b in zip(t_ours, t_theirs)]
    return statistics.median(t_ours), statistics.median(t_theirs), ratios
