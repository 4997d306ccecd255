"""``tf.nn``: activations, convolution, pooling, dropout, losses and normalisation.

Layouts are TensorFlow's: ``conv2d`` takes NHWC inputs (NCHW with
``data_format``) and HWIO filters, pooling is NHWC; they are transposed to
ivylite's NCHW at the boundary. ``padding="SAME"`` pads as TensorFlow does
(the odd element after), so strided SAME convolutions match it too; pooling
with SAME padding ignores the padding (max) or leaves it out of the count
(average).

``dropout`` draws its mask with ivylite's generator: the same ``seed`` gives
the same mask on every backend, but not TensorFlow's mask.
"""

from __future__ import annotations

from typing import Any

import ivylite
from ivylite.array import Array
from ivylite.dtypes import Dtype

from .._common import astype_keeping_real
from .elementwise import sigmoid, sigmoid_array, softplus
from .errors import InvalidArgumentError
from .func_wrapper import AXIS, TENSORFLOW
from .manipulation import pad_axis
from .promotion import convert, hinted, scalar
from .promotion import promote_types_of_tensorflow_inputs as promote
from .reduction import axes_of, mean_array

__all__ = [
    "relu",
    "relu6",
    "elu",
    "gelu",
    "silu",
    "swish",
    "sigmoid",
    "softplus",
    "softmax",
    "log_softmax",
    "leaky_relu",
    "l2_normalize",
    "bias_add",
    "conv2d",
    "max_pool2d",
    "avg_pool2d",
    "dropout",
    "sparse_softmax_cross_entropy_with_logits",
    "softmax_cross_entropy_with_logits",
    "moments",
    "batch_normalization",
]

V = "2.21 and below"
TF = "tensorflow"
REAL_FLOAT = {V: ("bool", "integer", "complex")}
FLOAT_OR_COMPLEX = {V: ("bool", "integer")}
NO_BOOL_COMPLEX = {V: ("bool", "complex")}
_HALF = (Dtype("float16"), Dtype("bfloat16"))


def _concrete_range(a: Array) -> tuple[int, int] | None:
    """``(min, max)`` of an integer array, or None when it has no values yet (traced by
    ``tf.function``: TensorFlow's kernel checks the range when the graph runs)."""
    try:
        return int(ivylite.min(a)), int(ivylite.max(a))
    except Exception:  # noqa: BLE001 - each tracer refuses conversion in its own way
        return None


def _f32(v: float) -> float:
    """``v`` rounded to float32, as TensorFlow rounds its Python constants and attributes."""
    import struct

    return struct.unpack("f", struct.pack("f", v))[0]


_GELU_K = _f32(0.7071067811865476) * 2**0.5
_F32_GELU_CUBIC = _f32(0.044715)
_SQRT_2_OVER_PI = 0.7978845608028654


def _in_float32(fn: Any, x: Array) -> Array:
    """``fn(x)`` computed in float32 for float16/bfloat16 ``x``, rounded back once."""
    if x._dtype in _HALF:
        return astype_keeping_real(fn(astype_keeping_real(x, "float32")), x._dtype)
    return fn(x)


# --- activations ------------------------------------------------------------------------


@ivylite.with_unsupported_dtypes(NO_BOOL_COMPLEX, TF)
@TENSORFLOW.function
def relu(features: Any, name: str | None = None) -> Any:
    """``max(features, 0)``, integers included.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.nn.relu(tf.constant([-1.0, 2.0]))
    <tf.Tensor: shape=(2,), dtype=float32, numpy=array([0., 2.], dtype=float32)>
    """
    return ivylite.relu(convert(features))


@ivylite.with_unsupported_dtypes(NO_BOOL_COMPLEX, TF)
@TENSORFLOW.function
def relu6(features: Any, name: str | None = None) -> Any:
    """``min(max(features, 0), 6)``.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.nn.relu6(tf.constant([-1.0, 7.0]))
    <tf.Tensor: shape=(2,), dtype=float32, numpy=array([0., 6.], dtype=float32)>
    """
    x = convert(features)
    return ivylite.clip(x, scalar(0, x), scalar(6, x))


