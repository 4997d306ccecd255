"""TensorFlow searching."""

from __future__ import annotations

import tensorflow as tf


def where(condition, x1, x2):
    return tf.where(condition, x1, x2)
