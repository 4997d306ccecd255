"""NumPy's reductions: sum, prod, mean, std, var, max, min, argmax, argmin,
all, any, count_nonzero, and the running sums and products (cumsum,
cumprod, and NumPy 2's cumulative_sum and cumulative_prod).

Result dtypes are NumPy's: sums and products of bools and integers
accumulate in int64 (uint64 for unsigned), means and variances of integers
are float64, float16/bfloat16 statistics are computed in float32 and cast
back, complex numbers order lexicographically and their variance is real.
"""

from __future__ import annotations

import builtins
from typing import Any

import ivylite
from ivylite.array import Array
from ivylite.dtypes import Dtype

from ._helpers import NUMPY, D, NoValue, finish, normalize_axis
from .dtypes import as_numpy_dtype
from .math import multiply
from .ndarray import ndarray
from .promotion import as_array, scalar_array

__all__ = [
    "sum", "prod", "mean", "std", "var", "max", "amax", "min", "amin", "argmax", "argmin",
    "all", "any", "count_nonzero", "cumsum", "cumulative_sum", "cumulative_prod", "cumprod",
]  # fmt: skip

_BOOL, _I8, _I64, _U64 = D("bool"), D("int8"), D("int64"), D("uint64")
_F32, _F64 = D("float32"), D("float64")
_COMPLEX = frozenset(ivylite.all_complex_dtypes)
_HALF = frozenset((D("float16"), D("bfloat16")))


def _accumulator(d: Dtype) -> Dtype:
    if d.kind in ("bool", "int"):
        return _I64
    return _U64 if d.kind == "uint" else d


def _stat_dtype(d: Dtype) -> Dtype:
    return _F64 if d.kind in ("bool", "int", "uint") else d


def _real_of(d: Dtype) -> Dtype:
    if d in _COMPLEX:
        return _F32 if d == "complex64" else _F64
    return d


def _prepare(a: Any, axis: Any) -> tuple[Array, Any]:
    x = a if isinstance(a, Array) else as_array(a)
    return x, normalize_axis(axis, x.ndim)


def _masked(x: Array, where: Any, fill: Any) -> Array:
    if where is NoValue or where is True:
        return x
    m = as_array(where, _BOOL)
    return ivylite.where(m, x, fill if isinstance(fill, Array) else scalar_array(fill, x.dtype))


def _sum_like(name: str, ivy_fn: Any, identity: int) -> Any:
    def reduce(
        a: Any,
        axis: Any = None,
        dtype: Any = None,
        out: Any = None,
        keepdims: bool = False,
        initial: Any = NoValue,
        where: Any = NoValue,
    ) -> Any:
        x, axis = _prepare(a, axis)
        d = _accumulator(x.dtype) if dtype is None else as_numpy_dtype(dtype)
        if x.dtype is not d:
            x = ivylite.astype(x, d)
        x = _masked(x, where, identity)
        r = ivy_fn(x, axis=axis, dtype=d, keepdims=keepdims)
        if initial is not NoValue:
            init = scalar_array(initial, d)
            r = r + init if name == "sum" else r * init
        return finish(r, out, True, name)

    reduce.__name__ = reduce.__qualname__ = name
    return reduce


_sum = _sum_like("sum", ivylite.sum, 0)
_prod = _sum_like("prod", ivylite.prod, 1)


@NUMPY.function
def sum(
    a: Any,
    axis: Any = None,
    dtype: Any = None,
    out: Any = None,
    keepdims: bool = False,
    initial: Any = NoValue,
    where: Any = NoValue,
) -> Any:
    """Sum over ``axis``; bools and integers accumulate in int64 (unsigned: uint64).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.sum(np.array([[1, 2], [3, 4]], dtype=np.int8), axis=0)
    array([4, 6])
    >>> np.sum(np.array([0.5, 1.5], dtype=np.float32), initial=1)
    array(3., dtype=float32)
    """
    return _sum(a, axis, dtype, out, keepdims, initial, where)


@NUMPY.function
def prod(
    a: Any,
    axis: Any = None,
    dtype: Any = None,
    out: Any = None,
    keepdims: bool = False,
    initial: Any = NoValue,
    where: Any = NoValue,
) -> Any:
    """Product over ``axis``, accumulated as :func:`sum` accumulates.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.prod(np.array([1, 2, 3], dtype=np.uint8))
    array(6, dtype=uint64)
    """
    return _prod(a, axis, dtype, out, keepdims, initial, where)


def _mean(x: Array, axis: Any, keepdims: bool, where: Any) -> Array:
    if where is NoValue or where is True:
        return ivylite.mean(x, axis=axis, keepdims=keepdims)
    m = ivylite.broadcast_to(as_array(where, _BOOL), x.shape)
    total = ivylite.sum(_masked(x, m, 0), axis=axis, keepdims=keepdims)
    count = ivylite.sum(ivylite.astype(m, x.dtype), axis=axis, keepdims=keepdims)
    return total / count


