"""Reductions: ``tf.reduce_*``, ``tf.math.reduce_std/variance``, ``argmax``/``argmin``, ``cumsum``.

TensorFlow keeps the input dtype: integer sums and products wrap around,
and the mean of integers is the integer mean (truncated toward zero, of a
sum that does not wrap). ``reduce_max``/``reduce_min`` over nothing give the
reduction's identity (-inf, or the dtype's smallest value, for max).
"""

from __future__ import annotations

from typing import Any

import ivylite
from ivylite.array import Array
from ivylite.dtypes import Dtype

from .._common import astype_keeping_real
from .dtypes import _to_ivy
from .func_wrapper import AXIS, REDUCTION_AXES, TENSORFLOW
from .promotion import convert, scalar

__all__ = [
    "reduce_sum",
    "reduce_mean",
    "reduce_max",
    "reduce_min",
    "reduce_prod",
    "reduce_all",
    "reduce_any",
    "reduce_logsumexp",
    "reduce_std",
    "reduce_variance",
    "argmax",
    "argmin",
    "cumsum",
]

V = "2.21 and below"
TF = "tensorflow"
NO_BOOL = {V: ("bool",)}
NO_BOOL_COMPLEX = {V: ("bool", "complex")}
FLOAT_OR_COMPLEX = {V: ("bool", "integer")}


def axes_of(axis: Any, ndim: int, fn: str = "") -> tuple[int, ...] | None:
    """A reduction's axis argument (None, an int, a list, a tensor) as axes in
    ``[0, ndim)`` in the order given, or None for all; TensorFlow's
    InvalidArgumentError for an axis out of range or named twice.

    Examples
    --------
    >>> from ivylite.frontends.tensorflow.reduction import axes_of
    >>> axes_of(-1, 3), axes_of([2, 0], 3), axes_of(None, 3)
    ((2,), (2, 0), None)
    >>> axes_of(5, 2, "tf.reduce_sum")
    Traceback (most recent call last):
    ...
    ivylite.frontends.tensorflow.errors.InvalidArgumentError: tf.reduce_sum: Invalid reduction dimension (5 for input with 2 dimension(s)
    """
    return REDUCTION_AXES.axes(axis, ndim, fn)


def _kept(a: Array, out: Array) -> Array:
    """``out`` (a reduction of ``a``) in a's dtype: integers wrap back into it."""
    return out if out._dtype is a._dtype else astype_keeping_real(out, a._dtype)


def _count(a: Array, axes: tuple[int, ...] | None) -> int:
    shape = a.shape
    n = 1
    for i in range(len(shape)) if axes is None else axes:
        n *= shape[i]
    return n


def _is_int(a: Array) -> bool:
    return a._dtype.kind in ("int", "uint")


def sum_array(a: Array, axes: Any, keepdims: bool) -> Array:
    """TensorFlow's reduce_sum of an ivylite array: integers sum (and wrap) in their dtype.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.frontends.tensorflow.reduction import sum_array
    >>> sum_array(ivylite.asarray([100, 100], dtype="int8"), None, False).tolist()
    -56
    """
    if _is_int(a):
        return ivylite.sum(a, axis=axes, dtype=a._dtype, keepdims=keepdims)
    return _kept(a, ivylite.sum(a, axis=axes, keepdims=keepdims))


def mean_array(a: Array, axes: Any, keepdims: bool) -> Array:
    """TensorFlow's reduce_mean of an ivylite array (the integer mean for integers).

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.frontends.tensorflow.reduction import mean_array
    >>> mean_array(ivylite.asarray([-7, 2]), None, False).tolist()
    -2
    """
    if not _is_int(a):
        return ivylite.mean(a, axis=axes, keepdims=keepdims)
    # TensorFlow's integer mean does not wrap: sum in 64 bits (valid on every backend)
    wide = Dtype("uint64") if a._dtype == "uint64" else Dtype("int64")
    s = ivylite.sum(astype_keeping_real(a, wide), axis=axes, dtype=wide, keepdims=keepdims)
    n = scalar(max(_count(a, axes), 1), s)
    q = ivylite.floor_divide(s, n)
    if a._dtype.kind == "int":
        # floor -> truncation toward zero for negative sums with a remainder
        inexact = ivylite.logical_and(
            ivylite.less(s, scalar(0, s)), ivylite.not_equal(ivylite.remainder(s, n), scalar(0, s))
        )
        q = ivylite.where(inexact, ivylite.add(q, scalar(1, q)), q)
    return astype_keeping_real(q, a._dtype)


