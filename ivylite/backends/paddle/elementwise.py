"""Paddle elementwise functions, called on arrays already promoted to one dtype.

``x2`` may be a Python scalar that fits the dtype of ``x1``: it becomes a 0-d
tensor of that dtype (Paddle's binary ops need tensors), made once per value
and dtype (``operand``). Dtypes Paddle's CPU
build has no kernel for are computed in a wider dtype and cast back (see
``_common``), which gives NumPy's results.
"""

from __future__ import annotations

import math

import paddle

from . import full0, operand
from ._common import (
    BF16,
    BOOL_SMALL,
    C64,
    C128,
    F16,
    F32,
    F64,
    INTS,
    LOWP,
    PY_SCALARS,
    SMALL,
    op,
    work,
)
from ._common import (
    cast as _cast,
)

_where = paddle.where  # (the eager op does not broadcast)
_neg = paddle.neg
_zeros_like = paddle.zeros_like


def _binary(fn, table, name):
    get = table.get

    def f(x1, x2):
        d = x1.dtype
        if type(x2) in PY_SCALARS:
            x2 = operand(x2, d)
        w = get(id(d))
        if w is None:
            return fn(x1, x2)
        return _cast(fn(_cast(x1, w), _cast(x2, w)), d)

    f.__name__ = name
    return f


def _unary(fn, table, name):
    get = table.get

    def f(x):
        d = x.dtype
        w = get(id(d))
        if w is None:
            return fn(x)
        return _cast(fn(_cast(x, w)), d)

    f.__name__ = name
    return f


def _compare(fn, name):
    # Kernels exist for every dtype (bool, float16, bfloat16 included).
    def f(x1, x2):
        if type(x2) in PY_SCALARS:
            x2 = operand(x2, x1.dtype)
        return fn(x1, x2)

    f.__name__ = name
    return f


add = _binary(op("add", paddle.add), LOWP, "add")
subtract = _binary(op("subtract", paddle.subtract), work(LOWP, SMALL), "subtract")
_multiply = _binary(op("multiply", paddle.multiply), work(LOWP, SMALL), "multiply")
_scale = op("scale", paddle.scale)
_SCALABLE = frozenset({id(F32), id(F64)})


def multiply(x1, x2):
    # x * python float: Paddle's scale op skips building a 0-d tensor per call.
    # bias -0.0 keeps signed zeros (x + -0.0 == x); checked bit-exact against
    # NumPy on float32/float64, inf and nan included.
    if type(x2) is float and id(x1.dtype) in _SCALABLE:
        return _scale(x1, x2, -0.0, True)
    return _multiply(x1, x2)


divide = _binary(op("divide", paddle.divide), LOWP, "divide")
maximum = _binary(op("maximum", paddle.maximum), work(LOWP, BOOL_SMALL), "maximum")
minimum = _binary(op("minimum", paddle.minimum), work(LOWP, BOOL_SMALL), "minimum")
lcm = _binary(paddle.lcm, SMALL, "lcm")
gcd = _binary(paddle.gcd, SMALL, "gcd")


# --- floor_divide, remainder --------------------------------------------------------
# Floats: Paddle's kernels give NumPy's values (checked on 1e5 random pairs,
# inf/nan/0 included). Integers: NumPy gives 0 for x // 0 and x % 0 where
# Paddle raises, and INT_MIN // -1 kills the process with SIGFPE, so divisors
# 0 and -1 are answered without dividing.

_floor_divide = op("floor_divide", paddle.floor_divide)
_remainder = op("remainder", paddle.remainder)


def _int_divmod(fn, floor, x1, x2, d, w):
    if type(x2) in PY_SCALARS:
        if x2 == 0:
            return _zeros_like(x1)
        if x2 == -1:  # x // -1 == -x (wrapping, like NumPy); x % -1 == 0
            return _neg(x1) if floor else _zeros_like(x1)
        x2 = operand(x2, d)
        if w is None:
            return fn(x1, x2)
        return _cast(fn(_cast(x1, w), _cast(x2, w)), d)
    if w is not None:
        x1, x2 = _cast(x1, w), _cast(x2, w)
    zero = x2 == 0
    minus_one = x2 == -1
    if (zero | minus_one).any().item():
        q = fn(x1, _where(zero | minus_one, paddle.ones_like(x2), x2))
        if floor:
            q = _where(minus_one, _neg(q), q)
        q = _where(zero, _zeros_like(q), q)
    else:
        q = fn(x1, x2)
    return q if w is None else _cast(q, d)


def floor_divide(x1, x2):
    d = x1.dtype
    if id(d) in INTS:  # (int8/int16/uint8 in int32: no where kernel for them)
        return _int_divmod(_floor_divide, True, x1, x2, d, SMALL.get(id(d)))
    if type(x2) in PY_SCALARS:
        x2 = operand(x2, d)
    w = LOWP.get(id(d))
    if w is None:
        return _floor_divide(x1, x2)
    return _cast(_floor_divide(_cast(x1, w), _cast(x2, w)), d)