@NUMPY.function
def mean(
    a: Any,
    axis: Any = None,
    dtype: Any = None,
    out: Any = None,
    keepdims: bool = False,
    *,
    where: Any = NoValue,
) -> Any:
    """Arithmetic mean; float64 for bools and integers, float32 inside for float16.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.mean(np.array([1, 2], dtype=np.int8))
    array(1.5)
    >>> np.mean(np.array([[1.0, 2.0], [3.0, 5.0]], dtype=np.float32), axis=1, keepdims=True)
    array([[1.5],
           [4. ]], dtype=float32)
    """
    x, axis = _prepare(a, axis)
    d = _stat_dtype(x.dtype) if dtype is None else as_numpy_dtype(dtype)
    compute = _F32 if d in _HALF else d
    if x.dtype is not compute:
        x = ivylite.astype(x, compute)
    r = _mean(x, axis, keepdims, where)
    if r.dtype is not d:
        r = ivylite.astype(r, d)
    return finish(r, out, True, "mean")


def _var(
    a: Any,
    axis: Any,
    dtype: Any,
    ddof: Any,
    keepdims: bool,
    where: Any,
    mean: Any,
    correction: Any,
) -> Array:
    if where is True:
        where = NoValue
    if correction is not NoValue:
        if ddof != 0:
            raise ValueError("ddof and correction can't be provided simultaneously.")
        ddof = correction
    x, axis = _prepare(a, axis)
    d = _stat_dtype(x.dtype) if dtype is None else as_numpy_dtype(dtype)
    compute = _F32 if d in _HALF else d
    if x.dtype is not compute:
        x = ivylite.astype(x, compute)
    if compute in _COMPLEX or where is not NoValue or mean is not NoValue:
        # NumPy's own algorithm: mean of squared deviations, scaled for ddof.
        m = _mean(x, axis, True, where) if mean is NoValue else as_array(mean, compute)
        dev = x - m
        sq = ivylite.real(dev * ivylite.conj(dev)) if compute in _COMPLEX else dev * dev
        mask = as_array(where, _BOOL) if where is not NoValue else True
        if mask is True:
            count = ivylite.sum(ivylite.ones_like(sq), axis=axis, keepdims=keepdims)
        else:
            mask = ivylite.broadcast_to(mask, sq.shape)
            count = ivylite.sum(ivylite.astype(mask, sq.dtype), axis=axis, keepdims=keepdims)
        total = ivylite.sum(_masked(sq, mask, 0), axis=axis, keepdims=keepdims)
        r = total / (count - ddof)
    else:
        r = ivylite.var(x, axis=axis, correction=ddof, keepdims=keepdims)
    return ivylite.astype(r, _real_of(d)) if r.dtype is not _real_of(d) else r


@NUMPY.function
def var(
    a: Any,
    axis: Any = None,
    dtype: Any = None,
    out: Any = None,
    ddof: int | float = 0,
    keepdims: bool = False,
    *,
    where: Any = NoValue,
    mean: Any = NoValue,
    correction: Any = NoValue,
) -> Any:
    """Variance with ``ddof`` (or ``correction``) degrees of freedom removed.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.var(np.array([1, 2, 3, 4]), ddof=1)
    array(1.66666667)
    >>> np.var(np.array([1 + 1j, 2 - 1j]))
    array(1.25)
    """
    return finish(_var(a, axis, dtype, ddof, keepdims, where, mean, correction), out, True, "var")


@NUMPY.function
def std(
    a: Any,
    axis: Any = None,
    dtype: Any = None,
    out: Any = None,
    ddof: int | float = 0,
    keepdims: bool = False,
    *,
    where: Any = NoValue,
    mean: Any = NoValue,
    correction: Any = NoValue,
) -> Any:
    """Standard deviation: the square root of :func:`var`.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.std(np.array([[1.0, 2.0], [3.0, 6.0]], dtype=np.float32), axis=0)
    array([1., 2.], dtype=float32)
    """
    v = _var(a, axis, dtype, ddof, keepdims, where, mean, correction)
    if v.dtype in _HALF:
        r = ivylite.astype(ivylite.sqrt(ivylite.astype(v, _F32)), v.dtype)
    else:
        r = ivylite.sqrt(v)
    return finish(r, out, True, "std")


# --- extrema ----------------------------------------------------------------------


def _reduced_size_zero(x: Array, axis: Any) -> bool:
    if x.size != 0:
        return False
    if axis is None:
        return True
    axes = axis if type(axis) is tuple else (axis,)
    return builtins.any(x.shape[i] == 0 for i in axes)


