"""Neural-network functions: activations, linear, convolutions, pooling, normalisation, dropout, embedding, losses, one_hot."""

from __future__ import annotations

__all__: list[str] = []
