"""NumPy searching."""

from __future__ import annotations

import numpy as np

where = np.where


def argmax(x, axis):
    return np.asarray(np.argmax(x, axis=axis), dtype=np.int64)


def argmin(x, axis):
    return np.asarray(np.argmin(x, axis=axis), dtype=np.int64)


def nonzero(x):
    return tuple(i.astype(np.int64, copy=False) for i in np.nonzero(x))


def searchsorted(x1, x2, right):
    if x1.dtype.name == "bfloat16":  # ml_dtypes' bfloat16 has no search kernel: float32 is exact
        x1, x2 = x1.astype(np.float32), x2.astype(np.float32)
    out = np.searchsorted(x1, x2, side="right" if right else "left")
    return np.asarray(out, dtype=np.int64)
