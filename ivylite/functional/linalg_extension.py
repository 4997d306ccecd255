"""The linalg extension of the Array API standard (``ivylite.linalg``).

Registered as ``linalg.<name>``; each backend's ``linalg_extension.py`` holds
the function of the same name. Dtypes are the standard's, the same on every
backend:

- decompositions, ``inv``, ``det``, ``slogdet``, ``solve``, ``pinv``,
  ``matrix_rank`` and the norms take real or complex floating input.
  float16/bfloat16 are computed in float32 and the result cast back, here,
  once for every backend. Results that are real by definition (eigenvalues,
  singular values, norms, ``logabsdet``) have the real floating dtype of the
  input's precision; ``matrix_rank`` is int64.
- ``cross``, ``outer``, ``trace``, ``matrix_power`` (integer ``n >= 0``) take
  any numeric dtype, ``diagonal`` any dtype. ``trace`` accumulates like
  ``sum`` (int8 -> the default int; floats keep their dtype) unless ``dtype=``
  says otherwise.

Everything works on stacks ``(..., M, N)`` where the standard allows them.
"""

from __future__ import annotations

from typing import Any, Literal

from ..dispatch import api, custom
from ._linalg_build import (
    _I64,
    EighResult,
    QRResult,
    SlogdetResult,
    SVDResult,
    _build_cholesky,
    _build_cross,
    _build_diagonal,
    _build_eigh,
    _build_matrix_norm,
    _build_matrix_power,
    _build_matrix_rank,
    _build_outer,
    _build_pinv,
    _build_qr,
    _build_slogdet,
    _build_solve,
    _build_square,
    _build_svd,
    _build_svdvals,
    _build_trace,
    _build_vector_norm,
    _real,
)
from .statistical import _accumulator

__all__: list[str] = []  # nothing for the main namespace; ivylite.linalg lists them

_FLOAT = {"namespace": "linalg", "dtypes": ("float", "complex")}
_NUMERIC = {"namespace": "linalg", "dtypes": ("numeric",)}

# --- the public functions ------------------------------------------------------------


@api(custom, "linalg_extension", build=_build_cholesky, **_FLOAT)
def cholesky(x: Any, /, *, upper: bool = False) -> Any:
    """Cholesky factor of a (stack of) Hermitian positive-definite matrices.

    Lower triangular ``L`` with ``x = L @ L^H``; ``upper=True`` gives ``U = L^H``
    (``x = U^H @ U``).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.linalg.cholesky(ivylite.asarray([[4.0, 2.0], [2.0, 5.0]]))
    ivylite.array([[2., 0.],
                   [1., 2.]], dtype=float32, backend=numpy)
    """


@api(custom, "linalg_extension", build=_build_square(), **_FLOAT)
def det(x: Any, /) -> Any:
    """Determinant of each square matrix of ``x`` (shape ``(..., M, M)`` -> ``(...)``).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.linalg.det(ivylite.asarray([[1.0, 2.0], [3.0, 4.0]], dtype="float64"))
    ivylite.array(-2., dtype=float64, backend=numpy)
    """


@api(custom, "linalg_extension", build=_build_eigh, promised=_real, **_FLOAT)
def eigh(x: Any, /) -> EighResult:
    """Eigenvalues (ascending, real) and eigenvectors of Hermitian matrices.

    Reads the lower triangle. Returns ``EighResult(eigenvalues, eigenvectors)``;
    the eigenvalues have the real dtype of ``x``'s precision. Eigenvectors are
    unique only up to a phase per column.

    Examples
    --------
    >>> import ivylite
    >>> w, v = ivylite.linalg.eigh(ivylite.asarray([[2.0, 0.0], [0.0, 1.0]]))
    >>> w
    ivylite.array([1., 2.], dtype=float32, backend=numpy)
    """


@api(
    custom,
    "linalg_extension",
    build=_build_square(real=True),
    promised=_real,
    **_FLOAT,
)
def eigvalsh(x: Any, /) -> Any:
    """Eigenvalues (ascending, real) of Hermitian matrices (the lower triangle is read).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.linalg.eigvalsh(ivylite.asarray([[2.0, 1j], [-1j, 2.0]]))
    ivylite.array([1., 3.], dtype=float32, backend=numpy)
    """


@api(custom, "linalg_extension", build=_build_square(), **_FLOAT)
def inv(x: Any, /) -> Any:
    """Inverse of each square matrix of ``x``.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.linalg.inv(ivylite.asarray([[2.0, 0.0], [0.0, 4.0]]))
    ivylite.array([[0.5 , 0.  ],
                   [0.  , 0.25]], dtype=float32, backend=numpy)
    """


