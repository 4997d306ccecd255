"""NumPy: losses and one_hot. Floats are float32/float64; labels and indices int64."""

from __future__ import annotations

import numpy as np

from .nn import log_softmax


def _reduce(loss, reduction):
    if reduction == "mean":
        return np.asarray(np.mean(loss), dtype=loss.dtype)
    if reduction == "sum":
        return np.asarray(np.sum(loss), dtype=loss.dtype)
    return loss


def cross_entropy(logits, labels, axis, reduction):
    picked = np.take_along_axis(log_softmax(logits, axis), np.expand_dims(labels, axis), axis=axis)
    return _reduce(-np.squeeze(picked, axis=axis), reduction)


def binary_cross_entropy(probs, targets, reduction):
    t = probs.dtype.type
    with np.errstate(divide="ignore", invalid="ignore"):
        log_p = np.maximum(np.log(probs), t(-100))
        log_q = np.maximum(np.log1p(-probs), t(-100))
    return _reduce((targets - t(1)) * log_q - targets * log_p, reduction)


def mse(x1, x2, reduction):
    d = x1 - x2
    return _reduce(d * d, reduction)


def one_hot(indices, num_classes, dtype):
    return (indices[..., None] == np.arange(num_classes)).astype(dtype)
