"""The templates that build a function's slow path for one backend.

A template takes the function's registry entry, the backend's function and
the backend, and returns the callable that handles every call the forwarder's
fast path does not: it unwraps ``ivylite.Array`` arguments, promotes with
ivylite's tables (never the framework's), refuses or casts an unsupported
dtype, calls the backend function and wraps the result. The binary and unary
templates also say which calls the forwarder may compute directly
(``impl.fast``, a :class:`~ivylite.dispatch.forwarders.FastPath`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .. import config
from ..backends._special import NAMES as SPECIAL_VALUES
from ..backends._special import fix as fix_special_values
from ..backends._special import special_mask
from ..dtypes import Dtype
from ..promotion import result_type
from .arguments import unwrap, unwrap_array
from .forwarders import FastPath
from .refusals import cast_or_refuse, refuse, unsupported_set
from .registry import Entry

if TYPE_CHECKING:
    from ..backend import Backend

__all__ = ["binary", "unary", "passthrough", "custom", "float_of"]

_BOOL = Dtype("bool")
_REAL = {Dtype("complex64"): Dtype("float32"), Dtype("complex128"): Dtype("float64")}


def float_of(dtype: Dtype) -> Dtype:
    """The dtype a float-valued function computes in for an input dtype.

    Floats and complex keep their dtype; integers and bool join a weak float
    (precise: int8 -> float16, int32 -> float64; non-precise: the default
    float dtype), the superset rule that makes ``cos`` of ints work everywhere.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.dispatch import float_of
    >>> float_of(ivylite.int8), float_of(ivylite.int32), float_of(ivylite.complex64)
    (float16, float64, complex64)
    """
    if dtype.kind in ("float", "complex"):
        # Every policy keeps them, including those that leave "f*" undefined
        # (TensorFlow's: no complex-with-Python-float promotion).
        return dtype
    r = config.state().pairs[dtype]["f*"]
    return r if r is not None else result_type(dtype, 1.0)


def _fast_dtypes(B: Backend, unsupported: frozenset, result: str) -> frozenset[Dtype]:
    """The input dtypes whose result dtype is the input's (``bool`` for "bool"),
    with nothing to check, cast or promote."""
    keeps = {
        "same": lambda d: True,
        "bool": lambda d: True,
        "float": lambda d: d.kind in ("float", "complex"),
        "real": lambda d: d.kind != "complex",
    }[result]
    return frozenset(d for d in B.valid_dtypes if d not in unsupported and keeps(d))


def _binary_prepare(entry: Entry, B: Backend, unsupported: frozenset) -> Callable:
    """``prepare(x1, x2) -> (a, b, R)``: natives promoted to the result dtype R."""
    native, cast, name = B.native_dtypes, B.cast, entry.name
    compute_in_float = entry.spec.options.get("result", "same") == "float"
    takes_scalars = entry.spec.options.get("scalars", True)
    boxed = B.boxed_scalar_dtypes

    def prepare(x1: Any, x2: Any) -> tuple[Any, Any, Dtype]:
        a, d1 = unwrap(x1, B, name)
        b, d2 = unwrap(x2, B, name)
        if not takes_scalars and (d1 is None or d2 is None):
            raise TypeError(
                f"{name}: both arguments must be arrays, got "
                f"{type(x1 if d1 is None else x2).__name__}; wrap scalars with ivylite.asarray"
            )
        R = result_type(a if d1 is None else d1, b if d2 is None else d2)
        if compute_in_float:
            R = float_of(R)
        if R in unsupported:
            R = cast_or_refuse(name, R, unsupported, B)
        nR = native[R]
        if d1 is None:  # a leading Python scalar becomes a 0-d array of R
            a = B.scalar(a, nR)
        elif d1 is not R:
            a = cast(a, nR)
        if d2 is None:
            if R in boxed:
                b = B.scalar(b, nR)
        elif d2 is not R:
            b = cast(b, nR)
        return a, b, R

    return prepare


def binary(entry: Entry, fn: Callable, B: Backend) -> Callable:
    """``f(x1, x2)``: promote both to one dtype R, compute in R.

    ``result`` option: ``"same"`` (R), ``"bool"`` (comparisons), ``"float"``
    (true division: computed in :func:`float_of` R). ``scalars=False``
    refuses Python scalars.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.backend("numpy").add(ivylite.asarray([1], dtype="int8"), 1.5).dtype
    float16
    """
    unsupported = unsupported_set(entry, fn, B)
    result = entry.spec.options.get("result", "same")
    prepare = _binary_prepare(entry, B, unsupported)
    A = B.array_cls
    bool_result = result == "bool"

    same = _fast_dtypes(B, unsupported, result)
    complex_fn = complex_variant(entry, B)
    if complex_fn is None:

        def impl(x1, x2, /):
            a, b, R = prepare(x1, x2)
            return A(fn(a, b), _BOOL if bool_result else R)

    else:
        same = frozenset(d for d in same if d.kind != "complex")

        def impl(x1, x2, /):
            a, b, R = prepare(x1, x2)
            return A((complex_fn if R.kind == "complex" else fn)(a, b), _BOOL if bool_result else R)

    with_scalars = same - B.boxed_scalar_dtypes if entry.spec.options.get("scalars", True) else ()
    impl.__name__ = entry.name
    impl.fast = FastPath(fn, same, frozenset(with_scalars))
    return impl


def complex_variant(entry: Entry, B: Backend) -> Callable | None:
    """The backend's own function for complex inputs of ``entry``, if it has one.

    A backend family module may map public names to such functions in
    ``COMPLEX`` (torch's ``add`` of an infinity makes a NaN imaginary part:
    its complex ``add`` adds the parts). Complex calls then take the slow
    path and that function; real ones keep the fast path and its cost.
    """
    return getattr(B.family(entry.family), "COMPLEX", {}).get(entry.attr)


def unary(entry: Entry, fn: Callable, B: Backend) -> Callable:
    """``f(x)``. ``result``: ``"same"`` (the input's dtype), ``"float"`` (computed
    in :func:`float_of` of it), ``"bool"``, or ``"real"`` (complex -> its float).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.backend("numpy").cos(ivylite.asarray([0], dtype="int8")).dtype
    float16
    """
    native, cast = B.native_dtypes, B.cast
    unsupported = unsupported_set(entry, fn, B)
    name = entry.name
    result = entry.spec.options.get("result", "same")
    A = B.array_cls

    def prepare(x: Any) -> tuple[Any, Dtype]:
        a, d = unwrap(x, B, name)
        if d is None:  # a Python scalar: its default dtype, as a 0-d array
            d = result_type(a)
            a = B.scalar(a, native[d])
        R = float_of(d) if result == "float" else d
        if R in unsupported:
            R = cast_or_refuse(name, R, unsupported, B)
        if R is not d:
            a = cast(a, native[R])
        return a, R

    fast = _fast_dtypes(B, unsupported, result)
    compute = fn
    complex_fn = complex_variant(entry, B)
    if complex_fn is not None:
        # The backend's own complex function, on the slow path; real ones keep
        # the fast path as it is.
        complex_natives = {native[d] for d in B.valid_dtypes if d.kind == "complex"}

        def compute(a: Any) -> Any:
            return (complex_fn if a.dtype in complex_natives else fn)(a)

        fast = frozenset(d for d in fast if d.kind != "complex")
    if name in SPECIAL_VALUES:
        # Complex inputs take the slow path, which gives the standard's special
        # values; real ones keep the fast path as it is.
        compute = _with_special_values(name, compute, B)
        fast = frozenset(d for d in fast if d.kind != "complex")

    def impl(x, /):
        a, R = prepare(x)
        if result == "bool":
            return A(compute(a), _BOOL)
        return A(compute(a), _REAL.get(R, R) if result == "real" else R)

    impl.__name__ = name
    impl.fast = FastPath(fn, fast)
    return impl


def _with_special_values(name: str, fn: Callable, B: Backend) -> Callable:
    """``fn`` whose complex results take the standard's special values (signed
    zeros, infinities, NaNs), the same on every backend.

    The check runs on the host: nothing more is done unless an element is
    special. Under tracing (``jax.jit``), where values are not known, the
    framework's own special values stay.
    """
    complex_natives = {B.native_dtypes[d] for d in B.valid_dtypes if d.kind == "complex"}

    def compute(a: Any) -> Any:
        out = fn(a)
        if a.dtype not in complex_natives:
            return out
        try:
            z = B.to_numpy(a)
        except Exception:  # noqa: BLE001 - a traced value: nothing to look at
            return out
        if not special_mask(name, z).any():
            return out
        return B.from_numpy(fix_special_values(name, z, B.to_numpy(out)), out.dtype)

    return compute


def passthrough(entry: Entry, fn: Callable, B: Backend) -> Callable:
    """``f(x, *args, **kwargs)`` whose result has the dtype of ``x`` (reshape, flip...).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.flip(ivylite.asarray([1, 2], dtype="int16")).dtype
    int16
    """
    A = B.array_cls
    unsupported = unsupported_set(entry, fn, B)
    name = entry.name

    def impl(x, /, *args, **kwargs):
        a, d = unwrap_array(x, B, name)
        if d in unsupported:
            raise refuse(name, d, unsupported, B)
        return A(fn(a, *args, **kwargs), d)

    impl.__name__ = name
    return impl


def custom(entry: Entry, fn: Callable, B: Backend) -> Callable:
    """A function whose functional module provides its own builder (``build=``).

    Examples
    --------
    >>> from ivylite.dispatch import registry
    >>> registry()["asarray"].spec.kind
    'custom'
    """
    return entry.spec.options["build"](entry, fn, B)
