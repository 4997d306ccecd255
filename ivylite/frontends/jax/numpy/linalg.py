"""``jax.numpy.linalg``: norm, inv, det, slogdet, solve, cholesky, eigh, qr,
svd, pinv, matrix_power.

Integer and bool inputs are computed in float32 (float64 for 64-bit ones),
as JAX computes them; JAX on CPU refuses float16 and bfloat16 for the
factorisations (inv, solve, cholesky...), and so does this frontend.
"""

from __future__ import annotations

from typing import Any

import ivylite

from ..array import Array
from ..func_wrapper import JAX, operand, operands, unsupported_dtypes
from ..promotion import to_inexact
from .products import matmul

__all__ = [
    "norm", "inv", "det", "slogdet", "solve", "cholesky", "eigh", "qr", "svd", "pinv",
    "matrix_power",
]  # fmt: skip


def _inexact(fn: Any, a: Any) -> Any:
    x = operand(a, fn.__name__)[0]
    d = to_inexact(x.dtype)
    JAX.check(fn, d)
    return x if x.dtype is d else ivylite.astype(x, d)


def norm(x: Any, ord: Any = None, axis: Any = None, keepdims: bool = False) -> Array:  # noqa: A002
    """Vector or matrix norm (of a complex array: a real result).

    ``axis=None``: the 2-norm of the flattened array (``ord=None``) or, for
    2-D input, the matrix norm ``ord``. An int axis gives vector norms, a
    pair of axes matrix norms.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.linalg.norm(jnp.asarray([3, 4], dtype=jnp.int32))
    Array(5., dtype=float32)
    >>> jnp.linalg.norm(jnp.asarray([[1.0, 2.0], [3.0, 4.0]]), ord=1)
    Array(6., dtype=float64)
    """
    a = _inexact(norm, x)
    if isinstance(axis, list):
        axis = tuple(axis)
    if axis is None and ord is None:
        return Array(ivylite.linalg.vector_norm(a, axis=None, keepdims=keepdims, ord=2))
    if axis is None:
        axis = tuple(range(a.ndim)) if a.ndim == 2 else (0,) if a.ndim == 1 else None
        if axis is None:
            raise ValueError(
                "Improper number of axes for norm: pass axis= for arrays of 3 or more dimensions"
            )
    if isinstance(axis, int) or len(axis) == 1:
        return Array(
            ivylite.linalg.vector_norm(
                a, axis=axis, keepdims=keepdims, ord=2 if ord is None else ord
            )
        )
    axes = tuple(ax % a.ndim for ax in axis)
    out = ivylite.linalg.matrix_norm(
        ivylite.moveaxis(a, axes, (-2, -1)), ord="fro" if ord is None else ord
    )
    if keepdims:
        for ax in sorted(axes):
            out = ivylite.expand_dims(out, axis=ax)
    return Array(out)


@unsupported_dtypes("float16", "bfloat16")
def inv(a: Any) -> Array:
    """The inverse of each square matrix.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.linalg.inv(jnp.asarray([[2.0, 0.0], [0.0, 4.0]]))
    Array([[0.5 , 0.  ],
           [0.  , 0.25]], dtype=float64)
    """
    return Array(ivylite.linalg.inv(_inexact(inv, a)))


def det(a: Any) -> Array:
    """The determinant of each square matrix.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.linalg.det(jnp.asarray([[1, 2], [3, 4]], dtype=jnp.int32))
    Array(-2., dtype=float32)
    """
    return Array(ivylite.linalg.det(_inexact(det, a)))


@unsupported_dtypes("float16", "bfloat16")
def slogdet(a: Any, *, method: str | None = None) -> tuple[Array, Array]:
    """Sign and log of the absolute determinant, as ``(sign, logabsdet)``.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.linalg.slogdet(jnp.asarray([[-2.0, 0.0], [0.0, 1.0]]))
    SlogdetResult(sign=Array(-1., dtype=float64), logabsdet=Array(0.69314718, dtype=float64))
    """
    r = ivylite.linalg.slogdet(_inexact(slogdet, a))
    return type(r)(Array(r.sign), Array(r.logabsdet))


