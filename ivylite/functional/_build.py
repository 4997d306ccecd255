"""Small helpers the functional modules' builders share."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from ..dispatch import UnsupportedDtypeError
from ..dtypes import Dtype
from ..promotion import int_fits

if TYPE_CHECKING:
    from ..backend import Backend


def check_dtype(B: Backend, d: Dtype, fn: str, refused: frozenset = frozenset()) -> Dtype:
    """``d`` if the backend can represent it and ``fn`` takes it; else the dtype
    a casting mode picks, or a clear error."""
    if d in refused and d in B.native_dtypes:
        from ..dispatch import cast_or_refuse

        return cast_or_refuse(fn, d, refused, B)
    if d not in B.native_dtypes:
        raise UnsupportedDtypeError(
            f"{fn}: {d} is not a valid dtype on the {B.name} backend ({B.module.framework_name} "
            f"{B.version}); valid dtypes here: {', '.join(B.valid_dtypes)}. Pick another dtype "
            "or another backend"
        )
    return d


def check_fits(value: Any, d: Dtype, fn: str) -> None:
    """Raise OverflowError if a Python int in ``value`` (nested) does not fit ``d``,
    or (``d`` an integer dtype) a Python float has no value in ``d``: ValueError
    for NaN, OverflowError for an infinity or a float out of ``d``'s range."""
    t = type(value)
    if t is int:
        if not int_fits(value, d):
            raise OverflowError(f"{fn}: Python int {value} does not fit {d}; pass a wider dtype")
    elif t is float:
        if d.kind in ("int", "uint"):
            _check_float_fits(value, d, fn)
    elif t is list or t is tuple:
        for v in value:
            check_fits(v, d, fn)


def _check_float_fits(value: float, d: Dtype, fn: str) -> None:
    if value != value:
        raise ValueError(
            f"{fn}: nan has no {d} value; replace NaNs first (e.g. with where) or keep a "
            "floating dtype"
        )
    if value in (math.inf, -math.inf) or not int_fits(int(value), d):
        raise OverflowError(
            f"{fn}: Python float {value} does not fit {d} (values are truncated toward "
            "zero); pass a wider dtype or clip the values first"
        )


def native_device(B: Backend, device: Any, fn: str) -> Any:
    """The backend's native device for ``device`` (None: the default device)."""
    if device is None:
        return B.module.native_device(B.default_device)
    name = str(device).split(":")[0].lower()
    if name not in B.devices:
        raise ValueError(
            f"{fn}: device {device!r} is not available on the {B.name} backend; "
            f"available: {', '.join(B.devices)}"
        )
    return B.module.native_device(str(device))


def wrap_as(B: Backend, data: Any, d: Dtype) -> Any:
    # object.__new__ and two slot stores: no Array __init__ frame on every result.
    r = _new(B.array_cls)
    r._data = data
    r._dtype = d
    return r


_new = object.__new__


def known_shape(shape: tuple, fn: str) -> tuple[int, ...]:
    """``shape``, or a clear error when a size in it is data-dependent (``None``: a lazy
    backend's boolean mask, ``nonzero``, ``unique_*``) and ``fn`` needs it."""
    if None in shape:
        raise ValueError(
            f"{fn}: needs every size of x, but its shape {tuple(shape)} has a data-dependent "
            "size (None) not computed yet; compute it first with ivylite.compute(x) "
            "(or x.compute())"
        )
    return shape
