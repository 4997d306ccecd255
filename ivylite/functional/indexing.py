"""Indexing: the array object's ``__getitem__`` (basic indexing and integer/bool arrays)."""

from __future__ import annotations

from typing import Any

from ..dispatch import api, custom, unwrap
from ._build import wrap_as

__all__ = ["getitem"]


def _native_key(key: Any, B: Any) -> Any:
    if isinstance(key, tuple):
        return tuple(_native_key(k, B) for k in key)
    if key is None or key is Ellipsis or isinstance(key, (int, slice)):
        return key
    native, _ = unwrap(key, B, "getitem")
    return native


def _build_getitem(entry, fn, B):
    def impl(x, key, /):
        a, d = unwrap(x, B, "getitem")
        return wrap_as(B, fn(a, _native_key(key, B)), d)

    return impl


@api(custom, "indexing", build=_build_getitem)
def getitem(x: Any, key: Any, /) -> Any:
    """``x[key]``: integers, slices, ``...``, ``None``, and integer or bool arrays.

    Examples
    --------
    >>> import ivylite
    >>> x = ivylite.arange(6)
    >>> ivylite.getitem(x, slice(1, 3)), x[::2].tolist()
    (ivylite.array([1, 2], dtype=int32, backend=numpy), [0, 2, 4])
    """
