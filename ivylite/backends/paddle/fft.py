"""Paddle FFT."""

from __future__ import annotations
