"""jax.nn's activation and helper functions.

Most are written as JAX writes them, over this frontend's ``jax.numpy``
(``relu`` is ``maximum(x, 0)``, ``softplus`` is ``logaddexp(x, 0)``,
``leaky_relu`` a ``where``), so their result dtypes follow JAX's promotion
exactly: ``relu6`` of an integer array is float64, ``softplus`` of bools
float64. The ones JAX computes with a dedicated kernel (sigmoid, gelu,
softmax) call ivylite's.
"""

from __future__ import annotations

import math
from typing import Any

import ivylite
from ivylite.dtypes import Dtype

from .. import numpy as jnp
from ..array import Array
from ..func_wrapper import (
    INEXACT,
    JAX,
    dtype_arg,
    not_implemented_dtypes,
    operand,
    operands,
    unary,
    unsupported_dtypes,
    wrap,
)
from ..promotion import result_dtype_and_weak, to_inexact

__all__ = [
    "relu", "relu6", "gelu", "silu", "swish", "sigmoid", "log_sigmoid", "softmax",
    "log_softmax", "softplus", "leaky_relu", "elu", "one_hot", "logsumexp", "standardize", "tanh",
]  # fmt: skip

_F64 = Dtype("float64")

tanh = jnp.tanh


def relu(x: Any) -> Array:
    """Rectified linear unit, ``maximum(x, 0)`` (bools become int64, as in JAX).

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jax.nn.relu(jnp.asarray([-2, 3], dtype=jnp.int8))
    Array([0, 3], dtype=int8)
    """
    return jnp.maximum(x, 0)


def relu6(x: Any) -> Array:
    """``minimum(maximum(x, 0), 6.0)``.

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jax.nn.relu6(jnp.asarray([-1.0, 3.0, 9.0], dtype=jnp.float32))
    Array([0., 3., 6.], dtype=float32)
    """
    return jnp.minimum(jnp.maximum(x, 0), 6.0)


def _sigmoid(a: Any) -> Any:
    if a.dtype.kind == "complex":
        one = ivylite.ones((), dtype=a.dtype)
        return ivylite.divide(one, ivylite.add(one, ivylite.exp(ivylite.negative(a))))
    return ivylite.sigmoid(a)


@unsupported_dtypes("bool", "integer")
def sigmoid(x: Any) -> Array:
    """The logistic function ``1 / (1 + exp(-x))`` (JAX refuses integers and bools).

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jax.nn.sigmoid(jnp.asarray([0.0]))
    Array([0.5], dtype=float64)
    """
    return unary(sigmoid, x, _sigmoid)


@unsupported_dtypes("bool", "integer")
def silu(x: Any) -> Array:
    """``x * sigmoid(x)`` (JAX refuses integers and bools).

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jax.nn.silu(jnp.asarray([0.0, 1.0], dtype=jnp.float32))
    Array([0.       , 0.7310586], dtype=float32)
    """

    def op(a: Any) -> Any:
        return ivylite.multiply(a, _sigmoid(a)) if a.dtype.kind == "complex" else ivylite.silu(a)

    return unary(silu, x, op)


swish = silu


@unsupported_dtypes("bool")
@not_implemented_dtypes("complex")
def log_sigmoid(x: Any) -> Array:
    """``-softplus(-x)``.

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jax.nn.log_sigmoid(jnp.asarray([0.0]))
    Array([-0.69314718], dtype=float64)
    """
    a = operand(x, "log_sigmoid")[0]
    JAX.check(log_sigmoid, a.dtype)
    return jnp.negative(softplus(jnp.negative(x)))


def gelu(x: Any, approximate: bool = True) -> Array:
    """Gaussian error linear unit; JAX's default is the tanh approximation.

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jax.nn.gelu(jnp.asarray([1.0])), jax.nn.gelu(jnp.asarray([1.0]), approximate=False)
    (Array([0.84119199], dtype=float64), Array([0.84134475], dtype=float64))
    """

    def op(a: Any) -> Any:
        if a.dtype.kind != "complex":
            return ivylite.gelu(a, approximate=approximate)
        if not approximate:
            raise JAX.refusal(gelu, a.dtype, "approximate=False")  # erfc has no complex kernel
        c = ivylite.asarray(math.sqrt(2 / math.pi), dtype=a.dtype)
        inner = ivylite.multiply(c, ivylite.add(a, ivylite.multiply(ivylite.asarray(0.044715, dtype=a.dtype),
                                                                     ivylite.pow(a, ivylite.asarray(3, dtype=a.dtype)))))  # fmt: skip
        half = ivylite.asarray(0.5, dtype=a.dtype)
        return ivylite.multiply(
            ivylite.multiply(half, a),
            ivylite.add(ivylite.ones((), dtype=a.dtype), ivylite.tanh(inner)),
        )

    out = unary(gelu, x, op, INEXACT)
    return Array(out.ivy_array)  # JAX's gelu result is never weakly typed


