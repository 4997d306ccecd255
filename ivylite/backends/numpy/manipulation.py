"""NumPy shape manipulation."""

from __future__ import annotations

import numpy as np


def reshape(x, shape, *, copy=None):
    if copy:
        return np.array(np.reshape(x, shape), copy=True)
    return np.reshape(x, shape, copy=copy)
