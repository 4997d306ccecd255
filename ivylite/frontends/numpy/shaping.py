"""More of NumPy's shape functions: diag, diagflat, diagonal, trace, pad,
rot90, fliplr, flipud, roll, column_stack, dstack, hsplit, vsplit, dsplit,
append, insert, delete, resize, trim_zeros.

``rot90``, ``fliplr`` and ``flipud`` return views, as in NumPy; ``diagonal``
returns a copy (NumPy's is a read-only view).
"""

from __future__ import annotations

import builtins
from typing import Any

import ivylite
from ivylite.array import Array

from ._helpers import NUMPY, D, normalize_axis
from .manipulation import _nd, array_split, concatenate, flip, transpose
from .promotion import as_array, result_type_numpy, scalar_array

__all__ = [
    "diag", "diagflat", "diagonal", "trace", "pad", "rot90", "fliplr", "flipud", "roll",
    "column_stack", "dstack", "hsplit", "vsplit", "dsplit", "append", "insert", "delete",
    "resize", "trim_zeros",
]  # fmt: skip

_I64, _BOOL = D("int64"), D("bool")


def _arr(x: Any) -> Array:
    return x if isinstance(x, Array) else as_array(x)


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
    return _diagonal(_arr(a), offset, axis1, axis2)


@NUMPY.function
def diag(v: Any, k: int = 0) -> Any:
    """A 2-D array with ``v`` on diagonal ``k`` (``v`` 1-D), or the diagonal ``k``
    of ``v`` (``v`` 2-D).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.diag(np.array([1, 2]), k=1)
    array([[0, 1, 0],
           [0, 0, 2],
           [0, 0, 0]])
    >>> np.diag(np.arange(4).reshape(2, 2))
    array([0, 3])
    """
    x = _arr(v)
    if x.ndim == 2:
        return _diagonal(x, k, 0, 1)
    if x.ndim != 1:
        raise ValueError("Input must be 1- or 2-d.")
    n = x.shape[0] + builtins.abs(k)
    out = ivylite.zeros((n, n), dtype=x.dtype)
    i = ivylite.arange(x.shape[0], dtype=_I64)
    rows, cols = (i, i + k) if k >= 0 else (i - k, i)
    out[(rows, cols)] = x
    return out


@NUMPY.function
def diagflat(v: Any, k: int = 0) -> Any:
    """A 2-D array with the flattened ``v`` on diagonal ``k``.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.diagflat([[1, 2], [3, 4]]).shape
    (4, 4)
    """
    return diag.__wrapped__(ivylite.reshape(_arr(v), (-1,)), k)


@NUMPY.function(converts=False)
def trace(a: Any, offset: int = 0, axis1: int = 0, axis2: int = 1, dtype: Any = None,
          out: Any = None) -> Any:  # fmt: skip
    """The sum along a diagonal (summed as :func:`sum` sums).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.trace(np.eye(3, dtype=np.int8))
    array(3)
    """
    from .ndarray import ndarray
    from .reduction import sum as _sum

    d = _diagonal(_nd(a).ivy_array, offset, axis1, axis2)
    return _sum(ndarray(d), axis=-1, dtype=dtype, out=out)


def _pad_widths(pad_width: Any, ndim: int) -> list[tuple[int, int]]:
    import numpy

    w = numpy.asarray(pad_width.ivy_array if hasattr(pad_width, "ivy_array") else pad_width)
    if w.dtype.kind not in "iu":
        raise TypeError("`pad_width` must be of integral type.")
    w = numpy.broadcast_to(w, (ndim, 2)).tolist()
    if builtins.any(x < 0 for pair in w for x in pair):
        raise ValueError("index can't contain negative values")
    return [(builtins.int(a), builtins.int(b)) for a, b in w]


def _source(p: int, n: int, mode: str) -> int:
    """The index along an axis of length ``n`` that padded position ``p`` copies."""
    if mode == "edge":
        return builtins.min(builtins.max(p, 0), n - 1)
    if mode == "wrap":
        return p % n
    if mode == "reflect":
        if n == 1:
            return 0
        q = p % (2 * n - 2)
        return q if q < n else 2 * n - 2 - q
    q = p % (2 * n)  # symmetric
    return q if q < n else 2 * n - 1 - q


