"""Array API inspection: finfo, iinfo, constants and __array_namespace_info__.

Backend-free: the limits come from the dtypes' formats, no framework is imported.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from .dtypes import FINITE_RANGES, Dtype, as_dtype

__all__ = ["finfo", "iinfo", "e", "pi", "inf", "nan", "newaxis", "__array_namespace_info__"]
__all__ += ["accelerator"]

e = math.e
pi = math.pi
inf = math.inf
nan = math.nan
newaxis = None


@dataclass(frozen=True)
class finfo_object:
    """Limits of a floating dtype (complex: of its real part)."""

    bits: int
    eps: float
    max: float
    min: float
    smallest_normal: float
    dtype: Dtype


@dataclass(frozen=True)
class iinfo_object:
    """Limits of an integer dtype."""

    bits: int
    max: int
    min: int
    dtype: Dtype


_REAL = {"complex64": "float32", "complex128": "float64"}
_STANDARD_DTYPES = frozenset(
    Dtype(d)
    for d in "bool int8 int16 int32 int64 uint8 uint16 uint32 uint64 float32 float64 "
    "complex64 complex128".split()
)


def finfo(type: Any, /) -> finfo_object:
    """Machine limits of a floating-point dtype (or of an array's dtype).

    For complex dtypes the limits are those of the real dtype, which is the
    ``dtype`` attribute of the result.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.finfo("float16").max, ivylite.finfo("bfloat16").bits
    (65504.0, 16)
    >>> ivylite.finfo("complex64").dtype
    float32
    """
    d = as_dtype(type)
    found = _FINFO.get(d)
    if found is None:
        raise TypeError(f"finfo: {d} is not a floating-point dtype; use iinfo for integer dtypes")
    return found


# Each real floating format as (fraction bits, exponent bits): eps is one unit
# in the last place of 1.0, the smallest normal 2**(1 - exponent bias).
_FORMATS = {"bfloat16": (7, 8), "float16": (10, 5), "float32": (23, 8), "float64": (52, 11)}


def _finfo_of(d: Dtype) -> finfo_object:
    real = Dtype(_REAL.get(d, d))
    fraction, exponent = _FORMATS[str(real)]
    lowest, highest = FINITE_RANGES[real]
    return finfo_object(
        bits=real.bits,
        eps=2.0**-fraction,
        max=highest,
        min=lowest,
        smallest_normal=2.0 ** (2 - 2 ** (exponent - 1)),
        dtype=real,
    )


# Computed once at import, from the formats alone (no NumPy): nothing runs per
# call, and a compiler tracing a function that reads a limit traces a dict lookup.
_FINFO: dict[Dtype, finfo_object] = {
    d: _finfo_of(d) for d in FINITE_RANGES if d.kind in ("float", "complex")
}


def iinfo(type: Any, /) -> iinfo_object:
    """Machine limits of an integer dtype (or of an array's dtype).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.iinfo("int8").min, ivylite.iinfo("uint16").max
    (-128, 65535)
    """
    d = as_dtype(type)
    if d.kind not in ("int", "uint"):
        raise TypeError(f"iinfo: {d} is not an integer dtype; use finfo for floating dtypes")
    lowest, highest = FINITE_RANGES[d]
    return iinfo_object(bits=d.bits, max=highest, min=lowest, dtype=d)


class _NamespaceInfo:
    """What ``__array_namespace_info__()`` returns: facts about the backend in use."""

    def __init__(self, backend: Any) -> None:
        self._b = backend

    def capabilities(self) -> dict[str, Any]:
        return {
            "boolean indexing": True,
            "data-dependent shapes": True,
            "max dimensions": self._b.max_dimensions,
        }

    def default_device(self) -> str:
        return self._b.default_device

    def devices(self) -> list[str]:
        return list(self._b.devices)

    def default_dtypes(self, *, device: Any = None) -> dict[str, Dtype]:
        from . import config

        return {
            "real floating": config.default_float_dtype(),
            "complex floating": config.default_complex_dtype(),
            "integral": config.default_int_dtype(),
            "indexing": Dtype("int64"),
        }

    def dtypes(self, *, device: Any = None, kind: Any = None) -> dict[str, Dtype]:
        from .dtypes import isdtype

        # The standard's dtypes only: bfloat16 and float16 are ivylite's own.
        return {
            str(d): d
            for d in self._b.valid_dtypes
            if d in _STANDARD_DTYPES and (kind is None or isdtype(d, kind))
        }


def __array_namespace_info__() -> _NamespaceInfo:
    """Inspection of the namespace: devices, default dtypes, dtypes by kind.

    Describes the global backend, or NumPy when none is set.

    Examples
    --------
    >>> import ivylite
    >>> info = ivylite.__array_namespace_info__()
    >>> info.default_device(), info.default_dtypes()["real floating"]
    ('cpu', float32)
    >>> list(info.dtypes(kind="unsigned integer"))
    ['uint8', 'uint16', 'uint32', 'uint64']
    """
    from .backend import current_backend, load

    return _NamespaceInfo(current_backend() or load("numpy"))


def accelerator() -> str:
    """Which forwarders the public functions run: ``"c"``, the compiled accelerator
    (``ivylite._accel``, built by ``pip install`` where a C compiler is), or
    ``"python (...)"`` with the reason (not built, or ``IVYLITE_PURE_PYTHON=1``
    set in the environment before ivylite was imported). Both compute the same.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.info.accelerator().split()[0] in ("c", "python")
    True
    """
    from .dispatch.forwarders import ACCELERATOR

    return ACCELERATOR
