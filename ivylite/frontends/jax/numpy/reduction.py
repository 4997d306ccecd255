"""jax.numpy's reductions and scans: sum, prod, mean, max, min, std, var,
all, any, argmax, argmin, count_nonzero, cumsum, cumprod.

Result dtypes are JAX's with x64: ``sum`` and ``prod`` of bools and signed
integers are int64, of unsigned integers uint64; ``mean``, ``std`` and
``var`` of integers are float32 (float64 for 64-bit ones), and of complex
numbers (``std``, ``var``) real. ``cumsum`` keeps integer dtypes (bools give
int64). No reduction's result is weakly typed.
"""

from __future__ import annotations

from typing import Any

import ivylite
from ivylite.dtypes import Dtype

from ..array import Array
from ..func_wrapper import AXES, JAX, dtype_arg, operand, unsupported_dtypes
from ..promotion import to_inexact

__all__ = [
    "sum", "prod", "mean", "max", "min", "amax", "amin", "std", "var", "all", "any",
    "argmax", "argmin", "count_nonzero", "cumsum", "cumprod",
]  # fmt: skip

_BOOL = Dtype("bool")
_I64 = Dtype("int64")
_U64 = Dtype("uint64")


def _axis(x: Any, axis: Any) -> Any:
    """``axis=`` read as JAX reads it (ints, bools, sequences; checked against ``x``)."""
    return AXES.axes(axis, x.ndim)


def _accumulator(d: Dtype) -> Dtype:
    k = d.kind
    if k == "bool" or k == "int":
        return _I64
    return _U64 if k == "uint" else d


def _masked(a: Any, where: Any, fill: Any) -> Any:
    if where is None:
        return a
    mask = operand(where)[0]
    return ivylite.where(mask, a, ivylite.asarray(fill, dtype=a.dtype))


def sum(a: Any, axis: Any = None, dtype: Any = None, out: None = None, keepdims: bool = False,  # noqa: A001
        initial: Any = None, where: Any = None, promote_integers: bool = True) -> Array:  # fmt: skip
    """Sum over ``axis`` (bools and integers in int64 or uint64).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> x = jnp.asarray([[1, 2], [3, 4]], dtype=jnp.int8)
    >>> jnp.sum(x), jnp.sum(x, axis=0, keepdims=True)
    (Array(10, dtype=int64), Array([[4, 6]], dtype=int64))
    """
    x = operand(a, "sum")[0]
    d = dtype_arg(dtype)
    if d is None:
        d = _accumulator(x.dtype) if promote_integers else x.dtype
    x = _masked(x, where, 0)
    r = ivylite.sum(x, axis=_axis(x, axis), dtype=d, keepdims=keepdims)
    if initial is not None:
        r = ivylite.add(r, ivylite.asarray(initial, dtype=d))
    return Array(r)


def prod(a: Any, axis: Any = None, dtype: Any = None, out: None = None, keepdims: bool = False,
         initial: Any = None, where: Any = None, promote_integers: bool = True) -> Array:  # fmt: skip
    """Product over ``axis`` (bools and integers in int64 or uint64).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.prod(jnp.asarray([1.5, 2.0], dtype=jnp.float32))
    Array(3., dtype=float32)
    """
    x = operand(a, "prod")[0]
    d = dtype_arg(dtype)
    if d is None:
        d = _accumulator(x.dtype) if promote_integers else x.dtype
    x = _masked(x, where, 1)
    r = ivylite.prod(x, axis=_axis(x, axis), dtype=d, keepdims=keepdims)
    if initial is not None:
        r = ivylite.multiply(r, ivylite.asarray(initial, dtype=d))
    return Array(r)


def mean(a: Any, axis: Any = None, dtype: Any = None, out: None = None, keepdims: bool = False, *,
         where: Any = None) -> Array:  # fmt: skip
    """Mean over ``axis`` (integers in float32, 64-bit ones in float64).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.mean(jnp.asarray([1, 2], dtype=jnp.int16))
    Array(1.5, dtype=float32)
    """
    x = operand(a, "mean")[0]
    d = dtype_arg(dtype) or to_inexact(x.dtype)
    x = x if x.dtype is d else ivylite.astype(x, d)
    if where is None:
        return Array(ivylite.mean(x, axis=_axis(x, axis), keepdims=keepdims))
    mask = operand(where)[0]
    total = ivylite.sum(_masked(x, mask, 0), axis=_axis(x, axis), keepdims=keepdims, dtype=d)
    count = ivylite.sum(ivylite.astype(ivylite.broadcast_to(mask, x.shape), d), axis=_axis(x, axis),
                        keepdims=keepdims, dtype=d)  # fmt: skip
    return Array(ivylite.divide(total, count))


