"""NumPy's shape and joining functions: reshape, transpose, squeeze,
expand_dims, swapaxes, moveaxis, ravel, flip, concatenate, stack, vstack,
hstack, atleast_1d/2d, tile, repeat, broadcast_to, split, tril, triu.

Joining promotes with ``numpy.result_type`` (arrays strong), so it refuses
what NumPy refuses (bfloat16 with int16, for example).
"""

from __future__ import annotations

import builtins
from typing import Any

import ivylite
from ivylite.array import Array

from ._helpers import NUMPY, AxisError, D, cast_for_ufunc, finish, normalize_axis
from .promotion import as_array, result_type_numpy

__all__ = [
    "reshape",
    "transpose",
    "squeeze",
    "expand_dims",
    "swapaxes",
    "moveaxis",
    "ravel",
    "flip",
    "concatenate",
    "stack",
    "vstack",
    "hstack",
    "atleast_1d",
    "atleast_2d",
    "tile",
    "repeat",
    "broadcast_to",
    "split",
    "tril",
    "triu",
]

_I64 = D("int64")


def _arr(x: Any) -> Array:
    return x if isinstance(x, Array) else as_array(x)


def _shape(shape: Any) -> tuple[int, ...]:
    if type(shape) in (tuple, list):
        return tuple(s.__index__() for s in shape)
    return (shape.__index__(),)


@NUMPY.function
def reshape(a: Any, /, shape: Any, order: str = "C", *, copy: bool | None = None) -> Any:
    """The same data in a new shape (``-1`` infers one dimension; ``order="F"``
    fills column-major).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.reshape(np.arange(6), (2, -1))
    array([[0, 1, 2],
           [3, 4, 5]])
    >>> np.reshape(np.arange(6), (2, 3), order="F")
    array([[0, 2, 4],
           [1, 3, 5]])
    """
    x = _arr(a)
    shape = _shape(shape)
    if order == "F":
        flat = ivylite.reshape(ivylite.permute_dims(x, tuple(range(x.ndim))[::-1]), (-1,))
        r = ivylite.reshape(flat, shape[::-1])
        return ivylite.permute_dims(r, tuple(range(r.ndim))[::-1])
    if order not in ("C", "A"):
        raise ValueError(f"order must be one of 'C', 'F', 'A' (got {order!r})")
    return ivylite.reshape(x, shape, copy=copy)


@NUMPY.function
def transpose(a: Any, axes: Any = None) -> Any:
    """Permute the axes (reverse them by default).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.transpose(np.ones((2, 3, 4))).shape, np.transpose(np.ones((2, 3, 4)), (1, 0, 2)).shape
    ((4, 3, 2), (3, 2, 4))
    """
    x = _arr(a)
    if axes is None:
        axes = tuple(range(x.ndim))[::-1]
    else:
        axes = tuple(normalize_axis(ax, x.ndim) for ax in axes)
        if builtins.len(axes) != x.ndim:
            raise ValueError("axes don't match array")
    return ivylite.permute_dims(x, axes)


@NUMPY.function
def squeeze(a: Any, axis: Any = None) -> Any:
    """Remove axes of length one (all of them, or those in ``axis``).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.squeeze(np.ones((1, 3, 1))).shape, np.squeeze(np.ones((1, 3, 1)), axis=0).shape
    ((3,), (3, 1))
    """
    x = _arr(a)
    if axis is None:
        axis = tuple(i for i, n in enumerate(x.shape) if n == 1)
    else:
        axis = normalize_axis(axis, x.ndim)
        for i in axis if type(axis) is tuple else (axis,):
            if x.shape[i] != 1:
                raise ValueError(
                    "cannot select an axis to squeeze out which has size not equal to one"
                )
    if axis == ():
        return x
    return ivylite.squeeze(x, axis)


@NUMPY.function
def expand_dims(a: Any, axis: Any) -> Any:
    """Insert axes of length one at the positions ``axis`` (int or tuple).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.expand_dims(np.ones((2, 3)), (0, 3)).shape
    (1, 2, 3, 1)
    """
    x = _arr(a)
    axes = axis if type(axis) in (tuple, list) else (axis,)
    nd = x.ndim + builtins.len(axes)
    positions = sorted(normalize_axis(ax, nd) for ax in axes)
    if builtins.len(set(positions)) != builtins.len(positions):
        raise ValueError("repeated axis")
    shape = list(x.shape)
    for p in positions:
        shape.insert(p, 1)
    return ivylite.reshape(x, tuple(shape))


