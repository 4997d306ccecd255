"""TensorFlow elementwise functions, called on tensors already promoted to one dtype.

``x2`` may be a Python scalar that fits the dtype of ``x1``; TensorFlow converts
most of them itself but not ``True`` to a number (and its constant cache mixes
up ``0.0`` and ``-0.0``), so :func:`_y` converts them.

Superset behaviour, where TensorFlow lacks a kernel or differs from NumPy (the
reference):

- integer ``floor_divide``/``remainder`` by zero give 0 (TensorFlow raises);
- float ``floor_divide``/``remainder`` follow NumPy's ``npy_divmod``
  (``1.0 // 0.1 == 9.0``, signed zeros), half precision in float32;
- complex ``multiply`` is the standard's product part by part (TensorFlow
  recovers infinities as C99's Annex G: ``(inf+infj) * 1`` is not NaN);
- complex ``divide`` is NumPy's Smith algorithm (``x / inf == 0``,
  ``x / 0 == inf``, where TensorFlow gives NaN);
- ``pow``: unsigned ints in int64 (no kernel; products wrap modulo 2**64);
  complex follows NumPy's ``npy_cpow`` (``x**0 == 1``, ``0**b``, repeated
  multiplication for integral exponents); negative integer exponents raise
  ValueError as in NumPy;
- ``gcd``/``lcm`` (no TensorFlow op) in the unsigned type of the same width,
  as NumPy does;
- ``abs``/``negative`` of unsigned ints (no kernels): ``x`` and ``0 - x``;
- complex64 ``log`` in complex128 (TensorFlow's overflows from ``|z| ~ 1.8e19``);
- complex ``expm1`` with NumPy's formula, complex ``sqrt`` with C99 signs.
"""

from __future__ import annotations

import tensorflow as tf

from . import _k
from . import scalar as _const

_UNSIGNED = frozenset({tf.uint8, tf.uint16, tf.uint32, tf.uint64})
_HALF = frozenset({tf.float16, tf.bfloat16})
_TO_UNSIGNED = {tf.int8: tf.uint8, tf.int16: tf.uint16, tf.int32: tf.uint32, tf.int64: tf.uint64}
_PY_SCALAR = (bool, int, float, complex)


_SCALARS: dict = {}  # (value, dtype) -> 0-d tensor; tensors are immutable


def _y(x1, x2):
    """``x2`` as a tensor of ``x1``'s dtype when it is a Python scalar.

    Made once per (value, dtype), up to a few hundred of them: an eager
    constant costs more than the operation on a small tensor. Zeros are
    never cached (``0.0 == -0.0``, and their signs differ)."""
    if type(x2) not in _PY_SCALAR:
        return x2
    key = (x2, x1.dtype)
    t = _SCALARS.get(key)
    if t is None:
        t = _const(x2, x1.dtype)
        # Eager constants only: a tensor made while tf.function traces belongs to
        # that graph and cannot be used outside it.
        if x2 != 0 and len(_SCALARS) < 256 and tf.executing_eagerly():
            _SCALARS[key] = t
    return t


def add(x1, x2):
    return tf.math.add(x1, _y(x1, x2))


def subtract(x1, x2):
    return tf.math.subtract(x1, _y(x1, x2))


def multiply(x1, x2):
    return tf.math.multiply(x1, _y(x1, x2))


def _complex_multiply(x1, x2, /):
    # TensorFlow's complex product recovers infinities as C99's Annex G does
    # ((inf+infj) * 1 is inf+infj); the standard's, and every other backend's, is
    # (ac - bd) + (ad + bc)j part by part ((inf+infj) * 1 is nan+nanj). Recovery
    # only ever makes infinities, so the parts are recomputed only when the
    # product has one (a few ops on the result otherwise).
    x2 = _y(x1, x2)
    out = tf.math.multiply(x1, x2)
    re, im = tf.math.real(out), tf.math.imag(out)
    if not bool(tf.reduce_any(tf.math.is_inf(re) | tf.math.is_inf(im))):
        return out
    a, b, c, d = tf.math.real(x1), tf.math.imag(x1), tf.math.real(x2), tf.math.imag(x2)
    return tf.complex(a * c - b * d, a * d + b * c)


def _complex_log(x, /):
    # TensorFlow's vectorised complex64 log squares |z| in float32, so from
    # |z| ~ 1.8e19 on (arrays of 4 or more) the real part is NaN: computed in
    # complex128 and rounded once.
    if x.dtype == tf.complex64:
        return tf.cast(tf.math.log(tf.cast(x, tf.complex128)), tf.complex64)
    return tf.math.log(x)


