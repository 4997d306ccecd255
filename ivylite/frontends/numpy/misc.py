"""More of NumPy's everyday functions: array inspection (``isscalar``, ``ndim``,
``shape``, ``size``, ``iscomplexobj``...), construction (``tri``, ``vander``,
``kron``, ``logspace``, ``geomspace``, ``block``), ``lexsort``, ``fix``,
``angle``, broadcasting helpers, ``rollaxis``, ``cumulative_sum``/``_prod``,
``shares_memory``/``may_share_memory``.
"""

from __future__ import annotations

import builtins
import math as _pymath
from typing import Any

import ivylite
from ivylite.array import Array

from ._helpers import NUMPY, D, normalize_axis
from .dtypes import as_numpy_dtype
from .promotion import as_array, result_type_numpy, scalar_array

__all__ = [
    "isscalar", "ndim", "shape", "size", "iscomplexobj", "isrealobj", "iscomplex", "isreal",
    "real_if_close", "tri", "vander", "kron", "logspace", "geomspace", "block", "asanyarray",
    "ascontiguousarray", "asarray_chkfinite", "lexsort", "fix", "angle", "broadcast_arrays",
    "broadcast_shapes", "rollaxis", "cumulative_sum", "cumulative_prod", "shares_memory",
    "may_share_memory", "sort_complex", "row_stack",
]  # fmt: skip

_I64, _F64, _BOOL = D("int64"), D("float64"), D("bool")


def _arr(x: Any) -> Array:
    return x if isinstance(x, Array) else as_array(x)


def isscalar(element: Any) -> bool:
    """Whether ``element`` is a scalar (a Python number, bool or string); arrays,
    0-d ones included, are not.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.isscalar(3.1), np.isscalar(np.array(3.1)), np.isscalar([3.1])
    (True, False, False)
    """
    import numbers

    return isinstance(element, (numbers.Number, builtins.str, builtins.bytes))


def ndim(a: Any) -> int:
    """The number of dimensions of ``a``.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.ndim([[1, 2], [3, 4]]), np.ndim(5)
    (2, 0)
    """
    return _arr(getattr(a, "ivy_array", a)).ndim


def shape(a: Any) -> tuple[int, ...]:
    """The shape of ``a``.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.shape(np.zeros((2, 3))), np.shape([1, 2])
    ((2, 3), (2,))
    """
    return _arr(getattr(a, "ivy_array", a)).shape


def size(a: Any, axis: Any = None) -> int:
    """The number of elements of ``a`` (along ``axis``).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.size(np.zeros((2, 3))), np.size(np.zeros((2, 3)), 1)
    (6, 3)
    """
    x = _arr(getattr(a, "ivy_array", a))
    return x.size if axis is None else x.shape[normalize_axis(axis, x.ndim)]


def iscomplexobj(x: Any) -> bool:
    """Whether ``x`` has a complex dtype.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.iscomplexobj(np.array([1 + 0j])), np.iscomplexobj([1.0])
    (True, False)
    """
    return _arr(getattr(x, "ivy_array", x)).dtype.kind == "complex"


def isrealobj(x: Any) -> bool:
    """Whether ``x`` does not have a complex dtype.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.isrealobj(np.array([1.0]))
    True
    """
    return not iscomplexobj(x)


@NUMPY.function
def iscomplex(x: Any) -> Any:
    """Whether each element has a nonzero imaginary part.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.iscomplex(np.array([1 + 1j, 1 + 0j]))
    array([ True, False])
    """
    a = _arr(x)
    if a.dtype.kind != "complex":
        return ivylite.zeros(a.shape, dtype=_BOOL)
    return ivylite.imag(a) != 0


@NUMPY.function
def isreal(x: Any) -> Any:
    """Whether each element has a zero imaginary part.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.isreal(np.array([1 + 1j, 1 + 0j]))
    array([False,  True])
    """
    return ~iscomplex.__wrapped__(x)


