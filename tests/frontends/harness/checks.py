"""What the harness does with a row.

:func:`check_row` first lets hypothesis draw the row's calls (``n`` of them,
``derandomize=True``: the same calls every run) and, with the dtype sweep's
calls, hands them ALL to the framework at once (JAX runs them in one
``jax.jit``: one compilation per row instead of one per operation, shape and
dtype). Then hypothesis draws the same calls again, and for each the frontend
runs on every installed backend (inputs whose dtype a backend cannot hold
skip it) and its outcome is compared with the framework's; rows with
``grad=True`` compare float64 gradients once, on the backends with autodiff. A
failing call is shrunk by hypothesis to its simplest form (the framework then
runs for each new call). Last, the sweep: every dtype the framework has, with
fixed small inputs, on one backend: the declared unsupported dtypes are exactly
those the frontend refuses (and the framework refuses, bar the frontend's
declared limits); every other dtype gives the framework's outcome.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

import ivylite
from ivylite.frontends import frontend_of
from tests.conftest import INSTALLED, NO_AUTODIFF

from .adapters import ADAPTERS
from .calls import (
    arrays,
    convert,
    declared,
    describe,
    error_class,
    frontend_function,
    holds,
    invoke,
    key,
    make_values,
    run_frontend,
    run_real,
    scale,
    target,
)
from .compare import Leaf, assert_same, assert_same_outcome, outcome
from .kinds import Arr, Ctx, Kind
from .row import Fn

__all__ = ["check_row", "sweep_calls", "sweep_row", "ONE_CALL"]

# Backends whose every new call is costly: JAX compiles each operation anew for every
# shape and dtype (~40 ms a time here), dask builds and runs a task graph (~20 ms).
# They check one drawn call per row, the second (hypothesis's first is its simplest:
# zeros of the first dtype), which the other backends check too.
ONE_CALL = ("jax", "dask")
# the order dtypes are drawn in: the common ones first (hypothesis's simplest call
# takes the first)
_PREFERRED = {d: i for i, d in enumerate((
    "float32", "int64", "float64", "bool", "int32", "complex64", "float16", "bfloat16", "int8",
    "int16", "uint8", "uint16", "uint32", "uint64", "complex128"))}  # fmt: skip
_PHASES = (Phase.explicit, Phase.generate, Phase.shrink)
_PHASES_XFAIL = (Phase.explicit, Phase.generate)  # an expected failure: no time shrinking it


def _sweep_backend() -> str:
    return "numpy" if "numpy" in INSTALLED else INSTALLED[0]


def _choices(row: Fn) -> dict[int, list[str]]:
    """Per dtype group, the dtypes drawn: those the framework has and the frontend
    does not declare unsupported."""
    adapter = ADAPTERS[row.framework]
    with ivylite.using_backend(_sweep_backend()):
        refused = declared(frontend_function(row))
    out = {}
    for group, names in row.groups().items():
        allowed = [d for d in names if d in adapter.dtypes and d not in refused]
        assert allowed, f"{row.id}: group {group} has no dtype the frontend accepts"
        out[group] = sorted(allowed, key=_PREFERRED.get)
    return out


class _RowRun:
    """One row's drawn calls: collected, run by the framework together, then checked."""

    def __init__(self, row: Fn, n: int) -> None:
        self.row, self.n = row, n
        self.adapter = ADAPTERS[row.framework]
        self.real_fn, self.fe_fn = target(row, "real"), target(row, "frontend")
        self.refusal = error_class(row)
        self.choices = _choices(row)
        self.wants: dict = {}  # key(values) -> the framework's outcome
        self.collected: list[tuple] = []
        self.mode = "collect"
        self.calls = 0
        self.graded = self.failed = False
        self.full = min(1, n - 1)  # the call the ONE_CALL backends and the gradients check

    def draw(self) -> Callable[[], None]:
        phases = _PHASES_XFAIL if self.row.xfail else _PHASES

        @settings(max_examples=self.n, derandomize=True, deadline=None, database=None,
                  suppress_health_check=list(HealthCheck), print_blob=False,
                  phases=phases)  # fmt: skip
        @given(data=st.data())
        def one_call(data: Any) -> None:
            dtypes = {g: data.draw(st.sampled_from(c), label=f"dtype[{g}]")
                      for g, c in self.choices.items()}  # fmt: skip
            values = make_values(self.row, Ctx(dtypes, self.adapter.dtypes, data.draw))
            if self.mode == "collect":
                self.collected.append(values)
            else:
                self.check(values)

        return one_call

    def prefetch(self, many: list[tuple]) -> None:
        todo = {key(v): v for v in many if key(v) not in self.wants}
        outs = run_real(self.row, self.adapter, self.real_fn, list(todo.values()))
        self.wants.update(zip(todo, outs))

    def want(self, values: tuple) -> Any:
        if key(values) not in self.wants:  # a call of hypothesis's shrinking
            self.prefetch([values])
        return self.wants[key(values)]

    def check(self, values: tuple) -> None:
        index, self.calls = self.calls, self.calls + 1
        every = index == self.full or self.failed  # a failing call shrinks everywhere
        want, note = self.want(values), describe(values)
        try:
            for backend in [b for b in INSTALLED if b not in self.row.skip]:
                if backend in ONE_CALL and not every:
                    continue
                with ivylite.using_backend(backend):
                    if not holds(values):
                        continue
                    got = run_frontend(self.row, self.adapter, self.fe_fn, values)
                    if not holds_result(want):  # the backend lacks the result's dtype
                        assert isinstance(got, ivylite.UnsupportedDtypeError), (
                            f"{self.row.id}{note} on {backend}: the backend lacks the result's "
                            f"dtype, the frontend gives {got!r} (not ivylite's clear error)"
                        )
                        continue
                assert_same_outcome(got, want, f"{self.row.id}{note} on {backend}",
                                    dict(self.row.tol), scale(values), self.refusal)  # fmt: skip
            # gradients once per row (backends with autodiff trace and compile them
            # anew for every call): the first call from the full one on that computes
            if (self.row.grad and index >= self.full and (not self.graded or self.failed)
                    and not isinstance(want, Exception) and _real(values)):  # fmt: skip
                self.graded = True
                check_grads(self.row, values, note)
        except AssertionError:
            self.failed = True
            raise


