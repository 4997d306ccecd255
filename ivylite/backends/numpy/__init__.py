"""The NumPy backend (bfloat16 through ml_dtypes)."""

from __future__ import annotations

from typing import Any

import numpy as np

from ...dtypes import all_dtypes, numpy_dtype

framework_name = "numpy"
backend_version: str = np.__version__

# Every ivylite dtype is a NumPy dtype (bfloat16 through ml_dtypes).
native_dtypes = {name: numpy_dtype(name) for name in all_dtypes}
invalid_dtypes: dict[str, tuple[str, ...]] = {"1.26 and above": ()}

NativeArray = np.ndarray
NativeDtype = np.dtype
NativeDevice = str
# NumPy reductions and 0-d operations return NumPy scalars: arrays too.
native_array_types = (np.ndarray, np.generic)
# NumPy promotes bfloat16 with a Python float to float32 (NEP 50 does not
# reach ml_dtypes' bfloat16): ivylite passes such scalars as 0-d bfloat16 arrays.
scalar_operands_as_arrays = ("bfloat16",)
devices = ("cpu",)
default_device = "cpu"
supports_gradients = False
native_inplace_support = True
# NumPy arrays have at most 64 dimensions.
max_dimensions = 64


def native_device(device: str) -> str:
    return "cpu"


def cast(x: Any, dtype: np.dtype) -> Any:
    return x.astype(dtype)


def scalar(value: Any, dtype: np.dtype) -> np.ndarray:
    return np.asarray(value, dtype=dtype)


def shape(x: Any) -> tuple[int, ...]:
    return x.shape


def device_of(x: Any) -> str:
    return "cpu"


def to_numpy(x: Any) -> np.ndarray:
    return np.asarray(x)


def from_numpy(x: np.ndarray, dtype: np.dtype) -> np.ndarray:
    return np.array(x, dtype=dtype)


def copy(x: Any) -> Any:
    return np.array(x, copy=True)


def inplace_update(x: np.ndarray, value: np.ndarray) -> np.ndarray:
    if type(x) is not np.ndarray:
        # A NumPy scalar (what NumPy gives for 0-d results) shares no buffer: a new
        # 0-d array of the values is the update.
        return np.array(value, dtype=x.dtype)
    np.copyto(x, value)
    return x


def all_finite(x: Any) -> bool:
    return bool(np.isfinite(x).all())


def quiet_errors() -> Any:
    # the NumPy frontend reports floating-point errors itself, alike on every backend
    return np.errstate(all="ignore")
