"""NumPy's order statistics and NaN-ignoring reductions: percentile, quantile,
median and their ``nan`` forms, nansum, nanprod, nanmean, nanmax, nanmin,
nanargmax, nanargmin, nanstd, nanvar, nancumsum, nancumprod; average, ptp,
cov, corrcoef.

Quantiles use NumPy's ``linear`` method (and its interpolation formula, which
takes the upper neighbour's side for weights of one half and more); the
result dtype is NumPy's: float64 for integers, the array's own float dtype
with a Python scalar ``q``. An all-NaN slice gives NaN with NumPy's warning.
"""

from __future__ import annotations

import builtins
import warnings
from typing import Any

import ivylite
from ivylite.array import Array

from ._errstate import _user_level
from ._helpers import NUMPY, D, NoValue, finish, normalize_axis
from .dtypes import as_numpy_dtype
from .math import subtract
from .ndarray import ndarray
from .promotion import as_array, result_type_numpy, scalar_array
from .reduction import argmax, argmin, cumprod
from .reduction import cumsum as _cumsum
from .reduction import max as _max
from .reduction import mean as _mean
from .reduction import min as _min
from .reduction import prod as _prod
from .reduction import sum as _sum
from .sorting import _take_along

__all__ = [
    "percentile", "quantile", "median", "nanpercentile", "nanquantile", "nanmedian", "nansum",
    "nanprod", "nanmean", "nanmax", "nanmin", "nanargmax", "nanargmin", "nanstd", "nanvar",
    "nancumsum", "nancumprod", "average", "ptp", "cov", "corrcoef",
]  # fmt: skip

_I64, _F64, _BOOL = D("int64"), D("float64"), D("bool")


def _warn(message: str) -> None:
    warnings.warn(message, RuntimeWarning, stacklevel=_user_level())


def _to_last(x: Array, axis: Any) -> tuple[Array, tuple]:
    """``x`` with the reduced axes merged into one last axis; the kept shape."""
    if axis is None:
        return ivylite.reshape(x, (-1,)), ()
    axes = normalize_axis(axis, x.ndim)
    axes = axes if type(axes) is tuple else (axes,)
    rest = [i for i in range(x.ndim) if i not in axes]
    kept = tuple(x.shape[i] for i in rest)
    x = ivylite.permute_dims(x, (*rest, *axes))
    return ivylite.reshape(x, (*kept, -1)), kept


def _keep(r: Array, x_shape: tuple, axis: Any, qshape: tuple) -> Array:
    if axis is None:
        axes = tuple(range(len(x_shape)))
    else:
        axes = normalize_axis(axis, len(x_shape))
        axes = axes if type(axes) is tuple else (axes,)
    shape = [1 if i in axes else n for i, n in enumerate(x_shape)]
    return ivylite.reshape(r, (*qshape, *shape))


def _result_dtype(x: Array, q: Any) -> Any:
    if x.dtype.kind in ("bool", "int", "uint"):
        return _F64
    if type(q) in (builtins.int, builtins.float):
        return x.dtype
    return result_type_numpy(x.dtype, as_array(q).dtype)


def _lerp(a: Array, b: Array, t: Array) -> Array:
    # NumPy's formula: from the nearer end, so that t = 1 gives b exactly.
    diff = b - a
    return ivylite.where(t >= 0.5, b - diff * (1 - t), a + diff * t)


