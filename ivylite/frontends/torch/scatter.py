"""``torch.scatter`` (and ``Tensor.scatter`` / ``scatter_``): values written along
a dimension at given indices, the inverse of ``gather``."""

from __future__ import annotations

from typing import Any

import ivylite
from ivylite.array import Array
from ivylite.dtypes import Dtype

from .._common import astype_keeping_real
from ._dtypes import cast_scalar
from ._frontend import TORCH
from .tensor import Tensor

__all__ = ["scatter"]

_INT64 = Dtype("int64")


def _positions(index: Array, axis: int) -> tuple:
    """The full index of each entry of ``index``: its own value along ``axis``, its
    coordinates along the others."""
    grids = []
    for d in range(index.ndim):
        if d == axis:
            grids.append(index)
        else:
            shape = [1] * index.ndim
            shape[d] = index.shape[d]
            grids.append(ivylite.reshape(ivylite.arange(index.shape[d], dtype=_INT64), shape))
    return tuple(ivylite.broadcast_arrays(*grids))


@TORCH.function
def scatter(input: Tensor, dim: int, index: Tensor, src: Any = None, *, value: Any = None,
            reduce: str | None = None, out: Any = None) -> Tensor:  # fmt: skip
    """A copy of ``input`` with ``out[index[i][j]][j] = src[i][j]`` for ``dim=0`` (and
    so on); ``src`` may be a number (torch's ``value``). Where ``index`` repeats a
    position, which write wins is unspecified, as in torch.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.zeros(2, 3).scatter(1, torch.tensor([[2], [0]]), torch.tensor([[5.0], [7.0]]))
    tensor([[0., 0., 5.],
            [7., 0., 0.]])
    >>> torch.zeros(3).scatter_(0, torch.tensor([1]), 2.0)
    tensor([0., 2., 0.])
    """
    if reduce is not None:
        raise NotImplementedError("torch frontend: scatter(reduce=...) is not supported")
    if index.dtype != _INT64:
        raise RuntimeError("scatter(): Expected dtype int64 for index")
    src = value if src is None else src
    axis = dim % max(input.ndim, 1)
    if isinstance(src, Array):
        # the entries of src at the positions of index (src may be larger)
        vals = ivylite.getitem(src, tuple(slice(0, n) for n in index.shape))
        vals = astype_keeping_real(vals, input.dtype)
    else:
        vals = ivylite.full(index.shape, cast_scalar(src, input.dtype), dtype=input.dtype)
    result = ivylite.asarray(input, copy=True)
    if index.size:
        ivylite.setitem(result, _positions(index, axis), vals)
    return result
