"""NumPy's print options: ``set_printoptions``, ``get_printoptions``,
``printoptions``, and the formatting functions that follow them
(``array2string``, ``array_repr``, ``array_str``).

The frontend's options are its own (setting them does not change real
NumPy's) and context-local, as NumPy 2's are. Arrays are formatted by NumPy
from a host copy, under the frontend's options.
"""

from __future__ import annotations

import contextlib
import contextvars
from collections.abc import Iterator
from typing import Any

import numpy

from .promotion import as_array

__all__ = [
    "set_printoptions", "get_printoptions", "printoptions", "array2string", "array_repr",
    "array_str", "formatted",
]  # fmt: skip

_DEFAULT: dict[str, Any] = {
    "edgeitems": 3, "threshold": 1000, "floatmode": "maxprec", "precision": 8,
    "suppress": False, "linewidth": 75, "nanstr": "nan", "infstr": "inf", "sign": "-",
    "formatter": None, "legacy": False, "override_repr": None,
}  # fmt: skip
_OPTIONS: contextvars.ContextVar[dict[str, Any]] = contextvars.ContextVar(
    "ivylite_numpy_printoptions", default=_DEFAULT
)


def set_printoptions(
    precision: Any = None,
    threshold: Any = None,
    edgeitems: Any = None,
    linewidth: Any = None,
    suppress: Any = None,
    nanstr: Any = None,
    infstr: Any = None,
    formatter: Any = None,
    sign: Any = None,
    floatmode: Any = None,
    *,
    legacy: Any = None,
    override_repr: Any = None,
) -> None:
    """Set how arrays print (NumPy's options and checks).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.set_printoptions(precision=2)
    >>> np.array([3.14159])
    array([3.14])
    >>> np.set_printoptions(precision=8)
    """
    given = {k: v for k, v in locals().items() if v is not None}
    new = {**_OPTIONS.get(), **given}
    if formatter is None and "formatter" not in given:
        new["formatter"] = None  # NumPy resets the formatter unless given
    with numpy.printoptions(**new):  # NumPy validates the values
        new = numpy.get_printoptions()
    _OPTIONS.set(new)


def get_printoptions() -> dict[str, Any]:
    """The current print options.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.get_printoptions()["precision"]
    8
    """
    return dict(_OPTIONS.get())


@contextlib.contextmanager
def printoptions(*args: Any, **kwargs: Any) -> Iterator[dict[str, Any]]:
    """Print options for a block.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> with np.printoptions(precision=1, suppress=True):
    ...     print(np.array([1e-9, 2.25]))
    [0.  2.2]
    """
    token = _OPTIONS.set(_OPTIONS.get())
    try:
        set_printoptions(*args, **kwargs)
        yield get_printoptions()
    finally:
        _OPTIONS.reset(token)


def formatted(fn: Any, *args: Any, **kwargs: Any) -> str:
    """``fn(*args, **kwargs)`` (a NumPy formatting function) under the frontend's options.

    Examples
    --------
    >>> import numpy
    >>> from ivylite.frontends.numpy._printing import formatted
    >>> formatted(str, numpy.array([0.5]))
    '[0.5]'
    """
    with numpy.printoptions(**_OPTIONS.get()):
        return fn(*args, **kwargs)


def _host(a: Any) -> numpy.ndarray:
    return numpy.asarray(as_array(a))


def array2string(a: Any, *args: Any, **kwargs: Any) -> str:
    """The array as a string (NumPy's arguments).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.array2string(np.array([1, 2, 3]), separator=", ")
    '[1, 2, 3]'
    """
    return formatted(numpy.array2string, _host(a), *args, **kwargs)


def array_repr(arr: Any, *args: Any, **kwargs: Any) -> str:
    """``repr`` of an array (NumPy's arguments).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.array_repr(np.array([1.5], dtype=np.float32))
    'array([1.5], dtype=float32)'
    """
    return formatted(numpy.array_repr, _host(arr), *args, **kwargs)


def array_str(a: Any, *args: Any, **kwargs: Any) -> str:
    """``str`` of an array (NumPy's arguments).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.array_str(np.arange(3))
    '[0 1 2]'
    """
    return formatted(numpy.array_str, _host(a), *args, **kwargs)
