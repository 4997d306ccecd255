"""``jax.Array`` for the jax frontend: an immutable array with JAX's promotion.

An array made from a Python scalar is *weakly typed* in JAX and defers to
the dtype of what it meets (``jnp.asarray(2.0) * int8_array`` is float64 but
``jnp.asarray(2.0) * float16_array`` float16). With one slot per array, the
flag is the class: weakly typed arrays are :class:`WeakArray`, a subclass
that only sets ``weak_type = True``.
"""

from __future__ import annotations

from typing import Any

import ivylite

from .._common import FrontendArray
from . import _indexing
from .dtypes import canonical

__all__ = ["Array", "WeakArray"]

_SCALARS = (bool, int, float, complex)


class Array(FrontendArray):
    """A JAX array on whatever ivylite backend is set.

    Immutable: update with ``x.at[idx].set(v)`` (and ``add``, ``multiply``,
    ``min``, ``max``...), never ``x[idx] = v``. Operators follow JAX's
    promotion; out-of-bounds indices are clamped as JAX clamps them.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> x = jnp.asarray([1, 2, 3], dtype=jnp.int8)
    >>> x + 1, (x * 2.5).dtype
    (Array([2, 3, 4], dtype=int8), dtype('float64'))
    >>> x.at[0].set(7)
    Array([7, 2, 3], dtype=int8)
    >>> jnp.asarray(2.0)
    Array(2., dtype=float64, weak_type=True)
    """

    __slots__ = ()
    weak_type = False
    __array_priority__ = 100

    # --- attributes -------------------------------------------------------
    @property
    def dtype(self) -> Any:
        return canonical(self.ivy_array.dtype)

    @property
    def shape(self) -> tuple[int, ...]:
        return self.ivy_array.shape

    @property
    def ndim(self) -> int:
        return self.ivy_array.ndim

    @property
    def size(self) -> int:
        return self.ivy_array.size

    @property
    def itemsize(self) -> int:
        return self.ivy_array.dtype.bits // 8

    @property
    def nbytes(self) -> int:
        return self.size * self.itemsize

    @property
    def T(self) -> Array:
        return jnp.transpose(self)

    @property
    def mT(self) -> Array:
        return jnp.swapaxes(self, -1, -2)

    @property
    def real(self) -> Array:
        return jnp.real(self)

    @property
    def imag(self) -> Array:
        return jnp.imag(self)

    @property
    def at(self) -> _IndexUpdateHelper:
        """Functional updates: ``x.at[idx].set(v)``, ``.add``, ``.multiply``, ``.get``..."""
        return _IndexUpdateHelper(self)

    # --- conversions -------------------------------------------------------
    def __repr__(self) -> str:
        import numpy as np

        a = np.asarray(self.ivy_array)
        body = np.array2string(a, separator=", ", prefix="Array(")
        if a.size == 0 and a.shape != (0,):
            body += f", shape={a.shape}"
        weak = ", weak_type=True" if self.weak_type else ""
        return f"Array({body}, dtype={self.ivy_array.dtype}{weak})"

    def __str__(self) -> str:
        import numpy as np

        return str(np.asarray(self.ivy_array))

    def __array__(self, dtype: Any = None, copy: Any = None) -> Any:
        import numpy as np

        out = np.asarray(self.ivy_array)
        return out if dtype is None else out.astype(dtype)

    def item(self, *args: Any) -> Any:
        import numpy as np

        return np.asarray(self.ivy_array).item(*args)

    def tolist(self) -> Any:
        return self.ivy_array.tolist()

    def _scalar(self, kind: type) -> Any:
        if self.ndim:
            raise TypeError(
                f"Only scalar arrays can be converted to Python scalars; got arr.ndim={self.ndim}"
            )
        return kind(self.item())

    def __bool__(self) -> bool:
        if self.size != 1:
            raise ValueError(
                "The truth value of an array with more than one element is ambiguous. Use "
                "a.any() or a.all()"
            )
        return bool(self.item())

    def __int__(self) -> int:
        return self._scalar(int)

    def __float__(self) -> float:
        return self._scalar(float)

    def __complex__(self) -> complex:
        return self._scalar(complex)

    def __index__(self) -> int:
        if self.ndim or self.ivy_array.dtype.kind not in ("int", "uint"):
            raise TypeError("Only integer scalar arrays can be converted to a scalar index.")
        return int(self.item())

    def __len__(self) -> int:
        if not self.ndim:
            raise TypeError("len() of unsized object")
        return self.shape[0]

    def __iter__(self):
        if not self.ndim:
            raise TypeError("iteration over a 0-d array")
        for i in range(self.shape[0]):
            yield self[i]

    # --- indexing -----------------------------------------------------------
    def __getitem__(self, key: Any) -> Array:
        return type(self)(_indexing.gather(self.ivy_array, key))

    def __setitem__(self, key: Any, value: Any) -> None:
        raise TypeError(
            "JAX arrays are immutable and do not support in-place item assignment. Instead of "
            "x[idx] = y, use x = x.at[idx].set(y) or another .at[] method"
        )

    # --- methods (jax.numpy's functions) -------------------------------------
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

    def block_until_ready(self) -> Array:
        return self

    # --- operators -----------------------------------------------------------
    def __add__(self, other):
        return jnp.add(self, other) if _ok(other) else NotImplemented

    def __radd__(self, other):
        return jnp.add(other, self) if _ok(other) else NotImplemented

    def __sub__(self, other):
        return jnp.subtract(self, other) if _ok(other) else NotImplemented

    def __rsub__(self, other):
        return jnp.subtract(other, self) if _ok(other) else NotImplemented

    def __mul__(self, other):
        return jnp.multiply(self, other) if _ok(other) else NotImplemented

    def __rmul__(self, other):
        return jnp.multiply(other, self) if _ok(other) else NotImplemented

    def __truediv__(self, other):
        return jnp.divide(self, other) if _ok(other) else NotImplemented

    def __rtruediv__(self, other):
        return jnp.divide(other, self) if _ok(other) else NotImplemented

    def __floordiv__(self, other):
        return jnp.floor_divide(self, other) if _ok(other) else NotImplemented

    def __rfloordiv__(self, other):
        return jnp.floor_divide(other, self) if _ok(other) else NotImplemented

    def __mod__(self, other):
        return jnp.remainder(self, other) if _ok(other) else NotImplemented

    def __rmod__(self, other):
        return jnp.remainder(other, self) if _ok(other) else NotImplemented

    def __pow__(self, other):
        return jnp.power(self, other) if _ok(other) else NotImplemented

    def __rpow__(self, other):
        return jnp.power(other, self) if _ok(other) else NotImplemented

    def __matmul__(self, other):
        return jnp.matmul(self, other) if _ok(other) else NotImplemented

    def __rmatmul__(self, other):
        return jnp.matmul(other, self) if _ok(other) else NotImplemented

    def __and__(self, other):
        return jnp.bitwise_and(self, other) if _ok(other) else NotImplemented

    def __rand__(self, other):
        return jnp.bitwise_and(other, self) if _ok(other) else NotImplemented

    def __or__(self, other):
        return jnp.bitwise_or(self, other) if _ok(other) else NotImplemented

    def __ror__(self, other):
        return jnp.bitwise_or(other, self) if _ok(other) else NotImplemented

    def __xor__(self, other):
        return jnp.bitwise_xor(self, other) if _ok(other) else NotImplemented

    def __rxor__(self, other):
        return jnp.bitwise_xor(other, self) if _ok(other) else NotImplemented

    def __invert__(self):
        return jnp.invert(self)

    def __neg__(self):
        return jnp.negative(self)

    def __pos__(self):
        return jnp.positive(self)

    def __abs__(self):
        return jnp.abs(self)

    def __eq__(self, other):  # type: ignore[override]
        return jnp.equal(self, other) if _ok(other) else NotImplemented

    def __ne__(self, other):  # type: ignore[override]
        return jnp.not_equal(self, other) if _ok(other) else NotImplemented

    def __lt__(self, other):
        return jnp.less(self, other) if _ok(other) else NotImplemented

    def __le__(self, other):
        return jnp.less_equal(self, other) if _ok(other) else NotImplemented

    def __gt__(self, other):
        return jnp.greater(self, other) if _ok(other) else NotImplemented

    def __ge__(self, other):
        return jnp.greater_equal(self, other) if _ok(other) else NotImplemented

    __hash__ = None  # type: ignore[assignment] - unhashable, as JAX arrays are


