"""The members of ``jax.Array`` (and of the dtype objects) that are ``jax.numpy``'s
functions: operators, ``x.T``, ``x.at[...]``, ``x.sum()``... bound onto the
classes once those functions exist (they import the array class, so it cannot
import them).

Operators follow JAX's promotion (they are ``jnp.add``...); an operand JAX's
operators do not take (a list, a string) gets ``NotImplemented``.

Examples
--------
>>> import ivylite.frontends.jax.numpy as jnp
>>> x = jnp.asarray([[1, 2], [3, 4]], dtype=jnp.int8)
>>> (x + 1).dtype, x.T.tolist(), x.sum(axis=0), jnp.int16(3)
(dtype('int8'), [[1, 3], [2, 4]], Array([4, 6], dtype=int64), Array(3, dtype=int16))
"""

from __future__ import annotations

from typing import Any

import ivylite

from .._common import bind, members
from . import _indexing
from . import numpy as jnp
from .array import Array
from .dtypes import dtype
from .func_wrapper import fill_for, update_values

__all__: list[str] = []

_SCALARS = (bool, int, float, complex)


class Methods:
    """``jax.Array``'s methods: ``jax.numpy``'s functions with the array first."""

    def astype(self, dtype: Any, copy: bool = False, device: Any = None) -> Array:
        return jnp.astype(self, dtype)

    def reshape(self, *shape: Any, order: str = "C") -> Array:
        return jnp.reshape(self, shape[0] if len(shape) == 1 else shape, order=order)

    def transpose(self, *axes: Any) -> Array:
        return jnp.transpose(self, (axes[0] if len(axes) == 1 else axes) or None)

    def swapaxes(self, axis1: int, axis2: int) -> Array:
        return jnp.swapaxes(self, axis1, axis2)

    def squeeze(self, axis: Any = None) -> Array:
        return jnp.squeeze(self, axis)

    def ravel(self, order: str = "C") -> Array:
        return jnp.ravel(self, order)

    flatten = ravel

    def sum(self, axis: Any = None, dtype: Any = None, out: None = None, keepdims: bool = False,
            initial: Any = None, where: Any = None, promote_integers: bool = True) -> Array:  # fmt: skip
        return jnp.sum(self, axis, dtype, out, keepdims, initial, where, promote_integers)

    def prod(self, axis: Any = None, dtype: Any = None, out: None = None, keepdims: bool = False,
             initial: Any = None, where: Any = None, promote_integers: bool = True) -> Array:  # fmt: skip
        return jnp.prod(self, axis, dtype, out, keepdims, initial, where, promote_integers)

    def mean(self, axis: Any = None, dtype: Any = None, out: None = None, keepdims: bool = False,
             *, where: Any = None) -> Array:  # fmt: skip
        return jnp.mean(self, axis, dtype, out, keepdims, where=where)

    def std(self, axis: Any = None, dtype: Any = None, out: None = None, ddof: int = 0,
            keepdims: bool = False, **kwargs: Any) -> Array:  # fmt: skip
        return jnp.std(self, axis, dtype, out, ddof, keepdims, **kwargs)

    def var(self, axis: Any = None, dtype: Any = None, out: None = None, ddof: int = 0,
            keepdims: bool = False, **kwargs: Any) -> Array:  # fmt: skip
        return jnp.var(self, axis, dtype, out, ddof, keepdims, **kwargs)

    def max(self, axis: Any = None, out: None = None, keepdims: bool = False,
            initial: Any = None, where: Any = None) -> Array:  # fmt: skip
        return jnp.max(self, axis, out, keepdims, initial, where)

    def min(self, axis: Any = None, out: None = None, keepdims: bool = False,
            initial: Any = None, where: Any = None) -> Array:  # fmt: skip
        return jnp.min(self, axis, out, keepdims, initial, where)

    def argmax(
        self, axis: int | None = None, out: None = None, keepdims: bool | None = None
    ) -> Array:
        return jnp.argmax(self, axis, out, keepdims)

    def argmin(
        self, axis: int | None = None, out: None = None, keepdims: bool | None = None
    ) -> Array:
        return jnp.argmin(self, axis, out, keepdims)

    def all(self, axis: Any = None, out: None = None, keepdims: bool = False) -> Array:
        return jnp.all(self, axis, out, keepdims)

    def any(self, axis: Any = None, out: None = None, keepdims: bool = False) -> Array:
        return jnp.any(self, axis, out, keepdims)

    def cumsum(self, axis: int | None = None, dtype: Any = None, out: None = None) -> Array:
        return jnp.cumsum(self, axis, dtype, out)

    def cumprod(self, axis: int | None = None, dtype: Any = None, out: None = None) -> Array:
        return jnp.cumprod(self, axis, dtype, out)

    def clip(self, min: Any = None, max: Any = None) -> Array:  # noqa: A002 - JAX's names
        return jnp.clip(self, min, max)

    def round(self, decimals: int = 0, out: None = None) -> Array:
        return jnp.round(self, decimals, out)

    def dot(self, b: Any) -> Array:
        return jnp.dot(self, b)

    def sort(
        self, axis: int | None = -1, *, stable: bool = True, descending: bool = False
    ) -> Array:
        return jnp.sort(self, axis, stable=stable, descending=descending)

    def argsort(
        self, axis: int | None = -1, *, stable: bool = True, descending: bool = False
    ) -> Array:
        return jnp.argsort(self, axis, stable=stable, descending=descending)

    def take(self, indices: Any, axis: int | None = None, out: None = None, mode: str | None = None,
             fill_value: Any = None) -> Array:  # fmt: skip
        return jnp.take(self, indices, axis, out, mode, fill_value=fill_value)

    def conj(self) -> Array:
        return jnp.conjugate(self)

    conjugate = conj

    def copy(self) -> Array:
        return type(self)(ivylite.asarray(self.ivy_array, copy=True))

    @property
    def at(self) -> _IndexUpdateHelper:
        """Functional updates: ``x.at[idx].set(v)``, ``.add``, ``.multiply``, ``.get``..."""
        return _IndexUpdateHelper(self)


