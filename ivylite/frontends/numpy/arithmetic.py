"""NumPy's other arithmetic ufuncs: shifts, copysign, fmod, fmax/fmin, gcd/lcm,
exp2, cbrt, reciprocal, fabs, signbit, heaviside, angle conversions,
logaddexp2, ldexp, and the two-output ``divmod`` and ``modf``; NumPy 2's
short names (``acos``, ``atan2``, ``bitwise_left_shift``...); and
``isposinf``/``isneginf``, ``nan_to_num``, ``sinc``.

Shifts by at least the dtype's width give 0 (-1 for a negative value shifted
right), as NumPy defines them (C leaves them undefined).
"""

from __future__ import annotations

import math as _pymath
from collections.abc import Callable
from typing import Any

import ivylite
from ivylite.array import Array

from . import _edges
from . import logic as _logic
from . import math as _math
from ._helpers import NUMPY, D, UFuncTypeError, finish, loops
from ._ufunc import FLOAT_LOOPS, binary, same, ufunc, unary
from .math import _float_operands
from .promotion import as_array, promote_types_of_numpy_inputs, scalar_array

__all__ = [
    "left_shift", "right_shift", "bitwise_left_shift", "bitwise_right_shift", "copysign",
    "fmod", "fmax", "fmin", "gcd", "lcm", "exp2", "cbrt", "reciprocal", "fabs", "signbit",
    "heaviside", "deg2rad", "rad2deg", "degrees", "radians", "logaddexp2", "ldexp", "divmod",
    "modf", "acos", "asin", "atan", "acosh", "asinh", "atanh", "atan2", "bitwise_invert",
    "isposinf", "isneginf", "nan_to_num", "sinc",
]  # fmt: skip

_BOOL, _I8, _F64 = D("bool"), D("int8"), D("float64")
_INT_LOOPS = loops(lambda d: _I8 if d is _BOOL else d)


def _shift(left: bool) -> Callable[[Array, Array], Array]:
    def compute(a: Array, b: Array) -> Array:
        r = ivylite.bitwise_left_shift(a, b) if left else ivylite.bitwise_right_shift(a, b)
        wide = b >= a.dtype.bits
        if not bool(ivylite.any(wide)):
            return r
        if left or a.dtype.kind == "uint":
            full = ivylite.zeros_like(r)
        else:
            full = ivylite.where(a < 0, ivylite.full_like(r, -1), ivylite.zeros_like(r))
        return ivylite.where(wide, full, r)

    return compute


left_shift = binary(
    "left_shift",
    _shift(True),
    _INT_LOOPS,
    "    >>> 2 << np.arange(4)\n    array([ 2,  4,  8, 16])\n",
    refused=("float", "complex"),
)
right_shift = binary(
    "right_shift",
    _shift(False),
    _INT_LOOPS,
    "    >>> np.right_shift(np.array([-8, 8]), 2)\n    array([-2,  2])\n",
    refused=("float", "complex"),
)
bitwise_left_shift, bitwise_right_shift = left_shift, right_shift


def _float_binary(name: str, compute: Callable, example: str, **meta: Any) -> ufunc:
    return binary(
        name, compute, loops(same), example, refused=("complex",), operands=_float_operands,
        **meta,
    )  # fmt: skip


copysign = _float_binary(
    "copysign",
    ivylite.copysign,
    "    >>> np.copysign(np.array([1.5, 2.0]), -1)\n    array([-1.5, -2. ])\n",
)
heaviside = _float_binary(
    "heaviside",
    lambda a, b: ivylite.where(
        ivylite.isnan(a),
        a,
        ivylite.where(a < 0, ivylite.zeros_like(a), ivylite.where(a > 0, ivylite.ones_like(a), b)),
    ),
    "    >>> np.heaviside(np.array([-1.0, 0.0, 2.0]), 0.5)\n    array([0. , 0.5, 1. ])\n",
)
logaddexp2 = _float_binary(
    "logaddexp2",
    lambda a, b: ivylite.logaddexp(a * _pymath.log(2), b * _pymath.log(2)) / _pymath.log(2),
    "    >>> np.logaddexp2(np.array([1.0]), 1.0)\n    array([2.])\n",
    identity=-_pymath.inf,
    reorderable=True,
)


