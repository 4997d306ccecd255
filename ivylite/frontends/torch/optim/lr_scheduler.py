"""``torch.optim.lr_scheduler``: StepLR, MultiStepLR, ExponentialLR,
CosineAnnealingLR, LambdaLR and OneCycleLR.

Each computes the next rate as torch does: from each group's current ``lr``
where torch's formula is chained (StepLR, MultiStepLR, ExponentialLR,
CosineAnnealingLR), so a rate changed by hand or by another scheduler carries
on as in torch, and from the base rates where torch's is not (LambdaLR,
OneCycleLR). ``step(epoch)`` takes torch's closed forms.
"""

from __future__ import annotations

import math
import types
from bisect import bisect_right
from collections import Counter
from collections.abc import Callable, Iterable
from typing import Any

from .optimizer import Optimizer

__all__ = [
    "LRScheduler", "StepLR", "MultiStepLR", "ExponentialLR", "CosineAnnealingLR", "LambdaLR",
    "OneCycleLR",
]  # fmt: skip


class LRScheduler:
    """The base: ``step()`` moves to the next epoch and sets each group's ``lr``.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> opt = torch.optim.SGD([torch.ones(1, requires_grad=True)], lr=1.0)
    >>> s = torch.optim.lr_scheduler.StepLR(opt, step_size=2, gamma=0.5)
    >>> [s.get_last_lr()[0] for _ in range(5) if s.step() is None]
    [1.0, 0.5, 0.5, 0.25, 0.25]
    """

    def __init__(self, optimizer: Optimizer, last_epoch: int = -1) -> None:
        if not isinstance(optimizer, Optimizer):
            raise TypeError(f"{type(optimizer).__name__} is not an Optimizer")
        self.optimizer = optimizer
        for i, group in enumerate(optimizer.param_groups):
            if last_epoch == -1:
                group.setdefault("initial_lr", group["lr"])
            elif "initial_lr" not in group:
                raise KeyError(
                    f"param 'initial_lr' is not specified in param_groups[{i}] when resuming "
                    "an optimizer"
                )
        self.base_lrs = [g["initial_lr"] for g in optimizer.param_groups]
        self.last_epoch = last_epoch
        self._step_count = 0
        self._is_initial = True
        self.step()
        self._is_initial = False

    def get_lr(self) -> list[float]:
        """The rates for the epoch ``last_epoch`` (torch's chained form)."""
        raise NotImplementedError

    def _get_closed_form_lr(self) -> list[float]:
        return self.get_lr()

    def get_last_lr(self) -> list[float]:
        """The rates the last ``step`` set.

        Examples
        --------
        >>> import ivylite.frontends.torch as torch
        >>> opt = torch.optim.SGD([torch.ones(1, requires_grad=True)], lr=0.1)
        >>> torch.optim.lr_scheduler.ExponentialLR(opt, 0.5).get_last_lr()
        [0.1]
        """
        return self._last_lr

    def step(self, epoch: int | None = None) -> None:
        """Move to the next epoch (or to ``epoch``) and set the groups' rates."""
        self._step_count += 1
        if epoch is None:
            self.last_epoch += 1
            values = self.get_lr()
        else:
            self.last_epoch = epoch
            values = self._get_closed_form_lr()
        for group, lr in zip(self.optimizer.param_groups, values):
            group["lr"] = lr
        self._last_lr = [g["lr"] for g in self.optimizer.param_groups]

    def state_dict(self) -> dict[str, Any]:
        """Everything but the optimizer.

        Examples
        --------
        >>> import ivylite.frontends.torch as torch
        >>> opt = torch.optim.SGD([torch.ones(1, requires_grad=True)], lr=0.1)
        >>> torch.optim.lr_scheduler.StepLR(opt, 3).state_dict()["last_epoch"]
        0
        """
        return {k: v for k, v in self.__dict__.items() if k != "optimizer"}

    def load_state_dict(self, state_dict: dict[str, Any]) -> None:
        """Restore a :meth:`state_dict`."""
        self.__dict__.update(state_dict)

    def _lrs(self) -> list[float]:
        return [g["lr"] for g in self.optimizer.param_groups]


