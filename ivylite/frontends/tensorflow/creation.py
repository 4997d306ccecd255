"""Making tensors: ``tf.constant``, ``tf.zeros``, ``tf.range``, ``tf.linspace``, ``tf.one_hot``...

Default dtypes are TensorFlow's: float32 for ``zeros``/``ones``/``eye``,
int32 for Python ints (int64 once a value needs it), float32 for Python
floats; ``tf.linspace`` of integers is float64, as in TensorFlow.
"""

from __future__ import annotations

import builtins
from typing import Any

import ivylite
from ivylite.array import Array

from .._common import REAL_OF, astype_keeping_real
from .arithmetic import TRUEDIV_FLOAT
from .dtypes import _to_ivy
from .errors import InvalidArgumentError
from .func_wrapper import TENSORFLOW
from .promotion import convert, scalar

__all__ = [
    "constant",
    "convert_to_tensor",
    "zeros",
    "ones",
    "fill",
    "zeros_like",
    "ones_like",
    "range",
    "linspace",
    "eye",
    "one_hot",
]

V = "2.21 and below"
TF = "tensorflow"
_FLOAT32 = ivylite.float32
# tf.range's dtype is the largest of its arguments' in this order.
_RANGE_ORDER = tuple(
    ivylite.Dtype(d) for d in ("int32", "int64", "float16", "bfloat16", "float32", "float64")
)


def as_shape(shape: Any) -> tuple[int, ...]:
    """A shape argument (an int, a list of ints or scalar tensors, or a 1-d tensor) as a tuple.

    Examples
    --------
    >>> from ivylite.frontends.tensorflow.creation import as_shape
    >>> as_shape(3), as_shape([2, 3])
    ((3,), (2, 3))
    """
    if isinstance(shape, Array):
        out = shape.tolist()
        return (out,) if isinstance(out, int) else tuple(out)
    if isinstance(shape, (list, tuple)):
        return tuple(int(d) for d in shape)
    return (int(shape),)


@TENSORFLOW.function
def constant(value: Any, dtype: Any = None, shape: Any = None, name: str = "Const") -> Any:
    """A tensor of ``value`` (a Python value, NumPy array or tensor).

    With ``shape``, a scalar value is repeated and a value with that many
    elements is reshaped.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.constant([1, 2])
    <tf.Tensor: shape=(2,), dtype=int32, numpy=array([1, 2], dtype=int32)>
    >>> tf.constant(3, shape=[2])
    <tf.Tensor: shape=(2,), dtype=int32, numpy=array([3, 3], dtype=int32)>
    >>> tf.constant(300, tf.int8)
    <tf.Tensor: shape=(), dtype=int8, numpy=44>
    """
    a = convert(value, dtype, fn="constant")
    if shape is None:
        return a
    target = as_shape(shape)
    if a.ndim == 0:
        return ivylite.full(target, a.item(), dtype=a.dtype)
    if a.size != _prod(target):
        raise TypeError(
            f"constant: expected {_prod(target)} elements for shape {list(target)}, got {a.size}"
        )
    return ivylite.reshape(a, target)


def _prod(shape: tuple[int, ...]) -> int:
    n = 1
    for d in shape:
        n *= d
    return n


@TENSORFLOW.function
def convert_to_tensor(
    value: Any, dtype: Any = None, dtype_hint: Any = None, name: str | None = None
) -> Any:
    """``value`` as a tensor; ``dtype`` must fit it, ``dtype_hint`` is used where it fits.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.convert_to_tensor([1, 2], dtype_hint=tf.float32)
    <tf.Tensor: shape=(2,), dtype=float32, numpy=array([1., 2.], dtype=float32)>
    >>> tf.convert_to_tensor([1.5, 2], dtype_hint=tf.int32).dtype
    tf.float32
    """
    if dtype is None and dtype_hint is not None and not isinstance(value, Array):
        try:
            return convert(value, dtype_hint, fn="convert_to_tensor")
        except (TypeError, ValueError):
            pass  # the hint does not fit: the value's own dtype
    return convert(value, dtype, fn="convert_to_tensor")


@TENSORFLOW.function
def zeros(shape: Any, dtype: Any = _FLOAT32, name: str | None = None, layout: Any = None) -> Any:
    """A tensor of zeros (float32 unless ``dtype`` says otherwise).

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.zeros([2], tf.int32)
    <tf.Tensor: shape=(2,), dtype=int32, numpy=array([0, 0], dtype=int32)>
    """
    return ivylite.zeros(as_shape(shape), dtype=_to_ivy(dtype))


@TENSORFLOW.function
def ones(shape: Any, dtype: Any = _FLOAT32, name: str | None = None, layout: Any = None) -> Any:
    """A tensor of ones (float32 unless ``dtype`` says otherwise).

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.ones(2)
    <tf.Tensor: shape=(2,), dtype=float32, numpy=array([1., 1.], dtype=float32)>
    """
    return ivylite.ones(as_shape(shape), dtype=_to_ivy(dtype))


