"""Host-side (NumPy) formulas the backends share, so values agree bit for bit.

Not a backend: any backend may compute a creation function's values here and
move them to its device, and the NumPy kernels below are the NumPy backend's
functions, which the dask backend also runs chunk by chunk.
"""

from __future__ import annotations

import math

import numpy as np
from numpy.lib.stride_tricks import sliding_window_view


def complex_from_parts(re: np.ndarray, im: np.ndarray) -> np.ndarray:
    """The complex array with real part ``re`` and imaginary part ``im``
    (``re + 1j * im`` would turn an infinite ``im`` into a NaN real part)."""
    out = np.empty(np.shape(re), np.result_type(re, np.complex64))
    out.real, out.imag = re, im
    return out


def arange_values(start, stop, step, n: int, dtype: np.dtype) -> np.ndarray:
    """Integers: NumPy's arange. Floats: ``start + i * step`` in float64, then cast."""
    if dtype.kind in "iub":
        return np.arange(start, stop, step, dtype=dtype)
    return arange_at(np.arange(n, dtype=np.float64), start, step, dtype)


def arange_at(i: np.ndarray, start, step, dtype: np.dtype) -> np.ndarray:
    """The floating ``arange`` elements at indices ``i``: ``start + i * step`` in float64."""
    return (np.asarray(i, dtype=np.float64) * step + start).astype(dtype)


def linspace_values(start, stop, num: int, endpoint: bool, dtype: np.dtype) -> np.ndarray:
    """``start + i * (stop - start) / div`` in float64 (complex128 for complex),
    the last point set to ``stop`` when ``endpoint``, then cast."""
    return linspace_at(np.arange(num), start, stop, num, endpoint, dtype)


def linspace_at(i: np.ndarray, start, stop, num: int, endpoint: bool, dtype: np.dtype):
    """The ``linspace`` elements at indices ``i`` (any block of them: the same values)."""
    work = np.complex128 if dtype.kind == "c" else np.float64
    div = (num - 1) if endpoint else num
    step = (stop - start) / div if div > 0 else 0
    out = np.asarray(i).astype(work) * step + start
    if endpoint and num > 1:
        out[np.asarray(i) == num - 1] = stop
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
                    lo, hi = index_min_max(idx)
                    n = shape[dim]
                    bad = lo if lo < -n else hi if hi >= n else None
                    if bad is not None:
                        raise IndexError(
                            f"index {bad} is out of bounds for axis {dim} with size {n}"
                        )
            dim += 1


def index_min_max(idx: np.ndarray) -> tuple[int, int]:
    """The least and greatest of a non-empty integer array, as Python ints.

    Examples
    --------
    >>> import numpy as np
    >>> from ivylite.backends._host import index_min_max
    >>> index_min_max(np.array([[3, -1], [7, 0]]))
    (-1, 7)
    """
    if idx.size <= 32:  # a list's min/max beats two NumPy reductions on a few values
        values = idx.ravel().tolist()
        return min(values), max(values)
    return int(idx.min()), int(idx.max())


# --- NumPy kernels: the NumPy backend's functions, which the dask backend runs on
# each chunk (so a chunk's values are the NumPy backend's, bit for bit) ------------

_I64 = np.dtype("int64")


def sort_key(x: np.ndarray) -> np.ndarray:
    """What to order ``x`` by: ml_dtypes' bfloat16 has no sort kernel (NumPy would
    order it wrongly), so it is ordered as float32 (exact)."""
    return x.astype(np.float32) if x.dtype.name == "bfloat16" else x


def argsort(x: np.ndarray, axis: int, descending: bool) -> np.ndarray:
    """Stable int64 indices, NaNs last ascending and first descending."""
    x = sort_key(x)
    if not descending:
        return np.argsort(x, axis=axis, kind="stable").astype(_I64, copy=False)
    # Stable descending: sort the reversed array, reverse back, undo the reversal's indices.
    flipped = np.argsort(np.flip(x, axis), axis=axis, kind="stable")
    return (x.shape[axis] - 1 - np.flip(flipped, axis)).astype(_I64, copy=False)


def sort(x: np.ndarray, axis: int, descending: bool) -> np.ndarray:
    """A stable sort, NaNs last ascending and first descending."""
    if x.dtype.name == "bfloat16":
        return np.take_along_axis(x, argsort(x, axis, descending), axis)
    if not descending:
        return np.sort(x, axis=axis, kind="stable")
    return np.flip(np.sort(np.flip(x, axis), axis=axis, kind="stable"), axis)


