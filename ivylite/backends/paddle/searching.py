"""Paddle searching."""

from __future__ import annotations

import paddle

from ._common import LOWP, SMALL, work
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
