"""Normalisation layers: BatchNorm1d/2d, LayerNorm, RMSNorm, GroupNorm."""

from __future__ import annotations

import math
from typing import Any

import ivylite

from . import init
from .module import Module
from .parameter import Parameter

__all__ = ["BatchNorm1d", "BatchNorm2d", "LayerNorm", "RMSNorm", "GroupNorm"]


class _BatchNorm(Module):
    """Batch statistics while training (updating the running buffers as PyTorch does:
    ``running = (1 - momentum) * running + momentum * batch``, the variance unbiased),
    the running statistics in eval mode."""

    _ndims: tuple[int, ...] = ()

    def __init__(self, num_features: int, eps: float = 1e-5, momentum: float | None = 0.1,
                 affine: bool = True, track_running_stats: bool = True, *,
                 dtype: Any = None) -> None:  # fmt: skip
        super().__init__()
        self.num_features, self.eps, self.momentum = int(num_features), eps, momentum
        self.affine, self.track_running_stats = affine, track_running_stats
        if affine:
            self.weight = Parameter(init.ones((num_features,), dtype=dtype))
            self.bias = Parameter(init.zeros((num_features,), dtype=dtype))
        else:
            self.register_parameter("weight", None)
            self.register_parameter("bias", None)
        if track_running_stats:
            self.register_buffer("running_mean", init.zeros((num_features,), dtype=dtype))
            self.register_buffer("running_var", init.ones((num_features,), dtype=dtype))
            self.register_buffer("num_batches_tracked", ivylite.asarray(0, dtype="int64"))
        else:
            for name in ("running_mean", "running_var", "num_batches_tracked"):
                self.register_buffer(name, None)

    def _check(self, x: Any) -> None:
        if x.ndim not in self._ndims:
            raise ValueError(
                f"{type(self).__name__}: expected a {' or '.join(map(str, self._ndims))}-D input "
                f"(batch, {self.num_features}, ...), got shape {x.shape}"
            )
        if x.shape[1] != self.num_features:
            raise ValueError(
                f"{type(self).__name__}: expected {self.num_features} channels (dimension 1), "
                f"got shape {x.shape}"
            )

    def forward(self, x: Any) -> Any:
        self._check(x)
        use_batch = self.training or not self.track_running_stats
        if not use_batch:
            return ivylite.batch_norm(
                x, self.running_mean, self.running_var,
                weight=self.weight, bias=self.bias, eps=self.eps,
            )  # fmt: skip
        axes = (0, *range(2, x.ndim))
        n = math.prod(x.shape[i] for i in axes)
        if n <= 1:
            raise ValueError(
                f"{type(self).__name__}: training needs more than one value per channel, got "
                f"input shape {x.shape}"
            )
        mean = ivylite.mean(x, axis=axes, keepdims=True)
        var = ivylite.var(x, axis=axes, keepdims=True)
        # written out, not batch_norm: the batch statistics are differentiated too
        y = (x - mean) / ivylite.sqrt(var + self.eps)
        if self.weight is not None:
            shape = (1, -1) + (1,) * (x.ndim - 2)
            y = y * ivylite.reshape(self.weight, shape) + ivylite.reshape(self.bias, shape)
        mean, var = ivylite.reshape(mean, (-1,)), ivylite.reshape(var, (-1,))
        if self.training and self.track_running_stats:
            self._update_running(mean, var, n)
        return y

    def _update_running(self, mean: Any, var: Any, n: int) -> None:
        self.num_batches_tracked = self.num_batches_tracked + 1
        m = self.momentum
        if m is None:  # a cumulative average
            m = 1.0 / float(self.num_batches_tracked)
        mean, unbiased = ivylite.stop_gradient(mean), ivylite.stop_gradient(var * (n / (n - 1)))
        self.running_mean = (1 - m) * self.running_mean + m * mean
        self.running_var = (1 - m) * self.running_var + m * unbiased

    def extra_repr(self) -> str:
        return (
            f"{self.num_features}, eps={self.eps}, momentum={self.momentum}, "
            f"affine={self.affine}, track_running_stats={self.track_running_stats}"
        )


class BatchNorm1d(_BatchNorm):
    """Batch normalisation of (N, C) or (N, C, L) inputs over each channel.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite import nn
    >>> bn = nn.BatchNorm1d(2)
    >>> y = bn(ivylite.asarray([[1.0, 2.0], [3.0, 6.0]]))
    >>> [round(v, 4) for v in y[0].tolist()], [round(v, 4) for v in bn.running_mean.tolist()]
    ([-1.0, -1.0], [0.2, 0.4])
    """

    _ndims = (2, 3)


