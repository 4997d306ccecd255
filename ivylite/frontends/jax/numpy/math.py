"""jax.numpy's elementwise arithmetic: operators, exponents and logs,
trigonometry, rounding, clip (comparisons and logic are in ``logic``).

Each promotes its operands JAX's way (weak Python scalars, float32 for small
integers in float-only functions) and then calls the ivylite function on
operands of one dtype. Where ivylite refuses a dtype JAX accepts (bool
arithmetic, complex ordering), the JAX meaning is composed from other ivylite
functions.
"""

from __future__ import annotations

from typing import Any

import ivylite
from ivylite.dtypes import Dtype

from ..array import Array
from ..func_wrapper import (
    INEXACT,
    JAX,
    KEEP,
    NUMERIC,
    binary,
    not_implemented_dtypes,
    operand,
    operands,
    unary,
    unsupported_dtypes,
    wrap,
)
from ..promotion import to_numeric

__all__ = [
    "abs",
    "absolute",
    "add",
    "arccos",
    "arccosh",
    "arcsin",
    "arcsinh",
    "arctan",
    "arctan2",
    "arctanh",
    "ceil",
    "clip",
    "conj",
    "conjugate",
    "cos",
    "cosh",
    "divide",
    "exp",
    "exp2",
    "expm1",
    "floor",
    "floor_divide",
    "hypot",
    "imag",
    "log",
    "log10",
    "log1p",
    "log2",
    "logaddexp",
    "maximum",
    "minimum",
    "mod",
    "multiply",
    "negative",
    "positive",
    "power",
    "real",
    "reciprocal",
    "remainder",
    "round",
    "sign",
    "sin",
    "sinh",
    "sqrt",
    "square",
    "subtract",
    "tan",
    "tanh",
    "true_divide",
    "trunc",
]

_BOOL = Dtype("bool")


def _weak(x: Any) -> bool:
    return type(x) in (int, float, complex) or getattr(x, "weak_type", False)


def _is_complex(a: Any) -> bool:
    return a.dtype.kind == "complex"


# --- ivylite ops with JAX's meaning on bools and complex numbers --------------


def _add(a: Any, b: Any) -> Any:
    return ivylite.logical_or(a, b) if a.dtype is _BOOL else ivylite.add(a, b)


def _multiply(a: Any, b: Any) -> Any:
    return ivylite.logical_and(a, b) if a.dtype is _BOOL else ivylite.multiply(a, b)


def _lex_greater_equal(a: Any, b: Any) -> Any:
    """Complex order as JAX has it: by real part, then imaginary part."""
    ra, rb = ivylite.real(a), ivylite.real(b)
    return ivylite.logical_or(
        ivylite.greater(ra, rb),
        ivylite.logical_and(
            ivylite.equal(ra, rb), ivylite.greater_equal(ivylite.imag(a), ivylite.imag(b))
        ),
    )


def _maximum(a: Any, b: Any) -> Any:
    if a.dtype is _BOOL:
        return ivylite.logical_or(a, b)
    if _is_complex(a):
        return ivylite.where(_lex_greater_equal(a, b), a, b)
    return ivylite.maximum(a, b)


def _minimum(a: Any, b: Any) -> Any:
    if a.dtype is _BOOL:
        return ivylite.logical_and(a, b)
    if _is_complex(a):
        return ivylite.where(_lex_greater_equal(b, a), a, b)
    return ivylite.minimum(a, b)


def _identity_on_exact(op: Any) -> Any:
    """floor, ceil, trunc: integers and bools are already whole."""

    def run(a: Any) -> Any:
        return a if a.dtype.kind in ("bool", "int", "uint") else op(a)

    return run


# --- arithmetic -----------------------------------------------------------------


def add(x1: Any, x2: Any, /) -> Array:
    """Add elementwise (``or`` for two bools).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.add(jnp.asarray([1, 2], dtype=jnp.int8), 1)
    Array([2, 3], dtype=int8)
    """
    return binary(add, x1, x2, _add)


@unsupported_dtypes("bool")
def subtract(x1: Any, x2: Any, /) -> Array:
    """Subtract elementwise (JAX refuses bools).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.subtract(jnp.asarray([1.0, 2.0], dtype=jnp.float32), 0.5)
    Array([0.5, 1.5], dtype=float32)
    """
    return binary(subtract, x1, x2, ivylite.subtract)


def multiply(x1: Any, x2: Any, /) -> Array:
    """Multiply elementwise (``and`` for two bools).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.multiply(jnp.asarray([1, 2], dtype=jnp.uint8), 3)
    Array([3, 6], dtype=uint8)
    """
    return binary(multiply, x1, x2, _multiply)


