"""Elementwise functions: arithmetic, comparison and the common math functions.

Binary functions promote both arguments with ivylite's tables (Python scalars
are weak) and compute in the promoted dtype on every backend. Float-valued
functions of integer arrays compute in the float the weak-float join gives
(``float_of``), so ``cos`` of an int array has one dtype on every backend.

Every function takes ``out=``: an ivylite array of the result's dtype and
shape that receives the result (written in place where the framework allows,
else rebound to the new values).
"""

from __future__ import annotations

from typing import Any

from ..decorators import handle_out_argument
from ..dispatch import api, binary, unary

__all__ = [
    "add",
    "subtract",
    "multiply",
    "divide",
    "floor_divide",
    "remainder",
    "pow",
    "maximum",
    "minimum",
    "lcm",
    "gcd",
    "equal",
    "not_equal",
    "less",
    "less_equal",
    "greater",
    "greater_equal",
    "abs",
    "negative",
    "positive",
    "square",
    "exp",
    "expm1",
    "log",
    "sin",
    "cos",
    "sqrt",
]


@api(binary, "elementwise", result="same", dtypes=("numeric",))
@handle_out_argument
def add(x1: Any, x2: Any, /, *, out: Any = None) -> Any:
    """Add ``x1`` and ``x2`` elementwise.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.add(ivylite.asarray([1, 2], dtype="int8"), 3)
    ivylite.array([4, 5], dtype=int8, backend=numpy)
    """


@api(binary, "elementwise", result="same", dtypes=("numeric",))
@handle_out_argument
def subtract(x1: Any, x2: Any, /, *, out: Any = None) -> Any:
    """Subtract ``x2`` from ``x1`` elementwise.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.subtract(ivylite.asarray([1.5, 2.5]), 1)
    ivylite.array([0.5, 1.5], dtype=float32, backend=numpy)
    """


@api(binary, "elementwise", result="same", dtypes=("numeric",))
@handle_out_argument
def multiply(x1: Any, x2: Any, /, *, out: Any = None) -> Any:
    """Multiply ``x1`` by ``x2`` elementwise.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.multiply(ivylite.asarray([1, 2], dtype="int8"), 2.5)
    ivylite.array([2.5, 5. ], dtype=float16, backend=numpy)
    """


@api(binary, "elementwise", result="float")
@handle_out_argument
def divide(x1: Any, x2: Any, /, *, out: Any = None) -> Any:
    """True division; integer inputs are computed in the float their promotion gives (precise: int8 -> float16).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.divide(ivylite.asarray([1, 2], dtype="int32"), 4)
    ivylite.array([0.25, 0.5 ], dtype=float64, backend=numpy)
    """


@api(binary, "elementwise", result="same", dtypes=("integer", "float"))
@handle_out_argument
def floor_divide(x1: Any, x2: Any, /, *, out: Any = None) -> Any:
    """Floor division, rounding toward negative infinity.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.floor_divide(ivylite.asarray([7, -7]), 2)
    ivylite.array([ 3, -4], dtype=int32, backend=numpy)
    """


@api(binary, "elementwise", result="same", dtypes=("integer", "float"))
@handle_out_argument
def remainder(x1: Any, x2: Any, /, *, out: Any = None) -> Any:
    """Remainder with the sign of the divisor (Python's ``%``).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.remainder(ivylite.asarray([7, -7]), 3)
    ivylite.array([1, 2], dtype=int32, backend=numpy)
    """


@api(binary, "elementwise", result="same", dtypes=("numeric",))
@handle_out_argument
def pow(x1: Any, x2: Any, /, *, out: Any = None) -> Any:
    """``x1`` raised to ``x2``.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.pow(ivylite.asarray([2, 3], dtype="int16"), 2)
    ivylite.array([4, 9], dtype=int16, backend=numpy)
    """


@api(binary, "elementwise", result="same", dtypes=("integer", "float"))
@handle_out_argument
def maximum(x1: Any, x2: Any, /, *, out: Any = None) -> Any:
    """Elementwise maximum (NaN propagates).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.maximum(ivylite.asarray([1, 5]), ivylite.asarray([3, 2]))
    ivylite.array([3, 5], dtype=int32, backend=numpy)
    """


@api(binary, "elementwise", result="same", dtypes=("integer", "float"))
@handle_out_argument
def minimum(x1: Any, x2: Any, /, *, out: Any = None) -> Any:
    """Elementwise minimum (NaN propagates).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.minimum(ivylite.asarray([1, 5]), 2)
    ivylite.array([1, 2], dtype=int32, backend=numpy)
    """


@api(binary, "elementwise", result="same", dtypes=("integer",))
@handle_out_argument
def lcm(x1: Any, x2: Any, /, *, out: Any = None) -> Any:
    """Least common multiple of integers (``|x1|``, ``|x2|``).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.lcm(ivylite.asarray([4, 6]), 10)
    ivylite.array([20, 30], dtype=int32, backend=numpy)
    """


@api(binary, "elementwise", result="same", dtypes=("integer",))
@handle_out_argument
def gcd(x1: Any, x2: Any, /, *, out: Any = None) -> Any:
    """Greatest common divisor of integers.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.gcd(ivylite.asarray([4, 6]), 10)
    ivylite.array([2, 2], dtype=int32, backend=numpy)
    """


