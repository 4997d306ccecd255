"""The 15 ivylite dtypes, their category tuples and the dtype classes.

Nothing here imports a framework (not even NumPy): a dtype is a name, and
foreign dtype objects are recognised by the names they carry.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

__all__ = [
    "Dtype",
    "NativeDtype",
    "InvalidDtypeError",
    "as_dtype",
    "dtype_kind",
    "dtype_bits",
    "expand_dtype_classes",
    "isdtype",
    "DTYPE_CLASSES",
    "FINITE_RANGES",
    "numpy_dtype",
    "all_dtypes",
    "all_numeric_dtypes",
    "all_int_dtypes",
    "all_uint_dtypes",
    "all_float_dtypes",
    "all_complex_dtypes",
]

# name -> (kind, bits). The order is the canonical order used in every table.
_SPEC: dict[str, tuple[str, int]] = {
    "bool": ("bool", 8),
    "int8": ("int", 8),
    "int16": ("int", 16),
    "int32": ("int", 32),
    "int64": ("int", 64),
    "uint8": ("uint", 8),
    "uint16": ("uint", 16),
    "uint32": ("uint", 32),
    "uint64": ("uint", 64),
    "bfloat16": ("float", 16),
    "float16": ("float", 16),
    "float32": ("float", 32),
    "float64": ("float", 64),
    "complex64": ("complex", 64),
    "complex128": ("complex", 128),
}
_NAMES = tuple(_SPEC)
_VALID_LIST = ", ".join(_NAMES)


class InvalidDtypeError(TypeError, ValueError):
    """A value that names no ivylite dtype.

    It is both a ``TypeError`` (what the Array API expects for a bad dtype)
    and a ``ValueError`` (what ``numpy.dtype`` raises), so either ``except``
    catches it.

    Examples
    --------
    >>> import ivylite
    >>> try:
    ...     ivylite.Dtype("float")
    ... except ivylite.InvalidDtypeError as e:
    ...     print(str(e).split(";")[0])
    Dtype('float'): 'float' is not an ivylite dtype
    """


class Dtype(str):
    """An ivylite dtype: a ``str`` whose value is one of the 15 dtype names.

    Construction validates the name, so a typo fails where it is made rather
    than deep inside a backend.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.Dtype("int8") == "int8"
    True
    >>> ivylite.float32 is ivylite.Dtype("float32")
    True
    >>> ivylite.Dtype("float32").kind, ivylite.Dtype("float32").bits
    ('float', 32)
    """

    __slots__ = ()

    def __new__(cls, name: str) -> Dtype:
        try:
            return _BY_NAME[name]
        except (KeyError, TypeError):
            pass
        if not isinstance(name, str):
            raise InvalidDtypeError(
                f"Dtype({name!r}): expected a dtype name (str), got {type(name).__name__}; "
                f"use ivylite.as_dtype() to convert dtype objects. Valid names: {_VALID_LIST}"
            )
        raise InvalidDtypeError(
            f"Dtype({name!r}): {name!r} is not an ivylite dtype; valid names are: {_VALID_LIST}"
        )

    @property
    def kind(self) -> str:
        """One of ``bool``, ``int``, ``uint``, ``float``, ``complex``."""
        return _SPEC[self][0]

    @property
    def bits(self) -> int:
        """Storage width in bits (``bool`` counts as 8)."""
        return _SPEC[self][1]

    def __repr__(self) -> str:
        return str.__str__(self)

    def __reduce__(self):
        return (Dtype, (str(self),))


def _make(name: str) -> Dtype:
    obj = str.__new__(Dtype, name)
    return obj


# The one instance per name; Dtype(name) returns it.
_BY_NAME: dict[str, Dtype] = {n: _make(n) for n in _NAMES}


class NativeDtype:
    """Placeholder for the backend's native dtype class (set by ``set_backend``)."""


def _of_kind(*kinds: str) -> tuple[Dtype, ...]:
    return tuple(d for n, d in _BY_NAME.items() if _SPEC[n][0] in kinds)


