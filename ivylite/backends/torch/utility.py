"""PyTorch utility functions; the input is already bool, axes None or a tuple."""

from __future__ import annotations

import torch


def _truth(reduce):
    def f(x, axis, keepdims):
        if axis is None:
            axis = tuple(range(x.ndim))
        if axis == ():  # torch would reduce every axis
            return x.clone()
        return reduce(x, dim=axis, keepdim=keepdims)

    return f


all = _truth(torch.all)
any = _truth(torch.any)
