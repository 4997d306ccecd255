"""NumPy's array creation: from shape or value (zeros, ones, empty, full, the
``*_like`` functions, eye, identity), from existing data (array, asarray,
copy), numerical ranges (arange, linspace, logspace, geomspace, meshgrid) and
building matrices (diag, diagflat, tri, vander).

Default dtypes are NumPy's: float64 for ``zeros``/``ones``/``eye``, int64
for Python ints, the fill value's dtype for ``full``.
"""

from __future__ import annotations

import builtins
import math as _pymath
from typing import Any

import ivylite
from ivylite.array import Array
from ivylite.dtypes import Dtype

from ._helpers import NUMPY, D
from .dtypes import as_numpy_dtype
from .indexing import _diagonal
from .ndarray import ndarray
from .promotion import as_array, infer_dtype, result_type_numpy, scalar_array

__all__ = [
    "array", "asarray", "copy", "zeros", "ones", "empty", "full", "zeros_like", "ones_like",
    "empty_like", "full_like", "arange", "linspace", "eye", "identity", "meshgrid", "tri",
    "vander", "logspace", "geomspace", "diag", "diagflat",
]  # fmt: skip

_F64, _I64, _BOOL = D("float64"), D("int64"), D("bool")
_PY = (builtins.int, builtins.float, builtins.complex, builtins.bool)


def _dtype_or(dtype: Any, default: Dtype) -> Dtype:
    return default if dtype is None else as_numpy_dtype(dtype)


def _check_device(device: Any) -> None:
    if device is not None and device != "cpu":
        raise ValueError(f'Device not understood. Only "cpu" is allowed, but received: {device}')


def _shape(shape: Any) -> tuple[int, ...]:
    if type(shape) in (tuple, list):
        return tuple(s.__index__() for s in shape)
    return (shape.__index__(),)


@NUMPY.function
def array(
    object: Any,
    dtype: Any = None,
    *,
    copy: bool = True,
    order: str = "K",
    subok: bool = False,
    ndmin: int = 0,
    ndmax: int = 0,
    like: Any = None,
) -> Any:
    """A new array from nested sequences, scalars or arrays (NumPy's dtype inference).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.array([1, 2]), np.array([1, 2.5]).dtype, np.array([[True]], ndmin=3).shape
    (array([1, 2]), dtype('float64'), (1, 1, 1))
    """
    d = None if dtype is None else as_numpy_dtype(dtype)
    x = as_array(object, d)
    if copy and x is object:
        x = ivylite.asarray(x, copy=True)
    if x.ndim < ndmin:
        x = ivylite.reshape(x, (1,) * (ndmin - x.ndim) + x.shape)
    return x


@NUMPY.function(converts=False)
def asarray(
    a: Any,
    dtype: Any = None,
    order: Any = None,
    *,
    device: Any = None,
    copy: bool | None = None,
    like: Any = None,
) -> Any:
    """``a`` as an array: ``a`` itself when it already is one of ``dtype`` (so it
    stays a view of its base), else a new array.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.asarray([[1, 2], [3, 4]], dtype=np.float32)
    array([[1., 2.],
           [3., 4.]], dtype=float32)
    >>> np.asarray(2**63).dtype, np.asarray(range(3))
    (dtype('uint64'), array([0, 1, 2]))
    >>> x = np.arange(3); np.asarray(x) is x
    True
    """
    _check_device(device)
    d = None if dtype is None else as_numpy_dtype(dtype)
    if isinstance(a, ndarray) and not copy and (d is None or a.ivy_array.dtype is d):
        return a
    x = as_array(a, d)
    if copy:
        x = ivylite.asarray(x, copy=True)
    return ndarray(x)


@NUMPY.function
def copy(a: Any, order: str = "K", subok: bool = False) -> Any:
    """A copy of ``a``.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> x = np.array([1, 2]); y = np.copy(x); y[0] = 5; x
    array([1, 2])
    """
    x = a if isinstance(a, Array) else as_array(a)
    return ivylite.asarray(x, copy=True)


