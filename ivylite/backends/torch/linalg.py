"""PyTorch linear algebra."""

from __future__ import annotations

import torch

from .._composite import complex_matmul

matmul = torch.matmul


def matrix_transpose(x):
    if x.ndim < 2:
        raise ValueError(f"matrix_transpose: needs at least 2 dimensions, got {x.ndim}")
    return torch.swapaxes(x, -1, -2)


def tensordot(x1, x2, axes1, axes2):
    return torch.tensordot(x1, x2, dims=(list(axes1), list(axes2)))


def vecdot(x1, x2, axis):
    if x1.is_complex():
        x1 = x1.conj()
    return torch.sum(x1 * x2, dim=axis, dtype=x1.dtype)


def einsum(spec, operands):
    out = torch.einsum(spec, *operands)
    d = operands[0].dtype
    return out if out.dtype == d else out.to(d)  # integer sums come back as int64


# Complex inputs take this (the core calls it for complex dtypes only; real ones
# keep the fast path): infinite parts give one answer on every backend.
COMPLEX = {
    "matmul": complex_matmul(
        matmul=torch.matmul, real=torch.real, imag=torch.imag, make_complex=torch.complex
    )
}
