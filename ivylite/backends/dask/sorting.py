"""dask sorting: NumPy's stable sort on each block, the sorted axis gathered into
one chunk first (a rechunk in the graph: dask cannot sort across chunks). The
other axes stay chunked; a 1-D array is sorted in one task."""

from __future__ import annotations

import numpy as np

from .. import _host
from ._blocks import per_block

_I64 = np.dtype("int64")


def argsort(x, axis, descending):
    return per_block(_host.argsort, x, (axis,), _I64, "argsort", axis=axis, descending=descending)


def sort(x, axis, descending):
    return per_block(_host.sort, x, (axis,), x.dtype, "sort", axis=axis, descending=descending)
