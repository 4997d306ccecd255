"""jax.numpy's dtypes and dtype functions: ``jnp.float32`` and friends,
``promote_types``, ``result_type``, ``astype``, ``issubdtype``, ``iinfo``, ``finfo``.
"""

from __future__ import annotations

from typing import Any

import ivylite

from ..array import Array
from ..dtypes import canonical, dtype
from ..func_wrapper import dtype_arg, operand, wrap
from ..promotion import jax_dtype, promote_types_jax, result_dtype_and_weak

__all__ = [
    "dtype", "bool_", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
    "bfloat16", "float16", "float32", "float64", "complex64", "complex128", "int_", "uint",
    "float_", "complex_", "double", "single", "cdouble", "csingle",
    "generic", "number", "integer", "signedinteger", "unsignedinteger", "inexact", "floating",
    "complexfloating",
    "promote_types", "result_type", "astype", "issubdtype", "iinfo", "finfo",
]  # fmt: skip

bool_ = dtype("bool")
int8 = dtype("int8")
int16 = dtype("int16")
int32 = dtype("int32")
int64 = dtype("int64")
uint8 = dtype("uint8")
uint16 = dtype("uint16")
uint32 = dtype("uint32")
uint64 = dtype("uint64")
bfloat16 = dtype("bfloat16")
float16 = dtype("float16")
float32 = dtype("float32")
float64 = dtype("float64")
complex64 = dtype("complex64")
complex128 = dtype("complex128")
# NumPy's aliases, with JAX's x64 meaning.
int_ = int64
uint = uint64
float_ = double = float64
single = float32
complex_ = cdouble = complex128
csingle = complex64


class _Abstract:
    """An abstract dtype class (``jnp.floating``...) for :func:`issubdtype`.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.floating
    <class 'jax.numpy.floating'>
    """

    __slots__ = ("name", "kinds")

    def __init__(self, name: str, kinds: tuple[str, ...]) -> None:
        self.name = name
        self.kinds = kinds

    def __repr__(self) -> str:
        return f"<class 'jax.numpy.{self.name}'>"


generic = _Abstract("generic", ("bool", "int", "uint", "float", "complex"))
number = _Abstract("number", ("int", "uint", "float", "complex"))
integer = _Abstract("integer", ("int", "uint"))
signedinteger = _Abstract("signedinteger", ("int",))
unsignedinteger = _Abstract("unsignedinteger", ("uint",))
inexact = _Abstract("inexact", ("float", "complex"))
floating = _Abstract("floating", ("float",))
complexfloating = _Abstract("complexfloating", ("complex",))


def _dtype_like(x: Any) -> bool:
    return isinstance(x, (str, type)) or (hasattr(x, "itemsize") and not hasattr(x, "shape"))


def issubdtype(arg1: Any, arg2: Any) -> bool:
    """Whether dtype ``arg1`` is ``arg2`` or belongs to the abstract class ``arg2``.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.issubdtype(jnp.float32, jnp.floating), jnp.issubdtype(jnp.bfloat16, jnp.inexact)
    (True, True)
    >>> jnp.issubdtype(jnp.asarray([1]).dtype, jnp.floating)
    False
    """
    d = jax_dtype(arg1)
    if isinstance(arg2, _Abstract):
        return d.kind in arg2.kinds
    return d == jax_dtype(arg2)


def promote_types(a: Any, b: Any) -> dtype:
    """The dtype two dtypes promote to (JAX's lattice, x64).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.promote_types(jnp.int8, jnp.uint8), jnp.promote_types("bfloat16", "float16")
    (dtype('int16'), dtype('float32'))
    """
    return canonical(promote_types_jax(a, b))


def result_type(*args: Any) -> dtype:
    """The dtype of combining arrays, dtypes and Python scalars (weak types included).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.result_type(jnp.asarray([1], dtype=jnp.int8), 1), jnp.result_type(2.0)
    (dtype('int8'), dtype('float64'))
    """
    operands = [_AsOperand(jax_dtype(a)) if _dtype_like(a) else a for a in args]
    return canonical(result_dtype_and_weak(*operands)[0])


class _AsOperand:
    # A dtype standing in for a (strongly typed) array of that dtype.
    __slots__ = ("dtype",)

    def __init__(self, d: Any) -> None:
        self.dtype = d


def astype(x: Any, dtype: Any, /, *, copy: bool = False, device: Any = None) -> Array:  # noqa: A002
    """``x`` converted to ``dtype`` (no longer weakly typed).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.astype(jnp.asarray([1.7, -1.7]), jnp.int32)
    Array([ 1, -1], dtype=int32)
    """
    a = operand(x, "astype")[0]
    d = dtype_arg(dtype)
    return wrap(a if a.dtype is d else ivylite.astype(a, d))


def iinfo(int_type: Any) -> Any:
    """Machine limits of an integer dtype.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.iinfo(jnp.int8).max
    127
    """
    return ivylite.iinfo(jax_dtype(getattr(int_type, "dtype", int_type)))


def finfo(dtype: Any) -> Any:  # noqa: A002
    """Machine limits of a floating dtype.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> float(jnp.finfo(jnp.float16).eps)
    0.0009765625
    """
    return ivylite.finfo(jax_dtype(getattr(dtype, "dtype", dtype)))
