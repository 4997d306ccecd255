"""JAX: the linalg extension. Floating functions receive float32/float64/
complex64/complex128 only (the core computes half precision in float32)."""

from __future__ import annotations

import jax.numpy as jnp


def _real(out, x):
    return out.astype(jnp.finfo(x.dtype).dtype)


def cholesky(x, upper):
    return jnp.linalg.cholesky(x, upper=upper)


def det(x):
    return jnp.linalg.det(x)


def eigh(x):
    # symmetrize_input=False: read the lower triangle, as NumPy does.
    w, v = jnp.linalg.eigh(x, UPLO="L", symmetrize_input=False)
    return _real(w, x), v


def eigvalsh(x):
    return _real(jnp.linalg.eigh(x, UPLO="L", symmetrize_input=False)[0], x)


def inv(x):
    return jnp.linalg.inv(x)


def matrix_norm(x, ord, keepdims):
    return _real(jnp.linalg.matrix_norm(x, ord=ord, keepdims=keepdims), x)


def pinv(x, rtol):
    return jnp.linalg.pinv(x, rtol=rtol)


def qr(x, mode):
    q, r = jnp.linalg.qr(x, mode=mode)
    return q, r


def slogdet(x):
    sign, logabs = jnp.linalg.slogdet(x)
    return sign, _real(logabs, x)


def _batched(x1, x2):
    batch = jnp.broadcast_shapes(x1.shape[:-2], x2.shape[:-2])
    return (
        jnp.broadcast_to(x1, (*batch, *x1.shape[-2:])),
        jnp.broadcast_to(x2, (*batch, *x2.shape[-2:])),
    )


def solve(x1, x2):
    if x2.ndim == 1:
        return jnp.linalg.solve(*_batched(x1, x2[:, None]))[..., 0]
    return jnp.linalg.solve(*_batched(x1, x2))


def svd(x, full_matrices):
    u, s, vh = jnp.linalg.svd(x, full_matrices=full_matrices)
    return u, _real(s, x), vh


def svdvals(x):
    return _real(jnp.linalg.svd(x, compute_uv=False), x)


def count_above(s, rtol):
    """matrix_rank: the singular values ``s`` (descending) above rtol * the largest."""
    if s.shape[-1] == 0:
        return jnp.zeros(s.shape[:-1], jnp.int64)
    if not isinstance(rtol, float):
        rtol = rtol[..., None]
    return jnp.sum(s > rtol * s[..., :1], axis=-1, dtype=jnp.int64)


def vector_norm(x, axis, keepdims, ord):
    return _real(jnp.linalg.vector_norm(x, axis=axis, keepdims=keepdims, ord=ord), x)


def cross(x1, x2, axis):
    return jnp.cross(x1, x2, axis=axis).astype(x1.dtype)


def outer(x1, x2):
    return jnp.outer(x1, x2).astype(x1.dtype)


def diagonal(x, offset):
    return jnp.diagonal(x, offset, -2, -1)


def trace(x, offset):
    return jnp.sum(jnp.diagonal(x, offset, -2, -1), axis=-1, dtype=x.dtype)


def matrix_power(x, n):
    return jnp.linalg.matrix_power(x, n)