@api(
    custom,
    "linalg_extension",
    build=_build_matrix_norm,
    promised=_real,
    **_FLOAT,
)
def matrix_norm(
    x: Any,
    /,
    *,
    keepdims: bool = False,
    ord: int | float | Literal["fro", "nuc"] | None = "fro",
) -> Any:
    """Matrix norm over the last two axes: ``"fro"``, ``"nuc"``, 1, -1, 2, -2, inf, -inf.

    The result has the real dtype of ``x``'s precision; ``keepdims=True``
    keeps the two reduced axes with size one.

    Examples
    --------
    >>> import ivylite
    >>> x = ivylite.asarray([[3.0, 0.0], [0.0, -4.0]])
    >>> ivylite.linalg.matrix_norm(x)
    ivylite.array(5., dtype=float32, backend=numpy)
    >>> ivylite.linalg.matrix_norm(x, ord=-2)
    ivylite.array(3., dtype=float32, backend=numpy)
    """


@api(
    custom,
    "linalg_extension",
    build=_build_matrix_power,
    **_NUMERIC,
)
def matrix_power(x: Any, n: int, /) -> Any:
    """``x`` multiplied by itself ``n`` times (``n = 0``: the identity; ``n < 0``:
    the inverse to the power ``-n``, floating ``x`` only). Integers wrap like NumPy's.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.linalg.matrix_power(ivylite.asarray([[1, 1], [0, 1]], dtype="int8"), 3)
    ivylite.array([[1, 3],
                   [0, 1]], dtype=int8, backend=numpy)
    >>> ivylite.linalg.matrix_power(ivylite.asarray([[2.0, 0.0], [0.0, 4.0]]), -1)
    ivylite.array([[0.5 , 0.  ],
                   [0.  , 0.25]], dtype=float32, backend=numpy)
    """


@api(
    custom,
    "linalg_extension",
    build=_build_matrix_rank,
    composite=True,
    promised=lambda d: _I64,
    **_FLOAT,
)
def matrix_rank(x: Any, /, *, rtol: float | Any | None = None) -> Any:
    """Number of singular values greater than ``rtol * largest singular value`` (int64).

    Default ``rtol``: ``max(M, N) * eps`` of ``x``'s dtype. An array ``rtol``
    broadcasts against the stack's shape ``(...)``.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.linalg.matrix_rank(ivylite.asarray([[1.0, 2.0], [2.0, 4.0]]))
    ivylite.array(1, dtype=int64, backend=numpy)
    """


@api(custom, "linalg_extension", build=_build_outer, **_NUMERIC)
def outer(x1: Any, x2: Any, /) -> Any:
    """Outer product of two vectors (``(N,)`` and ``(M,)`` -> ``(N, M)``); inputs promote.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.linalg.outer(ivylite.asarray([1, 2], dtype="int8"), ivylite.asarray([1, -1]))
    ivylite.array([[ 1, -1],
                   [ 2, -2]], dtype=int32, backend=numpy)
    """


@api(custom, "linalg_extension", build=_build_pinv, **_FLOAT)
def pinv(x: Any, /, *, rtol: float | Any | None = None) -> Any:
    """Moore-Penrose pseudo-inverse; singular values below ``rtol * largest`` count as zero.

    Default ``rtol``: ``max(M, N) * eps`` of ``x``'s dtype.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.linalg.pinv(ivylite.asarray([[2.0, 0.0], [0.0, 0.0]]))
    ivylite.array([[0.5, 0. ],
                   [0. , 0. ]], dtype=float32, backend=numpy)
    """


@api(custom, "linalg_extension", build=_build_qr, **_FLOAT)
def qr(x: Any, /, *, mode: Literal["reduced", "complete"] = "reduced") -> QRResult:
    """QR decomposition ``x = Q @ R`` (``Q`` orthonormal columns, ``R`` upper triangular).

    ``mode="reduced"``: ``Q`` is ``(..., M, K)``, ``R`` ``(..., K, N)`` with
    ``K = min(M, N)``; ``"complete"``: ``Q`` is ``(..., M, M)``. The signs of
    ``R``'s diagonal are not unique across backends.

    Examples
    --------
    >>> import ivylite
    >>> q, r = ivylite.linalg.qr(ivylite.asarray([[3.0, 1.0], [4.0, 2.0]]))
    >>> abs(float(r[0, 0]))
    5.0
    """


@api(
    custom,
    "linalg_extension",
    build=_build_slogdet,
    promised=_real,
    **_FLOAT,
)
def slogdet(x: Any, /) -> SlogdetResult:
    """Sign and natural log of the absolute determinant: ``SlogdetResult(sign, logabsdet)``.

    ``sign`` has ``x``'s dtype (a unit complex number for complex ``x``; 0 for
    a singular matrix, whose ``logabsdet`` is ``-inf``); ``logabsdet`` has the
    real dtype of ``x``'s precision.

    Examples
    --------
    >>> import ivylite
    >>> s, l = ivylite.linalg.slogdet(ivylite.asarray([[-2.0, 0.0], [0.0, 1.0]]))
    >>> float(s), float(l)
    (-1.0, 0.6931471824645996)
    """


