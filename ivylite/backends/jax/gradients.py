"""JAX: automatic differentiation: gradients (jax.value_and_grad over the list of inputs)
and the vector-Jacobian product the frontends' replaying tapes differentiate with."""

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


def vjp(f: Callable[..., list], primals: list, cotangents: list) -> list:
    """The cotangents of ``primals`` for ``cotangents`` of ``f(*primals)`` (``jax.vjp``)."""
    _, pullback = jax.vjp(lambda *p: f(*p), *primals)
    return list(pullback(cotangents))
