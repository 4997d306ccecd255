"""torch's type promotion, over ivylite's dtype names.

Two layers, as in torch itself (``c10::promoteTypes`` and
``at::native::result_type``):

1. ``promote_types_torch``: the table for two tensor dtypes. Outside the
   uint16/uint32/uint64 corner it is the lattice ``EDGES``.
2. ``result_type_torch``: operands fall in three groups, promoted apart -
   tensors with dimensions, 0-dim tensors, Python scalars ("wrapped numbers":
   int -> int64, float -> the default float, complex -> the default complex) -
   and the groups are combined by *category* (bool < integer < float <
   complex): a lower group only matters when its category is higher.

Where torch is not a lattice (each case is tested against torch):

- uint16, uint32 and uint64 promote only with themselves and with the real
  floats (u16 + f32 -> f32), so they are isolated nodes in ``EDGES`` and the
  float pairs are added in code (``_UINT_FLOAT``). The table is then not
  associative: u16 + f32 -> f32 and f32 + c64 -> c64, yet u16 + c64 raises.
- a float16 tensor with a complex scalar or 0-dim complex tensor is
  complex32 in torch, a dtype ivylite does not have: it raises here.

The weak nodes ``i*``, ``f*``, ``c*`` in ``EDGES`` give a dimensioned tensor
with a Python scalar (``i*`` with a bool tensor is the default int, int64),
apart from the two corners above. ``ivylite.PromotionPolicy("torch")`` uses
this graph (its weak defaults are ivylite's, not torch's int64).

Examples
--------
>>> from ivylite.frontends.torch.promotion import promote_types_torch
>>> promote_types_torch("uint8", "int8"), promote_types_torch("int64", "float16")
(int16, float16)
"""

from __future__ import annotations

from typing import Any

import ivylite
from ivylite.array import Array
from ivylite.dtypes import Dtype, all_dtypes, as_dtype
from ivylite.promotion import PromotionError, lattice

from .._common import astype_keeping_real
from . import _dtypes

__all__ = [
    "EDGES",
    "TorchPromotionError",
    "Complex32Error",
    "promote_types_torch",
    "result_type_torch",
    "promote_types_of_torch_inputs",
    "scalar_to_array",
]

EDGES: dict[str, tuple[str, ...]] = {
    "bool": ("i*",),
    "i*": ("uint8", "int8"),
    "uint8": ("int16",),
    "int8": ("int16",),
    "int16": ("int32",),
    "int32": ("int64",),
    "int64": ("f*",),
    "f*": ("bfloat16", "float16", "c*"),
    "bfloat16": ("float32",),
    "float16": ("float32",),
    "float32": ("float64", "complex64"),
    "float64": ("complex128",),
    "c*": ("complex64",),
    "complex64": ("complex128",),
}  # uint16, uint32, uint64: no edges (see above)


class TorchPromotionError(PromotionError, RuntimeError):
    """Two dtypes torch refuses to promote (torch raises ``RuntimeError``).

    Examples
    --------
    >>> from ivylite.frontends.torch.promotion import promote_types_torch
    >>> promote_types_torch("uint16", "int8")
    Traceback (most recent call last):
    ...
    ivylite.frontends.torch.promotion.TorchPromotionError: torch: promotion for uint16, uint32, uint64 types is not supported, attempted to promote uint16 and int8
    """


# ivylite registers EDGES as the "torch" policy the first time it is asked for
# (which may be now: this module is then the one being imported).
_LATTICE = lattice("torch")


class Complex32Error(TorchPromotionError):
    """torch's result would be complex32 (ComplexHalf), which ivylite lacks.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> from ivylite.frontends.torch.promotion import Complex32Error
    >>> try:
    ...     torch.ones(2, dtype=torch.float16) * 1j
    ... except Complex32Error:
    ...     print("complex32")
    complex32
    """


