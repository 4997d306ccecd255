"""jax.numpy's sort and argsort (stable by default; complex numbers ordered
by real part, then imaginary part, as JAX orders them)."""

from __future__ import annotations

from typing import Any

import ivylite
from ivylite.dtypes import Dtype

from ..array import Array
from ..func_wrapper import operand, wrap
from .indexing import _along_axis_key

__all__ = ["sort", "argsort"]

_I64 = Dtype("int64")


def _take_along(x: Any, idx: Any, axis: int) -> Any:
    return ivylite.getitem(x, _along_axis_key(x.shape, idx, axis))


def _argsort(x: Any, axis: int, descending: bool, stable: bool) -> Any:
    if x.dtype.kind != "complex":
        return ivylite.argsort(x, axis=axis, descending=descending, stable=stable)
    # Two stable passes: by the imaginary part, then by the real part.
    first = ivylite.argsort(ivylite.imag(x), axis=axis, descending=descending, stable=True)
    real = _take_along(ivylite.real(x), first, axis)
    second = ivylite.argsort(real, axis=axis, descending=descending, stable=True)
    return _take_along(first, second, axis)


def _prepare(a: Any, axis: int | None, name: str) -> tuple[Any, bool, int]:
    x, weak = operand(a, name)
    if axis is None:
        x = ivylite.reshape(x, (-1,))
        axis = 0
    return x, weak, axis % x.ndim if x.ndim else 0


def sort(a: Any, axis: int | None = -1, *, kind: None = None, order: None = None, stable: bool = True,
         descending: bool = False) -> Array:  # fmt: skip
    """The elements sorted along ``axis`` (flattened if None).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.sort(jnp.asarray([3, 1, 2], dtype=jnp.uint8))
    Array([1, 2, 3], dtype=uint8)
    >>> jnp.sort(jnp.asarray([1 + 1j, 1 - 1j, 0j]))
    Array([0.+0.j, 1.-1.j, 1.+1.j], dtype=complex128)
    """
    x, weak, axis = _prepare(a, axis, "sort")
    if x.ndim == 0:
        return wrap(x, weak)
    if x.dtype.kind != "complex":
        return wrap(ivylite.sort(x, axis=axis, descending=descending, stable=stable), weak)
    return wrap(_take_along(x, _argsort(x, axis, descending, stable), axis), weak)


def argsort(a: Any, axis: int | None = -1, *, kind: None = None, order: None = None,
            stable: bool = True, descending: bool = False, dtype: Any = None) -> Array:  # fmt: skip
    """The indices that sort ``a`` along ``axis``, int64.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.argsort(jnp.asarray([3.0, 1.0, 2.0]), descending=True)
    Array([0, 2, 1], dtype=int64)
    """
    x, weak, axis = _prepare(a, axis, "argsort")
    if x.ndim == 0:
        return wrap(ivylite.zeros((), dtype=_I64), weak)
    out = _argsort(x, axis, descending, stable)
    return wrap(out if out.dtype is _I64 else ivylite.astype(out, _I64), weak)