def _ok(other: Any) -> bool:
    # Operands JAX's operators take; anything else gets NotImplemented.
    return type(other) in _SCALARS or hasattr(other, "dtype")


class _IndexUpdateHelper:
    """``x.at``: index it to get the update methods.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.zeros(3).at[1].add(5.0)
    Array([0., 5., 0.], dtype=float64)
    """

    __slots__ = ("array",)

    def __init__(self, array: Array) -> None:
        self.array = array

    def __getitem__(self, index: Any) -> _IndexUpdateRef:
        return _IndexUpdateRef(self.array, index)

    def __repr__(self) -> str:
        return f"_IndexUpdateHelper({self.array!r})"


class _IndexUpdateRef:
    """``x.at[idx]``: ``get``, ``set``, ``add``, ``subtract``, ``multiply``,
    ``divide``, ``power``, ``min``, ``max``, ``apply``. Each returns a new array.

    Repeated indices accumulate (``add``, ``multiply``...); out-of-bounds
    indices are dropped (``mode=None``, ``"drop"``, ``"fill"``) or clamped
    (``mode="clip"``, ``"promise_in_bounds"``), as in JAX.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> x = jnp.arange(4)
    >>> x.at[jnp.asarray([0, 0, 9])].add(10)
    Array([20,  1,  2,  3], dtype=int64)
    >>> x.at[1:3].multiply(3), x.at[-1].get()
    (Array([0, 3, 6, 3], dtype=int64), Array(3, dtype=int64))
    """

    __slots__ = ("array", "index")

    def __init__(self, array: Array, index: Any) -> None:
        self.array = array
        self.index = index

    def get(self, *, indices_are_sorted: bool = False, unique_indices: bool = False,
            mode: str | None = None, fill_value: Any = None) -> Array:  # fmt: skip
        a = self.array.ivy_array
        if mode in (None, "clip", "promise_in_bounds"):
            return type(self.array)(_indexing.gather(a, self.index))
        if mode in ("fill", "drop"):
            return type(self.array)(
                _indexing.gather_fill(a, self.index, fill_for(a.dtype, fill_value))
            )
        raise ValueError(f"at[].get: unknown mode {mode!r}")

    def _update(self, values: Any, combine: Any, group: str | None, mode: str | None) -> Array:
        x = self.array
        a = x.ivy_array
        v = update_values(values, a.dtype)
        key = self.index
        if mode in ("clip", "promise_in_bounds"):
            key = _indexing.clamp_key(key, a.shape)
        elif mode not in (None, "drop", "fill"):
            raise ValueError(f"at[] update: unknown mode {mode!r}")
        return type(x)(_indexing.scatter(a, key, v, combine, group))

    def set(self, values: Any, *, indices_are_sorted: bool = False, unique_indices: bool = False,
            mode: str | None = None) -> Array:  # fmt: skip
        return self._update(values, None, None, mode)

    def add(self, values: Any, *, indices_are_sorted: bool = False, unique_indices: bool = False,
            mode: str | None = None) -> Array:  # fmt: skip
        return self._update(values, _same("add"), "sum", mode)

    def subtract(self, values: Any, *, indices_are_sorted: bool = False,
                 unique_indices: bool = False, mode: str | None = None) -> Array:  # fmt: skip
        return self._update(values, _same("subtract"), "sum", mode)

    def multiply(self, values: Any, *, indices_are_sorted: bool = False,
                 unique_indices: bool = False, mode: str | None = None) -> Array:  # fmt: skip
        return self._update(values, _same("multiply"), "prod", mode)

    mul = multiply

    def divide(self, values: Any, *, indices_are_sorted: bool = False,
               unique_indices: bool = False, mode: str | None = None) -> Array:  # fmt: skip
        return self._update(values, _same("divide"), "prod", mode)

    def power(self, values: Any, *, indices_are_sorted: bool = False,
              unique_indices: bool = False, mode: str | None = None) -> Array:  # fmt: skip
        return self._update(values, _same("power"), "prod", mode)

    def min(self, values: Any, *, indices_are_sorted: bool = False, unique_indices: bool = False,
            mode: str | None = None) -> Array:  # fmt: skip
        return self._update(values, _same("minimum"), "min", mode)

    def max(self, values: Any, *, indices_are_sorted: bool = False, unique_indices: bool = False,
            mode: str | None = None) -> Array:  # fmt: skip
        return self._update(values, _same("maximum"), "max", mode)

    def apply(self, func: Any, *, indices_are_sorted: bool = False, unique_indices: bool = False,
              mode: str | None = None) -> Array:  # fmt: skip
        def combine(old: Any, _: Any) -> Any:
            out = func(type(self.array)(old))
            return ivylite.astype(out.ivy_array, old.dtype)

        return self._update(0, combine, None, mode)


