"""The machinery of the numpy frontend's ufuncs: loop tables and the two factories.

Each ufunc picks its *loop* the way NumPy does: the inputs' common dtype
(``promotion.UFUNC_TABLE``, Python scalars weak), then the ufunc's own table
from that dtype to the dtype it computes in (``sqrt`` of int8 computes in
float16, ``true_divide`` of integers in float64, ``add`` of bools is a
logical or). A ``None`` in a table is a dtype NumPy refuses: the dtypes
declared with ``with_unsupported_dtypes`` on the function.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

import ivylite
from ivylite.array import Array
from ivylite.dtypes import Dtype

from ._helpers import NUMPY, D, UFuncTypeError, cast_for_ufunc, finish, loops
from .promotion import as_array, promote_types_of_numpy_inputs

__all__ = [
    "VERSIONS", "FLOAT_LOOPS", "DIVIDE_LOOPS", "float_loop", "same", "operand", "unary", "binary",
    "or_for_bool", "lex_greater", "lex_less",
]  # fmt: skip

_BOOL, _I8, _I64, _F16, _F32, _F64 = (
    D("bool"),
    D("int8"),
    D("int64"),
    D("float16"),
    D("float32"),
    D("float64"),
)
_BF16 = D("bfloat16")
_COMPLEX = frozenset(ivylite.all_complex_dtypes)
_FLOATS = frozenset((*ivylite.all_float_dtypes, *ivylite.all_complex_dtypes))
VERSIONS = "2.4 and below"  # the NumPy versions the declarations were checked against


def float_loop(d: Dtype) -> Dtype:
    """The first float loop NumPy finds for an input: the narrowest float that
    holds it safely (int8 -> float16, int16 -> float32, int32 -> float64)."""
    if d.kind in ("float", "complex"):
        return d
    if d.kind == "bool" or d.bits == 8:
        return _F16
    return _F32 if d.bits == 16 else _F64


def same(d: Dtype) -> Dtype:
    return d


FLOAT_LOOPS = loops(float_loop)
DIVIDE_LOOPS = loops(lambda d: _F64 if d.kind in ("bool", "int", "uint") else d)


def _defining_module() -> str:
    """The module that assigns the ufunc being made (its doctests are found there)."""
    frame = sys._getframe(1)
    while frame.f_globals.get("__name__") == __name__:
        frame = frame.f_back
    return frame.f_globals["__name__"]


def operand(x: Any) -> Array:
    return x if isinstance(x, Array) else as_array(x)


def unary(
    name: str,
    compute: Callable[[Array], Array],
    table: dict[Dtype, Dtype | None],
    example: str,
    refused: tuple[str, ...] = (),
) -> Callable:
    def ufunc(
        x: Any,
        /,
        out: Any = None,
        *,
        where: Any = True,
        casting: str = "same_kind",
        order: str = "K",
        dtype: Any = None,
        subok: bool = True,
    ) -> Any:
        a = x if isinstance(x, Array) else as_array(x)
        loop = table[a.dtype]
        if dtype is not None:
            a = cast_for_ufunc(a, dtype, casting, name)
            if table[a.dtype] is not a.dtype:
                raise UFuncTypeError(
                    f"No loop matching the specified signature and casting was found for "
                    f"ufunc {name}"
                )
            loop = a.dtype
        if loop is None:
            raise NUMPY.refusal(fn, a.dtype)
        if loop is not a.dtype:
            a = ivylite.astype(a, loop)
        return finish(compute(a), out, where, name, casting)

    ufunc.__name__ = ufunc.__qualname__ = name
    ufunc.__module__ = _defining_module()
    ufunc.__doc__ = (
        f"NumPy's ``{name}`` ufunc (loops and result dtypes as NumPy's).\n\n"
        f"    Examples\n    --------\n    >>> import ivylite.frontends.numpy as np\n{example}"
    )
    fn = NUMPY.function(ufunc, check="body")
    if refused:
        fn = ivylite.with_unsupported_dtypes({VERSIONS: refused}, "numpy")(fn)
        # The declaration is the one list: its dtypes have no loop.
        table = {d: (None if d in NUMPY.refused(fn) else t) for d, t in table.items()}
    return fn


def binary(
    name: str,
    compute: Callable[[Array, Array], Array],
    table: dict[Dtype, Dtype | None],
    example: str,
    refused: tuple[str, ...] = (),
    operands: Callable = promote_types_of_numpy_inputs,
) -> Callable:
    def ufunc(
        x1: Any,
        x2: Any,
        /,
        out: Any = None,
        *,
        where: Any = True,
        casting: str = "same_kind",
        order: str = "K",
        dtype: Any = None,
        subok: bool = True,
    ) -> Any:
        a, b = operands(x1, x2)
        loop = table[a.dtype]
        if dtype is not None:
            a = cast_for_ufunc(a, dtype, casting, name)
            b = cast_for_ufunc(b, dtype, casting, name)
            loop = a.dtype
            if table[loop] is not loop:
                raise UFuncTypeError(
                    f"No loop matching the specified signature and casting was found for "
                    f"ufunc {name}"
                )
        if loop is None:
            raise NUMPY.refusal(fn, a.dtype)
        if loop is not a.dtype:
            a, b = ivylite.astype(a, loop), ivylite.astype(b, loop)
        return finish(compute(a, b), out, where, name, casting)

    ufunc.__name__ = ufunc.__qualname__ = name
    ufunc.__module__ = _defining_module()
    ufunc.__doc__ = (
        f"NumPy's ``{name}`` ufunc (NEP 50 promotion, NumPy's loops and result dtypes).\n\n"
        f"    Examples\n    --------\n    >>> import ivylite.frontends.numpy as np\n{example}"
    )
    fn = NUMPY.function(ufunc, check="body")
    if refused:
        fn = ivylite.with_unsupported_dtypes({VERSIONS: refused}, "numpy")(fn)
        # The declaration is the one list: its dtypes have no loop.
        table = {d: (None if d in NUMPY.refused(fn) else t) for d, t in table.items()}
    return fn


def or_for_bool(ivy_fn: Callable, bool_fn: Callable) -> Callable[[Array, Array], Array]:
    return lambda a, b: bool_fn(a, b) if a.dtype is _BOOL else ivy_fn(a, b)


# Complex numbers order lexicographically in NumPy (real part, then imaginary).
def lex_greater(a: Array, b: Array) -> Array:
    ar, br = ivylite.real(a), ivylite.real(b)
    return (ar > br) | ((ar == br) & (ivylite.imag(a) > ivylite.imag(b)))


def lex_less(a: Array, b: Array) -> Array:
    return lex_greater(b, a)
