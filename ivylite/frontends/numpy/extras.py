"""Further NumPy functions: NumPy 2's Array API names (``concat``,
``permute_dims``, ``matrix_transpose``, ``unstack``, ``vecdot``, ``astype``,
``isdtype``), ``array_equiv``, ``bitwise_count``, ``binary_repr`` and
``base_repr``, window functions, polynomials (``polyval``, ``polyfit``,
``poly1d``...), ``unwrap``, and saving and loading arrays (NumPy's ``.npy``
and text formats, written by NumPy from a host copy).
"""

from __future__ import annotations

import builtins
import math as _pymath
from typing import Any

import ivylite
from ivylite.array import Array

from ._helpers import NUMPY, D, normalize_axis
from ._ufunc import loops, same, unary
from .dtypes import as_numpy_dtype
from .promotion import as_array, result_type_numpy, scalar_array

__all__ = [
    "concat", "permute_dims", "matrix_transpose", "unstack", "vecdot", "astype", "isdtype",
    "array_equiv", "bitwise_count", "binary_repr", "base_repr", "iterable", "hanning", "hamming",
    "bartlett", "blackman", "polyval", "polyfit", "polyadd", "polysub", "polymul", "polyder",
    "polyint", "poly1d", "unwrap", "save", "load", "savetxt", "loadtxt", "asfortranarray",
    "require",
]  # fmt: skip

_I64, _F64, _U8 = D("int64"), D("float64"), D("uint8")


def _arr(x: Any) -> Array:
    return x if isinstance(x, Array) else as_array(x)


@NUMPY.function(converts=False)
def concat(arrays: Any, /, *, axis: Any = 0) -> Any:
    """NumPy 2's name for :func:`concatenate`.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.concat([np.array([1]), np.array([2, 3])])
    array([1, 2, 3])
    """
    from .manipulation import concatenate

    return concatenate(arrays, axis=axis)


@NUMPY.function(converts=False)
def permute_dims(a: Any, /, axes: Any = None) -> Any:
    """NumPy 2's name for :func:`transpose` (a view).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.permute_dims(np.ones((2, 3)), (1, 0)).shape
    (3, 2)
    """
    from .manipulation import transpose

    return transpose(a, axes)


@NUMPY.function(converts=False)
def matrix_transpose(x: Any, /) -> Any:
    """The last two axes swapped (a view).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.matrix_transpose(np.ones((4, 2, 3))).shape
    (4, 3, 2)
    """
    from .manipulation import _nd, swapaxes

    a = _nd(x)
    if a.ndim < 2:
        raise ValueError("Input array must be at least 2-dimensional")
    return swapaxes(a, -1, -2)


@NUMPY.function(converts=False)
def unstack(x: Any, /, *, axis: int = 0) -> Any:
    """The sub-arrays along ``axis``, as a tuple of views.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.unstack(np.arange(4).reshape(2, 2))
    (array([0, 1]), array([2, 3]))
    """
    from .manipulation import _nd

    a = _nd(x)
    axis = normalize_axis(axis, a.ndim)
    return tuple(a[(slice(None),) * axis + (i,)] for i in range(a.shape[axis]))


@NUMPY.function
def vecdot(x1: Any, x2: Any, /, *, axis: int = -1) -> Any:
    """The dot product of vectors along ``axis`` (the first conjugated).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.vecdot(np.array([[1, 2], [3, 4]]), np.array([1, 1]))
    array([3, 7])
    """
    a, b = _arr(x1), _arr(x2)
    d = result_type_numpy(a, b)
    a, b = ivylite.astype(a, d), ivylite.astype(b, d)
    if d.kind == "complex":
        a = ivylite.conj(a)
    return ivylite.sum(a * b, axis=axis)


@NUMPY.function(converts=False)
def astype(x: Any, dtype: Any, /, *, copy: bool = True, device: Any = None) -> Any:
    """``x.astype(dtype)`` as a function (NumPy 2).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.astype(np.array([1.7, -1.7]), np.int8)
    array([ 1, -1], dtype=int8)
    """
    from .manipulation import _nd

    return _nd(x).astype(dtype, copy=copy)


