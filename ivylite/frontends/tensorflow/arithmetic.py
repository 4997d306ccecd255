"""Binary arithmetic: ``tf.add``, ``tf.multiply``, ``tf.divide``, ``tf.pow``...

They follow TensorFlow's op conversion (see :mod:`.promotion`): two tensors
must share a dtype; a Python value or NumPy array takes the tensor's dtype,
whichever side it is on. ``tf.add`` and ``tf.math.truediv`` convert their
first argument alone first (so ``tf.add(1, int8_tensor)`` raises, as in
TensorFlow), and ``tf.divide`` converts a non-tensor first argument to the
second's dtype.

Division of integers: ``/`` gives float32 for 8- and 16-bit integers and
float64 for 32- and 64-bit ones; integer ``//`` and ``%`` by zero raise
InvalidArgumentError, as do integers to negative integer powers.
"""

from __future__ import annotations

from typing import Any

import ivylite
from ivylite.array import Array
from ivylite.dtypes import Dtype

from .._common import astype_keeping_real
from .errors import InvalidArgumentError
from .func_wrapper import TENSORFLOW
from .promotion import convert
from .promotion import promote_types_of_tensorflow_inputs as promote

__all__ = [
    "add",
    "add_n",
    "subtract",
    "multiply",
    "divide",
    "truediv",
    "floordiv",
    "floormod",
    "mod",
    "maximum",
    "minimum",
    "pow",
    "squared_difference",
]

# What TensorFlow 2.21 has no kernels for (measured on CPU).
V = "2.21 and below"
TF = "tensorflow"
NO_BOOL = {V: ("bool",)}
NO_BOOL_COMPLEX = {V: ("bool", "complex")}
SIGNED = {V: ("bool", "unsigned")}

# The float dtype of integer true division (TensorFlow's _TRUEDIV_TABLE).
TRUEDIV_FLOAT = {
    Dtype("int8"): Dtype("float32"),
    Dtype("int16"): Dtype("float32"),
    Dtype("uint8"): Dtype("float32"),
    Dtype("uint16"): Dtype("float32"),
    Dtype("int32"): Dtype("float64"),
    Dtype("int64"): Dtype("float64"),
    Dtype("uint32"): Dtype("float64"),
    Dtype("uint64"): Dtype("float64"),
}


def _is_int(a: Array) -> bool:
    return a._dtype.kind in ("int", "uint")


def broadcastable(s1: tuple, s2: tuple) -> bool:
    """Whether two shapes broadcast together.

    Examples
    --------
    >>> from ivylite.frontends.tensorflow.arithmetic import broadcastable
    >>> broadcastable((2, 1), (3,)), broadcastable((2,), (3,))
    (True, False)
    """
    return all(a == b or a == 1 or b == 1 for a, b in zip(reversed(s1), reversed(s2)))


def apply(fn: Any, a: Array, b: Array, op: str) -> Array:
    """``fn(a, b)``; shapes that do not broadcast raise TensorFlow's error (the
    backends' own errors differ: RuntimeError, ValueError, TypeError...).

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.frontends.tensorflow.arithmetic import apply
    >>> apply(ivylite.add, ivylite.ones((2,)), ivylite.ones((3,)), "AddV2")
    Traceback (most recent call last):
    ...
    ivylite.frontends.tensorflow.errors.InvalidArgumentError: AddV2: Incompatible shapes: [2] vs. [3]
    """
    try:
        return fn(a, b)
    except Exception:
        if not broadcastable(a.shape, b.shape):
            raise InvalidArgumentError(
                f"{op}: Incompatible shapes: {list(a.shape)} vs. {list(b.shape)}"
            ) from None
        raise


# --- binary arithmetic -------------------------------------------------------------


@ivylite.with_unsupported_dtypes(NO_BOOL, TF)
@TENSORFLOW.function
def add(x: Any, y: Any, name: str | None = None) -> Any:
    """``x + y``. ``x`` is converted alone first, then ``y`` to its dtype.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.add(tf.constant([1, 2], tf.int8), 1000)
    <tf.Tensor: shape=(2,), dtype=int8, numpy=array([-23, -22], dtype=int8)>
    """
    if not isinstance(x, Array):
        x = convert(x, fn="add")
    a, b = promote(x, y, "AddV2")
    return apply(ivylite.add, a, b, "AddV2")