def _fmod(a: Array, b: Array) -> Array:
    # C's fmod: the remainder with the sign of the dividend.
    r = ivylite.remainder(a, b)
    return ivylite.where((r != 0) & ((r < 0) != (a < 0)), r - b, r)


fmod = binary(
    "fmod",
    _edges.int_division(_fmod, "fmod"),
    _INT_LOOPS,
    "    >>> np.fmod(np.array([-7, 7]), 3)\n    array([-1,  1])\n",
    refused=("complex",),
    edges=_edges.invalid_only,
)


def _nan_ignoring(fn: Callable) -> Callable[[Array, Array], Array]:
    def compute(a: Array, b: Array) -> Array:
        if a.dtype.kind not in ("float", "complex"):
            return fn(a, b)
        r = fn(a, b)
        return ivylite.where(ivylite.isnan(b), a, ivylite.where(ivylite.isnan(a), b, r))

    return compute


fmax = binary(
    "fmax",
    _nan_ignoring(_math.maximum.__wrapped__),
    loops(same),
    "    >>> np.fmax(np.array([1.0, np.nan]), np.array([np.nan, 2.0]))\n    array([1., 2.])\n",
    reorderable=True,
)
fmin = binary(
    "fmin",
    _nan_ignoring(_math.minimum.__wrapped__),
    loops(same),
    "    >>> np.fmin(np.array([1.0, np.nan]), 0.5)\n    array([0.5, 0.5])\n",
    reorderable=True,
)
gcd = binary(
    "gcd",
    ivylite.gcd,
    loops(same),
    "    >>> np.gcd(np.array([12, 20]), 8)\n    array([4, 4])\n",
    refused=("bool", "float", "complex"),
    identity=0,
    reorderable=True,
)
lcm = binary(
    "lcm",
    ivylite.lcm,
    loops(same),
    "    >>> np.lcm(np.array([4, 6]), 10)\n    array([20, 30])\n",
    refused=("bool", "float", "complex"),
)


def _float(name: str, compute: Callable, example: str, **kw: Any) -> ufunc:
    return unary(name, compute, FLOAT_LOOPS, example, **kw)


exp2 = _float(
    "exp2",
    lambda a: ivylite.pow(scalar_array(2.0, a.dtype), a),
    "    >>> np.exp2(np.array([3], dtype=np.int8))\n    array([8.], dtype=float16)\n",
    edges=_edges.overflows,
)
cbrt = _float(
    "cbrt",
    lambda a: ivylite.sign(a) * ivylite.pow(ivylite.abs(a), scalar_array(1 / 3, a.dtype)),
    "    >>> np.cbrt(np.array([8.0, -27.0]))\n    array([ 2., -3.])\n",
    refused=("complex",),
)
fabs = _float(
    "fabs",
    ivylite.abs,
    "    >>> np.fabs(np.array([-1.5]))\n    array([1.5])\n",
    refused=("complex",),
)
deg2rad = _float(
    "deg2rad",
    lambda a: a * scalar_array(_pymath.pi / 180, a.dtype),
    "    >>> np.deg2rad(np.array([180.0]))\n    array([3.14159265])\n",
    refused=("complex",),
)
rad2deg = _float(
    "rad2deg",
    lambda a: a * scalar_array(180 / _pymath.pi, a.dtype),
    "    >>> np.rad2deg(np.array([np.pi]))\n    array([180.])\n",
    refused=("complex",),
)
radians = _float(
    "radians",
    lambda a: a * scalar_array(_pymath.pi / 180, a.dtype),
    "    >>> np.radians(np.array([90.0]))\n    array([1.57079633])\n",
    refused=("complex",),
)
degrees = _float(
    "degrees",
    lambda a: a * scalar_array(180 / _pymath.pi, a.dtype),
    "    >>> np.degrees(np.array([np.pi / 2]))\n    array([90.])\n",
    refused=("complex",),
)