@TENSORFLOW.function
def fill(dims: Any, value: Any, name: str | None = None, layout: Any = None) -> Any:
    """A tensor of shape ``dims`` filled with the scalar ``value`` (in value's dtype).

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.fill([2, 2], 3.0)
    <tf.Tensor: shape=(2, 2), dtype=float32, numpy=
    array([[3., 3.],
           [3., 3.]], dtype=float32)>
    """
    v = convert(value, fn="fill")
    if v.ndim != 0:
        raise InvalidArgumentError(f"Fill: value must be a scalar, got shape {v.shape}")
    return ivylite.full(as_shape(dims), v.item(), dtype=v.dtype)


@TENSORFLOW.function
def zeros_like(input: Any, dtype: Any = None, name: str | None = None, layout: Any = None) -> Any:  # noqa: A002
    """Zeros of ``input``'s shape and (unless given) dtype.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.zeros_like([1.5, 2.0])
    <tf.Tensor: shape=(2,), dtype=float32, numpy=array([0., 0.], dtype=float32)>
    """
    a = convert(input)
    return ivylite.zeros_like(a, dtype=None if dtype is None else _to_ivy(dtype))


@TENSORFLOW.function
def ones_like(input: Any, dtype: Any = None, name: str | None = None, layout: Any = None) -> Any:  # noqa: A002
    """Ones of ``input``'s shape and (unless given) dtype.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.ones_like(tf.constant([1, 2], tf.int8))
    <tf.Tensor: shape=(2,), dtype=int8, numpy=array([1, 1], dtype=int8)>
    """
    a = convert(input)
    return ivylite.ones_like(a, dtype=None if dtype is None else _to_ivy(dtype))


def _numpy_scalar(value: Any, dtype: Any) -> Any:
    """``value`` as a NumPy scalar of ``dtype``, so sizes are computed in that dtype."""
    import numpy as np

    if dtype == "bfloat16":
        import ml_dtypes

        return ml_dtypes.bfloat16(value)
    return np.dtype(str(dtype)).type(value)


@ivylite.with_supported_dtypes({V: ("int32", "int64", "float")}, TF)
@TENSORFLOW.function
def range(  # noqa: A001 - TensorFlow's name
    start: Any, limit: Any = None, delta: Any = 1, dtype: Any = None, name: str = "range"
) -> Any:
    """``start, start + delta, ...`` up to (excluding) ``limit``; one argument is the limit.

    The dtype is the widest of the arguments' (int32 < int64 < float16 <
    bfloat16 < float32 < float64); float values accumulate ``delta`` in the
    dtype as TensorFlow does.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.range(5)
    <tf.Tensor: shape=(5,), dtype=int32, numpy=array([0, 1, 2, 3, 4], dtype=int32)>
    >>> tf.range(0, 2, 0.5)
    <tf.Tensor: shape=(4,), dtype=float32, numpy=array([0. , 0.5, 1. , 1.5], dtype=float32)>
    """
    import numpy as np

    if limit is None:
        start, limit = 0, start
    target = None if dtype is None else _to_ivy(dtype)
    args = [convert(v, target, fn="range") if not isinstance(v, Array) else v
            for v in (start, limit, delta)]  # fmt: skip
    if target is None:
        for a in args:
            if a._dtype not in _RANGE_ORDER:
                raise TENSORFLOW.refusal(range, a._dtype)
        target = builtins.max((a._dtype for a in args), key=_RANGE_ORDER.index)
    s, lim, d = (_numpy_scalar(astype_keeping_real(a, target).item(), target) for a in args)
    if d == 0:
        raise InvalidArgumentError(f"Range: requires delta != 0: {d}")
    if (d > 0 and s > lim) or (d < 0 and s < lim):
        raise InvalidArgumentError(
            f"Range: requires start {'<=' if d > 0 else '>='} limit when delta "
            f"{'>' if d > 0 else '<'} 0: {s}/{lim}"
        )
    if target.kind == "int":
        n = (builtins.abs(int(lim) - int(s)) + builtins.abs(int(d)) - 1) // builtins.abs(int(d))
        return ivylite.arange(int(s), int(s) + n * int(d), int(d), dtype=target)
    with np.errstate(over="ignore"):
        n = int(np.ceil(np.abs((lim - s) / d)))
    if n == 0:
        return ivylite.zeros((0,), dtype=target)
    steps = ivylite.full((n,), float(d), dtype=target)
    steps = ivylite.concat([ivylite.full((1,), float(s), dtype=target), steps[: n - 1]])
    # TensorFlow adds delta to a running value in the dtype: so does a cumulative sum.
    return ivylite.cumulative_sum(steps, axis=0, dtype=target)


