"""PyTorch: the linalg extension. Floating functions receive float32/float64/
complex64/complex128 only (the core computes half precision in float32)."""

from __future__ import annotations

import torch


def cholesky(x, upper):
    return torch.linalg.cholesky(x, upper=upper)


def det(x):
    return torch.linalg.det(x)


def eigh(x):
    w, v = torch.linalg.eigh(x)
    return w, v


def eigvalsh(x):
    return torch.linalg.eigvalsh(x)


def inv(x):
    return torch.linalg.inv(x)


def matrix_norm(x, ord, keepdims):
    return torch.linalg.matrix_norm(x, ord=ord, dim=(-2, -1), keepdim=keepdims)


def pinv(x, rtol):
    return torch.linalg.pinv(x, rtol=rtol)


def qr(x, mode):
    q, r = torch.linalg.qr(x, mode=mode)
    return q, r


def slogdet(x):
    sign, logabs = torch.linalg.slogdet(x)
    return sign, logabs


def _batched(x1, x2):
    # Explicit, equal batch shapes: torch reads a (..., M) x2 as a batch of vectors.
    batch = torch.broadcast_shapes(x1.shape[:-2], x2.shape[:-2])
    return x1.expand(*batch, *x1.shape[-2:]), x2.expand(*batch, *x2.shape[-2:])


def solve(x1, x2):
    if x2.ndim == 1:
        a, b = _batched(x1, x2[:, None])
        return torch.linalg.solve(a, b)[..., 0]
    return torch.linalg.solve(*_batched(x1, x2))


def svd(x, full_matrices):
    u, s, vh = torch.linalg.svd(x, full_matrices=full_matrices)
    return u, s, vh


def svdvals(x):
    return torch.linalg.svdvals(x)


def count_above(s, rtol):
    """matrix_rank: the singular values ``s`` (descending) above rtol * the largest."""
    if s.shape[-1] == 0:
        return torch.zeros(s.shape[:-1], dtype=torch.int64)
    if not isinstance(rtol, float):
        rtol = rtol[..., None]
    return torch.sum(s > rtol * s[..., :1], dim=-1, dtype=torch.int64)


def vector_norm(x, axis, keepdims, ord):
    # Positional arguments: torch parses them ~0.5 us faster than keywords.
    return torch.linalg.vector_norm(x, ord, axis, keepdims)


def cross(x1, x2, axis):
    # torch wants equal ranks: lead the shorter with axes of size one.
    n = max(x1.ndim, x2.ndim)
    x1, x2 = (
        x1.reshape((1,) * (n - x1.ndim) + x1.shape),
        x2.reshape((1,) * (n - x2.ndim) + x2.shape),
    )
    return torch.linalg.cross(x1, x2, dim=axis)


def outer(x1, x2):
    return torch.outer(x1, x2)


def diagonal(x, offset):
    return torch.diagonal(x, offset, -2, -1).clone()


def trace(x, offset):
    return torch.sum(torch.diagonal(x, offset, -2, -1), dim=-1, dtype=x.dtype)


def matrix_power(x, n):
    return torch.linalg.matrix_power(x, n)
