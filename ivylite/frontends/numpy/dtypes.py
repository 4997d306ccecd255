"""NumPy's dtype objects: ``numpy.dtype``, the scalar types and their hierarchy.

A frontend dtype stands for one of ivylite's 15 dtypes. ``dtype("f4")``,
``dtype(float32)`` and ``dtype(numpy.float32)`` are one cached object, and a
dtype compares equal to anything that names it (``x.dtype == float32``,
``x.dtype == "float32"``), as NumPy's does.

The scalar types (``float32``, ``int64``...) are classes used as dtypes and
for ``issubdtype``; calling one makes a 0-d array of that dtype rather than
a NumPy scalar object (the frontend has no separate scalar objects; 0-d
arrays promote exactly as NumPy scalars do, both being strongly typed).
"""

from __future__ import annotations

import builtins
from typing import Any

import ivylite
from ivylite.dtypes import Dtype

__all__ = [
    "dtype",
    "as_numpy_dtype",
    "OutOfScopeError",
    "issubdtype",
    "generic",
    "number",
    "integer",
    "signedinteger",
    "unsignedinteger",
    "inexact",
    "floating",
    "complexfloating",
    "bool_",
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
    "ALIASES",
]

# name -> (kind, char, str, itemsize); bfloat16 is ml_dtypes' void-kind type.
_INFO: dict[str, tuple[str, str, str, int]] = {
    "bool": ("b", "?", "|b1", 1),
    "int8": ("i", "b", "|i1", 1),
    "int16": ("i", "h", "<i2", 2),
    "int32": ("i", "i", "<i4", 4),
    "int64": ("i", "l", "<i8", 8),
    "uint8": ("u", "B", "|u1", 1),
    "uint16": ("u", "H", "<u2", 2),
    "uint32": ("u", "I", "<u4", 4),
    "uint64": ("u", "L", "<u8", 8),
    "bfloat16": ("V", "E", "<V2", 2),
    "float16": ("f", "e", "<f2", 2),
    "float32": ("f", "f", "<f4", 4),
    "float64": ("f", "d", "<f8", 8),
    "complex64": ("c", "F", "<c8", 8),
    "complex128": ("c", "D", "<c16", 16),
}


# --- the scalar type hierarchy ---------------------------------------------------


class generic:
    """Base of NumPy's scalar types; calling a concrete one makes a 0-d array.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.float32(1.5)
    array(1.5, dtype=float32)
    >>> issubclass(np.float32, np.floating), issubclass(np.int8, np.floating)
    (True, False)
    """

    _ivy: Dtype | None = None  # set on the concrete types

    def __new__(cls, value: Any = 0, /) -> Any:
        # a 0-d array of the type's dtype: numpy.asarray, bound over this by the top
        # floor (``_ndarray_methods``), once the creation functions exist
        raise TypeError(f"cannot create 'numpy.{cls.__name__}' instances")


class number(generic):
    """Abstract base of the numeric scalar types.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.issubdtype(np.int8, np.number), np.issubdtype(np.bool_, np.number)
    (True, False)
    """


class integer(number):
    """Abstract base of the integer scalar types.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.issubdtype(np.uint8, np.integer)
    True
    """


class signedinteger(integer):
    """Abstract base of the signed integer types.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.issubdtype("int32", np.signedinteger)
    True
    """


class unsignedinteger(integer):
    """Abstract base of the unsigned integer types.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.issubdtype("int32", np.unsignedinteger)
    False
    """


class inexact(number):
    """Abstract base of the floating and complex types.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.issubdtype(np.complex64, np.inexact)
    True
    """


class floating(inexact):
    """Abstract base of the real floating types.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.issubdtype(np.zeros(2).dtype, np.floating)
    True
    """


class complexfloating(inexact):
    """Abstract base of the complex types.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.issubdtype(np.complex128, np.complexfloating)
    True
    """


def _concrete(name: str, base: type, doc_value: str, doc_repr: str) -> type:
    cls = type(
        "bool" if name == "bool" else name,
        (base,),
        {
            "_ivy": Dtype(name),
            "__module__": __name__,
            "__doc__": f"NumPy's ``{name}`` scalar type.\n\n"
            "    Examples\n    --------\n"
            + (
                "    >>> from ivylite.frontends.numpy import dtypes as np\n"
                if name == "bfloat16"  # ml_dtypes' type, not a NumPy name
                else "    >>> import ivylite.frontends.numpy as np\n"
            )
            + f"    >>> np.{'bool_' if name == 'bool' else name}({doc_value})\n"
            f"    {doc_repr}\n",
        },
    )
    return cls


