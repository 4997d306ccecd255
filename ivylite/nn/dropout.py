"""Dropout: zeroes elements while training, with ivylite's seeded generator."""

from __future__ import annotations

from typing import Any

import ivylite

from .module import Module

__all__ = ["Dropout"]


class Dropout(Module):
    """Zero each element with probability ``p`` while training, scaling the rest by
    ``1 / (1 - p)``; the identity in eval mode.

    The mask comes from ivylite's generator (the stream :func:`ivylite.seed`
    starts), so the same seed drops the same elements on every backend.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite import nn
    >>> drop = nn.Dropout(0.5)
    >>> ivylite.seed(0)
    >>> a = drop(ivylite.ones(6))
    >>> ivylite.seed(0)
    >>> bool(ivylite.all(a == drop(ivylite.ones(6)))), drop.eval()(ivylite.ones(2)).tolist()
    (True, [1.0, 1.0])
    """

    def __init__(self, p: float = 0.5) -> None:
        super().__init__()
        if not 0.0 <= p <= 1.0:
            raise ValueError(f"Dropout: p must be in [0, 1], got {p}")
        self.p = float(p)

    def forward(self, x: Any) -> Any:
        if not self.training or self.p == 0.0:
            return x
        if self.p == 1.0:
            return ivylite.zeros_like(x)
        return ivylite.dropout(x, self.p, training=True)

    def extra_repr(self) -> str:
        return f"p={self.p}"