@NUMPY.function
def real_if_close(a: Any, tol: float = 100) -> Any:
    """The real part if every imaginary part is within ``tol`` machine epsilons of 0.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.real_if_close(np.array([2.1 + 4e-14j]), tol=1000)
    array([2.1])
    """
    x = _arr(a)
    if x.dtype.kind != "complex":
        return x
    eps = ivylite.finfo(ivylite.real(x).dtype).eps
    limit = tol * eps if tol > 1 else tol
    return (
        ivylite.real(x) if builtins.bool(ivylite.all(ivylite.abs(ivylite.imag(x)) < limit)) else x
    )


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
    v = _arr(x)
    n = v.shape[0] if N is None else N
    powers = ivylite.arange(n, dtype=_I64)
    if not increasing:
        powers = ivylite.flip(powers, axis=0)
    d = result_type_numpy(v.dtype, _I64) if v.dtype.kind == "bool" else v.dtype
    base = ivylite.astype(ivylite.reshape(v, (-1, 1)), d)
    return ivylite.pow(base, ivylite.astype(ivylite.reshape(powers, (1, -1)), d))


@NUMPY.function
def kron(a: Any, b: Any) -> Any:
    """The Kronecker product: blocks of ``b`` scaled by each element of ``a``.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.kron(np.array([1, 10]), np.array([1, 2]))
    array([ 1,  2, 10, 20])
    """
    x, y = _arr(a), _arr(b)
    d = result_type_numpy(x, y)
    x, y = ivylite.astype(x, d), ivylite.astype(y, d)
    nd = builtins.max(x.ndim, y.ndim)
    x = ivylite.reshape(x, (1,) * (nd - x.ndim) + x.shape)
    y = ivylite.reshape(y, (1,) * (nd - y.ndim) + y.shape)
    xs = ivylite.reshape(x, builtins.sum(((n, 1) for n in x.shape), ()))
    ys = ivylite.reshape(y, builtins.sum(((1, n) for n in y.shape), ()))
    out = xs * ys
    return ivylite.reshape(out, tuple(p * q for p, q in zip(x.shape, y.shape)))


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
    from .creation import linspace

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
    from .creation import linspace

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
        return [a for e in x for a in leaves(e)] if type(x) is list else [_arr(x)]

    all_blocks = leaves(arrays)
    nd = builtins.max(levels, *(a.ndim for a in all_blocks))
    d = result_type_numpy(*all_blocks)

    def join(x: Any, level: int) -> Array:
        if type(x) is not list:
            a = ivylite.astype(_arr(x), d)
            return ivylite.reshape(a, (1,) * (nd - a.ndim) + a.shape)
        return ivylite.concat([join(e, level + 1) for e in x], axis=-(levels - level))

    return join(arrays, 0)


@NUMPY.function(converts=False)
def asanyarray(a: Any, dtype: Any = None, order: Any = None, *, like: Any = None) -> Any:
    """:func:`asarray` (the frontend has no array subclasses).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> x = np.arange(3); np.asanyarray(x) is x
    True
    """
    from .creation import asarray

    return asarray(a, dtype)


@NUMPY.function(converts=False)
def ascontiguousarray(a: Any, dtype: Any = None, *, like: Any = None) -> Any:
    """``a`` as an array (at least 1-D), C-contiguous.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.ascontiguousarray(5).shape
    (1,)
    """
    from .creation import asarray
    from .manipulation import _nd, reshape

    x = _nd(asarray(a, dtype))
    if x.ndim == 0:
        return reshape(x, (1,))
    return x if x.strides == _contiguous(x) else x.copy()


def _contiguous(x: Any) -> tuple[int, ...]:
    out, step = [], x.itemsize
    for n in reversed(x.shape):
        out.append(step)
        step *= builtins.max(n, 1)
    return tuple(reversed(out))


