"""What the jax frontend's functions share: the jax
:class:`~ivylite.frontends._common.Frontend`, operands in, frontend arrays out,
JAX's promotion and weak types in between, and JAX's dtype refusals.

A function body works on ivylite arrays. :func:`operand` turns one argument
into ``(ivylite array, weak?)``; :func:`unary` and :func:`binary` run an
ivylite function with JAX's result dtype and weak-type rule; :func:`wrap`
builds the frontend array (weakly typed or not). The bodies convert their own
arguments (a weak type lives on the frontend array), so the declaration
helpers below register a function with ``JAX.function(converts=False)``, and
the body checks the dtype it computes in with ``JAX.check``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ivylite
from ivylite.dtypes import Dtype

from .._common import AxisRules, Frontend, FrontendArray
from .array import Array, WeakArray
from .promotion import jax_dtype, result_dtype_and_weak, to_inexact, to_ivy, to_numeric

__all__ = [
    "JAX",
    "JaxUnsupportedDtypeError",
    "operand",
    "operands",
    "wrap",
    "unary",
    "binary",
    "unsupported_dtypes",
    "supported_dtypes",
    "not_implemented_dtypes",
    "dtype_arg",
    "SAME",
    "INEXACT",
    "NUMERIC",
    "KEEP",
    "AXES",
    "update_values",
    "fill_for",
]


class JaxUnsupportedDtypeError(TypeError):
    """A function called with a dtype JAX refuses: a ``TypeError``, as JAX raises.
    It is not ivylite's ``UnsupportedDtypeError``, which stays the backend's
    error for a dtype the backend lacks.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.negative(jnp.asarray([True]))
    Traceback (most recent call last):
    ...
    ivylite.frontends.jax.func_wrapper.JaxUnsupportedDtypeError: jax.numpy.negative does not support bool in jax 0.10.2 (declared in ivylite.frontends.jax.numpy.math); cast the input with .astype first
    """


# The jax frontend reproduces JAX 0.10.2 with 64-bit types enabled.
JAX = Frontend(
    "jax",
    "0.10.2",
    Array,
    JaxUnsupportedDtypeError,
    namespaces={
        "": "jax", "numpy": "jax.numpy", "numpy.linalg": "jax.numpy.linalg", "lax": "jax.lax",
        "nn": "jax.nn",
    },
    advice="cast the input with .astype first",
)  # fmt: skip

# JAX's axis arguments: a bool is an axis (True is 1); out of range is NumPy's
# message as a ValueError (ivylite's AxisError, also an IndexError as jnp.argmax
# raises); a repeated axis a ValueError.
AXES = AxisRules(bools=True)

# The version key of every declaration: the jax releases they were measured on.
_VERSIONS = "0.10 and below"

# Python scalars as JAX (x64) makes arrays of them: dtype, weakly typed?
_SCALAR = {
    bool: (Dtype("bool"), False),
    int: (Dtype("int64"), True),
    float: (Dtype("float64"), True),
    complex: (Dtype("complex128"), True),
}


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


def unsupported_dtypes(*dtypes: str) -> Callable[[Callable], Callable]:
    """Declare the dtypes JAX refuses for a function (dtype classes allowed).

    The declaration is ivylite's, keyed by "jax" (``ivylite.function_unsupported_dtypes``
    reports it); the function's body checks with ``JAX.check``.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.subtract(jnp.asarray([True]), True)
    Traceback (most recent call last):
    ...
    ivylite.frontends.jax.func_wrapper.JaxUnsupportedDtypeError: jax.numpy.subtract does not support bool in jax 0.10.2 (declared in ivylite.frontends.jax.numpy.math); cast the input with .astype first
    """

    def decorate(fn: Callable) -> Callable:
        fn = JAX.function(fn, converts=False)
        return ivylite.with_unsupported_dtypes({_VERSIONS: tuple(dtypes)}, "jax")(fn)

    return decorate


def supported_dtypes(*dtypes: str) -> Callable[[Callable], Callable]:
    """Declare the only dtypes JAX accepts for a function (see :func:`unsupported_dtypes`).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.floor(jnp.asarray([1 + 2j]))
    Traceback (most recent call last):
    ...
    ivylite.frontends.jax.func_wrapper.JaxUnsupportedDtypeError: jax.numpy.floor does not support complex128 in jax 0.10.2 (declared in ivylite.frontends.jax.numpy.math); cast the input with .astype first
    """

    def decorate(fn: Callable) -> Callable:
        fn = JAX.function(fn, converts=False)
        return ivylite.with_supported_dtypes({_VERSIONS: tuple(dtypes)}, "jax")(fn)

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
    ivylite.frontends.jax.func_wrapper.JaxUnsupportedDtypeError: jax.numpy.arctan2 does not support complex128: jax 0.10.2 accepts it, ivylite's jax frontend does not compute it (declared in ivylite.frontends.jax.numpy.math); cast the input with .astype first
    """

    def decorate(fn: Callable) -> Callable:
        fn = JAX.function(fn, converts=False, limits=dtypes)
        return ivylite.with_unsupported_dtypes({_VERSIONS: tuple(dtypes)}, "jax")(fn)

    return decorate


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
    JAX.check(fn, d)
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
    JAX.check(fn, d)
    out = op(to_ivy(x1, d), to_ivy(x2, d))
    if how != KEEP and out.dtype is not d:
        out = ivylite.astype(out, d)
    return WeakArray(out) if weak else Array(out)


def update_values(values: Any, d: Any) -> Any:
    """Update values cast to the array's dtype, as JAX's scatter casts them."""
    if isinstance(values, FrontendArray):
        values = values.ivy_array
    elif type(values) in _SCALAR:
        values = operand(values)[0]
    elif not isinstance(values, ivylite.Array):
        values = ivylite.asarray(values)
    return values if values.dtype is d else ivylite.astype(values, d)


def fill_for(d: Any, fill_value: Any) -> Any:
    """JAX's default fill for out-of-bounds gathers: NaN, the lowest signed or the highest
    unsigned integer, True."""
    if fill_value is None:
        kind = d.kind
        if kind in ("float", "complex"):
            fill_value = float("nan")
        elif kind == "int":
            fill_value = int(ivylite.iinfo(d).min)
        elif kind == "uint":
            fill_value = int(ivylite.iinfo(d).max)
        else:
            fill_value = True
        return ivylite.asarray(fill_value, dtype=d)
    return update_values(fill_value, d)
