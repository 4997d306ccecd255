"""torch's dtype objects (``torch.float32``...), and the default dtypes.

A frontend dtype prints as torch's does and maps to one ivylite dtype; code
compares them with ``==`` (identity: there is one object per dtype), and
``ivylite.as_dtype`` reads them by their printed name.
"""

from __future__ import annotations

from typing import Any

from ivylite.array import Array
from ivylite.dtypes import Dtype, all_dtypes, as_dtype

from .._common import INT_RANGE, REAL_OF

__all__ = ["dtype", "BY_NAME", "IVY", "TORCH", "DEFAULT", "to_ivy", "to_torch", "cast_scalar"]


class dtype:  # noqa: N801 - torch's name
    """A torch dtype: ``torch.float32`` and friends.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.float32, torch.float32.is_floating_point, torch.int8.itemsize
    (torch.float32, True, 1)
    >>> torch.tensor([1.0]).dtype == torch.float32, torch.float is torch.float32
    (True, True)
    """

    __slots__ = ("ivy", "name", "is_floating_point", "is_complex", "is_signed", "itemsize")

    def __init__(self, ivy: Dtype) -> None:
        self.ivy = ivy
        self.name = str(ivy)
        self.is_floating_point = ivy.kind == "float"
        self.is_complex = ivy.kind == "complex"
        self.is_signed = ivy.kind in ("int", "float", "complex")
        self.itemsize = max(ivy.bits // 8, 1)

    def __repr__(self) -> str:
        return f"torch.{self.name}"

    __str__ = __repr__

    def __reduce__(self) -> tuple:
        return (_by_name, (self.name,))

    def to_complex(self) -> dtype:
        """The complex dtype of the same precision (float32 -> complex64)."""
        return TORCH[
            Dtype({"float32": "complex64", "float64": "complex128"}.get(self.name, self.name))
        ]

    def to_real(self) -> dtype:
        """The real dtype of the same precision (complex64 -> float32)."""
        return TORCH[REAL_OF[self.ivy]]


BY_NAME: dict[str, dtype] = {str(d): dtype(d) for d in all_dtypes}


def _by_name(name: str) -> dtype:
    return BY_NAME[name]


# ivylite dtype -> frontend dtype, and anything a torch function accepts as a
# dtype -> ivylite dtype (Python types mean torch's 64-bit dtypes).
TORCH: dict[Dtype, dtype] = {Dtype(n): d for n, d in BY_NAME.items()}
IVY: dict[Any, Dtype] = {d: d.ivy for d in BY_NAME.values()}
IVY.update({d: d for d in all_dtypes})
IVY.update(
    {
        float: Dtype("float64"),
        int: Dtype("int64"),
        bool: Dtype("bool"),
        complex: Dtype("complex128"),
    }
)

# [default float, default complex]: torch.set_default_dtype changes both.
DEFAULT: list[Dtype] = [Dtype("float32"), Dtype("complex64")]


def to_ivy(d: Any) -> Dtype | None:
    """The ivylite dtype a torch ``dtype=`` argument names (None stays None)."""
    if d is None:
        return None
    r = IVY.get(d)
    return r if r is not None else as_dtype(d)


def to_torch(d: Dtype) -> dtype:
    """The frontend dtype of an ivylite dtype."""
    return TORCH[d]


def cast_scalar(value: Any, d: Dtype) -> Any:
    """A Python number converted to dtype ``d`` as torch's ``fill_`` does: floats
    truncate toward zero into integers, integers wrap.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.frontends.torch._dtypes import cast_scalar
    >>> cast_scalar(300, ivylite.int8), cast_scalar(-1.7, ivylite.uint8), cast_scalar(2, ivylite.bool)
    (44, 255, True)
    """
    if isinstance(value, Array):
        return value.item()
    kind = d.kind
    if kind == "bool":
        return bool(value)
    if kind in ("int", "uint"):
        if isinstance(value, complex):
            value = value.real
        low, high = INT_RANGE[d]
        return (int(value) - low) % (high - low + 1) + low
    if kind == "float":
        return float(value.real if isinstance(value, complex) else value)
    return complex(value)
