"""Data type functions that touch arrays: astype."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..dispatch import api, custom, unsupported_set, unwrap_array
from ..dtypes import as_dtype
from ._build import check_dtype, native_device, wrap_as

if TYPE_CHECKING:
    from ..backend import Backend
    from ..dispatch import Entry

__all__ = ["astype"]


def _build_astype(entry: Entry, fn: Any, B: Backend):
    refused = unsupported_set(entry, fn, B)

    def impl(x, dtype, /, *, copy=True, device=None):
        a, d = unwrap_array(x, B, "astype")
        R = check_dtype(B, as_dtype(dtype), "astype", refused)
        if device is not None:
            native_device(B, device, "astype")
        if R is d and not copy:
            return x if type(x) is B.array_cls else wrap_as(B, a, d)
        return wrap_as(B, fn(a, B.native_dtypes[R]), R)

    return impl


@api(custom, "data_type", build=_build_astype)
def astype(x: Any, dtype: Any, /, *, copy: bool = True, device: Any = None) -> Any:
    """Copy ``x`` to ``dtype`` (an explicit cast: any dtype to any dtype).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.astype(ivylite.asarray([1.7, -1.7]), "int8")
    ivylite.array([ 1, -1], dtype=int8, backend=numpy)
    """
