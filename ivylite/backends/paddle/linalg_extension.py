"""Paddle: the linalg extension. Floating functions receive float32/float64/
complex64/complex128 only (the core computes half precision in float32).

Paddle 3.3 on CPU has no complex cholesky, solve or svdvals kernels: complex
cholesky runs column by column, complex solve as the real system of twice the
size, complex svdvals through svd. Norms and pinv are written with Paddle's
primitives for every ord and for an array rtol.
"""

from __future__ import annotations

import math

import paddle

from .._composite import matrix_norm as _matrix_norm
from ._common import F32, I64
from ._common import cast as _cast
from .linalg import matmul, narrowed, widened


def _adjoint(x):
    perm = list(range(x.ndim))
    perm[-1], perm[-2] = perm[-2], perm[-1]
    t = paddle.transpose(x, perm)
    return paddle.conj(t) if t.is_complex() else t


def _complex_cholesky(x):
    # Cholesky-Banachiewicz by columns: L[j:, j] = (x[j:, j] - L[j:, :j] @ L[j, :j]^H) / L[j, j].
    n = x.shape[-1]
    cols = []
    for j in range(n):
        v = x[..., j:, j]
        if j:
            done = paddle.stack(cols, axis=-1)  # (..., n, j)
            v = v - paddle.matmul(done[..., j:, :], paddle.conj(done[..., j, :])[..., None])[..., 0]
        pivot = paddle.sqrt(paddle.real(v[..., :1]))
        col = v / paddle.complex(pivot, paddle.zeros_like(pivot))
        if j:
            col = paddle.concat([paddle.zeros(list(x.shape[:-2]) + [j], x.dtype), col], axis=-1)
        cols.append(col)
    return paddle.stack(cols, axis=-1)


def cholesky(x, upper):
    if x.is_complex():
        lower = _complex_cholesky(x)
        return _adjoint(lower) if upper else lower
    return paddle.linalg.cholesky(x, upper=upper)


def det(x):
    return paddle.linalg.det(x)


def eigh(x):
    w, v = paddle.linalg.eigh(x, UPLO="L")
    return w, v


def eigvalsh(x):
    return paddle.linalg.eigvalsh(x, UPLO="L")


def inv(x):
    return paddle.linalg.inv(x)


def svdvals(x):
    if x.is_complex():
        return paddle.linalg.svd(x, full_matrices=False)[1]
    # Paddle drops a last axis of size one (K = 1): put it back.
    k = min(x.shape[-2:])
    return paddle.reshape(paddle.linalg.svdvals(x), list(x.shape[:-2]) + [k])


matrix_norm = _matrix_norm(
    abs=paddle.abs,
    sum=paddle.sum,
    max=paddle.max,
    min=paddle.min,
    sqrt=paddle.sqrt,
    svdvals=svdvals,
)


def _nonzero(a):
    # 1 where |x| != 0 (nan counts). Paddle's float != has a tolerance: compare with > 0.
    return _cast(paddle.logical_or(a > 0, paddle.isnan(a)), a.dtype)


def vector_norm(x, axis, keepdims, ord):
    a = paddle.abs(x)
    if not axis:  # a 0-d input: nothing to reduce (Paddle reads [] as every axis)
        return paddle.clone(a) if ord != 0 else _nonzero(a)
    axis = list(axis)
    if ord == math.inf:
        return paddle.max(a, axis=axis, keepdim=keepdims)
    if ord == -math.inf:
        return paddle.min(a, axis=axis, keepdim=keepdims)
    if ord == 0:
        return paddle.sum(_nonzero(a), axis=axis, keepdim=keepdims)
    if ord == 1:
        return paddle.sum(a, axis=axis, keepdim=keepdims)
    if ord == 2:
        return paddle.sqrt(paddle.sum(a * a, axis=axis, keepdim=keepdims))
    # A Python exponent is rounded to float32: pass it as a tensor of a's dtype.
    p, inv_p = paddle.full([], ord, a.dtype), paddle.full([], 1.0 / ord, a.dtype)
    return paddle.pow(paddle.sum(paddle.pow(a, p), axis=axis, keepdim=keepdims), inv_p)


def _cutoff(s, rtol):
    if not isinstance(rtol, float):
        rtol = rtol[..., None]
    return rtol * s[..., :1]


