"""NumPy sorting."""

from __future__ import annotations
