"""The linalg extension of the Array API standard: ``ivylite.linalg``.

``matmul``, ``matrix_transpose``, ``tensordot`` and ``vecdot`` are the main
namespace's functions themselves.

Examples
--------
>>> import ivylite
>>> ivylite.linalg.det(ivylite.asarray([[2.0, 1.0], [1.0, 2.0]]))
ivylite.array(3., dtype=float32, backend=numpy)
"""

from __future__ import annotations

from .functional.linalg import matmul, matrix_transpose, tensordot, vecdot
from .functional.linalg_extension import (
    EighResult,
    QRResult,
    SlogdetResult,
    SVDResult,
    cholesky,
    cross,
    det,
    diagonal,
    eigh,
    eigvalsh,
    inv,
    matrix_norm,
    matrix_power,
    matrix_rank,
    outer,
    pinv,
    qr,
    slogdet,
    solve,
    svd,
    svdvals,
    trace,
    vector_norm,
)

__all__ = [
    "cholesky",
    "cross",
    "det",
    "diagonal",
    "eigh",
    "eigvalsh",
    "inv",
    "matmul",
    "matrix_norm",
    "matrix_power",
    "matrix_rank",
    "matrix_transpose",
    "outer",
    "pinv",
    "qr",
    "slogdet",
    "solve",
    "svd",
    "svdvals",
    "tensordot",
    "trace",
    "vecdot",
    "vector_norm",
]
_RESULTS = (EighResult, QRResult, SlogdetResult, SVDResult)  # importable, not in __all__
