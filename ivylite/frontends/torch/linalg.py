"""``torch.linalg``: decompositions, solves and norms over ivylite's ``linalg``.

torch's linear algebra kernels take float32, float64, complex64 and
complex128 only (norms also take the 16-bit floats).
"""

from __future__ import annotations

from typing import Any

import ivylite
from ivylite.decorators import with_supported_dtypes

from .._common import astype_keeping_real
from . import _dtypes
from ._frontend import DIMS, TORCH
from .return_types import eigh as _eigh_t
from .return_types import qr as _qr_t
from .return_types import slogdet as _slogdet_t
from .return_types import svd as _svd_t
from .tensor import Tensor

__all__ = [
    "inv", "det", "slogdet", "solve", "cholesky", "qr", "svd", "svdvals", "eigh", "eigvalsh",
    "pinv", "matrix_rank", "vector_norm", "matrix_norm", "norm", "matmul",
]  # fmt: skip

_LAPACK = {"2.13 and below": ("float32", "float64", "complex64", "complex128")}
_NORMS = {"2.13 and below": ("float", "complex")}


@with_supported_dtypes(_LAPACK, "torch")
@TORCH.function
def inv(A: Tensor, *, out: Any = None) -> Tensor:  # noqa: N803 - torch's name
    """The inverse of a square matrix (or a stack of them).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.linalg.inv(torch.tensor([[2.0, 0.0], [0.0, 4.0]]))
    tensor([[0.5000, 0.0000],
            [0.0000, 0.2500]])
    """
    return ivylite.linalg.inv(A)


@with_supported_dtypes(_LAPACK, "torch")
@TORCH.function
def det(A: Tensor, *, out: Any = None) -> Tensor:  # noqa: N803
    """The determinant.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.linalg.det(torch.tensor([[1.0, 2.0], [3.0, 4.0]]))
    tensor(-2.)
    """
    return ivylite.linalg.det(A)


@with_supported_dtypes(_LAPACK, "torch")
@TORCH.function
def slogdet(A: Tensor, *, out: Any = None) -> Any:  # noqa: N803
    """``(sign, logabsdet)`` of the determinant.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.linalg.slogdet(torch.tensor([[1.0, 2.0], [3.0, 4.0]])).sign
    tensor(-1.)
    """
    r = ivylite.linalg.slogdet(A)
    return _slogdet_t(r[0], r[1])


@with_supported_dtypes(_LAPACK, "torch")
@TORCH.function
def solve(A: Tensor, B: Tensor, *, left: bool = True, out: Any = None) -> Tensor:  # noqa: N803
    """``X`` with ``A @ X = B`` (``X @ A = B`` with ``left=False``).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.linalg.solve(torch.tensor([[2.0, 0.0], [0.0, 4.0]]), torch.tensor([2.0, 2.0]))
    tensor([1.0000, 0.5000])
    """
    if A.dtype is not B.dtype:
        raise RuntimeError(
            f"linalg.solve: Expected A and B to have the same dtype, but found A of type "
            f"{_dtypes.TORCH[A.dtype]} and B of type {_dtypes.TORCH[B.dtype]} instead"
        )
    if not left:
        At = ivylite.matrix_transpose(A)
        return ivylite.matrix_transpose(ivylite.linalg.solve(At, ivylite.matrix_transpose(B)))
    return ivylite.linalg.solve(A, B)


@with_supported_dtypes(_LAPACK, "torch")
@TORCH.function
def cholesky(A: Tensor, *, upper: bool = False, out: Any = None) -> Tensor:  # noqa: N803
    """The Cholesky factor of a Hermitian positive-definite matrix.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.linalg.cholesky(torch.tensor([[4.0, 2.0], [2.0, 2.0]]))
    tensor([[2., 0.],
            [1., 1.]])
    """
    return ivylite.linalg.cholesky(A, upper=upper)


