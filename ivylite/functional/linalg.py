"""Linear algebra: matmul and matrix_transpose."""

from __future__ import annotations

from typing import Any

from ..decorators import handle_out_argument
from ..dispatch import api, binary, passthrough

__all__ = ["matmul", "matrix_transpose"]


@api(binary, "linalg", result="same", dtypes=("numeric",), scalars=False)
@handle_out_argument
def matmul(x1: Any, x2: Any, /, *, out: Any = None) -> Any:
    """Matrix product, with the Array API's broadcasting of stacks; inputs promote first.

    Examples
    --------
    >>> import ivylite
    >>> a = ivylite.asarray([[1, 2], [3, 4]], dtype="int8")
    >>> ivylite.matmul(a, ivylite.asarray([[1], [1]], dtype="int16"))
    ivylite.array([[3],
                   [7]], dtype=int16, backend=numpy)
    """


@api(passthrough, "linalg")
def matrix_transpose(x: Any, /) -> Any:
    """Swap the last two axes.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.matrix_transpose(ivylite.asarray([[1, 2, 3]])).shape
    (3, 1)
    """
