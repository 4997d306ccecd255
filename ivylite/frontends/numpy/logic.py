"""NumPy's logic functions: comparisons, logical and bitwise operations,
isnan/isinf/isfinite, isclose, allclose, array_equal, array_equiv, and the
array type tests (isscalar, iscomplexobj, isrealobj, iscomplex, isreal).

Comparisons order complex numbers lexicographically and compare a Python int
with an integer array by value even when it does not fit the array's dtype
(NumPy 2's special case); bool arrays' bitwise operations are logical ones.
"""

from __future__ import annotations

import builtins
from collections.abc import Callable
from typing import Any

import ivylite
from ivylite.array import Array
from ivylite.dtypes import Dtype
from ivylite.frontends._common import INT_RANGE

from ._helpers import NUMPY, D, loops
from ._ufunc import binary, lex_greater, lex_less, operand, or_for_bool, same, unary
from .promotion import (
    as_array,
    promote_types_of_numpy_inputs,
    scalar_array,
)

_BOOL, _I8, _I64 = D("bool"), D("int8"), D("int64")
_F16, _F32, _F64, _BF16 = D("float16"), D("float32"), D("float64"), D("bfloat16")
_COMPLEX = frozenset(ivylite.all_complex_dtypes)


def _is(ivy_fn: Callable, value_for_ints: bool) -> Callable[[Array], Array]:
    def compute(a: Array) -> Array:
        if a.dtype.kind in ("bool", "int", "uint"):
            return ivylite.full(a.shape, value_for_ints, dtype="bool")
        return ivy_fn(a)

    return compute


isnan = unary(
    "isnan",
    _is(ivylite.isnan, False),
    loops(same),
    "    >>> np.isnan(np.array([1.0, np.nan]))\n    array([False,  True])\n",
)
isinf = unary(
    "isinf",
    _is(ivylite.isinf, False),
    loops(same),
    "    >>> np.isinf(np.array([1.0, np.inf]))\n    array([False,  True])\n",
)
isfinite = unary(
    "isfinite",
    _is(ivylite.isfinite, True),
    loops(same),
    "    >>> np.isfinite(np.array([1.0, np.inf]))\n    array([ True, False])\n",
)
logical_not = unary(
    "logical_not",
    lambda a: ivylite.logical_not(a if a.dtype is _BOOL else a != 0),
    loops(same),
    "    >>> np.logical_not(np.array([0, 2]))\n    array([ True, False])\n",
)
invert = unary(
    "invert",
    lambda a: ivylite.logical_not(a) if a.dtype is _BOOL else ivylite.bitwise_invert(a),
    loops(same),
    "    >>> np.invert(np.array([True, False]))\n    array([False,  True])\n",
    refused=("float", "complex"),
)
bitwise_not = invert


# --- comparison and logic ---------------------------------------------------------------


def _comparison_operands(x1: Any, x2: Any) -> tuple[Array, Array]:
    """Comparisons take any Python int: one that does not fit the array's dtype
    still compares by value (NumPy 2 special-cases it instead of raising)."""
    for scalar, other in ((x2, x1), (x1, x2)):
        if type(scalar) is builtins.int and type(other) is not builtins.int:
            o = operand(other)
            d = o.dtype
            if d.kind in ("int", "uint"):
                lo, hi = INT_RANGE[d]
                if not lo <= scalar <= hi:
                    o = ivylite.astype(o, _F64)
                    s = scalar_array(scalar, _F64)
                    return (o, s) if scalar is x2 else (s, o)
            break
    return promote_types_of_numpy_inputs(x1, x2)


def _compare(ivy_fn: Callable, lex: Callable | None) -> Callable[[Array, Array], Array]:
    def compute(a: Array, b: Array) -> Array:
        if lex is not None and a.dtype in _COMPLEX:
            return lex(a, b)
        if a.dtype is _BOOL and lex is not None:  # bools order as 0 and 1
            a, b = ivylite.astype(a, _I8), ivylite.astype(b, _I8)
        return ivy_fn(a, b)

    return compute


def _ordered_loop(d: Dtype) -> Dtype:
    return d