def _extreme(name: str, a: Any, axis: Any, keepdims: bool, initial: Any, where: Any) -> Array:
    x = operand(a, name)[0]
    op, combine = (
        (ivylite.max, ivylite.maximum) if name == "max" else (ivylite.min, ivylite.minimum)
    )
    if where is not None:
        if initial is None:
            raise ValueError(
                f"reduction operation {name!r} does not have an identity, so to use a where mask "
                "one has to specify 'initial'"
            )
        x = _masked(x, where, initial)
    r = op(x, axis=_axis(x, axis), keepdims=keepdims)
    if initial is not None:
        r = combine(r, ivylite.asarray(initial, dtype=x.dtype))
    return Array(r)


def max(a: Any, axis: Any = None, out: None = None, keepdims: bool = False,  # noqa: A001
        initial: Any = None, where: Any = None) -> Array:  # fmt: skip
    """Maximum over ``axis``.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.max(jnp.asarray([[1, 5], [7, 2]]), axis=1)
    Array([5, 7], dtype=int64)
    """
    return _extreme("max", a, axis, keepdims, initial, where)


def min(a: Any, axis: Any = None, out: None = None, keepdims: bool = False,  # noqa: A001
        initial: Any = None, where: Any = None) -> Array:  # fmt: skip
    """Minimum over ``axis``.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.min(jnp.asarray([3.0, -1.0], dtype=jnp.float16))
    Array(-1., dtype=float16)
    """
    return _extreme("min", a, axis, keepdims, initial, where)


amax = max
amin = min


def _variance(x: Any, axis: Any, ddof: Any, keepdims: bool) -> Any:
    if x.dtype.kind == "complex":
        # The variance of a complex number is that of its two parts, added.
        return ivylite.add(
            ivylite.var(ivylite.real(x), axis=axis, correction=ddof, keepdims=keepdims),
            ivylite.var(ivylite.imag(x), axis=axis, correction=ddof, keepdims=keepdims),
        )
    return ivylite.var(x, axis=axis, correction=ddof, keepdims=keepdims)


def _moment_input(a: Any, dtype: Any, mean: Any, name: str) -> Any:
    if mean is not None:
        raise TypeError(f"jax.numpy.{name}: mean= is not supported by ivylite's jax frontend")
    x = operand(a, name)[0]
    d = dtype_arg(dtype) or to_inexact(x.dtype)
    return x if x.dtype is d else ivylite.astype(x, d)


def var(a: Any, axis: Any = None, dtype: Any = None, out: None = None, ddof: int = 0,
        keepdims: bool = False, *, where: Any = None, mean: Any = None,
        correction: int | float | None = None) -> Array:  # fmt: skip
    """Variance over ``axis``, divided by ``N - ddof`` (complex input: a real result).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.var(jnp.asarray([1, 2, 3, 4], dtype=jnp.int32), ddof=1)
    Array(1.6666666, dtype=float32)
    """
    x = _moment_input(a, dtype, mean, "var")
    if where is not None:
        raise TypeError("jax.numpy.var: where= is not supported by ivylite's jax frontend")
    return Array(_variance(x, _axis(x, axis), ddof if correction is None else correction, keepdims))


def std(a: Any, axis: Any = None, dtype: Any = None, out: None = None, ddof: int = 0,
        keepdims: bool = False, *, where: Any = None, mean: Any = None,
        correction: int | float | None = None) -> Array:  # fmt: skip
    """Standard deviation over ``axis``, with ``N - ddof`` degrees of freedom.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.std(jnp.asarray([1.0, 3.0]))
    Array(1., dtype=float64)
    """
    x = _moment_input(a, dtype, mean, "std")
    if where is not None:
        raise TypeError("jax.numpy.std: where= is not supported by ivylite's jax frontend")
    return Array(
        ivylite.sqrt(
            _variance(x, _axis(x, axis), ddof if correction is None else correction, keepdims)
        )
    )


def _truth(x: Any) -> Any:
    return x if x.dtype is _BOOL else ivylite.not_equal(x, ivylite.zeros((), dtype=x.dtype))


def all(a: Any, axis: Any = None, out: None = None, keepdims: bool = False, *,  # noqa: A001
        where: Any = None) -> Array:  # fmt: skip
    """Whether every element is true (nonzero).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.all(jnp.asarray([1, 2])), jnp.all(jnp.asarray([[True, False]]), axis=1)
    (Array(True, dtype=bool), Array([False], dtype=bool))
    """
    x = _truth(operand(a, "all")[0])
    if where is not None:
        x = ivylite.logical_or(x, ivylite.logical_not(_truth(operand(where)[0])))
    return Array(ivylite.all(x, axis=_axis(x, axis), keepdims=keepdims))


