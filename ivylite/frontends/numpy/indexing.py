"""NumPy's indexing routines: unravel_index, ravel_multi_index, indices, take,
put, put_along_axis, argpartition, partition, select, choose, diagonal,
fill_diagonal, place, putmask, copyto, compress, extract, and the
diag/tril/triu index builders.

Functions that write (``put``, ``put_along_axis``, ``fill_diagonal``,
``place``, ``putmask``, ``copyto``) write into the frontend array they are
given, through its ``_assign``: a view's base sees the change.

``partition`` and ``argpartition`` return a fully sorted order along the axis:
a valid partition for every ``kth``, though NumPy's introselect leaves the
elements on either side of ``kth`` in another order.
"""

from __future__ import annotations

import builtins
import math as _pymath
from typing import Any

import ivylite
from ivylite.array import Array

from ._helpers import NUMPY, D, cast_for_ufunc, finish, normalize_axis
from .dtypes import as_numpy_dtype
from .ndarray import cast_value, ndarray
from .promotion import as_array, result_type_numpy, scalar_array
from .sorting import _argsort, _take_along

__all__ = [
    "unravel_index", "ravel_multi_index", "indices", "take", "put", "put_along_axis",
    "argpartition", "partition", "select", "choose", "fill_diagonal", "place", "putmask",
    "copyto", "compress", "extract", "diag_indices", "diag_indices_from", "tril_indices",
    "triu_indices", "tril_indices_from", "triu_indices_from", "mask_indices", "diagonal",
]  # fmt: skip

_I64, _BOOL = D("int64"), D("bool")


def _dims(shape: Any) -> tuple[int, ...]:
    if hasattr(shape, "__iter__") and not hasattr(shape, "ivy_array"):
        return tuple(builtins.int(s) for s in shape)
    return (builtins.int(shape),)


@NUMPY.function
def unravel_index(indices: Any, shape: Any, order: str = "C") -> Any:
    """The coordinates (int64, one array per axis) of flat ``indices`` in ``shape``.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.unravel_index(22, (7, 6))
    (array(3), array(4))
    >>> np.unravel_index([3, 22, 41], (7, 6))
    (array([0, 3, 6]), array([3, 4, 5]))
    """
    dims = _dims(shape)
    i = as_array(indices)
    if i.dtype.kind not in ("int", "uint"):
        raise TypeError("only int indices permitted")
    i = ivylite.astype(i, _I64) if i.dtype is not _I64 else i
    size = _pymath.prod(dims)
    if i.size and bool(ivylite.any((i < 0) | (i >= size))):
        bad = builtins.int(ivylite.max(i) if bool(ivylite.any(i >= size)) else ivylite.min(i))
        raise ValueError(f"index {bad} is out of bounds for array with size {size}")
    out = []
    axes = range(len(dims) - 1, -1, -1) if order == "C" else range(len(dims))
    for ax in axes:
        out.append(i % dims[ax])
        i = i // dims[ax]
    return tuple(out[::-1] if order == "C" else out)


@NUMPY.function
def ravel_multi_index(multi_index: Any, dims: Any, mode: Any = "raise", order: str = "C") -> Any:
    """Flat indices (int64) of coordinate arrays in an array of shape ``dims``.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.ravel_multi_index((np.array([3, 6]), np.array([4, 5])), (7, 6))
    array([22, 41])
    """
    dims = _dims(dims)
    coords = [as_array(c) for c in multi_index]
    if len(coords) != len(dims):
        raise ValueError("parameter multi_index must be a sequence of length " + str(len(dims)))
    modes = mode if type(mode) in (tuple, list) else (mode,) * len(dims)
    flat = None
    order_axes = range(len(dims)) if order == "C" else range(len(dims) - 1, -1, -1)
    for ax in order_axes:
        c = ivylite.astype(coords[ax], _I64)
        n = dims[ax]
        if modes[ax] == "wrap":
            c = c % n
        elif modes[ax] == "clip":
            c = ivylite.clip(c, 0, n - 1)
        elif c.size and bool(ivylite.any((c < 0) | (c >= n))):
            raise ValueError("invalid entry in coordinates array")
        flat = c if flat is None else flat * n + c
    return flat


