"""JAX searching."""

from __future__ import annotations

import jax.numpy as jnp

where = jnp.where


def argmax(x, axis):
    return jnp.argmax(x, axis=axis)


def argmin(x, axis):
    return jnp.argmin(x, axis=axis)
