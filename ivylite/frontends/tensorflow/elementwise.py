"""Unary elementwise math, ``tf.cast`` and ``tf.clip_by_value``.

The dtypes each function refuses are TensorFlow's (measured on CPU): the
transcendental functions take floats and complex numbers only, ``abs``,
``negative`` and ``sign`` no unsigned integers, ``floor``/``ceil``/``is_nan``
real floats only; ``round`` returns integers unchanged.
"""

from __future__ import annotations

from typing import Any

import ivylite
from ivylite.array import Array

from .._common import astype_keeping_real
from .errors import InvalidArgumentError
from .func_wrapper import TENSORFLOW
from .promotion import convert, scalar
from .promotion import promote_types_of_tensorflow_inputs as promote

__all__ = [
    "abs",
    "exp",
    "expm1",
    "sqrt",
    "rsqrt",
    "square",
    "reciprocal",
    "sin",
    "cos",
    "tan",
    "asin",
    "acos",
    "atan",
    "sinh",
    "cosh",
    "tanh",
    "sigmoid",
    "softplus",
    "log",
    "log1p",
    "negative",
    "sign",
    "floor",
    "ceil",
    "round",
    "is_nan",
    "is_inf",
    "is_finite",
    "logical_not",
    "cast",
    "clip_by_value",
]

# What TensorFlow 2.21 has no kernels for (measured on CPU).
V = "2.21 and below"
TF = "tensorflow"
NO_BOOL = {V: ("bool",)}
NO_BOOL_COMPLEX = {V: ("bool", "complex")}
FLOAT_OR_COMPLEX = {V: ("bool", "integer")}
REAL_FLOAT = {V: ("bool", "integer", "complex")}
SIGNED = {V: ("bool", "unsigned")}
BOOL_ONLY = {V: ("bool",)}  # with with_supported_dtypes


def _is_int(a: Array) -> bool:
    return a._dtype.kind in ("int", "uint")


# --- unary math ---------------------------------------------------------------------


@ivylite.with_unsupported_dtypes(SIGNED, TF)
@TENSORFLOW.function
def abs(x: Any, name: str | None = None) -> Any:  # noqa: A001 - TensorFlow's name
    """Absolute value; complex inputs give their modulus (a real dtype).

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.abs(tf.constant([-1.5, 2.0]))
    <tf.Tensor: shape=(2,), dtype=float32, numpy=array([1.5, 2. ], dtype=float32)>
    """
    return ivylite.abs(convert(x))


@ivylite.with_unsupported_dtypes(FLOAT_OR_COMPLEX, TF)
@TENSORFLOW.function
def exp(x: Any, name: str | None = None) -> Any:
    """``e ** x``.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.exp(tf.constant([0.0, 2.0]))
    <tf.Tensor: shape=(2,), dtype=float32, numpy=array([1.       , 7.3890557], dtype=float32)>
    """
    return ivylite.exp(convert(x))


@ivylite.with_unsupported_dtypes(FLOAT_OR_COMPLEX, TF)
@TENSORFLOW.function
def expm1(x: Any, name: str | None = None) -> Any:
    """``exp(x) - 1``, accurate near zero.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.math.expm1(tf.constant([0.0]))
    <tf.Tensor: shape=(1,), dtype=float32, numpy=array([0.], dtype=float32)>
    """
    return ivylite.expm1(convert(x))


@ivylite.with_unsupported_dtypes(FLOAT_OR_COMPLEX, TF)
@TENSORFLOW.function
def sqrt(x: Any, name: str | None = None) -> Any:
    """Square root (NaN for negative reals).

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.sqrt(tf.constant([4.0, 9.0]))
    <tf.Tensor: shape=(2,), dtype=float32, numpy=array([2., 3.], dtype=float32)>
    """
    return ivylite.sqrt(convert(x))


@ivylite.with_unsupported_dtypes(FLOAT_OR_COMPLEX, TF)
@TENSORFLOW.function
def rsqrt(x: Any, name: str | None = None) -> Any:
    """``1 / sqrt(x)``.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.math.rsqrt(tf.constant([4.0]))
    <tf.Tensor: shape=(1,), dtype=float32, numpy=array([0.5], dtype=float32)>
    """
    root = ivylite.sqrt(convert(x))
    return ivylite.divide(scalar(1, root), root)


