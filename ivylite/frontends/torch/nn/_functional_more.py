"""More of ``torch.nn.functional`` (re-exported there): attention, padding,
resizing and the functional forms of the remaining layers. Each is ivylite's op
(which follows torch's semantics) under torch's argument names."""

from __future__ import annotations

from typing import Any

import ivylite
from ivylite.decorators import with_supported_dtypes

from .._frontend import TORCH
from ..random import _next_seed
from ..tensor import Tensor

__all__ = [
    "scaled_dot_product_attention", "pad", "interpolate", "adaptive_avg_pool2d", "group_norm",
    "conv_transpose2d", "rms_norm",
]  # fmt: skip

_FLOATS = {"2.13 and below": ("float",)}


@with_supported_dtypes(_FLOATS, "torch")
@TORCH.function
def scaled_dot_product_attention(query: Tensor, key: Tensor, value: Tensor,
                                 attn_mask: Tensor | None = None, dropout_p: float = 0.0,
                                 is_causal: bool = False, scale: float | None = None,
                                 enable_gqa: bool = False) -> Tensor:  # fmt: skip
    """``softmax(q @ k.T * scale + mask) @ v``: a boolean ``attn_mask`` marks what is
    attended (True), a float one is added; ``is_causal`` masks the future; the
    dropout mask follows ``torch.manual_seed``.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> import ivylite.frontends.torch.nn.functional as F
    >>> q = torch.tensor([[1.0, 0.0], [0.0, 1.0]])
    >>> F.scaled_dot_product_attention(q, q, torch.tensor([[1.0, 2.0], [3.0, 4.0]]), is_causal=True)
    tensor([[1.0000, 2.0000],
            [2.3395, 3.3395]])
    """
    if enable_gqa:
        raise NotImplementedError("torch frontend: scaled_dot_product_attention(enable_gqa=True)")
    seed = _next_seed() if dropout_p > 0 else None
    return ivylite.scaled_dot_product_attention(
        query, key, value, mask=attn_mask, is_causal=is_causal, dropout=dropout_p, scale=scale,
        seed=seed,
    )  # fmt: skip


@TORCH.function
def pad(input: Tensor, pad: Any, mode: str = "constant", value: float | None = None) -> Tensor:
    """Pad by (low, high) pairs from the last dimension backwards (``mode``:
    constant, reflect, replicate, circular).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> import ivylite.frontends.torch.nn.functional as F
    >>> F.pad(torch.tensor([[1, 2]]), (1, 0, 0, 1), value=7)
    tensor([[7, 1, 2],
            [7, 7, 7]])
    """
    return ivylite.pad(input, tuple(int(p) for p in pad), mode=mode, value=value)


@with_supported_dtypes(_FLOATS, "torch")
@TORCH.function
def interpolate(input: Tensor, size: Any = None, scale_factor: Any = None, mode: str = "nearest",
                align_corners: bool | None = None, recompute_scale_factor: bool | None = None,
                antialias: bool = False) -> Tensor:  # fmt: skip
    """Resize the spatial dimensions of (N, C, ...) inputs (``mode``: nearest,
    nearest-exact, linear, bilinear, trilinear).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> import ivylite.frontends.torch.nn.functional as F
    >>> F.interpolate(torch.tensor([[[[1.0, 2.0]]]]), scale_factor=2, mode="bilinear")
    tensor([[[[1.0000, 1.2500, 1.7500, 2.0000],
              [1.0000, 1.2500, 1.7500, 2.0000]]]])
    """
    if antialias:
        raise NotImplementedError("torch frontend: interpolate(antialias=True) is not supported")
    return ivylite.interpolate(input, size=size, scale_factor=scale_factor, mode=mode,
                               align_corners=align_corners,
                               recompute_scale_factor=recompute_scale_factor)  # fmt: skip


@with_supported_dtypes(_FLOATS, "torch")
@TORCH.function
def adaptive_avg_pool2d(input: Tensor, output_size: Any) -> Tensor:
    """The mean over the windows splitting (N, C, H, W) into ``output_size`` cells.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> import ivylite.frontends.torch.nn.functional as F
    >>> F.adaptive_avg_pool2d(torch.arange(16.0).view(1, 1, 4, 4), 1)
    tensor([[[[7.5000]]]])
    """
    return ivylite.adaptive_avg_pool2d(input, output_size)


@with_supported_dtypes(_FLOATS, "torch")
@TORCH.function
def group_norm(input: Tensor, num_groups: int, weight: Tensor | None = None,
               bias: Tensor | None = None, eps: float = 1e-05) -> Tensor:  # fmt: skip
    """Normalise groups of channels of (N, C, ...) inputs.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> import ivylite.frontends.torch.nn.functional as F
    >>> F.group_norm(torch.tensor([[[1.0], [3.0]]]), 1)
    tensor([[[-1.0000],
             [ 1.0000]]])
    """
    return ivylite.group_norm(input, num_groups, weight=weight, bias=bias, eps=eps)


@with_supported_dtypes(_FLOATS, "torch")
@TORCH.function
def rms_norm(input: Tensor, normalized_shape: Any, weight: Tensor | None = None,
             eps: float | None = None) -> Tensor:  # fmt: skip
    """``x / sqrt(mean(x**2) + eps) * weight`` over the trailing dimensions.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> import ivylite.frontends.torch.nn.functional as F
    >>> F.rms_norm(torch.tensor([[3.0, 4.0]]), (2,), eps=0.0)
    tensor([[0.8485, 1.1314]])
    """
    return ivylite.rms_norm(input, tuple(normalized_shape), weight=weight, eps=eps)


@with_supported_dtypes(_FLOATS, "torch")
@TORCH.function
def conv_transpose2d(input: Tensor, weight: Tensor, bias: Tensor | None = None, stride: Any = 1,
                     padding: Any = 0, output_padding: Any = 0, groups: int = 1,
                     dilation: Any = 1) -> Tensor:  # fmt: skip
    """The transpose of conv2d, weight (in, out / groups, kh, kw).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> import ivylite.frontends.torch.nn.functional as F
    >>> F.conv_transpose2d(torch.ones(1, 1, 2, 2), torch.ones(1, 1, 2, 2), stride=2).shape
    torch.Size([1, 1, 4, 4])
    """
    return ivylite.conv_transpose2d(input, weight, bias, stride=stride, padding=padding,
                                    output_padding=output_padding, groups=groups,
                                    dilation=dilation)  # fmt: skip
