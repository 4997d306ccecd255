"""Elementwise functions: arithmetic, comparison and the common math functions.

Binary functions promote both arguments with ivylite's tables (Python scalars
are weak) and compute in the promoted dtype on every backend. Float-valued
functions of integer arrays compute in the float the weak-float join gives
(``float_of``), so ``cos`` of an int array has one dtype on every backend.

Bitwise functions take integer and bool arrays (shifts: integers only); a
shift by the bit width or more gives NumPy's result on every backend (left: 0;
right: 0, or -1 for negative signed values). Logical functions take bool
arrays only. The math functions (trigonometric, rounding, classification...)
are in :mod:`ivylite.functional.elementwise_math`.

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
    "bitwise_and",
    "bitwise_or",
    "bitwise_xor",
    "bitwise_invert",
    "bitwise_left_shift",
    "bitwise_right_shift",
    "logical_and",
    "logical_or",
    "logical_xor",
    "logical_not",
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


@api(binary, "elementwise", result="same", dtypes=("integer", "bool"))
@handle_out_argument
def bitwise_and(x1: Any, x2: Any, /, *, out: Any = None) -> Any:
    """Bitwise AND of integer or bool arrays (bool: logical AND).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.bitwise_and(ivylite.asarray([12, 10], dtype="uint8"), 6)
    ivylite.array([4, 2], dtype=uint8, backend=numpy)
    """


@api(binary, "elementwise", result="same", dtypes=("integer", "bool"))
@handle_out_argument
def bitwise_or(x1: Any, x2: Any, /, *, out: Any = None) -> Any:
    """Bitwise OR of integer or bool arrays (bool: logical OR).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.bitwise_or(ivylite.asarray([12, 10], dtype="uint8"), 6)
    ivylite.array([14, 14], dtype=uint8, backend=numpy)
    """


@api(binary, "elementwise", result="same", dtypes=("integer", "bool"))
@handle_out_argument
def bitwise_xor(x1: Any, x2: Any, /, *, out: Any = None) -> Any:
    """Bitwise exclusive OR of integer or bool arrays (bool: logical XOR).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.bitwise_xor(ivylite.asarray([12, 10], dtype="uint8"), 6)
    ivylite.array([10, 12], dtype=uint8, backend=numpy)
    """


@api(unary, "elementwise", result="same", dtypes=("integer", "bool"))
@handle_out_argument
def bitwise_invert(x: Any, /, *, out: Any = None) -> Any:
    """Bitwise NOT (``~x``): two's complement for signed integers, NOT for bool.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.bitwise_invert(ivylite.asarray([0, 5], dtype="int8"))
    ivylite.array([-1, -6], dtype=int8, backend=numpy)
    """


@api(binary, "elementwise", result="same", dtypes=("integer",))
@handle_out_argument
def bitwise_left_shift(x1: Any, x2: Any, /, *, out: Any = None) -> Any:
    """Shift the bits of ``x1`` left by ``x2``; by the bit width or more the result is 0.

    A negative shift is undefined by the standard (results differ by backend).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.bitwise_left_shift(ivylite.asarray([1, 3], dtype="int8"), 2)
    ivylite.array([ 4, 12], dtype=int8, backend=numpy)
    >>> ivylite.bitwise_left_shift(ivylite.asarray([1], dtype="int8"), 8)
    ivylite.array([0], dtype=int8, backend=numpy)
    """


@api(binary, "elementwise", result="same", dtypes=("integer",))
@handle_out_argument
def bitwise_right_shift(x1: Any, x2: Any, /, *, out: Any = None) -> Any:
    """Shift the bits of ``x1`` right by ``x2`` (arithmetic shift for signed integers).

    By the bit width or more the result is 0, or -1 for negative signed values.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.bitwise_right_shift(ivylite.asarray([16, -16], dtype="int8"), 2)
    ivylite.array([ 4, -4], dtype=int8, backend=numpy)
    >>> ivylite.bitwise_right_shift(ivylite.asarray([16, -16], dtype="int8"), 9)
    ivylite.array([ 0, -1], dtype=int8, backend=numpy)
    """


@api(binary, "elementwise", result="bool", dtypes=("bool",))
@handle_out_argument
def logical_and(x1: Any, x2: Any, /, *, out: Any = None) -> Any:
    """Logical AND of bool arrays.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.logical_and(ivylite.asarray([True, False]), True)
    ivylite.array([ True, False], dtype=bool, backend=numpy)
    """


@api(binary, "elementwise", result="bool", dtypes=("bool",))
@handle_out_argument
def logical_or(x1: Any, x2: Any, /, *, out: Any = None) -> Any:
    """Logical OR of bool arrays.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.logical_or(ivylite.asarray([True, False]), False)
    ivylite.array([ True, False], dtype=bool, backend=numpy)
    """


@api(binary, "elementwise", result="bool", dtypes=("bool",))
@handle_out_argument
def logical_xor(x1: Any, x2: Any, /, *, out: Any = None) -> Any:
    """Logical exclusive OR of bool arrays.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.logical_xor(ivylite.asarray([True, False]), True)
    ivylite.array([False,  True], dtype=bool, backend=numpy)
    """


@api(unary, "elementwise", result="bool", dtypes=("bool",))
@handle_out_argument
def logical_not(x: Any, /, *, out: Any = None) -> Any:
    """Logical NOT of a bool array.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.logical_not(ivylite.asarray([True, False]))
    ivylite.array([False,  True], dtype=bool, backend=numpy)
    """
