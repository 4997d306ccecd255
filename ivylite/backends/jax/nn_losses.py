"""JAX: losses and one_hot. Floats are float32/float64; labels and indices int64."""

from __future__ import annotations

import jax
import jax.numpy as jnp

from .._composite import losses

_reduce, binary_cross_entropy, mse = losses(
    mean=jnp.mean, sum=jnp.sum, log=jnp.log, log1p=jnp.log1p, at_least=jnp.maximum
)


def cross_entropy(logits, labels, axis, reduction):
    lsm = jax.nn.log_softmax(logits, axis=axis)
    picked = jnp.take_along_axis(lsm, jnp.expand_dims(labels, axis), axis=axis)
    return _reduce(-jnp.squeeze(picked, axis=axis), reduction)


def one_hot(indices, num_classes, dtype):
    return (indices[..., None] == jnp.arange(num_classes, dtype=indices.dtype)).astype(dtype)
