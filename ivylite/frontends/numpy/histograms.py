"""NumPy's histograms: histogram, histogram_bin_edges, histogram2d,
histogramdd, digitize.

Equal-width bins are found as NumPy finds them (the scaled offset from the
first edge, corrected against the edges themselves), so every value lands in
NumPy's bin; the last bin includes its right edge.
"""

from __future__ import annotations

import builtins
from typing import Any

import ivylite
from ivylite.array import Array

from ._helpers import NUMPY, D
from ._sizes import known_all
from .promotion import as_array, result_type_numpy
from .sets import bincount

__all__ = ["histogram", "histogram_bin_edges", "histogram2d", "histogramdd", "digitize"]

_I64, _F64 = D("int64"), D("float64")


def _range(a: Array, range_: Any) -> tuple[float, float]:
    if range_ is not None:
        lo, hi = (builtins.float(v) for v in range_)
        if lo > hi:
            raise ValueError("max must be larger than min in range parameter.")
    elif a.size == 0:
        lo, hi = 0.0, 1.0
    else:
        lo, hi = builtins.float(ivylite.min(a)), builtins.float(ivylite.max(a))
    if not (
        lo == lo
        and hi == hi
        and builtins.abs(lo) != float("inf")
        and builtins.abs(hi) != float("inf")
    ):
        raise ValueError(f"autodetected range of [{lo}, {hi}] is not finite")
    if lo == hi:
        lo, hi = lo - 0.5, hi + 0.5
    return lo, hi


def _edges(a: Array, bins: Any, range_: Any) -> tuple[Array, tuple[float, float, int] | None]:
    """The bin edges, and (first, last, count) when the bins are equal-width."""
    if isinstance(bins, str):
        raise NotImplementedError(
            f"numpy.histogram(bins={bins!r}): bin estimators are not supported by ivylite's "
            "numpy frontend; pass a number of bins or the edges"
        )
    b = as_array(bins)
    if b.ndim == 0:
        n = builtins.int(b.item())
        if n < 1:
            raise ValueError("`bins` must be positive, when an integer")
        lo, hi = _range(a, range_)
        d = (
            result_type_numpy(a.dtype, _F64)
            if a.dtype.kind != "float"
            else result_type_numpy(a.dtype, _F64)
        )
        return ivylite.linspace(lo, hi, n + 1, dtype=d), (lo, hi, n)
    if b.ndim != 1:
        raise ValueError("`bins` must be 1d, when an array")
    if b.shape[0] > 1 and bool(ivylite.any(b[1:] < b[:-1])):
        raise ValueError("`bins` must increase monotonically, when an array")
    return b, None


def _uniform_index(a: Array, edges: Array, first: float, last: float, n: int) -> Array:
    f = ivylite.astype(a, edges.dtype) if a.dtype is not edges.dtype else a
    norm = n / (last - first)
    idx = ivylite.astype((f - first) * norm, _I64)
    idx = ivylite.where(idx == n, idx - 1, idx)
    idx = ivylite.clip(idx, 0, n - 1)
    idx = ivylite.where(f < edges[idx], idx - 1, idx)
    up = (f >= edges[ivylite.clip(idx + 1, 0, n)]) & (idx != n - 1)
    return ivylite.where(up, idx + 1, idx)


def _counts(idx: Array, n: int, weights: Array | None) -> Array:
    out = bincount.__wrapped__(idx, weights=weights, minlength=n)
    return out[:n]


@NUMPY.function
def histogram(a: Any, bins: Any = 10, range: Any = None, density: Any = None,
              weights: Any = None) -> Any:  # fmt: skip
    """The counts (int64; the weights' sums with ``weights``) of ``a``'s values in
    each bin, and the bin edges.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.histogram(np.array([1, 2, 1]), bins=[0, 1, 2, 3])
    (array([0, 2, 1]), array([0, 1, 2, 3]))
    >>> np.histogram(np.arange(4), bins=2)
    (array([2, 2]), array([0. , 1.5, 3. ]))
    """
    x = ivylite.reshape(as_array(a), (-1,))
    w = None if weights is None else ivylite.reshape(as_array(weights), (-1,))
    edges, uniform = _edges(x, bins, range)
    nbins = edges.shape[0] - 1
    lo, hi = edges[0], edges[-1]
    keep = (x >= lo) & (x <= hi)
    # the values in range, computed together with their weights on a lazy
    # backend (counting needs their number)
    xs, *ws_ = known_all(x[keep], *(() if w is None else (w[keep],)))
    ws = ws_[0] if ws_ else None
    if uniform is not None:
        idx = _uniform_index(xs, edges, *uniform)
        counts = _counts(idx, nbins, ws)
    else:
        e = (
            edges
            if edges.dtype is xs.dtype
            else ivylite.astype(edges, result_type_numpy(edges, xs))
        )
        v = xs if xs.dtype is e.dtype else ivylite.astype(xs, e.dtype)
        idx = ivylite.searchsorted(e, v, side="right") - 1
        idx = ivylite.where(v == e[-1], idx - 1, idx)
        counts = _counts(idx, nbins, ws)
    if w is None:
        counts = ivylite.astype(counts, _I64)
    elif w.dtype.kind != "float" or w.dtype is not counts.dtype:
        counts = ivylite.astype(counts, w.dtype) if w.dtype.kind in ("float", "complex") else counts
    if density:
        widths = ivylite.astype(edges[1:] - edges[:-1], _F64)
        c = ivylite.astype(counts, _F64)
        return c / widths / ivylite.sum(c), edges
    return counts, edges


