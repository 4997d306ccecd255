"""NumPy linear algebra."""

from __future__ import annotations

import numpy as np


def matmul(x1, x2):
    out = np.matmul(x1, x2)
    # ml_dtypes has no bfloat16 matmul: NumPy computes it in float32.
    return out if out.dtype == x1.dtype else out.astype(x1.dtype)


def matrix_transpose(x):
    if x.ndim < 2:
        raise ValueError(f"matrix_transpose: needs at least 2 dimensions, got {x.ndim}")
    return np.swapaxes(x, -1, -2)
