"""TensorFlow sorting: stable, NaNs last ascending and first descending.

``tf.argsort`` is stable in both directions for integers and for floats
without NaN, but orders NaNs arbitrarily; floats are therefore sorted in two
stable passes: by value (NaNs read as 0), then by "is NaN". bool has no sort
kernel and is ordered as int32. The axis is moved last and back.
"""

from __future__ import annotations

import tensorflow as tf


def _last(x, axis):
    """(x with ``axis`` last, the permutation that undoes it, or None)."""
    rank = x.shape.rank
    if axis == rank - 1:
        return x, None
    perm = [i for i in range(rank) if i != axis] + [axis]
    back = [0] * rank
    for i, p in enumerate(perm):
        back[p] = i
    return tf.transpose(x, perm), back


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
    y, back = _last(x, axis)
    idx = tf.cast(_argsort_last(y, descending), tf.int64)
    return idx if back is None else tf.transpose(idx, back)


def sort(x, axis, descending):
    y, back = _last(x, axis)
    out = _take(y, _argsort_last(y, descending))
    return out if back is None else tf.transpose(out, back)
