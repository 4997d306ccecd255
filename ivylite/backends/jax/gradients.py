"""JAX: gradients (jax.value_and_grad over the list of inputs)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import jax


def value_and_grad(f: Callable[[list], tuple[Any, list]], natives: list, has_aux: bool) -> Any:
    """``(value, grads, aux)`` of ``f`` at ``natives`` (works under jit and nested grads)."""
    (value, aux), grads = jax.value_and_grad(f, has_aux=True)(list(natives))
    return value, list(grads), aux


def stop_gradient(x: Any, /) -> Any:
    return jax.lax.stop_gradient(x)
