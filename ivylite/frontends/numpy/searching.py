"""NumPy's searching functions: where, nonzero, argwhere, flatnonzero, searchsorted."""

from __future__ import annotations

import builtins
from typing import Any

import ivylite
from ivylite.array import Array

from ._helpers import NUMPY, D
from ._sizes import known_all
from .promotion import as_array, result_type_numpy, scalar_array

__all__ = ["where", "nonzero", "argwhere", "flatnonzero", "searchsorted"]

_BOOL, _I64 = D("bool"), D("int64")


def _truth(x: Any) -> Array:
    c = x if isinstance(x, Array) else as_array(x)
    return c if c.dtype is _BOOL else c != 0


def _branch(v: Any, d: Any) -> Array:
    t = type(v)
    if t is builtins.int and d.kind in ("int", "uint") and -(2**63) <= v < 2**63:
        # numpy.where wraps a Python int that does not fit the dtype (it does not raise).
        return ivylite.astype(ivylite.asarray(v, dtype=_I64), d)
    if t in (builtins.int, builtins.float, builtins.complex, builtins.bool):
        return scalar_array(v, d)
    a = v if isinstance(v, Array) else as_array(v)
    return a if a.dtype is d else ivylite.astype(a, d)


@NUMPY.function
def where(condition: Any, x: Any = None, y: Any = None, /) -> Any:
    """Elements of ``x`` where ``condition`` holds, else of ``y``; with only
    ``condition``, :func:`nonzero`. The dtype is ``result_type(x, y)``.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.where(np.array([True, False]), np.array([1, 2], dtype=np.int8), 0)
    array([1, 0], dtype=int8)
    >>> np.where(np.array([True, False]), 1, 2.5)
    array([1. , 2.5])
    """
    if x is None and y is None:
        return _nonzero(condition)
    if x is None or y is None:
        raise ValueError("either both or neither of x and y should be given")
    d = _result_type_unchecked(x, y)
    return ivylite.where(_truth(condition), _branch(x, d), _branch(y, d))


def _result_type_unchecked(x: Any, y: Any) -> Any:
    # A Python int beside an array decides nothing and is not range-checked.
    if type(x) is builtins.int and type(y) is not builtins.int:
        x = 0
    elif type(y) is builtins.int and type(x) is not builtins.int:
        y = 0
    return result_type_numpy(x, y)


def _nonzero(a: Any) -> tuple[Array, ...]:
    x = a if isinstance(a, Array) else as_array(a)
    if x.ndim == 0:
        raise ValueError(
            "Calling nonzero on 0d arrays is not allowed. Use np.atleast_1d(scalar).nonzero() "
            "instead."
        )
    # one index array per axis, computed together on a lazy backend (one nonzero)
    return known_all(*ivylite.nonzero(_truth(x)))


@NUMPY.function
def nonzero(a: Any) -> tuple[Any, ...]:
    """Indices (int64) of the non-zero elements, one array per dimension.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.nonzero(np.array([[0, 3], [4, 0]]))
    (array([0, 1]), array([1, 0]))
    """
    return _nonzero(a)


@NUMPY.function
def argwhere(a: Any) -> Any:
    """Indices of the non-zero elements as an ``(N, a.ndim)`` int64 array.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.argwhere(np.array([[0, 3], [4, 0]]))
    array([[0, 1],
           [1, 0]])
    """
    x = a if isinstance(a, Array) else as_array(a)
    if x.ndim == 0:
        x = ivylite.reshape(x, (1,))
        return ivylite.reshape(ivylite.nonzero(_truth(x))[0], (-1, 0))
    return ivylite.stack(ivylite.nonzero(_truth(x)), axis=-1)


@NUMPY.function
def flatnonzero(a: Any) -> Any:
    """Indices of the non-zero elements of the flattened array.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.flatnonzero(np.array([[0, 3], [4, 0]]))
    array([1, 2])
    """
    x = a if isinstance(a, Array) else as_array(a)
    return ivylite.nonzero(_truth(ivylite.reshape(x, (-1,))))[0]


@NUMPY.function
def searchsorted(a: Any, v: Any, side: str = "left", sorter: Any = None) -> Any:
    """Indices (int64) where ``v`` would be inserted to keep ``a`` sorted.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.searchsorted(np.array([1, 2, 3]), np.array([2, 5]))
    array([1, 3])
    """
    x = a if isinstance(a, Array) else as_array(a)
    vals = v if isinstance(v, Array) else as_array(v)
    d = result_type_numpy(x, vals)
    if x.dtype is not d:
        x = ivylite.astype(x, d)
    if vals.dtype is not d:
        vals = ivylite.astype(vals, d)
    s = None if sorter is None else (sorter if isinstance(sorter, Array) else as_array(sorter))
    return ivylite.searchsorted(x, vals, side=side, sorter=s)