@NUMPY.function
def swapaxes(a: Any, axis1: int, axis2: int) -> Any:
    """Interchange two axes.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.swapaxes(np.ones((2, 3, 4)), 0, 2).shape
    (4, 3, 2)
    """
    x = _arr(a)
    i, j = normalize_axis(axis1, x.ndim), normalize_axis(axis2, x.ndim)
    perm = list(range(x.ndim))
    perm[i], perm[j] = perm[j], perm[i]
    return ivylite.permute_dims(x, tuple(perm))


@NUMPY.function
def moveaxis(a: Any, source: Any, destination: Any) -> Any:
    """Move axes to new positions; the others keep their order.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.moveaxis(np.ones((2, 3, 4)), 0, -1).shape
    (3, 4, 2)
    """
    x = _arr(a)
    return ivylite.moveaxis(x, normalize_axis(source, x.ndim), normalize_axis(destination, x.ndim))


@NUMPY.function
def ravel(a: Any, order: str = "C") -> Any:
    """The flattened array (``order="F"``: column-major).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.ravel(np.array([[1, 2], [3, 4]]), order="F")
    array([1, 3, 2, 4])
    """
    x = _arr(a)
    if order == "F":
        x = ivylite.permute_dims(x, tuple(range(x.ndim))[::-1])
    return ivylite.reshape(x, (-1,))


@NUMPY.function
def flip(m: Any, axis: Any = None) -> Any:
    """Reverse the order of elements along ``axis`` (all axes by default).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.flip(np.array([[1, 2], [3, 4]]), axis=1)
    array([[2, 1],
           [4, 3]])
    """
    x = _arr(m)
    return ivylite.flip(x, axis=normalize_axis(axis, x.ndim))


def _joined(arrays: Any, dtype: Any, casting: str, name: str) -> list[Array]:
    xs = [_arr(x) for x in arrays]
    if not xs:
        raise ValueError("need at least one array to concatenate")
    if dtype is None:
        d = result_type_numpy(*xs)
        return [x if x.dtype is d else ivylite.astype(x, d) for x in xs]
    return [cast_for_ufunc(x, dtype, casting, name) for x in xs]


@NUMPY.function
def concatenate(
    arrays: Any, /, axis: Any = 0, out: Any = None, *, dtype: Any = None, casting: str = "same_kind"
) -> Any:
    """Join arrays along an existing axis (flattened first when ``axis`` is None).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.concatenate([np.array([1, 2], dtype=np.int8), np.array([3], dtype=np.uint8)])
    array([1, 2, 3], dtype=int16)
    """
    xs = _joined(arrays, dtype, casting, "concatenate")
    if axis is None:
        xs = [ivylite.reshape(x, (-1,)) for x in xs]
        axis = 0
    else:
        if xs[0].ndim == 0:
            raise ValueError("zero-dimensional arrays cannot be concatenated")
        axis = normalize_axis(axis, xs[0].ndim)
    return finish(ivylite.concat(xs, axis=axis), out, True, "concatenate", casting)


@NUMPY.function
def stack(
    arrays: Any, axis: int = 0, out: Any = None, *, dtype: Any = None, casting: str = "same_kind"
) -> Any:
    """Join same-shape arrays along a new axis.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.stack([np.ones(2), np.zeros(2)], axis=1)
    array([[1., 0.],
           [1., 0.]])
    """
    xs = _joined(arrays, dtype, casting, "stack")
    if builtins.len({x.shape for x in xs}) != 1:
        raise ValueError("all input arrays must have the same shape")
    axis = normalize_axis(axis, xs[0].ndim + 1)
    return finish(ivylite.stack(xs, axis=axis), out, True, "stack", casting)


def _atleast(x: Array, nd: int) -> Array:
    if x.ndim >= nd:
        return x
    if nd == 2 and x.ndim == 1:
        return ivylite.reshape(x, (1, x.shape[0]))
    return ivylite.reshape(x, (1,) * (nd - x.ndim) + x.shape)


@NUMPY.function
def vstack(tup: Any, *, dtype: Any = None, casting: str = "same_kind") -> Any:
    """Stack arrays row-wise (1-D arrays become rows).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.vstack([np.array([1, 2]), np.array([3, 4])])
    array([[1, 2],
           [3, 4]])
    """
    xs = [_atleast(x, 2) for x in _joined(tup, dtype, casting, "vstack")]
    return ivylite.concat(xs, axis=0)