def _same(name: str) -> Any:
    """An elementwise op of jax.numpy on two ivylite arrays, cast back to the first's dtype."""
    fn = getattr(jnp, name)

    def combine(old: Any, new: Any) -> Any:
        out = fn(Array(old), Array(new)).ivy_array
        return out if out.dtype is old.dtype else ivylite.astype(out, old.dtype)

    return combine


bind(
    Array,
    operators={
        "add": jnp.add, "sub": jnp.subtract, "mul": jnp.multiply, "truediv": jnp.divide,
        "floordiv": jnp.floor_divide, "mod": jnp.remainder, "pow": jnp.power,
        "matmul": jnp.matmul, "and": jnp.bitwise_and, "or": jnp.bitwise_or,
        "xor": jnp.bitwise_xor, "eq": jnp.equal, "ne": jnp.not_equal, "lt": jnp.less,
        "le": jnp.less_equal, "gt": jnp.greater, "ge": jnp.greater_equal,
        "invert": jnp.invert, "neg": jnp.negative, "pos": jnp.positive, "abs": jnp.abs,
    },
    accepts=_ok,
    properties={
        "T": jnp.transpose, "mT": lambda self: jnp.swapaxes(self, -1, -2),
        "real": jnp.real, "imag": jnp.imag,
    },
    methods=members(Methods),
)  # fmt: skip
# jnp.float32(1.5) makes a 0-d array, as JAX's scalar types do.
bind(dtype, methods={"__call__": lambda self, value: jnp.asarray(value, dtype=self)})
