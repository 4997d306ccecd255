"""A row (:class:`Fn`) and what the harness does with it.

:func:`check_row` draws a few calls with hypothesis; for each it calls the real
framework once, then the frontend on every installed backend (inputs whose
dtype a backend cannot hold skip that backend), and compares outcomes; rows
with ``grad=True`` also compare float64 gradients on the backends with
autodiff. Then, once per row, :func:`sweep_row` calls the function with fixed
small inputs of every dtype the framework has, on one backend, and checks
that the frontend's declared unsupported dtypes are exactly those it refuses
with its error (and that the framework refuses, bar the frontend's declared
limits), and that every other dtype gives the framework's outcome.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

import ivylite
from ivylite.frontends import frontend_of
from ivylite.frontends.coverage.measure import resolve
from tests.conftest import INSTALLED, NO_AUTODIFF

from .adapters import ADAPTERS, Adapter, Leaf
from .compare import assert_same, assert_same_outcome, outcome
from .kinds import Arr, Ctx, DtypeArg, Kind

__all__ = ["Fn", "check_row", "sweep_row", "examples", "DEFAULT_EXAMPLES"]

DEFAULT_EXAMPLES = 3
# Backends whose every new call is costly: JAX compiles each operation anew for every
# shape and dtype (~40 ms a time here), dask builds and runs a task graph (~20 ms).
# They check one drawn call per row, the second (hypothesis's first is its simplest:
# zeros of the first dtype), which the other backends check too.
ONE_CALL = ("jax", "dask")
# the order dtypes are drawn in: the common ones first
_PREFERRED = {d: i for i, d in enumerate(("float32", "int64", "float64", "bool", "int32",
    "complex64", "float16", "bfloat16", "int8", "int16", "uint8", "uint16", "uint32", "uint64",
    "complex128"))}  # fmt: skip
_PHASES = (Phase.explicit, Phase.reuse, Phase.generate, Phase.shrink)
_PHASES_XFAIL = (Phase.explicit, Phase.generate)  # an expected failure: no time shrinking it


@dataclass(frozen=True)
class Fn:
    """One frontend function (or method), described once: its public name as the
    framework spells it, its arguments' kinds, and how to compare.

    - ``args``/``kwargs``: kinds (``tests.frontends.harness.kinds``) or plain values;
    - ``grad``: compare float64 gradients of the group-0 floating arrays with the
      framework's autodiff, on every backend that has autodiff;
    - ``tol``: relative tolerances per result dtype, overriding the defaults;
    - ``variant``: a suffix of the test id, for a second row of one function;
    - ``call``: ``call(fn, *args, **kwargs)`` for a small composition around the
      function (``lambda f, x: f(x).values``); by default ``fn(*args, **kwargs)``;
    - ``sweep``: run the per-dtype sweep (off for functions whose first argument
      does not carry the dtype, such as creation functions);
    - ``skip``: backend -> why the row does not run there (a known limitation);
    - ``xfail``: a known difference from the framework, said in one line: the row is
      expected to fail, strictly (once the difference is fixed the row passes and
      fails the run, so the marker comes off with the fix).
    """

    name: str
    args: Sequence[Any] = ()
    kwargs: Mapping[str, Any] = field(default_factory=dict)
    grad: bool = False
    tol: Mapping[str, float] = field(default_factory=dict)
    variant: str = ""
    call: Callable[..., Any] | None = None
    sweep: bool = True
    skip: Mapping[str, str] = field(default_factory=dict)
    xfail: str = ""

    @property
    def framework(self) -> str:
        return self.name.split(".")[0]

    @property
    def id(self) -> str:
        return f"{self.name}-{self.variant}" if self.variant else self.name

    def groups(self) -> dict[int, tuple[str, ...]]:
        """Dtype group -> the dtypes its arrays draw from (the first kind to name a
        group decides)."""
        out: dict[int, tuple[str, ...]] = {}
        for kind in [*self.args, *self.kwargs.values()]:
            if isinstance(kind, Kind):
                for group, names in kind.groups().items():
                    out.setdefault(group, names)
        return out


def examples(config: Any = None) -> int:
    """How many calls a row draws: ``--harness-examples N``, else the environment's
    ``IVYLITE_HARNESS_EXAMPLES``, else 3."""
    option = config.getoption("--harness-examples", default=None) if config else None
    return int(option or os.environ.get("IVYLITE_HARNESS_EXAMPLES") or DEFAULT_EXAMPLES)


# --- calling both sides --------------------------------------------------------------


def _target(row: Fn, side: str) -> Callable[..., Any]:
    path = row.name if side == "real" else f"ivylite.frontends.{row.name}"
    owner_path, attr = path.rsplit(".", 1)
    owner = resolve(owner_path)
    if owner is None or not hasattr(owner, attr):
        raise AssertionError(f"{row.id}: {path} does not exist")
    if isinstance(owner, type):  # a method: called on the first argument
        return lambda self, *args, **kwargs: getattr(self, attr)(*args, **kwargs)
    return getattr(owner, attr)


def frontend_function(row: Fn) -> Any:
    """The frontend's function object (None for a method)."""
    owner = resolve(f"ivylite.frontends.{row.name.rsplit('.', 1)[0]}")
    return None if isinstance(owner, type) else getattr(owner, row.name.rsplit(".", 1)[1])


