"""Shapes and indexing: ``tf.reshape``, ``tf.concat``, ``tf.gather``, ``tf.where``, ``tf.pad``...

Tensors combined by ``concat``, ``stack`` and ``where`` must share a dtype;
Python values among them take the tensors' dtype. ``tf.gather`` refuses
out-of-range (and negative) indices, as TensorFlow does on CPU.
"""

from __future__ import annotations

from typing import Any

import ivylite
from ivylite.array import Array

from .._common import FrontendArray, astype_keeping_real
from .creation import as_shape
from .dtypes import _to_ivy
from .errors import InvalidArgumentError
from .func_wrapper import TENSORFLOW
from .promotion import convert, hinted, mismatch
from .promotion import promote_types_of_tensorflow_inputs as promote

__all__ = [
    "reshape",
    "transpose",
    "concat",
    "stack",
    "unstack",
    "split",
    "squeeze",
    "expand_dims",
    "tile",
    "gather",
    "where",
    "shape",
    "size",
    "rank",
    "identity",
    "stop_gradient",
    "broadcast_to",
    "reverse",
    "pad",
]

V = "2.21 and below"
TF = "tensorflow"


def same_dtype(values: Any, op: str) -> list[Array]:
    """A list of tensors and values as arrays of one dtype: the first tensor's, or
    the first value's own dtype when there is no tensor.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.frontends.tensorflow.manipulation import same_dtype
    >>> [a.dtype for a in same_dtype([[1], ivylite.asarray([2.0])], "ConcatV2")]
    [float32, float32]
    """
    if not isinstance(values, (list, tuple)) or not values:
        raise ValueError(f"{op}: expected a non-empty list of tensors, got {values!r}")
    values = [v.ivy_array if isinstance(v, FrontendArray) else v for v in values]
    first = next((v for v in values if isinstance(v, Array)), None)
    dtype = (first if first is not None else convert(values[0], fn=op))._dtype
    out = []
    for v in values:
        if isinstance(v, Array):
            if v._dtype is not dtype:
                raise mismatch(op, dtype, v._dtype)
            out.append(v)
        else:
            out.append(hinted(v, dtype, op))
    return out


@TENSORFLOW.function
def reshape(tensor: Any, shape: Any, name: str | None = None) -> Any:
    """``tensor`` with a new shape of the same size (one dimension may be -1).

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.reshape(tf.range(6), [2, -1])
    <tf.Tensor: shape=(2, 3), dtype=int32, numpy=
    array([[0, 1, 2],
           [3, 4, 5]], dtype=int32)>
    """
    return ivylite.reshape(convert(tensor), as_shape(shape))


@TENSORFLOW.function
def transpose(a: Any, perm: Any = None, conjugate: bool = False, name: str = "transpose") -> Any:
    """Axes permuted by ``perm`` (reversed by default), conjugated if asked.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.transpose(tf.zeros([2, 3, 4]), perm=[0, 2, 1]).shape
    TensorShape([2, 4, 3])
    """
    x = convert(a)
    axes = tuple(reversed(range(x.ndim))) if perm is None else as_shape(perm)
    out = ivylite.permute_dims(x, axes)
    return ivylite.conj(out) if conjugate and x._dtype.kind == "complex" else out


@TENSORFLOW.function
def concat(values: Any, axis: Any, name: str = "concat") -> Any:
    """Tensors joined along an existing ``axis``.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.concat([tf.constant([1], tf.int8), [2]], 0)
    <tf.Tensor: shape=(2,), dtype=int8, numpy=array([1, 2], dtype=int8)>
    """
    arrays = same_dtype(values, "ConcatV2")
    return arrays[0] if len(arrays) == 1 else ivylite.concat(arrays, axis=int(axis))


@TENSORFLOW.function
def stack(values: Any, axis: int = 0, name: str = "stack") -> Any:
    """Tensors of one shape joined along a new ``axis``.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.stack([tf.constant([1, 2]), tf.constant([3, 4])], axis=1)
    <tf.Tensor: shape=(2, 2), dtype=int32, numpy=
    array([[1, 3],
           [2, 4]], dtype=int32)>
    """
    if isinstance(values, (list, tuple)) and not any(
        isinstance(v, (Array, FrontendArray)) for v in values
    ):
        # A list of plain values converts as one value (so [1, 2.0] is float32).
        return ivylite.moveaxis(convert(values, fn="stack"), 0, int(axis))
    return ivylite.stack(same_dtype(values, "Pack"), axis=int(axis))


