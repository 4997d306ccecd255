"""What every torch frontend function shares: the torch :class:`Frontend` (tensors
in and out, torch's dtype refusals), and the small argument conversions torch's
signatures need.
"""

from __future__ import annotations

from ivylite.array import Array
from ivylite.errors import UnsupportedDtypeError

from .._common import AxisRules, Frontend
from . import _dtypes
from .promotion import result_type_torch
from .tensor import Tensor

__all__ = [
    "TORCH",
    "TorchUnsupportedDtypeError",
    "shape_arg",
    "DIMS",
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


# The torch frontend reproduces torch 2.13.0. ``TORCH.function`` wraps each
# public function; ``dtype=`` names the dtype torch computes in (it casts the
# input to it first), and ``check="promoted"`` checks the dtype torch promotes
# the first two operands to (``sub(bool_tensor, 1)`` is an int64 subtraction).
TORCH = Frontend(
    "torch",
    "2.13.0",
    Tensor,
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


# torch's dim arguments: ints only (a bool or a float is refused), in [-ndim, ndim - 1]
# (a 0-d tensor has the dims -1 and 0); a repeated dim is a RuntimeError.
DIMS = AxisRules(
    out_of_range=(
        IndexError,
        "Dimension out of range (expected to be in range of [{low}, {high}], but got {axis})",
    ),
    repeated=(RuntimeError, "dim {axis} appears multiple times in the list of dims"),
    not_integer=(TypeError, "argument 'dim' must be int, not {type}"),
    scalar_dims=True,
)