def _convert(adapter: Adapter, side: str, value: Any) -> Any:
    if isinstance(value, Arr):
        return adapter.array(side, value)
    if isinstance(value, DtypeArg):
        return adapter.dtype(side, value.name)
    if isinstance(value, list):
        return [_convert(adapter, side, v) for v in value]
    return value


def _invoke(row: Fn, fn: Callable, args: list, kwargs: dict) -> Any:
    return row.call(fn, *args, **kwargs) if row.call else fn(*args, **kwargs)


def _run(row: Fn, adapter: Adapter, side: str, fn: Callable, values: tuple) -> Any:
    """The outcome of one call on ``side``: its result read back, or the exception."""
    args, kwargs = values

    def call() -> Any:
        conv = [_convert(adapter, side, v) for v in args]
        kw = {k: _convert(adapter, side, v) for k, v in kwargs.items()}
        return adapter.read(side, _invoke(row, fn, conv, kw))

    return outcome(call)


def _make(row: Fn, ctx: Ctx) -> tuple[list, dict]:
    args: list = []
    for i, kind in enumerate(row.args):
        args.append(ctx.values.setdefault(i, kind.make(ctx) if isinstance(kind, Kind) else kind))
    kwargs = {}
    for name, kind in row.kwargs.items():
        ctx.values[name] = kwargs[name] = kind.make(ctx) if isinstance(kind, Kind) else kind
    return args, kwargs


def _arrays(values: Any) -> list[Arr]:
    if isinstance(values, Arr):
        return [values]
    if isinstance(values, (list, tuple)):
        return [a for v in values for a in _arrays(v)]
    if isinstance(values, dict):
        return [a for v in values.values() for a in _arrays(v)]
    return []


def _scale(values: tuple) -> float:
    mags = [float(abs(a.data.astype(complex)).max()) for a in _arrays(values) if a.data.size]
    return max([1.0, *[m for m in mags if m == m and m != float("inf")]])


def _holds(values: tuple) -> bool:
    valid = {str(d) for d in ivylite.valid_dtypes}
    return all(a.dtype in valid for a in _arrays(values))


def _real(values: tuple) -> bool:
    return not any(a.dtype.startswith("complex") for a in _arrays(values))


def _backends(row: Fn) -> list[str]:
    return [b for b in INSTALLED if b not in row.skip]


# --- the drawn calls ---------------------------------------------------------------


def _error_class(row: Fn) -> type[Exception]:
    """The exception the row's frontend refuses a dtype with."""
    return frontend_of(ADAPTERS[row.framework].array_class).error_class


