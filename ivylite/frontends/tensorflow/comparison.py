"""Comparisons and logic: ``tf.equal``, ``tf.less``..., ``tf.logical_and``..., and the
Tensor operators ``==``, ``~``, ``&``, ``|``, ``^``.

Comparisons convert their operands as the arithmetic does (no promotion);
the logical functions take bool tensors only; ``&``, ``|``, ``^`` and ``~``
are logical on bool tensors and bitwise on integers, as in TensorFlow.
"""

from __future__ import annotations

from typing import Any

import ivylite
from ivylite.array import Array

from .arithmetic import apply, broadcastable
from .func_wrapper import TENSORFLOW
from .promotion import convert
from .promotion import promote_types_of_tensorflow_inputs as promote

__all__ = [
    "equal",
    "not_equal",
    "less",
    "less_equal",
    "greater",
    "greater_equal",
    "logical_and",
    "logical_or",
    "logical_xor",
]

# What TensorFlow 2.21 has no kernels for (measured on CPU).
V = "2.21 and below"
TF = "tensorflow"
NO_BOOL_COMPLEX = {V: ("bool", "complex")}
BOOL_ONLY = {V: ("bool",)}  # with with_supported_dtypes
BOOL_OR_INT = {V: ("bool", "integer")}  # with with_supported_dtypes


def _example(call: str, out: str) -> str:
    return (
        "Examples\n    --------\n    >>> import ivylite.frontends.tensorflow as tf\n"
        f"    >>> {call}\n    {out}\n"
    )


# --- comparisons and logic -----------------------------------------------------------


def _compare(ivy_fn: Any, op: str) -> Any:
    def fn(x: Any, y: Any) -> Array:
        a, b = promote(x, y, op)
        return apply(ivy_fn, a, b, op)

    return fn


_equal = _compare(ivylite.equal, "Equal")
_not_equal = _compare(ivylite.not_equal, "NotEqual")
_less = _compare(ivylite.less, "Less")
_less_equal = _compare(ivylite.less_equal, "LessEqual")
_greater = _compare(ivylite.greater, "Greater")
_greater_equal = _compare(ivylite.greater_equal, "GreaterEqual")


@TENSORFLOW.function
def equal(x: Any, y: Any, name: str | None = None) -> Any:
    """Elementwise ``x == y`` (broadcasting).

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.equal(tf.constant([1, 2]), 1)
    <tf.Tensor: shape=(2,), dtype=bool, numpy=array([ True, False])>
    """
    return _equal(x, y)


@TENSORFLOW.function
def not_equal(x: Any, y: Any, name: str | None = None) -> Any:
    """Elementwise ``x != y``.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.not_equal(tf.constant([1, 2]), 1)
    <tf.Tensor: shape=(2,), dtype=bool, numpy=array([False,  True])>
    """
    return _not_equal(x, y)


@ivylite.with_unsupported_dtypes(NO_BOOL_COMPLEX, TF)
@TENSORFLOW.function
def less(x: Any, y: Any, name: str | None = None) -> Any:
    """Elementwise ``x < y``.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.less(tf.constant([1, 2]), 2)
    <tf.Tensor: shape=(2,), dtype=bool, numpy=array([ True, False])>
    """
    return _less(x, y)


@ivylite.with_unsupported_dtypes(NO_BOOL_COMPLEX, TF)
@TENSORFLOW.function
def less_equal(x: Any, y: Any, name: str | None = None) -> Any:
    """Elementwise ``x <= y``.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.less_equal(tf.constant([1, 2]), 1)
    <tf.Tensor: shape=(2,), dtype=bool, numpy=array([ True, False])>
    """
    return _less_equal(x, y)


@ivylite.with_unsupported_dtypes(NO_BOOL_COMPLEX, TF)
@TENSORFLOW.function
def greater(x: Any, y: Any, name: str | None = None) -> Any:
    """Elementwise ``x > y``.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.greater(tf.constant([1.0, 2.0]), 1)
    <tf.Tensor: shape=(2,), dtype=bool, numpy=array([False,  True])>
    """
    return _greater(x, y)


@ivylite.with_unsupported_dtypes(NO_BOOL_COMPLEX, TF)
@TENSORFLOW.function
def greater_equal(x: Any, y: Any, name: str | None = None) -> Any:
    """Elementwise ``x >= y``.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.greater_equal(tf.constant([1, 2]), 2)
    <tf.Tensor: shape=(2,), dtype=bool, numpy=array([False,  True])>
    """
    return _greater_equal(x, y)


