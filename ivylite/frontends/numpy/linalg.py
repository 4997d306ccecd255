"""``numpy.linalg``: norm, inv, det, solve, eigh, eigvalsh, svd, cholesky,
qr, slogdet, pinv, matrix_rank.

NumPy's linalg computes bools, integers and bfloat16 in float64 and refuses
float16 (``TypeError: array type float16 is unsupported in linalg``); only
``norm`` takes float16. The results follow.
"""

from __future__ import annotations

import builtins
from collections.abc import Callable
from typing import Any

import ivylite
from ivylite.array import Array
from ivylite.dtypes import Dtype

from ._helpers import NUMPY, D, loops, normalize_axis
from .promotion import UFUNC_TABLE, as_array

__all__ = [
    "norm",
    "inv",
    "det",
    "solve",
    "eigh",
    "eigvalsh",
    "svd",
    "cholesky",
    "qr",
    "slogdet",
    "pinv",
    "matrix_rank",
    "LinAlgError",
]

_F16, _F32, _F64 = D("float16"), D("float32"), D("float64")
# What NumPy's linalg refuses: the one list behind the declarations and the loop table.
_REFUSED = ("float16",)
_V = {"2.4 and below": _REFUSED}


class LinAlgError(ValueError):
    """NumPy's ``numpy.linalg.LinAlgError``.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> issubclass(np.linalg.LinAlgError, ValueError)
    True
    """


def _linalg_loop(d: Dtype) -> Dtype | None:
    if d.kind in ("float", "complex") and d != "bfloat16":
        return d
    return _F64  # bools, integers, bfloat16


_LOOPS = loops(_linalg_loop, refused=ivylite.expand_dtype_classes(_REFUSED))
_NORM_LOOPS = loops(lambda d: _F16 if d is _F16 else _linalg_loop(d))


def _real(d: Dtype) -> Dtype:
    if d.kind == "complex":
        return _F32 if d == "complex64" else _F64
    return d


def _matrix(a: Any, fn: Callable, *, square: bool = True) -> Array:
    x = a if isinstance(a, Array) else as_array(a)
    loop = _LOOPS[x.dtype]
    if loop is None:
        raise NUMPY.refusal(fn, x.dtype)
    if x.ndim < 2:
        raise LinAlgError(
            f"{x.ndim}-dimensional array given. Array must be at least two-dimensional"
        )
    if square and x.shape[-1] != x.shape[-2]:
        raise LinAlgError("Last 2 dimensions of the array must be square")
    return x if x.dtype is loop else ivylite.astype(x, loop)


@NUMPY.function
def norm(x: Any, ord: Any = None, axis: Any = None, keepdims: bool = False) -> Any:
    """Vector or matrix norm (Frobenius / 2-norm by default; real result dtype).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.linalg.norm(np.array([3, 4], dtype=np.int8))
    array(5.)
    >>> np.linalg.norm(np.array([[1.0, 2.0], [3.0, 4.0]], dtype=np.float32), axis=1)
    array([2.236068, 5.      ], dtype=float32)
    >>> np.linalg.norm(np.array([[1.0, 2.0], [3.0, 4.0]]), ord=1)
    array(6.)
    """
    a = x if isinstance(x, Array) else as_array(x)
    loop = _NORM_LOOPS[a.dtype]
    if a.dtype is not loop:
        a = ivylite.astype(a, loop)
    if axis is None:
        if ord is None:
            r = ivylite.linalg.vector_norm(a, axis=None, keepdims=keepdims, ord=2)
            return r
        if a.ndim == 1:
            axis = 0
        elif a.ndim == 2:
            axis = (0, 1)
        else:
            raise ValueError("Improper number of dimensions to norm.")
    axis = normalize_axis(axis, a.ndim)
    if type(axis) is builtins.int or builtins.len(axis) == 1:
        ax = axis if type(axis) is builtins.int else axis[0]
        p = 2 if ord is None else ord
        if type(p) is str:
            raise ValueError(f"Invalid norm order '{p}' for vectors")
        return ivylite.linalg.vector_norm(a, axis=ax, keepdims=keepdims, ord=p)
    if builtins.len(axis) != 2:
        raise ValueError("Improper number of dimensions to norm.")
    r0, r1 = axis
    if r0 == r1:
        raise ValueError("Duplicate axes given.")
    m = ivylite.moveaxis(a, (r0, r1), (a.ndim - 2, a.ndim - 1))
    p = "fro" if ord is None else ord
    r = ivylite.linalg.matrix_norm(m, keepdims=False, ord=p)
    if r.dtype is not _real(a.dtype):
        r = ivylite.astype(r, _real(a.dtype))
    if keepdims:
        shape = list(a.shape)
        shape[r0] = shape[r1] = 1
        r = ivylite.reshape(r, tuple(shape))
    return r


