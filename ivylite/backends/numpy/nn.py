"""NumPy: nn. Inputs are float32/float64 (or integers for relu), already checked."""

from __future__ import annotations

import math

import numpy as np
from numpy.lib.stride_tricks import sliding_window_view

from .._composite import normalizations

try:
    from scipy.special import erf as _erf
except ImportError:  # pragma: no cover - scipy is optional
    _erf_host = np.frompyfunc(math.erf, 1, 1)

    def _erf(x):
        return _erf_host(x).astype(x.dtype)


def relu(x):
    return np.maximum(x, x.dtype.type(0))


def leaky_relu(x, negative_slope):
    return np.where(x >= 0, x, x * x.dtype.type(negative_slope))


def gelu(x, approximate):
    t = x.dtype.type
    if approximate:
        inner = t(math.sqrt(2.0 / math.pi)) * (x + t(0.044715) * x * x * x)
        return t(0.5) * x * (t(1) + np.tanh(inner))
    return t(0.5) * x * (t(1) + _erf(x * t(1 / math.sqrt(2.0))))


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


def _conv(x, w, bias, stride, padding, dilation, groups):
    n = x.ndim - 2
    x = np.pad(x, ((0, 0), (0, 0), *padding))
    k = w.shape[2:]
    span = tuple(d * (ki - 1) + 1 for ki, d in zip(k, dilation))
    win = sliding_window_view(x, span, axis=tuple(range(2, 2 + n)))
    win = win[
        (
            slice(None),
            slice(None),
            *(slice(None, None, s) for s in stride),
            *(slice(None, None, d) for d in dilation),
        )
    ]
    N, C = x.shape[:2]
    O = w.shape[0]  # noqa: E741
    out_sizes = win.shape[2 : 2 + n]
    win = win.reshape(N, groups, C // groups, *out_sizes, *k)
    wg = w.reshape(groups, O // groups, C // groups, *k)
    if n == 1:
        out = np.einsum("ngcWi,goci->ngoW", win, wg, optimize=True)
    else:
        out = np.einsum("ngcHWij,gocij->ngoHW", win, wg, optimize=True)
    out = out.reshape(N, O, *out_sizes)
    if bias is not None:
        out = out + bias.reshape((O,) + (1,) * n)
    return np.ascontiguousarray(out)


def conv1d(x, weight, bias, stride, padding, dilation, groups):
    return _conv(x, weight, bias, stride, padding, dilation, groups)


def conv2d(x, weight, bias, stride, padding, dilation, groups):
    return _conv(x, weight, bias, stride, padding, dilation, groups)


def _windows(x, kernel, stride, padding, value):
    pads = ((0, 0), (0, 0), (padding[0], padding[0]), (padding[1], padding[1]))
    x = np.pad(x, pads, constant_values=value)
    win = sliding_window_view(x, kernel, axis=(2, 3))
    return win[:, :, :: stride[0], :: stride[1]]


def max_pool2d(x, kernel, stride, padding):
    return np.ascontiguousarray(
        np.max(_windows(x, kernel, stride, padding, -np.inf), axis=(-2, -1))
    )


def avg_pool2d(x, kernel, stride, padding, count_include_pad):
    total = np.sum(_windows(x, kernel, stride, padding, 0), axis=(-2, -1))
    if count_include_pad:
        return total / x.dtype.type(kernel[0] * kernel[1])
    ones = np.ones((1, 1) + x.shape[2:], dtype=x.dtype)
    count = np.sum(_windows(ones, kernel, stride, padding, 0), axis=(-2, -1))
    return total / count


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
