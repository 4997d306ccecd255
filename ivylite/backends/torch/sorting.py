"""PyTorch sorting: torch's stable sort is NumPy's order (NaNs last ascending,
first descending; equal elements keep their order in both directions)."""

from __future__ import annotations

import torch


def argsort(x, axis, descending):
    return torch.sort(x, dim=axis, descending=descending, stable=True).indices


def sort(x, axis, descending):
    return torch.sort(x, dim=axis, descending=descending, stable=True).values
