"""The optimisers: each is its defaults and its rule (ivylite/optim/rules.py)."""

from __future__ import annotations

from .optimizer import Optimizer

__all__ = ["SGD", "Adam", "AdamW", "RMSprop", "Adagrad"]


class SGD(Optimizer):
    """Stochastic gradient descent with momentum, dampening, Nesterov and weight decay
    (PyTorch's ``torch.optim.SGD`` update).

    Examples
    --------
    >>> from ivylite import nn, optim
    >>> optim.SGD(nn.Linear(2, 1), lr=0.1, momentum=0.9, nesterov=True).param_groups[0]["momentum"]
    0.9
    """

    algorithm = "SGD"
    defaults = {"lr": 1e-3, "momentum": 0.0, "dampening": 0.0, "weight_decay": 0.0,
                "nesterov": False}  # fmt: skip

    def _validate(self, group: dict) -> None:
        super()._validate(group)
        if group["nesterov"] and (group["momentum"] <= 0 or group["dampening"] != 0):
            raise ValueError("SGD: Nesterov momentum needs momentum > 0 and dampening 0")


class Adam(Optimizer):
    """Adam (``weight_decay`` adds ``wd * p`` to the gradient; ``amsgrad`` keeps the
    running maximum of the second moment), PyTorch's update.

    Examples
    --------
    >>> from ivylite import nn, optim
    >>> optim.Adam(nn.Linear(2, 1), lr=1e-3).param_groups[0]["betas"]
    (0.9, 0.999)
    """

    algorithm = "Adam"
    defaults = {"lr": 1e-3, "betas": (0.9, 0.999), "eps": 1e-8, "weight_decay": 0.0,
                "amsgrad": False}  # fmt: skip


class AdamW(Adam):
    """Adam with decoupled weight decay: each step first multiplies the parameter by
    ``1 - lr * weight_decay`` (PyTorch's ``torch.optim.AdamW``).

    Examples
    --------
    >>> from ivylite import nn, optim
    >>> model = nn.Linear(2, 1)
    >>> decay = [p for n, p in model.named_parameters() if n.endswith("weight")]
    >>> rest = [p for n, p in model.named_parameters() if not n.endswith("weight")]
    >>> opt = optim.AdamW([{"params": decay}, {"params": rest, "weight_decay": 0.0}], lr=1e-3)
    >>> [g["weight_decay"] for g in opt.param_groups]
    [0.01, 0.0]
    """

    algorithm = "AdamW"
    defaults = {**Adam.defaults, "weight_decay": 1e-2}


class RMSprop(Optimizer):
    """RMSprop (``centered``, ``momentum``, ``weight_decay``), PyTorch's update.

    Examples
    --------
    >>> from ivylite import nn, optim
    >>> optim.RMSprop(nn.Linear(2, 1), lr=0.01, centered=True).param_groups[0]["alpha"]
    0.99
    """

    algorithm = "RMSprop"
    defaults = {"lr": 1e-2, "alpha": 0.99, "eps": 1e-8, "weight_decay": 0.0, "momentum": 0.0,
                "centered": False}  # fmt: skip


class Adagrad(Optimizer):
    """Adagrad (``lr_decay``, ``initial_accumulator_value``, ``weight_decay``),
    PyTorch's update.

    Examples
    --------
    >>> from ivylite import nn, optim
    >>> optim.Adagrad(nn.Linear(2, 1), lr=0.1).param_groups[0]["eps"]
    1e-10
    """

    algorithm = "Adagrad"
    defaults = {"lr": 1e-2, "lr_decay": 0.0, "weight_decay": 0.0,
                "initial_accumulator_value": 0.0, "eps": 1e-10}  # fmt: skip
