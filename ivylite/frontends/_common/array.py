"""The base of every frontend's array class: what ``torch.Tensor``,
``numpy.ndarray``, ``jax.Array`` and ``tf.Tensor`` share, written once.

A frontend array holds one :class:`ivylite.Array` (``ivy_array``). The
members below read it the same way in every framework; what differs is data
on the class: :attr:`FrontendArray.framework_dtypes` (ivylite dtype -> the
framework's dtype object) and :attr:`FrontendArray.conversions` (how an
array becomes a Python value, and the framework's words when it cannot). A
frontend overrides a member only where its framework really differs
(``torch.Tensor.size`` is a method, ``tf.Tensor.shape`` a ``TensorShape``).

The members that call the frontend's own functions (operators, ``T``,
``real``, the methods) are bound by :func:`ivylite.frontends._common.bind`,
from the frontend's top floor, once all its functions exist.
"""

from __future__ import annotations

import operator
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

import ivylite

from ...array import Array
from .dtypes import INTEGER_KINDS

__all__ = ["FrontendArray", "Conversions", "unwrap"]


@dataclass(frozen=True)
class Conversions:
    """How a framework's array becomes a Python value, and what it says when it cannot.

    Each refusal is ``(exception type, message)``; a message may name
    ``{size}``, ``{ndim}`` and ``{dtype}`` of the array.

    Examples
    --------
    >>> from ivylite.frontends._common import Conversions
    >>> Conversions().length
    'len() of unsized object'
    """

    #: ``int()``, ``float()``, ``complex()`` of an array that is not one element
    scalar: tuple[type[Exception], str] = (
        TypeError,
        "only length-1 arrays can be converted to Python scalars",
    )
    #: ``.item()`` of an array that is not one element
    item: tuple[type[Exception], str] = (
        ValueError,
        "can only convert an array of size 1 to a Python scalar",
    )
    #: ``bool()`` of an array of more than one element
    truth: tuple[type[Exception], str] = (
        ValueError,
        "The truth value of an array with more than one element is ambiguous. "
        "Use a.any() or a.all()",
    )
    #: ``__index__`` of an array of another kind than ``index_kinds`` (a TypeError)
    index: str = "only integer scalar arrays can be converted to a scalar index"
    index_kinds: frozenset[str] = INTEGER_KINDS
    #: ``len()`` and iteration of a 0-d array (TypeErrors)
    length: str = "len() of unsized object"
    iteration: str = "iteration over a 0-d array"
    #: whether only a 0-d array converts to a scalar (JAX), not any array of one element
    only_0d: bool = False

    def refuse(self, rule: tuple[type[Exception], str], a: Array) -> Exception:
        """The exception of ``rule`` for array ``a``."""
        kind, message = rule
        return kind(message.format(size=a.size, ndim=a.ndim, dtype=a.dtype))


class FrontendArray:
    """Base of the frontends' array classes (``torch.Tensor``, ``numpy.ndarray``...).

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.frontends._common import FrontendArray
    >>> x = FrontendArray(ivylite.asarray([[1, 2]], dtype="int16"))
    >>> x.ivy_array.tolist(), x.shape, x.ndim, x.size, x.itemsize, x.nbytes
    ([[1, 2]], (1, 2), 2, 2, 2, 4)
    >>> len(x), [e.ivy_array.tolist() for e in x], int(FrontendArray(ivylite.asarray(7)))
    (1, [[1, 2]], 7)
    >>> bool(x)
    Traceback (most recent call last):
    ...
    ValueError: The truth value of an array with more than one element is ambiguous. Use a.any() or a.all()
    """

    __slots__ = ("ivy_array",)

    #: ivylite dtype -> the framework's dtype object (``x.dtype``)
    framework_dtypes: ClassVar[Mapping[Any, Any]] = {}
    #: how an array becomes a Python value, in the framework's words
    conversions: ClassVar[Conversions] = Conversions()

    def __init__(self, ivy_array: Array) -> None:
        self.ivy_array = ivy_array

    # --- attributes -----------------------------------------------------------------------
    @property
    def dtype(self) -> Any:
        return self.framework_dtypes[self.ivy_array._dtype]

    @property
    def shape(self) -> Any:
        return self.ivy_array.shape

    @property
    def ndim(self) -> int:
        return self.ivy_array.ndim

    @property
    def size(self) -> Any:
        return self.ivy_array.size

    @property
    def itemsize(self) -> int:
        return self.ivy_array._dtype.bits // 8

    @property
    def nbytes(self) -> int:
        return self.ivy_array.size * (self.ivy_array._dtype.bits // 8)

    # --- Python values --------------------------------------------------------------------
    def __array__(self, dtype: Any = None, copy: Any = None) -> Any:
        return self.ivy_array.__array__(dtype)

    def tolist(self) -> Any:
        """The values as (nested) Python lists."""
        return self.ivy_array.tolist()

    def item(self, *args: Any) -> Any:
        """The one element as a Python number (or the element at the given index)."""
        a = self.ivy_array
        if args:
            return self._element(*args)
        if a.size != 1:
            raise self.conversions.refuse(self.conversions.item, a)
        return a.item()

    def _element(self, *args: Any) -> Any:
        """``item(i)`` (a flat index) or ``item(i, j, ...)``, as NumPy reads them."""
        a = self.ivy_array
        if len(args) == 1:
            i = operator.index(args[0])
            if not -a.size <= i < a.size:
                raise IndexError(f"index {i} is out of bounds for size {a.size}")
            return ivylite.reshape(a, (-1,))[i].item()
        return a[tuple(operator.index(i) for i in args)].item()

    def _scalar(self, kind: type) -> Any:
        a = self.ivy_array
        rules = self.conversions
        if (a.ndim != 0) if rules.only_0d else (a.size != 1):
            raise rules.refuse(rules.scalar, a)
        return kind(a.item())

    def __bool__(self) -> bool:
        a = self.ivy_array
        if a.size != 1:
            raise self.conversions.refuse(self.conversions.truth, a)
        return bool(a.item())

    def __int__(self) -> int:
        return self._scalar(int)

    def __float__(self) -> float:
        return self._scalar(float)

    def __complex__(self) -> complex:
        return self._scalar(complex)

    def __index__(self) -> int:
        a = self.ivy_array
        rules = self.conversions
        if a._dtype.kind not in rules.index_kinds or (rules.only_0d and a.ndim):
            raise TypeError(rules.index.format(size=a.size, ndim=a.ndim, dtype=a.dtype))
        return self._scalar(int)

    def __len__(self) -> int:
        shape = self.ivy_array.shape
        if not shape:
            raise TypeError(self.conversions.length)
        return shape[0]

    def __iter__(self) -> Iterator[Any]:
        shape = self.ivy_array.shape
        if not shape:
            raise TypeError(self.conversions.iteration)
        for i in range(shape[0]):
            yield self[i]

    def __getitem__(self, key: Any) -> Any:  # a frontend gives its framework's indexing
        return type(self)(self.ivy_array[key])

    def __format__(self, spec: str) -> str:
        if self.ivy_array.ndim == 0:
            return format(self.item(), spec)
        return format(str(self), spec)


def unwrap(x: Any) -> Any:
    """The ivylite array inside a frontend array; anything else unchanged.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.frontends._common import FrontendArray, unwrap
    >>> a = ivylite.asarray([1.0])
    >>> unwrap(FrontendArray(a)) is a, unwrap(3)
    (True, 3)
    """
    return x.ivy_array if isinstance(x, FrontendArray) else x
