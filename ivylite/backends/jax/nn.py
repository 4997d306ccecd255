"""JAX: nn, through jax.nn and jax.lax. Inputs are float32/float64 (or
integers for relu), already checked; paddings come as (low, high) pairs."""

from __future__ import annotations

import jax
import jax.numpy as jnp
from jax import lax

from .._composite import normalizations

_HIGHEST = lax.Precision.HIGHEST


# jax.nn's activations are custom_jvp functions: called eagerly, each call
# re-traces its wrapper (~80 us for relu). Jitted, the same functions (same
# values, same custom gradients) take JAX's cached C++ path.
# jax.nn.relu's gradient at 0 is 0 (jnp.maximum's is 0.5), as the other frameworks.
relu = jax.jit(jax.nn.relu)
sigmoid = jax.jit(jax.nn.sigmoid)
silu = jax.jit(jax.nn.silu)
_leaky_relu = jax.jit(jax.nn.leaky_relu, static_argnums=1)
_gelu = jax.jit(jax.nn.gelu, static_argnames="approximate")
_softmax = jax.jit(jax.nn.softmax, static_argnames="axis")
_log_softmax = jax.jit(jax.nn.log_softmax, static_argnames="axis")


def leaky_relu(x, negative_slope):
    return _leaky_relu(x, negative_slope)


def gelu(x, approximate):
    return _gelu(x, approximate=approximate)


def softmax(x, axis):
    return _softmax(x, axis=axis)


def log_softmax(x, axis):
    return _log_softmax(x, axis=axis)


def softplus(x, beta, threshold):
    bx = x * beta
    # The untaken branch is finite too (logaddexp does not overflow): clean gradients.
    return jnp.where(bx > threshold, x, jnp.logaddexp(0.0, bx).astype(x.dtype) / beta)


def linear(x, weight, bias):
    out = jnp.matmul(x, weight.T, precision=_HIGHEST)
    return out if bias is None else out + bias


_LAYOUT = {1: ("NCH", "OIH", "NCH"), 2: ("NCHW", "OIHW", "NCHW")}


def _conv(x, weight, bias, stride, padding, dilation, groups):
    n = x.ndim - 2
    out = lax.conv_general_dilated(
        x,
        weight,
        window_strides=stride,
        padding=padding,
        rhs_dilation=dilation,
        dimension_numbers=_LAYOUT[n],
        feature_group_count=groups,
        precision=_HIGHEST,
    )
    if bias is not None:
        out = out + bias.reshape((-1,) + (1,) * n)
    return out


def conv1d(x, weight, bias, stride, padding, dilation, groups):
    return _conv(x, weight, bias, stride, padding, dilation, groups)


def conv2d(x, weight, bias, stride, padding, dilation, groups):
    return _conv(x, weight, bias, stride, padding, dilation, groups)


def _window(kernel, stride, padding):
    pads = ((0, 0), (0, 0), (padding[0], padding[0]), (padding[1], padding[1]))
    return (1, 1, *kernel), (1, 1, *stride), pads


def max_pool2d(x, kernel, stride, padding):
    dims, strides, pads = _window(kernel, stride, padding)
    return lax.reduce_window(x, jnp.array(-jnp.inf, x.dtype), lax.max, dims, strides, pads)


def avg_pool2d(x, kernel, stride, padding, count_include_pad):
    dims, strides, pads = _window(kernel, stride, padding)
    zero = jnp.array(0, x.dtype)
    total = lax.reduce_window(x, zero, lax.add, dims, strides, pads)
    if count_include_pad:
        return total / (kernel[0] * kernel[1])
    ones = jnp.ones((1, 1) + x.shape[2:], x.dtype)
    return total / lax.reduce_window(ones, zero, lax.add, dims, strides, pads)


layer_norm, batch_norm = normalizations(
    average=lambda x, axes: jnp.mean(x, axis=axes, keepdims=True),
    scale=lambda centred, var, eps: centred * lax.rsqrt(var + eps),
    reshape=jnp.reshape,
)


def embedding(indices, weight):
    # Out-of-range indices are clamped (JAX has no in-graph errors).
    return jnp.take(weight, indices, axis=0, mode="clip")
