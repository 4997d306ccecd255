"""NumPy's mathematical functions (ufuncs): exponents and logs, trigonometry,
arithmetic operators, extrema, rounding (and ``fix``) and clipping; complex
numbers (real, imag, angle, real_if_close); ``unwrap``.

Loops and result dtypes are NumPy's (see ``_ufunc``).
"""

from __future__ import annotations

import builtins
import math as _pymath
from collections.abc import Callable
from typing import Any

import ivylite
from ivylite.array import Array
from ivylite.dtypes import Dtype
from ivylite.frontends._common import INT_RANGE

from . import _edges
from ._helpers import NUMPY, D, NoValue, finish, loops, normalize_axis
from ._ufunc import (
    DIVIDE_LOOPS,
    FLOAT_LOOPS,
    binary,
    lex_greater,
    lex_less,
    operand,
    or_for_bool,
    same,
    unary,
)
from .promotion import (
    SAFE_CASTS,
    UFUNC_TABLE,
    as_array,
    promote_types_of_numpy_inputs,
    scalar_array,
    weak_result_dtype,
)

_BOOL, _I8, _I64 = D("bool"), D("int8"), D("int64")
_F16, _F32, _F64, _BF16 = D("float16"), D("float32"), D("float64"), D("bfloat16")
_COMPLEX = frozenset(ivylite.all_complex_dtypes)

# --- unary ufuncs ------------------------------------------------------------------


def _float_unary(name: str, ivy_fn: Callable, example: str) -> Any:
    return unary(name, ivy_fn, FLOAT_LOOPS, example, edges=_EDGES.get(name))


# What an infinity or a NaN in a float ufunc's result means (see ``_edges``).
_EDGES = {
    **dict.fromkeys(("exp", "expm1", "sinh", "cosh"), _edges.overflows),
    **dict.fromkeys(("log", "log2", "log10", "log1p", "arctanh"), _edges.divides),
    **dict.fromkeys(("sqrt", "arcsin", "arccos", "arccosh"), _edges.invalid_only),
}


exp = _float_unary(
    "exp",
    ivylite.exp,
    "    >>> np.exp(np.array([0, 1], dtype=np.int8))\n    array([1.   , 2.719], dtype=float16)\n",
)
expm1 = _float_unary("expm1", ivylite.expm1, "    >>> np.expm1(np.array([0.0]))\n    array([0.])\n")
log = _float_unary(
    "log",
    ivylite.log,
    "    >>> np.log(np.array([1, 100], dtype=np.int32))\n    array([0.        , 4.60517019])\n",
)
log1p = _float_unary(
    "log1p",
    ivylite.log1p,
    "    >>> np.log1p(np.array([0.0], dtype=np.float32))\n    array([0.], dtype=float32)\n",
)
log2 = _float_unary("log2", ivylite.log2, "    >>> np.log2(np.array([8.0]))\n    array([3.])\n")
log10 = _float_unary(
    "log10", ivylite.log10, "    >>> np.log10(np.array([100.0]))\n    array([2.])\n"
)
sqrt = _float_unary(
    "sqrt",
    ivylite.sqrt,
    "    >>> np.sqrt(np.array([4, 9], dtype=np.int16))\n    array([2., 3.], dtype=float32)\n",
)
sin = _float_unary("sin", ivylite.sin, "    >>> np.sin(np.array([0.0]))\n    array([0.])\n")
cos = _float_unary("cos", ivylite.cos, "    >>> np.cos(np.array([0.0]))\n    array([1.])\n")
tan = _float_unary("tan", ivylite.tan, "    >>> np.tan(np.array([0.0]))\n    array([0.])\n")
sinh = _float_unary("sinh", ivylite.sinh, "    >>> np.sinh(np.array([0.0]))\n    array([0.])\n")
cosh = _float_unary("cosh", ivylite.cosh, "    >>> np.cosh(np.array([0.0]))\n    array([1.])\n")
tanh = _float_unary(
    "tanh",
    ivylite.tanh,
    "    >>> np.tanh(np.array([0.0], dtype=np.float32))\n    array([0.], dtype=float32)\n",
)
arcsin = _float_unary(
    "arcsin", ivylite.asin, "    >>> np.arcsin(np.array([0.0]))\n    array([0.])\n"
)
arccos = _float_unary(
    "arccos", ivylite.acos, "    >>> np.arccos(np.array([1.0]))\n    array([0.])\n"
)
arctan = _float_unary(
    "arctan", ivylite.atan, "    >>> np.arctan(np.array([0.0]))\n    array([0.])\n"
)
arcsinh = _float_unary(
    "arcsinh", ivylite.asinh, "    >>> np.arcsinh(np.array([0.0]))\n    array([0.])\n"
)
arccosh = _float_unary(
    "arccosh", ivylite.acosh, "    >>> np.arccosh(np.array([1.0]))\n    array([0.])\n"
)
arctanh = _float_unary(
    "arctanh", ivylite.atanh, "    >>> np.arctanh(np.array([0.0]))\n    array([0.])\n"
)


