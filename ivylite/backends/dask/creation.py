"""dask creation functions: lazy, in dask's "auto" chunks; dtype and device decided.

``arange`` and ``linspace`` compute each chunk's elements from their indices
with the host formulas every backend shares, so their values do not depend on
the chunking.
"""

from __future__ import annotations

import dask.array as da
import numpy as np

from .._host import arange_at, arange_values, linspace_at
from ._blocks import from_host, generate_blocks

_I64 = np.iinfo(np.int64)


def asarray(obj, *, dtype, device):
    return from_host(np.array(obj, dtype=dtype))


def zeros(shape, *, dtype, device):
    return da.zeros(shape, dtype=dtype)


def ones(shape, *, dtype, device):
    return da.ones(shape, dtype=dtype)


def empty(shape, *, dtype, device):
    return da.empty(shape, dtype=dtype)


def full(shape, fill_value, *, dtype, device):
    if isinstance(fill_value, da.Array):  # a 0-d array of the backend: broadcast it lazily
        return da.broadcast_to(fill_value.astype(dtype), shape).copy()
    return da.full(shape, fill_value, dtype=dtype)


def arange(start, stop, step, n, *, dtype, device):
    if dtype.kind not in "iub":
        return generate_blocks(lambda i: arange_at(i, start, step, dtype), (n,), dtype)
    ints = all(type(v) is int for v in (start, step))
    if ints and _I64.min <= start + (n - 1) * step <= _I64.max and _I64.min <= start <= _I64.max:
        # start + i * step, exactly, in int64 (the functional layer checked both ends fit dtype)
        return generate_blocks(
            lambda i: (np.int64(start) + i.astype(np.int64) * np.int64(step)).astype(dtype),
            (n,),
            dtype,
        )
    return from_host(arange_values(start, stop, step, n, dtype))


def linspace(start, stop, num, endpoint, *, dtype, device):
    return generate_blocks(
        lambda i: linspace_at(i, start, stop, num, endpoint, dtype), (num,), dtype
    )


def _eye_block(k, dtype, block_info=None):
    (r0, r1), (c0, c1) = block_info[None]["array-location"]
    return np.eye(r1 - r0, c1 - c0, k + r0 - c0, dtype=dtype)


def eye(n_rows, n_cols, k, *, dtype, device):
    # Each chunk is its own piece of the identity (dask's eye loses chunks when
    # n_cols > n_rows).
    chunks = da.core.normalize_chunks("auto", (n_rows, n_cols), dtype=dtype)
    return da.map_blocks(_eye_block, k, dtype, chunks=chunks, dtype=dtype,
                         meta=np.empty((0, 0), dtype))  # fmt: skip


def tril(x, k):
    return da.tril(x, k)


def triu(x, k):
    return da.triu(x, k)


def from_dlpack(x, *, copy):
    return from_host(np.from_dlpack(x, copy=copy))
