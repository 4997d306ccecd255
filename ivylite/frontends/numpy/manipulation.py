"""NumPy's array manipulation: basic operations (ndim, shape, size), changing
the shape (reshape, ravel), transpose-like operations (transpose, swapaxes,
moveaxis, rollaxis, permute_dims, matrix_transpose), changing the number of
dimensions (squeeze, expand_dims, atleast_1d/2d/3d, broadcast_to,
broadcast_arrays, broadcast_shapes), changing the kind of array
(asanyarray, ascontiguousarray, asfortranarray, asarray_chkfinite, require),
tiling (tile, repeat) and the triangles (tril, triu). Joining and splitting
are in :mod:`.joining`, rearranging in :mod:`.rearranging`.
"""

from __future__ import annotations

import builtins
from typing import Any

import ivylite
from ivylite.array import Array

from ._helpers import NUMPY, AxisError, D, normalize_axis
from ._views import derive
from .creation import asarray
from .dtypes import as_numpy_dtype
from .ndarray import ndarray
from .promotion import as_array

__all__ = [
    "reshape", "transpose", "squeeze", "expand_dims", "swapaxes", "moveaxis", "ravel",
    "atleast_1d", "atleast_2d", "atleast_3d", "tile", "repeat", "broadcast_to", "tril", "triu",
    "ndim", "shape", "size", "broadcast_arrays", "broadcast_shapes", "rollaxis", "asanyarray",
    "ascontiguousarray", "asarray_chkfinite", "permute_dims", "matrix_transpose",
    "asfortranarray", "require",
]  # fmt: skip

_I64 = D("int64")


def _shape(shape: Any) -> tuple[int, ...]:
    if type(shape) in (tuple, list):
        return tuple(s.__index__() for s in shape)
    return (shape.__index__(),)


def _nd(a: Any) -> Any:
    """``a`` as a frontend array: itself if it is one (so views reach it)."""
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


def _atleast(x: Array, nd: int) -> Array:
    if x.ndim >= nd:
        return x
    if nd == 2 and x.ndim == 1:
        return ivylite.reshape(x, (1, x.shape[0]))
    return ivylite.reshape(x, (1,) * (nd - x.ndim) + x.shape)


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
    x = as_array(A)
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
    x = as_array(a)
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
    return ivylite.broadcast_to(as_array(array), _shape(shape))


def _triangle(lower: bool) -> Any:
    def tri(m: Any, k: int = 0) -> Array:
        x = as_array(m)
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


def ndim(a: Any) -> int:
    """The number of dimensions of ``a``.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.ndim([[1, 2], [3, 4]]), np.ndim(5)
    (2, 0)
    """
    return as_array(getattr(a, "ivy_array", a)).ndim


def shape(a: Any) -> tuple[int, ...]:
    """The shape of ``a``.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.shape(np.zeros((2, 3))), np.shape([1, 2])
    ((2, 3), (2,))
    """
    return as_array(getattr(a, "ivy_array", a)).shape


def size(a: Any, axis: Any = None) -> int:
    """The number of elements of ``a`` (along ``axis``).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.size(np.zeros((2, 3))), np.size(np.zeros((2, 3)), 1)
    (6, 3)
    """
    x = as_array(getattr(a, "ivy_array", a))
    return x.size if axis is None else x.shape[normalize_axis(axis, x.ndim)]


@NUMPY.function(converts=False)
def asanyarray(a: Any, dtype: Any = None, order: Any = None, *, like: Any = None) -> Any:
    """:func:`asarray` (the frontend has no array subclasses).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> x = np.arange(3); np.asanyarray(x) is x
    True
    """
    return asarray(a, dtype)


@NUMPY.function(converts=False)
def ascontiguousarray(a: Any, dtype: Any = None, *, like: Any = None) -> Any:
    """``a`` as an array (at least 1-D), C-contiguous.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.ascontiguousarray(5).shape
    (1,)
    """
    x = _nd(asarray(a, dtype))
    if x.ndim == 0:
        return reshape(x, (1,))
    return x if x.strides == _contiguous(x) else x.copy()


