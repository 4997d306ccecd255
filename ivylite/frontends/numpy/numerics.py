"""NumPy's numerical routines: interp, diff, ediff1d, gradient, convolve,
correlate, trapezoid, cross.

``interp`` follows NumPy's formula (slope times the offset from the left
point, the right point tried when that gives NaN, ``fp[-1]`` at ``xp[-1]``);
``gradient`` NumPy's second-order central differences and one- or
second-order edges; ``convolve`` and ``correlate`` sum products per output
element (the backend's matrix product).
"""

from __future__ import annotations

import builtins
from typing import Any

import ivylite
from ivylite.array import Array

from ._helpers import NUMPY, D, normalize_axis
from .math import subtract
from .promotion import as_array, can_cast_numpy, result_type_numpy, scalar_array

__all__ = ["interp", "diff", "ediff1d", "gradient", "convolve", "correlate", "trapezoid", "cross"]

_I64, _F64, _C128, _BOOL = D("int64"), D("float64"), D("complex128"), D("bool")


def _f64(x: Any) -> Array:
    a = as_array(x)
    d = _C128 if a.dtype.kind == "complex" else _F64
    return a if a.dtype is d else ivylite.astype(a, d)


@NUMPY.function
def interp(
    x: Any, xp: Any, fp: Any, left: Any = None, right: Any = None, period: Any = None
) -> Any:
    """Piecewise-linear interpolation of the points (``xp``, ``fp``) at ``x``
    (``xp`` increasing); ``left``/``right`` outside (``fp``'s ends by default).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.interp(np.array([0, 1, 1.5, 2.72, 3.14]), [1, 2, 3], [3, 2, 0])
    array([3.  , 3.  , 2.5 , 0.56, 0.  ])
    """
    if period is not None:
        raise NotImplementedError(
            "numpy.interp(period=...) is not supported by ivylite's numpy frontend"
        )
    xs, xps, fps = _f64(x), ivylite.astype(as_array(xp), _F64), _f64(fp)
    if xps.ndim != 1 or fps.ndim != 1:
        raise ValueError("object too deep for desired array")
    if xps.shape[0] != fps.shape[0]:
        raise ValueError("fp and xp are not of the same length.")
    if xps.shape[0] == 0:
        raise ValueError("array of sample points is empty")
    xs = ivylite.astype(xs, _F64) if xs.dtype.kind == "complex" else xs
    n = xps.shape[0]
    j = ivylite.clip(ivylite.searchsorted(xps, xs, side="right") - 1, 0, builtins.max(n - 2, 0))
    x0, f0 = xps[j], fps[j]
    if n > 1:
        x1, f1 = xps[j + 1], fps[j + 1]
        slope = (f1 - f0) / ivylite.astype(x1 - x0, fps.dtype)
        r = slope * ivylite.astype(xs - x0, fps.dtype) + f0
        other = slope * ivylite.astype(xs - x1, fps.dtype) + f1
        r = ivylite.where(ivylite.isnan(r), other, r)
        r = ivylite.where(ivylite.isnan(r) & (f0 == f1), f0, r)
    else:
        r = ivylite.broadcast_to(f0, xs.shape) if xs.ndim else f0
    lo = fps[0] if left is None else scalar_array(left, fps.dtype)
    hi = fps[-1] if right is None else scalar_array(right, fps.dtype)
    r = ivylite.where(xs == xps[-1], fps[-1], r)
    r = ivylite.where(xs < xps[0], lo, r)
    return ivylite.where(xs > xps[-1], hi, r)


def _diff_once(x: Array, axis: int) -> Array:
    head = (slice(None),) * axis
    later, earlier = x[(*head, slice(1, None))], x[(*head, slice(None, -1))]
    if x.dtype is _BOOL:
        return later != earlier
    return subtract.__wrapped__(later, earlier)


