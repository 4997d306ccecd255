"""dask linear algebra: lazy blockwise products (partial products of the chunks
of a contracted axis are summed in a tree)."""

from __future__ import annotations

import dask.array as da
import numpy as np

from .._composite import complex_matmul
from .._host import complex_from_parts


def matmul(x1, x2):
    out = da.matmul(x1, x2)
    # ml_dtypes has no bfloat16 matmul: NumPy computes it in float32.
    return out if out.dtype == x1.dtype else out.astype(x1.dtype)


def matrix_transpose(x):
    if x.ndim < 2:
        raise ValueError(f"matrix_transpose: needs at least 2 dimensions, got {x.ndim}")
    return da.swapaxes(x, -1, -2)


def _wide(x):
    # ml_dtypes' bfloat16 has no dot kernel: compute in float32, round once.
    return x.astype(np.float32) if x.dtype.name == "bfloat16" else x


def tensordot(x1, x2, axes1, axes2):
    out = da.tensordot(_wide(x1), _wide(x2), axes=(axes1, axes2))
    return out.astype(x1.dtype)


def vecdot(x1, x2, axis):
    a, b = _wide(x1), _wide(x2)
    if a.dtype.kind == "c":
        a = da.conj(a)
    return da.sum(a * b, axis=axis, dtype=a.dtype).astype(x1.dtype)


def einsum(spec, operands):
    out = da.einsum(spec, *(_wide(x) for x in operands))
    return out.astype(operands[0].dtype)


def _from_parts(re, im):
    dtype = np.result_type(re.dtype, np.complex64)
    return da.map_blocks(complex_from_parts, re, im, dtype=dtype)


# Complex inputs take this (the core calls it for complex dtypes only; real ones
# keep the fast path): infinite parts give one answer on every backend.
COMPLEX = {
    "matmul": complex_matmul(matmul=matmul, real=da.real, imag=da.imag, make_complex=_from_parts)
}