@ivylite.with_unsupported_dtypes(REAL_FLOAT, TF)
@TENSORFLOW.function
def elu(features: Any, name: str | None = None) -> Any:
    """``x`` for positive x, ``exp(x) - 1`` otherwise.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.nn.elu(tf.constant([0.0, 1.0]))
    <tf.Tensor: shape=(2,), dtype=float32, numpy=array([0., 1.], dtype=float32)>
    """
    x = convert(features)
    return ivylite.where(ivylite.greater(x, scalar(0, x)), x, ivylite.expm1(x))


@ivylite.with_unsupported_dtypes(REAL_FLOAT, TF)
@TENSORFLOW.function
def gelu(features: Any, approximate: bool = False, name: str | None = None) -> Any:
    """Gaussian error linear unit: exact (erf) by default, tanh-approximated on request.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.nn.gelu(tf.constant([0.0, 1.0]))
    <tf.Tensor: shape=(2,), dtype=float32, numpy=array([0.       , 0.8413447], dtype=float32)>
    """
    x = convert(features)
    if x._dtype != "float64":
        return ivylite.gelu(x, approximate=bool(approximate))
    # TensorFlow casts its Python constants through float32, even for float64 inputs
    if approximate:
        cube = ivylite.multiply(ivylite.multiply(x, x), x)
        inner = ivylite.multiply(
            ivylite.add(x, ivylite.multiply(cube, scalar(_F32_GELU_CUBIC, x))),
            scalar(_SQRT_2_OVER_PI, x),
        )
        half_x = ivylite.multiply(x, scalar(0.5, x))
        return ivylite.multiply(half_x, ivylite.add(ivylite.tanh(inner), scalar(1.0, x)))
    # 0.5 * x * erfc(-x * c) with c = float32(1 / sqrt(2)) is gelu(x * k) / k, k = c * sqrt(2)
    k = scalar(_GELU_K, x)
    return ivylite.divide(ivylite.gelu(ivylite.multiply(x, k)), k)


@ivylite.with_unsupported_dtypes(FLOAT_OR_COMPLEX, TF)
@TENSORFLOW.function
def silu(features: Any, beta: float = 1.0) -> Any:
    """``features * sigmoid(beta * features)``.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.nn.silu(tf.constant([0.0, 1.0]))
    <tf.Tensor: shape=(2,), dtype=float32, numpy=array([0.       , 0.7310586], dtype=float32)>
    """
    x = convert(features)
    if beta == 1.0 and x._dtype.kind == "float":
        return ivylite.silu(x)
    return ivylite.multiply(x, sigmoid_array(ivylite.multiply(x, scalar(beta, x))))


swish = silu


def _axis(axis: Any, ndim: int, fn: str) -> int:
    return AXIS.axis(-1 if axis is None else axis, ndim, fn)


@ivylite.with_unsupported_dtypes(REAL_FLOAT, TF)
@TENSORFLOW.function
def softmax(logits: Any, axis: Any = None, name: str | None = None) -> Any:
    """``exp(logits) / sum(exp(logits))`` along ``axis`` (the last by default).

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.nn.softmax(tf.constant([0.0, 0.0]))
    <tf.Tensor: shape=(2,), dtype=float32, numpy=array([0.5, 0.5], dtype=float32)>
    """
    x = convert(logits)
    return ivylite.softmax(x, axis=_axis(axis, x.ndim, "tf.nn.softmax"))


@ivylite.with_unsupported_dtypes(REAL_FLOAT, TF)
@TENSORFLOW.function
def log_softmax(logits: Any, axis: Any = None, name: str | None = None) -> Any:
    """``logits - log(sum(exp(logits)))`` along ``axis`` (the last by default).

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.nn.log_softmax(tf.constant([0.0, 0.0]))
    <tf.Tensor: shape=(2,), dtype=float32, numpy=array([-0.6931472, -0.6931472], dtype=float32)>
    """
    x = convert(logits)
    return ivylite.log_softmax(x, axis=_axis(axis, x.ndim, "tf.nn.log_softmax"))


