"""The dask backend: lazy, chunked ``dask.array.Array``s with NumPy's dtypes.

Every function builds a graph and returns at once; values are computed only
where a Python or NumPy value is required (``bool(x)``, ``int(x)``,
``float(x)``, ``x.tolist()``, ``numpy.asarray(x)``, the repr) and by
``ivylite.compute`` / ``Array.compute()``, with whatever dask scheduler is
active (a ``distributed.Client`` included). The chunks compute NumPy's own
values, so a single-chunk result is bit for bit the NumPy backend's; across
chunks, sums and products add in another order (within rounding).

Data-dependent sizes (boolean masks, ``nonzero``, ``unique_*``) are dask's
NaN chunk sizes, ``None`` in ``Array.shape``.

A computation reports none of NumPy's floating-point warnings (division by
zero, overflow, invalid value): they would come at compute time, once per
chunk and per compute, pointing into dask, and under ``dask.distributed`` in
the workers' processes, never reaching the caller. The values carry the
infinities and NaNs as NumPy's do; the numpy frontend reports NumPy's
warnings itself, where the operation is written.
"""

from __future__ import annotations

import contextlib
import math
import warnings
from collections.abc import Iterator
from typing import Any

import dask
import dask.array as da
import numpy as np

from ...dtypes import all_dtypes, numpy_dtype
from ._blocks import from_host, generate_blocks

framework_name = "dask"
backend_version: str = dask.__version__

# dask arrays carry NumPy dtypes; each chunk is a NumPy array (bfloat16 through ml_dtypes).
native_dtypes = {name: numpy_dtype(name) for name in all_dtypes}
invalid_dtypes: dict[str, tuple[str, ...]] = {"2024.1 and above": ()}

NativeArray = da.Array
NativeDtype = np.dtype
NativeDevice = str
native_array_types = (da.Array,)
# The chunks are NumPy arrays: NumPy promotes bfloat16 with a Python float to
# float32, so such scalars are passed as 0-d bfloat16 arrays.
scalar_operands_as_arrays = ("bfloat16",)
devices = ("cpu",)
default_device = "cpu"
supports_gradients = False
# A dask array is a lazy expression: writes (out=, x += 1, x[i] = v) rebind the
# ivylite array to a new expression, as on JAX.
native_inplace_support = False


def native_device(device: str) -> str:
    return "cpu"


def cast(x: Any, dtype: np.dtype) -> Any:
    return x.astype(dtype)


def scalar(value: Any, dtype: np.dtype) -> Any:
    return da.from_array(np.asarray(value, dtype=dtype))


def shape(x: Any) -> tuple[int | None, ...]:
    # dask marks a data-dependent size NaN; the standard's shape says None.
    return tuple(None if math.isnan(s) else s for s in x.shape)


def device_of(x: Any) -> str:
    return "cpu"


@contextlib.contextmanager
def _quiet() -> Iterator[None]:
    # The warnings are raised in the scheduler's threads, which share the
    # process's warning filters (NumPy's errstate would not reach them).
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", _FLOATING_POINT, RuntimeWarning)
        yield


# NumPy's floating-point warnings (divide, over, under, invalid; any ufunc or cast)
_FLOATING_POINT = r"(divide by zero|overflow|underflow|invalid value) encountered in "


def to_numpy(x: Any) -> np.ndarray:
    # Computes, with the active scheduler: conversion to NumPy needs the values.
    with _quiet():
        return np.asarray(x.compute())


def from_numpy(x: np.ndarray, dtype: np.dtype) -> Any:
    return from_host(np.asarray(x, dtype=dtype))


def copy(x: Any) -> Any:
    return x.copy()


def generate(sample: Any, shape: tuple[int, ...], dtype: np.dtype) -> Any:
    """Each chunk samples its own flat indices, on the worker that computes it."""
    return generate_blocks(sample, shape, dtype)


def compute(natives: list) -> list:
    """The arrays computed together (one graph, shared work computed once), each a
    dask array of one chunk per original chunk holding the values."""
    with _quiet():
        values = dask.compute(*natives)
    return [from_host(np.asarray(v), like=x) for v, x in zip(values, natives)]


def rechunk(x: Any, chunks: Any) -> Any:
    return x.rechunk(chunks)


def to_dlpack(x: Any) -> Any:
    # DLPack hands over memory: the values must exist, so this computes.
    with _quiet():
        return np.asarray(x.compute()).__dlpack__()
