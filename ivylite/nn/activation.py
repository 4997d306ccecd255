"""Activation modules: each calls one functional op."""

from __future__ import annotations

from typing import Any

import ivylite

from .module import Module

__all__ = ["ReLU", "GELU", "SiLU", "Tanh", "Sigmoid", "Softmax", "LogSoftmax", "LeakyReLU"]


class ReLU(Module):
    """``max(x, 0)``.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite import nn
    >>> nn.ReLU()(ivylite.asarray([-1.0, 2.0]))
    ivylite.array([0., 2.], dtype=float32, backend=numpy)
    """

    def forward(self, x: Any) -> Any:
        return ivylite.relu(x)


class GELU(Module):
    """Gaussian error linear unit: ``approximate="none"`` (exact, erf) or ``"tanh"``.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite import nn
    >>> nn.GELU(approximate="tanh")(ivylite.asarray([0.0]))
    ivylite.array([0.], dtype=float32, backend=numpy)
    """

    def __init__(self, approximate: str = "none") -> None:
        super().__init__()
        if approximate not in ("none", "tanh"):
            raise ValueError(f"GELU: approximate must be 'none' or 'tanh', got {approximate!r}")
        self.approximate = approximate

    def forward(self, x: Any) -> Any:
        return ivylite.gelu(x, approximate=self.approximate == "tanh")

    def extra_repr(self) -> str:
        return f"approximate={self.approximate!r}"


class SiLU(Module):
    """``x * sigmoid(x)``.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite import nn
    >>> nn.SiLU()(ivylite.asarray([0.0]))
    ivylite.array([0.], dtype=float32, backend=numpy)
    """

    def forward(self, x: Any) -> Any:
        return ivylite.silu(x)


class Tanh(Module):
    """``tanh(x)``.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite import nn
    >>> nn.Tanh()(ivylite.asarray([0.0]))
    ivylite.array([0.], dtype=float32, backend=numpy)
    """

    def forward(self, x: Any) -> Any:
        return ivylite.tanh(x)


class Sigmoid(Module):
    """``1 / (1 + exp(-x))``.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite import nn
    >>> nn.Sigmoid()(ivylite.asarray([0.0]))
    ivylite.array([0.5], dtype=float32, backend=numpy)
    """

    def forward(self, x: Any) -> Any:
        return ivylite.sigmoid(x)


class Softmax(Module):
    """Softmax over ``dim``.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite import nn
    >>> nn.Softmax(dim=-1)(ivylite.asarray([0.0, 0.0]))
    ivylite.array([0.5, 0.5], dtype=float32, backend=numpy)
    """

    def __init__(self, dim: int = -1) -> None:
        super().__init__()
        self.dim = dim

    def forward(self, x: Any) -> Any:
        return ivylite.softmax(x, axis=self.dim)

    def extra_repr(self) -> str:
        return f"dim={self.dim}"


class LogSoftmax(Softmax):
    """Log-softmax over ``dim``.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite import nn
    >>> nn.LogSoftmax(dim=-1)(ivylite.asarray([0.0, 0.0])).tolist()
    [-0.6931471824645996, -0.6931471824645996]
    """

    def forward(self, x: Any) -> Any:
        return ivylite.log_softmax(x, axis=self.dim)


class LeakyReLU(Module):
    """``x`` where positive, ``negative_slope * x`` elsewhere.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite import nn
    >>> nn.LeakyReLU(0.1)(ivylite.asarray([-1.0, 1.0]))
    ivylite.array([-0.1,  1. ], dtype=float32, backend=numpy)
    """

    def __init__(self, negative_slope: float = 0.01) -> None:
        super().__init__()
        self.negative_slope = negative_slope

    def forward(self, x: Any) -> Any:
        return ivylite.leaky_relu(x, negative_slope=self.negative_slope)

    def extra_repr(self) -> str:
        return f"negative_slope={self.negative_slope}"
