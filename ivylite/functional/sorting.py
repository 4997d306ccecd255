"""Sorting: sort and argsort.

Every backend gives NumPy's order: ascending, stable, NaNs last; descending,
stable too (equal elements keep their original order, NaNs first), which is
the order of ``flip(argsort(flip(x)))`` corrected to the original indices, as
the standard and array-api-strict define it. ``-0.0`` and ``0.0`` are equal
(they keep their order). ``stable=False`` gets the stable order too (the
standard allows any order there; one order everywhere is more useful).

The standard defines both for real numbers; bool is accepted as well (False
before True, the superset rule); complex is refused on every backend.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..axes import normalize_axis
from ..dispatch import api, cast_or_refuse, custom, unsupported_set, unwrap_array
from ..dtypes import Dtype
from ._build import wrap_as

if TYPE_CHECKING:
    from ..backend import Backend
    from ..dispatch import Entry

__all__ = ["sort", "argsort"]

_INDEX = Dtype("int64")


def _build_sort(entry: Entry, fn: Any, B: Backend):
    name = entry.name
    refused = unsupported_set(entry, fn, B)
    index = name == "argsort"

    def impl(x, /, *, axis=-1, descending=False, stable=True):
        a, d = unwrap_array(x, B, name)
        R = d
        if d in refused:
            R = cast_or_refuse(name, d, refused, B)
            a = B.cast(a, B.native_dtypes[R])
        ax = normalize_axis(axis, len(B.shape(a)), name)
        out = fn(a, ax, bool(descending))
        if index:
            return wrap_as(B, out, _INDEX)
        if R is not d:
            out = B.cast(out, B.native_dtypes[d])
        return wrap_as(B, out, d)

    return impl


_REAL = ("bool", "integer", "float")


def _index_dtype(d: Dtype) -> Dtype:
    return _INDEX


@api(custom, "sorting", build=_build_sort, dtypes=_REAL)
def sort(x: Any, /, *, axis: int = -1, descending: bool = False, stable: bool = True) -> Any:
    """A sorted copy of ``x`` along ``axis``: ascending with NaNs last, or descending
    with NaNs first; equal elements keep their order.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.sort(ivylite.asarray([3.0, float("nan"), -1.0, 2.0]))
    ivylite.array([-1.,  2.,  3., nan], dtype=float32, backend=numpy)
    >>> ivylite.sort(ivylite.asarray([[3, 1], [2, 5]], dtype="int8"), axis=0, descending=True)
    ivylite.array([[3, 5],
                   [2, 1]], dtype=int8, backend=numpy)
    """


@api(custom, "sorting", build=_build_sort, dtypes=_REAL, promised=_index_dtype)
def argsort(x: Any, /, *, axis: int = -1, descending: bool = False, stable: bool = True) -> Any:
    """The int64 indices that sort ``x`` along ``axis`` (the order of :func:`sort`).

    Descending order is stable too: equal elements keep their original order.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.argsort(ivylite.asarray([2, 1, 2, 0]))
    ivylite.array([3, 1, 0, 2], dtype=int64, backend=numpy)
    >>> ivylite.argsort(ivylite.asarray([2, 1, 2, 0]), descending=True)
    ivylite.array([0, 2, 1, 3], dtype=int64, backend=numpy)
    """