@ivylite.with_unsupported_dtypes(NO_BOOL, TF)
@TENSORFLOW.function
def add_n(inputs: Any, name: str | None = None) -> Any:
    """The sum of a list of tensors of one dtype and shape.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.add_n([tf.constant([1.0]), tf.constant([2.0]), tf.constant([3.0])])
    <tf.Tensor: shape=(1,), dtype=float32, numpy=array([6.], dtype=float32)>
    """
    if not isinstance(inputs, (list, tuple)) or not inputs:
        raise ValueError("add_n: inputs must be a non-empty list of tensors")
    total = convert(inputs[0], fn="add_n")
    for term in inputs[1:]:
        a, b = promote(total, term, "AddN")
        if a.shape != b.shape:
            raise InvalidArgumentError(f"AddN: shapes {a.shape} and {b.shape} differ")
        total = ivylite.add(a, b)
    return total


@ivylite.with_unsupported_dtypes(NO_BOOL, TF)
@TENSORFLOW.function
def subtract(x: Any, y: Any, name: str | None = None) -> Any:
    """``x - y`` (unsigned integers wrap).

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.subtract(tf.constant([1], tf.uint8), 2)
    <tf.Tensor: shape=(1,), dtype=uint8, numpy=array([255], dtype=uint8)>
    """
    a, b = promote(x, y, "Sub")
    return apply(ivylite.subtract, a, b, "Sub")


@ivylite.with_unsupported_dtypes(NO_BOOL, TF)
@TENSORFLOW.function
def multiply(x: Any, y: Any, name: str | None = None) -> Any:
    """``x * y``.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.multiply(2, tf.constant([1.5, 2.0]))
    <tf.Tensor: shape=(2,), dtype=float32, numpy=array([3., 4.], dtype=float32)>
    """
    a, b = promote(x, y, "Mul")
    return apply(ivylite.multiply, a, b, "Mul")


@TENSORFLOW.function
def multiply_operator(x: Any, y: Any) -> Any:
    """``x * y`` on a tensor: as ``tf.multiply``, except that a bool operand makes
    both int32 and the product bool (TensorFlow's ``__mul__``).

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.constant([True, True]) * tf.constant([False, True])
    <tf.Tensor: shape=(2,), dtype=bool, numpy=array([False,  True])>
    """
    if (isinstance(x, Array) and x._dtype == "bool") or (
        isinstance(y, Array) and y._dtype == "bool"
    ):
        a, b = (
            astype_keeping_real(convert(v), "int32") if isinstance(v, Array) else _int32_of(v)
            for v in (x, y)
        )
        return astype_keeping_real(apply(ivylite.multiply, a, b, "Mul"), "bool")
    a, b = promote(x, y, "Mul")
    return apply(ivylite.multiply, a, b, "Mul")


def _int32_of(value: Any) -> Array:
    """A Python value cast to int32 as tf.cast does (floats truncate toward zero)."""
    a = convert(value)
    if a._dtype.kind == "complex":
        a = ivylite.real(a)
    return astype_keeping_real(a, "int32")


def _truediv(a: Array, b: Array) -> Array:
    f = TRUEDIV_FLOAT.get(a._dtype)
    if f is not None:
        a, b = astype_keeping_real(a, f), astype_keeping_real(b, f)
    return apply(ivylite.divide, a, b, "RealDiv")


@ivylite.with_unsupported_dtypes(NO_BOOL, TF)
@TENSORFLOW.function
def divide(x: Any, y: Any, name: str | None = None) -> Any:
    """``x / y`` (Python's ``/`` on tensors): integers divide into float32
    (8 and 16 bits) or float64 (32 and 64 bits).

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.divide(tf.constant([1, 2]), 2)
    <tf.Tensor: shape=(2,), dtype=float64, numpy=array([0.5, 1. ])>
    >>> tf.divide(1, tf.constant([2], tf.int8))
    <tf.Tensor: shape=(1,), dtype=float32, numpy=array([0.5], dtype=float32)>
    """
    if not isinstance(x, Array):
        x = convert(x, y._dtype if isinstance(y, Array) else None, fn="divide")
    a, b = promote(x, y, "RealDiv")
    return _truediv(a, b)


@ivylite.with_unsupported_dtypes(NO_BOOL, TF)
@TENSORFLOW.function
def truediv(x: Any, y: Any, name: str | None = None) -> Any:
    """True division; ``x`` is converted alone first and ``y`` must match it.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.truediv(tf.constant([3, 4], tf.int16), 2)
    <tf.Tensor: shape=(2,), dtype=float32, numpy=array([1.5, 2. ], dtype=float32)>
    """
    if not isinstance(x, Array):
        x = convert(x, fn="truediv")
    a, b = promote(x, y, "truediv")
    return _truediv(a, b)


