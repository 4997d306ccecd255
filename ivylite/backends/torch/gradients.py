"""PyTorch: gradients."""

from __future__ import annotations
