"""NumPy sorting: stable, NaNs last ascending and first descending.

ml_dtypes' bfloat16 has no sort kernel (NumPy would order it wrongly): it is
ordered as float32 (exact). The kernels are shared with the dask backend,
which runs them on each chunk.
"""

from __future__ import annotations

from .._host import argsort, sort

__all__ = ["argsort", "sort"]