def _abs(a: Array) -> Array:
    return a if a.dtype is _BOOL else ivylite.abs(a)


absolute = unary(
    "absolute",
    _abs,
    loops(same),
    "    >>> np.absolute(np.array([-1, 2], dtype=np.int8))\n    array([1, 2], dtype=int8)\n",
)
abs = absolute
square = unary(
    "square",
    ivylite.square,
    loops(lambda d: _I8 if d is _BOOL else d),
    "    >>> np.square(np.array([1, 2, 3]))\n    array([1, 4, 9])\n",
)
negative = unary(
    "negative",
    ivylite.negative,
    loops(same),
    "    >>> np.negative(np.array([1, -2]))\n    array([-1,  2])\n",
    refused=("bool",),
)
positive = unary(
    "positive",
    ivylite.positive,
    loops(same),
    "    >>> np.positive(np.array([1.5]))\n    array([1.5])\n",
    refused=("bool",),
)


sign = unary(
    "sign",
    ivylite.sign,
    loops(same),
    "    >>> np.sign(np.array([-2.0, 0.0, 3.0]))\n    array([-1.,  0.,  1.])\n",
    refused=("bool",),
)


def _rounding(name: str, ivy_fn: Callable, example: str) -> Callable:
    # NumPy 2 keeps integers (and bools) as they are; complex has no loop.
    return unary(
        name,
        lambda a: a if a.dtype.kind in ("bool", "int", "uint") else ivy_fn(a),
        loops(same),
        example,
        refused=("complex",),
    )


floor = _rounding(
    "floor", ivylite.floor, "    >>> np.floor(np.array([-1.5, 1.5]))\n    array([-2.,  1.])\n"
)
ceil = _rounding(
    "ceil", ivylite.ceil, "    >>> np.ceil(np.array([-1.5, 1.5]))\n    array([-1.,  2.])\n"
)
trunc = _rounding(
    "trunc", ivylite.trunc, "    >>> np.trunc(np.array([-1.5, 1.5]))\n    array([-1.,  1.])\n"
)
rint = unary(
    "rint",
    ivylite.round,
    FLOAT_LOOPS,
    "    >>> np.rint(np.array([0.5, 1.5, 2.5]))\n    array([0., 2., 2.])\n",
)


conjugate = unary(
    "conjugate",
    lambda a: ivylite.conj(a) if a.dtype in _COMPLEX else a,
    loops(lambda d: _I8 if d is _BOOL else d),
    "    >>> np.conjugate(np.array([1 + 2j]))\n    array([1.-2.j])\n",
)
conj = conjugate


@NUMPY.function
def real(val: Any) -> Any:
    """The real part (the array itself for real dtypes).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.real(np.array([1 + 2j], dtype=np.complex64))
    array([1.], dtype=float32)
    """
    a = operand(val)
    return ivylite.real(a) if a.dtype in _COMPLEX else a


@NUMPY.function
def imag(val: Any) -> Any:
    """The imaginary part (zeros for real dtypes).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.imag(np.array([1 + 2j]))
    array([2.])
    """
    a = operand(val)
    return ivylite.imag(a) if a.dtype in _COMPLEX else ivylite.zeros_like(a)


# --- binary ufuncs -------------------------------------------------------------------


