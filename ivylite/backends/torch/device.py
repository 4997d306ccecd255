"""PyTorch devices (CPU only here)."""

from __future__ import annotations


def to_device(x, device):
    return x.to(device)
