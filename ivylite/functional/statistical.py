"""Reductions: sum, prod, mean, max, min.

Result dtypes follow the Array API on every backend: ``sum``/``prod`` of
integers accumulate in at least the default integer dtype of their
signedness (int8 -> int32, uint8 -> uint32, int64 -> int64; bool -> the
default int), floats keep their dtype; ``mean`` of integers is computed in
their float (superset behaviour); ``max``/``min`` keep the dtype.
"""

from __future__ import annotations

from typing import Any

from .. import config
from ..dispatch import api, cast_or_refuse, custom, float_of, unsupported_set, unwrap_array
from ..dtypes import Dtype, as_dtype
from ..promotion import promote_types

__all__ = ["sum", "prod", "mean", "max", "min"]


def _accumulator(d: Dtype) -> Dtype:
    if d.kind == "bool":
        return config.default_int_dtype()
    if d.kind == "int":
        return promote_types(d, config.default_int_dtype())
    if d.kind == "uint":
        return promote_types(d, config.default_uint_dtype())
    return d


def normalize_axis(axis: Any, ndim: int, fn: str) -> tuple[int, ...] | None:
    """None, or a sorted tuple of distinct non-negative axes (checked against ndim)."""
    if axis is None:
        return None
    axes = (axis,) if isinstance(axis, int) else tuple(axis)
    out = []
    for a in axes:
        a = int(a)
        if not -ndim <= a < ndim:
            raise IndexError(f"{fn}: axis {a} is out of bounds for an array of {ndim} dimensions")
        out.append(a % ndim)
    if len(set(out)) != len(out):
        raise ValueError(f"{fn}: repeated axis in {axis!r}")
    return tuple(sorted(out))


def _build_reduction(rule: str):
    """``rule``: "accumulate" (sum, prod), "float" (mean) or "same" (max, min)."""

    def build(entry, fn, B):
        unsupported = unsupported_set(entry, fn, B)
        name = entry.name
        A = B.array_cls
        native = B.native_dtypes
        # Input dtypes whose result dtype is the input's, with nothing to check.
        keeps = frozenset(
            d
            for d in B.valid_dtypes
            if d not in unsupported and (rule == "same" or d.kind in ("float", "complex"))
        )

        def general(x, axis, keepdims, dtype):
            a, d = unwrap_array(x, B, name)
            if dtype is not None:
                R = as_dtype(dtype)
            elif rule == "accumulate":
                R = _accumulator(d)
            elif rule == "float":
                R = float_of(d)
            else:
                R = d
            if R in unsupported:
                R = cast_or_refuse(name, R, unsupported, B)
            shape = B.shape(a)
            axes = normalize_axis(axis, len(shape), name)
            if rule == "same" and _is_empty(shape, axes):
                raise ValueError(f"{name}: zero-size reduction has no identity")
            if d is not R:
                a = B.cast(a, native[R])
            if rule == "accumulate":
                return A(fn(a, axes, bool(keepdims), native[R]), R)
            return A(fn(a, axes, bool(keepdims)), R)

        if rule == "accumulate":

            def impl(x, /, *, axis=None, dtype=None, keepdims=False):
                if type(x) is A and axis is None and dtype is None and x._dtype in keeps:
                    d = x._dtype
                    return A(fn(x._data, None, bool(keepdims), native[d]), d)
                return general(x, axis, keepdims, dtype)

        elif rule == "float":

            def impl(x, /, *, axis=None, keepdims=False):
                if type(x) is A and axis is None and x._dtype in keeps:
                    return A(fn(x._data, None, bool(keepdims)), x._dtype)
                return general(x, axis, keepdims, None)

        else:

            def impl(x, /, *, axis=None, keepdims=False):
                return general(x, axis, keepdims, None)

        return impl

    return build


def _is_empty(shape: tuple, axes: tuple | None) -> bool:
    dims = range(len(shape)) if axes is None else axes
    return any(shape[i] == 0 for i in dims) if shape else False


@api(custom, "statistical", build=_build_reduction("accumulate"))
def sum(
    x: Any,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    dtype: Any = None,
    keepdims: bool = False,
) -> Any:
    """Sum of the elements along ``axis`` (all of them by default).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.sum(ivylite.asarray([[1, 2], [3, 4]], dtype="int8"), axis=0)
    ivylite.array([4, 6], dtype=int32, backend=numpy)
    >>> ivylite.sum(ivylite.asarray([0.5, 1.5]))
    ivylite.array(2., dtype=float32, backend=numpy)
    """


@api(custom, "statistical", build=_build_reduction("accumulate"))
def prod(
    x: Any,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    dtype: Any = None,
    keepdims: bool = False,
) -> Any:
    """Product of the elements along ``axis``.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.prod(ivylite.asarray([1, 2, 3], dtype="uint8"))
    ivylite.array(6, dtype=uint32, backend=numpy)
    """


@api(custom, "statistical", build=_build_reduction("float"))
def mean(x: Any, /, *, axis: int | tuple[int, ...] | None = None, keepdims: bool = False) -> Any:
    """Arithmetic mean along ``axis``; integer arrays are averaged in their float.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.mean(ivylite.asarray([1.0, 2.0, 4.0]))
    ivylite.array(2.3333333, dtype=float32, backend=numpy)
    """


@api(custom, "statistical", build=_build_reduction("same"))
def max(x: Any, /, *, axis: int | tuple[int, ...] | None = None, keepdims: bool = False) -> Any:
    """Maximum along ``axis``; NaN propagates; an empty reduction raises.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.max(ivylite.asarray([[1, 7], [3, 4]]), axis=1)
    ivylite.array([7, 4], dtype=int32, backend=numpy)
    """


@api(custom, "statistical", build=_build_reduction("same"))
def min(x: Any, /, *, axis: int | tuple[int, ...] | None = None, keepdims: bool = False) -> Any:
    """Minimum along ``axis``; NaN propagates; an empty reduction raises.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.min(ivylite.asarray([[1, 7], [3, 4]]), axis=1, keepdims=True)
    ivylite.array([[1],
                   [3]], dtype=int32, backend=numpy)
    """
