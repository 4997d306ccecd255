"""JAX set functions: ``unique_all`` of a 1-D array.

The values are sorted stably (NumPy's order: NaNs last; complex by real part,
then imaginary part) and split where neighbours differ (NaN != NaN: each NaN
its own value), so ``indices`` are the first occurrences.
"""

from __future__ import annotations

import jax.numpy as jnp


def _order(x):
    """Stable ascending argsort of a 1-D array in NumPy's order."""
    if jnp.iscomplexobj(x):
        p = jnp.argsort(x.imag, stable=True)
        return p[jnp.argsort(x.real[p], stable=True)]
    return jnp.argsort(x, stable=True)


def unique_all(x):
    n = x.shape[0]
    perm = _order(x).astype(jnp.int64)
    s = x[perm]
    new = jnp.concatenate([jnp.ones(min(n, 1), bool), s[1:] != s[:-1]])
    group = jnp.cumsum(new, dtype=jnp.int64) - 1
    inverse = jnp.zeros(n, jnp.int64).at[perm].set(group)
    first = jnp.nonzero(new)[0].astype(jnp.int64)
    counts = jnp.diff(first, append=jnp.asarray([n], jnp.int64))
    return s[new], perm[new], inverse, counts