def any(a: Any, axis: Any = None, out: None = None, keepdims: bool = False, *,  # noqa: A001
        where: Any = None) -> Array:  # fmt: skip
    """Whether any element is true (nonzero).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.any(jnp.asarray([0.0, 0.5]))
    Array(True, dtype=bool)
    """
    x = _truth(operand(a, "any")[0])
    if where is not None:
        x = ivylite.logical_and(x, _truth(operand(where)[0]))
    return Array(ivylite.any(x, axis=_axis(x, axis), keepdims=keepdims))


def _arg(name: str, fn: Any, a: Any, axis: Any, keepdims: Any) -> Array:
    x = operand(a, name)[0]
    JAX.check(fn, x.dtype)
    if x.dtype is _BOOL:
        x = ivylite.astype(x, "uint8")
    op = ivylite.argmax if name == "argmax" else ivylite.argmin
    axis = None if axis is None else AXES.axis(axis, x.ndim)
    return Array(op(x, axis=axis, keepdims=bool(keepdims)))


@unsupported_dtypes("complex")
def argmax(
    a: Any, axis: int | None = None, out: None = None, keepdims: bool | None = None
) -> Array:
    """Index of the (first) maximum, int64 (JAX refuses complex numbers).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.argmax(jnp.asarray([1, 7, 7, 2]))
    Array(1, dtype=int64)
    """
    return _arg("argmax", argmax, a, axis, keepdims)


@unsupported_dtypes("complex")
def argmin(
    a: Any, axis: int | None = None, out: None = None, keepdims: bool | None = None
) -> Array:
    """Index of the (first) minimum, int64 (JAX refuses complex numbers).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.argmin(jnp.asarray([[3.0, 1.0], [0.0, 5.0]]), axis=1)
    Array([1, 0], dtype=int64)
    """
    return _arg("argmin", argmin, a, axis, keepdims)


@JAX.function
def count_nonzero(a: Any, axis: Any = None, keepdims: bool = False) -> Any:
    """How many elements are nonzero, int64.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.count_nonzero(jnp.asarray([0, 3, 0, 1]))
    Array(2, dtype=int64)
    """
    x = _truth(operand(a, "count_nonzero")[0])
    return ivylite.sum(x, axis=_axis(x, axis), keepdims=keepdims, dtype=_I64)


def _scan_input(a: Any, axis: Any, dtype: Any, name: str) -> tuple[Any, int, Dtype]:
    x = operand(a, name)[0]
    if axis is None:
        x = ivylite.reshape(x, (-1,))
        axis = 0
    axis = AXES.axis(axis, x.ndim)
    d = dtype_arg(dtype) or (_I64 if x.dtype is _BOOL else x.dtype)
    return (x if x.dtype is d else ivylite.astype(x, d)), axis, d


def cumsum(a: Any, axis: int | None = None, dtype: Any = None, out: None = None) -> Array:
    """Running sum along ``axis`` (flattened if None); integers keep their dtype.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.cumsum(jnp.asarray([[1, 2], [3, 4]], dtype=jnp.int8), axis=1)
    Array([[1, 3],
           [3, 7]], dtype=int8)
    """
    x, axis, d = _scan_input(a, axis, dtype, "cumsum")
    return Array(ivylite.cumulative_sum(x, axis=axis, dtype=d))


def cumprod(a: Any, axis: int | None = None, dtype: Any = None, out: None = None) -> Array:
    """Running product along ``axis`` (flattened if None); integers keep their dtype.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.cumprod(jnp.asarray([1, 2, 3, 4]))
    Array([ 1,  2,  6, 24], dtype=int64)
    """
    x, axis, d = _scan_input(a, axis, dtype, "cumprod")
    n = x.shape[axis]
    lead = (slice(None),) * (axis % x.ndim)
    shift = 1
    # A log-depth scan: after the step with shift s, each element holds the
    # product of the 2s elements ending at it (ivylite has no cumulative product).
    while shift < n:
        ones = ivylite.ones(
            x.shape[: axis % x.ndim] + (shift,) + x.shape[axis % x.ndim + 1 :], dtype=d
        )
        prev = ivylite.concat([ones, ivylite.getitem(x, lead + (slice(0, n - shift),))], axis=axis)
        x = ivylite.logical_and(x, prev) if d is _BOOL else ivylite.multiply(x, prev)
        shift *= 2
    return Array(x)
