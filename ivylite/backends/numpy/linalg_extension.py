"""NumPy: the linalg extension. Floating functions receive float32/float64/
complex64/complex128 only (the core computes half precision in float32)."""

from __future__ import annotations

import numpy as np

from .linalg import _wide


def _same(out, x):
    return np.asarray(out).astype(x.dtype, copy=False)


def _real(out, x):
    return np.asarray(out).astype(np.finfo(x.dtype).dtype, copy=False)


def cholesky(x, upper):
    return np.linalg.cholesky(x, upper=upper)


def det(x):
    return _same(np.linalg.det(x), x)


def eigh(x):
    w, v = np.linalg.eigh(x)
    return _real(w, x), v


def eigvalsh(x):
    return _real(np.linalg.eigvalsh(x), x)


def inv(x):
    return np.linalg.inv(x)


def matrix_norm(x, ord, keepdims):
    return _real(np.linalg.matrix_norm(x, ord=ord, keepdims=keepdims), x)


def pinv(x, rtol):
    return _same(np.linalg.pinv(x, rtol=rtol), x)


def qr(x, mode):
    q, r = np.linalg.qr(x, mode=mode)
    return q, r


def slogdet(x):
    sign, logabs = np.linalg.slogdet(x)
    return _same(sign, x), _real(logabs, x)


def solve(x1, x2):
    if x2.ndim == 1:
        return np.linalg.solve(x1, x2[:, None])[..., 0]
    return np.linalg.solve(x1, x2)


def svd(x, full_matrices):
    u, s, vh = np.linalg.svd(x, full_matrices=full_matrices)
    return u, _real(s, x), vh


def svdvals(x):
    return _real(np.linalg.svdvals(x), x)


def count_above(s, rtol):
    """matrix_rank: the singular values ``s`` (descending) above rtol * the largest."""
    if s.shape[-1] == 0:
        return np.zeros(s.shape[:-1], np.int64)
    if not isinstance(rtol, float):
        rtol = rtol[..., None]
    return np.asarray(np.sum(s > rtol * s[..., :1], axis=-1), np.int64)


def vector_norm(x, axis, keepdims, ord):
    if ord == 2.0 and axis == (0,) and x.ndim == 1 and x.dtype.kind == "f":
        # What np.linalg.vector_norm computes here (its axis-tuple path ends in
        # sqrt(add.reduce(x * x))), without its ~20 us of Python around it.
        return _real(np.sqrt(np.add.reduce(x * x, axis=0, keepdims=keepdims)), x)
    return _real(np.linalg.vector_norm(x, axis=axis, keepdims=keepdims, ord=ord), x)


def cross(x1, x2, axis):
    a, b = _wide(x1), _wide(x2)
    return _same(np.cross(a, b, axis=axis), x1)


def outer(x1, x2):
    return _same(np.multiply.outer(_wide(x1), _wide(x2)), x1)


def diagonal(x, offset):
    return np.diagonal(x, offset, -2, -1).copy()


def trace(x, offset):
    return _same(np.trace(_wide(x), offset, -2, -1, dtype=_wide(x).dtype), x)


def matrix_power(x, n):
    return _same(np.linalg.matrix_power(_wide(x), n), x)
