"""Dtype facts every frontend reads, derived once from :mod:`ivylite.dtypes`.

A frontend never writes a dtype's width, range or real part again: it reads
them here (``INT_RANGE[d]``, ``REAL_OF[d]``, ``itemsize(d)``), so one table
answers for all four.

Examples
--------
>>> import ivylite
>>> from ivylite.frontends._common.dtypes import INT_RANGE, REAL_OF, itemsize
>>> INT_RANGE[ivylite.int8], REAL_OF[ivylite.complex64], itemsize(ivylite.bool)
((-128, 127), float32, 1)
"""

from __future__ import annotations

from typing import Any

from ...dtypes import FINITE_RANGES, Dtype, all_dtypes

__all__ = [
    "INT_RANGE",
    "REAL_OF",
    "INTEGER_KINDS",
    "INEXACT_KINDS",
    "itemsize",
    "is_integer",
    "astype_keeping_real",
]

#: The kinds of integer dtypes, and of floating ones (real or complex).
INTEGER_KINDS = frozenset(("int", "uint"))
INEXACT_KINDS = frozenset(("float", "complex"))

#: integer dtype -> (lowest, highest) value, exact Python ints.
INT_RANGE: dict[Dtype, tuple[int, int]] = {
    d: (int(FINITE_RANGES[d][0]), int(FINITE_RANGES[d][1]))
    for d in all_dtypes
    if d.kind in INTEGER_KINDS
}

#: dtype -> the dtype of its real part (a real dtype is its own).
REAL_OF: dict[Dtype, Dtype] = {
    d: (Dtype(f"float{d.bits // 2}") if d.kind == "complex" else d) for d in all_dtypes
}


def itemsize(d: Dtype) -> int:
    """Bytes per element of dtype ``d`` (a bool takes one).

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.frontends._common.dtypes import itemsize
    >>> itemsize(ivylite.complex128), itemsize(ivylite.bfloat16)
    (16, 2)
    """
    return d.bits // 8


def is_integer(d: Dtype) -> bool:
    """Whether ``d`` is a signed or unsigned integer dtype (bool is not).

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.frontends._common.dtypes import is_integer
    >>> is_integer(ivylite.uint8), is_integer(ivylite.bool)
    (True, False)
    """
    return d.kind in INTEGER_KINDS


def astype_keeping_real(x: Any, dtype: Any, **kwargs: Any) -> Any:
    """``ivylite.astype``, except that complex to real keeps the real part.

    torch, TensorFlow, NumPy and JAX all cast complex to real by dropping the
    imaginary part; the Array API standard (and so ``ivylite.astype``) refuses
    it. Frontends reproduce their framework, so they cast through ``real``.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.frontends._common import astype_keeping_real
    >>> astype_keeping_real(ivylite.asarray([1 + 2j]), "float32")
    ivylite.array([1.], dtype=float32, backend=numpy)
    """
    import ivylite

    if getattr(x, "dtype", None) in ("complex64", "complex128") and Dtype(dtype).kind != "complex":
        if Dtype(dtype).kind != "bool":
            x = ivylite.real(x)
    return ivylite.astype(x, dtype, **kwargs)
