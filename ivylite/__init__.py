"""ivylite: one array API, the same dtypes and values on NumPy, PyTorch, JAX,
TensorFlow and Paddle.

Importing ivylite imports no framework, not even NumPy.

Examples
--------
>>> import ivylite
>>> ivylite.promote_types("float32", "int32")
float64
>>> with ivylite.PreciseMode(False):
...     ivylite.promote_types("float32", "int32")
float32
"""

from __future__ import annotations

import sys as _sys

from . import backend as _backend_module
from . import config, dtypes, fft, linalg, promotion, tree  # noqa: E402,I001 - the extensions, after the main namespace
from ._standard import API_VERSION as _API_VERSION
from .array import Array
from .axes import AxisError
from .backend import (
    BACKENDS,
    BackendNotAvailableError,
    backend,
    backend_stack,
    current_backend,
    current_backend_str,
    previous_backend,
    set_backend,
    unset_backend,
    using_backend,
)
from .casting import (
    CastingModes,
    cast_data_types,
    casting_modes,
    crosscast_data_types,
    downcast_data_types,
    unset_casting_modes,
    upcast_data_types,
)
from .config import (
    DefaultComplexDtype,
    DefaultDtype,
    DefaultFloatDtype,
    DefaultIntDtype,
    DefaultUintDtype,
    PreciseMode,
    PromotionPolicy,
    StrictPromotion,
    default_complex_dtype,
    default_dtype,
    default_float_dtype,
    default_int_dtype,
    default_uint_dtype,
    get_precise_mode,
    get_promotion_policy,
    get_strict_promotion,
    set_default_complex_dtype,
    set_default_dtype,
    set_default_float_dtype,
    set_default_int_dtype,
    set_default_uint_dtype,
    set_precise_mode,
    set_promotion_policy,
    set_strict_promotion,
    unset_default_complex_dtype,
    unset_default_dtype,
    unset_default_float_dtype,
    unset_default_int_dtype,
    unset_default_uint_dtype,
    unset_precise_mode,
    unset_promotion_policy,
    unset_strict_promotion,
)
from .decorators import (
    handle_out_argument,
    infer_device,
    infer_dtype,
    with_supported_device_and_dtypes,
    with_supported_dtypes,
    with_unsupported_device_and_dtypes,
    with_unsupported_dtypes,
)
from .dtypes import (
    DTYPE_CLASSES,
    Dtype,
    InvalidDtypeError,
    NativeDtype,
    all_complex_dtypes,
    all_dtypes,
    all_float_dtypes,
    all_int_dtypes,
    all_numeric_dtypes,
    all_uint_dtypes,
    as_dtype,
    dtype_bits,
    dtype_kind,
    expand_dtype_classes,
    isdtype,
)
from .errors import BackendMismatchError, UnsupportedDtypeError
from .functional import *  # noqa: F403
from .info import __array_namespace_info__, e, finfo, iinfo, inf, nan, newaxis, pi
from .promotion import LatticeError, PromotionError, can_cast, promote_types, result_type

__version__ = "0.1.0"
# The version of the Python Array API standard this namespace implements.
__array_api_version__ = _API_VERSION

# The 15 dtypes as attributes: ivylite.float32 == "float32".
bool = Dtype("bool")  # noqa: A001 - the Array API names this dtype `bool`
int8 = Dtype("int8")
int16 = Dtype("int16")
int32 = Dtype("int32")
int64 = Dtype("int64")
uint8 = Dtype("uint8")
uint16 = Dtype("uint16")
uint32 = Dtype("uint32")
uint64 = Dtype("uint64")
bfloat16 = Dtype("bfloat16")
float16 = Dtype("float16")
float32 = Dtype("float32")
float64 = Dtype("float64")
complex64 = Dtype("complex64")
complex128 = Dtype("complex128")

# Native dtypes: the ivylite dtypes until a backend swaps in its own objects.
native_bool = bool
native_int8 = int8
native_int16 = int16
native_int32 = int32
native_int64 = int64
native_uint8 = uint8
native_uint16 = uint16
native_uint32 = uint32
native_uint64 = uint64
native_bfloat16 = bfloat16
native_float16 = float16
native_float32 = float32
native_float64 = float64
native_complex64 = complex64
native_complex128 = complex128

# With no backend set every dtype is valid.
valid_dtypes = all_dtypes
valid_numeric_dtypes = all_numeric_dtypes
valid_int_dtypes = all_int_dtypes
valid_uint_dtypes = all_uint_dtypes
valid_float_dtypes = all_float_dtypes
valid_complex_dtypes = all_complex_dtypes
invalid_dtypes: tuple[Dtype, ...] = ()
invalid_numeric_dtypes: tuple[Dtype, ...] = ()
invalid_int_dtypes: tuple[Dtype, ...] = ()
invalid_uint_dtypes: tuple[Dtype, ...] = ()
invalid_float_dtypes: tuple[Dtype, ...] = ()
invalid_complex_dtypes: tuple[Dtype, ...] = ()


class NativeArray:
    """Placeholder for the backend's native array class (set by ``set_backend``)."""


class NativeDevice:
    """Placeholder for the backend's native device class (set by ``set_backend``)."""


_SUPPORT_NAMES = frozenset(
    {
        "function_supported_dtypes",
        "function_unsupported_dtypes",
        "function_supported_devices_and_dtypes",
        "function_unsupported_devices_and_dtypes",
    }
)


def __getattr__(name: str):
    # Only reached for missing attributes. The support functions load on first
    # use (they need ast); a dtype the backend pruned gets an explanation.
    if name in _SUPPORT_NAMES:
        from . import support

        return getattr(support, name)
    if name in _DTYPE_NAMES:
        b = current_backend()
        raise AttributeError(
            f"ivylite.{name}: {name} is not a valid dtype on the {b.name} backend "
            f"({b.module.framework_name} {b.version}); valid dtypes: {', '.join(b.valid_dtypes)}. "
            f"Use ivylite.Dtype({name!r}) for the name, or another backend"
        )
    raise AttributeError(f"module 'ivylite' has no attribute {name!r}")


_DTYPE_NAMES = frozenset(all_dtypes)


def dtype(x: object) -> Dtype:
    """Return the ivylite dtype of an array, or of anything that denotes a dtype.

    Accepts arrays of any framework (their ``.dtype``), dtype names, NumPy,
    ml_dtypes and framework dtypes, and the Python types ``bool``, ``int``,
    ``float`` and ``complex`` (which give the current defaults).

    Examples
    --------
    >>> import ivylite, numpy as np
    >>> ivylite.dtype(np.arange(3, dtype="int16"))
    int16
    >>> ivylite.dtype("complex64"), ivylite.dtype(int)
    (complex64, int32)
    """
    return as_dtype(x)


del annotations

# set_backend updates this namespace's dtype attributes; Array.__array_namespace__
# returns this module.
_backend_module.bind_namespace(_sys.modules[__name__])
del _sys, _backend_module

# Stateful models, over the namespace above (they call ivylite's functions).
from . import nn, optim  # noqa: E402
from .checkpoint import load, save  # noqa: E402