_KINDS = {
    "bool": ("bool",), "signed integer": ("int",), "unsigned integer": ("uint",),
    "integral": ("int", "uint"), "real floating": ("float",), "complex floating": ("complex",),
    "numeric": ("int", "uint", "float", "complex"),
}  # fmt: skip


def isdtype(dtype: Any, kind: Any) -> bool:
    """Whether ``dtype`` is of ``kind`` (a dtype, a kind name, or a tuple of them).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.isdtype(np.float32, "real floating"), np.isdtype(np.int8, ("bool", np.int8))
    (True, True)
    """
    d = as_numpy_dtype(dtype)
    for k in kind if type(kind) is tuple else (kind,):
        if type(k) is builtins.str:
            if k not in _KINDS:
                raise ValueError(f"kind argument is a string, but {k!r} is not a known kind name.")
            if d.kind in _KINDS[k]:
                return True
        elif as_numpy_dtype(k) is d:
            return True
    return False


@NUMPY.function
def array_equiv(a1: Any, a2: Any) -> bool:
    """Whether the arrays are equal after broadcasting.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.array_equiv([1, 2], [[1, 2], [1, 2]]), np.array_equiv([1, 2], [[1, 2], [1, 3]])
    (True, False)
    """
    from .logic import equal

    x, y = _arr(a1), _arr(a2)
    try:
        shape = ivylite.broadcast_arrays(ivylite.zeros(x.shape), ivylite.zeros(y.shape))[0].shape
    except Exception:  # noqa: BLE001 - shapes that do not broadcast are not equivalent
        return False
    del shape
    return builtins.bool(ivylite.all(equal.__wrapped__(x, y)))


def _popcount(a: Array) -> Array:
    # NumPy counts the bits of the absolute value; int64 holds every other dtype's
    # values (uint64 keeps its own dtype), and the dtype's width bounds the loop.
    bits = a.dtype.bits
    w = a if a.dtype == "uint64" else ivylite.astype(a, _I64)
    if a.dtype.kind == "int":
        w = ivylite.abs(w)
    total = ivylite.zeros(a.shape, dtype=_I64)
    for _ in range(bits):
        total = total + ivylite.astype(w & 1, _I64)
        w = w >> 1
    return ivylite.astype(total, _U8)


bitwise_count = unary(
    "bitwise_count",
    lambda a: _popcount(ivylite.astype(a, D("uint8")) if a.dtype.kind == "bool" else a),
    loops(same),
    "    >>> np.bitwise_count(np.array([0, 7, -8, 255]))\n    array([0, 3, 1, 8], dtype=uint8)\n",
    refused=("float", "complex"),
)


def binary_repr(num: int, width: Any = None) -> str:
    """``num`` in binary (two's complement of ``width`` bits for negatives).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.binary_repr(5), np.binary_repr(-3, width=4)
    ('101', '1101')
    """
    import numpy

    return numpy.binary_repr(builtins.int(num), width)


def base_repr(number: int, base: int = 2, padding: int = 0) -> str:
    """``number`` written in ``base``.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.base_repr(255, 16)
    'FF'
    """
    import numpy

    return numpy.base_repr(builtins.int(number), base, padding)


def iterable(y: Any) -> bool:
    """Whether ``y`` can be iterated (0-d arrays cannot).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.iterable([1]), np.iterable(np.array(1)), np.iterable(np.arange(2))
    (True, False, True)
    """
    try:
        iter(y)
    except TypeError:
        return False
    return not (hasattr(y, "ivy_array") and y.ndim == 0)


def _window(M: int, weights: Any) -> Array:
    if M < 1:
        return ivylite.zeros((0,), dtype=_F64)
    if M == 1:
        return ivylite.ones((1,), dtype=_F64)
    n = ivylite.arange(1 - M, M, 2, dtype=_F64)
    return weights(n, M)


@NUMPY.function
def hanning(M: int) -> Any:
    """The Hann window of ``M`` points.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.hanning(4)
    array([0.  , 0.75, 0.75, 0.  ])
    """
    return _window(M, lambda n, M: 0.5 + 0.5 * ivylite.cos(_pymath.pi * n / (M - 1)))