def unique_all(x: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """values, first indices, inverse indices and counts of a 1-D array (int64).

    NumPy's ``unique`` with ``equal_nan=False`` (each NaN its own value); its
    stable sort makes ``indices`` the first occurrences. bfloat16 is made
    unique as float32 (exact) and cast back.
    """
    d = x.dtype
    values, indices, inverse, counts = np.unique(
        sort_key(x), return_index=True, return_inverse=True, return_counts=True, equal_nan=False
    )
    return (
        values.astype(d, copy=False),
        indices.astype(_I64, copy=False),
        inverse.reshape(-1).astype(_I64, copy=False),
        counts.astype(_I64, copy=False),
    )


def searchsorted(x1: np.ndarray, x2: np.ndarray, right: bool) -> np.ndarray:
    """int64 insertion indices of ``x2`` into the sorted 1-D ``x1``."""
    if x1.dtype.name == "bfloat16":  # no search kernel for bfloat16: float32 is exact
        x1, x2 = x1.astype(np.float32), x2.astype(np.float32)
    return np.asarray(np.searchsorted(x1, x2, side="right" if right else "left"), dtype=_I64)


_ERF: list = []


def erf(x: np.ndarray) -> np.ndarray:
    """The error function, elementwise: SciPy's ufunc (imported on first use, so
    that loading a backend does not import SciPy), else Python's ``math.erf``."""
    if not _ERF:
        try:
            from scipy.special import erf as ufunc
        except ImportError:  # pragma: no cover - scipy is optional
            host = np.frompyfunc(math.erf, 1, 1)

            def ufunc(v):
                return host(v).astype(v.dtype)

        _ERF.append(ufunc)
    return _ERF[0](x)


def conv(x, w, bias, stride, padding, dilation, groups):
    """N-d convolution (N = 1 or 2) of ``x`` (N, C, *spatial) with ``w`` (O, C/groups, *k),
    as torch's ``conv1d``/``conv2d``; ``padding`` is ((lo, hi), ...) per spatial axis."""
    n = x.ndim - 2
    x = np.pad(x, ((0, 0), (0, 0), *padding))
    k = w.shape[2:]
    span = tuple(d * (ki - 1) + 1 for ki, d in zip(k, dilation))
    win = sliding_window_view(x, span, axis=tuple(range(2, 2 + n)))
    win = win[
        (
            slice(None),
            slice(None),
            *(slice(None, None, s) for s in stride),
            *(slice(None, None, d) for d in dilation),
        )
    ]
    N, C = x.shape[:2]
    O = w.shape[0]  # noqa: E741
    out_sizes = win.shape[2 : 2 + n]
    win = win.reshape(N, groups, C // groups, *out_sizes, *k)
    wg = w.reshape(groups, O // groups, C // groups, *k)
    if n == 1:
        out = np.einsum("ngcWi,goci->ngoW", win, wg, optimize=True)
    else:
        out = np.einsum("ngcHWij,gocij->ngoHW", win, wg, optimize=True)
    out = out.reshape(N, O, *out_sizes)
    if bias is not None:
        out = out + bias.reshape((O,) + (1,) * n)
    return np.ascontiguousarray(out)


def _windows(x, kernel, stride, padding, value):
    pads = ((0, 0), (0, 0), (padding[0], padding[0]), (padding[1], padding[1]))
    x = np.pad(x, pads, constant_values=value)
    win = sliding_window_view(x, kernel, axis=(2, 3))
    return win[:, :, :: stride[0], :: stride[1]]


def max_pool2d(x, kernel, stride, padding):
    """2-d max pooling of (N, C, H, W), padding with -inf."""
    return np.ascontiguousarray(
        np.max(_windows(x, kernel, stride, padding, -np.inf), axis=(-2, -1))
    )


def avg_pool2d(x, kernel, stride, padding, count_include_pad):
    """2-d average pooling of (N, C, H, W), the padding counted or not."""
    total = np.sum(_windows(x, kernel, stride, padding, 0), axis=(-2, -1))
    if count_include_pad:
        return total / x.dtype.type(kernel[0] * kernel[1])
    ones = np.ones((1, 1) + x.shape[2:], dtype=x.dtype)
    count = np.sum(_windows(ones, kernel, stride, padding, 0), axis=(-2, -1))
    return total / count