def divide(x1: Any, x2: Any, /) -> Array:
    """True division; integers divide in float32 (64-bit ones in float64).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.divide(jnp.asarray([1, 2], dtype=jnp.int32), 4)
    Array([0.25, 0.5 ], dtype=float32)
    """
    return binary(divide, x1, x2, ivylite.divide, INEXACT)


true_divide = divide


@unsupported_dtypes("complex")
def floor_divide(x1: Any, x2: Any, /) -> Array:
    """Floor division (bools as int32; JAX refuses complex numbers).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.floor_divide(jnp.asarray([7, -7]), 2)
    Array([ 3, -4], dtype=int64)
    """
    return binary(floor_divide, x1, x2, ivylite.floor_divide, NUMERIC)


@unsupported_dtypes("complex")
def remainder(x1: Any, x2: Any, /) -> Array:
    """Remainder with the sign of the divisor, as Python's ``%``.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.remainder(jnp.asarray([7, -7]), 3)
    Array([1, 2], dtype=int64)
    """
    return binary(remainder, x1, x2, ivylite.remainder, NUMERIC)


mod = remainder


def power(x1: Any, x2: Any, /) -> Array:
    """``x1 ** x2``, with JAX's three cases.

    A Python int exponent keeps the base's dtype (bools become int32); an
    integer result is computed from strongly typed ones (weak only if both
    operands are); a float base with an integer array exponent is not promoted.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.power(jnp.asarray([2, 3], dtype=jnp.int16), 2)
    Array([4, 9], dtype=int16)
    >>> jnp.power(jnp.asarray([True, False]), 2)
    Array([1, 0], dtype=int32)
    >>> jnp.power(jnp.asarray([2.0], dtype=jnp.float32), jnp.asarray([3], dtype=jnp.int64))
    Array([8.], dtype=float32)
    """
    if type(x2) is int:
        a, weak = operand(x1, "power")
        d = to_numeric(a.dtype)
        if d.kind in ("int", "uint") and x2 < 0:
            raise ValueError("Integers cannot be raised to negative powers.")
        a = a if a.dtype is d else ivylite.astype(a, d)
        return wrap(_integer_pow(a, x2), weak)
    a1, w1 = operand(x1, "power")
    a2, w2 = operand(x2, "power")
    if a1.dtype.kind in ("float", "complex") and a2.dtype.kind in ("int", "uint"):
        # no promotion: the exponent is cast to the base's dtype
        return wrap(ivylite.pow(a1, ivylite.astype(a2, a1.dtype)), w1 and w2)
    out = binary(power, x1, x2, ivylite.pow, NUMERIC)
    if (
        out.weak_type
        and out.ivy_array.dtype.kind in ("int", "uint")
        and not (_weak(x1) and _weak(x2))
    ):
        # JAX raises integers to powers by repeated multiplication from a
        # (strongly typed) ones array: the result is weak only if both inputs were.
        out = Array(out.ivy_array)
    return out


def _integer_pow(a: Any, n: int) -> Any:
    """``a ** n`` for a Python int ``n`` by repeated squaring (exact for integers,
    wrapping as JAX's does)."""
    if n < 0:
        return ivylite.divide(ivylite.ones((), dtype=a.dtype), _integer_pow(a, -n))
    result = None
    base = a
    while n:
        if n & 1:
            result = base if result is None else ivylite.multiply(result, base)
        n >>= 1
        if n:
            base = ivylite.multiply(base, base)
    return ivylite.ones_like(a) if result is None else result


def maximum(x1: Any, x2: Any, /) -> Array:
    """Elementwise maximum (NaN wins; complex numbers by real, then imaginary part).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.maximum(jnp.asarray([1.0, 5.0]), 2)
    Array([2., 5.], dtype=float64)
    """
    return binary(maximum, x1, x2, _maximum)


def minimum(x1: Any, x2: Any, /) -> Array:
    """Elementwise minimum (NaN wins; complex numbers by real, then imaginary part).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.minimum(jnp.asarray([1, 5], dtype=jnp.int8), 2)
    Array([1, 2], dtype=int8)
    """
    return binary(minimum, x1, x2, _minimum)


@not_implemented_dtypes("complex")
def arctan2(x1: Any, x2: Any, /) -> Array:
    """The angle of the point ``(x2, x1)``, in radians.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.arctan2(1.0, jnp.asarray([-1.0, 0.0], dtype=jnp.float32)) / jnp.pi
    Array([0.75, 0.5 ], dtype=float32)
    """
    return binary(arctan2, x1, x2, ivylite.atan2, INEXACT)


@not_implemented_dtypes("complex")
def logaddexp(x1: Any, x2: Any, /) -> Array:
    """``log(exp(x1) + exp(x2))`` without overflow.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.logaddexp(jnp.asarray([0.0]), 0.0)
    Array([0.69314718], dtype=float64)
    """
    return binary(logaddexp, x1, x2, ivylite.logaddexp, INEXACT)


