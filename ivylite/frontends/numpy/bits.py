"""NumPy's binary operations: bit packing (``packbits`` and ``unpackbits``: uint8
bytes, big- or little-endian bit order), ``bitwise_count``, and the output
formatting ``binary_repr`` and ``base_repr`` (the bitwise ufuncs are in
:mod:`.logic`, the shifts in :mod:`.arithmetic`)."""

from __future__ import annotations

import builtins
from typing import Any

import ivylite
from ivylite.array import Array

from ._helpers import NUMPY, D, normalize_axis
from ._ufunc import loops, same, unary
from .promotion import as_array

__all__ = [
    "packbits", "unpackbits", "bitwise_count", "binary_repr", "base_repr",
]  # fmt: skip

_U8, _I64 = D("uint8"), D("int64")


def _weights(bitorder: str) -> list[int]:
    if bitorder not in ("big", "little"):
        raise ValueError("'order' must be either 'little' or 'big'")
    w = [1 << i for i in range(8)]
    return w[::-1] if bitorder == "big" else w


@NUMPY.function
def packbits(a: Any, /, axis: Any = None, bitorder: str = "big") -> Any:
    """The elements of ``a`` (as bits: nonzero or not) packed eight to a uint8,
    along ``axis`` (of the flattened array by default), zero-padded at the end.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.packbits(np.array([1, 0, 1, 1, 0, 0, 0, 1, 1], dtype=np.uint8))
    array([177, 128], dtype=uint8)
    """
    x = a if isinstance(a, Array) else as_array(a)
    if x.dtype.kind not in ("bool", "int", "uint"):
        raise TypeError("Expected an input array of integer or boolean data type")
    if axis is None:
        x, axis = ivylite.reshape(x, (-1,)), 0
    axis = normalize_axis(axis, x.ndim)
    bits = ivylite.astype(ivylite.moveaxis(x != 0, axis, -1), _I64)
    n = bits.shape[-1]
    extra = -n % 8
    if extra:
        bits = ivylite.concat([bits, ivylite.zeros((*bits.shape[:-1], extra), dtype=_I64)], axis=-1)
    groups = ivylite.reshape(bits, (*bits.shape[:-1], -1, 8))
    w = ivylite.asarray(_weights(bitorder), dtype=_I64)
    packed = ivylite.astype(ivylite.sum(groups * w, axis=-1), _U8)
    return ivylite.moveaxis(packed, -1, axis)


@NUMPY.function
def unpackbits(a: Any, /, axis: Any = None, count: Any = None, bitorder: str = "big") -> Any:
    """The bits of a uint8 array as uint8 zeros and ones, along ``axis`` (of the
    flattened array by default); ``count`` keeps that many (negative: drops).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.unpackbits(np.array([[2], [7]], dtype=np.uint8), axis=1)
    array([[0, 0, 0, 0, 0, 0, 1, 0],
           [0, 0, 0, 0, 0, 1, 1, 1]], dtype=uint8)
    """
    x = a if isinstance(a, Array) else as_array(a)
    if x.dtype is not _U8:
        raise TypeError("Expected an input array of unsigned byte data type")
    if axis is None:
        x, axis = ivylite.reshape(x, (-1,)), 0
    axis = normalize_axis(axis, x.ndim)
    moved = ivylite.astype(ivylite.moveaxis(x, axis, -1), _I64)
    w = ivylite.asarray(_weights(bitorder), dtype=_I64)
    bits = (ivylite.expand_dims(moved, axis=-1) // w) % 2
    bits = ivylite.reshape(bits, (*moved.shape[:-1], -1))
    if count is not None:
        n = bits.shape[-1]
        keep = builtins.max(0, count if count >= 0 else n + count)
        if keep > n:
            pad = ivylite.zeros((*bits.shape[:-1], keep - n), dtype=_I64)
            bits = ivylite.concat([bits, pad], axis=-1)
        bits = bits[..., :keep]
    return ivylite.moveaxis(ivylite.astype(bits, _U8), -1, axis)


def _popcount(a: Array) -> Array:
    # NumPy counts the bits of the absolute value; int64 holds every other dtype's
    # values (uint64 keeps its own dtype), and the dtype's width bounds the loop.
    bits = a.dtype.bits
    w = a if a.dtype == "uint64" else ivylite.astype(a, _I64)
    if a.dtype.kind == "int":
        w = ivylite.abs(w)
    total = ivylite.zeros(a.shape, dtype=_I64)
    for _ in range(bits):
        total = total + ivylite.astype(w & 1, _I64)
        w = w >> 1
    return ivylite.astype(total, _U8)


bitwise_count = unary(
    "bitwise_count",
    lambda a: _popcount(ivylite.astype(a, D("uint8")) if a.dtype.kind == "bool" else a),
    loops(same),
    "    >>> np.bitwise_count(np.array([0, 7, -8, 255]))\n    array([0, 3, 1, 8], dtype=uint8)\n",
    refused=("float", "complex"),
)


def binary_repr(num: int, width: Any = None) -> str:
    """``num`` in binary (two's complement of ``width`` bits for negatives).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.binary_repr(5), np.binary_repr(-3, width=4)
    ('101', '1101')
    """
    import numpy

    return numpy.binary_repr(builtins.int(num), width)


def base_repr(number: int, base: int = 2, padding: int = 0) -> str:
    """``number`` written in ``base``.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.base_repr(255, 16)
    'FF'
    """
    import numpy

    return numpy.base_repr(builtins.int(number), base, padding)
