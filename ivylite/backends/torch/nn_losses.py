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


# The class weights and pos_weight are constants to torch's fused losses: a weight
# that requires a gradient goes to ivylite's composite, which differentiates it.


def _constant(*tensors):
    return all(t is None or not t.requires_grad for t in tensors)


def _class_first(x, axis):
    return x if x.ndim == 1 or axis == 1 else torch.movedim(x, axis, 1)


def cross_entropy_with_options(logits, labels, axis, reduction, weight, ignore_index, smoothing):
    if not _constant(weight):
        return NotImplemented
    return F.cross_entropy(
        _class_first(logits, axis), labels, weight,
        ignore_index=-100 if ignore_index is None else ignore_index,
        reduction=reduction, label_smoothing=smoothing,
    )  # fmt: skip


def nll_loss(log_probs, labels, axis, reduction, weight, ignore_index):
    if not _constant(weight):
        return NotImplemented
    return F.nll_loss(
        _class_first(log_probs, axis), labels, weight,
        ignore_index=-100 if ignore_index is None else ignore_index, reduction=reduction,
    )  # fmt: skip


def binary_cross_entropy_with_logits(logits, targets, weight, pos_weight, reduction):
    if not _constant(weight, pos_weight):
        return NotImplemented
    return F.binary_cross_entropy_with_logits(
        logits, targets, weight, reduction=reduction, pos_weight=pos_weight
    )
