"""JAX searching."""

from __future__ import annotations

import jax.numpy as jnp

where = jnp.where
