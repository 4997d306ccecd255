"""PyTorch sorting."""

from __future__ import annotations
