"""NumPy creation functions; dtype and device are already decided."""

from __future__ import annotations

import numpy as np

from .._host import arange_values, linspace_values


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
    return arange_values(start, stop, step, n, dtype)


def linspace(start, stop, num, endpoint, *, dtype, device):
    return linspace_values(start, stop, num, endpoint, dtype)


def eye(n_rows, n_cols, k, *, dtype, device):
    return np.eye(n_rows, n_cols, k, dtype=dtype)


def tril(x, k):
    return np.tril(x, k)


def triu(x, k):
    return np.triu(x, k)


def from_dlpack(x, *, copy):
    return np.from_dlpack(x, copy=copy)