_BIG_UINTS = frozenset(Dtype(n) for n in ("uint16", "uint32", "uint64"))
_REAL_FLOATS = tuple(Dtype(n) for n in ("bfloat16", "float16", "float32", "float64"))
_UINT_FLOAT = {(u, f): f for u in _BIG_UINTS for f in _REAL_FLOATS}
_UINT_FLOAT.update({(f, u): f for (u, f) in list(_UINT_FLOAT)})

# dtype -> dtype -> result (None: torch raises); built once, read with two lookups.
_TABLE: dict[Dtype, dict[Dtype, Dtype | None]] = {
    a: {b: _UINT_FLOAT.get((a, b), _LATTICE.join[a][b]) for b in all_dtypes} for a in all_dtypes
}

_CATEGORY = {
    d: {"bool": 0, "int": 1, "uint": 1, "float": 2, "complex": 3}[d.kind] for d in all_dtypes
}
_BOOL, _INT64 = Dtype("bool"), Dtype("int64")
_SCALAR_CATEGORY = {bool: 0, int: 1, float: 2, complex: 3}
_F16, _BF16, _F32, _F64 = (Dtype(n) for n in ("float16", "bfloat16", "float32", "float64"))
_C64, _C128 = Dtype("complex64"), Dtype("complex128")
_TO_COMPLEX = {_BF16: _C64, _F32: _C64, _F64: _C128}


def _refuse(a: Dtype, b: Dtype) -> TorchPromotionError:
    return TorchPromotionError(
        "torch: promotion for uint16, uint32, uint64 types is not supported, attempted to "
        f"promote {a} and {b}"
    )


def _as_ivy(t: Any) -> Dtype:
    d = _dtypes.IVY.get(t)
    return d if d is not None else as_dtype(t)


def promote_types_torch(type1: Any, type2: Any) -> Dtype:
    """The dtype torch gives two tensors of dtypes ``type1`` and ``type2``.

    ``torch.promote_types``: accepts torch frontend dtypes, ivylite dtypes and
    names; returns an ivylite :class:`~ivylite.Dtype`.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> from ivylite.frontends.torch.promotion import promote_types_torch
    >>> promote_types_torch(torch.int32, torch.float16), promote_types_torch("bfloat16", "float16")
    (float16, float32)
    >>> promote_types_torch("uint32", "float64")
    float64
    """
    a, b = _as_ivy(type1), _as_ivy(type2)
    r = _TABLE[a][b]
    if r is None:
        raise _refuse(a, b)
    return r


def _combine(higher: Dtype | None, lower: Dtype | None) -> Dtype | None:
    """torch's ``combine_categories``: a lower-priority group counts only if its
    category is higher."""
    if lower is None:
        return higher
    if higher is None:
        return lower
    ch, cl = _CATEGORY[higher], _CATEGORY[lower]
    if ch == 3:
        return higher
    if cl == 3:
        if ch == 2:
            # torch keeps the float's width: f16 would be complex32
            c = _TO_COMPLEX.get(higher)
            if c is None:
                raise Complex32Error(
                    f"torch: {higher} with a complex scalar is complex32 (ComplexHalf) in torch, "
                    "which ivylite does not have; cast the float16 tensor to float32 first"
                )
            return c
        return lower
    if ch == 2:
        return higher
    if ch == 0 or cl == 2:
        r = _TABLE[higher][lower]
        if r is None:
            raise _refuse(higher, lower)
        return r
    return higher


def _scalar_dtype(x: Any) -> Dtype | None:
    t = type(x)
    if t is float:
        return _dtypes.DEFAULT[0]
    if t is int:
        return _INT64
    if t is bool:
        return _BOOL
    if t is complex:
        return _dtypes.DEFAULT[1]
    return None


