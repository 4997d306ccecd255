"""dask shape manipulation: lazy; a reshape across chunk boundaries rechunks in the graph."""

from __future__ import annotations

import dask.array as da
import numpy as np

from ._blocks import known


def reshape(x, shape, *, copy=None):
    # A dask array is an expression, never a view: copy= has nothing to choose.
    if x.ndim == 1 and tuple(shape) == (-1,):
        return x  # flattening a 1-D array: also when its size is not known yet
    return da.reshape(known(x, "reshape"), shape)


def expand_dims(x, axis):
    return da.expand_dims(x, axis)


def squeeze(x, axes):
    return da.squeeze(x, axis=axes)


def flip(x, axes):
    return da.flip(x, axis=axes)


def permute_dims(x, axes):
    return da.transpose(x, axes)


def concat(arrays, axis):
    return da.concatenate(arrays, axis=axis)


def stack(arrays, axis):
    return da.stack(arrays, axis=axis)


def broadcast_to(x, shape):
    return da.broadcast_to(x, shape)


def repeat(x, repeats, axis):
    if isinstance(repeats, int):
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
