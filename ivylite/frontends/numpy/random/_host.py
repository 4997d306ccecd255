"""Crossing between the frontend and the host generator that makes NumPy's
streams: arguments become host values, results frontend arrays.

NumPy's own generator (``numpy.random.RandomState``: MT19937;
``numpy.random.Generator``: PCG64 and the other bit generators) draws the
numbers, so every stream is NumPy's bit for bit; the arrays then move to the
backend. A NumPy scalar result is a 0-d array of its dtype (the frontend's
stand-in for NumPy scalars); a Python scalar stays one.
"""

from __future__ import annotations

from typing import Any

import numpy

from ivylite.frontends._common import FrontendArray

from ..dtypes import as_numpy_dtype, dtype, generic

__all__ = ["to_host", "host_kwargs", "from_host", "sample", "host_dtype"]


def host_dtype(d: Any) -> Any:
    """A dtype argument as NumPy takes it (frontend dtypes and types by name).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> from ivylite.frontends.numpy.random._host import host_dtype
    >>> host_dtype(np.int8), host_dtype(float)
    ('int8', <class 'float'>)
    """
    if isinstance(d, dtype) or (isinstance(d, type) and issubclass(d, generic)):
        return str(as_numpy_dtype(d))
    return d


def to_host(x: Any) -> Any:
    """A frontend array (or a list holding them) as a host NumPy array.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> from ivylite.frontends.numpy.random._host import to_host
    >>> to_host(np.array([1, 2])).tolist(), to_host(3)
    ([1, 2], 3)
    """
    if isinstance(x, FrontendArray):
        return numpy.asarray(x.ivy_array)
    if type(x) in (list, tuple) and any(isinstance(e, FrontendArray) for e in x):
        return type(x)(to_host(e) for e in x)
    return x


def host_kwargs(kwargs: dict) -> dict:
    """Keyword arguments as host values (``dtype`` by name).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> from ivylite.frontends.numpy.random._host import host_kwargs
    >>> host_kwargs({"dtype": np.float32, "size": 2})
    {'dtype': 'float32', 'size': 2}
    """
    return {k: (host_dtype(v) if k == "dtype" else to_host(v)) for k, v in kwargs.items()}


def from_host(x: Any) -> Any:
    """A host result as the frontend gives it.

    Examples
    --------
    >>> import numpy
    >>> from ivylite.frontends.numpy.random._host import from_host
    >>> from_host(numpy.arange(2)), from_host(numpy.float32(0.5)), from_host(0.25)
    (array([0, 1]), array(0.5, dtype=float32), 0.25)
    """
    if isinstance(x, (numpy.ndarray, numpy.generic)):
        import ivylite

        from ..ndarray import ndarray

        return ndarray(ivylite.asarray(numpy.asarray(x)))
    if type(x) is tuple:
        return tuple(from_host(e) for e in x)
    return x


def sample(method: Any, *args: Any, **kwargs: Any) -> Any:
    """``method`` (a host generator's) called with host arguments; its result as
    the frontend gives it.

    Examples
    --------
    >>> import numpy
    >>> from ivylite.frontends.numpy.random._host import sample
    >>> sample(numpy.random.RandomState(0).randint, 0, 10, size=3)
    array([5, 0, 3])
    """
    if kwargs.get("dtype") is not None:
        import ivylite

        # refused before drawing (a backend without uint64...): the stream stays put
        ivylite.zeros((), dtype=as_numpy_dtype(kwargs["dtype"]))
    return from_host(method(*(to_host(a) for a in args), **host_kwargs(kwargs)))
