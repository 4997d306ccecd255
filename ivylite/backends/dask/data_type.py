"""dask dtype conversion: NumPy's astype on each chunk."""

from __future__ import annotations


def astype(x, dtype):
    return x.astype(dtype)
