"""The forwarders: one binding cell each, assigned by set_backend; the fast path
gives exactly what the slow path gives."""

from __future__ import annotations

import numpy as np
import pytest

import ivylite
from ivylite.backend import load
from ivylite.dispatch import registry
from ivylite.dispatch.forwarders import UNBOUND, DispatchWiringError, binding_cell

from .conftest import INSTALLED, assert_same, to_host


def test_registration_found_each_public_functions_binding_cell():
    for name, entry in registry().items():
        assert entry.cell in entry.public.__closure__, name
        # with no backend set, the binding's slow path picks the arguments' backend
        slow = (
            entry.cell.cell_contents
            if entry.shape.name == "generic"
            else entry.cell.cell_contents[-1]
        )
        assert slow.__name__ == entry.name.split(".")[-1] or slow.__name__ == entry.name, name


def _forwarder_with(n_unbound: int):
    a = UNBOUND if n_unbound > 0 else None
    b = UNBOUND if n_unbound > 1 else None

    def forward(x):
        return a, b, x

    return forward


@pytest.mark.parametrize("n", [0, 2])
def test_a_forwarder_without_exactly_one_binding_cell_is_refused(n):
    with pytest.raises(DispatchWiringError, match=f"found {n}"):
        binding_cell(_forwarder_with(n))


def test_a_renamed_binding_variable_still_wires():
    # The cell is found by what it holds, not by its name.
    def make():
        renamed_binding = UNBOUND

        def forward(x):
            return renamed_binding(x)

        return forward

    f = make()
    binding_cell(f).cell_contents = abs
    assert f(-3) == 3


@pytest.mark.parametrize("name", INSTALLED)
def test_set_backend_assigns_every_binding_and_unset_restores(name):
    before = {n: e.cell.cell_contents for n, e in registry().items()}
    B = load(name)
    with ivylite.using_backend(name):
        for n, e in registry().items():
            assert e.cell.cell_contents is B.bindings[n], n
    for n, e in registry().items():
        assert e.cell.cell_contents is before[n], n


def _binary_cases(ns):
    f32 = ns.asarray([1.5, -2.0, 3.25], dtype="float32")
    i32 = ns.asarray([3, -4, 5], dtype="int32")
    return [(f32, f32), (i32, i32), (f32, 2.5), (f32, 3), (i32, 7), (i32, 2.5), (i32, 2**40)]


@pytest.mark.parametrize("name", INSTALLED)
def test_the_fast_path_equals_the_slow_path(name):
    B = load(name)
    checked = 0
    for fn_name, entry in registry().items():
        if entry.shape.name == "generic" or entry.family not in ("elementwise", "elementwise_math"):
            continue
        binding = B.bindings[fn_name]
        slow = binding[-1]
        fast = getattr(B.ns, fn_name)
        cases = _binary_cases(B.ns) if entry.shape.name == "binary" else [
            (x,) for x, _ in _binary_cases(B.ns)[:2]
        ]  # fmt: skip
        for args in cases:
            try:
                want = slow(*args)
                to_host(want)  # a lazy backend (dask) raises when the values are computed
            except Exception as e:  # noqa: BLE001 - a refusal must be refused by both
                with pytest.raises(type(e)):
                    to_host(fast(*args))
                continue
            assert_same(fast(*args), want, f"{name} {fn_name}{args}")
            checked += 1
    assert checked > 200


def test_out_on_a_function_without_out_is_a_type_error():
    names = [n for n, e in registry().items() if e.shape.name != "generic" and not e.takes_out]
    assert "sigmoid" in names
    x = ivylite.asarray([0.5])
    with pytest.raises(TypeError, match="unexpected keyword argument 'out'"):
        ivylite.sigmoid(x, out=ivylite.zeros(1))


def test_namespace_functions_keep_their_backend_while_the_global_switches():
    np_add = ivylite.backend("numpy").add
    x = ivylite.backend("numpy").asarray([1, 2])
    for other in INSTALLED:
        with ivylite.using_backend(other):
            r = np_add(x, x)
            assert r.backend == "numpy" and np.asarray(r).tolist() == [2, 4]


@pytest.mark.skipif(len(INSTALLED) < 2, reason="needs two backends")
def test_switching_changes_one_cell_per_function_and_nothing_else():
    """Why a call can never run half on one backend: its forwarder reads the
    backend from a single cell, assigned in one step."""

    def snapshot():
        return {n: [c.cell_contents for c in e.public.__closure__] for n, e in registry().items()}

    with ivylite.using_backend(INSTALLED[0]):
        a = snapshot()
    with ivylite.using_backend(INSTALLED[1]):
        b = snapshot()
    for n, e in registry().items():
        index = list(e.public.__closure__).index(e.cell)
        differing = [i for i, (u, v) in enumerate(zip(a[n], b[n])) if u is not v]
        assert differing == [index], n