@api(binary, "elementwise", result="bool")
@handle_out_argument
def equal(x1: Any, x2: Any, /, *, out: Any = None) -> Any:
    """``x1 == x2`` elementwise.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.equal(ivylite.asarray([1, 2]), 2)
    ivylite.array([False,  True], dtype=bool, backend=numpy)
    """


@api(binary, "elementwise", result="bool")
@handle_out_argument
def not_equal(x1: Any, x2: Any, /, *, out: Any = None) -> Any:
    """``x1 != x2`` elementwise.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.not_equal(ivylite.asarray([1, 2]), 2)
    ivylite.array([ True, False], dtype=bool, backend=numpy)
    """


@api(binary, "elementwise", result="bool", dtypes=("integer", "float"))
@handle_out_argument
def less(x1: Any, x2: Any, /, *, out: Any = None) -> Any:
    """``x1 < x2`` elementwise.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.less(ivylite.asarray([1, 2]), 2)
    ivylite.array([ True, False], dtype=bool, backend=numpy)
    """


@api(binary, "elementwise", result="bool", dtypes=("integer", "float"))
@handle_out_argument
def less_equal(x1: Any, x2: Any, /, *, out: Any = None) -> Any:
    """``x1 <= x2`` elementwise.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.less_equal(ivylite.asarray([1, 2]), 2)
    ivylite.array([ True,  True], dtype=bool, backend=numpy)
    """


@api(binary, "elementwise", result="bool", dtypes=("integer", "float"))
@handle_out_argument
def greater(x1: Any, x2: Any, /, *, out: Any = None) -> Any:
    """``x1 > x2`` elementwise.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.greater(ivylite.asarray([1, 2]), 1)
    ivylite.array([False,  True], dtype=bool, backend=numpy)
    """


@api(binary, "elementwise", result="bool", dtypes=("integer", "float"))
@handle_out_argument
def greater_equal(x1: Any, x2: Any, /, *, out: Any = None) -> Any:
    """``x1 >= x2`` elementwise.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.greater_equal(ivylite.asarray([1, 2]), 2)
    ivylite.array([False,  True], dtype=bool, backend=numpy)
    """


@api(unary, "elementwise", result="real", dtypes=("numeric",))
@handle_out_argument
def abs(x: Any, /, *, out: Any = None) -> Any:
    """Absolute value (complex: the modulus, in the complex dtype's real float).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.abs(ivylite.asarray([-1, 2], dtype="int8"))
    ivylite.array([1, 2], dtype=int8, backend=numpy)
    """


@api(unary, "elementwise", result="same", dtypes=("numeric",))
@handle_out_argument
def negative(x: Any, /, *, out: Any = None) -> Any:
    """``-x`` elementwise.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.negative(ivylite.asarray([1, -2]))
    ivylite.array([-1,  2], dtype=int32, backend=numpy)
    """


@api(unary, "elementwise", result="same", dtypes=("numeric",))
@handle_out_argument
def positive(x: Any, /, *, out: Any = None) -> Any:
    """``+x`` elementwise (a copy).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.positive(ivylite.asarray([1, -2]))
    ivylite.array([ 1, -2], dtype=int32, backend=numpy)
    """


@api(unary, "elementwise", result="same", dtypes=("numeric",))
@handle_out_argument
def square(x: Any, /, *, out: Any = None) -> Any:
    """``x * x`` elementwise.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.square(ivylite.asarray([3], dtype="uint8"))
    ivylite.array([9], dtype=uint8, backend=numpy)
    """


@api(unary, "elementwise", result="float")
@handle_out_argument
def exp(x: Any, /, *, out: Any = None) -> Any:
    """Exponential; integer inputs are computed in a float (superset behaviour).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.exp(ivylite.asarray([0.0, 1.0]))
    ivylite.array([1.      , 2.718282], dtype=float32, backend=numpy)
    """


@api(unary, "elementwise", result="float")
@handle_out_argument
def expm1(x: Any, /, *, out: Any = None) -> Any:
    """``exp(x) - 1``, accurate near zero.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.expm1(ivylite.asarray([0.0]))
    ivylite.array([0.], dtype=float32, backend=numpy)
    """


@api(unary, "elementwise", result="float")
@handle_out_argument
def log(x: Any, /, *, out: Any = None) -> Any:
    """Natural logarithm.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.log(ivylite.asarray([1.0]))
    ivylite.array([0.], dtype=float32, backend=numpy)
    """


@api(unary, "elementwise", result="float")
@handle_out_argument
def sin(x: Any, /, *, out: Any = None) -> Any:
    """Sine, in radians.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.sin(ivylite.asarray([0], dtype="int8"))
    ivylite.array([0.], dtype=float16, backend=numpy)
    """


@api(unary, "elementwise", result="float")
@handle_out_argument
def cos(x: Any, /, *, out: Any = None) -> Any:
    """Cosine, in radians; integer arrays work on every backend (tf included).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.cos(ivylite.asarray([0], dtype="int32"))
    ivylite.array([1.], dtype=float64, backend=numpy)
    """


@api(unary, "elementwise", result="float")
@handle_out_argument
def sqrt(x: Any, /, *, out: Any = None) -> Any:
    """Square root.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.sqrt(ivylite.asarray([4.0, 9.0]))
    ivylite.array([2., 3.], dtype=float32, backend=numpy)
    """