@NUMPY.function
def zeros(
    shape: Any, dtype: Any = None, order: str = "C", *, device: Any = None, like: Any = None
) -> Any:
    """An array of zeros (float64 unless ``dtype`` says otherwise).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.zeros((2, 2), dtype=np.int8)
    array([[0, 0],
           [0, 0]], dtype=int8)
    """
    _check_device(device)
    return ivylite.zeros(_shape(shape), dtype=_dtype_or(dtype, _F64))


@NUMPY.function
def ones(
    shape: Any, dtype: Any = None, order: str = "C", *, device: Any = None, like: Any = None
) -> Any:
    """An array of ones (float64 unless ``dtype`` says otherwise).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.ones(3)
    array([1., 1., 1.])
    """
    _check_device(device)
    return ivylite.ones(_shape(shape), dtype=_dtype_or(dtype, _F64))


@NUMPY.function
def empty(
    shape: Any, dtype: Any = None, order: str = "C", *, device: Any = None, like: Any = None
) -> Any:
    """An array whose values are not set (zeros here; NumPy leaves memory as it was).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.empty((2, 3)).shape, np.empty(2).dtype
    ((2, 3), dtype('float64'))
    """
    _check_device(device)
    return ivylite.zeros(_shape(shape), dtype=_dtype_or(dtype, _F64))


def _fill(shape: tuple[int, ...], fill_value: Any, d: Dtype | None) -> Array:
    v = as_array(fill_value, d)
    return ivylite.asarray(ivylite.broadcast_to(v, shape), copy=True)


@NUMPY.function
def full(
    shape: Any,
    fill_value: Any,
    dtype: Any = None,
    order: str = "C",
    *,
    device: Any = None,
    like: Any = None,
) -> Any:
    """An array filled with ``fill_value`` (its dtype unless ``dtype`` is given).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.full(3, 2), np.full(2, 1.5).dtype
    (array([2, 2, 2]), dtype('float64'))
    """
    _check_device(device)
    return _fill(_shape(shape), fill_value, None if dtype is None else as_numpy_dtype(dtype))


def _like(a: Any, dtype: Any, shape: Any) -> tuple[Dtype, tuple[int, ...]]:
    x = a if isinstance(a, Array) else as_array(a)
    return _dtype_or(dtype, x.dtype), x.shape if shape is None else _shape(shape)


@NUMPY.function
def zeros_like(
    a: Any,
    dtype: Any = None,
    order: str = "K",
    subok: bool = True,
    shape: Any = None,
    *,
    device: Any = None,
) -> Any:
    """Zeros with the shape and dtype of ``a``.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.zeros_like(np.array([1, 2], dtype=np.int8))
    array([0, 0], dtype=int8)
    """
    d, s = _like(a, dtype, shape)
    return ivylite.zeros(s, dtype=d)


@NUMPY.function
def ones_like(
    a: Any,
    dtype: Any = None,
    order: str = "K",
    subok: bool = True,
    shape: Any = None,
    *,
    device: Any = None,
) -> Any:
    """Ones with the shape and dtype of ``a``.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.ones_like([[1.5, 2.5]])
    array([[1., 1.]])
    """
    d, s = _like(a, dtype, shape)
    return ivylite.ones(s, dtype=d)


@NUMPY.function
def empty_like(
    prototype: Any,
    /,
    dtype: Any = None,
    order: str = "K",
    subok: bool = True,
    shape: Any = None,
    *,
    device: Any = None,
) -> Any:
    """An unset array (zeros here) with the shape and dtype of ``prototype``.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.empty_like(np.ones((2, 2), dtype=np.float32)).dtype
    dtype('float32')
    """
    d, s = _like(prototype, dtype, shape)
    return ivylite.zeros(s, dtype=d)


@NUMPY.function
def full_like(
    a: Any,
    fill_value: Any,
    dtype: Any = None,
    order: str = "K",
    subok: bool = True,
    shape: Any = None,
    *,
    device: Any = None,
) -> Any:
    """``fill_value`` cast to ``a``'s dtype, in ``a``'s shape.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.full_like(np.ones(2, dtype=np.int8), 1.7)
    array([1, 1], dtype=int8)
    """
    d, s = _like(a, dtype, shape)
    return _fill(s, fill_value, d)


