"""``numpy.emath``: math functions that give complex results where the real
ones are undefined (``sqrt(-1)`` is ``1j``), and real results elsewhere."""

from __future__ import annotations

from typing import Any

import ivylite
from ivylite.array import Array

from . import math as _math
from ._helpers import NUMPY, D
from .promotion import as_array

__all__ = ["sqrt", "log", "log2", "log10", "logn", "power", "arccos", "arcsin", "arctanh"]

_F64, _C128 = D("float64"), D("complex128")


def _complex_if(x: Any, outside: Any) -> Array:
    """``x`` as complex128 where any element is outside the real domain."""
    a = x if isinstance(x, Array) else as_array(x)
    if a.dtype.kind in ("bool", "int", "uint"):
        a = ivylite.astype(a, _F64)
    if a.dtype.kind == "float" and bool(ivylite.any(outside(a))):
        return ivylite.astype(a, _C128 if a.dtype.bits == 64 else D("complex64"))
    return a


def _unary(name: str, outside: Any, fn: Any) -> Any:
    def wrapped(x: Any) -> Any:
        return fn.__wrapped__(_complex_if(x, outside))

    wrapped.__name__ = wrapped.__qualname__ = name
    return wrapped


_negative = lambda a: a < 0  # noqa: E731
_beyond_one = lambda a: ivylite.abs(a) > 1  # noqa: E731


@NUMPY.function
def sqrt(x: Any) -> Any:
    """Square root, complex for negative inputs.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.emath.sqrt(-1), np.emath.sqrt(np.array([4.0]))
    (array(0.+1.j), array([2.]))
    """
    return _unary("sqrt", _negative, _math.sqrt)(x)


@NUMPY.function
def log(x: Any) -> Any:
    """Natural logarithm, complex for negative inputs.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.emath.log(-1.0)
    array(0.+3.14159265j)
    """
    return _unary("log", _negative, _math.log)(x)


@NUMPY.function
def log2(x: Any) -> Any:
    """Base-2 logarithm, complex for negative inputs.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.emath.log2(8.0)
    array(3.)
    """
    return _unary("log2", _negative, _math.log2)(x)


@NUMPY.function
def log10(x: Any) -> Any:
    """Base-10 logarithm, complex for negative inputs.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.emath.log10(100.0)
    array(2.)
    """
    return _unary("log10", _negative, _math.log10)(x)


@NUMPY.function
def logn(n: Any, x: Any) -> Any:
    """Logarithm of ``x`` to base ``n``, complex for negative inputs.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.emath.logn(2, 8.0)
    array(3.)
    """
    return log.__wrapped__(x) / log.__wrapped__(n)


@NUMPY.function
def power(x: Any, p: Any) -> Any:
    """``x ** p``, complex for negative ``x``.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.emath.power(np.array([2.0, 4.0]), 2)
    array([ 4., 16.])
    """
    return _math.power.__wrapped__(_complex_if(x, _negative), p)


@NUMPY.function
def arccos(x: Any) -> Any:
    """Inverse cosine, complex where ``|x| > 1``.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.emath.arccos(1.0)
    array(0.)
    """
    return _unary("arccos", _beyond_one, _math.arccos)(x)


@NUMPY.function
def arcsin(x: Any) -> Any:
    """Inverse sine, complex where ``|x| > 1``.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.emath.arcsin(0.0)
    array(0.)
    """
    return _unary("arcsin", _beyond_one, _math.arcsin)(x)


@NUMPY.function
def arctanh(x: Any) -> Any:
    """Inverse hyperbolic tangent, complex where ``|x| > 1``.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.emath.arctanh(0.0)
    array(0.)
    """
    return _unary("arctanh", _beyond_one, _math.arctanh)(x)
