"""Random numbers with explicit seeds: seed, random_uniform, random_normal, randint, shuffle."""

from __future__ import annotations

__all__: list[str] = []
