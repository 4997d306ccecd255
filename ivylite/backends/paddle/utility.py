"""Paddle utility functions; the input is already bool, axes None or a tuple."""

from __future__ import annotations

import paddle


def _truth(reduce):
    def f(x, axis, keepdims):
        if axis == ():
            return paddle.clone(x)
        return reduce(x, axis=None if axis is None else list(axis), keepdim=keepdims)

    return f


all = _truth(paddle.all)
any = _truth(paddle.any)
