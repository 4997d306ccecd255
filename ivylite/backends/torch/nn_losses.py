"""PyTorch: losses and one_hot. Floats are float32/float64; labels and indices int64."""

from __future__ import annotations

import torch
import torch.nn.functional as F


def _reduce(loss, reduction):
    if reduction == "mean":
        return loss.mean()
    if reduction == "sum":
        return loss.sum()
    return loss


def cross_entropy(logits, labels, axis, reduction):
    if logits.ndim == 1:
        return F.cross_entropy(logits, labels, reduction=reduction)
    # torch wants the class axis at 1.
    return F.cross_entropy(torch.movedim(logits, axis, 1), labels, reduction=reduction)


def binary_cross_entropy(probs, targets, reduction):
    # Not F.binary_cross_entropy: it raises for probabilities outside [0, 1]
    # (a host check); the formula gives NaN there, as on every other backend.
    log_p = torch.clamp_min(torch.log(probs), -100)
    log_q = torch.clamp_min(torch.log1p(-probs), -100)
    return _reduce((targets - 1) * log_q - targets * log_p, reduction)


def mse(x1, x2, reduction):
    d = x1 - x2
    return _reduce(d * d, reduction)


def one_hot(indices, num_classes, dtype):
    classes = torch.arange(num_classes, dtype=indices.dtype, device=indices.device)
    return (indices.unsqueeze(-1) == classes).to(dtype)