class BatchNorm2d(_BatchNorm):
    """Batch normalisation of (N, C, H, W) inputs over each channel.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite import nn
    >>> nn.BatchNorm2d(3)(ivylite.ones((2, 3, 4, 4))).shape
    (2, 3, 4, 4)
    """

    _ndims = (4,)


class LayerNorm(Module):
    """Normalisation over the trailing ``normalized_shape`` dimensions, with an
    elementwise scale (and bias, unless ``bias=False``).

    Examples
    --------
    >>> import ivylite
    >>> from ivylite import nn
    >>> ln = nn.LayerNorm(4, bias=False)
    >>> ln(ivylite.asarray([[1.0, 2.0, 3.0, 4.0]])).shape, [n for n, _ in ln.named_parameters()]
    ((1, 4), ['weight'])
    """

    def __init__(self, normalized_shape: int | tuple[int, ...], eps: float = 1e-5,
                 elementwise_affine: bool = True, bias: bool = True, *,
                 dtype: Any = None) -> None:  # fmt: skip
        super().__init__()
        shape = (
            (normalized_shape,) if isinstance(normalized_shape, int) else tuple(normalized_shape)
        )
        self.normalized_shape, self.eps = shape, eps
        self.elementwise_affine = elementwise_affine
        if elementwise_affine:
            self.weight = Parameter(init.ones(shape, dtype=dtype))
            if bias:
                self.bias = Parameter(init.zeros(shape, dtype=dtype))
            else:
                self.register_parameter("bias", None)
        else:
            self.register_parameter("weight", None)
            self.register_parameter("bias", None)

    def forward(self, x: Any) -> Any:
        return ivylite.layer_norm(
            x, self.normalized_shape, weight=self.weight, bias=self.bias, eps=self.eps
        )

    def extra_repr(self) -> str:
        return (
            f"{self.normalized_shape}, eps={self.eps}, elementwise_affine={self.elementwise_affine}"
        )


class RMSNorm(Module):
    """``x / sqrt(mean(x**2) + eps) * weight`` over the trailing dimensions
    (``eps=None``: the dtype's machine epsilon, as PyTorch).

    Examples
    --------
    >>> import ivylite
    >>> from ivylite import nn
    >>> nn.RMSNorm(2)(ivylite.asarray([[3.0, 4.0]])).shape
    (1, 2)
    """

    def __init__(self, normalized_shape: int | tuple[int, ...], eps: float | None = None,
                 elementwise_affine: bool = True, *, dtype: Any = None) -> None:  # fmt: skip
        super().__init__()
        shape = (
            (normalized_shape,) if isinstance(normalized_shape, int) else tuple(normalized_shape)
        )
        self.normalized_shape, self.eps = shape, eps
        if elementwise_affine:
            self.weight = Parameter(init.ones(shape, dtype=dtype))
        else:
            self.register_parameter("weight", None)

    def forward(self, x: Any) -> Any:
        return ivylite.rms_norm(x, self.normalized_shape, weight=self.weight, eps=self.eps)

    def extra_repr(self) -> str:
        return f"{self.normalized_shape}, eps={self.eps}"


class GroupNorm(Module):
    """Normalisation over groups of channels of (N, C, ...) inputs.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite import nn
    >>> nn.GroupNorm(2, 4)(ivylite.ones((1, 4, 3))).shape
    (1, 4, 3)
    """

    def __init__(self, num_groups: int, num_channels: int, eps: float = 1e-5,
                 affine: bool = True, *, dtype: Any = None) -> None:  # fmt: skip
        super().__init__()
        if num_channels % num_groups:
            raise ValueError(
                f"GroupNorm: num_channels ({num_channels}) must be divisible by num_groups "
                f"({num_groups})"
            )
        self.num_groups, self.num_channels, self.eps, self.affine = (
            num_groups,
            num_channels,
            eps,
            affine,
        )
        if affine:
            self.weight = Parameter(init.ones((num_channels,), dtype=dtype))
            self.bias = Parameter(init.zeros((num_channels,), dtype=dtype))
        else:
            self.register_parameter("weight", None)
            self.register_parameter("bias", None)

    def forward(self, x: Any) -> Any:
        return ivylite.group_norm(
            x, self.num_groups, weight=self.weight, bias=self.bias, eps=self.eps
        )

    def extra_repr(self) -> str:
        return f"{self.num_groups}, {self.num_channels}, eps={self.eps}, affine={self.affine}"
