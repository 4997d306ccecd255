"""The concurrency model: the backend stack is process-global. While another
thread switches backends, every call runs wholly on one backend: a thread
computing on its own arrays gets the right values or a BackendMismatchError,
never a result computed on another backend; namespaces and operators never
read the global choice."""

from __future__ import annotations

import sys
import threading
import time

import numpy as np
import pytest

import ivylite
from ivylite.backend import load

from .conftest import INSTALLED

SWITCHED = [b for b in ("numpy", "torch", "jax") if b in INSTALLED]


@pytest.fixture
def switching():
    """Another thread switching the global backend as fast as it can."""
    for b in SWITCHED:
        load(b)
    stop = threading.Event()

    def switch():
        while not stop.is_set():
            for b in SWITCHED:
                ivylite.set_backend(b)
                ivylite.unset_backend()

    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)  # interleave the threads as finely as CPython allows
    t = threading.Thread(target=switch, daemon=True)
    t.start()
    try:
        yield
    finally:
        stop.set()
        t.join(timeout=10)
        sys.setswitchinterval(interval)
        while ivylite.backend_stack():
            ivylite.unset_backend()
    assert not t.is_alive()


def _consistent(r) -> bool:
    """The array's class, its data's framework and its label agree."""
    B = r._backend
    return type(r.data) in B.native_array_types and B.dtype_of(r.data) == r.dtype


def _run_for(seconds: float, body) -> int:
    n, end = 0, time.monotonic() + seconds
    while time.monotonic() < end:
        body()
        n += 1
    return n


@pytest.mark.skipif(len(SWITCHED) < 2, reason="needs two backends to switch between")
def test_public_functions_run_wholly_on_one_backend(switching):
    x = load("numpy").ns.asarray([1.0, 2.0, 3.0])
    outcomes = {"right": 0, "mismatch": 0}

    def body():
        try:
            r = ivylite.add(x, x)
        except ivylite.BackendMismatchError as e:
            assert "numpy" in str(e)
            outcomes["mismatch"] += 1
            return
        assert r.backend == "numpy" and _consistent(r)
        assert np.asarray(r).tolist() == [2.0, 4.0, 6.0]
        outcomes["right"] += 1

    _run_for(2.0, body)
    assert outcomes["right"] > 0 and outcomes["mismatch"] > 0, outcomes


@pytest.mark.skipif(len(SWITCHED) < 2, reason="needs two backends to switch between")
def test_creation_gives_an_array_of_one_backend_with_the_right_values(switching):
    seen = set()

    def body():
        r = ivylite.asarray([1, 2, 3], dtype="int16")
        assert _consistent(r), (r.backend, type(r.data))
        assert np.asarray(r).tolist() == [1, 2, 3] and r.dtype == "int16"
        seen.add(r.backend)

    _run_for(2.0, body)
    assert len(seen) >= 2, seen


@pytest.mark.skipif(len(SWITCHED) < 2, reason="needs two backends to switch between")
def test_namespaces_and_operators_ignore_the_switching(switching):
    ns = ivylite.backend("numpy")
    x = ns.asarray([1, 2], dtype="int8")

    def body():
        for r in (ns.multiply(x, 3), x * 3, -x + x):
            assert r.backend == "numpy" and _consistent(r)
        assert np.asarray(x * 3).tolist() == [3, 6]

    assert _run_for(1.0, body) > 100


# The issue counted 83,000 results; 20,000 keep this test to a few seconds (run
# with CALLS = 83_000 it checks ~68,000 results, none on a backend the model
# does not name).
CALLS = 20_000


class _Switcher:
    """A thread switching the global backend (and unsetting it) every ~0.2 ms,
    publishing what it did: ``generation`` is odd while a switch is under way and
    even once it is done, and ``state`` is then the backend every public
    function is bound to ("" for none)."""

    def __init__(self, names: list[str]) -> None:
        self.names = names
        self.generation = 0
        self.state = ""
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self._run, daemon=True)

    def _switch(self, action, state: str) -> None:
        self.generation += 1  # odd: switching
        action()
        self.state = state
        self.generation += 1  # even: every function bound to `state`
        time.sleep(0.0002)  # a stable window, long enough for calls to start and end in it

    def _run(self) -> None:
        while not self.stop.is_set():
            for b in self.names:
                self._switch(lambda b=b: ivylite.set_backend(b), b)
                self._switch(ivylite.unset_backend, "")


@pytest.mark.skipif(len(SWITCHED) < 2, reason="needs two backends to switch between")
def test_no_result_is_computed_on_a_backend_the_model_does_not_name():
    """The issue's scenario made exact: thousands of results while another
    thread switches. Whenever no switch happened during a call, its result is of
    the backend every function was bound to (NumPy when none was set, for a call
    without arrays); a call given arrays gives their backend or raises
    BackendMismatchError, never a result of another backend."""
    for b in SWITCHED:
        load(b)
    x = load("numpy").ns.asarray([1.0, 2.0, 3.0])
    switcher = _Switcher(SWITCHED)
    interval = sys.getswitchinterval()
    sys.setswitchinterval(2e-5)
    switcher.thread.start()
    checked = {"creation": 0, "arrays": 0, "racing": 0, "mismatch": 0}
    try:
        for i in range(CALLS):
            before = switcher.generation
            if i % 2:
                try:
                    r = ivylite.add(x, x)
                except ivylite.BackendMismatchError:
                    r = None
                kind, want = "arrays", "numpy"
            else:
                r = ivylite.asarray([1, 2, 3], dtype="int16")
                kind, want = "creation", switcher.state or "numpy"
            after = switcher.generation
            if r is not None:
                assert _consistent(r), (r.backend, type(r.data))
            if kind == "arrays":
                # arrays of numpy: numpy's result or a refusal, whatever the binding
                if r is None:
                    checked["mismatch"] += 1
                    assert not (
                        before == after and before % 2 == 0 and switcher.state in ("", "numpy")
                    )
                else:
                    assert r.backend == "numpy" and np.asarray(r).tolist() == [2.0, 4.0, 6.0]
            if before != after or before % 2:
                checked["racing"] += 1
                continue
            if r is not None:
                assert r.backend == want, (kind, r.backend, want)
                checked[kind] += 1
    finally:
        switcher.stop.set()
        switcher.thread.join(timeout=10)
        sys.setswitchinterval(interval)
        while ivylite.backend_stack():
            ivylite.unset_backend()
    assert checked["creation"] > 500 and checked["arrays"] > 500 and checked["mismatch"] > 0, (
        checked
    )
