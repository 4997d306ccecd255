"""NumPy indexing."""

from __future__ import annotations

import numpy as np


def getitem(x, key):
    return x[key]


def setitem(x, key, value):
    if type(x) is not np.ndarray:  # a NumPy scalar (a 0-d result): not writable
        x = np.array(x)
    x[key] = value
    return x
