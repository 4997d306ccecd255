"""``jax.nn`` on any ivylite backend: activations, ``softmax``, ``one_hot``, ``logsumexp``.

Examples
--------
>>> import ivylite.frontends.jax as jax
>>> import ivylite.frontends.jax.numpy as jnp
>>> jax.nn.softmax(jnp.asarray([1.0, 1.0]))
Array([0.5, 0.5], dtype=float64)
"""

from __future__ import annotations

from . import functions, initializers
from .functions import *  # noqa: F403

__all__ = [*functions.__all__, "initializers"]
