"""TensorFlow sorting: stable, NaNs last ascending and first descending.

``tf.argsort`` is stable in both directions for integers and for floats
without NaN, but orders NaNs arbitrarily; floats are therefore sorted in two
stable passes: by value (NaNs read as 0), then by "is NaN". bool has no sort
kernel and is ordered as int32. The axis is moved last and back.
"""

from __future__ import annotations

import tensorflow as tf

from . import axis_back, axis_last


def _take(x, idx):
    return tf.gather(x, idx, axis=-1, batch_dims=x.shape.rank - 1)


def _argsort_last(x, descending):
    direction = "DESCENDING" if descending else "ASCENDING"
    if x.dtype == tf.bool:
        x = tf.cast(x, tf.int32)
    if not x.dtype.is_floating:
        return tf.argsort(x, axis=-1, direction=direction, stable=True)
    nan = tf.math.is_nan(x)
    first = tf.argsort(tf.where(nan, tf.zeros_like(x), x), -1, direction, stable=True)
    flag = _take(tf.cast(nan, tf.int32), first)
    return _take(first, tf.argsort(flag, -1, direction, stable=True))


def argsort(x, axis, descending):
    y, back = axis_last(x, axis)
    idx = tf.cast(_argsort_last(y, descending), tf.int64)
    return axis_back(idx, back)


def sort(x, axis, descending):
    y, back = axis_last(x, axis)
    out = _take(y, _argsort_last(y, descending))
    return axis_back(out, back)
