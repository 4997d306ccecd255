"""The update rules, one per algorithm, on one parameter at a time.

Each rule is PyTorch's (``torch.optim``'s single-tensor implementation),
written with ivylite functions, so it runs on every backend and traces under
the compilers. ``step`` is the 1-based step count: a Python int in the eager
optimisers (the bias corrections are then Python floats, as in PyTorch), or
a 0-d integer array in the pure form (compiled steps), where the same
formulas become array operations in the parameter's dtype.
"""

from __future__ import annotations

import math
from typing import Any

import ivylite

__all__ = ["RULES", "Rule"]


def _num(step: Any, p: Any) -> Any:
    """``step`` as a number usable with ``p``: itself, or cast to ``p``'s dtype."""
    return step if isinstance(step, int) else ivylite.astype(step, p.dtype)


def _when_first(step: Any, first: Any, later: Any) -> Any:
    if isinstance(step, int):
        return first if step == 1 else later
    return ivylite.where(step == 1, first, later)


def _power(base: float, step: Any, p: Any) -> Any:
    return base**step if isinstance(step, int) else ivylite.pow(base, _num(step, p))


def _sqrt(x: Any) -> Any:
    return math.sqrt(x) if isinstance(x, float) else ivylite.sqrt(x)


class Rule:
    """An algorithm: its state per parameter and its update."""

    state_names: tuple[str, ...] = ()

    def init(self, p: Any, group: dict) -> dict[str, Any]:
        return {name: ivylite.zeros_like(p) for name in self.state_names}

    def update(self, p: Any, g: Any, state: dict, step: Any, group: dict) -> tuple[Any, dict]:
        raise NotImplementedError


class SGDRule(Rule):
    state_names = ("momentum_buffer",)

    def update(self, p, g, state, step, group):
        wd, momentum = group["weight_decay"], group["momentum"]
        d_p = g + wd * p if wd else g
        new_state = state
        if momentum:
            buf = _when_first(
                step, d_p, momentum * state["momentum_buffer"] + (1 - group["dampening"]) * d_p
            )
            new_state = {"momentum_buffer": buf}
            d_p = d_p + momentum * buf if group["nesterov"] else buf
        return p - group["lr"] * d_p, new_state


class AdamRule(Rule):
    """Adam, and AdamW with ``decoupled=True`` (the decay multiplies the parameter)."""

    state_names = ("exp_avg", "exp_avg_sq")

    def __init__(self, decoupled: bool) -> None:
        self.decoupled = decoupled

    def init(self, p, group):
        state = super().init(p, group)
        if group.get("amsgrad"):
            state["max_exp_avg_sq"] = ivylite.zeros_like(p)
        return state

    def update(self, p, g, state, step, group):
        lr, wd, eps = group["lr"], group["weight_decay"], group["eps"]
        beta1, beta2 = group["betas"]
        if wd:
            if self.decoupled:
                p = p * (1 - lr * wd)
            else:
                g = g + wd * p
        m = state["exp_avg"] + (g - state["exp_avg"]) * (1 - beta1)  # torch's lerp
        v = state["exp_avg_sq"] * beta2 + g * g * (1 - beta2)
        new_state = {"exp_avg": m, "exp_avg_sq": v}
        bias1 = 1 - _power(beta1, step, p)
        bias2_sqrt = _sqrt(1 - _power(beta2, step, p))
        if group.get("amsgrad"):
            v = ivylite.maximum(state["max_exp_avg_sq"], v)
            new_state["max_exp_avg_sq"] = v
        denom = ivylite.sqrt(v) / bias2_sqrt + eps
        return p - (lr / bias1) * (m / denom), new_state


class RMSpropRule(Rule):
    state_names = ("square_avg",)

    def init(self, p, group):
        state = super().init(p, group)
        if group["momentum"] > 0:
            state["momentum_buffer"] = ivylite.zeros_like(p)
        if group["centered"]:
            state["grad_avg"] = ivylite.zeros_like(p)
        return state

    def update(self, p, g, state, step, group):
        lr, alpha, eps, wd = group["lr"], group["alpha"], group["eps"], group["weight_decay"]
        if wd:
            g = g + wd * p
        sq = state["square_avg"] * alpha + g * g * (1 - alpha)
        new_state = {"square_avg": sq}
        if group["centered"]:
            ga = state["grad_avg"] + (g - state["grad_avg"]) * (1 - alpha)
            new_state["grad_avg"] = ga
            avg = ivylite.sqrt(sq - ga * ga) + eps
        else:
            avg = ivylite.sqrt(sq) + eps
        if group["momentum"] > 0:
            buf = state["momentum_buffer"] * group["momentum"] + g / avg
            new_state["momentum_buffer"] = buf
            return p - lr * buf, new_state
        return p - lr * (g / avg), new_state


class AdagradRule(Rule):
    state_names = ("sum",)

    def init(self, p, group):
        return {"sum": ivylite.full_like(p, group["initial_accumulator_value"])}

    def update(self, p, g, state, step, group):
        lr, wd, eps, decay = group["lr"], group["weight_decay"], group["eps"], group["lr_decay"]
        if wd:
            g = g + wd * p
        clr = lr / (1 + (_num(step, p) - 1) * decay)
        total = state["sum"] + g * g
        return p - clr * (g / (ivylite.sqrt(total) + eps)), {"sum": total}


RULES: dict[str, Rule] = {
    "SGD": SGDRule(),
    "Adam": AdamRule(decoupled=False),
    "AdamW": AdamRule(decoupled=True),
    "RMSprop": RMSpropRule(),
    "Adagrad": AdagradRule(),
}