@with_supported_dtypes(_LAPACK, "torch")
@TORCH.function
def qr(A: Tensor, mode: str = "reduced", *, out: Any = None) -> Any:  # noqa: N803
    """``(Q, R)`` with ``A = Q @ R``.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> Q, R = torch.linalg.qr(torch.tensor([[3.0, 1.0], [4.0, 2.0]]))
    >>> torch.allclose(Q @ R, torch.tensor([[3.0, 1.0], [4.0, 2.0]]), atol=1e-6)
    True
    """
    r = ivylite.linalg.qr(A, mode=mode)
    return _qr_t(r[0], r[1])


@with_supported_dtypes(_LAPACK, "torch")
@TORCH.function
def svd(A: Tensor, full_matrices: bool = True, *, driver: Any = None, out: Any = None) -> Any:  # noqa: N803
    """``(U, S, Vh)`` with ``A = U @ diag(S) @ Vh``.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.linalg.svd(torch.tensor([[3.0, 0.0], [0.0, 2.0]])).S
    tensor([3., 2.])
    """
    r = ivylite.linalg.svd(A, full_matrices=full_matrices)
    return _svd_t(r[0], r[1], r[2])


@with_supported_dtypes(_LAPACK, "torch")
@TORCH.function
def svdvals(A: Tensor, *, driver: Any = None, out: Any = None) -> Tensor:  # noqa: N803
    """The singular values, descending.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.linalg.svdvals(torch.tensor([[0.0, 2.0], [3.0, 0.0]]))
    tensor([3., 2.])
    """
    return ivylite.linalg.svdvals(A)


@with_supported_dtypes(_LAPACK, "torch")
@TORCH.function
def eigh(A: Tensor, UPLO: str = "L", *, out: Any = None) -> Any:  # noqa: N803
    """Eigenvalues (ascending) and eigenvectors of a Hermitian matrix.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.linalg.eigh(torch.tensor([[2.0, 0.0], [0.0, 1.0]])).eigenvalues
    tensor([1., 2.])
    """
    r = ivylite.linalg.eigh(_hermitian(A, UPLO))
    return _eigh_t(r[0], r[1])


@with_supported_dtypes(_LAPACK, "torch")
@TORCH.function
def eigvalsh(A: Tensor, UPLO: str = "L", *, out: Any = None) -> Tensor:  # noqa: N803
    """Eigenvalues (ascending) of a Hermitian matrix.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.linalg.eigvalsh(torch.tensor([[2.0, 1.0], [1.0, 2.0]]))
    tensor([1., 3.])
    """
    return ivylite.linalg.eigvalsh(_hermitian(A, UPLO))


def _hermitian(A: Any, uplo: str) -> Any:
    # torch reads one triangle and a real diagonal; build that matrix so every
    # backend sees the same input
    strict = ivylite.tril(A, k=-1) if uplo == "L" else ivylite.triu(A, k=1)
    mirrored = ivylite.matrix_transpose(strict)
    d = ivylite.linalg.diagonal(A)
    if A.dtype.kind == "complex":
        mirrored = ivylite.conj(mirrored)
        d = ivylite.real(d)
    diag = ivylite.multiply(
        ivylite.expand_dims(d, axis=-1), ivylite.eye(A.shape[-1], dtype=d.dtype)
    )
    return ivylite.add(ivylite.add(strict, mirrored), astype_keeping_real(diag, A.dtype))


@with_supported_dtypes(_LAPACK, "torch")
@TORCH.function
def pinv(
    A: Tensor, *, atol: Any = None, rtol: Any = None, hermitian: bool = False, out: Any = None
) -> Tensor:  # noqa: N803
    """The Moore-Penrose pseudo-inverse.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.linalg.pinv(torch.tensor([[2.0, 0.0], [0.0, 0.0]]))
    tensor([[0.5000, 0.0000],
            [0.0000, 0.0000]])
    """
    return ivylite.linalg.pinv(A, rtol=rtol)


@with_supported_dtypes(_LAPACK, "torch")
@TORCH.function
def matrix_rank(
    A: Tensor, *, atol: Any = None, rtol: Any = None, hermitian: bool = False, out: Any = None
) -> Tensor:  # noqa: N803
    """The number of singular values above the tolerance (int64).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.linalg.matrix_rank(torch.tensor([[1.0, 2.0], [2.0, 4.0]]))
    tensor(1)
    """
    return astype_keeping_real(ivylite.linalg.matrix_rank(A, rtol=rtol), "int64")


