"""NumPy utility functions; the input is already bool, axes None or a tuple."""

from __future__ import annotations

import numpy as np


def all(x, axis, keepdims):
    return np.all(x, axis=axis, keepdims=keepdims)


def any(x, axis, keepdims):
    return np.any(x, axis=axis, keepdims=keepdims)
