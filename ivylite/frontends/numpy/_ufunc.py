"""The machinery of the numpy frontend's ufuncs: the ``ufunc`` class, loop
tables and the two factories.

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

from ._errstate import quiet
from ._helpers import NUMPY, D, UFuncTypeError, cast_for_ufunc, finish, loops
from .promotion import as_array, promote_types_of_numpy_inputs

__all__ = [
    "VERSIONS", "FLOAT_LOOPS", "DIVIDE_LOOPS", "float_loop", "same", "operand", "ufunc", "unary",
    "binary", "or_for_bool", "lex_greater", "lex_less",
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


class ufunc:
    """NumPy's universal function: called elementwise, and with the methods
    ``reduce``, ``accumulate``, ``outer``, ``at`` and ``reduceat``; ``nin``,
    ``nout``, ``nargs`` and ``identity`` as NumPy gives them.

    ``__wrapped__`` is the ufunc over ivylite arrays (no ``out=``): the
    methods, and other functions of the frontend, compute with it.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.add
    <ufunc 'add'>
    >>> np.add.nin, np.add.nout, np.add.identity, np.maximum.identity
    (2, 1, 0, None)
    >>> np.add.reduce(np.arange(5)), np.multiply.outer(np.arange(1, 3), np.arange(3))
    (array(10), array([[0, 1, 2],
           [0, 2, 4]]))
    """

    def __init__(
        self,
        name: str,
        body: Callable,
        *,
        nin: int,
        nout: int = 1,
        identity: Any = None,
        reorderable: bool = False,
        module: str | None = None,
    ) -> None:
        self.__name__ = self.__qualname__ = name
        self.__module__ = module or _defining_module()
        self.__wrapped__ = body
        self.__doc__ = body.__doc__
        self.nin, self.nout, self.nargs = nin, nout, nin + nout
        self.identity = identity
        self.reorderable = reorderable
        self.signature = None
        self._call = NUMPY.function(body, check="body")
        self.__ivylite_frontend__ = NUMPY

    def __repr__(self) -> str:
        return f"<ufunc '{self.__name__}'>"

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        r = self._call(*args, **kwargs)
        if len(args) > self.nin or kwargs.get("out") is not None:
            # NumPy returns the out array itself
            out = args[self.nin :] if len(args) > self.nin else kwargs["out"]
            if type(out) is not tuple:
                out = (out,)
            return out[0] if self.nout == 1 else out
        return r

    def __get__(self, obj: Any, cls: Any = None) -> Any:
        return self  # a ufunc stored on a class stays a plain callable


def _declared(uf: ufunc, refused: tuple[str, ...], table: dict) -> dict:
    """Declare the dtypes ``uf`` refuses (on the ufunc, where the frontend's support
    report looks) and return its loop table with those dtypes refused."""
    if not refused:
        return table
    ivylite.with_unsupported_dtypes({VERSIONS: refused}, "numpy")(uf)
    # The declaration is the one list: its dtypes have no loop.
    return {d: (None if d in NUMPY.refused(uf) else t) for d, t in table.items()}


def _no_loop(name: str) -> UFuncTypeError:
    return UFuncTypeError(
        f"No loop matching the specified signature and casting was found for ufunc {name}"
    )


def unary(
    name: str,
    compute: Callable[[Array], Array],
    table: dict[Dtype, Dtype | None],
    example: str,
    refused: tuple[str, ...] = (),
    *,
    edges: Callable | None = None,
) -> ufunc:
    """A one-input ufunc: ``compute`` runs in the loop ``table`` picks for the
    input's dtype; ``edges(result, inputs, name)`` reports floating-point errors."""

    def body(
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
                raise _no_loop(name)
            loop = a.dtype
        if loop is None:
            raise NUMPY.refusal(uf, a.dtype)
        if loop is not a.dtype:
            a = ivylite.astype(a, loop)
        if edges is None:
            return finish(compute(a), out, where, name, casting)
        with quiet(a):
            r = compute(a)
        edges(r, (a,), name)
        return finish(r, out, where, name, casting)

    body.__name__ = body.__qualname__ = name
    body.__doc__ = (
        f"NumPy's ``{name}`` ufunc (loops and result dtypes as NumPy's).\n\n"
        f"    Examples\n    --------\n    >>> import ivylite.frontends.numpy as np\n{example}"
    )
    body.__module__ = _defining_module()
    uf = ufunc(name, body, nin=1, module=body.__module__)
    table = _declared(uf, refused, table)
    return uf


def binary(
    name: str,
    compute: Callable[[Array, Array], Array],
    table: dict[Dtype, Dtype | None],
    example: str,
    refused: tuple[str, ...] = (),
    operands: Callable = promote_types_of_numpy_inputs,
    *,
    identity: Any = None,
    reorderable: bool = False,
    edges: Callable | None = None,
) -> ufunc:
    """A two-input ufunc: ``operands`` promotes the inputs (NEP 50), ``compute``
    runs in the loop ``table`` picks; ``edges(result, inputs, name)`` reports
    floating-point errors."""

    def body(
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
                raise _no_loop(name)
        if loop is None:
            raise NUMPY.refusal(uf, a.dtype)
        if loop is not a.dtype:
            a, b = ivylite.astype(a, loop), ivylite.astype(b, loop)
        if edges is None:
            return finish(compute(a, b), out, where, name, casting)
        with quiet(a):
            r = compute(a, b)
        edges(r, (a, b), name)
        return finish(r, out, where, name, casting)

    body.__name__ = body.__qualname__ = name
    body.__doc__ = (
        f"NumPy's ``{name}`` ufunc (NEP 50 promotion, NumPy's loops and result dtypes).\n\n"
        f"    Examples\n    --------\n    >>> import ivylite.frontends.numpy as np\n{example}"
    )
    body.__module__ = _defining_module()
    uf = ufunc(
        name, body, nin=2, identity=identity, reorderable=reorderable, module=body.__module__
    )
    table = _declared(uf, refused, table)

    def loop_of(d: Dtype) -> Dtype | None:
        """The dtype both inputs of dtype ``d`` are computed in (None: refused)."""
        sample = ivylite.zeros((), dtype=d)
        return table[operands(sample, sample)[0].dtype]

    uf.loop_of = loop_of
    return uf


def or_for_bool(ivy_fn: Callable, bool_fn: Callable) -> Callable[[Array, Array], Array]:
    return lambda a, b: bool_fn(a, b) if a.dtype is _BOOL else ivy_fn(a, b)


# Complex numbers order lexicographically in NumPy (real part, then imaginary).
def lex_greater(a: Array, b: Array) -> Array:
    ar, br = ivylite.real(a), ivylite.real(b)
    return (ar > br) | ((ar == br) & (ivylite.imag(a) > ivylite.imag(b)))


def lex_less(a: Array, b: Array) -> Array:
    return lex_greater(b, a)
