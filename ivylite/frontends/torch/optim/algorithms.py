"""torch's optimisers, with torch's signatures (``foreach``, ``fused``,
``capturable`` and ``differentiable`` are accepted and change nothing: the
update is the same single-tensor rule either way). Each names its rule in
:mod:`ivylite.optim.rules`.
"""

from __future__ import annotations

from typing import Any

import ivylite
from ivylite.optim.rules import RULES

from .._tensor_autograd import write
from ..tensor import Tensor
from .optimizer import Optimizer

__all__ = ["SGD", "Adam", "AdamW", "RMSprop", "Adagrad"]


def _check(lr: float, eps: float | None = None, weight_decay: float = 0.0,
           betas: tuple | None = None, momentum: float = 0.0) -> None:  # fmt: skip
    # torch's messages, in torch's order
    if not 0.0 <= lr:
        raise ValueError(f"Invalid learning rate: {lr}")
    if eps is not None and not 0.0 <= eps:
        raise ValueError(f"Invalid epsilon value: {eps}")
    if not 0.0 <= momentum:
        raise ValueError(f"Invalid momentum value: {momentum}")
    for i, b in enumerate(betas or ()):
        if not 0.0 <= b < 1.0:
            raise ValueError(f"Invalid beta parameter at index {i}: {b}")
    if not 0.0 <= weight_decay:
        raise ValueError(f"Invalid weight_decay value: {weight_decay}")


class SGD(Optimizer):
    """``torch.optim.SGD``: momentum, dampening, Nesterov, weight decay, maximize.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> w = torch.ones(2, requires_grad=True)
    >>> torch.optim.SGD([w], lr=0.1, momentum=0.9, nesterov=True).param_groups[0]["nesterov"]
    True
    """

    algorithm = "SGD"

    def __init__(self, params: Any, lr: float = 1e-3, momentum: float = 0, dampening: float = 0,
                 weight_decay: float = 0, nesterov: bool = False, *, maximize: bool = False,
                 foreach: bool | None = None, differentiable: bool = False,
                 fused: bool | None = None) -> None:  # fmt: skip
        _check(lr, weight_decay=weight_decay, momentum=momentum)
        if nesterov and (momentum <= 0 or dampening != 0):
            raise ValueError("Nesterov momentum requires a momentum and zero dampening")
        defaults = {"lr": lr, "momentum": momentum, "dampening": dampening,
                    "weight_decay": weight_decay, "nesterov": nesterov, "maximize": maximize,
                    "foreach": foreach, "differentiable": differentiable, "fused": fused}  # fmt: skip
        super().__init__(params, defaults)

    def _prepare(self, p: Tensor, group: dict[str, Any]) -> tuple[Any, Any, dict[str, Any]]:
        # torch's SGD keeps no step count: the first step is the one without a buffer
        g = p.grad.ivy_array
        if group["maximize"]:
            g = -g
        buf = self.state[p].get("momentum_buffer")
        a = p.ivy_array
        first = buf is None
        return a, g, {"step": 1 if first else 2,
                      "momentum_buffer": ivylite.zeros_like(a) if first else buf.ivy_array}  # fmt: skip

    def _updated(self, p: Tensor, arrays: dict[str, Any], group: dict[str, Any]) -> None:
        self._keep_buffer(p, arrays["momentum_buffer"], group)

    def _apply_rule(self, p: Tensor, item: tuple[Any, Any, dict[str, Any]],
                    group: dict[str, Any]) -> None:  # fmt: skip
        a, g, arrays = item
        buffers = {"momentum_buffer": arrays["momentum_buffer"]}
        new_p, new_state = RULES["SGD"].update(a, g, buffers, arrays["step"], group)
        self._keep_buffer(p, new_state["momentum_buffer"], group)
        write(p, ivylite.astype(new_p, a.dtype))

    def _keep_buffer(self, p: Tensor, buf: Any, group: dict[str, Any]) -> None:
        if group["momentum"]:
            self.state[p]["momentum_buffer"] = Tensor(buf)
        else:
            self.state.pop(p, None)  # torch keeps no state without momentum


