"""dask: losses and one_hot. Floats are float32/float64; labels and indices int64."""

from __future__ import annotations

import dask.array as da

from .._composite import losses
from .nn import log_softmax

_reduce, binary_cross_entropy, mse = losses(
    mean=lambda loss: da.mean(loss).astype(loss.dtype),
    sum=lambda loss: da.sum(loss).astype(loss.dtype),
    log=da.log,
    log1p=da.log1p,
    at_least=lambda v, low: da.maximum(v, v.dtype.type(low)),
)


def _labels_in_range(block, n):
    if block.size and (block.min() < -n or block.max() >= n):
        bad = block.min() if block.min() < -n else block.max()
        raise IndexError(f"cross_entropy: label {bad} is out of bounds for {n} classes")
    return block


def cross_entropy(logits, labels, axis, reduction):
    # The log-probability of each label, picked by comparing the labels with each
    # class index (take_along_axis has no dask form); a label is checked when its
    # chunk is computed, and a negative one counts from the end, as NumPy's.
    n = logits.shape[axis]
    labels = labels.map_blocks(_labels_in_range, n, dtype=labels.dtype)
    labels = da.expand_dims(da.where(labels < 0, labels + n, labels), axis)
    shape = [1] * logits.ndim
    shape[axis] = n
    classes = da.arange(n, dtype=labels.dtype).reshape(shape)
    picked = da.where(labels == classes, log_softmax(logits, axis), 0).sum(axis=axis)
    return _reduce(-picked, reduction)


def one_hot(indices, num_classes, dtype):
    return (indices[..., None] == da.arange(num_classes)).astype(dtype)