all_dtypes: tuple[Dtype, ...] = tuple(_BY_NAME.values())
all_numeric_dtypes: tuple[Dtype, ...] = _of_kind("int", "uint", "float", "complex")
all_int_dtypes: tuple[Dtype, ...] = _of_kind("int", "uint")
all_uint_dtypes: tuple[Dtype, ...] = _of_kind("uint")
all_float_dtypes: tuple[Dtype, ...] = _of_kind("float")
all_complex_dtypes: tuple[Dtype, ...] = _of_kind("complex")

# dtype -> (lowest, highest) finite value: a Python int beyond it does not fit the
# dtype (promotion raises OverflowError), and clip clamps bounds to it. Dtype keys,
# so a lookup with a Dtype is an identity hit.
FINITE_RANGES: dict[Dtype, tuple[int | float, int | float]] = {
    _BY_NAME[name]: bounds
    for name, bounds in {
        "int8": (-(2**7), 2**7 - 1),
        "int16": (-(2**15), 2**15 - 1),
        "int32": (-(2**31), 2**31 - 1),
        "int64": (-(2**63), 2**63 - 1),
        "uint8": (0, 2**8 - 1),
        "uint16": (0, 2**16 - 1),
        "uint32": (0, 2**32 - 1),
        "uint64": (0, 2**64 - 1),
        "float16": (-65504.0, 65504.0),
        "bfloat16": (-3.3895313892515355e38, 3.3895313892515355e38),
        "float32": (-3.4028234663852886e38, 3.4028234663852886e38),
        "float64": (-1.7976931348623157e308, 1.7976931348623157e308),
        "complex64": (-3.4028234663852886e38, 3.4028234663852886e38),
        "complex128": (-1.7976931348623157e308, 1.7976931348623157e308),
        "bool": (0, 1),
    }.items()
}

# The dtype classes accepted wherever a list of dtypes is (decorators, casting).
# "valid" is resolved against the caller's valid set (it depends on the backend).
DTYPE_CLASSES: dict[str, tuple[Dtype, ...]] = {
    "valid": all_dtypes,
    "numeric": all_numeric_dtypes,
    "integer": all_int_dtypes,
    "signed": _of_kind("int"),
    "unsigned": all_uint_dtypes,
    "float": all_float_dtypes,
    "complex": all_complex_dtypes,
}


# The largest finite magnitude of each floating format (complex: of each part).
_FLOAT_MAX = {
    "float16": 65504.0,
    "bfloat16": 3.3895313892515355e38,
    "float32": 3.4028234663852886e38,
    "float64": 1.7976931348623157e308,
    "complex64": 3.4028234663852886e38,
    "complex128": 1.7976931348623157e308,
}


def _finite_range(name: str) -> tuple[int | float, int | float]:
    kind, bits = _SPEC[name]
    if kind == "int":
        return -(2 ** (bits - 1)), 2 ** (bits - 1) - 1
    if kind == "uint":
        return 0, 2**bits - 1
    if kind == "bool":
        return 0, 1
    return -_FLOAT_MAX[name], _FLOAT_MAX[name]


#: dtype -> (lowest, highest) finite value: exact Python ints for bool and the
#: integers, the largest finite float for the floating dtypes (complex: of each
#: part). The one table: int_fits, iinfo/finfo and the overflow checks read it.
#: Keyed by the Dtype instances, so a lookup with a Dtype is an identity hit.
FINITE_RANGES: dict[Dtype, tuple[int | float, int | float]] = {
    _BY_NAME[n]: _finite_range(n) for n in _NAMES
}


_NUMPY_DTYPES: dict[str, Any] = {}  # filled on first use: importing ivylite imports no NumPy


