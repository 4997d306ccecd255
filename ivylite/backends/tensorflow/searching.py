"""TensorFlow searching."""

from __future__ import annotations

import tensorflow as tf


def where(condition, x1, x2):
    return tf.where(condition, x1, x2)


def _arg(reduce):
    def f(x, axis):
        if axis is None:
            return reduce(tf.reshape(x, [-1]), 0, output_type=tf.int64)
        return reduce(x, axis, output_type=tf.int64)

    return f


argmax = _arg(tf.math.argmax)
argmin = _arg(tf.math.argmin)
