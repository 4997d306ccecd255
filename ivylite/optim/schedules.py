"""Learning-rate schedules: functions of the step (0 for the first) to a rate.

Pass one as ``lr=`` to an optimiser; it is called with the step count
before each step.

Examples
--------
>>> from ivylite.optim import schedules
>>> s = schedules.cosine(0.1, total_steps=100, warmup_steps=10)
>>> [round(s(t), 4) for t in (0, 5, 10, 55, 100)]
[0.01, 0.06, 0.1, 0.05, 0.0]
"""

from __future__ import annotations

import math
from collections.abc import Callable

__all__ = ["constant", "step", "exponential", "cosine", "linear_warmup", "lambda_schedule"]

Schedule = Callable[[int], float]


def constant(lr: float) -> Schedule:
    """The same rate at every step.

    Examples
    --------
    >>> from ivylite.optim import schedules
    >>> schedules.constant(0.1)(1000)
    0.1
    """
    return lambda t: lr


def step(lr: float, step_size: int, gamma: float = 0.1) -> Schedule:
    """``lr * gamma ** (t // step_size)`` (PyTorch's StepLR).

    Examples
    --------
    >>> from ivylite.optim import schedules
    >>> [schedules.step(1.0, 2, 0.5)(t) for t in range(5)]
    [1.0, 1.0, 0.5, 0.5, 0.25]
    """
    if step_size < 1:
        raise ValueError(f"schedules.step: step_size must be >= 1, got {step_size}")
    return lambda t: lr * gamma ** (t // step_size)


def exponential(lr: float, gamma: float) -> Schedule:
    """``lr * gamma ** t`` (PyTorch's ExponentialLR).

    Examples
    --------
    >>> from ivylite.optim import schedules
    >>> schedules.exponential(1.0, 0.5)(3)
    0.125
    """
    return lambda t: lr * gamma**t


def linear_warmup(lr: float, warmup_steps: int, start_factor: float = 0.0) -> Schedule:
    """From ``start_factor * lr`` up to ``lr`` over ``warmup_steps``, then ``lr``.

    Examples
    --------
    >>> from ivylite.optim import schedules
    >>> [schedules.linear_warmup(1.0, 4)(t) for t in range(6)]
    [0.0, 0.25, 0.5, 0.75, 1.0, 1.0]
    """
    if warmup_steps < 0:
        raise ValueError(f"schedules.linear_warmup: warmup_steps must be >= 0, got {warmup_steps}")

    def at(t: int) -> float:
        if t >= warmup_steps:
            return lr
        return lr * (start_factor + (1 - start_factor) * t / warmup_steps)

    return at


def cosine(lr: float, total_steps: int, warmup_steps: int = 0, min_lr: float = 0.0) -> Schedule:
    """Linear warmup to ``lr`` over ``warmup_steps`` (from ``lr / warmup_steps``),
    then half a cosine down to ``min_lr`` at ``total_steps``, then ``min_lr``.

    Examples
    --------
    >>> from ivylite.optim import schedules
    >>> [round(schedules.cosine(1.0, 4)(t), 3) for t in range(5)]
    [1.0, 0.854, 0.5, 0.146, 0.0]
    """
    if not 0 <= warmup_steps <= total_steps:
        raise ValueError(
            f"schedules.cosine: need 0 <= warmup_steps ({warmup_steps}) <= total_steps ({total_steps})"
        )

    def at(t: int) -> float:
        if t < warmup_steps:
            return lr * (t + 1) / warmup_steps
        if t >= total_steps:
            return min_lr
        progress = (t - warmup_steps) / max(1, total_steps - warmup_steps)
        return min_lr + 0.5 * (lr - min_lr) * (1 + math.cos(math.pi * progress))

    return at


def lambda_schedule(lr: float, factor: Callable[[int], float]) -> Schedule:
    """``lr * factor(t)`` (PyTorch's LambdaLR).

    Examples
    --------
    >>> from ivylite.optim import schedules
    >>> schedules.lambda_schedule(0.5, lambda t: 1 / (t + 1))(1)
    0.25
    """
    return lambda t: lr * factor(t)