def holds_result(want: Any) -> bool:
    """Whether the current backend has every dtype of the framework's result."""
    if isinstance(want, Exception):
        return True
    valid = {str(d) for d in ivylite.valid_dtypes}
    if isinstance(want, Leaf):
        return want.dtype in valid
    if isinstance(want, list):
        return all(holds_result(w) for w in want)
    if isinstance(want, dict):
        return all(holds_result(w) for w in want.values())
    return True


def _real(values: tuple) -> bool:
    return not any(a.dtype.startswith("complex") for a in arrays(values))


def check_row(row: Fn, n: int, sweep_backend: str | None = None) -> None:
    """Draw ``n`` calls of ``row`` and compare the frontend with the framework on every
    installed backend (and gradients, for ``grad=True`` rows); then, with a
    ``sweep_backend``, the dtype sweep there."""
    if row.grad:
        assert ADAPTERS[row.framework].autodiff, f"{row.id}: {row.framework} has no gradients"
    run = _RowRun(row, n)
    one_call = run.draw()
    one_call()  # collect
    if 0 not in row.groups():  # no array takes the swept dtype: nothing to sweep
        sweep_backend = None
    sweep = sweep_calls(row, sweep_backend) if sweep_backend else {}
    run.prefetch([*run.collected, *sweep.values()])
    run.mode = "check"
    one_call()
    if sweep_backend:
        sweep_row(row, sweep_backend, sweep, run.wants)


# --- gradients ---------------------------------------------------------------------------


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


