"""JAX indexing.

Superset behaviour: JAX clamps out-of-bounds integer indices (``x[5]`` of a
3-element array gives its last element) where NumPy, torch and TensorFlow
raise; here Python-int and concrete integer-array indices are bounds-checked
and raise IndexError with NumPy's message.
"""

from __future__ import annotations

import jax
import numpy as np

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


def _check_bounds(shape, keys):
    ndim = len(shape)
    used = 0  # dimensions the key consumes
    for k in keys:
        if k is None or k is Ellipsis or type(k) is bool:
            continue
        dt = getattr(k, "dtype", None)
        used += k.ndim if dt is not None and dt.kind == "b" else 1
    dim = 0
    for k in keys:
        t = type(k)
        if t is slice:
            dim += 1
        elif k is None or t is bool:
            continue
        elif k is Ellipsis:
            dim += ndim - used
        elif t is int:
            if dim < ndim and not -shape[dim] <= k < shape[dim]:
                raise IndexError(
                    f"index {k} is out of bounds for axis {dim} with size {shape[dim]}"
                )
            dim += 1
        else:
            dt = getattr(k, "dtype", None)
            if dt is not None and dt.kind == "b":
                dim += k.ndim
                continue
            if dt is not None and dt.kind in "iu" and dim < ndim and k.size:
                try:
                    idx = np.asarray(k)  # concrete arrays only; tracers are left to JAX
                except Exception:  # noqa: BLE001
                    idx = None
                if idx is not None:
                    lo, hi = int(idx.min()), int(idx.max())
                    n = shape[dim]
                    bad = lo if lo < -n else hi if hi >= n else None
                    if bad is not None:
                        raise IndexError(
                            f"index {bad} is out of bounds for axis {dim} with size {n}"
                        )
            dim += 1
