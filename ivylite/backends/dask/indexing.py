"""dask indexing, lazily, with NumPy's semantics.

dask indexes with basic keys, one 1-D integer array, or one boolean array
(whose result has a data-dependent size). Every other integer-array key
(several arrays, an array with integers, an N-d array) is computed here as a
gather along one merged axis: the indexed axes are moved first and merged,
the broadcast index arrays become one flat index, and the result's axes are
placed where NumPy places them. Index arrays are bounds-checked when the
chunk is computed (dask itself would wrap around silently).
"""

from __future__ import annotations

import math

import dask.array as da
import numpy as np

from ._blocks import known

_I64 = np.dtype("int64")


def _check_block(block: np.ndarray, n: int, axis: int) -> np.ndarray:
    if block.size:
        lo, hi = int(block.min()), int(block.max())
        bad = lo if lo < -n else hi if hi >= n else None
        if bad is not None:
            raise IndexError(f"index {bad} is out of bounds for axis {axis} with size {n}")
    return block


def _checked(index, n: int, axis: int):
    """``index`` (a dask integer array) checked against an axis of size n when computed."""
    if math.isnan(n):
        return index  # a data-dependent size: dask checks nothing, nor can we before computing
    return index.map_blocks(_check_block, n, axis, dtype=index.dtype)


def _expand(x, keys: tuple) -> list:
    """The key with ``...`` replaced by slices, and trailing slices added."""
    fill = [slice(None)] * (x.ndim - sum(1 for k in keys if k is not None and k is not Ellipsis))
    out: list = []
    for k in keys:
        if k is Ellipsis:
            out += fill
            fill = []
        else:
            out.append(k)
    return out + fill


def getitem(x, key):
    keys = key if type(key) is tuple else (key,)
    arrays = [k for k in keys if isinstance(k, da.Array)]
    if not arrays:
        return x[key]
    ints = any(type(k) is int for k in keys)
    if len(arrays) == 1 and not ints:
        (index,) = arrays
        if index.dtype == bool:
            return x[key]  # dask: a data-dependent size
        if index.ndim == 1:
            return x[_checked_key(x, keys)]
    if any(k.dtype == bool for k in arrays):
        raise IndexError(
            "getitem: on the dask backend a boolean index cannot be combined with other array "
            "or integer indices (its size is data-dependent); index in two steps, or compute "
            "the mask with ivylite.compute first"
        )
    return _gather(x, _expand(x, keys))


def _checked_key(x, keys: tuple) -> tuple:
    expanded, axis, out = _expand(x, keys), 0, []
    for k in expanded:
        if isinstance(k, da.Array):
            k = _checked(k, x.shape[axis], axis)
        if k is not None:
            axis += 1
        out.append(k)
    return tuple(out)


def _gather(x, keys: list):
    """NumPy's advanced indexing (integer arrays and ints, with slices and None)."""
    known(x, "getitem")
    advanced, basic, axis = [], [], 0  # advanced: (position in keys, axis, index)
    for pos, k in enumerate(keys):
        if k is None:
            basic.append(None)
            continue
        if isinstance(k, slice):
            basic.append(k)
        else:
            advanced.append((pos, axis, _normalized(k, x.shape[axis], axis)))
        axis += 1
    positions = [p for p, _, _ in advanced]
    adjacent = positions == list(range(positions[0], positions[-1] + 1))
    axes = [a for _, a, _ in advanced]
    rest = [a for a in range(x.ndim) if a not in axes]
    sizes = [x.shape[a] for a in axes]
    indices = [i for _, _, i in advanced]
    shape = np.broadcast_shapes(*(np.shape(i) if isinstance(i, int) else known(i, "getitem").shape
                                  for i in indices))  # fmt: skip
    flat = 0
    for index, stride in zip(indices, _strides(sizes)):
        flat = flat + (index if isinstance(index, int) else da.broadcast_to(index, shape)) * stride
    moved = da.transpose(x, axes + rest)
    merged = da.reshape(moved, (math.prod(sizes),) + moved.shape[len(axes) :])
    if isinstance(flat, int):
        out = merged[flat]
    else:
        out = merged[flat.reshape(-1)].reshape(shape + merged.shape[1:])
    out = out[(slice(None),) * len(shape) + tuple(basic)]
    if adjacent:
        before = sum(1 for k in keys[: positions[0]] if k is None or isinstance(k, slice))
        order = list(range(len(shape), out.ndim))
        order[before:before] = range(len(shape))
        out = da.transpose(out, order)
    return out


def _strides(sizes: list[int]) -> list[int]:
    return [math.prod(sizes[i + 1 :]) for i in range(len(sizes))]


def _normalized(index, n: int, axis: int):
    """An int or an int64 dask array of indices in [0, n) (negative ones counted from the end)."""
    if isinstance(index, int):
        if not -n <= index < n:
            raise IndexError(f"index {index} is out of bounds for axis {axis} with size {n}")
        return index % n if n else index
    index = _checked(index.astype(_I64), n, axis)
    return da.where(index < 0, index + n, index)


def setitem(x, key, value):
    # A dask array is an expression: the write makes a new one; other holders of
    # x keep the old values (the ivylite array is rebound to the result).
    out = x.copy()
    keys = key if type(key) is tuple else (key,)
    if any(isinstance(k, da.Array) and k.dtype != bool for k in keys):
        key = _checked_key(x, keys)
    try:
        out[key] = value
    except NotImplementedError as e:
        raise IndexError(
            f"setitem: the dask backend cannot assign through this key ({e}); assign through "
            "one index array at a time, or build the result with ivylite.where"
        ) from None
    return out
