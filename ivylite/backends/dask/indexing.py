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
            return _take(x, keys)
    if any(k.dtype == bool for k in arrays):
        raise IndexError(
            "getitem: on the dask backend a boolean index cannot be combined with other array "
            "or integer indices (its size is data-dependent); index in two steps, or compute "
            "the mask with ivylite.compute first"
        )
    return _gather(x, _expand(x, keys))


def _take(x, keys: tuple):
    """``x[keys]`` with one 1-D integer array among basic keys."""
    expanded, axis = _expand(x, keys), 0
    for k in expanded:
        if isinstance(k, da.Array):
            break
        axis += k is not None
    if not math.isnan(x.shape[axis]):
        return x[_checked_key(x, keys)]
    # An axis of data-dependent size (the values of unique_*): NumPy's take in each
    # task, with that axis concatenated (dask slices such an axis only by basic keys).
    index = next(k for k in expanded if isinstance(k, da.Array))
    letters = "abcdefghijklmnopqrstuvwxy"[: x.ndim]
    out = letters[:axis] + "z" + letters[axis + 1 :]
    taken = da.blockwise(
        np.take, out, x, letters, index, "z", axis=axis, concatenate=True, dtype=x.dtype,
        meta=np.empty((0,) * x.ndim, x.dtype),
    )  # fmt: skip
    rest = tuple(slice(None) if isinstance(k, da.Array) else k for k in expanded)
    return taken[rest]


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
    keys = key if type(key) is tuple else (key,)
    arrays = [k for k in keys if isinstance(k, da.Array)]
    ints = any(type(k) is int for k in keys)
    if any(k.dtype == bool for k in arrays):
        if len(arrays) > 1 or ints:
            raise IndexError(
                "setitem: on the dask backend a boolean index cannot be combined with other "
                "array or integer indices; assign in two steps, or use ivylite.where"
            )
        if len(keys) == 1 and value.ndim:
            return _masked(x, arrays[0], value)
    elif arrays:
        if len(arrays) > 1 or arrays[0].ndim != 1 or ints or not _dask_assigns(keys):
            return _scatter(x, keys, value)
        key = _checked_key(x, keys)
    elif not _dask_assigns(keys):
        return _scatter(x, keys, value)
    out = x.copy()
    try:
        out[key] = value
    except (NotImplementedError, ValueError) as e:
        raise IndexError(
            f"setitem: the dask backend cannot assign through this key ({e}); assign through "
            "one index array at a time, or build the result with ivylite.where"
        ) from None
    return out


def _dask_assigns(keys: tuple) -> bool:
    """Whether dask's own assignment takes these keys (no None, no negative step)."""
    return all(
        k is not None and not (isinstance(k, slice) and k.step is not None and k.step < 0)
        for k in keys
    )


def _masked(x, mask, value):
    """``x[mask] = value``: a value shaped like one selected element (or broadcast to
    it) goes to every selected element; a value with one entry per selected element
    goes to them in order (the k-th True takes entry k), lazily."""
    trailing = x.ndim - mask.ndim
    expanded = mask.reshape(mask.shape + (1,) * trailing)
    if value.ndim <= trailing:
        return da.where(expanded, value, x)
    if value.ndim > trailing + 1:
        raise IndexError(
            f"setitem: the value for x[mask] has {value.ndim} dimensions; it must broadcast to "
            f"x[mask] ({trailing + 1} dimensions)"
        )
    if value.shape[0] == 1:
        return da.where(expanded, value[0], x)
    flat = known(mask, "setitem").reshape(-1)
    rank = da.maximum(da.cumsum(flat.astype(_I64)) - 1, 0)  # the k-th True -> k
    picked = _take(value, (rank,)).reshape(mask.shape + value.shape[1:])
    return da.where(expanded, picked, x)


def _scatter(x, keys: tuple, value):
    """``x[keys] = value`` for keys dask cannot assign through: the flat positions the
    key selects (NumPy's indexing of the positions), written through the flat array."""
    known(x, "setitem")
    positions = getitem(da.arange(x.size, dtype=_I64).reshape(x.shape), keys)
    flat = da.reshape(x, (-1,)).copy()
    flat[positions.reshape(-1)] = da.broadcast_to(value, positions.shape).reshape(-1)
    return flat.reshape(x.shape)