@NUMPY.function
def diff(a: Any, n: int = 1, axis: int = -1, prepend: Any = None, append: Any = None) -> Any:
    """The ``n``-th discrete difference along ``axis`` (booleans: not-equal).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.diff(np.array([1, 2, 4, 7, 0])), np.diff(np.array([1, 2, 4, 7, 0]), n=2)
    (array([ 1,  2,  3, -7]), array([  1,   1, -10]))
    """
    if n < 0:
        raise ValueError(f"order must be non-negative but got {n!r}")
    x = as_array(a)
    if x.ndim == 0:
        raise ValueError("diff requires input that is at least one dimensional")
    axis = normalize_axis(axis, x.ndim)
    if prepend is not None or append is not None:
        parts = []
        for extra in (prepend,):
            if extra is not None:
                parts.append(_edge(extra, x, axis))
        parts.append(x)
        if append is not None:
            parts.append(_edge(append, x, axis))
        d = result_type_numpy(*parts)
        x = ivylite.concat([p if p.dtype is d else ivylite.astype(p, d) for p in parts], axis=axis)
    for _ in range(n):
        x = _diff_once(x, axis)
    return x


def _edge(v: Any, x: Array, axis: int) -> Array:
    e = as_array(v)
    if e.ndim == 0:
        shape = list(x.shape)
        shape[axis] = 1
        e = ivylite.broadcast_to(e, tuple(shape))
    return e


@NUMPY.function
def ediff1d(ary: Any, to_end: Any = None, to_begin: Any = None) -> Any:
    """Differences of consecutive elements of the flattened array, with
    ``to_begin`` and ``to_end`` added at the ends.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.ediff1d(np.array([1, 2, 4, 7]), to_begin=-99, to_end=[88, 99])
    array([-99,   1,   2,   3,  88,  99])
    """
    x = ivylite.reshape(as_array(ary), (-1,))
    parts = [_diff_once(x, 0) if x.shape[0] else x]
    for extra, at_end in ((to_begin, False), (to_end, True)):
        if extra is None:
            continue
        e = ivylite.reshape(as_array(extra), (-1,))
        if not can_cast_numpy(e.dtype, x.dtype, "same_kind"):
            raise TypeError(
                f"dtype of `{'to_end' if at_end else 'to_begin'}` must be compatible with input "
                "`ary` under the `same_kind` rule."
            )
        e = ivylite.astype(e, x.dtype) if e.dtype is not x.dtype else e
        parts = parts + [e] if at_end else [e] + parts
    return ivylite.concat(parts)


def _spacing(arg: Any, n: int) -> tuple[Array | None, float | None]:
    a = as_array(arg)
    if a.ndim == 0:
        return None, builtins.float(a.item())
    if a.shape[0] != n:
        raise ValueError("when 1d, distances must match the length of the corresponding dimension")
    return ivylite.astype(a, _F64), None


def _gradient_axis(f: Array, axis: int, spacing: Any, edge_order: int) -> Array:
    n = f.shape[axis]
    if n < edge_order + 1:
        raise ValueError(
            "Shape of array too small to calculate a numerical gradient, at least (edge_order + 1) "
            "elements are required."
        )
    coords, h = _spacing(spacing, n)

    def s(lo: Any, hi: Any, step: Any = None) -> Array:
        return f[(slice(None),) * axis + (slice(lo, hi, step),)]

    def shaped(v: Array) -> Array:
        shape = [1] * f.ndim
        shape[axis] = v.shape[0]
        return ivylite.reshape(v, tuple(shape))

    if coords is None:
        mid = (s(2, None) - s(None, -2)) / (2.0 * h)
        if edge_order == 1:
            first = (s(1, 2) - s(0, 1)) / h
            last = (s(-1, None) - s(-2, -1)) / h
        else:
            first = (-1.5 * s(0, 1) + 2.0 * s(1, 2) - 0.5 * s(2, 3)) / h
            last = (0.5 * s(-3, -2) - 2.0 * s(-2, -1) + 1.5 * s(-1, None)) / h
        return ivylite.concat([first, mid, last], axis=axis)
    dx = coords[1:] - coords[:-1]
    dx1, dx2 = shaped(dx[:-1]), shaped(dx[1:])
    a = -dx2 / (dx1 * (dx1 + dx2))
    b = (dx2 - dx1) / (dx1 * dx2)
    c = dx1 / (dx2 * (dx1 + dx2))
    mid = a * s(None, -2) + b * s(1, -1) + c * s(2, None)
    if edge_order == 1:
        first = (s(1, 2) - s(0, 1)) / dx[0]
        last = (s(-1, None) - s(-2, -1)) / dx[-1]
    else:
        d1, d2 = dx[0], dx[1]
        first = (-(2.0 * d1 + d2) / (d1 * (d1 + d2)) * s(0, 1) + (d1 + d2) / (d1 * d2) * s(1, 2)
                 - d1 / (d2 * (d1 + d2)) * s(2, 3))  # fmt: skip
        d1, d2 = dx[-2], dx[-1]
        last = (d2 / (d1 * (d1 + d2)) * s(-3, -2) - (d2 + d1) / (d1 * d2) * s(-2, -1)
                + (2.0 * d2 + d1) / (d2 * (d1 + d2)) * s(-1, None))  # fmt: skip
    return ivylite.concat([first, mid, last], axis=axis)


