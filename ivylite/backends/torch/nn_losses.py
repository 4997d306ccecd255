"""PyTorch: losses and one_hot. Floats are float32/float64; labels and indices int64."""

from __future__ import annotations

import torch
import torch.nn.functional as F

from .._composite import losses

# Not F.binary_cross_entropy: it raises for probabilities outside [0, 1] (a host
# check); the formula gives NaN there, as on every other backend.
_reduce, binary_cross_entropy, mse = losses(
    mean=torch.mean,
    sum=torch.sum,
    log=torch.log,
    log1p=torch.log1p,
    at_least=torch.clamp_min,
)


def cross_entropy(logits, labels, axis, reduction):
    if logits.ndim == 1:
        return F.cross_entropy(logits, labels, reduction=reduction)
    # torch wants the class axis at 1.
    return F.cross_entropy(torch.movedim(logits, axis, 1), labels, reduction=reduction)


def one_hot(indices, num_classes, dtype):
    classes = torch.arange(num_classes, dtype=indices.dtype, device=indices.device)
    return (indices.unsqueeze(-1) == classes).to(dtype)
