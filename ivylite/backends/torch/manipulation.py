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


def broadcast_to(x, shape):
    return torch.broadcast_to(x, shape)


def repeat(x, repeats, axis):
    if type(repeats) is tuple:
        repeats = torch.tensor(repeats, dtype=torch.int64, device=x.device)
    return torch.repeat_interleave(x, repeats, dim=axis)


def roll(x, shifts, axes):
    return torch.roll(x, shifts, axes)


def tile(x, reps):
    return torch.tile(x, reps)


def unstack(x, axis):
    return torch.unbind(x, axis)
