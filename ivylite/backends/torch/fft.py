"""PyTorch FFT.

torch's CPU FFT (MKL) fails on an input with no elements; there the result is
zeros of the result shape (a zero-padded empty input transforms to zeros).
"""

from __future__ import annotations

import numpy as np
import torch

from . import from_numpy

_COMPLEX = {torch.float32: torch.complex64, torch.float64: torch.complex128}
_REAL = {torch.complex64: torch.float32, torch.complex128: torch.float64}


def _zeros(x, sizes, axes, dtype):
    shape = list(x.shape)
    for n, a in zip(sizes, axes):
        shape[a] = n
    return torch.zeros(shape, dtype=dtype, device=x.device)


def fft(x, n, axis, norm):
    if x.numel() == 0:
        return _zeros(x, (n,), (axis,), x.dtype)
    return torch.fft.fft(x, n, axis, norm)


def ifft(x, n, axis, norm):
    if x.numel() == 0:
        return _zeros(x, (n,), (axis,), x.dtype)
    return torch.fft.ifft(x, n, axis, norm)


def fftn(x, s, axes, norm):
    if x.numel() == 0:
        return _zeros(x, s, axes, x.dtype)
    return torch.fft.fftn(x, s, axes, norm)


def ifftn(x, s, axes, norm):
    if x.numel() == 0:
        return _zeros(x, s, axes, x.dtype)
    return torch.fft.ifftn(x, s, axes, norm)


def rfft(x, n, axis, norm):
    if x.numel() == 0:
        return _zeros(x, (n // 2 + 1,), (axis,), _COMPLEX[x.dtype])
    return torch.fft.rfft(x, n, axis, norm)


def irfft(x, n, axis, norm):
    if x.numel() == 0:
        return _zeros(x, (n,), (axis,), _REAL[x.dtype])
    return torch.fft.irfft(x, n, axis, norm)


def rfftn(x, s, axes, norm):
    if x.numel() == 0:
        return _zeros(x, (*s[:-1], s[-1] // 2 + 1), axes, _COMPLEX[x.dtype])
    return torch.fft.rfftn(x, s, axes, norm)


def irfftn(x, s, axes, norm):
    if x.numel() == 0:
        return _zeros(x, s, axes, _REAL[x.dtype])
    return torch.fft.irfftn(x, s, axes, norm)


def hfft(x, n, axis, norm):
    if x.numel() == 0:
        return _zeros(x, (n,), (axis,), _REAL[x.dtype])
    return torch.fft.hfft(x, n, axis, norm)


def ihfft(x, n, axis, norm):
    if x.numel() == 0:
        return _zeros(x, (n // 2 + 1,), (axis,), _COMPLEX[x.dtype])
    return torch.fft.ihfft(x, n, axis, norm)


# The frequencies are computed in float64 on the host and rounded once, the
# same values on every backend.
def fftfreq(n, d, *, dtype, device):
    return from_numpy(np.fft.fftfreq(n, d), dtype).to(device)


def rfftfreq(n, d, *, dtype, device):
    return from_numpy(np.fft.rfftfreq(n, d), dtype).to(device)


def fftshift(x, axes):
    return torch.fft.fftshift(x, axes)


def ifftshift(x, axes):
    return torch.fft.ifftshift(x, axes)