# Complex inputs (the core calls these for complex dtypes only; real ones keep the
# fast path).
COMPLEX = {"multiply": _complex_multiply, "log": _complex_log}


def divide(x1, x2):
    x2 = _y(x1, x2)
    if x1.dtype.is_complex:
        re, im = _smith(tf.math.real(x1), tf.math.imag(x1), tf.math.real(x2), tf.math.imag(x2))
        return tf.complex(re, im)
    return tf.math.truediv(x1, x2)


def _smith(ar, ai, br, bi):
    """NumPy's complex division on real and imaginary parts (Smith's algorithm;
    a zero divisor divides each part by zero)."""
    m, d = tf.math.multiply, tf.math.truediv
    one, zero = _k(1, br.dtype), _k(0, br.dtype)
    abr, abi = tf.math.abs(br), tf.math.abs(bi)
    rat1 = d(bi, br)
    scl1 = d(one, tf.math.add(br, m(bi, rat1)))
    rat2 = d(br, bi)
    scl2 = d(one, tf.math.add(bi, m(br, rat2)))
    first = tf.math.greater_equal(abr, abi)
    by_zero = tf.math.logical_and(tf.math.equal(abr, zero), tf.math.equal(abi, zero))
    re1 = tf.where(by_zero, d(ar, abr), m(tf.math.add(ar, m(ai, rat1)), scl1))
    im1 = tf.where(by_zero, d(ai, abr), m(tf.math.subtract(ai, m(ar, rat1)), scl1))
    re2 = m(tf.math.add(m(ar, rat2), ai), scl2)
    im2 = m(tf.math.subtract(m(ai, rat2), ar), scl2)
    return tf.where(first, re1, re2), tf.where(first, im1, im2)


# --- floor division and remainder ------------------------------------------------


def _int_guarded(op, x1, x2):
    """``op`` on integers, with NumPy's result 0 where ``x2 == 0`` (TensorFlow raises)."""
    dtype = x1.dtype
    if type(x2) is int or type(x2) is bool:
        if x2:
            return op(x1, _const(int(x2), dtype))
        return tf.zeros_like(x1)
    zero = _k(0, dtype)
    is_zero = tf.math.equal(x2, zero)
    return tf.where(is_zero, zero, op(x1, tf.where(is_zero, _k(1, dtype), x2)))


def _signbit(x):
    return tf.math.less(tf.bitcast(x, tf.int64 if x.dtype == tf.float64 else tf.int32), 0)


def _float_divmod(a, b, want_div):
    """NumPy's ``npy_divmod`` (float32/float64): the floor quotient or the
    remainder with the sign of ``b``."""
    dtype = a.dtype
    zero, negzero = _k(0.0, dtype), _k(-0.0, dtype)
    fmod = tf.truncatemod(a, b)  # C fmod
    b_zero = tf.math.equal(b, zero)
    b_neg = tf.math.less(b, zero)
    adjust = tf.math.logical_and(
        tf.math.not_equal(fmod, zero), tf.math.not_equal(b_neg, tf.math.less(fmod, zero))
    )
    if not want_div:
        mod = tf.where(adjust, tf.math.add(fmod, b), fmod)
        mod = tf.where(tf.math.equal(mod, zero), tf.where(b_neg, negzero, zero), mod)
        return tf.where(b_zero, fmod, mod)  # b == 0: fmod's NaN
    one = _k(1.0, dtype)
    div = tf.math.truediv(tf.math.subtract(a, fmod), b)
    div = tf.where(adjust, tf.math.subtract(div, one), div)
    floordiv = tf.math.floor(div)
    snap = tf.math.greater(tf.math.subtract(div, floordiv), _k(0.5, dtype))
    floordiv = tf.where(snap, tf.math.add(floordiv, one), floordiv)
    quotient = tf.math.truediv(a, b)
    floordiv = tf.where(
        tf.math.equal(div, zero), tf.where(_signbit(quotient), negzero, zero), floordiv
    )
    return tf.where(b_zero, quotient, floordiv)


def _float_op(x1, x2, want_div):
    x2 = _y(x1, x2)
    dtype = x1.dtype
    if dtype in _HALF:  # NumPy and ml_dtypes compute these in float32
        out = _float_divmod(tf.cast(x1, tf.float32), tf.cast(x2, tf.float32), want_div)
        return tf.cast(out, dtype)
    return _float_divmod(x1, x2, want_div)


def floor_divide(x1, x2):
    if x1.dtype.is_integer:
        return _int_guarded(tf.math.floordiv, x1, x2)
    return _float_op(x1, x2, True)