def numpy_dtype(dtype: Any) -> Any:
    """The NumPy dtype that holds an ivylite dtype (bfloat16: ml_dtypes' bfloat16).

    NumPy and ml_dtypes are imported on the first call, not by ``import ivylite``.

    Examples
    --------
    >>> from ivylite.dtypes import numpy_dtype
    >>> numpy_dtype("int16"), numpy_dtype("bfloat16")
    (dtype('int16'), dtype(bfloat16))
    """
    try:
        return _NUMPY_DTYPES[dtype]
    except (KeyError, TypeError):
        pass
    import numpy as np

    d = as_dtype(dtype)
    if d == "bfloat16":
        import ml_dtypes

        found = np.dtype(ml_dtypes.bfloat16)
    else:
        found = np.dtype(str(d))
    _NUMPY_DTYPES[d] = found
    return found


def dtype_kind(dtype: Any) -> str:
    """Return the kind of a dtype: ``bool``, ``int``, ``uint``, ``float`` or ``complex``.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.dtype_kind("uint8")
    'uint'
    """
    return _SPEC[as_dtype(dtype)][0]


def dtype_bits(dtype: Any) -> int:
    """Return the width in bits of a dtype.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.dtype_bits("complex64")
    64
    """
    return _SPEC[as_dtype(dtype)][1]


def expand_dtype_classes(
    names: Iterable[str], *, valid: Iterable[str] | None = None
) -> tuple[Dtype, ...]:
    """Expand dtype names and dtype classes into a tuple of dtypes.

    Classes: ``valid, numeric, integer, signed, unsigned, float, complex``.
    The result keeps the canonical dtype order and has no repeats; with
    ``valid`` given, dtypes outside it are dropped (that is how ``"valid"``
    and every other class follow the current backend).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.expand_dtype_classes(("unsigned", "bfloat16"))
    (uint8, uint16, uint32, uint64, bfloat16)
    >>> ivylite.expand_dtype_classes(("float",), valid=("float32", "float64"))
    (float32, float64)
    """
    if isinstance(names, str):
        names = (names,)
    wanted: set[str] = set()
    for name in names:
        group = DTYPE_CLASSES.get(name)
        if group is not None:
            wanted.update(group)
        else:
            try:
                wanted.add(as_dtype(name))
            except InvalidDtypeError:
                raise InvalidDtypeError(
                    f"expand_dtype_classes: {name!r} is neither a dtype nor a dtype class; "
                    f"classes are {', '.join(DTYPE_CLASSES)}; dtypes are {_VALID_LIST}"
                ) from None
    if valid is not None:
        wanted.intersection_update(valid)
    return tuple(d for d in all_dtypes if d in wanted)


# Python scalar *types* resolve to concrete dtypes through the default dtypes,
# which are settings: ivylite.config, a layer above this module, installs the
# function that reads them (set_python_type_resolver). Until it does, the
# built-in defaults apply.
_BUILTIN_DEFAULTS = {bool: "bool", int: "int32", float: "float32", complex: "complex64"}


def _builtin_default(t: type) -> Dtype:
    return _BY_NAME[_BUILTIN_DEFAULTS[t]]


_python_type_dtype: Callable[[type], Dtype] = _builtin_default


def set_python_type_resolver(resolve: Callable[[type], Dtype]) -> None:
    """Make :func:`as_dtype` of ``bool``, ``int``, ``float`` and ``complex`` return
    ``resolve(type)``; ivylite.config installs the current default dtypes here.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite import dtypes
    >>> with ivylite.DefaultIntDtype("int64"):  # config's resolver reads the settings
    ...     dtypes.as_dtype(int)
    int64
    """
    global _python_type_dtype
    _python_type_dtype = resolve


