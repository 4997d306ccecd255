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


def _calibrate(fn: Callable[[], object], budget_s: float) -> int:
    """How many calls of ``fn`` take about ``budget_s`` seconds (at least 1)."""
    number = 1
    while True:
        t = timeit.timeit(fn, number=number)
        if t >= budget_s / 4 or number >= 1 << 20:
            return max(1, int(number * budget_s / max(t, 1e-9)))
        number *= 4


def alternating_ns(
    ours: Callable[[], object],
    theirs: Callable[[], object],
    *,
    rounds: int = 21,
    budget_s: float = 0.01,
) -> tuple[float, float, float]:
    """Median per-call ns of two callables and the median of their per-round ratios.

    Each round times a batch of ``ours`` and a batch of ``theirs`` back to back
    (the order swaps every round), so both see the same machine load; on a
    shared machine the ratio of neighbouring batches is steadier than either
    time alone. Returns ``(ours_ns, theirs_ns, ratio)``.
    """
    ours(), theirs()  # warm caches (first calls compile, learn dtypes, ...)
    number = min(_calibrate(ours, budget_s), _calibrate(theirs, budget_s))
    a, b, r = [], [], []
    for i in range(rounds):
        if i % 2:
            tb = timeit.timeit(theirs, number=number)
            ta = timeit.timeit(ours, number=number)
        else:
            ta = timeit.timeit(ours, number=number)
            tb = timeit.timeit(theirs, number=number)
        a.append(ta / number * 1e9)
        b.append(tb / number * 1e9)
        r.append(ta / tb)
    med = lambda v: sorted(v)[len(v) // 2]  # noqa: E731 - rounds is odd
    return med(a), med(b), med(r)
