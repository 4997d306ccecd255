"""JAX utility functions; the input is already bool, axes None or a tuple."""

from __future__ import annotations

import jax.numpy as jnp


def all(x, axis, keepdims):
    return jnp.all(x, axis=axis, keepdims=keepdims)


def any(x, axis, keepdims):
    return jnp.any(x, axis=axis, keepdims=keepdims)
