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
