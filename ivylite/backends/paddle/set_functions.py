"""Paddle set functions."""

from __future__ import annotations
