"""``torch.Size`` and ``torch.device``."""

from __future__ import annotations

import math
from typing import Any

__all__ = ["Size", "device"]


class Size(tuple):
    """``torch.Size``: the shape of a tensor, a tuple of ints.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> s = torch.zeros(2, 3).shape
    >>> s, s == (2, 3), s.numel()
    (torch.Size([2, 3]), True, 6)
    """

    __slots__ = ()

    def __repr__(self) -> str:
        return f"torch.Size({list(self)})"

    __str__ = __repr__

    def numel(self) -> int:
        """Number of elements of a tensor of this shape."""
        return math.prod(self)


class device:  # noqa: N801 - torch's name
    """``torch.device``: only the CPU (ivylite arrays carry their backend's device).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.device("cpu"), torch.tensor([1.0]).device == torch.device("cpu")
    (device(type='cpu'), True)
    """

    __slots__ = ("type", "index")

    def __init__(self, type: Any = "cpu", index: int | None = None) -> None:  # noqa: A002
        if isinstance(type, device):
            type, index = type.type, type.index  # noqa: A001
        name, _, idx = str(type).partition(":")
        if name != "cpu":
            raise RuntimeError(
                f"torch frontend: device {type!r} is not available; the frontend computes on "
                "the ivylite backend's default device, 'cpu'"
            )
        self.type = name
        self.index = int(idx) if idx else index

    def __repr__(self) -> str:
        return (
            f"device(type='{self.type}')"
            if self.index is None
            else (f"device(type='{self.type}', index={self.index})")
        )

    def __str__(self) -> str:
        return self.type if self.index is None else f"{self.type}:{self.index}"

    def __eq__(self, other: object) -> bool:
        if isinstance(other, str):
            other = device(other)
        return isinstance(other, device) and (self.type, self.index) == (other.type, other.index)

    def __hash__(self) -> int:
        return hash((self.type, self.index))
