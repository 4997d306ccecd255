"""TensorFlow: losses and one_hot. Floats are float32/float64; labels and indices int64."""

from __future__ import annotations

import tensorflow as tf


def _reduce(loss, reduction):
    if reduction == "mean":
        return tf.reduce_mean(loss)
    if reduction == "sum":
        return tf.reduce_sum(loss)
    return loss


def cross_entropy(logits, labels, axis, reduction):
    rank = logits.shape.rank
    if axis != rank - 1:  # TensorFlow wants the class axis last
        perm = [i for i in range(rank) if i != axis] + [axis]
        logits = tf.transpose(logits, perm)
    loss = tf.nn.sparse_softmax_cross_entropy_with_logits(labels=labels, logits=logits)
    return _reduce(loss, reduction)


def binary_cross_entropy(probs, targets, reduction):
    log_p = tf.maximum(tf.math.log(probs), -100.0)
    log_q = tf.maximum(tf.math.log1p(-probs), -100.0)
    return _reduce((targets - 1) * log_q - targets * log_p, reduction)


def mse(x1, x2, reduction):
    d = x1 - x2
    return _reduce(d * d, reduction)


def one_hot(indices, num_classes, dtype):
    classes = tf.range(num_classes, dtype=indices.dtype)
    return tf.cast(tf.equal(indices[..., None], classes), dtype)
