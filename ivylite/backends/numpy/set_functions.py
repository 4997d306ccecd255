"""NumPy set functions: ``unique_all`` of a 1-D array.

NumPy's ``unique`` with ``equal_nan=False`` (each NaN its own value); its
stable sort makes ``indices`` the first occurrences. ml_dtypes' bfloat16 has
no sort kernel: it is made unique as float32 (exact) and cast back.
"""

from __future__ import annotations

import numpy as np

_I64 = np.dtype("int64")


def unique_all(x):
    d = x.dtype
    w = x.astype(np.float32) if d.name == "bfloat16" else x
    values, indices, inverse, counts = np.unique(
        w, return_index=True, return_inverse=True, return_counts=True, equal_nan=False
    )
    return (
        values.astype(d, copy=False),
        indices.astype(_I64, copy=False),
        inverse.reshape(-1).astype(_I64, copy=False),
        counts.astype(_I64, copy=False),
    )
