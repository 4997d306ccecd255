"""TensorFlow shape manipulation (tensors are immutable: ``copy`` changes nothing)."""

from __future__ import annotations

import tensorflow as tf


def reshape(x, shape, *, copy=None):
    if isinstance(shape, int):
        shape = (shape,)
    try:
        return tf.reshape(x, shape)
    except tf.errors.InvalidArgumentError as e:
        message = e.message.split("}} ")[-1]  # drop TF's op prefix
        raise ValueError(
            f"reshape: cannot reshape {tuple(x.shape)} into {tuple(shape)}: {message}"
        ) from None


def expand_dims(x, axis):
    return tf.expand_dims(x, axis)


def squeeze(x, axes):
    return tf.squeeze(x, axis=list(axes)) if axes else tf.identity(x)


def flip(x, axes):
    return tf.reverse(x, axis=list(axes)) if axes else tf.identity(x)


def permute_dims(x, axes):
    return tf.transpose(x, perm=list(axes))


def concat(arrays, axis):
    return tf.concat(arrays, axis)


def stack(arrays, axis):
    return tf.stack(arrays, axis)