bool_ = _concrete("bool", generic, "1", "array(True)")
int8 = _concrete("int8", signedinteger, "3", "array(3, dtype=int8)")
int16 = _concrete("int16", signedinteger, "3", "array(3, dtype=int16)")
int32 = _concrete("int32", signedinteger, "3", "array(3, dtype=int32)")
int64 = _concrete("int64", signedinteger, "3", "array(3)")
uint8 = _concrete("uint8", unsignedinteger, "3", "array(3, dtype=uint8)")
uint16 = _concrete("uint16", unsignedinteger, "3", "array(3, dtype=uint16)")
uint32 = _concrete("uint32", unsignedinteger, "3", "array(3, dtype=uint32)")
uint64 = _concrete("uint64", unsignedinteger, "3", "array(3, dtype=uint64)")
# Not a NumPy name (ml_dtypes provides the type); here so bfloat16 has a scalar type.
bfloat16 = _concrete("bfloat16", floating, "1.5", "array(1.5, dtype=bfloat16)")
float16 = _concrete("float16", floating, "1.5", "array(1.5, dtype=float16)")
float32 = _concrete("float32", floating, "1.5", "array(1.5, dtype=float32)")
float64 = _concrete("float64", floating, "1.5", "array(1.5)")
complex64 = _concrete("complex64", complexfloating, "1j", "array(0.+1.j, dtype=complex64)")
complex128 = _concrete("complex128", complexfloating, "1j", "array(0.+1.j)")

_SCALAR_TYPES: dict[Dtype, type] = {
    t._ivy: t
    for t in (
        bool_, int8, int16, int32, int64, uint8, uint16, uint32, uint64,
        bfloat16, float16, float32, float64, complex64, complex128,
    )
}  # fmt: skip

# NumPy's other names for the same types (C names, platform names on 64-bit Linux).
ALIASES: dict[str, type] = {
    "bool": bool_,
    "byte": int8,
    "ubyte": uint8,
    "short": int16,
    "ushort": uint16,
    "intc": int32,
    "uintc": uint32,
    "int_": int64,
    "intp": int64,
    "long": int64,
    "longlong": int64,
    "uint": uint64,
    "uintp": uint64,
    "ulong": uint64,
    "ulonglong": uint64,
    "half": float16,
    "single": float32,
    "double": float64,
    "csingle": complex64,
    "cdouble": complex128,
}

# --- turning anything dtype-like into an ivylite Dtype ----------------------------------

# NumPy's Python-type defaults differ from ivylite's (int is int64 here, not int32).
_BY_OBJECT: dict[Any, Dtype] = {
    builtins.bool: Dtype("bool"),
    builtins.int: Dtype("int64"),
    builtins.float: Dtype("float64"),
    builtins.complex: Dtype("complex128"),
    None: Dtype("float64"),
}
_BY_OBJECT.update({t: d for d, t in _SCALAR_TYPES.items()})
_BY_OBJECT.update({d: d for d in ivylite.all_dtypes})
_BY_OBJECT.update({str(d): d for d in ivylite.all_dtypes})
_BY_OBJECT.update({info[1]: Dtype(n) for n, info in _INFO.items()})
_BY_OBJECT.update({info[2]: Dtype(n) for n, info in _INFO.items() if n != "bfloat16"})
_BY_OBJECT.update({info[2][1:]: Dtype(n) for n, info in _INFO.items() if n != "bfloat16"})
_BY_OBJECT.update({"=" + info[2][1:]: Dtype(n) for n, info in _INFO.items() if n != "bfloat16"})
_BY_OBJECT.update({name: t._ivy for name, t in ALIASES.items()})
_BY_OBJECT.update(
    {"float": Dtype("float64"), "int": Dtype("int64"), "complex": Dtype("complex128")}
)
_BY_OBJECT.update({"bool_": Dtype("bool"), "b": Dtype("int8"), "?": Dtype("bool")})


def as_numpy_dtype(obj: Any) -> Dtype:
    """The ivylite dtype NumPy makes of ``obj`` (``int`` is int64, ``float`` float64).

    Accepts frontend dtypes and scalar types, names and codes (``"f4"``,
    ``"<i8"``, ``"double"``), Python types, ivylite dtypes and any framework's
    dtype objects.

    Examples
    --------
    >>> from ivylite.frontends.numpy.dtypes import as_numpy_dtype
    >>> as_numpy_dtype(int), as_numpy_dtype("f4"), as_numpy_dtype(None)
    (int64, float32, float64)
    """
    try:
        return _BY_OBJECT[obj]
    except KeyError:
        pass
    except TypeError:  # unhashable
        scope = _scope(obj)
        if scope is not None:
            raise OutOfScopeError(scope) from None
        raise TypeError(f"Cannot interpret '{obj!r}' as a data type") from None
    if isinstance(obj, dtype):
        return obj._ivy
    inner = getattr(obj, "dtype", None)
    if inner is not None and not isinstance(obj, type):
        return as_numpy_dtype(inner)
    if isinstance(obj, type) and issubclass(obj, generic) and obj._ivy is None:
        raise TypeError(
            f"Converting 'numpy.{obj.__name__}' to a dtype is not allowed: it is abstract; "
            "use a concrete type such as float64"
        )
    scope = _scope(obj)
    if scope is not None:
        raise OutOfScopeError(scope)
    try:
        result = ivylite.as_dtype(obj)
    except (TypeError, ValueError):
        raise TypeError(f"data type {obj!r} not understood") from None
    if not isinstance(obj, str):
        _BY_OBJECT[obj] = result
    return result


