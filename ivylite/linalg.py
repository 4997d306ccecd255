"""The linalg extension of the Array API standard: ``ivylite.linalg``.

``matmul``, ``matrix_transpose``, ``tensordot`` and ``vecdot`` are the main
namespace's functions themselves.
"""

from __future__ import annotations

from .functional.linalg import EXTENSION, matmul, matrix_transpose

__all__ = list(EXTENSION)
assert set(__all__) <= set(globals()), "ivylite.linalg: EXTENSION names a function not imported"