@NUMPY.function
def hamming(M: int) -> Any:
    """The Hamming window of ``M`` points.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.hamming(3)
    array([0.08, 1.  , 0.08])
    """
    return _window(M, lambda n, M: 0.54 + 0.46 * ivylite.cos(_pymath.pi * n / (M - 1)))


@NUMPY.function
def bartlett(M: int) -> Any:
    """The Bartlett (triangular) window of ``M`` points.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.bartlett(5)
    array([0. , 0.5, 1. , 0.5, 0. ])
    """
    return _window(M, lambda n, M: ivylite.where(n <= 0, 1 + n / (M - 1), 1 - n / (M - 1)))


@NUMPY.function
def blackman(M: int) -> Any:
    """The Blackman window of ``M`` points.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.blackman(3).round(8)
    array([-0.,  1., -0.])
    """
    return _window(M, lambda n, M: 0.42 + 0.5 * ivylite.cos(_pymath.pi * n / (M - 1))
                   + 0.08 * ivylite.cos(2.0 * _pymath.pi * n / (M - 1)))  # fmt: skip


def _coefficients(p: Any) -> Array:
    c = _arr(p.coeffs if isinstance(p, poly1d) else p)
    return ivylite.reshape(c, (-1,))


@NUMPY.function
def polyval(p: Any, x: Any) -> Any:
    """The polynomial with coefficients ``p`` (highest power first) at ``x`` (Horner).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.polyval([3, 0, 1], np.array([1, 2]))
    array([ 4, 13])
    """
    c = _coefficients(p)
    xs = _arr(x)
    d = result_type_numpy(c, xs)
    c, xs = ivylite.astype(c, d), ivylite.astype(xs, d)
    y = ivylite.zeros_like(xs)
    for i in range(c.shape[0]):
        y = y * xs + c[i]
    return y


@NUMPY.function
def polyfit(x: Any, y: Any, deg: int, rcond: Any = None, full: bool = False, w: Any = None,
            cov: bool = False) -> Any:  # fmt: skip
    """The least-squares polynomial of degree ``deg`` through (``x``, ``y``),
    highest power first (columns scaled, solved by QR).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.polyfit(np.array([0.0, 1.0, 2.0]), np.array([1.0, 3.0, 5.0]), 1).round(8)
    array([2., 1.])
    """
    if full or cov or w is not None:
        raise NotImplementedError(
            "numpy.polyfit: full=, cov= and w= are not supported by ivylite's numpy frontend"
        )
    xs, ys = ivylite.astype(_arr(x), _F64), ivylite.astype(_arr(y), _F64)
    powers = ivylite.arange(deg, -1, -1, dtype=_F64)
    lhs = ivylite.pow(ivylite.reshape(xs, (-1, 1)), ivylite.reshape(powers, (1, -1)))
    scale = ivylite.sqrt(ivylite.sum(lhs * lhs, axis=0))
    scale = ivylite.where(scale == 0, ivylite.ones_like(scale), scale)
    q, r = ivylite.linalg.qr(lhs / scale)
    rhs = ivylite.matmul(ivylite.matrix_transpose(q), ys if ys.ndim == 2 else
                         ivylite.reshape(ys, (-1, 1)))  # fmt: skip
    c = ivylite.linalg.solve(r, rhs)
    c = c / ivylite.reshape(scale, (-1, 1))
    return c if ys.ndim == 2 else ivylite.reshape(c, (-1,))


def _poly_pair(a1: Any, a2: Any) -> tuple[Array, Array]:
    x, y = _coefficients(a1), _coefficients(a2)
    d = result_type_numpy(x, y)
    return ivylite.astype(x, d), ivylite.astype(y, d)


def _padded(x: Array, n: int) -> Array:
    return ivylite.concat([ivylite.zeros((n - x.shape[0],), dtype=x.dtype), x])


@NUMPY.function
def polyadd(a1: Any, a2: Any) -> Any:
    """The sum of two polynomials (coefficients, highest power first).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.polyadd([1, 2], [9, 5, 4])
    array([9, 6, 6])
    """
    x, y = _poly_pair(a1, a2)
    n = builtins.max(x.shape[0], y.shape[0])
    return _padded(x, n) + _padded(y, n)