class WeakArray(Array):
    """A weakly typed :class:`Array`: what JAX makes from a Python scalar.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> w = jnp.asarray(2)
    >>> w.weak_type, (w + jnp.asarray([1], dtype=jnp.uint8)).dtype
    (True, dtype('uint8'))
    """

    __slots__ = ()
    weak_type = True


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
                _indexing.gather_fill(a, self.index, _fill(a.dtype, fill_value))
            )
        raise ValueError(f"at[].get: unknown mode {mode!r}")

    def _update(self, values: Any, combine: Any, group: str | None, mode: str | None) -> Array:
        x = self.array
        a = x.ivy_array
        v = _values(values, a.dtype)
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


def _values(values: Any, d: Any) -> Any:
    """Update values cast to the array's dtype, as JAX's scatter casts them."""
    if isinstance(values, FrontendArray):
        values = values.ivy_array
    elif type(values) in _SCALARS:
        from .func_wrapper import operand  # func_wrapper imports this module

        values = operand(values)[0]
    elif not isinstance(values, ivylite.Array):
        values = ivylite.asarray(values)
    return values if values.dtype is d else ivylite.astype(values, d)


def _same(name: str) -> Any:
    """An elementwise op of jax.numpy on two ivylite arrays, cast back to the first's dtype."""
    fn = getattr(jnp, name)

    def combine(old: Any, new: Any) -> Any:
        out = fn(Array(old), Array(new)).ivy_array
        return out if out.dtype is old.dtype else ivylite.astype(out, old.dtype)

    return combine


def _fill(d: Any, fill_value: Any) -> Any:
    """JAX's default fill for out-of-bounds gathers: NaN, the lowest signed or the highest
    unsigned integer, True."""
    if fill_value is None:
        kind = d.kind
        if kind in ("float", "complex"):
            fill_value = float("nan")
        elif kind == "int":
            fill_value = int(ivylite.iinfo(d).min)
        elif kind == "uint":
            fill_value = int(ivylite.iinfo(d).max)
        else:
            fill_value = True
        return ivylite.asarray(fill_value, dtype=d)
    return _values(fill_value, d)


# The methods are jax.numpy's functions; jax.numpy needs this module first.
from . import numpy as jnp  # noqa: E402
