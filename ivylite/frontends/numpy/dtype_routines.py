"""NumPy's data type routines: ``finfo`` and ``iinfo`` (the machine limits of a
dtype), ``isdtype`` and NumPy 2's ``astype``; the scalar types, ``dtype`` and
``issubdtype`` are in :mod:`.dtypes`, promotion in :mod:`.promotion`.
"""

from __future__ import annotations

import builtins
from typing import Any

import numpy

import ivylite
from ivylite.dtypes import Dtype, numpy_dtype

from ._helpers import NUMPY
from .dtypes import _DTYPES, _KIND_CHAR, _SCALAR_TYPES, as_numpy_dtype
from .manipulation import _nd
from .ndarray import ndarray

__all__ = [
    "finfo", "iinfo", "astype", "isdtype",
]  # fmt: skip


class finfo:
    """Machine limits of a floating dtype, NumPy-typed: ``eps``, ``max``, ``min``,
    ``tiny``... are 0-d arrays of the dtype (NumPy's are scalars of it), ``bits``,
    ``precision``... Python ints.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> f = np.finfo(np.float32)
    >>> f.bits, f.min.dtype, float(f.max), f.eps
    (32, dtype('float32'), 3.4028234663852886e+38, array(1.1920929e-07, dtype=float32))
    """

    _VALUES = ("eps", "epsneg", "max", "min", "tiny", "smallest_normal", "smallest_subnormal",
               "resolution")  # fmt: skip
    _INTS = ("bits", "precision", "iexp", "machep", "maxexp", "minexp", "negep", "nexp", "nmant")

    def __init__(self, dtype: Any) -> None:
        d = as_numpy_dtype(dtype)
        if d.kind == "complex":
            d = Dtype("float32" if d == "complex64" else "float64")
        if d.kind != "float":
            raise ValueError(f"data type {_SCALAR_TYPES[d]!r} not inexact")
        self._host = _host_finfo(d)
        self.dtype = _DTYPES[d]
        for name in self._INTS:
            setattr(self, name, int(getattr(self._host, name)))
        for name in self._VALUES:
            value = numpy.asarray(getattr(self._host, name))
            setattr(self, name, ndarray(ivylite.asarray(value)))

    def __repr__(self) -> str:
        return repr(self._host)

    def __str__(self) -> str:
        return str(self._host)


def _host_finfo(d: Dtype) -> Any:
    host = numpy_dtype(d)
    if d == "bfloat16":
        import ml_dtypes

        return ml_dtypes.finfo(host)
    return numpy.finfo(host)


class iinfo:
    """Machine limits of an integer dtype: ``bits``, ``min``, ``max`` (Python ints,
    as NumPy gives them) and ``dtype``.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.iinfo(np.int8).min, np.iinfo("uint16").max, np.iinfo(np.int32).dtype
    (-128, 65535, dtype('int32'))
    """

    def __init__(self, int_type: Any) -> None:
        d = as_numpy_dtype(int_type)
        if d.kind not in ("int", "uint"):
            raise ValueError(f"Invalid integer data type {_KIND_CHAR[d.kind]!r}.")
        host = numpy.iinfo(numpy_dtype(d))
        self.dtype, self.kind = _DTYPES[d], host.kind
        self.bits, self.min, self.max = int(host.bits), int(host.min), int(host.max)
        self._host = host

    def __repr__(self) -> str:
        return repr(self._host)

    def __str__(self) -> str:
        return str(self._host)


@NUMPY.function(converts=False)
def astype(x: Any, dtype: Any, /, *, copy: bool = True, device: Any = None) -> Any:
    """``x.astype(dtype)`` as a function (NumPy 2).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.astype(np.array([1.7, -1.7]), np.int8)
    array([ 1, -1], dtype=int8)
    """
    return _nd(x).astype(dtype, copy=copy)


_KINDS = {
    "bool": ("bool",), "signed integer": ("int",), "unsigned integer": ("uint",),
    "integral": ("int", "uint"), "real floating": ("float",), "complex floating": ("complex",),
    "numeric": ("int", "uint", "float", "complex"),
}  # fmt: skip


def isdtype(dtype: Any, kind: Any) -> bool:
    """Whether ``dtype`` is of ``kind`` (a dtype, a kind name, or a tuple of them).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.isdtype(np.float32, "real floating"), np.isdtype(np.int8, ("bool", np.int8))
    (True, True)
    """
    d = as_numpy_dtype(dtype)
    for k in kind if type(kind) is tuple else (kind,):
        if type(k) is builtins.str:
            if k not in _KINDS:
                raise ValueError(f"kind argument is a string, but {k!r} is not a known kind name.")
            if d.kind in _KINDS[k]:
                return True
        elif as_numpy_dtype(k) is d:
            return True
    return False