@NUMPY.function
def polysub(a1: Any, a2: Any) -> Any:
    """The difference of two polynomials.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.polysub([2, 10, -2], [3, 10, -4])
    array([-1,  0,  2])
    """
    x, y = _poly_pair(a1, a2)
    n = builtins.max(x.shape[0], y.shape[0])
    return _padded(x, n) - _padded(y, n)


@NUMPY.function
def polymul(a1: Any, a2: Any) -> Any:
    """The product of two polynomials.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.polymul([1, 2, 3], [9, 5, 1])
    array([ 9, 23, 38, 17,  3])
    """
    from .numerics import convolve

    x, y = _poly_pair(a1, a2)
    return convolve.__wrapped__(x, y)


@NUMPY.function
def polyder(p: Any, m: int = 1) -> Any:
    """The ``m``-th derivative of a polynomial.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.polyder([1, 1, 1, 1])
    array([3, 2, 1])
    """
    c = _coefficients(p)
    for _ in range(m):
        n = c.shape[0] - 1
        if n <= 0:
            return ivylite.zeros((1,), dtype=c.dtype)
        c = c[:-1] * ivylite.arange(n, 0, -1, dtype=c.dtype)
    return c


@NUMPY.function
def polyint(p: Any, m: int = 1, k: Any = None) -> Any:
    """The ``m``-th antiderivative of a polynomial (integration constants ``k``).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.polyint([3, 2, 1])
    array([1., 1., 1., 0.])
    """
    c = ivylite.astype(_coefficients(p), _F64)
    ks = [0.0] * m if k is None else (list(k) if hasattr(k, "__len__") else [k] * m)
    for i in range(m):
        n = c.shape[0]
        c = ivylite.concat([c / ivylite.arange(n, 0, -1, dtype=_F64),
                            ivylite.asarray([builtins.float(ks[i])], dtype=_F64)])  # fmt: skip
    return c


class poly1d:
    """A one-variable polynomial: called at points, added, multiplied, differentiated.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> p = np.poly1d([1, 2, 3])
    >>> p(2), p.order, (p * p).coeffs, p.deriv().coeffs
    (array(11), 2, array([ 1,  4, 10, 12,  9]), array([2, 2]))
    """

    def __init__(self, c_or_r: Any, r: bool = False, variable: Any = None) -> None:
        if r:
            raise NotImplementedError("poly1d(r=True) is not supported by ivylite's numpy frontend")
        from .ndarray import ndarray

        c = _coefficients(c_or_r)
        nz = [i for i, v in enumerate(c.tolist()) if v != 0]
        c = c[nz[0] :] if nz else c[-1:] * 0
        self.coeffs = ndarray(c)
        self.variable = variable or "x"

    @property
    def order(self) -> int:
        return self.coeffs.shape[0] - 1

    @property
    def c(self) -> Any:
        return self.coeffs

    def __call__(self, x: Any) -> Any:
        return polyval(self.coeffs, x)

    def __add__(self, other: Any) -> poly1d:
        return poly1d(polyadd(self.coeffs, other))

    def __sub__(self, other: Any) -> poly1d:
        return poly1d(polysub(self.coeffs, other))

    def __mul__(self, other: Any) -> poly1d:
        if isinstance(other, (int, float, complex)):
            return poly1d(self.coeffs * other)
        return poly1d(polymul(self.coeffs, other))

    def deriv(self, m: int = 1) -> poly1d:
        return poly1d(polyder(self.coeffs, m))

    def integ(self, m: int = 1, k: Any = 0) -> poly1d:
        return poly1d(polyint(self.coeffs, m, k))

    def __repr__(self) -> str:
        return f"poly1d({self.coeffs.tolist()!r})"


