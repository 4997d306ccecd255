"""``numpy.ndarray``'s members that call the frontend's functions, bound onto the
class (:mod:`.ndarray`) once every function exists: the operators (the ufuncs,
with their reflected and in-place forms), indexing (views where NumPy makes
them), ``T``, ``flat``, and the method forms of the functions (``x.sum()`` is
``numpy.sum(x)``). Methods that write (``sort``, ``put``, ``fill``, ``resize``...)
write through ``_assign``, so they reach the base of a view.

Examples
--------
>>> import ivylite.frontends.numpy as np
>>> x = np.array([[3, 1], [2, 4]])
>>> x.sum(), x.cumprod(), x.ptp(), x.trace(), x.argsort(axis=None)
(array(10), array([ 3,  3,  6, 24]), array(3), array(7), array([1, 2, 0, 3]))
>>> x += 1
>>> x, 2 << x[0], x.T[0]
(array([[4, 2],
       [3, 5]]), array([32,  8]), array([4, 3]))
"""

from __future__ import annotations

import builtins
from typing import Any

import ivylite
from ivylite.array import Array

from .._common import bind, members
from . import _casting, _flatiter, _views
from . import adding_removing as _adding
from . import arithmetic as _arith
from . import creation as _creation
from . import indexing as _index
from . import logic as _logic
from . import manipulation as _man
from . import math as _math
from . import products as _prod
from . import promotion as _promotion
from . import reduction as _red
from . import searching as _search
from . import sorting as _sort
from . import statistics as _stats
from ._helpers import NoValue, UFuncTypeError
from .dtypes import generic
from .ndarray import cast_value, index_key, ndarray

__all__: list[str] = []

_SAME_KIND = _promotion.SAME_KIND_CASTS


def _nv(value: Any) -> Any:
    return NoValue if value is None else value


def _copy(x: Any) -> Any:
    return ndarray(ivylite.asarray(x.ivy_array, copy=True))