@ivylite.with_unsupported_dtypes(NO_BOOL_COMPLEX, TF)
@TENSORFLOW.function
def leaky_relu(features: Any, alpha: float = 0.2, name: str | None = None) -> Any:
    """``x`` for positive x, ``alpha * x`` otherwise; integers are computed in float32.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.nn.leaky_relu(tf.constant([-5, 3]))
    <tf.Tensor: shape=(2,), dtype=float32, numpy=array([-1.,  3.], dtype=float32)>
    """
    x = convert(features)
    if x._dtype.kind in ("int", "uint"):
        x = astype_keeping_real(x, "float32")
    # alpha is a float32 attribute of TensorFlow's op, whatever the input dtype
    alpha = _f32(float(alpha.item() if isinstance(alpha, Array) else alpha))
    return ivylite.where(ivylite.greater(x, scalar(0, x)), x, ivylite.multiply(x, scalar(alpha, x)))


@ivylite.with_unsupported_dtypes(FLOAT_OR_COMPLEX, TF)
@TENSORFLOW.function
def l2_normalize(
    x: Any, axis: Any = None, epsilon: float = 1e-12, name: str | None = None, dim: Any = None
) -> Any:
    """``x / sqrt(max(sum(|x|**2), epsilon))`` along ``axis`` (all axes by default).

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.nn.l2_normalize(tf.constant([3.0, 4.0]))
    <tf.Tensor: shape=(2,), dtype=float32, numpy=array([0.6, 0.8], dtype=float32)>
    """
    a = convert(x)
    axes = axes_of(axis if dim is None else dim, a.ndim, "tf.math.l2_normalize")
    if a._dtype.kind == "complex":
        sq = ivylite.add(ivylite.square(ivylite.real(a)), ivylite.square(ivylite.imag(a)))
    else:
        sq = ivylite.square(a)
    total = ivylite.sum(sq, axis=axes, keepdims=True)
    root = ivylite.sqrt(ivylite.maximum(total, scalar(float(epsilon), total)))
    inv = ivylite.divide(scalar(1, root), root)
    return ivylite.multiply(
        a, astype_keeping_real(inv, a._dtype) if a._dtype.kind == "complex" else inv
    )


@ivylite.with_unsupported_dtypes({V: ("bool",)}, TF)
@TENSORFLOW.function
def bias_add(value: Any, bias: Any, data_format: str | None = None, name: str | None = None) -> Any:
    """``value + bias`` along the channel axis: the last (``N...C``) or axis 1 (``NC...``).

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.nn.bias_add(tf.ones([2, 3]), [1.0, 2.0, 3.0])
    <tf.Tensor: shape=(2, 3), dtype=float32, numpy=
    array([[2., 3., 4.],
           [2., 3., 4.]], dtype=float32)>
    """
    x = convert(value)
    b = hinted(bias, x._dtype, "BiasAdd")
    if b.ndim != 1:
        raise InvalidArgumentError(f"BiasAdd: bias must be 1-D, got shape {b.shape}")
    channels_first = data_format is not None and data_format.startswith("NC")
    if x.ndim < 2:
        raise InvalidArgumentError(f"BiasAdd: value must be at least 2-D, got shape {x.shape}")
    axis = 1 if channels_first else x.ndim - 1
    if x.shape[axis] != b.shape[0]:
        raise InvalidArgumentError(
            f"BiasAdd: bias has {b.shape[0]} elements, the channel axis of value {x.shape} has "
            f"{x.shape[axis]}"
        )
    if channels_first:
        b = ivylite.reshape(b, (b.shape[0],) + (1,) * (x.ndim - 2))
    return ivylite.add(x, b)


# --- convolution and pooling ---------------------------------------------------------------


def _pair(v: Any, what: str, channels_last: bool) -> tuple[int, int]:
    """A TensorFlow size argument (an int, or 1, 2 or 4 ints) as (h, w)."""
    if isinstance(v, Array):
        v = v.tolist()
    if isinstance(v, int):
        return (v, v)
    v = [int(e) for e in v]
    if len(v) == 1:
        return (v[0], v[0])
    if len(v) == 2:
        return (v[0], v[1])
    if len(v) == 4:
        return (v[1], v[2]) if channels_last else (v[2], v[3])
    raise ValueError(f"{what} must be an int or a list of 1, 2 or 4 ints, got {v}")


