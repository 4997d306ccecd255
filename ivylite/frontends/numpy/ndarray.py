"""``numpy.ndarray`` over an ivylite array.

Operators are the frontend's ufuncs, so ``x + 1`` follows NumPy's promotion
(NEP 50) whatever the ivylite backend. In-place operators cast the result back
with NumPy's ``same_kind`` rule (``int_array += 1.5`` raises, as in NumPy).
"""

from __future__ import annotations

import builtins
from typing import Any

import ivylite
from ivylite.array import Array
from ivylite.frontends._common import FrontendArray

from .dtypes import _DTYPES, dtype

__all__ = ["ndarray"]


class ndarray(FrontendArray):
    """NumPy's array: made by ``array``/``asarray`` and every function of the frontend.

    ``ivy_array`` is the ivylite array inside. Unlike NumPy, indexing one
    element gives a 0-d array rather than a NumPy scalar (they promote alike).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> x = np.array([[1.0, 2.0], [3.0, 4.0]], dtype=np.float32)
    >>> x
    array([[1., 2.],
           [3., 4.]], dtype=float32)
    >>> x.dtype == np.float32, x.shape, (x + 1).dtype, (x * 1.5).dtype
    (True, (2, 2), dtype('float32'), dtype('float32'))
    >>> x.sum(axis=0).tolist(), x.T.tolist()
    ([4.0, 6.0], [[1.0, 3.0], [2.0, 4.0]])
    """

    __slots__ = ()
    # Real NumPy arrays defer to this class's reflected operators.
    __array_ufunc__ = None
    __hash__ = None  # type: ignore[assignment]

    # --- attributes ------------------------------------------------------------
    @property
    def dtype(self) -> dtype:
        return _DTYPES[self.ivy_array.dtype]

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
        return self.dtype.itemsize

    @property
    def nbytes(self) -> int:
        return self.size * self.dtype.itemsize

    @property
    def T(self) -> ndarray:
        return _man.transpose(self)

    @property
    def mT(self) -> ndarray:
        return _man.swapaxes(self, -1, -2)

    @property
    def real(self) -> ndarray:
        return _math.real(self)

    @property
    def imag(self) -> ndarray:
        return _math.imag(self)

    # --- conversion ------------------------------------------------------------
    def astype(
        self,
        dtype: Any,
        order: str = "K",
        casting: str = "unsafe",
        subok: bool = True,
        copy: bool = True,
    ) -> ndarray:
        """A copy cast to ``dtype`` (``casting`` checked as in NumPy)."""
        d = _as_dtype(dtype)
        a = self.ivy_array
        if casting != "unsafe" and not _can_cast(a.dtype, d, casting):
            raise TypeError(
                f"Cannot cast array data from dtype('{a.dtype}') to dtype('{d}') according "
                f"to the rule '{casting}'"
            )
        if a.dtype is d:
            return ndarray(ivylite.asarray(a, copy=True)) if copy else self
        return ndarray(ivylite.astype(a, d))

    def copy(self, order: str = "C") -> ndarray:
        return ndarray(ivylite.asarray(self.ivy_array, copy=True))

    def tolist(self) -> Any:
        return self.ivy_array.tolist()

    def item(self, *args: Any) -> Any:
        a = self.ivy_array
        if not args:
            if a.size != 1:
                raise ValueError("can only convert an array of size 1 to a Python scalar")
            return a.item()
        if len(args) == 1 and type(args[0]) is int:
            return ivylite.reshape(a, (-1,))[args[0]].item()
        return a[args].item()

    def fill(self, value: Any) -> None:
        self.ivy_array[...] = _cast_value(value, self.ivy_array.dtype)

    def __array__(self, dtype: Any = None, copy: Any = None) -> Any:
        return self.ivy_array.__array__(dtype)

    def _scalar(self, kind: type) -> Any:
        a = self.ivy_array
        if a.size != 1:
            raise TypeError("only length-1 arrays can be converted to Python scalars")
        return kind(a.item())

    def __bool__(self) -> bool:
        if self.ivy_array.size != 1:
            raise ValueError(
                "The truth value of an array with more than one element is ambiguous. "
                "Use a.any() or a.all()"
            )
        return builtins.bool(self.ivy_array.item())

    def __int__(self) -> int:
        return self._scalar(int)

    def __float__(self) -> float:
        return self._scalar(float)

    def __complex__(self) -> complex:
        return self._scalar(complex)

    def __index__(self) -> int:
        if self.ivy_array.dtype.kind not in ("int", "uint"):
            raise TypeError("only integer scalar arrays can be converted to a scalar index")
        return self._scalar(int)

    def __len__(self) -> int:
        shape = self.ivy_array.shape
        if not shape:
            raise TypeError("len() of unsized object")
        return shape[0]

    def __iter__(self):
        if not self.ivy_array.shape:
            raise TypeError("iteration over a 0-d array")
        a = self.ivy_array
        for i in range(a.shape[0]):
            yield ndarray(a[i])

    def __contains__(self, value: Any) -> bool:
        return builtins.bool(_red.any(_logic.equal(self, value)))

    def __repr__(self) -> str:
        import numpy

        return repr(numpy.asarray(self.ivy_array))

    def __str__(self) -> str:
        import numpy

        return str(numpy.asarray(self.ivy_array))

    # --- indexing ------------------------------------------------------------
    def __getitem__(self, key: Any) -> ndarray:
        return ndarray(self.ivy_array[_key(key)])

    def __setitem__(self, key: Any, value: Any) -> None:
        a = self.ivy_array
        a[_key(key)] = _cast_value(value, a.dtype)

    # --- shape -------------------------------------------------------------
    def reshape(self, *shape: Any, order: str = "C", copy: bool | None = None) -> ndarray:
        if len(shape) == 1 and type(shape[0]) in (tuple, list):
            shape = tuple(shape[0])
        return _man.reshape(self, shape, order=order, copy=copy)

    def transpose(self, *axes: Any) -> ndarray:
        if len(axes) == 1 and (axes[0] is None or type(axes[0]) in (tuple, list)):
            axes = axes[0]
        return _man.transpose(self, axes or None)

    def swapaxes(self, axis1: int, axis2: int, /) -> ndarray:
        return _man.swapaxes(self, axis1, axis2)

    def flatten(self, order: str = "C") -> ndarray:
        return ndarray(ivylite.reshape(self.ivy_array, (-1,), copy=True))

    def ravel(self, order: str = "C") -> ndarray:
        return _man.ravel(self, order)

    def squeeze(self, axis: Any = None) -> ndarray:
        return _man.squeeze(self, axis)

    # --- reductions and friends ----------------------------------------------
    def sum(
        self,
        axis: Any = None,
        dtype: Any = None,
        out: Any = None,
        keepdims: Any = False,
        initial: Any = None,
        where: Any = True,
    ) -> Any:
        return _red.sum(self, axis, dtype, out, keepdims, initial=_nv(initial), where=where)

    def prod(
        self,
        axis: Any = None,
        dtype: Any = None,
        out: Any = None,
        keepdims: Any = False,
        initial: Any = None,
        where: Any = True,
    ) -> Any:
        return _red.prod(self, axis, dtype, out, keepdims, initial=_nv(initial), where=where)

    def mean(
        self,
        axis: Any = None,
        dtype: Any = None,
        out: Any = None,
        keepdims: Any = False,
        *,
        where: Any = True,
    ) -> Any:
        return _red.mean(self, axis, dtype, out, keepdims, where=where)

    def std(
        self,
        axis: Any = None,
        dtype: Any = None,
        out: Any = None,
        ddof: Any = 0,
        keepdims: Any = False,
        *,
        where: Any = True,
    ) -> Any:
        return _red.std(self, axis, dtype, out, ddof, keepdims, where=where)

    def var(
        self,
        axis: Any = None,
        dtype: Any = None,
        out: Any = None,
        ddof: Any = 0,
        keepdims: Any = False,
        *,
        where: Any = True,
    ) -> Any:
        return _red.var(self, axis, dtype, out, ddof, keepdims, where=where)

    def max(
        self,
        axis: Any = None,
        out: Any = None,
        keepdims: Any = False,
        initial: Any = None,
        where: Any = True,
    ) -> Any:
        return _red.max(self, axis, out, keepdims, initial=_nv(initial), where=where)

    def min(
        self,
        axis: Any = None,
        out: Any = None,
        keepdims: Any = False,
        initial: Any = None,
        where: Any = True,
    ) -> Any:
        return _red.min(self, axis, out, keepdims, initial=_nv(initial), where=where)

    def argmax(self, axis: Any = None, out: Any = None, *, keepdims: Any = False) -> Any:
        return _red.argmax(self, axis, out, keepdims=keepdims)

    def argmin(self, axis: Any = None, out: Any = None, *, keepdims: Any = False) -> Any:
        return _red.argmin(self, axis, out, keepdims=keepdims)

    def all(
        self, axis: Any = None, out: Any = None, keepdims: Any = False, *, where: Any = True
    ) -> Any:
        return _red.all(self, axis, out, keepdims, where=where)

    def any(
        self, axis: Any = None, out: Any = None, keepdims: Any = False, *, where: Any = True
    ) -> Any:
        return _red.any(self, axis, out, keepdims, where=where)

    def cumsum(self, axis: Any = None, dtype: Any = None, out: Any = None) -> Any:
        return _red.cumsum(self, axis, dtype, out)

    def clip(self, min: Any = None, max: Any = None, out: Any = None, **kwargs: Any) -> Any:
        return _math.clip(self, min, max, out, **kwargs)

    def round(self, decimals: Any = 0, out: Any = None) -> Any:
        return _math.round(self, decimals, out)

    def conj(self) -> Any:
        return _math.conjugate(self)

    def dot(self, other: Any, /, out: Any = None) -> Any:
        return _prod.dot(self, other, out)

    def nonzero(self) -> Any:
        return _search.nonzero(self)

    def argsort(
        self, axis: Any = -1, kind: Any = None, order: Any = None, *, stable: Any = None
    ) -> Any:
        return _sort.argsort(self, axis, kind, order, stable=stable)

    def sort(self, axis=-1, kind=None, order=None, *, stable=None) -> None:
        """Sort in place (NumPy's method returns None)."""
        self.ivy_array[...] = _sort.sort(self, axis, kind, order, stable=stable).ivy_array

    # --- operators ---------------------------------------------------------
    def __add__(self, other: Any) -> Any:
        return _math.add(self, other)

    def __radd__(self, other: Any) -> Any:
        return _math.add(other, self)

    def __sub__(self, other: Any) -> Any:
        return _math.subtract(self, other)

    def __rsub__(self, other: Any) -> Any:
        return _math.subtract(other, self)

    def __mul__(self, other: Any) -> Any:
        return _math.multiply(self, other)

    def __rmul__(self, other: Any) -> Any:
        return _math.multiply(other, self)

    def __truediv__(self, other: Any) -> Any:
        return _math.true_divide(self, other)

    def __rtruediv__(self, other: Any) -> Any:
        return _math.true_divide(other, self)

    def __floordiv__(self, other: Any) -> Any:
        return _math.floor_divide(self, other)

    def __rfloordiv__(self, other: Any) -> Any:
        return _math.floor_divide(other, self)

    def __mod__(self, other: Any) -> Any:
        return _math.remainder(self, other)

    def __rmod__(self, other: Any) -> Any:
        return _math.remainder(other, self)

    def __pow__(self, other: Any) -> Any:
        if type(other) is int and other == 2:
            return _math.square(self)  # NumPy's fast path: bool ** 2 is int8, like square
        return _math.power(self, other)

    def __rpow__(self, other: Any) -> Any:
        return _math.power(other, self)

    def __matmul__(self, other: Any) -> Any:
        return _prod.matmul(self, other)

    def __rmatmul__(self, other: Any) -> Any:
        return _prod.matmul(other, self)

    def __and__(self, other: Any) -> Any:
        return _logic.bitwise_and(self, other)

    def __rand__(self, other: Any) -> Any:
        return _logic.bitwise_and(other, self)

    def __or__(self, other: Any) -> Any:
        return _logic.bitwise_or(self, other)

    def __ror__(self, other: Any) -> Any:
        return _logic.bitwise_or(other, self)

    def __xor__(self, other: Any) -> Any:
        return _logic.bitwise_xor(self, other)

    def __rxor__(self, other: Any) -> Any:
        return _logic.bitwise_xor(other, self)

    def __invert__(self) -> Any:
        return _logic.invert(self)

    def __neg__(self) -> Any:
        return _math.negative(self)

    def __pos__(self) -> Any:
        return _math.positive(self)

    def __abs__(self) -> Any:
        return _math.absolute(self)

    def __eq__(self, other: Any) -> Any:  # type: ignore[override]
        return _logic.equal(self, other)

    def __ne__(self, other: Any) -> Any:  # type: ignore[override]
        return _logic.not_equal(self, other)

    def __lt__(self, other: Any) -> Any:
        return _logic.less(self, other)

    def __le__(self, other: Any) -> Any:
        return _logic.less_equal(self, other)

    def __gt__(self, other: Any) -> Any:
        return _logic.greater(self, other)

    def __ge__(self, other: Any) -> Any:
        return _logic.greater_equal(self, other)

    # NumPy computes in the promoted dtype and casts back with the same_kind rule.
    def _inplace(self, result: ndarray, name: str) -> ndarray:
        r, mine = result.ivy_array, self.ivy_array
        if r.dtype is not mine.dtype:
            if not _SAME_KIND[r.dtype][mine.dtype]:
                raise _helpers.UFuncTypeError(
                    f"Cannot cast ufunc '{name}' output from dtype('{r.dtype}') to "
                    f"dtype('{mine.dtype}') with casting rule 'same_kind'"
                )
            r = ivylite.astype(r, mine.dtype)
        if r.shape != mine.shape:
            raise ValueError(
                f"non-broadcastable output operand with shape {mine.shape} doesn't match the "
                f"broadcast shape {r.shape}"
            )
        mine[...] = r
        return self

    def __iadd__(self, other: Any) -> Any:
        return self._inplace(_math.add(self, other), "add")

    def __isub__(self, other: Any) -> Any:
        return self._inplace(_math.subtract(self, other), "subtract")

    def __imul__(self, other: Any) -> Any:
        return self._inplace(_math.multiply(self, other), "multiply")

    def __itruediv__(self, other: Any) -> Any:
        return self._inplace(_math.true_divide(self, other), "divide")

    def __ifloordiv__(self, other: Any) -> Any:
        return self._inplace(_math.floor_divide(self, other), "floor_divide")

    def __imod__(self, other: Any) -> Any:
        return self._inplace(_math.remainder(self, other), "remainder")

    def __ipow__(self, other: Any) -> Any:
        return self._inplace(_math.power(self, other), "power")

    def __imatmul__(self, other: Any) -> Any:
        return self._inplace(_prod.matmul(self, other), "matmul")

    def __iand__(self, other: Any) -> Any:
        return self._inplace(_logic.bitwise_and(self, other), "bitwise_and")

    def __ior__(self, other: Any) -> Any:
        return self._inplace(_logic.bitwise_or(self, other), "bitwise_or")

    def __ixor__(self, other: Any) -> Any:
        return self._inplace(_logic.bitwise_xor(self, other), "bitwise_xor")


