"""JAX: losses and one_hot. Floats are float32/float64; labels and indices int64."""

from __future__ import annotations

import jax
import jax.numpy as jnp


def _reduce(loss, reduction):
    if reduction == "mean":
        return jnp.mean(loss)
    if reduction == "sum":
        return jnp.sum(loss)
    return loss


def cross_entropy(logits, labels, axis, reduction):
    lsm = jax.nn.log_softmax(logits, axis=axis)
    picked = jnp.take_along_axis(lsm, jnp.expand_dims(labels, axis), axis=axis)
    return _reduce(-jnp.squeeze(picked, axis=axis), reduction)


def binary_cross_entropy(probs, targets, reduction):
    log_p = jnp.maximum(jnp.log(probs), -100.0)
    log_q = jnp.maximum(jnp.log1p(-probs), -100.0)
    return _reduce((targets - 1) * log_q - targets * log_p, reduction)


def mse(x1, x2, reduction):
    d = x1 - x2
    return _reduce(d * d, reduction)


def one_hot(indices, num_classes, dtype):
    return (indices[..., None] == jnp.arange(num_classes, dtype=indices.dtype)).astype(dtype)
