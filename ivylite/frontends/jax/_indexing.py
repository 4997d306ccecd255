"""JAX's indexing semantics over ivylite's ``getitem``/``setitem``.

JAX never raises for an out-of-bounds integer index: a gather (``x[i]``,
``x.at[i].get()``) clamps it into range, a scatter (``x.at[i].set(v)`` and the
other update methods) drops the update. Scatters also *accumulate* over
repeated indices (``x.at[[0, 0]].add(1)`` adds 2). ivylite raises on
out-of-bounds indices and writes repeated ones once, so this module rewrites
keys before handing them over:

- gathers: every integer (Python or array) index is clamped into its axis;
- scatters with integer indices: the indexed axes get one extra "drop" slot,
  out-of-bounds indices point there, repeated positions are combined first
  (sum, product, min, max over a one-hot grouping), and the slots are cut off.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import ivylite

from .._common import FrontendArray

_INDEX = ivylite.Dtype("int64")


def _component(k: Any) -> Any:
    """A key component as ivylite understands it (arrays unwrapped, lists as arrays)."""
    if isinstance(k, FrontendArray):
        k = k.ivy_array
    elif type(k) is list:
        k = ivylite.asarray(k)
    elif not isinstance(k, (int, slice, ivylite.Array)) and k is not None and k is not Ellipsis:
        if hasattr(k, "dtype"):
            k = ivylite.asarray(k)
        else:
            raise TypeError(
                f"Indexer must have integer or boolean type, got indexer of type {type(k).__name__}"
            )
    if isinstance(k, ivylite.Array) and k.dtype.kind not in ("int", "uint", "bool"):
        raise TypeError(
            f"Indexer must have integer or boolean type, got indexer with type {k.dtype}"
        )
    if isinstance(k, float):
        raise TypeError(f"Indexer must have integer or boolean type, got indexer {k!r}")
    return k


def parse(key: Any, shape: tuple[int, ...]) -> list[tuple[Any, int]]:
    """The key as (component, axis) pairs; ``axis`` is -1 for ``None``."""
    if type(key) is list:
        raise TypeError(
            "Using a non-tuple sequence for multidimensional indexing is not allowed; use "
            "`arr[array(seq)]` instead of `arr[seq]`"
        )
    parts = [_component(k) for k in (key if type(key) is tuple else (key,))]
    used = sum(_width(k) for k in parts if k is not Ellipsis)
    out = []
    axis = 0
    for k in parts:
        if k is None:
            out.append((k, -1))
        elif k is Ellipsis:
            out.append((k, axis))
            axis += len(shape) - used
        else:
            out.append((k, axis))
            axis += _width(k)
    if axis > len(shape):
        raise IndexError(
            f"Too many indices: {len(shape)}-dimensional array indexed with {axis} regular indices"
        )
    return out


def _width(k: Any) -> int:
    if k is None or type(k) is bool:
        return 0
    if isinstance(k, ivylite.Array) and k.dtype == "bool":
        return k.ndim
    return 1


def _is_int_index(k: Any) -> bool:
    if type(k) is bool:
        return False
    if isinstance(k, int):
        return True
    return isinstance(k, ivylite.Array) and k.dtype != "bool"


def _clamp(k: Any, n: int) -> Any:
    if isinstance(k, int):
        if n == 0:
            raise IndexError("index is out of bounds for an axis of size 0")
        k = k + n if k < 0 else k
        return 0 if k < 0 else n - 1 if k >= n else k
    k = ivylite.where(k < 0, k + n, k) if k.dtype.kind == "int" else k
    return ivylite.clip(k, 0, n - 1)


def gather(a: Any, key: Any) -> Any:
    """``a[key]`` with integer indices clamped into range (JAX's gather)."""
    t = type(key)
    if t is int:  # the common case, kept short
        n = a.shape[0] if a.ndim else 0
        if not -n <= key < n:
            key = _clamp(key, n)
        return ivylite.getitem(a, key)
    if t is slice:
        return ivylite.getitem(a, key)
    shape = a.shape
    parts = parse(key, shape)
    fixed = tuple(_clamp(k, shape[ax]) if _is_int_index(k) else k for k, ax in parts)
    return ivylite.getitem(a, fixed)


def clamp_key(key: Any, shape: tuple[int, ...]) -> tuple:
    """The key with every integer index clamped into its axis."""
    return tuple(_clamp(k, shape[ax]) if _is_int_index(k) else k for k, ax in parse(key, shape))


def gather_fill(a: Any, key: Any, fill_value: Any) -> Any:
    """``a[key]`` where an element with an out-of-bounds integer index is ``fill_value``."""
    parts = parse(key, a.shape)
    out = ivylite.getitem(
        a, tuple(_clamp(k, a.shape[ax]) if _is_int_index(k) else k for k, ax in parts)
    )
    if not any(_is_int_index(k) for k, _ in parts):
        return out
    return ivylite.where(_valid_mask(a, parts), out, fill_value)


def _padded(a: Any, parts: list[tuple[Any, int]]) -> tuple[tuple[int, ...], tuple]:
    """Shape with a drop slot on each integer-indexed axis, and the key remapped to it."""
    shape = list(a.shape)
    padded = list(shape)
    key = []
    for k, ax in parts:
        if _is_int_index(k):
            n = shape[ax]
            padded[ax] = n + 1
            if isinstance(k, int):
                k = k + n if k < 0 else k
                k = k if 0 <= k < n else n
            else:
                k = ivylite.astype(k, _INDEX)
                k = ivylite.where(k < 0, k + n, k)
                k = ivylite.where(ivylite.logical_or(k < 0, k >= n), n, k)
        key.append(k)
    return tuple(padded), tuple(key)


def _valid_mask(a: Any, parts: list[tuple[Any, int]]) -> Any:
    """Which gathered elements had all their integer indices in range."""
    padded, key = _padded(a, parts)
    inside = ivylite.zeros(padded, dtype="bool")
    inside = ivylite.setitem(inside, tuple(slice(0, n) for n in a.shape), True)
    return ivylite.getitem(inside, key)


def scatter(a: Any, key: Any, values: Any, combine: Callable | None, group: str | None) -> Any:
    """A copy of ``a`` with ``a[key]`` updated: ``combine(old, values)``, or set if None.

    ``group`` reduces repeated positions first ("sum", "prod", "min", "max").
    """
    shape = a.shape
    parts = parse(key, shape)
    if not any(_is_int_index(k) and not isinstance(k, int) for k, _ in parts) and all(
        -shape[ax] <= k < shape[ax] for k, ax in parts if _is_int_index(k)
    ):
        # Basic indexing (or a bool mask): no repeats, nothing out of range.
        fixed = tuple(k for k, _ in parts)
        out = ivylite.asarray(a, copy=True)
        new = values if combine is None else combine(ivylite.getitem(out, fixed), values)
        return ivylite.setitem(out, fixed, new)
    padded, pkey = _padded(a, parts)
    size = math.prod(padded)
    pos = ivylite.getitem(ivylite.reshape(ivylite.arange(size, dtype=_INDEX), padded), pkey)
    vals = ivylite.reshape(ivylite.broadcast_to(values, pos.shape), (-1,))
    pos = ivylite.reshape(pos, (-1,))
    inner = tuple(slice(0, n) for n in shape)
    base = ivylite.setitem(ivylite.zeros(padded, dtype=a.dtype), inner, a)
    flat = ivylite.reshape(base, (-1,))
    if combine is None:
        flat = ivylite.setitem(flat, pos, vals)
    else:
        unique, inverse = ivylite.unique_inverse(pos)
        if unique.shape[0] is None:  # a lazy backend: the grouping needs the count
            unique, inverse = ivylite.compute(unique, inverse)
        hit = ivylite.equal(
            ivylite.reshape(inverse, (-1, 1)),
            ivylite.reshape(ivylite.arange(unique.shape[0], dtype=_INDEX), (1, -1)),
        )
        grouped = _group(hit, ivylite.reshape(vals, (-1, 1)), group, a.dtype)
        flat = ivylite.setitem(flat, unique, combine(ivylite.getitem(flat, unique), grouped))
    return ivylite.getitem(ivylite.reshape(flat, padded), inner)


def _group(hit: Any, vals: Any, how: str, d: ivylite.Dtype) -> Any:
    """Reduce the update values of each position (column of ``hit``)."""
    kind = d.kind
    if kind == "bool":
        if how in ("sum", "max"):
            return ivylite.any(ivylite.logical_and(hit, vals), axis=0)
        return ivylite.all(ivylite.logical_or(ivylite.logical_not(hit), vals), axis=0)
    if how == "sum":
        return ivylite.sum(ivylite.where(hit, vals, 0), axis=0, dtype=d)
    if how == "prod":
        return ivylite.prod(ivylite.where(hit, vals, 1), axis=0, dtype=d)
    if kind == "complex":
        raise TypeError(f"scatter {how}: complex values have no order")
    info = ivylite.finfo(d) if kind == "float" else ivylite.iinfo(d)
    if how == "min":
        fill = math.inf if kind == "float" else info.max
        return ivylite.min(ivylite.where(hit, vals, ivylite.asarray(fill, dtype=d)), axis=0)
    fill = -math.inf if kind == "float" else info.min
    return ivylite.max(ivylite.where(hit, vals, ivylite.asarray(fill, dtype=d)), axis=0)
