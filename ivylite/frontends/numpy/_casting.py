"""Unsafe casts with NumPy's results for the values C leaves undefined.

Casting a float that an integer dtype cannot hold (NaN, an infinity, a value
out of range) is undefined in C; NumPy gives what the x86-64 conversion
instructions give and warns ``invalid value encountered in cast``. The
backends give other values (JAX and TensorFlow saturate, for example), so
such values are computed here by NumPy's rule:

- int64: the truncated value where it fits, else int64's minimum;
- int8, int16, int32, uint8, uint16: the truncated value where it fits
  int32, else int32's minimum, then wrapped to the dtype's bits;
- uint32: the truncated value where it fits int64, else 0, wrapped to 32 bits;
- uint64: the value where it is in [0, 2**64), wrapped from int64 where it is
  in [-2**63, 0), else 2**63 (NaN, -inf, below -2**63) or 0 (inf, 2**64 and up).

A complex value cast to a real dtype loses its imaginary part with NumPy's
``ComplexWarning``; a float narrowed past its range becomes an infinity with
``overflow encountered in cast``.
"""

from __future__ import annotations

import warnings

import ivylite
from ivylite.array import Array
from ivylite.dtypes import Dtype

from ._errstate import quiet, report, reporting

__all__ = ["cast", "ComplexWarning"]

_I64, _U64, _F64 = Dtype("int64"), Dtype("uint64"), Dtype("float64")
_RANGE = {d: (ivylite.iinfo(d).min, ivylite.iinfo(d).max) for d in ivylite.all_int_dtypes}


class ComplexWarning(RuntimeWarning):
    """A complex value cast to a real dtype lost its imaginary part
    (NumPy's ``numpy.exceptions.ComplexWarning``).

    Examples
    --------
    >>> import warnings
    >>> import ivylite.frontends.numpy as np
    >>> with warnings.catch_warnings(record=True) as w:
    ...     warnings.simplefilter("always")
    ...     r = np.array([1 + 2j]).astype(np.float64)
    >>> r, w[0].category.__name__
    (array([1.]), 'ComplexWarning')
    """


def cast(a: Array, d: Dtype) -> Array:
    """``a`` cast to ``d`` as NumPy's unsafe cast does.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.frontends.numpy._casting import cast
    >>> import ivylite.frontends.numpy as np
    >>> with np.errstate(invalid="ignore"):
    ...     cast(ivylite.asarray([float("nan"), 300.0, -1.5]), ivylite.int8).tolist()
    [0, 44, -1]
    """
    src = a.dtype
    if src is d:
        return a
    if src.kind == "complex" and d.kind != "complex":
        warnings.warn(
            "Casting complex values to real discards the imaginary part", ComplexWarning,
            stacklevel=3,
        )  # fmt: skip
        return cast(ivylite.real(a), d)
    if src.kind == "float" and d.kind in ("int", "uint"):
        return _float_to_int(a, d)
    if not (src.kind == "float" and d.kind == "float" and d.bits < src.bits):
        return ivylite.astype(a, d)
    with quiet(a):
        r = ivylite.astype(a, d)
    if reporting("over"):
        if bool(ivylite.any(ivylite.isinf(r) & ivylite.isfinite(a))):
            report("over", "cast")
    return r


def _float_to_int(a: Array, d: Dtype) -> Array:
    lo, hi = _RANGE[d]
    # The bounds as floats (2**63 is no int64, and some backends refuse it), compared
    # in a float wide enough to hold them (float16 and bfloat16 are not).
    wide = a if a.dtype.bits >= 32 else ivylite.astype(a, _F64)
    if bool(ivylite.all((wide >= float(lo)) & (wide < float(hi) + 1.0))):  # NaN fails both
        return ivylite.astype(a, d)  # every backend truncates toward zero here
    t = ivylite.trunc(a if a.dtype is _F64 else ivylite.astype(a, _F64))
    if d is _U64:
        r, bad = _to_uint64(t)
    elif d.bits == 64 or d == "uint32":
        ok = (t >= -(2.0**63)) & (t < 2.0**63)
        r = ivylite.astype(ivylite.where(ok, t, 0.0), _I64)
        if d is _I64:
            r = ivylite.where(ok, r, ivylite.full_like(r, lo))
        else:
            r = ivylite.astype(r % 2**32, d)
        bad = ~ok
    else:  # through int32, then wrapped to the dtype's bits
        ok = (t >= -(2.0**31)) & (t < 2.0**31)
        r = ivylite.astype(ivylite.where(ok, t, -(2.0**31)), _I64)
        span = 2**d.bits
        r = r % span if d.kind == "uint" else (r + span // 2) % span - span // 2
        r = ivylite.astype(r, d)
        bad = ~ok
    if bool(ivylite.any(bad)):
        report("invalid", "cast")
    return r


def _to_uint64(t: Array) -> tuple[Array, Array]:
    """float64 -> uint64 by NumPy's rule (see the module docstring); also where
    the cast is invalid."""
    top = 2.0**63
    pos = (t >= 0) & (t < 2.0**64)
    neg = (t < 0) & (t >= -top)
    big = t >= top
    low = ivylite.where(pos, ivylite.where(big, t - top, t), 0.0)
    r_pos = ivylite.astype(ivylite.astype(low, _I64), _U64)
    r_pos = ivylite.where(big, r_pos + ivylite.asarray(2**63, dtype=_U64), r_pos)
    r_neg = ivylite.astype(ivylite.astype(ivylite.where(neg, t, 0.0), _I64), _U64)
    # NaN and values below -2**63 give 2**63; inf and values from 2**64 give 0
    special = ivylite.where(
        t > 0, ivylite.asarray(0, dtype=_U64), ivylite.asarray(2**63, dtype=_U64)
    )
    return ivylite.where(pos, r_pos, ivylite.where(neg, r_neg, special)), ~(pos | neg)
