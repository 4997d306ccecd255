"""Products: ``matmul``, ``mm``, ``bmm``, ``mv``, ``dot``, ``inner``, ``outer``,
``einsum``, ``tensordot`` (torch's BLAS family).

torch does not promote here: the operands must share one dtype (``outer``,
an elementwise product, is the exception).
"""

from __future__ import annotations

from typing import Any

import ivylite
from ivylite.array import Array
from ivylite.decorators import with_unsupported_dtypes

from . import _dtypes
from ._frontend import TORCH
from .promotion import promote_types_of_torch_inputs
from .tensor import Tensor

__all__ = [
    "matmul",
    "mm",
    "bmm",
    "mv",
    "dot",
    "vdot",
    "inner",
    "outer",
    "ger",
    "einsum",
    "tensordot",
]

_UNSUPPORTED = {"2.13 and below": ("bool", "uint16", "uint32", "uint64")}


def _same(name: str, *xs: Array) -> None:
    d = xs[0].dtype
    for x in xs[1:]:
        if x.dtype is not d:
            raise RuntimeError(
                f"{name}: expected both inputs to have the same dtype, but got "
                f"{_dtypes.TORCH[d]} and {_dtypes.TORCH[x.dtype]}"
            )


def _rank(name: str, x: Array, n: int) -> None:
    if x.ndim != n:
        raise RuntimeError(f"{name}: expected a {n}-D tensor, got {x.ndim}-D")


@with_unsupported_dtypes(_UNSUPPORTED, "torch")
@TORCH.function
def matmul(input: Tensor, other: Tensor, *, out: Any = None) -> Tensor:
    """Matrix product with broadcasting (1-D operands as vectors).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.matmul(torch.tensor([[1.0, 2.0]]), torch.tensor([[3.0], [4.0]]))
    tensor([[11.]])
    """
    _same("matmul", input, other)
    return ivylite.matmul(input, other)


@with_unsupported_dtypes(_UNSUPPORTED, "torch")
@TORCH.function
def mm(input: Tensor, mat2: Tensor, *, out: Any = None) -> Tensor:
    """Product of two matrices.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.mm(torch.eye(2), torch.tensor([[1.0, 2.0], [3.0, 4.0]]))
    tensor([[1., 2.],
            [3., 4.]])
    """
    _rank("mm", input, 2)
    _rank("mm", mat2, 2)
    _same("mm", input, mat2)
    return ivylite.matmul(input, mat2)


@with_unsupported_dtypes(_UNSUPPORTED, "torch")
@TORCH.function
def bmm(input: Tensor, mat2: Tensor, *, out: Any = None) -> Tensor:
    """Batched product of two stacks of matrices (3-D, same batch size).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.bmm(torch.ones(4, 2, 3), torch.ones(4, 3, 5)).shape
    torch.Size([4, 2, 5])
    """
    _rank("bmm", input, 3)
    _rank("bmm", mat2, 3)
    _same("bmm", input, mat2)
    if input.shape[0] != mat2.shape[0]:
        raise RuntimeError("bmm: batch1 and batch2 must have the same batch size")
    return ivylite.matmul(input, mat2)


@with_unsupported_dtypes(_UNSUPPORTED, "torch")
@TORCH.function
def mv(input: Tensor, vec: Tensor, *, out: Any = None) -> Tensor:
    """Matrix-vector product.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.mv(torch.tensor([[1, 2], [3, 4]]), torch.tensor([1, 1]))
    tensor([3, 7])
    """
    _rank("mv", input, 2)
    _rank("mv", vec, 1)
    _same("mv", input, vec)
    return ivylite.matmul(input, vec)


@with_unsupported_dtypes(_UNSUPPORTED, "torch")
@TORCH.function
def dot(input: Tensor, tensor: Tensor, *, out: Any = None) -> Tensor:
    """Inner product of two 1-D tensors (no conjugation).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.dot(torch.tensor([2, 3]), torch.tensor([2, 1]))
    tensor(7)
    """
    _rank("dot", input, 1)
    _rank("dot", tensor, 1)
    _same("dot", input, tensor)
    return ivylite.matmul(input, tensor)


@with_unsupported_dtypes(_UNSUPPORTED, "torch")
@TORCH.function
def vdot(input: Tensor, other: Tensor, *, out: Any = None) -> Tensor:
    """Inner product of two 1-D tensors, the first conjugated.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.vdot(torch.tensor([1j]), torch.tensor([1j]))
    tensor(1.+0.j)
    """
    _rank("vdot", input, 1)
    _rank("vdot", other, 1)
    _same("vdot", input, other)
    x = ivylite.conj(input) if input.dtype.kind == "complex" else input
    return ivylite.matmul(x, other)


@with_unsupported_dtypes(_UNSUPPORTED, "torch")
@TORCH.function
def inner(input: Tensor, other: Tensor, *, out: Any = None) -> Tensor:
    """Sum of products over the last dimensions (scalars multiply).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.inner(torch.tensor([[1, 2], [3, 4]]), torch.tensor([1, 1]))
    tensor([3, 7])
    """
    if input.ndim == 0 or other.ndim == 0:
        return ivylite.multiply(*promote_types_of_torch_inputs(input, other))
    _same("inner", input, other)
    return ivylite.tensordot(input, other, axes=((input.ndim - 1,), (other.ndim - 1,)))


@TORCH.function(check="promoted")
def outer(input: Tensor, vec2: Tensor, *, out: Any = None) -> Tensor:
    """Outer product of two 1-D tensors (promoted as torch does).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.outer(torch.tensor([1, 2]), torch.tensor([1.0, 0.5]))
    tensor([[1.0000, 0.5000],
            [2.0000, 1.0000]])
    """
    _rank("outer", input, 1)
    _rank("outer", vec2, 1)
    x1, x2 = promote_types_of_torch_inputs(input, vec2)
    x1, x2 = ivylite.expand_dims(x1, axis=1), ivylite.expand_dims(x2, axis=0)
    if x1.dtype.kind == "bool":
        return ivylite.logical_and(x1, x2)
    return ivylite.multiply(x1, x2)


ger = outer


@with_unsupported_dtypes(_UNSUPPORTED, "torch")
@TORCH.function
def einsum(equation: str, *operands: Any) -> Tensor:
    """Einstein summation (operands as arguments or one list).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> a = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
    >>> torch.einsum("ij,jk->ik", a, a), torch.einsum("ii", a)
    (tensor([[ 7., 10.],
            [15., 22.]]), tensor(5.))
    """
    if len(operands) == 1 and isinstance(operands[0], (list, tuple)):
        operands = tuple(operands[0])
    _same("einsum", *operands)
    return ivylite.einsum(equation, *operands)


@with_unsupported_dtypes(_UNSUPPORTED, "torch")
@TORCH.function
def tensordot(a: Tensor, b: Tensor, dims: Any = 2, out: Any = None) -> Tensor:
    """Sum of products over the last ``dims`` dimensions of ``a`` and the first of
    ``b`` (or over the listed dimension pairs).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.tensordot(torch.ones(2, 3), torch.ones(3, 4), dims=1).shape
    torch.Size([2, 4])
    """
    _same("tensordot", a, b)
    if isinstance(dims, Array):
        dims = dims.tolist()
    if not isinstance(dims, int):
        dims = tuple(tuple([d] if isinstance(d, int) else d) for d in dims)
    return ivylite.tensordot(a, b, axes=dims)
