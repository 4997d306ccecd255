"""``tf.Tensor`` (with eager tensors' behaviour) and ``tf.TensorShape``.

A Tensor holds one ivylite array of the current backend. It is immutable as
TensorFlow's are: no ``__setitem__``, no in-place operators. Its operators
follow TensorFlow's rules (see :mod:`.promotion`): no implicit promotion
between tensors, Python values converted to the tensor's dtype; they are
TensorFlow's functions, bound by :mod:`._operators` once those exist.
"""

from __future__ import annotations

import math
import operator
from typing import Any

from ivylite.array import Array

from .._common import Conversions, FrontendArray, recorded
from .dtypes import BY_IVY
from .errors import InvalidArgumentError

__all__ = ["Tensor", "TensorShape"]


class TensorShape(tuple):
    """The shape of a tensor: a tuple of ints with TensorFlow's methods.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> s = tf.zeros([2, 3]).shape
    >>> s, s.as_list(), s.rank, s[1:], s == [2, 3]
    (TensorShape([2, 3]), [2, 3], 2, TensorShape([3]), True)
    """

    __slots__ = ()

    def __new__(cls, dims: Any = ()) -> TensorShape:
        if dims is None:
            raise ValueError("TensorShape: unknown ranks are not supported by the eager frontend")
        if isinstance(dims, int):
            dims = (dims,)
        return super().__new__(cls, (None if d is None else int(d) for d in dims))

    @property
    def rank(self) -> int:
        return len(self)

    ndims = rank

    @property
    def dims(self) -> list[int | None]:
        return list(self)

    def as_list(self) -> list[int | None]:
        """The dimensions as a list."""
        return list(self)

    def num_elements(self) -> int | None:
        """The number of elements (None if a dimension is unknown)."""
        return None if None in self else math.prod(self)

    def is_fully_defined(self) -> bool:
        return None not in self

    def concatenate(self, other: Any) -> TensorShape:
        return TensorShape(tuple(self) + tuple(TensorShape(other)))

    def __getitem__(self, key: Any) -> Any:
        out = tuple.__getitem__(self, key)
        return TensorShape(out) if isinstance(key, slice) else out

    def __eq__(self, other: Any) -> bool:
        if isinstance(other, (list, tuple)):
            return tuple(self) == tuple(other)
        return NotImplemented

    def __ne__(self, other: Any) -> bool:
        eq = self.__eq__(other)
        return eq if eq is NotImplemented else not eq

    __hash__ = tuple.__hash__

    def __repr__(self) -> str:
        return f"TensorShape({list(self)})"

    def __str__(self) -> str:
        return tuple.__repr__(tuple(self))


def _index(key: Any) -> Any:
    """A Tensor index as ivylite reads it: only TensorFlow's kinds of index."""
    if isinstance(key, FrontendArray):
        key = key.ivy_array
    if isinstance(key, Array):
        if key.dtype == "bool":
            return key
        if key.ndim == 0 and key.dtype.kind in ("int", "uint"):
            return int(key)
        raise TypeError(
            "Only integers, slices (`:`), ellipsis (`...`), tf.newaxis (`None`) and scalar "
            f"tf.int32/tf.int64 tensors are valid indices, got a tensor of shape {key.shape}"
        )
    if isinstance(key, slice):
        return slice(*(_bound(b) for b in (key.start, key.stop, key.step)))
    if key is None or key is Ellipsis or isinstance(key, int):
        return key
    raise TypeError(
        "Only integers, slices (`:`), ellipsis (`...`), tf.newaxis (`None`) and scalar "
        f"tf.int32/tf.int64 tensors are valid indices, got {key!r}"
    )


def _check_bounds(key: tuple, shape: tuple) -> None:
    """TensorFlow refuses an integer index out of bounds (NumPy-style IndexError elsewhere)."""
    if any(k is Ellipsis for k in key):
        return
    dim = 0
    for k in key:
        if k is None:
            continue
        if isinstance(k, int) and dim < len(shape) and not -shape[dim] <= k < shape[dim]:
            raise InvalidArgumentError(
                f"StridedSlice: slice index {k} of dimension {dim} out of bounds"
            )
        dim += k.ndim if isinstance(k, Array) else 1


def _bound(b: Any) -> Any:
    if isinstance(b, FrontendArray):
        b = b.ivy_array
    return int(b) if isinstance(b, Array) else b


# Indexing is an operation a tape records (replayed on JAX): see _autograd.recorded.
_getitem = recorded(operator.getitem)


class Tensor(FrontendArray):
    """A TensorFlow eager tensor over an ivylite array.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> x = tf.constant([[1, 2], [3, 4]], tf.int8)
    >>> x
    <tf.Tensor: shape=(2, 2), dtype=int8, numpy=
    array([[1, 2],
           [3, 4]], dtype=int8)>
    >>> x.dtype == tf.int8, x.shape, x.ndim
    (True, TensorShape([2, 2]), 2)
    >>> (x + 1000)[0]
    <tf.Tensor: shape=(2,), dtype=int8, numpy=array([-23, -22], dtype=int8)>
    >>> print(x / x)
    tf.Tensor(
    [[1. 1.]
     [1. 1.]], shape=(2, 2), dtype=float32)
    """

    __slots__ = ()
    # NumPy scalars and arrays defer to our reflected operators, as with tf.Tensor.
    __array_priority__ = 100

    framework_dtypes = BY_IVY
    conversions = Conversions(
        index="only integer tensors can be indices, not {dtype}",
        length="Scalar tensor has no `len()`",
        iteration="Scalar tensor has no `len()`",
    )

    # --- attributes ----------------------------------------------------------
    @property
    def shape(self) -> TensorShape:
        return TensorShape(self.ivy_array.shape)

    def get_shape(self) -> TensorShape:
        """The shape (``tf.Tensor.get_shape``)."""
        return self.shape

    @property
    def device(self) -> str:
        return "/job:localhost/replica:0/task:0/device:CPU:0"

    def numpy(self) -> Any:
        """The values as a NumPy array (a NumPy scalar for a 0-d tensor)."""
        out = self.ivy_array.__array__()
        return out[()] if out.ndim == 0 else out

    # --- Python protocol -------------------------------------------------------
    def __repr__(self) -> str:
        a = self.numpy()
        body = str(a) if getattr(a, "ndim", 0) == 0 else repr(a)
        sep = "\n" if "\n" in body else ""
        return f"<tf.Tensor: shape={tuple(self.shape)}, dtype={self.ivy_array.dtype}, numpy={sep}{body}>"

    def __str__(self) -> str:
        body = str(self.numpy())
        sep = "\n" if "\n" in body else ""
        return f"tf.Tensor({sep}{body}, shape={tuple(self.shape)}, dtype={self.ivy_array.dtype})"

    def __hash__(self) -> int:
        raise TypeError("Tensor is unhashable. Instead, use tensor.ref() as the key.")

    def __getitem__(self, key: Any) -> Tensor:
        if isinstance(key, list):
            key = tuple(key)  # TensorFlow reads a list index as a tuple of indices
        key = tuple(map(_index, key)) if isinstance(key, tuple) else _index(key)
        x = self.ivy_array
        _check_bounds(key if isinstance(key, tuple) else (key,), x.shape)
        return Tensor(_getitem(x, key))

    def __setitem__(self, key: Any, value: Any) -> None:
        raise TypeError(
            "'tf.Tensor' object does not support item assignment: tensors are immutable; "
            "use tf.where or tf.tensor_scatter_nd_update to build a new one"
        )
