"""NumPy linear algebra."""

from __future__ import annotations

import numpy as np

from .._composite import complex_matmul
from .._host import complex_from_parts


def matmul(x1, x2):
    out = np.matmul(x1, x2)
    # ml_dtypes has no bfloat16 matmul: NumPy computes it in float32.
    return out if out.dtype == x1.dtype else out.astype(x1.dtype)


def matrix_transpose(x):
    if x.ndim < 2:
        raise ValueError(f"matrix_transpose: needs at least 2 dimensions, got {x.ndim}")
    return np.swapaxes(x, -1, -2)


def _wide(x):
    # ml_dtypes' bfloat16 has no dot kernel: compute in float32, round once.
    return x.astype(np.float32) if x.dtype.name == "bfloat16" else x


def tensordot(x1, x2, axes1, axes2):
    out = np.tensordot(_wide(x1), _wide(x2), axes=(axes1, axes2))
    return np.asarray(out).astype(x1.dtype, copy=False)


def vecdot(x1, x2, axis):
    a, b = _wide(x1), _wide(x2)
    if a.dtype.kind == "c":
        a = np.conj(a)
    out = np.sum(a * b, axis=axis, dtype=a.dtype)
    return np.asarray(out).astype(x1.dtype, copy=False)


def einsum(spec, operands):
    out = np.einsum(spec, *(_wide(x) for x in operands))
    return np.asarray(out).astype(operands[0].dtype, copy=False)


# Complex inputs take this (the core calls it for complex dtypes only; real ones
# keep the fast path): infinite parts give one answer on every backend.
COMPLEX = {
    "matmul": complex_matmul(
        matmul=matmul, real=np.real, imag=np.imag, make_complex=complex_from_parts
    )
}
