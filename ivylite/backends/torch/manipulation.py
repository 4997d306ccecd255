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


def expand_dims(x, axis):
    return torch.unsqueeze(x, axis)


def squeeze(x, axes):
    return torch.squeeze(x, axes) if axes else x


def flip(x, axes):
    return torch.flip(x, axes) if axes else x.clone()


def permute_dims(x, axes):
    return x.permute(axes)


def concat(arrays, axis):
    return torch.cat(arrays, axis)


def stack(arrays, axis):
    return torch.stack(arrays, axis)
