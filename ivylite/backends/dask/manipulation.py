"""dask shape manipulation: lazy; a reshape across chunk boundaries rechunks in the graph."""

from __future__ import annotations

import dask.array as da
import numpy as np

from ._blocks import has_unknown, known


def reshape(x, shape, *, copy=None):
    # A dask array is an expression, never a view: copy= has nothing to choose.
    if x.ndim == 1 and tuple(shape) == (-1,):
        return x  # flattening a 1-D array: also when its size is not known yet
    try:
        return da.reshape(known(x, "reshape"), shape)
    except NotImplementedError:
        # dask merges or splits axes, one step at a time: flatten, then split.
        return da.reshape(da.reshape(x, (-1,)), shape)


def expand_dims(x, axis):
    if not has_unknown(x):
        return da.expand_dims(x, axis)
    # dask's expand_dims reshapes, which needs the sizes; indexing with None does not.
    axes = sorted(a % (x.ndim + len(axis)) for a in axis) if isinstance(axis, tuple) else None
    key = [slice(None)] * x.ndim
    for a in axes or [axis % (x.ndim + 1)]:
        key.insert(a, None)
    return x[tuple(key)]


def squeeze(x, axes):
    return da.squeeze(x, axis=axes)


def flip(x, axes):
    return da.flip(known(x, "flip"), axis=axes)


def permute_dims(x, axes):
    return da.transpose(x, axes)


def concat(arrays, axis):
    # Unknown sizes (nonzero's arrays, say) are taken to match, as the standard
    # requires of the inputs; a mismatch raises when computed.
    return da.concatenate(arrays, axis=axis, allow_unknown_chunksizes=_unknown(arrays))


def stack(arrays, axis):
    if _unknown(arrays):
        parts = [expand_dims(a, axis) for a in arrays]
        return da.concatenate(parts, axis=axis, allow_unknown_chunksizes=True)
    return da.stack(arrays, axis=axis)


def _unknown(arrays) -> bool:
    return any(has_unknown(a) for a in arrays)


def broadcast_to(x, shape):
    return da.broadcast_to(x, shape)


def repeat(x, repeats, axis):
    if isinstance(repeats, int) and x.shape[axis] != 0:  # (dask cannot repeat an empty axis)
        return da.repeat(x, repeats, axis=axis)
    # One count per element: gather each element its number of times (dask's
    # repeat takes one int).
    index = np.repeat(np.arange(known(x, "repeat").shape[axis]), repeats)
    return x[(slice(None),) * axis + (index,)]


def roll(x, shifts, axes):
    return da.roll(x, shifts, axis=axes)


def tile(x, reps):
    return da.tile(x, reps)


def unstack(x, axis):
    n = known(x, "unstack").shape[axis]
    return tuple(x[(slice(None),) * axis + (i,)] for i in range(n))
