"""Building blocks of the dask backend: host data in, blocks generated on the
workers, axes gathered into one chunk, sizes that must be known.

The rule where dask cannot compute a function chunk by chunk (a sort along a
chunked axis, an FFT over one, a matrix factorisation): the axes the
function needs whole are rechunked into one chunk (lazily, in the graph) and
NumPy's function runs on each block; the other axes stay chunked, so a stack
of matrices or a batch of signals still spreads across workers.
"""

from __future__ import annotations

import math
import uuid
from collections.abc import Callable, Iterable
from typing import Any

import dask.array as da
import numpy as np

from ...prng import flat_indices


def from_host(values: np.ndarray, like: Any = None) -> Any:
    """A dask array over NumPy ``values`` (dask's "auto" chunks, or those of ``like``).

    Named at random rather than by hashing the data: hashing a large array
    would cost a pass over it.
    """
    chunks: Any = "auto"
    if like is not None and like.shape == values.shape and not has_unknown(like):
        chunks = like.chunks
    return da.from_array(values, chunks=chunks, name=False)


def has_unknown(x: Any) -> bool:
    """Whether some size of ``x`` is data-dependent (NaN until computed)."""
    return any(math.isnan(s) for s in x.shape)


def known(x: Any, fn: str) -> Any:
    """``x``, or a clear error when ``fn`` needs its sizes and they are not known yet."""
    if has_unknown(x):
        raise ValueError(
            f"{fn}: this dask array has a data-dependent size (shape "
            f"{tuple(None if math.isnan(s) else s for s in x.shape)}), which {fn} needs; "
            "compute it first with ivylite.compute(x) (or x.compute())"
        )
    return x


def _block_values(sample: Callable, shape: tuple[int, ...], dtype: np.dtype, block_info=None):
    location = block_info[None]["array-location"]
    block = tuple(slice(start, stop) for start, stop in location)
    return np.asarray(sample(flat_indices(shape, block)), dtype=dtype)


def generate_blocks(sample: Callable, shape: tuple[int, ...], dtype: np.dtype) -> Any:
    """An array of ``shape`` whose chunk at ``block`` is ``sample(flat_indices(shape, block))``.

    Each chunk is made by the task that computes it (on a worker, under a
    cluster): nothing is materialised on the client, and the values do not
    depend on the chunking. A new name each call: two arrays sampled from
    different keys must never share a graph key.
    """
    chunks = da.core.normalize_chunks("auto", shape, dtype=dtype)
    return da.map_blocks(
        _block_values,
        sample,
        shape,
        dtype,
        chunks=chunks,
        dtype=dtype,
        meta=np.empty((0,) * len(shape), dtype),
        name=f"ivylite-generate-{uuid.uuid4().hex}",
    )


def whole(x: Any, axes: Iterable[int], fn: str) -> Any:
    """``x`` with each of ``axes`` in one chunk (a no-op where it already is)."""
    wanted = {a % x.ndim: -1 for a in axes if len(x.chunks[a % x.ndim]) > 1}
    return known(x, fn).rechunk(wanted) if wanted else x


def per_block(fn: Callable, x: Any, axes: Iterable[int], dtype: Any, name: str,
              sizes: dict | None = None, **kwargs: Any) -> Any:  # fmt: skip
    """``fn`` (NumPy) on each block of ``x`` with ``axes`` gathered into one chunk.

    ``sizes`` maps an axis to its length in the result (an FFT's ``n``); the
    other axes keep their chunks. ``name``: the public function, for errors.
    """
    y = whole(x, axes, name)
    chunks = None
    if sizes:
        chunks = tuple((sizes[a],) if a in sizes else c for a, c in enumerate(y.chunks))
    return y.map_blocks(fn, dtype=dtype, chunks=chunks, meta=np.empty((0,) * y.ndim, dtype),
                        **kwargs)  # fmt: skip