def _nv(value: Any) -> Any:
    return _helpers.NoValue if value is None else value


_SIMPLE_KEYS = (int, slice, type(None), type(Ellipsis))


def _key(key: Any) -> Any:
    """An index in NumPy's forms (lists, frontend arrays) as ivylite takes it."""
    t = type(key)
    if t in _SIMPLE_KEYS:
        return key
    if t is tuple:
        return tuple(_key(k) for k in key)
    if isinstance(key, ndarray):
        return key.ivy_array
    if isinstance(key, Array) or t is builtins.bool:
        return key
    return _promotion.as_array(key)


def _cast_value(value: Any, d: Any) -> Array:
    """A value to store into an array of dtype ``d``: NumPy casts it unsafely,
    except that a Python int must fit."""
    if isinstance(value, ndarray):
        value = value.ivy_array
    if isinstance(value, Array):
        return value if value.dtype is d else ivylite.astype(value, d)
    return _promotion.as_array(value, d)


# The function modules import this class, so they are bound once the package has
# loaded them all (``ivylite/frontends/numpy/__init__.py`` calls this).
def _bind_functions() -> None:
    global _helpers, _logic, _man, _math, _prod, _promotion, _red, _search, _sort
    global _as_dtype, _SAME_KIND, _can_cast
    from . import _helpers, promotion
    from . import logic as _logic
    from . import manipulation as _man
    from . import math as _math
    from . import products as _prod
    from . import reduction as _red
    from . import searching as _search
    from . import sorting as _sort

    _promotion = promotion
    _as_dtype = promotion.as_numpy_dtype
    _SAME_KIND = promotion.SAME_KIND_CASTS
    _can_cast = promotion.can_cast_numpy
