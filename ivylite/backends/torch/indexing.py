"""PyTorch indexing, with NumPy's meaning where torch differs.

torch reads a uint8 index tensor as a mask and refuses int8/int16 indices and
negative slice steps; here integer tensors index by position (as int64) and a
negative step flips the axis first (a copy: torch has no negative strides).
"""

from __future__ import annotations

import torch

_Tensor = torch.Tensor
_OK_INDEX = (torch.int64, torch.int32, torch.bool)


def _plain(k):
    t = type(k)
    if t is slice:
        return k.step is None or k.step > 0
    if t is _Tensor:
        return k.dtype in _OK_INDEX
    return t is int or k is None or k is Ellipsis


def getitem(x, key):
    if type(key) is tuple:
        for k in key:
            if not _plain(k):
                return _getitem(x, key)
        return x[key]
    if _plain(key):
        return x[key]
    return _getitem(x, (key,))


def _consumed(k):
    """How many axes of x an index item consumes (None: the Ellipsis)."""
    if k is Ellipsis:
        return None
    if k is None or type(k) is bool:
        return 0
    if isinstance(k, _Tensor) and k.dtype is torch.bool:
        return k.ndim
    return 1


def _getitem(x, key):
    counts = [_consumed(k) for k in key]
    fill = x.ndim - sum(c for c in counts if c is not None)
    dim = 0
    flips = []
    out = []
    for k, c in zip(key, counts):
        if c is None:
            c = fill
        if isinstance(k, _Tensor) and k.dtype not in _OK_INDEX:
            k = k.to(torch.int64)
        elif type(k) is slice and k.step is not None and k.step < 0:
            n = x.shape[dim]
            r = range(*k.indices(n))
            flips.append(dim)
            if len(r) == 0:
                k = slice(0, 0)
            else:  # the same elements, counted from the end of the flipped axis
                first = n - 1 - r[0]
                k = slice(first, first + (len(r) - 1) * -r.step + 1, -r.step)
        out.append(k)
        dim += c
    if flips:
        x = torch.flip(x, flips)
    return x[tuple(out)]


def setitem(x, key, value):
    if type(key) is _Tensor and key.dtype is torch.bool:  # x[mask] = v, the common write
        x[key] = value
        return x
    keys = key if type(key) is tuple else (key,)
    if all(_plain(k) and (type(k) is not _Tensor or k.dtype is torch.bool) for k in keys):
        x[key] = value
        return x
    # Keys torch reads differently (negative steps, int8/uint8 index tensors) and
    # integer index tensors (torch writes the elements before an out-of-bounds
    # one, then raises): find the positions with getitem on a grid of flat
    # positions, which raises before anything is written, then scatter.
    positions = getitem(torch.arange(x.numel()).reshape(x.shape), key)
    flat = x.reshape(-1)  # a view when x is contiguous
    flat[positions.reshape(-1)] = torch.broadcast_to(value, positions.shape).reshape(-1)
    if flat.data_ptr() != x.data_ptr():
        x.copy_(flat.reshape(x.shape))
    return x
