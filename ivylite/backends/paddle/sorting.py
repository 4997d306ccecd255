"""Paddle sorting: Paddle's stable argsort is NumPy's order (NaNs last
ascending, first descending; equal elements keep their order). bool and int8
have no CPU sort kernel: they are ordered as int32 (exact)."""

from __future__ import annotations

import paddle

from ._common import BOOL, I8, I32
from ._common import cast as _cast

_WIDEN = frozenset({id(BOOL), id(I8)})


def argsort(x, axis, descending):
    if id(x.dtype) in _WIDEN:
        x = _cast(x, I32)
    return paddle.argsort(x, axis=axis, descending=descending, stable=True)


def sort(x, axis, descending):
    d = x.dtype
    if id(d) in _WIDEN:
        return _cast(paddle.sort(_cast(x, I32), axis=axis, descending=descending, stable=True), d)
    return paddle.sort(x, axis=axis, descending=descending, stable=True)
