"""NumPy: nn. Inputs are float32/float64 (or integers for relu), already checked."""

from __future__ import annotations

import math

import numpy as np

from .._composite import normalizations
from .._host import avg_pool2d, conv, erf, max_pool2d  # noqa: F401  (shared with dask)


def relu(x):
    return np.maximum(x, x.dtype.type(0))


def leaky_relu(x, negative_slope):
    return np.where(x >= 0, x, x * x.dtype.type(negative_slope))


def gelu(x, approximate):
    t = x.dtype.type
    if approximate:
        inner = t(math.sqrt(2.0 / math.pi)) * (x + t(0.044715) * x * x * x)
        return t(0.5) * x * (t(1) + np.tanh(inner))
    return t(0.5) * x * (t(1) + erf(x * t(1 / math.sqrt(2.0))))


def sigmoid(x):
    e = np.exp(-np.abs(x))
    one = x.dtype.type(1)
    return np.where(x >= 0, one / (one + e), e / (one + e))


def silu(x):
    return x * sigmoid(x)


def softmax(x, axis):
    e = np.exp(x - np.max(x, axis=axis, keepdims=True))
    return e / np.sum(e, axis=axis, keepdims=True)


def log_softmax(x, axis):
    shifted = x - np.max(x, axis=axis, keepdims=True)
    return shifted - np.log(np.sum(np.exp(shifted), axis=axis, keepdims=True))


def softplus(x, beta, threshold):
    t = x.dtype.type
    bx = x * t(beta)
    return np.where(bx > threshold, x, np.logaddexp(t(0), bx) / t(beta))


def linear(x, weight, bias):
    out = np.matmul(x, weight.T)
    return out if bias is None else out + bias


def conv1d(x, weight, bias, stride, padding, dilation, groups):
    return conv(x, weight, bias, stride, padding, dilation, groups)


def conv2d(x, weight, bias, stride, padding, dilation, groups):
    return conv(x, weight, bias, stride, padding, dilation, groups)


layer_norm, batch_norm = normalizations(
    average=lambda x, axes: np.mean(x, axis=axes, keepdims=True),
    scale=lambda centred, var, eps: centred / np.sqrt(var + centred.dtype.type(eps)),
    reshape=np.reshape,
)


def embedding(indices, weight):
    n = weight.shape[0]
    if indices.size and (indices.min() < 0 or indices.max() >= n):
        raise IndexError(f"embedding: indices must be in [0, {n}), got values outside it")
    return weight[indices]
