"""Data type functions that touch arrays: astype."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..dispatch import api, custom, unsupported_set, unwrap_array
from ..dtypes import Dtype, as_dtype
from ._build import check_dtype, native_device, wrap_as

if TYPE_CHECKING:
    from ..backend import Backend
    from ..dispatch import Entry

__all__ = ["astype"]

_F64, _I32, _I64 = Dtype("float64"), Dtype("int32"), Dtype("int64")
_U32, _U64 = Dtype("uint32"), Dtype("uint64")


def _build_astype(entry: Entry, fn: Any, B: Backend):
    refused = unsupported_set(entry, fn, B)

    def impl(x, dtype, /, *, copy=True, device=None):
        a, d = unwrap_array(x, B, "astype")
        R = check_dtype(B, as_dtype(dtype), "astype", refused)
        if device is not None:
            native_device(B, device, "astype")
        if R is d and not copy:
            return x if type(x) is B.array_cls else wrap_as(B, a, d)
        if d.kind == "complex" and R.kind not in ("complex", "bool"):
            raise TypeError(
                f"astype: casting {d} to {R} would drop the imaginary part, which the Array "
                f"API standard does not allow; say which part to keep: "
                f"astype(real(x), {str(R)!r}) or astype(imag(x), {str(R)!r})"
            )
        if d.kind == "float" and R.kind in ("int", "uint"):
            return wrap_as(B, float_to_int(B, a, R), R)
        return wrap_as(B, fn(a, B.native_dtypes[R]), R)

    return impl


@api(custom, "data_type", build=_build_astype)
def astype(x: Any, dtype: Any, /, *, copy: bool = True, device: Any = None) -> Any:
    """Copy ``x`` to ``dtype`` (an explicit cast).

    Any dtype to any dtype, except complex to a real dtype, which the standard
    forbids (``TypeError``: cast ``real(x)`` or ``imag(x)``). Floats cast to
    integers truncate toward zero; NaN, infinities and values out of range
    give NumPy's results on x86-64 on every backend (see ``float_to_int``).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.astype(ivylite.asarray([1.7, -1.7]), "int8")
    ivylite.array([ 1, -1], dtype=int8, backend=numpy)
    >>> ivylite.astype(ivylite.asarray([float("nan"), 3e9]), "int32")
    ivylite.array([-2147483648, -2147483648], dtype=int32, backend=numpy)
    """


def float_to_int(B: Backend, a: Any, R: Dtype) -> Any:
    """A native float array cast to the integer dtype R with NumPy's results on x86-64,
    on every backend, NaN, infinities and values out of range included.

    The standard leaves those undefined and the frameworks disagree (JAX
    saturates, the others mostly give the most negative integer); ivylite
    computes NumPy's: the value truncated toward zero into a 32-bit integer
    (64-bit for int64), the most negative one when it does not fit or is NaN,
    then wrapped to R's width. uint32 and uint64 convert values from 2**31
    (2**63) up as ``x - 2**31`` (``2**63``), adding it back modulo 2**32
    (2**64), as NumPy's vectorised loops do. float16 and bfloat16 values
    convert as their float64 values.
    """
    ns = B.ns
    f = _as(B, a, _F64)
    if R is _U32 or R is _U64:
        half = 2.0 ** (R.bits - 1)
        high = ns.greater_equal(f, half)  # False for NaN
        f = ns.where(high, ns.subtract(f, half), f)
        wide = _I64 if R is _U32 else R  # the sum wraps modulo 2**64 in both
        low = _as(B, _truncated(B, f, _I32 if R is _U32 else _I64).data, wide)
        offset = ns.where(high, ns.asarray(int(half), dtype=wide), ns.asarray(0, dtype=wide))
        return B.cast(ns.add(low, offset).data, B.native_dtypes[R])
    work = _I64 if R is _I64 else _I32
    out = _truncated(B, f, work).data
    return out if work is R else B.cast(out, B.native_dtypes[R])  # wraps to R's width


def _as(B: Backend, native: Any, d: Dtype) -> Any:
    return B.array_cls(B.cast(native, B.native_dtypes[d]), d)


def _truncated(B: Backend, f: Any, work: Dtype) -> Any:
    """float64 ``f`` -> ``work`` (int32/int64): truncated, the most negative value
    where it does not fit or is NaN (x86-64's conversion)."""
    ns, lim = B.ns, 2.0 ** (work.bits - 1)
    fits = ns.logical_and(ns.greater_equal(f, -lim), ns.less(f, lim))  # False for NaN
    return _as(B, ns.where(fits, f, ns.asarray(-lim, dtype=_F64)).data, work)
