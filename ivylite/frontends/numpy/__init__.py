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

from . import linalg, random
from ._helpers import AxisError, UFuncTypeError
from .creation import (
    arange,
    array,
    asarray,
    copy,
    empty,
    empty_like,
    eye,
    full,
    full_like,
    identity,
    linspace,
    meshgrid,
    ones,
    ones_like,
    zeros,
    zeros_like,
)
from .dtypes import (
    ALIASES as _ALIASES,
)
from .dtypes import (
    bool_,
    complex64,
    complex128,
    complexfloating,
    dtype,
    finfo,
    float16,
    float32,
    float64,
    floating,
    generic,
    iinfo,
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
from .logic import (
    allclose,
    array_equal,
    bitwise_and,
    bitwise_not,
    bitwise_or,
    bitwise_xor,
    equal,
    greater,
    greater_equal,
    invert,
    isclose,
    isfinite,
    isinf,
    isnan,
    less,
    less_equal,
    logical_and,
    logical_not,
    logical_or,
    logical_xor,
    not_equal,
)
from .manipulation import (
    atleast_1d,
    atleast_2d,
    broadcast_to,
    concatenate,
    expand_dims,
    flip,
    hstack,
    moveaxis,
    ravel,
    repeat,
    reshape,
    split,
    squeeze,
    stack,
    swapaxes,
    tile,
    transpose,
    tril,
    triu,
    vstack,
)
from .math import (
    abs,
    absolute,
    add,
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
)
from .ndarray import _bind_functions, ndarray
from .products import dot, einsum, inner, matmul, outer, tensordot, vdot
from .promotion import DTypePromotionError
from .promotion import can_cast_numpy as can_cast
from .promotion import promote_types_numpy as promote_types
from .promotion import result_type_numpy as result_type
from .reduction import (
    all,
    amax,
    amin,
    any,
    argmax,
    argmin,
    count_nonzero,
    cumsum,
    max,
    mean,
    min,
    prod,
    std,
    sum,
    var,
)
from .searching import argwhere, flatnonzero, nonzero, searchsorted, where
from .sorting import argsort, sort, take_along_axis, unique

# NumPy's other names for the scalar types (np.double, np.int_, np.bool...).
bool = _ALIASES["bool"]  # noqa: A001 - NumPy 2 names its bool type `bool`
byte, ubyte = _ALIASES["byte"], _ALIASES["ubyte"]
short, ushort = _ALIASES["short"], _ALIASES["ushort"]
intc, uintc = _ALIASES["intc"], _ALIASES["uintc"]
int_, intp, long, longlong = int64, int64, int64, int64
uint, uintp, ulong, ulonglong = uint64, uint64, uint64, uint64
half, single, double = float16, float32, float64
csingle, cdouble = complex64, complex128

_bind_functions()

pi = _pymath.pi
e = _pymath.e
inf = _pymath.inf
nan = _pymath.nan
newaxis = None

__all__ = [
    # modules
    "linalg", "random",
    # arrays, dtypes and promotion
    "ndarray", "dtype", "generic", "number", "integer", "signedinteger", "unsignedinteger",
    "inexact", "floating", "complexfloating", "bool", "bool_", "int8", "int16", "int32",
    "int64", "uint8", "uint16", "uint32", "uint64", "float16", "float32", "float64",
    "complex64", "complex128", "byte", "ubyte", "short", "ushort", "intc", "uintc", "int_",
    "intp", "long", "longlong", "uint", "uintp", "ulong", "ulonglong", "half", "single",
    "double", "csingle", "cdouble", "issubdtype", "finfo", "iinfo", "promote_types",
    "result_type", "can_cast", "DTypePromotionError", "UFuncTypeError", "AxisError",
    "pi", "e", "inf", "nan", "newaxis",
    # creation
    "array", "asarray", "copy", "zeros", "ones", "empty", "full", "zeros_like", "ones_like",
    "empty_like", "full_like", "arange", "linspace", "eye", "identity", "meshgrid",
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
    "sum", "prod", "mean", "std", "var", "max", "amax", "min", "amin", "argmax", "argmin",
    "all", "any", "count_nonzero", "cumsum",
    # shape and joining
    "reshape", "transpose", "squeeze", "expand_dims", "swapaxes", "moveaxis", "ravel",
    "flip", "concatenate", "stack", "vstack", "hstack", "atleast_1d", "atleast_2d", "tile",
    "repeat", "broadcast_to", "split", "tril", "triu",
    # searching and sorting
    "where", "nonzero", "argwhere", "flatnonzero", "searchsorted", "sort", "argsort",
    "unique", "take_along_axis",
    # products
    "matmul", "dot", "einsum", "tensordot", "inner", "outer", "vdot",
]  # fmt: skip
