"""Paddle shape manipulation."""

from __future__ import annotations

import math

import paddle

_reshape = paddle.reshape


def reshape(x, shape, *, copy=None):
    shape = [shape] if isinstance(shape, int) else list(shape)
    if 0 in shape:
        # Paddle reads a 0 in the target shape as "keep this input dimension".
        n = math.prod(x.shape)
        if n != 0 or -1 in shape:
            raise ValueError(f"cannot reshape array of size {n} into shape {tuple(shape)}")
        return paddle.zeros(shape, dtype=x.dtype)
    out = _reshape(x, shape)
    return paddle.clone(out) if copy else out
