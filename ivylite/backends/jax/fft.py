"""JAX FFT (x64 is enabled by the backend, so complex128 stays complex128)."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np

from . import from_numpy


def fft(x, n, axis, norm):
    return jnp.fft.fft(x, n, axis, norm)


def ifft(x, n, axis, norm):
    return jnp.fft.ifft(x, n, axis, norm)


def fftn(x, s, axes, norm):
    return jnp.fft.fftn(x, s, axes, norm)


def ifftn(x, s, axes, norm):
    return jnp.fft.ifftn(x, s, axes, norm)


def rfft(x, n, axis, norm):
    return jnp.fft.rfft(x, n, axis, norm)


def irfft(x, n, axis, norm):
    return jnp.fft.irfft(x, n, axis, norm)


def rfftn(x, s, axes, norm):
    return jnp.fft.rfftn(x, s, axes, norm)


def irfftn(x, s, axes, norm):
    return jnp.fft.irfftn(x, s, axes, norm)


def hfft(x, n, axis, norm):
    return jnp.fft.hfft(x, n, axis, norm)


def ihfft(x, n, axis, norm):
    return jnp.fft.ihfft(x, n, axis, norm)


# The frequencies are computed in float64 on the host and rounded once, the
# same values on every backend.
def fftfreq(n, d, *, dtype, device):
    return jax.device_put(from_numpy(np.fft.fftfreq(n, d), dtype), device)


def rfftfreq(n, d, *, dtype, device):
    return jax.device_put(from_numpy(np.fft.rfftfreq(n, d), dtype), device)


def fftshift(x, axes):
    return jnp.fft.fftshift(x, axes)


def ifftshift(x, axes):
    return jnp.fft.ifftshift(x, axes)
