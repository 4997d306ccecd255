"""dask searching: lazy; ``nonzero`` gives data-dependent (unknown) sizes."""

from __future__ import annotations

import dask.array as da
import numpy as np

from .. import _host
from ._blocks import known

_I64 = np.dtype("int64")


def where(condition, x1, x2):
    return da.where(condition, x1, x2)


def argmax(x, axis):
    # The index of an element counts the elements of the chunks before it: known sizes.
    return da.argmax(known(x, "argmax"), axis=axis).astype(_I64)


def argmin(x, axis):
    return da.argmin(known(x, "argmin"), axis=axis).astype(_I64)


def nonzero(x):
    return tuple(i.astype(_I64) for i in da.nonzero(x))


def _search(queries, sorted_, right):
    return _host.searchsorted(sorted_, queries, right)


def searchsorted(x1, x2, right):
    # The sorted array whole in each task (its chunks concatenated), the queries
    # chunked: NumPy's search on each chunk of x2.
    index = "abcdefghijklmnopqrstuvwxy"[: x2.ndim]
    return da.blockwise(
        _search, index, x2, index, x1, "z", right, None, concatenate=True, dtype=_I64,
        meta=np.empty((0,) * x2.ndim, _I64),
    )  # fmt: skip