def _softmax(name: str, x: Any, axis: Any, where: Any, log: bool) -> Any:
    a = operand(x, name)[0]
    # With a mask, JAX fills with -inf (a weak float): integers promote to float64 then.
    d = to_inexact(a.dtype) if where is None else to_inexact(result_dtype_and_weak(a, -math.inf)[0])
    a = a if a.dtype is d else ivylite.astype(a, d)
    if isinstance(axis, int) and where is None:
        return (ivylite.log_softmax if log else ivylite.softmax)(a, axis=axis)
    axis = tuple(axis) if isinstance(axis, (list, tuple)) else axis
    mask = None
    if where is not None:
        mask = ivylite.broadcast_to(operand(where)[0], a.shape)
        a = ivylite.where(mask, a, ivylite.asarray(-math.inf, dtype=d))
    m = ivylite.max(a, axis=axis, keepdims=True)
    shifted = ivylite.subtract(a, m)
    e = ivylite.exp(shifted)
    total = ivylite.sum(e, axis=axis, keepdims=True)
    out = ivylite.subtract(shifted, ivylite.log(total)) if log else ivylite.divide(e, total)
    if mask is not None:
        out = ivylite.where(mask, out, ivylite.asarray(-math.inf if log else 0.0, dtype=d))
    return out


@unsupported_dtypes("bool")
@not_implemented_dtypes("complex", "unsigned")
def softmax(x: Any, axis: Any = -1, where: Any = None) -> Array:
    """``exp(x) / sum(exp(x))`` along ``axis``; ``where`` masks entries out (they get 0).

    Unsigned integers are refused: JAX subtracts the maximum in the unsigned
    dtype, which wraps around, and returns NaNs; the frontend says so instead.
    Bools are refused as JAX refuses them (JAX lets them through only when
    ``where`` is given, by promoting them with its ``-inf`` initial value).

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jax.nn.softmax(jnp.asarray([0.0, 0.0], dtype=jnp.float32))
    Array([0.5, 0.5], dtype=float32)
    """
    JAX.check(softmax, operand(x, "softmax")[0].dtype)
    return Array(_softmax("softmax", x, axis, where, False))


@unsupported_dtypes("bool")
@not_implemented_dtypes("complex", "unsigned")
def log_softmax(x: Any, axis: Any = -1, where: Any = None) -> Array:
    """``x - logsumexp(x)`` along ``axis``.

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jax.nn.log_softmax(jnp.asarray([0.0, 0.0]))
    Array([-0.69314718, -0.69314718], dtype=float64)
    """
    JAX.check(log_softmax, operand(x, "log_softmax")[0].dtype)
    return Array(_softmax("log_softmax", x, axis, where, True))


@not_implemented_dtypes("complex")
def softplus(x: Any) -> Array:
    """``log(1 + exp(x))``, computed as ``logaddexp(x, 0)``.

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jax.nn.softplus(jnp.asarray([0.0], dtype=jnp.float32))
    Array([0.6931472], dtype=float32)
    """
    JAX.check(softplus, operand(x, "softplus")[0].dtype)
    return jnp.logaddexp(x, 0)


def leaky_relu(x: Any, negative_slope: Any = 0.01) -> Array:
    """``x`` where ``x >= 0``, else ``negative_slope * x``.

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jax.nn.leaky_relu(jnp.asarray([-1.0, 2.0]), 0.1)
    Array([-0.1,  2. ], dtype=float64)
    """
    return jnp.where(jnp.greater_equal(x, 0), x, jnp.multiply(negative_slope, x))


def elu(x: Any, alpha: Any = 1.0) -> Array:
    """``x`` where ``x > 0``, else ``alpha * (exp(x) - 1)``.

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jax.nn.elu(jnp.asarray([-1.0, 2.0]))
    Array([-0.63212056,  2.        ], dtype=float64)
    """
    positive = jnp.greater(x, 0)
    return jnp.where(positive, x, jnp.multiply(alpha, jnp.expm1(jnp.where(positive, 0.0, x))))


