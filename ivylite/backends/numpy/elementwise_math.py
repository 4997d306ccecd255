"""NumPy elementwise math: ufuncs (ml_dtypes provides them for bfloat16)."""

from __future__ import annotations

import numpy as np

acos = np.arccos
acosh = np.arccosh
asin = np.arcsin
asinh = np.arcsinh
atan = np.arctan
atanh = np.arctanh
cosh = np.cosh
sinh = np.sinh
tan = np.tan
tanh = np.tanh
log1p = np.log1p
log2 = np.log2
log10 = np.log10
atan2 = np.arctan2
copysign = np.copysign
hypot = np.hypot
logaddexp = np.logaddexp
_F16 = np.dtype("float16")


def nextafter(x1, x2):
    out = np.nextafter(x1, x2)
    if out.dtype == _F16:  # NumPy's float16 returns x1 where x1 == x2 (0.0 toward -0.0);
        return np.where(x1 == x2, x2, out)  # the standard (and C) give x2
    return out


ceil = np.ceil  # integers: the same dtype (NumPy >= 2.1)
floor = np.floor
trunc = np.trunc
round = np.round  # halves to even; complex: each part
sign = np.sign  # complex: x / |x| (NumPy >= 2)
signbit = np.signbit
isfinite = np.isfinite
isinf = np.isinf
isnan = np.isnan
conj = np.conjugate  # real inputs: a copy


def real(x):
    return np.real(x).copy()  # (np.real of a real array is the array itself)


def imag(x):
    if x.dtype.kind == "c":
        return np.imag(x).copy()
    return np.zeros_like(x)