class dtype:
    """NumPy's ``dtype``: one of the 15 dtypes, equal to anything that names it.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.dtype("f4")
    dtype('float32')
    >>> np.dtype(np.float32) == "float32", np.dtype(int) == np.int64
    (True, True)
    >>> np.dtype("int16").kind, np.dtype("int16").itemsize
    ('i', 2)
    """

    __slots__ = ("_ivy",)
    _ivy: Dtype

    def __new__(cls, obj: Any, align: bool = False, copy: bool = False) -> dtype:
        if type(obj) is dtype:
            return obj
        return _DTYPES[as_numpy_dtype(obj)]

    @classmethod
    def _make(cls, d: Dtype) -> dtype:
        self = object.__new__(cls)
        self._ivy = d
        return self

    @property
    def name(self) -> str:
        return str(self._ivy)

    @property
    def kind(self) -> str:
        return _INFO[self._ivy][0]

    @property
    def char(self) -> str:
        return _INFO[self._ivy][1]

    @property
    def str(self) -> str:
        return _INFO[self._ivy][2]

    @property
    def itemsize(self) -> int:
        return _INFO[self._ivy][3]

    @property
    def byteorder(self) -> str:
        return "|" if _INFO[self._ivy][3] == 1 else "="

    @property
    def type(self) -> type:
        return _SCALAR_TYPES[self._ivy]

    @property
    def ivy_dtype(self) -> Dtype:
        """The ivylite dtype this dtype stands for (not a NumPy attribute)."""
        return self._ivy

    def __eq__(self, other: Any) -> bool:
        if type(other) is dtype:
            return other is self
        try:
            return as_numpy_dtype(other) is self._ivy
        except TypeError:
            return False

    def __ne__(self, other: Any) -> bool:
        return not self.__eq__(other)

    def __hash__(self) -> int:
        return hash(self._ivy)

    def __repr__(self) -> str:
        if self._ivy == "bfloat16":
            return "dtype(bfloat16)"  # ml_dtypes' own repr
        return f"dtype('{self._ivy}')"

    def __str__(self) -> str:
        return str(self._ivy)

    def __reduce__(self) -> Any:
        return (dtype, (str(self._ivy),))


_DTYPES: dict[Dtype, dtype] = {d: dtype._make(d) for d in ivylite.all_dtypes}


def issubdtype(arg1: Any, arg2: Any) -> bool:
    """Whether ``arg1`` is a sub-type of ``arg2`` in NumPy's type hierarchy.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.issubdtype(np.float32, np.floating), np.issubdtype("int8", np.integer)
    (True, True)
    >>> np.issubdtype(np.float32, float)  # float means float64
    False
    """
    if not (isinstance(arg1, type) and issubclass(arg1, generic)):
        arg1 = _SCALAR_TYPES[as_numpy_dtype(arg1)]
    if not (isinstance(arg2, type) and issubclass(arg2, generic)):
        arg2 = _SCALAR_TYPES[as_numpy_dtype(arg2)]
    return issubclass(arg1, arg2)


_KIND_CHAR = {"bool": "b", "float": "f", "complex": "c", "int": "i", "uint": "u"}


class OutOfScopeError(TypeError):
    """A NumPy feature outside the frontend's scope: string, bytes, object,
    datetime and structured (record) dtypes. The frontend computes numbers and
    bools, the dtypes every backend has.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.array(["a", "b"])
    Traceback (most recent call last):
    ...
    ivylite.frontends.numpy.dtypes.OutOfScopeError: string arrays are out of scope of ivylite's numpy frontend: it has the numeric and bool dtypes of every backend
    """

    def __init__(self, what: str) -> None:
        super().__init__(
            f"{what} are out of scope of ivylite's numpy frontend: it has the numeric and bool "
            "dtypes of every backend"
        )


# NumPy's kind codes and names for the dtypes the frontend does not have.
_SCOPES = {
    "U": "string arrays", "S": "string arrays", "a": "string arrays", "str": "string arrays",
    "bytes": "string arrays", "O": "object arrays", "object": "object arrays",
    "M": "datetime arrays", "m": "datetime arrays", "datetime64": "datetime arrays",
    "timedelta64": "datetime arrays", "V": "structured (record) arrays",
}  # fmt: skip


def _scope(obj: Any) -> str | None:
    """What ``obj`` (a dtype argument) asks for that is out of scope, or None."""
    if obj in (builtins.str, builtins.bytes, builtins.object):
        return _SCOPES[obj.__name__]
    if type(obj) in (builtins.list, builtins.dict) or (
        type(obj) is builtins.tuple and obj and type(obj[0]) is builtins.tuple
    ):
        return "structured (record) arrays"
    if type(obj) is builtins.str:
        code = obj.lstrip("<>=|").rstrip("0123456789")
        for prefix in ("datetime64", "timedelta64", "str", "bytes", "object"):
            if code.startswith(prefix):
                return _SCOPES[prefix]
        if "," in obj:
            return "structured (record) arrays"
        return (
            _SCOPES.get(code[:1])
            if code[:1] in ("U", "S", "a", "O", "M", "m", "V")
            and (len(code) == 1 or code[1:2] in ("8", "["))
            else None
        )
    return None
