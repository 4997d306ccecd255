"""The Paddle backend (CPU).

Paddle 3.3's CPU build lacks many kernels for float16, bfloat16, int8, int16,
uint8 and bool; the family modules compute those in a wider dtype and cast
back where that gives NumPy's result exactly (superset behaviour). uint16,
uint32 and uint64 exist as names in Paddle but have no CPU kernels at all
(not even ``full`` or ``cast``), so they are invalid here.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import paddle

from ...dtypes import numpy_dtype
from ._optimizer_step import optimizer_step  # noqa: F401 - the optional hook

framework_name = "paddle"
backend_version: str = paddle.__version__

native_dtypes = {
    "bool": paddle.bool,
    "int8": paddle.int8,
    "int16": paddle.int16,
    "int32": paddle.int32,
    "int64": paddle.int64,
    "uint8": paddle.uint8,
    "bfloat16": paddle.bfloat16,
    "float16": paddle.float16,
    "float32": paddle.float32,
    "float64": paddle.float64,
    "complex64": paddle.complex64,
    "complex128": paddle.complex128,
}
# paddle.uint16/uint32/uint64 exist, but no CPU kernel (full, cast, add...) is
# registered for them and to_tensor refuses NumPy arrays of them.
invalid_dtypes: dict[str, tuple[str, ...]] = {"3.3 and below": ("uint16", "uint32", "uint64")}

NativeArray = paddle.Tensor
NativeDtype = type(paddle.float32)  # paddle.dtype
NativeDevice = paddle.CPUPlace
# Parameters (EagerParamBase) are tensors too.
native_array_types = (paddle.Tensor, paddle.base.framework.EagerParamBase)
devices = ("cpu",)
default_device = "cpu"
supports_gradients = True
native_inplace_support = True
# Paddle 3.3 tensors have at most 9 dimensions.
max_dimensions = 9

_CPU = paddle.CPUPlace()
_BF16 = paddle.bfloat16

# paddle dtype -> NumPy dtype (bfloat16 through ml_dtypes).
_NUMPY = {v: numpy_dtype(k) for k, v in native_dtypes.items()}
_NUMPY_BF16 = numpy_dtype("bfloat16")
_UINT16 = np.dtype("uint16")

try:  # the eager op: about 3x faster than paddle.full / paddle.zeros
    from paddle import _C_ops

    _C_ops.full([], 1, paddle.float32, _CPU)

    def full(shape: Any, value: Any, dtype: Any) -> Any:
        """A tensor of ``shape`` (a list or tuple) filled with the Python scalar ``value``."""
        return _C_ops.full(shape, value, dtype, _CPU)

    def full0(value: Any, dtype: Any) -> Any:
        """A 0-d tensor of ``dtype`` holding the Python scalar ``value``."""
        return _C_ops.full([], value, dtype, _CPU)

except Exception:  # pragma: no cover - older/newer private API

    def full(shape: Any, value: Any, dtype: Any) -> Any:
        """A tensor of ``shape`` (a list or tuple) filled with the Python scalar ``value``."""
        return paddle.full(shape, value, dtype=dtype)

    def full0(value: Any, dtype: Any) -> Any:
        """A 0-d tensor of ``dtype`` holding the Python scalar ``value``."""
        return paddle.full([], value, dtype=dtype)


_OPERANDS: dict[tuple[type, Any, int], Any] = {}  # (type, value, id(dtype)) -> 0-d tensor
_MAX_OPERANDS = 256


def _reusable(value: Any) -> bool:
    """Whether equal Python scalars of one type always make the same tensor: not
    NaN (never equal to itself), and no float zero anywhere (``0.0 == -0.0``,
    their signs differ)."""
    t = type(value)
    if t is bool or t is int:
        return True
    if t is float:
        return value != 0 and value == value
    return value.real != 0 and value.imag != 0 and value == value  # complex


def operand(value: Any, dtype: Any) -> Any:
    """A 0-d tensor of ``dtype`` holding ``value``, to pass to an operation only.

    Made once per (value, dtype): Paddle's binary ops take no Python scalars,
    and creating the tensor costs more than adding to a small array. The cache
    holds a few hundred and starts afresh when full (values that change every
    call do not crowd out the constants for good). The tensor is shared, so it must never be returned or written to;
    only eager tensors are kept (one made while Paddle builds a static program
    belongs to that program), and they do not track gradients.

    Examples
    --------
    >>> import paddle
    >>> from ivylite.backends.paddle import operand
    >>> operand(2.5, paddle.float32) is operand(2.5, paddle.float32)
    True
    >>> operand(-0.0, paddle.float32) is operand(-0.0, paddle.float32)  # zeros: made anew
    False
    """
    # the type too: 0 == -0.0, and an int 0 (cached) must not answer for -0.0
    key = (type(value), value, id(dtype))
    t = _OPERANDS.get(key)
    if t is None:
        t = full0(value, dtype)
        if _reusable(value) and paddle.in_dynamic_mode():
            if len(_OPERANDS) >= _MAX_OPERANDS:
                _OPERANDS.clear()
            _OPERANDS[key] = t
    return t


def native_device(device: str) -> Any:
    return _CPU


_F16 = paddle.float16
_F64 = paddle.float64
_cast = getattr(getattr(paddle, "_C_ops", None), "cast", paddle.cast)


def cast(x: Any, dtype: Any) -> Any:
    if dtype is _F16 and x.dtype is _F64:
        # Paddle rounds float64 -> float32 -> float16 (double rounding); NumPy
        # rounds once. Go through NumPy for the exact result.
        return paddle.to_tensor(x.numpy().astype(np.float16), place=_CPU)
    return _cast(x, dtype)


scalar = full0


def shape(x: Any) -> tuple[int, ...]:
    return tuple(x.shape)


def device_of(x: Any) -> str:
    return "cpu"


def to_numpy(x: Any) -> np.ndarray:
    out = x.numpy()
    if x.dtype is _BF16:  # Paddle hands bfloat16 out as its uint16 bits
        out = out.view(_NUMPY_BF16)
    return out


def from_numpy(x: np.ndarray, dtype: Any) -> Any:
    want = _NUMPY[dtype]
    x = np.asarray(x, dtype=want, order="C")  # (ascontiguousarray makes 0-d arrays 1-d)
    if dtype is _BF16:  # Paddle reads uint16 arrays as bfloat16 bits
        x = x.view(_UINT16)
    return paddle.to_tensor(x, place=_CPU)


copy = paddle.clone


def inplace_update(x: Any, value: Any) -> Any:
    paddle.assign(value, output=x)
    return x


def inplace_version(x: Any) -> int:
    return x.inplace_version
