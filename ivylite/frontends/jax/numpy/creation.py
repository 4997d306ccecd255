"""jax.numpy's array creation functions.

Defaults are JAX's with x64: float64 for ``zeros``/``ones``/``eye``/
``linspace``, int64 for integer ``arange`` and Python ints. An array made
from a Python scalar (``asarray(2.0)``, ``full(shape, 1)``) is weakly typed;
one made from a list or with an explicit dtype is not.
"""

from __future__ import annotations

import operator
from typing import Any

import ivylite
from ivylite.dtypes import Dtype

from ..._common import REAL_OF, FrontendArray
from ..array import Array
from ..func_wrapper import dtype_arg, operand, wrap
from ..promotion import result_dtype_and_weak, to_inexact, to_ivy

__all__ = [
    "array", "asarray", "zeros", "ones", "empty", "full", "zeros_like", "ones_like",
    "empty_like", "full_like", "arange", "linspace", "eye", "identity", "tril", "triu",
]  # fmt: skip

_F64 = Dtype("float64")
_SCALARS = (bool, int, float, complex)
_INT64_RANGE = (-(2**63), 2**63 - 1)


def _shape(shape: Any) -> tuple[int, ...]:
    if isinstance(shape, FrontendArray) or hasattr(shape, "__index__"):
        return (operator.index(shape),)
    return tuple(operator.index(s) for s in shape)


def _leaves(obj: Any, out: list) -> list:
    if type(obj) in (list, tuple):
        for e in obj:
            _leaves(e, out)
    else:
        out.append(obj)
    return out


def _scalar_array(value: Any, d: Dtype) -> Any:
    """A Python scalar as a 0-d array of ``d``, refusing what JAX refuses."""
    t = type(value)
    k = d.kind
    if t is int:
        if k in ("int", "uint"):
            info = ivylite.iinfo(d)
            if not info.min <= value <= info.max:
                raise OverflowError(f"Python integer {value} out of bounds for {d}")
        elif not _INT64_RANGE[0] <= value <= _INT64_RANGE[1]:
            raise OverflowError(f"Python int {value} too large to convert to int64")
        elif k == "bool":
            value = value != 0
        else:
            value = float(value)  # an int too big for float16 becomes inf, as in JAX
        return ivylite.asarray(value, dtype=d)
    if (t is float and k in ("bool", "int", "uint")) or (t is complex and k != "complex"):
        # Narrowing a Python float or complex: NumPy's conversion (truncation).
        wide = ivylite.asarray(value, dtype="float64" if t is float else "complex128")
        return ivylite.astype(wide, d)
    return ivylite.asarray(value, dtype=d)


def _nested(obj: Any, d: Dtype) -> Any:
    """Nested lists holding arrays: stacked, every leaf cast to ``d``."""
    if type(obj) in (list, tuple):
        return ivylite.stack([_nested(e, d) for e in obj])
    return to_ivy(obj, d)


def _convert(obj: Any, d: Dtype | None) -> tuple[Any, bool]:
    """(ivylite array, weak?) of ``obj`` as ``jnp.asarray(obj, dtype=d)`` makes it."""
    if isinstance(obj, FrontendArray):
        a = obj.ivy_array
        if d is None:
            return a, obj.weak_type
        return (a if a.dtype is d else ivylite.astype(a, d)), False
    t = type(obj)
    if t in _SCALARS:
        if d is None:
            a, weak = operand(obj)
            return a, weak
        return _scalar_array(obj, d), False
    if t is list or t is tuple:
        leaves = _leaves(obj, [])
        if any(type(e) not in _SCALARS for e in leaves):
            if d is None:
                d = result_dtype_and_weak(*leaves)[0]
            return _nested(obj, d), False
        if d is None:
            d = result_dtype_and_weak(*leaves)[0] if leaves else _F64
        for v in leaves:
            if type(v) is int and not _INT64_RANGE[0] <= v <= _INT64_RANGE[1]:
                raise OverflowError("Python int too large to convert to C long")
        return ivylite.asarray(obj, dtype=d), False
    if isinstance(obj, ivylite.Array) or hasattr(obj, "dtype"):
        return ivylite.asarray(obj, dtype=d), False
    raise TypeError(f"jax.numpy.asarray: cannot make an array from a {t.__name__}")


def array(object: Any, dtype: Any = None, copy: bool = True, order: str | None = "K",  # noqa: A002
          ndmin: int = 0, *, device: Any = None) -> Array:  # fmt: skip
    """An array from Python data or another array (a Python scalar gives a weak one).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.array([1, 2]), jnp.array(1.5)
    (Array([1, 2], dtype=int64), Array(1.5, dtype=float64, weak_type=True))
    >>> jnp.array([[1, 2.5]], dtype=jnp.float32, ndmin=3).shape
    (1, 1, 2)
    """
    a, weak = _convert(object, dtype_arg(dtype))
    if ndmin > a.ndim:
        a = ivylite.reshape(a, (1,) * (ndmin - a.ndim) + a.shape)
    return wrap(a, weak)