@api(custom, "linalg_extension", build=_build_solve, **_FLOAT)
def solve(x1: Any, x2: Any, /) -> Any:
    """Solve ``x1 @ x = x2`` for square ``x1`` (the inputs promote first).

    ``x2`` of shape ``(M,)`` is one right-hand side for every matrix of the
    stack (result ``(..., M)``); ``x2`` of shape ``(..., M, K)`` holds ``K``
    columns and its stack shape broadcasts against ``x1``'s.

    Examples
    --------
    >>> import ivylite
    >>> a = ivylite.asarray([[2.0, 0.0], [0.0, 4.0]])
    >>> ivylite.linalg.solve(a, ivylite.asarray([2.0, 2.0]))
    ivylite.array([1. , 0.5], dtype=float32, backend=numpy)
    """


@api(custom, "linalg_extension", build=_build_svd, promised=_real, **_FLOAT)
def svd(x: Any, /, *, full_matrices: bool = True) -> SVDResult:
    """Singular value decomposition ``x = U @ diag(S) @ Vh``: ``SVDResult(U, S, Vh)``.

    ``S`` is descending, with the real dtype of ``x``'s precision;
    ``full_matrices=False`` gives the reduced ``U`` ``(..., M, K)`` and ``Vh``
    ``(..., K, N)``, ``K = min(M, N)``. ``U`` and ``Vh`` are unique only up
    to a phase per singular vector.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.linalg.svd(ivylite.asarray([[0.0, 2.0], [1.0, 0.0]])).S
    ivylite.array([2., 1.], dtype=float32, backend=numpy)
    """


@api(
    custom,
    "linalg_extension",
    build=_build_svdvals,
    promised=_real,
    **_FLOAT,
)
def svdvals(x: Any, /) -> Any:
    """Singular values, descending, with the real dtype of ``x``'s precision.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.linalg.svdvals(ivylite.asarray([[0.0, 2.0], [1.0, 0.0]], dtype="float64"))
    ivylite.array([2., 1.], dtype=float64, backend=numpy)
    """


@api(
    custom,
    "linalg_extension",
    build=_build_trace,
    promised=_accumulator,
    **_NUMERIC,
)
def trace(x: Any, /, *, offset: int = 0, dtype: Any = None) -> Any:
    """Sum of the diagonal at ``offset`` of each matrix (``(..., M, N)`` -> ``(...)``).

    The dtype follows ``sum``: integers accumulate in at least the default
    integer dtype of their signedness, floats keep theirs; ``dtype=`` casts
    first and sums in it.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.linalg.trace(ivylite.asarray([[1, 2], [3, 4]], dtype="int8"))
    ivylite.array(5, dtype=int32, backend=numpy)
    >>> ivylite.linalg.trace(ivylite.asarray([[1.0, 2.0], [3.0, 4.0]]), offset=1)
    ivylite.array(2., dtype=float32, backend=numpy)
    """


@api(
    custom,
    "linalg_extension",
    build=_build_vector_norm,
    promised=_real,
    **_FLOAT,
)
def vector_norm(
    x: Any,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: bool = False,
    ord: int | float = 2,
) -> Any:
    """Vector p-norm over ``axis`` (all axes by default): ``sum(|x|**ord)**(1/ord)``.

    ``ord=inf``: max ``|x|``; ``-inf``: min ``|x|``; ``0``: the number of
    nonzero elements. The result has the real dtype of ``x``'s precision.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.linalg.vector_norm(ivylite.asarray([3.0, -4.0]))
    ivylite.array(5., dtype=float32, backend=numpy)
    >>> ivylite.linalg.vector_norm(ivylite.asarray([[3.0, -4.0]]), axis=1, ord=1)
    ivylite.array([7.], dtype=float32, backend=numpy)
    """


@api(custom, "linalg_extension", build=_build_cross, **_NUMERIC)
def cross(x1: Any, x2: Any, /, *, axis: int = -1) -> Any:
    """Cross product of 3-element vectors along ``axis`` (negative, ``[-N, -1]``).

    Both inputs need size 3 along ``axis``; the other axes broadcast; the
    inputs promote first.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.linalg.cross(ivylite.asarray([1, 0, 0]), ivylite.asarray([0, 1, 0]))
    ivylite.array([0, 0, 1], dtype=int32, backend=numpy)
    """


@api(custom, "linalg_extension", build=_build_diagonal,
     namespace="linalg")  # fmt: skip
def diagonal(x: Any, /, *, offset: int = 0) -> Any:
    """The diagonal at ``offset`` of each matrix (``(..., M, N)`` -> ``(..., K)``); any dtype.

    ``offset > 0``: above the main diagonal; ``< 0``: below.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.linalg.diagonal(ivylite.asarray([[1, 2], [3, 4]]), offset=1)
    ivylite.array([2], dtype=int32, backend=numpy)
    """