@TENSORFLOW.function
def unstack(value: Any, num: int | None = None, axis: int = 0, name: str = "unstack") -> Any:
    """The slices of ``value`` along ``axis``, as a list.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> [t.numpy().tolist() for t in tf.unstack(tf.constant([[1, 2], [3, 4]]), axis=1)]
    [[1, 3], [2, 4]]
    """
    x = convert(value)
    if num is not None and x.shape[axis] != num:
        raise ValueError(f"unstack: num={num} but axis {axis} has length {x.shape[axis]}")
    return list(ivylite.unstack(x, axis=int(axis)))


@TENSORFLOW.function
def split(
    value: Any, num_or_size_splits: Any, axis: Any = 0, num: int | None = None, name: str = "split"
) -> Any:
    """``value`` cut along ``axis`` into equal parts (an int) or parts of given sizes
    (a list; one size may be -1).

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> [t.shape for t in tf.split(tf.zeros([2, 5]), [1, -1], axis=1)]
    [TensorShape([2, 1]), TensorShape([2, 4])]
    """
    x = convert(value)
    ax = int(axis) % x.ndim
    length = x.shape[ax]
    if isinstance(num_or_size_splits, Array) and num_or_size_splits.ndim == 0:
        num_or_size_splits = int(num_or_size_splits)
    if isinstance(num_or_size_splits, int):
        n = num_or_size_splits
        if n <= 0 or length % n:
            raise InvalidArgumentError(
                f"Split: number of ways to split should evenly divide the split dimension, "
                f"but got split_dim {ax} (size = {length}) and num_split {n}"
            )
        sizes = [length // n] * n
    else:
        sizes = list(as_shape(num_or_size_splits))
        if sizes.count(-1) > 1:
            raise ValueError("split: at most one size may be -1")
        if -1 in sizes:
            sizes[sizes.index(-1)] = length - (sum(sizes) + 1)
        if sum(sizes) != length or min(sizes) < 0:
            raise InvalidArgumentError(
                f"SplitV: sizes {sizes} do not add up to the split dimension's {length}"
            )
    out, start = [], 0
    for s in sizes:
        index = [slice(None)] * x.ndim
        index[ax] = slice(start, start + s)
        out.append(x[tuple(index)])
        start += s
    return out


@TENSORFLOW.function
def squeeze(input: Any, axis: Any = None, name: str | None = None) -> Any:  # noqa: A002
    """``input`` without its size-1 axes (all, or those in ``axis``).

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.squeeze(tf.zeros([1, 2, 1])).shape, tf.squeeze(tf.zeros([1, 2, 1]), [0]).shape
    (TensorShape([2]), TensorShape([2, 1]))
    """
    x = convert(input)
    if axis is None:
        axes = tuple(i for i, d in enumerate(x.shape) if d == 1)
    else:
        axes = tuple(a % x.ndim for a in as_shape(axis))
        for a in axes:
            if x.shape[a] != 1:
                raise InvalidArgumentError(
                    f"Squeeze: can not squeeze dim[{a}], expected a dimension of 1, got {x.shape[a]}"
                )
    return ivylite.squeeze(x, axes) if axes else x


@TENSORFLOW.function
def expand_dims(input: Any, axis: Any, name: str | None = None) -> Any:  # noqa: A002
    """``input`` with a new size-1 axis at ``axis``.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.expand_dims(tf.constant([1, 2]), -1).shape
    TensorShape([2, 1])
    """
    x = convert(input)
    return ivylite.expand_dims(x, axis=int(axis))


@ivylite.with_unsupported_dtypes({V: ("uint16",)}, TF)
@TENSORFLOW.function
def tile(input: Any, multiples: Any, name: str | None = None) -> Any:  # noqa: A002
    """``input`` repeated ``multiples[i]`` times along each axis i.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.tile(tf.constant([[1, 2]]), [2, 2])
    <tf.Tensor: shape=(2, 4), dtype=int32, numpy=
    array([[1, 2, 1, 2],
           [1, 2, 1, 2]], dtype=int32)>
    """
    x = convert(input)
    reps = as_shape(multiples)
    if len(reps) != x.ndim:
        raise InvalidArgumentError(
            f"Tile: expected multiples argument to be a vector of length {x.ndim} but got length "
            f"{len(reps)}"
        )
    return ivylite.tile(x, reps)


@TENSORFLOW.function
def gather(
    params: Any,
    indices: Any,
    validate_indices: Any = None,
    axis: Any = None,
    batch_dims: int = 0,
    name: str | None = None,
) -> Any:
    """Slices of ``params`` along ``axis`` picked by integer ``indices`` (of any shape):
    the result's shape is ``params.shape[:axis] + indices.shape + params.shape[axis + 1:]``.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.gather(tf.constant([[1, 2], [3, 4]]), [1, 0, 1])
    <tf.Tensor: shape=(3, 2), dtype=int32, numpy=
    array([[3, 4],
           [1, 2],
           [3, 4]], dtype=int32)>
    """
    if batch_dims:
        raise NotImplementedError(
            "gather: batch_dims other than 0 is not supported by the TensorFlow frontend; "
            "gather each batch element and tf.stack the results"
        )
    x = convert(params)
    idx = convert(indices)
    if idx._dtype.kind not in ("int", "uint"):
        raise TypeError(f"gather: indices must be int32 or int64, got {idx._dtype}")
    ax = 0 if axis is None else int(axis) % x.ndim
    n = x.shape[ax]
    if idx.size:
        lo, hi = int(ivylite.min(idx)), int(ivylite.max(idx))
        if lo < 0 or hi >= n:
            bad = lo if lo < 0 else hi
            raise InvalidArgumentError(f"GatherV2: indices = {bad} is not in [0, {n})")
    flat = ivylite.take(x, ivylite.reshape(idx, (-1,)), axis=ax)
    return ivylite.reshape(flat, x.shape[:ax] + idx.shape + x.shape[ax + 1 :])


@TENSORFLOW.function
def where(condition: Any, x: Any = None, y: Any = None, name: str | None = None) -> Any:
    """Elements of ``x`` where ``condition`` holds, else of ``y`` (all three broadcast);
    with ``condition`` alone, the int64 coordinates of its true (nonzero) elements.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.where([True, False], tf.constant([1, 2], tf.int8), 3)
    <tf.Tensor: shape=(2,), dtype=int8, numpy=array([1, 3], dtype=int8)>
    >>> tf.where([[True, False], [False, True]])
    <tf.Tensor: shape=(2, 2), dtype=int64, numpy=
    array([[0, 0],
           [1, 1]])>
    """
    if x is None and y is None:
        c = convert(condition)
        coords = ivylite.nonzero(c)
        return astype_keeping_real(ivylite.stack(coords, axis=1), "int64")
    if x is None or y is None:
        raise ValueError("where: x and y must both be given, or neither")
    c = convert(condition, "bool", fn="where")
    a, b = promote(x, y, "SelectV2")
    return ivylite.where(c, a, b)


@TENSORFLOW.function
def shape(input: Any, out_type: Any = ivylite.int32, name: str | None = None) -> Any:  # noqa: A002
    """The shape as a 1-d int32 (or ``out_type``) tensor.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.shape(tf.zeros([2, 3]))
    <tf.Tensor: shape=(2,), dtype=int32, numpy=array([2, 3], dtype=int32)>
    """
    return ivylite.asarray(list(convert(input).shape), dtype=_to_ivy(out_type))


@TENSORFLOW.function
def size(input: Any, out_type: Any = ivylite.int32, name: str | None = None) -> Any:  # noqa: A002
    """The number of elements as a 0-d int32 (or ``out_type``) tensor.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.size(tf.zeros([2, 3]))
    <tf.Tensor: shape=(), dtype=int32, numpy=6>
    """
    return ivylite.asarray(convert(input).size, dtype=_to_ivy(out_type))


@TENSORFLOW.function
def rank(input: Any, name: str | None = None) -> Any:  # noqa: A002
    """The number of axes as a 0-d int32 tensor.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.rank(tf.zeros([2, 3]))
    <tf.Tensor: shape=(), dtype=int32, numpy=2>
    """
    return ivylite.asarray(convert(input).ndim, dtype="int32")


@TENSORFLOW.function
def identity(input: Any, name: str | None = None) -> Any:  # noqa: A002
    """``input`` itself (tensors are immutable, so no copy is needed).

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.identity([1.0])
    <tf.Tensor: shape=(1,), dtype=float32, numpy=array([1.], dtype=float32)>
    """
    return convert(input)


@TENSORFLOW.function
def stop_gradient(input: Any, name: str | None = None) -> Any:  # noqa: A002
    """``input``, treated as a constant by automatic differentiation.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.stop_gradient(tf.constant([1.0]))
    <tf.Tensor: shape=(1,), dtype=float32, numpy=array([1.], dtype=float32)>
    """
    return ivylite.stop_gradient(convert(input))


@TENSORFLOW.function
def broadcast_to(input: Any, shape: Any, name: str | None = None) -> Any:  # noqa: A002
    """``input`` broadcast to ``shape``.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.broadcast_to(tf.constant([1, 2]), [2, 2]).shape
    TensorShape([2, 2])
    """
    return ivylite.broadcast_to(convert(input), as_shape(shape))


@TENSORFLOW.function
def reverse(tensor: Any, axis: Any, name: str | None = None) -> Any:
    """``tensor`` with the order of elements reversed along the axes in ``axis``.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.reverse(tf.constant([[1, 2], [3, 4]]), [1])
    <tf.Tensor: shape=(2, 2), dtype=int32, numpy=
    array([[2, 1],
           [4, 3]], dtype=int32)>
    """
    return ivylite.flip(convert(tensor), axis=as_shape(axis))


def pad_axis(x: Array, axis: int, before: int, after: int, value: Any) -> Array:
    """``x`` with ``before``/``after`` elements of ``value`` added along ``axis``.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.frontends.tensorflow.manipulation import pad_axis
    >>> pad_axis(ivylite.asarray([1, 2]), 0, 1, 2, 0).tolist()
    [0, 1, 2, 0, 0]
    """
    if not before and not after:
        return x
    parts = []
    for n in (before, after):
        shape = list(x.shape)
        shape[axis] = n
        parts.append(ivylite.full(tuple(shape), value, dtype=x._dtype) if n else None)
    pieces = [p for p in (parts[0], x, parts[1]) if p is not None]
    return ivylite.concat(pieces, axis=axis)


@TENSORFLOW.function
def pad(
    tensor: Any,
    paddings: Any,
    mode: str = "CONSTANT",
    constant_values: Any = 0,
    name: str | None = None,
) -> Any:
    """``tensor`` padded with ``constant_values``: ``paddings[i] = [before, after]`` for axis i.

    Only ``mode="CONSTANT"`` is supported.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.pad(tf.constant([[1, 2]]), [[1, 0], [0, 1]])
    <tf.Tensor: shape=(2, 3), dtype=int32, numpy=
    array([[0, 0, 0],
           [1, 2, 0]], dtype=int32)>
    """
    if str(mode).upper() != "CONSTANT":
        raise NotImplementedError(
            f"pad: mode={mode!r} is not supported by the TensorFlow frontend (only 'CONSTANT')"
        )
    x = convert(tensor)
    pads = paddings.tolist() if isinstance(paddings, Array) else paddings
    if len(pads) != x.ndim:
        raise InvalidArgumentError(f"Pad: paddings must have {x.ndim} rows, got {len(pads)}")
    if isinstance(constant_values, (int, float)) and constant_values == 0:
        value = 0  # TensorFlow's plain Pad: zeros of any dtype, bool included
    else:
        value = hinted(constant_values, x._dtype, "Pad").item()
    for axis, (before, after) in enumerate(pads):
        x = pad_axis(x, axis, int(before), int(after), value)
    return x
