"""TensorFlow: losses and one_hot. Floats are float32/float64; labels and indices int64."""

from __future__ import annotations

import tensorflow as tf

from .._composite import losses

_reduce, binary_cross_entropy, mse = losses(
    mean=tf.reduce_mean,
    sum=tf.reduce_sum,
    log=tf.math.log,
    log1p=tf.math.log1p,
    at_least=tf.maximum,
)


def cross_entropy(logits, labels, axis, reduction):
    rank = logits.shape.rank
    if axis != rank - 1:  # TensorFlow wants the class axis last
        perm = [i for i in range(rank) if i != axis] + [axis]
        logits = tf.transpose(logits, perm)
    loss = tf.nn.sparse_softmax_cross_entropy_with_logits(labels=labels, logits=logits)
    return _reduce(loss, reduction)


def one_hot(indices, num_classes, dtype):
    classes = tf.range(num_classes, dtype=indices.dtype)
    return tf.cast(tf.equal(indices[..., None], classes), dtype)
