"""NumPy set functions: ``unique_all`` of a 1-D array.

NumPy's ``unique`` with ``equal_nan=False`` (each NaN its own value); its
stable sort makes ``indices`` the first occurrences. ml_dtypes' bfloat16 has
no sort kernel: it is made unique as float32 (exact) and cast back. The
kernel is shared with the dask backend.
"""

from __future__ import annotations

from .._host import unique_all

__all__ = ["unique_all"]