def result_type_torch(*operands: Any) -> Dtype:
    """``torch.result_type`` over ivylite arrays, frontend tensors and Python scalars.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> from ivylite.frontends.torch.promotion import result_type_torch
    >>> i8 = torch.tensor([1, 2], dtype=torch.int8)
    >>> result_type_torch(i8, 1000), result_type_torch(i8, 2.5), result_type_torch(i8, torch.tensor(1.0, dtype=torch.float64))
    (int8, float32, float64)
    """
    dim = zero = wrapped = None
    for x in operands:
        x = getattr(x, "ivy_array", x)
        if isinstance(x, Array):
            d = x.dtype
            if x.ndim:
                dim = d if dim is None else _join(dim, d)
            else:
                zero = d if zero is None else _join(zero, d)
        else:
            d = _scalar_dtype(x)
            if d is None:
                raise TypeError(
                    f"torch: expected a tensor or a Python number, got {type(x).__name__}"
                )
            wrapped = d if wrapped is None else _join(wrapped, d)
    return _combine(_combine(dim, zero), wrapped)


def _join(a: Dtype, b: Dtype) -> Dtype:
    r = _TABLE[a][b]
    if r is None:
        raise _refuse(a, b)
    return r


_INT_BITS = {Dtype(n): int(n[n.index("t") + 1 :]) for n in ("int8", "int16", "int32", "int64")}
_UINT_BITS = {Dtype(n): int(n[4:]) for n in ("uint8", "uint16", "uint32", "uint64")}


def scalar_to_array(value: Any, dtype: Dtype) -> Array:
    """A Python scalar as a 0-d ivylite array of ``dtype``, converted as torch does.

    torch reads a Python int as a 64-bit value and casts it, so an int that
    does not fit an integer dtype wraps; one outside ``[-2**63, 2**64)``
    raises ``OverflowError``, as in torch.

    Examples
    --------
    >>> from ivylite.frontends.torch.promotion import scalar_to_array
    >>> scalar_to_array(1000, "int8").tolist(), scalar_to_array(-1, "uint8").tolist()
    (-24, 255)
    """
    dtype = Dtype(dtype)
    if type(value) is int:
        if not -(2**63) <= value < 2**64:
            raise OverflowError(f"torch: Python int {value} is too big to convert")
        bits = _INT_BITS.get(dtype)
        if bits is not None:
            value = ((value + (1 << (bits - 1))) % (1 << bits)) - (1 << (bits - 1))
        else:
            bits = _UINT_BITS.get(dtype)
            if bits is not None:
                value %= 1 << bits
            elif dtype is _BOOL:
                value = bool(value)
            else:
                value = float(value)
    return ivylite.asarray(value, dtype=dtype)


def promote_types_of_torch_inputs(x1: Any, x2: Any) -> tuple[Array, Array]:
    """``x1`` and ``x2`` as ivylite arrays of the dtype torch computes them in.

    Tensors keep their values; Python scalars become 0-d arrays (see
    :func:`scalar_to_array`).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> from ivylite.frontends.torch.promotion import promote_types_of_torch_inputs
    >>> a, b = promote_types_of_torch_inputs(torch.tensor([1, 2], dtype=torch.uint8), 2.5)
    >>> a.dtype, b.dtype, b.tolist()
    (float32, float32, 2.5)
    """
    x1 = getattr(x1, "ivy_array", x1)
    x2 = getattr(x2, "ivy_array", x2)
    a1 = isinstance(x1, Array)
    a2 = isinstance(x2, Array)
    if a1 and a2 and x1.dtype is x2.dtype:
        return x1, x2
    if a1 != a2:
        # a tensor and a Python number of no higher category: the tensor's dtype
        d = x1.dtype if a1 else x2.dtype
        s = _SCALAR_CATEGORY.get(type(x2 if a1 else x1))
        if s is not None and s <= _CATEGORY[d]:
            return (x1, scalar_to_array(x2, d)) if a1 else (scalar_to_array(x1, d), x2)
    r = result_type_torch(x1, x2)
    return _to(x1, r, a1), _to(x2, r, a2)


def _to(x: Any, dtype: Dtype, is_array: bool) -> Array:
    if is_array:
        return x if x.dtype is dtype else astype_keeping_real(x, dtype)
    return scalar_to_array(x, dtype)
