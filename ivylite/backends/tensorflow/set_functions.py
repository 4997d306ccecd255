"""TensorFlow set functions: ``unique_all`` of a 1-D array.

``tf.unique`` keeps the order of first occurrence and merges NaNs, so the
values are sorted stably (NumPy's order, with this backend's NaN-aware
argsort; complex by real part, then imaginary part) and split where
neighbours differ (NaN != NaN: each NaN its own value).
"""

from __future__ import annotations

import tensorflow as tf

from .sorting import _argsort_last


def _order(x):
    """Stable ascending argsort (int64) of a 1-D array in NumPy's order."""
    if x.dtype.is_complex:
        p = _argsort_last(tf.math.imag(x), False)
        return tf.cast(tf.gather(p, _argsort_last(tf.gather(tf.math.real(x), p), False)), tf.int64)
    return tf.cast(_argsort_last(x, False), tf.int64)


def unique_all(x):
    n = x.shape[0]
    perm = _order(x)
    s = tf.gather(x, perm)
    new = tf.concat([tf.ones([min(n, 1)], tf.bool), tf.math.not_equal(s[1:], s[:-1])], 0)
    group = tf.math.cumsum(tf.cast(new, tf.int64)) - 1
    inverse = tf.scatter_nd(perm[:, None], group, [n])
    first = tf.where(new)[:, 0]
    counts = tf.concat([first[1:], tf.constant([n], tf.int64)], 0) - first
    return tf.boolean_mask(s, new), tf.boolean_mask(perm, new), inverse, counts
