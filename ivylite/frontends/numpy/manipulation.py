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
from ._views import derive
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
    "atleast_3d",
    "array_split",
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


def _nd(a: Any) -> Any:
    """``a`` as a frontend array: itself if it is one (so views reach it)."""
    from .ndarray import ndarray

    return a if isinstance(a, ndarray) else ndarray(as_array(a))


def _view(x: Any, op: tuple, host: Any = None) -> Any:
    return derive(x, op, host)


# These return views where NumPy does: they take and give the frontend's
# arrays themselves (``converts=False``), so a view keeps its base.


@NUMPY.function(converts=False)
def reshape(a: Any, /, shape: Any, order: str = "C", *, copy: bool | None = None) -> Any:
    """The same data in a new shape (``-1`` infers one dimension; ``order="F"``
    fills column-major). A view where NumPy gives one.

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
    x = _nd(a)
    shape = _shape(shape)
    if order == "F":
        v = x.ivy_array
        flat = ivylite.reshape(ivylite.permute_dims(v, tuple(range(v.ndim))[::-1]), (-1,))
        r = ivylite.reshape(flat, shape[::-1])
        return _nd(ivylite.permute_dims(r, tuple(range(r.ndim))[::-1]))
    if order not in ("C", "A"):
        raise ValueError(f"order must be one of 'C', 'F', 'A' (got {order!r})")
    if copy:
        return _nd(ivylite.reshape(x.ivy_array, shape, copy=True))
    return _view(x, ("reshape", shape))


@NUMPY.function(converts=False)
def transpose(a: Any, axes: Any = None) -> Any:
    """Permute the axes (reverse them by default): a view.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.transpose(np.ones((2, 3, 4))).shape, np.transpose(np.ones((2, 3, 4)), (1, 0, 2)).shape
    ((4, 3, 2), (3, 2, 4))
    """
    x = _nd(a)
    if axes is None:
        axes = tuple(range(x.ndim))[::-1]
    else:
        axes = tuple(normalize_axis(ax, x.ndim) for ax in axes)
        if builtins.len(axes) != x.ndim or builtins.len(set(axes)) != x.ndim:
            raise ValueError("axes don't match array")
    return _view(x, ("permute", axes))


@NUMPY.function(converts=False)
def squeeze(a: Any, axis: Any = None) -> Any:
    """Remove axes of length one (all of them, or those in ``axis``): a view.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.squeeze(np.ones((1, 3, 1))).shape, np.squeeze(np.ones((1, 3, 1)), axis=0).shape
    ((3,), (3, 1))
    """
    x = _nd(a)
    if axis is None:
        axis = tuple(i for i, n in enumerate(x.shape) if n == 1)
    else:
        axis = normalize_axis(axis, x.ndim)
        axis = axis if type(axis) is tuple else (axis,)
        for i in axis:
            if x.shape[i] != 1:
                raise ValueError(
                    "cannot select an axis to squeeze out which has size not equal to one"
                )
    shape = tuple(n for i, n in enumerate(x.shape) if i not in axis)
    return _view(x, ("reshape", shape))


@NUMPY.function(converts=False)
def expand_dims(a: Any, axis: Any) -> Any:
    """Insert axes of length one at the positions ``axis`` (int or tuple): a view.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.expand_dims(np.ones((2, 3)), (0, 3)).shape
    (1, 2, 3, 1)
    """
    x = _nd(a)
    axes = axis if type(axis) in (tuple, list) else (axis,)
    nd = x.ndim + builtins.len(axes)
    positions = sorted(normalize_axis(ax, nd) for ax in axes)
    if builtins.len(set(positions)) != builtins.len(positions):
        raise ValueError("repeated axis")
    shape = list(x.shape)
    for p in positions:
        shape.insert(p, 1)
    return _view(x, ("reshape", tuple(shape)))


@NUMPY.function(converts=False)
def swapaxes(a: Any, axis1: int, axis2: int) -> Any:
    """Interchange two axes: a view.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.swapaxes(np.ones((2, 3, 4)), 0, 2).shape
    (4, 3, 2)
    """
    x = _nd(a)
    i, j = normalize_axis(axis1, x.ndim), normalize_axis(axis2, x.ndim)
    perm = list(range(x.ndim))
    perm[i], perm[j] = perm[j], perm[i]
    return _view(x, ("permute", tuple(perm)))


@NUMPY.function(converts=False)
def moveaxis(a: Any, source: Any, destination: Any) -> Any:
    """Move axes to new positions; the others keep their order (a view).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.moveaxis(np.ones((2, 3, 4)), 0, -1).shape
    (3, 4, 2)
    """
    x = _nd(a)
    src = normalize_axis(source, x.ndim)
    dst = normalize_axis(destination, x.ndim)
    src = src if type(src) is tuple else (src,)
    dst = dst if type(dst) is tuple else (dst,)
    if builtins.len(src) != builtins.len(dst):
        raise ValueError(
            "`source` and `destination` arguments must have the same number of elements"
        )
    order = [n for n in range(x.ndim) if n not in src]
    for d, s in sorted(zip(dst, src)):
        order.insert(d, s)
    return _view(x, ("permute", tuple(order)))


@NUMPY.function(converts=False)
def ravel(a: Any, order: str = "C") -> Any:
    """The flattened array (``order="F"``: column-major): a view where NumPy gives one.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.ravel(np.array([[1, 2], [3, 4]]), order="F")
    array([1, 3, 2, 4])
    """
    import numpy

    x = _nd(a)
    if order == "F":
        v = x.ivy_array
        return _nd(ivylite.reshape(ivylite.permute_dims(v, tuple(range(v.ndim))[::-1]), (-1,)))
    return _view(x, ("reshape", (-1,)), numpy.ravel)


@NUMPY.function(converts=False)
def flip(m: Any, axis: Any = None) -> Any:
    """Reverse the order of elements along ``axis`` (all axes by default): a view.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.flip(np.array([[1, 2], [3, 4]]), axis=1)
    array([[2, 1],
           [4, 3]])
    """
    x = _nd(m)
    axes = normalize_axis(axis, x.ndim)
    if axes is None:
        axes = tuple(range(x.ndim))
    elif type(axes) is not tuple:
        axes = (axes,)
    key = tuple(slice(None, None, -1) if i in axes else slice(None) for i in range(x.ndim))
    return x[key]


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


def _at_least(arys: tuple, nd: int) -> Any:
    out = []
    for a in arys:
        x = _nd(a)
        if x.ndim >= nd:
            out.append(x)
            continue
        if nd == 3 and x.ndim == 2:
            shape = (*x.shape, 1)
        elif nd == 3 and x.ndim == 1:
            shape = (1, x.shape[0], 1)
        else:
            shape = (1,) * (nd - x.ndim) + x.shape
        out.append(_view(x, ("reshape", shape)))
    return out[0] if builtins.len(out) == 1 else tuple(out)


@NUMPY.function(converts=False)
def atleast_1d(*arys: Any) -> Any:
    """Inputs as arrays of at least one dimension.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.atleast_1d(3.0)
    array([3.])
    """
    return _at_least(arys, 1)


@NUMPY.function(converts=False)
def atleast_2d(*arys: Any) -> Any:
    """Inputs as arrays of at least two dimensions.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.atleast_2d(np.array([1, 2])).shape
    (1, 2)
    """
    return _at_least(arys, 2)


@NUMPY.function(converts=False)
def atleast_3d(*arys: Any) -> Any:
    """Inputs as arrays of at least three dimensions (a 1-D array of n elements
    becomes (1, n, 1), a 2-D one (m, n, 1)).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.atleast_3d(np.arange(3)).shape, np.atleast_3d(np.ones((2, 3))).shape
    ((1, 3, 1), (2, 3, 1))
    """
    return _at_least(arys, 3)


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


@NUMPY.function(converts=False)
def split(ary: Any, indices_or_sections: Any, axis: int = 0) -> list[Any]:
    """Split into equal sections, or at the given indices, along ``axis`` (views).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.split(np.arange(6), 3)
    [array([0, 1]), array([2, 3]), array([4, 5])]
    """
    x = _nd(ary)
    n = x.shape[normalize_axis(axis, x.ndim)]
    if type(indices_or_sections) is builtins.int:
        sections = indices_or_sections
        if sections <= 0 or n % sections:
            raise ValueError("array split does not result in an equal division")
    return array_split(x, indices_or_sections, axis)


@NUMPY.function(converts=False)
def array_split(ary: Any, indices_or_sections: Any, axis: int = 0) -> list[Any]:
    """Split into sections (the first ``n % sections`` one longer), or at the
    given indices, along ``axis`` (views).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.array_split(np.arange(7), 3)
    [array([0, 1, 2]), array([3, 4]), array([5, 6])]
    """
    x = _nd(ary)
    axis = normalize_axis(axis, x.ndim)
    n = x.shape[axis]
    if type(indices_or_sections) is builtins.int or (
        hasattr(indices_or_sections, "ndim") and indices_or_sections.ndim == 0
    ):
        sections = builtins.int(indices_or_sections)
        if sections <= 0:
            raise ValueError("number sections must be larger than 0.")
        each, extra = builtins.divmod(n, sections)
        sizes = [each + 1] * extra + [each] * (sections - extra)
        bounds = [0]
        for size in sizes:
            bounds.append(bounds[-1] + size)
    else:
        bounds = [0, *(builtins.int(i) for i in indices_or_sections), n]
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
