"""What the jax frontend's functions share: operands in, frontend arrays out,
JAX's promotion and weak types in between, and JAX's dtype refusals.

A function body works on ivylite arrays. :func:`operand` turns one argument
into ``(ivylite array, weak?)``; :func:`unary` and :func:`binary` run an
ivylite function with JAX's result dtype and weak-type rule; :func:`wrap`
builds the frontend array (weakly typed or not).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ivylite
from ivylite.dtypes import Dtype, expand_dtype_classes

from .._common import to_ivy_arrays_and_back
from .array import Array, WeakArray
from .promotion import jax_dtype, result_dtype_and_weak, to_inexact, to_ivy, to_numeric

__all__ = [
    "JAX_VERSION_KEY",
    "operand",
    "operands",
    "wrap",
    "to_jax",
    "unary",
    "binary",
    "unsupported_dtypes",
    "supported_dtypes",
    "check_dtype",
    "dtype_arg",
    "not_implemented_dtypes",
    "SAME",
    "INEXACT",
    "NUMERIC",
    "KEEP",
]

# The version key of every declaration: the jax release this frontend reproduces.
JAX_VERSION_KEY = "0.10 and below"

# Python scalars as JAX (x64) makes arrays of them: dtype, weakly typed?
_SCALAR = {
    bool: (Dtype("bool"), False),
    int: (Dtype("int64"), True),
    float: (Dtype("float64"), True),
    complex: (Dtype("complex128"), True),
}

to_jax = to_ivy_arrays_and_back(Array)


def wrap(x: Any, weak: bool = False) -> Array:
    """An ivylite array as a frontend array (weakly typed if ``weak``)."""
    return WeakArray(x) if weak else Array(x)


def operand(x: Any, fn: str = "jax.numpy") -> tuple[Any, bool]:
    """``(ivylite array, weak?)`` of a function argument: a frontend, ivylite or
    native array, a NumPy array or scalar, or a Python scalar. Lists are refused,
    as JAX refuses them."""
    if isinstance(x, Array):
        return x.ivy_array, x.weak_type
    s = _SCALAR.get(type(x))
    if s is not None:
        return to_ivy(x, s[0]), s[1]
    if isinstance(x, ivylite.Array):
        return x, False
    if hasattr(x, "dtype") and hasattr(x, "shape") and not isinstance(x, type):
        return ivylite.asarray(x), False
    raise TypeError(f"{fn} requires ndarray or scalar arguments, got {type(x)}")


def operands(args: Any, fn: str) -> tuple[list[Any], Dtype, bool]:
    """Several arguments promoted together: ivylite arrays of one dtype, that dtype, weak?"""
    for x in args:
        if isinstance(x, (list, tuple)):
            raise TypeError(f"{fn} requires ndarray or scalar arguments, got {type(x)}")
    d, weak = result_dtype_and_weak(*args)
    return [to_ivy(x, d) for x in args], d, weak


# function -> (dtypes it refuses, its public name)
_UNSUPPORTED: dict[Any, tuple[frozenset[Dtype], str]] = {}


def _public_name(fn: Callable) -> str:
    module = fn.__module__.replace("ivylite.frontends.", "")
    if not module.endswith(".linalg") and module.count(".") >= 2:
        module = module.rsplit(".", 1)[0]  # jax.numpy.math -> jax.numpy
    return f"{module}.{fn.__name__}"


def unsupported_dtypes(*dtypes: str) -> Callable[[Callable], Callable]:
    """Declare the dtypes JAX refuses for a function (dtype classes allowed).

    The declaration is ivylite's (``ivylite.function_unsupported_dtypes``
    reports it, keyed by the framework name "jax"); the set is expanded once
    here, so the per-call check (:func:`check_dtype`) is one lookup.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.negative(jnp.asarray([True]))
    Traceback (most recent call last):
    ...
    TypeError: jax.numpy.negative does not accept dtype bool (JAX 0.10 refuses it too)
    """
    bad = frozenset(expand_dtype_classes(dtypes))

    def decorate(fn: Callable) -> Callable:
        fn = ivylite.with_unsupported_dtypes({JAX_VERSION_KEY: tuple(dtypes)}, "jax")(fn)
        _UNSUPPORTED[fn] = (bad, _public_name(fn))
        return fn

    return decorate


def supported_dtypes(*dtypes: str) -> Callable[[Callable], Callable]:
    """Declare the only dtypes JAX accepts for a function (see :func:`unsupported_dtypes`).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.floor(jnp.asarray([1 + 2j]))
    Traceback (most recent call last):
    ...
    TypeError: jax.numpy.floor does not accept dtype complex128 (JAX 0.10 refuses it too)
    """
    good = set(expand_dtype_classes(dtypes))
    bad = frozenset(d for d in ivylite.all_dtypes if d not in good)

    def decorate(fn: Callable) -> Callable:
        fn = ivylite.with_supported_dtypes({JAX_VERSION_KEY: tuple(dtypes)}, "jax")(fn)
        _UNSUPPORTED[fn] = (bad, _public_name(fn))
        return fn

    return decorate


def not_implemented_dtypes(*dtypes: str) -> Callable[[Callable], Callable]:
    """Declare dtypes JAX accepts but this frontend cannot compute with ivylite.

    Declared to ivylite like JAX's own refusals (the frontend function does
    not support them), with an error that says the limit is the frontend's.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.arctan2(jnp.asarray([1j]), 1j)
    Traceback (most recent call last):
    ...
    TypeError: jax.numpy.arctan2: dtype complex128 is not implemented by ivylite's jax frontend (JAX accepts it); cast the input first
    """
    bad = frozenset(expand_dtype_classes(dtypes))

    def decorate(fn: Callable) -> Callable:
        fn = ivylite.with_unsupported_dtypes({JAX_VERSION_KEY: tuple(dtypes)}, "jax")(fn)
        _NOT_IMPLEMENTED[fn] = (bad, _public_name(fn))
        return fn

    return decorate


_NOT_IMPLEMENTED: dict[Any, tuple[frozenset[Dtype], str]] = {}


def check_dtype(fn: Callable, d: Dtype) -> None:
    """Raise a TypeError if ``fn`` is declared not to accept ``d`` (by JAX or by us)."""
    declared = _UNSUPPORTED.get(fn)
    if declared is not None and d in declared[0]:
        raise TypeError(f"{declared[1]} does not accept dtype {d} (JAX 0.10 refuses it too)")
    declared = _NOT_IMPLEMENTED.get(fn)
    if declared is not None and d in declared[0]:
        raise TypeError(
            f"{declared[1]}: dtype {d} is not implemented by ivylite's jax frontend (JAX accepts "
            "it); cast the input first"
        )


def dtype_arg(d: Any) -> Dtype | None:
    """A ``dtype=`` argument as an ivylite dtype (Python types as JAX x64 reads them)."""
    if d is None:
        return None
    return jax_dtype(d)


# How the result dtype follows the promoted one.
SAME = 0  # the promoted dtype (the op's result is cast back to it)
INEXACT = 1  # integers and bools to float (by width), as jnp.sqrt
NUMERIC = 2  # bools to int32, as jnp.power
KEEP = 3  # whatever the op returns (comparisons, abs of complex)


def unary(fn: Callable, x: Any, op: Callable, how: int = SAME) -> Array:
    """``op`` on one operand; JAX keeps the operand's weak type."""
    a, weak = operand(x, fn.__name__)
    d = a.dtype
    if how == INEXACT:
        d = to_inexact(d)
    elif how == NUMERIC:
        d = to_numeric(d)
    check_dtype(fn, d)
    if a.dtype is not d:
        a = ivylite.astype(a, d)
    out = op(a)
    if how != KEEP and out.dtype is not d:
        out = ivylite.astype(out, d)
    return WeakArray(out) if weak else Array(out)


def binary(fn: Callable, x1: Any, x2: Any, op: Callable, how: int = SAME) -> Array:
    """``op`` on two operands promoted JAX's way; weak if JAX's result is."""
    if isinstance(x1, (list, tuple)) or isinstance(x2, (list, tuple)):
        raise TypeError(f"{fn.__name__} requires ndarray or scalar arguments, got a sequence")
    d, weak = result_dtype_and_weak(x1, x2)
    if how == INEXACT:
        d = to_inexact(d)
    elif how == NUMERIC:
        d = to_numeric(d)
    check_dtype(fn, d)
    out = op(to_ivy(x1, d), to_ivy(x2, d))
    if how != KEEP and out.dtype is not d:
        out = ivylite.astype(out, d)
    return WeakArray(out) if weak else Array(out)
