"""JAX devices (CPU only)."""

from __future__ import annotations

import jax


def to_device(x, device):
    return jax.device_put(x, device)
