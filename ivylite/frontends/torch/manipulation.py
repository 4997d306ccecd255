"""Joining, splitting, reshaping and indexing: ``cat``, ``reshape``,
``permute``, ``split``, ``gather``, ``where``, ``masked_fill``...

(torch's "indexing, slicing, joining, mutating" family.)
"""

from __future__ import annotations

import math
from typing import Any

import ivylite
from ivylite.array import Array
from ivylite.decorators import with_unsupported_dtypes
from ivylite.dtypes import Dtype

from .._common import astype_keeping_real
from . import _dtypes
from ._dtypes import cast_scalar
from ._frontend import DIMS, TORCH
from .promotion import result_type_torch, scalar_to_array
from .tensor import Tensor

__all__ = [
    "cat", "concat", "concatenate", "stack", "hstack", "vstack", "reshape", "permute",
    "transpose", "swapaxes", "swapdims", "t", "squeeze", "unsqueeze", "flatten", "unflatten",
    "split", "chunk", "unbind", "flip", "roll", "movedim", "moveaxis", "narrow", "select",
    "index_select", "gather", "take", "masked_fill", "masked_select", "where", "nonzero",
    "argwhere", "tile", "repeat_interleave", "broadcast_to", "broadcast_tensors", "tril", "triu",
    "meshgrid", "clone", "numel", "diag", "diagonal",
]  # fmt: skip

_BIG_UINTS = ("uint16", "uint32", "uint64")
_INT64, _BOOL = Dtype("int64"), Dtype("bool")


def _promoted(tensors: Any) -> list[Array]:
    tensors = list(tensors)
    d = result_type_torch(*tensors)
    return [x if x.dtype is d else astype_keeping_real(x, d) for x in tensors]


@TORCH.function
def cat(tensors: Any, dim: int = 0, *, out: Any = None) -> Tensor:
    """Join tensors along an existing dimension (dtypes promoted as torch does).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.cat([torch.tensor([1, 2]), torch.tensor([2.5])])
    tensor([1.0000, 2.0000, 2.5000])
    """
    xs = _promoted(tensors)
    if any(x.ndim == 0 for x in xs):
        raise RuntimeError("zero-dimensional tensor cannot be concatenated")
    return ivylite.concat(xs, axis=DIMS.axis(dim, xs[0].ndim))


concat = concatenate = cat


@TORCH.function
def stack(tensors: Any, dim: int = 0, *, out: Any = None) -> Tensor:
    """Join tensors along a new dimension.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.stack([torch.tensor([1, 2]), torch.tensor([3, 4])], dim=1)
    tensor([[1, 3],
            [2, 4]])
    """
    xs = _promoted(tensors)
    return ivylite.stack(xs, axis=DIMS.axis(dim, xs[0].ndim + 1))


@TORCH.function
def hstack(tensors: Any, *, out: Any = None) -> Tensor:
    """Join along dimension 1 (0 for 1-D tensors).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.hstack([torch.tensor([1]), torch.tensor([2, 3])])
    tensor([1, 2, 3])
    """
    xs = [ivylite.reshape(x, (1,)) if x.ndim == 0 else x for x in _promoted(tensors)]
    return ivylite.concat(xs, axis=0 if xs[0].ndim == 1 else 1)


@TORCH.function
def vstack(tensors: Any, *, out: Any = None) -> Tensor:
    """Join along dimension 0, 1-D tensors as rows.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.vstack([torch.tensor([1, 2]), torch.tensor([3, 4])])
    tensor([[1, 2],
            [3, 4]])
    """
    xs = [ivylite.reshape(x, (1, -1)) if x.ndim < 2 else x for x in _promoted(tensors)]
    return ivylite.concat(xs, axis=0)


def _shape(shape: Any) -> tuple[int, ...]:
    if isinstance(shape, int):
        return (shape,)
    return tuple(int(s) for s in shape)


@TORCH.function
def reshape(input: Tensor, shape: Any) -> Tensor:
    """The same values in another shape (one dimension may be -1).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.reshape(torch.arange(6), (2, -1))
    tensor([[0, 1, 2],
            [3, 4, 5]])
    """
    return ivylite.reshape(input, _shape(shape))


