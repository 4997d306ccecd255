"""Paddle: automatic differentiation: gradients (paddle.grad over inputs with
stop_gradient=False) and the frontends' tapes (Paddle's eager autograd records). Paddle
has no compiler or vectoriser used by ivylite: ``ivylite.jit`` runs functions as they are
and ``ivylite.vmap`` loops over the mapped axis."""

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


class Tape:
    """A frontend tape on Paddle: watched tensors track gradients
    (``stop_gradient=False``) and Paddle records every operation on them."""

    # paddle.grad without retain_graph frees the graph it went through, only that
    frees_graphs = True

    def __init__(self, persistent: bool) -> None:
        self.persistent = persistent
        self._mode: Any = None

    def start(self) -> None:
        self._mode = paddle.enable_grad()
        self._mode.__enter__()

    def stop(self) -> None:
        self._mode.__exit__(None, None, None)

    def pause(self) -> Any:
        return paddle.no_grad()

    def watch(self, x: Any) -> Any:
        """The tensor to compute with: ``x`` if it is tracked, else a leaf over its data."""
        if not x.stop_gradient:
            return x
        leaf = x.detach()
        leaf.stop_gradient = False
        return leaf

    def tracked(self, x: Any) -> bool:
        """Whether ``x`` is watched or computed from a watched tensor."""
        return not x.stop_gradient

    def detach(self, x: Any) -> Any:
        """``x``'s data, not tracked."""
        return x.detach()

    def gradient(self, targets: list, sources: list, cotangents: list, keep: bool,
                 create: bool) -> list:  # fmt: skip
        """d(sum of cotangent . target)/d(source) for each source; None where unconnected."""
        pairs = [(t, c) for t, c in zip(targets, cotangents) if not t.stop_gradient]
        tracked = [i for i, s in enumerate(sources) if not s.stop_gradient]
        out: list = [None] * len(sources)
        if not pairs or not tracked:
            return out
        grads = paddle.grad(
            [t for t, _ in pairs], [sources[i] for i in tracked], [c for _, c in pairs],
            retain_graph=keep or create, create_graph=create, allow_unused=True,
        )  # fmt: skip
        for i, g in zip(tracked, grads):
            out[i] = g
        return out
