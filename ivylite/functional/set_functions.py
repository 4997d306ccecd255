"""Set functions: unique_all, unique_counts, unique_inverse, unique_values."""

from __future__ import annotations

__all__: list[str] = []
