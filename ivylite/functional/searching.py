"""Searching: where."""

from __future__ import annotations

from typing import Any

from ..dispatch import api, custom, unwrap
from ..promotion import result_type
from ._build import wrap_as

__all__ = ["where"]


def _build_where(entry, fn, B):
    def impl(condition, x1, x2, /):
        c, cd = unwrap(condition, B, "where")
        if cd is None or cd != "bool":
            raise TypeError(
                f"where: condition must be a bool array, got {cd or type(condition).__name__}"
            )
        a, d1 = unwrap(x1, B, "where")
        b, d2 = unwrap(x2, B, "where")
        R = result_type(a if d1 is None else d1, b if d2 is None else d2)
        nR = B.native_dtypes[R]
        a = B.scalar(a, nR) if d1 is None else (a if d1 is R else B.cast(a, nR))
        b = B.scalar(b, nR) if d2 is None else (b if d2 is R else B.cast(b, nR))
        return wrap_as(B, fn(c, a, b), R)

    return impl


@api(custom, "searching", build=_build_where)
def where(condition: Any, x1: Any, x2: Any, /) -> Any:
    """Pick ``x1`` where ``condition`` is true, else ``x2``; ``x1`` and ``x2`` promote first.

    Examples
    --------
    >>> import ivylite
    >>> c = ivylite.asarray([True, False])
    >>> ivylite.where(c, ivylite.asarray([1, 2], dtype="int8"), 0.5)
    ivylite.array([1. , 0.5], dtype=float16, backend=numpy)
    """
