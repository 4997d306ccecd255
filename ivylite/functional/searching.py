"""Searching: argmax, argmin, where."""

from __future__ import annotations

from typing import Any

from ..dispatch import api, cast_or_refuse, custom, unsupported_set, unwrap, unwrap_array
from ..dtypes import Dtype
from ..promotion import result_type
from ._build import wrap_as

__all__ = ["argmax", "argmin", "where"]


def _build_where(entry, fn, B):
    def impl(condition, x1, x2, /):
        c, cd = unwrap(condition, B, "where")
        if cd is None or cd != "bool":
            raise TypeError(
                f"where: condition must be a bool array, got {cd or type(condition).__name__}"
            )
        a, d1 = unwrap(x1, B, "where")
        b, d2 = unwrap(x2, B, "where")
        R = result_type(a if d1 is None else d1, b if d2 is None else d2)
        nR = B.native_dtypes[R]
        a = B.scalar(a, nR) if d1 is None else (a if d1 is R else B.cast(a, nR))
        b = B.scalar(b, nR) if d2 is None else (b if d2 is R else B.cast(b, nR))
        return wrap_as(B, fn(c, a, b), R)

    return impl


@api(custom, "searching", build=_build_where)
def where(condition: Any, x1: Any, x2: Any, /) -> Any:
    """Pick ``x1`` where ``condition`` is true, else ``x2``; ``x1`` and ``x2`` promote first.

    Examples
    --------
    >>> import ivylite
    >>> c = ivylite.asarray([True, False])
    >>> ivylite.where(c, ivylite.asarray([1, 2], dtype="int8"), 0.5)
    ivylite.array([1. , 0.5], dtype=float16, backend=numpy)
    """


_INDEX = Dtype("int64")  # the standard's index dtype, valid on every backend


def _build_arg(entry, fn, B):
    name = entry.name
    refused = unsupported_set(entry, fn, B)
    expand = B.family("manipulation").expand_dims
    reshape = B.family("manipulation").reshape

    def impl(x, /, *, axis=None, keepdims=False):
        a, d = unwrap_array(x, B, name)
        if d in refused:
            d2 = cast_or_refuse(name, d, refused, B)
            a = B.cast(a, B.native_dtypes[d2])
        shape = tuple(B.shape(a))
        if axis is None:
            if 0 in shape:
                raise ValueError(f"{name}: zero-size array has no {name[3:]}imum")
            out = fn(a, None)
            if keepdims:
                out = reshape(out, (1,) * len(shape))
            return wrap_as(B, out, _INDEX)
        ax = int(axis)
        if not -len(shape) <= ax < len(shape):
            raise IndexError(
                f"{name}: axis {ax} is out of bounds for an array of {len(shape)} dimensions"
            )
        ax %= len(shape)
        if shape[ax] == 0:
            raise ValueError(f"{name}: zero-size axis {ax} has no {name[3:]}imum")
        out = fn(a, ax)
        return wrap_as(B, expand(out, ax) if keepdims else out, _INDEX)

    return impl


@api(custom, "searching", build=_build_arg, dtypes=("integer", "float"))
def argmax(x: Any, /, *, axis: int | None = None, keepdims: bool = False) -> Any:
    """Index of the first maximum along ``axis`` (of the flattened array by default), as int64.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.argmax(ivylite.asarray([[1, 9], [7, 3]]), axis=1)
    ivylite.array([1, 0], dtype=int64, backend=numpy)
    """


@api(custom, "searching", build=_build_arg, dtypes=("integer", "float"))
def argmin(x: Any, /, *, axis: int | None = None, keepdims: bool = False) -> Any:
    """Index of the first minimum along ``axis`` (of the flattened array by default), as int64.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.argmin(ivylite.asarray([4.0, 1.0, 1.0]))
    ivylite.array(1, dtype=int64, backend=numpy)
    """
