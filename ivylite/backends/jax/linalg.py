"""JAX linear algebra."""

from __future__ import annotations

import jax.numpy as jnp

matmul = jnp.matmul


def matrix_transpose(x):
    if x.ndim < 2:
        raise ValueError(f"matrix_transpose: needs at least 2 dimensions, got {x.ndim}")
    return jnp.swapaxes(x, -1, -2)
