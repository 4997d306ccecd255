"""torch's dtype and mode utilities: the default dtype, ``promote_types``,
``result_type``, ``can_cast``, ``is_tensor`` (grad modes: ``_grad_mode``)."""

from __future__ import annotations

from typing import Any

from . import _dtypes
from ._dtypes import dtype
from .promotion import promote_types_torch, result_type_torch
from .tensor import Tensor

__all__ = [
    "get_default_dtype", "set_default_dtype", "promote_types", "result_type", "can_cast",
    "is_tensor", "is_floating_point", "is_complex",
]  # fmt: skip


def get_default_dtype() -> dtype:
    """The default float dtype (float32 unless set).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.get_default_dtype()
    torch.float32
    """
    return _dtypes.TORCH[_dtypes.DEFAULT[0]]


def set_default_dtype(d: dtype) -> None:
    """Set the default float dtype (float32 or float64; the default complex follows).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.set_default_dtype(torch.float64)
    >>> torch.tensor([1.5]).dtype, (torch.tensor([1]) * 1j).dtype
    (torch.float64, torch.complex128)
    >>> torch.set_default_dtype(torch.float32)
    """
    ivy = _dtypes.to_ivy(d)
    if ivy not in ("float32", "float64", "float16", "bfloat16"):
        raise TypeError("only floating-point types are supported as the default type")
    _dtypes.DEFAULT[0] = ivy
    _dtypes.DEFAULT[1] = _dtypes.to_ivy("complex128" if ivy == "float64" else "complex64")


def promote_types(type1: dtype, type2: dtype) -> dtype:
    """The dtype torch promotes two dtypes to.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.promote_types(torch.uint8, torch.int8), torch.promote_types(torch.int64, torch.bfloat16)
    (torch.int16, torch.bfloat16)
    """
    return _dtypes.TORCH[promote_types_torch(type1, type2)]


def result_type(tensor1: Any, tensor2: Any) -> dtype:
    """The dtype of an operation on two tensors or numbers, by torch's rules
    (0-dim tensors and numbers count only when of a higher category).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> x = torch.tensor([1, 2], dtype=torch.int8)
    >>> torch.result_type(x, 1000), torch.result_type(x, torch.tensor(1.0, dtype=torch.float64))
    (torch.int8, torch.float64)
    """
    return _dtypes.TORCH[result_type_torch(tensor1, tensor2)]


_CATEGORY = {"bool": 0, "int": 1, "uint": 1, "float": 2, "complex": 3}


def can_cast(from_: dtype, to: dtype) -> bool:
    """Whether torch casts ``from_`` to ``to`` implicitly (no lower category).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.can_cast(torch.float64, torch.int32), torch.can_cast(torch.int64, torch.int8)
    (False, True)
    """
    return _CATEGORY[_dtypes.to_ivy(from_).kind] <= _CATEGORY[_dtypes.to_ivy(to).kind]


def is_tensor(obj: Any) -> bool:
    """Whether ``obj`` is a frontend tensor.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.is_tensor(torch.zeros(1)), torch.is_tensor([0.0])
    (True, False)
    """
    return isinstance(obj, Tensor)


def is_floating_point(input: Tensor) -> bool:
    """Whether the tensor's dtype is a real float.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.is_floating_point(torch.tensor([1.0])), torch.is_floating_point(torch.tensor([1]))
    (True, False)
    """
    return input.is_floating_point()


def is_complex(input: Tensor) -> bool:
    """Whether the tensor's dtype is complex.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.is_complex(torch.tensor([1j]))
    True
    """
    return input.is_complex()
