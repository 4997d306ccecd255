"""Paddle: gradients (paddle.grad over inputs with stop_gradient=False)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import paddle


def value_and_grad(f: Callable[[list], tuple[Any, list]], natives: list, has_aux: bool) -> Any:
    """``(value, grads, aux)`` of ``f`` at ``natives``.

    Each input becomes a separate leaf; inside an enclosing differentiation
    (an input already tracks gradients) the inputs are used as they are and the
    graph is kept, so gradients of gradients work.
    """
    nested = any(not x.stop_gradient for x in natives)
    leaves = []
    for x in natives:
        if not (nested and not x.stop_gradient):
            x = x.detach()
            x.stop_gradient = False
        leaves.append(x)
    with paddle.enable_grad():
        value, aux = f(leaves)
        if value.stop_gradient:  # the value does not depend on the inputs
            grads = [None] * len(leaves)
        else:
            grads = paddle.grad([value], leaves, allow_unused=True, create_graph=nested)
    grads = [paddle.zeros_like(x) if g is None else g for x, g in zip(natives, grads)]
    if not nested:
        value = value.detach()
        aux = [a.detach() if isinstance(a, paddle.Tensor) else a for a in aux]
    return value, grads, aux


def stop_gradient(x: Any, /) -> Any:
    out = x.detach()
    return out