add = binary(
    "add",
    or_for_bool(ivylite.add, ivylite.logical_or),
    loops(same),
    "    >>> np.add(np.array([1, 2], dtype=np.int8), 1)\n    array([2, 3], dtype=int8)\n",
    identity=0,
    reorderable=True,
)
subtract = binary(
    "subtract",
    ivylite.subtract,
    loops(same),
    "    >>> np.subtract(np.array([1.5]), 1)\n    array([0.5])\n",
    refused=("bool",),
)
multiply = binary(
    "multiply",
    or_for_bool(ivylite.multiply, ivylite.logical_and),
    loops(same),
    "    >>> np.multiply(np.array([1, 2], dtype=np.uint8), 2.5)\n    array([2.5, 5. ])\n",
    identity=1,
    reorderable=True,
)
true_divide = binary(
    "divide",
    ivylite.divide,
    DIVIDE_LOOPS,
    "    >>> np.divide(np.array([1, 2], dtype=np.int8), 2)\n    array([0.5, 1. ])\n",
    edges=_edges.zero_divisor,
)
divide = true_divide
floor_divide = binary(
    "floor_divide",
    _edges.int_division(ivylite.floor_divide, "floor_divide"),
    loops(lambda d: _I8 if d is _BOOL else d),
    "    >>> np.floor_divide(np.array([-7, 7]), 2)\n    array([-4,  3])\n",
    refused=("complex",),
    edges=_edges.zero_divisor,
)
remainder = binary(
    "remainder",
    _edges.int_division(ivylite.remainder, "remainder"),
    loops(lambda d: _I8 if d is _BOOL else d),
    "    >>> np.remainder(np.array([-7, 7]), 3)\n    array([2, 1])\n",
    refused=("complex",),
    edges=_edges.invalid_only,
)
mod = remainder


def _power(a: Array, b: Array) -> Array:
    if a.dtype.kind == "int" and builtins.bool(ivylite.any(b < 0)):
        raise ValueError("Integers to negative integer powers are not allowed.")
    return ivylite.pow(a, b)


power = binary(
    "power",
    _power,
    loops(lambda d: _I8 if d is _BOOL else d),
    "    >>> np.power(np.array([2, 3], dtype=np.int16), 2)\n    array([4, 9], dtype=int16)\n",
    edges=_edges.zero_base,
)
pow = power
float_power = binary(
    "float_power",
    ivylite.pow,
    loops(lambda d: D("complex128") if d in _COMPLEX else _F64),
    "    >>> np.float_power(np.array([2], dtype=np.int8), 2)\n    array([4.])\n",
    edges=_edges.zero_base,
)


# Complex numbers order lexicographically in NumPy (real part, then imaginary).
def _extremum(ivy_fn: Callable, bool_fn: Callable, lex: Callable) -> Callable:
    def compute(a: Array, b: Array) -> Array:
        if a.dtype is _BOOL:
            return bool_fn(a, b)
        if a.dtype in _COMPLEX:
            # NaNs propagate (the first one wins), as in NumPy.
            nan_a, nan_b = ivylite.isnan(a), ivylite.isnan(b)
            pick_a = nan_a | (~nan_b & (lex(a, b) | (a == b)))
            return ivylite.where(pick_a, a, b)
        return ivy_fn(a, b)

    return compute


maximum = binary(
    "maximum",
    _extremum(ivylite.maximum, ivylite.logical_or, lex_greater),
    loops(same),
    "    >>> np.maximum(np.array([1, 5], dtype=np.int8), np.array([3, 2], dtype=np.int8))\n"
    "    array([3, 5], dtype=int8)\n",
    reorderable=True,
)
minimum = binary(
    "minimum",
    _extremum(ivylite.minimum, ivylite.logical_and, lex_less),
    loops(same),
    "    >>> np.minimum(np.array([1.0, 5.0]), 2)\n    array([1., 2.])\n",
    reorderable=True,
)


