"""NumPy shape manipulation."""

from __future__ import annotations

import numpy as np


def reshape(x, shape, *, copy=None):
    if copy:
        return np.array(np.reshape(x, shape), copy=True)
    return np.reshape(x, shape, copy=copy)


def expand_dims(x, axis):
    return np.expand_dims(x, axis)


def squeeze(x, axes):
    return np.squeeze(x, axis=axes)


def flip(x, axes):
    return np.flip(x, axis=axes)


def permute_dims(x, axes):
    return np.transpose(x, axes)


def concat(arrays, axis):
    return np.concatenate(arrays, axis=axis)


def stack(arrays, axis):
    return np.stack(arrays, axis=axis)


def broadcast_to(x, shape):
    return np.broadcast_to(x, shape)  # a read-only view, as NumPy's own


def repeat(x, repeats, axis):
    return np.repeat(x, repeats, axis=axis)


def roll(x, shifts, axes):
    return np.roll(x, shifts, axis=axes)


def tile(x, reps):
    return np.tile(x, reps)


def unstack(x, axis):
    return tuple(np.moveaxis(x, axis, 0))
