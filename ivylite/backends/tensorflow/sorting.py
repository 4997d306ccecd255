"""TensorFlow sorting: stable, NaNs last ascending and first descending.

``tf.argsort`` is stable in both directions for integers and for floats
without NaN, but orders NaNs arbitrarily; floats are therefore sorted in two
stable passes: by value (NaNs read as 0), then by "is NaN". bool has no sort
kernel and is ordered as int32. The axis is moved last and back.
"""

from __future__ import annotations

import tensorflow as tf

from . import _k, axis_back, axis_last


def _take(x, idx):
    return tf.gather(x, idx, axis=-1, batch_dims=x.shape.rank - 1)


# Floats sort as the integers with the same bits, made monotonic: one stable
# integer argsort instead of two passes (value, then "is NaN"), half the time.
_BITS = {tf.float16: tf.int16, tf.bfloat16: tf.int16, tf.float32: tf.int32, tf.float64: tf.int64}


def _order_key(x):
    """An integer per float, in the float order, with -0.0 equal to 0.0 and every
    NaN equal and above +inf (NaNs last ascending, first descending)."""
    it = _BITS[x.dtype]
    b = it.size * 8
    bits = tf.bitcast(x, it)
    sign = tf.bitwise.right_shift(bits, _k(b - 1, it))  # 0, or -1 for a set sign bit
    # Negative floats: all but the sign bit flipped, plus one (-0.0 -> 0).
    key = tf.math.subtract(
        tf.bitwise.bitwise_xor(bits, tf.bitwise.bitwise_and(sign, _k(2 ** (b - 1) - 1, it))), sign
    )
    return tf.where(tf.math.is_nan(x), _k(2 ** (b - 1) - 1, it), key)


def _argsort_last(x, descending):
    direction = "DESCENDING" if descending else "ASCENDING"
    if x.dtype == tf.bool:
        x = tf.cast(x, tf.int32)
    if x.dtype.is_floating:
        x = _order_key(x)
    return tf.argsort(x, axis=-1, direction=direction, stable=True)


def argsort(x, axis, descending):
    y, back = axis_last(x, axis)
    idx = tf.cast(_argsort_last(y, descending), tf.int64)
    return axis_back(idx, back)


def sort(x, axis, descending):
    y, back = axis_last(x, axis)
    out = _take(y, _argsort_last(y, descending))
    return axis_back(out, back)
