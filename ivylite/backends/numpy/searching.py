"""NumPy searching."""

from __future__ import annotations

import numpy as np

where = np.where


def argmax(x, axis):
    return np.asarray(np.argmax(x, axis=axis), dtype=np.int64)


def argmin(x, axis):
    return np.asarray(np.argmin(x, axis=axis), dtype=np.int64)