@NUMPY.function
def indices(dimensions: Any, dtype: Any = int, sparse: bool = False) -> Any:
    """A grid of indices: ``out[k][i0, i1, ...] == ik`` (stacked; a tuple if ``sparse``).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.indices((2, 3))
    array([[[0, 0, 0],
            [1, 1, 1]],
    <BLANKLINE>
           [[0, 1, 2],
            [0, 1, 2]]])
    """
    dims = _dims(dimensions)
    d = as_numpy_dtype(dtype)
    parts = []
    for ax, n in enumerate(dims):
        shape = [1] * len(dims)
        shape[ax] = n
        r = ivylite.reshape(ivylite.arange(n, dtype=d), tuple(shape))
        parts.append(r if sparse else ivylite.broadcast_to(r, dims))
    if sparse:
        return tuple(parts)
    if not parts:
        return ivylite.zeros((0,), dtype=d)
    return ivylite.stack(parts)


def _positions(idx: Array, n: int, mode: str) -> Array:
    if mode == "wrap":
        return idx % n
    if mode == "clip":
        return ivylite.clip(idx, 0, n - 1)
    if idx.size and bool(ivylite.any((idx < -n) | (idx >= n))):
        bad = builtins.int(ivylite.max(idx) if bool(ivylite.any(idx >= n)) else ivylite.min(idx))
        raise IndexError(f"index {bad} is out of bounds for axis 0 with size {n}")
    return idx % n if n else idx


@NUMPY.function
def take(a: Any, indices: Any, axis: Any = None, out: Any = None, mode: str = "raise") -> Any:
    """Elements of ``a`` at ``indices`` along ``axis`` (of the flattened array by
    default); ``mode`` ``wrap`` or ``clip`` handles indices out of range.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.take(np.array([4, 3, 5, 7]), [0, 3, -1])
    array([4, 7, 7])
    >>> np.take(np.arange(6).reshape(2, 3), [[0, 1], [1, 2]], axis=1).shape
    (2, 2, 2)
    """
    x = as_array(a)
    if axis is None:
        x, axis = ivylite.reshape(x, (-1,)), 0
    axis = normalize_axis(axis, x.ndim)
    idx = as_array(indices)
    if idx.dtype.kind not in ("int", "uint"):
        raise TypeError("Cannot cast array data from dtype('float64') to dtype('int64')")
    pos = _positions(ivylite.astype(idx, _I64), x.shape[axis], mode)
    r = x[(slice(None),) * axis + (pos,)]
    return finish(r, out, True, "take")


def _write(target: Any, new: Array) -> None:
    """Write ``new`` (the whole new value) into the frontend array ``target``."""
    if not isinstance(target, ndarray):
        raise TypeError("argument must be a numpy array (it is written in place)")
    target._assign(Ellipsis, new)