def _float_operands(x1: Any, x2: Any) -> tuple[Array, Array]:
    """Operands of a ufunc with float loops only (arctan2, hypot, logaddexp).

    An integer common dtype has no loop, so NumPy searches its float loops for
    the first one both inputs reach safely: (uint8, int8) computes in float16,
    though the two promote to int16.
    """
    a, b = promote_types_of_numpy_inputs(x1, x2)
    if a.dtype.kind in ("float", "complex"):
        return a, b
    sources = [x.dtype for x in (x1, x2) if isinstance(x, Array)] or [a.dtype]
    for f in (_F16, _F32, _F64):
        if builtins.all(SAFE_CASTS[d][f] for d in sources):
            break
    return ivylite.astype(a, f), ivylite.astype(b, f)


def _float_binary(name: str, ivy_fn: Callable, example: str, **meta: Any) -> Any:
    return binary(
        name, ivy_fn, loops(same), example, refused=("complex",), operands=_float_operands, **meta
    )


arctan2 = _float_binary(
    "arctan2",
    ivylite.atan2,
    "    >>> np.arctan2(np.array([0.0]), np.array([1.0]))\n    array([0.])\n",
)
hypot = _float_binary(
    "hypot",
    ivylite.hypot,
    "    >>> np.hypot(np.array([3], dtype=np.int8), 4)\n    array([5.], dtype=float16)\n",
    identity=0,
    reorderable=True,
)
logaddexp = _float_binary(
    "logaddexp",
    ivylite.logaddexp,
    "    >>> np.logaddexp(np.array([0.0]), np.array([0.0]))\n    array([0.69314718])\n",
    identity=-_pymath.inf,
    reorderable=True,
)


# --- rounding and clipping (not plain ufuncs) -------------------------------------------------


@NUMPY.function
def round(a: Any, decimals: int = 0, out: Any = None) -> Any:
    """Round to ``decimals`` places, halves to even (integers stay integers).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.round(np.array([0.5, 1.5, 2.567]), 1)
    array([0.5, 1.5, 2.6])
    >>> np.round(np.array([15, 25], dtype=np.int16), -1)
    array([20, 20], dtype=int16)
    """
    x = operand(a)
    d = x.dtype
    if d is _BOOL:
        x, d = ivylite.astype(x, _F16), _F16  # NumPy's only loop for bools is float16
    if d.kind in ("int", "uint"):
        if decimals >= 0:
            r = x
        else:
            scale = 10 ** (-decimals)
            f = ivylite.astype(x, _F64)
            r = ivylite.astype(ivylite.round(f / scale) * scale, d)
    elif decimals == 0:
        r = ivylite.round(x)
    else:
        # NumPy's scaling: multiply by 10**decimals (divide for negative decimals)
        # in the array's own precision, round half to even, scale back.
        real = d if d not in _COMPLEX else D("float32" if d == "complex64" else "float64")
        scale = scalar_array(10.0 ** builtins.abs(decimals), real)
        if decimals > 0:
            r = ivylite.round(x * scale) / scale
        else:
            r = ivylite.round(x / scale) * scale
    return finish(r, out, True, "round")


around = round


@NUMPY.function
def clip(
    a: Any,
    a_min: Any = NoValue,
    a_max: Any = NoValue,
    out: Any = None,
    *,
    min: Any = NoValue,
    max: Any = NoValue,
    **kwargs: Any,
) -> Any:
    """Limit values to ``[a_min, a_max]`` (either may be None).

    Python int bounds outside an integer array's range are clamped, as NumPy
    does; bfloat16 computes in float32 (NumPy has no bfloat16 clip loop).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.clip(np.array([-5, 5, 50], dtype=np.int8), 0, 1000)
    array([ 0,  5, 50], dtype=int8)
    >>> np.clip(np.array([1, 2, 3]), 1.5, 2.5)
    array([1.5, 2. , 2.5])
    """
    lo = a_min if a_min is not NoValue else (None if min is NoValue else min)
    hi = a_max if a_max is not NoValue else (None if max is NoValue else max)
    x = operand(a)
    bounds = [_clamp_int(v, x.dtype) for v in (lo, hi) if v is not None]
    d = x.dtype
    for v in bounds:
        if type(v) in (builtins.int, builtins.float, builtins.complex):
            d = weak_result_dtype(d, v)
        else:
            d = UFUNC_TABLE[d][operand(v).dtype]
    if d is _BF16:
        d = _F32
    if x.dtype is not d:
        x = ivylite.astype(x, d)
    lo_a = None if lo is None else _bound(_clamp_int(lo, d), d)
    hi_a = None if hi is None else _bound(_clamp_int(hi, d), d)
    if d is _BOOL or d in _COMPLEX:
        r = x
        if lo_a is not None:
            r = maximum.__wrapped__(r, lo_a)
        if hi_a is not None:
            r = minimum.__wrapped__(r, hi_a)
    else:
        r = ivylite.clip(x, lo_a, hi_a)
        if r.dtype is not d:
            r = ivylite.astype(r, d)
    return finish(r, out, kwargs.get("where", True), "clip", kwargs.get("casting", "same_kind"))