@NUMPY.function
def gradient(f: Any, *varargs: Any, axis: Any = None, edge_order: int = 1) -> Any:
    """The gradient by central differences inside and one-sided ones at the edges;
    spacings are scalars or coordinate arrays (one per axis, or one for all).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.gradient(np.array([1, 2, 4, 7, 11, 16], dtype=float))
    array([1. , 1.5, 2.5, 3.5, 4.5, 5. ])
    >>> np.gradient(np.array([1.0, 2.0, 4.0]), 2.0)
    array([0.5 , 0.75, 1.  ])
    """
    x = as_array(f)
    if edge_order not in (1, 2):
        raise ValueError("'edge_order' greater than 2 not supported")
    if x.dtype.kind in ("bool", "int", "uint"):
        x = ivylite.astype(x, _F64)
    axes = tuple(range(x.ndim)) if axis is None else normalize_axis(axis, x.ndim)
    single = type(axes) is not tuple
    axes = (axes,) if single else axes
    if not varargs:
        spacings = [1.0] * builtins.len(axes)
    elif builtins.len(varargs) == 1 and as_array(varargs[0]).ndim == 0:
        spacings = [varargs[0]] * builtins.len(axes)
    elif builtins.len(varargs) == builtins.len(axes):
        spacings = list(varargs)
    else:
        raise TypeError("invalid number of arguments")
    out = [_gradient_axis(x, ax, sp, edge_order) for ax, sp in zip(axes, spacings)]
    return out[0] if builtins.len(out) == 1 else tuple(out)


def _conv_full(a: Array, v: Array) -> Array:
    n, m = a.shape[0], v.shape[0]
    padded = ivylite.concat([ivylite.zeros((m - 1,), dtype=a.dtype), a,
                             ivylite.zeros((m - 1,), dtype=a.dtype)])  # fmt: skip
    idx = ivylite.reshape(ivylite.arange(n + m - 1, dtype=_I64), (-1, 1)) + ivylite.reshape(
        ivylite.arange(m, dtype=_I64), (1, -1)
    )
    windows = padded[idx]
    return ivylite.matmul(windows, ivylite.flip(v, axis=0))


def _mode_slice(full: Array, n: int, m: int, mode: str) -> Array:
    if mode == "full":
        return full
    if mode == "same":
        length = builtins.max(n, m)
        start = (builtins.min(n, m) - 1) // 2
        return full[start : start + length]
    if mode == "valid":
        length = builtins.max(n, m) - builtins.min(n, m) + 1
        start = builtins.min(n, m) - 1
        return full[start : start + length]
    raise ValueError(f"mode must be one of 'valid', 'same', or 'full' (got {mode!r})")


def _operands(a: Any, v: Any) -> tuple[Array, Array]:
    x, y = ivylite.reshape(as_array(a), (-1,)), ivylite.reshape(as_array(v), (-1,))
    if x.shape[0] == 0 or y.shape[0] == 0:
        raise ValueError("v cannot be empty" if y.shape[0] == 0 else "a cannot be empty")
    d = result_type_numpy(x, y)
    if d is _BOOL:
        raise TypeError(
            "convolve/correlate of booleans is not supported by ivylite's numpy frontend"
        )
    return (x if x.dtype is d else ivylite.astype(x, d)), (
        y if y.dtype is d else ivylite.astype(y, d)
    )


