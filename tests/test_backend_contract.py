"""The backend contract: every installed backend satisfies it, a broken one is
reported whole when it loads, and the optional hooks are read once."""

from __future__ import annotations

import dataclasses
import inspect
import sys
import types
from collections.abc import Mapping

import pytest

import ivylite
from ivylite.backend import Backend, load
from ivylite.backends._contract import (
    OPTIONAL_HOOKS,
    PRIMITIVES,
    TRANSFORM_HOOKS,
    BackendContractError,
    BackendTransforms,
    Transforms,
    check_backend,
    check_transforms,
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
    for name in ("shares_memory", "views_write_through", "memory_layout", "inplace_version",
                 "all_finite", "quiet_errors"):  # fmt: skip
        assert getattr(B, name) is hooks[name], name
    assert B.lazy is (hooks["compute"] is not None)


@pytest.mark.parametrize("name", INSTALLED)
def test_each_backend_satisfies_the_transforms_contract_read_once(name):
    B = load(name)
    # what the core reads is exactly what the backend's modules provide, checked at load
    for hook in TRANSFORM_HOOKS:
        if hook.module == "gradients":
            source = B.families["gradients"]
        else:
            source = sys.modules.get(f"{B.module.__name__}.transforms")
        assert getattr(B.transforms, hook.name) is getattr(source, hook.name, None), hook.name
    assert check_transforms(name, B.module, B.families["gradients"]) == B.transforms
    # one autodiff module: the tapes and vjp are in gradients.py, never in transforms.py
    transforms = sys.modules.get(f"{B.module.__name__}.transforms")
    assert not hasattr(transforms, "Tape") and not hasattr(transforms, "vjp")
    if B.supports_gradients:
        assert B.transforms.Tape is not None or B.transforms.vjp is not None


def test_every_member_of_the_transforms_contract_is_declared_and_typed():
    assert {h.name for h in TRANSFORM_HOOKS} == {f.name for f in dataclasses.fields(Transforms)}
    declared = set(BackendTransforms.__annotations__) | {
        n for n in vars(BackendTransforms) if not n.startswith("_")
    }
    assert {h.name for h in TRANSFORM_HOOKS} == declared
    for h in TRANSFORM_HOOKS:
        assert h.module in ("transforms", "gradients") and h.purpose and h.without


def _fake_backend(monkeypatch, **members) -> types.ModuleType:
    module = types.ModuleType("ivylite_fake_backend")
    transforms = types.ModuleType("ivylite_fake_backend.transforms")
    for k, v in members.items():
        setattr(transforms, k, v)
    monkeypatch.setitem(sys.modules, "ivylite_fake_backend", module)
    monkeypatch.setitem(sys.modules, "ivylite_fake_backend.transforms", transforms)
    return module


def test_a_broken_transforms_module_is_reported_whole_at_load(monkeypatch):
    def compil(fn, options):  # a typo of a declared member
        return fn

    compil.__module__ = "ivylite_fake_backend.transforms"

    class Tape:  # no frees_graphs, no gradient
        def start(self): ...

    gradients = types.ModuleType("ivylite_fake_backend.gradients")
    gradients.Tape = Tape
    module = _fake_backend(monkeypatch, compil=compil, COMPILER=3, while_loop=None)
    with pytest.raises(BackendContractError) as info:
        check_transforms("fake", module, gradients)
    message = str(info.value)
    assert "'compil', which the transforms contract does not declare" in message
    assert "COMPILER must be a str" in message
    assert "Tape must be a class with stop, pause, watch, tracked, detach, gradient" in message


def test_a_backend_without_transforms_gets_what_the_contract_promises():
    # NumPy provides none: jit runs the function as it is, vmap loops, tapes refuse
    B = load("numpy")
    assert B.transforms == Transforms()
    f = ivylite.jit(lambda x: x * 2)
    with ivylite.using_backend("numpy"):
        assert f(ivylite.asarray([1.0])).tolist() == [2.0]
        assert ivylite.vmap(lambda r: ivylite.sum(r))(ivylite.ones((2, 3))).tolist() == [3.0, 3.0]


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