@ivylite.with_unsupported_dtypes(_V, "numpy")
@NUMPY.function
def inv(a: Any) -> Any:
    """Inverse of a (stack of) square matrices.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.linalg.inv(np.array([[2, 0], [0, 4]]))
    array([[0.5 , 0.  ],
           [0.  , 0.25]])
    """
    return ivylite.linalg.inv(_matrix(a, inv))


@ivylite.with_unsupported_dtypes(_V, "numpy")
@NUMPY.function
def det(a: Any) -> Any:
    """Determinant of a (stack of) square matrices.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> float(np.linalg.det(np.array([[1.0, 2.0], [3.0, 4.0]], dtype=np.float32)))
    -2.0
    """
    return ivylite.linalg.det(_matrix(a, det))


@ivylite.with_unsupported_dtypes(_V, "numpy")
@NUMPY.function
def solve(a: Any, b: Any) -> Any:
    """Solve ``a @ x = b`` (``b`` a vector when 1-D, else a stack of matrices).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.linalg.solve(np.array([[2.0, 0.0], [0.0, 4.0]]), np.array([2.0, 2.0]))
    array([1. , 0.5])
    """
    x = a if isinstance(a, Array) else as_array(a)
    y = b if isinstance(b, Array) else as_array(b)
    if _LOOPS[y.dtype] is None:
        raise NUMPY.refusal(solve, y.dtype)  # NumPy checks each input before promoting
    if _LOOPS[x.dtype] is None:
        raise NUMPY.refusal(solve, x.dtype)
    d = UFUNC_TABLE[x.dtype][y.dtype]
    if x.dtype is not d:
        x = ivylite.astype(x, d)
    x = _matrix(x, solve)
    if y.dtype is not x.dtype:
        y = ivylite.astype(y, x.dtype)
    return ivylite.linalg.solve(x, y)


def _hermitian_from(x: Array, uplo: str) -> Array:
    # NumPy reads one triangle only (and the diagonal's real part); the rest is rebuilt.
    if uplo not in ("L", "U"):
        raise ValueError("UPLO argument must be 'L' or 'U'")
    strict = ivylite.tril(x, k=-1) if uplo == "L" else ivylite.triu(x, k=1)
    mirrored = ivylite.matrix_transpose(strict)
    diag = x * ivylite.eye(x.shape[-1], dtype=x.dtype)
    if x.dtype.kind == "complex":
        mirrored = ivylite.conj(mirrored)
        diag = ivylite.astype(ivylite.real(diag), x.dtype)
    return strict + mirrored + diag


@ivylite.with_unsupported_dtypes(_V, "numpy")
@NUMPY.function
def eigh(a: Any, UPLO: str = "L") -> Any:
    """Eigenvalues (ascending, real) and eigenvectors of a symmetric/Hermitian matrix.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> w, v = np.linalg.eigh(np.array([[2.0, 1.0], [1.0, 2.0]]))
    >>> w
    array([1., 3.])
    """
    x = _hermitian_from(_matrix(a, eigh), UPLO)
    w, v = ivylite.linalg.eigh(x)
    return EighResult(w, v)


@ivylite.with_unsupported_dtypes(_V, "numpy")
@NUMPY.function
def eigvalsh(a: Any, UPLO: str = "L") -> Any:
    """Eigenvalues (ascending, real) of a symmetric/Hermitian matrix.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.linalg.eigvalsh(np.array([[2.0, 0.0], [0.0, 1.0]]))
    array([1., 2.])
    """
    return ivylite.linalg.eigvalsh(_hermitian_from(_matrix(a, eigvalsh), UPLO))


