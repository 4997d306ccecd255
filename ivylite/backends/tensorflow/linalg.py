"""TensorFlow linear algebra."""

from __future__ import annotations

import tensorflow as tf

from .._composite import complex_matmul

# TensorFlow's MatMul kernels: no int8/int16/unsigned. Those compute in int64
# (uint64 bitcast to int64): wraparound modulo 2**64 then the cast back gives
# NumPy's result modulo 2**bits.
_WIDEN = {tf.int8, tf.int16, tf.uint8, tf.uint16, tf.uint32}


def matmul(x1, x2):
    r1, r2 = x1.shape.rank, x2.shape.rank
    if r1 == 0 or r2 == 0:
        raise ValueError("matmul: operands must have at least one dimension (not 0-d)")
    if x1.shape[-1] != x2.shape[-2 if r2 > 1 else -1]:
        raise ValueError(
            f"matmul: mismatch in the contracted dimension ({x1.shape[-1]} != "
            f"{x2.shape[-2 if r2 > 1 else -1]}) for shapes {tuple(x1.shape)} and {tuple(x2.shape)}"
        )
    if r1 == 1:
        x1 = x1[None, :]
    if r2 == 1:
        x2 = x2[:, None]
    dtype = x1.dtype
    if dtype in _WIDEN:
        x1, x2 = tf.cast(x1, tf.int64), tf.cast(x2, tf.int64)
    elif dtype == tf.uint64:
        x1, x2 = tf.bitcast(x1, tf.int64), tf.bitcast(x2, tf.int64)
    try:
        out = tf.linalg.matmul(x1, x2)
    except tf.errors.InvalidArgumentError as e:
        raise ValueError(f"matmul: {e.message}") from None
    if dtype in _WIDEN:
        out = tf.cast(out, dtype)
    elif dtype == tf.uint64:
        out = tf.bitcast(out, tf.uint64)
    if r1 == 1:
        out = tf.squeeze(out, -2)
    if r2 == 1:
        out = tf.squeeze(out, -1)
    return out


def matrix_transpose(x):
    if x.shape.rank < 2:
        raise ValueError(f"matrix_transpose: needs at least 2 dimensions, got {x.shape.rank}")
    return tf.linalg.matrix_transpose(x)


def _widen(x):
    """``x`` in a dtype TensorFlow's MatMul takes, and the dtype to cast back to."""
    d = x.dtype
    if d in _WIDEN:
        return tf.cast(x, tf.int64), d
    if d == tf.uint64:
        return tf.bitcast(x, tf.int64), d
    return x, None


def _narrow(out, d):
    if d is None:
        return out
    return tf.bitcast(out, tf.uint64) if d == tf.uint64 else tf.cast(out, d)


def tensordot(x1, x2, axes1, axes2):
    (a, d), (b, _) = _widen(x1), _widen(x2)
    return _narrow(tf.tensordot(a, b, axes=[list(axes1), list(axes2)]), d)


def vecdot(x1, x2, axis):
    if x1.dtype.is_complex:
        x1 = tf.math.conj(x1)
    return tf.reduce_sum(x1 * x2, axis=axis)


def einsum(spec, operands):
    d = operands[0].dtype
    if d == tf.float16:  # TF 2.21's float16 einsum sums '...' operands wrongly
        return tf.cast(tf.einsum(spec, *(tf.cast(x, tf.float32) for x in operands)), d)
    parts = [_widen(x) for x in operands]
    return _narrow(tf.einsum(spec, *(a for a, _ in parts)), parts[0][1])


# Complex inputs take this (the core calls it for complex dtypes only; real ones
# keep the fast path): infinite parts give one answer on every backend.
COMPLEX = {
    "matmul": complex_matmul(
        matmul=matmul, real=tf.math.real, imag=tf.math.imag, make_complex=tf.complex
    )
}
