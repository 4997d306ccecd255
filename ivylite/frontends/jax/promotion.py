"""JAX's type promotion (64-bit mode), for the jax frontend.

JAX promotes on a lattice with weak types: a Python ``int``, ``float`` or
``complex``, and an array made from one (``jnp.asarray(2.0)``), is *weak*
(``i*``, ``f*``, ``c*``) and defers to the other operand's dtype. Its graph is
exactly ivylite's non-precise lattice (that lattice was written to be JAX's;
the tests check all 225 dtype pairs and every weak pair against the installed
jax), so ``EDGES`` is that graph, imported rather than copied.

Where JAX is not the plain lattice, and how this module reproduces it:

- A join that lands on a weak node gives the default dtype of its kind
  (int64, float64, complex128 with x64) and a *weakly typed* result, even
  when no input was weak (``uint64`` with ``int8`` gives a weak float64).
- If every input is weak, the result is weak whatever the join (a weak bool
  from comparing two weak arrays stays weak).
- A Python int is parsed as int64 before it meets the other operand: outside
  int64's range it raises ``OverflowError``; inside, it wraps to the result
  dtype (``int8 array + 1000`` is ``int8``, value ``1000 - 1024``).
- Functions that need an inexact dtype map integers by width, not by the
  lattice: bool and 8 to 32-bit integers give float32, 64-bit ones float64
  (``jnp.sqrt(int32)`` is float32), a weak int gives a weak float64.
"""

from __future__ import annotations

from typing import Any

import ivylite
from ivylite.dtypes import Dtype, as_dtype
from ivylite.promotion import NON_PRECISE_EDGES, lattice

from .._common import FrontendArray

__all__ = [
    "EDGES",
    "promote_types_jax",
    "promote_types_of_jax_inputs",
    "result_dtype_and_weak",
    "jax_dtype",
    "to_inexact",
    "to_numeric",
    "to_ivy",
]

EDGES = NON_PRECISE_EDGES

_B = Dtype("bool")
_I64 = Dtype("int64")
_F32 = Dtype("float32")
_F64 = Dtype("float64")
_C128 = Dtype("complex128")

# The weak node an array (or Python scalar) stands for, by its dtype's kind.
_WEAK_NODE = {"bool": _B, "int": "i*", "uint": "i*", "float": "f*", "complex": "c*"}
_WEAK_DEFAULT = {"i*": _I64, "f*": _F64, "c*": _C128}
# Python scalars: their node and whether they are weak (a Python bool is not).
_SCALAR = {bool: (_B, False), int: ("i*", True), float: ("f*", True), complex: ("c*", True)}

_INEXACT = {
    Dtype(d): (_F64 if d.endswith("64") else _F32)
    for d in ("bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64")
}
_INT64_MIN, _INT64_MAX = -(2**63), 2**63 - 1

_JOIN: dict = {}  # filled on first use: the lattice is registered lazily by ivylite


def _join_table() -> dict:
    global _JOIN
    if not _JOIN:
        _JOIN = lattice("jax").join
    return _JOIN


def jax_dtype(obj: Any) -> Dtype:
    """The ivylite dtype a JAX dtype-like denotes (Python types as JAX with x64 reads them).

    Examples
    --------
    >>> from ivylite.frontends.jax.promotion import jax_dtype
    >>> jax_dtype(int), jax_dtype(float), jax_dtype("bfloat16")
    (int64, float64, bfloat16)
    """
    if obj is int:
        return _I64
    if obj is float:
        return _F64
    if obj is complex:
        return _C128
    return as_dtype(obj)


def _node(x: Any) -> tuple[str, bool]:
    """(lattice node, weak?) of one operand."""
    s = _SCALAR.get(type(x))
    if s is not None:
        return s
    if isinstance(x, FrontendArray):
        d = x.ivy_array.dtype
        if x.weak_type:
            return _WEAK_NODE[d.kind], True
        return d, False
    d = getattr(x, "dtype", None)
    if d is None or isinstance(x, type) or isinstance(x, str):
        raise TypeError(
            f"jax frontend: expected an array or a Python scalar, got {type(x).__name__} "
            "(JAX refuses lists and tuples here too; wrap them with jnp.asarray)"
        )
    return as_dtype(d), False


