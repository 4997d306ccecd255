"""Paddle indexing."""

from __future__ import annotations

import paddle

from .._host import check_index_bounds, index_min_max
from ._common import op

_OK_INDEX = frozenset(id(d) for d in (paddle.bool, paddle.int32, paddle.int64))
_T = paddle.Tensor


def _key(k):
    # Paddle reads uint8 index tensors as masks and has no int8/int16 gather.
    if isinstance(k, _T) and id(k.dtype) not in _OK_INDEX:
        return paddle.cast(k, paddle.int64)
    return k


def _describe(k):
    if not isinstance(k, _T):
        return None
    if k.dtype == paddle.bool:
        return "b", k.ndim, None
    return "i", k.ndim, k.numpy()


# index_select kernels on CPU (the others go through x[key]).
_SELECT = frozenset(
    id(d)
    for d in (paddle.bool, paddle.int32, paddle.int64, paddle.bfloat16, paddle.float32,
              paddle.float64, paddle.complex64, paddle.complex128)
)  # fmt: skip
_FULL = slice(None)
_INT_INDEX = frozenset(id(d) for d in (paddle.int32, paddle.int64))
_select = op("index_select", paddle.index_select)


def _take(x, keys):
    """``x[:, ..., i]`` for a key of ``:`` and one int32/int64 tensor: one
    bounds-checked index_select (x[key] costs ~4x more); None for other keys."""
    if id(x.dtype) not in _SELECT:
        return None
    axis = None
    for d, k in enumerate(keys):
        if type(k) is slice and k == _FULL:
            continue
        if axis is not None or not isinstance(k, _T) or id(k.dtype) not in _INT_INDEX:
            return None
        axis = d
    shape = x.shape
    if axis is None or axis >= len(shape):
        return None
    idx = keys[axis]
    n = shape[axis]
    values = idx.numpy()  # paddle reads out-of-bounds indices as garbage: check first
    if values.size:
        lo, hi = index_min_max(values)
        if lo < -n or hi >= n:
            bad = lo if lo < -n else hi
            raise IndexError(f"index {bad} is out of bounds for axis {axis} with size {n}")
        if lo < 0:
            idx = paddle.where(idx < 0, idx + n, idx)
    if len(values.shape) == 1:
        return _select(x, idx, axis)
    return _select(x, idx.reshape([-1]), axis).reshape(shape[:axis] + idx.shape + shape[axis + 1 :])


_BOOL = id(paddle.bool)


def getitem(x, key):
    if isinstance(key, _T) and id(key.dtype) == _BOOL:
        return x[key]  # a mask alone: no bounds to check, paddle reads it as NumPy does
    # Paddle reads out-of-bounds index tensors as garbage: check them first.
    keys = key if isinstance(key, tuple) else (key,)
    taken = _take(x, keys)
    if taken is not None:
        return taken
    if any(isinstance(k, _T) for k in keys):
        check_index_bounds(x.shape, keys, _describe)
    if isinstance(key, tuple):
        if not key:  # Paddle gives x[()] of a 0-d tensor shape [1]
            return x
        key = tuple(_key(k) for k in key)
        if None in key and not any(isinstance(k, _T) for k in key):
            return _with_new_axes(x, key)
    else:
        key = _key(key)
    return x[key]


def _with_new_axes(x, key):
    # Paddle misplaces None among integer indices (x[None, 0, :, None, 0]):
    # index without them, then insert the new axes where NumPy puts them.
    rest = tuple(k for k in key if k is not None)
    out = x[rest] if rest else x
    used = sum(1 for k in rest if k is not Ellipsis)
    axes, dim = [], 0
    for k in key:
        if k is None:
            axes.append(dim)
            dim += 1
        elif k is Ellipsis:
            dim += x.ndim - used
        elif isinstance(k, slice):
            dim += 1
    if Ellipsis not in key:
        dim += x.ndim - used  # trailing axes are after every new one
    return paddle.unsqueeze(out, axes) if axes else out


# paddle.scatter has CPU kernels for these only; other dtypes go through a
# wider one that holds their values exactly, and complex through its parts.
_SCATTER = frozenset(id(d) for d in (paddle.int32, paddle.int64, paddle.float32, paddle.float64))
_COMPLEX = frozenset(id(d) for d in (paddle.complex64, paddle.complex128))
_FLOATS = frozenset(id(d) for d in (paddle.float16, paddle.bfloat16))


def _scatter(flat, index, updates):
    d = flat.dtype
    if id(d) in _SCATTER:
        return paddle.scatter(flat, index, updates, overwrite=True)
    if id(d) in _COMPLEX:
        real = _scatter(
            paddle.real(flat).astype("float64"), index, paddle.real(updates).astype("float64")
        )
        imag = _scatter(
            paddle.imag(flat).astype("float64"), index, paddle.imag(updates).astype("float64")
        )
        return paddle.complex(real, imag).astype(d)
    wide = "float64" if id(d) in _FLOATS else "int64"
    return _scatter(flat.astype(wide), index, updates.astype(wide)).astype(d)


def setitem(x, key, value):
    if (
        isinstance(key, _T)
        and key.dtype == paddle.bool
        and id(x.dtype) in _SCATTER
        and isinstance(value, _T)
        and value.ndim == 0
        and value.dtype == x.dtype
        and key.shape == x.shape[: key.ndim]
    ):
        # x[mask] = scalar with a mask over leading dimensions: paddle's own
        # masked write (these dtypes have its kernels), on a copy like the scatter.
        out = x.clone()
        out[key] = value
        return out
    # Paddle's own x[key] = v lacks kernels for narrow dtypes and reads some keys
    # differently: find the flat positions with getitem on a grid, then scatter.
    positions = getitem(paddle.arange(x.numel(), dtype="int64").reshape(x.shape), key)
    index = positions.reshape([-1])
    updates = paddle.broadcast_to(value, positions.shape).reshape([-1])
    return _scatter(x.reshape([-1]), index, updates).reshape(x.shape)