@ivylite.with_unsupported_dtypes(NO_BOOL, TF)
@TENSORFLOW.function
def square(x: Any, name: str | None = None) -> Any:
    """``x * x`` (integers wrap around on overflow).

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.square(tf.constant([3, -4]))
    <tf.Tensor: shape=(2,), dtype=int32, numpy=array([ 9, 16], dtype=int32)>
    """
    return ivylite.square(convert(x))


@ivylite.with_unsupported_dtypes(FLOAT_OR_COMPLEX, TF)
@TENSORFLOW.function
def reciprocal(x: Any, name: str | None = None) -> Any:
    """``1 / x``.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.math.reciprocal(tf.constant([4.0]))
    <tf.Tensor: shape=(1,), dtype=float32, numpy=array([0.25], dtype=float32)>
    """
    a = convert(x)
    return ivylite.divide(scalar(1, a), a)


def _unary_float(ivy_fn: Any, tf_name: str, example: str) -> Any:
    """A float/complex-only unary function computed by ``ivy_fn``."""

    def fn(x: Any, name: str | None = None) -> Any:
        return ivy_fn(convert(x))

    fn.__name__ = fn.__qualname__ = tf_name
    fn.__module__ = __name__
    fn.__doc__ = f"Elementwise {tf_name} of a float or complex tensor.\n\n{example}"
    return ivylite.with_unsupported_dtypes(FLOAT_OR_COMPLEX, TF)(TENSORFLOW.function(fn))


def _example(call: str, out: str) -> str:
    return (
        "Examples\n    --------\n    >>> import ivylite.frontends.tensorflow as tf\n"
        f"    >>> {call}\n    {out}\n"
    )


sin = _unary_float(
    ivylite.sin,
    "sin",
    _example(
        "tf.sin(tf.constant([0.0]))",
        "<tf.Tensor: shape=(1,), dtype=float32, numpy=array([0.], dtype=float32)>",
    ),
)
cos = _unary_float(
    ivylite.cos,
    "cos",
    _example(
        "tf.cos(tf.constant([0.0]))",
        "<tf.Tensor: shape=(1,), dtype=float32, numpy=array([1.], dtype=float32)>",
    ),
)
tan = _unary_float(
    ivylite.tan,
    "tan",
    _example(
        "tf.tan(tf.constant([0.0]))",
        "<tf.Tensor: shape=(1,), dtype=float32, numpy=array([0.], dtype=float32)>",
    ),
)
asin = _unary_float(
    ivylite.asin,
    "asin",
    _example(
        "tf.asin(tf.constant([0.0]))",
        "<tf.Tensor: shape=(1,), dtype=float32, numpy=array([0.], dtype=float32)>",
    ),
)
acos = _unary_float(
    ivylite.acos,
    "acos",
    _example(
        "tf.acos(tf.constant([1.0]))",
        "<tf.Tensor: shape=(1,), dtype=float32, numpy=array([0.], dtype=float32)>",
    ),
)
atan = _unary_float(
    ivylite.atan,
    "atan",
    _example(
        "tf.atan(tf.constant([0.0]))",
        "<tf.Tensor: shape=(1,), dtype=float32, numpy=array([0.], dtype=float32)>",
    ),
)
sinh = _unary_float(
    ivylite.sinh,
    "sinh",
    _example(
        "tf.sinh(tf.constant([0.0]))",
        "<tf.Tensor: shape=(1,), dtype=float32, numpy=array([0.], dtype=float32)>",
    ),
)
cosh = _unary_float(
    ivylite.cosh,
    "cosh",
    _example(
        "tf.cosh(tf.constant([0.0]))",
        "<tf.Tensor: shape=(1,), dtype=float32, numpy=array([1.], dtype=float32)>",
    ),
)
tanh = _unary_float(
    ivylite.tanh,
    "tanh",
    _example(
        "tf.tanh(tf.constant([0.0]))",
        "<tf.Tensor: shape=(1,), dtype=float32, numpy=array([0.], dtype=float32)>",
    ),
)
log = _unary_float(
    ivylite.log,
    "log",
    _example(
        "tf.math.log(tf.constant([1.0]))",
        "<tf.Tensor: shape=(1,), dtype=float32, numpy=array([0.], dtype=float32)>",
    ),
)
log1p = _unary_float(
    ivylite.log1p,
    "log1p",
    _example(
        "tf.math.log1p(tf.constant([0.0]))",
        "<tf.Tensor: shape=(1,), dtype=float32, numpy=array([0.], dtype=float32)>",
    ),
)


