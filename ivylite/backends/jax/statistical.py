"""JAX reductions; axes are None or a tuple, the input already has the result dtype."""

from __future__ import annotations

import jax.numpy as jnp

from .._composite import moments

# x already has the result dtype (ivylite casts it). promote_integers=False keeps
# int32 from widening to int64 under x64; passing no dtype= keeps JAX's float32
# accumulation of float16/bfloat16 (with dtype= it accumulates in half precision
# and a product can overflow midway where NumPy's does not).


def sum(x, axis, keepdims, dtype):
    if x.dtype == dtype:
        return jnp.sum(x, axis=axis, keepdims=keepdims, promote_integers=False)
    return jnp.sum(x, axis=axis, dtype=dtype, keepdims=keepdims)


def prod(x, axis, keepdims, dtype):
    if x.dtype == dtype:
        return jnp.prod(x, axis=axis, keepdims=keepdims, promote_integers=False)
    return jnp.prod(x, axis=axis, dtype=dtype, keepdims=keepdims)


def mean(x, axis, keepdims):
    # x is float or complex here; jnp.mean keeps its dtype (half precision accumulates in float32).
    return jnp.mean(x, axis=axis, keepdims=keepdims)


def max(x, axis, keepdims):
    return jnp.max(x, axis=axis, keepdims=keepdims)


def min(x, axis, keepdims):
    return jnp.min(x, axis=axis, keepdims=keepdims)


_HALF = (jnp.float16, jnp.bfloat16)

# Half precision computes in float32 and rounds once.
var, std = moments(
    widen=lambda x: x.astype(jnp.float32) if x.dtype in _HALF else x,
    mean=lambda w, axis: jnp.mean(w, axis=axis, keepdims=True),
    sum=lambda v, axis, keepdims: jnp.sum(v, axis=axis, keepdims=keepdims),
    divide=lambda s, divisor: s / jnp.asarray(divisor, s.dtype),
    times_nan=lambda s: s * jnp.asarray(jnp.nan, s.dtype),
    sqrt=jnp.sqrt,
    narrow=lambda out, x: out.astype(x.dtype),
)


def cumulative_sum(x, axis, include_initial):
    # x already has the result dtype; half precision accumulates in float32.
    d = x.dtype
    if d in _HALF:
        out = jnp.cumsum(x.astype(jnp.float32), axis=axis).astype(d)
    else:
        out = jnp.cumsum(x, axis=axis, dtype=d)
    if include_initial:
        shape = list(x.shape)
        shape[axis] = 1
        out = jnp.concatenate([jnp.zeros(shape, d), out], axis=axis)
    return out