def _no_zero_divisor(b: Array, op: str) -> None:
    # Data-dependent, as TensorFlow's check is: it costs a read back to the host.
    if bool(ivylite.any(ivylite.equal(b, ivylite.zeros_like(b)))):
        raise InvalidArgumentError(f"{op}: Integer division by zero")


@ivylite.with_unsupported_dtypes(NO_BOOL_COMPLEX, TF)
@TENSORFLOW.function
def floordiv(x: Any, y: Any, name: str | None = None) -> Any:
    """``floor(x / y)``, in x's dtype.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.math.floordiv(tf.constant([-7, 7]), 2)
    <tf.Tensor: shape=(2,), dtype=int32, numpy=array([-4,  3], dtype=int32)>
    """
    a, b = promote(x, y, "FloorDiv")
    if _is_int(a):
        _no_zero_divisor(b, "FloorDiv")
        return apply(ivylite.floor_divide, a, b, "FloorDiv")
    return ivylite.floor(apply(ivylite.divide, a, b, "FloorDiv"))


@ivylite.with_unsupported_dtypes(NO_BOOL_COMPLEX, TF)
@TENSORFLOW.function
def floormod(x: Any, y: Any, name: str | None = None) -> Any:
    """Remainder of floor division: its sign is the divisor's.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.math.floormod(tf.constant([-7, 7]), 3)
    <tf.Tensor: shape=(2,), dtype=int32, numpy=array([2, 1], dtype=int32)>
    """
    a, b = promote(x, y, "FloorMod")
    if _is_int(a):
        _no_zero_divisor(b, "FloorMod")
    return apply(ivylite.remainder, a, b, "FloorMod")


mod = floormod


@ivylite.with_unsupported_dtypes(NO_BOOL_COMPLEX, TF)
@TENSORFLOW.function
def maximum(x: Any, y: Any, name: str | None = None) -> Any:
    """Elementwise maximum.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.maximum(3, tf.constant([1, 5], tf.int8))
    <tf.Tensor: shape=(2,), dtype=int8, numpy=array([3, 5], dtype=int8)>
    """
    a, b = promote(x, y, "Maximum")
    return apply(ivylite.maximum, a, b, "Maximum")


@ivylite.with_unsupported_dtypes(NO_BOOL_COMPLEX, TF)
@TENSORFLOW.function
def minimum(x: Any, y: Any, name: str | None = None) -> Any:
    """Elementwise minimum.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.minimum(tf.constant([1.0, 5.0]), 3)
    <tf.Tensor: shape=(2,), dtype=float32, numpy=array([1., 3.], dtype=float32)>
    """
    a, b = promote(x, y, "Minimum")
    return apply(ivylite.minimum, a, b, "Minimum")


@ivylite.with_unsupported_dtypes(SIGNED, TF)
@TENSORFLOW.function
def pow(x: Any, y: Any, name: str | None = None) -> Any:  # noqa: A001 - TensorFlow's name
    """``x ** y``; integers to negative integer powers raise.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.pow(tf.constant([2, 3]), 2)
    <tf.Tensor: shape=(2,), dtype=int32, numpy=array([4, 9], dtype=int32)>
    """
    a, b = promote(x, y, "Pow")
    if _is_int(a) and bool(ivylite.any(ivylite.less(b, ivylite.zeros_like(b)))):
        raise InvalidArgumentError("Pow: Integers to negative integer powers are not allowed")
    return apply(ivylite.pow, a, b, "Pow")


@ivylite.with_unsupported_dtypes({V: ("bool", "int8", "int16", "unsigned")}, TF)
@TENSORFLOW.function
def squared_difference(x: Any, y: Any, name: str | None = None) -> Any:
    """``(x - y) * conj(x - y)``.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.math.squared_difference(tf.constant([1.0, 4.0]), 2.0)
    <tf.Tensor: shape=(2,), dtype=float32, numpy=array([1., 4.], dtype=float32)>
    """
    a, b = promote(x, y, "SquaredDifference")
    d = apply(ivylite.subtract, a, b, "SquaredDifference")
    return ivylite.multiply(d, ivylite.conj(d) if d._dtype.kind == "complex" else d)
