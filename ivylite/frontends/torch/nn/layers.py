"""The layers with parameters or state: each is its ivylite.nn layer seen through
torch's constructor arguments, attribute names and call conventions."""

from __future__ import annotations

from typing import Any

from ivylite import nn as _inn

from .. import _dtypes
from ..tensor import Tensor
from ..tensor import device as _device
from ._adapter import FRONTEND_OF, Adapter

__all__ = [
    "Linear", "Embedding", "LayerNorm", "GroupNorm", "BatchNorm1d", "BatchNorm2d", "Conv1d",
    "Conv2d", "ConvTranspose2d", "LSTM", "GRU", "Flatten", "Unflatten", "Identity", "MaxPool2d",
    "AvgPool2d", "AdaptiveAvgPool2d",
]  # fmt: skip


def _factory(device: Any, dtype: Any) -> Any:
    """torch's ``device=`` / ``dtype=`` constructor arguments: the ivylite dtype (or None)."""
    if device is not None:
        _device(device)
    return None if dtype is None else _dtypes.to_ivy(dtype)


def _unsupported(layer: str, **options: Any) -> None:
    for name, value in options.items():
        if value:
            raise NotImplementedError(
                f"torch frontend: nn.{layer}({name}=...) is not supported; build it without it"
            )


class Linear(Adapter):
    """``y = x @ weight.T + bias`` (torch's names and initialisation).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> lin = torch.nn.Linear(3, 2)
    >>> lin(torch.ones(4, 3)).shape, lin.weight.shape, lin
    (torch.Size([4, 2]), torch.Size([2, 3]), Linear(in_features=3, out_features=2, bias=True))
    """

    def __init__(self, in_features: int, out_features: int, bias: bool = True,
                 device: Any = None, dtype: Any = None) -> None:  # fmt: skip
        super().__init__()
        self.in_features, self.out_features = in_features, out_features
        self._build(_inn.Linear, in_features, out_features, bias, dtype=_factory(device, dtype))

    def forward(self, input: Tensor) -> Tensor:
        return self._call_impl(input)

    def extra_repr(self) -> str:
        return self._impl.extra_repr()


