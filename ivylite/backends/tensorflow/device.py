"""TensorFlow devices (CPU only)."""

from __future__ import annotations


def to_device(x, device):
    return x