class Methods:
    """``numpy.ndarray``'s members over the frontend's functions."""

    @property
    def shape(self) -> tuple[int, ...]:
        return self.ivy_array.shape

    @shape.setter
    def shape(self, value: Any) -> None:
        # Rebinds this array to its data in the new shape (views of it taken
        # before keep the old shape's layout).
        self.ivy_array = _man.reshape(self, value).ivy_array

    @property
    def strides(self) -> tuple[int, ...]:
        return _views.strides_of(self)

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

    @property
    def flat(self) -> Any:
        return _flatiter.flatiter(self)

    @flat.setter
    def flat(self, value: Any) -> None:
        _flatiter.flatiter(self)[...] = value

    def fill(self, value: Any) -> None:
        self._assign(Ellipsis, cast_value(value, self.ivy_array.dtype))

    def __round__(self, ndigits: Any = None) -> Any:
        if ndigits is None and self.ivy_array.ndim == 0:
            return builtins.round(self.item())
        return _math.round(self, ndigits or 0)

    def __contains__(self, value: Any) -> bool:
        return builtins.bool(_red.any(_logic.equal(self, value)))

    # --- indexing ------------------------------------------------------------
    def __getitem__(self, key: Any) -> ndarray:
        key = index_key(key)
        if _views.is_basic(key):
            return _views.derive(self, ("item", key))
        return ndarray(self.ivy_array[key])

    def __setitem__(self, key: Any, value: Any) -> None:
        self._assign(index_key(key), cast_value(value, self.ivy_array.dtype))

    def _assign(self, key: Any, value: Array) -> None:
        """Write ``value`` (of this array's dtype) at ``key``; the one write of an ndarray."""
        a = self.ivy_array
        a[key] = value
        _views.written(a)  # this array may be another name for a view's values

    # NumPy computes in the promoted dtype and casts back with the same_kind rule.
    def _inplace(self, result: ndarray, name: str) -> ndarray:
        r, mine = result.ivy_array, self.ivy_array
        if r.dtype is not mine.dtype:
            if not _SAME_KIND[r.dtype][mine.dtype]:
                raise UFuncTypeError(
                    f"Cannot cast ufunc '{name}' output from dtype('{r.dtype}') to "
                    f"dtype('{mine.dtype}') with casting rule 'same_kind'"
                )
            r = _casting.cast(r, mine.dtype)
        if r.shape != mine.shape:
            raise ValueError(
                f"non-broadcastable output operand with shape {mine.shape} doesn't match the "
                f"broadcast shape {r.shape}"
            )
        self._assign(Ellipsis, r)
        return self

    def __pow__(self, other: Any) -> Any:
        if type(other) is int and other == 2:
            return _math.square(self)  # NumPy's fast path: bool ** 2 is int8, like square
        return _math.power(self, other)

    # --- conversion and shape ----------------------------------------------------
    def astype(self, dtype: Any, order: str = "K", casting: str = "unsafe", subok: bool = True,
               copy: bool = True) -> Any:  # fmt: skip
        """A copy cast to ``dtype`` (``casting`` checked as in NumPy)."""
        d = _promotion.as_numpy_dtype(dtype)
        a = self.ivy_array
        if casting != "unsafe" and not _promotion.can_cast_numpy(a.dtype, d, casting):
            raise TypeError(
                f"Cannot cast array data from dtype('{a.dtype}') to dtype('{d}') according "
                f"to the rule '{casting}'"
            )
        if a.dtype is d:
            return _copy(self) if copy else self
        return ndarray(_casting.cast(a, d))

    def copy(self, order: str = "C") -> Any:
        return _copy(self)

    def view(self, dtype: Any = None, type: Any = None) -> Any:
        if dtype is not None and _promotion.as_numpy_dtype(dtype) is not self.ivy_array.dtype:
            raise NotImplementedError(
                "ndarray.view(dtype): reinterpreting bytes as another dtype is not supported by "
                "ivylite's numpy frontend; use astype to convert values"
            )
        return _views.derive(self, ("item", Ellipsis))

    def reshape(self, *shape: Any, order: str = "C", copy: Any = None) -> Any:
        if len(shape) == 1 and type(shape[0]) in (tuple, list):
            shape = tuple(shape[0])
        return _man.reshape(self, shape, order=order, copy=copy)

    def resize(self, *new_shape: Any, refcheck: bool = True) -> None:
        if len(new_shape) == 1 and type(new_shape[0]) in (tuple, list):
            new_shape = tuple(new_shape[0])
        self.ivy_array = _adding.resize_zero_filled(self.ivy_array, new_shape)

    def transpose(self, *axes: Any) -> Any:
        if len(axes) == 1 and (axes[0] is None or type(axes[0]) in (tuple, list)):
            axes = axes[0]
        return _man.transpose(self, axes or None)

    def swapaxes(self, axis1: int, axis2: int, /) -> Any:
        return _man.swapaxes(self, axis1, axis2)

    def flatten(self, order: str = "C") -> Any:
        return _copy(_man.ravel(self, order))

    def ravel(self, order: str = "C") -> Any:
        return _man.ravel(self, order)

    def squeeze(self, axis: Any = None) -> Any:
        return _man.squeeze(self, axis)

    def repeat(self, repeats: Any, axis: Any = None) -> Any:
        return _man.repeat(self, repeats, axis)

    def diagonal(self, offset: int = 0, axis1: int = 0, axis2: int = 1) -> Any:
        return _index.diagonal(self, offset, axis1, axis2)

    def trace(self, offset: int = 0, axis1: int = 0, axis2: int = 1, dtype: Any = None,
              out: Any = None) -> Any:  # fmt: skip
        return _prod.trace(self, offset, axis1, axis2, dtype, out)

    # --- reductions --------------------------------------------------------------
    def sum(self, axis: Any = None, dtype: Any = None, out: Any = None, keepdims: Any = False,
            initial: Any = None, where: Any = True) -> Any:  # fmt: skip
        return _red.sum(self, axis, dtype, out, keepdims, initial=_nv(initial), where=where)

    def prod(self, axis: Any = None, dtype: Any = None, out: Any = None, keepdims: Any = False,
             initial: Any = None, where: Any = True) -> Any:  # fmt: skip
        return _red.prod(self, axis, dtype, out, keepdims, initial=_nv(initial), where=where)

    def mean(self, axis: Any = None, dtype: Any = None, out: Any = None, keepdims: Any = False,
             *, where: Any = True) -> Any:  # fmt: skip
        return _red.mean(self, axis, dtype, out, keepdims, where=where)

    def std(self, axis: Any = None, dtype: Any = None, out: Any = None, ddof: Any = 0,
            keepdims: Any = False, *, where: Any = True) -> Any:  # fmt: skip
        return _red.std(self, axis, dtype, out, ddof, keepdims, where=where)

    def var(self, axis: Any = None, dtype: Any = None, out: Any = None, ddof: Any = 0,
            keepdims: Any = False, *, where: Any = True) -> Any:  # fmt: skip
        return _red.var(self, axis, dtype, out, ddof, keepdims, where=where)

    def max(self, axis: Any = None, out: Any = None, keepdims: Any = False, initial: Any = None,
            where: Any = True) -> Any:  # fmt: skip
        return _red.max(self, axis, out, keepdims, initial=_nv(initial), where=where)

    def min(self, axis: Any = None, out: Any = None, keepdims: Any = False, initial: Any = None,
            where: Any = True) -> Any:  # fmt: skip
        return _red.min(self, axis, out, keepdims, initial=_nv(initial), where=where)

    def ptp(self, axis: Any = None, out: Any = None, keepdims: Any = False) -> Any:
        return _stats.ptp(self, axis, out, keepdims)

    def argmax(self, axis: Any = None, out: Any = None, *, keepdims: Any = False) -> Any:
        return _red.argmax(self, axis, out, keepdims=keepdims)

    def argmin(self, axis: Any = None, out: Any = None, *, keepdims: Any = False) -> Any:
        return _red.argmin(self, axis, out, keepdims=keepdims)

    def all(self, axis: Any = None, out: Any = None, keepdims: Any = False, *,
            where: Any = True) -> Any:  # fmt: skip
        return _red.all(self, axis, out, keepdims, where=where)

    def any(self, axis: Any = None, out: Any = None, keepdims: Any = False, *,
            where: Any = True) -> Any:  # fmt: skip
        return _red.any(self, axis, out, keepdims, where=where)

    def cumsum(self, axis: Any = None, dtype: Any = None, out: Any = None) -> Any:
        return _red.cumsum(self, axis, dtype, out)

    def cumprod(self, axis: Any = None, dtype: Any = None, out: Any = None) -> Any:
        return _red.cumprod(self, axis, dtype, out)

    # --- elementwise -------------------------------------------------------------
    def clip(self, min: Any = None, max: Any = None, out: Any = None, **kwargs: Any) -> Any:
        return _math.clip(self, min, max, out, **kwargs)

    def round(self, decimals: Any = 0, out: Any = None) -> Any:
        return _math.round(self, decimals, out)

    def conj(self) -> Any:
        return _math.conjugate(self)

    def conjugate(self) -> Any:
        return _math.conjugate(self)

    def dot(self, other: Any, /, out: Any = None) -> Any:
        return _prod.dot(self, other, out)

    # --- searching, sorting, indexing ----------------------------------------------
    def nonzero(self) -> Any:
        return _search.nonzero(self)

    def searchsorted(self, v: Any, side: str = "left", sorter: Any = None) -> Any:
        return _search.searchsorted(self, v, side, sorter)

    def argsort(self, axis: Any = -1, kind: Any = None, order: Any = None, *,
                stable: Any = None) -> Any:  # fmt: skip
        return _sort.argsort(self, axis, kind, order, stable=stable)

    def sort(self, axis: Any = -1, kind: Any = None, order: Any = None, *,
             stable: Any = None) -> None:  # fmt: skip
        """Sort in place (NumPy's method returns None)."""
        self._assign(Ellipsis, _sort.sort(self, axis, kind, order, stable=stable).ivy_array)

    def argpartition(self, kth: Any, axis: Any = -1, kind: str = "introselect",
                     order: Any = None) -> Any:  # fmt: skip
        return _index.argpartition(self, kth, axis, kind, order)

    def partition(self, kth: Any, axis: Any = -1, kind: str = "introselect",
                  order: Any = None) -> None:  # fmt: skip
        """Partition in place (NumPy's method returns None)."""
        self._assign(Ellipsis, _index.partition(self, kth, axis, kind, order).ivy_array)

    def take(self, indices: Any, axis: Any = None, out: Any = None, mode: str = "raise") -> Any:
        return _index.take(self, indices, axis, out, mode)

    def put(self, indices: Any, values: Any, mode: str = "raise") -> None:
        _index.put(self, indices, values, mode)


