"""Paddle: nn_spatial, through paddle.nn.functional (torch's layouts and bins).
Inputs are float32/float64, already checked; sizes come as tuples of ints (pad
and interpolate are ivylite's composites)."""

from __future__ import annotations

import paddle.nn.functional as F


def _transpose(conv, x, weight, bias, stride, padding, output_padding, dilation, groups):
    if any(op >= s for op, s in zip(output_padding, stride)):
        # paddle refuses output_padding >= stride (torch allows it below the dilation)
        return NotImplemented
    return conv(
        x, weight, bias, stride=list(stride), padding=list(padding),
        output_padding=list(output_padding), dilation=list(dilation), groups=groups,
    )  # fmt: skip


def conv_transpose1d(x, weight, bias, stride, padding, output_padding, dilation, groups):
    return _transpose(
        F.conv1d_transpose, x, weight, bias, stride, padding, output_padding, dilation, groups
    )


def conv_transpose2d(x, weight, bias, stride, padding, output_padding, dilation, groups):
    return _transpose(
        F.conv2d_transpose, x, weight, bias, stride, padding, output_padding, dilation, groups
    )


def adaptive_avg_pool2d(x, output_size):
    return F.adaptive_avg_pool2d(x, list(output_size))


def adaptive_max_pool2d(x, output_size):
    return F.adaptive_max_pool2d(x, list(output_size))