def _quantiles(x: Array, q: Array, axis: Any, keepdims: bool, ignore_nan: bool, d: Any) -> Array:
    shape = x.shape
    flat, kept = _to_last(x, axis)
    s = ivylite.sort(flat, axis=-1, stable=True)  # NaNs sort last
    if s.dtype is not d:
        s = ivylite.astype(s, d)
    m = s.shape[-1]
    nan = ivylite.isnan(s) if s.dtype.kind in ("float", "complex") else None
    if ignore_nan and nan is not None:
        n = ivylite.sum(ivylite.astype(~nan, _I64), axis=-1, keepdims=True)
    else:
        n = ivylite.full((*kept, 1), m, dtype=_I64)
    qs = ivylite.reshape(q, (-1,))
    outs = []
    for j in range(qs.shape[0]):
        virtual = ivylite.astype(n - 1, _F64) * ivylite.astype(qs[j], _F64)
        below = ivylite.clip(ivylite.floor(virtual), 0, builtins.max(m - 1, 0))
        lo = ivylite.astype(below, _I64)
        hi = ivylite.minimum(lo + 1, ivylite.maximum(n - 1, ivylite.zeros_like(n)))
        t = ivylite.astype(virtual - below, d)
        a, b = _take(s, lo), _take(s, hi)
        r = _lerp(a, b, t)
        if nan is not None:
            if ignore_nan:
                r = ivylite.where(n == 0, scalar_array(float("nan"), d), r)
            else:
                has_nan = ivylite.any(nan, axis=-1, keepdims=True)
                r = ivylite.where(has_nan, scalar_array(float("nan"), d), r)
        outs.append(ivylite.reshape(r, kept))
    r = ivylite.stack(outs) if outs else ivylite.zeros((0, *kept), dtype=d)
    if keepdims:
        return _keep(r, shape, axis, q.shape)
    return ivylite.reshape(r, (*q.shape, *kept))


def _take(s: Array, idx: Array) -> Array:
    """``s[..., idx[..., 0]]`` with ``idx`` of shape (..., 1)."""
    return _take_along(s, idx, s.ndim - 1)


def _quantile_fn(name: str, scale: float, ignore_nan: bool) -> Any:
    def fn(a: Any, q: Any, axis: Any = None, out: Any = None, overwrite_input: bool = False,
           method: str = "linear", keepdims: bool = False, *, weights: Any = None,
           interpolation: Any = None) -> Any:  # fmt: skip
        if method != "linear" or weights is not None:
            raise NotImplementedError(
                f"numpy.{name}: only method='linear' without weights is supported by "
                "ivylite's numpy frontend"
            )
        x = as_array(a)
        if x.dtype.kind == "complex":
            raise TypeError("a must be an array of real numbers")
        d = _result_dtype(x, q)
        qa = as_array(q) if not isinstance(q, Array) else q
        qf = ivylite.astype(qa, _F64) / scale if scale != 1 else ivylite.astype(qa, _F64)
        if bool(ivylite.any((qf < 0) | (qf > 1))):
            raise ValueError(
                "Percentiles must be in the range [0, 100]" if scale == 100
                else "Quantiles must be in the range [0, 1]"
            )  # fmt: skip
        r = _quantiles(x, qf, axis, keepdims, ignore_nan, d)
        if ignore_nan and r.dtype.kind == "float" and bool(ivylite.any(ivylite.isnan(r))):
            if bool(ivylite.any(ivylite.all(ivylite.isnan(_to_last(x, axis)[0]), axis=-1))):
                _warn("All-NaN slice encountered")
        return finish(r, out, True, name)

    fn.__name__ = fn.__qualname__ = name
    return fn


_percentile = _quantile_fn("percentile", 100.0, False)
_quantile = _quantile_fn("quantile", 1.0, False)
_nanpercentile = _quantile_fn("nanpercentile", 100.0, True)
_nanquantile = _quantile_fn("nanquantile", 1.0, True)


@NUMPY.function
def percentile(a: Any, q: Any, axis: Any = None, out: Any = None, overwrite_input: bool = False,
               method: str = "linear", keepdims: bool = False, *, weights: Any = None,
               interpolation: Any = None) -> Any:  # fmt: skip
    """The ``q``-th percentiles (0 to 100) along ``axis`` (NumPy's linear method).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.percentile(np.array([[10, 7, 4], [3, 2, 1]]), 50)
    array(3.5)
    >>> np.percentile(np.arange(10.0), [25, 75])
    array([2.25, 6.75])
    """
    return _percentile(a, q, axis, out, overwrite_input, method, keepdims, weights=weights)


@NUMPY.function
def quantile(a: Any, q: Any, axis: Any = None, out: Any = None, overwrite_input: bool = False,
             method: str = "linear", keepdims: bool = False, *, weights: Any = None,
             interpolation: Any = None) -> Any:  # fmt: skip
    """The ``q``-th quantiles (0 to 1) along ``axis`` (NumPy's linear method).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.quantile(np.arange(5, dtype=np.float32), 0.3)
    array(1.2, dtype=float32)
    """
    return _quantile(a, q, axis, out, overwrite_input, method, keepdims, weights=weights)


