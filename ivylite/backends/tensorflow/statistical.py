"""TensorFlow reductions; axes are None or a sorted tuple, the input already has the result dtype."""

from __future__ import annotations

import tensorflow as tf

from .._composite import moments
from . import _k, scalar

_HALF = (tf.float16, tf.bfloat16)
_AXES: dict = {}


def _axes(axis):
    """``axis`` as the reductions take it fastest: a Python int for one axis, a
    cached int32 tensor for several (eager only; traced code keeps the tuple).
    TensorFlow converts a tuple of axes to a new constant on every call (~100 us)."""
    if type(axis) is not tuple or not axis:
        return axis
    if len(axis) == 1:
        return axis[0]
    if not tf.executing_eagerly():
        return axis
    t = _AXES.get(axis)
    if t is None:
        t = _AXES[axis] = tf.constant(axis, tf.int32)
    return t


def sum(x, axis, keepdims, dtype):
    if x.dtype == tf.bool:  # sum(..., dtype=bool): NumPy's logical or
        return tf.reduce_any(x, axis=_axes(axis), keepdims=keepdims)
    if axis == () and (x.dtype.is_floating or x.dtype.is_complex):
        return tf.math.add(_k(0, x.dtype), x)  # NumPy adds to the identity: -0.0 -> 0.0
    return tf.reduce_sum(x, axis=_axes(axis), keepdims=keepdims)


def prod(x, axis, keepdims, dtype):
    if x.dtype == tf.bool:  # NumPy's logical and
        return tf.reduce_all(x, axis=_axes(axis), keepdims=keepdims)
    if axis == () and x.dtype.is_complex:
        # NumPy multiplies the identity in: (1 + 0j) * (inf + 1j) is inf + nanj.
        re, im = tf.math.real(x), tf.math.imag(x)
        zero = _k(0, re.dtype)
        return tf.complex(
            tf.math.subtract(re, tf.math.multiply(zero, im)),
            tf.math.add(im, tf.math.multiply(zero, re)),
        )
    return tf.reduce_prod(x, axis=_axes(axis), keepdims=keepdims)


def mean(x, axis, keepdims):
    """NumPy's ``_mean``: the sum (in float32 for half precision) divided by the
    count in float64, cast back (complex: NumPy's Smith division by ``n + 0j``)."""
    dtype = x.dtype
    shape = x.shape
    axes = range(len(shape)) if axis is None else axis
    n = 1
    for a in axes:
        n *= shape[a]
    if axis != () and n and (dtype == tf.float64 or (dtype == tf.float32 and n < 2**24)):
        # TensorFlow's mean of these is this very sum divided by n, in one op.
        return tf.reduce_mean(x, axis=_axes(axis), keepdims=keepdims)
    s = tf.reduce_sum(
        tf.cast(x, tf.float32) if dtype in _HALF else x, axis=_axes(axis), keepdims=keepdims
    )
    if axis == ():
        s = tf.math.add(_k(0, s.dtype), s)
    if dtype.is_complex:
        sr, si = tf.math.real(s), tf.math.imag(s)
        if dtype == tf.complex64:
            sr, si = tf.cast(sr, tf.float64), tf.cast(si, tf.float64)
        zero = _k(0, tf.float64)
        scale = scalar(1.0 / n if n else float("inf"), tf.float64)
        re = tf.math.multiply(tf.math.add(sr, tf.math.multiply(si, zero)), scale)
        im = tf.math.multiply(tf.math.subtract(si, tf.math.multiply(sr, zero)), scale)
        return tf.cast(tf.complex(re, im), dtype)
    if s.dtype == tf.float32 and n >= 2**24:
        s = tf.cast(s, tf.float64)  # n is not exact in float32
    # A correctly rounded division in float32 equals NumPy's float64 one, rounded.
    # RealDiv itself: tf.math.truediv's Python wrapper costs ~2x the division.
    out = tf.raw_ops.RealDiv(x=s, y=_k(n, s.dtype))
    return out if out.dtype == dtype else tf.cast(out, dtype)


