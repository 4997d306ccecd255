"""``ndarray.flat``: the array seen as one flat sequence, in C order, that can
be iterated, indexed and assigned to (assignments reach the array)."""

from __future__ import annotations

import builtins
from typing import Any

import ivylite
from ivylite.array import Array

from .ndarray import cast_value, index_key, ndarray

__all__ = ["flatiter"]


class flatiter:
    """NumPy's ``flatiter`` (made by ``ndarray.flat``).

    Indexing it gives elements (an integer) or a 1-D copy (slices, arrays);
    assigning to it writes into the array, the values repeated cyclically
    when fewer are given, as in NumPy.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> z = np.arange(6).reshape(2, 3)
    >>> z.flat[[1, 4]] = -1
    >>> z
    array([[ 0, -1,  2],
           [ 3, -1,  5]])
    >>> z.flat[3], [int(v) for v in z.flat][:3]
    (array(3), [0, -1, 2])
    >>> z.flat = [7, 8]
    >>> z
    array([[7, 8, 7],
           [8, 7, 8]])
    """

    __slots__ = ("base", "_index")

    def __init__(self, base: Any) -> None:
        self.base = base
        self._index = 0

    def _flat(self) -> Array:
        return ivylite.reshape(self.base.ivy_array, (-1,))

    def __len__(self) -> int:
        return self.base.size

    def __iter__(self) -> flatiter:
        return self

    def __next__(self) -> Any:
        if self._index >= self.base.size:
            raise StopIteration
        self._index += 1
        return self[self._index - 1]

    @property
    def index(self) -> int:
        return self._index

    def __array__(self, dtype: Any = None, copy: Any = None) -> Any:
        return self._flat().__array__(dtype)

    def copy(self) -> Any:
        return self.base.flatten()

    def __getitem__(self, key: Any) -> Any:
        flat = self._flat()
        if key is Ellipsis:
            return ndarray(ivylite.asarray(flat, copy=True))
        k = index_key(key)
        if type(k) is builtins.int:
            n = flat.shape[0]
            if not -n <= k < n:
                raise IndexError(f"index {k} is out of bounds for size {n}")
        # NumPy gives a scalar or a copy, never a view: a copy here
        return ndarray(ivylite.asarray(flat[k], copy=True))

    def __setitem__(self, key: Any, value: Any) -> None:
        base = self.base
        d = base.ivy_array.dtype
        flat = ivylite.asarray(self._flat(), copy=True)
        positions = ivylite.arange(flat.shape[0], dtype=ivylite.int64)
        if key is not Ellipsis:
            positions = ivylite.reshape(positions[index_key(key)], (-1,))
        v = ivylite.reshape(cast_value(value, d), (-1,))
        n, m = positions.shape[0], v.shape[0]
        if m == 0:
            if n:
                raise ValueError("flat assignment needs at least one value")
            return
        if m != n:  # NumPy repeats the values cyclically
            v = ivylite.tile(v, (-(-n // m),))[:n]
        flat[positions] = v
        base._assign(Ellipsis, ivylite.reshape(flat, base.shape))
