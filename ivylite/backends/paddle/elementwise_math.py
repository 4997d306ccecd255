"""Paddle elementwise math, called on arrays already promoted (float-valued
functions: already cast to a float or complex dtype).

Paddle's CPU build has no float16/bfloat16 kernels for most of these: they
are computed in float32 and rounded back (what NumPy does for half precision).
Integer rounding is a copy; ``isfinite`` & co. of integers are constant;
``nextafter`` of the halves steps the 16 bits of the dtype.
"""

from __future__ import annotations

import math

import paddle

from . import full0
from ._common import F32, F64, LOWP, PY_SCALARS, broadcast_pair, op
from ._common import cast as _cast

_where = paddle.where
_HALF_IDS = frozenset(LOWP)


def _unary(fn, name):
    def f(x):
        d = x.dtype
        if id(d) in _HALF_IDS:
            return _cast(fn(_cast(x, F32)), d)
        return fn(x)

    f.__name__ = f.__qualname__ = name
    return f


def _predicate(fn, name):
    """A bool-valued ``fn``: half precision is read in float32 (exact), not cast back."""

    def f(x):
        if id(x.dtype) in _HALF_IDS:
            return fn(_cast(x, F32))
        return fn(x)

    f.__name__ = f.__qualname__ = name
    return f


def _binary(fn, name):
    def f(x1, x2):
        d = x1.dtype
        if type(x2) in PY_SCALARS:
            x2 = full0(x2, d)
        if id(d) in _HALF_IDS:
            return _cast(fn(_cast(x1, F32), _cast(x2, F32)), d)
        return fn(x1, x2)

    f.__name__ = f.__qualname__ = name
    return f


acos = _unary(op("acos", paddle.acos), "acos")
acosh = _unary(op("acosh", paddle.acosh), "acosh")
asin = _unary(op("asin", paddle.asin), "asin")
asinh = _unary(op("asinh", paddle.asinh), "asinh")
atan = _unary(op("atan", paddle.atan), "atan")
atanh = _unary(op("atanh", paddle.atanh), "atanh")
cosh = _unary(op("cosh", paddle.cosh), "cosh")
sinh = _unary(op("sinh", paddle.sinh), "sinh")
tan = _unary(op("tan", paddle.tan), "tan")
tanh = _unary(op("tanh", paddle.tanh), "tanh")


def _conj_symmetric(f):
    """Complex ``f`` with ``f(conj(z)) == conj(f(z))``: Paddle loses the sign of a
    zero imaginary part on the branch cut (``log1p(-1.5 - 0j)`` is ``... - pi j``)."""

    def g(z):
        flip = paddle.signbit(paddle.imag(z))
        r = f(_where(flip, paddle.conj(z), z))
        return _where(flip, paddle.conj(r), r)

    return g


_log1p = _unary(op("log1p", paddle.log1p), "log1p")
_complex_log1p = _conj_symmetric(paddle.log1p)


def log1p(x):
    return _complex_log1p(x) if x.is_complex() else _log1p(x)


def _log_base(real_fn, inverse_ln, name):
    real_fn = _unary(real_fn, name)
    log = _conj_symmetric(paddle.log)

    def f(x):
        if not x.is_complex():
            return real_fn(x)
        # log(z) with each part scaled (Paddle's complex log2/log10 give NaN at 0)
        out = log(x)
        k = full0(inverse_ln, paddle.float64 if x.dtype == paddle.complex128 else F32)
        return paddle.complex(paddle.real(out) * k, paddle.imag(out) * k)

    f.__name__ = f.__qualname__ = name
    return f


log2 = _log_base(op("log2", paddle.log2), 1 / math.log(2), "log2")
log10 = _log_base(op("log10", paddle.log10), 1 / math.log(10), "log10")
atan2 = _binary(paddle.atan2, "atan2")
copysign = _binary(paddle.copysign, "copysign")


