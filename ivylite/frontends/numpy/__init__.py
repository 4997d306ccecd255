"""The numpy frontend: NumPy 2 code on any ivylite backend, with NumPy's semantics.

``import ivylite.frontends.numpy as np`` gives NumPy's names (``np.array``,
``np.mean``, ``np.linalg.solve``, ``np.random.default_rng``...) computing with
the current ivylite backend, and NumPy's dtypes: default float64 and int64,
NEP 50 promotion (``promotion.py``), NumPy's ufunc loops. Nothing here calls
NumPy to compute (NumPy formats ``repr`` only).

Examples
--------
>>> import ivylite.frontends.numpy as np
>>> x = np.array([[1.0, 2.0], [3.0, 4.0]], dtype=np.float32)
>>> z = (x - x.mean(axis=0, keepdims=True)) / x.std(axis=0, keepdims=True)
>>> z
array([[-1., -1.],
       [ 1.,  1.]], dtype=float32)
>>> np.eye(3)[np.array([2, 0])]
array([[0., 0., 1.],
       [1., 0., 0.]])
"""

from __future__ import annotations

import math as _pymath

from . import (
    _ndarray_methods,  # noqa: F401 - binds ndarray's operators and methods
    _ufunc_methods,  # noqa: F401 - binds the ufuncs' reduce, accumulate...
    emath,
    lib,
    linalg,
    random,
)
from ._casting import ComplexWarning
from ._errstate import errstate, geterr, geterrcall, seterr, seterrcall
from ._helpers import AxisError, UFuncTypeError
from ._out_of_scope import NAMES as _OUT_OF_SCOPE
from ._out_of_scope import out_of_scope as _out_of_scope
from ._printing import (
    array2string,
    array_repr,
    array_str,
    get_printoptions,
    printoptions,
    set_printoptions,
)
from ._ufunc import ufunc

# The routines, one module per section of NumPy's reference; each module's __all__
# is its public list.
from .adding_removing import *  # noqa: F403
from .arithmetic import *  # noqa: F403
from .bits import *  # noqa: F403
from .creation import *  # noqa: F403
from .dtype_routines import *  # noqa: F403
from .dtypes import ALIASES as _ALIASES
from .dtypes import (
    OutOfScopeError,
    bool_,
    complex64,
    complex128,
    complexfloating,
    dtype,
    float16,
    float32,
    float64,
    floating,
    generic,
    inexact,
    int8,
    int16,
    int32,
    int64,
    integer,
    issubdtype,
    number,
    signedinteger,
    uint8,
    uint16,
    uint32,
    uint64,
    unsignedinteger,
)
from .functional import apply_along_axis, apply_over_axes, piecewise, vectorize
from .histograms import digitize, histogram, histogram2d, histogram_bin_edges, histogramdd
from .index_tricks import c_, index_exp, ix_, mgrid, ogrid, r_, s_
from .indexing import *  # noqa: F403
from .iteration import fromfunction, fromiter, ndenumerate, ndindex
from .joining import *  # noqa: F403
from .logic import (
    allclose,
    array_equal,
    array_equiv,
    bitwise_and,
    bitwise_not,
    bitwise_or,
    bitwise_xor,
    equal,
    greater,
    greater_equal,
    invert,
    isclose,
    iscomplex,
    iscomplexobj,
    isfinite,
    isinf,
    isnan,
    isreal,
    isrealobj,
    isscalar,
    less,
    less_equal,
    logical_and,
    logical_not,
    logical_or,
    logical_xor,
    not_equal,
)
from .manipulation import *  # noqa: F403
from .math import (
    abs,
    absolute,
    add,
    angle,
    arccos,
    arccosh,
    arcsin,
    arcsinh,
    arctan,
    arctan2,
    arctanh,
    around,
    ceil,
    clip,
    conj,
    conjugate,
    cos,
    cosh,
    divide,
    exp,
    expm1,
    fix,
    float_power,
    floor,
    floor_divide,
    hypot,
    imag,
    log,
    log1p,
    log2,
    log10,
    logaddexp,
    maximum,
    minimum,
    mod,
    multiply,
    negative,
    positive,
    pow,
    power,
    real,
    real_if_close,
    remainder,
    rint,
    round,
    sign,
    sin,
    sinh,
    sqrt,
    square,
    subtract,
    tan,
    tanh,
    true_divide,
    trunc,
    unwrap,
)
from .misc import *  # noqa: F403
from .ndarray import ndarray
from .npyio import *  # noqa: F403
from .numerics import convolve, correlate, cross, diff, ediff1d, gradient, interp, trapezoid
from .padding import *  # noqa: F403
from .polynomial import *  # noqa: F403
from .products import *  # noqa: F403
from .promotion import DTypePromotionError
from .promotion import can_cast_numpy as can_cast
from .promotion import promote_types_numpy as promote_types
from .promotion import result_type_numpy as result_type
from .rearranging import *  # noqa: F403
from .reduction import *  # noqa: F403
from .searching import argwhere, flatnonzero, nonzero, searchsorted, where
from .sets import (
    bincount,
    intersect1d,
    isin,
    setdiff1d,
    setxor1d,
    union1d,
    unique,
    unique_all,
    unique_counts,
    unique_inverse,
    unique_values,
)
from .sorting import *  # noqa: F403
from .statistics import *  # noqa: F403
from .window import *  # noqa: F403