def max(x, axis, keepdims):
    if x.dtype == tf.bool:
        return tf.reduce_any(x, axis=_axes(axis), keepdims=keepdims)
    if x.dtype.is_complex:
        return _complex_extreme(x, axis, keepdims, tf.reduce_max)
    return tf.reduce_max(x, axis=_axes(axis), keepdims=keepdims)


def min(x, axis, keepdims):
    if x.dtype == tf.bool:
        return tf.reduce_all(x, axis=_axes(axis), keepdims=keepdims)
    if x.dtype.is_complex:
        return _complex_extreme(x, axis, keepdims, tf.reduce_min)
    return tf.reduce_min(x, axis=_axes(axis), keepdims=keepdims)


def _complex_extreme(x, axis, keepdims, reduce):
    """NumPy's max/min of complex numbers: lexicographic (real part, then imaginary
    part); the first element with a NaN part wins."""
    ndim = x.shape.rank
    axes = tuple(range(ndim)) if axis is None else tuple(axis)
    kept = [i for i in range(ndim) if i not in axes]
    # Reduced axes last, flattened to one (C order of the reduced axes).
    y = tf.transpose(x, kept + list(axes)) if ndim else x
    kept_shape = [x.shape[i] for i in kept]
    y = tf.reshape(y, kept_shape + [-1])
    re, im = tf.math.real(y), tf.math.imag(y)
    best_re = reduce(re, axis=-1, keepdims=True)
    inf = _k(float("-inf") if reduce is tf.reduce_max else float("inf"), im.dtype)
    best_im = reduce(tf.where(tf.equal(re, best_re), im, inf), axis=-1)
    out = tf.complex(tf.squeeze(best_re, -1), best_im)
    is_nan = tf.math.logical_or(tf.math.is_nan(re), tf.math.is_nan(im))
    first_nan = tf.argmax(tf.cast(is_nan, tf.int32), axis=-1, output_type=tf.int32)
    nan_value = tf.gather(y, first_nan, axis=-1, batch_dims=len(kept))
    out = tf.where(tf.reduce_any(is_nan, axis=-1), nan_value, out)
    if keepdims:
        out = tf.reshape(out, [1 if i in axes else x.shape[i] for i in range(ndim)])
    return out


def _dims(axis):
    return None if axis is None else list(axis)


# Half precision computes in float32 and rounds once.
var, std = moments(
    widen=lambda x: tf.cast(x, tf.float32) if x.dtype in _HALF else x,
    mean=lambda w, axis: tf.reduce_mean(w, axis=_dims(axis), keepdims=True),
    sum=lambda v, axis, keepdims: tf.reduce_sum(v, axis=_dims(axis), keepdims=keepdims),
    divide=lambda s, divisor: tf.math.truediv(s, scalar(divisor, s.dtype)),
    times_nan=lambda s: tf.math.multiply(s, scalar(float("nan"), s.dtype)),
    sqrt=tf.math.sqrt,
    narrow=lambda out, x: tf.cast(out, x.dtype),
)


# TensorFlow's cumsum has no kernel for bool or small/unsigned integers: integers
# accumulate in int64 (exact mod 2**64, NumPy's wraparound after the cast back).
_CUMSUM_WORK = {
    tf.int8: tf.int64,
    tf.int16: tf.int64,
    tf.int32: tf.int64,
    tf.uint8: tf.int64,
    tf.uint16: tf.int64,
    tf.uint32: tf.int64,
    tf.uint64: tf.int64,
    tf.float16: tf.float32,
    tf.bfloat16: tf.float32,
}


def cumulative_sum(x, axis, include_initial):
    dtype = x.dtype
    w = _CUMSUM_WORK.get(dtype)
    out = tf.math.cumsum(x if w is None else tf.cast(x, w), axis=axis)
    if w is not None:
        out = tf.cast(out, dtype)
    if include_initial:
        shape = list(x.shape)
        shape[axis] = 1
        out = tf.concat([tf.zeros(shape, dtype), out], axis)
    return out
