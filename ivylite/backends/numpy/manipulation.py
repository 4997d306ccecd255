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
