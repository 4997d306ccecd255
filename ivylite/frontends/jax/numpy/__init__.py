"""``jax.numpy`` on any ivylite backend: ``import ivylite.frontends.jax.numpy as jnp``.

Functions take frontend arrays, NumPy arrays and Python scalars (not lists,
as in JAX), promote them with JAX's rules (64-bit mode, weak types) and
return :class:`~ivylite.frontends.jax.Array`.

Examples
--------
>>> import ivylite.frontends.jax.numpy as jnp
>>> x = jnp.asarray([1.0, 2.0], dtype=jnp.float32)
>>> jnp.sum(x * 2), (x + jnp.asarray([1], dtype=jnp.int8)).dtype
(Array(6., dtype=float32), dtype('float32'))
"""

from __future__ import annotations

from ..array import Array
from . import (
    creation,
    dtype_functions,
    indexing,
    linalg,
    logic,
    manipulation,
    math,
    products,
    reduction,
    sorting,
)
from .creation import *  # noqa: F403
from .dtype_functions import *  # noqa: F403
from .indexing import *  # noqa: F403
from .logic import *  # noqa: F403
from .manipulation import *  # noqa: F403
from .math import *  # noqa: F403
from .products import *  # noqa: F403
from .reduction import *  # noqa: F403
from .sorting import *  # noqa: F403

ndarray = Array

# jax.numpy's constants (Python floats, so they are weakly typed in expressions).
pi = 3.141592653589793
e = 2.718281828459045
euler_gamma = 0.5772156649015329
inf = float("inf")
nan = float("nan")
newaxis = None

__all__ = [
    "Array",
    "ndarray",
    "linalg",
    "pi",
    "e",
    "euler_gamma",
    "inf",
    "nan",
    "newaxis",
    *creation.__all__,
    *dtype_functions.__all__,
    *indexing.__all__,
    *logic.__all__,
    *manipulation.__all__,
    *math.__all__,
    *products.__all__,
    *reduction.__all__,
    *sorting.__all__,
]
