"""What every frontend shares: its array class's base, and moving between a
frontend's arrays and ivylite's.

A frontend array holds one :class:`ivylite.Array` (``ivy_array``). Frontend
functions are written over ivylite arrays; :func:`to_ivy_arrays_and_back`
unwraps frontend arrays in the arguments (top level and inside one list or
tuple) and wraps the ivylite arrays in the result, in one pass each way.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from ..array import Array

__all__ = ["FrontendArray", "unwrap", "to_ivy_arrays_and_back"]


class FrontendArray:
    """Base of the frontends' array classes (``torch.Tensor``, ``numpy.ndarray``...).

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.frontends._common import FrontendArray
    >>> FrontendArray(ivylite.asarray([1, 2])).ivy_array.tolist()
    [1, 2]
    """

    __slots__ = ("ivy_array",)

    def __init__(self, ivy_array: Array) -> None:
        self.ivy_array = ivy_array


def unwrap(x: Any) -> Any:
    """The ivylite array inside a frontend array; anything else unchanged.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.frontends._common import FrontendArray, unwrap
    >>> a = ivylite.asarray([1.0])
    >>> unwrap(FrontendArray(a)) is a, unwrap(3)
    (True, 3)
    """
    return x.ivy_array if isinstance(x, FrontendArray) else x


def _unwrap_arg(x: Any) -> Any:
    if isinstance(x, FrontendArray):
        return x.ivy_array
    if type(x) in (list, tuple) and any(isinstance(e, FrontendArray) for e in x):
        return type(x)(e.ivy_array if isinstance(e, FrontendArray) else e for e in x)
    return x


def _wrapper(cls: type[FrontendArray]) -> Callable[[Any], Any]:
    def wrap(x: Any) -> Any:
        if isinstance(x, Array):
            return cls(x)
        if isinstance(x, tuple):
            parts = [wrap(e) for e in x]
            # namedtuples (eigh, slogdet, unique results...) keep their type
            return type(x)(*parts) if hasattr(x, "_fields") else tuple(parts)
        if isinstance(x, list):
            return [wrap(e) for e in x]
        return x

    return wrap


def to_ivy_arrays_and_back(cls: type[FrontendArray]) -> Callable[[Callable], Callable]:
    """Decorator factory: ``fn`` sees ivylite arrays; its caller gets ``cls`` arrays.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.frontends._common import FrontendArray, to_ivy_arrays_and_back
    >>> @to_ivy_arrays_and_back(FrontendArray)
    ... def double(x):
    ...     return x * 2
    >>> double(FrontendArray(ivylite.asarray([1, 2]))).ivy_array.tolist()
    [2, 4]
    """
    wrap = _wrapper(cls)

    def decorate(fn: Callable) -> Callable:
        @functools.wraps(fn)
        def frontend_fn(*args: Any, **kwargs: Any) -> Any:
            args = tuple(map(_unwrap_arg, args))
            if kwargs:
                kwargs = {k: _unwrap_arg(v) for k, v in kwargs.items()}
            return wrap(fn(*args, **kwargs))

        return frontend_fn

    return decorate
