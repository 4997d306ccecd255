"""PyTorch shape manipulation."""

from __future__ import annotations

import torch


def reshape(x, shape, *, copy=None):
    try:
        if copy:
            return torch.reshape(x, shape).clone()
        if copy is False:
            return x.view(shape)  # never copies; raises when a copy would be needed
        return torch.reshape(x, shape)
    except RuntimeError as e:  # NumPy (and the other backends) raise ValueError
        raise ValueError(f"reshape: {e}") from None
