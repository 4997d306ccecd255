"""Paddle shape manipulation."""

from __future__ import annotations

import math

import numpy as np
import paddle

from ._common import BF16, F16, F32, I8, I16, I32, U8
from ._common import cast as _cast

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


def expand_dims(x, axis):
    return paddle.unsqueeze(x, axis)


def squeeze(x, axes):
    return paddle.squeeze(x, axis=list(axes)) if axes else paddle.clone(x)


# Paddle 3.3's CPU flip, roll, tril and triu have no int8/int16/uint8/float16/
# bfloat16 kernel: compute on a wider copy (the round trip through int32/float32
# is exact) and cast back.
_FLIP_WIDE = {id(I8): I32, id(I16): I32, id(U8): I32, id(F16): F32, id(BF16): F32}


def flip(x, axes):
    if not axes:
        return paddle.clone(x)
    wide = _FLIP_WIDE.get(id(x.dtype))
    if wide is None:
        return paddle.flip(x, axis=list(axes))
    return _cast(paddle.flip(_cast(x, wide), axis=list(axes)), x.dtype)


def permute_dims(x, axes):
    return paddle.transpose(x, perm=list(axes))


def concat(arrays, axis):
    return paddle.concat(arrays, axis=axis)


def stack(arrays, axis):
    return paddle.stack(arrays, axis=axis)


def broadcast_to(x, shape):
    return paddle.broadcast_to(x, list(shape))


def repeat(x, repeats, axis):
    # repeat_interleave has no bool/int8/int16/uint8/float16/complex CPU kernel:
    # gather the repeated indices instead (gather lacks only float16).
    index = np.repeat(np.arange(x.shape[axis], dtype=np.int64), repeats)
    if index.size == 0:
        shape = list(x.shape)
        shape[axis] = 0
        return paddle.zeros(shape, dtype=x.dtype)
    wide = F32 if x.dtype is F16 else None
    out = paddle.gather(x if wide is None else _cast(x, wide), paddle.to_tensor(index), axis=axis)
    return out if wide is None else _cast(out, x.dtype)


def roll(x, shifts, axes):
    wide = _FLIP_WIDE.get(id(x.dtype))
    if wide is None:
        return paddle.roll(x, list(shifts), list(axes))
    return _cast(paddle.roll(_cast(x, wide), list(shifts), list(axes)), x.dtype)


def tile(x, reps):
    if not reps:
        return paddle.clone(x)
    if 0 in reps or 0 in x.shape:
        shape = [r * s for r, s in zip(reps, x.shape)]
        return paddle.zeros(shape, dtype=x.dtype)
    if x.dtype is BF16:  # no bfloat16 tile kernel: tile a float32 copy (exact)
        return _cast(paddle.tile(_cast(x, F32), list(reps)), BF16)
    return paddle.tile(x, list(reps))


def unstack(x, axis):
    return tuple(paddle.unbind(x, axis)) if x.shape[axis] else ()
