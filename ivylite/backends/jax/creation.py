"""JAX creation functions; dtype and device are already decided.

arange, linspace and eye are computed by NumPy on the host and transferred:
the exact formulas of docs/backends.rst give bit-identical values to the
NumPy backend (no XLA fusion of ``i * step + start``), and it is faster for
the small arrays these usually make.
"""

from __future__ import annotations

from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from .._host import arange_values, linspace_values
from . import _CPU, native_device

# jnp.zeros & co. dispatch several eager primitives (~100 us); jitted with a
# static shape and dtype they take the C++ fast path (~10 us). Both compile
# once per (shape, dtype).
_zeros = jax.jit(jnp.zeros, static_argnums=(0, 1))
_ones = jax.jit(jnp.ones, static_argnums=(0, 1))


@partial(jax.jit, static_argnums=(0, 2))
def _full(shape, fill_value, dtype):
    return jnp.full(shape, fill_value, dtype=dtype)


def _on(x, device):
    # Arrays are created on the default device (cpu:0); move only if asked elsewhere.
    if device is _CPU[0]:
        return x
    if isinstance(device, str):  # a device name (e.g. from device_of), not a jax.Device
        device = native_device(device)
    return x if device is _CPU[0] else jax.device_put(x, device)


def asarray(obj, *, dtype, device):
    # Through NumPy: its conversion of Python data (and of ints beyond int64) is the reference.
    return _on(jnp.asarray(np.asarray(obj, dtype=dtype)), device)


def zeros(shape, *, dtype, device):
    return _on(_zeros(shape, dtype), device)


def ones(shape, *, dtype, device):
    return _on(_ones(shape, dtype), device)


def empty(shape, *, dtype, device):
    # XLA has no uninitialised buffers: zeros.
    return _on(_zeros(shape, dtype), device)


def full(shape, fill_value, *, dtype, device):
    try:
        out = _full(shape, fill_value, dtype)
    except OverflowError:
        # A Python int beyond int64 (fits uint64 or a float dtype): JAX cannot take it as
        # an argument; NumPy converts it.
        out = _full(shape, np.asarray(fill_value, dtype=dtype), dtype)
    return _on(out, device)


def arange(start, stop, step, n, *, dtype, device):
    return _on(jnp.asarray(arange_values(start, stop, step, n, dtype)), device)


def linspace(start, stop, num, endpoint, *, dtype, device):
    return _on(jnp.asarray(linspace_values(start, stop, num, endpoint, dtype)), device)


def eye(n_rows, n_cols, k, *, dtype, device):
    return _on(jnp.asarray(np.eye(n_rows, n_cols, k, dtype=dtype)), device)


def tril(x, k):
    return jnp.tril(x, k)


def triu(x, k):
    return jnp.triu(x, k)


def from_dlpack(x, *, copy):
    # JAX 0.10 ignores copy=True for a CPU producer (the result shares the buffer):
    # import, then copy.
    out = jnp.from_dlpack(x, copy=False if copy is False else None)
    return jnp.array(out, copy=True) if copy else out
