"""Paddle: nn_norms. group_norm through paddle.nn.functional (rms_norm and
batch_norm_train are ivylite's composites). Inputs are float32/float64, already checked."""

from __future__ import annotations

import paddle.nn.functional as F


def group_norm(x, num_groups, weight, bias, eps):
    return F.group_norm(x, num_groups, eps, weight, bias)