@ivylite.with_supported_dtypes(BOOL_ONLY, TF)
@TENSORFLOW.function
def logical_and(x: Any, y: Any, name: str | None = None) -> Any:
    """Elementwise AND of bool tensors.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.logical_and(tf.constant([True, True]), [True, False])
    <tf.Tensor: shape=(2,), dtype=bool, numpy=array([ True, False])>
    """
    a, b = promote(x, y, "LogicalAnd")
    return apply(ivylite.logical_and, a, b, "LogicalAnd")


@ivylite.with_supported_dtypes(BOOL_ONLY, TF)
@TENSORFLOW.function
def logical_or(x: Any, y: Any, name: str | None = None) -> Any:
    """Elementwise OR of bool tensors.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.logical_or(tf.constant([True, False]), False)
    <tf.Tensor: shape=(2,), dtype=bool, numpy=array([ True, False])>
    """
    a, b = promote(x, y, "LogicalOr")
    return apply(ivylite.logical_or, a, b, "LogicalOr")


@ivylite.with_supported_dtypes(BOOL_ONLY, TF)
@TENSORFLOW.function
def logical_xor(x: Any, y: Any, name: str | None = None) -> Any:
    """Elementwise XOR of bool tensors.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.math.logical_xor(tf.constant([True, False]), True)
    <tf.Tensor: shape=(2,), dtype=bool, numpy=array([False,  True])>
    """
    a, b = promote(x, y, "LogicalXor")
    return apply(ivylite.logical_xor, a, b, "LogicalXor")


# --- the operators that have no public function of their own ---------------------------


@ivylite.with_supported_dtypes(BOOL_OR_INT, TF)
@TENSORFLOW.function
def invert(x: Any) -> Any:
    """``~x``: NOT for bool tensors, bitwise NOT for integers.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> ~tf.constant([6], tf.uint8)
    <tf.Tensor: shape=(1,), dtype=uint8, numpy=array([249], dtype=uint8)>
    """
    a = convert(x)
    return ivylite.logical_not(a) if a._dtype == "bool" else ivylite.bitwise_invert(a)


def _bitwise_op(logical: Any, bitwise: Any, op: str, doc: str) -> Any:
    def fn(x: Any, y: Any) -> Any:
        a, b = promote(x, y, op)
        return apply(logical if a._dtype == "bool" else bitwise, a, b, op)

    fn.__name__ = fn.__qualname__ = op
    fn.__module__ = __name__
    fn.__doc__ = doc
    return ivylite.with_supported_dtypes(BOOL_OR_INT, TF)(TENSORFLOW.function(fn))


and_ = _bitwise_op(
    ivylite.logical_and,
    ivylite.bitwise_and,
    "and_",
    _example(
        "tf.constant([6]) & 3",
        "<tf.Tensor: shape=(1,), dtype=int32, numpy=array([2], dtype=int32)>",
    ),
)
or_ = _bitwise_op(
    ivylite.logical_or,
    ivylite.bitwise_or,
    "or_",
    _example(
        "tf.constant([True, False]) | False",
        "<tf.Tensor: shape=(2,), dtype=bool, numpy=array([ True, False])>",
    ),
)
xor = _bitwise_op(
    ivylite.logical_xor,
    ivylite.bitwise_xor,
    "xor",
    _example(
        "tf.constant([6]) ^ 3",
        "<tf.Tensor: shape=(1,), dtype=int32, numpy=array([5], dtype=int32)>",
    ),
)


@TENSORFLOW.function
def tensor_equals(x: Any, y: Any, eq: bool = True) -> Any:
    """``x == y`` / ``x != y`` on a tensor: elementwise, but ``None`` compares
    unequal and shapes that do not broadcast give a scalar False (True for ``!=``).

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.constant([1, 2]) == tf.constant([1, 2, 3])
    <tf.Tensor: shape=(), dtype=bool, numpy=False>
    >>> tf.constant([1, 2]) == None
    False
    """
    if y is None:
        return not eq
    a, b = promote(x, y, "Equal" if eq else "NotEqual")
    if not broadcastable(a.shape, b.shape):
        return ivylite.asarray(not eq)
    return ivylite.equal(a, b) if eq else ivylite.not_equal(a, b)
