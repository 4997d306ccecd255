"""PyTorch searching."""

from __future__ import annotations

import torch

where = torch.where


def argmax(x, axis):
    return torch.argmax(x, dim=axis)


def argmin(x, axis):
    return torch.argmin(x, dim=axis)
