"""NumPy's names for what the frontend does not have (string, bytes, object,
datetime and structured dtypes): each raises :class:`OutOfScopeError` saying
so, rather than an ``AttributeError``."""

from __future__ import annotations

from typing import Any

from .dtypes import OutOfScopeError

__all__ = ["NAMES", "OUT_OF_SCOPE", "out_of_scope"]

# name -> what it would make
NAMES = {
    "datetime64": "datetime arrays", "timedelta64": "datetime arrays",
    "datetime_as_string": "datetime arrays", "datetime_data": "datetime arrays",
    "busday_count": "datetime arrays", "busday_offset": "datetime arrays",
    "is_busday": "datetime arrays", "busdaycalendar": "datetime arrays",
    "str_": "string arrays", "bytes_": "string arrays", "character": "string arrays",
    "flexible": "structured (record) arrays", "void": "structured (record) arrays",
    "object_": "object arrays", "recarray": "structured (record) arrays",
    "record": "structured (record) arrays", "fromregex": "structured (record) arrays",
    "frompyfunc": "object arrays", "isnat": "datetime arrays",
    "longdouble": "extended-precision floats", "clongdouble": "extended-precision floats",
    "float128": "extended-precision floats", "complex256": "extended-precision floats",
    "matrix": "matrix objects", "asmatrix": "matrix objects", "bmat": "matrix objects",
    "memmap": "memory-mapped arrays", "nditer": "raw-memory iterators",
    "nested_iters": "raw-memory iterators",
}  # fmt: skip


def out_of_scope(name: str) -> Any:
    """A stand-in for NumPy's ``name`` that raises :class:`OutOfScopeError`.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.datetime64("2024-01-01")
    Traceback (most recent call last):
    ...
    ivylite.frontends.numpy.dtypes.OutOfScopeError: datetime arrays are out of scope of ivylite's numpy frontend: it has the numeric and bool dtypes of every backend
    """

    def refuse(*args: Any, **kwargs: Any) -> Any:
        raise OutOfScopeError(NAMES[name])

    refuse.__name__ = refuse.__qualname__ = name
    refuse.__module__ = __name__
    refuse.__doc__ = (
        f"``numpy.{name}``: {NAMES[name]} are out of scope (raises OutOfScopeError).\n\n"
        "    Examples\n    --------\n    >>> import ivylite.frontends.numpy as np\n"
        f"    >>> np.{name}()\n    Traceback (most recent call last):\n    ...\n"
        f"    ivylite.frontends.numpy.dtypes.OutOfScopeError: {NAMES[name]} are out of scope of "
        "ivylite's numpy frontend: it has the numeric and bool dtypes of every backend\n"
    )
    return refuse


# what each stand-in above would make -> the coverage tool's reason key
_REASON = {
    "datetime arrays": "dtypes", "string arrays": "dtypes", "object arrays": "dtypes",
    "structured (record) arrays": "dtypes", "extended-precision floats": "dtypes",
    "matrix objects": "deprecated", "memory-mapped arrays": "memory",
    "raw-memory iterators": "memory",
}  # fmt: skip


def _by_reason() -> dict[str, tuple[str, ...]]:
    out: dict[str, list[str]] = {}
    for name, what in NAMES.items():
        out.setdefault(_REASON[what], []).append(name)
    return {reason: tuple(names) for reason, names in out.items()}


# The real NumPy names the coverage tool (``python -m ivylite.frontends.coverage numpy``)
# counts neither present nor missing: namespace -> reason key of
# ivylite.frontends.coverage.REASONS -> names or fnmatch patterns ("*": every
# namespace). The stand-ins above are among them.
OUT_OF_SCOPE: dict[str, dict[str, tuple[str, ...]]] = {
    "numpy": {
        **_by_reason(),
        "tooling": ("test", "show_config", "show_runtime", "get_include", "info"),
        "runtime": ("getbufsize", "setbufsize"),
    },
    "numpy.ndarray": {
        "memory": ("ctypes", "data", "flags", "setflags", "getfield", "setfield", "byteswap"),
        "unsafe_files": ("dump", "dumps"),
    },
}  # fmt: skip
