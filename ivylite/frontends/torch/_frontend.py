"""What every torch frontend function shares: the torch :class:`Frontend` (tensors
in and out, torch's dtype refusals), and the small argument conversions torch's
signatures need.
"""

from __future__ import annotations

from typing import Any

from ivylite.array import Array
from ivylite.dtypes import Dtype
from ivylite.errors import UnsupportedDtypeError

from .._common import Frontend
from . import _dtypes
from .promotion import result_type_torch

__all__ = [
    "TORCH",
    "TorchUnsupportedDtypeError",
    "shape_arg",
    "dims_arg",
    "cast_scalar",
]


class TorchUnsupportedDtypeError(UnsupportedDtypeError, RuntimeError):
    """A torch function called with a dtype torch refuses (torch raises ``RuntimeError``).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.abs(torch.tensor([True]))
    Traceback (most recent call last):
    ...
    ivylite.frontends.torch._frontend.TorchUnsupportedDtypeError: torch.abs does not support bool in torch 2.13.0 (declared in ivylite.frontends.torch.pointwise); cast the input with .to(dtype) first
    """


def _tensor_class() -> type:
    # tensor.py loads the function modules, which load this one: looked up at
    # the first decoration, once
    from .tensor import Tensor

    return Tensor


# The torch frontend reproduces torch 2.13.0. ``TORCH.function`` wraps each
# public function; ``dtype=`` names the dtype torch computes in (it casts the
# input to it first), and ``check="promoted"`` checks the dtype torch promotes
# the first two operands to (``sub(bool_tensor, 1)`` is an int64 subtraction).
TORCH = Frontend(
    "torch",
    "2.13.0",
    _tensor_class,
    TorchUnsupportedDtypeError,
    namespaces={"": "torch", "linalg": "torch.linalg", "nn": "torch.nn.functional"},
    advice="cast the input with .to(dtype) first",
    promote=result_type_torch,
    dtype_arg=_dtypes.to_ivy,
)


def shape_arg(size: tuple, fn: str = "") -> tuple[int, ...]:
    """torch's ``*size``: ``zeros(2, 3)``, ``zeros((2, 3))``, ``zeros([2, 3])``."""
    if len(size) == 1 and not isinstance(size[0], int):
        size = size[0]
        if isinstance(size, Array):
            size = size.tolist()
    try:
        return tuple(int(s) for s in size)
    except TypeError:
        raise TypeError(
            f"torch.{fn}: size must be ints or one sequence of ints, got {size!r}"
        ) from None


def dims_arg(dim: Any, ndim: int) -> tuple[int, ...] | None:
    """``dim=`` as a tuple of non-negative axes (None: all axes)."""
    if dim is None:
        return None
    if isinstance(dim, int):
        dim = (dim,)
    out = []
    for d in dim:
        d = int(d)
        if not -max(ndim, 1) <= d < max(ndim, 1):
            raise IndexError(
                f"Dimension out of range (expected to be in range of [{-max(ndim, 1)}, "
                f"{max(ndim, 1) - 1}], but got {d})"
            )
        out.append(d % ndim if ndim else 0)
    return tuple(out)


_INT_RANGE = {Dtype(n): b for n, b in (("int8", 8), ("int16", 16), ("int32", 32), ("int64", 64))}
_UINT_RANGE = {
    Dtype(n): b for n, b in (("uint8", 8), ("uint16", 16), ("uint32", 32), ("uint64", 64))
}


def cast_scalar(value: Any, d: Dtype) -> Any:
    """A Python number converted to dtype ``d`` as torch's ``fill_`` does: floats
    truncate toward zero into integers, integers wrap."""
    if isinstance(value, Array):
        return value.item()
    kind = d.kind
    if kind == "bool":
        return bool(value)
    if kind in ("int", "uint"):
        if isinstance(value, complex):
            value = value.real
        v = int(value)
        bits = _INT_RANGE.get(d)
        if bits is not None:
            return ((v + (1 << (bits - 1))) % (1 << bits)) - (1 << (bits - 1))
        return v % (1 << _UINT_RANGE[d])
    if kind == "float":
        return float(value.real if isinstance(value, complex) else value)
    return complex(value)
