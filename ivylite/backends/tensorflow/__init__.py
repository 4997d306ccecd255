"""The TensorFlow backend (eager tensors, CPU).

TensorFlow represents all fifteen ivylite dtypes, including uint16/32/64, but
has few kernels for some of them (no ``pow`` of unsigned ints, no ``matmul`` of
int8/int16/unsigned ints, no bool arithmetic...). The functions here supply
that behaviour themselves (computing in a wider dtype and casting back, with
NumPy's integer wraparound), so nothing is declared invalid.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import tensorflow as tf

framework_name = "tensorflow"
backend_version: str = tf.__version__

native_dtypes = {
    "bool": tf.bool,
    "int8": tf.int8,
    "int16": tf.int16,
    "int32": tf.int32,
    "int64": tf.int64,
    "uint8": tf.uint8,
    "uint16": tf.uint16,
    "uint32": tf.uint32,
    "uint64": tf.uint64,
    "bfloat16": tf.bfloat16,
    "float16": tf.float16,
    "float32": tf.float32,
    "float64": tf.float64,
    "complex64": tf.complex64,
    "complex128": tf.complex128,
}
invalid_dtypes: dict[str, tuple[str, ...]] = {"2.21 and below": ()}

NativeArray = tf.Tensor
NativeDtype = tf.dtypes.DType
NativeDevice = str


def _variable_class() -> type:
    try:  # the concrete class of tf.Variable(...) instances (dispatch tests exact types)
        from tensorflow.python.ops.resource_variable_ops import ResourceVariable

        return ResourceVariable
    except ImportError:  # pragma: no cover - layout of a future TensorFlow
        return tf.Variable


def _symbolic_class() -> type:
    try:  # what ivylite functions see inside tf.function
        from tensorflow.python.framework.ops import SymbolicTensor

        return SymbolicTensor
    except ImportError:  # pragma: no cover - layout of a future TensorFlow
        return tf.Tensor


native_array_types = (
    type(tf.constant(0)), tf.Tensor, tf.Variable, _variable_class(), _symbolic_class()
)  # fmt: skip
devices = ("cpu",)
default_device = "cpu"
supports_gradients = True
native_inplace_support = False
# TensorFlow shapes have at most 253 dimensions (254 raises "too many dimensions").
max_dimensions = 253


def native_device(device: str) -> str:
    return "cpu"


_NARROW_INT = frozenset({tf.int8, tf.int16, tf.uint8, tf.uint16})


def cast(x: Any, dtype: tf.dtypes.DType) -> Any:
    """``tf.cast`` with NumPy's results where they differ.

    complex -> bool is ``x != 0`` (tf.cast looks at the real part only);
    complex -> real takes the real part (without TensorFlow's warning);
    float -> int8/int16/uint8/uint16 goes through int64 and keeps the low bits,
    as C (NumPy) does, where TensorFlow saturates (300.7 -> int8 is 44, not 127).
    Out-of-range float -> int conversions are undefined in C; beyond these
    (NaN or out-of-range floats to uint32/uint64) the results may differ.
    """
    src = x.dtype
    if src == dtype:
        return x
    if src.is_complex and not dtype.is_complex:
        if dtype == tf.bool:
            return tf.math.not_equal(x, _k(0, src))
        x = tf.math.real(x)
        src = x.dtype
    if src.is_floating and dtype in _NARROW_INT:
        x = tf.cast(x, tf.int64)
    return tf.cast(x, dtype)


def scalar(value: Any, dtype: tf.dtypes.DType) -> tf.Tensor:
    """A 0-d tensor of ``dtype`` holding a Python scalar (NumPy's conversion rules).

    Zeros of float and complex dtypes go through NumPy: TensorFlow caches eager
    constants made from Python scalars by value, so ``tf.constant(0.0)`` can
    return a cached ``-0.0`` (and ``tf.constant(-0.0)`` a cached ``0.0``).
    """
    if type(value) is bool and dtype != tf.bool:
        value = int(value)
    if value == 0 and (dtype.is_floating or dtype.is_complex):
        return tf.constant(np.asarray(value).astype(dtype.as_numpy_dtype))
    try:
        return tf.constant(value, dtype)
    except (TypeError, ValueError):  # e.g. 2**63 as complex64: NumPy converts it
        return tf.constant(np.asarray(value).astype(dtype.as_numpy_dtype))


_CONSTANTS: dict[tuple[str, Any], tf.Tensor] = {}


def _k(value: Any, dtype: tf.dtypes.DType) -> tf.Tensor:
    """A cached 0-d tensor (tensors are immutable; ``tf.zeros(())`` costs ~100us)."""
    key = (repr(value), dtype)
    t = _CONSTANTS.get(key)
    if t is None:
        t = scalar(value, dtype)
        if tf.executing_eagerly():  # a traced graph's tensor cannot be used outside it
            _CONSTANTS[key] = t
    return t


def axis_last(x: Any, axis: int) -> tuple[Any, list[int] | None]:
    """``x`` with ``axis`` moved last (TensorFlow's sorts and FFTs work on the last
    axis), and the permutation that moves it back (None: already last)."""
    rank = x.shape.rank
    if axis == rank - 1:
        return x, None
    perm = [i for i in range(rank) if i != axis] + [axis]
    back = [0] * rank
    for i, p in enumerate(perm):
        back[p] = i
    return tf.transpose(x, perm), back


def axis_back(x: Any, back: list[int] | None) -> Any:
    """Undo :func:`axis_last` with the permutation it returned."""
    return x if back is None else tf.transpose(x, back)


def shape(x: Any) -> tuple[int, ...]:
    return tuple(x.shape)


def device_of(x: Any) -> str:
    return "cpu"


def to_numpy(x: Any) -> np.ndarray:
    if x.shape.rank == 0:  # __array__ of a 0-d bfloat16 tensor gives a scalar
        return np.asarray(x.numpy())
    # A read-only view of the tensor's buffer (tensors are immutable).
    return np.asarray(x)


def from_numpy(x: np.ndarray, dtype: tf.dtypes.DType) -> tf.Tensor:
    # as_numpy_dtype of tf.bfloat16 is ml_dtypes.bfloat16: NumPy does the cast.
    return tf.constant(np.asarray(x, dtype=dtype.as_numpy_dtype))


def copy(x: Any) -> Any:
    return tf.identity(x)
