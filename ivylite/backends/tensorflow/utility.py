"""TensorFlow utility functions; the input is already bool, axes None or a tuple."""

from __future__ import annotations

import tensorflow as tf


def all(x, axis, keepdims):
    return tf.reduce_all(x, axis=None if axis is None else list(axis), keepdims=keepdims)


def any(x, axis, keepdims):
    return tf.reduce_any(x, axis=None if axis is None else list(axis), keepdims=keepdims)
