"""The jax frontend: JAX code (64-bit mode) on any ivylite backend.

``import ivylite.frontends.jax as jax`` (and ``.numpy as jnp``) reads like
``jax``: ``jax.numpy``, ``jax.nn`` (with ``jax.nn.initializers``),
``jax.lax`` (elementwise primitives, control flow, dynamic slicing),
``jax.random`` (bit-identical to JAX's default threefry2x32 stream),
``jax.scipy.special``, ``jax.tree_util`` and ``jax.tree``, and the
transformations ``jax.grad``, ``jax.value_and_grad``, ``jax.jit`` and
``jax.vmap``. Same names, signatures, default dtypes (float64, int64) and
promotion (JAX's lattice with weak types), with the arithmetic done by
whatever ivylite backend is set. Nothing here imports jax.

Examples
--------
>>> import ivylite.frontends.jax as jax
>>> import ivylite.frontends.jax.numpy as jnp
>>> x = jnp.asarray([-1.0, 2.0])
>>> jax.nn.relu(x), isinstance(x, jax.Array)
(Array([0., 2.], dtype=float64), True)
"""

from __future__ import annotations

from . import (
    _methods,  # noqa: F401 - binds jax.Array's operators and methods
    dtypes,
    lax,
    nn,
    numpy,
    promotion,
    random,
    scipy,
    tree,
    tree_util,
)
from .api import block_until_ready, device_put, devices, grad, jit, value_and_grad, vmap
from .array import Array
from .config import config

__all__ = [
    "Array", "config", "dtypes", "lax", "nn", "numpy", "promotion", "random", "scipy", "tree",
    "tree_util",
    "grad", "value_and_grad", "jit", "vmap", "block_until_ready", "device_put", "devices",
]  # fmt: skip
