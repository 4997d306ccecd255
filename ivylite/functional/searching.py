"""Searching: argmax, argmin, nonzero, searchsorted, where.

Index results are int64 on every backend. ``searchsorted`` follows NumPy's
order for floating ``x1``: NaNs sort last, so a NaN in ``x2`` goes before the
first NaN of ``x1`` (``side="left"``) or at the end (``side="right"``), and
``-0.0`` equals ``0.0``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..axes import normalize_axis
from ..dispatch import api, cast_or_refuse, custom, refuse, unsupported_set, unwrap, unwrap_array
from ..dtypes import Dtype
from ..promotion import result_type
from ._build import wrap_as

if TYPE_CHECKING:
    from ..backend import Backend
    from ..dispatch import Entry

__all__ = ["argmax", "argmin", "nonzero", "searchsorted", "where"]


def _build_where(entry: Entry, fn: Any, B: Backend):
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


def _int64(d: Dtype) -> Dtype:
    """The promise of the functions returning indices: int64 whatever the input."""
    return _INDEX


def _build_arg(entry: Entry, fn: Any, B: Backend):
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
        ax = normalize_axis(axis, len(shape), name)
        if shape[ax] == 0:
            raise ValueError(f"{name}: zero-size axis {ax} has no {name[3:]}imum")
        out = fn(a, ax)
        return wrap_as(B, expand(out, ax) if keepdims else out, _INDEX)

    return impl


@api(custom, "searching", build=_build_arg, dtypes=("integer", "float"), promised=_int64)
def argmax(x: Any, /, *, axis: int | None = None, keepdims: bool = False) -> Any:
    """Index of the first maximum along ``axis`` (of the flattened array by default), as int64.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.argmax(ivylite.asarray([[1, 9], [7, 3]]), axis=1)
    ivylite.array([1, 0], dtype=int64, backend=numpy)
    """


@api(custom, "searching", build=_build_arg, dtypes=("integer", "float"), promised=_int64)
def argmin(x: Any, /, *, axis: int | None = None, keepdims: bool = False) -> Any:
    """Index of the first minimum along ``axis`` (of the flattened array by default), as int64.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.argmin(ivylite.asarray([4.0, 1.0, 1.0]))
    ivylite.array(1, dtype=int64, backend=numpy)
    """


def _build_nonzero(entry: Entry, fn: Any, B: Backend):
    refused = unsupported_set(entry, fn, B)

    def impl(x, /):
        a, d = unwrap_array(x, B, "nonzero")
        if d in refused:
            raise refuse("nonzero", d, refused, B)
        if not B.shape(a):
            raise ValueError(
                "nonzero: x is 0-d; the standard defines nonzero for arrays of at least one "
                "dimension: reshape it to (1,) first"
            )
        return tuple(wrap_as(B, p, _INDEX) for p in fn(a))

    return impl


@api(custom, "searching", build=_build_nonzero, promised=_int64)
def nonzero(x: Any, /) -> tuple[Any, ...]:
    """The indices of the nonzero (true, NaN counts as nonzero) elements of ``x``: one
    int64 array per dimension, in row-major order.

    Raises ValueError for a 0-d array, as the standard asks.

    Examples
    --------
    >>> import ivylite
    >>> rows, cols = ivylite.nonzero(ivylite.asarray([[0, 3], [4, 0]]))
    >>> rows
    ivylite.array([0, 1], dtype=int64, backend=numpy)
    >>> cols
    ivylite.array([1, 0], dtype=int64, backend=numpy)
    """


def _build_searchsorted(entry: Entry, fn: Any, B: Backend):
    refused = unsupported_set(entry, fn, B)
    native = B.native_dtypes
    getitem = B.family("indexing").getitem

    def impl(x1, x2, /, *, side="left", sorter=None):
        a, d1 = unwrap_array(x1, B, "searchsorted")
        b, d2 = unwrap_array(x2, B, "searchsorted")
        if side not in ("left", "right"):
            raise ValueError(f"searchsorted: side must be 'left' or 'right', got {side!r}")
        shape = tuple(B.shape(a))
        if len(shape) != 1:
            raise ValueError(f"searchsorted: x1 must be 1-D, got shape {shape}")
        R = result_type(d1, d2)
        for d in (d1, d2):
            if d in refused:
                raise refuse("searchsorted", d, refused, B)
        if R in refused:
            R = cast_or_refuse("searchsorted", R, refused, B)
        if sorter is not None:
            s, ds = unwrap_array(sorter, B, "searchsorted")
            if ds.kind not in ("int", "uint"):
                raise TypeError(f"searchsorted: sorter must be an integer array, got {ds}")
            if tuple(B.shape(s)) != shape:
                raise ValueError(
                    f"searchsorted: sorter has shape {tuple(B.shape(s))}, x1 has {shape}; "
                    "pass argsort(x1)"
                )
            a = getitem(a, (s,))
        if d1 is not R:
            a = B.cast(a, native[R])
        if d2 is not R:
            b = B.cast(b, native[R])
        return wrap_as(B, fn(a, b, side == "right"), _INDEX)

    return impl


@api(
    custom,
    "searching",
    build=_build_searchsorted,
    dtypes=("integer", "float"),
    promised=_int64,
)
def searchsorted(x1: Any, x2: Any, /, *, side: str = "left", sorter: Any | None = None) -> Any:
    """Where to insert each element of ``x2`` into the sorted 1-D ``x1`` to keep it
    sorted (int64 indices shaped like ``x2``).

    ``x1`` and ``x2`` promote to one dtype first; ``sorter`` (e.g. ``argsort(x1)``)
    sorts an unsorted ``x1``. ``side="left"`` gives the first suitable index,
    ``"right"`` the last.

    Examples
    --------
    >>> import ivylite
    >>> x = ivylite.asarray([1.0, 2.0, 2.0, 5.0])
    >>> ivylite.searchsorted(x, ivylite.asarray([2.0, 6.0]))
    ivylite.array([1, 4], dtype=int64, backend=numpy)
    >>> ivylite.searchsorted(x, ivylite.asarray([2.0, 6.0]), side="right")
    ivylite.array([3, 4], dtype=int64, backend=numpy)
    """
