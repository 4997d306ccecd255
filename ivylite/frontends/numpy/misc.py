"""NumPy's miscellaneous routines: the memory ranges of arrays (``shares_memory``,
``may_share_memory``) and ``iterable``.
"""

from __future__ import annotations

import builtins
from typing import Any

from ._helpers import D
from ._views import View

__all__ = [
    "shares_memory", "may_share_memory", "iterable",
]  # fmt: skip

_I64, _F64, _BOOL = D("int64"), D("float64"), D("bool")


def shares_memory(a: Any, b: Any, max_work: Any = None) -> bool:
    """Whether ``a`` and ``b`` share elements (a view and its base do).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> x = np.arange(4)
    >>> np.shares_memory(x, x[::2]), np.shares_memory(x, x.copy())
    (True, False)
    """

    def root(x: Any) -> Any:
        if isinstance(x, View):
            return x.base
        return x

    ra, rb = root(a), root(b)
    if ra is rb or getattr(ra, "ivy_array", None) is getattr(rb, "ivy_array", 0):
        return True
    native_a = getattr(getattr(ra, "ivy_array", None), "data", None)
    native_b = getattr(getattr(rb, "ivy_array", None), "data", None)
    if native_a is None or native_b is None:
        return False
    try:
        import numpy

        if isinstance(native_a, numpy.ndarray) and isinstance(native_b, numpy.ndarray):
            return builtins.bool(numpy.shares_memory(native_a, native_b))
        return native_a.untyped_storage().data_ptr() == native_b.untyped_storage().data_ptr()
    except AttributeError:
        return native_a is native_b


def may_share_memory(a: Any, b: Any, max_work: Any = None) -> bool:
    """Whether ``a`` and ``b`` might share elements (as :func:`shares_memory` here).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> x = np.arange(4)
    >>> np.may_share_memory(x, x[1:])
    True
    """
    return shares_memory(a, b)


def iterable(y: Any) -> bool:
    """Whether ``y`` can be iterated (0-d arrays cannot).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.iterable([1]), np.iterable(np.array(1)), np.iterable(np.arange(2))
    (True, False, True)
    """
    try:
        iter(y)
    except TypeError:
        return False
    return not (hasattr(y, "ivy_array") and y.ndim == 0)
