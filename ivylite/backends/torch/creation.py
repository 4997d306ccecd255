"""PyTorch creation functions; dtype and device are already decided."""

from __future__ import annotations

import numpy as np
import torch

from . import _f64_to_f16, from_numpy, scalar

_NUMBERS = (bool, int, float, complex)

_F16 = torch.float16
_F64 = torch.float64
_C128 = torch.complex128


def asarray(obj, *, dtype, device):
    # Python data goes through NumPy: NumPy's rounding (float16 in one step) and
    # faster than torch.tensor on lists. While torch.compile traces, NumPy cannot
    # run; a Python number is then made by torch (float16's one rounding included).
    if type(obj) in _NUMBERS and torch.compiler.is_compiling():
        return scalar(obj, dtype).to(device)
    return from_numpy(obj, dtype).to(device)


def zeros(shape, *, dtype, device):
    return torch.zeros(shape, dtype=dtype, device=device)


def ones(shape, *, dtype, device):
    return torch.ones(shape, dtype=dtype, device=device)


def empty(shape, *, dtype, device):
    return torch.empty(shape, dtype=dtype, device=device)


def full(shape, fill_value, *, dtype, device):
    if isinstance(fill_value, torch.Tensor):  # an array fill broadcasts, as in NumPy
        return torch.empty(shape, dtype=dtype, device=device).copy_(fill_value)
    if dtype is _F16 and type(fill_value) is float:
        fill_value = float(np.float16(fill_value))  # torch would round twice
    return torch.full(shape, fill_value, dtype=dtype, device=device)


def _from_f64(x, dtype, device):
    """Cast a float64/complex128 result to ``dtype`` with NumPy's rounding."""
    out = _f64_to_f16(x) if dtype is _F16 and x.dtype is _F64 else x.to(dtype)
    return out.to(device)


def arange(start, stop, step, n, *, dtype, device):
    if dtype.is_floating_point or dtype.is_complex:
        # start + i * step in float64, then cast; every backend uses this formula.
        return _from_f64(torch.arange(n, dtype=_F64) * step + start, dtype, device)
    # Integers (NumPy's rule): the first value and the step are the first two
    # values cast to the dtype, so float arguments truncate like in NumPy.
    first = int(start)
    delta = int(start + step) - first
    if delta == 0 or n == 0:
        return torch.full((n,), first, dtype=dtype, device=device)
    if dtype is torch.bool:
        return torch.arange(first, first + n * delta, delta, device=device).to(dtype)
    return torch.arange(first, first + n * delta, delta, dtype=dtype, device=device)


def linspace(start, stop, num, endpoint, *, dtype, device):
    div = (num - 1) if endpoint else num
    step = (stop - start) / div if div > 0 else 0
    out = torch.arange(num, dtype=_F64)
    if dtype.is_complex:
        out = out.to(_C128)
    out = out * step + start
    if endpoint and num > 1:
        out[-1] = stop
    return _from_f64(out, dtype, device)


def eye(n_rows, n_cols, k, *, dtype, device):
    out = torch.zeros((n_rows, n_cols), dtype=dtype, device=device)
    out.diagonal(k).fill_(1)
    return out


def tril(x, k):
    return torch.tril(x, k)


def triu(x, k):
    return torch.triu(x, k)


def from_dlpack(x, *, copy):
    return torch.from_dlpack(x, copy=copy)