class StepLR(LRScheduler):
    """Multiply the rate by ``gamma`` every ``step_size`` epochs.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> opt = torch.optim.SGD([torch.ones(1, requires_grad=True)], lr=1.0)
    >>> torch.optim.lr_scheduler.StepLR(opt, 1, 0.5).get_last_lr()
    [1.0]
    """

    def __init__(self, optimizer: Optimizer, step_size: int, gamma: float = 0.1,
                 last_epoch: int = -1) -> None:  # fmt: skip
        self.step_size, self.gamma = step_size, gamma
        super().__init__(optimizer, last_epoch)

    def get_lr(self) -> list[float]:
        """See the class."""
        if self.last_epoch == 0 or self.last_epoch % self.step_size != 0:
            return self._lrs()
        return [lr * self.gamma for lr in self._lrs()]

    def _get_closed_form_lr(self) -> list[float]:
        return [b * self.gamma ** (self.last_epoch // self.step_size) for b in self.base_lrs]


class MultiStepLR(LRScheduler):
    """Multiply the rate by ``gamma`` at each milestone epoch.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> opt = torch.optim.SGD([torch.ones(1, requires_grad=True)], lr=1.0)
    >>> s = torch.optim.lr_scheduler.MultiStepLR(opt, [1, 3], 0.5)
    >>> [s.get_last_lr()[0] for _ in range(4) if s.step() is None]
    [0.5, 0.5, 0.25, 0.25]
    """

    def __init__(self, optimizer: Optimizer, milestones: Iterable[int], gamma: float = 0.1,
                 last_epoch: int = -1) -> None:  # fmt: skip
        self.milestones, self.gamma = Counter(milestones), gamma
        super().__init__(optimizer, last_epoch)

    def get_lr(self) -> list[float]:
        """See the class."""
        if self.last_epoch not in self.milestones:
            return self._lrs()
        return [lr * self.gamma ** self.milestones[self.last_epoch] for lr in self._lrs()]

    def _get_closed_form_lr(self) -> list[float]:
        passed = bisect_right(sorted(self.milestones.elements()), self.last_epoch)
        return [b * self.gamma**passed for b in self.base_lrs]


class ExponentialLR(LRScheduler):
    """Multiply the rate by ``gamma`` every epoch.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> opt = torch.optim.SGD([torch.ones(1, requires_grad=True)], lr=1.0)
    >>> s = torch.optim.lr_scheduler.ExponentialLR(opt, 0.5); s.step(); s.get_last_lr()
    [0.5]
    """

    def __init__(self, optimizer: Optimizer, gamma: float, last_epoch: int = -1) -> None:
        self.gamma = gamma
        super().__init__(optimizer, last_epoch)

    def get_lr(self) -> list[float]:
        """See the class."""
        if self._is_initial:
            return self._lrs()
        return [lr * self.gamma for lr in self._lrs()]

    def _get_closed_form_lr(self) -> list[float]:
        return [b * self.gamma**self.last_epoch for b in self.base_lrs]


class CosineAnnealingLR(LRScheduler):
    """Half a cosine from the base rate down to ``eta_min`` over ``T_max`` epochs (and
    back up after, as torch's chained form does).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> opt = torch.optim.SGD([torch.ones(1, requires_grad=True)], lr=1.0)
    >>> s = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=2)
    >>> [round(s.get_last_lr()[0], 6) for _ in range(3) if s.step() is None]
    [0.5, 0.0, 0.5]
    """

    def __init__(self, optimizer: Optimizer, T_max: int, eta_min: float = 0.0,  # noqa: N803
                 last_epoch: int = -1) -> None:  # fmt: skip
        self.T_max, self.eta_min = T_max, eta_min
        super().__init__(optimizer, last_epoch)

    def get_lr(self) -> list[float]:
        """See the class."""
        t, T, low = self.last_epoch, self.T_max, self.eta_min
        if self._is_initial:
            return self._lrs()
        if self._step_count == 1 and t > 0:
            return self._get_closed_form_lr()
        if (t - 1 - T) % (2 * T) == 0:
            rise = (1 - math.cos(math.pi / T)) / 2
            return [lr + (b - low) * rise for lr, b in zip(self._lrs(), self.base_lrs)]
        ratio = (1 + math.cos(math.pi * t / T)) / (1 + math.cos(math.pi * (t - 1) / T))
        return [ratio * (lr - low) + low for lr in self._lrs()]

    def _get_closed_form_lr(self) -> list[float]:
        t, T, low = self.last_epoch, self.T_max, self.eta_min
        return [low + (b - low) * (1 + math.cos(math.pi * t / T)) / 2 for b in self.base_lrs]


class LambdaLR(LRScheduler):
    """The base rate times ``lr_lambda(epoch)`` (one function, or one per group).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> opt = torch.optim.SGD([torch.ones(1, requires_grad=True)], lr=1.0)
    >>> s = torch.optim.lr_scheduler.LambdaLR(opt, lambda e: 1 / (e + 1)); s.step()
    >>> s.get_last_lr()
    [0.5]
    """

    def __init__(self, optimizer: Optimizer, lr_lambda: Callable | list[Callable],
                 last_epoch: int = -1) -> None:  # fmt: skip
        n = len(optimizer.param_groups)
        if isinstance(lr_lambda, (list, tuple)):
            if len(lr_lambda) != n:
                raise ValueError(f"Expected {n} lr_lambdas, but got {len(lr_lambda)}")
            self.lr_lambdas = list(lr_lambda)
        else:
            self.lr_lambdas = [lr_lambda] * n
        super().__init__(optimizer, last_epoch)

    def get_lr(self) -> list[float]:
        """See the class."""
        return [b * f(self.last_epoch) for f, b in zip(self.lr_lambdas, self.base_lrs)]

    def state_dict(self) -> dict[str, Any]:
        """As torch: a plain function is not saved (None); a callable object's attributes are."""
        out = {k: v for k, v in self.__dict__.items() if k not in ("optimizer", "lr_lambdas")}
        out["lr_lambdas"] = [
            None if isinstance(f, types.FunctionType) else dict(f.__dict__) for f in self.lr_lambdas
        ]
        return out

    def load_state_dict(self, state_dict: dict[str, Any]) -> None:
        """Restore a :meth:`state_dict` (the functions stay this scheduler's)."""
        saved = dict(state_dict)
        lambdas = saved.pop("lr_lambdas")
        self.__dict__.update(saved)
        for f, attrs in zip(self.lr_lambdas, lambdas):
            if attrs is not None:
                f.__dict__.update(attrs)


def _per_group(name: str, optimizer: Optimizer, value: Any) -> list:
    n = len(optimizer.param_groups)
    if isinstance(value, (list, tuple)):
        if len(value) != n:
            raise ValueError(f"expected {n} values for {name}, got {len(value)}")
        return list(value)
    return [value] * n


class OneCycleLR(LRScheduler):
    """The one-cycle policy: the rate rises from ``max_lr / div_factor`` to ``max_lr``
    over ``pct_start`` of the steps, then anneals to ``initial_lr /
    final_div_factor`` (``three_phase``: back to the initial rate first); with
    ``cycle_momentum`` the momentum (or Adam's first beta) moves the other way.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> opt = torch.optim.SGD([torch.ones(1, requires_grad=True)], lr=0.1, momentum=0.9)
    >>> s = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=1.0, total_steps=4)
    >>> round(s.get_last_lr()[0], 6), opt.param_groups[0]["momentum"]
    (0.04, 0.95)
    """

    def __init__(self, optimizer: Optimizer, max_lr: float | list[float],
                 total_steps: int | None = None, epochs: int | None = None,
                 steps_per_epoch: int | None = None, pct_start: float = 0.3,
                 anneal_strategy: str = "cos", cycle_momentum: bool = True,
                 base_momentum: float | list[float] = 0.85,
                 max_momentum: float | list[float] = 0.95, div_factor: float = 25.0,
                 final_div_factor: float = 1e4, three_phase: bool = False,
                 last_epoch: int = -1) -> None:  # fmt: skip
        if total_steps is not None:
            if not isinstance(total_steps, int) or total_steps <= 0:
                raise ValueError(f"Expected positive integer total_steps, but got {total_steps}")
            self.total_steps = total_steps
        elif epochs is not None and steps_per_epoch is not None:
            self.total_steps = epochs * steps_per_epoch
        else:
            raise ValueError("You must define either total_steps OR (epochs AND steps_per_epoch)")
        if not isinstance(pct_start, float) or not 0 <= pct_start <= 1:
            raise ValueError(f"Expected float between 0 and 1 pct_start, but got {pct_start}")
        if anneal_strategy not in ("cos", "linear"):
            raise ValueError(
                f"anneal_strategy must be one of 'cos' or 'linear', instead got {anneal_strategy}"
            )
        self.anneal_strategy = anneal_strategy
        up, n = float(pct_start * self.total_steps) - 1, self.total_steps - 1
        # (end step, start and end rate, start and end momentum) of each phase
        self._schedule_phases = (
            [(up, "initial_lr", "max_lr", "max_momentum", "base_momentum"),
             (float(2 * pct_start * self.total_steps) - 2, "max_lr", "initial_lr",
              "base_momentum", "max_momentum"),
             (n, "initial_lr", "min_lr", "max_momentum", "max_momentum")]
            if three_phase else
            [(up, "initial_lr", "max_lr", "max_momentum", "base_momentum"),
             (n, "max_lr", "min_lr", "base_momentum", "max_momentum")]
        )  # fmt: skip
        groups = optimizer.param_groups
        if last_epoch == -1:
            for top, group in zip(_per_group("max_lr", optimizer, max_lr), groups):
                group["initial_lr"] = top / div_factor
                group["max_lr"] = top
                group["min_lr"] = group["initial_lr"] / final_div_factor
        self.cycle_momentum = cycle_momentum
        if cycle_momentum:
            if "momentum" not in optimizer.defaults and "betas" not in optimizer.defaults:
                raise ValueError(
                    "optimizer must support momentum or beta1 with `cycle_momentum` option enabled"
                )
            self.use_beta1 = "betas" in optimizer.defaults
            highs = _per_group("max_momentum", optimizer, max_momentum)
            lows = _per_group("base_momentum", optimizer, base_momentum)
            if last_epoch == -1:
                for high, low, group in zip(highs, lows, groups):
                    self._set_momentum(group, high)
                    group["max_momentum"], group["base_momentum"] = high, low
        super().__init__(optimizer, last_epoch)

    def _set_momentum(self, group: dict, value: float) -> None:
        if self.use_beta1:
            group["betas"] = (value, *group["betas"][1:])
        else:
            group["momentum"] = value

    def _anneal(self, start: float, end: float, pct: float) -> float:
        if self.anneal_strategy == "cos":
            return end + (start - end) / 2.0 * (math.cos(math.pi * pct) + 1)
        return (end - start) * pct + start

    def get_lr(self) -> list[float]:
        """See the class (sets the momentum too, as torch does)."""
        t = self.last_epoch
        if t > self.total_steps:
            raise ValueError(
                f"Tried to step {t} times. The specified number of total steps is "
                f"{self.total_steps}"
            )
        lrs = []
        for group in self.optimizer.param_groups:
            start = 0.0
            for i, (end, lr0, lr1, m0, m1) in enumerate(self._schedule_phases):
                if t <= end or i == len(self._schedule_phases) - 1:
                    pct = (t - start) / (end - start)
                    lrs.append(self._anneal(group[lr0], group[lr1], pct))
                    if self.cycle_momentum:
                        self._set_momentum(group, self._anneal(group[m0], group[m1], pct))
                    break
                start = end
        return lrs