def remainder(x1, x2):
    d = x1.dtype
    if id(d) in INTS:  # no int8/int16/uint8 kernel: int32 (exact)
        return _int_divmod(_remainder, False, x1, x2, d, SMALL.get(id(d)))
    if type(x2) in PY_SCALARS:
        x2 = operand(x2, d)
    w = LOWP.get(id(d))
    if w is None:
        return _remainder(x1, x2)
    return _cast(_remainder(_cast(x1, w), _cast(x2, w)), d)


# --- pow: Paddle computes integer powers through floating point (inexact above
# 2**24, saturating on overflow); NumPy multiplies, wrapping. Square-and-multiply.

_pow = op("elementwise_pow", paddle.pow)
_NEGATIVE_POWER = "integers to negative integer powers are not allowed"


def _int_pow(x1, x2, d):
    w = SMALL.get(id(d))
    a = x1 if w is None else _cast(x1, w)
    if type(x2) in PY_SCALARS:
        e = int(x2)
        if e < 0:
            if x1.numel():  # an empty result raises nowhere (NumPy's rule)
                raise ValueError(_NEGATIVE_POWER)
            return paddle.clone(x1)
        out = None
        while e:
            if e & 1:
                out = a if out is None else out * a
            e >>= 1
            if e:
                a = a * a
        if out is None:
            out = paddle.ones_like(a)
        elif out is x1:
            out = paddle.clone(out)
    else:
        e = x2 if w is None else _cast(x2, w)
        if x1.numel() and e.numel() and (e < 0).any().item():
            raise ValueError(_NEGATIVE_POWER)
        a, e = paddle.broadcast_tensors([a, e])
        out = paddle.ones_like(a)
        bits = int(e.max().item()).bit_length() if e.numel() else 0
        for i in range(bits):
            out = _where(e % 2 == 1, out * a, out)
            if i + 1 < bits:
                e = e // 2
                a = a * a
        if out.ndim != a.ndim:  # paddle's where gives 0-d operands a (1,) result
            out = paddle.reshape(out, a.shape)
    return out if w is None else _cast(out, d)


def pow(x1, x2):
    d = x1.dtype
    if id(d) in INTS:
        return _int_pow(x1, x2, d)
    if type(x2) in PY_SCALARS:
        x2 = full0(x2, d)
    w = LOWP.get(id(d))
    if w is None:
        return _pow(x1, x2)
    return _cast(_pow(_cast(x1, w), _cast(x2, w)), d)


# Paddle's equal and not_equal compare floats with a tolerance (1e-30 == 0 and
# 1e-300 == 0 in float64): a silent wrong answer. Floats and complex compare
# exactly through >= and <=, which are exact (NaN: never equal).
_equal = op("equal", paddle.equal)
_INEXACT = frozenset(id(d) for d in (BF16, F16, F32, F64))
_COMPLEXES = frozenset(id(d) for d in (C64, C128))


def _exactly_equal(x1, x2):
    return paddle.logical_and(paddle.greater_equal(x1, x2), paddle.less_equal(x1, x2))


def equal(x1, x2):
    if type(x2) in PY_SCALARS:
        x2 = operand(x2, x1.dtype)
    d = id(x1.dtype)
    if d in _INEXACT:
        return _exactly_equal(x1, x2)
    if d in _COMPLEXES:
        return paddle.logical_and(
            _exactly_equal(paddle.real(x1), paddle.real(x2)),
            _exactly_equal(paddle.imag(x1), paddle.imag(x2)),
        )
    return _equal(x1, x2)


def not_equal(x1, x2):
    return paddle.logical_not(equal(x1, x2))


less = _compare(op("less_than", paddle.less_than), "less")
less_equal = _compare(op("less_equal", paddle.less_equal), "less_equal")
greater = _compare(op("greater_than", paddle.greater_than), "greater")
greater_equal = _compare(op("greater_equal", paddle.greater_equal), "greater_equal")

# abs: complex -> its real float natively; int8/int16/uint8 and halves widened.
abs = _unary(op("abs", paddle.abs), work(LOWP, SMALL), "abs")
_MINUS_ONE: dict = {}  # dtype -> a 0-d -1 of it, made once (False: not a float)
_MINUS_ONE_F32 = paddle.full([], -1, paddle.float32)


def negative(x, /):
    # paddle.neg(+0.0) is +0.0 (IEEE and every other backend: -0.0); a product by -1
    # keeps the sign. Integers: paddle.neg's kernels wrap like NumPy (-(-128) == -128).
    m = _MINUS_ONE.get(x.dtype)
    if m is None:
        m = _MINUS_ONE[x.dtype] = paddle.full([], -1, x.dtype) if x.is_floating_point() else False
    if m is False:
        return _neg(x)
    if x.dtype == paddle.float16:  # no float16 multiply kernel on CPU; negation is exact
        return paddle.multiply(x.astype(paddle.float32), _MINUS_ONE_F32).astype(x.dtype)
    return paddle.multiply(x, m)


positive = paddle.clone
square = _unary(op("square", paddle.square), work(LOWP, SMALL), "square")
expm1 = _unary(op("expm1", paddle.expm1), LOWP, "expm1")
log = _unary(op("log", paddle.log), LOWP, "log")
sin = _unary(op("sin", paddle.sin), LOWP, "sin")
cos = _unary(op("cos", paddle.cos), LOWP, "cos")