def remainder(x1, x2):
    if x1.dtype.is_integer:
        return _int_guarded(tf.math.floormod, x1, x2)
    return _float_op(x1, x2, False)


# --- pow -------------------------------------------------------------------------


def pow(x1, x2):
    dtype = x1.dtype
    if dtype.is_complex and type(x2) in _PY_SCALAR:
        return _complex_pow_scalar(x1, complex(x2))
    x2 = _y(x1, x2)
    if dtype.is_complex:
        return _complex_pow(x1, x2)
    if dtype in _UNSIGNED:
        return _unsigned_pow(x1, x2)
    try:
        return tf.math.pow(x1, x2)
    except tf.errors.InvalidArgumentError as e:
        if "negative" in e.message:
            raise ValueError("integers to negative integer powers are not allowed") from None
        raise


def _unsigned_pow(x1, x2):
    """Unsigned ``pow`` (no TensorFlow kernel) in int64, where products wrap
    modulo 2**64, so the result modulo 2**bits is NumPy's."""
    dtype = x1.dtype
    if dtype != tf.uint64:
        return tf.cast(tf.math.pow(tf.cast(x1, tf.int64), tf.cast(x2, tf.int64)), dtype)
    # uint64 exponents >= 2**62 do not fit a non-negative int64: odd bases have
    # an order dividing 2**62 modulo 2**64, even bases are 0 from exponent 64 on.
    big = _k(2**62, tf.uint64)
    one = _k(1, tf.uint64)
    odd = tf.math.equal(tf.bitwise.bitwise_and(x1, one), one)
    reduced = tf.where(odd, tf.bitwise.bitwise_and(x2, _k(2**62 - 1, tf.uint64)), _k(64, tf.uint64))
    x2 = tf.where(tf.math.greater_equal(x2, big), reduced, x2)
    out = tf.math.pow(tf.bitcast(x1, tf.int64), tf.bitcast(x2, tf.int64))
    return tf.bitcast(out, tf.uint64)


def _cmul(ar, ai, br, bi):
    m = tf.math.multiply
    return tf.math.subtract(m(ar, br), m(ai, bi)), tf.math.add(m(ar, bi), m(ai, br))


def _integral_exponent(b):
    """n when NumPy's npy_cpow multiplies for the exponent ``b``, else None."""
    if b.imag == 0 and -100 < b.real < 100 and b.real == int(b.real):
        return int(b.real)
    return None


def _complex_pow_scalar(x1, b):
    """``_complex_pow`` for a Python exponent: NumPy's branches chosen here."""
    dtype = x1.dtype
    if b == 0:
        return tf.ones_like(x1)
    n = _integral_exponent(b)
    if n is None:
        out = tf.math.pow(x1, _const(b, dtype))
    else:
        ar, ai = tf.math.real(x1), tf.math.imag(x1)
        if n == 1:
            rr, ri = ar, ai
        elif n == 2:
            rr, ri = _cmul(ar, ai, ar, ai)
        elif n == 3:
            rr, ri = _cmul(ar, ai, *_cmul(ar, ai, ar, ai))
        else:
            m = -n if n < 0 else n  # (abs is this module's)
            rr, ri, pr, pi = None, None, ar, ai
            for k in range(m.bit_length()):
                if k:
                    pr, pi = _cmul(pr, pi, pr, pi)
                if m >> k & 1:
                    if rr is None:  # aa = 1 * p, as NumPy computes it
                        one, zero = _k(1, ar.dtype), _k(0, ar.dtype)
                        rr, ri = _cmul(one, zero, pr, pi)
                    else:
                        rr, ri = _cmul(rr, ri, pr, pi)
            if n < 0:
                rr, ri = _smith(tf.ones_like(rr), tf.zeros_like(ri), rr, ri)
        out = tf.complex(rr, ri)
    base_zero = _k(0, dtype) if b.real > 0 else _k(complex(float("nan"), float("nan")), dtype)
    return tf.where(tf.math.equal(x1, _k(0, dtype)), base_zero, out)


