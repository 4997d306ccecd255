"""JAX: compiling (jax.jit) and vectorising (jax.vmap) functions of native arrays,
for ``ivylite.jit`` and ``ivylite.vmap``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import jax

COMPILER = "jax.jit"
VECTORIZER = "jax.vmap"


def compile(fn: Callable[..., list], options: dict[str, Any]) -> Callable[..., list]:  # noqa: A001
    """``fn`` (natives in, a list of natives out) under ``jax.jit``."""
    return jax.jit(fn, **options)


def vectorize(fn: Callable[..., list], natives: list, axes: list, size: int) -> list:
    """``fn`` mapped over ``axes`` of ``natives``; the results batched along axis 0."""
    return jax.vmap(fn, in_axes=tuple(axes), out_axes=0, axis_size=size)(*natives)


def while_loop(cond: Callable[..., Any], body: Callable[..., list], natives: list) -> list:
    """``natives = body(*natives)`` while ``cond(*natives)``, as ``jax.lax.while_loop``."""
    out = jax.lax.while_loop(lambda c: cond(*c), lambda c: tuple(body(*c)), tuple(natives))
    return list(out)