@unsupported_dtypes("bool")
def one_hot(x: Any, num_classes: int, *, dtype: Any = None, axis: int = -1) -> Array:
    """``x == i`` for each class ``i``, along a new axis (float64 by default).

    Values outside ``[0, num_classes)`` give rows of zeros.

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jax.nn.one_hot(jnp.asarray([0, 2, 5]), 3)
    Array([[1., 0., 0.],
           [0., 0., 1.],
           [0., 0., 0.]], dtype=float64)
    """
    a = operand(x, "one_hot")[0]
    JAX.check(one_hot, a.dtype)
    d = dtype_arg(dtype) or _F64
    classes = ivylite.arange(int(num_classes), dtype="int64")
    classes = (
        classes if a.dtype.kind not in ("float", "complex") else ivylite.astype(classes, a.dtype)
    )
    hot = jnp.equal(Array(ivylite.expand_dims(a, axis=a.ndim)), Array(classes)).ivy_array
    if axis not in (-1, a.ndim):
        hot = ivylite.moveaxis(hot, -1, axis)
    return Array(ivylite.astype(hot, d))


def logsumexp(a: Any, axis: Any = None, b: Any = None, keepdims: bool = False,
              return_sign: bool = False, where: Any = None) -> Any:  # fmt: skip
    """``log(sum(b * exp(a)))`` over ``axis`` without overflow.

    With ``return_sign``, ``(log|sum|, sign(sum))``; otherwise a negative sum
    gives NaN (for real input).

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jax.nn.logsumexp(jnp.asarray([0.0, 0.0]))
    Array(0.69314718, dtype=float64)
    >>> jax.nn.logsumexp(jnp.asarray([0.0, 0.0]), b=jnp.asarray([1.0, -2.0]), return_sign=True)
    (Array(0., dtype=float64), Array(-1., dtype=float64))
    """
    (x, *rest), d, _ = operands([a] if b is None else [a, b], "logsumexp")
    d = to_inexact(d)
    x = ivylite.astype(x, d)
    mask = None if where is None else ivylite.broadcast_to(operand(where)[0], x.shape)
    if mask is not None:
        x = ivylite.where(mask, x, ivylite.zeros((), dtype=d))
    if rest:
        weights = ivylite.astype(rest[0], d)
        x = ivylite.where(
            ivylite.not_equal(weights, ivylite.zeros((), dtype=d)),
            x,
            ivylite.asarray(-math.inf, dtype=d),
        )
    axes = tuple(axis) if isinstance(axis, (list, tuple)) else axis
    real = ivylite.real(x) if d.kind == "complex" else x
    if mask is not None:
        real = ivylite.where(mask, real, ivylite.asarray(-math.inf, dtype=real.dtype))
    m = ivylite.max(real, axis=axes, keepdims=True)
    m = ivylite.where(ivylite.isfinite(m), m, ivylite.zeros((), dtype=m.dtype))
    e = ivylite.exp(ivylite.subtract(x, ivylite.astype(m, d)))
    if rest:
        e = ivylite.multiply(e, weights)
    if mask is not None:
        e = ivylite.where(mask, e, ivylite.zeros((), dtype=d))
    s = ivylite.sum(e, axis=axes, keepdims=True)
    sign = ivylite.sign(s)
    if return_sign or d.kind != "complex":
        s = ivylite.abs(s)
    out = ivylite.add(ivylite.log(s), ivylite.astype(m, s.dtype))
    if not keepdims:
        dims = range(x.ndim) if axes is None else (axes,) if isinstance(axes, int) else axes
        dims = tuple(sorted(ax % x.ndim for ax in dims))
        if dims:
            out, sign = ivylite.squeeze(out, dims), ivylite.squeeze(sign, dims)
    if return_sign:
        return Array(out), Array(sign)
    if rest and d.kind != "complex":
        out = ivylite.where(
            ivylite.less(sign, ivylite.zeros((), dtype=d)), ivylite.asarray(math.nan, dtype=d), out
        )
    return Array(out)


@unsupported_dtypes("complex")
def standardize(x: Any, axis: Any = -1, mean: Any = None, variance: Any = None, epsilon: Any = 1e-5,
                where: Any = None) -> Array:  # fmt: skip
    """``(x - mean) / sqrt(variance + epsilon)`` along ``axis``.

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jax.nn.standardize(jnp.asarray([1.0, 3.0]), epsilon=0.0)
    Array([-1.,  1.], dtype=float64)
    """
    JAX.check(standardize, operand(x, "standardize")[0].dtype)
    if mean is None:
        mean = jnp.mean(x, axis, keepdims=True, where=where)
    if variance is None:
        centered = jnp.subtract(x, mean)
        variance = jnp.mean(jnp.square(centered), axis, keepdims=True, where=where)
    return wrap(
        jnp.multiply(
            jnp.subtract(x, mean), jnp.reciprocal(jnp.sqrt(jnp.add(variance, epsilon)))
        ).ivy_array
    )
