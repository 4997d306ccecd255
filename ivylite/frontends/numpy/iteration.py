"""Building arrays from Python code and walking them: ``fromiter``,
``fromfunction``, ``ndenumerate``, ``ndindex``."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from typing import Any

import ivylite

from ._helpers import NUMPY
from .dtypes import as_numpy_dtype
from .indexing import indices
from .ndarray import ndarray
from .promotion import as_array

__all__ = ["fromiter", "fromfunction", "ndenumerate", "ndindex"]


@NUMPY.function
def fromiter(iter: Any, dtype: Any, count: int = -1, *, like: Any = None) -> Any:
    """A 1-D array of ``dtype`` from an iterable (its first ``count`` items).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.fromiter((x * x for x in range(4)), dtype=float)
    array([0., 1., 4., 9.])
    """
    d = as_numpy_dtype(dtype)
    items = list(iter if count < 0 else itertools.islice(iter, count))
    if 0 <= count != len(items):
        raise ValueError(
            f"iterator too short: Expected {count} but iterator had only {len(items)} items."
        )
    if not items:
        return ivylite.zeros((0,), dtype=d)
    return as_array(items, d)


@NUMPY.function
def fromfunction(function: Any, shape: Any, *, dtype: Any = float, like: Any = None,
                 **kwargs: Any) -> Any:  # fmt: skip
    """``function`` called once with one coordinate array per axis of ``shape``.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.fromfunction(lambda i, j: i + j, (2, 3), dtype=int)
    array([[0, 1, 2],
           [1, 2, 3]])
    """
    grids = indices(shape, dtype=dtype)
    return function(*(ndarray(g) for g in grids.ivy_array), **kwargs)


class ndenumerate:
    """Iterate over ``(index, value)`` pairs in C order (values as 0-d arrays).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> [(i, int(v)) for i, v in np.ndenumerate(np.array([[1, 2], [3, 4]]))][:2]
    [((0, 0), 1), ((0, 1), 2)]
    """

    def __init__(self, arr: Any) -> None:
        self._arr = arr if isinstance(arr, ndarray) else ndarray(as_array(arr))
        self._iter = iter(ndindex(*self._arr.shape))

    def __iter__(self) -> Iterator[tuple[tuple[int, ...], Any]]:
        return self

    def __next__(self) -> tuple[tuple[int, ...], Any]:
        i = next(self._iter)
        return i, self._arr[i]


class ndindex:
    """Iterate over the indices of an array of the given shape, in C order.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> list(np.ndindex(2, 2))
    [(0, 0), (0, 1), (1, 0), (1, 1)]
    """

    def __init__(self, *shape: Any) -> None:
        if len(shape) == 1 and isinstance(shape[0], tuple):
            shape = shape[0]
        self._iter = itertools.product(*(range(int(n)) for n in shape))

    def __iter__(self) -> Iterator[tuple[int, ...]]:
        return self

    def __next__(self) -> tuple[int, ...]:
        return next(self._iter)
