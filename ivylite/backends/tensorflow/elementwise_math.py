"""TensorFlow elementwise math, called on tensors already promoted (float-valued
functions: already cast to a float or complex dtype).

Superset behaviour, where TensorFlow lacks an op or a kernel, or differs from
NumPy (the reference):

- ``log2``/``log10``, ``copysign``, ``hypot``, ``logaddexp``, ``trunc``,
  ``signbit`` (no TensorFlow op) are written with other ops, with NumPy's
  formulas and special cases; half precision is computed in float32;
- ``nextafter`` of float16/bfloat16 (no kernel) steps the bits of the dtype;
- rounding of integers is a copy; complex ``round`` rounds each part;
  ``isfinite``/``isinf``/``isnan`` of integers and complex numbers;
- ``sign`` of unsigned integers (no kernel), ``sign(nan)`` is NaN.
"""

from __future__ import annotations

import math

import tensorflow as tf

from . import _k
from . import scalar as _const

_HALF = frozenset({tf.float16, tf.bfloat16})
_BITS = {tf.float16: tf.int16, tf.bfloat16: tf.int16, tf.float32: tf.int32, tf.float64: tf.int64}
_PY_SCALAR = (bool, int, float, complex)


def _y(x1, x2):
    return _const(x2, x1.dtype) if type(x2) in _PY_SCALAR else x2


def _wide(f, name):
    """``f`` computed in float32 for float16/bfloat16 (NumPy does the same) and rounded back."""

    def g(x):
        if x.dtype in _HALF:
            return tf.cast(f(tf.cast(x, tf.float32)), x.dtype)
        return f(x)

    g.__name__ = g.__qualname__ = name
    return g


def _wide2(f, name):
    def g(x1, x2):
        x2 = _y(x1, x2)
        if x1.dtype in _HALF:
            return tf.cast(f(tf.cast(x1, tf.float32), tf.cast(x2, tf.float32)), x1.dtype)
        return f(x1, x2)

    g.__name__ = g.__qualname__ = name
    return g


acos = _wide(tf.math.acos, "acos")
acosh = _wide(tf.math.acosh, "acosh")
asin = _wide(tf.math.asin, "asin")
asinh = _wide(tf.math.asinh, "asinh")
atan = _wide(tf.math.atan, "atan")
atanh = _wide(tf.math.atanh, "atanh")
cosh = _wide(tf.math.cosh, "cosh")
sinh = _wide(tf.math.sinh, "sinh")
tan = _wide(tf.math.tan, "tan")
tanh = _wide(tf.math.tanh, "tanh")
log1p = _wide(tf.math.log1p, "log1p")


def _log_base(inverse_ln):
    def f(x):
        if x.dtype.is_complex:
            # NumPy's clog: log|z| (a hypot, so tiny |z| does not underflow as in
            # TensorFlow's complex log) and atan2, each part scaled.
            re, im = tf.math.real(x), tf.math.imag(x)
            k = _k(inverse_ln, re.dtype)
            return tf.complex(tf.math.log(tf.math.abs(x)) * k, tf.math.atan2(im, re) * k)
        return tf.math.log(x) * _k(inverse_ln, x.dtype)

    return f


log2 = _wide(_log_base(1 / math.log(2)), "log2")
log10 = _wide(_log_base(1 / math.log(10)), "log10")
atan2 = _wide2(tf.math.atan2, "atan2")


def _sign_bit(x):
    return tf.math.less(tf.bitcast(x, _BITS[x.dtype]), _k(0, _BITS[x.dtype]))


def copysign(x1, x2):
    x2 = _y(x1, x2)
    magnitude = tf.math.abs(x1)
    return tf.where(_sign_bit(x2), tf.math.negative(magnitude), magnitude)


def _hypot(x1, x2):
    """C's hypot: no overflow or underflow in between; an infinity wins over NaN."""
    dtype = x1.dtype
    a, b = tf.math.abs(x1), tf.math.abs(x2)
    inf = _k(float("inf"), dtype)
    if dtype == tf.float32:  # exact squares in float64, one rounding back
        a64, b64 = tf.cast(a, tf.float64), tf.cast(b, tf.float64)
        out = tf.cast(tf.math.sqrt(a64 * a64 + b64 * b64), dtype)
    else:
        # one comparison picks both (tf.maximum and tf.minimum each send a tie's
        # gradient to their first argument: the gradients would double up on x1);
        # a NaN is the big one, so that hypot(nan, 0) stays NaN
        first = tf.math.logical_or(a >= b, tf.math.is_nan(a))
        big, small = tf.where(first, a, b), tf.where(first, b, a)
        zero = tf.math.equal(big, _k(0, dtype))
        ratio = tf.math.divide(small, tf.where(zero, _k(1, dtype), big))
        out = tf.where(zero, _k(0, dtype), big * tf.math.sqrt(_k(1, dtype) + ratio * ratio))
    either_inf = tf.math.logical_or(tf.math.equal(a, inf), tf.math.equal(b, inf))
    return tf.where(either_inf, inf, out)