@TORCH.function
def permute(input: Tensor, dims: Any) -> Tensor:
    """Reorder the dimensions.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.permute(torch.zeros(2, 3, 4), (2, 0, 1)).shape
    torch.Size([4, 2, 3])
    """
    return ivylite.permute_dims(input, DIMS.axes(tuple(dims), input.ndim, unique=False) or ())


@TORCH.function
def transpose(input: Tensor, dim0: int, dim1: int) -> Tensor:
    """Swap two dimensions.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.transpose(torch.zeros(2, 3, 4), 0, -1).shape
    torch.Size([4, 3, 2])
    """
    if input.ndim < 2:
        return input
    a, b = DIMS.axes((dim0, dim1), input.ndim, unique=False)
    axes = list(range(input.ndim))
    axes[a], axes[b] = axes[b], axes[a]
    return ivylite.permute_dims(input, tuple(axes))


swapaxes = swapdims = transpose


@TORCH.function
def t(input: Tensor) -> Tensor:
    """Transpose a tensor of at most 2 dimensions.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.t(torch.tensor([[1, 2]]))
    tensor([[1],
            [2]])
    """
    if input.ndim > 2:
        raise RuntimeError(f"t() expects a tensor with <= 2 dimensions, but self is {input.ndim}D")
    return ivylite.permute_dims(input, (1, 0)) if input.ndim == 2 else input


@TORCH.function
def squeeze(input: Tensor, dim: Any = None) -> Tensor:
    """Remove dimensions of size 1 (all, or those of ``dim`` that are 1).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.squeeze(torch.zeros(1, 2, 1)).shape, torch.squeeze(torch.zeros(1, 2), 1).shape
    (torch.Size([2]), torch.Size([1, 2]))
    """
    shape = input.shape
    axes = (
        range(len(shape))
        if dim is None
        else DIMS.axes(dim, input.ndim, unique=False)
        if input.ndim
        else ()
    )
    keep = tuple(a for a in axes if shape[a] == 1)
    return ivylite.squeeze(input, axis=keep) if keep else input


@TORCH.function
def unsqueeze(input: Tensor, dim: int) -> Tensor:
    """Insert a dimension of size 1 at ``dim``.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.unsqueeze(torch.tensor([1, 2]), -1).shape
    torch.Size([2, 1])
    """
    return ivylite.expand_dims(input, axis=DIMS.axis(dim, input.ndim + 1))


@TORCH.function
def flatten(input: Tensor, start_dim: int = 0, end_dim: int = -1) -> Tensor:
    """Merge dimensions ``start_dim`` .. ``end_dim`` into one.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.flatten(torch.zeros(2, 3, 4), 1).shape
    torch.Size([2, 12])
    """
    if input.ndim == 0:
        return ivylite.reshape(input, (1,))
    s, e = DIMS.axes((start_dim, end_dim), input.ndim, unique=False)
    if s > e:
        raise RuntimeError("flatten() has invalid args: start_dim cannot come after end_dim")
    shape = input.shape
    return ivylite.reshape(input, shape[:s] + (math.prod(shape[s : e + 1]),) + shape[e + 1 :])


@TORCH.function
def unflatten(input: Tensor, dim: int, sizes: Any) -> Tensor:
    """Split dimension ``dim`` into ``sizes`` (one may be -1).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.unflatten(torch.zeros(6), 0, (2, -1)).shape
    torch.Size([2, 3])
    """
    a = DIMS.axis(dim, input.ndim)
    shape = input.shape
    return ivylite.reshape(input, shape[:a] + tuple(sizes) + shape[a + 1 :])


def _pieces(x: Array, sizes: list[int], axis: int) -> tuple[Array, ...]:
    out, start = [], 0
    for n in sizes:
        key = (slice(None),) * axis + (slice(start, start + n),)
        out.append(ivylite.getitem(x, key))
        start += n
    return tuple(out)