def asarray(a: Any, dtype: Any = None, order: str | None = None, *, copy: bool | None = None,
            device: Any = None) -> Array:  # fmt: skip
    """Convert to an array (no copy where none is needed).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.asarray([True, 2]), jnp.asarray(3, dtype=jnp.int8)
    (Array([1, 2], dtype=int64), Array(3, dtype=int8))
    >>> jnp.asarray(300, dtype=jnp.int8)
    Traceback (most recent call last):
    ...
    OverflowError: Python integer 300 out of bounds for int8
    """
    out, weak = _convert(a, dtype_arg(dtype))
    return wrap(out, weak)


def zeros(shape: Any, dtype: Any = None, *, device: Any = None) -> Array:
    """An array of zeros (float64 by default).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.zeros(2), jnp.zeros((1, 2), dtype=int)
    (Array([0., 0.], dtype=float64), Array([[0, 0]], dtype=int64))
    """
    return Array(ivylite.zeros(_shape(shape), dtype=dtype_arg(dtype) or _F64))


def ones(shape: Any, dtype: Any = None, *, device: Any = None) -> Array:
    """An array of ones (float64 by default).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.ones(2, dtype=jnp.bfloat16)
    Array([1, 1], dtype=bfloat16)
    """
    return Array(ivylite.ones(_shape(shape), dtype=dtype_arg(dtype) or _F64))


def empty(shape: Any, dtype: Any = None, *, device: Any = None) -> Array:
    """An array to be filled (zeros, as in JAX, which has no uninitialised memory).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.empty(2)
    Array([0., 0.], dtype=float64)
    """
    return zeros(shape, dtype)


def full(shape: Any, fill_value: Any, dtype: Any = None, *, device: Any = None) -> Array:
    """An array filled with ``fill_value`` (of its dtype, weak for a Python scalar).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.full((2,), 7), jnp.full(2, 0.5, dtype=jnp.float16)
    (Array([7, 7], dtype=int64, weak_type=True), Array([0.5, 0.5], dtype=float16))
    """
    d = dtype_arg(dtype)
    a, weak = _convert(fill_value, d)
    return wrap(ivylite.broadcast_to(a, _shape(shape)), weak and d is None)


def _like(a: Any, dtype: Any) -> tuple[Dtype, bool]:
    d = dtype_arg(dtype)
    if d is not None:
        return d, False
    x, weak = operand(a, "zeros_like")
    return x.dtype, weak


def _like_shape(a: Any, shape: Any) -> tuple[int, ...]:
    if shape is not None:
        return _shape(shape)
    return operand(a)[0].shape if type(a) in _SCALARS else tuple(a.shape)


def zeros_like(a: Any, dtype: Any = None, shape: Any = None, *, device: Any = None) -> Array:
    """Zeros with the shape and dtype (and weak type) of ``a``.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.zeros_like(jnp.asarray([1, 2], dtype=jnp.int8))
    Array([0, 0], dtype=int8)
    """
    d, weak = _like(a, dtype)
    return wrap(ivylite.zeros(_like_shape(a, shape), dtype=d), weak)


def ones_like(a: Any, dtype: Any = None, shape: Any = None, *, device: Any = None) -> Array:
    """Ones with the shape and dtype (and weak type) of ``a``.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.ones_like(jnp.asarray([1.0, 2.0]), dtype=jnp.int32)
    Array([1, 1], dtype=int32)
    """
    d, weak = _like(a, dtype)
    return wrap(ivylite.ones(_like_shape(a, shape), dtype=d), weak)


def empty_like(
    prototype: Any, dtype: Any = None, shape: Any = None, *, device: Any = None
) -> Array:
    """:func:`zeros_like` (JAX has no uninitialised memory).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.empty_like(jnp.asarray([1, 2]))
    Array([0, 0], dtype=int64)
    """
    return zeros_like(prototype, dtype, shape)


def full_like(a: Any, fill_value: Any, dtype: Any = None, shape: Any = None, *,
              device: Any = None) -> Array:  # fmt: skip
    """``fill_value`` with the shape and dtype (and weak type) of ``a``.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.full_like(jnp.asarray([1, 2], dtype=jnp.uint8), 9)
    Array([9, 9], dtype=uint8)
    """
    d, weak = _like(a, dtype)
    return wrap(ivylite.broadcast_to(to_ivy(fill_value, d), _like_shape(a, shape)), weak)


