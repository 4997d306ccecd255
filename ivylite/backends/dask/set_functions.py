"""dask set functions: ``unique_all`` of a 1-D array, in one task.

The array's chunks are concatenated in one task that runs NumPy's ``unique``
(each NaN its own value, bfloat16 as float32): the input must fit in one
worker's memory. The values, indices and counts have a data-dependent size
(``None`` in ``shape`` until computed); the inverse indices have x's size.
"""

from __future__ import annotations

import dask
import dask.array as da
import numpy as np

from .. import _host
from ._blocks import from_host

_I64 = np.dtype("int64")


def unique_all(x):
    if x.shape[0] == 0:  # nothing to compute: the empty results, sizes known
        return tuple(from_host(part) for part in _host.unique_all(np.empty(0, x.dtype)))
    parts = dask.delayed(_host.unique_all, nout=4)(x)
    values, indices, inverse, counts = parts
    unknown = (np.nan,)
    return (
        da.from_delayed(values, unknown, dtype=x.dtype),
        da.from_delayed(indices, unknown, dtype=_I64),
        da.from_delayed(inverse, x.shape, dtype=_I64),
        da.from_delayed(counts, unknown, dtype=_I64),
    )
