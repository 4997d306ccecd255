"""Paddle searching."""

from __future__ import annotations

import paddle

from ._common import BOOL, I32, I64, LOWP, SMALL, work
from ._common import cast as _cast

_where = paddle.where  # (the eager op does not broadcast)
# No CPU where kernel for int8/int16/uint8/float16/bfloat16: select in a wider
# dtype (exact round trip) and cast back.
_WORK = work(LOWP, SMALL).get


def where(condition, x1, x2):
    d = x1.dtype
    w = _WORK(id(d))
    if w is None:
        return _where(condition, x1, x2)
    return _cast(_where(condition, _cast(x1, w), _cast(x2, w)), d)


# argmax/argmin: int8/int16/uint8/float16/bfloat16 compare in a wider dtype
# (order and ties are unchanged by the exact widening).


def _arg(reduce):
    def f(x, axis):
        w = _WORK(id(x.dtype))
        if w is not None:
            x = _cast(x, w)
        return reduce(x, axis=axis, dtype="int64")

    return f


argmax = _arg(paddle.argmax)
argmin = _arg(paddle.argmin)


def nonzero(x):
    # No nonzero kernel for int8/uint8/float16: find the nonzero elements of a bool mask.
    if x.dtype is not BOOL:
        x = x != 0
    return tuple(paddle.nonzero(x, as_tuple=True))


def searchsorted(x1, x2, right):
    # No CPU kernel below 32 bits: int8/int16/uint8 search as int32, float16/bfloat16
    # as float32 (exact). The values are searched as a 1-D tensor, reshaped back.
    w = _WORK(id(x1.dtype))
    if w is not None:
        x1, x2 = _cast(x1, w), _cast(x2, w)
    shape = x2.shape
    flat = paddle.reshape(x2, [-1])
    if not x1.is_floating_point():
        return paddle.reshape(paddle.searchsorted(x1, flat, right=right), shape)
    # Paddle returns len(x1) for any NaN or infinite value: NumPy's order has NaNs
    # last; search the NaN-free prefix of x1 for the finite values and count the rest.
    count = paddle.sum
    m = int(count(_cast(paddle.logical_not(paddle.isnan(x1)), I32)))
    nan, pinf, ninf = paddle.isnan(flat), flat == float("inf"), flat == float("-inf")
    n_pinf = int(count(_cast(x1 == float("inf"), I32)))
    n_ninf = int(count(_cast(x1 == float("-inf"), I32)))
    special = nan | pinf | ninf
    values = paddle.where(special, paddle.zeros_like(flat), flat)
    found = paddle.searchsorted(x1[:m], values, right=right)
    at_nan, at_pinf, at_ninf = (x1.shape[0], m, n_ninf) if right else (m, m - n_pinf, 0)
    for mask, at in ((nan, at_nan), (pinf, at_pinf), (ninf, at_ninf)):
        found = paddle.where(mask, paddle.full_like(found, at, dtype=I64), found)
    return paddle.reshape(found, shape)
