"""Calling a row's function on both sides with the same neutral values, and the
small facts the checks need about those values and the frontend."""

from __future__ import annotations

import warnings
from collections.abc import Callable
from typing import Any

import numpy as np

import ivylite
from ivylite.frontends import frontend_of
from ivylite.frontends.coverage.measure import resolve

from .adapters import ADAPTERS, Adapter
from .compare import outcome
from .kinds import Arr, Ctx, DtypeArg, Kind
from .row import Fn

__all__ = ["target", "frontend_function", "run_frontend", "run_real", "make_values",
           "describe", "arrays", "scale", "holds", "declared", "error_class", "key"]  # fmt: skip


def target(row: Fn, side: str) -> Callable[..., Any]:
    """The callable ``row`` names on ``side`` (a method is called on the first argument)."""
    path = row.name if side == "real" else f"ivylite.frontends.{row.name}"
    owner_path, attr = path.rsplit(".", 1)
    owner = resolve(owner_path)
    if owner is None or not hasattr(owner, attr):
        raise AssertionError(f"{row.id}: {path} does not exist")
    if isinstance(owner, type):
        return lambda self, *args, **kwargs: getattr(self, attr)(*args, **kwargs)
    return getattr(owner, attr)


def frontend_function(row: Fn) -> Any:
    """The frontend's function object (None for a method)."""
    owner = resolve(f"ivylite.frontends.{row.name.rsplit('.', 1)[0]}")
    return None if isinstance(owner, type) else getattr(owner, row.name.rsplit(".", 1)[1])


def error_class(row: Fn) -> type[Exception]:
    """The exception the row's frontend refuses a dtype with."""
    return frontend_of(ADAPTERS[row.framework].array_class).error_class


def declared(fn: Any) -> set[str]:
    """The dtypes the frontend function declares unsupported on the current backend."""
    if fn is None or frontend_of(fn) is None:
        return set()
    return {str(d) for d in ivylite.function_unsupported_dtypes(fn)}


def convert(adapter: Adapter, side: str, value: Any) -> Any:
    """A neutral value as ``side``'s (arrays, dtypes; lists inside)."""
    if isinstance(value, Arr):
        return adapter.array(side, value)
    if isinstance(value, DtypeArg):
        return adapter.dtype(side, value.name)
    if isinstance(value, list):
        return [convert(adapter, side, v) for v in value]
    return value


def invoke(row: Fn, fn: Callable, args: list, kwargs: dict) -> Any:
    return row.call(fn, *args, **kwargs) if row.call else fn(*args, **kwargs)


def _thunk(row: Fn, adapter: Adapter, side: str, fn: Callable, values: tuple) -> Callable:
    args, kwargs = values

    def call() -> Any:
        conv = [convert(adapter, side, v) for v in args]
        kw = {k: convert(adapter, side, v) for k, v in kwargs.items()}
        return invoke(row, fn, conv, kw)

    return call


def quiet(fn: Callable[[], Any]) -> Any:
    # both sides warn alike (log(0), 0/0); the values are what is compared
    with warnings.catch_warnings(), np.errstate(all="ignore"):
        warnings.simplefilter("ignore")
        return fn()


def run_frontend(row: Fn, adapter: Adapter, fn: Callable, values: tuple) -> Any:
    """The frontend's outcome of one call on the current backend: its result read
    back, or the exception."""
    call = _thunk(row, adapter, "frontend", fn, values)
    return quiet(lambda: outcome(lambda: adapter.read("frontend", call())))


def run_real(row: Fn, adapter: Adapter, fn: Callable, many: list[tuple]) -> list:
    """The framework's outcomes of several calls (the adapter may run them together)."""
    raw = quiet(lambda: adapter.run_real([_thunk(row, adapter, "real", fn, v) for v in many]))
    return [r if isinstance(r, Exception)
            else quiet(lambda r=r: outcome(lambda: adapter.read("real", r))) for r in raw]  # fmt: skip


def make_values(row: Fn, ctx: Ctx) -> tuple[list, dict]:
    """The row's arguments, made in order (a kind may refer to an earlier one)."""
    args: list = []
    for i, kind in enumerate(row.args):
        args.append(ctx.values.setdefault(i, kind.make(ctx) if isinstance(kind, Kind) else kind))
    kwargs = {}
    for name, kind in row.kwargs.items():
        ctx.values[name] = kwargs[name] = kind.make(ctx) if isinstance(kind, Kind) else kind
    return args, kwargs


def arrays(values: Any) -> list[Arr]:
    if isinstance(values, Arr):
        return [values]
    if isinstance(values, (list, tuple)):
        return [a for v in values for a in arrays(v)]
    if isinstance(values, dict):
        return [a for v in values.values() for a in arrays(v)]
    return []


def key(values: Any) -> Any:
    """A hashable identity of neutral values (the framework's outcomes are kept by it)."""
    if isinstance(values, Arr):
        return (values.dtype, values.data.shape, values.data.tobytes())
    if isinstance(values, (list, tuple)):
        return (type(values).__name__, *[key(v) for v in values])
    if isinstance(values, dict):
        return tuple((k, key(v)) for k, v in values.items())
    return repr(values)


def scale(values: tuple) -> float:
    """The largest finite magnitude among the input arrays (at least 1)."""
    mags = [float(abs(a.data.astype(complex)).max()) for a in arrays(values) if a.data.size]
    return max([1.0, *[m for m in mags if m == m and m != float("inf")]])


def holds(values: tuple) -> bool:
    """Whether the current backend has every input array's dtype."""
    valid = {str(d) for d in ivylite.valid_dtypes}
    return all(a.dtype in valid for a in arrays(values))


def describe(values: tuple) -> str:
    """``(float32[2, 3], 1, keepdim=True)``: a call's arguments, for messages."""
    args, kwargs = values

    def show(v: Any) -> str:
        if isinstance(v, Arr):
            return f"{v.dtype}{list(v.data.shape)}"
        if isinstance(v, list):
            return "[" + ", ".join(show(x) for x in v) + "]"
        return repr(v)

    parts = [show(v) for v in args] + [f"{k}={show(v)}" for k, v in kwargs.items()]
    return f"({', '.join(parts)})"
