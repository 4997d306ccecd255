"""PyTorch: nn_spatial, through torch.nn.functional. Inputs are float32/float64,
already checked; sizes come as tuples of ints (pad and interpolate are
ivylite's composites)."""

from __future__ import annotations

import torch.nn.functional as F


def conv_transpose1d(x, weight, bias, stride, padding, output_padding, dilation, groups):
    return F.conv_transpose1d(x, weight, bias, stride, padding, output_padding, groups, dilation)


def conv_transpose2d(x, weight, bias, stride, padding, output_padding, dilation, groups):
    return F.conv_transpose2d(x, weight, bias, stride, padding, output_padding, groups, dilation)


def adaptive_avg_pool2d(x, output_size):
    return F.adaptive_avg_pool2d(x, output_size)


def adaptive_max_pool2d(x, output_size):
    return F.adaptive_max_pool2d(x, output_size)
