"""ivylite's own exception types.

One mistake raises one exception type on every backend. Each type subclasses
the built-in exception a Python user would catch for that kind of mistake
(a wrong dtype is a ``TypeError``, a missing framework an ``ImportError``),
so code written against plain Python exceptions keeps working.
"""

from __future__ import annotations

__all__ = ["UnsupportedDtypeError", "BackendMismatchError", "BackendNotAvailableError"]


class UnsupportedDtypeError(TypeError):
    """A function was called with a dtype its backend does not support.

    Examples
    --------
    >>> import ivylite
    >>> x = ivylite.asarray([4.0, 6.0])
    >>> try:
    ...     ivylite.lcm(x, x)
    ... except ivylite.UnsupportedDtypeError as e:
    ...     print(str(e).split(" (")[0])
    lcm does not support float32 on numpy ...
    """


class BackendMismatchError(TypeError):
    """Arrays of two different backends met in one call.

    Examples
    --------
    >>> import ivylite
    >>> issubclass(ivylite.BackendMismatchError, TypeError)
    True
    """


class BackendNotAvailableError(ImportError):
    """The requested backend is unknown, not installed, or cannot be loaded.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.set_backend("mxnet")
    Traceback (most recent call last):
    ...
    ivylite.errors.BackendNotAvailableError: set_backend('mxnet'): unknown backend; choose one of numpy, torch, jax, tensorflow, paddle, dask
    """
