"""``tf.errors``: the exceptions the frontend raises where TensorFlow raises its own.

TensorFlow's ``InvalidArgumentError`` derives from neither TypeError nor
ValueError; ours derives from both, so code that catches what TensorFlow
raises in each situation (a TypeError for an unconvertible Python value, a
ValueError for an out-of-range one, ``tf.errors.InvalidArgumentError`` for
an op's refusal) catches it.
"""

from __future__ import annotations

__all__ = ["OpError", "InvalidArgumentError"]


class OpError(Exception):
    """Base of the errors an op raises (``tf.errors.OpError``).

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> issubclass(tf.errors.InvalidArgumentError, tf.errors.OpError)
    True
    """


class InvalidArgumentError(OpError, TypeError, ValueError):
    """An op received arguments it refuses: mixed dtypes, out-of-range indices...

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> try:
    ...     tf.constant([1], tf.int32) + tf.constant([1.0])
    ... except tf.errors.InvalidArgumentError as e:
    ...     print(e)
    AddV2: cannot compute AddV2 on int32 and float32 tensors; TensorFlow never promotes implicitly, cast one input with tf.cast
    """
