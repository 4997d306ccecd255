"""``numpy.ndarray`` over an ivylite array.

Operators are the frontend's ufuncs, so ``x + 1`` follows NumPy's promotion
(NEP 50) whatever the ivylite backend, and every one has its reflected form
(``2 << x``) and its in-place form. In-place operators cast the result back
with NumPy's ``same_kind`` rule (``int_array += 1.5`` raises, as in NumPy).

Basic indexing, ``T``, ``reshape`` and ``ravel`` return views where NumPy
does (``_views``): a write to a view reaches its base on every backend.
"""

from __future__ import annotations

import builtins
import operator
from typing import Any

import ivylite
from ivylite.array import Array
from ivylite.frontends._common import FrontendArray

from ._ndarray_methods import Methods
from ._sizes import known
from .dtypes import _DTYPES, dtype

__all__ = ["ndarray"]


class ndarray(FrontendArray, Methods):
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

    # --- attributes ------------------------------------------------------------
    @property
    def dtype(self) -> dtype:
        return _DTYPES[self.ivy_array.dtype]

    @property
    def shape(self) -> tuple[int, ...]:
        return self.ivy_array.shape

    @shape.setter
    def shape(self, value: Any) -> None:
        # Rebinds this array to its data in the new shape (views of it taken
        # before keep the old shape's layout).
        self.ivy_array = _man.reshape(self, value).ivy_array

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
    def strides(self) -> tuple[int, ...]:
        return _views.strides_of(self)

    @property
    def base(self) -> Any:
        return None

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

    # --- conversion ------------------------------------------------------------
    def tolist(self) -> Any:
        return self.ivy_array.tolist()

    def item(self, *args: Any) -> Any:
        a = self.ivy_array
        if not args:
            if a.size != 1:
                raise ValueError("can only convert an array of size 1 to a Python scalar")
            return a.item()
        if len(args) == 1:
            i = operator.index(args[0])
            if not -a.size <= i < a.size:
                raise IndexError(f"index {i} is out of bounds for size {a.size}")
            return ivylite.reshape(a, (-1,))[i].item()
        return a[tuple(operator.index(i) for i in args)].item()

    def fill(self, value: Any) -> None:
        self._assign(Ellipsis, _cast_value(value, self.ivy_array.dtype))

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

    def __round__(self, ndigits: Any = None) -> Any:
        if ndigits is None and self.ivy_array.ndim == 0:
            return builtins.round(self.item())
        return _math.round(self, ndigits or 0)

    def __len__(self) -> int:
        shape = self.ivy_array.shape
        if not shape:
            raise TypeError("len() of unsized object")
        return shape[0]

    def __iter__(self):
        if not self.ivy_array.shape:
            raise TypeError("iteration over a 0-d array")
        for i in range(self.ivy_array.shape[0]):
            yield self[i]

    def __contains__(self, value: Any) -> bool:
        return builtins.bool(_red.any(_logic.equal(self, value)))

    def __copy__(self) -> ndarray:
        return self.copy()

    def __deepcopy__(self, memo: Any) -> ndarray:
        return self.copy()

    def __repr__(self) -> str:
        return _printing.formatted(repr, self.__array__())

    def __str__(self) -> str:
        return _printing.formatted(str, self.__array__())

    def __format__(self, spec: str) -> str:
        if self.ivy_array.ndim == 0:
            return format(self.item(), spec)
        return format(str(self), spec)

    # --- indexing ------------------------------------------------------------
    def __getitem__(self, key: Any) -> ndarray:
        key = _key(key)
        if _views.is_basic(key):
            return _views.derive(self, ("item", key))
        return ndarray(self.ivy_array[key])

    def __setitem__(self, key: Any, value: Any) -> None:
        self._assign(_key(key), _cast_value(value, self.ivy_array.dtype))

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
                raise _helpers.UFuncTypeError(
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

    def __neg__(self) -> Any:
        return _math.negative(self)

    def __pos__(self) -> Any:
        return _math.positive(self)

    def __abs__(self) -> Any:
        return _math.absolute(self)

    def __invert__(self) -> Any:
        return _logic.invert(self)

    def __divmod__(self, other: Any) -> Any:
        return _arith.divmod(self, other)

    def __rdivmod__(self, other: Any) -> Any:
        return _arith.divmod(other, self)


# Operator -> the ufunc it calls (module, name): forward, reflected and in-place
# forms are made from this table once the function modules are loaded.
_OPERATORS = {
    "add": ("_math", "add"), "sub": ("_math", "subtract"), "mul": ("_math", "multiply"),
    "truediv": ("_math", "true_divide"), "floordiv": ("_math", "floor_divide"),
    "mod": ("_math", "remainder"), "pow": ("_math", "power"), "matmul": ("_prod", "matmul"),
    "and": ("_logic", "bitwise_and"), "or": ("_logic", "bitwise_or"),
    "xor": ("_logic", "bitwise_xor"), "lshift": ("_arith", "left_shift"),
    "rshift": ("_arith", "right_shift"),
}  # fmt: skip
_COMPARISONS = {
    "eq": "equal", "ne": "not_equal", "lt": "less", "le": "less_equal", "gt": "greater",
    "ge": "greater_equal",
}  # fmt: skip


def _operators(namespace: dict) -> None:
    for op, (module, name) in _OPERATORS.items():
        fn = getattr(namespace[module], name)
        ufunc_name = getattr(fn, "__name__", name)

        def forward(self: ndarray, other: Any, fn: Any = fn) -> Any:
            return fn(self, other)

        def reflected(self: ndarray, other: Any, fn: Any = fn) -> Any:
            return fn(other, self)

        def inplace(self: ndarray, other: Any, fn: Any = fn, n: str = ufunc_name) -> Any:
            return self._inplace(fn(self, other), n)

        if op != "pow":  # __pow__ has NumPy's square fast path
            setattr(ndarray, f"__{op}__", forward)
        setattr(ndarray, f"__r{op}__", reflected)
        setattr(ndarray, f"__i{op}__", inplace)
    for op, name in _COMPARISONS.items():
        fn = getattr(namespace["_logic"], name)

        def compare(self: ndarray, other: Any, fn: Any = fn) -> Any:
            return fn(self, other)

        setattr(ndarray, f"__{op}__", compare)


_SIMPLE_KEYS = (int, slice, type(None), type(Ellipsis))


def _key(key: Any) -> Any:
    """An index in NumPy's forms (lists, frontend arrays) as ivylite takes it; a
    0-d integer array is an integer (a basic index, as in NumPy)."""
    t = type(key)
    if t in _SIMPLE_KEYS:
        return key
    if t is tuple:
        return tuple(_key(k) for k in key)
    if isinstance(key, ndarray):
        a = key.ivy_array
        if a.ndim == 0 and a.dtype.kind in ("int", "uint"):
            return int(a.item())
        return a
    if isinstance(key, Array) or t is builtins.bool:
        return key
    if hasattr(key, "__index__") and not isinstance(key, (list, tuple)):
        return operator.index(key)
    return _promotion.as_array(key)


def _cast_value(value: Any, d: Any) -> Array:
    """A value to store into an array of dtype ``d``: NumPy casts it unsafely,
    except that a Python int must fit."""
    if isinstance(value, ndarray):
        value = value.ivy_array
    if isinstance(value, Array):
        return value if value.dtype is d else _casting.cast(value, d)
    if d.kind in ("int", "uint") and type(value) is float:
        return _casting.cast(_promotion.as_array(value), d)
    return _promotion.as_array(value, d)


# The function modules import this class, so they are bound once the package has
# loaded them all (``ivylite/frontends/numpy/__init__.py`` calls this).
def _bind_functions() -> None:
    global _helpers, _logic, _man, _math, _prod, _promotion, _red, _arith
    global _SAME_KIND, _views, _flatiter, _printing, _casting
    from . import (
        _casting,
        _flatiter,
        _helpers,
        _printing,
        _views,
        promotion,
    )
    from . import arithmetic as _arith
    from . import logic as _logic
    from . import manipulation as _man
    from . import math as _math
    from . import products as _prod
    from . import reduction as _red
    from ._ndarray_methods import _bind

    _promotion = promotion
    _SAME_KIND = promotion.SAME_KIND_CASTS
    _operators(globals())
    _bind()