# NumPy's other names for the scalar types (np.double, np.int_, np.bool...).
bool = _ALIASES["bool"]  # noqa: A001 - NumPy 2 names its bool type `bool`
byte, ubyte = _ALIASES["byte"], _ALIASES["ubyte"]
short, ushort = _ALIASES["short"], _ALIASES["ushort"]
intc, uintc = _ALIASES["intc"], _ALIASES["uintc"]
int_, intp, long, longlong = int64, int64, int64, int64
uint, uintp, ulong, ulonglong = uint64, uint64, uint64, uint64
half, single, double = float16, float32, float64
csingle, cdouble = complex64, complex128

pi = _pymath.pi
e = _pymath.e
euler_gamma = 0.5772156649015329
inf = _pymath.inf
nan = _pymath.nan
newaxis = None

globals().update({_name: _out_of_scope(_name) for _name in _OUT_OF_SCOPE})


def _public(module_name: str) -> list[str]:
    import importlib

    return list(importlib.import_module(f"{__name__}.{module_name}").__all__)


# the routine modules whose __all__ is part of the namespace's
_ROUTINES = (
    "adding_removing", "arithmetic", "bits", "creation", "dtype_routines", "indexing", "joining",
    "manipulation", "misc", "npyio", "padding", "polynomial", "products", "rearranging",
    "reduction", "sorting", "statistics", "window",
)  # fmt: skip

__all__ = [
    # modules
    "linalg", "random", "emath", "lib",
    # arrays, dtypes and promotion
    "ndarray", "ufunc", "dtype", "generic", "number", "integer", "signedinteger",
    "unsignedinteger", "inexact", "floating", "complexfloating", "bool", "bool_", "int8", "int16",
    "int32", "int64", "uint8", "uint16", "uint32", "uint64", "float16", "float32", "float64",
    "complex64", "complex128", "byte", "ubyte", "short", "ushort", "intc", "uintc", "int_",
    "intp", "long", "longlong", "uint", "uintp", "ulong", "ulonglong", "half", "single",
    "double", "csingle", "cdouble", "issubdtype", "promote_types",
    "result_type", "can_cast", "DTypePromotionError", "UFuncTypeError", "AxisError",
    "OutOfScopeError", "ComplexWarning", "pi", "e", "euler_gamma", "inf", "nan", "newaxis",
    # errors and printing
    "seterr", "geterr", "errstate", "seterrcall", "geterrcall", "set_printoptions",
    "get_printoptions", "printoptions", "array2string", "array_repr", "array_str",
    # creation
    "fromiter",
    "fromfunction", "ndenumerate", "ndindex", "mgrid", "ogrid", "r_", "c_", "ix_", "s_",
    "index_exp",
    # elementwise
    "abs", "absolute", "add", "subtract", "multiply", "divide", "true_divide",
    "floor_divide", "remainder", "mod", "power", "pow", "float_power", "maximum", "minimum",
    "exp", "expm1", "log", "log1p", "log2", "log10", "sqrt", "square", "sin", "cos", "tan",
    "sinh", "cosh", "tanh", "arcsin", "arccos", "arctan", "arcsinh", "arccosh", "arctanh",
    "arctan2", "hypot", "logaddexp", "negative", "positive", "sign", "floor", "ceil",
    "trunc", "rint", "round", "around", "clip", "isnan", "isinf", "isfinite", "real", "imag",
    "conj", "conjugate", "equal", "not_equal", "less", "less_equal", "greater",
    "greater_equal", "logical_and", "logical_or", "logical_xor", "logical_not",
    "bitwise_and", "bitwise_or", "bitwise_xor", "bitwise_not", "invert", "isclose", "allclose",
    "array_equal",
    # reductions
    # shape and joining
    # searching, sorting, sets
    "where", "nonzero", "argwhere", "flatnonzero", "searchsorted",
    "bincount", "unique", "unique_all", "unique_counts", "unique_inverse",
    "unique_values", "intersect1d", "union1d", "setdiff1d", "setxor1d", "isin",
    # products
    # numerics, histograms, functional
    "interp", "diff", "ediff1d", "gradient", "convolve", "correlate", "trapezoid", "cross",
    "histogram", "histogram_bin_edges", "histogram2d", "histogramdd", "digitize",
    "apply_along_axis", "apply_over_axes", "vectorize", "piecewise",
    "isscalar", "iscomplexobj", "isrealobj", "iscomplex", "isreal", "array_equiv",
    "real_if_close", "fix", "angle", "unwrap",
    *(name for module in _ROUTINES for name in _public(module)),
    *_OUT_OF_SCOPE,
]  # fmt: skip
__all__ = list(dict.fromkeys(__all__))  # each name once, in the order above
