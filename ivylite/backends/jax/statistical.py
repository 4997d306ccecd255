"""JAX reductions; axes are None or a tuple, the input already has the result dtype."""

from __future__ import annotations

import jax.numpy as jnp

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
