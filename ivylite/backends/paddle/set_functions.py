"""Paddle set functions: ``unique_all`` of a 1-D array.

``paddle.unique`` merges NaNs, so the values are sorted stably (NumPy's order:
NaNs last; complex by real part, then imaginary part) and split where
neighbours differ (NaN != NaN: each NaN its own value). bool, int8, int16 and
uint8 are handled as int32, float16 and bfloat16 as float32 (exact; Paddle's
CPU build lacks their sort, gather and scatter kernels), and cast back.
"""

from __future__ import annotations

import paddle

from ._common import BOOL_SMALL, I64, LOWP, work
from ._common import cast as _cast

_WORK = work(LOWP, BOOL_SMALL).get


def _order(x):
    """Stable ascending argsort of a 1-D array in NumPy's order."""
    if x.is_complex():
        p = paddle.argsort(paddle.imag(x), stable=True)
        return paddle.gather(p, paddle.argsort(paddle.gather(paddle.real(x), p), stable=True))
    return paddle.argsort(x, stable=True)


def _differ(a, b):
    """a != b, exactly (Paddle's != has a tolerance: 1e-300 != 0 is False); NaN
    differs from everything, as in NumPy's unique."""
    if a.is_complex():
        return paddle.logical_or(_differ(paddle.real(a), paddle.real(b)),
                                 _differ(paddle.imag(a), paddle.imag(b)))  # fmt: skip
    if not a.is_floating_point():
        return a != b
    ordered = paddle.logical_or(a < b, a > b)
    return paddle.logical_or(ordered, paddle.logical_or(paddle.isnan(a), paddle.isnan(b)))


def unique_all(x):
    d = x.dtype
    w = _WORK(id(d))
    if w is not None:
        x = _cast(x, w)
    n = x.shape[0]
    if n == 0:
        empty = paddle.zeros([0], I64)
        return (x if w is None else _cast(x, d)), empty, empty, empty
    perm = _order(x)
    s = paddle.gather(x, perm)
    new = paddle.concat([paddle.ones([1], "bool"), _differ(s[1:], s[:-1])])
    group = paddle.cumsum(_cast(new, I64), 0) - 1
    inverse = paddle.scatter(paddle.zeros([n], I64), perm, group)
    first = paddle.nonzero(new, as_tuple=True)[0]
    counts = paddle.concat([first[1:], paddle.full([1], n, I64)]) - first
    values = paddle.masked_select(s, new)
    if w is not None:
        values = _cast(values, d)
    return values, paddle.masked_select(perm, new), inverse, counts
