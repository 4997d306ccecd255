"""Convolutions: Conv1d, Conv2d, ConvTranspose2d (NCHW, PyTorch's weights and init)."""

from __future__ import annotations

import math
from typing import Any

import ivylite

from . import init
from .module import Module
from .parameter import Parameter

__all__ = ["Conv1d", "Conv2d", "ConvTranspose2d"]


def _tuple(v: Any, n: int) -> tuple[int, ...]:
    return tuple(v) if isinstance(v, (tuple, list)) else (v,) * n


class _Conv(Module):
    _n = 2
    _transposed = False

    def __init__(self, in_channels: int, out_channels: int, kernel_size: Any, stride: Any = 1,
                 padding: Any = 0, dilation: Any = 1, groups: int = 1, bias: bool = True,
                 output_padding: Any = 0, *, dtype: Any = None) -> None:  # fmt: skip
        super().__init__()
        name = type(self).__name__
        if in_channels % groups or out_channels % groups:
            raise ValueError(
                f"{name}: in_channels ({in_channels}) and out_channels ({out_channels}) must be "
                f"divisible by groups ({groups})"
            )
        n = self._n
        self.in_channels, self.out_channels, self.groups = in_channels, out_channels, groups
        self.kernel_size, self.stride = _tuple(kernel_size, n), _tuple(stride, n)
        self.padding = padding if isinstance(padding, str) else _tuple(padding, n)
        self.dilation, self.output_padding = _tuple(dilation, n), _tuple(output_padding, n)
        if self._transposed:
            shape = (in_channels, out_channels // groups, *self.kernel_size)
        else:
            shape = (out_channels, in_channels // groups, *self.kernel_size)
        # PyTorch: kaiming_uniform(a=sqrt(5)); bias uniform(+-1/sqrt(fan_in)), where a
        # transposed weight's fan_in is computed from its (in, out/groups, ...) shape.
        self.weight = Parameter(init.kaiming_uniform(shape, a=math.sqrt(5), dtype=dtype))
        if bias:
            fan_in = init.fans(shape)[0]
            bound = 1 / math.sqrt(fan_in) if fan_in > 0 else 0.0
            self.bias = Parameter(init.uniform((out_channels,), -bound, bound, dtype=dtype))
        else:
            self.register_parameter("bias", None)

    def extra_repr(self) -> str:
        text = (
            f"{self.in_channels}, {self.out_channels}, kernel_size={self.kernel_size}, "
            f"stride={self.stride}"
        )
        if self.padding not in ((0,) * self._n, "valid"):
            text += f", padding={self.padding}"
        if self.dilation != (1,) * self._n:
            text += f", dilation={self.dilation}"
        if self.groups != 1:
            text += f", groups={self.groups}"
        return text + ("" if self.bias is not None else ", bias=False")


class Conv1d(_Conv):
    """1-D convolution over (N, C, L) inputs.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite import nn
    >>> nn.Conv1d(2, 4, 3, padding=1)(ivylite.ones((1, 2, 5))).shape
    (1, 4, 5)
    """

    _n = 1

    def forward(self, x: Any) -> Any:
        return ivylite.conv1d(x, self.weight, self.bias, stride=self.stride, padding=self.padding,
                              dilation=self.dilation, groups=self.groups)  # fmt: skip


class Conv2d(_Conv):
    """2-D convolution over (N, C, H, W) inputs.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite import nn
    >>> conv = nn.Conv2d(3, 8, 3, stride=2, padding=1)
    >>> conv(ivylite.ones((1, 3, 8, 8))).shape
    (1, 8, 4, 4)
    """

    def forward(self, x: Any) -> Any:
        return ivylite.conv2d(x, self.weight, self.bias, stride=self.stride, padding=self.padding,
                              dilation=self.dilation, groups=self.groups)  # fmt: skip


class ConvTranspose2d(_Conv):
    """The transpose (gradient) of Conv2d: upsampling by ``stride``.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite import nn
    >>> up = nn.ConvTranspose2d(4, 2, 2, stride=2)
    >>> up(ivylite.ones((1, 4, 3, 3))).shape
    (1, 2, 6, 6)
    """

    _transposed = True

    def forward(self, x: Any) -> Any:
        return ivylite.conv_transpose2d(
            x, self.weight, self.bias, stride=self.stride, padding=self.padding,
            output_padding=self.output_padding, groups=self.groups, dilation=self.dilation,
        )  # fmt: skip
