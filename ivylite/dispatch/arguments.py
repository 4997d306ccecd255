"""Arguments in and results out: unwrapping arrays, writing results in place."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..array import Array, write_into
from ..dtypes import Dtype
from ..errors import BackendMismatchError

if TYPE_CHECKING:
    from ..backend import Backend

__all__ = ["unwrap", "unwrap_array", "write_out", "write_into"]


def unwrap(x: Any, B: Backend, fn: str) -> tuple[Any, Dtype | None]:
    """(native, dtype) for an array argument; (x, None) for a Python scalar.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.dispatch import unwrap
    >>> B = ivylite.set_backend("numpy")
    >>> unwrap(ivylite.asarray([1, 2], dtype="int8"), B, "f")[1], unwrap(2.5, B, "f")
    (int8, (2.5, None))
    >>> ivylite.unset_backend()
    """
    t = type(x)
    if t is B.array_cls:
        return x._data, x._dtype
    if t in B.native_array_types:
        return x, B.dtype_of(x)
    if t is bool or t is int or t is float or t is complex:
        return x, None
    if isinstance(x, B.array_cls):  # a subclass: an ivylite.nn.Parameter of this backend
        return x._data, x._dtype
    if isinstance(x, Array):
        raise BackendMismatchError(
            f"{fn}: got an array of the {x._backend.name} backend while running on "
            f"{B.name}; convert it first with ivylite.asarray(x) (or "
            f"ivylite.backend({B.name!r}).asarray(x))"
        )
    raise TypeError(
        f"{fn}: expected an array of the {B.name} backend or a Python scalar, got "
        f"{type(x).__module__}.{type(x).__qualname__}; convert it with ivylite.asarray first"
    )


def unwrap_array(x: Any, B: Backend, fn: str) -> tuple[Any, Dtype]:
    """(native, dtype) for an argument that must be an array (not a Python scalar).

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.dispatch import unwrap_array
    >>> B = ivylite.set_backend("numpy")
    >>> unwrap_array(3, B, "f")
    Traceback (most recent call last):
    ...
    TypeError: f: expected an array, got a Python int
    >>> ivylite.unset_backend()
    """
    if type(x) is B.array_cls:
        return x._data, x._dtype
    a, d = unwrap(x, B, fn)
    if d is None:
        raise TypeError(f"{fn}: expected an array, got a Python {type(x).__name__}")
    return a, d


def write_out(out: Any, result: Array, fn: str) -> Array:
    """``out=``: check that ``out`` is an ivylite array, then :func:`write_into` it.

    Examples
    --------
    >>> import ivylite
    >>> out = ivylite.zeros(2, dtype="int8")
    >>> ivylite.add(ivylite.ones(2, dtype="int8"), 1, out=out) is out, out.tolist()
    (True, [2, 2])
    """
    if not isinstance(out, Array):
        raise TypeError(f"{fn}: out= must be an ivylite.Array, got {type(out).__name__}")
    return write_into(out, result, fn, "out")
