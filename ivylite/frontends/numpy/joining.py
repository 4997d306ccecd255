"""NumPy's joining and splitting of arrays: ``concatenate`` (and NumPy 2's ``concat``),
``stack``, ``block``, ``vstack`` (``row_stack``), ``hstack``, ``dstack``, ``column_stack``,
``unstack``; ``split``, ``array_split``, ``hsplit``, ``vsplit``, ``dsplit``.

Joining promotes with ``numpy.result_type`` (arrays strong), so it refuses
what NumPy refuses (bfloat16 with int16, for example).
"""

from __future__ import annotations

import builtins
from typing import Any

import ivylite
from ivylite.array import Array

from ._helpers import NUMPY, cast_for_ufunc, finish, normalize_axis
from .manipulation import _at_least, _atleast, _nd
from .ndarray import ndarray
from .promotion import as_array, result_type_numpy

__all__ = [
    "column_stack", "dstack", "hsplit", "vsplit", "dsplit", "block", "row_stack", "concat",
    "unstack", "concatenate", "stack", "vstack", "hstack", "split", "array_split",
]  # fmt: skip


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
    xs = [as_array(x) for x in tup]
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
    xs = [as_array(x) for x in tup]
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


@NUMPY.function
def block(arrays: Any) -> Any:
    """An array assembled from nested lists of blocks (the innermost list joins
    along the last axis).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.block([[np.eye(2), np.zeros((2, 1))], [np.ones((1, 2)), np.ones((1, 1))]])
    array([[1., 0., 0.],
           [0., 1., 0.],
           [1., 1., 1.]])
    """

    def depth(x: Any) -> int:
        return 1 + depth(x[0]) if type(x) is list else 0

    levels = depth(arrays)

    def leaves(x: Any) -> list[Array]:
        return [a for e in x for a in leaves(e)] if type(x) is list else [as_array(x)]

    all_blocks = leaves(arrays)
    nd = builtins.max(levels, *(a.ndim for a in all_blocks))
    d = result_type_numpy(*all_blocks)

    def join(x: Any, level: int) -> Array:
        if type(x) is not list:
            a = ivylite.astype(as_array(x), d)
            return ivylite.reshape(a, (1,) * (nd - a.ndim) + a.shape)
        return ivylite.concat([join(e, level + 1) for e in x], axis=-(levels - level))

    return join(arrays, 0)


@NUMPY.function
def row_stack(tup: Any, *, dtype: Any = None, casting: str = "same_kind") -> Any:
    """:func:`vstack` (NumPy's older name).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.row_stack([np.array([1]), np.array([2])])
    array([[1],
           [2]])
    """
    return vstack.__wrapped__(tup, dtype=dtype, casting=casting)


@NUMPY.function(converts=False)
def concat(arrays: Any, /, *, axis: Any = 0) -> Any:
    """NumPy 2's name for :func:`concatenate`.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.concat([np.array([1]), np.array([2, 3])])
    array([1, 2, 3])
    """
    return concatenate(arrays, axis=axis)


@NUMPY.function(converts=False)
def unstack(x: Any, /, *, axis: int = 0) -> Any:
    """The sub-arrays along ``axis``, as a tuple of views.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.unstack(np.arange(4).reshape(2, 2))
    (array([0, 1]), array([2, 3]))
    """
    a = _nd(x)
    axis = normalize_axis(axis, a.ndim)
    return tuple(a[(slice(None),) * axis + (i,)] for i in range(a.shape[axis]))


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


def _joined(arrays: Any, dtype: Any, casting: str, name: str) -> list[Array]:
    xs = [as_array(x) for x in arrays]
    if not xs:
        raise ValueError("need at least one array to concatenate")
    if dtype is None:
        d = result_type_numpy(*xs)
        return [x if x.dtype is d else ivylite.astype(x, d) for x in xs]
    return [cast_for_ufunc(x, dtype, casting, name) for x in xs]
