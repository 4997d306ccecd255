"""NumPy's sorting functions: sort, argsort, lexsort, sort_complex and
take_along_axis.

Sorting is always stable here (NumPy's default quicksort may order equal
keys differently; ``kind="stable"`` results agree exactly). Complex values
sort lexicographically, real part first, as in NumPy.
"""

from __future__ import annotations

from typing import Any

import ivylite
from ivylite.array import Array

from ._helpers import NUMPY, D, normalize_axis
from .promotion import as_array

__all__ = [
    "sort", "argsort", "take_along_axis", "lexsort", "sort_complex",
]  # fmt: skip

_I64 = D("int64")
_COMPLEX = frozenset(ivylite.all_complex_dtypes)


def _take_along(x: Array, idx: Array, axis: int) -> Array:
    """``x`` gathered along ``axis`` at ``idx`` (other axes broadcast)."""
    nd = x.ndim
    keys: list[Any] = []
    for i in range(nd):
        if i == axis:
            keys.append(idx)
        else:
            shape = [1] * nd
            shape[i] = x.shape[i]  # broadcasts against idx, as NumPy's arguments do
            keys.append(ivylite.reshape(ivylite.arange(x.shape[i], dtype=_I64), tuple(shape)))
    return x[tuple(keys)]


def _argsort(x: Array, axis: int, descending: bool = False) -> Array:
    if x.dtype in _COMPLEX:
        # Secondary key first, then a stable sort on the primary key.
        first = ivylite.argsort(ivylite.imag(x), axis=axis, stable=True, descending=descending)
        real_sorted = _take_along(ivylite.real(x), first, axis)
        second = ivylite.argsort(real_sorted, axis=axis, stable=True, descending=descending)
        return _take_along(first, second, axis)
    return ivylite.argsort(x, axis=axis, stable=True, descending=descending)


def _prepare(a: Any, axis: Any, order: Any) -> tuple[Array, int]:
    if order is not None:
        raise ValueError("Cannot specify order when the array has no fields.")
    x = a if isinstance(a, Array) else as_array(a)
    if axis is None:
        return ivylite.reshape(x, (-1,)), 0
    return x, normalize_axis(axis, x.ndim)


@NUMPY.function
def sort(a: Any, axis: Any = -1, kind: Any = None, order: Any = None, *, stable: Any = None) -> Any:
    """A sorted copy along ``axis`` (flattened when ``axis`` is None).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.sort(np.array([[3, 1], [0, 2]], dtype=np.int8))
    array([[1, 3],
           [0, 2]], dtype=int8)
    >>> np.sort(np.array([1 + 2j, 0 + 9j, 1 + 1j]))
    array([0.+9.j, 1.+1.j, 1.+2.j])
    """
    x, axis = _prepare(a, axis, order)
    if x.dtype in _COMPLEX:
        return _take_along(x, _argsort(x, axis), axis)
    return ivylite.sort(x, axis=axis, stable=True)


@NUMPY.function
def argsort(
    a: Any, axis: Any = -1, kind: Any = None, order: Any = None, *, stable: Any = None
) -> Any:
    """Indices (int64) that sort ``a`` along ``axis``; equal keys keep their order.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.argsort(np.array([3.0, 1.0, 2.0]))
    array([1, 2, 0])
    """
    x, axis = _prepare(a, axis, order)
    return _argsort(x, axis)


@NUMPY.function
def take_along_axis(arr: Any, indices: Any, axis: Any = -1) -> Any:
    """Pick values along ``axis`` at ``indices`` (as from :func:`argsort`).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> x = np.array([[10, 30, 20]])
    >>> np.take_along_axis(x, np.argsort(x, axis=1), axis=1)
    array([[10, 20, 30]])
    """
    x = arr if isinstance(arr, Array) else as_array(arr)
    idx = indices if isinstance(indices, Array) else as_array(indices)
    if axis is None:
        return _take_along(ivylite.reshape(x, (-1,)), idx, 0)
    if idx.ndim != x.ndim:
        raise ValueError("`indices` and `arr` must have the same number of dimensions")
    return _take_along(x, idx, normalize_axis(axis, x.ndim))


@NUMPY.function
def lexsort(keys: Any, axis: int = -1) -> Any:
    """Indices (int64) sorting by the last key, ties broken by the earlier ones.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.lexsort((np.array([1, 5, 1, 4]), np.array([4, 4, 1, 1])))
    array([2, 3, 0, 1])
    """
    ks = (
        [as_array(k) for k in keys]
        if type(keys) in (list, tuple)
        else list(ivylite.unstack(as_array(keys)))
    )
    if not ks:
        raise TypeError("need sequence of keys with len > 0 in lexsort")
    axis = normalize_axis(axis, ks[0].ndim)
    order = _argsort(ks[0], axis)
    for k in ks[1:]:
        order = _take_along(order, _argsort(_take_along(k, order, axis), axis), axis)
    return ivylite.astype(order, _I64)


@NUMPY.function
def sort_complex(a: Any) -> Any:
    """Sorted as complex numbers (real part first), as a complex array.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.sort_complex(np.array([5, 3, 6, 2, 1]))
    array([1.+0.j, 2.+0.j, 3.+0.j, 5.+0.j, 6.+0.j])
    """
    x = sort.__wrapped__(a)
    if x.dtype.kind == "complex":
        return x
    target = D("complex64") if x.dtype in (D("float32"), D("float16"), D("int8"), D("uint8"),
                                            D("int16"), D("uint16")) else D("complex128")  # fmt: skip
    return ivylite.astype(x, target)
