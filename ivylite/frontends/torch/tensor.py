"""``torch.Tensor`` over an ivylite array (``torch.Size`` and ``torch.device``
are in ``_types``).

This module holds the class: its data (one ivylite array, and the autograd
state), its attributes and its Python protocol. Its operators and the methods
that are torch's functions (``x + y``, ``x.sum(dim=1)``, ``x.add_(1)``,
``x[i] = v``, ``x.requires_grad``...) are bound by :mod:`._tensor_methods`,
the top floor, once every function exists: each follows torch's promotion.
There are no views: a method that returns a view in torch returns a new
tensor here (with NumPy, torch and paddle backends it may still share memory,
as ivylite's own functions do), and in-place methods (``add_``...) rebind
this tensor's array (``.data`` is the exception: writes to it reach the
tensor).
"""

from __future__ import annotations

from typing import Any

import ivylite
from ivylite.array import Array

from .._common import Conversions, FrontendArray, recorded
from . import _dtypes
from ._repr import tensor_repr
from ._types import Size, device

__all__ = ["Tensor", "Size", "device", "index_key"]


_CPU = device("cpu")
_NOT_ONE = (RuntimeError, "a Tensor with {size} elements cannot be converted to Scalar")


def index_key(key: Any) -> Any:
    """An indexing key with tensors unwrapped and lists made arrays (torch's lists index).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> from ivylite.frontends.torch.tensor import index_key
    >>> index_key([0, 1]).tolist(), index_key((torch.tensor(1), slice(None)))[1]
    ([0, 1], slice(None, None, None))
    """
    if isinstance(key, Tensor):
        return key.ivy_array
    if isinstance(key, list):
        if all(type(k) is bool for k in key):
            return ivylite.asarray(key, dtype="bool")
        return ivylite.asarray(
            [index_key(k) if isinstance(k, Tensor) else k for k in key], dtype="int64"
        )
    if isinstance(key, tuple):
        return tuple(index_key(k) for k in key)
    return key


class Tensor(FrontendArray):
    """``torch.Tensor``: a tensor whose operators and methods follow torch.

    ``Tensor(data)`` is torch's legacy constructor: a float32 tensor from a
    sequence, or an uninitialised one of the given sizes. ``torch.tensor``
    infers the dtype.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> x = torch.tensor([[1, 2], [3, 4]])
    >>> x.dtype, x.shape, x.dim()
    (torch.int64, torch.Size([2, 2]), 2)
    >>> x / 2
    tensor([[0.5000, 1.0000],
            [1.5000, 2.0000]])
    >>> (x.float() @ x.T.float()).sum(dim=1)
    tensor([16., 36.])
    >>> x[0] += 10
    >>> x.tolist(), torch.Tensor([1, 2])
    ([[11, 12], [3, 4]], tensor([1., 2.]))
    """

    # _ag: the autograd state (None for most tensors); weak references: the autograd's
    # registry of leaves
    __slots__ = ("_ag", "__weakref__")
    __array_priority__ = 1000  # NumPy defers to our reflected operators

    framework_dtypes = _dtypes.TORCH
    conversions = Conversions(
        scalar=_NOT_ONE,
        item=_NOT_ONE,
        truth=_NOT_ONE,
        index="only integer tensors of a single element can be converted to an index",
        index_kinds=frozenset(("int", "uint", "bool")),
        length="len() of a 0-d tensor",
        iteration="iteration over a 0-d tensor",
    )

    def __init__(self, *data: Any, device: Any = None) -> None:  # noqa: F811
        self._ag = None
        if len(data) == 1 and isinstance(data[0], Array):
            self.ivy_array = data[0]
            return
        if not data:
            self.ivy_array = ivylite.zeros((0,), dtype=_dtypes.DEFAULT[0])
        elif len(data) == 1 and not isinstance(data[0], int):
            self.ivy_array = self._from_data(data[0])
        else:
            self.ivy_array = ivylite.zeros(tuple(data), dtype=_dtypes.DEFAULT[0])

    @staticmethod
    def _from_data(data: Any) -> Array:
        """The float32 array of the legacy constructor ``Tensor(sequence)``: torch.tensor's
        conversion, bound by :mod:`._tensor_methods`."""
        raise NotImplementedError("torch.Tensor(data): the torch frontend is not loaded")

    # --- attributes ----------------------------------------------------------
    @property
    def shape(self) -> Size:
        return Size(self.ivy_array.shape)

    def size(self, dim: int | None = None) -> Size | int:
        """The shape, or its length along ``dim``."""
        shape = self.ivy_array.shape
        return Size(shape) if dim is None else shape[dim]

    def dim(self) -> int:
        """Number of dimensions."""
        return self.ivy_array.ndim

    ndimension = dim

    def numel(self) -> int:
        """Number of elements."""
        return self.ivy_array.size

    nelement = numel

    def element_size(self) -> int:
        """Bytes per element."""
        return self.dtype.itemsize

    @property
    def device(self) -> device:
        return _CPU

    is_cuda = False

    def is_floating_point(self) -> bool:
        """Whether the dtype is a real floating dtype."""
        return self.ivy_array.dtype.kind == "float"

    def is_complex(self) -> bool:
        """Whether the dtype is complex."""
        return self.ivy_array.dtype.kind == "complex"

    def is_contiguous(self, memory_format: Any = None) -> bool:
        """Always True: ivylite arrays have no strides to speak of."""
        return True

    def contiguous(self, memory_format: Any = None) -> Tensor:
        """The tensor itself."""
        return self

    def __repr__(self) -> str:
        host = self.ivy_array.__array__()
        d = _dtypes.DEFAULT
        defaults = (_dtypes.TORCH[d[0]], _dtypes.TORCH[d[1]], _INT64, _BOOL)
        return tensor_repr(host, self.dtype, defaults, self._ag is not None and self._ag.leaf)

    __str__ = __repr__

    def __hash__(self) -> int:
        return id(self)

    # --- conversions -----------------------------------------------------------
    def numpy(self, *, force: bool = False) -> Any:
        """The values as a NumPy array."""
        return self.ivy_array.__array__()

    def __int__(self) -> int:
        value = self.item()  # torch takes the real part of a complex tensor
        return int(value.real if isinstance(value, complex) else value)

    def cpu(self) -> Tensor:
        """The tensor itself (the frontend has only the CPU)."""
        return self

    def cuda(self, *args: Any, **kwargs: Any) -> Tensor:
        """Not available: raises like torch without CUDA."""
        device("cuda")
        return self  # pragma: no cover - device() raised

    def __getitem__(self, key: Any) -> Tensor:
        return Tensor(_getitem(self.ivy_array, index_key(key)))


_INT64 = _dtypes.BY_NAME["int64"]
_BOOL = _dtypes.BY_NAME["bool"]

# indexing is not a frontend function: it reports itself to a replaying tape (JAX)
_getitem = recorded(ivylite.getitem)
