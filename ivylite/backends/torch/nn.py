"""PyTorch: nn, through torch.nn.functional. Inputs are float32/float64 (or
integers for relu), already checked; paddings come as (low, high) pairs."""

from __future__ import annotations

import torch
import torch.nn.functional as F


def relu(x):
    return torch.relu(x)


def leaky_relu(x, negative_slope):
    return F.leaky_relu(x, negative_slope)


def gelu(x, approximate):
    # Known difference: torch's vectorised float32 erf makes gelu(+inf) NaN (inf
    # elsewhere). Patching it with a where() would triple gelu's cost, for an
    # input that only a diverged model produces.
    return F.gelu(x, approximate="tanh" if approximate else "none")


def sigmoid(x):
    return torch.sigmoid(x)


def silu(x):
    return F.silu(x)


def softmax(x, axis):
    return torch.softmax(x, axis)


def log_softmax(x, axis):
    return torch.log_softmax(x, axis)


def softplus(x, beta, threshold):
    return F.softplus(x, beta, threshold)


def linear(x, weight, bias):
    return F.linear(x, weight, bias)


def _symmetric(x, padding):
    """(x, padding for torch): asymmetric padding is applied with F.pad first."""
    if all(lo == hi for lo, hi in padding):
        return x, tuple(lo for lo, _ in padding)
    flat = [p for pair in reversed(padding) for p in pair]  # F.pad: last axis first
    return F.pad(x, flat), 0


def conv1d(x, weight, bias, stride, padding, dilation, groups):
    x, pad = _symmetric(x, padding)
    return F.conv1d(x, weight, bias, stride, pad, dilation, groups)


def conv2d(x, weight, bias, stride, padding, dilation, groups):
    x, pad = _symmetric(x, padding)
    return F.conv2d(x, weight, bias, stride, pad, dilation, groups)


def max_pool2d(x, kernel, stride, padding):
    return F.max_pool2d(x, kernel, stride, padding)


def avg_pool2d(x, kernel, stride, padding, count_include_pad):
    return F.avg_pool2d(x, kernel, stride, padding, count_include_pad=count_include_pad)


def layer_norm(x, normalized_shape, weight, bias, eps):
    return F.layer_norm(x, normalized_shape, weight, bias, eps)


def batch_norm(x, mean, var, weight, bias, eps):
    return F.batch_norm(x, mean, var, weight, bias, False, 0.0, eps)


def embedding(indices, weight):
    return F.embedding(indices, weight)
