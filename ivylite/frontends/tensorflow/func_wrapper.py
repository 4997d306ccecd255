"""The TensorFlow frontend's :class:`~ivylite.frontends._common.Frontend`: every
public function of the frontend is ``TENSORFLOW.function``.

It unwraps ``tf.Tensor`` arguments into ivylite arrays, wraps the result back,
and refuses the dtypes TensorFlow 2.21.0 has no kernel for. Those are declared
on the public function with ``ivylite.with_unsupported_dtypes`` (or
``with_supported_dtypes``) keyed by ``"tensorflow"``, so that
``ivylite.function_unsupported_dtypes`` reports exactly them. The dtype
checked is that of the first array argument, else of the first argument as
TensorFlow converts it (``tf.abs([True])`` is a bool op), or of the argument
named by ``arg`` (``logits`` for the losses).
"""

from __future__ import annotations

from ivylite.errors import UnsupportedDtypeError

from .._common import AxisRules, Frontend
from .errors import InvalidArgumentError
from .promotion import default_dtype
from .tensor import Tensor

__all__ = ["TENSORFLOW", "TensorFlowUnsupportedDtypeError", "REDUCTION_AXES", "AXIS"]


class TensorFlowUnsupportedDtypeError(InvalidArgumentError, UnsupportedDtypeError):
    """A function called with a dtype TensorFlow has no kernel for: an
    ``InvalidArgumentError``, as TensorFlow raises, and ivylite's
    ``UnsupportedDtypeError``.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.sin(tf.constant([1, 2]))
    Traceback (most recent call last):
    ...
    ivylite.frontends.tensorflow.func_wrapper.TensorFlowUnsupportedDtypeError: tf.sin does not support int32 in tensorflow 2.21.0 (declared in ivylite.frontends.tensorflow.elementwise); cast the input with tf.cast first
    """


TENSORFLOW = Frontend(
    "tensorflow",
    "2.21.0",
    Tensor,
    TensorFlowUnsupportedDtypeError,
    namespaces={"": "tf", "linalg": "tf.linalg", "nn": "tf.nn"},
    advice="cast the input with tf.cast first",
    convert=default_dtype,
)


# TensorFlow's axis arguments: ints (a bool is one), lists and integer tensors; a
# float is refused when converted to an int32 tensor; an axis out of range and a
# repeated axis are InvalidArgumentErrors, worded by the kernel that meets them.
REDUCTION_AXES = AxisRules(
    out_of_range=(
        InvalidArgumentError,
        "Invalid reduction dimension ({axis} for input with {ndim} dimension(s)",
    ),
    repeated=(
        InvalidArgumentError,
        "Invalid reduction arguments: Axes contains duplicate dimension: {axis}",
    ),
    not_integer=(TypeError, "Cannot convert {axis!r} to EagerTensor of dtype int32"),
    bools=True,
)
#: one axis (argmax, cumsum, softmax...)
AXIS = REDUCTION_AXES.refusing(
    InvalidArgumentError, "Expected dimension in the range [{low}, {ndim}), but got {axis}"
)
