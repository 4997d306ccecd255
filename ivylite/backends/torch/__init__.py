"""The PyTorch backend (CPU).

torch's uint16/uint32/uint64 exist only with limited operator support (and not
at all before torch 2.3), so ivylite treats them as invalid here.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import torch

from ...dtypes import numpy_dtype
from ._optimizer_step import optimizer_step  # noqa: F401 - the optional hook

framework_name = "torch"
backend_version: str = torch.__version__

native_dtypes = {
    "bool": torch.bool,
    "int8": torch.int8,
    "int16": torch.int16,
    "int32": torch.int32,
    "int64": torch.int64,
    "uint8": torch.uint8,
    "bfloat16": torch.bfloat16,
    "float16": torch.float16,
    "float32": torch.float32,
    "float64": torch.float64,
    "complex64": torch.complex64,
    "complex128": torch.complex128,
}
# Every version: uint16/32/64 are absent before 2.3 and barely usable since
# (most CPU kernels are missing). A version above the key falls back to it.
invalid_dtypes: dict[str, tuple[str, ...]] = {"2.13 and below": ("uint16", "uint32", "uint64")}

NativeArray = torch.Tensor
NativeDtype = torch.dtype
NativeDevice = torch.device
native_array_types = (torch.Tensor, torch.nn.Parameter)
devices = ("cpu",)
default_device = "cpu"
supports_gradients = True
native_inplace_support = True

_F16 = torch.float16
_F64 = torch.float64
_BF16 = torch.bfloat16
# The NumPy dtype each torch dtype converts through (bfloat16: ml_dtypes').
_NUMPY = {native: numpy_dtype(name) for name, native in native_dtypes.items()}
_DEVICES = {"cpu": torch.device("cpu")}


def native_device(device: str) -> torch.device:
    d = _DEVICES.get(device)
    return d if d is not None else torch.device(device)


def _f64_to_f16(x: torch.Tensor) -> torch.Tensor:
    # torch rounds float64 -> float16 through float32 (double rounding, 1 ulp off
    # in rare ties); NumPy rounds once. Round in NumPy unless autograd needs torch.
    if x.requires_grad:
        return x.to(_F16)
    return torch.from_numpy(x.numpy(force=True).astype(np.float16))


def cast(x: torch.Tensor, dtype: torch.dtype) -> torch.Tensor:
    if dtype is _F16 and x.dtype is _F64:
        return _f64_to_f16(x)
    return x.to(dtype)


def scalar(value: Any, dtype: torch.dtype) -> torch.Tensor:
    if dtype is _F16 and type(value) is float:
        value = float(np.float16(value))  # one rounding, as NumPy does
    return torch.scalar_tensor(value, dtype=dtype)


def shape(x: torch.Tensor) -> tuple[int, ...]:
    return x.shape


def device_of(x: torch.Tensor) -> str:
    return x.device.type


def to_numpy(x: torch.Tensor) -> np.ndarray:
    if x.dtype is _BF16:  # NumPy has no bfloat16: reinterpret the bits as ml_dtypes'
        return x.detach().view(torch.int16).numpy(force=True).view(_NUMPY[_BF16])
    return x.numpy(force=True)


def from_numpy(x: np.ndarray, dtype: torch.dtype) -> torch.Tensor:
    # Cast (and copy) in NumPy: NumPy's rounding, a fresh C-contiguous buffer.
    a = np.array(x, dtype=_NUMPY[dtype], order="C")
    if dtype is _BF16:
        return torch.from_numpy(a.view(np.int16)).view(_BF16)
    return torch.from_numpy(a)


copy = torch.clone


def inplace_update(x: torch.Tensor, value: torch.Tensor) -> torch.Tensor:
    with torch.no_grad():
        x.copy_(value)
    return x


# torch's slices (positive steps), transposes and reshapes are views: a write to one
# reaches its base.
views_write_through = True


def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    return a.untyped_storage().data_ptr() == b.untyped_storage().data_ptr()


def memory_layout(x: torch.Tensor) -> tuple[int, int, tuple[int, ...]]:
    return x.untyped_storage().nbytes(), x.storage_offset(), tuple(x.stride())


def inplace_version(x: torch.Tensor) -> int:
    return x._version


def all_finite(x: torch.Tensor) -> bool:
    return bool(x.isfinite().all())
