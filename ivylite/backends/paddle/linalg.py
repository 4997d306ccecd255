"""Paddle linear algebra."""

from __future__ import annotations

import paddle

from ._common import F64, I8, I16, I32, I64, INTS, LOWP, U8
from ._common import cast as _cast

_matmul = paddle.matmul
# No CPU matmul kernel for float16/bfloat16: accumulate in float32 like NumPy.
_LOWP = LOWP.get
_EXACT = 2.0**53
# The largest |x1 * x2| each integer dtype allows.
_LARGEST_SQUARE = {
    id(d): float(v) ** 2
    for d, v in ((I8, 128), (U8, 255), (I16, 2**15), (I32, 2**31), (I64, 2**63))
}


def _wrapping_matmul(a, b):
    # int64 multiply-and-sum, wrapping mod 2**64 like NumPy's integer matmul.
    va, vb = a.ndim == 1, b.ndim == 1
    if va:
        a = a.unsqueeze(0)
    if vb:
        b = b.unsqueeze(-1)
    out = paddle.sum(a.unsqueeze(-1) * b.unsqueeze(-3), axis=-2, dtype=I64)
    if va:
        out = out.squeeze(-2)
    if vb:
        out = out.squeeze(-1)
    return out


def _int_matmul(x1, x2, d):
    # Paddle's integer matmul goes through float32 (inexact above 2**24) and
    # saturates on overflow. In float64 it is exact while every partial sum
    # stays below 2**53; beyond that, multiply and sum in int64 (wrapping).
    a, b = _cast(x1, F64), _cast(x2, F64)
    k = x1.shape[-1]
    bound = _LARGEST_SQUARE[id(d)] * k  # int8/uint8/int16: settled without looking
    if bound >= _EXACT and a.numel() and b.numel():
        bound = (paddle.abs(a).max() * paddle.abs(b).max()).item() * k
    if bound < _EXACT:
        out = _cast(_matmul(a, b), I64)
    else:
        out = _wrapping_matmul(_cast(x1, I64), _cast(x2, I64))
    return out if d is I64 else _cast(out, d)  # int64 -> narrower wraps like NumPy


def matmul(x1, x2):
    d = x1.dtype
    if id(d) in INTS:
        return _int_matmul(x1, x2, d)
    w = _LOWP(id(d))
    if w is None:
        return _matmul(x1, x2)
    return _cast(_matmul(_cast(x1, w), _cast(x2, w)), d)


def matrix_transpose(x):
    n = x.ndim
    if n < 2:
        raise ValueError(f"matrix_transpose: needs at least 2 dimensions, got {n}")
    perm = list(range(n))
    perm[-1], perm[-2] = n - 2, n - 1
    return paddle.transpose(x, perm)
