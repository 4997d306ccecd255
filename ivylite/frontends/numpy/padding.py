"""NumPy's ``pad``, in its modes ``constant``, ``edge``, ``reflect``, ``symmetric`` and ``wrap``."""

from __future__ import annotations

import builtins
from typing import Any

import ivylite
from ivylite.array import Array

from ._helpers import NUMPY, D
from .promotion import as_array, scalar_array

_I64 = D("int64")

__all__ = [
    "pad",
]  # fmt: skip


def _pad_widths(pad_width: Any, ndim: int) -> list[tuple[int, int]]:
    import numpy

    w = numpy.asarray(pad_width.ivy_array if hasattr(pad_width, "ivy_array") else pad_width)
    if w.dtype.kind not in "iu":
        raise TypeError("`pad_width` must be of integral type.")
    w = numpy.broadcast_to(w, (ndim, 2)).tolist()
    if builtins.any(x < 0 for pair in w for x in pair):
        raise ValueError("index can't contain negative values")
    return [(builtins.int(a), builtins.int(b)) for a, b in w]


def _source(p: int, n: int, mode: str) -> int:
    """The index along an axis of length ``n`` that padded position ``p`` copies."""
    if mode == "edge":
        return builtins.min(builtins.max(p, 0), n - 1)
    if mode == "wrap":
        return p % n
    if mode == "reflect":
        if n == 1:
            return 0
        q = p % (2 * n - 2)
        return q if q < n else 2 * n - 2 - q
    q = p % (2 * n)  # symmetric
    return q if q < n else 2 * n - 1 - q


_PAD_MODES = ("constant", "edge", "reflect", "symmetric", "wrap")


@NUMPY.function
def pad(array: Any, pad_width: Any, mode: str = "constant", **kwargs: Any) -> Any:
    """``array`` padded along each axis (modes ``constant``, ``edge``, ``reflect``,
    ``symmetric``, ``wrap``).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.pad(np.array([1, 2, 3]), (2, 1), mode="constant", constant_values=9)
    array([9, 9, 1, 2, 3, 9])
    >>> np.pad(np.array([1, 2, 3]), 2, mode="reflect")
    array([3, 2, 1, 2, 3, 2, 1])
    """
    if mode not in _PAD_MODES:
        raise NotImplementedError(
            f"numpy.pad(mode={mode!r}) is not supported by ivylite's numpy frontend; it "
            f"supports the modes {', '.join(_PAD_MODES)}"
        )
    x = as_array(array)
    widths = _pad_widths(pad_width, x.ndim)
    if mode == "constant":
        values = kwargs.get("constant_values", 0)
        return _pad_constant(x, widths, values)
    for axis, (before, after) in enumerate(widths):
        n = x.shape[axis]
        if n == 0 and before + after:
            raise ValueError(f"can't extend empty axis {axis} using modes other than 'constant'")
        idx = [_source(p, n, mode) for p in range(-before, n + after)]
        x = x[(slice(None),) * axis + (ivylite.asarray(idx, dtype=_I64),)]
    return x


def _pad_constant(x: Array, widths: list[tuple[int, int]], values: Any) -> Array:
    import numpy

    v = numpy.broadcast_to(
        numpy.asarray(values.ivy_array if hasattr(values, "ivy_array") else values, dtype=object),
        (x.ndim, 2),
    )
    for axis, (before, after) in enumerate(widths):
        parts = []
        for width, value in ((before, v[axis][0]), (after, v[axis][1])):
            shape = list(x.shape)
            shape[axis] = width
            fill = (
                ivylite.astype(ivylite.asarray(value), x.dtype)
                if not isinstance(
                    value, (builtins.int, builtins.float, builtins.bool, builtins.complex)
                )
                else _fill_value(value, x.dtype)
            )
            parts.append(ivylite.broadcast_to(fill, tuple(shape)))
        x = ivylite.concat([parts[0], x, parts[1]], axis=axis)
    return x


def _fill_value(value: Any, d: Any) -> Array:
    if d.kind in ("int", "uint") and type(value) is builtins.float:
        return ivylite.astype(scalar_array(value, D("float64")), d)
    return (
        scalar_array(value, d)
        if d.kind not in ("int", "uint", "bool")
        else ivylite.astype(ivylite.asarray(value), d)
    )