class Identity(Adapter):
    """Returns its input (takes and ignores any arguments, as torch's).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> x = torch.ones(2); torch.nn.Identity(54, unused="x")(x) is x
    True
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__()

    def forward(self, input: Any) -> Any:
        return input


class Embedding(Adapter):
    """A lookup table of ``num_embeddings`` rows (``padding_idx``'s row starts at zero).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> emb = torch.nn.Embedding(5, 3, padding_idx=0)
    >>> emb(torch.tensor([[0, 4]])).shape, emb.weight[0].tolist()
    (torch.Size([1, 2, 3]), [0.0, 0.0, 0.0])
    """

    def __init__(self, num_embeddings: int, embedding_dim: int, padding_idx: int | None = None,
                 max_norm: float | None = None, norm_type: float = 2.0,
                 scale_grad_by_freq: bool = False, sparse: bool = False, _weight: Any = None,
                 _freeze: bool = False, device: Any = None, dtype: Any = None) -> None:  # fmt: skip
        super().__init__()
        _unsupported("Embedding", max_norm=max_norm is not None, sparse=sparse)
        self._build(_inn.Embedding, num_embeddings, embedding_dim, padding_idx,
                    dtype=_factory(device, dtype))  # fmt: skip
        impl = self._impl
        self.num_embeddings, self.embedding_dim = num_embeddings, embedding_dim
        self.padding_idx, self.max_norm, self.norm_type = impl.padding_idx, max_norm, norm_type
        self.scale_grad_by_freq, self.sparse = scale_grad_by_freq, sparse
        if _weight is not None:
            self.weight.ivy_array = _weight.ivy_array
        if _freeze:
            self.weight.requires_grad_(False)

    @classmethod
    def from_pretrained(cls, embeddings: Tensor, freeze: bool = True,
                        padding_idx: int | None = None, **kwargs: Any) -> Embedding:  # fmt: skip
        """An Embedding whose weight is ``embeddings`` (frozen by default).

        Examples
        --------
        >>> import ivylite.frontends.torch as torch
        >>> e = torch.nn.Embedding.from_pretrained(torch.eye(2))
        >>> e(torch.tensor([1])).tolist(), e.weight.requires_grad
        ([[0.0, 1.0]], False)
        """
        rows, dim = embeddings.shape
        return cls(rows, dim, padding_idx, _weight=embeddings, _freeze=freeze, **kwargs)

    def forward(self, input: Tensor) -> Tensor:
        return self._call_impl(input)

    def extra_repr(self) -> str:
        return self._impl.extra_repr()


class LayerNorm(Adapter):
    """Normalisation over the trailing ``normalized_shape`` dimensions.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> ln = torch.nn.LayerNorm(2, bias=False)
    >>> ln(torch.tensor([[1.0, 3.0]])), [n for n, _ in ln.named_parameters()]
    (tensor([[-1.0000,  1.0000]]), ['weight'])
    """

    def __init__(self, normalized_shape: Any, eps: float = 1e-5, elementwise_affine: bool = True,
                 bias: bool = True, device: Any = None, dtype: Any = None) -> None:  # fmt: skip
        super().__init__()
        self._build(_inn.LayerNorm, normalized_shape, eps, elementwise_affine, bias,
                    dtype=_factory(device, dtype))  # fmt: skip
        self.normalized_shape, self.eps = self._impl.normalized_shape, eps
        self.elementwise_affine, self._bias = elementwise_affine, bias

    def forward(self, input: Tensor) -> Tensor:
        return self._call_impl(input)

    def extra_repr(self) -> str:
        return f"{self._impl.extra_repr()}, bias={self._bias}"  # torch 2.1+ prints bias too


class GroupNorm(Adapter):
    """Normalisation over groups of channels of (N, C, ...) inputs.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.nn.GroupNorm(2, 4)(torch.ones(1, 4, 3)).shape
    torch.Size([1, 4, 3])
    """

    def __init__(self, num_groups: int, num_channels: int, eps: float = 1e-5,
                 affine: bool = True, device: Any = None, dtype: Any = None) -> None:  # fmt: skip
        super().__init__()
        self.num_groups, self.num_channels, self.eps, self.affine = (
            num_groups, num_channels, eps, affine,
        )  # fmt: skip
        self._build(_inn.GroupNorm, num_groups, num_channels, eps, affine,
                                   dtype=_factory(device, dtype))  # fmt: skip

    def forward(self, input: Tensor) -> Tensor:
        return self._call_impl(input)

    def extra_repr(self) -> str:
        return self._impl.extra_repr()


class _BatchNorm(Adapter):
    _impl_class: Any = None

    def __init__(self, num_features: int, eps: float = 1e-5, momentum: float | None = 0.1,
                 affine: bool = True, track_running_stats: bool = True, device: Any = None,
                 dtype: Any = None) -> None:  # fmt: skip
        super().__init__()
        self.num_features, self.eps, self.momentum = num_features, eps, momentum
        self.affine, self.track_running_stats = affine, track_running_stats
        self._build(self._impl_class, num_features, eps, momentum, affine, track_running_stats,
                                     dtype=_factory(device, dtype))  # fmt: skip

    def forward(self, input: Tensor) -> Tensor:
        # momentum is read at each call, as torch's (a model may change it)
        self._impl.momentum = self.momentum
        return self._call_impl(input)

    def extra_repr(self) -> str:
        return self._impl.extra_repr()


class BatchNorm1d(_BatchNorm):
    """Batch normalisation of (N, C) or (N, C, L) inputs; running statistics updated
    while training, used in eval mode.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> bn = torch.nn.BatchNorm1d(2)
    >>> bn(torch.tensor([[1.0, 2.0], [3.0, 6.0]])).round(decimals=3), bn.running_mean
    (tensor([[-1., -1.],
            [ 1.,  1.]]), tensor([0.2000, 0.4000]))
    """

    _impl_class = _inn.BatchNorm1d


class BatchNorm2d(_BatchNorm):
    """Batch normalisation of (N, C, H, W) inputs.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.nn.BatchNorm2d(3)(torch.randn(2, 3, 4, 4)).shape
    torch.Size([2, 3, 4, 4])
    """

    _impl_class = _inn.BatchNorm2d


class _Conv(Adapter):
    _impl_class: Any = None

    def __init__(self, in_channels: int, out_channels: int, kernel_size: Any, stride: Any = 1,
                 padding: Any = 0, dilation: Any = 1, groups: int = 1, bias: bool = True,
                 padding_mode: str = "zeros", device: Any = None, dtype: Any = None,
                 output_padding: Any = 0) -> None:  # fmt: skip
        super().__init__()
        _unsupported(type(self).__name__, padding_mode=padding_mode != "zeros")
        self._build(self._impl_class, in_channels, out_channels, kernel_size, stride, padding,
                    dilation, groups, bias, output_padding, dtype=_factory(device, dtype))  # fmt: skip
        impl = self._impl
        for name in ("in_channels", "out_channels", "kernel_size", "stride", "padding",
                     "dilation", "groups", "output_padding"):  # fmt: skip
            setattr(self, name, getattr(impl, name))
        self.padding_mode = padding_mode

    def forward(self, input: Tensor) -> Tensor:
        return self._call_impl(input)

    def extra_repr(self) -> str:
        return self._impl.extra_repr()


class Conv1d(_Conv):
    """1-D convolution over (N, C, L) inputs.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.nn.Conv1d(2, 4, 3, padding=1)(torch.ones(1, 2, 5)).shape
    torch.Size([1, 4, 5])
    """

    _impl_class = _inn.Conv1d


class Conv2d(_Conv):
    """2-D convolution over (N, C, H, W) inputs.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> conv = torch.nn.Conv2d(3, 8, 3, stride=2, padding=1, bias=False)
    >>> conv(torch.ones(1, 3, 8, 8)).shape, conv.weight.shape
    (torch.Size([1, 8, 4, 4]), torch.Size([8, 3, 3, 3]))
    """

    _impl_class = _inn.Conv2d


class ConvTranspose2d(_Conv):
    """The transpose of Conv2d (weight (in, out / groups, kh, kw)).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.nn.ConvTranspose2d(4, 2, 2, stride=2)(torch.ones(1, 4, 3, 3)).shape
    torch.Size([1, 2, 6, 6])
    """

    _impl_class = _inn.ConvTranspose2d

    def __init__(self, in_channels: int, out_channels: int, kernel_size: Any, stride: Any = 1,
                 padding: Any = 0, output_padding: Any = 0, groups: int = 1, bias: bool = True,
                 dilation: Any = 1, padding_mode: str = "zeros", device: Any = None,
                 dtype: Any = None) -> None:  # fmt: skip
        super().__init__(in_channels, out_channels, kernel_size, stride, padding, dilation,
                         groups, bias, padding_mode, device, dtype, output_padding)  # fmt: skip


class _Recurrent(Adapter):
    _impl_class: Any = None

    def __init__(self, input_size: int, hidden_size: int, num_layers: int = 1, bias: bool = True,
                 batch_first: bool = False, dropout: float = 0.0, bidirectional: bool = False,
                 proj_size: int = 0, device: Any = None, dtype: Any = None) -> None:  # fmt: skip
        super().__init__()
        _unsupported(type(self).__name__, proj_size=proj_size)
        self.input_size, self.hidden_size, self.num_layers = input_size, hidden_size, num_layers
        self.bias, self.batch_first, self.dropout = bias, batch_first, float(dropout)
        self.bidirectional, self.proj_size = bidirectional, proj_size
        self._build(self._impl_class, input_size, hidden_size, num_layers, bias, batch_first,
                                     dropout, bidirectional, dtype=_factory(device, dtype))  # fmt: skip

    def forward(self, input: Tensor, hx: Any = None) -> Any:
        return self._call_impl(input, hx)

    def flatten_parameters(self) -> None:
        """Nothing to do (torch's cuDNN weight layout).

        Examples
        --------
        >>> import ivylite.frontends.torch as torch
        >>> torch.nn.GRU(2, 3).flatten_parameters()
        """

    def extra_repr(self) -> str:
        return self._impl.extra_repr()


class LSTM(_Recurrent):
    """Long short-term memory: ``output, (h_n, c_n) = lstm(input, (h_0, c_0))``, torch's
    gates and parameter names (``weight_ih_l0``...).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> lstm = torch.nn.LSTM(3, 5, batch_first=True)
    >>> y, (h, c) = lstm(torch.ones(2, 4, 3))
    >>> y.shape, h.shape, [n for n, _ in lstm.named_parameters()][:2]
    (torch.Size([2, 4, 5]), torch.Size([1, 2, 5]), ['weight_ih_l0', 'weight_hh_l0'])
    """

    _impl_class = _inn.LSTM


class GRU(_Recurrent):
    """Gated recurrent unit: ``output, h_n = gru(input, h_0)``.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> y, h = torch.nn.GRU(3, 4, num_layers=2)(torch.ones(5, 2, 3))
    >>> y.shape, h.shape
    (torch.Size([5, 2, 4]), torch.Size([2, 2, 4]))
    """

    _impl_class = _inn.GRU


class _Stateless(Adapter):
    """A layer without parameters over its ivylite.nn twin."""

    def forward(self, input: Tensor) -> Tensor:
        return self._call_impl(input)

    def extra_repr(self) -> str:
        return self._impl.extra_repr()


class Flatten(_Stateless):
    """Merge dimensions ``start_dim`` to ``end_dim``.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.nn.Flatten()(torch.ones(2, 3, 4)).shape
    torch.Size([2, 12])
    """

    def __init__(self, start_dim: int = 1, end_dim: int = -1) -> None:
        super().__init__()
        self.start_dim, self.end_dim = start_dim, end_dim
        self._build(_inn.Flatten, start_dim, end_dim)


class Unflatten(_Stateless):
    """Split dimension ``dim`` into ``unflattened_size``.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.nn.Unflatten(1, (3, 4))(torch.ones(2, 12)).shape
    torch.Size([2, 3, 4])
    """

    def __init__(self, dim: int, unflattened_size: Any) -> None:
        super().__init__()
        self.dim, self.unflattened_size = dim, unflattened_size
        self._build(_inn.Unflatten, dim, tuple(unflattened_size))


class MaxPool2d(_Stateless):
    """The maximum over each window (stride defaults to the kernel).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.nn.MaxPool2d(2)(torch.arange(16.0).view(1, 1, 4, 4)).tolist()
    [[[[5.0, 7.0], [13.0, 15.0]]]]
    """

    def __init__(self, kernel_size: Any, stride: Any = None, padding: Any = 0, dilation: Any = 1,
                 return_indices: bool = False, ceil_mode: bool = False) -> None:  # fmt: skip
        super().__init__()
        _unsupported("MaxPool2d", dilation=dilation not in (1, (1, 1)),
                     return_indices=return_indices, ceil_mode=ceil_mode)  # fmt: skip
        self.kernel_size, self.stride, self.padding = kernel_size, stride or kernel_size, padding
        self.dilation, self.return_indices, self.ceil_mode = dilation, return_indices, ceil_mode
        self._build(_inn.MaxPool2d, kernel_size, stride or None, padding)


class AvgPool2d(_Stateless):
    """The mean over each window.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.nn.AvgPool2d(2)(torch.arange(16.0).view(1, 1, 4, 4)).tolist()
    [[[[2.5, 4.5], [10.5, 12.5]]]]
    """

    def __init__(self, kernel_size: Any, stride: Any = None, padding: Any = 0,
                 ceil_mode: bool = False, count_include_pad: bool = True,
                 divisor_override: int | None = None) -> None:  # fmt: skip
        super().__init__()
        _unsupported("AvgPool2d", ceil_mode=ceil_mode, divisor_override=divisor_override)
        self.kernel_size, self.stride, self.padding = kernel_size, stride or kernel_size, padding
        self.ceil_mode, self.count_include_pad = ceil_mode, count_include_pad
        self._build(_inn.AvgPool2d, kernel_size, stride or None, padding, count_include_pad)


class AdaptiveAvgPool2d(_Stateless):
    """The mean over the windows splitting the input into ``output_size`` cells.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.nn.AdaptiveAvgPool2d((1, 1))(torch.ones(2, 3, 5, 5)).shape
    torch.Size([2, 3, 1, 1])
    """

    def __init__(self, output_size: Any) -> None:
        super().__init__()
        self.output_size = output_size
        self._build(_inn.AdaptiveAvgPool2d, output_size)


# the frontend class of an ivylite.nn class, for the children of an adopted layer
FRONTEND_OF[_inn.Linear] = Linear
