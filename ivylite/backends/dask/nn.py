"""dask: nn. Inputs are float32/float64 (or integers for relu), already checked.

Elementwise functions and softmax are lazy over any chunking. Convolution and
pooling run NumPy's kernels (the NumPy backend's) on each block of the batch:
the channel and spatial axes are gathered into one chunk, the batch axis
stays chunked, the weights are one chunk in every task.
"""

from __future__ import annotations

import math

import dask.array as da
import numpy as np

from .. import _host
from .._composite import normalizations
from ._blocks import per_block, whole


def relu(x):
    return da.maximum(x, x.dtype.type(0))


def leaky_relu(x, negative_slope):
    return da.where(x >= 0, x, x * x.dtype.type(negative_slope))


def gelu(x, approximate):
    t = x.dtype.type
    if approximate:
        inner = t(math.sqrt(2.0 / math.pi)) * (x + t(0.044715) * x * x * x)
        return t(0.5) * x * (t(1) + da.tanh(inner))
    return t(0.5) * x * (t(1) + (x * t(1 / math.sqrt(2.0))).map_blocks(_host.erf, dtype=x.dtype))


def sigmoid(x):
    e = da.exp(-da.absolute(x))
    one = x.dtype.type(1)
    return da.where(x >= 0, one / (one + e), e / (one + e))


def silu(x):
    return x * sigmoid(x)


def softmax(x, axis):
    e = da.exp(x - da.max(x, axis=axis, keepdims=True))
    return e / da.sum(e, axis=axis, keepdims=True)


def log_softmax(x, axis):
    shifted = x - da.max(x, axis=axis, keepdims=True)
    return shifted - da.log(da.sum(da.exp(shifted), axis=axis, keepdims=True))


def softplus(x, beta, threshold):
    t = x.dtype.type
    bx = x * t(beta)
    return da.where(bx > threshold, x, da.logaddexp(t(0), bx) / t(beta))


def linear(x, weight, bias):
    out = da.matmul(x, weight.T)
    return out if bias is None else out + bias


def _conv(x, w, bias, stride, padding, dilation, groups):
    n = x.ndim - 2
    y = whole(x, range(1, x.ndim), "conv")
    sizes = [
        (y.shape[2 + i] + lo + hi - (dilation[i] * (w.shape[2 + i] - 1) + 1)) // stride[i] + 1
        for i, (lo, hi) in enumerate(padding)
    ]
    space, kernel = "hv"[:n], "ij"[:n]
    # The weight's channel axis has C / groups entries: its own index letter.
    args = [y, "nc" + space, w.rechunk(-1), "od" + kernel]
    if bias is not None:
        args += [bias.rechunk(-1), "o"]

    def block(xb, wb, bb=None):
        return _host.conv(xb, wb, bb, stride, padding, dilation, groups)

    return da.blockwise(
        block, "no" + space, *args, concatenate=True, dtype=x.dtype,
        adjust_chunks={"o": w.shape[0], **{s: size for s, size in zip(space, sizes)}},
        meta=np.empty((0,) * x.ndim, x.dtype),
    )  # fmt: skip


def conv1d(x, weight, bias, stride, padding, dilation, groups):
    return _conv(x, weight, bias, stride, padding, dilation, groups)


def conv2d(x, weight, bias, stride, padding, dilation, groups):
    return _conv(x, weight, bias, stride, padding, dilation, groups)


def _pooled(x, kernel, stride, padding) -> dict:
    return {2 + i: (x.shape[2 + i] + 2 * padding[i] - kernel[i]) // stride[i] + 1 for i in (0, 1)}


def max_pool2d(x, kernel, stride, padding):
    return per_block(_host.max_pool2d, x, (2, 3), x.dtype, "max_pool2d",
                     _pooled(x, kernel, stride, padding), kernel=kernel, stride=stride,
                     padding=padding)  # fmt: skip


def avg_pool2d(x, kernel, stride, padding, count_include_pad):
    return per_block(_host.avg_pool2d, x, (2, 3), x.dtype, "avg_pool2d",
                     _pooled(x, kernel, stride, padding), kernel=kernel, stride=stride,
                     padding=padding, count_include_pad=count_include_pad)  # fmt: skip


layer_norm, batch_norm = normalizations(
    average=lambda x, axes: da.mean(x, axis=axes, keepdims=True),
    scale=lambda centred, var, eps: centred / da.sqrt(var + centred.dtype.type(eps)),
    reshape=da.reshape,
)


def _in_range(block, n):
    if block.size and (block.min() < 0 or block.max() >= n):
        raise IndexError(f"embedding: indices must be in [0, {n}), got values outside it")
    return block


def embedding(indices, weight):
    # The indices are checked when their chunk is computed (dask would wrap silently).
    n = weight.shape[0]
    flat = indices.reshape(-1).map_blocks(_in_range, n, dtype=indices.dtype)
    return weight[flat].reshape(indices.shape + weight.shape[1:])
