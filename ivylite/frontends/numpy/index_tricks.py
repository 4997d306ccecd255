"""NumPy's index tricks: ``mgrid``, ``ogrid``, ``r_``, ``c_``, ``ix_``, ``s_``,
``index_exp``.

A slice step given as an imaginary number (``5j``) is a count of points,
end included (``linspace``); otherwise the slice is an ``arange``.
"""

from __future__ import annotations

import builtins
import math as _pymath
from typing import Any

import ivylite
from ivylite.array import Array

from ._helpers import NUMPY, D
from .ndarray import ndarray
from .promotion import as_array, result_type_numpy

__all__ = ["mgrid", "ogrid", "r_", "c_", "ix_", "s_", "index_exp"]

_I64, _F64 = D("int64"), D("float64")


def _is_float(v: Any) -> bool:
    return type(v) in (builtins.float, builtins.complex)


def _slice_values(s: slice, d: Any) -> Array:
    start = 0 if s.start is None else s.start
    step = 1 if s.step is None else s.step
    if type(step) is builtins.complex:
        n = builtins.int(builtins.abs(step))
        return ivylite.linspace(start, s.stop, n, dtype=_F64)
    n = builtins.max(0, _pymath.ceil((s.stop - start) / step))
    return ivylite.asarray([start + i * step for i in range(n)], dtype=d)


def _dtype_of(slices: tuple) -> Any:
    parts = [v for s in slices for v in (s.start, s.stop, s.step)]
    return _F64 if builtins.any(_is_float(v) for v in parts) else _I64


def _wrap(x: Any) -> Any:
    if type(x) is tuple:
        return tuple(ndarray(e) for e in x)
    return ndarray(x)


class _Grid:
    def __init__(self, sparse: bool) -> None:
        self._sparse = sparse

    def __getitem__(self, key: Any) -> Any:
        if type(key) is slice:
            return _wrap(_slice_values(key, _dtype_of((key,))))
        d = _dtype_of(key)
        axes = [_slice_values(s, d) for s in key]
        n = builtins.len(axes)
        shaped = []
        for i, a in enumerate(axes):
            shape = [1] * n
            shape[i] = a.shape[0]
            shaped.append(ivylite.reshape(a, tuple(shape)))
        if self._sparse:
            return _wrap(tuple(shaped))
        full = tuple(a.shape[0] for a in axes)
        return _wrap(ivylite.stack([ivylite.broadcast_to(a, full) for a in shaped]))


mgrid = _Grid(False)
mgrid.__doc__ = """Dense coordinate grids: ``mgrid[0:2, 0:3]`` has shape (2, 2, 3).

Examples
--------
>>> import ivylite.frontends.numpy as np
>>> np.mgrid[0:2, 0:3][1]
array([[0, 1, 2],
       [0, 1, 2]])
"""
ogrid = _Grid(True)


class _Concatenator:
    def __init__(self, columns: bool) -> None:
        self._columns = columns

    def __getitem__(self, key: Any) -> Any:
        items = key if type(key) is tuple else (key,)
        if items and type(items[0]) is str:
            raise NotImplementedError(
                "r_/c_ directive strings are not supported by ivylite's numpy frontend"
            )
        parts, scalars = [], []
        for item in items:
            if type(item) is slice:
                parts.append(_slice_values(item, _dtype_of((item,))))
            elif type(item) in (builtins.int, builtins.float, builtins.complex, builtins.bool):
                scalars.append(item)
                parts.append(item)
            else:
                parts.append(as_array(item))
        arrays = [p for p in parts if isinstance(p, Array)]
        d = result_type_numpy(*arrays, *scalars) if parts else _F64
        out = []
        for p in parts:
            a = as_array(p, d) if not isinstance(p, Array) else p
            a = a if a.dtype is d else ivylite.astype(a, d)
            a = ivylite.reshape(a, (1,)) if a.ndim == 0 else a
            if self._columns and a.ndim == 1:
                a = ivylite.reshape(a, (-1, 1))
            out.append(a)
        if not out:
            return _wrap(ivylite.zeros((0,), dtype=_F64))
        return _wrap(ivylite.concat(out, axis=-1 if self._columns else 0))


r_ = _Concatenator(False)
c_ = _Concatenator(True)


@NUMPY.function
def ix_(*args: Any) -> Any:
    """Open-mesh index arrays from 1-D sequences, for indexing the cross product.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> a = np.arange(12).reshape(3, 4)
    >>> a[np.ix_([0, 2], [1, 3])]
    array([[ 1,  3],
           [ 9, 11]])
    """
    n = builtins.len(args)
    out = []
    for i, seq in enumerate(args):
        a = as_array(seq) if not isinstance(seq, Array) else seq
        if a.ndim != 1:
            raise ValueError("Cross index must be 1 dimensional")
        if a.dtype.kind == "bool":
            a = ivylite.astype(ivylite.nonzero(a)[0], _I64)
        elif a.size == 0:
            a = ivylite.astype(a, _I64)
        shape = [1] * n
        shape[i] = a.shape[0]
        out.append(ivylite.reshape(a, tuple(shape)))
    return tuple(out)


class _IndexExpression:
    def __init__(self, maketuple: bool) -> None:
        self._maketuple = maketuple

    def __getitem__(self, item: Any) -> Any:
        if self._maketuple and type(item) is not tuple:
            return (item,)
        return item


s_ = _IndexExpression(False)
index_exp = _IndexExpression(True)