# Operator -> the ufunc it calls: bind makes the forward, reflected and in-place forms.
_OPERATORS = {
    "add": _math.add, "sub": _math.subtract, "mul": _math.multiply,
    "truediv": _math.true_divide, "floordiv": _math.floor_divide, "mod": _math.remainder,
    "pow": _math.power, "matmul": _prod.matmul, "and": _logic.bitwise_and,
    "or": _logic.bitwise_or, "xor": _logic.bitwise_xor, "lshift": _arith.left_shift,
    "rshift": _arith.right_shift, "divmod": _arith.divmod, "eq": _logic.equal,
    "ne": _logic.not_equal, "lt": _logic.less, "le": _logic.less_equal, "gt": _logic.greater,
    "ge": _logic.greater_equal, "neg": _math.negative, "pos": _math.positive,
    "abs": _math.absolute, "invert": _logic.invert,
}  # fmt: skip

# Methods before operators' forms would be overwritten: __pow__ (NumPy's x ** 2) is a method.
bind(ndarray, operators=_OPERATORS, inplace=True, methods=members(Methods))


def _scalar_type(cls: type, value: Any = 0, /) -> Any:
    """``numpy.float32(1.5)``: a 0-d array of the scalar type's dtype."""
    if cls._ivy is None:
        raise TypeError(f"cannot create 'numpy.{cls.__name__}' instances")
    return _creation.asarray(value, dtype=cls._ivy)


bind(generic, methods={"__new__": staticmethod(_scalar_type)})
