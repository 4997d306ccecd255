"""NumPy reductions; axes are None or a tuple, the input already has the result dtype."""

from __future__ import annotations

import numpy as np


def sum(x, axis, keepdims, dtype):
    return np.sum(x, axis=axis, dtype=dtype, keepdims=keepdims)


def prod(x, axis, keepdims, dtype):
    return np.prod(x, axis=axis, dtype=dtype, keepdims=keepdims)


def mean(x, axis, keepdims):
    # NumPy accumulates half precision in float32; the result keeps x's dtype.
    return np.mean(x, axis=axis, keepdims=keepdims).astype(x.dtype, copy=False)


def max(x, axis, keepdims):
    return np.max(x, axis=axis, keepdims=keepdims)


def min(x, axis, keepdims):
    return np.min(x, axis=axis, keepdims=keepdims)