def _reduced_shape(shape: tuple, axes: Any, keepdims: bool) -> tuple:
    axes = range(len(shape)) if axes is None else axes
    if keepdims:
        return tuple(1 if i in axes else d for i, d in enumerate(shape))
    return tuple(d for i, d in enumerate(shape) if i not in axes)


def _extreme(a: Array, axes: Any, keepdims: bool, largest: bool) -> Array:
    if _count(a, axes) == 0:
        # TensorFlow returns the reduction's identity for an empty reduction
        if a._dtype.kind == "float":
            fill = -float("inf") if largest else float("inf")
        else:
            info = ivylite.iinfo(a._dtype)
            fill = info.min if largest else info.max
        return ivylite.full(_reduced_shape(a.shape, axes, keepdims), fill, dtype=a._dtype)
    fn = ivylite.max if largest else ivylite.min
    return fn(a, axis=axes, keepdims=keepdims)


@ivylite.with_unsupported_dtypes(NO_BOOL, TF)
@TENSORFLOW.function
def reduce_sum(
    input_tensor: Any, axis: Any = None, keepdims: bool = False, name: str | None = None
) -> Any:
    """Sum over ``axis`` (all axes by default), in the input's dtype.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.reduce_sum(tf.constant([[1, 2], [3, 4]]), axis=1)
    <tf.Tensor: shape=(2,), dtype=int32, numpy=array([3, 7], dtype=int32)>
    >>> tf.reduce_sum(tf.constant([100, 100], tf.int8))
    <tf.Tensor: shape=(), dtype=int8, numpy=-56>
    """
    a = convert(input_tensor)
    return sum_array(a, axes_of(axis, a.ndim, "tf.reduce_sum"), bool(keepdims))


@ivylite.with_unsupported_dtypes(NO_BOOL, TF)
@TENSORFLOW.function
def reduce_mean(
    input_tensor: Any, axis: Any = None, keepdims: bool = False, name: str | None = None
) -> Any:
    """Mean over ``axis``; for integers the truncated integer mean.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.reduce_mean(tf.constant([1.0, 2.0]))
    <tf.Tensor: shape=(), dtype=float32, numpy=1.5>
    >>> tf.reduce_mean(tf.constant([-7, 2]))
    <tf.Tensor: shape=(), dtype=int32, numpy=-2>
    """
    a = convert(input_tensor)
    return mean_array(a, axes_of(axis, a.ndim, "tf.reduce_mean"), bool(keepdims))


@ivylite.with_unsupported_dtypes(NO_BOOL_COMPLEX, TF)
@TENSORFLOW.function
def reduce_max(
    input_tensor: Any, axis: Any = None, keepdims: bool = False, name: str | None = None
) -> Any:
    """Maximum over ``axis``.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.reduce_max(tf.constant([[1, 5], [3, 4]]), axis=0)
    <tf.Tensor: shape=(2,), dtype=int32, numpy=array([3, 5], dtype=int32)>
    """
    a = convert(input_tensor)
    return _extreme(a, axes_of(axis, a.ndim, "tf.reduce_max"), bool(keepdims), True)


@ivylite.with_unsupported_dtypes(NO_BOOL_COMPLEX, TF)
@TENSORFLOW.function
def reduce_min(
    input_tensor: Any, axis: Any = None, keepdims: bool = False, name: str | None = None
) -> Any:
    """Minimum over ``axis``.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.reduce_min(tf.constant([[1, 5], [3, 4]]), axis=1, keepdims=True)
    <tf.Tensor: shape=(2, 1), dtype=int32, numpy=
    array([[1],
           [3]], dtype=int32)>
    """
    a = convert(input_tensor)
    return _extreme(a, axes_of(axis, a.ndim, "tf.reduce_min"), bool(keepdims), False)


