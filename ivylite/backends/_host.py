"""Host-side (NumPy) formulas the backends share, so values agree bit for bit.

Not a backend: any backend may compute a creation function's values here and
move them to its device.
"""

from __future__ import annotations

import numpy as np


def arange_values(start, stop, step, n: int, dtype: np.dtype) -> np.ndarray:
    """Integers: NumPy's arange. Floats: ``start + i * step`` in float64, then cast."""
    if dtype.kind in "iub":
        return np.arange(start, stop, step, dtype=dtype)
    return (np.arange(n, dtype=np.float64) * step + start).astype(dtype)


def linspace_values(start, stop, num: int, endpoint: bool, dtype: np.dtype) -> np.ndarray:
    """``start + i * (stop - start) / div`` in float64 (complex128 for complex),
    the last point set to ``stop`` when ``endpoint``, then cast."""
    work = np.complex128 if dtype.kind == "c" else np.float64
    div = (num - 1) if endpoint else num
    step = (stop - start) / div if div > 0 else 0
    out = np.arange(num, dtype=work) * step + start
    if endpoint and num > 1:
        out[-1] = stop
    return out.astype(dtype)


def check_index_bounds(shape, keys, describe) -> None:
    """Raise NumPy's IndexError for an out-of-bounds integer in ``keys``.

    For frameworks that clamp (JAX) or read garbage (paddle) instead of
    raising. ``describe(k)`` gives ``(kind, ndim, values)`` for an index array
    (``kind`` "b" for bool; ``values`` a NumPy array, or None when they are not
    concrete, e.g. under tracing) and None for anything else.
    """
    ndim = len(shape)
    arrays = {
        id(k): describe(k)
        for k in keys
        if not isinstance(k, (int, slice)) and k is not None and k is not Ellipsis
    }
    used = 0  # dimensions the key consumes
    for k in keys:
        if k is None or k is Ellipsis or type(k) is bool:
            continue
        info = arrays.get(id(k))
        used += info[1] if info is not None and info[0] == "b" else 1
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
            info = arrays.get(id(k))
            if info is not None and info[0] == "b":
                dim += info[1]
                continue
            if info is not None and info[0] in "iu" and dim < ndim:
                idx = info[2]
                if idx is not None and idx.size:
                    lo, hi = int(idx.min()), int(idx.max())
                    n = shape[dim]
                    bad = lo if lo < -n else hi if hi >= n else None
                    if bad is not None:
                        raise IndexError(
                            f"index {bad} is out of bounds for axis {dim} with size {n}"
                        )
            dim += 1