@unsupported_dtypes("float16", "bfloat16")
def solve(a: Any, b: Any) -> Array:
    """The solution ``x`` of ``a @ x == b``.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.linalg.solve(jnp.asarray([[2.0, 0.0], [0.0, 4.0]]), jnp.asarray([1.0, 1.0]))
    Array([0.5 , 0.25], dtype=float64)
    """
    (x, y), d, _ = operands([a, b], "solve")
    d = to_inexact(d)
    JAX.check(solve, d)
    return Array(ivylite.linalg.solve(ivylite.astype(x, d), ivylite.astype(y, d)))


@unsupported_dtypes("float16", "bfloat16")
def cholesky(a: Any, *, upper: bool = False, symmetrize_input: bool = True) -> Array:
    """The Cholesky factor of each symmetric positive-definite matrix.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.linalg.cholesky(jnp.asarray([[4.0, 0.0], [0.0, 9.0]]))
    Array([[2., 0.],
           [0., 3.]], dtype=float64)
    """
    x = _inexact(cholesky, a)
    if symmetrize_input:
        xt = ivylite.matrix_transpose(x)
        x = ivylite.divide(ivylite.add(x, ivylite.conj(xt) if x.dtype.kind == "complex" else xt),
                           ivylite.asarray(2, dtype=x.dtype))  # fmt: skip
    return Array(ivylite.linalg.cholesky(x, upper=upper))


@unsupported_dtypes("float16", "bfloat16")
def eigh(a: Any, UPLO: str | None = None, symmetrize_input: bool = True) -> Any:  # noqa: N803
    """Eigenvalues (ascending) and eigenvectors of each Hermitian matrix.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.linalg.eigh(jnp.asarray([[2.0, 0.0], [0.0, 1.0]])).eigenvalues
    Array([1., 2.], dtype=float64)
    """
    r = ivylite.linalg.eigh(_inexact(eigh, a))
    return type(r)(*(Array(v) for v in r))


@unsupported_dtypes("float16", "bfloat16")
def qr(a: Any, mode: str = "reduced") -> Any:
    """The QR factorisation, as ``(Q, R)``.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> q, r = jnp.linalg.qr(jnp.eye(2))
    >>> (q @ r).shape
    (2, 2)
    """
    r = ivylite.linalg.qr(_inexact(qr, a), mode=mode)
    return type(r)(*(Array(v) for v in r))


@unsupported_dtypes("float16", "bfloat16")
def svd(a: Any, full_matrices: bool = True, compute_uv: bool = True, hermitian: bool = False,
        subset_by_index: Any = None) -> Any:  # fmt: skip
    """The singular value decomposition ``(U, S, Vh)``, or ``S`` alone.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.linalg.svd(jnp.asarray([[3.0, 0.0], [0.0, 4.0]]), compute_uv=False)
    Array([4., 3.], dtype=float64)
    """
    x = _inexact(svd, a)
    if not compute_uv:
        return Array(ivylite.linalg.svdvals(x))
    r = ivylite.linalg.svd(x, full_matrices=full_matrices)
    return type(r)(*(Array(v) for v in r))


@unsupported_dtypes("float16", "bfloat16")
def pinv(a: Any, rtol: Any = None, hermitian: bool = False, *, rcond: Any = None) -> Array:
    """The Moore-Penrose pseudo-inverse.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.linalg.pinv(jnp.asarray([[2.0, 0.0], [0.0, 0.0]]))
    Array([[0.5, 0. ],
           [0. , 0. ]], dtype=float64)
    """
    return Array(ivylite.linalg.pinv(_inexact(pinv, a), rtol=rcond if rtol is None else rtol))


def matrix_power(a: Any, n: int) -> Array:
    """``a`` multiplied by itself ``n`` times (``n < 0``: of its inverse).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.linalg.matrix_power(jnp.asarray([[1, 1], [0, 1]]), 3)
    Array([[1, 3],
           [0, 1]], dtype=int64)
    """
    x = Array(operand(a, "matrix_power")[0])
    if n < 0:
        x, n = inv(x), -n
    eye = ivylite.eye(x.shape[-1], dtype=x.ivy_array.dtype)
    result = Array(ivylite.broadcast_to(eye, x.shape))
    # Square-and-multiply with jax.numpy's matmul (so bools multiply as JAX's do).
    while n:
        if n & 1:
            result = matmul(result, x)
        n >>= 1
        if n:
            x = matmul(x, x)
    return result
