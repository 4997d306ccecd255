"""NumPy FFT: pocketfft keeps single precision (NumPy 2); the casts only pin the
promised dtype where an older NumPy would widen it."""

from __future__ import annotations

import numpy as np

_COMPLEX = {np.dtype("float32"): np.dtype("complex64"), np.dtype("float64"): np.dtype("complex128")}
_REAL = {np.dtype("complex64"): np.dtype("float32"), np.dtype("complex128"): np.dtype("float64")}


def _c2c(y, x):
    return y.astype(x.dtype, copy=False)


def fft(x, n, axis, norm):
    return _c2c(np.fft.fft(x, n, axis, norm), x)


def ifft(x, n, axis, norm):
    return _c2c(np.fft.ifft(x, n, axis, norm), x)


def fftn(x, s, axes, norm):
    return _c2c(np.fft.fftn(x, s, axes, norm), x)


def ifftn(x, s, axes, norm):
    return _c2c(np.fft.ifftn(x, s, axes, norm), x)


def rfft(x, n, axis, norm):
    return np.fft.rfft(x, n, axis, norm).astype(_COMPLEX[x.dtype], copy=False)


def irfft(x, n, axis, norm):
    return np.fft.irfft(x, n, axis, norm).astype(_REAL[x.dtype], copy=False)


def rfftn(x, s, axes, norm):
    return np.fft.rfftn(x, s, axes, norm).astype(_COMPLEX[x.dtype], copy=False)


def irfftn(x, s, axes, norm):
    return np.fft.irfftn(x, s, axes, norm).astype(_REAL[x.dtype], copy=False)


def hfft(x, n, axis, norm):
    return np.fft.hfft(x, n, axis, norm).astype(_REAL[x.dtype], copy=False)


def ihfft(x, n, axis, norm):
    return np.fft.ihfft(x, n, axis, norm).astype(_COMPLEX[x.dtype], copy=False)


def fftfreq(n, d, *, dtype, device):
    return np.fft.fftfreq(n, d).astype(dtype)


def rfftfreq(n, d, *, dtype, device):
    return np.fft.rfftfreq(n, d).astype(dtype)


def fftshift(x, axes):
    return np.fft.fftshift(x, axes)


def ifftshift(x, axes):
    return np.fft.ifftshift(x, axes)