def check_grads(row: Fn, values: tuple, note: str) -> None:
    """float64 gradients of ``sum(output * cotangent)``: the frontend's on every
    backend with autodiff against the framework's."""
    adapter = ADAPTERS[row.framework]
    args, kwargs = values
    positions = _grad_positions(row, args)
    assert positions, f"{row.id}: grad=True but no floating array argument in group 0"
    # away from kinks and ties (|x| at 0, max(x, y) at x == y, relu6 at 6), where the
    # frameworks pick different one-sided derivatives: a small distinct offset per element
    inputs = [np.asarray(args[i].data.astype("float64") + _jitter(args[i].data.shape, k))
              for k, i in enumerate(positions)]  # fmt: skip

    def caller(side: str) -> Callable[..., Any]:
        fn = target(row, side)

        def f(*xs: Any) -> Any:
            given = dict(zip(positions, xs))
            conv = [given[i] if i in given else convert(adapter, side, v)
                    for i, v in enumerate(args)]  # fmt: skip
            kw = {k: convert(adapter, side, v) for k, v in kwargs.items()}
            return invoke(row, fn, conv, kw)

        return f

    want = outcome(lambda: adapter.grads("real", caller("real"), inputs))
    if isinstance(want, Exception):
        raise AssertionError(
            f"{row.id}: the framework's gradient raises {want!r} "
            "(grad=True on a function it does not differentiate?)"
        ) from want
    size = max([1.0, *[float(abs(g).max()) for g in want if g.size]])
    others = ([v for i, v in enumerate(args) if i not in positions], kwargs)
    for backend in [b for b in INSTALLED if b not in NO_AUTODIFF and b not in row.skip]:
        with ivylite.using_backend(backend):
            if not holds(others):
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
                        {"float64": 1e-8}, size)  # fmt: skip


# --- the dtype sweep -----------------------------------------------------------------------


def sweep_calls(row: Fn, backend: str) -> dict[str, tuple]:
    """The sweep's calls: fixed small inputs, the group-0 arrays in each dtype the
    framework has and ``backend`` holds."""
    adapter = ADAPTERS[row.framework]
    firsts = {g: names[0] for g, names in row.groups().items()}
    out = {}
    with ivylite.using_backend(backend):
        for d in adapter.dtypes:
            values = make_values(row, Ctx({**firsts, 0: d}, adapter.dtypes, None))
            if holds(values):
                out[d] = values
    return out


def sweep_row(row: Fn, backend: str, calls: dict | None = None, wants: dict | None = None) -> None:
    """Every dtype of the sweep on ``backend``: the declared unsupported dtypes are
    exactly those the frontend refuses (and the framework refuses, bar the
    frontend's declared limits); every other dtype gives the framework's outcome.
    ``wants``: the framework's outcomes already computed, by ``key``."""
    adapter = ADAPTERS[row.framework]
    calls = calls if calls is not None else sweep_calls(row, backend)
    wants = dict(wants or {})
    todo = [v for v in calls.values() if key(v) not in wants]
    wants.update(zip(map(key, todo), run_real(row, adapter, target(row, "real"), todo)))
    function = frontend_function(row)
    frontend = frontend_of(function) if function is not None else None
    fe_fn, refusal, failures = target(row, "frontend"), error_class(row), []
    with ivylite.using_backend(backend):
        refused = declared(function)
        limits = {str(d) for d in frontend.limits(function)} if frontend else set()
        for d, values in calls.items():
            got, want = run_frontend(row, adapter, fe_fn, values), wants[key(values)]
            context = f"{row.id}{describe(values)} on {backend}"
            if d in refused:
                failures += _declared_failures(context, d, got, want, d in limits)
                continue
            if not holds_result(want):  # the backend lacks the result's dtype
                if not isinstance(got, ivylite.UnsupportedDtypeError):
                    failures.append(f"{context}: the backend lacks the result's dtype, the "
                                    f"frontend gives {got!r} (not ivylite's clear error)")  # fmt: skip
                continue
            try:
                assert_same_outcome(got, want, context, dict(row.tol), scale(values), refusal)
            except AssertionError as e:
                failures.append(str(e).split("\n")[0])
    assert not failures, f"{len(failures)} dtypes differ:\n" + "\n".join(failures)


def _declared_failures(context: str, d: str, got: Any, want: Any, limit: bool) -> list[str]:
    """A dtype the frontend declares unsupported: it must refuse it, and the
    framework too unless the declaration is the frontend's own limit."""
    if not isinstance(got, Exception):
        return [f"{context}: {d} is declared unsupported, the frontend computes {got!r}"]
    if not isinstance(want, Exception) and not limit:
        return [f"{context}: {d} is declared unsupported, the framework computes it "
                "(declare it a limit, or support it)"]  # fmt: skip
    return []
