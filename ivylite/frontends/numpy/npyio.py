"""NumPy's input and output: ``save``/``load`` (the ``.npy`` format) and
``savetxt``/``loadtxt`` (text), written and read by NumPy from a host copy of the values.
"""

from __future__ import annotations

from typing import Any

import ivylite

from .dtypes import as_numpy_dtype
from .ndarray import ndarray
from .promotion import as_array

__all__ = [
    "save", "load", "savetxt", "loadtxt",
]  # fmt: skip


def _host(a: Any) -> Any:
    import numpy

    return numpy.asarray(as_array(getattr(a, "ivy_array", a)))


def save(file: Any, arr: Any, allow_pickle: bool = False) -> None:
    """Write ``arr`` to a NumPy ``.npy`` file (real NumPy reads it).

    Examples
    --------
    >>> import io, ivylite.frontends.numpy as np
    >>> f = io.BytesIO(); np.save(f, np.arange(3)); _ = f.seek(0); np.load(f)
    array([0, 1, 2])
    """
    import numpy

    numpy.save(file, _host(arr), allow_pickle=False)


def load(file: Any, mmap_mode: Any = None, allow_pickle: bool = False, **kwargs: Any) -> Any:
    """Read an array from a NumPy ``.npy`` file (``.npz`` archives as a dict).

    Examples
    --------
    >>> import io, ivylite.frontends.numpy as np
    >>> f = io.BytesIO(); np.save(f, np.ones(2)); _ = f.seek(0); np.load(f)
    array([1., 1.])
    """
    import numpy

    data = numpy.load(file, allow_pickle=False)
    if isinstance(data, numpy.ndarray):
        return ndarray(ivylite.asarray(data))
    return {k: ndarray(ivylite.asarray(data[k])) for k in data.files}


def savetxt(fname: Any, X: Any, *args: Any, **kwargs: Any) -> None:
    """Write a 1-D or 2-D array as text (NumPy's arguments).

    Examples
    --------
    >>> import io, ivylite.frontends.numpy as np
    >>> f = io.StringIO(); np.savetxt(f, np.array([[1, 2]]), fmt="%d"); f.getvalue()
    '1 2\\n'
    """
    import numpy

    numpy.savetxt(fname, _host(X), *args, **kwargs)


def loadtxt(fname: Any, dtype: Any = float, *args: Any, **kwargs: Any) -> Any:
    """Read an array from text (NumPy's arguments).

    Examples
    --------
    >>> import io, ivylite.frontends.numpy as np
    >>> np.loadtxt(io.StringIO("1 2\\n3 4"))
    array([[1., 2.],
           [3., 4.]])
    """
    import numpy

    d = str(as_numpy_dtype(dtype))
    return ndarray(ivylite.asarray(numpy.loadtxt(fname, d, *args, **kwargs)))
