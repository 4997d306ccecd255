"""ivylite.Array: a thin wrapper over one native array.

Each loaded backend gets its own subclass (``Array`` for NumPy is
``NumpyArray`` and so on) so that the dispatch core recognises its own arrays
with one identity test. Operators go through the array's backend namespace,
so ``x + 1`` follows ivylite's promotion whatever backend is globally set.
"""

from __future__ import annotations

import math
from typing import Any

from .dtypes import Dtype
from .errors import BackendMismatchError

__all__ = ["Array", "make_array_class", "set_native_wrapper", "set_namespace_module", "write_into"]


def _backend_array_init(self, data, dtype):
    # Each backend's Array class is built with this __init__: calling the class
    # is the cheapest way CPython has to make a two-slot object.
    self._data = data
    self._dtype = dtype


def make_array_class(backend: Any) -> type[Array]:
    """The Array subclass of one loaded backend (``TorchArray`` for torch...).

    The dispatch core recognises a backend's own arrays by one identity test
    of their exact class.

    Examples
    --------
    >>> import ivylite
    >>> type(ivylite.asarray([1])).__name__
    'NumpyArray'
    """
    cls = type(
        f"{backend.name.capitalize()}Array",
        (Array,),
        {"__slots__": (), "__init__": _backend_array_init},
    )
    cls._backend = backend
    return cls


# Set by the layers above, which this module may not import: how to wrap a
# native array of any framework (ivylite.backend), and the ivylite namespace
# that __array_namespace__ returns (ivylite/__init__.py).
_wrap_native: Any = None
_namespace_module: Any = None


def set_native_wrapper(wrap: Any) -> None:
    """Install ``wrap(native) -> Array``, used by ``ivylite.Array(native)``.

    Examples
    --------
    >>> import ivylite, numpy as np
    >>> ivylite.Array(np.zeros(2, "int8")).dtype
    int8
    """
    global _wrap_native
    _wrap_native = wrap


def set_namespace_module(module: Any) -> None:
    """Install the module ``Array.__array_namespace__`` returns (``ivylite``).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.asarray([1]).__array_namespace__() is ivylite
    True
    """
    global _namespace_module
    _namespace_module = module


# How each kind of write names its target in an error, and what to do instead.
_WRITES = {
    "out": (
        "out= has dtype {t} but the result is {r}; pass an out array of the result dtype, "
        "or cast the result with astype",
        "out= has shape {ts} but the result has {rs}",
    ),
    "inplace": (
        "the result would be {r}, but an in-place operation keeps this array's dtype {t}; "
        "use the binary operator instead (x = x op y) or cast the operand first",
        "the result has shape {rs}, this array {ts}; an in-place operation cannot broadcast "
        "the array it writes to",
    ),
}


def write_into(target: Array, result: Array, fn: str, kind: str = "out") -> Array:
    """Write ``result`` into ``target`` (same backend, dtype and shape); return ``target``.

    The one in-place write of ivylite, behind ``out=`` (``kind="out"``) and the
    in-place operators (``kind="inplace"``). Where the backend writes into
    native buffers (its ``inplace_update`` hook: NumPy, torch, paddle) the
    values go into ``target``'s buffer, so views of it see them; elsewhere
    (JAX, TensorFlow) ``target`` is rebound to the new values.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.array import write_into
    >>> x = ivylite.zeros(2)
    >>> write_into(x, ivylite.ones(2), "f") is x, x.tolist()
    (True, [1.0, 1.0])
    """
    dtype_msg, shape_msg = _WRITES[kind]
    if target._backend is not result._backend:
        raise BackendMismatchError(
            f"{fn}: the target is an array of the {target.backend} backend, the result is "
            f"{result.backend}"
        )
    if target._dtype is not result._dtype:
        raise TypeError(f"{fn}: " + dtype_msg.format(t=target._dtype, r=result._dtype))
    if target.shape != result.shape:
        raise ValueError(f"{fn}: " + shape_msg.format(ts=target.shape, rs=result.shape))
    update = target._backend.inplace_update
    target._data = result._data if update is None else update(target._data, result._data)
    return target


