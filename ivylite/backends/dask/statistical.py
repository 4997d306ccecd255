"""dask reductions: tree reductions over the chunks (lazily); axes are None or a
tuple, the input already has the result dtype.

Within one chunk the values are NumPy's; across chunks, partial sums and
products are combined in a tree, so floating results may differ from NumPy's
sequential order by rounding.
"""

from __future__ import annotations

import math
from functools import partial

import dask.array as da
import numpy as np
from dask.array.reductions import moment_agg, moment_combine

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


def _moment_chunk(x, axis=None, keepdims=True, computing_meta=False, **kwargs):
    """One chunk's count, sum and sum of squared deviations from its own mean:
    NumPy's two-pass formulas, so a single chunk gives the NumPy backend's values."""
    if computing_meta:
        return x
    total = np.sum(x, axis=axis, keepdims=True)
    count = x.size // total.size if total.size else 0
    dev = x - total / x.dtype.type(count or 1)
    m2 = np.sum(dev * dev, axis=axis, keepdims=True)
    return {"total": total, "n": np.full(total.shape, count, np.int64), "M": m2[..., None]}


def _moment(x, axis, keepdims, divisor, root):
    # One pass over the data (each chunk's moments, combined pairwise as in Chan et
    # al.), so an array bigger than memory is read once; float16 and bfloat16
    # compute in float32 and round once. divisor <= 0 gives NaN.
    w = x.astype(_F32) if x.dtype.name in _HALF else x
    nan = w.dtype.type(np.nan)
    if axis == ():  # each element is its own mean
        dev = w - w
        out = dev * dev / w.dtype.type(divisor) if divisor > 0 else dev * dev * nan
    else:
        count = math.prod(w.shape[a] for a in (range(w.ndim) if axis is None else axis))
        ddof = count - divisor if divisor > 0 else 0  # moment_agg divides by count - ddof
        out = da.reduction(
            w, _moment_chunk, partial(moment_agg, order=2, ddof=ddof),
            combine=partial(moment_combine, order=2), axis=axis, keepdims=keepdims,
            dtype=w.dtype, concatenate=False,
        ).astype(w.dtype)  # fmt: skip
        if divisor <= 0:
            out = out * nan
    if root:
        out = da.sqrt(out)
    return out.astype(x.dtype)


def var(x, axis, keepdims, divisor):
    return _moment(x, axis, keepdims, divisor, False)


def std(x, axis, keepdims, divisor):
    return _moment(x, axis, keepdims, divisor, True)


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
