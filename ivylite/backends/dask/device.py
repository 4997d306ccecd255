"""dask devices: the chunks are NumPy arrays on the CPU of whichever worker holds them."""

from __future__ import annotations


def to_device(x, device):
    return x
