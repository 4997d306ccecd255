"""``torch.return_types``: the named tuples of ``max``, ``sort``, ``topk``...

Examples
--------
>>> import ivylite.frontends.torch as torch
>>> r = torch.sort(torch.tensor([3, 1, 2]))
>>> r.values, r.indices
(tensor([1, 2, 3]), tensor([1, 2, 0]))
"""

from __future__ import annotations

from collections import namedtuple
from typing import Any

__all__ = ["max", "min", "sort", "topk", "aminmax", "kthvalue", "slogdet", "qr", "svd", "eigh"]


def _named(name: str, fields: tuple[str, ...]) -> Any:
    base = namedtuple(name, fields)  # noqa: PYI024

    def __repr__(self: Any) -> str:
        parts = ",\n".join(f"{f}={v!r}" for f, v in zip(self._fields, self))
        return f"torch.return_types.{name}(\n{parts})"

    cls = type(name, (base,), {"__slots__": (), "__repr__": __repr__, "__module__": __name__})
    cls.__doc__ = (
        f"``torch.return_types.{name}``: a named tuple.\n\n    Examples\n    --------\n"
        "    >>> import ivylite.frontends.torch as torch\n"
        f"    >>> torch.return_types.{name}._fields\n    {fields!r}\n"
    )
    return cls


max = _named("max", ("values", "indices"))  # noqa: A001
min = _named("min", ("values", "indices"))  # noqa: A001
sort = _named("sort", ("values", "indices"))
topk = _named("topk", ("values", "indices"))
kthvalue = _named("kthvalue", ("values", "indices"))
aminmax = _named("aminmax", ("min", "max"))
slogdet = _named("slogdet", ("sign", "logabsdet"))
qr = _named("qr", ("Q", "R"))
svd = _named("svd", ("U", "S", "Vh"))
eigh = _named("eigh", ("eigenvalues", "eigenvectors"))