@TORCH.function
def split(tensor: Tensor, split_size_or_sections: Any, dim: int = 0) -> tuple[Tensor, ...]:
    """Pieces of ``split_size`` along ``dim`` (the last may be smaller), or of the
    listed sizes.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.split(torch.arange(5), 2)
    (tensor([0, 1]), tensor([2, 3]), tensor([4]))
    >>> [p.tolist() for p in torch.split(torch.arange(5), [1, 4])]
    [[0], [1, 2, 3, 4]]
    """
    axis = DIMS.axis(dim, tensor.ndim)
    n = tensor.shape[axis]
    if isinstance(split_size_or_sections, int):
        size = split_size_or_sections
        sizes = [size] * (n // size) + ([n % size] if n % size else []) if size else [0]
        if n == 0:
            sizes = [0]
    else:
        sizes = [int(s) for s in split_size_or_sections]
        if sum(sizes) != n:
            raise RuntimeError(
                f"split_with_sizes expects split_sizes to sum exactly to {n} (input tensor's size "
                f"at dimension {dim}), but got split_sizes={sizes}"
            )
    return _pieces(tensor, sizes, axis)


@TORCH.function
def chunk(input: Tensor, chunks: int, dim: int = 0) -> tuple[Tensor, ...]:
    """``chunks`` pieces of ``ceil(n / chunks)`` along ``dim`` (maybe fewer pieces).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> [p.tolist() for p in torch.chunk(torch.arange(6), 4)]
    [[0, 1], [2, 3], [4, 5]]
    """
    axis = DIMS.axis(dim, input.ndim)
    n = input.shape[axis]
    size = -(-n // chunks) if n else 0
    if size == 0:
        return _pieces(input, [0] * min(chunks, 1 if n == 0 else chunks), axis)
    return _pieces(input, [size] * (n // size) + ([n % size] if n % size else []), axis)


@TORCH.function
def unbind(input: Tensor, dim: int = 0) -> tuple[Tensor, ...]:
    """The slices along ``dim``, that dimension removed.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.unbind(torch.tensor([[1, 2], [3, 4]]), 1)
    (tensor([1, 3]), tensor([2, 4]))
    """
    return tuple(ivylite.unstack(input, axis=DIMS.axis(dim, input.ndim)))


@with_unsupported_dtypes({"2.13 and below": _BIG_UINTS}, "torch")
@TORCH.function
def flip(input: Tensor, dims: Any) -> Tensor:
    """Reverse the order along ``dims``.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.flip(torch.tensor([[1, 2], [3, 4]]), [0])
    tensor([[3, 4],
            [1, 2]])
    """
    return ivylite.flip(input, axis=DIMS.axes(dims, input.ndim, unique=False))


@TORCH.function
def roll(input: Tensor, shifts: Any, dims: Any = None) -> Tensor:
    """Shift elements cyclically along ``dims`` (the flattened tensor if None).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.roll(torch.tensor([1, 2, 3, 4]), 1)
    tensor([4, 1, 2, 3])
    """
    if dims is None:
        return ivylite.reshape(ivylite.roll(ivylite.reshape(input, (-1,)), shifts), input.shape)
    return ivylite.roll(input, shifts, axis=DIMS.axes(dims, input.ndim, unique=False))


@TORCH.function
def movedim(input: Tensor, source: Any, destination: Any) -> Tensor:
    """Move dimensions ``source`` to positions ``destination``.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.movedim(torch.zeros(2, 3, 4), 0, -1).shape
    torch.Size([3, 4, 2])
    """
    return ivylite.moveaxis(
        input,
        DIMS.axes(source, input.ndim, unique=False),
        DIMS.axes(destination, input.ndim, unique=False),
    )


moveaxis = movedim


@TORCH.function
def narrow(input: Tensor, dim: int, start: int, length: int) -> Tensor:
    """``length`` elements from ``start`` along ``dim``.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.narrow(torch.arange(5), 0, 1, 3)
    tensor([1, 2, 3])
    """
    axis = DIMS.axis(dim, input.ndim)
    start = int(start) % input.shape[axis] if int(start) < 0 else int(start)
    return ivylite.getitem(input, (slice(None),) * axis + (slice(start, start + int(length)),))


@TORCH.function
def select(input: Tensor, dim: int, index: int) -> Tensor:
    """The slice at ``index`` along ``dim`` (that dimension removed).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.select(torch.tensor([[1, 2], [3, 4]]), 1, 0)
    tensor([1, 3])
    """
    return ivylite.getitem(input, (slice(None),) * DIMS.axis(dim, input.ndim) + (int(index),))


def _index(index: Array, name: str) -> Array:
    if index.dtype.kind not in ("int", "uint"):
        raise RuntimeError(f"{name}(): Expected dtype int32/int64 for index")
    return index


@TORCH.function
def index_select(input: Tensor, dim: int, index: Tensor, *, out: Any = None) -> Tensor:
    """The entries at ``index`` (1-D) along ``dim``.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.index_select(torch.tensor([[1, 2], [3, 4]]), 1, torch.tensor([1, 1]))
    tensor([[2, 2],
            [4, 4]])
    """
    idx = ivylite.reshape(_index(index, "index_select"), (-1,))
    if input.ndim == 0:
        return input
    return ivylite.take(input, idx, axis=DIMS.axis(dim, input.ndim))


@with_unsupported_dtypes({"2.13 and below": _BIG_UINTS}, "torch")
@TORCH.function
def gather(
    input: Tensor, dim: int, index: Tensor, *, sparse_grad: bool = False, out: Any = None
) -> Tensor:
    """``out[i][j] = input[index[i][j]][j]`` for ``dim=0`` (and so on): values picked
    along ``dim``.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.gather(torch.tensor([[1, 2], [3, 4]]), 1, torch.tensor([[0, 0], [1, 0]]))
    tensor([[1, 1],
            [4, 3]])
    """
    _index(index, "gather")
    if input.ndim == 0:
        return input
    axis = DIMS.axis(dim, input.ndim)
    grids = []
    for d in range(input.ndim):
        if d == axis:
            grids.append(index)
        else:
            shape = [1] * input.ndim
            shape[d] = index.shape[d]
            grids.append(
                ivylite.reshape(ivylite.arange(index.shape[d], dtype=_INT64), tuple(shape))
            )
    return ivylite.getitem(input, tuple(grids))


@with_unsupported_dtypes({"2.13 and below": _BIG_UINTS}, "torch")
@TORCH.function
def take(input: Tensor, index: Tensor) -> Tensor:
    """The entries of the flattened ``input`` at ``index`` (in ``index``'s shape).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.take(torch.tensor([[4, 3], [5, 7]]), torch.tensor([0, 3]))
    tensor([4, 7])
    """
    flat = ivylite.reshape(input, (-1,))
    return ivylite.reshape(ivylite.take(flat, ivylite.reshape(index, (-1,)), axis=0), index.shape)


def _fill_value(value: Any, d: Dtype) -> Array:
    if isinstance(value, Array):
        if value.ndim:
            raise RuntimeError(
                "masked_fill_ only supports a 0-dimensional value tensor, but got tensor with "
                f"{value.ndim} dimension(s)."
            )
        return astype_keeping_real(value, d)
    return ivylite.asarray(cast_scalar(value, d), dtype=d)


@with_unsupported_dtypes({"2.13 and below": _BIG_UINTS}, "torch")
@TORCH.function
def masked_fill(input: Tensor, mask: Tensor, value: Any) -> Tensor:
    """``value`` (cast to ``input``'s dtype) where ``mask`` is True.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.masked_fill(torch.tensor([1, 2, 3]), torch.tensor([True, False, True]), 2.7)
    tensor([2, 2, 2])
    """
    if mask.dtype is not _BOOL:
        raise RuntimeError(
            f"masked_fill_ only supports boolean masks, but got mask with dtype {_dtypes.TORCH[mask.dtype]}"
        )
    return ivylite.where(mask, _fill_value(value, input.dtype), input)


@with_unsupported_dtypes({"2.13 and below": _BIG_UINTS}, "torch")
@TORCH.function
def masked_select(input: Tensor, mask: Tensor, *, out: Any = None) -> Tensor:
    """The elements where ``mask`` (broadcast) is True, as a 1-D tensor.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.masked_select(torch.tensor([[1, 2], [3, 4]]), torch.tensor([True, False]))
    tensor([1, 3])
    """
    x, m = ivylite.broadcast_arrays(input, mask)
    return ivylite.getitem(ivylite.reshape(x, (-1,)), ivylite.reshape(m, (-1,)))


@TORCH.function
def where(condition: Tensor, input: Any = None, other: Any = None, *, out: Any = None) -> Any:
    """``input`` where ``condition`` else ``other`` (promoted as torch does);
    ``where(condition)`` is ``nonzero(condition, as_tuple=True)``.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.where(torch.tensor([True, False]), torch.tensor([1, 2], dtype=torch.int8), 2.5)
    tensor([1.0000, 2.5000])
    """
    if input is None and other is None:
        return _nonzero(condition, True)
    d = result_type_torch(input, other)
    x1 = astype_keeping_real(input, d) if isinstance(input, Array) else scalar_to_array(input, d)
    x2 = astype_keeping_real(other, d) if isinstance(other, Array) else scalar_to_array(other, d)
    cond = condition if condition.dtype is _BOOL else astype_keeping_real(condition, _BOOL)
    return ivylite.where(cond, x1, x2)


def _nonzero(input: Array, as_tuple: bool) -> Any:
    x = input if input.ndim else ivylite.reshape(input, (1,))
    idx = tuple(astype_keeping_real(i, _INT64) for i in ivylite.nonzero(x))
    if as_tuple:
        return idx
    return ivylite.stack(idx, axis=1) if idx else ivylite.zeros((0, 0), dtype=_INT64)


@with_unsupported_dtypes({"2.13 and below": _BIG_UINTS}, "torch")
@TORCH.function
def nonzero(input: Tensor, *, out: Any = None, as_tuple: bool = False) -> Any:
    """Indices of the nonzero elements: an ``(n, ndim)`` int64 tensor, or one
    tensor per dimension with ``as_tuple=True``.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.nonzero(torch.tensor([[1, 0], [0, 1]]))
    tensor([[0, 0],
            [1, 1]])
    """
    return _nonzero(input, as_tuple)


@with_unsupported_dtypes({"2.13 and below": _BIG_UINTS}, "torch")
@TORCH.function
def argwhere(input: Tensor) -> Tensor:
    """``nonzero(input)``.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.argwhere(torch.tensor([0, 3, 4]))
    tensor([[1],
            [2]])
    """
    return _nonzero(input, False)


@TORCH.function
def tile(input: Tensor, dims: Any) -> Tensor:
    """Repeat the tensor ``dims[i]`` times along each dimension.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.tile(torch.tensor([1, 2]), (2,))
    tensor([1, 2, 1, 2])
    """
    dims = tuple(int(d) for d in dims)
    if len(dims) < input.ndim:
        dims = (1,) * (input.ndim - len(dims)) + dims
    x = ivylite.reshape(input, (1,) * (len(dims) - input.ndim) + input.shape)
    return ivylite.tile(x, dims)


@TORCH.function
def repeat_interleave(input: Tensor, repeats: Any = None, dim: int | None = None, *,
                      output_size: int | None = None) -> Tensor:  # fmt: skip
    """Repeat each element ``repeats`` times (along ``dim``, or of the flattened tensor).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.repeat_interleave(torch.tensor([1, 2]), 2)
    tensor([1, 1, 2, 2])
    """
    if dim is None:
        return ivylite.repeat(ivylite.reshape(input, (-1,)), repeats, axis=0)
    return ivylite.repeat(input, repeats, axis=DIMS.axis(dim, input.ndim))


@TORCH.function
def broadcast_to(input: Tensor, size: Any) -> Tensor:
    """``input`` broadcast to ``size``.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.broadcast_to(torch.tensor([1, 2]), (2, 2))
    tensor([[1, 2],
            [1, 2]])
    """
    return ivylite.broadcast_to(input, _shape(size))


@TORCH.function
def broadcast_tensors(*tensors: Tensor) -> tuple[Tensor, ...]:
    """The tensors broadcast to one shape.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> [t.shape for t in torch.broadcast_tensors(torch.zeros(2, 1), torch.zeros(3))]
    [torch.Size([2, 3]), torch.Size([2, 3])]
    """
    return tuple(ivylite.broadcast_arrays(*tensors))


@with_unsupported_dtypes({"2.13 and below": _BIG_UINTS}, "torch")
@TORCH.function
def tril(input: Tensor, diagonal: int = 0, *, out: Any = None) -> Tensor:
    """The lower triangle (below ``diagonal``), the rest zero.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.tril(torch.ones(2, 2, dtype=torch.int32))
    tensor([[1, 0],
            [1, 1]], dtype=torch.int32)
    """
    return ivylite.tril(input, k=diagonal)


@with_unsupported_dtypes({"2.13 and below": _BIG_UINTS}, "torch")
@TORCH.function
def triu(input: Tensor, diagonal: int = 0, *, out: Any = None) -> Tensor:
    """The upper triangle (above ``diagonal``), the rest zero.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.triu(torch.ones(2, 2), diagonal=1)
    tensor([[0., 1.],
            [0., 0.]])
    """
    return ivylite.triu(input, k=diagonal)


@TORCH.function
def meshgrid(*tensors: Any, indexing: str = "ij") -> tuple[Tensor, ...]:
    """Coordinate grids from 1-D tensors (``"ij"`` indexing, torch's default).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> a, b = torch.meshgrid(torch.tensor([1, 2]), torch.tensor([3, 4, 5]), indexing="ij")
    >>> a.shape
    torch.Size([2, 3])
    """
    if len(tensors) == 1 and isinstance(tensors[0], (list, tuple)):
        tensors = tuple(tensors[0])
    return tuple(ivylite.meshgrid(*tensors, indexing=indexing))


@TORCH.function
def clone(input: Tensor, *, memory_format: Any = None) -> Tensor:
    """A copy of ``input``.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> x = torch.tensor([1, 2]); y = torch.clone(x); y[0] = 5
    >>> x
    tensor([1, 2])
    """
    return astype_keeping_real(input, input.dtype, copy=True)


@TORCH.function
def numel(input: Tensor) -> int:
    """The number of elements.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.numel(torch.zeros(2, 3))
    6
    """
    return input.size


@TORCH.function
def diagonal(input: Tensor, offset: int = 0, dim1: int = 0, dim2: int = 1) -> Tensor:
    """The diagonal of the matrices over dimensions ``dim1`` and ``dim2``
    (``offset`` above or below the main one), as the last dimension.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.diagonal(torch.arange(24).reshape(2, 3, 4), 1, 1, 2)
    tensor([[ 1,  6, 11],
            [13, 18, 23]])
    """
    a, b = DIMS.axes((dim1, dim2), input.ndim, unique=False)
    x = ivylite.moveaxis(input, (a, b), (input.ndim - 2, input.ndim - 1))
    return ivylite.linalg.diagonal(x, offset=offset)


@TORCH.function
def diag(input: Tensor, diagonal: int = 0, *, out: Any = None) -> Tensor:
    """A 1-D tensor as the ``diagonal``-th diagonal of a square matrix, or a
    matrix's ``diagonal``-th diagonal.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.diag(torch.tensor([1, 2]), -1)
    tensor([[0, 0, 0],
            [1, 0, 0],
            [0, 2, 0]])
    """
    if input.ndim == 2:
        return ivylite.linalg.diagonal(input, offset=diagonal)
    if input.ndim != 1:
        raise RuntimeError(f"diag(): Supports 1D or 2D tensors. Got {input.ndim}D")
    n = input.shape[0] + abs(diagonal)
    # place the values on the main diagonal of an n x n grid, then shift it
    rows = ivylite.arange(input.shape[0], dtype=_INT64) + max(-diagonal, 0)
    cols = ivylite.arange(input.shape[0], dtype=_INT64) + max(diagonal, 0)
    out = ivylite.zeros((n, n), dtype=input.dtype)
    ivylite.setitem(out, (rows, cols), input)
    return out
