"""``torch.nn.init``: fill a tensor in place (torch's formulas: ivylite.nn.init's).

Each function draws with ivylite.nn.init in the tensor's shape and dtype, from
the stream ``torch.manual_seed`` starts (so a seeded program gets the same
values on every backend), writes the values into the tensor and returns it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ivylite.nn import init as _init

from ..tensor import Tensor
from ._adapter import torch_stream
from .parameter import replace_data

__all__ = [
    "calculate_gain", "normal_", "uniform_", "zeros_", "ones_", "constant_", "xavier_uniform_",
    "xavier_normal_", "kaiming_uniform_", "kaiming_normal_", "trunc_normal_", "orthogonal_",
]  # fmt: skip

calculate_gain = _init.calculate_gain


def _fill(tensor: Tensor, draw: Callable[..., Any], *args: Any, **kwargs: Any) -> Tensor:
    with torch_stream():
        values = draw(tuple(tensor.shape), *args, dtype=tensor.ivy_array.dtype, **kwargs)
    return replace_data(tensor, values)


def normal_(tensor: Tensor, mean: float = 0.0, std: float = 1.0, generator: Any = None) -> Tensor:
    """Fill with N(mean, std**2) values.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> w = torch.empty(1000)
    >>> torch.nn.init.normal_(w, std=0.02) is w, abs(w.std().item() - 0.02) < 0.003
    (True, True)
    """
    return _fill(tensor, _init.normal, mean, std)


def uniform_(tensor: Tensor, a: float = 0.0, b: float = 1.0, generator: Any = None) -> Tensor:
    """Fill with values drawn uniformly from ``[a, b)``.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> w = torch.nn.init.uniform_(torch.empty(100), -2, 2)
    >>> bool((w >= -2).all() and (w < 2).all())
    True
    """
    return _fill(tensor, _init.uniform, a, b)


def constant_(tensor: Tensor, val: float) -> Tensor:
    """Fill with ``val``.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.nn.init.constant_(torch.empty(2), 0.5)
    tensor([0.5000, 0.5000])
    """
    return _fill(tensor, _init.constant, val)


def zeros_(tensor: Tensor) -> Tensor:
    """Fill with zeros.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.nn.init.zeros_(torch.ones(2))
    tensor([0., 0.])
    """
    return _fill(tensor, _init.zeros)


def ones_(tensor: Tensor) -> Tensor:
    """Fill with ones.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.nn.init.ones_(torch.zeros(2))
    tensor([1., 1.])
    """
    return _fill(tensor, _init.ones)


def xavier_uniform_(tensor: Tensor, gain: float = 1.0, generator: Any = None) -> Tensor:
    """Uniform with bound ``gain * sqrt(6 / (fan_in + fan_out))``.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> w = torch.nn.init.xavier_uniform_(torch.empty(30, 20))
    >>> bool(w.abs().max() <= (6 / 50) ** 0.5)
    True
    """
    return _fill(tensor, _init.xavier_uniform, gain)


def xavier_normal_(tensor: Tensor, gain: float = 1.0, generator: Any = None) -> Tensor:
    """Normal with std ``gain * sqrt(2 / (fan_in + fan_out))``.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.nn.init.xavier_normal_(torch.empty(3, 4)).shape
    torch.Size([3, 4])
    """
    return _fill(tensor, _init.xavier_normal, gain)


def kaiming_uniform_(tensor: Tensor, a: float = 0.0, mode: str = "fan_in",
                     nonlinearity: str = "leaky_relu", generator: Any = None) -> Tensor:  # fmt: skip
    """Uniform with bound ``gain * sqrt(3 / fan)`` (``mode``: ``"fan_in"`` or ``"fan_out"``).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> w = torch.nn.init.kaiming_uniform_(torch.empty(8, 50), mode="fan_out", nonlinearity="relu")
    >>> bool(w.abs().max() <= (6 / 8) ** 0.5)
    True
    """
    return _fill(tensor, _init.kaiming_uniform, a, mode, nonlinearity)


def kaiming_normal_(tensor: Tensor, a: float = 0.0, mode: str = "fan_in",
                    nonlinearity: str = "leaky_relu", generator: Any = None) -> Tensor:  # fmt: skip
    """Normal with std ``gain / sqrt(fan)``.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.nn.init.kaiming_normal_(torch.empty(4, 3, 3, 3), nonlinearity="relu").shape
    torch.Size([4, 3, 3, 3])
    """
    return _fill(tensor, _init.kaiming_normal, a, mode, nonlinearity)


def trunc_normal_(tensor: Tensor, mean: float = 0.0, std: float = 1.0, a: float = -2.0,
                  b: float = 2.0, generator: Any = None) -> Tensor:  # fmt: skip
    """Normal values redrawn until they fall in ``[a, b]`` (absolute bounds).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> w = torch.nn.init.trunc_normal_(torch.empty(500), std=0.02, a=-0.04, b=0.04)
    >>> bool(w.abs().max() <= 0.04)
    True
    """
    return _fill(tensor, _init.trunc_normal, mean, std, a, b)


def orthogonal_(tensor: Tensor, gain: float = 1.0, generator: Any = None) -> Tensor:
    """A (semi-)orthogonal matrix scaled by ``gain`` (trailing dimensions flattened).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> q = torch.nn.init.orthogonal_(torch.empty(3, 3, dtype=torch.float64))
    >>> bool(torch.allclose(q @ q.T, torch.eye(3, dtype=torch.float64)))
    True
    """
    return _fill(tensor, _init.orthogonal, gain)