def sigmoid_array(a: Array) -> Array:
    """``1 / (1 + exp(-a))`` for an ivylite array (complex included).

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.frontends.tensorflow.elementwise import sigmoid_array
    >>> sigmoid_array(ivylite.asarray([0.0])).tolist()
    [0.5]
    """
    if a._dtype.kind == "complex":
        one = scalar(1, a)
        return ivylite.divide(one, ivylite.add(ivylite.exp(ivylite.negative(a)), one))
    return ivylite.sigmoid(a)


@ivylite.with_unsupported_dtypes(FLOAT_OR_COMPLEX, TF)
@TENSORFLOW.function
def sigmoid(x: Any, name: str | None = None) -> Any:
    """The logistic function ``1 / (1 + exp(-x))``.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.sigmoid(tf.constant([0.0]))
    <tf.Tensor: shape=(1,), dtype=float32, numpy=array([0.5], dtype=float32)>
    """
    return sigmoid_array(convert(x))


@ivylite.with_unsupported_dtypes(REAL_FLOAT, TF)
@TENSORFLOW.function
def softplus(features: Any, name: str | None = None) -> Any:
    """``log(exp(x) + 1)``.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.math.softplus(tf.constant([0.0]))
    <tf.Tensor: shape=(1,), dtype=float32, numpy=array([0.6931472], dtype=float32)>
    """
    return ivylite.softplus(convert(features))


@ivylite.with_unsupported_dtypes(SIGNED, TF)
@TENSORFLOW.function
def negative(x: Any, name: str | None = None) -> Any:
    """``-x``.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.negative(tf.constant([1, -2]))
    <tf.Tensor: shape=(2,), dtype=int32, numpy=array([-1,  2], dtype=int32)>
    """
    return ivylite.negative(convert(x))


@ivylite.with_unsupported_dtypes(SIGNED, TF)
@TENSORFLOW.function
def sign(x: Any, name: str | None = None) -> Any:
    """-1, 0 or 1 by sign (``x / |x|`` for complex).

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.sign(tf.constant([-3.0, 0.0, 2.0]))
    <tf.Tensor: shape=(3,), dtype=float32, numpy=array([-1.,  0.,  1.], dtype=float32)>
    """
    return ivylite.sign(convert(x))


@ivylite.with_unsupported_dtypes(REAL_FLOAT, TF)
@TENSORFLOW.function
def floor(x: Any, name: str | None = None) -> Any:
    """Largest integer not greater than x (floats only, as in TensorFlow).

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.floor(tf.constant([-1.5, 1.5]))
    <tf.Tensor: shape=(2,), dtype=float32, numpy=array([-2.,  1.], dtype=float32)>
    """
    return ivylite.floor(convert(x))


@ivylite.with_unsupported_dtypes(REAL_FLOAT, TF)
@TENSORFLOW.function
def ceil(x: Any, name: str | None = None) -> Any:
    """Smallest integer not less than x (floats only).

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.math.ceil(tf.constant([-1.5, 1.5]))
    <tf.Tensor: shape=(2,), dtype=float32, numpy=array([-1.,  2.], dtype=float32)>
    """
    return ivylite.ceil(convert(x))


