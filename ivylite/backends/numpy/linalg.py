"""NumPy linear algebra."""

from __future__ import annotations

import numpy as np

matmul = np.matmul


def matrix_transpose(x):
    if x.ndim < 2:
        raise ValueError(f"matrix_transpose: needs at least 2 dimensions, got {x.ndim}")
    return np.swapaxes(x, -1, -2)
