"""TensorFlow's dtype objects (``tf.float32``, ``tf.DType``, ``tf.as_dtype``).

Each :class:`DType` names one ivylite dtype. They compare equal to
TensorFlow's spellings of the same dtype (names, NumPy dtypes and scalar
types, ivylite dtypes), as ``tf.float32 == "float32"`` does in TensorFlow.
"""

from __future__ import annotations

import builtins
from typing import Any

import ivylite
from ivylite.dtypes import Dtype

__all__ = [
    "DType",
    "as_dtype",
    "bool",
    "int8",
    "int16",
    "int32",
    "int64",
    "uint8",
    "uint16",
    "uint32",
    "uint64",
    "bfloat16",
    "float16",
    "float32",
    "float64",
    "complex64",
    "complex128",
    "half",
    "double",
]

# Finite ranges, for DType.min / DType.max (bfloat16 and float16 written out
# so that no NumPy extension is needed).
_RANGES = {
    "bool": (False, True),
    "int8": (-(2**7), 2**7 - 1),
    "int16": (-(2**15), 2**15 - 1),
    "int32": (-(2**31), 2**31 - 1),
    "int64": (-(2**63), 2**63 - 1),
    "uint8": (0, 2**8 - 1),
    "uint16": (0, 2**16 - 1),
    "uint32": (0, 2**32 - 1),
    "uint64": (0, 2**64 - 1),
    "bfloat16": (-3.3895313892515355e38, 3.3895313892515355e38),
    "float16": (-65504.0, 65504.0),
    "float32": (-3.4028234663852886e38, 3.4028234663852886e38),
    "float64": (-1.7976931348623157e308, 1.7976931348623157e308),
}


class DType:
    """A TensorFlow dtype: ``tf.float32`` and its 14 siblings.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.float32, tf.float32.name, tf.float32 == "float32"
    (tf.float32, 'float32', True)
    >>> print(tf.int8), tf.int8.min, tf.complex64.real_dtype
    <dtype: 'int8'>
    (None, -128, tf.float32)
    """

    __slots__ = ("_dtype",)

    def __init__(self, dtype: Dtype) -> None:
        self._dtype = dtype

    @property
    def name(self) -> str:
        return str(self._dtype)

    @property
    def ivy_dtype(self) -> Dtype:
        """The ivylite dtype this DType stands for."""
        return self._dtype

    @property
    def base_dtype(self) -> DType:
        return self

    @property
    def is_bool(self) -> bool:
        return self._dtype.kind == "bool"

    @property
    def is_integer(self) -> bool:
        return self._dtype.kind in ("int", "uint")

    @property
    def is_unsigned(self) -> bool:
        return self._dtype.kind in ("uint", "bool")

    @property
    def is_floating(self) -> bool:
        return self._dtype.kind == "float"

    @property
    def is_complex(self) -> bool:
        return self._dtype.kind == "complex"

    @property
    def is_numeric(self) -> bool:
        return self._dtype.kind != "bool"

    @property
    def size(self) -> int:
        """Bytes per element."""
        return self._dtype.bits // 8

    @property
    def min(self) -> Any:
        return self._range()[0]

    @property
    def max(self) -> Any:
        return self._range()[1]

    def _range(self) -> tuple:
        try:
            return _RANGES[self._dtype]
        except KeyError:
            raise TypeError(f"Cannot find minimum/maximum value for {self.name}") from None

    @property
    def real_dtype(self) -> DType:
        """The dtype of the real and imaginary parts (itself for real dtypes)."""
        if self._dtype == "complex64":
            return float32
        if self._dtype == "complex128":
            return float64
        return self

    @property
    def as_numpy_dtype(self) -> Any:
        import numpy as np

        if self._dtype == "bfloat16":
            import ml_dtypes

            return ml_dtypes.bfloat16
        return np.dtype(str(self._dtype)).type

    def __eq__(self, other: Any) -> bool:
        if other is None:
            return False
        try:
            return _to_ivy(other) is self._dtype
        except TypeError:
            return False

    def __ne__(self, other: Any) -> bool:
        return not self.__eq__(other)

    def __hash__(self) -> int:
        return hash(("tf", str(self._dtype)))

    def __repr__(self) -> str:
        return f"tf.{self._dtype}"

    def __str__(self) -> str:
        return f"<dtype: '{self._dtype}'>"

    def __reduce__(self):
        return (as_dtype, (str(self._dtype),))


BY_IVY: dict[Dtype, DType] = {d: DType(d) for d in ivylite.all_dtypes}

bool = BY_IVY[Dtype("bool")]  # noqa: A001 - TensorFlow calls it tf.bool
int8 = BY_IVY[Dtype("int8")]
int16 = BY_IVY[Dtype("int16")]
int32 = BY_IVY[Dtype("int32")]
int64 = BY_IVY[Dtype("int64")]
uint8 = BY_IVY[Dtype("uint8")]
uint16 = BY_IVY[Dtype("uint16")]
uint32 = BY_IVY[Dtype("uint32")]
uint64 = BY_IVY[Dtype("uint64")]
bfloat16 = BY_IVY[Dtype("bfloat16")]
float16 = BY_IVY[Dtype("float16")]
float32 = BY_IVY[Dtype("float32")]
float64 = BY_IVY[Dtype("float64")]
complex64 = BY_IVY[Dtype("complex64")]
complex128 = BY_IVY[Dtype("complex128")]
half = float16
double = float64

# Python types as TensorFlow reads them: tf.as_dtype(float) is float32, and
# int has no DType (TensorFlow refuses it).
_PY_TYPES = {builtins.bool: "bool", float: "float32", complex: "complex128"}
_SPELLINGS = {"half": "float16", "double": "float64", "float": "float32"}


def _to_ivy(obj: Any) -> Dtype:
    """The ivylite dtype of a DType, dtype name, NumPy dtype or scalar type.

    Raises TypeError (as TensorFlow does) for anything else.
    """
    if type(obj) is DType:
        return obj._dtype
    if isinstance(obj, type) and obj in _PY_TYPES:
        return Dtype(_PY_TYPES[obj])
    if obj is int:
        raise TypeError(f"Cannot convert the argument `type_value`: {obj!r} to a TensorFlow DType.")
    if isinstance(obj, str):
        obj = _SPELLINGS.get(obj, obj)
    try:
        return ivylite.as_dtype(obj)
    except ivylite.InvalidDtypeError:
        raise TypeError(
            f"Cannot convert the argument `type_value`: {obj!r} to a TensorFlow DType."
        ) from None


def as_dtype(type_value: Any) -> DType:
    """Convert a dtype name, NumPy dtype, ``DType`` or ivylite dtype into a :class:`DType`.

    Examples
    --------
    >>> import numpy as np
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.as_dtype("float32"), tf.as_dtype(np.int8), tf.as_dtype(float)
    (tf.float32, tf.int8, tf.float32)
    """
    return BY_IVY[_to_ivy(type_value)]


def from_ivy(dtype: Dtype) -> DType:
    """The :class:`DType` of an ivylite dtype.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.frontends.tensorflow.dtypes import from_ivy
    >>> from_ivy(ivylite.int16)
    tf.int16
    """
    return BY_IVY[dtype]
