"""NumPy's adding and removing of elements: ``append``, ``insert``, ``delete``,
``resize``, ``trim_zeros`` (each returns a new array, as NumPy's do).
"""

from __future__ import annotations

import builtins
from typing import Any

import ivylite
from ivylite.array import Array

from ._helpers import NUMPY, D, normalize_axis
from .indexing import _cyclic
from .joining import concatenate
from .manipulation import _nd
from .promotion import as_array

_I64 = D("int64")

__all__ = [
    "append", "delete", "insert", "resize", "trim_zeros",
]  # fmt: skip


@NUMPY.function(converts=False)
def append(arr: Any, values: Any, axis: Any = None) -> Any:
    """``values`` appended to ``arr`` (both flattened when ``axis`` is None).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.append(np.array([1, 2]), [[3, 4]])
    array([1, 2, 3, 4])
    """
    x, v = _nd(arr), _nd(values)
    if axis is None:
        x, v = x.ravel(), v.ravel()
        axis = x.ndim - 1
    return concatenate((x, v), axis=axis)


def _positions(obj: Any, n: int) -> list[int]:
    import numpy

    if isinstance(obj, slice):
        return list(range(n))[obj]
    o = numpy.asarray(obj.ivy_array if hasattr(obj, "ivy_array") else obj)
    if o.dtype == bool:
        return numpy.flatnonzero(o).tolist()
    return [builtins.int(i) + n if i < 0 else builtins.int(i) for i in o.reshape(-1)]


@NUMPY.function
def delete(arr: Any, obj: Any, axis: Any = None) -> Any:
    """``arr`` without the entries ``obj`` (an index, slice, indices or mask) along
    ``axis`` (of the flattened array by default).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.delete(np.arange(6), [0, 3])
    array([1, 2, 4, 5])
    """
    x = as_array(arr)
    if axis is None:
        x, axis = ivylite.reshape(x, (-1,)), 0
    axis = normalize_axis(axis, x.ndim)
    n = x.shape[axis]
    gone = set(_positions(obj, n))
    for i in gone:
        if not 0 <= i < n:
            raise IndexError(f"index {i} is out of bounds for axis {axis} with size {n}")
    keep = ivylite.asarray([i for i in range(n) if i not in gone], dtype=_I64)
    return x[(slice(None),) * axis + (keep,)]


@NUMPY.function
def insert(arr: Any, obj: Any, values: Any, axis: Any = None) -> Any:
    """``values`` inserted before the index or indices ``obj`` along ``axis`` (of
    the flattened array by default).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.insert(np.array([1, 2, 3]), 1, 99)
    array([ 1, 99,  2,  3])
    >>> np.insert(np.array([1, 2, 3]), [0, 3], [7, 8])
    array([7, 1, 2, 3, 8])
    """
    x = as_array(arr)
    if axis is None:
        x, axis = ivylite.reshape(x, (-1,)), 0
    axis = normalize_axis(axis, x.ndim)
    n = x.shape[axis]
    v = (
        as_array(values, x.dtype)
        if not isinstance(values, Array)
        else ivylite.astype(values, x.dtype)
    )
    scalar = type(obj) is builtins.int or (hasattr(obj, "ndim") and obj.ndim == 0)
    if scalar:
        where = [builtins.int(obj) + n if builtins.int(obj) < 0 else builtins.int(obj)]
        count = (
            v.shape[axis]
            if v.ndim == x.ndim
            else (v.shape[0] if v.ndim == 1 and x.ndim == 1 else 1)
        )
        where = where * count
    else:
        where = _positions(obj, n)
    for i in where:
        if not 0 <= i <= n:
            raise IndexError(f"index {i} is out of bounds for axis {axis} with size {n}")
    shape = list(x.shape)
    shape[axis] = builtins.len(where)
    if v.ndim == x.ndim and v.shape[axis] == builtins.len(where):
        block = ivylite.broadcast_to(v, tuple(shape))
    elif v.ndim == x.ndim - 1 or v.ndim == 0:
        block = ivylite.broadcast_to(
            ivylite.expand_dims(v, axis=axis) if v.ndim else v, tuple(shape)
        )
    else:
        block = ivylite.broadcast_to(
            ivylite.moveaxis(ivylite.reshape(v, (-1,) + (1,) * (x.ndim - 1)), 0, axis), tuple(shape)
        )
    order = sorted(range(builtins.len(where)), key=lambda j: (where[j], j))
    sources, inserted = [], 0
    for i in range(n + 1):
        while inserted < builtins.len(order) and where[order[inserted]] == i:
            sources.append(n + order[inserted])
            inserted += 1
        if i < n:
            sources.append(i)
    both = ivylite.concat([x, block], axis=axis)
    return both[(slice(None),) * axis + (ivylite.asarray(sources, dtype=_I64),)]


@NUMPY.function
def resize(a: Any, new_shape: Any) -> Any:
    """A new array of ``new_shape`` filled with ``a``'s elements repeated in order.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.resize(np.array([1, 2, 3]), (2, 4))
    array([[1, 2, 3, 1],
           [2, 3, 1, 2]])
    """
    x = as_array(a)
    shape = tuple(new_shape) if type(new_shape) in (tuple, list) else (builtins.int(new_shape),)
    n = 1
    for s in shape:
        n *= s
    if x.size == 0:
        return ivylite.zeros(shape, dtype=x.dtype)
    return ivylite.reshape(_cyclic(x, n), shape)


def resize_zero_filled(x: Array, new_shape: tuple) -> Array:
    """``ndarray.resize``: the elements in order, then zeros.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.frontends.numpy.adding_removing import resize_zero_filled
    >>> resize_zero_filled(ivylite.asarray([1, 2, 3]), (2, 2)).tolist()
    [[1, 2], [3, 0]]
    """
    n = 1
    for s in new_shape:
        n *= s
    flat = ivylite.reshape(x, (-1,))[:n]
    if flat.shape[0] < n:
        flat = ivylite.concat([flat, ivylite.zeros((n - flat.shape[0],), dtype=x.dtype)])
    return ivylite.reshape(flat, tuple(new_shape))


@NUMPY.function
def trim_zeros(filt: Any, trim: str = "fb", axis: Any = None) -> Any:
    """``filt`` without its leading (``f``) and trailing (``b``) zeros.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.trim_zeros(np.array([0, 0, 1, 2, 0]))
    array([1, 2])
    """
    x = as_array(filt)
    nz = [i for i, v in enumerate(ivylite.reshape(x != 0, (-1,)).tolist()) if v]
    if not nz:
        return x[0:0]
    lo = nz[0] if "f" in trim.lower() else 0
    hi = nz[-1] + 1 if "b" in trim.lower() else x.shape[0]
    return x[lo:hi]
