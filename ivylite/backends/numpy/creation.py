"""NumPy creation functions; dtype and device are already decided."""

from __future__ import annotations

import numpy as np


def asarray(obj, *, dtype, device):
    return np.array(obj, dtype=dtype)


def zeros(shape, *, dtype, device):
    return np.zeros(shape, dtype=dtype)


def ones(shape, *, dtype, device):
    return np.ones(shape, dtype=dtype)


def empty(shape, *, dtype, device):
    return np.empty(shape, dtype=dtype)


def full(shape, fill_value, *, dtype, device):
    return np.full(shape, fill_value, dtype=dtype)


def arange(start, stop, step, n, *, dtype, device):
    if dtype.kind in "iub":
        return np.arange(start, stop, step, dtype=dtype)
    # Floats: start + i * step in float64, then cast; every backend uses this formula.
    return (np.arange(n, dtype=np.float64) * step + start).astype(dtype)


def linspace(start, stop, num, endpoint, *, dtype, device):
    work = np.complex128 if dtype.kind == "c" else np.float64
    div = (num - 1) if endpoint else num
    step = (stop - start) / div if div > 0 else 0
    out = np.arange(num, dtype=work) * step + start
    if endpoint and num > 1:
        out[-1] = stop
    return out.astype(dtype)


def eye(n_rows, n_cols, k, *, dtype, device):
    return np.eye(n_rows, n_cols, k, dtype=dtype)
