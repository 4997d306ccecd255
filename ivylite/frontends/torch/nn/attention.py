"""``MultiheadAttention`` (ivylite.nn's, with torch's layouts and return) and
``TransformerEncoderLayer`` (torch's composition of it)."""

from __future__ import annotations

from typing import Any

from ivylite import nn as _inn

from ..manipulation import transpose
from ..tensor import Tensor
from . import functional as F
from ._adapter import Adapter
from .layers import LayerNorm, Linear, _factory, _unsupported
from .module import Module
from .modules import Dropout

__all__ = ["MultiheadAttention", "TransformerEncoderLayer"]


class MultiheadAttention(Adapter):
    """Multi-head attention: ``out, weights = attn(query, key, value)``; inputs
    (length, batch, embed) unless ``batch_first``; ``weights`` averaged over heads
    (None when ``need_weights=False``). Masks as torch (True: not attended).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> attn = torch.nn.MultiheadAttention(8, 2, batch_first=True)
    >>> x = torch.ones(3, 5, 8)
    >>> out, w = attn(x, x, x)
    >>> out.shape, w.shape, [n for n, _ in attn.named_parameters()]
    (torch.Size([3, 5, 8]), torch.Size([3, 5, 5]), ['in_proj_weight', 'in_proj_bias', 'out_proj.weight', 'out_proj.bias'])
    """

    def __init__(self, embed_dim: int, num_heads: int, dropout: float = 0.0, bias: bool = True,
                 add_bias_kv: bool = False, add_zero_attn: bool = False, kdim: int | None = None,
                 vdim: int | None = None, batch_first: bool = False, device: Any = None,
                 dtype: Any = None) -> None:  # fmt: skip
        super().__init__()
        _unsupported("MultiheadAttention", add_bias_kv=add_bias_kv, add_zero_attn=add_zero_attn,
                      kdim=kdim not in (None, embed_dim), vdim=vdim not in (None, embed_dim))  # fmt: skip
        self.embed_dim, self.num_heads, self.dropout = embed_dim, num_heads, dropout
        self.batch_first, self.head_dim = batch_first, embed_dim // num_heads
        self._build(_inn.MultiHeadAttention, embed_dim, num_heads, dropout, bias,
                    dtype=_factory(device, dtype))  # fmt: skip

    def forward(self, query: Tensor, key: Tensor, value: Tensor,
                key_padding_mask: Tensor | None = None, need_weights: bool = True,
                attn_mask: Tensor | None = None, average_attn_weights: bool = True,
                is_causal: bool = False) -> tuple[Tensor, Tensor | None]:  # fmt: skip
        _unsupported("MultiheadAttention.forward", average_attn_weights=not average_attn_weights)
        if query.ndim != 3:
            raise NotImplementedError(
                "torch frontend: MultiheadAttention takes batched (3-D) inputs only"
            )
        same = key is query and value is query
        if not self.batch_first:
            query, key, value = (transpose(t, 0, 1) for t in (query, key, value))
        if same:  # self-attention: the ivylite layer projects once
            key = value = query
        out = self._call_impl(
            query, key, value, key_padding_mask=key_padding_mask, attn_mask=attn_mask,
            is_causal=is_causal and attn_mask is None, need_weights=need_weights,
        )  # fmt: skip
        out, weights = out if need_weights else (out, None)
        if not self.batch_first:
            out = transpose(out, 0, 1)
        return out, weights


_ACTIVATIONS = {"relu": F.relu, "gelu": F.gelu}


class TransformerEncoderLayer(Module):
    """Self-attention then a feed-forward block, each with dropout, a residual and
    LayerNorm (after, or before with ``norm_first``): torch's layer, names and order.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> layer = torch.nn.TransformerEncoderLayer(8, 2, dim_feedforward=16, batch_first=True)
    >>> layer(torch.ones(2, 5, 8)).shape, list(layer.state_dict())[:3]
    (torch.Size([2, 5, 8]), ['self_attn.in_proj_weight', 'self_attn.in_proj_bias', 'self_attn.out_proj.weight'])
    """

    def __init__(self, d_model: int, nhead: int, dim_feedforward: int = 2048,
                 dropout: float = 0.1, activation: Any = "relu", layer_norm_eps: float = 1e-5,
                 batch_first: bool = False, norm_first: bool = False, bias: bool = True,
                 device: Any = None, dtype: Any = None) -> None:  # fmt: skip
        super().__init__()
        kw = {"device": device, "dtype": dtype}
        self.self_attn = MultiheadAttention(
            d_model, nhead, dropout, bias, batch_first=batch_first, **kw
        )
        self.linear1 = Linear(d_model, dim_feedforward, bias, **kw)
        self.dropout = Dropout(dropout)
        self.linear2 = Linear(dim_feedforward, d_model, bias, **kw)
        self.norm_first = norm_first
        self.norm1 = LayerNorm(d_model, layer_norm_eps, bias=bias, **kw)
        self.norm2 = LayerNorm(d_model, layer_norm_eps, bias=bias, **kw)
        self.dropout1, self.dropout2 = Dropout(dropout), Dropout(dropout)
        if isinstance(activation, str):
            if activation not in _ACTIVATIONS:
                raise RuntimeError(f"activation should be relu/gelu, not {activation}")
            activation = _ACTIVATIONS[activation]
        self.activation = activation

    def forward(self, src: Tensor, src_mask: Tensor | None = None,
                src_key_padding_mask: Tensor | None = None, is_causal: bool = False) -> Tensor:  # fmt: skip
        x = src
        if self.norm_first:
            x = x + self._sa_block(self.norm1(x), src_mask, src_key_padding_mask, is_causal)
            return x + self._ff_block(self.norm2(x))
        x = self.norm1(x + self._sa_block(x, src_mask, src_key_padding_mask, is_causal))
        return self.norm2(x + self._ff_block(x))

    def _sa_block(self, x: Tensor, mask: Any, padding: Any, is_causal: bool) -> Tensor:
        out = self.self_attn(x, x, x, attn_mask=mask, key_padding_mask=padding,
                             need_weights=False, is_causal=is_causal)[0]  # fmt: skip
        return self.dropout1(out)

    def _ff_block(self, x: Tensor) -> Tensor:
        return self.dropout2(self.linear2(self.dropout(self.activation(self.linear1(x)))))
