"""JAX searching."""

from __future__ import annotations

import jax.numpy as jnp

where = jnp.where


def argmax(x, axis):
    return jnp.argmax(x, axis=axis)


def argmin(x, axis):
    return jnp.argmin(x, axis=axis)


def nonzero(x):
    return tuple(i.astype(jnp.int64) for i in jnp.nonzero(x))


def searchsorted(x1, x2, right):
    # jnp.searchsorted orders NaNs last, as NumPy does.
    return jnp.searchsorted(x1, x2, side="right" if right else "left").astype(jnp.int64)