@ivylite.with_unsupported_dtypes(NO_BOOL_COMPLEX, TF)
@TENSORFLOW.function
def round(x: Any, name: str | None = None) -> Any:  # noqa: A001 - TensorFlow's name
    """Round half to even; integers are returned unchanged.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.round(tf.constant([0.5, 1.5, 2.5, -0.5]))
    <tf.Tensor: shape=(4,), dtype=float32, numpy=array([ 0.,  2.,  2., -0.], dtype=float32)>
    """
    a = convert(x)
    return a if _is_int(a) else ivylite.round(a)


@ivylite.with_unsupported_dtypes(REAL_FLOAT, TF)
@TENSORFLOW.function
def is_nan(x: Any, name: str | None = None) -> Any:
    """Whether each element is NaN.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.math.is_nan(tf.constant([1.0, float("nan")]))
    <tf.Tensor: shape=(2,), dtype=bool, numpy=array([False,  True])>
    """
    return ivylite.isnan(convert(x))


@ivylite.with_unsupported_dtypes(REAL_FLOAT, TF)
@TENSORFLOW.function
def is_inf(x: Any, name: str | None = None) -> Any:
    """Whether each element is +-inf.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.math.is_inf(tf.constant([1.0, float("inf")]))
    <tf.Tensor: shape=(2,), dtype=bool, numpy=array([False,  True])>
    """
    return ivylite.isinf(convert(x))


@ivylite.with_unsupported_dtypes(REAL_FLOAT, TF)
@TENSORFLOW.function
def is_finite(x: Any, name: str | None = None) -> Any:
    """Whether each element is finite.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.math.is_finite(tf.constant([1.0, float("inf")]))
    <tf.Tensor: shape=(2,), dtype=bool, numpy=array([ True, False])>
    """
    return ivylite.isfinite(convert(x))


@ivylite.with_supported_dtypes(BOOL_ONLY, TF)
@TENSORFLOW.function
def logical_not(x: Any, name: str | None = None) -> Any:
    """Elementwise NOT of a bool tensor.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.logical_not(tf.constant([True, False]))
    <tf.Tensor: shape=(2,), dtype=bool, numpy=array([False,  True])>
    """
    return ivylite.logical_not(convert(x, "bool", fn="logical_not"))


# --- casting and clipping -------------------------------------------------------------


@TENSORFLOW.function
def cast(x: Any, dtype: Any, name: str | None = None) -> Any:
    """``x`` converted to ``dtype``: floats truncate toward zero into integers,
    complex numbers lose their imaginary part into real dtypes, nonzero is True.

    Float-to-integer casts of out-of-range values are undefined in TensorFlow
    and differ between backends.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.cast([1.7, -1.7], tf.int32)
    <tf.Tensor: shape=(2,), dtype=int32, numpy=array([ 1, -1], dtype=int32)>
    >>> tf.cast(tf.constant([0.0, 0.5]), "bool")
    <tf.Tensor: shape=(2,), dtype=bool, numpy=array([False,  True])>
    """
    from .dtypes import _to_ivy

    a = convert(x)
    target = _to_ivy(dtype)
    if a._dtype is target:
        return a
    if a._dtype.kind == "complex" and target.kind != "complex":
        a = ivylite.real(a)
    return astype_keeping_real(a, target)


@ivylite.with_unsupported_dtypes(NO_BOOL_COMPLEX, TF)
@TENSORFLOW.function
def clip_by_value(t: Any, clip_value_min: Any, clip_value_max: Any, name: str | None = None) -> Any:
    """``minimum(maximum(t, clip_value_min), clip_value_max)`` as TensorFlow orders it:
    with ``min > max`` every element becomes ``clip_value_min``.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.clip_by_value(tf.constant([1, 5, 10]), 2, 8)
    <tf.Tensor: shape=(3,), dtype=int32, numpy=array([2, 5, 8], dtype=int32)>
    """
    a = convert(t)
    lo, hi = promote(a, clip_value_max, "Minimum")[1], promote(a, clip_value_min, "Maximum")[1]
    out = ivylite.maximum(ivylite.minimum(a, lo), hi)
    if out.shape != a.shape:
        raise InvalidArgumentError(
            f"clip_by_value: the clip values broadcast t of shape {a.shape} to {out.shape}; "
            "they must not change its shape"
        )
    return out