def pinv(x, rtol):
    u, s, vh = paddle.linalg.svd(x, full_matrices=False)
    large = s > _cutoff(s, rtol)
    s_inv = paddle.where(
        large, 1 / paddle.where(large, s, paddle.ones_like(s)), paddle.zeros_like(s)
    )
    if x.is_complex():
        s_inv = paddle.complex(s_inv, paddle.zeros_like(s_inv))
    return paddle.matmul(_adjoint(vh) * s_inv[..., None, :], _adjoint(u))


def count_above(s, rtol):
    """matrix_rank: the singular values ``s`` (descending) above rtol * the largest."""
    if s.shape[-1] == 0:
        return paddle.zeros(s.shape[:-1], I64)
    return paddle.sum(_cast(s > _cutoff(s, rtol), I64), axis=-1)


def qr(x, mode):
    # Paddle's Householder steps overflow (or underflow) for large (tiny) entries
    # where LAPACK scales: QR of 2**-k * A is (Q, 2**-k * R), exactly, so each
    # matrix is brought near magnitude 1 first and R scaled back.
    mag = paddle.amax(paddle.abs(x), axis=[-2, -1], keepdim=True)
    safe = paddle.where(mag > 0, mag, paddle.ones_like(mag))
    k = paddle.floor(paddle.log2(safe))
    k = paddle.where(paddle.isfinite(k), k, paddle.zeros_like(k))
    down, up = paddle.pow(paddle.full_like(k, 2.0), -k), paddle.pow(paddle.full_like(k, 2.0), k)
    if x.is_complex():
        down = paddle.complex(down, paddle.zeros_like(down))
        up = paddle.complex(up, paddle.zeros_like(up))
    q, r = paddle.linalg.qr(x * down, mode=mode)
    return q, r * up


def slogdet(x):
    if x.is_complex():  # Paddle's complex slogdet: go through det
        d = paddle.linalg.det(x)
        mag = paddle.abs(d)
        unit = d / paddle.complex(mag, paddle.zeros_like(mag))
        sign = paddle.where(mag > 0, unit, paddle.zeros_like(d))
        return sign, paddle.log(mag)
    out = paddle.linalg.slogdet(x)
    return out[0], out[1]


def _batched(x1, x2):
    batch = list(paddle.broadcast_shape(list(x1.shape[:-2]), list(x2.shape[:-2])))
    return (
        paddle.broadcast_to(x1, batch + list(x1.shape[-2:])),
        paddle.broadcast_to(x2, batch + list(x2.shape[-2:])),
    )


def _solve(a, b):
    if not a.is_complex():
        return paddle.linalg.solve(a, b)
    # (A_r + i A_i)(X_r + i X_i) = B_r + i B_i as one real system of twice the size.
    ar, ai, br, bi = paddle.real(a), paddle.imag(a), paddle.real(b), paddle.imag(b)
    big = paddle.concat([paddle.concat([ar, -ai], -1), paddle.concat([ai, ar], -1)], -2)
    xs = paddle.linalg.solve(big, paddle.concat([br, bi], -2))
    m = a.shape[-1]
    return paddle.complex(xs[..., :m, :], xs[..., m:, :])


def solve(x1, x2):
    if x2.ndim == 1:
        return _solve(*_batched(x1, x2[:, None]))[..., 0]
    return _solve(*_batched(x1, x2))


def svd(x, full_matrices):
    u, s, vh = paddle.linalg.svd(x, full_matrices=full_matrices)
    return u, s, vh


def cross(x1, x2, axis):
    (a, b), d = widened(x1, x2)
    a = [paddle.moveaxis(a, axis, -1)[..., i] for i in range(3)]
    b = [paddle.moveaxis(b, axis, -1)[..., i] for i in range(3)]
    parts = [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
    return narrowed(paddle.stack(parts, axis=axis), d)


def outer(x1, x2):
    (a, b), d = widened(x1, x2)
    return narrowed(a[:, None] * b[None, :], d)


def diagonal(x, offset):
    return paddle.diagonal(x, offset, -2, -1)


def trace(x, offset):
    (a,), d = widened(paddle.diagonal(x, offset, -2, -1))
    return narrowed(paddle.sum(a, axis=-1, dtype=a.dtype), d)


def matrix_power(x, n):
    if n == 0:
        eye = paddle.eye(x.shape[-1], dtype=F32)
        return _cast(paddle.broadcast_to(eye, x.shape), x.dtype)
    out = None
    while True:  # binary exponentiation, with the integer-exact matmul
        if n & 1:
            out = x if out is None else matmul(out, x)
        n >>= 1
        if not n:
            return out
        x = matmul(x, x)
