"""PyTorch set functions: ``unique_all`` of a 1-D array.

``torch.unique`` merges NaNs and gives no first indices, so the values are
sorted stably (NumPy's order: NaNs last; complex by real part, then imaginary
part) and split where neighbours differ (NaN != NaN: each NaN its own value).
"""

from __future__ import annotations

import torch


def _order(x):
    """Stable ascending argsort of a 1-D array in NumPy's order."""
    if x.is_complex():
        p = torch.sort(x.imag, stable=True).indices
        return p[torch.sort(x.real[p], stable=True).indices]
    return torch.sort(x, stable=True).indices


def unique_all(x):
    n = x.shape[0]
    perm = _order(x)
    s = x[perm]
    new = torch.ones(n, dtype=torch.bool)
    new[1:] = s[1:] != s[:-1]
    inverse = torch.empty_like(perm)
    inverse[perm] = torch.cumsum(new, 0) - 1
    first = torch.nonzero(new).reshape(-1)
    counts = torch.diff(first, append=torch.tensor([n], dtype=torch.int64))
    return s[new], perm[new], inverse, counts