def _signbit(a: Array) -> Array:
    return ivylite.signbit(a) if a.dtype.kind == "float" else a < 0


signbit = unary(
    "signbit",
    _signbit,
    loops(same),
    "    >>> np.signbit(np.array([-0.0, 1.0, -2.0]))\n    array([ True, False,  True])\n",
    refused=("complex", "bool"),
)


def _reciprocal(a: Array) -> Array:
    if a.dtype.kind in ("int", "uint"):  # C integer division 1 / a
        zero = a == 0
        if bool(ivylite.any(zero)):
            _edges.report("divide", "reciprocal")
            _edges.report("invalid", "reciprocal")
        safe = ivylite.where(zero, ivylite.ones_like(a), a)
        q = ivylite.where(ivylite.abs(safe) == 1, safe, ivylite.zeros_like(a))
        low = ivylite.iinfo(a.dtype).min if a.dtype.kind == "int" else 0
        return ivylite.where(zero, ivylite.full_like(a, low), q)
    return 1 / a if a.dtype.kind != "bool" else a


reciprocal = unary(
    "reciprocal",
    _reciprocal,
    _INT_LOOPS,
    "    >>> np.reciprocal(np.array([2.0, 0.5]))\n    array([0.5, 2. ])\n",
    edges=_edges.zero_base,
)


def _ldexp_operands(x1: Any, x2: Any) -> tuple[Array, Array]:
    a = x1 if isinstance(x1, Array) else as_array(x1)
    b = x2 if isinstance(x2, Array) else as_array(x2)
    if b.dtype.kind not in ("int", "uint", "bool"):
        raise UFuncTypeError("ufunc 'ldexp' not supported for the input types")
    loop = FLOAT_LOOPS[a.dtype]
    return (a if a.dtype is loop else ivylite.astype(a, loop)), b


ldexp = binary(
    "ldexp",
    lambda a, b: a * ivylite.pow(scalar_array(2.0, a.dtype), ivylite.astype(b, a.dtype)),
    loops(same),
    "    >>> np.ldexp(np.array([1.5], dtype=np.float32), 3)\n    array([12.], dtype=float32)\n",
    refused=("complex",),
    operands=_ldexp_operands,
    edges=_edges.overflows,
)


def _two_outputs(name: str, nin: int, compute: Callable, operands: Callable, example: str) -> ufunc:
    """A ufunc with two outputs (``divmod``, ``modf``); ``out`` is a pair."""

    def body(*args: Any, out: Any = (None, None), where: Any = True, **kwargs: Any) -> Any:
        if len(args) > nin:
            args, out = args[:nin], args[nin:]
        results = compute(*operands(*args))
        outs = out if type(out) is tuple else (out, None)
        return tuple(finish(r, o, where, name) for r, o in zip(results, outs))

    body.__name__ = body.__qualname__ = name
    body.__module__ = __name__
    body.__doc__ = (
        f"NumPy's ``{name}`` ufunc (two outputs).\n\n    Examples\n    --------\n"
        f"    >>> import ivylite.frontends.numpy as np\n{example}"
    )
    return ufunc(name, body, nin=nin, nout=2, module=__name__)


def _divmod(a: Array, b: Array) -> tuple[Array, Array]:
    if a.dtype.kind == "complex":
        raise NUMPY.refusal(divmod, a.dtype)
    if a.dtype.kind in ("bool", "int", "uint"):
        a = ivylite.astype(a, _I8) if a.dtype is _BOOL else a
        b = ivylite.astype(b, _I8) if b.dtype is _BOOL else b
        q = _edges.int_division(ivylite.floor_divide, "divmod")(a, b)
        zero = b == 0
        r = ivylite.remainder(a, ivylite.where(zero, ivylite.ones_like(b), b))
        return q, ivylite.where(zero, ivylite.zeros_like(r), r)
    with _edges.quiet(a):
        q, r = ivylite.floor_divide(a, b), ivylite.remainder(a, b)
    _edges.zero_divisor(q, (a, b), "divmod")
    _edges.invalid_only(r, (a, b), "divmod")
    return q, r


