"""PyTorch dtype conversion."""

from __future__ import annotations

import torch

from . import _f64_to_f16

_F16 = torch.float16
_F64 = torch.float64


def astype(x, dtype):
    if dtype is _F16 and x.dtype is _F64:
        return _f64_to_f16(x)
    return x.to(dtype, copy=True)