@NUMPY.function
def arange(
    start_or_stop: Any,
    /,
    stop: Any = None,
    step: Any = 1,
    *,
    dtype: Any = None,
    device: Any = None,
    like: Any = None,
) -> Any:
    """Evenly spaced values in ``[start, stop)``; int64 for ints, float64 for floats.

    With an integer ``dtype`` NumPy's recipe is kept: the first value and the first
    step are truncated, then repeated (``arange(0, 2, 0.5, dtype=int)`` is zeros).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.arange(3), np.arange(0, 1, 0.25)
    (array([0, 1, 2]), array([0.  , 0.25, 0.5 , 0.75]))
    """
    _check_device(device)
    start, stop = (0, start_or_stop) if stop is None else (start_or_stop, stop)
    if dtype is None:
        # The arguments are strongly typed here: Python ints give int64, floats float64.
        d = result_type_numpy(
            *(infer_dtype(v) if type(v) in _PY else v for v in (start, stop, step))
        )
    else:
        d = as_numpy_dtype(dtype)
    values = [v.item() if isinstance(v, Array) else v for v in (start, stop, step)]
    if values[2] == 0:
        raise ZeroDivisionError("division by zero")
    n = builtins.max(_pymath.ceil((values[1] - values[0]) / values[2]), 0)
    if d is _BOOL and n > 2:
        raise TypeError(
            "arange() is only supported for booleans when the result has at most length 2."
        )
    if d.kind in ("int", "uint", "bool"):
        first = builtins.int(values[0])
        delta = builtins.int(values[0] + values[2]) - first
        r = ivylite.arange(n, dtype=_I64) * delta + first
        return ivylite.astype(r, d) if d is not _I64 else r
    return ivylite.arange(*values, dtype=d)


@NUMPY.function
def linspace(
    start: Any,
    stop: Any,
    num: int = 50,
    endpoint: bool = True,
    retstep: bool = False,
    dtype: Any = None,
    axis: int = 0,
    *,
    device: Any = None,
) -> Any:
    """``num`` evenly spaced values from ``start`` to ``stop`` (float64 by default;
    integer dtypes round towards minus infinity, as NumPy 2 does).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.linspace(0, 1, 5)
    array([0.  , 0.25, 0.5 , 0.75, 1.  ])
    >>> np.linspace(0, 10, 5, retstep=True)[1]
    array(2.5)
    >>> np.linspace(0, 1, 5, dtype=int)
    array([0, 0, 0, 0, 1])
    """
    _check_device(device)
    if num < 0:
        raise ValueError(f"Number of samples, {num}, must be non-negative.")
    for v in (start, stop):
        if isinstance(v, Array) and v.ndim != 0:
            raise NotImplementedError(
                "numpy.linspace with array start/stop is not supported by the ivylite numpy "
                "frontend; pass scalars or 0-d arrays"
            )
    # NumPy: result_type(start, stop, float(num)), the float weak.
    natural = result_type_numpy(start, stop, builtins.float(num))
    d = _dtype_or(dtype, natural)
    start, stop = (v.item() if isinstance(v, Array) else v for v in (start, stop))
    div = (num - 1) if endpoint else num
    step = (stop - start) / div if div > 0 else float("nan")
    r = ivylite.linspace(start, stop, num, dtype=natural, endpoint=endpoint)
    if d is not natural:
        if d.kind in ("int", "uint"):
            r = ivylite.floor(r)
        r = ivylite.astype(r, d)
    # NumPy's step is a float64 scalar: a 0-d array here
    return (r, ivylite.asarray(step, dtype=natural)) if retstep else r


@NUMPY.function
def eye(
    N: int,
    M: int | None = None,
    k: int = 0,
    dtype: Any = float,
    order: str = "C",
    *,
    device: Any = None,
    like: Any = None,
) -> Any:
    """A 2-D array with ones on the ``k``-th diagonal.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.eye(2, 3, k=1, dtype=np.int8)
    array([[0, 1, 0],
           [0, 0, 1]], dtype=int8)
    """
    _check_device(device)
    return ivylite.eye(N, M, k=k, dtype=_dtype_or(dtype, _F64))


@NUMPY.function
def identity(n: int, dtype: Any = None, *, like: Any = None) -> Any:
    """The ``n`` x ``n`` identity matrix (float64 by default).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.identity(2, dtype=int)
    array([[1, 0],
           [0, 1]])
    """
    return ivylite.eye(n, dtype=_dtype_or(dtype, _F64))