class Adam(Optimizer):
    """``torch.optim.Adam`` (``amsgrad``; ``decoupled_weight_decay=True`` is AdamW).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.optim.Adam([torch.ones(1, requires_grad=True)]).param_groups[0]["betas"]
    (0.9, 0.999)
    """

    algorithm = "Adam"

    def __init__(self, params: Any, lr: float = 1e-3, betas: tuple[float, float] = (0.9, 0.999),
                 eps: float = 1e-8, weight_decay: float = 0, amsgrad: bool = False, *,
                 foreach: bool | None = None, maximize: bool = False, capturable: bool = False,
                 differentiable: bool = False, fused: bool | None = None,
                 decoupled_weight_decay: bool = False) -> None:  # fmt: skip
        _check(lr, eps, weight_decay, betas)
        defaults = {"lr": lr, "betas": betas, "eps": eps, "weight_decay": weight_decay,
                    "amsgrad": amsgrad, "maximize": maximize, "foreach": foreach,
                    "capturable": capturable, "differentiable": differentiable, "fused": fused,
                    "decoupled_weight_decay": decoupled_weight_decay}  # fmt: skip
        super().__init__(params, defaults)

    def _algorithm(self, group: dict[str, Any]) -> str:
        return "AdamW" if group["decoupled_weight_decay"] else "Adam"


class AdamW(Adam):
    """``torch.optim.AdamW``: Adam whose weight decay multiplies the parameter by
    ``1 - lr * weight_decay`` each step.

    Examples
    --------
    >>> import inspect
    >>> import ivylite.frontends.torch as torch
    >>> "fused" in inspect.signature(torch.optim.AdamW).parameters
    True
    """

    def __init__(self, params: Any, lr: float = 1e-3, betas: tuple[float, float] = (0.9, 0.999),
                 eps: float = 1e-8, weight_decay: float = 1e-2, amsgrad: bool = False, *,
                 maximize: bool = False, foreach: bool | None = None, capturable: bool = False,
                 differentiable: bool = False, fused: bool | None = None) -> None:  # fmt: skip
        super().__init__(params, lr, betas, eps, weight_decay, amsgrad, foreach=foreach,
                         maximize=maximize, capturable=capturable, differentiable=differentiable,
                         fused=fused, decoupled_weight_decay=True)  # fmt: skip


class RMSprop(Optimizer):
    """``torch.optim.RMSprop`` (``centered``, ``momentum``, ``weight_decay``).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.optim.RMSprop([torch.ones(1, requires_grad=True)]).param_groups[0]["alpha"]
    0.99
    """

    algorithm = "RMSprop"

    def __init__(self, params: Any, lr: float = 1e-2, alpha: float = 0.99, eps: float = 1e-8,
                 weight_decay: float = 0, momentum: float = 0, centered: bool = False,
                 capturable: bool = False, foreach: bool | None = None, maximize: bool = False,
                 differentiable: bool = False) -> None:  # fmt: skip
        _check(lr, eps, weight_decay, momentum=momentum)
        if not 0.0 <= alpha:
            raise ValueError(f"Invalid alpha value: {alpha}")
        defaults = {"lr": lr, "momentum": momentum, "alpha": alpha, "eps": eps,
                    "centered": centered, "weight_decay": weight_decay, "capturable": capturable,
                    "foreach": foreach, "maximize": maximize,
                    "differentiable": differentiable}  # fmt: skip
        super().__init__(params, defaults)


class Adagrad(Optimizer):
    """``torch.optim.Adagrad`` (``lr_decay``, ``initial_accumulator_value``); as in
    torch, its state exists from construction.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> opt = torch.optim.Adagrad([torch.ones(2, requires_grad=True)], lr=0.1)
    >>> opt.state_dict()["state"][0]["sum"]
    tensor([0., 0.])
    """

    algorithm = "Adagrad"

    def __init__(self, params: Any, lr: float = 1e-2, lr_decay: float = 0,
                 weight_decay: float = 0, initial_accumulator_value: float = 0,
                 eps: float = 1e-10, foreach: bool | None = None, *, maximize: bool = False,
                 differentiable: bool = False, fused: bool | None = None) -> None:  # fmt: skip
        _check(lr, eps, weight_decay)
        if not 0.0 <= lr_decay:
            raise ValueError(f"Invalid lr_decay value: {lr_decay}")
        if not 0.0 <= initial_accumulator_value:
            raise ValueError(
                f"Invalid initial_accumulator_value value: {initial_accumulator_value}"
            )
        defaults = {"lr": lr, "lr_decay": lr_decay, "eps": eps, "weight_decay": weight_decay,
                    "initial_accumulator_value": initial_accumulator_value, "foreach": foreach,
                    "maximize": maximize, "differentiable": differentiable,
                    "fused": fused}  # fmt: skip
        super().__init__(params, defaults)
        for group in self.param_groups:
            for p in group["params"]:
                self.state[p] = self._initial_state(p, group)