def _cyclic(values: Array, n: int) -> Array:
    """``values`` flattened and repeated cyclically to ``n`` elements (NumPy's put)."""
    v = ivylite.reshape(values, (-1,))
    m = v.shape[0]
    if m == n or n == 0:
        return v[:n]
    return ivylite.tile(v, (-(-n // m),))[:n]


@NUMPY.function(converts=False)
def put(a: Any, ind: Any, v: Any, mode: str = "raise") -> None:
    """Write ``v`` (repeated as needed) at flat positions ``ind`` of ``a``, in place.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> a = np.arange(5)
    >>> np.put(a, [0, 2], [-44, -55])
    >>> a
    array([-44,   1, -55,   3,   4])
    """
    x = a.ivy_array
    flat = ivylite.asarray(ivylite.reshape(x, (-1,)), copy=True)
    idx = ivylite.reshape(ivylite.astype(as_array(ind), _I64), (-1,))
    pos = _positions(idx, flat.shape[0], mode)
    if pos.shape[0] == 0:
        return
    flat[pos] = _cyclic(cast_value(v, x.dtype), pos.shape[0])
    _write(a, ivylite.reshape(flat, x.shape))


@NUMPY.function(converts=False)
def put_along_axis(arr: Any, indices: Any, values: Any, axis: Any) -> None:
    """Write ``values`` at ``indices`` along ``axis`` of ``arr``, in place (the
    inverse of ``take_along_axis``).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> a = np.array([[10, 30, 20], [60, 40, 50]])
    >>> np.put_along_axis(a, np.array([[1], [0]]), 0, axis=1)
    >>> a
    array([[10,  0, 20],
           [ 0, 40, 50]])
    """
    x = arr.ivy_array
    idx = as_array(indices)
    if axis is None:
        new = ivylite.asarray(ivylite.reshape(x, (-1,)), copy=True)
        axis = 0
    else:
        axis = normalize_axis(axis, x.ndim)
        new = ivylite.asarray(x, copy=True)
        if idx.ndim != x.ndim:
            raise ValueError("`indices` and `arr` must have the same number of dimensions")
    key = []
    for i in range(new.ndim):
        if i == axis:
            key.append(ivylite.astype(idx, _I64) % new.shape[i])
        else:
            shape = [1] * new.ndim
            shape[i] = new.shape[i]
            key.append(ivylite.reshape(ivylite.arange(new.shape[i], dtype=_I64), tuple(shape)))
    target_shape = ivylite.broadcast_arrays(*key)[0].shape
    new[tuple(key)] = ivylite.broadcast_to(cast_value(values, x.dtype), target_shape)
    _write(arr, ivylite.reshape(new, x.shape))


def _kth_checked(x: Array, kth: Any, axis: int) -> None:
    n = x.shape[axis]
    for k in kth if type(kth) in (list, tuple) else [kth]:
        k = builtins.int(k)
        if not -n <= k < n:
            raise ValueError(f"kth(={k}) out of bounds ({n})")


@NUMPY.function
def argpartition(a: Any, kth: Any, axis: Any = -1, kind: str = "introselect",
                 order: Any = None) -> Any:  # fmt: skip
    """Indices (int64) that partition ``a`` around ``kth``: here, a full stable sort.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> a = np.array([3, 4, 2, 1])
    >>> a[np.argpartition(a, 2)][2]
    array(3)
    """
    x = as_array(a)
    if axis is None:
        x, axis = ivylite.reshape(x, (-1,)), 0
    axis = normalize_axis(axis, x.ndim)
    _kth_checked(x, kth, axis)
    return _argsort(x, axis)


@NUMPY.function
def partition(a: Any, kth: Any, axis: Any = -1, kind: str = "introselect",
              order: Any = None) -> Any:  # fmt: skip
    """A copy with the element at ``kth`` in its sorted place, smaller ones before
    and larger after: here, a full sort.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.partition(np.array([3, 4, 2, 1]), 2)[2]
    array(3)
    """
    x = as_array(a)
    if axis is None:
        x, axis = ivylite.reshape(x, (-1,)), 0
    axis = normalize_axis(axis, x.ndim)
    _kth_checked(x, kth, axis)
    return _take_along(x, _argsort(x, axis), axis)


@NUMPY.function
def select(condlist: Any, choicelist: Any, default: Any = 0) -> Any:
    """Elements from the first choice whose condition holds, else ``default``.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> x = np.arange(6)
    >>> np.select([x < 2, x > 3], [x, x ** 2], 42)
    array([ 0,  1, 42, 42, 16, 25])
    """
    if len(condlist) != len(choicelist):
        raise ValueError("list of cases must be same length as list of conditions")
    choices = [as_array(c) for c in choicelist]
    conds = [as_array(c) for c in condlist]
    for c in conds:
        if c.dtype is not _BOOL:
            raise TypeError("invalid entry in condlist: should be boolean ndarray")
    default_arr = default if isinstance(default, Array) else None
    d = result_type_numpy(*choices, default if default_arr is None else default_arr)
    r = scalar_array(default, d) if default_arr is None else ivylite.astype(default_arr, d)
    for c, v in zip(conds[::-1], choices[::-1]):
        r = ivylite.where(c, ivylite.astype(v, d) if v.dtype is not d else v, r)
    shape = ivylite.broadcast_arrays(r, *conds, *choices)[0].shape
    return ivylite.broadcast_to(r, shape)


@NUMPY.function
def choose(a: Any, choices: Any, out: Any = None, mode: str = "raise") -> Any:
    """``choices[a[i]][i]`` for each position ``i`` (all broadcast together).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.choose(np.array([2, 0, 1]), [[0, 1, 2], [10, 11, 12], [20, 21, 22]])
    array([20,  1, 12])
    """
    idx = as_array(a)
    cs = [as_array(c) for c in choices]
    d = result_type_numpy(*cs)
    cs = [c if c.dtype is d else ivylite.astype(c, d) for c in cs]
    idx = _positions(ivylite.astype(idx, _I64), len(cs), mode)
    parts = ivylite.broadcast_arrays(idx, *cs)
    r = parts[1]
    for k, c in enumerate(parts[2:], start=1):
        r = ivylite.where(parts[0] == k, c, r)
    return finish(r, out, True, "choose")


@NUMPY.function(converts=False)
def fill_diagonal(a: Any, val: Any, wrap: bool = False) -> None:
    """Write ``val`` (repeated as needed) on the main diagonal of ``a``, in place.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> a = np.zeros((3, 3), dtype=int)
    >>> np.fill_diagonal(a, 5)
    >>> a
    array([[5, 0, 0],
           [0, 5, 0],
           [0, 0, 5]])
    """
    x = a.ivy_array
    if x.ndim < 2:
        raise ValueError("array must be at least 2-d")
    if x.ndim == 2:
        step = x.shape[1] + 1
        end = None if wrap else x.shape[1] * x.shape[1]
    else:
        if len(set(x.shape)) != 1:
            raise ValueError("All dimensions of input must be of equal length")
        step = 1 + sum(_pymath.prod(x.shape[i + 1 :]) for i in range(x.ndim - 1))
        end = None
    positions = list(range(0, x.size if end is None else builtins.min(end, x.size), step))
    put(a, positions, val)


@NUMPY.function(converts=False)
def place(arr: Any, mask: Any, vals: Any) -> None:
    """Write ``vals`` (repeated as needed, in order) where ``mask`` is true, in place.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> a = np.arange(6)
    >>> np.place(a, a > 2, [44, 55])
    >>> a
    array([ 0,  1,  2, 44, 55, 44])
    """
    x = arr.ivy_array
    m = ivylite.reshape(as_array(mask, _BOOL), (-1,))
    flat = ivylite.asarray(ivylite.reshape(x, (-1,)), copy=True)
    n = builtins.int(ivylite.sum(ivylite.astype(m, _I64)))
    if n:
        flat[m] = _cyclic(cast_value(vals, x.dtype), n)
        _write(arr, ivylite.reshape(flat, x.shape))


@NUMPY.function(converts=False)
def putmask(a: Any, mask: Any, values: Any) -> None:
    """``a[i] = values[i % len(values)]`` wherever ``mask[i]``, in place.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> x = np.arange(6).reshape(2, 3)
    >>> np.putmask(x, x > 2, x ** 2)
    >>> x
    array([[ 0,  1,  2],
           [ 9, 16, 25]])
    """
    x = a.ivy_array
    v = _cyclic(cast_value(values, x.dtype), x.size)
    m = as_array(mask, _BOOL)
    new = ivylite.where(m, ivylite.reshape(v, x.shape), x)
    _write(a, new)


@NUMPY.function(converts=False)
def copyto(dst: Any, src: Any, casting: str = "same_kind", where: Any = True) -> None:
    """Copy ``src`` (broadcast) into ``dst`` where ``where`` holds, in place.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> a = np.zeros(3)
    >>> np.copyto(a, [1, 2, 3], where=[True, False, True])
    >>> a
    array([1., 0., 3.])
    """
    x = dst.ivy_array
    s = as_array(src)
    if s.dtype is not x.dtype:
        s = cast_for_ufunc(s, x.dtype, casting, "copyto")
    s = ivylite.broadcast_to(s, x.shape)
    if where is not True:
        s = ivylite.where(as_array(where, _BOOL), s, x)
    _write(dst, s)


@NUMPY.function
def compress(condition: Any, a: Any, axis: Any = None, out: Any = None) -> Any:
    """The slices of ``a`` along ``axis`` where ``condition`` holds.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.compress([0, 1], np.array([[1, 2], [3, 4]]), axis=0)
    array([[3, 4]])
    """
    x = as_array(a)
    if axis is None:
        x, axis = ivylite.reshape(x, (-1,)), 0
    axis = normalize_axis(axis, x.ndim)
    c = ivylite.reshape(as_array(condition, _BOOL), (-1,))
    keep = ivylite.nonzero(c)[0]
    return finish(x[(slice(None),) * axis + (keep,)], out, True, "compress")


@NUMPY.function
def extract(condition: Any, arr: Any) -> Any:
    """The elements of ``arr`` where ``condition`` holds (both flattened).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.extract(np.arange(6) % 2 == 0, np.arange(6) * 10)
    array([ 0, 20, 40])
    """
    c = ivylite.reshape(as_array(condition, _BOOL), (-1,))
    return ivylite.reshape(as_array(arr), (-1,))[c]


@NUMPY.function
def diag_indices(n: int, ndim: int = 2) -> Any:
    """Indices of the main diagonal of an ``ndim``-dimensional array of side ``n``.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.diag_indices(3)
    (array([0, 1, 2]), array([0, 1, 2]))
    """
    i = ivylite.arange(n, dtype=_I64)
    return (i,) * ndim


@NUMPY.function
def diag_indices_from(arr: Any) -> Any:
    """:func:`diag_indices` for ``arr``'s shape (all sides equal).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.diag_indices_from(np.zeros((2, 2)))
    (array([0, 1]), array([0, 1]))
    """
    x = as_array(arr)
    if x.ndim < 2 or len(set(x.shape)) != 1:
        raise ValueError("All dimensions of input must be of equal length")
    return diag_indices.__wrapped__(x.shape[0], x.ndim)


def _tri_indices(n: int, k: int, m: Any, lower: bool) -> tuple[Array, Array]:
    m = n if m is None else m
    rows = ivylite.reshape(ivylite.arange(n, dtype=_I64), (n, 1))
    cols = ivylite.reshape(ivylite.arange(m, dtype=_I64), (1, m))
    mask = (cols - rows <= k) if lower else (cols - rows >= k)
    r, c = ivylite.nonzero(mask)
    return ivylite.astype(r, _I64), ivylite.astype(c, _I64)


@NUMPY.function
def tril_indices(n: int, k: int = 0, m: Any = None) -> Any:
    """Indices of the lower triangle (diagonal ``k`` included) of an n-by-m array.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.tril_indices(3)
    (array([0, 1, 1, 2, 2, 2]), array([0, 0, 1, 0, 1, 2]))
    """
    return _tri_indices(n, k, m, True)


@NUMPY.function
def triu_indices(n: int, k: int = 0, m: Any = None) -> Any:
    """Indices of the upper triangle (diagonal ``k`` included) of an n-by-m array.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.triu_indices(3, k=1)
    (array([0, 0, 1]), array([1, 2, 2]))
    """
    return _tri_indices(n, k, m, False)


@NUMPY.function
def tril_indices_from(arr: Any, k: int = 0) -> Any:
    """:func:`tril_indices` for a 2-D array's shape.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.tril_indices_from(np.zeros((2, 2)))
    (array([0, 1, 1]), array([0, 0, 1]))
    """
    x = as_array(arr)
    return _tri_indices(x.shape[-2], k, x.shape[-1], True)


@NUMPY.function
def triu_indices_from(arr: Any, k: int = 0) -> Any:
    """:func:`triu_indices` for a 2-D array's shape.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.triu_indices_from(np.zeros((2, 2)))
    (array([0, 0, 1]), array([0, 1, 1]))
    """
    x = as_array(arr)
    return _tri_indices(x.shape[-2], k, x.shape[-1], False)


@NUMPY.function
def mask_indices(n: int, mask_func: Any, k: int = 0) -> Any:
    """Indices where ``mask_func(ones((n, n)), k)`` is nonzero.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.mask_indices(2, np.triu)
    (array([0, 0, 1]), array([0, 1, 1]))
    """
    m = mask_func(ndarray(ivylite.ones((n, n), dtype=_I64)), k)
    r, c = ivylite.nonzero(as_array(m) != 0)
    return ivylite.astype(r, _I64), ivylite.astype(c, _I64)


def _diagonal(x: Array, offset: int, axis1: int, axis2: int) -> Array:
    """The ``offset`` diagonal of axes ``axis1``, ``axis2``, as the last axis."""
    a1, a2 = normalize_axis(axis1, x.ndim), normalize_axis(axis2, x.ndim)
    if a1 == a2:
        raise ValueError("axis1 and axis2 cannot be the same")
    rest = [i for i in range(x.ndim) if i not in (a1, a2)]
    x = ivylite.permute_dims(x, (*rest, a1, a2))
    n, m = x.shape[-2], x.shape[-1]
    length = builtins.max(
        0, builtins.min(n, m - offset) if offset >= 0 else builtins.min(n + offset, m)
    )
    i = ivylite.arange(length, dtype=_I64)
    rows, cols = (i, i + offset) if offset >= 0 else (i - offset, i)
    return x[(..., rows, cols)]


@NUMPY.function
def diagonal(a: Any, offset: int = 0, axis1: int = 0, axis2: int = 1) -> Any:
    """The diagonal ``offset`` of the sub-arrays over ``axis1``, ``axis2`` (a copy).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.diagonal(np.arange(9).reshape(3, 3), 1)
    array([1, 5])
    """
    return _diagonal(as_array(a), offset, axis1, axis2)
