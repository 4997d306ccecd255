"""jax.numpy's indexing functions: where, nonzero, take, take_along_axis.

Out-of-bounds indices never raise, as in JAX: ``take`` and
``take_along_axis`` fill them (``mode=None`` or ``"fill"``: NaN for floats,
the lowest signed or highest unsigned integer, True), clamp them (``"clip"``)
or wrap them (``"wrap"``).
"""

from __future__ import annotations

import operator
from typing import Any

import ivylite
from ivylite.dtypes import Dtype

from .. import _indexing
from ..array import Array
from ..func_wrapper import fill_for, operand, operands, wrap

__all__ = ["where", "nonzero", "take", "take_along_axis"]

_I64 = Dtype("int64")


def _truth(x: Any) -> Any:
    return x if x.dtype == "bool" else ivylite.not_equal(x, ivylite.zeros((), dtype=x.dtype))


def where(condition: Any, x: Any = None, y: Any = None, /, *, size: int | None = None,
          fill_value: Any = None) -> Any:  # fmt: skip
    """``x`` where ``condition`` is true, else ``y`` (promoted JAX's way); with only
    ``condition``, :func:`nonzero`.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.where(jnp.asarray([True, False]), jnp.asarray([1, 2], dtype=jnp.int8), 0.5)
    Array([1. , 0.5], dtype=float64, weak_type=True)
    """
    if x is None and y is None:
        return nonzero(condition, size=size, fill_value=fill_value)
    if x is None or y is None:
        raise ValueError(
            "Either both or neither of the x and y arguments should be provided to jax.numpy.where"
        )
    c = _truth(operand(condition, "where")[0])
    (a, b), _, weak = operands([x, y], "where")
    return wrap(ivylite.where(c, a, b), weak)


def nonzero(a: Any, *, size: int | None = None, fill_value: Any = None) -> tuple[Array, ...]:
    """The indices of the nonzero elements, one int64 array per axis.

    ``size`` pads (with ``fill_value``, default 0) or truncates each to that length.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.nonzero(jnp.asarray([0, 3, 0, 4]))
    (Array([1, 3], dtype=int64),)
    >>> jnp.nonzero(jnp.asarray([0, 3]), size=3, fill_value=-1)
    (Array([ 1, -1, -1], dtype=int64),)
    """
    x = _truth(operand(a, "nonzero")[0])
    if x.ndim == 0:
        raise ValueError(
            "Calling nonzero on 0d arrays is not allowed. Use jnp.atleast_1d(scalar).nonzero() instead."
        )
    out = [ivylite.astype(i, _I64) for i in ivylite.nonzero(x)]
    if size is not None and out and out[0].shape[0] is None:
        out = list(ivylite.compute(*out))  # a lazy backend: the padding needs the count
    if size is not None:
        fills = (
            fill_value if isinstance(fill_value, (tuple, list)) else [fill_value or 0] * len(out)
        )
        padded = []
        for idx, f in zip(out, fills):
            n = idx.shape[0]
            if n >= size:
                padded.append(ivylite.getitem(idx, slice(0, size)))
            else:
                pad = ivylite.full((size - n,), operator.index(f), dtype=_I64)
                padded.append(ivylite.concat([idx, pad]))
        out = padded
    return tuple(Array(i) for i in out)


def _mode_indices(idx: Any, n: int, mode: str | None) -> Any:
    if mode == "wrap":
        return ivylite.remainder(idx, ivylite.asarray(n, dtype=idx.dtype))
    return idx


def take(a: Any, indices: Any, axis: int | None = None, out: None = None, mode: str | None = None,
         unique_indices: bool = False, indices_are_sorted: bool = False,
         fill_value: Any = None) -> Array:  # fmt: skip
    """Elements of ``a`` at ``indices`` along ``axis`` (flattened if None).

    Out-of-bounds indices: filled by default (NaN for floats), or clamped
    (``mode="clip"``) or wrapped (``mode="wrap"``).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> x = jnp.asarray([1.0, 2.0, 3.0])
    >>> jnp.take(x, jnp.asarray([2, -1, 5]))
    Array([ 3.,  3., nan], dtype=float64)
    >>> jnp.take(x, jnp.asarray([5]), mode="clip")
    Array([3.], dtype=float64)
    """
    x, weak = operand(a, "take")
    idx = operand(indices, "take")[0]
    if axis is None:
        x = ivylite.reshape(x, (-1,))
        axis = 0
    axis = operator.index(axis) % x.ndim
    idx = _mode_indices(idx, x.shape[axis], mode)
    key = (slice(None),) * axis + (idx,)
    if mode in ("clip", "promise_in_bounds", "wrap"):
        return wrap(_indexing.gather(x, key), weak)
    if mode not in (None, "fill"):
        raise ValueError(f"jax.numpy.take: invalid mode {mode!r}")
    return wrap(_indexing.gather_fill(x, key, fill_for(x.dtype, fill_value)), weak)


def _along_axis_key(shape: tuple[int, ...], idx: Any, axis: int) -> tuple:
    """The advanced-indexing key that picks ``idx`` along ``axis`` and keeps the other axes."""
    key = []
    for d, n in enumerate(shape):
        if d == axis:
            key.append(idx)
        else:
            view = [1] * len(shape)
            view[d] = n
            key.append(ivylite.reshape(ivylite.arange(n, dtype=_I64), tuple(view)))
    return tuple(key)


def take_along_axis(arr: Any, indices: Any, axis: int | None = -1, mode: str | None = None,
                    fill_value: Any = None) -> Array:  # fmt: skip
    """``arr`` indexed along ``axis`` by ``indices`` (same number of axes), as the
    result of ``argsort`` or ``argmax(keepdims=True)`` is used.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> x = jnp.asarray([[10.0, 30.0, 20.0]])
    >>> jnp.take_along_axis(x, jnp.argsort(x, axis=1), axis=1)
    Array([[10., 20., 30.]], dtype=float64)
    """
    x, weak = operand(arr, "take_along_axis")
    idx = operand(indices, "take_along_axis")[0]
    if axis is None:
        x = ivylite.reshape(x, (-1,))
        axis = 0
    if idx.ndim != x.ndim:
        raise ValueError(
            f"indices and arr must have the same number of dimensions; {idx.ndim} vs. {x.ndim}"
        )
    axis = operator.index(axis) % x.ndim
    idx = _mode_indices(idx, x.shape[axis], mode)
    key = _along_axis_key(x.shape, idx, axis)
    if mode in ("clip", "promise_in_bounds", "wrap"):
        return wrap(_indexing.gather(x, key), weak)
    if mode not in (None, "fill"):
        raise ValueError(f"jax.numpy.take_along_axis: invalid mode {mode!r}")
    return wrap(_indexing.gather_fill(x, key, fill_for(x.dtype, fill_value)), weak)