_PAD_MODES = ("constant", "edge", "reflect", "symmetric", "wrap")


@NUMPY.function
def pad(array: Any, pad_width: Any, mode: str = "constant", **kwargs: Any) -> Any:
    """``array`` padded along each axis (modes ``constant``, ``edge``, ``reflect``,
    ``symmetric``, ``wrap``).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.pad(np.array([1, 2, 3]), (2, 1), mode="constant", constant_values=9)
    array([9, 9, 1, 2, 3, 9])
    >>> np.pad(np.array([1, 2, 3]), 2, mode="reflect")
    array([3, 2, 1, 2, 3, 2, 1])
    """
    if mode not in _PAD_MODES:
        raise NotImplementedError(
            f"numpy.pad(mode={mode!r}) is not supported by ivylite's numpy frontend; it "
            f"supports the modes {', '.join(_PAD_MODES)}"
        )
    x = _arr(array)
    widths = _pad_widths(pad_width, x.ndim)
    if mode == "constant":
        values = kwargs.get("constant_values", 0)
        return _pad_constant(x, widths, values)
    for axis, (before, after) in enumerate(widths):
        n = x.shape[axis]
        if n == 0 and before + after:
            raise ValueError(f"can't extend empty axis {axis} using modes other than 'constant'")
        idx = [_source(p, n, mode) for p in range(-before, n + after)]
        x = x[(slice(None),) * axis + (ivylite.asarray(idx, dtype=_I64),)]
    return x


def _pad_constant(x: Array, widths: list[tuple[int, int]], values: Any) -> Array:
    import numpy

    v = numpy.broadcast_to(
        numpy.asarray(values.ivy_array if hasattr(values, "ivy_array") else values, dtype=object),
        (x.ndim, 2),
    )
    for axis, (before, after) in enumerate(widths):
        parts = []
        for width, value in ((before, v[axis][0]), (after, v[axis][1])):
            shape = list(x.shape)
            shape[axis] = width
            fill = (
                ivylite.astype(ivylite.asarray(value), x.dtype)
                if not isinstance(
                    value, (builtins.int, builtins.float, builtins.bool, builtins.complex)
                )
                else _fill_value(value, x.dtype)
            )
            parts.append(ivylite.broadcast_to(fill, tuple(shape)))
        x = ivylite.concat([parts[0], x, parts[1]], axis=axis)
    return x


def _fill_value(value: Any, d: Any) -> Array:
    if d.kind in ("int", "uint") and type(value) is builtins.float:
        return ivylite.astype(scalar_array(value, D("float64")), d)
    return (
        scalar_array(value, d)
        if d.kind not in ("int", "uint", "bool")
        else ivylite.astype(ivylite.asarray(value), d)
    )


@NUMPY.function(converts=False)
def rot90(m: Any, k: int = 1, axes: Any = (0, 1)) -> Any:
    """``m`` rotated by 90 degrees ``k`` times in the plane of ``axes`` (a view).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.rot90(np.array([[1, 2], [3, 4]]))
    array([[2, 4],
           [1, 3]])
    """
    x = _nd(m)
    a0, a1 = (normalize_axis(a, x.ndim) for a in axes)
    if builtins.len(axes) != 2 or a0 == a1:
        raise ValueError("len(axes) must be 2 and the axes must be different.")
    k %= 4
    if k == 0:
        return x[...]
    if k == 2:
        return flip(flip(x, a0), a1)
    perm = list(range(x.ndim))
    perm[a0], perm[a1] = perm[a1], perm[a0]
    if k == 1:
        return transpose(flip(x, a1), perm)
    return flip(transpose(x, perm), a1)


@NUMPY.function(converts=False)
def fliplr(m: Any) -> Any:
    """Reverse the columns (axis 1): a view.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.fliplr(np.array([[1, 2], [3, 4]]))
    array([[2, 1],
           [4, 3]])
    """
    x = _nd(m)
    if x.ndim < 2:
        raise ValueError("Input must be >= 2-d.")
    return x[:, ::-1]


@NUMPY.function(converts=False)
def flipud(m: Any) -> Any:
    """Reverse the rows (axis 0): a view.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.flipud(np.array([1, 2, 3]))
    array([3, 2, 1])
    """
    x = _nd(m)
    if x.ndim < 1:
        raise ValueError("Input must be >= 1-d.")
    return x[::-1]


