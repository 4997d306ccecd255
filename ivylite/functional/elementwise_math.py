"""Elementwise math: trigonometric and hyperbolic functions, logarithms,
rounding, classification, complex parts, the two-argument float functions and
``clip``.

Float-valued functions of integer and bool arrays compute in the float the
weak-float join gives (``float_of``: precise int8 -> float16, int32 ->
float64), a superset of the standard that holds on every backend; complex
inputs are supported where the standard says so. ``atan2``, ``copysign``,
``hypot`` and ``logaddexp`` are defined for real floating arrays by the
standard; ivylite also accepts integer and bool arrays (computed in that
float), never complex. Special values (NaN, infinities, signed zeros) follow
the standard's special cases as NumPy computes them, on every backend.

Every function takes ``out=``.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from ..decorators import handle_out_argument
from ..dispatch import api, binary, custom, refuse, unary, unsupported_set, unwrap_array, write_out
from ..dtypes import FINITE_RANGES, Dtype
from ._build import wrap_as

if TYPE_CHECKING:
    from ..backend import Backend

__all__ = [
    "acos",
    "acosh",
    "asin",
    "asinh",
    "atan",
    "atanh",
    "cosh",
    "sinh",
    "tan",
    "tanh",
    "log1p",
    "log2",
    "log10",
    "atan2",
    "copysign",
    "hypot",
    "logaddexp",
    "nextafter",
    "ceil",
    "floor",
    "trunc",
    "round",
    "sign",
    "signbit",
    "isfinite",
    "isinf",
    "isnan",
    "conj",
    "real",
    "imag",
    "clip",
]


def _float_unary(fn):
    """``@api(unary, result="float")`` with ``out=``."""
    return api(unary, "elementwise_math", result="float")(handle_out_argument(fn))


@_float_unary
def acos(x: Any, /, *, out: Any = None) -> Any:
    """Inverse cosine, in radians (``[0, pi]``).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.acos(ivylite.asarray([1.0, 0.0]))
    ivylite.array([0.       , 1.5707964], dtype=float32, backend=numpy)
    """


@_float_unary
def acosh(x: Any, /, *, out: Any = None) -> Any:
    """Inverse hyperbolic cosine (NaN below 1 for real inputs).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.acosh(ivylite.asarray([1.0, 2.0]))
    ivylite.array([0.      , 1.316958], dtype=float32, backend=numpy)
    """


@_float_unary
def asin(x: Any, /, *, out: Any = None) -> Any:
    """Inverse sine, in radians (``[-pi/2, pi/2]``).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.asin(ivylite.asarray([0.0, 1.0]))
    ivylite.array([0.       , 1.5707964], dtype=float32, backend=numpy)
    """


@_float_unary
def asinh(x: Any, /, *, out: Any = None) -> Any:
    """Inverse hyperbolic sine.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.asinh(ivylite.asarray([0.0, 1.0]))
    ivylite.array([0.       , 0.8813736], dtype=float32, backend=numpy)
    """


@_float_unary
def atan(x: Any, /, *, out: Any = None) -> Any:
    """Inverse tangent, in radians (``(-pi/2, pi/2)``).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.atan(ivylite.asarray([0.0, 1.0]))
    ivylite.array([0.       , 0.7853982], dtype=float32, backend=numpy)
    """


@_float_unary
def atanh(x: Any, /, *, out: Any = None) -> Any:
    """Inverse hyperbolic tangent (``atanh(1) == inf``).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.atanh(ivylite.asarray([0.0, 0.5]))
    ivylite.array([0.        , 0.54930615], dtype=float32, backend=numpy)
    """


@_float_unary
def cosh(x: Any, /, *, out: Any = None) -> Any:
    """Hyperbolic cosine.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.cosh(ivylite.asarray([0.0, 1.0]))
    ivylite.array([1.       , 1.5430807], dtype=float32, backend=numpy)
    """


@_float_unary
def sinh(x: Any, /, *, out: Any = None) -> Any:
    """Hyperbolic sine.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.sinh(ivylite.asarray([0.0, 1.0]))
    ivylite.array([0.       , 1.1752012], dtype=float32, backend=numpy)
    """


@_float_unary
def tan(x: Any, /, *, out: Any = None) -> Any:
    """Tangent, in radians.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.tan(ivylite.asarray([0.0, 1.0]))
    ivylite.array([0.       , 1.5574077], dtype=float32, backend=numpy)
    """


@_float_unary
def tanh(x: Any, /, *, out: Any = None) -> Any:
    """Hyperbolic tangent.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.tanh(ivylite.asarray([0.0, 1.0]))
    ivylite.array([0.       , 0.7615942], dtype=float32, backend=numpy)
    """


@_float_unary
def log1p(x: Any, /, *, out: Any = None) -> Any:
    """``log(1 + x)``, accurate near zero.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.log1p(ivylite.asarray([0.0, 1.0]))
    ivylite.array([0.       , 0.6931472], dtype=float32, backend=numpy)
    """


@_float_unary
def log2(x: Any, /, *, out: Any = None) -> Any:
    """Base-2 logarithm.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.log2(ivylite.asarray([1.0, 8.0]))
    ivylite.array([0., 3.], dtype=float32, backend=numpy)
    """


@_float_unary
def log10(x: Any, /, *, out: Any = None) -> Any:
    """Base-10 logarithm.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.log10(ivylite.asarray([1, 100], dtype="int32"))
    ivylite.array([0., 2.], dtype=float64, backend=numpy)
    """


# --- two-argument float functions ------------------------------------------------------
# Real floating per the standard; bool and integer arrays are computed in the
# float ``float_of`` gives (superset), complex arrays are refused.
_REAL = ("bool", "integer", "float")


@api(binary, "elementwise_math", result="float", dtypes=_REAL)
@handle_out_argument
def atan2(x1: Any, x2: Any, /, *, out: Any = None) -> Any:
    """The angle of the point ``(x2, x1)``, in radians, with the signs of both (``[-pi, pi]``).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.atan2(ivylite.asarray([1.0, -1.0]), -1.0)
    ivylite.array([ 2.3561945, -2.3561945], dtype=float32, backend=numpy)
    """


@api(binary, "elementwise_math", result="float", dtypes=_REAL)
@handle_out_argument
def copysign(x1: Any, x2: Any, /, *, out: Any = None) -> Any:
    """``|x1|`` with the sign bit of ``x2`` (``-0.0`` and negative NaN count as negative).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.copysign(ivylite.asarray([1.0, -2.0]), ivylite.asarray([-0.0, 3.0]))
    ivylite.array([-1.,  2.], dtype=float32, backend=numpy)
    """


@api(binary, "elementwise_math", result="float", dtypes=_REAL)
@handle_out_argument
def hypot(x1: Any, x2: Any, /, *, out: Any = None) -> Any:
    """``sqrt(x1**2 + x2**2)`` without overflow or underflow in between (inf wins over NaN).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.hypot(ivylite.asarray([3.0, 1e30]), ivylite.asarray([4.0, 1e30]))
    ivylite.array([5.0000000e+00, 1.4142135e+30], dtype=float32, backend=numpy)
    """


@api(binary, "elementwise_math", result="float", dtypes=_REAL)
@handle_out_argument
def logaddexp(x1: Any, x2: Any, /, *, out: Any = None) -> Any:
    """``log(exp(x1) + exp(x2))`` without overflow.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.logaddexp(ivylite.asarray([0.0, 1000.0]), ivylite.asarray([0.0, 1000.0]))
    ivylite.array([6.9314718e-01, 1.0006932e+03], dtype=float32, backend=numpy)
    """


@api(binary, "elementwise_math", result="same", dtypes=("float",))
@handle_out_argument
def nextafter(x1: Any, x2: Any, /, *, out: Any = None) -> Any:
    """The next representable value of ``x1``'s dtype after ``x1`` toward ``x2``.

    Real floating arrays only; bfloat16 and float16 step in their own dtype.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.nextafter(ivylite.asarray([1.0], dtype="float16"), 2.0)
    ivylite.array([1.001], dtype=float16, backend=numpy)
    """


# --- rounding --------------------------------------------------------------------------


@api(unary, "elementwise_math", result="same", dtypes=("integer", "float"))
@handle_out_argument
def ceil(x: Any, /, *, out: Any = None) -> Any:
    """Round up to an integral value; integer arrays are returned unchanged (a copy).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.ceil(ivylite.asarray([-1.5, 1.2]))
    ivylite.array([-1.,  2.], dtype=float32, backend=numpy)
    """


@api(unary, "elementwise_math", result="same", dtypes=("integer", "float"))
@handle_out_argument
def floor(x: Any, /, *, out: Any = None) -> Any:
    """Round down to an integral value; integer arrays are returned unchanged (a copy).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.floor(ivylite.asarray([-1.5, 1.2]))
    ivylite.array([-2.,  1.], dtype=float32, backend=numpy)
    """


@api(unary, "elementwise_math", result="same", dtypes=("integer", "float"))
@handle_out_argument
def trunc(x: Any, /, *, out: Any = None) -> Any:
    """Round toward zero; integer arrays are returned unchanged (a copy).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.trunc(ivylite.asarray([-1.5, 1.7]))
    ivylite.array([-1.,  1.], dtype=float32, backend=numpy)
    """


@api(unary, "elementwise_math", result="same", dtypes=("numeric",))
@handle_out_argument
def round(x: Any, /, *, out: Any = None) -> Any:
    """Round to the nearest integral value, halves to even; complex: each part.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.round(ivylite.asarray([0.5, 1.5, 2.5, -0.5]))
    ivylite.array([ 0.,  2.,  2., -0.], dtype=float32, backend=numpy)
    """


@api(unary, "elementwise_math", result="same", dtypes=("numeric",))
@handle_out_argument
def sign(x: Any, /, *, out: Any = None) -> Any:
    """-1, 0 or 1 by the sign of ``x`` (NaN stays NaN); complex: ``x / |x|``, 0 for 0.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.sign(ivylite.asarray([-3, 0, 2], dtype="int8"))
    ivylite.array([-1,  0,  1], dtype=int8, backend=numpy)
    """


# --- classification --------------------------------------------------------------------


@api(unary, "elementwise_math", result="bool", dtypes=("float",))
@handle_out_argument
def signbit(x: Any, /, *, out: Any = None) -> Any:
    """Whether the sign bit is set (``-0.0`` and negative NaN included); real floats only.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.signbit(ivylite.asarray([-0.0, 0.0, -1.0]))
    ivylite.array([ True, False,  True], dtype=bool, backend=numpy)
    """


@api(unary, "elementwise_math", result="bool", dtypes=("numeric",))
@handle_out_argument
def isfinite(x: Any, /, *, out: Any = None) -> Any:
    """Neither infinite nor NaN (complex: both parts); integers are always finite.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.isfinite(ivylite.asarray([1.0, float("inf"), float("nan")]))
    ivylite.array([ True, False, False], dtype=bool, backend=numpy)
    """


@api(unary, "elementwise_math", result="bool", dtypes=("numeric",))
@handle_out_argument
def isinf(x: Any, /, *, out: Any = None) -> Any:
    """Positive or negative infinity (complex: either part); integers never are.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.isinf(ivylite.asarray([1.0, float("-inf"), float("nan")]))
    ivylite.array([False,  True, False], dtype=bool, backend=numpy)
    """


@api(unary, "elementwise_math", result="bool", dtypes=("numeric",))
@handle_out_argument
def isnan(x: Any, /, *, out: Any = None) -> Any:
    """NaN (complex: either part); integers never are.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.isnan(ivylite.asarray([1.0, float("inf"), float("nan")]))
    ivylite.array([False, False,  True], dtype=bool, backend=numpy)
    """


# --- complex parts ---------------------------------------------------------------------
# Numeric inputs (a superset of 2023.12 that matches 2024.12): for a real
# array, conj and real are a copy and imag is zeros of its dtype.


@api(unary, "elementwise_math", result="same", dtypes=("numeric",))
@handle_out_argument
def conj(x: Any, /, *, out: Any = None) -> Any:
    """Complex conjugate (a copy for real arrays).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.conj(ivylite.asarray([1 + 2j]))
    ivylite.array([1.-2.j], dtype=complex64, backend=numpy)
    """


@api(unary, "elementwise_math", result="real", dtypes=("numeric",))
@handle_out_argument
def real(x: Any, /, *, out: Any = None) -> Any:
    """The real part, in the complex dtype's float (a copy for real arrays).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.real(ivylite.asarray([1 + 2j]))
    ivylite.array([1.], dtype=float32, backend=numpy)
    """


@api(unary, "elementwise_math", result="real", dtypes=("numeric",))
@handle_out_argument
def imag(x: Any, /, *, out: Any = None) -> Any:
    """The imaginary part, in the complex dtype's float (zeros for real arrays).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.imag(ivylite.asarray([1 + 2j]))
    ivylite.array([2.], dtype=float32, backend=numpy)
    """


# --- clip ------------------------------------------------------------------------------


def _bound(bound: Any, which: str, x_dtype: Dtype, B: Backend) -> Any:
    """A native bound of ``x``'s dtype (or None) equal to ``bound`` clamped to that dtype's
    range: clipping then never changes ``x``'s dtype, whatever the bound's value."""
    if bound is None:
        return None
    native = B.native_dtypes[x_dtype]
    integer = x_dtype.kind in ("int", "uint")
    t = type(bound)
    if t is bool or t is int or t is float:
        if not integer:
            return B.scalar(float(bound), native)
        lo, hi = FINITE_RANGES[x_dtype]
        if t is float:
            if math.isnan(bound):
                raise ValueError(f"clip: {which}={bound!r} is NaN; an integer array has no NaN")
            if math.isinf(bound):
                bound = lo if bound < 0 else hi
            else:  # the integers within [min, max]
                bound = math.ceil(bound) if which == "min" else math.floor(bound)
        return B.scalar(min(max(int(bound), lo), hi), native)
    if t is complex:
        raise TypeError(f"clip: {which} must be a real number or array, got {bound!r}")
    a, d = unwrap_array(bound, B, "clip")
    if d.kind in ("bool", "complex") or (integer and d.kind == "float"):
        raise TypeError(
            f"clip: {which} has dtype {d} but x has dtype {x_dtype}; pass a bound of x's "
            "kind (an integer bound for an integer array, a real one for a float array)"
        )
    if d is x_dtype:
        return a
    if integer:  # clamp to x's range in the bound's own dtype, then cast exactly
        ops = B.family("elementwise")
        lo, hi = FINITE_RANGES[x_dtype]
        blo, bhi = FINITE_RANGES[d]
        nd = B.native_dtypes[d]
        if lo > blo:
            a = ops.maximum(a, B.scalar(lo, nd))
        if hi < bhi:
            a = ops.minimum(a, B.scalar(hi, nd))
    return B.cast(a, native)


def _build_clip(entry: Any, fn: Any, B: Backend) -> Any:
    ops = B.family("elementwise")
    unsupported = unsupported_set(entry, fn, B)
    copy = B.module.copy

    def impl(x, /, min=None, max=None, *, out=None):
        a, d = unwrap_array(x, B, "clip")
        if d in unsupported:
            raise refuse("clip", d, unsupported, B)
        lo = _bound(min, "min", d, B)
        hi = _bound(max, "max", d, B)
        r = a
        if lo is not None:
            r = ops.maximum(r, lo)
        if hi is not None:
            r = ops.minimum(r, hi)
        if r is a:
            r = copy(a)
        result = wrap_as(B, r, d)
        return result if out is None else write_out(out, result, "clip")

    return impl


@api(custom, "elementwise_math", build=_build_clip, dtypes=("integer", "float"), composite=True)
def clip(
    x: Any,
    /,
    min: int | float | Any | None = None,
    max: int | float | Any | None = None,
    *,
    out: Any = None,
) -> Any:
    """Clamp each element of ``x`` to ``[min, max]``; the result has ``x``'s dtype.

    ``min`` and ``max`` may be Python scalars or arrays broadcast against ``x``
    (None: no bound). A bound outside ``x``'s dtype's range is clamped to it
    first (``clip(uint8_array, min=-5)`` is a copy); a float bound of an integer
    array clips to the integers within it. A bound array must be of ``x``'s
    kind (a float array may take integer bounds). NaN in ``x`` or a bound gives
    NaN; where ``min > max`` the result is ``max``, as in NumPy.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.clip(ivylite.asarray([-3, 0, 300], dtype="int16"), min=-1, max=2)
    ivylite.array([-1,  0,  2], dtype=int16, backend=numpy)
    >>> ivylite.clip(ivylite.asarray([1, 200], dtype="uint8"), min=-5, max=1000)
    ivylite.array([  1, 200], dtype=uint8, backend=numpy)
    """
