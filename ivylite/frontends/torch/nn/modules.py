"""Activations, dropout and losses as modules: each calls its ``torch.nn.functional``
twin (which carries torch's dtype rules and calls ivylite's op)."""

from __future__ import annotations

from typing import Any

from ..tensor import Tensor
from . import functional as F
from ._losses import _reduction
from .module import Module

__all__ = [
    "ReLU", "GELU", "SiLU", "Tanh", "Sigmoid", "Softmax", "LogSoftmax", "LeakyReLU", "Dropout",
    "CrossEntropyLoss", "MSELoss", "BCEWithLogitsLoss", "NLLLoss",
]  # fmt: skip


class ReLU(Module):
    """``max(x, 0)``.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.nn.ReLU()(torch.tensor([-1.0, 2.0]))
    tensor([0., 2.])
    """

    def __init__(self, inplace: bool = False) -> None:
        super().__init__()
        self.inplace = inplace

    def forward(self, input: Tensor) -> Tensor:
        return F.relu(input)


class GELU(Module):
    """Gaussian error linear unit (``approximate="tanh"``: the tanh form).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.nn.GELU(approximate="tanh")(torch.tensor([1.0]))
    tensor([0.8412])
    """

    def __init__(self, approximate: str = "none") -> None:
        super().__init__()
        self.approximate = approximate

    def forward(self, input: Tensor) -> Tensor:
        return F.gelu(input, approximate=self.approximate)

    def extra_repr(self) -> str:
        return f"approximate={self.approximate!r}"


class SiLU(Module):
    """``x * sigmoid(x)``.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.nn.SiLU()(torch.tensor([0.0]))
    tensor([0.])
    """

    def __init__(self, inplace: bool = False) -> None:
        super().__init__()
        self.inplace = inplace

    def forward(self, input: Tensor) -> Tensor:
        return F.silu(input)


class Tanh(Module):
    """Hyperbolic tangent.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.nn.Tanh()(torch.tensor([0.0]))
    tensor([0.])
    """

    def forward(self, input: Tensor) -> Tensor:
        return F.tanh(input)


class Sigmoid(Module):
    """``1 / (1 + exp(-x))``.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.nn.Sigmoid()(torch.tensor([0.0]))
    tensor([0.5000])
    """

    def forward(self, input: Tensor) -> Tensor:
        return F.sigmoid(input)


class Softmax(Module):
    """Softmax along ``dim``.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.nn.Softmax(dim=-1)(torch.tensor([[0.0, 0.0]]))
    tensor([[0.5000, 0.5000]])
    """

    def __init__(self, dim: int | None = None) -> None:
        super().__init__()
        self.dim = dim

    def forward(self, input: Tensor) -> Tensor:
        return F.softmax(input, self.dim)

    def extra_repr(self) -> str:
        return f"dim={self.dim}"


class LogSoftmax(Softmax):
    """``log(softmax(x))`` along ``dim``.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.nn.LogSoftmax(dim=1)(torch.tensor([[0.0, 0.0]]))
    tensor([[-0.6931, -0.6931]])
    """

    def forward(self, input: Tensor) -> Tensor:
        return F.log_softmax(input, self.dim)


class LeakyReLU(Module):
    """``x`` where positive, else ``negative_slope * x``.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.nn.LeakyReLU(0.1)(torch.tensor([-2.0, 3.0]))
    tensor([-0.2000,  3.0000])
    """

    def __init__(self, negative_slope: float = 0.01, inplace: bool = False) -> None:
        super().__init__()
        self.negative_slope, self.inplace = negative_slope, inplace

    def forward(self, input: Tensor) -> Tensor:
        return F.leaky_relu(input, self.negative_slope)

    def extra_repr(self) -> str:
        return f"negative_slope={self.negative_slope}"