@NUMPY.function
def unwrap(p: Any, discont: Any = None, axis: int = -1, *, period: float = 2 * _pymath.pi) -> Any:
    """Phases with jumps larger than ``period / 2`` (or ``discont``) taken back
    by multiples of ``period``.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.unwrap(np.array([0.0, 3.0, 6.5])).round(4)
    array([0.    , 3.    , 0.2168])
    """
    x = _arr(p)
    x = ivylite.astype(x, _F64) if x.dtype.kind != "float" else x
    axis = normalize_axis(axis, x.ndim)
    head = (slice(None),) * axis
    dd = x[(*head, slice(1, None))] - x[(*head, slice(None, -1))]
    half = period / 2
    discont = half if discont is None else builtins.max(discont, half)
    ddmod = ivylite.remainder(dd + half, scalar_array(period, x.dtype)) - half
    ddmod = ivylite.where((ddmod == -half) & (dd > 0), scalar_array(half, x.dtype), ddmod)
    correct = ddmod - dd
    correct = ivylite.where(ivylite.abs(dd) < discont, ivylite.zeros_like(correct), correct)
    first = x[(*head, slice(0, 1))]
    return ivylite.concat([first, x[(*head, slice(1, None))] + ivylite.cumulative_sum(
        correct, axis=axis)], axis=axis)  # fmt: skip


def _host(a: Any) -> Any:
    import numpy

    return numpy.asarray(_arr(getattr(a, "ivy_array", a)))


def save(file: Any, arr: Any, allow_pickle: bool = False) -> None:
    """Write ``arr`` to a NumPy ``.npy`` file (real NumPy reads it).

    Examples
    --------
    >>> import io, ivylite.frontends.numpy as np
    >>> f = io.BytesIO(); np.save(f, np.arange(3)); _ = f.seek(0); np.load(f)
    array([0, 1, 2])
    """
    import numpy

    numpy.save(file, _host(arr), allow_pickle=False)


def load(file: Any, mmap_mode: Any = None, allow_pickle: bool = False, **kwargs: Any) -> Any:
    """Read an array from a NumPy ``.npy`` file (``.npz`` archives as a dict).

    Examples
    --------
    >>> import io, ivylite.frontends.numpy as np
    >>> f = io.BytesIO(); np.save(f, np.ones(2)); _ = f.seek(0); np.load(f)
    array([1., 1.])
    """
    import numpy

    from .ndarray import ndarray

    data = numpy.load(file, allow_pickle=False)
    if isinstance(data, numpy.ndarray):
        return ndarray(ivylite.asarray(data))
    return {k: ndarray(ivylite.asarray(data[k])) for k in data.files}


def savetxt(fname: Any, X: Any, *args: Any, **kwargs: Any) -> None:
    """Write a 1-D or 2-D array as text (NumPy's arguments).

    Examples
    --------
    >>> import io, ivylite.frontends.numpy as np
    >>> f = io.StringIO(); np.savetxt(f, np.array([[1, 2]]), fmt="%d"); f.getvalue()
    '1 2\\n'
    """
    import numpy

    numpy.savetxt(fname, _host(X), *args, **kwargs)


def loadtxt(fname: Any, dtype: Any = float, *args: Any, **kwargs: Any) -> Any:
    """Read an array from text (NumPy's arguments).

    Examples
    --------
    >>> import io, ivylite.frontends.numpy as np
    >>> np.loadtxt(io.StringIO("1 2\\n3 4"))
    array([[1., 2.],
           [3., 4.]])
    """
    import numpy

    from .ndarray import ndarray

    d = str(as_numpy_dtype(dtype))
    return ndarray(ivylite.asarray(numpy.loadtxt(fname, d, *args, **kwargs)))


@NUMPY.function
def asfortranarray(a: Any, dtype: Any = None, *, like: Any = None) -> Any:
    """``a`` as an array (the frontend's arrays have no memory order to choose).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.asfortranarray([[1, 2]]).shape
    (1, 2)
    """
    x = as_array(a, None if dtype is None else as_numpy_dtype(dtype))
    return ivylite.reshape(x, (1,)) if x.ndim == 0 else x


@NUMPY.function(converts=False)
def require(a: Any, dtype: Any = None, requirements: Any = None, *, like: Any = None) -> Any:
    """``a`` as an array of ``dtype`` (memory requirements hold for the frontend's arrays).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.require([1, 2], dtype=np.float32)
    array([1., 2.], dtype=float32)
    """
    from .creation import asarray

    return asarray(a, dtype)
