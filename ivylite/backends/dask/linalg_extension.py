"""dask: the linalg extension. Floating functions receive float32/float64/
complex64/complex128 only (the core computes half precision in float32).

Matrix functions run NumPy's on each block of a stack of matrices: each
matrix is gathered into one chunk (``apply_gufunc`` rechunks its two core
axes in the graph; a matrix must fit in one worker's memory) and the stack's
other axes stay chunked. The exception is a tall-and-skinny 2-D matrix
chunked along its rows: ``qr``, ``svd`` and ``svdvals`` use dask's
communication-avoiding TSQR, which never gathers it (out of core). Its ``Q``
and singular vectors may differ from NumPy's by the sign of a column (both
are valid factorisations); ``R`` and the singular values agree.
"""

from __future__ import annotations

import math

import dask.array as da
import numpy as np

from ._blocks import from_host
from .linalg import _wide

_I64 = np.dtype("int64")


def _real_dtype(x):
    return np.finfo(x.dtype).dtype


def _gufunc(fn, signature, *args, dtypes, sizes=None):
    if any(0 in a.shape for a in args if isinstance(a, da.Array)):
        # No values to compute: NumPy's result for an empty input, at once (dask's
        # gufunc machinery divides by the empty sizes).
        out = fn(*(np.empty(a.shape, a.dtype) if isinstance(a, da.Array) else a for a in args))
        return tuple(map(from_host, out)) if isinstance(out, tuple) else from_host(out)
    return da.apply_gufunc(
        fn, signature, *args, output_dtypes=dtypes, output_sizes=sizes or {}, allow_rechunk=True
    )


def cholesky(x, upper):
    return _gufunc(lambda m: np.linalg.cholesky(m, upper=upper), "(m,m)->(m,m)", x, dtypes=x.dtype)


def det(x):
    return _gufunc(lambda m: np.linalg.det(m).astype(m.dtype), "(m,m)->()", x, dtypes=x.dtype)


def _eigh(m):
    w, v = np.linalg.eigh(m)
    return w.astype(np.finfo(m.dtype).dtype), v


def eigh(x):
    return _gufunc(_eigh, "(m,m)->(m),(m,m)", x, dtypes=(_real_dtype(x), x.dtype))


def eigvalsh(x):
    real = _real_dtype(x)
    return _gufunc(lambda m: np.linalg.eigvalsh(m).astype(real), "(m,m)->(m)", x, dtypes=real)


def inv(x):
    return _gufunc(np.linalg.inv, "(m,m)->(m,m)", x, dtypes=x.dtype)


def matrix_norm(x, ord, keepdims):
    real = _real_dtype(x)
    out = _gufunc(
        lambda m: np.asarray(np.linalg.matrix_norm(m, ord=ord)).astype(real),
        "(m,n)->()",
        x,
        dtypes=real,
    )
    return out[..., None, None] if keepdims else out


def pinv(x, rtol):
    if isinstance(rtol, float):
        return _gufunc(
            lambda m: np.linalg.pinv(m, rtol=rtol).astype(m.dtype), "(m,n)->(n,m)", x,
            dtypes=x.dtype,
        )  # fmt: skip
    return _gufunc(
        lambda m, r: np.linalg.pinv(m, rtol=r).astype(m.dtype), "(m,n),()->(n,m)", x, rtol,
        dtypes=x.dtype,
    )  # fmt: skip


def _tall_skinny(x) -> bool:
    """A 2-D matrix chunked along its rows only, each chunk at least as tall as wide:
    dask's TSQR factorises it without gathering it."""
    if x.ndim != 2 or any(math.isnan(s) for s in x.shape):
        return False
    rows, cols = x.shape
    return len(x.chunks[0]) > 1 and rows >= cols and min(x.chunks[0]) >= cols


def _columns_whole(x):
    return x.rechunk({1: -1}) if len(x.chunks[1]) > 1 else x


def qr(x, mode):
    if mode == "reduced" and _tall_skinny(_columns_whole(x)):
        return da.linalg.qr(_columns_whole(x))
    m, n = x.shape[-2:]
    k = min(m, n) if mode == "reduced" else m
    return _gufunc(
        lambda a: np.linalg.qr(a, mode=mode), "(m,n)->(m,k),(k,n)", x, dtypes=(x.dtype, x.dtype),
        sizes={"k": k},
    )  # fmt: skip


