"""Paddle sorting."""

from __future__ import annotations
