"""jax.numpy's elementwise tests, comparisons, logical and bitwise operations.

Comparisons promote their operands JAX's way and order bools (False < True)
and complex numbers (by real part, then imaginary part) as JAX does, which
ivylite's comparisons do not; logical functions take any dtype (nonzero is
true).
"""

from __future__ import annotations

from typing import Any

import ivylite
from ivylite.dtypes import Dtype

from ..array import Array
from ..func_wrapper import KEEP, NUMERIC, binary, supported_dtypes, unary
from .math import _lex_greater_equal

__all__ = [
    "isnan",
    "isinf",
    "isfinite",
    "equal",
    "not_equal",
    "less",
    "less_equal",
    "greater",
    "greater_equal",
    "logical_and",
    "logical_or",
    "logical_xor",
    "logical_not",
    "bitwise_and",
    "bitwise_or",
    "bitwise_xor",
    "invert",
    "bitwise_not",
    "left_shift",
    "right_shift",
]

_BOOL = Dtype("bool")


def _is_complex(a: Any) -> bool:
    return a.dtype.kind == "complex"


def _ordered(op: Any, swap: bool, strict: bool) -> Any:
    """A comparison that also orders bools (False < True) and complex numbers."""

    def compare(a: Any, b: Any) -> Any:
        if a.dtype is _BOOL:
            a, b = ivylite.astype(a, "uint8"), ivylite.astype(b, "uint8")
        elif _is_complex(a):
            ge = _lex_greater_equal(b, a) if swap else _lex_greater_equal(a, b)
            return ivylite.logical_and(ge, ivylite.not_equal(a, b)) if strict else ge
        return op(a, b)

    return compare


_less = _ordered(ivylite.less, True, True)
_less_equal = _ordered(ivylite.less_equal, True, False)
_greater = _ordered(ivylite.greater, False, True)
_greater_equal = _ordered(ivylite.greater_equal, False, False)


def _as_bool(a: Any) -> Any:
    return a if a.dtype is _BOOL else ivylite.not_equal(a, ivylite.zeros((), dtype=a.dtype))


# --- tests of values -------------------------------------------------------------


def isnan(x: Any, /) -> Array:
    """Where ``x`` is NaN (never, for integers and bools).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.isnan(jnp.asarray([1.0, float("nan")]))
    Array([False,  True], dtype=bool)
    """
    return unary(
        isnan,
        x,
        lambda a: ivylite.isnan(a) if a.dtype is not _BOOL else ivylite.zeros_like(a),
        KEEP,
    )


def isinf(x: Any, /) -> Array:
    """Where ``x`` is infinite.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.isinf(jnp.asarray([1.0, float("inf")]))
    Array([False,  True], dtype=bool)
    """
    return unary(
        isinf,
        x,
        lambda a: ivylite.isinf(a) if a.dtype is not _BOOL else ivylite.zeros_like(a),
        KEEP,
    )


def isfinite(x: Any, /) -> Array:
    """Where ``x`` is neither infinite nor NaN.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.isfinite(jnp.asarray([1.0, float("inf")]))
    Array([ True, False], dtype=bool)
    """
    return unary(
        isfinite,
        x,
        lambda a: ivylite.isfinite(a) if a.dtype is not _BOOL else ivylite.ones_like(a),
        KEEP,
    )


# --- comparisons and logic ---------------------------------------------------------


def equal(x: Any, y: Any, /) -> Array:
    """``x == y`` after promotion.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.equal(jnp.asarray([1, 2], dtype=jnp.int8), 2)
    Array([False,  True], dtype=bool)
    """
    return binary(equal, x, y, ivylite.equal, KEEP)


def not_equal(x: Any, y: Any, /) -> Array:
    """``x != y`` after promotion.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.not_equal(jnp.asarray([1, 2]), 2)
    Array([ True, False], dtype=bool)
    """
    return binary(not_equal, x, y, ivylite.not_equal, KEEP)


def less(x: Any, y: Any, /) -> Array:
    """``x < y`` after promotion (bools: False < True; complex: by real, then imaginary part).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.less(jnp.asarray([1, 2]), 2)
    Array([ True, False], dtype=bool)
    """
    return binary(less, x, y, _less, KEEP)


def less_equal(x: Any, y: Any, /) -> Array:
    """``x <= y`` after promotion.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.less_equal(jnp.asarray([1, 3]), 2)
    Array([ True, False], dtype=bool)
    """
    return binary(less_equal, x, y, _less_equal, KEEP)


