"""Paddle: nn, through paddle.nn.functional. Inputs are float32/float64 (or
integers for relu), already checked; paddings come as (low, high) pairs."""

from __future__ import annotations

import paddle
import paddle.nn.functional as F

from .._composite import normalizations
from ._common import F16, F32, I8, I16, I32, U8
from ._common import cast as _cast

# No relu kernels for integers, no maximum kernels for int8/int16/uint8 on CPU.
_SMALL = {id(I8): I32, id(I16): I32}


def relu(x):
    if x.is_floating_point():
        # F.relu turns NaN into 0. clip(x, 0, 0) is NaN where x is and 0 elsewhere
        # (+-0, which adding to relu's +0 leaves +0): the sum keeps NaN with no host
        # sync (asking whether x holds a NaN costs more than the relu), and the
        # detached term leaves relu's gradient (0 at 0).
        return paddle.add(F.relu(x), paddle.clip(x.detach(), 0.0, 0.0))
    d = x.dtype
    if d == U8:
        return paddle.clone(x)
    w = _SMALL.get(id(d))
    if w is not None:
        y = _cast(x, w)
        return _cast(paddle.maximum(y, paddle.zeros_like(y)), d)
    return paddle.maximum(x, paddle.zeros_like(x))


def leaky_relu(x, negative_slope):
    return F.leaky_relu(x, negative_slope)


def gelu(x, approximate):
    return F.gelu(x, approximate=approximate)


def sigmoid(x):
    return F.sigmoid(x)


def silu(x):
    return F.silu(x)


def softmax(x, axis):
    return F.softmax(x, axis=axis)


def log_softmax(x, axis):
    # Not F.log_softmax: it clamps -inf to about -64 (-inf in NumPy, torch, JAX).
    # The shift cancels out of the result, so it is held constant: its gradient
    # is 0 in exact arithmetic, and Paddle's max backward costs more than the rest.
    shifted = x - paddle.max(x.detach(), axis=axis, keepdim=True)
    return shifted - paddle.log(paddle.sum(paddle.exp(shifted), axis=axis, keepdim=True))


def softplus(x, beta, threshold):
    return F.softplus(x, beta, threshold)


def linear(x, weight, bias):
    out = paddle.matmul(x, weight, transpose_y=True)
    return out if bias is None else out + bias


def conv1d(x, weight, bias, stride, padding, dilation, groups):
    pad = [p for pair in padding for p in pair]
    return F.conv1d(x, weight, bias, stride, pad, dilation, groups)


def conv2d(x, weight, bias, stride, padding, dilation, groups):
    pad = [p for pair in padding for p in pair]  # [top, bottom, left, right]
    return F.conv2d(x, weight, bias, stride, pad, dilation, groups)


def max_pool2d(x, kernel, stride, padding):
    return F.max_pool2d(x, kernel, stride, padding)


def avg_pool2d(x, kernel, stride, padding, count_include_pad):
    return F.avg_pool2d(x, kernel, stride, padding, exclusive=not count_include_pad)


layer_norm, batch_norm = normalizations(
    average=lambda x, axes: paddle.mean(x, axis=list(axes), keepdim=True),
    scale=lambda centred, var, eps: centred * paddle.rsqrt(var + eps),
    reshape=lambda x, shape: x.reshape(list(shape)),
)


def embedding(indices, weight):
    d = weight.dtype
    if d == F16:  # no float16 gather kernel on CPU: gather is exact in float32
        return _cast(embedding(indices, _cast(weight, F32)), d)
    rows = paddle.gather(weight, indices.reshape([-1]), axis=0)
    return rows.reshape(list(indices.shape) + [weight.shape[1]])