@unsupported_dtypes("complex")
def hypot(x1: Any, x2: Any, /) -> Array:
    """``sqrt(x1**2 + x2**2)`` without overflow.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.hypot(jnp.asarray([3.0]), 4)
    Array([5.], dtype=float64)
    """
    return binary(hypot, x1, x2, ivylite.hypot, INEXACT)


@unsupported_dtypes("bool")
def negative(x: Any, /) -> Array:
    """``-x`` (JAX refuses bools).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.negative(jnp.asarray([1, -2], dtype=jnp.int8))
    Array([-1,  2], dtype=int8)
    """
    return unary(negative, x, ivylite.negative)


def positive(x: Any, /) -> Array:
    """``+x``: a copy.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.positive(jnp.asarray([True]))
    Array([ True], dtype=bool)
    """
    return unary(positive, x, lambda a: a if a.dtype is _BOOL else ivylite.positive(a))


def abs(x: Any, /) -> Array:  # noqa: A001 - jax.numpy's name
    """Absolute value; of a complex number, its magnitude (a real dtype).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.abs(jnp.asarray([-1.5, 2.0], dtype=jnp.float16)), jnp.abs(jnp.asarray([3 + 4j])).dtype
    (Array([1.5, 2. ], dtype=float16), dtype('float64'))
    """
    return unary(abs, x, lambda a: a if a.dtype is _BOOL else ivylite.abs(a), KEEP)


absolute = abs


@unsupported_dtypes("bool")
def sign(x: Any, /) -> Array:
    """-1, 0 or 1 by sign (``x / |x|`` for complex numbers).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.sign(jnp.asarray([-3, 0, 2]))
    Array([-1,  0,  1], dtype=int64)
    """
    return unary(sign, x, ivylite.sign)


def square(x: Any, /) -> Array:
    """``x * x`` (bools as int32).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.square(jnp.asarray([True, False]))
    Array([1, 0], dtype=int32)
    """
    return unary(square, x, ivylite.square, NUMERIC)


def reciprocal(x: Any, /) -> Array:
    """``1 / x`` in an inexact dtype.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.reciprocal(jnp.asarray([2, 4], dtype=jnp.int32))
    Array([0.5 , 0.25], dtype=float32)
    """
    return unary(
        reciprocal, x, lambda a: ivylite.divide(ivylite.ones((), dtype=a.dtype), a), INEXACT
    )


@unsupported_dtypes("complex")
def floor(x: Any, /) -> Array:
    """Round down (integers are returned unchanged).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.floor(jnp.asarray([-1.5, 1.5]))
    Array([-2.,  1.], dtype=float64)
    """
    return unary(floor, x, _identity_on_exact(ivylite.floor))


@unsupported_dtypes("complex")
def ceil(x: Any, /) -> Array:
    """Round up (integers are returned unchanged).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.ceil(jnp.asarray([-1.5, 1.5], dtype=jnp.float32))
    Array([-1.,  2.], dtype=float32)
    """
    return unary(ceil, x, _identity_on_exact(ivylite.ceil))


@unsupported_dtypes("complex")
def trunc(x: Any, /) -> Array:
    """Round toward zero (integers are returned unchanged).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.trunc(jnp.asarray([-1.5, 1.5]))
    Array([-1.,  1.], dtype=float64)
    """
    return unary(trunc, x, _identity_on_exact(ivylite.trunc))


@unsupported_dtypes("bool")
def round(a: Any, decimals: int = 0, out: None = None) -> Array:  # noqa: A001 - jax.numpy's name
    """Round half to even, to ``decimals`` decimal places.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.round(jnp.asarray([0.5, 1.5, 2.567]), 1)
    Array([0.5, 1.5, 2.6], dtype=float64)
    """

    def op(x: Any) -> Any:
        if x.dtype.kind in ("int", "uint") and decimals >= 0:
            return x
        if decimals == 0:
            return ivylite.round(x)
        scale = ivylite.asarray(10.0**decimals, dtype=x.dtype)
        return ivylite.divide(ivylite.round(ivylite.multiply(x, scale)), scale)

    return unary(round, a, op)


def conjugate(x: Any, /) -> Array:
    """Complex conjugate (real numbers unchanged).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.conjugate(jnp.asarray([1 + 2j]))
    Array([1.-2.j], dtype=complex128)
    """
    return unary(conjugate, x, lambda a: ivylite.conj(a) if _is_complex(a) else a)


conj = conjugate


def real(val: Any, /) -> Array:
    """The real part (a real dtype; real numbers unchanged).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.real(jnp.asarray([1 + 2j], dtype=jnp.complex64))
    Array([1.], dtype=float32)
    """
    return unary(real, val, lambda a: ivylite.real(a) if _is_complex(a) else a, KEEP)


