"""The jax frontend: JAX code (64-bit mode) on any ivylite backend.

``import ivylite.frontends.jax.numpy as jnp`` and ``ivylite.frontends.jax.nn``
read like ``jax.numpy`` and ``jax.nn``: same names, signatures, default
dtypes (float64, int64) and promotion (JAX's lattice with weak types), with
the arithmetic done by whatever ivylite backend is set. Nothing here imports
jax.

Examples
--------
>>> import ivylite.frontends.jax as jax
>>> import ivylite.frontends.jax.numpy as jnp
>>> x = jnp.asarray([-1.0, 2.0])
>>> jax.nn.relu(x), isinstance(x, jax.Array)
(Array([0., 2.], dtype=float64), True)
"""

from __future__ import annotations

from . import dtypes, lax, nn, numpy, promotion
from .array import Array

__all__ = ["Array", "dtypes", "lax", "nn", "numpy", "promotion"]
