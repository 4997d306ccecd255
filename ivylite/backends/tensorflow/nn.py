"""TensorFlow: nn, through tf.nn. Inputs are float32/float64 (or integers for
relu), already checked; paddings come as (low, high) pairs. TensorFlow's
convolutions and pools are channels-last on CPU: NCHW is transposed around them."""

from __future__ import annotations

import math

import tensorflow as tf

from .._composite import normalizations

# tf.nn.relu has kernels for the signed and float dtypes; unsigned relu is the identity.
_UNSIGNED = (tf.uint8, tf.uint16, tf.uint32, tf.uint64)


def relu(x):
    if x.dtype in _UNSIGNED:
        return tf.identity(x)
    return tf.nn.relu(x)


def leaky_relu(x, negative_slope):
    # Not tf.nn.leaky_relu: its alpha is a float32 attribute (1e-9 off in float64).
    return tf.where(x >= 0, x, x * negative_slope)


def gelu(x, approximate):
    # Not tf.nn.gelu: its constants are float32 ones (1e-9 off in float64), and
    # tf.math.erf(inf) is NaN; erfc(-inf) is 2, so gelu(inf) is inf as elsewhere.
    if approximate:
        inner = math.sqrt(2.0 / math.pi) * (x + 0.044715 * x * x * x)
        return 0.5 * x * (1.0 + tf.math.tanh(inner))
    return 0.5 * x * tf.math.erfc(x * -math.sqrt(0.5))


def sigmoid(x):
    return tf.math.sigmoid(x)


def silu(x):
    return tf.nn.silu(x)


# Not tf.nn.softmax/log_softmax: they give finite values beside an inf or NaN
# of the same slice, where NumPy, torch and JAX give NaN for the whole slice.


def softmax(x, axis):
    e = tf.math.exp(x - tf.reduce_max(x, axis=axis, keepdims=True))
    return e / tf.reduce_sum(e, axis=axis, keepdims=True)


def log_softmax(x, axis):
    shifted = x - tf.reduce_max(x, axis=axis, keepdims=True)
    return shifted - tf.math.log(tf.reduce_sum(tf.math.exp(shifted), axis=axis, keepdims=True))


def softplus(x, beta, threshold):
    bx = x * beta
    return tf.where(bx > threshold, x, tf.math.softplus(bx) / beta)


def linear(x, weight, bias):
    out = tf.tensordot(x, weight, [[x.shape.rank - 1], [1]])
    return out if bias is None else out + bias


def _to_last(x):
    return tf.transpose(x, (0, 2, 3, 1))


def _to_first(x):
    return tf.transpose(x, (0, 3, 1, 2))


def _conv(x, w, stride, dilation):
    """One NHWC convolution of an already padded input. TensorFlow cannot differentiate
    a dilated Conv2D on CPU: a dilation runs as space-to-batch around an undilated
    convolution (exact: the same products, none with inserted zeros), and a stride
    with it subsamples the stride-1 result."""
    if dilation == (1, 1):
        return tf.nn.conv2d(x, w, (1, *stride, 1), "VALID")
    out = tf.nn.with_space_to_batch(
        x, dilation_rate=dilation, padding="VALID",
        op=lambda inp, num_spatial_dims, padding: tf.nn.conv2d(inp, w, 1, padding),
    )  # fmt: skip
    return out[:, :: stride[0], :: stride[1], :] if stride != (1, 1) else out


def conv2d(x, weight, bias, stride, padding, dilation, groups):
    x = tf.pad(_to_last(x), [[0, 0], list(padding[0]), list(padding[1]), [0, 0]])
    w = tf.transpose(weight, (2, 3, 1, 0))  # OIHW -> HWIO
    stride, dilation = tuple(stride), tuple(dilation)
    if groups == 1:
        out = _conv(x, w, stride, dilation)
    else:
        # TensorFlow runs grouped convolutions on CPU but cannot differentiate
        # them there: one convolution per group.
        parts = zip(tf.split(x, groups, axis=3), tf.split(w, groups, axis=3))
        out = tf.concat([_conv(xi, wi, stride, dilation) for xi, wi in parts], axis=3)
    if bias is not None:
        out = out + bias
    return _to_first(out)


def conv1d(x, weight, bias, stride, padding, dilation, groups):
    out = conv2d(
        x[:, :, None, :],
        weight[:, :, None, :],
        bias,
        (1, *stride),
        ((0, 0), *padding),
        (1, *dilation),
        groups,
    )
    return out[:, :, 0, :]


def _pad(x, padding, value):
    if padding == (0, 0):
        return x
    (ph, pw) = padding
    return tf.pad(x, [[0, 0], [ph, ph], [pw, pw], [0, 0]], constant_values=value)


def max_pool2d(x, kernel, stride, padding):
    x = _pad(_to_last(x), padding, -math.inf)
    return _to_first(tf.nn.max_pool2d(x, kernel, stride, "VALID"))


def avg_pool2d(x, kernel, stride, padding, count_include_pad):
    out = tf.nn.avg_pool2d(_pad(_to_last(x), padding, 0), kernel, stride, "VALID")
    if not count_include_pad and padding != (0, 0):
        ones = tf.ones((1, *x.shape[2:], 1), x.dtype)
        out = out / tf.nn.avg_pool2d(_pad(ones, padding, 0), kernel, stride, "VALID")
    return _to_first(out)


layer_norm, batch_norm = normalizations(
    average=lambda x, axes: tf.reduce_mean(x, axis=list(axes), keepdims=True),
    scale=lambda centred, var, eps: centred * tf.math.rsqrt(var + eps),
    reshape=tf.reshape,
)


def embedding(indices, weight):
    return tf.gather(weight, indices)
