"""NumPy reductions; axes are None or a tuple, the input already has the result dtype."""

from __future__ import annotations

import numpy as np

from .._composite import moments


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


def _mean(w, axis):
    total = np.sum(w, axis=axis, keepdims=True)  # sum / count: no warning when empty
    return total / w.dtype.type(w.size // total.size if total.size else 1)


# Half precision computes in float32 and rounds once; an empty mean warns nothing.
var, std = moments(
    widen=lambda x: x.astype(np.float32) if x.dtype.name in _HALF else x,
    mean=_mean,
    sum=lambda v, axis, keepdims: np.sum(v, axis=axis, keepdims=keepdims),
    divide=lambda s, divisor: s / s.dtype.type(divisor),
    times_nan=lambda s: s * s.dtype.type(np.nan),
    sqrt=np.sqrt,
    narrow=lambda out, x: np.asarray(out).astype(x.dtype, copy=False),
    quiet=lambda: np.errstate(invalid="ignore", divide="ignore"),
)


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
