"""JAX FFT (x64 is enabled by the backend, so complex128 stays complex128)."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np

from . import from_numpy


# Eagerly, jnp.fft pads or slices to n and moves the axis op by op (~10x the
# FFT on 1,024 points); jitted with the sizes, axes and norm static, the same
# operations run as one cached call.
def _jitted(f):
    return jax.jit(f, static_argnums=(1, 2, 3))


fft, ifft, fftn, ifftn = map(_jitted, (jnp.fft.fft, jnp.fft.ifft, jnp.fft.fftn, jnp.fft.ifftn))
rfft, irfft, rfftn, irfftn = map(
    _jitted, (jnp.fft.rfft, jnp.fft.irfft, jnp.fft.rfftn, jnp.fft.irfftn)
)
hfft, ihfft = map(_jitted, (jnp.fft.hfft, jnp.fft.ihfft))


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