@ivylite.with_unsupported_dtypes(NO_BOOL, TF)
@TENSORFLOW.function
def reduce_prod(
    input_tensor: Any, axis: Any = None, keepdims: bool = False, name: str | None = None
) -> Any:
    """Product over ``axis``, in the input's dtype (integers wrap).

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.reduce_prod(tf.constant([2.0, 3.0]))
    <tf.Tensor: shape=(), dtype=float32, numpy=6.0>
    """
    a = convert(input_tensor)
    axes = axes_of(axis, a.ndim, "tf.reduce_prod")
    if _is_int(a):
        return ivylite.prod(a, axis=axes, dtype=a._dtype, keepdims=bool(keepdims))
    return _kept(a, ivylite.prod(a, axis=axes, keepdims=bool(keepdims)))


@ivylite.with_supported_dtypes({V: ("bool",)}, TF)
@TENSORFLOW.function
def reduce_all(
    input_tensor: Any, axis: Any = None, keepdims: bool = False, name: str | None = None
) -> Any:
    """Logical AND over ``axis`` of a bool tensor.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.reduce_all(tf.constant([[True, False], [True, True]]), axis=1)
    <tf.Tensor: shape=(2,), dtype=bool, numpy=array([False,  True])>
    """
    a = convert(input_tensor)
    return ivylite.all(a, axis=axes_of(axis, a.ndim, "tf.reduce_all"), keepdims=bool(keepdims))


@ivylite.with_supported_dtypes({V: ("bool",)}, TF)
@TENSORFLOW.function
def reduce_any(
    input_tensor: Any, axis: Any = None, keepdims: bool = False, name: str | None = None
) -> Any:
    """Logical OR over ``axis`` of a bool tensor.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.reduce_any(tf.constant([[True, False], [False, False]]), axis=1)
    <tf.Tensor: shape=(2,), dtype=bool, numpy=array([ True, False])>
    """
    a = convert(input_tensor)
    return ivylite.any(a, axis=axes_of(axis, a.ndim, "tf.reduce_any"), keepdims=bool(keepdims))


@ivylite.with_unsupported_dtypes({V: ("bool", "integer", "complex")}, TF)
@TENSORFLOW.function
def reduce_logsumexp(
    input_tensor: Any, axis: Any = None, keepdims: bool = False, name: str | None = None
) -> Any:
    """``log(sum(exp(x)))`` over ``axis``, computed stably (TensorFlow's shift by a finite max).

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.reduce_logsumexp(tf.constant([0.0, 0.0]))
    <tf.Tensor: shape=(), dtype=float32, numpy=0.6931472>
    """
    a = convert(input_tensor)
    axes = axes_of(axis, a.ndim, "tf.reduce_logsumexp")
    raw = _extreme(a, axes, True, True)
    shift = ivylite.where(ivylite.isfinite(raw), raw, ivylite.zeros_like(raw))
    total = ivylite.sum(ivylite.exp(ivylite.subtract(a, shift)), axis=axes, keepdims=bool(keepdims))
    return ivylite.add(ivylite.log(total), ivylite.reshape(shift, total.shape))


def variance_array(a: Array, axes: Any, keepdims: bool) -> Array:
    """TensorFlow's reduce_variance: real for complex inputs.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.frontends.tensorflow.reduction import variance_array
    >>> variance_array(ivylite.asarray([1.0, 3.0]), None, False).tolist()
    1.0
    """
    diff = ivylite.subtract(a, mean_array(a, axes, True))
    if diff._dtype.kind == "complex":
        sq = ivylite.real(ivylite.multiply(diff, ivylite.conj(diff)))
    else:
        sq = ivylite.square(diff)
    return mean_array(sq, axes, keepdims)


