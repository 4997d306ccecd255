"""JAX sorting: jnp's stable sort is NumPy's order (NaNs last ascending, first
descending; equal elements keep their order in both directions)."""

from __future__ import annotations

import jax.numpy as jnp


def argsort(x, axis, descending):
    return jnp.argsort(x, axis=axis, stable=True, descending=descending).astype(jnp.int64)


def sort(x, axis, descending):
    return jnp.sort(x, axis=axis, stable=True, descending=descending)
