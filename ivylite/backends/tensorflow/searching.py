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


def nonzero(x):
    if x.dtype != tf.bool:
        x = tf.math.not_equal(x, tf.zeros([], x.dtype))
    idx = tf.where(x)  # (count, ndim) int64, row-major
    return tuple(idx[:, i] for i in range(x.shape.rank))


def _search(x1, x2, side):
    flat = tf.reshape(x2, [1, -1])
    return tf.searchsorted(x1[None], flat, side=side, out_type=tf.int64)[0]


def searchsorted(x1, x2, right):
    side = "right" if right else "left"
    shape = tf.shape(x2)
    if not x1.dtype.is_floating:
        return tf.reshape(_search(x1, x2, side), shape)
    # TensorFlow's comparisons misplace NaNs; NumPy's order has them last: search
    # the NaN-free prefix of x1 and place NaNs of x2 after it (left) or at the end.
    m = tf.reduce_sum(tf.cast(tf.math.logical_not(tf.math.is_nan(x1)), tf.int64))
    nan = tf.reshape(tf.math.is_nan(x2), [-1])
    values = tf.where(nan, tf.zeros([], x2.dtype), tf.reshape(x2, [-1]))
    found = _search(x1[:m], values, side)
    at = tf.cast(tf.shape(x1)[0], tf.int64) if right else m
    return tf.reshape(tf.where(nan, at, found), shape)