@NUMPY.function
def nanpercentile(a: Any, q: Any, axis: Any = None, out: Any = None,
                  overwrite_input: bool = False, method: str = "linear", keepdims: bool = False,
                  *, weights: Any = None, interpolation: Any = None) -> Any:  # fmt: skip
    """:func:`percentile` ignoring NaNs.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.nanpercentile(np.array([1.0, np.nan, 3.0]), 50)
    array(2.)
    """
    return _nanpercentile(a, q, axis, out, overwrite_input, method, keepdims, weights=weights)


@NUMPY.function
def nanquantile(a: Any, q: Any, axis: Any = None, out: Any = None, overwrite_input: bool = False,
                method: str = "linear", keepdims: bool = False, *, weights: Any = None,
                interpolation: Any = None) -> Any:  # fmt: skip
    """:func:`quantile` ignoring NaNs.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.nanquantile(np.array([1.0, np.nan, 3.0, 5.0]), 0.5)
    array(3.)
    """
    return _nanquantile(a, q, axis, out, overwrite_input, method, keepdims, weights=weights)


def _median(a: Any, axis: Any, out: Any, keepdims: bool, ignore_nan: bool) -> Array:
    x = as_array(a)
    d = _F64 if x.dtype.kind in ("bool", "int", "uint") else x.dtype
    shape = x.shape
    flat, kept = _to_last(x, axis)
    if flat.shape[-1] == 0:
        _warn("Mean of empty slice")
        r = ivylite.full(kept, float("nan"), dtype=d)
        return finish(_keep(r, shape, axis, ()) if keepdims else r, out, True, "median")
    s = ivylite.sort(ivylite.astype(flat, d) if flat.dtype is not d else flat, axis=-1)
    nan = ivylite.isnan(s) if d.kind in ("float", "complex") else None
    m = s.shape[-1]
    if ignore_nan and nan is not None:
        n = ivylite.sum(ivylite.astype(~nan, _I64), axis=-1, keepdims=True)
    else:
        n = ivylite.full((*kept, 1), m, dtype=_I64)
    low = ivylite.maximum((n - 1) // 2, ivylite.zeros_like(n))
    high = ivylite.maximum(n // 2, ivylite.zeros_like(n))
    a_, b_ = _take(s, low), _take(s, high)
    r = ivylite.reshape((a_ + b_) / scalar_array(2, d) if d.kind != "bool" else a_, kept)
    if nan is not None:
        bad = (n == 0) if ignore_nan else ivylite.any(nan, axis=-1, keepdims=True)
        r = ivylite.where(ivylite.reshape(bad, kept), scalar_array(float("nan"), d), r)
        if ignore_nan and bool(ivylite.any(n == 0)):
            _warn("All-NaN slice encountered")
    if keepdims:
        r = _keep(r, shape, axis, ())
    return finish(r, out, True, "median")


@NUMPY.function
def median(a: Any, axis: Any = None, out: Any = None, overwrite_input: bool = False,
           keepdims: bool = False) -> Any:  # fmt: skip
    """The median along ``axis`` (the mean of the two middle values for an even count).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.median(np.array([[10, 7, 4], [3, 2, 1]]), axis=0)
    array([6.5, 4.5, 2.5])
    """
    return _median(a, axis, out, keepdims, False)


@NUMPY.function
def nanmedian(a: Any, axis: Any = None, out: Any = None, overwrite_input: bool = False,
              keepdims: bool = False) -> Any:  # fmt: skip
    """:func:`median` ignoring NaNs.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.nanmedian(np.array([1.0, np.nan, 3.0, 4.0]))
    array(3.)
    """
    return _median(a, axis, out, keepdims, True)


def _nan_filled(a: Any, fill: Any) -> Array:
    x = as_array(a)
    if x.dtype.kind not in ("float", "complex"):
        return x
    return ivylite.where(ivylite.isnan(x), scalar_array(fill, x.dtype), x)


@NUMPY.function(converts=False)
def nansum(a: Any, axis: Any = None, dtype: Any = None, out: Any = None, keepdims: bool = False,
           initial: Any = NoValue, where: Any = NoValue) -> Any:  # fmt: skip
    """:func:`sum` treating NaNs as zero.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.nansum(np.array([1.0, np.nan, 2.0]))
    array(3.)
    """
    return _sum(ndarray(_nan_filled(a, 0)), axis, dtype, out, keepdims, initial, where)


@NUMPY.function(converts=False)
def nanprod(a: Any, axis: Any = None, dtype: Any = None, out: Any = None, keepdims: bool = False,
            initial: Any = NoValue, where: Any = NoValue) -> Any:  # fmt: skip
    """:func:`prod` treating NaNs as one.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.nanprod(np.array([2.0, np.nan, 3.0]))
    array(6.)
    """
    return _prod(ndarray(_nan_filled(a, 1)), axis, dtype, out, keepdims, initial, where)


def _nan_count(x: Array, axis: Any, keepdims: bool) -> Array:
    valid = (
        ~ivylite.isnan(x)
        if x.dtype.kind in ("float", "complex")
        else ivylite.ones_like(x, dtype=_BOOL)
    )
    return ivylite.sum(
        ivylite.astype(valid, _I64), axis=normalize_axis(axis, x.ndim), keepdims=keepdims
    )


@NUMPY.function
def nanmean(a: Any, axis: Any = None, dtype: Any = None, out: Any = None, keepdims: bool = False,
            *, where: Any = NoValue) -> Any:  # fmt: skip
    """:func:`mean` ignoring NaNs (NaN, with a warning, for an all-NaN slice).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.nanmean(np.array([1.0, np.nan, 3.0]))
    array(2.)
    """
    x = as_array(a)
    if x.dtype.kind not in ("float", "complex"):
        from .reduction import mean as _mean

        return _mean.__wrapped__(x, axis, dtype, out, keepdims)
    d = x.dtype if dtype is None else as_numpy_dtype(dtype)
    total = ivylite.sum(ivylite.astype(_nan_filled(x, 0), d), axis=normalize_axis(axis, x.ndim),
                        keepdims=keepdims)  # fmt: skip
    count = _nan_count(x, axis, keepdims)
    if bool(ivylite.any(count == 0)):
        _warn("Mean of empty slice")
    return finish(total / ivylite.astype(count, d), out, True, "nanmean")


def _nan_extremum(name: str, largest: bool) -> Any:
    def fn(a: Any, axis: Any = None, out: Any = None, keepdims: bool = False,
           initial: Any = NoValue, where: Any = NoValue) -> Any:  # fmt: skip
        x = as_array(a)
        if x.dtype.kind not in ("float", "complex"):
            from . import reduction

            return getattr(reduction, name[3:]).__wrapped__(x, axis, None, keepdims)
        fill = float("-inf") if largest else float("inf")
        r = (ivylite.max if largest else ivylite.min)(
            _nan_filled(x, fill), axis=normalize_axis(axis, x.ndim), keepdims=keepdims
        )
        empty = _nan_count(x, axis, keepdims) == 0
        if bool(ivylite.any(empty)):
            _warn("All-NaN slice encountered")
            r = ivylite.where(empty, scalar_array(float("nan"), x.dtype), r)
        return finish(r, out, True, name)

    return fn


_nanmax, _nanmin = _nan_extremum("nanmax", True), _nan_extremum("nanmin", False)


@NUMPY.function
def nanmax(a: Any, axis: Any = None, out: Any = None, keepdims: bool = False,
           initial: Any = NoValue, where: Any = NoValue) -> Any:  # fmt: skip
    """:func:`max` ignoring NaNs.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.nanmax(np.array([1.0, np.nan, 3.0]))
    array(3.)
    """
    return _nanmax(a, axis, out, keepdims, initial, where)


@NUMPY.function
def nanmin(a: Any, axis: Any = None, out: Any = None, keepdims: bool = False,
           initial: Any = NoValue, where: Any = NoValue) -> Any:  # fmt: skip
    """:func:`min` ignoring NaNs.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.nanmin(np.array([1.0, np.nan, 3.0]))
    array(1.)
    """
    return _nanmin(a, axis, out, keepdims, initial, where)


def _nan_arg(a: Any, axis: Any, largest: bool, name: str) -> Array:
    x = as_array(a)
    if x.dtype.kind in ("float", "complex"):
        if bool(ivylite.any(_nan_count(x, axis, False) == 0)):
            raise ValueError("All-NaN slice encountered")
        x = _nan_filled(x, float("-inf") if largest else float("inf"))
    return (argmax if largest else argmin).__wrapped__(x, axis)


@NUMPY.function
def nanargmax(a: Any, axis: Any = None, out: Any = None, *, keepdims: bool = False) -> Any:
    """:func:`argmax` ignoring NaNs.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.nanargmax(np.array([1.0, np.nan, 3.0]))
    array(2)
    """
    return finish(_nan_arg(a, axis, True, "nanargmax"), out, True, "nanargmax")


@NUMPY.function
def nanargmin(a: Any, axis: Any = None, out: Any = None, *, keepdims: bool = False) -> Any:
    """:func:`argmin` ignoring NaNs.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.nanargmin(np.array([np.nan, 2.0, 3.0]))
    array(1)
    """
    return finish(_nan_arg(a, axis, False, "nanargmin"), out, True, "nanargmin")


def _nanvar(a: Any, axis: Any, dtype: Any, ddof: Any, keepdims: bool) -> Array:
    x = as_array(a)
    if x.dtype.kind not in ("float", "complex"):
        x = ivylite.astype(x, _F64)
    count = _nan_count(x, axis, True)
    valid = ~ivylite.isnan(x)
    mean = ivylite.sum(
        _nan_filled(x, 0), axis=normalize_axis(axis, x.ndim), keepdims=True
    ) / ivylite.astype(count, x.dtype)
    dev = ivylite.where(valid, x - mean, scalar_array(0, x.dtype))
    sq = ivylite.real(dev * ivylite.conj(dev)) if x.dtype.kind == "complex" else dev * dev
    total = ivylite.sum(sq, axis=normalize_axis(axis, x.ndim), keepdims=keepdims)
    n = _nan_count(x, axis, keepdims) - ddof
    if bool(ivylite.any(n <= 0)):
        _warn("Degrees of freedom <= 0 for slice.")
    return total / ivylite.astype(ivylite.maximum(n, ivylite.zeros_like(n)), total.dtype)


@NUMPY.function
def nanvar(a: Any, axis: Any = None, dtype: Any = None, out: Any = None, ddof: Any = 0,
           keepdims: bool = False, *, where: Any = NoValue, mean: Any = NoValue,
           correction: Any = NoValue) -> Any:  # fmt: skip
    """:func:`var` ignoring NaNs.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.nanvar(np.array([1.0, np.nan, 3.0]))
    array(1.)
    """
    return finish(_nanvar(a, axis, dtype, ddof, keepdims), out, True, "nanvar")


@NUMPY.function
def nanstd(a: Any, axis: Any = None, dtype: Any = None, out: Any = None, ddof: Any = 0,
           keepdims: bool = False, *, where: Any = NoValue, mean: Any = NoValue,
           correction: Any = NoValue) -> Any:  # fmt: skip
    """:func:`std` ignoring NaNs.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.nanstd(np.array([1.0, np.nan, 3.0]))
    array(1.)
    """
    return finish(ivylite.sqrt(_nanvar(a, axis, dtype, ddof, keepdims)), out, True, "nanstd")


@NUMPY.function(converts=False)
def nancumsum(a: Any, axis: Any = None, dtype: Any = None, out: Any = None) -> Any:
    """:func:`cumsum` treating NaNs as zero.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.nancumsum(np.array([1.0, np.nan, 2.0]))
    array([1., 1., 3.])
    """
    return _cumsum(ndarray(_nan_filled(a, 0)), axis, dtype, out)


@NUMPY.function(converts=False)
def nancumprod(a: Any, axis: Any = None, dtype: Any = None, out: Any = None) -> Any:
    """:func:`cumprod` treating NaNs as one.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.nancumprod(np.array([2.0, np.nan, 3.0]))
    array([2., 2., 6.])
    """
    return cumprod(ndarray(_nan_filled(a, 1)), axis, dtype, out)


@NUMPY.function
def ptp(a: Any, axis: Any = None, out: Any = None, keepdims: bool = False) -> Any:
    """Range of values (maximum minus minimum) along ``axis``.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.ptp(np.array([[4, 9], [2, 5]]), axis=1)
    array([5, 3])
    """
    x = as_array(a)
    hi = _max.__wrapped__(x, axis, None, keepdims)
    lo = _min.__wrapped__(x, axis, None, keepdims)
    return finish(subtract.__wrapped__(hi, lo), out, True, "ptp")


@NUMPY.function
def average(a: Any, axis: Any = None, weights: Any = None, returned: bool = False, *,
            keepdims: bool = False) -> Any:  # fmt: skip
    """The (weighted) average along ``axis``; with ``returned``, also the sum of weights.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.average(np.array([1, 2, 3]), weights=[3, 1, 0])
    array(1.25)
    """
    x = as_array(a)
    if weights is None:
        r = _mean.__wrapped__(x, axis, None, None, keepdims)
        if not returned:
            return r
        count = ivylite.full(r.shape, x.size // builtins.max(r.size, 1), dtype=r.dtype)
        return r, count
    w = as_array(weights)
    d = (
        result_type_numpy(x.dtype, w.dtype, _F64)
        if x.dtype.kind in ("bool", "int", "uint")
        else (result_type_numpy(x.dtype, w.dtype))
    )
    if w.shape != x.shape:
        if axis is None or w.ndim != 1:
            raise TypeError("Axis must be specified when shapes of a and weights differ.")
        ax = normalize_axis(axis, x.ndim)
        shape = [1] * x.ndim
        shape[ax] = w.shape[0]
        w = ivylite.broadcast_to(ivylite.reshape(w, tuple(shape)), x.shape)
    ax = normalize_axis(axis, x.ndim)
    scale = ivylite.sum(ivylite.astype(w, d), axis=ax, keepdims=keepdims)
    if bool(ivylite.any(scale == 0)):
        raise ZeroDivisionError("Weights sum to zero, can't be normalized")
    total = ivylite.sum(ivylite.astype(x, d) * ivylite.astype(w, d), axis=ax, keepdims=keepdims)
    r = total / scale
    return (r, ivylite.broadcast_to(scale, r.shape)) if returned else r


@NUMPY.function
def cov(m: Any, y: Any = None, rowvar: bool = True, bias: bool = False, ddof: Any = None,
        fweights: Any = None, aweights: Any = None, *, dtype: Any = None) -> Any:  # fmt: skip
    """The covariance matrix of the variables in the rows of ``m`` (columns if
    not ``rowvar``), and of ``y``'s.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.cov(np.array([[0, 1, 2], [2, 1, 0]]))
    array([[ 1., -1.],
           [-1.,  1.]])
    """
    if fweights is not None or aweights is not None:
        raise NotImplementedError(
            "numpy.cov: weights are not supported by ivylite's numpy frontend"
        )
    x = as_array(m)
    d = result_type_numpy(x.dtype, _F64) if dtype is None else as_numpy_dtype(dtype)
    x = ivylite.astype(x, d) if x.dtype is not d else x
    x = ivylite.reshape(x, (1, -1)) if x.ndim < 2 else x
    if not rowvar and x.shape[0] != 1:
        x = ivylite.matrix_transpose(x)
    if y is not None:
        yy = ivylite.astype(as_array(y), d)
        yy = ivylite.reshape(yy, (1, -1)) if yy.ndim < 2 else yy
        if not rowvar and yy.shape[0] != 1:
            yy = ivylite.matrix_transpose(yy)
        x = ivylite.concat([x, yy], axis=0)
    n = x.shape[1]
    ddof = (0 if bias else 1) if ddof is None else ddof
    centred = x - ivylite.mean(x, axis=1, keepdims=True)
    c = ivylite.matmul(centred, ivylite.conj(ivylite.matrix_transpose(centred)))
    c = c / scalar_array(n - ddof, d)
    return ivylite.squeeze(c, axis=(0, 1)) if c.shape == (1, 1) else c


@NUMPY.function
def corrcoef(x: Any, y: Any = None, rowvar: bool = True, *, dtype: Any = None) -> Any:
    """Pearson correlation coefficients of the variables (as :func:`cov`).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.corrcoef(np.arange(4), np.arange(4)[::-1])
    array([[ 1., -1.],
           [-1.,  1.]])
    """
    c = cov.__wrapped__(x, y, rowvar, dtype=dtype)
    if c.ndim == 0:
        return c / c
    dv = ivylite.sqrt(ivylite.real(ivylite.linalg.diagonal(c)))
    c = c / ivylite.reshape(dv, (-1, 1))
    c = c / ivylite.reshape(dv, (1, -1))
    if c.dtype.kind == "complex":
        return c
    return ivylite.clip(c, -1, 1)
