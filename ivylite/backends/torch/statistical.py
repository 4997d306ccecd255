"""PyTorch reductions; axes are None or a sorted tuple, the input already has the result dtype.

torch reads an empty ``dim`` as "every axis", so ``axis=()`` (reduce nothing)
returns a copy here, as in NumPy.
"""

from __future__ import annotations

import torch

from .._composite import moments

_KEEPS_DTYPE = frozenset(
    {torch.float16, torch.bfloat16, torch.float32, torch.float64, torch.complex64, torch.complex128}
)


def sum(x, axis, keepdims, dtype):
    if axis is None and not keepdims and dtype is x.dtype and dtype in _KEEPS_DTYPE:
        return torch.sum(x)  # the plain call parses fastest; floats keep their dtype
    if axis == ():
        return x.clone()
    return torch.sum(x, axis, keepdims, dtype=dtype)


def prod(x, axis, keepdims, dtype):
    if axis is None:
        out = torch.prod(x, dtype=dtype)
        return out.reshape((1,) * x.ndim) if keepdims else out
    if axis == ():
        return x.clone()
    # torch.prod takes one axis: reduce the last first so the others keep their index.
    for a in reversed(axis):
        x = torch.prod(x, a, keepdims, dtype=dtype)
    return x


def mean(x, axis, keepdims):
    if axis == ():
        return x.clone()
    return torch.mean(x, axis, keepdims)


def max(x, axis, keepdims):
    if axis == ():
        return x.clone()
    if x.is_complex():
        return _complex_extreme(x, axis, keepdims, torch.amax)
    if axis is None:
        return torch.amax(x, (), True) if keepdims else torch.max(x)  # the fastest full reduction
    return torch.amax(x, axis, keepdims)


def min(x, axis, keepdims):
    if axis == ():
        return x.clone()
    if x.is_complex():
        return _complex_extreme(x, axis, keepdims, torch.amin)
    if axis is None:
        return torch.amin(x, (), True) if keepdims else torch.min(x)  # the fastest full reduction
    return torch.amin(x, axis, keepdims)


def _complex_extreme(x, axis, keepdims, extreme):
    """NumPy's complex max/min, which torch lacks: lexicographic (real part, then
    imaginary part); the first element with a NaN part wins, as in NumPy."""
    dims = tuple(range(x.ndim)) if axis is None else axis
    kept = [d for d in range(x.ndim) if d not in dims]
    # The reduced axes last, flattened into one (in NumPy's iteration order).
    size = 1
    for d in dims:
        size *= x.shape[d]
    flat = x.permute((*kept, *dims)).reshape((*(x.shape[d] for d in kept), size))
    re, im = flat.real, flat.imag
    best_re = extreme(re, -1, True)
    fill = -torch.inf if extreme is torch.amax else torch.inf
    best_im = extreme(torch.where(re == best_re, im, fill), -1, True)
    out = torch.complex(best_re, best_im)
    nan = re.isnan() | im.isnan()
    first_nan = torch.gather(flat, -1, nan.to(torch.uint8).argmax(-1, keepdim=True))
    out = torch.where(nan.any(-1, keepdim=True), first_nan, out).squeeze(-1)
    if keepdims:
        out = out.reshape([1 if d in dims else x.shape[d] for d in range(x.ndim)])
    return out


_HALF = frozenset({torch.float16, torch.bfloat16})


def _dims(w, axis):
    return tuple(range(w.ndim)) if axis is None else axis


# Half precision computes in float32 and rounds once.
var, std = moments(
    widen=lambda x: x.float() if x.dtype in _HALF else x,
    mean=lambda w, axis: torch.mean(w, _dims(w, axis), True),
    sum=lambda v, axis, keepdims: torch.sum(v, _dims(v, axis), keepdims),
    divide=lambda s, divisor: s / divisor,
    times_nan=lambda s: s * torch.nan,
    sqrt=torch.sqrt,
    narrow=lambda out, x: out.to(x.dtype),
)


def cumulative_sum(x, axis, include_initial):
    # x already has the result dtype; half precision accumulates in float32.
    d = x.dtype
    out = torch.cumsum(x.float(), axis).to(d) if d in _HALF else torch.cumsum(x, axis, dtype=d)
    if include_initial:
        shape = list(x.shape)
        shape[axis] = 1
        out = torch.cat([torch.zeros(shape, dtype=d), out], axis)
    return out