def as_dtype(obj: Any) -> Dtype:
    """Convert anything that denotes a dtype into an ivylite :class:`Dtype`.

    Accepts dtype names, ivylite dtypes, NumPy and ml_dtypes dtypes and scalar
    types, native dtypes of the five frameworks (recognised by name, so no
    framework is imported), arrays (their ``.dtype``) and the Python types
    ``bool``, ``int``, ``float``, ``complex`` (the last three give the current
    default int, float and complex dtypes).

    Examples
    --------
    >>> import ivylite, numpy as np
    >>> ivylite.as_dtype("int16"), ivylite.as_dtype(np.float32), ivylite.as_dtype(np.dtype("uint8"))
    (int16, float32, uint8)
    >>> ivylite.as_dtype(float), ivylite.as_dtype(bool)
    (float32, bool)
    """
    try:
        return _BY_NAME[obj]
    except (KeyError, TypeError):
        pass
    if isinstance(obj, str):
        raise InvalidDtypeError(
            f"as_dtype({obj!r}): {obj!r} is not an ivylite dtype; valid names are: {_VALID_LIST}"
        )
    # Identity, not ==: numpy dtypes compare equal to Python types.
    if obj is bool or obj is int or obj is float or obj is complex:
        return _python_type_dtype(obj)
    name = _foreign_name(obj)
    if name is not None:
        return _BY_NAME[name]
    raise InvalidDtypeError(
        f"as_dtype({obj!r}): cannot interpret a {type(obj).__name__} as a dtype; pass one of "
        f"{_VALID_LIST}, a NumPy/framework dtype, or an array"
    )


def _foreign_name(obj: Any) -> str | None:
    """The ivylite name of a NumPy/ml_dtypes/framework dtype or array, else None."""
    if isinstance(obj, str):  # an ivylite.Array's .dtype is already a Dtype
        return obj if obj in _BY_NAME else None
    # NumPy / JAX / ml_dtypes dtypes and TensorFlow DTypes carry `.name`.
    name = getattr(obj, "name", None)
    if isinstance(name, str):
        name = _NAME_FIXES.get(name, name)
        if name in _BY_NAME:
            return name
    # torch.float32 and paddle.float32 print as "torch.float32" / "paddle.float32".
    text = str(obj)
    if "." in text:
        tail = _NAME_FIXES.get(text.rsplit(".", 1)[-1], text.rsplit(".", 1)[-1])
        if tail in _BY_NAME and text.split(".", 1)[0] in _FRAMEWORK_PREFIXES:
            return tail
    # Scalar types (np.float32, ml_dtypes.bfloat16): ask NumPy, which is
    # certainly imported if such a type exists.
    if isinstance(obj, type):
        if obj.__module__.split(".")[0] not in _SCALAR_TYPE_MODULES:
            return None
        import numpy as np

        try:
            return _foreign_name(np.dtype(obj))
        except TypeError:
            return None
    # Arrays and dtype wrappers (jnp.float32 has `.dtype`, so do all arrays).
    inner = getattr(obj, "dtype", None)
    if inner is not None and inner is not obj:
        return _foreign_name(inner)
    return None


_FRAMEWORK_PREFIXES = frozenset({"torch", "paddle", "tf", "tensorflow"})
_SCALAR_TYPE_MODULES = frozenset({"numpy", "ml_dtypes", "jax", "jaxlib"})
# Spellings frameworks use for our dtypes.
_NAME_FIXES = {"bool_": "bool", "half": "float16", "float": "float32", "double": "float64"}


def isdtype(dtype: Any, kind: Any) -> bool:
    """Array API ``isdtype``: whether ``dtype`` is of ``kind``.

    ``kind`` is a dtype, one of ``'bool'``, ``'signed integer'``,
    ``'unsigned integer'``, ``'integral'``, ``'real floating'``,
    ``'complex floating'``, ``'numeric'``, or a tuple of those.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.isdtype("int8", "integral"), ivylite.isdtype("int8", ("bool", "real floating"))
    (True, False)
    """
    d = as_dtype(dtype)
    if isinstance(kind, tuple):
        return any(isdtype(d, k) for k in kind)
    group = _ARRAY_API_KINDS.get(kind)
    if group is not None:
        return _SPEC[d][0] in group
    return d == as_dtype(kind)


_ARRAY_API_KINDS = {
    "bool": ("bool",),
    "signed integer": ("int",),
    "unsigned integer": ("uint",),
    "integral": ("int", "uint"),
    "real floating": ("float",),
    "complex floating": ("complex",),
    "numeric": ("int", "uint", "float", "complex"),
}