# --- exp, sqrt: Paddle's float32 kernels are wrong at the edges, so float32 and
# the halves are computed in float64 (rounded once more to float32 and then to
# the half: NumPy's float32-then-half rounding).

_exp = op("exp", paddle.exp)
_sqrt = op("sqrt", paddle.sqrt)
_VIA64 = frozenset({id(F32), id(F16), id(BF16)})
_F64_LOW = -708.0  # below this Paddle's float64 exp returns 5.56e-309 instead of underflowing
_SHIFT = 600.0


def _exp64(x):
    # Paddle's exp clamps its input: exp(-inf) == 5.56e-309 (float64) and
    # subnormal results are lost. Those are recomputed as exp(x + 600) * exp(-600).
    out = _exp(x)
    low = x < full0(_F64_LOW, F64)
    if low.any().item():
        scaled = _exp(x + full0(_SHIFT, F64)) * full0(math.exp(-_SHIFT), F64)
        out = _where(low, scaled, out)
    return out


def exp(x):
    d = x.dtype
    if d is F64:
        return _exp64(x)
    if id(d) in _VIA64:
        # (float32: Paddle's gives exp(-inf) == 2.9e-39 and flushes subnormals;
        # a float64 result below 5.6e-309 rounds to 0 in float32 anyway.)
        return _cast(_exp(_cast(x, F64)), d)
    # complex: Paddle's complex128 exp is only float32-accurate (~4e-7) and its
    # complex64 exp(inf+0j) is inf+nanj: exp(re) * (cos(im) + i sin(im)) in float64.
    z = x if d is C128 else _cast(x, C128)
    re, im = paddle.real(z), paddle.imag(z)
    m = _exp64(re)
    out = paddle.complex(m * paddle.cos(im), _where(im == 0, im, m * paddle.sin(im)))
    return out if d is C128 else _cast(out, d)


def sqrt(x):
    d = x.dtype
    if id(d) in _VIA64:
        # Paddle's float32 sqrt is approximate (1-2 ulp), gives sqrt(inf) == nan
        # and sqrt(subnormal) == 0; float64 sqrt rounded is NumPy's exact result.
        return _cast(_sqrt(_cast(x, F64)), d)
    return _sqrt(x)


# --- bitwise and logical: kernels for every integer dtype and bool; shifts by the
# bit width or more already give NumPy's 0 / sign fill (checked for each dtype).

bitwise_and = _compare(op("bitwise_and", paddle.bitwise_and), "bitwise_and")
bitwise_or = _compare(op("bitwise_or", paddle.bitwise_or), "bitwise_or")
bitwise_xor = _compare(op("bitwise_xor", paddle.bitwise_xor), "bitwise_xor")
bitwise_invert = paddle.bitwise_not
bitwise_left_shift = _compare(paddle.bitwise_left_shift, "bitwise_left_shift")
bitwise_right_shift = _compare(paddle.bitwise_right_shift, "bitwise_right_shift")
logical_and = _compare(op("logical_and", paddle.logical_and), "logical_and")
logical_or = _compare(op("logical_or", paddle.logical_or), "logical_or")
logical_xor = _compare(op("logical_xor", paddle.logical_xor), "logical_xor")
logical_not = paddle.logical_not


# --- complex inputs (the core calls these for complex dtypes only) ------------------


def _complex_operand(x, like):
    return x if isinstance(x, paddle.Tensor) else full0(x, like.dtype)


def _complex_divide(x1, x2):
    # NumPy's division by a complex zero: each part divided by a real zero
    # ((1+2j) / 0 is inf+infj); paddle gives NaN+NaNj.
    x2 = _complex_operand(x2, x1)
    out = divide(x1, x2)
    zero = paddle.logical_and(paddle.real(x2) == 0, paddle.imag(x2) == 0)
    if not bool(paddle.any(zero)):
        return out
    real = paddle.zeros_like(paddle.real(x1))
    by_zero = paddle.complex(paddle.real(x1) / real, paddle.imag(x1) / real)
    return paddle.where(zero, by_zero, out)


def _complex_pow(x1, x2):
    # z ** 0 is 1 for every z (NumPy, C99's cpow); paddle gives NaN for 0 ** 0.
    x2 = _complex_operand(x2, x1)
    out = pow(x1, x2)
    zero = paddle.logical_and(paddle.real(x2) == 0, paddle.imag(x2) == 0)
    return paddle.where(zero, paddle.ones_like(out), out)


def _complex_negative(x, /):
    # paddle negates a complex number by multiplying it by -1+0j, so an infinite
    # part makes the other NaN (-(0+infj) is nan-infj); negation flips each sign
    # (a product with a -1 tensor: paddle's neg and scalar products lose -0).
    re, im = paddle.real(x), paddle.imag(x)
    minus = paddle.full([], -1.0, re.dtype)
    return paddle.complex(paddle.multiply(re, minus), paddle.multiply(im, minus))


COMPLEX = {"divide": _complex_divide, "pow": _complex_pow, "negative": _complex_negative}
