"""Paddle: losses and one_hot. Floats are float32/float64; labels and indices int64."""

from __future__ import annotations

import paddle

from .._composite import losses
from ._common import cast as _cast
from .nn import log_softmax

_reduce, binary_cross_entropy, mse = losses(
    mean=paddle.mean,
    sum=paddle.sum,
    log=paddle.log,
    log1p=paddle.log1p,
    at_least=lambda v, low: paddle.clip(v, min=low),
)


def cross_entropy(logits, labels, axis, reduction):
    lsm = log_softmax(logits, axis)
    picked = paddle.take_along_axis(lsm, labels.unsqueeze(axis), axis=axis)
    return _reduce(-picked.squeeze(axis), reduction)


def one_hot(indices, num_classes, dtype):
    classes = paddle.arange(num_classes, dtype=indices.dtype)
    return _cast(paddle.equal(indices.unsqueeze(-1), classes), dtype)