@NUMPY.function
def asarray_chkfinite(a: Any, dtype: Any = None, order: Any = None) -> Any:
    """``a`` as an array, refused if it holds NaN or infinity.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.asarray_chkfinite([1.0, 2.0])
    array([1., 2.])
    """
    x = as_array(a, None if dtype is None else as_numpy_dtype(dtype))
    if x.dtype.kind in ("float", "complex") and not builtins.bool(ivylite.all(ivylite.isfinite(x))):
        raise ValueError("array must not contain infs or NaNs")
    return x


@NUMPY.function
def lexsort(keys: Any, axis: int = -1) -> Any:
    """Indices (int64) sorting by the last key, ties broken by the earlier ones.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.lexsort((np.array([1, 5, 1, 4]), np.array([4, 4, 1, 1])))
    array([2, 3, 0, 1])
    """
    from .sorting import _argsort, _take_along

    ks = (
        [_arr(k) for k in keys]
        if type(keys) in (list, tuple)
        else list(ivylite.unstack(_arr(keys)))
    )
    if not ks:
        raise TypeError("need sequence of keys with len > 0 in lexsort")
    axis = normalize_axis(axis, ks[0].ndim)
    order = _argsort(ks[0], axis)
    for k in ks[1:]:
        order = _take_along(order, _argsort(_take_along(k, order, axis), axis), axis)
    return ivylite.astype(order, _I64)


@NUMPY.function
def fix(x: Any, out: Any = None) -> Any:
    """Round toward zero (floats stay floats).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.fix(np.array([2.1, -2.9]))
    array([ 2., -2.])
    """
    from .math import trunc

    return trunc.__wrapped__(x, out)


@NUMPY.function
def angle(z: Any, deg: bool = False) -> Any:
    """The angle of complex values (radians, or degrees with ``deg``).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.angle(np.array([1j, 1 + 0j]))
    array([1.57079633, 0.        ])
    """
    x = _arr(z)
    if x.dtype.kind in ("bool", "int", "uint"):
        x = ivylite.astype(x, _F64)
    re = ivylite.real(x) if x.dtype.kind == "complex" else x
    im = ivylite.imag(x) if x.dtype.kind == "complex" else ivylite.zeros_like(x)
    r = ivylite.atan2(im, re)
    return r * scalar_array(180 / _pymath.pi, r.dtype) if deg else r


@NUMPY.function
def broadcast_arrays(*args: Any, subok: bool = False) -> Any:
    """The arrays broadcast to their common shape.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> [a.shape for a in np.broadcast_arrays(np.zeros((2, 1)), np.zeros(3))]
    [(2, 3), (2, 3)]
    """
    return tuple(ivylite.broadcast_arrays(*(_arr(a) for a in args)))


def broadcast_shapes(*args: Any) -> tuple[int, ...]:
    """The shape the given shapes broadcast to.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.broadcast_shapes((2, 1), (3,))
    (2, 3)
    """
    out: list[int] = []
    for s in args:
        s = (s,) if type(s) is builtins.int else tuple(s)
        out = [1] * (len(s) - len(out)) + out
        padded = (1,) * (len(out) - len(s)) + s
        for i, (a, b) in enumerate(zip(out, padded)):
            if a != b and 1 not in (a, b):
                raise ValueError("shape mismatch: objects cannot be broadcast to a single shape")
            out[i] = b if a == 1 else a
    return tuple(out)


@NUMPY.function(converts=False)
def rollaxis(a: Any, axis: int, start: int = 0) -> Any:
    """``a`` with ``axis`` moved to before ``start`` (a view).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.rollaxis(np.ones((3, 4, 5)), 2).shape
    (5, 3, 4)
    """
    from .manipulation import _nd, transpose

    x = _nd(a)
    n = x.ndim
    axis = normalize_axis(axis, n)
    start = start + n if start < 0 else start
    if not 0 <= start <= n:
        raise ValueError(f"'start' arg requires {-n} <= start < {n + 1}")
    if axis < start:
        start -= 1
    order = [i for i in range(n) if i != axis]
    order.insert(start, axis)
    return transpose(x, order)


