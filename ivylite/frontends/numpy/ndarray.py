"""``numpy.ndarray`` over an ivylite array: the class, its attributes and its
Python protocol.

Its operators and the members that call the frontend's functions (``x + 1``,
``x.sum()``, ``x.T``, ``x[i]``, ``x[i] = v``...) are bound by
:mod:`._ndarray_methods`, the top floor, once every function exists. Operators
are the frontend's ufuncs, so ``x + 1`` follows NumPy's promotion (NEP 50)
whatever the ivylite backend, and every one has its reflected form
(``2 << x``) and its in-place form. In-place operators cast the result back
with NumPy's ``same_kind`` rule (``int_array += 1.5`` raises, as in NumPy).

Basic indexing, ``T``, ``reshape`` and ``ravel`` return views where NumPy
does (``_views``): a write to a view reaches its base on every backend.
"""

from __future__ import annotations

import builtins
import operator
from typing import Any

from ivylite.array import Array
from ivylite.frontends._common import FrontendArray

from . import _casting, _printing, promotion
from ._sizes import known
from .dtypes import _DTYPES

__all__ = ["ndarray", "index_key", "cast_value"]


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
    >>> v = x[:, 0]
    >>> v += 10
    >>> x.tolist(), (2 << np.arange(3)).tolist()
    ([[11.0, 2.0], [13.0, 4.0]], [2, 4, 8])
    """

    __slots__ = ()

    def __init__(self, ivy_array: Array) -> None:
        # A NumPy array's shape is numbers: a lazy result of data-dependent size
        # (a boolean mask, nonzero...) is computed here, the rest stays lazy.
        super().__init__(known(ivy_array))

    # Real NumPy arrays defer to this class's reflected operators.
    __array_ufunc__ = None
    __hash__ = None  # type: ignore[assignment]

    framework_dtypes = _DTYPES

    @property
    def base(self) -> Any:
        return None

    def __repr__(self) -> str:
        return _printing.formatted(repr, self.__array__())

    def __str__(self) -> str:
        return _printing.formatted(str, self.__array__())

    def __copy__(self) -> ndarray:
        return self.copy()

    def __deepcopy__(self, memo: Any) -> ndarray:
        return self.copy()


_SIMPLE_KEYS = (int, slice, type(None), type(Ellipsis))


def index_key(key: Any) -> Any:
    """An index in NumPy's forms (lists, frontend arrays) as ivylite takes it; a
    0-d integer array is an integer (a basic index, as in NumPy).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> from ivylite.frontends.numpy.ndarray import index_key
    >>> index_key((np.array(1), slice(None))), index_key([0, 2]).tolist()
    ((1, slice(None, None, None)), [0, 2])
    """
    t = type(key)
    if t in _SIMPLE_KEYS:
        return key
    if t is tuple:
        return tuple(index_key(k) for k in key)
    if isinstance(key, ndarray):
        a = key.ivy_array
        if a.ndim == 0 and a.dtype.kind in ("int", "uint"):
            return int(a.item())
        return a
    if isinstance(key, Array) or t is builtins.bool:
        return key
    if hasattr(key, "__index__") and not isinstance(key, (list, tuple)):
        return operator.index(key)
    return promotion.as_array(key)


def cast_value(value: Any, d: Any) -> Array:
    """A value to store into an array of dtype ``d``: NumPy casts it unsafely,
    except that a Python int must fit.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.frontends.numpy.ndarray import cast_value
    >>> cast_value(2.7, ivylite.int8).tolist(), cast_value(True, ivylite.float32).tolist()
    (2, 1.0)
    """
    if isinstance(value, ndarray):
        value = value.ivy_array
    if isinstance(value, Array):
        return value if value.dtype is d else _casting.cast(value, d)
    if d.kind in ("int", "uint") and type(value) is float:
        return _casting.cast(promotion.as_array(value), d)
    return promotion.as_array(value, d)