def greater(x: Any, y: Any, /) -> Array:
    """``x > y`` after promotion.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.greater(jnp.asarray([1, 3]), 2)
    Array([False,  True], dtype=bool)
    """
    return binary(greater, x, y, _greater, KEEP)


def greater_equal(x: Any, y: Any, /) -> Array:
    """``x >= y`` after promotion.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.greater_equal(jnp.asarray([1, 2]), 2)
    Array([False,  True], dtype=bool)
    """
    return binary(greater_equal, x, y, _greater_equal, KEEP)


def _logical(op: Any) -> Any:
    def run(a: Any, b: Any) -> Any:
        return op(_as_bool(a), _as_bool(b))

    return run


def logical_and(x1: Any, x2: Any, /) -> Array:
    """Truth-value ``and`` (nonzero is true).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.logical_and(jnp.asarray([0, 1, 2]), True)
    Array([False,  True,  True], dtype=bool)
    """
    return binary(logical_and, x1, x2, _logical(ivylite.logical_and), KEEP)


def logical_or(x1: Any, x2: Any, /) -> Array:
    """Truth-value ``or`` (nonzero is true).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.logical_or(jnp.asarray([0.0, 2.0]), False)
    Array([False,  True], dtype=bool)
    """
    return binary(logical_or, x1, x2, _logical(ivylite.logical_or), KEEP)


def logical_xor(x1: Any, x2: Any, /) -> Array:
    """Truth-value ``xor`` (nonzero is true).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.logical_xor(jnp.asarray([0, 1]), 1)
    Array([ True, False], dtype=bool)
    """
    return binary(logical_xor, x1, x2, _logical(ivylite.logical_xor), KEEP)


def logical_not(x: Any, /) -> Array:
    """Truth-value ``not`` (zero is false).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.logical_not(jnp.asarray([0, 3]))
    Array([ True, False], dtype=bool)
    """
    return unary(logical_not, x, lambda a: ivylite.logical_not(_as_bool(a)), KEEP)


# --- bitwise -------------------------------------------------------------------------


@supported_dtypes("bool", "integer")
def bitwise_and(x1: Any, x2: Any, /) -> Array:
    """Bitwise ``&`` of integers or bools.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.bitwise_and(jnp.asarray([12], dtype=jnp.uint8), 10)
    Array([8], dtype=uint8)
    """
    return binary(bitwise_and, x1, x2, ivylite.bitwise_and)


@supported_dtypes("bool", "integer")
def bitwise_or(x1: Any, x2: Any, /) -> Array:
    """Bitwise ``|`` of integers or bools.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.bitwise_or(jnp.asarray([12], dtype=jnp.uint8), 3)
    Array([15], dtype=uint8)
    """
    return binary(bitwise_or, x1, x2, ivylite.bitwise_or)


@supported_dtypes("bool", "integer")
def bitwise_xor(x1: Any, x2: Any, /) -> Array:
    """Bitwise ``^`` of integers or bools.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.bitwise_xor(jnp.asarray([True, False]), True)
    Array([False,  True], dtype=bool)
    """
    return binary(bitwise_xor, x1, x2, ivylite.bitwise_xor)


@supported_dtypes("bool", "integer")
def invert(x: Any, /) -> Array:
    """Bitwise ``~`` of integers or bools.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.invert(jnp.asarray([0], dtype=jnp.uint8))
    Array([255], dtype=uint8)
    """
    return unary(invert, x, ivylite.bitwise_invert)


bitwise_not = invert


@supported_dtypes("bool", "integer")
def left_shift(x1: Any, x2: Any, /) -> Array:
    """``x1 << x2`` (bools as int32).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.left_shift(jnp.asarray([1], dtype=jnp.int16), 3)
    Array([8], dtype=int16)
    """
    return binary(left_shift, x1, x2, ivylite.bitwise_left_shift, NUMERIC)


@supported_dtypes("bool", "integer")
def right_shift(x1: Any, x2: Any, /) -> Array:
    """``x1 >> x2`` (bools as int32).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.right_shift(jnp.asarray([8], dtype=jnp.int16), 3)
    Array([1], dtype=int16)
    """
    return binary(right_shift, x1, x2, ivylite.bitwise_right_shift, NUMERIC)
