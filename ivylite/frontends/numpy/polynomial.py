"""NumPy's polynomials (the ``poly1d`` API): ``polyval``, ``polyfit``, ``polyadd``,
``polysub``, ``polymul``, ``polyder``, ``polyint`` and the ``poly1d`` class; coefficients
highest power first, as NumPy orders them.
"""

from __future__ import annotations

import builtins
from typing import Any

import ivylite
from ivylite.array import Array

from ._helpers import NUMPY, D
from .ndarray import ndarray
from .numerics import convolve
from .promotion import as_array, result_type_numpy

_F64 = D("float64")

__all__ = [
    "polyval", "polyfit", "polyadd", "polysub", "polymul", "polyder", "polyint", "poly1d",
]  # fmt: skip


def _coefficients(p: Any) -> Array:
    c = as_array(p.coeffs if isinstance(p, poly1d) else p)
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
    xs = as_array(x)
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
    xs, ys = ivylite.astype(as_array(x), _F64), ivylite.astype(as_array(y), _F64)
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
