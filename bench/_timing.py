"""Shared timing helpers for the bench scripts."""

from __future__ import annotations

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