class Dropout(Module):
    """Zero elements with probability ``p`` while training (the rest scaled by
    ``1 / (1 - p)``); the identity in eval mode. The mask follows ``torch.manual_seed``.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> drop = torch.nn.Dropout(0.5)
    >>> x = torch.ones(4)
    >>> drop.eval()(x) is x, set(drop.train()(x).tolist()) <= {0.0, 2.0}
    (True, True)
    """

    def __init__(self, p: float = 0.5, inplace: bool = False) -> None:
        super().__init__()
        if not 0.0 <= p <= 1.0:
            raise ValueError(f"dropout probability has to be between 0 and 1, but got {p}")
        self.p, self.inplace = p, inplace

    def forward(self, input: Tensor) -> Tensor:
        return F.dropout(input, self.p, self.training)

    def extra_repr(self) -> str:
        return f"p={self.p}, inplace={self.inplace}"


class _Loss(Module):
    def __init__(self, size_average: Any = None, reduce: Any = None,
                 reduction: str = "mean") -> None:  # fmt: skip
        super().__init__()
        self.reduction = _reduction(size_average, reduce, reduction)


class CrossEntropyLoss(_Loss):
    """Softmax cross-entropy of logits with class indices or probabilities
    (``weight``, ``ignore_index``, ``label_smoothing``, ``reduction``).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> loss = torch.nn.CrossEntropyLoss(ignore_index=-1)
    >>> loss(torch.tensor([[0.0, 0.0], [1.0, 1.0]]), torch.tensor([0, -1]))
    tensor(0.6931)
    """

    def __init__(self, weight: Tensor | None = None, size_average: Any = None,
                 ignore_index: int = -100, reduce: Any = None, reduction: str = "mean",
                 label_smoothing: float = 0.0) -> None:  # fmt: skip
        super().__init__(size_average, reduce, reduction)
        self.register_buffer("weight", weight)
        self.ignore_index, self.label_smoothing = ignore_index, label_smoothing

    def forward(self, input: Tensor, target: Tensor) -> Tensor:
        return F.cross_entropy(input, target, weight=self.weight, ignore_index=self.ignore_index,
                               reduction=self.reduction, label_smoothing=self.label_smoothing)  # fmt: skip


class NLLLoss(_Loss):
    """Negative log-likelihood of log-probabilities at the target classes.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.nn.NLLLoss()(torch.tensor([[-1.0, -2.0], [-3.0, -0.5]]), torch.tensor([0, 1]))
    tensor(0.7500)
    """

    def __init__(self, weight: Tensor | None = None, size_average: Any = None,
                 ignore_index: int = -100, reduce: Any = None,
                 reduction: str = "mean") -> None:  # fmt: skip
        super().__init__(size_average, reduce, reduction)
        self.register_buffer("weight", weight)
        self.ignore_index = ignore_index

    def forward(self, input: Tensor, target: Tensor) -> Tensor:
        return F.nll_loss(input, target, weight=self.weight, ignore_index=self.ignore_index,
                          reduction=self.reduction)  # fmt: skip


class MSELoss(_Loss):
    """Mean squared error.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.nn.MSELoss(reduction="sum")(torch.tensor([1.0, 3.0]), torch.tensor([0.0, 0.0]))
    tensor(10.)
    """

    def forward(self, input: Tensor, target: Tensor) -> Tensor:
        return F.mse_loss(input, target, reduction=self.reduction)


class BCEWithLogitsLoss(_Loss):
    """Binary cross-entropy of logits (``weight``, ``pos_weight``, ``reduction``).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.nn.BCEWithLogitsLoss()(torch.tensor([0.0]), torch.tensor([1.0]))
    tensor(0.6931)
    """

    def __init__(self, weight: Tensor | None = None, size_average: Any = None,
                 reduce: Any = None, reduction: str = "mean",
                 pos_weight: Tensor | None = None) -> None:  # fmt: skip
        super().__init__(size_average, reduce, reduction)
        self.register_buffer("weight", weight)
        self.register_buffer("pos_weight", pos_weight)

    def forward(self, input: Tensor, target: Tensor) -> Tensor:
        return F.binary_cross_entropy_with_logits(input, target, weight=self.weight,
                                                  reduction=self.reduction,
                                                  pos_weight=self.pos_weight)  # fmt: skip
