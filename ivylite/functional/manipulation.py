"""Shape manipulation."""

from __future__ import annotations

import math
from typing import Any

from ..dispatch import api, custom, passthrough, unwrap_array
from ..promotion import result_type
from ._build import wrap_as

__all__ = ["reshape", "expand_dims", "squeeze", "flip", "permute_dims", "concat", "stack"]


@api(passthrough, "manipulation")
def reshape(x: Any, /, shape: tuple[int, ...], *, copy: bool | None = None) -> Any:
    """Give ``x`` a new shape with the same number of elements (one ``-1`` is inferred).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.reshape(ivylite.arange(6), (2, -1))
    ivylite.array([[0, 1, 2],
                   [3, 4, 5]], dtype=int32, backend=numpy)
    """


def _axis(axis: Any, ndim: int, fn: str) -> int:
    a = int(axis)
    if not -ndim <= a < ndim:
        raise IndexError(f"{fn}: axis {a} is out of bounds for an array of {ndim} dimensions")
    return a % ndim


def _axes(axis: Any, ndim: int, fn: str) -> tuple[int, ...]:
    axes = tuple(range(ndim)) if axis is None else (axis,) if isinstance(axis, int) else tuple(axis)
    out = tuple(_axis(a, ndim, fn) for a in axes)
    if len(set(out)) != len(out):
        raise ValueError(f"{fn}: repeated axis in {axis!r}")
    return out


def _array(x: Any, B: Any, fn: str) -> tuple[Any, Any, tuple[int, ...]]:
    a, d = unwrap_array(x, B, fn)
    return a, d, tuple(B.shape(a))


def _build_expand_dims(entry, fn, B):
    def impl(x, /, *, axis=0):
        a, d, shape = _array(x, B, "expand_dims")
        return wrap_as(B, fn(a, _axis(axis, len(shape) + 1, "expand_dims")), d)

    return impl


def _build_squeeze(entry, fn, B):
    def impl(x, /, axis):
        a, d, shape = _array(x, B, "squeeze")
        axes = _axes(axis, len(shape), "squeeze")
        wide = [i for i in axes if shape[i] != 1]
        if wide:
            raise ValueError(f"squeeze: axis {wide[0]} has size {shape[wide[0]]}, not 1")
        return wrap_as(B, fn(a, axes), d)

    return impl


def _build_flip(entry, fn, B):
    def impl(x, /, *, axis=None):
        a, d, shape = _array(x, B, "flip")
        return wrap_as(B, fn(a, _axes(axis, len(shape), "flip")), d)

    return impl


def _build_permute_dims(entry, fn, B):
    def impl(x, /, axes):
        a, d, shape = _array(x, B, "permute_dims")
        perm = _axes(axes, len(shape), "permute_dims")
        if len(perm) != len(shape):
            raise ValueError(
                f"permute_dims: axes {tuple(axes)} is not a permutation of {len(shape)} axes"
            )
        return wrap_as(B, fn(a, perm), d)

    return impl


def _joined(arrays: Any, B: Any, fn: str) -> tuple[list, Any, list]:
    """Natives of one promoted dtype R, R, and their shapes."""
    if not isinstance(arrays, (list, tuple)) or not arrays:
        raise ValueError(f"{fn}: expected a non-empty list or tuple of arrays")
    parts = [_array(x, B, fn) for x in arrays]
    R = result_type(*(d for _, d, _ in parts))
    nR = B.native_dtypes[R]
    return [a if d is R else B.cast(a, nR) for a, d, _ in parts], R, [s for _, _, s in parts]


def _build_concat(entry, fn, B):
    reshape = B.family("manipulation").reshape

    def impl(arrays, /, *, axis=0):
        natives, R, shapes = _joined(arrays, B, "concat")
        if axis is None:
            natives = [reshape(a, (-1,)) for a in natives]
            shapes = [(math.prod(s),) for s in shapes]
            axis = 0
        ndim = len(shapes[0])
        if ndim == 0 or any(len(s) != ndim for s in shapes):
            raise ValueError(
                f"concat: arrays must have the same number of dimensions (>= 1), got {shapes}"
            )
        ax = _axis(axis, ndim, "concat")
        if any(s[:ax] + s[ax + 1 :] != shapes[0][:ax] + shapes[0][ax + 1 :] for s in shapes):
            raise ValueError(f"concat: shapes {shapes} differ outside axis {ax}")
        return wrap_as(B, fn(natives, ax), R)

    return impl


def _build_stack(entry, fn, B):
    def impl(arrays, /, *, axis=0):
        natives, R, shapes = _joined(arrays, B, "stack")
        if any(s != shapes[0] for s in shapes):
            raise ValueError(f"stack: arrays must have the same shape, got {shapes}")
        return wrap_as(B, fn(natives, _axis(axis, len(shapes[0]) + 1, "stack")), R)

    return impl


@api(custom, "manipulation", build=_build_expand_dims)
def expand_dims(x: Any, /, *, axis: int = 0) -> Any:
    """Insert an axis of size one at ``axis``.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.expand_dims(ivylite.asarray([1, 2]), axis=-1).shape
    (2, 1)
    """


@api(custom, "manipulation", build=_build_squeeze)
def squeeze(x: Any, /, axis: int | tuple[int, ...]) -> Any:
    """Remove axes of size one (naming an axis of another size raises).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.squeeze(ivylite.zeros((1, 3, 1)), axis=(0, 2)).shape
    (3,)
    """


@api(custom, "manipulation", build=_build_flip)
def flip(x: Any, /, *, axis: int | tuple[int, ...] | None = None) -> Any:
    """Reverse the order of elements along ``axis`` (every axis by default).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.flip(ivylite.asarray([[1, 2], [3, 4]]), axis=1).tolist()
    [[2, 1], [4, 3]]
    """


@api(custom, "manipulation", build=_build_permute_dims)
def permute_dims(x: Any, /, axes: tuple[int, ...]) -> Any:
    """Permute the axes of ``x``.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.permute_dims(ivylite.zeros((2, 3, 4)), (2, 0, 1)).shape
    (4, 2, 3)
    """


@api(custom, "manipulation", build=_build_concat)
def concat(arrays: Any, /, *, axis: int | None = 0) -> Any:
    """Join arrays along an existing axis (``axis=None``: flattened); dtypes promote.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.concat([ivylite.asarray([1], dtype="int8"), ivylite.asarray([2.5])])
    ivylite.array([1. , 2.5], dtype=float32, backend=numpy)
    """


@api(custom, "manipulation", build=_build_stack)
def stack(arrays: Any, /, *, axis: int = 0) -> Any:
    """Join arrays of one shape along a new axis; dtypes promote.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.stack([ivylite.asarray([1, 2]), ivylite.asarray([3, 4])], axis=1).tolist()
    [[1, 3], [2, 4]]
    """