def _slogdet(m):
    sign, logabs = np.linalg.slogdet(m)
    return sign.astype(m.dtype), logabs.astype(np.finfo(m.dtype).dtype)


def slogdet(x):
    return _gufunc(_slogdet, "(m,m)->(),()", x, dtypes=(x.dtype, _real_dtype(x)))


def solve(x1, x2):
    if x2.ndim == 1:
        return solve(x1, x2[:, None])[..., 0]
    return _gufunc(np.linalg.solve, "(m,m),(m,k)->(m,k)", x1, x2, dtypes=x1.dtype)


def _svd(m, full_matrices):
    u, s, vh = np.linalg.svd(m, full_matrices=full_matrices)
    return u, s.astype(np.finfo(m.dtype).dtype), vh


def svd(x, full_matrices):
    real = _real_dtype(x)
    if not full_matrices and _tall_skinny(_columns_whole(x)):
        u, s, vh = da.linalg.svd(_columns_whole(x))
        return u, s.astype(real), vh
    m, n = x.shape[-2:]
    k = min(m, n)
    return _gufunc(
        lambda a: _svd(a, full_matrices), "(m,n)->(m,p),(k),(q,n)", x,
        dtypes=(x.dtype, real, x.dtype),
        sizes={"k": k, "p": m if full_matrices else k, "q": n if full_matrices else k},
    )  # fmt: skip


def svdvals(x):
    real = _real_dtype(x)
    if _tall_skinny(_columns_whole(x)):
        # The singular values of x are those of R in x = QR; R is small.
        _, r = da.linalg.qr(_columns_whole(x))
        x = r
    return _gufunc(lambda a: np.linalg.svdvals(a).astype(real), "(m,n)->(k)", x, dtypes=real,
                   sizes={"k": min(x.shape[-2:])})  # fmt: skip


def count_above(s, rtol):
    """matrix_rank: the singular values ``s`` (descending) above rtol * the largest."""
    if s.shape[-1] == 0:
        return da.zeros(s.shape[:-1], _I64)
    if not isinstance(rtol, float):
        rtol = rtol[..., None]
    return da.sum(s > rtol * s[..., :1], axis=-1).astype(_I64)


def vector_norm(x, axis, keepdims, ord):
    # NumPy's formulas (numpy.linalg.norm of one axis), as reductions over the chunks.
    real = _real_dtype(x)
    if ord == math.inf:  # an empty axis gives 0, as NumPy's max with initial=0
        a = da.absolute(x)
        empty = any(x.shape[i] == 0 for i in (range(x.ndim) if axis is None else axis))
        out = (
            da.zeros_like(da.sum(a, axis, keepdims=keepdims))
            if empty
            else da.max(a, axis, keepdims=keepdims)
        )
    elif ord == -math.inf:
        out = da.min(da.absolute(x), axis=axis, keepdims=keepdims)
    elif ord == 0:
        out = da.sum((x != 0).astype(real), axis=axis, keepdims=keepdims)
    elif ord == 1:
        out = da.sum(da.absolute(x), axis=axis, keepdims=keepdims)
    elif ord == 2:
        out = da.sqrt(da.sum(da.real(da.conj(x) * x), axis=axis, keepdims=keepdims))
    else:
        t = np.dtype(real).type
        total = da.sum(da.absolute(x) ** t(ord), axis=axis, keepdims=keepdims)
        out = total ** np.reciprocal(t(ord))
    return out.astype(real)


def cross(x1, x2, axis):
    a, b = da.moveaxis(_wide(x1), axis, -1), da.moveaxis(_wide(x2), axis, -1)
    out = _gufunc(lambda u, v: np.cross(u, v), "(i),(i)->(i)", a, b, dtypes=a.dtype)
    return da.moveaxis(out, -1, axis).astype(x1.dtype)


def outer(x1, x2):
    return (_wide(x1)[:, None] * _wide(x2)[None, :]).astype(x1.dtype)


def diagonal(x, offset):
    return da.diagonal(x, offset, -2, -1)


def trace(x, offset):
    w = _wide(x)
    return da.sum(da.diagonal(w, offset, -2, -1), axis=-1, dtype=w.dtype).astype(x.dtype)


def matrix_power(x, n):
    return _gufunc(
        lambda m: np.linalg.matrix_power(_host_wide(m), n).astype(m.dtype), "(m,m)->(m,m)", x,
        dtypes=x.dtype,
    )  # fmt: skip


def _host_wide(m):
    return m.astype(np.float32) if m.dtype.name == "bfloat16" else m
