"""NumPy searching."""

from __future__ import annotations

import numpy as np

from .._host import searchsorted  # noqa: F401  (shared with the dask backend)

where = np.where


def argmax(x, axis):
    return np.asarray(np.argmax(x, axis=axis), dtype=np.int64)


def argmin(x, axis):
    return np.asarray(np.argmin(x, axis=axis), dtype=np.int64)


def nonzero(x):
    return tuple(i.astype(np.int64, copy=False) for i in np.nonzero(x))