def imag(val: Any, /) -> Array:
    """The imaginary part (zeros for real numbers).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.imag(jnp.asarray([1 + 2j]))
    Array([2.], dtype=float64)
    """
    return unary(
        imag, val, lambda a: ivylite.imag(a) if _is_complex(a) else ivylite.zeros_like(a), KEEP
    )


# --- exponents, logs, trigonometry: computed in an inexact dtype ---------------


def _inexact_unary(name: str, op: Any, doc_in: str, doc_out: str) -> Any:
    def fn(x: Any, /) -> Array:
        return unary(fn, x, op, INEXACT)

    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = f"""Elementwise ``{name}`` (integers and bools in float32, 64-bit ones in float64).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.{name}({doc_in})
    {doc_out}
    """
    return fn


exp = _inexact_unary(
    "exp", ivylite.exp, "jnp.asarray([0, 1])", "Array([1.        , 2.71828183], dtype=float64)"
)
expm1 = _inexact_unary("expm1", ivylite.expm1, "jnp.asarray([0.0])", "Array([0.], dtype=float64)")
exp2 = _inexact_unary(
    "exp2", lambda a: ivylite.pow(ivylite.asarray(2, dtype=a.dtype), a), "jnp.asarray([3], dtype=jnp.int8)",
    "Array([8.], dtype=float32)",
)  # fmt: skip
log = _inexact_unary(
    "log", ivylite.log, "jnp.asarray([1], dtype=jnp.int32)", "Array([0.], dtype=float32)"
)
log1p = _inexact_unary("log1p", ivylite.log1p, "jnp.asarray([0.0])", "Array([0.], dtype=float64)")
log2 = _inexact_unary("log2", ivylite.log2, "jnp.asarray([8.0])", "Array([3.], dtype=float64)")
log10 = _inexact_unary("log10", ivylite.log10, "jnp.asarray([100.0])", "Array([2.], dtype=float64)")
sqrt = _inexact_unary(
    "sqrt", ivylite.sqrt, "jnp.asarray([4], dtype=jnp.int16)", "Array([2.], dtype=float32)"
)
sin = _inexact_unary("sin", ivylite.sin, "jnp.asarray([0.0])", "Array([0.], dtype=float64)")
cos = _inexact_unary("cos", ivylite.cos, "jnp.asarray([0.0])", "Array([1.], dtype=float64)")
tan = _inexact_unary("tan", ivylite.tan, "jnp.asarray([0.0])", "Array([0.], dtype=float64)")
tanh = _inexact_unary("tanh", ivylite.tanh, "jnp.asarray([0.0])", "Array([0.], dtype=float64)")
sinh = _inexact_unary("sinh", ivylite.sinh, "jnp.asarray([0.0])", "Array([0.], dtype=float64)")
cosh = _inexact_unary("cosh", ivylite.cosh, "jnp.asarray([0.0])", "Array([1.], dtype=float64)")
arcsin = _inexact_unary("arcsin", ivylite.asin, "jnp.asarray([0.0])", "Array([0.], dtype=float64)")
arccos = _inexact_unary("arccos", ivylite.acos, "jnp.asarray([1.0])", "Array([0.], dtype=float64)")
arctan = _inexact_unary("arctan", ivylite.atan, "jnp.asarray([0.0])", "Array([0.], dtype=float64)")
arcsinh = _inexact_unary(
    "arcsinh", ivylite.asinh, "jnp.asarray([0.0])", "Array([0.], dtype=float64)"
)
arccosh = _inexact_unary(
    "arccosh", ivylite.acosh, "jnp.asarray([1.0])", "Array([0.], dtype=float64)"
)
arctanh = _inexact_unary(
    "arctanh", ivylite.atanh, "jnp.asarray([0.0])", "Array([0.], dtype=float64)"
)


# --- clip ------------------------------------------------------------------------------


@unsupported_dtypes("complex")
def clip(arr: Any = None, /, min: Any = None, max: Any = None) -> Array:  # noqa: A002
    """Limit values to ``[min, max]``; the bounds promote with ``arr`` (JAX refuses complex).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.clip(jnp.asarray([-2, 5, 9], dtype=jnp.int8), 0, 6)
    Array([0, 5, 6], dtype=int8)
    >>> jnp.clip(jnp.asarray([True, False]), 0, 1).dtype
    dtype('int64')
    """
    args = [v for v in (arr, min, max) if v is not None]
    arrays, d, weak = operands(args, "clip")
    JAX.check(clip, d)
    out = arrays[0]
    i = 1
    if min is not None:
        out = _maximum(out, arrays[i])
        i += 1
    if max is not None:
        out = _minimum(out, arrays[i])
    return wrap(out, weak)
