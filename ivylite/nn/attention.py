"""MultiHeadAttention: attention with several heads, PyTorch's parameters."""

from __future__ import annotations

import math
from typing import Any

import ivylite

from . import init
from .linear import Linear
from .module import Module
from .parameter import Parameter

__all__ = ["MultiHeadAttention"]


class MultiHeadAttention(Module):
    """Multi-head attention over (batch, length, embed_dim) inputs.

    ``attn(x)`` is self-attention, ``attn(q, k, v)`` attends from ``q`` to
    ``k``/``v``. Masks follow ``torch.nn.MultiheadAttention``: in
    ``key_padding_mask`` (batch, source length) and a boolean ``attn_mask``
    (target, source length), True marks a position NOT attended to; a float
    ``attn_mask`` is added to the scores. ``is_causal=True`` lets each
    position attend only to itself and earlier ones. The parameters are
    PyTorch's (``in_proj_weight``, ``in_proj_bias``, ``out_proj.weight``,
    ``out_proj.bias``), with its initialisation; unlike PyTorch's default the
    batch comes first (PyTorch's ``batch_first=True``).

    Examples
    --------
    >>> import ivylite
    >>> from ivylite import nn
    >>> ivylite.seed(0)
    >>> attn = nn.MultiHeadAttention(8, num_heads=2)
    >>> x = ivylite.random_normal(shape=(3, 5, 8))
    >>> attn(x, is_causal=True).shape, [n for n, _ in attn.named_parameters()]
    ((3, 5, 8), ['in_proj_weight', 'in_proj_bias', 'out_proj.weight', 'out_proj.bias'])
    """

    def __init__(self, embed_dim: int, num_heads: int, dropout: float = 0.0, bias: bool = True,
                 *, dtype: Any = None) -> None:  # fmt: skip
        super().__init__()
        if embed_dim % num_heads:
            raise ValueError(
                f"MultiHeadAttention: embed_dim ({embed_dim}) must be divisible by num_heads "
                f"({num_heads})"
            )
        self.embed_dim, self.num_heads, self.dropout = embed_dim, num_heads, float(dropout)
        self.head_dim = embed_dim // num_heads
        self.in_proj_weight = Parameter(
            init.xavier_uniform((3 * embed_dim, embed_dim), dtype=dtype)
        )
        if bias:
            self.in_proj_bias = Parameter(init.zeros((3 * embed_dim,), dtype=dtype))
        else:
            self.register_parameter("in_proj_bias", None)
        self.out_proj = Linear(embed_dim, embed_dim, bias=bias, dtype=dtype)
        if bias:
            init.zeros(self.out_proj.bias)

    def _heads(self, x: Any) -> Any:
        n, length, _ = x.shape
        return ivylite.permute_dims(
            ivylite.reshape(x, (n, length, self.num_heads, self.head_dim)), (0, 2, 1, 3)
        )

    def _project(self, query: Any, key: Any, value: Any) -> tuple[Any, Any, Any]:
        """q, k, v projected and split into heads: (batch, heads, length, head_dim) each."""
        w, b, e = self.in_proj_weight, self.in_proj_bias, self.embed_dim
        if key is query and value is query:  # self-attention: one matmul
            qkv = ivylite.linear(query, w, b)
            n, length, _ = qkv.shape
            # One unstack of (3, n, heads, length, head_dim): its gradient is one
            # stack, where three slices' gradients would each fill an array the size
            # of qkv (Paddle's cost more than the attention's matmuls).
            parts = ivylite.reshape(qkv, (n, length, 3, self.num_heads, self.head_dim))
            return ivylite.unstack(ivylite.permute_dims(parts, (2, 0, 3, 1, 4)))
        return tuple(
            self._heads(ivylite.linear(
                x, w[i * e : (i + 1) * e], None if b is None else b[i * e : (i + 1) * e]
            ))
            for i, x in enumerate((query, key, value))
        )  # fmt: skip

    def _mask(self, n: int, length: int, source: int, key_padding_mask: Any, attn_mask: Any,
              is_causal: bool, dtype: Any) -> Any:  # fmt: skip
        """An additive float mask (n, 1 or heads, length, source), or None."""
        # 0-d arrays of the query's dtype: a float64 minimum as a Python float
        # would not fit the default float dtype that two Python scalars give.
        neg = ivylite.asarray(ivylite.finfo(dtype).min, dtype=dtype)
        zero = ivylite.zeros((), dtype=dtype)
        total = None

        def add(m: Any) -> None:
            nonlocal total
            total = m if total is None else total + m

        if key_padding_mask is not None:
            kpm = ivylite.asarray(key_padding_mask)
            blocked = kpm if kpm.dtype == "bool" else kpm != 0
            add(ivylite.where(blocked, neg, zero)[:, None, None, :])
        if attn_mask is not None:
            am = ivylite.asarray(attn_mask)
            m = ivylite.where(am, neg, zero) if am.dtype == "bool" else am
            if m.ndim == 3:  # (n * heads, length, source)
                m = ivylite.reshape(m, (n, self.num_heads, length, source))
            add(ivylite.astype(m, dtype))
        if is_causal:
            future = ivylite.triu(ivylite.ones((length, source), dtype="bool"), k=1)
            add(ivylite.where(future, neg, zero))
        if total is None:
            return None
        return ivylite.maximum(ivylite.astype(total, dtype), neg)

    def forward(self, query: Any, key: Any = None, value: Any = None, *,
                key_padding_mask: Any = None, attn_mask: Any = None, is_causal: bool = False,
                need_weights: bool = False) -> Any:  # fmt: skip
        key = query if key is None else key
        value = key if value is None else value
        if query.ndim != 3:
            raise ValueError(
                f"MultiHeadAttention: expected (batch, length, embed_dim) inputs, got {query.shape}"
            )
        n, length, _ = query.shape
        source = key.shape[1]
        q, k, v = self._project(query, key, value)
        # Causal alone: the attention function masks the future itself (no mask
        # array built per call; the same weights, as the masked scores' exp is 0).
        only_causal = is_causal and key_padding_mask is None and attn_mask is None
        mask = None
        if not only_causal or need_weights:
            mask = self._mask(n, length, source, key_padding_mask, attn_mask, is_causal, q.dtype)
        p = self.dropout if self.training else 0.0
        out = ivylite.scaled_dot_product_attention(
            q, k, v, mask=None if only_causal else mask, is_causal=only_causal, dropout=p
        )
        out = self.out_proj(
            ivylite.reshape(ivylite.permute_dims(out, (0, 2, 1, 3)), (n, length, self.embed_dim))
        )
        if not need_weights:
            return out
        scores = ivylite.matmul(q, ivylite.matrix_transpose(k)) / math.sqrt(self.head_dim)
        if mask is not None:
            scores = scores + mask
        return out, ivylite.mean(ivylite.softmax(scores, axis=-1), axis=1)

    def extra_repr(self) -> str:
        return f"embed_dim={self.embed_dim}, num_heads={self.num_heads}, dropout={self.dropout}"
