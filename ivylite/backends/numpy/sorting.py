"""NumPy sorting: stable, NaNs last ascending and first descending.

ml_dtypes' bfloat16 has no sort kernel (NumPy would order it wrongly): it is
ordered as float32 (exact) here.
"""

from __future__ import annotations

import numpy as np

_I64 = np.dtype("int64")


def _key(x):
    return x.astype(np.float32) if x.dtype.name == "bfloat16" else x


def argsort(x, axis, descending):
    x = _key(x)
    if not descending:
        return np.argsort(x, axis=axis, kind="stable").astype(_I64, copy=False)
    # Stable descending: sort the reversed array, reverse back, undo the reversal's indices.
    flipped = np.argsort(np.flip(x, axis), axis=axis, kind="stable")
    return (x.shape[axis] - 1 - np.flip(flipped, axis)).astype(_I64, copy=False)


def sort(x, axis, descending):
    if x.dtype.name == "bfloat16":
        return np.take_along_axis(x, argsort(x, axis, descending), axis)
    if not descending:
        return np.sort(x, axis=axis, kind="stable")
    return np.flip(np.sort(np.flip(x, axis), axis=axis, kind="stable"), axis)