@NUMPY.function
def hstack(tup: Any, *, dtype: Any = None, casting: str = "same_kind") -> Any:
    """Stack arrays column-wise (1-D arrays end to end).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.hstack([np.array([1, 2]), np.array([3])])
    array([1, 2, 3])
    """
    xs = [_atleast(x, 1) for x in _joined(tup, dtype, casting, "hstack")]
    return ivylite.concat(xs, axis=0 if xs[0].ndim == 1 else 1)


@NUMPY.function
def atleast_1d(*arys: Any) -> Any:
    """Inputs as arrays of at least one dimension.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.atleast_1d(3.0)
    array([3.])
    """
    out = tuple(_atleast(_arr(a), 1) for a in arys)
    return out[0] if builtins.len(out) == 1 else out


@NUMPY.function
def atleast_2d(*arys: Any) -> Any:
    """Inputs as arrays of at least two dimensions.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.atleast_2d(np.array([1, 2])).shape
    (1, 2)
    """
    out = tuple(_atleast(_arr(a), 2) for a in arys)
    return out[0] if builtins.len(out) == 1 else out


@NUMPY.function
def tile(A: Any, reps: Any) -> Any:
    """Repeat the whole array ``reps`` times along each axis.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.tile(np.array([1, 2]), 2)
    array([1, 2, 1, 2])
    """
    x = _arr(A)
    reps = _shape(reps)
    nd = builtins.max(x.ndim, builtins.len(reps))
    x = _atleast(x, nd) if x.ndim < nd else x
    reps = (1,) * (nd - builtins.len(reps)) + reps
    return ivylite.tile(x, reps)


@NUMPY.function
def repeat(a: Any, repeats: Any, axis: Any = None) -> Any:
    """Repeat each element ``repeats`` times (flattened when ``axis`` is None).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.repeat(np.array([[1, 2], [3, 4]]), 2, axis=1)
    array([[1, 1, 2, 2],
           [3, 3, 4, 4]])
    """
    x = _arr(a)
    if type(repeats) is not builtins.int:
        repeats = as_array(repeats, _I64)
    if axis is None:
        return ivylite.repeat(ivylite.reshape(x, (-1,)), repeats, axis=0)
    return ivylite.repeat(x, repeats, axis=normalize_axis(axis, x.ndim))


@NUMPY.function
def broadcast_to(array: Any, shape: Any, subok: bool = False) -> Any:
    """The array broadcast to ``shape``.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.broadcast_to(np.array([1, 2]), (2, 2))
    array([[1, 2],
           [1, 2]])
    """
    return ivylite.broadcast_to(_arr(array), _shape(shape))


@NUMPY.function
def split(ary: Any, indices_or_sections: Any, axis: int = 0) -> list[Any]:
    """Split into equal sections, or at the given indices, along ``axis``.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.split(np.arange(6), 3)
    [array([0, 1]), array([2, 3]), array([4, 5])]
    """
    x = _arr(ary)
    axis = normalize_axis(axis, x.ndim)
    n = x.shape[axis]
    if type(indices_or_sections) is builtins.int:
        sections = indices_or_sections
        if sections <= 0 or n % sections:
            raise ValueError("array split does not result in an equal division")
        cuts = [n // sections * i for i in range(1, sections)]
    else:
        cuts = [builtins.int(i) for i in indices_or_sections]
    bounds = [0, *cuts, n]
    head = (slice(None),) * axis
    return [x[(*head, slice(lo, builtins.max(lo, hi)))] for lo, hi in zip(bounds, bounds[1:])]


def _triangle(lower: bool) -> Any:
    def tri(m: Any, k: int = 0) -> Array:
        x = _arr(m)
        if x.ndim < 2:
            raise AxisError("tril/triu need an array of at least two dimensions")
        return ivylite.tril(x, k=k) if lower else ivylite.triu(x, k=k)

    return tri


_tril, _triu = _triangle(True), _triangle(False)


@NUMPY.function
def tril(m: Any, k: int = 0) -> Any:
    """Lower triangle: elements above the ``k``-th diagonal zeroed.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.tril(np.ones((2, 2), dtype=np.int8))
    array([[1, 0],
           [1, 1]], dtype=int8)
    """
    return _tril(m, k)


@NUMPY.function
def triu(m: Any, k: int = 0) -> Any:
    """Upper triangle: elements below the ``k``-th diagonal zeroed.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.triu(np.ones((2, 2)), k=1)
    array([[0., 1.],
           [0., 0.]])
    """
    return _triu(m, k)
