"""JAX linear algebra."""

from __future__ import annotations

import jax
import jax.numpy as jnp

from .._composite import complex_matmul

matmul = jnp.matmul


def matrix_transpose(x):
    if x.ndim < 2:
        raise ValueError(f"matrix_transpose: needs at least 2 dimensions, got {x.ndim}")
    return jnp.swapaxes(x, -1, -2)


def tensordot(x1, x2, axes1, axes2):
    return jnp.tensordot(x1, x2, axes=(axes1, axes2)).astype(x1.dtype)


def vecdot(x1, x2, axis):
    if jnp.iscomplexobj(x1):
        x1 = jnp.conj(x1)
    return jnp.sum(x1 * x2, axis=axis, dtype=x1.dtype)


def einsum(spec, operands):
    return jnp.einsum(spec, *operands).astype(operands[0].dtype)


# Complex inputs take this (the core calls it for complex dtypes only; real ones
# keep the fast path): infinite parts give one answer on every backend.
COMPLEX = {
    "matmul": complex_matmul(
        matmul=jnp.matmul, real=jnp.real, imag=jnp.imag, make_complex=jax.lax.complex
    )
}
