"""Identity, Linear, Bilinear-free basics: Flatten, Unflatten, Embedding."""

from __future__ import annotations

import math
from typing import Any

import ivylite

from . import init
from .module import Module
from .parameter import Parameter

__all__ = ["Identity", "Linear", "Flatten", "Unflatten", "Embedding"]


class Identity(Module):
    """Returns its input.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite import nn
    >>> nn.Identity()(ivylite.asarray([1.0]))
    ivylite.array([1.], dtype=float32, backend=numpy)
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:  # takes and ignores torch's args
        super().__init__()

    def forward(self, x: Any) -> Any:
        return x


class Linear(Module):
    """``y = x @ weight.T + bias``, as ``torch.nn.Linear`` (same names, same init).

    ``weight`` (out_features, in_features) starts from kaiming_uniform with
    ``a = sqrt(5)``, ``bias`` from uniform(-1/sqrt(in), 1/sqrt(in)).

    Examples
    --------
    >>> import ivylite
    >>> from ivylite import nn
    >>> ivylite.seed(0)
    >>> layer = nn.Linear(3, 2)
    >>> layer(ivylite.ones((4, 3))).shape
    (4, 2)
    >>> layer
    Linear(in_features=3, out_features=2, bias=True)
    """

    def __init__(self, in_features: int, out_features: int, bias: bool = True, *,
                 dtype: Any = None) -> None:  # fmt: skip
        super().__init__()
        self.in_features, self.out_features = int(in_features), int(out_features)
        self.weight = Parameter(
            init.kaiming_uniform((out_features, in_features), a=math.sqrt(5), dtype=dtype)
        )
        if bias:
            bound = 1 / math.sqrt(in_features) if in_features > 0 else 0.0
            self.bias = Parameter(init.uniform((out_features,), -bound, bound, dtype=dtype))
        else:
            self.register_parameter("bias", None)

    def forward(self, x: Any) -> Any:
        return ivylite.linear(x, self.weight, self.bias)

    def extra_repr(self) -> str:
        return (
            f"in_features={self.in_features}, out_features={self.out_features}, "
            f"bias={self.bias is not None}"
        )


class Flatten(Module):
    """Flattens dimensions ``start_dim`` to ``end_dim`` into one.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite import nn
    >>> nn.Flatten()(ivylite.zeros((2, 3, 4))).shape
    (2, 12)
    """

    def __init__(self, start_dim: int = 1, end_dim: int = -1) -> None:
        super().__init__()
        self.start_dim, self.end_dim = start_dim, end_dim

    def forward(self, x: Any) -> Any:
        shape = x.shape
        n = len(shape)
        start, end = self.start_dim % n if n else 0, self.end_dim % n if n else 0
        merged = math.prod(shape[start : end + 1])
        return ivylite.reshape(x, (*shape[:start], merged, *shape[end + 1 :]))

    def extra_repr(self) -> str:
        return f"start_dim={self.start_dim}, end_dim={self.end_dim}"


class Unflatten(Module):
    """Splits dimension ``dim`` into ``unflattened_size``.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite import nn
    >>> nn.Unflatten(1, (3, 4))(ivylite.zeros((2, 12))).shape
    (2, 3, 4)
    """

    def __init__(self, dim: int, unflattened_size: tuple[int, ...]) -> None:
        super().__init__()
        self.dim, self.unflattened_size = dim, tuple(unflattened_size)

    def forward(self, x: Any) -> Any:
        shape = x.shape
        d = self.dim % len(shape)
        return ivylite.reshape(x, (*shape[:d], *self.unflattened_size, *shape[d + 1 :]))

    def extra_repr(self) -> str:
        return f"dim={self.dim}, unflattened_size={self.unflattened_size}"


class Embedding(Module):
    """A lookup table: row ``i`` of ``weight`` for index ``i`` (torch's init: N(0, 1),
    the ``padding_idx`` row zero).

    Examples
    --------
    >>> import ivylite
    >>> from ivylite import nn
    >>> emb = nn.Embedding(10, 3, padding_idx=0)
    >>> emb(ivylite.asarray([[0, 2]])).shape, emb.weight[0].tolist()
    ((1, 2, 3), [0.0, 0.0, 0.0])
    """

    def __init__(self, num_embeddings: int, embedding_dim: int, padding_idx: int | None = None,
                 *, dtype: Any = None) -> None:  # fmt: skip
        super().__init__()
        self.num_embeddings, self.embedding_dim = int(num_embeddings), int(embedding_dim)
        if padding_idx is not None:
            if not -num_embeddings <= padding_idx < num_embeddings:
                raise ValueError(
                    f"Embedding: padding_idx {padding_idx} is out of range for "
                    f"{num_embeddings} embeddings"
                )
            padding_idx %= num_embeddings
        self.padding_idx = padding_idx
        weight = init.normal((num_embeddings, embedding_dim), dtype=dtype)
        if padding_idx is not None:
            rows = ivylite.arange(num_embeddings)[:, None] != padding_idx
            weight = ivylite.where(rows, weight, ivylite.zeros_like(weight))
        self.weight = Parameter(weight)

    def forward(self, indices: Any) -> Any:
        weight = self.weight
        if self.padding_idx is not None:
            # PyTorch: the padding row is read but never trained (its gradient is zero)
            rows = ivylite.arange(self.num_embeddings)[:, None] != self.padding_idx
            weight = ivylite.where(rows, weight, ivylite.stop_gradient(weight))
        return ivylite.embedding(indices, weight)

    def extra_repr(self) -> str:
        pad = f", padding_idx={self.padding_idx}" if self.padding_idx is not None else ""
        return f"{self.num_embeddings}, {self.embedding_dim}{pad}"
