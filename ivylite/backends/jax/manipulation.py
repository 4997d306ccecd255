"""JAX shape manipulation."""

from __future__ import annotations

from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=1)
def _reshape(x, shape):
    return jnp.reshape(x, shape)


def reshape(x, shape, *, copy=None):
    # JAX arrays are immutable: a view and a copy cannot be told apart, so copy is moot.
    # The shape is a static jit argument (C++ fast path): it must be hashable.
    if type(shape) is not tuple:
        shape = (shape,) if isinstance(shape, int) else tuple(shape)
    return _reshape(x, shape)
