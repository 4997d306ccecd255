"""dask elementwise math: NumPy's ufuncs chunk by chunk (ml_dtypes' for bfloat16)."""

from __future__ import annotations

import dask.array as da
import numpy as np

acos = da.arccos
acosh = da.arccosh
asin = da.arcsin
asinh = da.arcsinh
atan = da.arctan
atanh = da.arctanh
cosh = da.cosh
sinh = da.sinh
tan = da.tan
tanh = da.tanh
log1p = da.log1p
log2 = da.log2
log10 = da.log10
atan2 = da.arctan2
copysign = da.copysign
hypot = da.hypot
logaddexp = da.logaddexp
_F16 = np.dtype("float16")


def nextafter(x1, x2):
    out = da.nextafter(x1, x2)
    if out.dtype == _F16:  # NumPy's float16 returns x1 where x1 == x2 (0.0 toward -0.0);
        return da.where(x1 == x2, x2, out)  # the standard (and C) give x2
    return out


ceil = da.ceil  # integers: the same dtype (NumPy >= 2.1)
floor = da.floor
trunc = da.trunc


def round(x):
    return x.map_blocks(np.round, dtype=x.dtype)  # halves to even; complex: each part


sign = da.sign  # complex: x / |x| (NumPy >= 2)
signbit = da.signbit
isfinite = da.isfinite
isinf = da.isinf
isnan = da.isnan
conj = da.conj  # real inputs: the same values


def real(x):
    return da.real(x)


def imag(x):
    if x.dtype.kind == "c":
        return da.imag(x)
    return da.zeros_like(x)