@ivylite.with_unsupported_dtypes(_V, "numpy")
@NUMPY.function
def svd(
    a: Any, full_matrices: bool = True, compute_uv: bool = True, hermitian: bool = False
) -> Any:
    """Singular value decomposition ``U, S, Vh`` (``S`` only with ``compute_uv=False``).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.linalg.svd(np.array([[3.0, 0.0], [0.0, 4.0]]), compute_uv=False)
    array([4., 3.])
    """
    x = _matrix(a, svd, square=False)
    if not compute_uv:
        return ivylite.linalg.svdvals(x)
    u, s, vh = ivylite.linalg.svd(x, full_matrices=full_matrices)
    return SVDResult(u, s, vh)


@ivylite.with_unsupported_dtypes(_V, "numpy")
@NUMPY.function
def cholesky(a: Any, /, *, upper: bool = False) -> Any:
    """Cholesky factor of a positive-definite matrix (lower by default).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.linalg.cholesky(np.array([[4.0, 0.0], [0.0, 9.0]]))
    array([[2., 0.],
           [0., 3.]])
    """
    return ivylite.linalg.cholesky(_matrix(a, cholesky), upper=upper)


@ivylite.with_unsupported_dtypes(_V, "numpy")
@NUMPY.function
def qr(a: Any, mode: str = "reduced") -> Any:
    """QR decomposition ``Q, R`` (``mode`` "reduced" or "complete").

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> q, r = np.linalg.qr(np.array([[1.0, 0.0], [0.0, 2.0]]))
    >>> abs(r).tolist()
    [[1.0, 0.0], [0.0, 2.0]]
    """
    if mode not in ("reduced", "complete"):
        raise NotImplementedError(f"numpy.linalg.qr(mode={mode!r}) is not supported here")
    q, r = ivylite.linalg.qr(_matrix(a, qr, square=False), mode=mode)
    return QRResult(q, r)


@ivylite.with_unsupported_dtypes(_V, "numpy")
@NUMPY.function
def slogdet(a: Any) -> Any:
    """Sign and natural log of the absolute determinant.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> sign, logabsdet = np.linalg.slogdet(np.array([[-2.0, 0.0], [0.0, 1.0]]))
    >>> sign, logabsdet
    (array(-1.), array(0.69314718))
    """
    sign, logabsdet = ivylite.linalg.slogdet(_matrix(a, slogdet))
    return SlogdetResult(sign, logabsdet)


@ivylite.with_unsupported_dtypes(_V, "numpy")
@NUMPY.function
def pinv(a: Any, rcond: Any = None, hermitian: bool = False, *, rtol: Any = None) -> Any:
    """Moore-Penrose pseudo-inverse.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.linalg.pinv(np.array([[2.0, 0.0], [0.0, 0.0]]))
    array([[0.5, 0. ],
           [0. , 0. ]])
    """
    tol = rtol if rtol is not None else (1e-15 if rcond is None else rcond)
    return ivylite.linalg.pinv(_matrix(a, pinv, square=False), rtol=tol)


@ivylite.with_unsupported_dtypes(_V, "numpy")
@NUMPY.function
def matrix_rank(A: Any, tol: Any = None, hermitian: bool = False, *, rtol: Any = None) -> Any:
    """Rank of a matrix from its singular values (int64).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.linalg.matrix_rank(np.array([[1.0, 2.0], [2.0, 4.0]]))
    array(1)
    """
    x = _matrix(A, matrix_rank, square=False)
    if tol is not None:
        s = ivylite.linalg.svdvals(x)
        return ivylite.sum(ivylite.astype(s > tol, "int64"), axis=-1)
    return ivylite.astype(ivylite.linalg.matrix_rank(x, rtol=rtol), "int64")


def _result(name: str, fields: tuple[str, ...]) -> type:
    from collections import namedtuple

    cls = namedtuple(name, fields)
    cls.__module__ = __name__
    cls.__doc__ = (
        f"NumPy's ``{name}``: a named tuple of arrays.\n\n"
        "    Examples\n    --------\n"
        f"    >>> from ivylite.frontends.numpy.linalg import {name}\n"
        f"    >>> {name}._fields\n    {fields!r}\n"
    )
    return cls


EighResult = _result("EighResult", ("eigenvalues", "eigenvectors"))
SVDResult = _result("SVDResult", ("U", "S", "Vh"))
QRResult = _result("QRResult", ("Q", "R"))
SlogdetResult = _result("SlogdetResult", ("sign", "logabsdet"))