def _complex_extremum(x: Array, axis: Any, keepdims: bool, largest: bool) -> Array:
    """Lexicographic max/min of complex values: real part first, then imaginary."""
    re, im = ivylite.real(x), ivylite.imag(x)
    pick = ivylite.max if largest else ivylite.min
    r = pick(re, axis=axis, keepdims=True)
    fill = scalar_array(float("-inf") if largest else float("inf"), im.dtype)
    i = pick(ivylite.where(re == r, im, fill), axis=axis, keepdims=True)
    out = ivylite.astype(r, x.dtype) + ivylite.astype(i, x.dtype) * scalar_array(1j, x.dtype)
    if not keepdims:
        out = ivylite.squeeze(out, axis=axis if axis is not None else tuple(range(x.ndim)))
    return out


def _extremum(name: str, largest: bool) -> Any:
    def reduce(a: Any, axis: Any, out: Any, keepdims: bool, initial: Any, where: Any) -> Any:
        x, axis = _prepare(a, axis)
        if where is not NoValue and where is not True:
            if initial is NoValue:
                raise ValueError(
                    f"reduction operation '{name}' does not have an identity, so to use a "
                    "where mask one has to specify 'initial'"
                )
            x = _masked(x, where, initial)
        if initial is NoValue and _reduced_size_zero(x, axis):
            raise ValueError(f"zero-size array to reduction operation {name} which has no identity")
        d = x.dtype
        if d in _COMPLEX:
            r = _complex_extremum(x, axis, keepdims, largest)
        else:
            r = (ivylite.max if largest else ivylite.min)(x, axis=axis, keepdims=keepdims)
        if initial is not NoValue:
            from . import math as _m

            both = (_m.maximum if largest else _m.minimum).__wrapped__
            init = initial if isinstance(initial, Array) else scalar_array(initial, d)
            r = both(r, init)
        return finish(r, out, True, name)

    return reduce


_max = _extremum("maximum", True)
_min = _extremum("minimum", False)


@NUMPY.function
def max(
    a: Any,
    axis: Any = None,
    out: Any = None,
    keepdims: bool = False,
    initial: Any = NoValue,
    where: Any = NoValue,
) -> Any:
    """Maximum over ``axis`` (complex values ordered lexicographically).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.max(np.array([[1, 5], [3, 2]], dtype=np.int16), axis=1)
    array([5, 3], dtype=int16)
    >>> np.max(np.array([1 + 2j, 1 + 3j, 0 + 9j]))
    array(1.+3.j)
    """
    return _max(a, axis, out, keepdims, initial, where)


@NUMPY.function
def min(
    a: Any,
    axis: Any = None,
    out: Any = None,
    keepdims: bool = False,
    initial: Any = NoValue,
    where: Any = NoValue,
) -> Any:
    """Minimum over ``axis`` (complex values ordered lexicographically).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.min(np.array([4.0, -1.0, 2.0]))
    array(-1.)
    """
    return _min(a, axis, out, keepdims, initial, where)


amax = max
amin = min


def _arg_extremum(name: str, largest: bool) -> Any:
    def reduce(a: Any, axis: Any, out: Any, keepdims: bool) -> Any:
        x, axis = _prepare(a, axis)
        if x.size == 0:
            raise ValueError(f"attempt to get {name} of an empty sequence")
        if axis is None:
            x = ivylite.reshape(x, (-1,))
            flat = True
            axis = 0
        else:
            flat = False
        d = x.dtype
        if d is _BOOL:
            x = ivylite.astype(x, _I8)
        elif d in _COMPLEX:
            re, im = ivylite.real(x), ivylite.imag(x)
            best = (ivylite.max if largest else ivylite.min)(re, axis=axis, keepdims=True)
            fill = scalar_array(float("-inf") if largest else float("inf"), im.dtype)
            x = ivylite.where(re == best, im, fill)
        pick = ivylite.argmax if largest else ivylite.argmin
        r = pick(x, axis=axis, keepdims=keepdims)
        if flat and keepdims:
            r = ivylite.reshape(r, (1,) * builtins.len(_shape_of(a)))
        return finish(r, out, True, name)

    return reduce


def _shape_of(a: Any) -> tuple:
    return a.shape if isinstance(a, Array) else as_array(a).shape


_argmax = _arg_extremum("argmax", True)
_argmin = _arg_extremum("argmin", False)


@NUMPY.function
def argmax(a: Any, axis: Any = None, out: Any = None, *, keepdims: bool = False) -> Any:
    """Index of the first maximum (int64), over the flattened array by default.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.argmax(np.array([[1, 5], [7, 2]]))
    array(2)
    >>> np.argmax(np.array([[1, 5], [7, 2]]), axis=0)
    array([1, 0])
    """
    return _argmax(a, axis, out, keepdims)


@NUMPY.function
def argmin(a: Any, axis: Any = None, out: Any = None, *, keepdims: bool = False) -> Any:
    """Index of the first minimum (int64), over the flattened array by default.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.argmin(np.array([3.0, 1.0, 1.0]))
    array(1)
    """
    return _argmin(a, axis, out, keepdims)