def arange(start: Any, stop: Any = None, step: Any = None, dtype: Any = None, *,
           device: Any = None) -> Array:  # fmt: skip
    """Evenly spaced values in ``[start, stop)`` (int64 for integers, else float64).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.arange(3), jnp.arange(0, 1, 0.25)
    (Array([0, 1, 2], dtype=int64), Array([0.  , 0.25, 0.5 , 0.75], dtype=float64))
    """
    d = dtype_arg(dtype)
    bounds = [v for v in (start, stop, step) if v is not None]
    if d is None:
        d = result_dtype_and_weak(*bounds)[0]
    bounds = [v.item() if hasattr(v, "item") else v for v in (start, stop, step)]
    start, stop, step = bounds
    return Array(ivylite.arange(start, stop, 1 if step is None else step, dtype=d))


def linspace(start: Any, stop: Any, num: int = 50, endpoint: bool = True, retstep: bool = False,
             dtype: Any = None, axis: int = 0, *, device: Any = None) -> Any:  # fmt: skip
    """``num`` evenly spaced values from ``start`` to ``stop`` (float64 by default).

    Integer dtypes are computed in floats and rounded down, as in JAX.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.linspace(0, 1, 5)
    Array([0.  , 0.25, 0.5 , 0.75, 1.  ], dtype=float64)
    >>> jnp.linspace(0, 10, 4, dtype=jnp.int32)
    Array([ 0,  3,  6, 10], dtype=int32)
    """
    if num < 0:
        raise ValueError(f"Number of samples, {num}, must be non-negative.")
    d = dtype_arg(dtype)
    if d is None:
        d = to_inexact(result_dtype_and_weak(start, stop)[0])
    cd = to_inexact(d)
    lo, hi = to_ivy(start, cd), to_ivy(stop, cd)
    lo, hi = ivylite.broadcast_arrays(lo, hi)
    axis = lo.ndim + axis + 1 if axis < 0 else axis
    bshape = lo.shape[:axis] + (1,) + lo.shape[axis:]
    div = (num - 1) if endpoint else num
    nan = ivylite.asarray(float("nan"), dtype=cd)
    if num > 1:
        real = REAL_OF[Dtype(cd)]
        step = ivylite.divide(ivylite.arange(div, dtype=real), ivylite.asarray(div, dtype=real))
        ishape = [1] * len(bshape)
        ishape[axis] = div
        step = ivylite.astype(ivylite.reshape(step, tuple(ishape)), cd)
        one = ivylite.ones((), dtype=cd)
        lo_b, hi_b = ivylite.reshape(lo, bshape), ivylite.reshape(hi, bshape)
        out = ivylite.add(
            ivylite.multiply(lo_b, ivylite.subtract(one, step)), ivylite.multiply(hi_b, step)
        )
        if endpoint:
            out = ivylite.concat([out, hi_b], axis=axis)
        delta = ivylite.divide(ivylite.subtract(hi, lo), ivylite.asarray(div, dtype=cd))
    elif num == 1:
        out = ivylite.reshape(lo, bshape)
        delta = nan if endpoint else ivylite.subtract(hi, lo)
    else:
        shape = list(lo.shape)
        shape.insert(axis, 0)
        out = ivylite.zeros(tuple(shape), dtype=cd)
        delta = nan
    if d.kind in ("int", "uint") and cd.kind == "float":
        out = ivylite.floor(out)
    result = Array(out if out.dtype is d else ivylite.astype(out, d))
    return (result, Array(delta)) if retstep else result


def eye(
    N: int, M: int | None = None, k: int = 0, dtype: Any = None, *, device: Any = None
) -> Array:  # noqa: N803
    """Ones on the ``k``-th diagonal (float64 by default).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.eye(2, dtype=jnp.int8)
    Array([[1, 0],
           [0, 1]], dtype=int8)
    """
    return Array(ivylite.eye(operator.index(N), None if M is None else operator.index(M), k=k,
                             dtype=dtype_arg(dtype) or _F64))  # fmt: skip


def identity(n: int, dtype: Any = None) -> Array:
    """The ``n`` by ``n`` identity matrix (float64 by default).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.identity(2)
    Array([[1., 0.],
           [0., 1.]], dtype=float64)
    """
    return eye(n, dtype=dtype)


def tril(m: Any, k: int = 0) -> Array:
    """The lower triangle of the last two axes (the rest zeroed).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.tril(jnp.ones((2, 2), dtype=jnp.int8))
    Array([[1, 0],
           [1, 1]], dtype=int8)
    """
    a, weak = operand(m, "tril")
    return wrap(ivylite.tril(a, k=k), weak)


def triu(m: Any, k: int = 0) -> Array:
    """The upper triangle of the last two axes (the rest zeroed).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.triu(jnp.ones((2, 2), dtype=jnp.int8))
    Array([[1, 1],
           [0, 1]], dtype=int8)
    """
    a, weak = operand(m, "triu")
    return wrap(ivylite.triu(a, k=k), weak)