@NUMPY.function
def roll(a: Any, shift: Any, axis: Any = None) -> Any:
    """Elements shifted along ``axis`` (of the flattened array by default), those
    pushed past the end coming back at the start.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.roll(np.arange(5), 2)
    array([3, 4, 0, 1, 2])
    """
    x = _arr(a)
    if type(shift) in (list, tuple):
        shift = tuple(builtins.int(s) for s in shift)
    else:
        shift = builtins.int(shift)
    if axis is not None:
        axis = normalize_axis(axis, x.ndim)
    return ivylite.roll(x, shift, axis=axis)


@NUMPY.function
def column_stack(tup: Any) -> Any:
    """1-D arrays as columns, 2-D arrays as they are, side by side.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.column_stack((np.array([1, 2]), np.array([3, 4])))
    array([[1, 3],
           [2, 4]])
    """
    xs = [_arr(x) for x in tup]
    d = result_type_numpy(*xs)
    cols = [ivylite.reshape(x, (-1, 1)) if x.ndim < 2 else x for x in xs]
    return ivylite.concat([c if c.dtype is d else ivylite.astype(c, d) for c in cols], axis=1)


@NUMPY.function
def dstack(tup: Any) -> Any:
    """Arrays stacked along the third axis (made at least 3-D first).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.dstack((np.array([1, 2]), np.array([3, 4]))).shape
    (1, 2, 2)
    """
    from .manipulation import _at_least
    from .ndarray import ndarray

    xs = [_arr(x) for x in tup]
    d = result_type_numpy(*xs)
    parts = []
    for x in xs:
        y = _at_least((ndarray(x),), 3).ivy_array
        parts.append(y if y.dtype is d else ivylite.astype(y, d))
    return ivylite.concat(parts, axis=2)


def _split(name: str, axis: int, min_ndim: int) -> Any:
    def split(ary: Any, indices_or_sections: Any) -> list[Any]:
        x = _nd(ary)
        if x.ndim < min_ndim:
            raise ValueError(f"{name} only works on arrays of {min_ndim} or more dimensions")
        ax = 1 if (name == "hsplit" and x.ndim > 1) else (0 if name == "hsplit" else axis)
        if type(indices_or_sections) is builtins.int and x.shape[ax] % indices_or_sections:
            raise ValueError("array split does not result in an equal division")
        return array_split(x, indices_or_sections, ax)

    split.__name__ = split.__qualname__ = name
    return split


@NUMPY.function(converts=False)
def hsplit(ary: Any, indices_or_sections: Any) -> list[Any]:
    """Split along the second axis (the first for 1-D arrays): views.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.hsplit(np.arange(4), 2)
    [array([0, 1]), array([2, 3])]
    """
    return _split("hsplit", 1, 1)(ary, indices_or_sections)


@NUMPY.function(converts=False)
def vsplit(ary: Any, indices_or_sections: Any) -> list[Any]:
    """Split along the first axis (arrays of two or more dimensions): views.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> [p.shape for p in np.vsplit(np.zeros((4, 2)), 2)]
    [(2, 2), (2, 2)]
    """
    return _split("vsplit", 0, 2)(ary, indices_or_sections)


@NUMPY.function(converts=False)
def dsplit(ary: Any, indices_or_sections: Any) -> list[Any]:
    """Split along the third axis (arrays of three or more dimensions): views.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> [p.shape for p in np.dsplit(np.zeros((1, 1, 4)), 2)]
    [(1, 1, 2), (1, 1, 2)]
    """
    return _split("dsplit", 2, 3)(ary, indices_or_sections)


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
    x = _arr(arr)
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
    x = _arr(arr)
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
    from .indexing import _cyclic

    x = _arr(a)
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
    >>> from ivylite.frontends.numpy.shaping import resize_zero_filled
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
    x = _arr(filt)
    nz = [i for i, v in enumerate(ivylite.reshape(x != 0, (-1,)).tolist()) if v]
    if not nz:
        return x[0:0]
    lo = nz[0] if "f" in trim.lower() else 0
    hi = nz[-1] + 1 if "b" in trim.lower() else x.shape[0]
    return x[lo:hi]