@NUMPY.function
def convolve(a: Any, v: Any, mode: str = "full") -> Any:
    """The discrete linear convolution of two 1-D sequences (modes ``full``,
    ``same``, ``valid``).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.convolve(np.array([1, 2, 3]), np.array([0, 1, 0.5]))
    array([0. , 1. , 2.5, 4. , 1.5])
    """
    x, y = _operands(a, v)
    n, m = x.shape[0], y.shape[0]
    return _mode_slice(_conv_full(x, y), n, m, mode)


@NUMPY.function
def correlate(a: Any, v: Any, mode: str = "valid") -> Any:
    """The cross-correlation of two 1-D sequences: ``sum(a[n + k] * conj(v[n]))``.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.correlate(np.array([1, 2, 3]), np.array([0, 1, 0.5]), "full")
    array([0.5, 2. , 3.5, 3. , 0. ])
    """
    x, y = _operands(a, v)
    if y.dtype.kind == "complex":
        y = ivylite.conj(y)
    n, m = x.shape[0], y.shape[0]
    return _mode_slice(_conv_full(x, ivylite.flip(y, axis=0)), n, m, mode)


@NUMPY.function
def trapezoid(y: Any, x: Any = None, dx: float = 1.0, axis: int = -1) -> Any:
    """The integral of ``y`` by the trapezoidal rule (spacing ``dx`` or points ``x``).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.trapezoid(np.array([1, 2, 3]))
    array(4.)
    """
    ys = as_array(y)
    if ys.dtype.kind in ("bool", "int", "uint"):
        ys = ivylite.astype(ys, _F64)
    axis = normalize_axis(axis, ys.ndim)
    head = (slice(None),) * axis
    if x is None:
        d: Any = (
            scalar_array(dx, ys.dtype)
            if type(dx) in (builtins.int, builtins.float)
            else as_array(dx)
        )
    else:
        xs = as_array(x)
        d = _diff_once(xs, xs.ndim - 1 if xs.ndim == 1 else axis)
        if xs.ndim == 1:
            shape = [1] * ys.ndim
            shape[axis] = d.shape[0]
            d = ivylite.reshape(d, tuple(shape))
    pairs = ys[(*head, slice(1, None))] + ys[(*head, slice(None, -1))]
    return ivylite.sum(d * pairs / 2.0, axis=axis)


@NUMPY.function
def cross(
    a: Any, b: Any, axisa: int = -1, axisb: int = -1, axisc: int = -1, axis: Any = None
) -> Any:
    """The cross product of 3-vectors (the z component for 2-vectors).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.cross([1, 0, 0], [0, 1, 0])
    array([0, 0, 1])
    """
    if axis is not None:
        axisa = axisb = axisc = axis
    x, y = as_array(a), as_array(b)
    d = result_type_numpy(x, y)
    x = ivylite.moveaxis(ivylite.astype(x, d), axisa, -1)
    y = ivylite.moveaxis(ivylite.astype(y, d), axisb, -1)
    if x.shape[-1] not in (2, 3) or y.shape[-1] not in (2, 3):
        raise ValueError("incompatible dimensions for cross product\n(dimension must be 2 or 3)")
    if x.shape[-1] == 2 and y.shape[-1] == 2:
        return x[..., 0] * y[..., 1] - x[..., 1] * y[..., 0]
    zero = ivylite.zeros_like(x[..., :1])
    x = x if x.shape[-1] == 3 else ivylite.concat([x, zero], axis=-1)
    zero = ivylite.zeros_like(y[..., :1])
    y = y if y.shape[-1] == 3 else ivylite.concat([y, zero], axis=-1)
    c = ivylite.stack([
        x[..., 1] * y[..., 2] - x[..., 2] * y[..., 1],
        x[..., 2] * y[..., 0] - x[..., 0] * y[..., 2],
        x[..., 0] * y[..., 1] - x[..., 1] * y[..., 0],
    ], axis=-1)  # fmt: skip
    return ivylite.moveaxis(c, -1, axisc)
