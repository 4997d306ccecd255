"""PyTorch elementwise math, called on tensors already promoted (and, for the
float-valued functions, already cast to a float or complex dtype).

torch lacks ``round``, ``sign`` (``sgn`` is its complex sign) and the rounding
functions for complex or bool inputs, and takes a tensor ``other`` only:
those are supplied here. ``conj`` is ``conj_physical`` (``torch.conj`` is a
lazy view); ``real``/``imag`` return copies, not views.
"""

from __future__ import annotations

import torch

from . import scalar as _scalar

_Tensor = torch.Tensor


def _tensor_other(f, name):
    def g(x1, x2, /):
        if not isinstance(x2, _Tensor):
            x2 = _scalar(x2, x1.dtype)
        return f(x1, x2)

    g.__name__ = g.__qualname__ = name
    return g


acos = torch.acos
acosh = torch.acosh
asin = torch.asin
asinh = torch.asinh
atan = torch.atan
atanh = torch.atanh
cosh = torch.cosh
sinh = torch.sinh
tan = torch.tan
tanh = torch.tanh
log1p = torch.log1p
log2 = torch.log2
log10 = torch.log10
atan2 = _tensor_other(torch.atan2, "atan2")
copysign = _tensor_other(torch.copysign, "copysign")
hypot = _tensor_other(torch.hypot, "hypot")
logaddexp = _tensor_other(torch.logaddexp, "logaddexp")
nextafter = _tensor_other(torch.nextafter, "nextafter")


def _integral_copy(f, name):
    def g(x, /):
        if x.is_floating_point():
            return f(x)
        return torch.clone(x)  # integers are integral already

    g.__name__ = g.__qualname__ = name
    return g


ceil = _integral_copy(torch.ceil, "ceil")
floor = _integral_copy(torch.floor, "floor")
trunc = _integral_copy(torch.trunc, "trunc")


def round(x, /):
    if x.is_complex():  # each part, halves to even
        return torch.complex(torch.round(x.real), torch.round(x.imag))
    if x.is_floating_point():
        return torch.round(x)  # halves to even
    return torch.clone(x)


def sign(x, /):
    if x.is_complex():
        return torch.sgn(x)  # x / |x|, 0 for 0
    if x.is_floating_point():
        return torch.where(torch.isnan(x), x, torch.sign(x))  # torch: sign(nan) == 0
    return torch.sign(x)


signbit = torch.signbit
isfinite = torch.isfinite
isinf = torch.isinf
isnan = torch.isnan


def conj(x, /):
    return torch.conj_physical(x) if x.is_complex() else torch.clone(x)


def real(x, /):
    return torch.clone(torch.real(x))


def imag(x, /):
    return torch.clone(torch.imag(x)) if x.is_complex() else torch.zeros_like(x)
