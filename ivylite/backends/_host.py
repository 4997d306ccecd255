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