def _declared(fn: Any) -> set[str]:
    """The dtypes the frontend function declares unsupported on the current backend."""
    if fn is None or frontend_of(fn) is None:
        return set()
    return {str(d) for d in ivylite.function_unsupported_dtypes(fn)}


def _grad_positions(row: Fn, args: list) -> list[int]:
    """The positional arrays gradients are taken for: group 0, floating allowed."""
    out = []
    for i, (kind, value) in enumerate(zip(row.args, args)):
        groups = kind.groups() if isinstance(kind, Kind) else {}
        if isinstance(value, Arr) and "float64" in groups.get(0, ()):
            out.append(i)
    return out


def _jitter(shape: tuple[int, ...], k: int) -> np.ndarray:
    n = int(np.prod(shape))
    return (((np.arange(n) * 0.618 + 0.1 + 0.37 * k) % 1) * 0.02 + 0.005).reshape(shape)


def _check_grads(row: Fn, adapter: Adapter, values: tuple, note: str) -> None:
    args, kwargs = values
    positions = _grad_positions(row, args)
    assert positions, f"{row.id}: grad=True but no floating array argument in group 0"
    # away from kinks and ties (|x| at 0, max(x, y) at x == y, relu6 at 6), where the
    # frameworks pick different one-sided derivatives: a small distinct offset per element
    inputs = [args[i].data.astype("float64") + _jitter(args[i].data.shape, k)
              for k, i in enumerate(positions)]  # fmt: skip

    def caller(side: str) -> Callable[..., Any]:
        fn = _target(row, side)

        def f(*xs: Any) -> Any:
            given = dict(zip(positions, xs))
            conv = [given[i] if i in given else _convert(adapter, side, v)
                    for i, v in enumerate(args)]  # fmt: skip
            kw = {k: _convert(adapter, side, v) for k, v in kwargs.items()}
            return _invoke(row, fn, conv, kw)

        return f

    want = outcome(lambda: adapter.grads("real", caller("real"), inputs))
    if isinstance(want, Exception):
        return  # the framework has no gradient here: nothing to compare
    scale = max([1.0, *[float(abs(g).max()) for g in want if g.size]])
    others = ([v for i, v in enumerate(args) if i not in positions], kwargs)
    for backend in [b for b in _backends(row) if b not in NO_AUTODIFF]:
        with ivylite.using_backend(backend):
            if not _holds(others):
                continue
            got = outcome(lambda: adapter.grads("frontend", caller("frontend"), inputs))
        context = f"{row.id}: gradient on {backend} {note}"
        if isinstance(got, Exception):
            raise AssertionError(f"{context}: the frontend raises {got!r}") from got
        assert len(got) == len(want), (
            f"{context}: {len(got)} gradients, the framework's {len(want)}"
        )
        for i, (g, w) in enumerate(zip(got, want)):
            assert_same(Leaf(g, "float64"), Leaf(w, "float64"), f"{context} [input {i}]",
                        {"float64": 1e-8}, scale)  # fmt: skip


def _describe(values: tuple) -> str:
    args, kwargs = values

    def show(v: Any) -> str:
        if isinstance(v, Arr):
            return f"{v.dtype}{list(v.data.shape)}"
        if isinstance(v, list):
            return "[" + ", ".join(show(x) for x in v) + "]"
        return repr(v)

    parts = [show(v) for v in args] + [f"{k}={show(v)}" for k, v in kwargs.items()]
    return f"({', '.join(parts)})"


