"""Paddle: the frontends' tapes (Paddle's eager autograd). Paddle has no
compiler or vectoriser used by ivylite: ``ivylite.jit`` runs functions as they
are and ``ivylite.vmap`` loops over the mapped axis."""

from __future__ import annotations

from typing import Any

import paddle


class Tape:
    """A frontend tape on Paddle: watched tensors track gradients
    (``stop_gradient=False``) and Paddle records every operation on them."""

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
