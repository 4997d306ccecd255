"""A minimal ``jax.lax``: elementwise primitives without implicit promotion.

lax operations require their operands to have one dtype. A Python scalar
counts as its default dtype (int64, float64), so ``lax.add(int8_array, 1)``
is an error, as in JAX 0.10.

Examples
--------
>>> import ivylite.frontends.jax as jax
>>> import ivylite.frontends.jax.numpy as jnp
>>> jax.lax.add(jnp.asarray([1, 2], dtype=jnp.int8), jnp.asarray([1, 1], dtype=jnp.int8))
Array([2, 3], dtype=int8)
>>> jax.lax.add(jnp.asarray([1, 2], dtype=jnp.int8), 1)
Traceback (most recent call last):
...
TypeError: lax.add requires arguments to have the same dtypes, got int8, int64
"""

from __future__ import annotations

from typing import Any

import ivylite

from . import lax_control
from .array import Array
from .func_wrapper import (
    JAX,
    KEEP,
    dtype_arg,
    operand,
    supported_dtypes,
    unary,
    unsupported_dtypes,
    wrap,
)
from .lax_control import *  # noqa: F403 - control flow and dynamic slicing are lax's too
from .nn.functions import _sigmoid
from .numpy.math import _maximum, _minimum

__all__ = [
    "add", "sub", "mul", "div", "max", "min", "pow", "neg", "abs", "exp", "log", "tanh",
    "logistic", "sqrt", "rsqrt", "convert_element_type", *lax_control.__all__,
]  # fmt: skip


def _same_dtype(fn: Any, x: Any, y: Any, op: Any) -> Array:
    # Python scalars count as their default dtypes (int64, float64): lax never promotes.
    (a, wa), (b, wb) = operand(x, fn.__name__), operand(y, fn.__name__)
    JAX.check(fn, a.dtype)
    JAX.check(fn, b.dtype)
    if a.dtype is not b.dtype:
        raise TypeError(
            f"lax.{fn.__name__} requires arguments to have the same dtypes, got {a.dtype}, {b.dtype}"
        )
    return wrap(op(a, b), wa and wb)


@unsupported_dtypes("bool")
def add(x: Any, y: Any) -> Array:
    """``x + y`` of one dtype.

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jax.lax.add(jnp.asarray([1.0]), jnp.asarray([2.0]))
    Array([3.], dtype=float64)
    """
    return _same_dtype(add, x, y, ivylite.add)


@unsupported_dtypes("bool")
def sub(x: Any, y: Any) -> Array:
    """``x - y`` of one dtype.

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jax.lax.sub(jnp.asarray([1.0]), 2.0)
    Array([-1.], dtype=float64)
    """
    return _same_dtype(sub, x, y, ivylite.subtract)


@unsupported_dtypes("bool")
def mul(x: Any, y: Any) -> Array:
    """``x * y`` of one dtype.

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jax.lax.mul(jnp.asarray([3]), 2)
    Array([6], dtype=int64)
    """
    return _same_dtype(mul, x, y, ivylite.multiply)


def _div(a: Any, b: Any) -> Any:
    if a.dtype.kind in ("int", "uint"):
        # Integer division rounds toward zero in lax (C semantics), not down.
        q = ivylite.floor_divide(a, b)
        r = ivylite.remainder(a, b)
        zero = ivylite.zeros((), dtype=a.dtype)
        fix = ivylite.logical_and(
            ivylite.not_equal(r, zero),
            ivylite.not_equal(ivylite.less(a, zero), ivylite.less(b, zero)),
        )
        return ivylite.where(fix, ivylite.add(q, ivylite.ones((), dtype=a.dtype)), q)
    return ivylite.divide(a, b)


@unsupported_dtypes("bool")
def div(x: Any, y: Any) -> Array:
    """``x / y`` of one dtype; integers round toward zero.

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jax.lax.div(jnp.asarray([-7, 7]), 2)
    Array([-3,  3], dtype=int64)
    """
    return _same_dtype(div, x, y, _div)


def max(x: Any, y: Any) -> Array:  # noqa: A001 - lax's name
    """Elementwise maximum of one dtype.

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jax.lax.max(jnp.asarray([1.0, 5.0]), 2.0)
    Array([2., 5.], dtype=float64)
    """
    return _same_dtype(max, x, y, _maximum)


def min(x: Any, y: Any) -> Array:  # noqa: A001 - lax's name
    """Elementwise minimum of one dtype.

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jax.lax.min(jnp.asarray([1.0, 5.0]), 2.0)
    Array([1., 2.], dtype=float64)
    """
    return _same_dtype(min, x, y, _minimum)


@supported_dtypes("float", "complex")
def pow(x: Any, y: Any) -> Array:  # noqa: A001 - lax's name
    """``x ** y`` of a floating or complex ``x``; ``y`` of its dtype or an integer one.

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jax.lax.pow(jnp.asarray([2.0]), 3.0)
    Array([8.], dtype=float64)
    """
    (a, wa), (b, wb) = operand(x, "pow"), operand(y, "pow")
    JAX.check(pow, a.dtype)
    if b.dtype is not a.dtype:
        if b.dtype.kind not in ("int", "uint"):  # an integer exponent is allowed
            raise TypeError(
                f"lax.pow requires arguments to have the same dtypes, got {a.dtype}, {b.dtype}"
            )
        b = ivylite.astype(b, a.dtype)
    return wrap(ivylite.pow(a, b), wa and wb)


@unsupported_dtypes("bool")
def neg(x: Any) -> Array:
    """``-x``.

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jax.lax.neg(jnp.asarray([1], dtype=jnp.int8))
    Array([-1], dtype=int8)
    """
    return unary(neg, x, ivylite.negative)


@unsupported_dtypes("bool", "unsigned")
def abs(x: Any) -> Array:  # noqa: A001 - lax's name
    """``|x|`` (a real dtype for complex input).

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jax.lax.abs(jnp.asarray([-2.0]))
    Array([2.], dtype=float64)
    """
    return unary(abs, x, ivylite.abs, KEEP)


def _float_unary(name: str, op: Any) -> Any:
    @supported_dtypes("float", "complex")
    def fn(x: Any) -> Array:
        return unary(fn, x, op)

    fn.__name__ = fn.__qualname__ = name
    fn.__module__ = __name__
    fn.__doc__ = f"""Elementwise ``{name}`` of a floating or complex array (lax does not promote integers).

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jax.lax.{name}(jnp.asarray([1.0], dtype=jnp.float32)).dtype
    dtype('float32')
    """
    return fn


exp = _float_unary("exp", ivylite.exp)
log = _float_unary("log", ivylite.log)
tanh = _float_unary("tanh", ivylite.tanh)
logistic = _float_unary("logistic", _sigmoid)
sqrt = _float_unary("sqrt", ivylite.sqrt)
rsqrt = _float_unary(
    "rsqrt", lambda a: ivylite.divide(ivylite.ones((), dtype=a.dtype), ivylite.sqrt(a))
)


_operand = operand  # convert_element_type's parameter is named operand, as in lax


def convert_element_type(operand: Any, new_dtype: Any) -> Array:
    """``operand`` cast to ``new_dtype`` (not weakly typed).

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jax.lax.convert_element_type(jnp.asarray([1.9]), jnp.int32)
    Array([1], dtype=int32)
    """
    a = _operand(operand, "convert_element_type")[0]
    return Array(ivylite.astype(a, dtype_arg(new_dtype)))
