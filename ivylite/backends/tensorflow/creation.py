"""TensorFlow creation functions; dtype and device are already decided."""

from __future__ import annotations

import numpy as np
import tensorflow as tf

from . import cast, scalar


def asarray(obj, *, dtype, device):
    # Python data: NumPy's conversion rules (bool <-> int, float -> int truncation).
    return tf.constant(np.array(obj, dtype=dtype.as_numpy_dtype))


def zeros(shape, *, dtype, device):
    return tf.zeros(shape, dtype=dtype)


def ones(shape, *, dtype, device):
    return tf.ones(shape, dtype=dtype)


def empty(shape, *, dtype, device):
    return tf.zeros(shape, dtype=dtype)


def full(shape, fill_value, *, dtype, device):
    if tf.is_tensor(fill_value) or isinstance(fill_value, tf.Variable):
        return tf.broadcast_to(cast(fill_value, dtype), shape)
    # NumPy's (unsafe) conversion of the fill value, as np.full does.
    value = np.asarray(fill_value).astype(dtype.as_numpy_dtype)
    return tf.fill(shape, tf.constant(value))


def arange(start, stop, step, n, *, dtype, device):
    if dtype.is_integer or dtype == tf.bool:
        if n == 0:
            return tf.zeros((0,), dtype)
        if dtype != tf.bool and all(type(v) is int for v in (start, stop, step)):
            try:
                return tf.cast(tf.range(start, stop, step, dtype=tf.int64), dtype)
            except (OverflowError, ValueError, TypeError):
                pass  # beyond int64 (uint64): NumPy below
        return tf.constant(np.arange(start, stop, step, dtype=dtype.as_numpy_dtype))
    # Floats: start + i * step in float64, then cast; every backend uses this formula.
    work = tf.complex128 if any(isinstance(v, complex) for v in (start, step)) else tf.float64
    out = tf.math.multiply(tf.cast(tf.range(n, dtype=tf.float64), work), scalar(step, work))
    return cast(tf.math.add(out, scalar(start, work)), dtype)


def linspace(start, stop, num, endpoint, *, dtype, device):
    complex_ = dtype.is_complex or any(isinstance(v, complex) for v in (start, stop))
    work = tf.complex128 if complex_ else tf.float64
    div = (num - 1) if endpoint else num
    step = (stop - start) / div if div > 0 else 0
    out = tf.math.multiply(tf.cast(tf.range(num, dtype=tf.float64), work), scalar(step, work))
    out = tf.math.add(out, scalar(start, work))
    if endpoint and num > 1:
        out = tf.concat([out[:-1], tf.reshape(scalar(stop, work), [1])], 0)
    return cast(out, dtype)


def eye(n_rows, n_cols, k, *, dtype, device):
    rows = tf.range(n_rows, dtype=tf.int64)[:, None]
    cols = tf.range(n_cols, dtype=tf.int64)[None, :]
    return tf.cast(tf.equal(cols - rows, k), dtype)


def _band(x, k, lower):
    """``x`` with the elements off its triangle zeroed (a mask: every dtype has ``where``)."""
    m, n = tf.shape(x)[-2], tf.shape(x)[-1]
    offset = tf.range(n, dtype=tf.int64)[None, :] - tf.range(m, dtype=tf.int64)[:, None]
    keep = offset <= k if lower else offset >= k
    return tf.where(keep, x, tf.zeros_like(x))


def tril(x, k):
    return _band(x, k, lower=True)


def triu(x, k):
    return _band(x, k, lower=False)


def from_dlpack(x, *, copy):
    # TensorFlow's importer takes a capsule, not a producer, and has no copy option:
    # copy=True copies the imported tensor through NumPy (tf.identity shares the
    # buffer, and tf.raw_ops.DeepCopy aborts the process on some imported tensors).
    out = tf.experimental.dlpack.from_dlpack(x.__dlpack__())
    return tf.constant(out.numpy()) if copy else out
