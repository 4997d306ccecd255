"""PyTorch: nn_norms, through torch.nn.functional's fused kernels (batch_norm_train
is ivylite's composite). Inputs are float32/float64, already checked."""

from __future__ import annotations

import torch.nn.functional as F


def group_norm(x, num_groups, weight, bias, eps):
    return F.group_norm(x, num_groups, weight, bias, eps)


def rms_norm(x, normalized_shape, weight, eps):
    return F.rms_norm(x, normalized_shape, weight, eps)