def _truth(name: str, ivy_fn: Any, fill: bool) -> Any:
    def reduce(a: Any, axis: Any, out: Any, keepdims: bool, where: Any) -> Any:
        x, axis = _prepare(a, axis)
        if where is not NoValue and where is not True:
            truth = x if x.dtype is _BOOL else x != 0
            x = ivylite.where(as_array(where, _BOOL), truth, scalar_array(fill, _BOOL))
        return finish(ivy_fn(x, axis=axis, keepdims=keepdims), out, True, name)

    return reduce


_all = _truth("all", ivylite.all, True)
_any = _truth("any", ivylite.any, False)


@NUMPY.function
def all(
    a: Any, axis: Any = None, out: Any = None, keepdims: bool = False, *, where: Any = NoValue
) -> Any:
    """Whether every element is true (non-zero).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.all(np.array([[1, 0], [2, 3]]), axis=1)
    array([False,  True])
    """
    return _all(a, axis, out, keepdims, where)


@NUMPY.function
def any(
    a: Any, axis: Any = None, out: Any = None, keepdims: bool = False, *, where: Any = NoValue
) -> Any:
    """Whether any element is true (non-zero).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.any(np.array([0.0, 0.5]))
    array(True)
    """
    return _any(a, axis, out, keepdims, where)


@NUMPY.function
def count_nonzero(a: Any, axis: Any = None, *, keepdims: bool = False) -> Any:
    """Number of non-zero elements (int64).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.count_nonzero(np.array([[0, 1], [2, 3]]), axis=0)
    array([1, 2])
    """
    x, axis = _prepare(a, axis)
    nz = x if x.dtype is _BOOL else x != 0
    return ivylite.sum(ivylite.astype(nz, _I64), axis=axis, keepdims=keepdims)


@NUMPY.function
def cumsum(a: Any, axis: Any = None, dtype: Any = None, out: Any = None) -> Any:
    """Cumulative sum (over the flattened array by default), accumulated as :func:`sum`.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.cumsum(np.array([[1, 2], [3, 4]], dtype=np.int8))
    array([ 1,  3,  6, 10])
    >>> np.cumsum(np.array([[1.0, 2.0], [3.0, 4.0]]), axis=1)
    array([[1., 3.],
           [3., 7.]])
    """
    x, axis = _prepare(a, axis)
    if axis is None:
        x = ivylite.reshape(x, (-1,))
        axis = 0
    d = _accumulator(x.dtype) if dtype is None else as_numpy_dtype(dtype)
    if x.dtype is not d:
        x = ivylite.astype(x, d)
    return finish(ivylite.cumulative_sum(x, axis=axis, dtype=d), out, True, "cumsum")


@NUMPY.function(converts=False)
def cumulative_sum(x: Any, /, *, axis: Any = None, dtype: Any = None, out: Any = None,
                   include_initial: bool = False) -> Any:  # fmt: skip
    """NumPy 2's ``cumulative_sum``: :func:`cumsum`, optionally starting with 0.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.cumulative_sum(np.array([1, 2, 3]), include_initial=True)
    array([0, 1, 3, 6])
    """
    return _with_initial(cumsum(x, axis, dtype, out), axis, include_initial, 0)


@NUMPY.function(converts=False)
def cumulative_prod(x: Any, /, *, axis: Any = None, dtype: Any = None, out: Any = None,
                    include_initial: bool = False) -> Any:  # fmt: skip
    """NumPy 2's ``cumulative_prod``: :func:`cumprod`, optionally starting with 1.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.cumulative_prod(np.array([1, 2, 3]))
    array([1, 2, 6])
    """
    return _with_initial(cumprod(x, axis, dtype, out), axis, include_initial, 1)


def _with_initial(r: Any, axis: Any, include: bool, value: int) -> Any:
    if not include:
        return r
    a = r.ivy_array
    ax = 0 if axis is None else normalize_axis(axis, a.ndim)
    shape = list(a.shape)
    shape[ax] = 1
    first = ivylite.full(tuple(shape), value, dtype=a.dtype)
    return ndarray(ivylite.concat([first, a], axis=ax))


@NUMPY.function(converts=False)
def cumprod(a: Any, axis: Any = None, dtype: Any = None, out: Any = None) -> Any:
    """Cumulative product (over the flattened array by default); small integers
    accumulate in int64, as :func:`prod` does.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.cumprod(np.array([1, 2, 3], dtype=np.int8))
    array([1, 2, 6])
    """
    x = as_array(a)
    if axis is None:
        x, axis = ivylite.reshape(x, (-1,)), 0
    return multiply.accumulate(ndarray(x), axis=axis, dtype=dtype, out=out)
