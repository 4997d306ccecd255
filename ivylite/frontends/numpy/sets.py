"""NumPy's counting and set functions: bincount, unique (also of rows, with
``axis``), intersect1d, union1d, setdiff1d, setxor1d, isin.

Set functions sort (stably) and compare neighbours; ``isin`` searches the
sorted test values. ``bincount``'s weighted sums are sums per bin computed
by the backend (a product with a one-hot matrix, in blocks), so the last bits
of float sums may differ from NumPy's running sum.
"""

from __future__ import annotations

import builtins
from collections import namedtuple
from typing import Any

import ivylite
from ivylite.array import Array

from ._helpers import NUMPY, D, normalize_axis
from ._sizes import known, known_all
from .promotion import as_array, result_type_numpy

__all__ = [
    "bincount", "unique", "unique_values", "unique_counts", "unique_inverse", "unique_all",
    "intersect1d", "union1d", "setdiff1d", "setxor1d", "isin",
]  # fmt: skip

_I64, _F64, _BOOL = D("int64"), D("float64"), D("bool")
_BLOCK = 1 << 22  # elements of one one-hot block in bincount


@NUMPY.function
def bincount(x: Any, /, weights: Any = None, minlength: int = 0) -> Any:
    """How many times each non-negative integer occurs in ``x`` (int64), or the sum
    of ``weights`` for each (float64).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.bincount(np.array([0, 1, 1, 3]))
    array([1, 2, 0, 1])
    >>> np.bincount(np.array([0, 1, 1]), weights=np.array([0.5, 1.0, 2.0]))
    array([0.5, 3. ])
    """
    a = as_array(x)
    if a.ndim != 1:
        raise ValueError(
            "object too deep for desired array"
            if a.ndim > 1
            else "object of too small depth for desired array"
        )
    if a.dtype.kind not in ("int", "uint", "bool"):
        raise TypeError(
            "Cannot cast array data from dtype('float64') to dtype('int64') according to the rule 'safe'"
        )
    a = known(ivylite.astype(a, _I64))  # its length sets the blocks below
    if minlength < 0:
        raise ValueError("'minlength' must not be negative")
    if a.shape[0] and bool(ivylite.any(a < 0)):
        raise ValueError("'list' argument must have no negative elements")
    n = builtins.max(builtins.int(ivylite.max(a)) + 1 if a.shape[0] else 0, minlength)
    bins = ivylite.arange(n, dtype=_I64)
    if weights is None:
        s = ivylite.sort(a)
        return ivylite.searchsorted(s, bins, side="right") - ivylite.searchsorted(
            s, bins, side="left"
        )
    w = ivylite.astype(as_array(weights), _F64)
    if w.shape != a.shape:
        raise ValueError("The weights and list don't have the same length.")
    out = ivylite.zeros((n,), dtype=_F64)
    step = builtins.max(1, _BLOCK // builtins.max(n, 1))
    for start in range(0, a.shape[0], step):
        block = a[start : start + step]
        hot = ivylite.astype(
            ivylite.reshape(bins, (-1, 1)) == ivylite.reshape(block, (1, -1)), _F64
        )
        out = out + ivylite.matmul(hot, w[start : start + step])
    return out


UniqueAllResult = namedtuple("UniqueAllResult", ["values", "indices", "inverse_indices", "counts"])
UniqueCountsResult = namedtuple("UniqueCountsResult", ["values", "counts"])
UniqueInverseResult = namedtuple("UniqueInverseResult", ["values", "inverse_indices"])


def _unique_rows(x: Array) -> tuple[Array, Array, Array, Array]:
    """Unique rows of a 2-D array in lexicographic order: values, first indices,
    inverse, counts."""
    n = x.shape[0]
    order = ivylite.arange(n, dtype=_I64)
    for j in range(x.shape[1] - 1, -1, -1):  # stable sorts, last key first
        col = x[:, j][order]
        order = order[ivylite.argsort(col, stable=True)]
    rows = x[order]
    if n == 0:
        empty = ivylite.zeros((0,), dtype=_I64)
        return rows, empty, empty, empty
    new = ivylite.concat([
        ivylite.ones((1,), dtype=_BOOL),
        ivylite.any(rows[1:] != rows[:-1], axis=1) if x.shape[1] else ivylite.zeros((n - 1,), dtype=_BOOL),
    ])  # fmt: skip
    starts = known(ivylite.nonzero(new)[0])
    group = ivylite.cumulative_sum(ivylite.astype(new, _I64)) - 1
    inverse = ivylite.zeros((n,), dtype=_I64)
    inverse[order] = group
    ends = ivylite.concat([starts[1:], ivylite.asarray([n], dtype=_I64)])
    return rows[starts], order[starts], inverse, ivylite.astype(ends - starts, _I64)


@NUMPY.function
def unique(ar: Any, return_index: bool = False, return_inverse: bool = False,
           return_counts: bool = False, axis: Any = None, *, equal_nan: bool = True,
           sorted: bool = True) -> Any:  # fmt: skip
    """The sorted unique values (or sub-arrays along ``axis``), with first indices,
    inverse and counts on request (int64).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.unique(np.array([3, 1, 3, 2]))
    array([1, 2, 3])
    >>> values, inverse = np.unique(np.array([[3, 1], [1, 2]]), return_inverse=True)
    >>> inverse
    array([[2, 0],
           [0, 1]])
    >>> np.unique(np.array([[1, 0], [0, 1], [1, 0]]), axis=0)
    array([[0, 1],
           [1, 0]])
    """
    x = as_array(ar)
    if axis is None:
        flat = ivylite.reshape(x, (-1,))
        if not (return_index or return_inverse or return_counts):
            return ivylite.unique_values(flat)
        res = ivylite.unique_all(flat)
        # computed together on a lazy backend (one unique, not one per result)
        values, index, inverse, counts = known_all(
            res.values, res.indices, res.inverse_indices, res.counts
        )
        inverse = ivylite.reshape(inverse, x.shape)
    else:
        axis = normalize_axis(axis, x.ndim)
        moved = ivylite.moveaxis(x, axis, 0)
        rows = ivylite.reshape(moved, (moved.shape[0], -1))
        values, index, inverse, counts = _unique_rows(rows)
        values = ivylite.moveaxis(ivylite.reshape(values, (-1, *moved.shape[1:])), 0, axis)
    out: list[Array] = [values]
    for wanted, part in ((return_index, index), (return_inverse, inverse), (return_counts, counts)):
        if wanted:
            out.append(ivylite.astype(part, _I64))
    return out[0] if builtins.len(out) == 1 else tuple(out)


@NUMPY.function
def unique_values(x: Any) -> Any:
    """The unique values, sorted (NumPy 2's Array API form).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.unique_values(np.array([2, 1, 2]))
    array([1, 2])
    """
    return ivylite.unique_values(ivylite.reshape(as_array(x), (-1,)))


@NUMPY.function
def unique_counts(x: Any) -> Any:
    """The unique values and their counts.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.unique_counts(np.array([2, 1, 2])).counts
    array([1, 2])
    """
    v, c = unique.__wrapped__(x, return_counts=True)
    return UniqueCountsResult(v, c)


@NUMPY.function
def unique_inverse(x: Any) -> Any:
    """The unique values and the inverse indices (in ``x``'s shape).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.unique_inverse(np.array([2, 1, 2])).inverse_indices
    array([1, 0, 1])
    """
    v, i = unique.__wrapped__(x, return_inverse=True)
    return UniqueInverseResult(v, i)


@NUMPY.function
def unique_all(x: Any) -> Any:
    """The unique values, first indices, inverse indices and counts.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.unique_all(np.array([2, 1, 2])).indices
    array([1, 0])
    """
    return UniqueAllResult(*unique.__wrapped__(x, True, True, True))


def _common(a: Array, b: Array) -> tuple[Array, Array]:
    d = result_type_numpy(a, b)
    return (a if a.dtype is d else ivylite.astype(a, d)), (
        b if b.dtype is d else ivylite.astype(b, d)
    )


@NUMPY.function
def intersect1d(ar1: Any, ar2: Any, assume_unique: bool = False,
                return_indices: bool = False) -> Any:  # fmt: skip
    """The sorted values in both arrays (with their first indices on request).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.intersect1d([1, 3, 4, 3], [3, 1, 2, 1])
    array([1, 3])
    """
    a, b = _common(ivylite.reshape(as_array(ar1), (-1,)), ivylite.reshape(as_array(ar2), (-1,)))
    ua = ivylite.unique_all(a)
    ub = ivylite.unique_all(b)
    # argsort and the indices below need the sizes of the unique values
    ua_values, ua_indices, ub_values, ub_indices = known_all(
        ua.values, ua.indices, ub.values, ub.indices
    )
    both = ivylite.concat([ua_values, ub_values])
    order = ivylite.argsort(both, stable=True)
    aux = both[order]
    if aux.shape[0] < 2:
        common = ivylite.zeros((0,), dtype=_BOOL)
    else:
        common = aux[1:] == aux[:-1]
    values = aux[:-1][common] if aux.shape[0] else aux
    if not return_indices:
        return values
    na = ua_values.shape[0]
    i1 = ua_indices[known(order[:-1][common])]
    i2 = ub_indices[known(order[1:][common]) - na]
    return values, ivylite.astype(i1, _I64), ivylite.astype(i2, _I64)


@NUMPY.function
def union1d(ar1: Any, ar2: Any) -> Any:
    """The sorted values in either array.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.union1d([-1, 0, 1], [-2, 0, 2])
    array([-2, -1,  0,  1,  2])
    """
    a, b = _common(ivylite.reshape(as_array(ar1), (-1,)), ivylite.reshape(as_array(ar2), (-1,)))
    return ivylite.unique_values(ivylite.concat([a, b]))


def _isin(e: Array, t: Array) -> Array:
    e, t = _common(e, t)
    if t.size == 0:
        return ivylite.zeros(e.shape, dtype=_BOOL)
    s = ivylite.sort(ivylite.reshape(t, (-1,)))
    pos = ivylite.searchsorted(s, ivylite.reshape(e, (-1,)))
    found = s[ivylite.clip(pos, 0, s.shape[0] - 1)] == ivylite.reshape(e, (-1,))
    return ivylite.reshape(found, e.shape)


@NUMPY.function
def setdiff1d(ar1: Any, ar2: Any, assume_unique: bool = False) -> Any:
    """The sorted unique values of ``ar1`` not in ``ar2``.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.setdiff1d(np.array([1, 2, 3, 2, 4, 1]), np.array([3, 4, 5, 6]))
    array([1, 2])
    """
    a, b = _common(ivylite.reshape(as_array(ar1), (-1,)), ivylite.reshape(as_array(ar2), (-1,)))
    u = a if assume_unique else known(ivylite.unique_values(a))
    return u[~_isin(u, b)]


@NUMPY.function
def setxor1d(ar1: Any, ar2: Any, assume_unique: bool = False) -> Any:
    """The sorted values in exactly one of the arrays.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.setxor1d(np.array([1, 2, 3, 2, 4]), np.array([2, 3, 5, 7, 5]))
    array([1, 4, 5, 7])
    """
    a, b = _common(ivylite.reshape(as_array(ar1), (-1,)), ivylite.reshape(as_array(ar2), (-1,)))
    ua, ub = known_all(ivylite.unique_values(a), ivylite.unique_values(b))
    aux = ivylite.sort(ivylite.concat([ua, ub]))
    if aux.shape[0] == 0:
        return aux
    edge = ivylite.ones((1,), dtype=_BOOL)
    flag = ivylite.concat([edge, aux[1:] != aux[:-1], edge])
    return aux[flag[1:] & flag[:-1]]


@NUMPY.function
def isin(element: Any, test_elements: Any, assume_unique: bool = False, invert: bool = False,
         *, kind: Any = None) -> Any:  # fmt: skip
    """Whether each element of ``element`` is in ``test_elements`` (``element``'s shape).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.isin(np.array([[0, 2], [4, 6]]), [1, 2, 4, 8])
    array([[False,  True],
           [ True, False]])
    """
    r = _isin(as_array(element), as_array(test_elements))
    return ~r if invert else r