def _norm_input(x: Any, dtype: Any, name: str) -> Any:
    if dtype is not None:
        x = astype_keeping_real(x, _dtypes.to_ivy(dtype))
    if x.dtype.kind not in ("float", "complex"):
        raise RuntimeError(
            f"linalg.{name}: Expected a floating point or complex tensor as input. Got {_dtypes.TORCH[x.dtype]}"
        )
    return x


@with_supported_dtypes(_NORMS, "torch")
@TORCH.function
def vector_norm(x: Tensor, ord: Any = 2, dim: Any = None, keepdim: bool = False, *,  # noqa: A002
                dtype: Any = None, out: Any = None) -> Tensor:  # fmt: skip
    """The ``ord``-norm of the flattened ``x`` or over ``dim`` (real for complex input).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.linalg.vector_norm(torch.tensor([3.0, 4.0])), torch.linalg.vector_norm(torch.tensor([3.0, -4.0]), ord=1)
    (tensor(5.), tensor(7.))
    """
    x = _norm_input(x, dtype, "vector_norm")
    axes = DIMS.axes(dim, x.ndim)
    axis = None if axes is None else (axes[0] if len(axes) == 1 else axes)
    return ivylite.linalg.vector_norm(x, axis=axis, keepdims=keepdim, ord=ord)


@with_supported_dtypes(_NORMS, "torch")
@TORCH.function
def matrix_norm(A: Tensor, ord: Any = "fro", dim: Any = (-2, -1), keepdim: bool = False, *,  # noqa: N803, A002
                dtype: Any = None, out: Any = None) -> Tensor:  # fmt: skip
    """A matrix norm (``"fro"``, ``"nuc"``, 1, -1, 2, -2, inf, -inf).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.linalg.matrix_norm(torch.tensor([[3.0, 0.0], [0.0, 4.0]]))
    tensor(5.)
    """
    x = _norm_input(A, dtype, "matrix_norm")
    if ord in (2, -2, "nuc") and x.dtype.bits == 16:
        raise TORCH.refusal(
            matrix_norm, x.dtype, f"ord={ord!r}"
        )  # these norms need singular values: LAPACK dtypes only
    a, b = DIMS.axes(dim, x.ndim)
    if (a, b) != (x.ndim - 2, x.ndim - 1):
        x = ivylite.moveaxis(x, (a, b), (x.ndim - 2, x.ndim - 1))
    return ivylite.linalg.matrix_norm(x, keepdims=keepdim, ord=ord)


@with_supported_dtypes(_NORMS, "torch")
@TORCH.function
def norm(A: Tensor, ord: Any = None, dim: Any = None, keepdim: bool = False, *,  # noqa: N803, A002
         dtype: Any = None, out: Any = None) -> Tensor:  # fmt: skip
    """A vector norm, or a matrix norm when ``ord`` is a matrix norm or ``dim`` has
    two dimensions (default: the 2-norm of the flattened tensor).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.linalg.norm(torch.tensor([[3.0, 0.0], [0.0, 4.0]]))
    tensor(5.)
    """
    x = _norm_input(A, dtype, "norm")
    if isinstance(ord, str) or (
        ord is not None
        and (
            x.ndim == 2
            and dim is None
            or dim is not None
            and not isinstance(dim, int)
            and len(dim) == 2
        )
    ):
        return matrix_norm.__wrapped__(
            x, ord if ord is not None else "fro", dim if dim is not None else (-2, -1), keepdim
        )
    return vector_norm.__wrapped__(x, 2 if ord is None else ord, dim, keepdim)


@TORCH.function
def matmul(input: Tensor, other: Tensor, *, out: Any = None) -> Tensor:
    """``torch.matmul``.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.linalg.matmul(torch.eye(2), torch.ones(2))
    tensor([1., 1.])
    """
    from .blas import matmul as _matmul

    return _matmul.__wrapped__(input, other)
