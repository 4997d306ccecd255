"""Indexing: ``getitem`` and ``setitem`` (the array object's ``x[key]`` and
``x[key] = value``) and the standard's ``take``.

Keys follow the Array API (and NumPy): integers, slices (any step), ``...``,
``None``, integer arrays and boolean arrays. ``setitem`` never changes the
array's dtype: a value whose promotion with the array's dtype is wider raises
instead of being narrowed silently.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..axes import as_index, normalize_axis
from ..dispatch import api, custom, unwrap, unwrap_array
from ..promotion import result_type
from ._build import wrap_as

if TYPE_CHECKING:
    from ..backend import Backend
    from ..dispatch import Entry

__all__ = ["getitem", "setitem", "take"]


def _native_key(key: Any, B: Backend, fn: str) -> Any:
    t = type(key)
    if t is tuple:
        return tuple(_native_key(k, B, fn) for k in key)
    if key is None or key is Ellipsis or t is int or t is bool:
        return key
    if t is slice:
        if _plain(key.start) and _plain(key.stop) and _plain(key.step):
            return key
        # 0-d integer arrays as bounds (x[:n], as Array API consumers write it)
        return slice(*(_bound(v, fn) for v in (key.start, key.stop, key.step)))
    if isinstance(key, int):  # NumPy integers and other int subclasses
        return int(key)
    if t is float or t is complex or t is str:
        raise IndexError(
            f"{fn}: {key!r} is not a valid index on the {B.name} backend; use integers, "
            "slices, ..., None, or integer or bool arrays (int(i) for a float that is whole)"
        )
    native, d = unwrap(key, B, fn)
    if d is not None and d.kind not in ("int", "uint", "bool"):
        raise IndexError(
            f"{fn}: index arrays must be integer or bool, got {d} on the {B.name} backend; "
            "cast the index with astype"
        )
    return native


def _plain(v: Any) -> bool:
    return v is None or type(v) is int


def _bound(v: Any, fn: str) -> int | None:
    """A slice bound as a Python int (anything with ``__index__``: ints, 0-d integer arrays)."""
    if v is None:
        return None
    return as_index(v, fn, "a slice bound")


def _build_getitem(entry: Entry, fn: Any, B: Backend):
    reshape = B.family("manipulation").reshape

    def impl(x, key, /):
        a, d = unwrap_array(x, B, "getitem")
        k = _native_key(key, B, "getitem")
        if type(k) in B.native_array_types and B.dtype_of(k).kind == "bool":
            empty = _empty_mask_result(B, a, k, reshape)
            if empty is not None:
                return wrap_as(B, empty, d)
        return wrap_as(B, fn(a, k), d)

    return impl


def _empty_mask_result(B: Backend, a: Any, mask: Any, reshape: Any) -> Any:
    """``a[mask]`` for a bool mask with a zero-size dimension that NumPy accepts
    (each of its dimensions 0 or the array's): empty. Some frameworks raise."""
    ms, xs = tuple(B.shape(mask)), tuple(B.shape(a))
    if 0 not in ms or len(ms) > len(xs) or not all(m in (x, 0) for m, x in zip(ms, xs)):
        return None
    part = a[(slice(0, 0),) * len(ms)]
    return reshape(part, (0, *xs[len(ms) :]))


@api(custom, "indexing", build=_build_getitem)
def getitem(x: Any, key: Any, /) -> Any:
    """``x[key]``: integers, slices, ``...``, ``None``, and integer or bool arrays.

    Examples
    --------
    >>> import ivylite
    >>> x = ivylite.arange(6)
    >>> ivylite.getitem(x, slice(1, 3)), x[::2].tolist()
    (ivylite.array([1, 2], dtype=int32, backend=numpy), [0, 2, 4])
    """


def _build_setitem(entry: Entry, fn: Any, B: Backend):
    native = B.native_dtypes

    def impl(x, key, value, /):
        a, d = unwrap_array(x, B, "setitem")
        v, vd = unwrap(value, B, "setitem")
        try:
            target = result_type(d, v if vd is None else vd)
        except OverflowError:
            raise OverflowError(
                f"setitem: Python int {value} does not fit this {d} array on {B.name}; "
                "pass a value in range or cast the array to a wider dtype first"
            ) from None
        if target is not d:
            raise TypeError(
                f"setitem: a value of {'type ' + type(value).__name__ if vd is None else vd} "
                f"would make this {d} array {target} on {B.name}; cast the value to {d} "
                "first (setitem never changes an array's dtype)"
            )
        v = B.scalar(v, native[d]) if vd is None else v if vd is d else B.cast(v, native[d])
        result = fn(a, _native_key(key, B, "setitem"), v)
        if type(x) is B.array_cls:
            x._data = result  # in place on NumPy, torch and paddle; rebound on JAX, TF
            return x
        return wrap_as(B, result, d)

    return impl


@api(
    custom,
    "indexing",
    build=_build_setitem,
)
def setitem(x: Any, key: Any, value: Any, /) -> Any:
    """``x[key] = value``; returns ``x``.

    ``value`` (a Python scalar or an array broadcastable to ``x[key]``) is
    cast to ``x``'s dtype when its promotion with it is ``x``'s dtype, and
    refused otherwise. NumPy, torch and paddle arrays are written in place
    (views see the change); JAX and TensorFlow arrays are immutable, so the
    ivylite array is rebound to the updated values.

    Examples
    --------
    >>> import ivylite
    >>> x = ivylite.zeros(4, dtype="int8")
    >>> x[1:3] = 7
    >>> x
    ivylite.array([0, 7, 7, 0], dtype=int8, backend=numpy)
    >>> x[ivylite.asarray([True, False, False, True])] = ivylite.asarray(-1, dtype="int8")
    >>> x.tolist()
    [-1, 7, 7, -1]
    """


def _build_take(entry: Entry, fn: Any, B: Backend):
    getitem_ = B.family("indexing").getitem

    def impl(x, indices, /, *, axis=None):
        a, d = unwrap_array(x, B, "take")
        i, di = unwrap_array(indices, B, "take")
        shape = B.shape(a)
        if di.kind not in ("int", "uint"):
            raise TypeError(f"take: indices must be an integer array, got {di}")
        if len(B.shape(i)) != 1:
            raise ValueError(f"take: indices must be 1-D, got shape {tuple(B.shape(i))}")
        if axis is None:
            if len(shape) != 1:
                raise ValueError(
                    f"take: axis is required for a {len(shape)}-D array (only 1-D arrays may "
                    "omit it)"
                )
            axis = 0
        key = (slice(None),) * normalize_axis(axis, len(shape), "take") + (i,)
        return wrap_as(B, getitem_(a, key), d)

    return impl


@api(
    custom,
    "indexing",
    build=_build_take,
    composite=True,
)
def take(x: Any, indices: Any, /, *, axis: int | None = None) -> Any:
    """The elements of ``x`` at ``indices`` along ``axis`` (negative indices count from the end).

    Examples
    --------
    >>> import ivylite
    >>> x = ivylite.asarray([[1, 2, 3], [4, 5, 6]], dtype="int16")
    >>> ivylite.take(x, ivylite.asarray([2, 0, -1]), axis=1)
    ivylite.array([[3, 1, 3],
                   [6, 4, 6]], dtype=int16, backend=numpy)
    """
