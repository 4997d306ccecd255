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


_HALF = ("float16", "bfloat16")


def _moment(x, axis, keepdims, divisor, root):
    """Squared deviations from the mean, summed, / divisor (<= 0: NaN); half
    precision computes in float32 and rounds once."""
    w = x.astype(np.float32) if x.dtype.name in _HALF else x
    with np.errstate(invalid="ignore", divide="ignore"):
        total = np.sum(w, axis=axis, keepdims=True)  # sum / count: no warning when empty
        dev = w - total / w.dtype.type(w.size // total.size if total.size else 1)
        s = np.sum(dev * dev, axis=axis, keepdims=keepdims)
        out = s / w.dtype.type(divisor) if divisor > 0 else s * w.dtype.type(np.nan)
        if root:
            out = np.sqrt(out)
    return np.asarray(out).astype(x.dtype, copy=False)


def var(x, axis, keepdims, divisor):
    return _moment(x, axis, keepdims, divisor, False)


def std(x, axis, keepdims, divisor):
    return _moment(x, axis, keepdims, divisor, True)


def cumulative_sum(x, axis, include_initial):
    # x already has the result dtype; half precision accumulates in float32.
    if x.dtype.name in _HALF:
        out = np.cumsum(x.astype(np.float32), axis=axis).astype(x.dtype)
    else:
        out = np.cumsum(x, axis=axis, dtype=x.dtype)
    if include_initial:
        shape = list(x.shape)
        shape[axis] = 1
        out = np.concatenate([np.zeros(shape, x.dtype), out], axis=axis)
    return out