def _complex_pow(x1, x2):
    """NumPy's ``npy_cpow``: ``x**0 == 1``; ``0**b`` is 0 for ``real(b) > 0``, else
    NaN; real integral exponents in (-100, 100) by repeated multiplication (then
    a Smith reciprocal for negative ones); otherwise ``pow`` (std::pow, like C cpow)."""
    out = tf.math.pow(x1, x2)
    ar, ai = tf.math.real(x1), tf.math.imag(x1)
    br, bi = tf.math.real(x2), tf.math.imag(x2)
    real = br.dtype
    integral = tf.math.logical_and(
        tf.math.logical_and(tf.math.equal(bi, _k(0, real)), tf.math.equal(tf.math.floor(br), br)),
        tf.math.logical_and(tf.math.greater(br, _k(-100, real)), tf.math.less(br, _k(100, real))),
    )
    if bool(tf.math.reduce_any(integral)):
        shape = tf.broadcast_static_shape(x1.shape, x2.shape)
        ar, ai = tf.broadcast_to(ar, shape), tf.broadcast_to(ai, shape)
        br = tf.broadcast_to(br, shape)
        integral = tf.broadcast_to(integral, shape)
        n = tf.cast(tf.where(integral, tf.math.abs(br), _k(0, real)), tf.int32)
        one, zero = tf.ones_like(ar), tf.zeros_like(ar)
        rr, ri = one, zero
        pr, pi = ar, ai
        for k in range(int(tf.math.reduce_max(n)).bit_length()):
            if k:
                pr, pi = _cmul(pr, pi, pr, pi)
            bit = tf.math.equal(tf.bitwise.bitwise_and(tf.bitwise.right_shift(n, k), 1), 1)
            mr, mi = _cmul(rr, ri, pr, pi)
            rr, ri = tf.where(bit, mr, rr), tf.where(bit, mi, ri)
        negative = tf.math.less(br, _k(0, real))
        qr, qi = _smith(one, zero, rr, ri)
        rr, ri = tf.where(negative, qr, rr), tf.where(negative, qi, ri)
        # NumPy unrolls 1, 2 and 3 (they treat infinities better than the loop).
        sr, si = _cmul(ar, ai, ar, ai)
        cr, ci = _cmul(ar, ai, sr, si)
        for value, (vr, vi) in ((1, (ar, ai)), (2, (sr, si)), (3, (cr, ci))):
            hit = tf.math.logical_and(integral, tf.math.equal(br, _k(value, real)))
            rr, ri = tf.where(hit, vr, rr), tf.where(hit, vi, ri)
        out = tf.where(integral, tf.complex(rr, ri), out)
    dtype = x1.dtype
    zero = _k(0, dtype)
    nan = _k(complex(float("nan"), float("nan")), dtype)
    base_zero = tf.where(tf.math.greater(tf.math.real(x2), _k(0, real)), zero, nan)
    out = tf.where(tf.math.equal(x1, zero), base_zero, out)
    return tf.where(tf.math.equal(x2, zero), _k(1, dtype), out)


# --- maximum, minimum, gcd, lcm ----------------------------------------------------


def maximum(x1, x2):
    return tf.math.maximum(x1, _y(x1, x2))


def minimum(x1, x2):
    return tf.math.minimum(x1, _y(x1, x2))


def _unsigned_abs(x):
    """|x| in the unsigned type of the same width (NumPy's gcd/lcm work there)."""
    if x.dtype in _UNSIGNED:
        return x
    return tf.bitcast(tf.math.abs(x), _TO_UNSIGNED[x.dtype])


def _gcd_unsigned(a, b):
    zero, one = _k(0, a.dtype), _k(1, a.dtype)

    def body(a, b):
        nonzero = tf.math.not_equal(b, zero)
        rest = tf.math.floormod(a, tf.where(nonzero, b, one))
        return tf.where(nonzero, b, a), tf.where(nonzero, rest, zero)

    def more(a, b):
        return tf.math.reduce_any(tf.math.not_equal(b, zero))

    a, _ = tf.while_loop(more, body, (a, b))
    return a


def _broadcast(x1, x2):
    if x1.shape == x2.shape:
        return x1, x2
    shape = tf.broadcast_static_shape(x1.shape, x2.shape)
    return tf.broadcast_to(x1, shape), tf.broadcast_to(x2, shape)


def gcd(x1, x2):
    x2 = _y(x1, x2)
    out = _gcd_unsigned(*_broadcast(_unsigned_abs(x1), _unsigned_abs(x2)))
    return out if x1.dtype in _UNSIGNED else tf.bitcast(out, x1.dtype)


def lcm(x1, x2):
    x2 = _y(x1, x2)
    a, b = _broadcast(_unsigned_abs(x1), _unsigned_abs(x2))
    g = _gcd_unsigned(a, b)
    zero = _k(0, g.dtype)
    g_zero = tf.math.equal(g, zero)
    quotient = tf.math.floordiv(a, tf.where(g_zero, _k(1, g.dtype), g))
    out = tf.where(g_zero, zero, tf.math.multiply(quotient, b))
    return out if x1.dtype in _UNSIGNED else tf.bitcast(out, x1.dtype)


