"""NumPy: gradients."""

from __future__ import annotations