equal = binary(
    "equal",
    ivylite.equal,
    loops(same),
    "    >>> np.equal(np.array([1, 2]), 2)\n    array([False,  True])\n",
    operands=_comparison_operands,
)
not_equal = binary(
    "not_equal",
    ivylite.not_equal,
    loops(same),
    "    >>> np.not_equal(np.array([1, 2]), 2)\n    array([ True, False])\n",
    operands=_comparison_operands,
)
less = binary(
    "less",
    _compare(ivylite.less, lex_less),
    loops(_ordered_loop),
    "    >>> np.less(np.array([1, 2], dtype=np.int8), 1000)\n    array([ True,  True])\n",
    operands=_comparison_operands,
)
less_equal = binary(
    "less_equal",
    _compare(ivylite.less_equal, lambda a, b: ~lex_greater(a, b)),
    loops(_ordered_loop),
    "    >>> np.less_equal(np.array([1, 2]), 1)\n    array([ True, False])\n",
    operands=_comparison_operands,
)
greater = binary(
    "greater",
    _compare(ivylite.greater, lex_greater),
    loops(_ordered_loop),
    "    >>> np.greater(np.array([1.0, 2.0]), 1.5)\n    array([False,  True])\n",
    operands=_comparison_operands,
)
greater_equal = binary(
    "greater_equal",
    _compare(ivylite.greater_equal, lambda a, b: ~lex_less(a, b)),
    loops(_ordered_loop),
    "    >>> np.greater_equal(np.array([1, 2]), 2)\n    array([False,  True])\n",
    operands=_comparison_operands,
)


def _logical(ivy_fn: Callable) -> Callable[[Array, Array], Array]:
    def compute(a: Array, b: Array) -> Array:
        if a.dtype is not _BOOL:
            a, b = a != 0, b != 0
        return ivy_fn(a, b)

    return compute


logical_and = binary(
    "logical_and",
    _logical(ivylite.logical_and),
    loops(lambda d: _BOOL),  # NumPy's logical loops take bools
    "    >>> np.logical_and(np.array([1.5, 0.0]), 2)\n    array([ True, False])\n",
    identity=True,
    reorderable=True,
)
logical_or = binary(
    "logical_or",
    _logical(ivylite.logical_or),
    loops(lambda d: _BOOL),  # NumPy's logical loops take bools
    "    >>> np.logical_or(np.array([True, False]), False)\n    array([ True, False])\n",
    identity=False,
    reorderable=True,
)
logical_xor = binary(
    "logical_xor",
    _logical(ivylite.logical_xor),
    loops(lambda d: _BOOL),  # NumPy's logical loops take bools
    "    >>> np.logical_xor(np.array([True, False]), True)\n    array([False,  True])\n",
    identity=False,
    reorderable=True,
)
bitwise_and = binary(
    "bitwise_and",
    or_for_bool(ivylite.bitwise_and, ivylite.logical_and),
    loops(same),
    "    >>> np.bitwise_and(np.array([12], dtype=np.uint8), 10)\n    array([8], dtype=uint8)\n",
    refused=("float", "complex"),
    identity=-1,
    reorderable=True,
)
bitwise_or = binary(
    "bitwise_or",
    or_for_bool(ivylite.bitwise_or, ivylite.logical_or),
    loops(same),
    "    >>> np.bitwise_or(np.array([True, False]), np.array([False, False]))\n    array([ True, False])\n",
    refused=("float", "complex"),
    identity=0,
    reorderable=True,
)
bitwise_xor = binary(
    "bitwise_xor",
    or_for_bool(ivylite.bitwise_xor, ivylite.logical_xor),
    loops(same),
    "    >>> np.bitwise_xor(np.array([12]), 10)\n    array([6])\n",
    refused=("float", "complex"),
    identity=0,
    reorderable=True,
)


def _close(a: Array, b: Array, rtol: float, atol: float, equal_nan: bool) -> Array:
    # NumPy: |a - b| <= atol + rtol * |b| in the inexact common dtype; infinities equal themselves.
    if a.dtype.kind not in ("float", "complex"):
        a, b = ivylite.astype(a, _F64), ivylite.astype(b, _F64)
    finite = ivylite.isfinite(a) & ivylite.isfinite(b)
    diff = ivylite.abs(a - b)
    tol = scalar_array(atol, diff.dtype) + scalar_array(rtol, diff.dtype) * ivylite.abs(b)
    close = ivylite.where(finite, diff <= tol, a == b)
    if equal_nan:
        close = close | (ivylite.isnan(a) & ivylite.isnan(b))
    return close


