"""dask reductions: tree reductions over the chunks (lazily); axes are None or a
tuple, the input already has the result dtype.

Within one chunk the values are NumPy's; across chunks, partial sums and
products are combined in a tree, so floating results may differ from NumPy's
sequential order by rounding.
"""

from __future__ import annotations

import math

import dask.array as da
import numpy as np

from .._composite import moments

_HALF = ("float16", "bfloat16")
_F32 = np.dtype("float32")


def sum(x, axis, keepdims, dtype):
    return da.sum(x, axis=axis, dtype=dtype, keepdims=keepdims)


def prod(x, axis, keepdims, dtype):
    return da.prod(x, axis=axis, dtype=dtype, keepdims=keepdims)


def mean(x, axis, keepdims):
    # NumPy accumulates half precision in float32; the result keeps x's dtype.
    if x.dtype.name in _HALF:
        return da.mean(x, axis=axis, dtype=_F32, keepdims=keepdims).astype(x.dtype)
    return da.mean(x, axis=axis, keepdims=keepdims)


def max(x, axis, keepdims):
    return da.max(x, axis=axis, keepdims=keepdims)


def min(x, axis, keepdims):
    return da.min(x, axis=axis, keepdims=keepdims)


def _mean(w, axis):
    total = da.sum(w, axis=axis, keepdims=True)
    axes = range(w.ndim) if axis is None else axis
    count = math.prod(w.shape[a] for a in axes)  # the caller knows every size
    return total / w.dtype.type(count or 1)


# Half precision computes in float32 and rounds once.
var, std = moments(
    widen=lambda x: x.astype(_F32) if x.dtype.name in _HALF else x,
    mean=_mean,
    sum=lambda v, axis, keepdims: da.sum(v, axis=axis, keepdims=keepdims),
    divide=lambda s, divisor: s / s.dtype.type(divisor),
    times_nan=lambda s: s * s.dtype.type(np.nan),
    sqrt=da.sqrt,
    narrow=lambda out, x: out.astype(x.dtype),
)


def cumulative_sum(x, axis, include_initial):
    # x already has the result dtype; half precision accumulates in float32.
    if x.dtype.name in _HALF:
        out = da.cumsum(x.astype(_F32), axis=axis).astype(x.dtype)
    else:
        out = da.cumsum(x, axis=axis, dtype=x.dtype)
    if include_initial:
        shape = list(x.shape)
        shape[axis] = 1
        out = da.concatenate([da.zeros(shape, dtype=x.dtype), out], axis=axis)
    return out
