"""NumPy: losses and one_hot. Floats are float32/float64; labels and indices int64."""

from __future__ import annotations

import numpy as np

from .._composite import losses
from .nn import log_softmax

_reduce, binary_cross_entropy, mse = losses(
    mean=lambda loss: np.asarray(np.mean(loss), dtype=loss.dtype),
    sum=lambda loss: np.asarray(np.sum(loss), dtype=loss.dtype),
    log=np.log,
    log1p=np.log1p,
    at_least=lambda v, low: np.maximum(v, v.dtype.type(low)),
    quiet=lambda: np.errstate(divide="ignore", invalid="ignore"),
)


def cross_entropy(logits, labels, axis, reduction):
    picked = np.take_along_axis(log_softmax(logits, axis), np.expand_dims(labels, axis), axis=axis)
    return _reduce(-np.squeeze(picked, axis=axis), reduction)


def one_hot(indices, num_classes, dtype):
    return (indices[..., None] == np.arange(num_classes)).astype(dtype)
