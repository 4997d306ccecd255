"""XLA's CPU floating-point algorithms, in NumPy, rounding for rounding.

``jax.random`` turns random bits into floats with XLA operations (a fused
multiply-add, ``log``, ``log1p``, ``erf``, ``erf_inv``). Their results are
not the correctly rounded values NumPy computes: XLA's CPU compiler
contracts ``a * b + c`` into one fused multiply-add in float32 and float64,
computes float32 ``log`` with a Cephes polynomial, ``log1p`` and ``erf_inv``
with rational approximations, and float16/bfloat16 transcendental functions
in float32. The functions here repeat those algorithms operation by
operation, so the frontend's random numbers equal JAX's bit for bit (checked
against JAX 0.10.2 over many keys, shapes and dtypes):

- float64 ``log`` and ``erf`` are the C library's (XLA calls it), through
  Python's ``math`` module (NumPy's own float64 ``log`` rounds differently);
- a fused multiply-add is emulated exactly: float32 through a float64 sum
  rounded to odd, float64 through error-free transformations (Boldo and
  Melquiond's emulation by rounding to odd).
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

__all__ = ["fma", "log", "log1p", "erf", "erf_inv", "cumsum"]

F32, F64 = np.dtype("float32"), np.dtype("float64")


# --- exact fused multiply-add ------------------------------------------------------------


def _two_sum(a: Any, b: Any) -> tuple[Any, Any]:
    """``s + e == a + b`` exactly, ``s`` the rounded sum (Knuth)."""
    s = a + b
    t = s - a
    return s, (a - (s - t)) + (b - t)


def _round_to_odd(s: Any, e: Any) -> Any:
    """The float64 ``s + e`` (``e`` the exact error of ``s``) rounded to odd: when inexact,
    the neighbour of ``s`` toward ``e`` whose last bit is 1."""
    bits = s.view(np.int64)
    inexact = (e != 0) & ((bits & 1) == 0)
    step = np.where(np.signbit(e) == np.signbit(s), 1, -1)
    return np.where(inexact, (bits + step).view(np.float64), s)


_SPLITTER = 134217729.0  # 2**27 + 1: Veltkamp's split of a float64 into two halves


def _two_product(a: Any, b: Any) -> tuple[Any, Any]:
    """``p + e == a * b`` exactly, ``p`` the rounded product (Dekker)."""
    p = a * b
    c = _SPLITTER * a
    ah = c - (c - a)
    al = a - ah
    c = _SPLITTER * b
    bh = c - (c - b)
    bl = b - bh
    return p, ((ah * bh - p) + ah * bl + al * bh) + al * bl


def fma(a: Any, b: Any, c: Any, dtype: Any) -> Any:
    """``a * b + c`` rounded once to ``dtype`` (float32 or float64).

    Examples
    --------
    >>> import numpy as np
    >>> from ivylite.frontends.jax._xla_math import fma
    >>> a = np.float64(1 + 2**-30)
    >>> float(fma(a, a, -1.0, "float64")) == 2**-29 + 2**-60
    True
    """
    dtype = np.dtype(dtype)
    with np.errstate(all="ignore"):
        a, b, c = (np.asarray(v, dtype).astype(F64) for v in (a, b, c))
        if dtype == F32:  # the product is exact in float64; one odd rounding, then RN
            s, e = _two_sum(a * b, c)
            return _round_to_odd(s, e).astype(F32)
        uh, ul = _two_product(a, b)
        th, tl = _two_sum(c, uh)
        v, e = _two_sum(tl, ul)
        return th + _round_to_odd(v, e)


def _horner(x: Any, coefficients: Any, dtype: Any) -> Any:
    """The polynomial (highest degree first) by fused multiply-adds, as XLA contracts it."""
    p = np.full(np.shape(x), coefficients[0], dtype)
    for c in coefficients[1:]:
        p = fma(p, x, dtype.type(c), dtype)
    return p


# --- log ---------------------------------------------------------------------------------

# XLA's float32 log: Cephes' polynomial on the mantissa in [sqrt(1/2), sqrt(2)).
_LOG_P = (
    7.0376836292e-2, -1.1514610310e-1, 1.1676998740e-1, -1.2420140846e-1, 1.4249322787e-1,
    -1.6668057665e-1, 2.0000714765e-1, -2.4999993993e-1, 3.3333331174e-1,
)  # fmt: skip


def _log_f32(x: Any) -> Any:
    f = np.float32
    x = np.asarray(x, F32)
    with np.errstate(all="ignore"):
        t = np.maximum(np.array(0x00800000, np.uint32).view(F32), x)  # denormals cut off
        e = ((t.view(np.uint32) >> 23).astype(np.int32) - 0x7F).astype(F32) + f(1)
        t = ((t.view(np.uint32) & np.uint32(0x807FFFFF)) | np.uint32(0x3F000000)).view(F32)
        small = t < f(0.707106781186547524)
        t, e = t - f(1) + np.where(small, t, f(0)), e - np.where(small, f(1), f(0))
        x2 = t * t
        x3 = x2 * t
        p = [f(c) for c in _LOG_P]
        y = fma(fma(t, p[0], p[1], F32), t, p[2], F32)
        y1 = fma(fma(t, p[3], p[4], F32), t, p[5], F32)
        y2 = fma(fma(t, p[6], p[7], F32), t, p[8], F32)
        y = fma(fma(y, x3, y1, F32), x3, y2, F32)
        y = fma(y, x3, f(-2.12194440e-4) * e, F32)
        t = fma(f(-0.5), x2, t, F32) + y
        t = fma(f(0.693359375), e, t, F32)
        out = np.where(x == 0, -np.inf, np.where(x == np.inf, np.inf, t))
        return np.where(np.isnan(x) | (x < 0), np.nan, out).astype(F32)


def _libm(fn: Any, x: Any) -> Any:
    """A C library function elementwise (float64; what XLA calls)."""
    flat = np.asarray(x, F64).ravel().tolist()
    return np.array([_safe(fn, v) for v in flat], F64).reshape(np.shape(x))


def _safe(fn: Any, v: float) -> float:
    try:
        return fn(v)
    except ValueError:  # math.log(0), log of a negative: the C library's answers
        return -math.inf if v == 0 else math.nan


def _in_float32(fn: Any, x: Any) -> Any:
    """float16/bfloat16: computed in float32 and rounded back, as XLA upcasts them."""
    x = np.asarray(x)
    return fn(x.astype(F32)).astype(x.dtype)


def log(x: Any) -> Any:
    """XLA's ``log`` for a float array.

    Examples
    --------
    >>> import numpy as np
    >>> from ivylite.frontends.jax._xla_math import log
    >>> log(np.float32([1.0, np.e])).tolist()
    [0.0, 1.0]
    """
    x = np.asarray(x)
    if x.dtype == F64:
        return _libm(math.log, x)
    if x.dtype == F32:
        return _log_f32(x)
    return _in_float32(_log_f32, x)


# --- log1p -------------------------------------------------------------------------------

# Cephes' rational approximation of log1p for |x| < sqrt(2) - 1 (XLA's).
_LOG1P_NUM = (
    4.5270000862445199635215e-5, 4.9854102823193375972212e-1, 6.5787325942061044846969e0,
    2.9911919328553073277375e1, 6.0949667980987787057556e1, 5.7112963590585538103336e1,
    2.0039553499201281259648e1,
)  # fmt: skip
_LOG1P_DEN = (
    1.0, 1.5062909083469192043167e1, 8.3047565967967209469434e1, 2.2176239823732856465394e2,
    3.0909872225312059774938e2, 2.1642788614495947685003e2, 6.0118660497603843919306e1,
)  # fmt: skip


def log1p(x: Any) -> Any:
    """XLA's ``log1p`` for a float array.

    Examples
    --------
    >>> import numpy as np
    >>> from ivylite.frontends.jax._xla_math import log1p
    >>> log1p(np.float64([0.0, 1e-20])).tolist()
    [0.0, 1e-20]
    """
    x = np.asarray(x)
    if x.dtype not in (F32, F64):
        return _in_float32(log1p, x)
    d = x.dtype
    with np.errstate(all="ignore"):
        large = log(x + d.type(1))
        x2 = x * x
        ratio = _horner(x, (0.0, *_LOG1P_NUM), d) / _horner(x, (0.0, *_LOG1P_DEN), d)
        small = fma(d.type(-0.5), x2, (x * x2) * ratio, d)
        small = x + small
    return np.where(np.abs(x) < d.type(0.41421356237309504880), small, large).astype(d)


# --- erf ---------------------------------------------------------------------------------

# XLA's float32 erf: Eigen's rational approximation, odd numerator and even denominator.
_ERF_ALPHA = (0.00022905065861350646, 0.0034082910107109506, 0.050955695062380861,
              0.18520832239976145, 1.128379143519084)  # fmt: skip
_ERF_BETA = (-1.1791602954361697e-7, 0.000023547966471313185, 0.0010179625278914885,
             0.014070470171167667, 0.11098505178285362, 0.49746925110067538, 1.0)  # fmt: skip


def _erf_f32(x: Any) -> Any:
    x = np.asarray(x, F32)
    with np.errstate(all="ignore"):
        x2 = x * x
        p = x * _horner(x2, _ERF_ALPHA, F32)
        q = _horner(x2, _ERF_BETA, F32)
        r = p / q
    return np.where(np.float32(3.832506856900711) <= np.abs(x), np.copysign(np.float32(1), x), r)


def erf(x: Any) -> Any:
    """XLA's ``erf`` for a float array.

    Examples
    --------
    >>> import numpy as np
    >>> from ivylite.frontends.jax._xla_math import erf
    >>> erf(np.float32([0.0, 5.0])).tolist()
    [0.0, 1.0]
    """
    x = np.asarray(x)
    if x.dtype == F64:
        return _libm(math.erf, x)
    if x.dtype == F32:
        return _erf_f32(x).astype(F32)
    return _in_float32(lambda v: _erf_f32(v).astype(F32), x)


# --- erf_inv -----------------------------------------------------------------------------

# Giles' approximations ("Approximating the erfinv function"), as XLA evaluates them.
_ERFINV32_SMALL = (2.81022636e-08, 3.43273939e-07, -3.5233877e-06, -4.39150654e-06,
                   0.00021858087, -0.00125372503, -0.00417768164, 0.246640727, 1.50140941)  # fmt: skip
_ERFINV32_LARGE = (-0.000200214257, 0.000100950558, 0.00134934322, -0.00367342844,
                   0.00573950773, -0.0076224613, 0.00943887047, 1.00167406, 2.83297682)  # fmt: skip
_ERFINV64 = (  # w < 6.25, w < 16, otherwise; each highest degree first
    (-3.6444120640178196996e-21, -1.685059138182016589e-19, 1.2858480715256400167e-18,
     1.115787767802518096e-17, -1.333171662854620906e-16, 2.0972767875968561637e-17,
     6.6376381343583238325e-15, -4.0545662729752068639e-14, -8.1519341976054721522e-14,
     2.6335093153082322977e-12, -1.2975133253453532498e-11, -5.4154120542946279317e-11,
     1.051212273321532285e-09, -4.1126339803469836976e-09, -2.9070369957882005086e-08,
     4.2347877827932403518e-07, -1.3654692000834678645e-06, -1.3882523362786468719e-05,
     0.0001867342080340571352, -0.00074070253416626697512, -0.0060336708714301490533,
     0.24015818242558961693, 1.6536545626831027356),
    (2.2137376921775787049e-09, 9.0756561938885390979e-08, -2.7517406297064545428e-07,
     1.8239629214389227755e-08, 1.5027403968909827627e-06, -4.013867526981545969e-06,
     2.9234449089955446044e-06, 1.2475304481671778723e-05, -4.7318229009055733981e-05,
     6.8284851459573175448e-05, 2.4031110387097893999e-05, -0.0003550375203628474796,
     0.00095328937973738049703, -0.0016882755560235047313, 0.0024914420961078508066,
     -0.0037512085075692412107, 0.005370914553590063617, 1.0052589676941592334,
     3.0838856104922207635),
    (-2.7109920616438573243e-11, -2.5556418169965252055e-10, 1.5076572693500548083e-09,
     -3.7894654401267369937e-09, 7.6157012080783393804e-09, -1.4960026627149240478e-08,
     2.9147953450901080826e-08, -6.7711997758452339498e-08, 2.2900482228026654717e-07,
     -9.9298272942317002539e-07, 4.5260625972231537039e-06, -1.9681778105531670567e-05,
     7.5995277030017761139e-05, -0.00021503011930044477347, -0.00013871931833623122026,
     1.0103004648645343977, 4.8499064014085844221),
)  # fmt: skip


def _erf_inv_f32(x: Any) -> Any:
    x = np.asarray(x, F32)
    with np.errstate(all="ignore"):
        w = -log1p(x * -x)
        small = w < np.float32(5)
        w = np.where(small, w - np.float32(2.5), np.sqrt(w) - np.float32(3))
        p = np.where(small, np.float32(_ERFINV32_SMALL[0]), np.float32(_ERFINV32_LARGE[0]))
        for lo, hi in zip(_ERFINV32_SMALL[1:], _ERFINV32_LARGE[1:]):
            p = fma(p, w, np.where(small, np.float32(lo), np.float32(hi)), F32)
        r = p * x
        return np.where(np.abs(x) == 1, x * np.float32(np.inf), r).astype(F32)


def _erf_inv_f64(x: Any) -> Any:
    x = np.asarray(x, F64)
    first, second, third = _ERFINV64
    with np.errstate(all="ignore"):
        w = -log1p(x * -x)
        lt625, lt16 = w < 6.25, w < 16.0

        def coefficient(i: int) -> Any:
            c = np.full(x.shape, first[i])
            if i < len(second):
                c = np.where(lt625, c, second[i])
            if i < len(third):
                c = np.where(lt16, c, third[i])
            return c

        w = np.where(lt625, w - 3.125, np.sqrt(w) - np.where(lt16, 3.25, 5.0))
        p = coefficient(0)
        for i in range(1, len(first)):  # the shorter polynomials stop where they end
            step = fma(p, w, coefficient(i), F64)
            if i < len(third):
                p = step
            elif i < len(second):
                p = np.where(lt16, step, p)
            else:
                p = np.where(lt625, step, p)
        r = p * x
        return np.where(np.abs(x) == 1, x * np.inf, r)


def erf_inv(x: Any) -> Any:
    """XLA's ``erf_inv`` for a float array.

    Examples
    --------
    >>> import numpy as np
    >>> from ivylite.frontends.jax._xla_math import erf_inv
    >>> erf_inv(np.float64([0.0, 1.0])).tolist()
    [0.0, inf]
    """
    x = np.asarray(x)
    if x.dtype == F64:
        return _erf_inv_f64(x)
    if x.dtype == F32:
        return _erf_inv_f32(x)
    return _in_float32(_erf_inv_f32, x)


# --- cumulative sum ----------------------------------------------------------------------


_SCAN_BASE = 16  # XLA's CPU compiler rewrites longer cumulative sums into blocks of 16


def cumsum(x: Any) -> Any:
    """The cumulative sum of a 1-D array added in the order XLA's CPU compiler adds:
    left to right up to 16 elements; beyond, left to right within blocks of 16,
    plus the (recursively computed) sum of the blocks before.

    Examples
    --------
    >>> import numpy as np
    >>> from ivylite.frontends.jax._xla_math import cumsum
    >>> cumsum(np.float32([1, 2, 3, 4, 5])).tolist()
    [1.0, 3.0, 6.0, 10.0, 15.0]
    """
    x = np.asarray(x)
    n = x.shape[0]
    if n <= _SCAN_BASE:
        return np.cumsum(x, dtype=x.dtype)  # left to right, one rounding per addition
    blocks = -(-n // _SCAN_BASE)
    padded = np.zeros(blocks * _SCAN_BASE, x.dtype)
    padded[:n] = x
    within = np.cumsum(padded.reshape(blocks, _SCAN_BASE), axis=1, dtype=x.dtype)
    before = np.zeros(blocks, x.dtype)
    before[1:] = cumsum(within[:, -1])[:-1]
    with np.errstate(all="ignore"):
        return (within + before[:, None]).reshape(-1)[:n]
