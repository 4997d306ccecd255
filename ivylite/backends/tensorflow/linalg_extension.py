"""TensorFlow: the linalg extension. Floating functions receive float32/float64/
complex64/complex128 only (the core computes half precision in float32).

TensorFlow has no matrix_norm/vector_norm for every ord, no pinv for complex
input and no broadcasting solve: those are written here with its primitives.
"""

from __future__ import annotations

import math

import tensorflow as tf

from .._composite import matrix_norm as _matrix_norm
from .linalg import matmul


def cholesky(x, upper):
    lower = tf.linalg.cholesky(x)
    return tf.linalg.adjoint(lower) if upper else lower


def det(x):
    return tf.linalg.det(x)


def eigh(x):
    w, v = tf.linalg.eigh(x)
    return tf.math.real(w), v  # TensorFlow keeps complex eigenvalues' (zero) imaginary part


def eigvalsh(x):
    return tf.math.real(tf.linalg.eigvalsh(x))


def inv(x):
    return tf.linalg.inv(x)


def svdvals(x):
    return tf.linalg.svd(x, compute_uv=False)


matrix_norm = _matrix_norm(
    abs=tf.abs,
    sum=tf.reduce_sum,
    max=tf.reduce_max,
    min=tf.reduce_min,
    sqrt=tf.sqrt,
    svdvals=svdvals,
)


def vector_norm(x, axis, keepdims, ord):
    a = tf.abs(x)
    axis = list(axis)
    if ord == math.inf:
        return tf.reduce_max(a, axis=axis, keepdims=keepdims)
    if ord == -math.inf:
        return tf.reduce_min(a, axis=axis, keepdims=keepdims)
    if ord == 0:
        return tf.reduce_sum(tf.cast(a != 0, a.dtype), axis=axis, keepdims=keepdims)
    if ord == 1:
        return tf.reduce_sum(a, axis=axis, keepdims=keepdims)
    if ord == 2:
        return tf.sqrt(tf.reduce_sum(a * a, axis=axis, keepdims=keepdims))
    p = tf.constant(ord, a.dtype)
    return tf.reduce_sum(a**p, axis=axis, keepdims=keepdims) ** (1 / p)


def _cutoff(s, rtol):
    if not isinstance(rtol, float):
        rtol = rtol[..., None]
    return rtol * s[..., :1]


def pinv(x, rtol):
    s, u, v = tf.linalg.svd(x, full_matrices=False)
    large = s > _cutoff(s, rtol)
    s_inv = tf.where(large, 1 / tf.where(large, s, tf.ones_like(s)), tf.zeros_like(s))
    return tf.linalg.matmul(v * tf.cast(s_inv, x.dtype)[..., None, :], u, adjoint_b=True)


def count_above(s, rtol):
    """matrix_rank: the singular values ``s`` (descending) above rtol * the largest."""
    if s.shape[-1] == 0:
        return tf.zeros(s.shape[:-1], tf.int64)
    return tf.reduce_sum(tf.cast(s > _cutoff(s, rtol), tf.int64), axis=-1)


def qr(x, mode):
    # TensorFlow's Householder steps overflow (or underflow) for large (tiny)
    # entries where LAPACK scales: QR of 2**-k * A is (Q, 2**-k * R), exactly, so
    # each matrix is brought near magnitude 1 first and R scaled back.
    mag = tf.reduce_max(tf.abs(x), axis=[-2, -1], keepdims=True)
    real = mag.dtype
    k = tf.where(mag > 0, tf.math.floor(tf.math.log(mag) / math.log(2.0)), tf.zeros_like(mag))
    k = tf.where(tf.math.is_finite(k), k, tf.zeros_like(k))
    down, up = tf.pow(tf.constant(2.0, real), -k), tf.pow(tf.constant(2.0, real), k)
    if x.dtype.is_complex:
        down, up = tf.cast(down, x.dtype), tf.cast(up, x.dtype)
    q, r = tf.linalg.qr(x * down, full_matrices=mode == "complete")
    return q, r * up


def slogdet(x):
    sign, logabs = tf.linalg.slogdet(x)
    # Complex input: TensorFlow returns logabsdet as complex with a zero imaginary part.
    return sign, tf.math.real(logabs) if logabs.dtype.is_complex else logabs


def _batched(x1, x2):
    batch = tf.broadcast_static_shape(x1.shape[:-2], x2.shape[:-2]).as_list()
    return (
        tf.broadcast_to(x1, batch + x1.shape[-2:].as_list()),
        tf.broadcast_to(x2, batch + x2.shape[-2:].as_list()),
    )


def solve(x1, x2):
    if x2.shape.rank == 1:
        return tf.linalg.solve(*_batched(x1, x2[:, None]))[..., 0]
    return tf.linalg.solve(*_batched(x1, x2))


def svd(x, full_matrices):
    s, u, v = tf.linalg.svd(x, full_matrices=full_matrices)
    return u, s, tf.linalg.adjoint(v)


def cross(x1, x2, axis):
    a = [tf.gather(x1, i, axis=axis) for i in range(3)]
    b = [tf.gather(x2, i, axis=axis) for i in range(3)]
    parts = [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
    return tf.stack(parts, axis=axis)


def outer(x1, x2):
    return x1[:, None] * x2[None, :]


def diagonal(x, offset):
    m, n = x.shape[-2], x.shape[-1]
    if offset >= n or -offset >= m:
        return tf.zeros(x.shape[:-2] + (0,), x.dtype)
    return tf.linalg.diag_part(x, k=offset)


def trace(x, offset):
    return tf.reduce_sum(diagonal(x, offset), axis=-1)


def matrix_power(x, n):
    if n == 0:
        return tf.eye(x.shape[-1], batch_shape=x.shape[:-2], dtype=x.dtype)
    out = None
    while True:  # binary exponentiation, with the integer-safe matmul
        if n & 1:
            out = x if out is None else matmul(out, x)
        n >>= 1
        if not n:
            return out
        x = matmul(x, x)