@NUMPY.function(converts=False)
def cumulative_sum(x: Any, /, *, axis: Any = None, dtype: Any = None, out: Any = None,
                   include_initial: bool = False) -> Any:  # fmt: skip
    """NumPy 2's ``cumulative_sum``: :func:`cumsum`, optionally starting with 0.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.cumulative_sum(np.array([1, 2, 3]), include_initial=True)
    array([0, 1, 3, 6])
    """
    from .reduction import cumsum

    return _with_initial(cumsum(x, axis, dtype, out), axis, include_initial, 0)


@NUMPY.function(converts=False)
def cumulative_prod(x: Any, /, *, axis: Any = None, dtype: Any = None, out: Any = None,
                    include_initial: bool = False) -> Any:  # fmt: skip
    """NumPy 2's ``cumulative_prod``: :func:`cumprod`, optionally starting with 1.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.cumulative_prod(np.array([1, 2, 3]))
    array([1, 2, 6])
    """
    from .statistics import cumprod

    return _with_initial(cumprod(x, axis, dtype, out), axis, include_initial, 1)


def _with_initial(r: Any, axis: Any, include: bool, value: int) -> Any:
    if not include:
        return r
    from .ndarray import ndarray

    a = r.ivy_array
    ax = 0 if axis is None else normalize_axis(axis, a.ndim)
    shape = list(a.shape)
    shape[ax] = 1
    first = ivylite.full(tuple(shape), value, dtype=a.dtype)
    return ndarray(ivylite.concat([first, a], axis=ax))


def shares_memory(a: Any, b: Any, max_work: Any = None) -> bool:
    """Whether ``a`` and ``b`` share elements (a view and its base do).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> x = np.arange(4)
    >>> np.shares_memory(x, x[::2]), np.shares_memory(x, x.copy())
    (True, False)
    """
    from ._views import View

    def root(x: Any) -> Any:
        if isinstance(x, View):
            return x.base
        return x

    ra, rb = root(a), root(b)
    if ra is rb or getattr(ra, "ivy_array", None) is getattr(rb, "ivy_array", 0):
        return True
    native_a = getattr(getattr(ra, "ivy_array", None), "data", None)
    native_b = getattr(getattr(rb, "ivy_array", None), "data", None)
    if native_a is None or native_b is None:
        return False
    try:
        import numpy

        if isinstance(native_a, numpy.ndarray) and isinstance(native_b, numpy.ndarray):
            return builtins.bool(numpy.shares_memory(native_a, native_b))
        return native_a.untyped_storage().data_ptr() == native_b.untyped_storage().data_ptr()
    except AttributeError:
        return native_a is native_b


def may_share_memory(a: Any, b: Any, max_work: Any = None) -> bool:
    """Whether ``a`` and ``b`` might share elements (as :func:`shares_memory` here).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> x = np.arange(4)
    >>> np.may_share_memory(x, x[1:])
    True
    """
    return shares_memory(a, b)


@NUMPY.function
def sort_complex(a: Any) -> Any:
    """Sorted as complex numbers (real part first), as a complex array.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.sort_complex(np.array([5, 3, 6, 2, 1]))
    array([1.+0.j, 2.+0.j, 3.+0.j, 5.+0.j, 6.+0.j])
    """
    from .sorting import sort

    x = sort.__wrapped__(a)
    if x.dtype.kind == "complex":
        return x
    target = D("complex64") if x.dtype in (D("float32"), D("float16"), D("int8"), D("uint8"),
                                            D("int16"), D("uint16")) else D("complex128")  # fmt: skip
    return ivylite.astype(x, target)


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
    from .manipulation import vstack

    return vstack.__wrapped__(tup, dtype=dtype, casting=casting)
