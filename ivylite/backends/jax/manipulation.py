"""JAX shape manipulation."""

from __future__ import annotations

from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


@partial(jax.jit, static_argnums=1)
def _reshape(x, shape):
    return jnp.reshape(x, shape)


def reshape(x, shape, *, copy=None):
    # JAX arrays are immutable: a view and a copy cannot be told apart, so copy is moot.
    # The shape is a static jit argument (C++ fast path): it must be hashable.
    if type(shape) is not tuple:
        shape = (shape,) if isinstance(shape, int) else tuple(shape)
    return _reshape(x, shape)


def expand_dims(x, axis):
    return jnp.expand_dims(x, axis)


def squeeze(x, axes):
    return jnp.squeeze(x, axis=axes)


def flip(x, axes):
    return jnp.flip(x, axis=axes)


def permute_dims(x, axes):
    return jnp.transpose(x, axes)


def concat(arrays, axis):
    return jnp.concatenate(arrays, axis=axis)


def stack(arrays, axis):
    return jnp.stack(arrays, axis=axis)


def broadcast_to(x, shape):
    return jnp.broadcast_to(x, shape)


def repeat(x, repeats, axis):
    if type(repeats) is tuple:
        repeats = np.asarray(repeats, dtype=np.int64)
    return jnp.repeat(x, repeats, axis=axis)


def roll(x, shifts, axes):
    return jnp.roll(x, shifts, axis=axes)


def tile(x, reps):
    return jnp.tile(x, reps)


def unstack(x, axis):
    return tuple(jnp.moveaxis(x, axis, 0)) if x.shape[axis] else ()