def _clamp_int(v: Any, d: Dtype) -> Any:
    if type(v) is builtins.int and d.kind in ("int", "uint"):
        lo, hi = INT_RANGE[d]
        return builtins.min(builtins.max(v, lo), hi)
    return v


def _bound(v: Any, d: Dtype) -> Array:
    if type(v) in (builtins.int, builtins.float, builtins.complex, builtins.bool):
        return scalar_array(v, d)
    b = operand(v)
    return b if b.dtype is d else ivylite.astype(b, d)


@NUMPY.function
def real_if_close(a: Any, tol: float = 100) -> Any:
    """The real part if every imaginary part is within ``tol`` machine epsilons of 0.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.real_if_close(np.array([2.1 + 4e-14j]), tol=1000)
    array([2.1])
    """
    x = as_array(a)
    if x.dtype.kind != "complex":
        return x
    eps = ivylite.finfo(ivylite.real(x).dtype).eps
    limit = tol * eps if tol > 1 else tol
    return (
        ivylite.real(x) if builtins.bool(ivylite.all(ivylite.abs(ivylite.imag(x)) < limit)) else x
    )


@NUMPY.function
def fix(x: Any, out: Any = None) -> Any:
    """Round toward zero (floats stay floats).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.fix(np.array([2.1, -2.9]))
    array([ 2., -2.])
    """
    return trunc.__wrapped__(x, out)


@NUMPY.function
def angle(z: Any, deg: bool = False) -> Any:
    """The angle of complex values (radians, or degrees with ``deg``).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.angle(np.array([1j, 1 + 0j]))
    array([1.57079633, 0.        ])
    """
    x = as_array(z)
    if x.dtype.kind in ("bool", "int", "uint"):
        x = ivylite.astype(x, _F64)
    re = ivylite.real(x) if x.dtype.kind == "complex" else x
    im = ivylite.imag(x) if x.dtype.kind == "complex" else ivylite.zeros_like(x)
    r = ivylite.atan2(im, re)
    return r * scalar_array(180 / _pymath.pi, r.dtype) if deg else r


@NUMPY.function
def unwrap(p: Any, discont: Any = None, axis: int = -1, *, period: float = 2 * _pymath.pi) -> Any:
    """Phases with jumps larger than ``period / 2`` (or ``discont``) taken back
    by multiples of ``period``.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.unwrap(np.array([0.0, 3.0, 6.5])).round(4)
    array([0.    , 3.    , 0.2168])
    """
    x = as_array(p)
    x = ivylite.astype(x, _F64) if x.dtype.kind != "float" else x
    axis = normalize_axis(axis, x.ndim)
    head = (slice(None),) * axis
    dd = x[(*head, slice(1, None))] - x[(*head, slice(None, -1))]
    half = period / 2
    discont = half if discont is None else builtins.max(discont, half)
    ddmod = ivylite.remainder(dd + half, scalar_array(period, x.dtype)) - half
    ddmod = ivylite.where((ddmod == -half) & (dd > 0), scalar_array(half, x.dtype), ddmod)
    correct = ddmod - dd
    correct = ivylite.where(ivylite.abs(dd) < discont, ivylite.zeros_like(correct), correct)
    first = x[(*head, slice(0, 1))]
    return ivylite.concat([first, x[(*head, slice(1, None))] + ivylite.cumulative_sum(
        correct, axis=axis)], axis=axis)  # fmt: skip
