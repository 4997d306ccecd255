"""The decorator every public function of the TensorFlow frontend wears.

:func:`frontend` unwraps ``tf.Tensor`` arguments into ivylite arrays, wraps
the result back, and refuses the dtypes TensorFlow refuses. Those are
declared on the public function with ``ivylite.with_unsupported_dtypes`` (or
``with_supported_dtypes``) keyed by ``"tensorflow"``, so that
``ivylite.function_unsupported_dtypes`` reports them too; the declaration is
read once, at the function's first call.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

import ivylite
from ivylite.array import Array
from ivylite.decorators import resolve_versioned, support_declaration
from ivylite.dtypes import all_dtypes, expand_dtype_classes

from .._common import to_ivy_arrays_and_back
from .promotion import default_dtype
from .tensor import Tensor

__all__ = ["frontend", "refused_dtypes", "TF_VERSION"]

# The TensorFlow release this frontend reproduces; declarations resolve against
# the installed TensorFlow when there is one, else against this version.
TF_VERSION = "2.21.0"

_wrap_result = to_ivy_arrays_and_back(Tensor)


def _installed_version() -> str:
    from importlib import metadata

    try:
        return metadata.version("tensorflow")
    except metadata.PackageNotFoundError:
        return TF_VERSION


def refused_dtypes(fn: Callable) -> frozenset:
    """The dtypes the frontend function ``fn`` refuses, from its declarations.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> from ivylite.frontends.tensorflow.func_wrapper import refused_dtypes
    >>> sorted(refused_dtypes(tf.add))
    [bool]
    """
    version = _installed_version()
    refused: set = set()
    for decl in support_declaration(fn):
        value, key = resolve_versioned(decl.table, version)
        listed = expand_dtype_classes(value or (), valid=all_dtypes)
        if decl.supported:
            if key is not None:
                refused.update(d for d in all_dtypes if d not in listed)
        else:
            refused.update(listed)
    return frozenset(refused)


def frontend(fn: Callable | None = None, *, arg: str | None = None) -> Any:
    """Make ``fn`` (written over ivylite arrays) a TensorFlow frontend function.

    The dtype checked against the declarations is that of the argument named
    ``arg`` if given (``logits`` for the losses), else of the first array
    argument, else of the first argument as TensorFlow would convert it.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.frontends.tensorflow.func_wrapper import frontend
    >>> @ivylite.with_unsupported_dtypes({"2.21 and below": ("bool",)}, "tensorflow")
    ... @frontend
    ... def double(x):
    ...     return ivylite.add(x, x)
    >>> double(ivylite.asarray([1, 2]))
    <tf.Tensor: shape=(2,), dtype=int32, numpy=array([2, 4], dtype=int32)>
    >>> double(ivylite.asarray([True]))
    Traceback (most recent call last):
    ...
    ivylite.dispatch.UnsupportedDtypeError: tf.double does not support bool: TensorFlow 2.21 has no bool kernel for it (declared in ...); cast the input with tf.cast first
    """
    if fn is None:
        return functools.partial(frontend, arg=arg)
    code = fn.__code__
    names = code.co_varnames[: code.co_argcount]
    name = arg if arg is not None else (names[0] if names else None)
    position = names.index(name) if name in names else None
    refused: list[frozenset] = []  # filled at the first call, once the declarations exist
    where = fn.__module__

    @functools.wraps(fn)
    def checked(*args: Any, **kwargs: Any) -> Any:
        if not refused:
            refused.append(refused_dtypes(public))
        bad = refused[0]
        if bad:
            d = _checked_dtype(args, kwargs, name, position, arg is not None)
            if d in bad:
                raise ivylite.UnsupportedDtypeError(
                    f"tf.{fn.__name__} does not support {d}: TensorFlow 2.21 has no {d} kernel "
                    f"for it (declared in {where}); cast the input with tf.cast first"
                )
        return fn(*args, **kwargs)

    public = _wrap_result(checked)
    return public


def _checked_dtype(args: tuple, kwargs: dict, name: Any, position: Any, named: bool) -> Any:
    if not named:
        for a in args:
            if isinstance(a, Array):
                return a._dtype
    x = args[position] if position is not None and position < len(args) else kwargs.get(name)
    if x is None:
        return None
    try:
        return default_dtype(x)
    except Exception:  # noqa: BLE001 - the function itself explains why x does not convert
        return None
