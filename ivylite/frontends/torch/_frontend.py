"""What every torch frontend function shares: tensors in and out, dtype refusals,
and the small argument conversions torch's signatures need.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

import ivylite
from ivylite.array import Array
from ivylite.decorators import resolve_versioned, support_declaration
from ivylite.dispatch import UnsupportedDtypeError
from ivylite.dtypes import Dtype, expand_dtype_classes

from .._common import to_ivy_arrays_and_back
from . import _dtypes
from .promotion import result_type_torch

__all__ = [
    "TORCH_VERSION",
    "TorchUnsupportedDtypeError",
    "frontend",
    "check",
    "refuse",
    "shape_arg",
    "dims_arg",
    "cast_scalar",
]

# The torch release whose behaviour the frontend reproduces: support
# declarations resolve against it, whether or not torch is installed.
TORCH_VERSION = "2.13.0"


class TorchUnsupportedDtypeError(UnsupportedDtypeError, RuntimeError):
    """A torch function called with a dtype torch refuses (torch raises ``RuntimeError``).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.abs(torch.tensor([True]))
    Traceback (most recent call last):
    ...
    ivylite.frontends.torch._frontend.TorchUnsupportedDtypeError: torch.abs does not support bool in torch 2.13 (declared in ivylite.frontends.torch.pointwise); cast the input with .to(dtype) first
    """


def _declared_unsupported(fn: Callable) -> frozenset[Dtype]:
    out: set[Dtype] = set()
    for decl in support_declaration(fn):
        listed, key = resolve_versioned(decl.table, TORCH_VERSION)
        listed = set(expand_dtype_classes(listed or ()))
        if decl.supported:
            out.update(d for d in ivylite.all_dtypes if key and d not in listed)
        else:
            out.update(listed)
    return frozenset(out)


def refuse(fn: Callable, d: Dtype) -> TorchUnsupportedDtypeError:
    """The error for frontend function ``fn`` called with dtype ``d`` (for refusals
    a declaration cannot express, such as ``sub`` with any bool operand)."""
    where = next((decl.where for decl in support_declaration(fn)), fn.__module__)
    return TorchUnsupportedDtypeError(
        f"torch.{fn.__name__} does not support {d} in torch {TORCH_VERSION.rsplit('.', 1)[0]} "
        f"(declared in {where}); cast the input with .to(dtype) first"
    )


_UNSUPPORTED: dict[Callable, frozenset[Dtype]] = {}


def check(fn: Callable, d: Dtype) -> None:
    """Refuse dtype ``d`` if frontend function ``fn`` declares it unsupported (for
    bodies that decide the computation's dtype themselves: ``frontend(check=False)``)."""
    bad = _UNSUPPORTED.get(fn)
    if bad is None:
        bad = _UNSUPPORTED[fn] = _declared_unsupported(fn)
    if d in bad:
        raise refuse(fn, d)


def frontend(fn: Callable | None = None, *, promoting: bool = False, check: bool = True) -> Any:
    """Make ``fn`` (written over ivylite arrays) a torch frontend function.

    Tensors are unwrapped and results wrapped (``to_ivy_arrays_and_back``),
    and the dtypes declared unsupported with ``with_[un]supported_dtypes(...,
    "torch")`` are refused: each array argument's dtype, or with
    ``promoting=True`` the dtype torch computes the first two arguments in
    (``sub(bool_tensor, 1)`` is an int64 subtraction). The declarations are
    read on the first call, once.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.frontends.torch._frontend import frontend
    >>> @ivylite.with_unsupported_dtypes({"2.13 and below": ("int8",)}, "torch")
    ... @frontend
    ... def twice(input):
    ...     return input * 2
    >>> import ivylite.frontends.torch as torch
    >>> twice(torch.tensor([1.5]))
    tensor([3.])
    >>> twice(torch.tensor([1], dtype=torch.int8))
    Traceback (most recent call last):
    ...
    ivylite.frontends.torch._frontend.TorchUnsupportedDtypeError: torch.twice does not support int8 in torch 2.13 (declared in ivylite.frontends.torch._frontend); cast the input with .to(dtype) first
    """
    if fn is None:
        return functools.partial(frontend, promoting=promoting, check=check)
    # Tensor's module loads the function modules, so it is looked up at
    # decoration time (once per function), not at import
    from .tensor import Tensor

    if not check:
        return to_ivy_arrays_and_back(Tensor)(fn)
    bad: frozenset[Dtype] | None = None

    @functools.wraps(fn)
    def checked(*args: Any, **kwargs: Any) -> Any:
        nonlocal bad
        if bad is None:
            bad = _declared_unsupported(public)
        if bad:
            _check(public, bad, args, kwargs, promoting)
        return fn(*args, **kwargs)

    public = to_ivy_arrays_and_back(Tensor)(checked)
    return public


def _check(fn: Callable, bad: frozenset, args: tuple, kwargs: dict, promoting: bool) -> None:
    if promoting:
        operands = [x for x in (*args, *kwargs.values()) if x is not None][:2]
        if (
            len(operands) == 2
            and isinstance(operands[0], Array)
            and isinstance(operands[1], Array)
            and operands[0].dtype is operands[1].dtype
        ):
            d = operands[0].dtype  # the common case, one dtype: no promotion to work out
        elif any(isinstance(x, Array) for x in operands):
            d = result_type_torch(*operands)
        else:
            return
        if d in bad:
            raise refuse(fn, d)
        return
    requested = kwargs.get("dtype")
    if requested is not None:
        # the computation's dtype: torch casts the input to it first
        d = _dtypes.to_ivy(requested)
        if d in bad:
            raise refuse(fn, d)
        return
    # torch names the dtype of the tensor it computes on: the first tensor
    # argument (each tensor of the first list, for cat and stack)
    for x in (*args, *kwargs.values()):
        if isinstance(x, Array):
            if x.dtype in bad:
                raise refuse(fn, x.dtype)
            return
        if type(x) in (list, tuple) and x and isinstance(x[0], Array):
            for e in x:
                if isinstance(e, Array) and e.dtype in bad:
                    raise refuse(fn, e.dtype)
            return


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
