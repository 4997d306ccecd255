"""The backend contract: every installed backend satisfies it, a broken one is
reported whole when it loads, and the optional hooks are read once."""

from __future__ import annotations

import inspect
import types
from collections.abc import Mapping

import pytest

import ivylite
from ivylite.backend import Backend, load
from ivylite.backends._contract import (
    OPTIONAL_HOOKS,
    PRIMITIVES,
    BackendContractError,
    check_backend,
    member_docs,
    required_members,
)
from ivylite.dispatch import registry

from .conftest import INSTALLED

_BASE = {"str": str, "bool": bool, "type": type}


def _required_functions() -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for e in registry().values():
        names = out.setdefault(e.family, [])
        if not e.composite:
            names.append(e.attr)
    return out


@pytest.mark.parametrize("name", INSTALLED)
def test_each_backend_module_satisfies_the_contract(name):
    module = load(name).module
    families = check_backend(name, module, _required_functions())
    assert set(families) == {e.family for e in registry().values()}
    for member, type_name, _ in member_docs():
        value = getattr(module, member)
        base = type_name.split("[")[0]
        expected = {"Mapping": Mapping, "tuple": tuple, **_BASE}[base]
        assert isinstance(value, expected), f"{name}.{member} is {type(value).__name__}"
    for p in PRIMITIVES:
        fn = getattr(module, p)
        assert callable(fn), p
        n = len(inspect.signature(getattr(ivylite.backends._contract.BackendModule, p)).parameters)
        try:
            sig = inspect.signature(fn)
        except ValueError:  # a builtin without a signature (torch.clone): callable is all we see
            continue
        # the Protocol's methods take self; the module functions take the rest positionally
        sig.bind(*range(n - 1))


def _module_without(drop: set[str]) -> types.ModuleType:
    real = load("numpy").module
    fake = types.ModuleType(real.__name__)  # same name: the real family modules import
    for m in required_members():
        if m not in drop:
            setattr(fake, m, getattr(real, m))
    return fake


def test_every_missing_name_is_reported_in_one_error():
    fake = _module_without({"cast", "copy", "devices"})
    families = {"elementwise": ["add", "not_a_function", "also_missing"], "no_such_family": ["f"]}
    with pytest.raises(BackendContractError) as info:
        check_backend("fake", fake, families)
    message = str(info.value)
    for expected in (
        "missing 'cast'",
        "missing 'copy'",
        "missing 'devices'",
        "elementwise.py lacks also_missing, not_a_function",
        "missing the family module no_such_family.py",
    ):
        assert expected in message
    assert "add" not in message.split("elementwise.py lacks")[1].split("\n")[0].split(", ")


def test_a_broken_backend_fails_when_it_loads_not_when_called():
    with pytest.raises(BackendContractError, match="missing 'to_numpy'"):
        Backend("fake", _module_without({"to_numpy"}))


def test_a_backend_lacking_a_function_fails_to_load(monkeypatch):
    real = load("numpy").module
    elementwise = real.__name__ + ".elementwise"
    import importlib

    family = importlib.import_module(elementwise)
    monkeypatch.delattr(family, "lcm")
    monkeypatch.delattr(family, "gcd")
    with pytest.raises(BackendContractError, match="elementwise.py lacks gcd, lcm"):
        Backend("numpy-again", real)


@pytest.mark.parametrize("name", INSTALLED)
def test_optional_hooks_are_read_once_at_load(name):
    B = load(name)
    hooks = {h.name: getattr(B.module, h.name, h.default) for h in OPTIONAL_HOOKS}
    expected_update = hooks["inplace_update"] if B.native_inplace_support else None
    assert B.inplace_update is expected_update
    assert B.to_dlpack is hooks["to_dlpack"]
    assert B.boxed_scalar_dtypes == {ivylite.Dtype(d) for d in hooks["scalar_operands_as_arrays"]}


def test_hooks_change_behaviour_where_declared():
    # NumPy declares bfloat16 scalars as boxed: bfloat16 + 0.1 stays bfloat16.
    B = load("numpy")
    assert B.boxed_scalar_dtypes == {"bfloat16"}
    x = B.ns.asarray([1.0], dtype="bfloat16")
    assert (x + 0.1).dtype == "bfloat16" and (x + 0.1).data.dtype.name == "bfloat16"
    # NumPy writes in place: a view of the native buffer sees an out= write.
    out = B.ns.zeros(2)
    view = out.data[:]
    B.ns.add(B.ns.ones(2), 1, out=out)
    assert view.tolist() == [2.0, 2.0]


def test_the_core_is_typed_with_the_contract():
    hints = inspect.get_annotations(Backend.__init__, eval_str=True)
    from ivylite.backends._contract import BackendModule

    assert hints["module"] is BackendModule