@NUMPY.function
def histogram_bin_edges(a: Any, bins: Any = 10, range: Any = None, weights: Any = None) -> Any:
    """The bin edges :func:`histogram` would use.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.histogram_bin_edges(np.array([0, 1, 2]), bins=2)
    array([0., 1., 2.])
    """
    return _edges(ivylite.reshape(as_array(a), (-1,)), bins, range)[0]


@NUMPY.function
def histogramdd(sample: Any, bins: Any = 10, range: Any = None, density: Any = None,
                weights: Any = None) -> Any:  # fmt: skip
    """The multidimensional histogram of the points in ``sample`` (one row per
    point, or one array per dimension): counts (float64) and one edge array per
    dimension.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> h, edges = np.histogramdd(np.array([[0.0, 0.0], [1.0, 1.0]]), bins=2)
    >>> h
    array([[1., 0.],
           [0., 1.]])
    """
    if isinstance(sample, (list, tuple)) and sample and not isinstance(sample[0], (int, float)):
        cols = [ivylite.reshape(as_array(s), (-1,)) for s in sample]
    else:
        s = as_array(sample)
        s = ivylite.reshape(s, (-1, 1)) if s.ndim == 1 else s
        cols = [s[:, i] for i in builtins.range(s.shape[1])]
    dims = builtins.len(cols)
    bins_list = bins if isinstance(bins, (list, tuple)) else [bins] * dims
    ranges = range if range is not None else [None] * dims
    edges, index = [], None
    for col, b, r in zip(cols, bins_list, ranges):
        given, _ = _edges(col, b, r)
        edges.append(given)  # returned in its own dtype
        e = ivylite.astype(given, _F64) if given.dtype is not _F64 else given
        c = ivylite.astype(col, _F64)
        i = ivylite.searchsorted(e, c, side="right")
        i = ivylite.where(c == e[-1], i - 1, i)
        n = e.shape[0] + 1  # outliers in the bins 0 and n - 1
        index = i if index is None else index * n + i
    sizes = [e.shape[0] + 1 for e in edges]
    total = 1
    for n in sizes:
        total *= n
    w = None if weights is None else ivylite.reshape(as_array(weights), (-1,))
    flat = bincount.__wrapped__(index, weights=w, minlength=total)[:total]
    hist = ivylite.reshape(ivylite.astype(flat, _F64), tuple(sizes))
    hist = hist[tuple(slice(1, -1) for _ in sizes)]
    if density:
        widths = [ivylite.astype(e[1:] - e[:-1], _F64) for e in edges]
        vol = widths[0]
        for wd in widths[1:]:
            vol = ivylite.reshape(vol, (*vol.shape, 1)) * wd
        hist = hist / vol / ivylite.sum(hist)
    return hist, tuple(edges)


@NUMPY.function
def histogram2d(x: Any, y: Any, bins: Any = 10, range: Any = None, density: Any = None,
                weights: Any = None) -> Any:  # fmt: skip
    """The 2-D histogram of the points (``x``, ``y``): counts (float64) and the
    edges along each.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> h, xe, ye = np.histogram2d(np.array([0.1, 0.9]), np.array([0.2, 0.8]), bins=2)
    >>> h
    array([[1., 0.],
           [0., 1.]])
    """
    h, edges = histogramdd.__wrapped__([x, y], bins, range, density, weights)
    return h, edges[0], edges[1]


@NUMPY.function
def digitize(x: Any, bins: Any, right: bool = False) -> Any:
    """The index (int64) of the bin each value of ``x`` falls in (``bins``
    increasing or decreasing).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.digitize(np.array([0.2, 6.4, 3.0, 1.6]), np.array([0.0, 1.0, 2.5, 4.0, 10.0]))
    array([1, 4, 3, 2])
    """
    xs, b = as_array(x), as_array(bins)
    if b.ndim != 1:
        raise ValueError("object too deep for desired array")
    d = result_type_numpy(xs, b)
    xs = xs if xs.dtype is d else ivylite.astype(xs, d)
    b = b if b.dtype is d else ivylite.astype(b, d)
    n = b.shape[0]
    increasing = n < 2 or builtins.bool(ivylite.all(b[1:] >= b[:-1]))
    if not increasing and not builtins.bool(ivylite.all(b[1:] <= b[:-1])):
        raise ValueError("bins must be monotonically increasing or decreasing")
    side = "left" if right else "right"
    if increasing:
        return ivylite.astype(ivylite.searchsorted(b, xs, side=side), _I64)
    flipped = ivylite.flip(b, axis=0)
    return ivylite.astype(
        n - ivylite.searchsorted(flipped, xs, side="right" if right else "left"), _I64
    )