def _same_padding(size: int, k: int, s: int, d: int) -> tuple[int, int]:
    out = -(-size // s)
    total = max((out - 1) * s + (k - 1) * d + 1 - size, 0)
    return total // 2, total - total // 2


def _paddings(
    padding: Any, hw: tuple[int, int], k: tuple, s: tuple, d: tuple, channels_last: bool
) -> list[tuple[int, int]]:
    if isinstance(padding, str):
        mode = padding.upper()
        if mode == "VALID":
            return [(0, 0), (0, 0)]
        if mode == "SAME":
            return [_same_padding(hw[i], k[i], s[i], d[i]) for i in range(2)]
        raise ValueError(f"padding must be 'SAME', 'VALID' or explicit pairs, got {padding!r}")
    pairs = [tuple(int(v) for v in p) for p in padding]
    if len(pairs) != 4:
        raise ValueError(f"explicit padding needs 4 [before, after] pairs, got {padding!r}")
    return pairs[1:3] if channels_last else pairs[2:4]


def _format(data_format: str) -> bool:
    if data_format not in ("NHWC", "NCHW"):
        raise ValueError(f"data_format must be 'NHWC' or 'NCHW', got {data_format!r}")
    return data_format == "NHWC"


@ivylite.with_supported_dtypes({V: ("int32", "float")}, TF)
@TENSORFLOW.function
def conv2d(
    input: Any,  # noqa: A002 - TensorFlow's name
    filters: Any,
    strides: Any,
    padding: Any,
    data_format: str = "NHWC",
    dilations: Any = None,
    name: str | None = None,
) -> Any:
    """2-D cross-correlation of NHWC ``input`` with HWIO ``filters``.

    ``padding`` is ``"SAME"``, ``"VALID"`` or four ``[before, after]`` pairs.
    Filters with fewer input channels than ``input`` make a grouped
    convolution. int32 is computed in float64 (exact while sums stay below 2**53).

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> x = tf.reshape(tf.range(16.0), [1, 4, 4, 1])
    >>> tf.nn.conv2d(x, tf.ones([3, 3, 1, 1]), 2, "SAME")[0, :, :, 0]
    <tf.Tensor: shape=(2, 2), dtype=float32, numpy=
    array([[45., 39.],
           [66., 50.]], dtype=float32)>
    """
    channels_last = _format(data_format)
    x, w = promote(input, filters, "Conv2D")
    if x.ndim != 4 or w.ndim != 4:
        raise ValueError(f"conv2d: input and filters must be 4-D, got {x.shape} and {w.shape}")
    dtype = x._dtype
    if dtype.kind == "int":
        x, w = astype_keeping_real(x, "float64"), astype_keeping_real(w, "float64")
    if channels_last:
        x = ivylite.permute_dims(x, (0, 3, 1, 2))
    kh, kw, cin, cout = w.shape
    if x.shape[1] % cin:
        raise InvalidArgumentError(
            f"Conv2D: input depth {x.shape[1]} must be evenly divisible by filter depth {cin}"
        )
    s = _pair(strides, "strides", channels_last)
    d = _pair(1 if dilations is None else dilations, "dilations", channels_last)
    pads = _paddings(padding, x.shape[2:], (kh, kw), s, d, channels_last)
    if pads[0][0] != pads[0][1] or pads[1][0] != pads[1][1]:
        # ivylite pads symmetrically: add the uneven part here
        for axis, (before, after) in zip((2, 3), pads):
            x = pad_axis(x, axis, before, after, 0)
        sym = (0, 0)
    else:
        sym = (pads[0][0], pads[1][0])
    weight = ivylite.permute_dims(w, (3, 2, 0, 1))
    out = ivylite.conv2d(x, weight, stride=s, padding=sym, dilation=d, groups=x.shape[1] // cin)
    if channels_last:
        out = ivylite.permute_dims(out, (0, 2, 3, 1))
    return astype_keeping_real(out, dtype) if out._dtype is not dtype else out


def _windows(x: Array, k: tuple, s: tuple, fill: Any, pads: list) -> tuple[list[Array], tuple]:
    """The kh * kw strided views of NHWC ``x`` (padded with ``fill``) a pooling window covers."""
    for axis, (before, after) in zip((1, 2), pads):
        x = pad_axis(x, axis, before, after, fill)
    h, w = x.shape[1], x.shape[2]
    oh, ow = (h - k[0]) // s[0] + 1, (w - k[1]) // s[1] + 1
    if oh <= 0 or ow <= 0:
        raise InvalidArgumentError(f"Pool: the window {k} is larger than the padded input {(h, w)}")
    views = [
        x[:, i : i + (oh - 1) * s[0] + 1 : s[0], j : j + (ow - 1) * s[1] + 1 : s[1], :]
        for i in range(k[0])
        for j in range(k[1])
    ]
    return views, (oh, ow)


def _pool_setup(input: Any, ksize: Any, strides: Any, padding: Any, data_format: str):  # noqa: A002
    channels_last = _format(data_format)
    x = convert(input)
    if x.ndim != 4:
        raise ValueError(f"pooling needs a 4-D input, got shape {x.shape}")
    if not channels_last:
        x = ivylite.permute_dims(x, (0, 2, 3, 1))
    k = _pair(ksize, "ksize", channels_last)
    s = _pair(strides, "strides", channels_last)
    pads = _paddings(padding, x.shape[1:3], k, s, (1, 1), True)
    return x, k, s, pads, channels_last


def _back(out: Array, channels_last: bool) -> Array:
    return out if channels_last else ivylite.permute_dims(out, (0, 3, 1, 2))


@ivylite.with_unsupported_dtypes({V: ("bool", "uint32", "uint64", "complex")}, TF)
@TENSORFLOW.function
def max_pool2d(
    input: Any,  # noqa: A002
    ksize: Any,
    strides: Any,
    padding: Any,
    data_format: str = "NHWC",
    name: str | None = None,
) -> Any:
    """Maximum over ``ksize`` windows of an NHWC ``input`` (integers included).

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> x = tf.reshape(tf.range(16.0), [1, 4, 4, 1])
    >>> tf.nn.max_pool2d(x, 2, 2, "VALID")[0, :, :, 0]
    <tf.Tensor: shape=(2, 2), dtype=float32, numpy=
    array([[ 5.,  7.],
           [13., 15.]], dtype=float32)>
    """
    x, k, s, pads, channels_last = _pool_setup(input, ksize, strides, padding, data_format)
    if x._dtype.kind == "float":
        fill = -float("inf")
    else:
        fill = ivylite.iinfo(x._dtype).min
    views, _ = _windows(x, k, s, fill, pads)
    out = views[0]
    for v in views[1:]:
        out = ivylite.maximum(out, v)
    return _back(out, channels_last)


@ivylite.with_unsupported_dtypes(REAL_FLOAT, TF)
@TENSORFLOW.function
def avg_pool2d(
    input: Any,  # noqa: A002
    ksize: Any,
    strides: Any,
    padding: Any,
    data_format: str = "NHWC",
    name: str | None = None,
) -> Any:
    """Mean over ``ksize`` windows of an NHWC ``input``; SAME padding is not counted.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> x = tf.reshape(tf.range(16.0), [1, 4, 4, 1])
    >>> tf.nn.avg_pool2d(x, 3, 2, "SAME")[0, :, :, 0]
    <tf.Tensor: shape=(2, 2), dtype=float32, numpy=
    array([[ 5. ,  6.5],
           [11. , 12.5]], dtype=float32)>
    """
    x, k, s, pads, channels_last = _pool_setup(input, ksize, strides, padding, data_format)
    dtype = x._dtype
    work = astype_keeping_real(x, "float32") if dtype in _HALF else x
    views, (oh, ow) = _windows(work, k, s, 0, pads)
    total = views[0]
    for v in views[1:]:
        total = ivylite.add(total, v)
    ones = ivylite.ones((1, x.shape[1], x.shape[2], 1), dtype=work._dtype)
    counts, _ = _windows(ones, k, s, 0, pads)
    n = counts[0]
    for c in counts[1:]:
        n = ivylite.add(n, c)
    out = ivylite.divide(total, n)
    return _back(astype_keeping_real(out, dtype) if out._dtype is not dtype else out, channels_last)


# --- dropout --------------------------------------------------------------------------------


@ivylite.with_unsupported_dtypes(REAL_FLOAT, TF)
@TENSORFLOW.function
def dropout(
    x: Any,
    rate: Any,
    noise_shape: Any = None,
    seed: int | None = None,
    name: str | None = None,
) -> Any:
    """Zero elements with probability ``rate`` and scale the others by ``1 / (1 - rate)``.

    ``rate == 0`` returns ``x``. ``noise_shape`` (broadcastable to x's shape)
    shares one draw across broadcast axes. The mask is ivylite's (see the
    module docstring): the same seed drops the same elements on every backend.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.nn.dropout(tf.ones([2]), 0.0)
    <tf.Tensor: shape=(2,), dtype=float32, numpy=array([1., 1.], dtype=float32)>
    >>> y = tf.nn.dropout(tf.ones([1000]), 0.5, seed=1)
    >>> sorted(set(y.numpy().tolist())), 400 < int(tf.reduce_sum(tf.cast(y > 0, tf.int32))) < 600
    ([0.0, 2.0], True)
    """
    a = convert(x)
    r = float(rate.item() if isinstance(rate, Array) else rate)
    if not 0.0 <= r < 1.0:
        raise ValueError(
            f"`rate` must be a scalar tensor or a float in the range [0, 1). Received: rate={r}"
        )
    if r == 0.0:
        return a
    from .creation import as_shape

    shape = a.shape if noise_shape is None else as_shape(noise_shape)
    draw = ivylite.random_uniform(shape=shape, dtype="float32", seed=seed)
    keep = ivylite.greater_equal(draw, scalar(r, draw))
    scaled = ivylite.multiply(a, scalar(1.0 / (1.0 - r), a))
    return ivylite.where(keep, scaled, ivylite.zeros_like(a))


# --- losses -----------------------------------------------------------------------------------


@ivylite.with_supported_dtypes({V: ("float",)}, TF)
@TENSORFLOW.function(arg="logits")
def sparse_softmax_cross_entropy_with_logits(
    labels: Any = None, logits: Any = None, name: str | None = None
) -> Any:
    """Cross entropy of ``logits`` (..., classes) against integer class ``labels`` (...).

    Labels outside ``[0, classes)`` raise InvalidArgumentError, as on TensorFlow's CPU.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.nn.sparse_softmax_cross_entropy_with_logits([0, 1], [[0.0, 0.0], [0.0, 0.0]])
    <tf.Tensor: shape=(2,), dtype=float32, numpy=array([0.6931472, 0.6931472], dtype=float32)>
    """
    lab = convert(labels, fn="sparse_softmax_cross_entropy_with_logits")
    z = convert(logits, fn="sparse_softmax_cross_entropy_with_logits")
    if lab._dtype not in (ivylite.int32, ivylite.int64):
        raise TypeError(
            f"sparse_softmax_cross_entropy_with_logits: labels must be int32 or int64, got {lab._dtype}"
        )
    if z.ndim == 0 or lab.shape != z.shape[:-1]:
        raise ValueError(
            f"sparse_softmax_cross_entropy_with_logits: labels shape {lab.shape} must equal logits "
            f"shape {z.shape} without its last dimension"
        )
    classes = z.shape[-1]
    bounds = _concrete_range(lab) if lab.size else None
    if bounds is not None:
        lo, hi = bounds
        if lo < 0 or hi >= classes:
            bad = lo if lo < 0 else hi
            raise InvalidArgumentError(
                f"SparseSoftmaxCrossEntropyWithLogits: received a label value of {bad} which is "
                f"outside the valid range of [0, {classes})"
            )

    def loss(z32: Array) -> Array:
        picked = ivylite.equal(
            ivylite.expand_dims(lab, axis=-1), ivylite.arange(classes, dtype=lab._dtype)
        )
        lsm = ivylite.log_softmax(z32, axis=-1)
        return ivylite.negative(
            ivylite.sum(ivylite.where(picked, lsm, ivylite.zeros_like(lsm)), axis=-1)
        )

    return _in_float32(loss, z)


@ivylite.with_supported_dtypes({V: ("float",)}, TF)
@TENSORFLOW.function(arg="logits")
def softmax_cross_entropy_with_logits(
    labels: Any, logits: Any, axis: int = -1, name: str | None = None
) -> Any:
    """Cross entropy of ``logits`` against class probabilities ``labels`` along ``axis``.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.nn.softmax_cross_entropy_with_logits([[0.5, 0.5]], [[0.0, 0.0]])
    <tf.Tensor: shape=(1,), dtype=float32, numpy=array([0.6931472], dtype=float32)>
    """
    z = convert(logits, fn="softmax_cross_entropy_with_logits")
    y = hinted(labels, z._dtype, "SoftmaxCrossEntropyWithLogits")
    if y.shape != z.shape:
        raise InvalidArgumentError(
            f"SoftmaxCrossEntropyWithLogits: labels {y.shape} and logits {z.shape} must have one shape"
        )

    def loss(z32: Array) -> Array:
        y32 = y if y._dtype is z32._dtype else astype_keeping_real(y, z32._dtype)
        lsm = ivylite.log_softmax(z32, axis=int(axis))
        return ivylite.negative(ivylite.sum(ivylite.multiply(y32, lsm), axis=int(axis)))

    return _in_float32(loss, z)


# --- normalisation ----------------------------------------------------------------------------


@ivylite.with_unsupported_dtypes({V: ("bool", "int8", "int16", "unsigned")}, TF)
@TENSORFLOW.function
def moments(
    x: Any, axes: Any, shift: Any = None, keepdims: bool = False, name: str | None = None
) -> Any:
    """``(mean, variance)`` of ``x`` over ``axes`` (float16 is computed in float32;
    integers give integer means, as in TensorFlow).

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> mean, var = tf.nn.moments(tf.constant([[1.0, 2.0], [3.0, 6.0]]), axes=[0])
    >>> mean.numpy().tolist(), var.numpy().tolist()
    ([2.0, 4.0], [1.0, 4.0])
    """
    a = convert(x)
    dtype = a._dtype
    if dtype == "float16":
        a = astype_keeping_real(a, "float32")
    ax = axes_of(axes, a.ndim)
    mean = mean_array(a, ax, True)
    diff = ivylite.subtract(a, ivylite.stop_gradient(mean))
    sq = (
        ivylite.multiply(diff, ivylite.conj(diff))
        if diff._dtype.kind == "complex"
        else ivylite.square(diff)
    )
    var = mean_array(sq, ax, True)
    if not keepdims:
        mean, var = (ivylite.squeeze(t, ax) if ax else t for t in (mean, var))
    if dtype == "float16":
        mean, var = astype_keeping_real(mean, dtype), astype_keeping_real(var, dtype)
    return (mean, var)


@ivylite.with_unsupported_dtypes(FLOAT_OR_COMPLEX, TF)
@TENSORFLOW.function
def batch_normalization(
    x: Any,
    mean: Any,
    variance: Any,
    offset: Any,
    scale: Any,
    variance_epsilon: float,
    name: str | None = None,
) -> Any:
    """``(x - mean) * scale / sqrt(variance + variance_epsilon) + offset``, computed as
    TensorFlow does (``x * inv + (offset - mean * inv)``).

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.nn.batch_normalization(tf.constant([1.0, 2.0]), 1.0, 4.0, None, None, 0.0)
    <tf.Tensor: shape=(2,), dtype=float32, numpy=array([0. , 0.5], dtype=float32)>
    """
    a = convert(x)
    var = convert(variance, fn="batch_normalization")
    var, eps = promote(var, variance_epsilon, "AddV2")
    root = ivylite.sqrt(ivylite.add(var, eps))
    inv = ivylite.divide(scalar(1, root), root)
    if scale is not None:
        inv, sc = promote(inv, scale, "Mul")
        inv = ivylite.multiply(inv, sc)
    m, inv2 = promote(mean, inv, "Mul")
    m_inv = ivylite.multiply(m, inv2)
    if offset is None:
        shift = ivylite.negative(m_inv)
    else:
        off, m_inv = promote(offset, m_inv, "Sub")
        shift = ivylite.subtract(off, m_inv)
    inv = inv if inv._dtype is a._dtype else astype_keeping_real(inv, a._dtype)
    shift = shift if shift._dtype is a._dtype else astype_keeping_real(shift, a._dtype)
    return ivylite.add(ivylite.multiply(a, inv), shift)
