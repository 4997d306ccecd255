"""Paddle: losses and one_hot. Floats are float32/float64; labels and indices int64."""

from __future__ import annotations

import paddle

from ._common import cast as _cast
from .nn import log_softmax


def _reduce(loss, reduction):
    if reduction == "mean":
        return paddle.mean(loss)
    if reduction == "sum":
        return paddle.sum(loss)
    return loss


def cross_entropy(logits, labels, axis, reduction):
    lsm = log_softmax(logits, axis)
    picked = paddle.take_along_axis(lsm, labels.unsqueeze(axis), axis=axis)
    return _reduce(-picked.squeeze(axis), reduction)


def binary_cross_entropy(probs, targets, reduction):
    log_p = paddle.clip(paddle.log(probs), min=-100.0)
    log_q = paddle.clip(paddle.log1p(-probs), min=-100.0)
    return _reduce((targets - 1) * log_q - targets * log_p, reduction)


def mse(x1, x2, reduction):
    d = x1 - x2
    return _reduce(d * d, reduction)


def one_hot(indices, num_classes, dtype):
    classes = paddle.arange(num_classes, dtype=indices.dtype)
    return _cast(paddle.equal(indices.unsqueeze(-1), classes), dtype)
