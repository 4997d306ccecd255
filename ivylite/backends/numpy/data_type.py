"""NumPy dtype conversion."""

from __future__ import annotations


def astype(x, dtype):
    return x.astype(dtype)
