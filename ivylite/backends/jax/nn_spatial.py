"""JAX: nn_spatial. The transposed convolutions through lax's input-dilated
convolution; the adaptive pools, pad and interpolate are ivylite's composites.
Inputs are float32/float64, already checked; sizes come as tuples of ints."""

from __future__ import annotations

import jax.numpy as jnp
from jax import lax

_HIGHEST = lax.Precision.HIGHEST
_LAYOUT = {1: ("NCH", "OIH", "NCH"), 2: ("NCHW", "OIHW", "NCHW")}


def _conv_transpose(x, weight, bias, stride, padding, output_padding, dilation, groups):
    # The forward convolution of the stride-dilated input, padded by
    # dilation * (k - 1) - padding (negative crops), with the kernel flipped and
    # its in/out axes swapped within each group.
    n = x.ndim - 2
    cin, per_group, *k = weight.shape
    w = weight.reshape(groups, cin // groups, per_group, *k)
    w = jnp.swapaxes(w, 1, 2).reshape(groups * per_group, cin // groups, *k)
    w = jnp.flip(w, axis=tuple(range(2, 2 + n)))
    pads = []
    for i in range(n):
        low = dilation[i] * (k[i] - 1) - padding[i]
        pads.append((low, low + output_padding[i]))
    out = lax.conv_general_dilated(
        x, w, window_strides=(1,) * n, padding=pads, lhs_dilation=stride, rhs_dilation=dilation,
        dimension_numbers=_LAYOUT[n], feature_group_count=groups, precision=_HIGHEST,
    )  # fmt: skip
    return out if bias is None else out + bias.reshape((-1,) + (1,) * n)


def conv_transpose1d(x, weight, bias, stride, padding, output_padding, dilation, groups):
    return _conv_transpose(x, weight, bias, stride, padding, output_padding, dilation, groups)


def conv_transpose2d(x, weight, bias, stride, padding, output_padding, dilation, groups):
    return _conv_transpose(x, weight, bias, stride, padding, output_padding, dilation, groups)