def _hypot(x1, x2):
    """C's hypot (Paddle's gives NaN for hypot(inf, nan) and overflows): float32 from
    exact float64 squares, float64 scaled by the larger magnitude; inf wins over NaN."""
    d = x1.dtype
    a, b = paddle.abs(x1), paddle.abs(x2)
    a, b = broadcast_pair(a, b)
    if d == F32:
        a64, b64 = _cast(a, F64), _cast(b, F64)
        out = _cast(paddle.sqrt(a64 * a64 + b64 * b64), F32)
    else:
        big, small = paddle.maximum(a, b), paddle.minimum(a, b)
        zero = big == 0
        ratio = small / _where(zero, paddle.ones_like(big), big)
        out = _where(zero, paddle.zeros_like(big), big * paddle.sqrt(1 + ratio * ratio))
    either_inf = paddle.isinf(a) | paddle.isinf(b)
    return _where(either_inf, paddle.full_like(out, math.inf), out)


def _logaddexp(x1, x2):
    """NumPy's npy_logaddexp (Paddle's gives NaN for infinite arguments)."""
    x1, x2 = broadcast_pair(x1, x2)
    diff = x1 - x2
    big = paddle.maximum(x1, x2)
    out = big + paddle.log1p(paddle.exp(-paddle.abs(diff)))
    out = _where(paddle.isnan(diff), diff, out)
    return _where(x1 == x2, x1 + math.log(2), out)


hypot = _binary(_hypot, "hypot")
logaddexp = _binary(_logaddexp, "logaddexp")
_nextafter = paddle.nextafter


def nextafter(x1, x2):
    d = x1.dtype
    if type(x2) in PY_SCALARS:
        x2 = full0(x2, d)
    if id(d) not in _HALF_IDS:
        return _nextafter(x1, x2)
    # Step the 16 bits (computed in int32/float32: no half kernels): +1 moves
    # away from zero, -1 toward it; from zero, the smallest subnormal of y's sign.
    bits = _cast(x1.view(paddle.int16), paddle.int32)
    a, b = broadcast_pair(_cast(x1, F32), _cast(x2, F32))
    bits = paddle.broadcast_to(bits, a.shape)
    away = (b > a) == (a > 0)
    stepped = _where(away, bits + 1, bits - 1)
    zero = a == 0
    tiny = _where(paddle.signbit(b), paddle.full_like(bits, -32767), paddle.full_like(bits, 1))
    stepped = _where(zero, tiny, stepped)
    out = _cast(_cast(stepped, paddle.int16).view(d), F32)
    out = _where(a == b, b, out)
    out = _where(paddle.isnan(a) | paddle.isnan(b), a + b, out)
    return _cast(out, d)


def _integral_copy(fn, name):
    def f(x):
        if not x.is_floating_point():
            return paddle.clone(x)
        if id(x.dtype) in _HALF_IDS:
            return _cast(fn(_cast(x, F32)), x.dtype)
        return fn(x)

    f.__name__ = f.__qualname__ = name
    return f


ceil = _integral_copy(paddle.ceil, "ceil")
floor = _integral_copy(paddle.floor, "floor")
trunc = _integral_copy(paddle.trunc, "trunc")
_round = _integral_copy(paddle.round, "round")  # halves to even


def round(x):
    if x.is_complex():
        return paddle.complex(paddle.round(paddle.real(x)), paddle.round(paddle.imag(x)))
    return _round(x)


_sign = _unary(paddle.sign, "sign")  # sign(nan) is nan


def sign(x):
    if x.is_complex():
        return paddle.sgn(x)  # x / |x|, 0 for 0
    return _sign(x)


signbit = _predicate(paddle.signbit, "signbit")


def _classify(fn, integers, name):
    predicate = _predicate(fn, name)

    def f(x):
        if x.is_floating_point() or x.is_complex():
            return predicate(x)
        return paddle.full(x.shape, integers, dtype=paddle.bool)

    f.__name__ = f.__qualname__ = name
    return f


isfinite = _classify(paddle.isfinite, True, "isfinite")
isinf = _classify(paddle.isinf, False, "isinf")
isnan = _classify(paddle.isnan, False, "isnan")


def conj(x):
    return paddle.conj(x) if x.is_complex() else paddle.clone(x)


def real(x):
    return paddle.real(x) if x.is_complex() else paddle.clone(x)


def imag(x):
    return paddle.imag(x) if x.is_complex() else paddle.zeros_like(x)
