"""Paddle reductions; axes are None or a sorted tuple, the input already has the result dtype.

``axis=()`` reduces nothing (NumPy returns the input); Paddle would read an
empty axis list as "all axes", so it is answered before Paddle is called.
"""

from __future__ import annotations

import paddle

from .._composite import moments
from . import full0
from ._common import BOOL_SMALL, C64, C128, I32, I64, LOWP, op, work
from ._common import cast as _cast

_divide = op("divide", paddle.divide)
_where = paddle.where
_COMPLEX = frozenset({id(C64), id(C128)})

# Integer sums and products wrap mod 2**64 in int64: cast back, NumPy's result.
# (A bool sum in int64 cast back to bool is NumPy's logical or.)
_ACCUMULATE = work(LOWP, {k: I64 for k in BOOL_SMALL}).get
_MEAN = LOWP.get
# No CPU max/min kernels for bool/int8/int16/uint8/float16/bfloat16: exact in int32/float32.
_EXTREMUM = work(LOWP, BOOL_SMALL).get


def sum(x, axis, keepdims, dtype):
    if axis == ():
        return paddle.clone(x)
    w = _ACCUMULATE(id(dtype))
    if w is None:
        return paddle.sum(x, axis, dtype, keepdims)
    return _cast(paddle.sum(_cast(x, w), axis, w, keepdims), dtype)


def prod(x, axis, keepdims, dtype):
    if axis == ():
        return paddle.clone(x)
    w = _ACCUMULATE(id(dtype))
    if w is None:
        return paddle.prod(x, axis, keepdims, dtype)
    return _cast(paddle.prod(_cast(x, w), axis, keepdims, w), dtype)


def mean(x, axis, keepdims):
    # sum / count, as NumPy does: paddle.mean accumulates float32 naively
    # (4e-6 relative error on 1e5 elements), paddle.sum does not.
    if axis == ():
        return paddle.clone(x)
    d = x.dtype
    shape = x.shape
    n = 1
    for i in range(len(shape)) if axis is None else axis:
        n *= shape[i]
    w = _MEAN(id(d))  # NumPy accumulates half precision in float32 too
    if w is None:
        return _divide(paddle.sum(x, axis, d, keepdims), full0(n, d))
    return _cast(_divide(paddle.sum(_cast(x, w), axis, w, keepdims), full0(n, w)), d)


def _complex_extremum(x, axis, keepdims, reduce, fill):
    # NumPy orders complex numbers lexicographically (real part, then imaginary
    # part) and propagates NaN; Paddle has no complex max/min kernel.
    re, im = paddle.real(x), paddle.imag(x)
    r = reduce(re, axis, True)
    i = reduce(_where(re == r, im, paddle.full_like(im, fill)), axis, True)
    out = paddle.complex(r, i)
    nan = paddle.any(paddle.isnan(re) | paddle.isnan(im), axis, True)
    if nan.any().item():
        out = _where(nan, paddle.full_like(out, complex(float("nan"), float("nan"))), out)
    if keepdims:
        return out
    return paddle.reshape(out, []) if axis is None else paddle.squeeze(out, list(axis))


def _extremum(reduce, fill):
    def f(x, axis, keepdims):
        if axis == ():
            return paddle.clone(x)
        d = x.dtype
        w = _EXTREMUM(id(d))
        if w is not None:
            return _cast(reduce(_cast(x, w), axis, keepdims), d)
        if id(d) in _COMPLEX:
            return _complex_extremum(x, axis, keepdims, reduce, fill)
        return reduce(x, axis, keepdims)

    return f


max = _extremum(paddle.max, float("-inf"))
min = _extremum(paddle.min, float("inf"))
max.__name__, min.__name__ = "max", "min"


def _widen(x):
    w = _MEAN(id(x.dtype))
    return x if w is None else _cast(x, w)


def _mean(w, axis):
    """sum / count, as NumPy."""
    shape, n = w.shape, 1
    for i in range(len(shape)) if axis is None else axis:
        n *= shape[i]
    return _divide(paddle.sum(w, axis, w.dtype, True), full0(n, w.dtype))


# float16/bfloat16 compute in float32 and round once.
var, std = moments(
    widen=_widen,
    mean=_mean,
    sum=lambda v, axis, keepdims: paddle.sum(v, axis, v.dtype, keepdims),
    divide=lambda s, divisor: _divide(s, full0(divisor, s.dtype)),
    times_nan=lambda s: s * full0(float("nan"), s.dtype),
    sqrt=paddle.sqrt,
    narrow=lambda out, x: out if out.dtype == x.dtype else _cast(out, x.dtype),
)


# No CPU cumsum kernel for bool/float16/bfloat16 (nor below 32 bits for
# integers), and int32 comes back as int64: integers accumulate in int64 (wraps
# like NumPy after the cast back), half precision in float32.
_CUMSUM = work(LOWP, {k: I64 for k in BOOL_SMALL}, {id(I32): I64}).get


def cumulative_sum(x, axis, include_initial):
    d = x.dtype
    w = _CUMSUM(id(d))
    if w is not None:
        x = _cast(x, w)
    out = paddle.cumsum(x, axis)
    if include_initial:
        shape = list(x.shape)
        shape[axis] = 1
        out = paddle.concat([paddle.zeros(shape, x.dtype), out], axis)
    return out if w is None else _cast(out, d)