def _resolve(node: str, all_weak: bool) -> tuple[Dtype, bool]:
    default = _WEAK_DEFAULT.get(node)
    if default is not None:
        return default, True
    return node, all_weak


def result_dtype_and_weak(*args: Any) -> tuple[Dtype, bool]:
    """JAX's result dtype and weak-type flag for arrays and Python scalars.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.frontends.jax.promotion import result_dtype_and_weak
    >>> result_dtype_and_weak(ivylite.ones(2, dtype="int8"), 2.5)
    (float64, True)
    >>> result_dtype_and_weak(ivylite.ones(2, dtype="uint64"), ivylite.ones(2, dtype="int8"))
    (float64, True)
    """
    join = _JOIN or _join_table()
    node, all_weak = _node(args[0])
    for x in args[1:]:
        n, w = _node(x)
        node = join[node][n]
        all_weak = all_weak and w
    return _resolve(node, all_weak)


def promote_types_jax(type1: Any, type2: Any) -> Dtype:
    """``jnp.promote_types`` with x64: the join of two (strong) dtypes.

    Examples
    --------
    >>> from ivylite.frontends.jax.promotion import promote_types_jax
    >>> promote_types_jax("int64", "float16"), promote_types_jax("uint64", "int64")
    (float16, float64)
    >>> promote_types_jax("bfloat16", "float16")
    float32
    """
    join = _JOIN or _join_table()
    node = join[jax_dtype(type1)][jax_dtype(type2)]
    return _WEAK_DEFAULT.get(node, node)


def to_inexact(d: Dtype) -> Dtype:
    """The dtype JAX computes a float-only function in (``jnp.sqrt(int16)`` is float32).

    Examples
    --------
    >>> from ivylite.frontends.jax.promotion import to_inexact
    >>> to_inexact(ivylite.Dtype("int32")), to_inexact(ivylite.Dtype("uint64"))
    (float32, float64)
    """
    return _INEXACT.get(d, d)


def to_numeric(d: Dtype) -> Dtype:
    """The dtype JAX computes integer arithmetic on bools in (int32).

    Examples
    --------
    >>> from ivylite.frontends.jax.promotion import to_numeric
    >>> to_numeric(ivylite.Dtype("bool")), to_numeric(ivylite.Dtype("int8"))
    (int32, int8)
    """
    return Dtype("int32") if d is _B else d


def _wrap_int(value: int, d: Dtype) -> int:
    bits = d.bits
    if d.kind == "uint":
        return value % (1 << bits)
    half = 1 << (bits - 1)
    return (value + half) % (1 << bits) - half


def to_ivy(x: Any, d: Dtype) -> Any:
    """``x`` (frontend array, ivylite array, native array or Python scalar) as an
    ivylite array of dtype ``d``, converting Python scalars as JAX does.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.frontends.jax.promotion import to_ivy
    >>> to_ivy(1000, ivylite.Dtype("int8"))
    ivylite.array(-24, dtype=int8, backend=numpy)
    """
    t = type(x)
    if t is int:
        if x < _INT64_MIN or x > _INT64_MAX:
            raise OverflowError(
                f"Python int {x} is out of int64's range: JAX (x64) parses Python ints as int64 "
                "before promoting them, and refuses this one"
            )
        k = d.kind
        if k == "int" or k == "uint":
            x = _wrap_int(x, d)
        elif k == "float" or k == "complex":
            x = float(x)
        return ivylite.asarray(x, dtype=d)
    if t is float or t is complex or t is bool:
        return ivylite.asarray(x, dtype=d)
    if isinstance(x, FrontendArray):
        x = x.ivy_array
    elif not isinstance(x, ivylite.Array):
        x = ivylite.asarray(x)
    return x if x.dtype is d else ivylite.astype(x, d)


def promote_types_of_jax_inputs(x1: Any, x2: Any) -> tuple[Any, Any]:
    """Both operands as ivylite arrays of JAX's result dtype.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.frontends.jax.promotion import promote_types_of_jax_inputs
    >>> a, b = promote_types_of_jax_inputs(ivylite.ones(2, dtype="int8"), 1.5)
    >>> a.dtype, b.dtype
    (float64, float64)
    """
    d, _ = result_dtype_and_weak(x1, x2)
    return to_ivy(x1, d), to_ivy(x2, d)
