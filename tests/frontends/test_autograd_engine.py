"""The frontends' autodiff engine (ivylite.frontends._autograd) on every backend:
native recording on torch, paddle and tensorflow, replay under jax.vjp on JAX,
a clear error on NumPy."""

from __future__ import annotations

import numpy as np
import pytest

import ivylite
from ivylite.frontends import _autograd
from ivylite.frontends._autograd import Tape, read, recorded
from tests.conftest import NO_AUTODIFF

TRAINING_ERROR = "torch, jax, tensorflow, paddle"


def _values(arrays):
    return [None if a is None else np.asarray(a).tolist() for a in arrays]


def test_gradients_of_watched_arrays(backend):
    x = ivylite.asarray([1.0, 2.0])
    c = ivylite.asarray([3.0, 4.0])
    with Tape(persistent=True) as tape:
        x = tape.watch(x)
        y = recorded(ivylite.sum)(recorded(ivylite.multiply)(x, x))
        z = recorded(ivylite.sum)(c)  # depends on no watched array
    assert _autograd.active_tapes() == []
    if backend in NO_AUTODIFF:
        with pytest.raises(NotImplementedError, match=TRAINING_ERROR):
            tape.gradient([y], [x])
        return
    assert _values(tape.gradient([y], [x])) == [[2.0, 4.0]]
    assert _values(tape.gradient([y, z], [x, None, c])) == [[2.0, 4.0], None, None]
    weights = [ivylite.asarray(3.0)]
    assert _values(tape.gradient([y], [x], weights)) == [[6.0, 12.0]]


def test_stop_recording_and_one_shot_tapes(backend):
    if backend in NO_AUTODIFF:
        pytest.skip("no automatic differentiation on this backend")
    with Tape() as tape:
        x = tape.watch(ivylite.asarray(2.0))
        with tape.stop_recording():
            paused = recorded(ivylite.multiply)(x, x)
        kept = recorded(ivylite.multiply)(x, x)
    assert _values(tape.gradient([kept, paused], [x])) == [4.0]
    with pytest.raises(RuntimeError, match="non-persistent"):
        tape.gradient([kept], [x])


def test_variable_reads_are_one_source_per_tape(backend):
    if backend in NO_AUTODIFF:
        pytest.skip("no automatic differentiation on this backend")
    value = ivylite.asarray([1.0, -1.0])
    assert read("v", value) is value  # no tape: the value itself
    with Tape() as tape:
        first = read("v", value)
        y = recorded(ivylite.sum)(recorded(ivylite.multiply)(first, read("v", value)))
    assert tape.source("v") is first
    assert _values(tape.gradient([y], [tape.source("v")])) == [[2.0, -2.0]]
    with Tape(watch_reads=False) as quiet:
        assert read("v", value) is value
    assert quiet.source("v") is None
