"""``jax.scipy``: the special functions (``jax.scipy.special``).

Examples
--------
>>> import ivylite.frontends.jax as jax
>>> import ivylite.frontends.jax.numpy as jnp
>>> jax.scipy.special.expit(jnp.asarray([0.0]))
Array([0.5], dtype=float64)
"""

from __future__ import annotations

from . import special

__all__ = ["special"]