def _contiguous(x: Any) -> tuple[int, ...]:
    out, step = [], x.itemsize
    for n in reversed(x.shape):
        out.append(step)
        step *= builtins.max(n, 1)
    return tuple(reversed(out))


@NUMPY.function
def asarray_chkfinite(a: Any, dtype: Any = None, order: Any = None) -> Any:
    """``a`` as an array, refused if it holds NaN or infinity.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.asarray_chkfinite([1.0, 2.0])
    array([1., 2.])
    """
    x = as_array(a, None if dtype is None else as_numpy_dtype(dtype))
    if x.dtype.kind in ("float", "complex") and not builtins.bool(ivylite.all(ivylite.isfinite(x))):
        raise ValueError("array must not contain infs or NaNs")
    return x


@NUMPY.function
def broadcast_arrays(*args: Any, subok: bool = False) -> Any:
    """The arrays broadcast to their common shape.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> [a.shape for a in np.broadcast_arrays(np.zeros((2, 1)), np.zeros(3))]
    [(2, 3), (2, 3)]
    """
    return tuple(ivylite.broadcast_arrays(*(as_array(a) for a in args)))


def broadcast_shapes(*args: Any) -> tuple[int, ...]:
    """The shape the given shapes broadcast to.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.broadcast_shapes((2, 1), (3,))
    (2, 3)
    """
    out: list[int] = []
    for s in args:
        s = (s,) if type(s) is builtins.int else tuple(s)
        out = [1] * (len(s) - len(out)) + out
        padded = (1,) * (len(out) - len(s)) + s
        for i, (a, b) in enumerate(zip(out, padded)):
            if a != b and 1 not in (a, b):
                raise ValueError("shape mismatch: objects cannot be broadcast to a single shape")
            out[i] = b if a == 1 else a
    return tuple(out)


@NUMPY.function(converts=False)
def rollaxis(a: Any, axis: int, start: int = 0) -> Any:
    """``a`` with ``axis`` moved to before ``start`` (a view).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.rollaxis(np.ones((3, 4, 5)), 2).shape
    (5, 3, 4)
    """
    x = _nd(a)
    n = x.ndim
    axis = normalize_axis(axis, n)
    start = start + n if start < 0 else start
    if not 0 <= start <= n:
        raise ValueError(f"'start' arg requires {-n} <= start < {n + 1}")
    if axis < start:
        start -= 1
    order = [i for i in range(n) if i != axis]
    order.insert(start, axis)
    return transpose(x, order)


@NUMPY.function(converts=False)
def permute_dims(a: Any, /, axes: Any = None) -> Any:
    """NumPy 2's name for :func:`transpose` (a view).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.permute_dims(np.ones((2, 3)), (1, 0)).shape
    (3, 2)
    """
    return transpose(a, axes)


@NUMPY.function(converts=False)
def matrix_transpose(x: Any, /) -> Any:
    """The last two axes swapped (a view).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.matrix_transpose(np.ones((4, 2, 3))).shape
    (4, 3, 2)
    """
    a = _nd(x)
    if a.ndim < 2:
        raise ValueError("Input array must be at least 2-dimensional")
    return swapaxes(a, -1, -2)


@NUMPY.function
def asfortranarray(a: Any, dtype: Any = None, *, like: Any = None) -> Any:
    """``a`` as an array (the frontend's arrays have no memory order to choose).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.asfortranarray([[1, 2]]).shape
    (1, 2)
    """
    x = as_array(a, None if dtype is None else as_numpy_dtype(dtype))
    return ivylite.reshape(x, (1,)) if x.ndim == 0 else x


@NUMPY.function(converts=False)
def require(a: Any, dtype: Any = None, requirements: Any = None, *, like: Any = None) -> Any:
    """``a`` as an array of ``dtype`` (memory requirements hold for the frontend's arrays).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.require([1, 2], dtype=np.float32)
    array([1., 2.], dtype=float32)
    """
    return asarray(a, dtype)