def check_row(row: Fn, n: int) -> None:
    """Draw ``n`` calls of ``row`` and compare the frontend with the framework on
    every installed backend (and gradients, for ``grad=True`` rows)."""
    adapter = ADAPTERS[row.framework]
    real_fn, fe_fn = _target(row, "real"), _target(row, "frontend")
    groups = row.groups()
    with ivylite.using_backend("numpy" if "numpy" in INSTALLED else INSTALLED[0]):
        refused = _declared(frontend_function(row))
    refusal = _error_class(row)
    choices = {}
    for group, names in groups.items():
        allowed = sorted(
            (d for d in names if d in adapter.dtypes and d not in refused), key=_PREFERRED.get
        )  # hypothesis's simplest call takes the first
        assert allowed, f"{row.id}: group {group} has no dtype the frontend accepts"
        choices[group] = allowed
    if row.grad:
        assert adapter.autodiff, f"{row.id}: {row.framework} has no gradients to compare"

    full = min(1, n - 1)  # the call the ONE_CALL backends and the gradients check

    @settings(max_examples=n, derandomize=True, deadline=None, database=None,
              suppress_health_check=list(HealthCheck), print_blob=False,
              phases=_PHASES_XFAIL if row.xfail else _PHASES)  # fmt: skip
    @given(data=st.data())
    def one_call(data: Any) -> None:
        dtypes = {g: data.draw(st.sampled_from(c), label=f"dtype[{g}]") for g, c in choices.items()}
        values = _make(row, Ctx(dtypes, adapter.dtypes, data.draw))
        note = _describe(values)
        index = len(calls)
        calls.append(note)
        every = index == full or failed  # once a call fails, its shrinking runs everywhere
        want = _run(row, adapter, "real", real_fn, values)
        scale = _scale(values)
        try:
            for backend in _backends(row):
                if backend in ONE_CALL and not every:
                    continue
                with ivylite.using_backend(backend):
                    if not _holds(values):
                        continue
                    got = _run(row, adapter, "frontend", fe_fn, values)
                assert_same_outcome(got, want, f"{row.id}{note} on {backend}", dict(row.tol),
                                    scale, refusal)  # fmt: skip
            # gradients once per row (backends with autodiff trace and compile them anew
            # for every call): the first call from the full one on that computes
            if (row.grad and index >= full and (not graded or failed)
                    and not isinstance(want, Exception) and _real(values)):  # fmt: skip
                graded.append(note)
                _check_grads(row, adapter, values, note)
        except AssertionError:
            failed.append(note)
            raise

    graded: list[str] = []
    calls: list[str] = []
    failed: list[str] = []
    one_call()


# --- the dtype sweep --------------------------------------------------------------------


def sweep_row(row: Fn, backend: str) -> None:
    """Every dtype the framework has, with fixed inputs, on ``backend``: the declared
    unsupported dtypes are exactly those the frontend refuses with its error (and
    that the framework refuses, bar the frontend's declared limits); every other
    dtype gives the framework's outcome."""
    adapter = ADAPTERS[row.framework]
    real_fn, fe_fn, function = (
        _target(row, "real"),
        _target(row, "frontend"),
        frontend_function(row),
    )
    frontend = frontend_of(function) if function is not None else None
    refusal = _error_class(row)
    firsts = {g: names[0] for g, names in row.groups().items()}
    failures = []
    with ivylite.using_backend(backend):
        declared = _declared(function)
        limits = {str(d) for d in frontend.limits(function)} if frontend else set()
        valid = {str(d) for d in ivylite.valid_dtypes}
        for d in [d for d in adapter.dtypes if d in valid]:
            values = _make(row, Ctx({**firsts, 0: d}, adapter.dtypes, None))
            if not _holds(values):
                continue
            want = _run(row, adapter, "real", real_fn, values)
            got = _run(row, adapter, "frontend", fe_fn, values)
            context = f"{row.id}{_describe(values)} on {backend}"
            if d in declared:
                if not isinstance(got, Exception):
                    failures.append(f"{context}: {d} is declared unsupported, the frontend "
                                    f"computes {got!r}")  # fmt: skip
                elif not isinstance(want, Exception) and d not in limits:
                    failures.append(f"{context}: {d} is declared unsupported, the framework "
                                    "computes it (declare it a limit, or support it)")  # fmt: skip
                continue
            try:
                assert_same_outcome(got, want, context, dict(row.tol), _scale(values), refusal)
            except AssertionError as e:
                failures.append(str(e).split("\n")[0])
    assert not failures, f"{len(failures)} dtypes differ:\n" + "\n".join(failures)
