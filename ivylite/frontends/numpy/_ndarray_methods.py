"""``numpy.ndarray``'s methods that call the frontend's functions (``x.sum()``
is ``numpy.sum(x)``), as a mixin of :class:`~ivylite.frontends.numpy.ndarray`.

Methods that write (``sort``, ``put``, ``fill``, ``resize``...) write through
``_assign``, so they reach the base of a view.
"""

from __future__ import annotations

from typing import Any

__all__ = ["Methods"]


def _nv(value: Any) -> Any:
    return _NoValue if value is None else value


class Methods:
    """The method forms of the frontend's functions (a mixin of ``ndarray``).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> x = np.array([[3, 1], [2, 4]])
    >>> x.sum(), x.cumprod(), x.ptp(), x.trace(), x.argsort(axis=None)
    (array(10), array([ 3,  3,  6, 24]), array(3), array(7), array([1, 2, 0, 3]))
    """

    __slots__ = ()

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
        return _nd(_casting.cast(a, d))

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
        self.ivy_array = _shape.resize_zero_filled(self.ivy_array, new_shape)

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
        return _shape.diagonal(self, offset, axis1, axis2)

    def trace(self, offset: int = 0, axis1: int = 0, axis2: int = 1, dtype: Any = None,
              out: Any = None) -> Any:  # fmt: skip
        return _shape.trace(self, offset, axis1, axis2, dtype, out)

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
        return _stats.cumprod(self, axis, dtype, out)

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


def _copy(x: Any) -> Any:
    return _nd(_ivylite.asarray(x.ivy_array, copy=True))


# Bound when the package has loaded (the modules import the ndarray class).
def _bind() -> None:
    global _casting, _man, _math, _prod, _promotion, _red, _search, _sort, _views, _nd
    global _ivylite, _stats, _index, _shape, _NoValue
    import ivylite as _ivylite

    from . import _casting, _views, promotion
    from . import indexing as _index
    from . import manipulation as _man
    from . import math as _math
    from . import products as _prod
    from . import reduction as _red
    from . import searching as _search
    from . import shaping as _shape
    from . import sorting as _sort
    from . import statistics as _stats
    from ._helpers import NoValue as _NoValue
    from .ndarray import ndarray as _nd

    _promotion = promotion
