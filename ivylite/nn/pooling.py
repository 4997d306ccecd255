"""Pooling: MaxPool2d, AvgPool2d, AdaptiveAvgPool2d."""

from __future__ import annotations

from typing import Any

import ivylite

from .module import Module

__all__ = ["MaxPool2d", "AvgPool2d", "AdaptiveAvgPool2d"]


class MaxPool2d(Module):
    """The maximum over each ``kernel_size`` window (stride defaults to the kernel).

    Examples
    --------
    >>> import ivylite
    >>> from ivylite import nn
    >>> nn.MaxPool2d(2)(ivylite.ones((1, 1, 4, 4))).shape
    (1, 1, 2, 2)
    """

    def __init__(self, kernel_size: Any, stride: Any = None, padding: Any = 0) -> None:
        super().__init__()
        self.kernel_size, self.stride, self.padding = kernel_size, stride, padding

    def forward(self, x: Any) -> Any:
        return ivylite.max_pool2d(x, self.kernel_size, stride=self.stride, padding=self.padding)

    def extra_repr(self) -> str:
        return f"kernel_size={self.kernel_size}, stride={self.stride}, padding={self.padding}"


class AvgPool2d(MaxPool2d):
    """The mean over each ``kernel_size`` window.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite import nn
    >>> nn.AvgPool2d(2)(ivylite.ones((1, 1, 4, 4))).tolist()
    [[[[1.0, 1.0], [1.0, 1.0]]]]
    """

    def __init__(self, kernel_size: Any, stride: Any = None, padding: Any = 0,
                 count_include_pad: bool = True) -> None:  # fmt: skip
        super().__init__(kernel_size, stride, padding)
        self.count_include_pad = count_include_pad

    def forward(self, x: Any) -> Any:
        return ivylite.avg_pool2d(x, self.kernel_size, stride=self.stride, padding=self.padding,
                                  count_include_pad=self.count_include_pad)  # fmt: skip


class AdaptiveAvgPool2d(Module):
    """The mean over the windows that split the input into ``output_size`` cells
    (PyTorch's boundaries: floor of the start, ceiling of the end).

    Examples
    --------
    >>> import ivylite
    >>> from ivylite import nn
    >>> nn.AdaptiveAvgPool2d(1)(ivylite.ones((2, 3, 5, 7))).shape
    (2, 3, 1, 1)
    """

    def __init__(self, output_size: Any) -> None:
        super().__init__()
        self.output_size = output_size

    def forward(self, x: Any) -> Any:
        return ivylite.adaptive_avg_pool2d(x, self.output_size)

    def extra_repr(self) -> str:
        return f"output_size={self.output_size}"
