"""PyTorch searching."""

from __future__ import annotations

import torch

where = torch.where


def argmax(x, axis):
    return torch.argmax(x, dim=axis)


def argmin(x, axis):
    return torch.argmin(x, dim=axis)


def nonzero(x):
    return torch.nonzero(x, as_tuple=True)


def searchsorted(x1, x2, right):
    shape = x2.shape
    x2 = x2.reshape(-1)
    if not x1.is_floating_point():
        return torch.searchsorted(x1, x2, right=right).reshape(shape)
    # torch puts NaNs first; NumPy's order has them last: search the NaN-free
    # prefix of x1 and place NaNs of x2 after it (left) or at the end (right).
    m = int((~x1.isnan()).sum())
    nan = x2.isnan()
    found = torch.searchsorted(x1[:m], torch.where(nan, 0, x2), right=right)
    return torch.where(nan, x1.shape[0] if right else m, found).reshape(shape)