@ivylite.with_unsupported_dtypes({V: ("bool",)}, TF)
@TENSORFLOW.function
def linspace(start: Any, stop: Any, num: Any, name: str | None = None, axis: int = 0) -> Any:
    """``num`` evenly spaced values from ``start`` to ``stop`` (both included).

    ``start`` and ``stop`` may be tensors (broadcast together); the values run
    along ``axis``. Integers give the float of their true division (float64
    for int32 and int64, float32 for narrower ones).

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.linspace(0.0, 3.0, 4)
    <tf.Tensor: shape=(4,), dtype=float32, numpy=array([0., 1., 2., 3.], dtype=float32)>
    >>> tf.linspace(0, 1, 3).dtype
    tf.float64
    """
    a = convert(start, fn="linspace")
    b = convert(stop, a._dtype, fn="linspace")  # stop must convert to start's dtype
    # TensorFlow's delta is a true division: integers become float32 or float64
    f = TRUEDIV_FLOAT.get(a._dtype)
    if f is not None:
        a, b = astype_keeping_real(a, f), astype_keeping_real(b, f)
    n = int(num.item() if isinstance(num, Array) else num)
    if n < 0:
        raise InvalidArgumentError(f"LinSpace: requires num >= 0, got {n}")
    a, b = ivylite.broadcast_arrays(a, b)
    ax = axis + a.ndim + 1 if axis < 0 else axis
    first = ivylite.expand_dims(a, axis=ax)
    last = ivylite.expand_dims(b, axis=ax)
    span = ivylite.subtract(last, first)
    delta = ivylite.divide(span, scalar(float(builtins.max(n - 1, 1)), span))
    shape = [1] * (a.ndim + 1)
    shape[ax] = builtins.max(n - 2, 0)
    real = REAL_OF[a._dtype]
    steps = ivylite.arange(1, builtins.max(n - 1, 1), dtype=real)
    steps = ivylite.reshape(astype_keeping_real(steps, a._dtype), tuple(shape))
    middle = ivylite.add(first, ivylite.multiply(steps, delta))
    out = ivylite.concat([first, middle, last], axis=ax)
    index = [slice(None)] * out.ndim
    index[ax] = slice(0, n)
    return out[tuple(index)]


@TENSORFLOW.function
def eye(
    num_rows: int,
    num_columns: int | None = None,
    batch_shape: Any = None,
    dtype: Any = _FLOAT32,
    name: str | None = None,
) -> Any:
    """Identity matrices (float32 by default), stacked over ``batch_shape``.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.eye(2, dtype=tf.int32)
    <tf.Tensor: shape=(2, 2), dtype=int32, numpy=
    array([[1, 0],
           [0, 1]], dtype=int32)>
    """
    m = ivylite.eye(
        int(num_rows), None if num_columns is None else int(num_columns), dtype=_to_ivy(dtype)
    )
    if batch_shape is None:
        return m
    return ivylite.broadcast_to(m, as_shape(batch_shape) + m.shape)


@ivylite.with_supported_dtypes({V: ("uint8", "int8", "int32", "int64")}, TF)
@TENSORFLOW.function
def one_hot(
    indices: Any,
    depth: Any,
    on_value: Any = None,
    off_value: Any = None,
    axis: int | None = None,
    dtype: Any = None,
    name: str | None = None,
) -> Any:
    """One-hot vectors of length ``depth`` for integer ``indices`` (out-of-range
    indices give all ``off_value``), along a new ``axis`` (default last).

    The dtype is ``dtype``, else on_value's or off_value's, else float32.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.one_hot([0, 2, 5], 3)
    <tf.Tensor: shape=(3, 3), dtype=float32, numpy=
    array([[1., 0., 0.],
           [0., 0., 1.],
           [0., 0., 0.]], dtype=float32)>
    >>> tf.one_hot([1], 2, on_value=5, off_value=-1)
    <tf.Tensor: shape=(1, 2), dtype=int32, numpy=array([[-1,  5]], dtype=int32)>
    """
    idx = convert(indices, fn="one_hot")
    target = None if dtype is None else _to_ivy(dtype)
    on = None if on_value is None else _value(on_value, target)
    off = None if off_value is None else _value(off_value, target)
    for what, v in (("on_value", on), ("off_value", off)):
        if v is not None and target is not None and v._dtype is not target:
            raise TypeError(f"one_hot: dtype {v._dtype} of {what} does not match dtype {target}")
    if target is None:
        target = on._dtype if on is not None else off._dtype if off is not None else _FLOAT32
    if on is not None and off is not None and on._dtype is not off._dtype:
        raise TypeError(f"one_hot: on_value ({on._dtype}) and off_value ({off._dtype}) differ")
    # TensorFlow converts the default 1 and 0 to the dtype (so bool is refused)
    on = convert(1, target, fn="one_hot") if on is None else on
    off = convert(0, target, fn="one_hot") if off is None else off
    n = int(depth.item() if isinstance(depth, Array) else depth)
    hot = ivylite.equal(
        ivylite.expand_dims(astype_keeping_real(idx, "int64"), axis=-1),
        ivylite.arange(n, dtype="int64"),
    )
    out = ivylite.where(hot, on, off)
    if axis is not None and axis != -1:
        out = ivylite.moveaxis(out, -1, axis)
    return out


def _value(v: Any, hint: Any) -> Array:
    if hint is not None and not isinstance(v, Array):
        try:
            return convert(v, hint, fn="one_hot")
        except (TypeError, ValueError):
            pass
    return convert(v, fn="one_hot")