@ivylite.with_unsupported_dtypes(FLOAT_OR_COMPLEX, TF)
@TENSORFLOW.function
def reduce_variance(
    input_tensor: Any, axis: Any = None, keepdims: bool = False, name: str | None = None
) -> Any:
    """Population variance over ``axis`` (real for complex inputs).

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.math.reduce_variance(tf.constant([1.0, 2.0, 3.0, 4.0]))
    <tf.Tensor: shape=(), dtype=float32, numpy=1.25>
    """
    a = convert(input_tensor)
    return variance_array(a, axes_of(axis, a.ndim, "tf.reduce_variance"), bool(keepdims))


@ivylite.with_unsupported_dtypes(FLOAT_OR_COMPLEX, TF)
@TENSORFLOW.function
def reduce_std(
    input_tensor: Any, axis: Any = None, keepdims: bool = False, name: str | None = None
) -> Any:
    """Population standard deviation over ``axis``.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.math.reduce_std(tf.constant([1.0, 3.0]))
    <tf.Tensor: shape=(), dtype=float32, numpy=1.0>
    """
    a = convert(input_tensor)
    return ivylite.sqrt(variance_array(a, axes_of(axis, a.ndim, "tf.reduce_std"), bool(keepdims)))


def _arg(fn: Any, input: Any, axis: Any, output_type: Any) -> Array:  # noqa: A002
    a = convert(input)
    if a._dtype == "bool":
        a = astype_keeping_real(a, "uint8")
    ax = AXIS.axis(0 if axis is None else axis, a.ndim, f"tf.{fn.__name__}")
    out = fn(a, axis=ax)
    target = _to_ivy(output_type)
    return out if out._dtype is target else astype_keeping_real(out, target)


@ivylite.with_unsupported_dtypes({V: ("complex",)}, TF)
@TENSORFLOW.function
def argmax(
    input: Any, axis: Any = None, output_type: Any = ivylite.int64, name: str | None = None
) -> Any:  # noqa: A002
    """Index of the largest value along ``axis`` (axis 0 by default), int64 unless
    ``output_type`` says otherwise; ties give the first index.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.argmax(tf.constant([[1, 3], [2, 0]]))
    <tf.Tensor: shape=(2,), dtype=int64, numpy=array([1, 0])>
    >>> tf.argmax(tf.constant([[1, 3], [2, 0]]), axis=1, output_type=tf.int32)
    <tf.Tensor: shape=(2,), dtype=int32, numpy=array([1, 0], dtype=int32)>
    """
    return _arg(ivylite.argmax, input, axis, output_type)


@ivylite.with_unsupported_dtypes({V: ("complex",)}, TF)
@TENSORFLOW.function
def argmin(
    input: Any, axis: Any = None, output_type: Any = ivylite.int64, name: str | None = None
) -> Any:  # noqa: A002
    """Index of the smallest value along ``axis`` (axis 0 by default), int64 by default.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.argmin(tf.constant([3.0, 1.0, 2.0]))
    <tf.Tensor: shape=(), dtype=int64, numpy=1>
    """
    return _arg(ivylite.argmin, input, axis, output_type)


@ivylite.with_unsupported_dtypes(NO_BOOL, TF)
@TENSORFLOW.function
def cumsum(
    x: Any, axis: Any = 0, exclusive: bool = False, reverse: bool = False, name: str | None = None
) -> Any:
    """Running sum along ``axis``; ``exclusive`` leaves each element out, ``reverse``
    sums from the end. Integers wrap in their dtype.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.cumsum(tf.constant([1, 2, 3]), exclusive=True, reverse=True)
    <tf.Tensor: shape=(3,), dtype=int32, numpy=array([5, 3, 0], dtype=int32)>
    """
    a = convert(x)
    ax = AXIS.axis(axis, a.ndim, "tf.cumsum") if a.ndim else 0
    if reverse:
        a = ivylite.flip(a, axis=ax)
    out = ivylite.cumulative_sum(
        a, axis=ax, dtype=a._dtype if _is_int(a) else None, include_initial=bool(exclusive)
    )
    if exclusive:
        index = [slice(None)] * a.ndim
        index[ax] = slice(0, a.shape[ax])
        out = out[tuple(index)]
    out = _kept(a, out)
    return ivylite.flip(out, axis=ax) if reverse else out