class Array:
    """An array of the backend it was made on.

    Attributes are the Array API's: ``shape``, ``dtype`` (an ivylite
    :class:`~ivylite.Dtype`), ``device``, ``ndim``, ``size``, ``T``, ``mT``.
    ``data`` is the native array.

    Examples
    --------
    >>> import ivylite
    >>> x = ivylite.asarray([1.0, 2.0])
    >>> x
    ivylite.array([1., 2.], dtype=float32, backend=numpy)
    >>> (x + 1).dtype, (x * 2).tolist()
    (float32, [2.0, 4.0])
    """

    __slots__ = ("_data", "_dtype")
    # Set on each backend's subclass.
    _backend: Any = None
    _ns: Any = None

    def __init__(self, data: Any) -> None:
        # ivylite.Array(native): become the array class of the native's backend.
        other = _wrap_native(data)
        self.__class__ = type(other)
        self._data = other._data
        self._dtype = other._dtype

    # --- attributes ----------------------------------------------------------
    @property
    def data(self) -> Any:
        """The native array."""
        return self._data

    @property
    def dtype(self) -> Dtype:
        return self._dtype

    @property
    def shape(self) -> tuple[int | None, ...]:
        """The size of each axis; ``None`` where it is data-dependent and not computed yet
        (a lazy backend's boolean mask, ``nonzero``, ``unique_*``)."""
        return tuple(self._backend.shape(self._data))

    @property
    def ndim(self) -> int:
        return len(self._backend.shape(self._data))

    @property
    def size(self) -> int | None:
        """The number of elements; ``None`` when some size is not known yet."""
        shape = self._backend.shape(self._data)
        return None if None in shape else math.prod(shape)

    @property
    def device(self) -> Any:
        return self._backend.device_of(self._data)

    @property
    def backend(self) -> str:
        """Name of the backend this array belongs to."""
        return self._backend.name

    @property
    def T(self) -> Array:
        if self.ndim != 2:
            raise ValueError(
                f"Array.T: defined for 2-D arrays (this one is {self.ndim}-D); use mT or "
                "permute_dims for other ranks"
            )
        return self._ns.matrix_transpose(self)

    @property
    def mT(self) -> Array:
        return self._ns.matrix_transpose(self)

    def __array_namespace__(self, *, api_version: str | None = None) -> Any:
        if api_version not in (None, "2023.12", "2022.12", "2021.12"):
            raise ValueError(f"__array_namespace__: unsupported api_version {api_version!r}")
        return _namespace_module

    def to_device(self, device: Any, /, *, stream: Any = None) -> Array:
        return self._ns.to_device(self, device)

    # --- conversions: they need the values (a lazy backend computes here) ---
    def tolist(self) -> Any:
        return self._backend.to_numpy(self._data).tolist()

    def __array__(self, dtype: Any = None, copy: Any = None) -> Any:
        out = self._backend.to_numpy(self._data)
        return out if dtype is None else out.astype(dtype)

    def _scalar(self, kind: type, what: str) -> Any:
        # A Python value needs the values: on a lazy backend (dask) this computes.
        size = self.size
        host = None
        if size is None:  # a data-dependent size: the values tell
            host = self._backend.to_numpy(self._data)
            size = host.size
        if size != 1:
            raise TypeError(
                f"Array.{what}: only an array with one element converts to a Python scalar; "
                f"this one has shape {self.shape if host is None else host.shape}"
            )
        if host is None:
            host = self._backend.to_numpy(self._data)
        return kind(host.reshape(()).item())

    def __bool__(self) -> bool:
        return self._scalar(bool, "__bool__")

    def __int__(self) -> int:
        return self._scalar(int, "__int__")

    def __float__(self) -> float:
        return self._scalar(float, "__float__")

    def __complex__(self) -> complex:
        return self._scalar(complex, "__complex__")

    def __index__(self) -> int:
        if self._dtype.kind not in ("int", "uint"):
            raise TypeError(f"Array.__index__: needs an integer array, not {self._dtype}")
        return self._scalar(int, "__index__")

    def item(self) -> Any:
        return self._backend.to_numpy(self._data).item()

    def __len__(self) -> int:
        shape = self.shape
        if not shape:
            raise TypeError("len() of a 0-d array")
        if shape[0] is None:
            raise ValueError(
                "len(): the length of this array is data-dependent and not computed yet; "
                "compute it first with ivylite.compute(x) (or x.compute())"
            )
        return shape[0]

    def compute(self) -> Array:
        """This array with its values computed (a lazy backend's; an eager one's is
        itself): see :func:`ivylite.compute`.

        Examples
        --------
        >>> import ivylite
        >>> (ivylite.asarray([1, 2]) * 2).compute().tolist()
        [2, 4]
        """
        return self._ns.compute(self)[0]

    def __iter__(self):
        for i in range(len(self)):
            yield self[i]

    def __getitem__(self, key: Any) -> Array:
        return self._ns.getitem(self, key)

    def __setitem__(self, key: Any, value: Any) -> None:
        self._ns.setitem(self, key, value)

    # --- DLPack ------------------------------------------------------------
    def __dlpack__(
        self,
        *,
        stream: Any = None,
        max_version: tuple[int, int] | None = None,
        dl_device: Any = None,
        copy: bool | None = None,
    ) -> Any:
        """A DLPack capsule of the array (2023.12): zero-copy unless ``copy=True``.

        ``dl_device`` must be the array's own device (ivylite moves arrays with
        ``to_device``, not through DLPack: another raises ``BufferError``).
        The same on every backend, whatever the framework's own ``__dlpack__``
        takes.
        """
        if dl_device is not None and tuple(dl_device) != self.__dlpack_device__():
            raise BufferError(
                f"__dlpack__: this {self._backend.name} array is on DLPack device "
                f"{self.__dlpack_device__()}, not {tuple(dl_device)}; move it with to_device first"
            )
        data = self._backend.copy(self._data) if copy else self._data
        to_dlpack = self._backend.to_dlpack
        if to_dlpack is not None:  # frameworks whose tensors lack __dlpack__
            return to_dlpack(data)
        kwargs: dict[str, Any] = {}
        if max_version is not None and max_version[0] >= 1:
            # A consumer of major version 0 takes the legacy capsule, as NumPy
            # gives it (JAX raises for versions below its oldest).
            kwargs["max_version"] = max_version
        if stream is not None:
            kwargs["stream"] = stream
        try:
            return data.__dlpack__(**kwargs)
        except TypeError:  # an older protocol without max_version
            return data.__dlpack__()

    def __dlpack_device__(self) -> tuple[int, int]:
        """(device type, device id): ``(1, 0)`` is the CPU."""
        native = getattr(self._data, "__dlpack_device__", None)
        if native is None:
            return (1, 0)
        kind, index = native()  # paddle gives (DLDeviceType.kDLCPU, None)
        return (int(kind), int(index or 0))

    def __repr__(self) -> str:
        import numpy as np

        body = np.array2string(
            np.asarray(self._backend.to_numpy(self._data)), separator=", ", prefix="ivylite.array("
        )
        return f"ivylite.array({body}, dtype={self._dtype}, backend={self._backend.name})"

    __str__ = __repr__

    def __hash__(self) -> int:
        return id(self)

    # --- operators: ivylite's functions, so ivylite's promotion -------------
    def __add__(self, other):
        return self._ns.add(self, other)

    def __radd__(self, other):
        return self._ns.add(other, self)

    def __sub__(self, other):
        return self._ns.subtract(self, other)

    def __rsub__(self, other):
        return self._ns.subtract(other, self)

    def __mul__(self, other):
        return self._ns.multiply(self, other)

    def __rmul__(self, other):
        return self._ns.multiply(other, self)

    def __truediv__(self, other):
        return self._ns.divide(self, other)

    def __rtruediv__(self, other):
        return self._ns.divide(other, self)

    def __floordiv__(self, other):
        return self._ns.floor_divide(self, other)

    def __rfloordiv__(self, other):
        return self._ns.floor_divide(other, self)

    def __mod__(self, other):
        return self._ns.remainder(self, other)

    def __rmod__(self, other):
        return self._ns.remainder(other, self)

    def __pow__(self, other):
        return self._ns.pow(self, other)

    def __rpow__(self, other):
        return self._ns.pow(other, self)

    def __matmul__(self, other):
        return self._ns.matmul(self, other)

    def __rmatmul__(self, other):
        return self._ns.matmul(other, self)

    def __and__(self, other):
        return self._ns.bitwise_and(self, other)

    def __rand__(self, other):
        return self._ns.bitwise_and(other, self)

    def __or__(self, other):
        return self._ns.bitwise_or(self, other)

    def __ror__(self, other):
        return self._ns.bitwise_or(other, self)

    def __xor__(self, other):
        return self._ns.bitwise_xor(self, other)

    def __rxor__(self, other):
        return self._ns.bitwise_xor(other, self)

    def __lshift__(self, other):
        return self._ns.bitwise_left_shift(self, other)

    def __rlshift__(self, other):
        return self._ns.bitwise_left_shift(other, self)

    def __rshift__(self, other):
        return self._ns.bitwise_right_shift(self, other)

    def __rrshift__(self, other):
        return self._ns.bitwise_right_shift(other, self)

    def __invert__(self):
        return self._ns.bitwise_invert(self)

    def __neg__(self):
        return self._ns.negative(self)

    def __pos__(self):
        return self._ns.positive(self)

    def __abs__(self):
        return self._ns.abs(self)

    def __eq__(self, other):  # type: ignore[override]
        return self._ns.equal(self, other)

    def __ne__(self, other):  # type: ignore[override]
        return self._ns.not_equal(self, other)

    def __lt__(self, other):
        return self._ns.less(self, other)

    def __le__(self, other):
        return self._ns.less_equal(self, other)

    def __gt__(self, other):
        return self._ns.greater(self, other)

    def __ge__(self, other):
        return self._ns.greater_equal(self, other)

    # --- in-place operators: the result must keep this array's dtype and shape ---
    def _update(self, result: Array, op: str) -> Array:
        return write_into(self, result, f"Array.{op}", "inplace")

    def __iadd__(self, other):
        return self._update(self._ns.add(self, other), "__iadd__")

    def __isub__(self, other):
        return self._update(self._ns.subtract(self, other), "__isub__")

    def __imul__(self, other):
        return self._update(self._ns.multiply(self, other), "__imul__")

    def __itruediv__(self, other):
        return self._update(self._ns.divide(self, other), "__itruediv__")

    def __ifloordiv__(self, other):
        return self._update(self._ns.floor_divide(self, other), "__ifloordiv__")

    def __imod__(self, other):
        return self._update(self._ns.remainder(self, other), "__imod__")

    def __ipow__(self, other):
        return self._update(self._ns.pow(self, other), "__ipow__")

    def __imatmul__(self, other):
        return self._update(self._ns.matmul(self, other), "__imatmul__")

    def __iand__(self, other):
        return self._update(self._ns.bitwise_and(self, other), "__iand__")

    def __ior__(self, other):
        return self._update(self._ns.bitwise_or(self, other), "__ior__")

    def __ixor__(self, other):
        return self._update(self._ns.bitwise_xor(self, other), "__ixor__")

    def __ilshift__(self, other):
        return self._update(self._ns.bitwise_left_shift(self, other), "__ilshift__")

    def __irshift__(self, other):
        return self._update(self._ns.bitwise_right_shift(self, other), "__irshift__")