@NUMPY.function
def isclose(
    a: Any, b: Any, rtol: float = 1e-05, atol: float = 1e-08, equal_nan: bool = False
) -> Any:
    """Elementwise ``|a - b| <= atol + rtol * |b|``.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.isclose(np.array([1.0, 1.1]), 1.0)
    array([ True, False])
    """
    x, y = promote_types_of_numpy_inputs(a, b)
    return _close(x, y, rtol, atol, equal_nan)


@NUMPY.function
def allclose(
    a: Any, b: Any, rtol: float = 1e-05, atol: float = 1e-08, equal_nan: bool = False
) -> bool:
    """Whether every element of ``a`` is close to ``b`` (a Python bool).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.allclose(np.array([1.0, 2.0]), np.array([1.0, 2.0 + 1e-9]))
    True
    """
    x, y = promote_types_of_numpy_inputs(a, b)
    return builtins.bool(ivylite.all(_close(x, y, rtol, atol, equal_nan)))


@NUMPY.function
def array_equal(a1: Any, a2: Any, equal_nan: bool = False) -> bool:
    """Whether two arrays have the same shape and elements (a Python bool).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.array_equal(np.array([1, 2]), [1, 2]), np.array_equal(np.ones(2), np.ones(3))
    (True, False)
    """
    x, y = operand(a1), operand(a2)
    if x.shape != y.shape:
        return False
    x, y = promote_types_of_numpy_inputs(x, y)
    same_ = x == y
    if equal_nan and x.dtype.kind in ("float", "complex"):
        same_ = same_ | (ivylite.isnan(x) & ivylite.isnan(y))
    return builtins.bool(ivylite.all(same_))


def isscalar(element: Any) -> bool:
    """Whether ``element`` is a scalar (a Python number, bool or string); arrays,
    0-d ones included, are not.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.isscalar(3.1), np.isscalar(np.array(3.1)), np.isscalar([3.1])
    (True, False, False)
    """
    import numbers

    return isinstance(element, (numbers.Number, builtins.str, builtins.bytes))


def iscomplexobj(x: Any) -> bool:
    """Whether ``x`` has a complex dtype.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.iscomplexobj(np.array([1 + 0j])), np.iscomplexobj([1.0])
    (True, False)
    """
    return as_array(getattr(x, "ivy_array", x)).dtype.kind == "complex"


def isrealobj(x: Any) -> bool:
    """Whether ``x`` does not have a complex dtype.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.isrealobj(np.array([1.0]))
    True
    """
    return not iscomplexobj(x)


@NUMPY.function
def iscomplex(x: Any) -> Any:
    """Whether each element has a nonzero imaginary part.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.iscomplex(np.array([1 + 1j, 1 + 0j]))
    array([ True, False])
    """
    a = as_array(x)
    if a.dtype.kind != "complex":
        return ivylite.zeros(a.shape, dtype=_BOOL)
    return ivylite.imag(a) != 0


@NUMPY.function
def isreal(x: Any) -> Any:
    """Whether each element has a zero imaginary part.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.isreal(np.array([1 + 1j, 1 + 0j]))
    array([False,  True])
    """
    return ~iscomplex.__wrapped__(x)


@NUMPY.function
def array_equiv(a1: Any, a2: Any) -> bool:
    """Whether the arrays are equal after broadcasting.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.array_equiv([1, 2], [[1, 2], [1, 2]]), np.array_equiv([1, 2], [[1, 2], [1, 3]])
    (True, False)
    """
    x, y = as_array(a1), as_array(a2)
    try:
        shape = ivylite.broadcast_arrays(ivylite.zeros(x.shape), ivylite.zeros(y.shape))[0].shape
    except Exception:  # noqa: BLE001 - shapes that do not broadcast are not equivalent
        return False
    del shape
    return builtins.bool(ivylite.all(equal.__wrapped__(x, y)))
