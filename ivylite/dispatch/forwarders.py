"""The callables users call: one forwarder per public function, per backend.

A forwarder holds its backend in one closure cell, its *binding*: a tuple
``(array class, native function, dtypes, scalar dtypes, slow path)`` for a
binary function, ``(array class, native function, dtypes, slow path)`` for a
unary one, and the slow path alone for every other function. The fast path,
the commonest call computed with no promotion, cast or check, is written
here once per shape; everything else goes to the slow path that the
function's template built.

A failed call raises what :func:`~ivylite.dispatch.failures.failed` says:
ivylite's own errors as they are, a framework's error as the built-in type
the same mistake raises on every backend.

``set_backend`` points a public function at another backend by assigning its
binding cell, one assignment per function: a thread calling the function
meanwhile sees either the old binding or the new one, never a mix of both.
The backend's own namespace (``ivylite.backend("torch").add``, and the
``Array`` operators) holds forwarders whose binding never changes.

The binding cell is found by what it holds, not by its name: a forwarder is
created holding :data:`UNBOUND`, and :func:`binding_cell` asserts, once at
registration, that exactly one of its cells does.

The compiled accelerator (``ivylite._accel``, built from ``ivylite/_accel.c``
by ``pip install`` when a C compiler is there) computes the same forwarders
with no Python frame: each compiled forwarder reads the binding cell of its
Python twin, made here as before, and hands the twin any call it does not
handle itself. ``IVYLITE_PURE_PYTHON=1`` in the environment at import time
keeps the Python forwarders; :data:`ACCELERATOR` says which ones are in use.
"""

from __future__ import annotations

import inspect
import os
from collections.abc import Callable
from dataclasses import dataclass
from types import CellType
from typing import Any

from .. import config
from ..array import Array
from ..dtypes import FINITE_RANGES, Dtype
from .arguments import write_out
from .failures import failed

__all__ = [
    "ACCELERATOR",
    "UNBOUND",
    "FastPath",
    "Shape",
    "SHAPES",
    "shape_of",
    "binding_cell",
    "DispatchWiringError",
]


class _Unbound:
    """The binding of a forwarder that has not been registered yet."""

    __repr__ = lambda self: "UNBOUND"  # noqa: E731


UNBOUND: Any = _Unbound()
_EMPTY: frozenset = frozenset()
new = object.__new__


class _NoArray:
    """No value has this exact type: a binding with it never takes the fast path."""

    __slots__ = ()


class DispatchWiringError(RuntimeError):
    """A forwarder does not have exactly one binding cell (a bug in ivylite itself).

    Examples
    --------
    >>> from ivylite.dispatch.forwarders import DispatchWiringError, binding_cell
    >>> try:
    ...     binding_cell(lambda x: x)
    ... except DispatchWiringError as e:
    ...     print(str(e).split(",")[0])
    forwarder <lambda>: expected exactly one closure cell holding UNBOUND (its binding)
    """


def _accelerator() -> tuple[Any, str]:
    """The compiled module and ``"c"``, or None and why the Python forwarders run."""
    if os.environ.get("IVYLITE_PURE_PYTHON", "") not in ("", "0"):
        return None, "python (IVYLITE_PURE_PYTHON is set)"
    try:
        from .. import _accel  # type: ignore[attr-defined]
    except ImportError:
        return None, "python (the compiled accelerator is not built)"
    if getattr(_accel, "VERSION", None) != _ACCEL_VERSION:
        return None, "python (the compiled accelerator is an older build: reinstall ivylite)"
    _accel.configure(Array, _traced_call)
    return _accel, "c"


def _traced_call(self: Any, *args: Any, **kwargs: Any) -> Any:
    """``Forwarder.__call__`` as a tracer reading Python code sees it (torch.compile
    inlines it): the Python twin, which computes the same call. Calls themselves
    run the compiled code."""
    return self.__python_forwarder__(*args, **kwargs)


_ACCEL_VERSION = 1  # the VERSION of ivylite/_accel.c these forwarders call
_ACCEL, ACCELERATOR = _accelerator()


def binding_cell(forward: Callable) -> CellType:
    """The one closure cell of ``forward`` that holds :data:`UNBOUND`.

    Examples
    --------
    >>> from ivylite.dispatch.forwarders import SHAPES, binding_cell, UNBOUND
    >>> binding_cell(SHAPES["unary"].make("neg", False, False)).cell_contents is UNBOUND
    True
    """
    cells = [c for c in forward.__closure__ or () if c.cell_contents is UNBOUND]
    if len(cells) != 1:
        raise DispatchWiringError(
            f"forwarder {forward.__name__}: expected exactly one closure cell holding "
            f"UNBOUND (its binding), found {len(cells)}"
        )
    return cells[0]


@dataclass(frozen=True)
class FastPath:
    """What a template lets the forwarder compute without its slow path.

    ``dtypes``: the dtypes in which arrays of one dtype go straight to
    ``native``, the result having that dtype (``bool`` for comparisons).
    ``scalar_dtypes``: the array dtypes that may take a Python ``int`` or
    ``float`` operand as it is, when the active promotion policy keeps the
    array's dtype for that scalar (and an int fits it).
    """

    native: Callable
    dtypes: frozenset
    scalar_dtypes: frozenset = _EMPTY


def _out_handler(name: str, takes_out: bool) -> Callable:
    """What a forwarder does with ``out=``: write the slow path's result into it."""
    if takes_out:

        def with_out(slow: Callable, out: Any, *args: Any) -> Any:
            return write_out(out, slow(*args), name)

    else:

        def with_out(slow: Callable, out: Any, *args: Any) -> Any:
            raise TypeError(f"{name}() got an unexpected keyword argument 'out'")

    return with_out


