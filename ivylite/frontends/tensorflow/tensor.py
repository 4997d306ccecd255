"""``tf.Tensor`` (with eager tensors' behaviour) and ``tf.TensorShape``.

A Tensor holds one ivylite array of the current backend. It is immutable as
TensorFlow's are: no ``__setitem__``, no in-place operators. Its operators
follow TensorFlow's rules (see :mod:`.promotion`): no implicit promotion
between tensors, Python values converted to the tensor's dtype.
"""

from __future__ import annotations

import math
import operator
from typing import Any

from ivylite.array import Array

from .._autograd import recorded
from .._common import FrontendArray
from .dtypes import DType, from_ivy
from .errors import InvalidArgumentError
from .promotion import convert

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

    # --- attributes ----------------------------------------------------------
    @property
    def dtype(self) -> DType:
        return from_ivy(self.ivy_array._dtype)

    @property
    def shape(self) -> TensorShape:
        return TensorShape(self.ivy_array.shape)

    def get_shape(self) -> TensorShape:
        """The shape (``tf.Tensor.get_shape``)."""
        return self.shape

    @property
    def ndim(self) -> int:
        return self.ivy_array.ndim

    @property
    def device(self) -> str:
        return "/job:localhost/replica:0/task:0/device:CPU:0"

    def numpy(self) -> Any:
        """The values as a NumPy array (a NumPy scalar for a 0-d tensor)."""
        import numpy as np

        out = np.asarray(self.ivy_array)
        return out[()] if out.ndim == 0 else out

    def __array__(self, dtype: Any = None, copy: Any = None) -> Any:
        import numpy as np

        out = np.asarray(self.ivy_array)
        return out if dtype is None else out.astype(dtype)

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

    def __len__(self) -> int:
        shape = self.ivy_array.shape
        if not shape:
            raise TypeError("Scalar tensor has no `len()`")
        return shape[0]

    def __iter__(self):
        for i in range(len(self)):
            yield self[i]

    def __bool__(self) -> bool:
        return bool(self.numpy())

    def __int__(self) -> int:
        return int(self.numpy())

    def __float__(self) -> float:
        return float(self.numpy())

    def __complex__(self) -> complex:
        return complex(self.numpy())

    def __index__(self) -> int:
        if self.ivy_array.dtype.kind not in ("int", "uint"):
            raise TypeError(f"only integer tensors can be indices, not {self.ivy_array.dtype}")
        return int(self.numpy())

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

    # --- operators: TensorFlow's functions, so TensorFlow's dtype rules -------------
    def _reflected(self, other: Any) -> Array:
        """The left operand of a reflected operator, converted to this tensor's dtype
        (strictly: TensorFlow's ``r_binary_op_wrapper`` raises where it does not fit)."""
        return convert(other, self.ivy_array._dtype, fn="binary operator")

    def __add__(self, other: Any) -> Tensor:
        return _arith.add(self, other)

    def __radd__(self, other: Any) -> Tensor:
        return _arith.add(self._reflected(other), self)

    def __sub__(self, other: Any) -> Tensor:
        return _arith.subtract(self, other)

    def __rsub__(self, other: Any) -> Tensor:
        return _arith.subtract(self._reflected(other), self)

    def __mul__(self, other: Any) -> Tensor:
        return _arith.multiply_operator(self, other)

    def __rmul__(self, other: Any) -> Tensor:
        return _arith.multiply_operator(self._reflected(other), self)

    def __truediv__(self, other: Any) -> Tensor:
        return _arith.divide(self, other)

    def __rtruediv__(self, other: Any) -> Tensor:
        return _arith.divide(self._reflected(other), self)

    def __floordiv__(self, other: Any) -> Tensor:
        return _arith.floordiv(self, other)

    def __rfloordiv__(self, other: Any) -> Tensor:
        return _arith.floordiv(self._reflected(other), self)

    def __mod__(self, other: Any) -> Tensor:
        return _arith.floormod(self, other)

    def __rmod__(self, other: Any) -> Tensor:
        return _arith.floormod(self._reflected(other), self)

    def __pow__(self, other: Any) -> Tensor:
        return _arith.pow(self, other)

    def __rpow__(self, other: Any) -> Tensor:
        return _arith.pow(self._reflected(other), self)

    def __matmul__(self, other: Any) -> Tensor:
        return _linalg.matmul(self, other)

    def __rmatmul__(self, other: Any) -> Tensor:
        return _linalg.matmul(self._reflected(other), self)

    def __neg__(self) -> Tensor:
        return _ew.negative(self)

    def __pos__(self) -> Tensor:
        return self

    def __abs__(self) -> Tensor:
        return _ew.abs(self)

    def __invert__(self) -> Tensor:
        return _cmp.invert(self)

    def __and__(self, other: Any) -> Tensor:
        return _cmp.and_(self, other)

    def __rand__(self, other: Any) -> Tensor:
        return _cmp.and_(self._reflected(other), self)

    def __or__(self, other: Any) -> Tensor:
        return _cmp.or_(self, other)

    def __ror__(self, other: Any) -> Tensor:
        return _cmp.or_(self._reflected(other), self)

    def __xor__(self, other: Any) -> Tensor:
        return _cmp.xor(self, other)

    def __rxor__(self, other: Any) -> Tensor:
        return _cmp.xor(self._reflected(other), self)

    def __lt__(self, other: Any) -> Tensor:
        return _cmp.less(self, other)

    def __le__(self, other: Any) -> Tensor:
        return _cmp.less_equal(self, other)

    def __gt__(self, other: Any) -> Tensor:
        return _cmp.greater(self, other)

    def __ge__(self, other: Any) -> Tensor:
        return _cmp.greater_equal(self, other)

    def __eq__(self, other: Any) -> Any:  # type: ignore[override]
        return _cmp.tensor_equals(self, other, True)

    def __ne__(self, other: Any) -> Any:  # type: ignore[override]
        return _cmp.tensor_equals(self, other, False)


# The operators' functions. Their modules import this one (their results are
# Tensors), so the package binds them here once it has loaded them all.
_arith: Any = None
_cmp: Any = None
_ew: Any = None
_linalg: Any = None


def bind_operators(arithmetic: Any, comparison: Any, elementwise: Any, linalg: Any) -> None:
    """Give Tensor's operators their functions (called by the package's ``__init__``).

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> from ivylite.frontends.tensorflow import tensor
    >>> tensor._arith is tf.arithmetic
    True
    """
    global _arith, _cmp, _ew, _linalg
    _arith, _cmp, _ew, _linalg = arithmetic, comparison, elementwise, linalg