# --- comparisons ---------------------------------------------------------------------


def equal(x1, x2):
    return tf.math.equal(x1, _y(x1, x2))


def not_equal(x1, x2):
    return tf.math.not_equal(x1, _y(x1, x2))


def less(x1, x2):
    return tf.math.less(x1, _y(x1, x2))


def less_equal(x1, x2):
    return tf.math.less_equal(x1, _y(x1, x2))


def greater(x1, x2):
    return tf.math.greater(x1, _y(x1, x2))


def greater_equal(x1, x2):
    return tf.math.greater_equal(x1, _y(x1, x2))


# --- unary -----------------------------------------------------------------------------


def abs(x):
    if x.dtype in _UNSIGNED:  # no kernel; |x| is x
        return x
    return tf.math.abs(x)


def negative(x):
    if x.dtype in _UNSIGNED:  # no kernel; NumPy wraps: 0 - x
        return tf.math.subtract(_k(0, x.dtype), x)
    return tf.math.negative(x)


def positive(x):
    return tf.identity(x)


square = tf.math.square
exp = tf.math.exp
log = tf.math.log
sin = tf.math.sin
cos = tf.math.cos


def expm1(x):
    if not x.dtype.is_complex:
        return tf.math.expm1(x)
    # NumPy's formula: accurate near 0 and right for infinite real parts.
    re, im = tf.math.real(x), tf.math.imag(x)
    half = tf.math.sin(tf.math.multiply(im, _k(0.5, re.dtype)))
    real = tf.math.subtract(
        tf.math.multiply(tf.math.expm1(re), tf.math.cos(im)),
        tf.math.multiply(_k(2, re.dtype), tf.math.multiply(half, half)),
    )
    return tf.complex(real, tf.math.multiply(tf.math.exp(re), tf.math.sin(im)))


def sqrt(x):
    out = tf.math.sqrt(x)
    if not x.dtype.is_complex:
        return out
    # C99 csqrt: the imaginary part has the sign of x's (Eigen loses it for -0.0).
    im = tf.math.imag(out)
    flip = tf.math.logical_and(
        tf.math.not_equal(_signbit(tf.math.imag(x)), _signbit(im)),
        tf.math.logical_not(tf.math.is_nan(im)),
    )
    return tf.complex(tf.math.real(out), tf.where(flip, tf.math.negative(im), im))


# --- bitwise and logical -------------------------------------------------------------------


def bitwise_and(x1, x2):
    x2 = _y(x1, x2)
    if x1.dtype == tf.bool:
        return tf.math.logical_and(x1, x2)
    return tf.bitwise.bitwise_and(x1, x2)


def bitwise_or(x1, x2):
    x2 = _y(x1, x2)
    if x1.dtype == tf.bool:
        return tf.math.logical_or(x1, x2)
    return tf.bitwise.bitwise_or(x1, x2)


def bitwise_xor(x1, x2):
    x2 = _y(x1, x2)
    if x1.dtype == tf.bool:
        return tf.math.logical_xor(x1, x2)
    return tf.bitwise.bitwise_xor(x1, x2)


def bitwise_invert(x):
    if x.dtype == tf.bool:
        return tf.math.logical_not(x)
    return tf.bitwise.invert(x)


def _shift(op, x1, x2, fill_sign):
    """``op`` with NumPy's results for shifts by the bit width or more, which
    TensorFlow leaves implementation-defined: 0, or the sign fill for a right shift."""
    x2 = _y(x1, x2)
    dtype = x1.dtype
    bits = dtype.size * 8
    over = tf.math.greater_equal(x2, _k(bits, dtype))
    out = op(x1, tf.where(over, _k(0, dtype), x2))
    if fill_sign and dtype not in _UNSIGNED:
        fill = tf.where(tf.math.less(x1, _k(0, dtype)), _k(-1, dtype), _k(0, dtype))
    else:
        fill = _k(0, dtype)
    return tf.where(over, fill, out)


def bitwise_left_shift(x1, x2):
    return _shift(tf.bitwise.left_shift, x1, x2, False)


def bitwise_right_shift(x1, x2):
    return _shift(tf.bitwise.right_shift, x1, x2, True)


def logical_and(x1, x2):
    return tf.math.logical_and(x1, _y(x1, x2))


def logical_or(x1, x2):
    return tf.math.logical_or(x1, _y(x1, x2))


def logical_xor(x1, x2):
    return tf.math.logical_xor(x1, _y(x1, x2))


logical_not = tf.math.logical_not
