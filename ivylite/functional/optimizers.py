"""Optimisers as pure functions over parameter trees: SGD with momentum, Adam."""

from __future__ import annotations

__all__: list[str] = []