divmod = _two_outputs(
    "divmod",
    2,
    _divmod,
    lambda x1, x2: promote_types_of_numpy_inputs(x1, x2),
    "    >>> np.divmod(np.array([7, -7]), 2)\n    (array([ 3, -4]), array([1, 1]))\n",
)


def _modf(a: Array) -> tuple[Array, Array]:
    whole = ivylite.trunc(a)
    return a - whole, whole


def _modf_operand(x: Any) -> tuple[Array]:
    a = x if isinstance(x, Array) else as_array(x)
    loop = FLOAT_LOOPS[a.dtype]
    if a.dtype.kind == "complex":
        raise NUMPY.refusal(modf, a.dtype)
    return (a if a.dtype is loop else ivylite.astype(a, loop),)


modf = _two_outputs(
    "modf",
    1,
    _modf,
    _modf_operand,
    "    >>> np.modf(np.array([1.5, -2.25]))\n    (array([ 0.5 , -0.25]), array([ 1., -2.]))\n",
)

acos, asin, atan = _math.arccos, _math.arcsin, _math.arctan
acosh, asinh, atanh = _math.arccosh, _math.arcsinh, _math.arctanh
atan2 = _math.arctan2
bitwise_invert = _logic.invert


@NUMPY.function
def isposinf(x: Any, out: Any = None) -> Any:
    """Whether each element is positive infinity.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.isposinf(np.array([np.inf, -np.inf, 1.0]))
    array([ True, False, False])
    """
    a = x if isinstance(x, Array) else as_array(x)
    return finish(ivylite.isinf(a) & (a > 0), out, True, "isposinf")


@NUMPY.function
def isneginf(x: Any, out: Any = None) -> Any:
    """Whether each element is negative infinity.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.isneginf(np.array([np.inf, -np.inf, 1.0]))
    array([False,  True, False])
    """
    a = x if isinstance(x, Array) else as_array(x)
    return finish(ivylite.isinf(a) & (a < 0), out, True, "isneginf")


@NUMPY.function
def nan_to_num(
    x: Any, copy: bool = True, nan: float = 0.0, posinf: Any = None, neginf: Any = None
) -> Any:
    """NaN replaced by ``nan``, infinities by ``posinf``/``neginf`` (default: the
    dtype's largest finite values).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.nan_to_num(np.array([np.nan, np.inf, -np.inf, 1.0], dtype=np.float32))
    array([ 0.0000000e+00,  3.4028235e+38, -3.4028235e+38,  1.0000000e+00],
          dtype=float32)
    """
    a = x if isinstance(x, Array) else as_array(x)
    if a.dtype.kind == "complex":
        parts = [nan_to_num.__wrapped__(p, copy, nan, posinf, neginf) for p in (
            ivylite.real(a), ivylite.imag(a))]  # fmt: skip
        return parts[0] + parts[1] * scalar_array(1j, a.dtype)
    if a.dtype.kind != "float":
        return ivylite.asarray(a, copy=True) if copy else a
    big = ivylite.finfo(a.dtype).max
    hi = scalar_array(big if posinf is None else posinf, a.dtype)
    lo = scalar_array(-big if neginf is None else neginf, a.dtype)
    r = ivylite.where(ivylite.isnan(a), scalar_array(nan, a.dtype), a)
    r = ivylite.where(ivylite.isinf(r) & (r > 0), hi, r)
    return ivylite.where(ivylite.isinf(r) & (r < 0), lo, r)


@NUMPY.function
def sinc(x: Any) -> Any:
    """sin(pi x) / (pi x), 1 at 0.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.sinc(np.array([0.0, 0.5]))
    array([1.        , 0.63661977])
    """
    a = x if isinstance(x, Array) else as_array(x)
    if a.dtype.kind not in ("float", "complex"):
        a = ivylite.astype(a, _F64)
    y = a * scalar_array(_pymath.pi, a.dtype)
    safe = ivylite.where(y == 0, scalar_array(1.0, a.dtype), y)
    return ivylite.where(y == 0, scalar_array(1.0, a.dtype), ivylite.sin(safe) / safe)
