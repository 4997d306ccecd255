"""Automatic differentiation: grad, value_and_grad, stop_gradient over nested parameters."""

from __future__ import annotations

__all__: list[str] = []