def binary_forwarder(name: str, takes_out: bool, result_bool: bool) -> Callable:
    """``f(x1, x2, /, *, out=None)``: two arrays of one dtype, or an array and a
    Python scalar that keeps its dtype, go straight to the native function."""
    binding = UNBOUND
    OUT = Dtype("bool") if result_bool else None
    state = config.read_settings
    ranges = FINITE_RANGES
    with_out = _out_handler(name, takes_out)

    def forward(x1, x2, /, *, out=None):
        A, native, same, scalar, slow = binding
        try:
            if out is not None:
                return with_out(slow, out, x1, x2)
            if type(x1) is A:
                R = x1._dtype
                t2 = type(x2)
                if t2 is A:
                    if R is x2._dtype and R in same:
                        # The result as new(A) and two slot stores, not A(data, dtype):
                        # no Python __init__ frame (~600 of ~7,700 instructions a call).
                        r = new(A)
                        r._data = native(x1._data, x2._data)
                        r._dtype = OUT or R
                        return r
                elif t2 is float:
                    if R in scalar and state().pairs[R]["f*"] is R:
                        r = new(A)
                        r._data = native(x1._data, x2)
                        r._dtype = OUT or R
                        return r
                elif t2 is int and R in scalar and state().pairs[R]["i*"] is R:
                    lo, hi = ranges[R]
                    if lo <= x2 <= hi:
                        r = new(A)
                        r._data = native(x1._data, x2)
                        r._dtype = OUT or R
                        return r
            return slow(x1, x2)
        except Exception as e:  # free unless raised (zero-cost try)
            raise failed(slow, (x1, x2), {}, e)  # noqa: B904 - failed() sets the cause

    if _ACCEL is None:
        return forward
    return _ACCEL.binary(forward, binding_cell(forward), OUT, with_out, config.current, ranges,
                         failed)  # fmt: skip


def unary_forwarder(name: str, takes_out: bool, result_bool: bool) -> Callable:
    """``f(x, /, *, out=None)``: an array of a fast dtype goes straight to the
    native function, the result keeping its dtype (``bool`` for predicates)."""
    binding = UNBOUND
    OUT = Dtype("bool") if result_bool else None
    with_out = _out_handler(name, takes_out)

    def forward(x, /, *, out=None):
        A, native, same, slow = binding
        try:
            if out is not None:
                return with_out(slow, out, x)
            if type(x) is A and x._dtype in same:
                r = new(A)  # no __init__ frame, as in binary_forwarder
                r._data = native(x._data)
                r._dtype = OUT or x._dtype
                return r
            return slow(x)
        except Exception as e:
            raise failed(slow, (x,), {}, e)  # noqa: B904

    if _ACCEL is None:
        return forward
    return _ACCEL.unary(forward, binding_cell(forward), OUT, with_out, failed)


def generic_forwarder(name: str, takes_out: bool, result_bool: bool) -> Callable:
    """Any other signature: the slow path is the whole function."""
    binding = UNBOUND

    def forward(*args, **kwargs):
        try:
            return binding(*args, **kwargs)
        except Exception as e:
            raise failed(binding, args, kwargs, e)  # noqa: B904

    if _ACCEL is None:
        return forward
    return _ACCEL.generic(forward, binding_cell(forward), failed)


@dataclass(frozen=True)
class Shape:
    """A forwarder shape: how to make its forwarder and what its binding holds."""

    name: str
    make: Callable[[str, bool, bool], Callable]  # (name, takes_out, result_bool) -> forwarder

    def binding(self, array_cls: type | None, fast: FastPath | None, slow: Callable) -> Any:
        """The value of the binding cell for a backend (``fast`` None: no fast path)."""
        if self.name == "generic":
            return slow
        if fast is None:
            array_cls, fast = _NoArray, FastPath(None, _EMPTY)  # type: ignore[arg-type]
        if self.name == "binary":
            return (array_cls, fast.native, fast.dtypes, fast.scalar_dtypes, slow)
        return (array_cls, fast.native, fast.dtypes, slow)


SHAPES: dict[str, Shape] = {
    "binary": Shape("binary", binary_forwarder),
    "unary": Shape("unary", unary_forwarder),
    "generic": Shape("generic", generic_forwarder),
}

_P, _K = inspect.Parameter.POSITIONAL_ONLY, inspect.Parameter.KEYWORD_ONLY


def shape_of(sig: inspect.Signature, handles_out: bool) -> tuple[Shape, bool]:
    """The forwarder shape for a signature, and whether it takes ``out=``.

    ``(x1, x2, /)`` and ``(x1, x2, /, *, out=None)`` are binary, ``(x, /)``
    and ``(x, /, *, out=None)`` unary; everything else is generic.

    Examples
    --------
    >>> import inspect
    >>> from ivylite.dispatch.forwarders import shape_of
    >>> def f(x1, x2, /, *, out=None): ...
    >>> shape, takes_out = shape_of(inspect.signature(f), handles_out=True)
    >>> shape.name, takes_out
    ('binary', True)
    """
    params = list(sig.parameters.values())
    kinds = tuple(p.kind for p in params)
    takes_out = handles_out and bool(params) and params[-1].name == "out"
    if kinds in ((_P, _P), (_P, _P, _K)) and (len(kinds) == 2 or takes_out):
        return SHAPES["binary"], takes_out
    if kinds in ((_P,), (_P, _K)) and (len(kinds) == 1 or takes_out):
        return SHAPES["unary"], takes_out
    return SHAPES["generic"], takes_out
