"""dask utility functions: lazy reductions; the input is already bool, axes None or a tuple."""

from __future__ import annotations

import dask.array as da


def all(x, axis, keepdims):
    return da.all(x, axis=axis, keepdims=keepdims)


def any(x, axis, keepdims):
    return da.any(x, axis=axis, keepdims=keepdims)
