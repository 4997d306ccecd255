"""JAX indexing.

Superset behaviour: JAX clamps out-of-bounds integer indices (``x[5]`` of a
3-element array gives its last element) where NumPy, torch and TensorFlow
raise; here Python-int and concrete integer-array indices are bounds-checked
and raise IndexError with NumPy's message.
"""

from __future__ import annotations

import jax
import numpy as np

from .._host import check_index_bounds

# x[i] with Python ints costs ~150 us eagerly; jitted with the ints traced (one
# compilation per shape and key structure) it takes the C++ fast path (~15 us).
_take = jax.jit(lambda x, key: x[key])


def getitem(x, key):
    t = type(key)
    if t is slice:
        return x[key]
    if t is int:
        _check_bounds(x.shape, (key,))
        return _take(x, key)
    keys = key if t is tuple else (key,)
    _check_bounds(x.shape, keys)
    if t is tuple and all(type(k) is int for k in keys):
        return _take(x, key)
    return x[key]


def _describe(k):
    dt = getattr(k, "dtype", None)
    if dt is None:
        return None
    try:
        values = np.asarray(k)  # concrete arrays only; tracers are left to JAX
    except Exception:  # noqa: BLE001
        values = None
    return dt.kind, k.ndim, values


def _check_bounds(shape, keys):
    check_index_bounds(shape, keys, _describe)


def setitem(x, key, value):
    # JAX arrays are immutable and .at[] drops out-of-bounds updates silently:
    # check the key like getitem does, then return the updated copy.
    keys = key if type(key) is tuple else (key,)
    _check_bounds(x.shape, keys)
    return x.at[key].set(value)
