"""Shape manipulation."""

from __future__ import annotations

from typing import Any

from ..dispatch import api, passthrough

__all__ = ["reshape"]


@api(passthrough, "manipulation")
def reshape(x: Any, /, shape: tuple[int, ...], *, copy: bool | None = None) -> Any:
    """Give ``x`` a new shape with the same number of elements (one ``-1`` is inferred).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.reshape(ivylite.arange(6), (2, -1))
    ivylite.array([[0, 1, 2],
                   [3, 4, 5]], dtype=int32, backend=numpy)
    """
