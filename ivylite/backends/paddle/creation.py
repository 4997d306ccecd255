"""Paddle creation functions; dtype and device are already decided.

Values that need a formula (asarray from Python data, arange, linspace, eye)
are computed with NumPy in float64 (the contract's formula) and converted once,
so they are the NumPy backend's values bit for bit, for every dtype (Paddle has
no arange/eye kernels for several of them).
"""

from __future__ import annotations

import numpy as np
import paddle

from .._host import arange_values, linspace_values
from . import _CPU, _NUMPY, from_numpy
from . import full as _full
from ._common import cast as _cast
from ._common import op

_T = paddle.Tensor
_empty = op("empty", None)


def asarray(obj, *, dtype, device):
    return from_numpy(np.array(obj, dtype=_NUMPY[dtype]), dtype)


def zeros(shape, *, dtype, device):
    return _full(shape, 0, dtype)


def ones(shape, *, dtype, device):
    return _full(shape, 1, dtype)


def empty(shape, *, dtype, device):
    if _empty is None:  # pragma: no cover
        return paddle.empty(shape, dtype=dtype)
    return _empty(shape, dtype, _CPU)


def full(shape, fill_value, *, dtype, device):
    if isinstance(fill_value, _T):  # an array of this backend: broadcast it
        return paddle.clone(paddle.broadcast_to(_cast(fill_value, dtype), list(shape)))
    return _full(shape, fill_value, dtype)


def arange(start, stop, step, n, *, dtype, device):
    return from_numpy(arange_values(start, stop, step, n, _NUMPY[dtype]), dtype)


def linspace(start, stop, num, endpoint, *, dtype, device):
    return from_numpy(linspace_values(start, stop, num, endpoint, _NUMPY[dtype]), dtype)


def eye(n_rows, n_cols, k, *, dtype, device):
    return from_numpy(np.eye(n_rows, n_cols, k, dtype=_NUMPY[dtype]), dtype)


# Paddle 3.3's CPU tril/triu have no int8/int16/uint8/bfloat16 kernel: a wider
# copy (int32/float32: exact) is cut and cast back.
_WIDE = {id(paddle.int8): paddle.int32, id(paddle.int16): paddle.int32,
         id(paddle.uint8): paddle.int32, id(paddle.bfloat16): paddle.float32}  # fmt: skip


def _triangle(op, x, k):
    wide = _WIDE.get(id(x.dtype))
    if wide is None:
        return op(x, k)
    return _cast(op(_cast(x, wide), k), x.dtype)


def tril(x, k):
    return _triangle(paddle.tril, x, k)


def triu(x, k):
    return _triangle(paddle.triu, x, k)


def from_dlpack(x, *, copy):
    out = paddle.from_dlpack(x)
    return paddle.clone(out) if copy else out