hypot = _wide2(_hypot, "hypot")


def _logaddexp(x1, x2):
    """NumPy's npy_logaddexp: ``x + log(2)`` where equal (infinities included)."""
    dtype = x1.dtype
    x1, x2 = _broadcast(x1, x2)
    diff = x1 - x2
    big = tf.math.maximum(x1, x2)
    out = big + tf.math.log1p(tf.math.exp(tf.math.negative(tf.math.abs(diff))))
    out = tf.where(tf.math.is_nan(diff), diff, out)
    return tf.where(tf.math.equal(x1, x2), x1 + _k(math.log(2), dtype), out)


def _broadcast(x1, x2):
    if x1.shape == x2.shape:
        return x1, x2
    shape = tf.broadcast_static_shape(x1.shape, x2.shape)
    return tf.broadcast_to(x1, shape), tf.broadcast_to(x2, shape)


logaddexp = _wide2(_logaddexp, "logaddexp")


def nextafter(x1, x2):
    x2 = _y(x1, x2)
    dtype = x1.dtype
    if dtype not in _HALF:
        return tf.math.nextafter(x1, x2)
    # Step the 16 bits: +1 moves away from zero, -1 toward it (sign and magnitude).
    x1, x2 = _broadcast(x1, x2)
    bits = tf.bitcast(x1, tf.int16)
    away = tf.math.equal(tf.math.greater(x2, x1), tf.math.greater(x1, _k(0, dtype)))
    stepped = tf.where(away, bits + _k(1, tf.int16), bits - _k(1, tf.int16))
    tiny = tf.where(_sign_bit(x2), _k(-32767, tf.int16), _k(1, tf.int16))  # +-smallest subnormal
    stepped = tf.where(tf.math.equal(x1, _k(0, dtype)), tiny, stepped)
    out = tf.bitcast(stepped, dtype)
    out = tf.where(tf.math.equal(x1, x2), x2, out)
    nan = tf.math.logical_or(tf.math.is_nan(x1), tf.math.is_nan(x2))
    return tf.where(nan, _k(float("nan"), dtype), out)


# --- rounding --------------------------------------------------------------------------------


def ceil(x):
    return tf.math.ceil(x) if x.dtype.is_floating else tf.identity(x)


def floor(x):
    return tf.math.floor(x) if x.dtype.is_floating else tf.identity(x)


def trunc(x):
    if not x.dtype.is_floating:
        return tf.identity(x)
    return tf.where(tf.math.less(x, _k(0, x.dtype)), tf.math.ceil(x), tf.math.floor(x))


def round(x):
    if x.dtype.is_complex:  # each part, halves to even
        return tf.complex(tf.math.round(tf.math.real(x)), tf.math.round(tf.math.imag(x)))
    return tf.math.round(x) if x.dtype.is_floating else tf.identity(x)


def sign(x):
    dtype = x.dtype
    if dtype.is_unsigned:  # no kernel
        return tf.cast(tf.math.greater(x, _k(0, dtype)), dtype)
    if dtype.is_complex:  # x / |x| with |x| a hypot (TensorFlow's underflows for tiny x)
        r = tf.math.abs(x)
        zero = tf.math.equal(r, _k(0, r.dtype))
        r = tf.where(zero, _k(1, r.dtype), r)
        re, im = tf.math.real(x) / r, tf.math.imag(x) / r
        return tf.complex(re, im)
    out = tf.math.sign(x)
    if dtype.is_floating:
        return tf.where(tf.math.is_nan(x), x, out)
    return out


# --- classification, complex parts -------------------------------------------------------------


def signbit(x):
    return _sign_bit(x)


def isfinite(x):
    if x.dtype.is_complex:
        return tf.math.logical_and(
            tf.math.is_finite(tf.math.real(x)), tf.math.is_finite(tf.math.imag(x))
        )
    if not x.dtype.is_floating:
        return tf.ones_like(x, dtype=tf.bool)
    return tf.math.is_finite(x)


def isinf(x):
    if x.dtype.is_complex:
        return tf.math.logical_or(tf.math.is_inf(tf.math.real(x)), tf.math.is_inf(tf.math.imag(x)))
    if not x.dtype.is_floating:
        return tf.zeros_like(x, dtype=tf.bool)
    return tf.math.is_inf(x)


def isnan(x):
    if x.dtype.is_complex:
        return tf.math.logical_or(tf.math.is_nan(tf.math.real(x)), tf.math.is_nan(tf.math.imag(x)))
    if not x.dtype.is_floating:
        return tf.zeros_like(x, dtype=tf.bool)
    return tf.math.is_nan(x)


def conj(x):
    return tf.math.conj(x) if x.dtype.is_complex else tf.identity(x)


def real(x):
    return tf.math.real(x) if x.dtype.is_complex else tf.identity(x)


def imag(x):
    return tf.math.imag(x) if x.dtype.is_complex else tf.zeros_like(x)