@NUMPY.function
def meshgrid(*xi: Any, copy: bool = True, sparse: bool = False, indexing: str = "xy") -> Any:
    """Coordinate matrices from coordinate vectors (a tuple of arrays).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> xs, ys = np.meshgrid(np.array([1, 2, 3]), np.array([4, 5]))
    >>> xs.shape, ys[:, 0]
    ((2, 3), array([4, 5]))
    """
    arrays = [as_array(x) for x in xi]
    if sparse:
        n = builtins.len(arrays)
        out = []
        for i, a in enumerate(arrays):
            shape = [1] * n
            shape[i] = -1
            if indexing == "xy" and n > 1 and i < 2:
                shape[0], shape[1] = shape[1], shape[0]
            out.append(ivylite.reshape(a, tuple(shape)))
        return tuple(out)
    return tuple(ivylite.meshgrid(*arrays, indexing=indexing))


@NUMPY.function
def tri(N: int, M: Any = None, k: int = 0, dtype: Any = float, *, like: Any = None) -> Any:
    """Ones at and below diagonal ``k``, zeros above.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.tri(2, 3, dtype=int)
    array([[1, 0, 0],
           [1, 1, 0]])
    """
    M = N if M is None else M
    rows = ivylite.reshape(ivylite.arange(N, dtype=_I64), (-1, 1))
    cols = ivylite.reshape(ivylite.arange(M, dtype=_I64), (1, -1))
    return ivylite.astype(cols - rows <= k, as_numpy_dtype(dtype))


@NUMPY.function
def vander(x: Any, N: Any = None, increasing: bool = False) -> Any:
    """The Vandermonde matrix: columns are powers of ``x``.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.vander(np.array([1, 2, 3]), 3)
    array([[1, 1, 1],
           [4, 2, 1],
           [9, 3, 1]])
    """
    v = as_array(x)
    n = v.shape[0] if N is None else N
    powers = ivylite.arange(n, dtype=_I64)
    if not increasing:
        powers = ivylite.flip(powers, axis=0)
    d = result_type_numpy(v.dtype, _I64) if v.dtype.kind == "bool" else v.dtype
    base = ivylite.astype(ivylite.reshape(v, (-1, 1)), d)
    return ivylite.pow(base, ivylite.astype(ivylite.reshape(powers, (1, -1)), d))


@NUMPY.function
def logspace(start: Any, stop: Any, num: int = 50, endpoint: bool = True, base: float = 10.0,
             dtype: Any = None, axis: int = 0) -> Any:  # fmt: skip
    """``base ** linspace(start, stop, num)``.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.logspace(0, 2, 3)
    array([  1.,  10., 100.])
    """
    y = linspace.__wrapped__(start, stop, num, endpoint)
    r = ivylite.pow(scalar_array(base, _F64), y)
    return r if dtype is None else ivylite.astype(r, as_numpy_dtype(dtype))


@NUMPY.function
def geomspace(start: Any, stop: Any, num: int = 50, endpoint: bool = True, dtype: Any = None,
              axis: int = 0) -> Any:  # fmt: skip
    """Numbers spaced evenly on a log scale from ``start`` to ``stop`` (ends exact).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.geomspace(1, 1000, 4)
    array([   1.,   10.,  100., 1000.])
    """
    if start == 0 or stop == 0:
        raise ValueError("Geometric sequence cannot include zero")
    lo, hi = _pymath.log10(builtins.abs(start)), _pymath.log10(builtins.abs(stop))
    y = ivylite.pow(scalar_array(10.0, _F64), linspace.__wrapped__(lo, hi, num, endpoint))
    sign = -1.0 if start < 0 else 1.0
    y = y * sign
    if num > 0:
        y[0] = scalar_array(builtins.float(start), _F64)
        if endpoint and num > 1:
            y[-1] = scalar_array(builtins.float(stop), _F64)
    return y if dtype is None else ivylite.astype(y, as_numpy_dtype(dtype))


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
    x = as_array(v)
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
    return diag.__wrapped__(ivylite.reshape(as_array(v), (-1,)), k)
