"""JAX sorting."""

from __future__ import annotations
