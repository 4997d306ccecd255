"""Paddle indexing."""

from __future__ import annotations

import paddle

_OK_INDEX = frozenset(id(d) for d in (paddle.bool, paddle.int32, paddle.int64))
_T = paddle.Tensor


def _key(k):
    # Paddle reads uint8 index tensors as masks and has no int8/int16 gather.
    if isinstance(k, _T) and id(k.dtype) not in _OK_INDEX:
        return paddle.cast(k, paddle.int64)
    return k


def getitem(x, key):
    if isinstance(key, tuple):
        if not key:  # Paddle gives x[()] of a 0-d tensor shape [1]
            return x
        key = tuple(_key(k) for k in key)
    else:
        key = _key(key)
    return x[key]
