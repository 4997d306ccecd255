"""Every public function and class documents itself with an ``Examples`` section
(the test run executes those as doctests: ``--doctest-modules`` over ivylite/)."""

from __future__ import annotations

import importlib
import inspect
import types

import pytest

MODULES = [
    "ivylite", "ivylite.linalg", "ivylite.fft", "ivylite.tree", "ivylite.support",
    "ivylite.promotion", "ivylite.config", "ivylite.dtypes", "ivylite.decorators",
    "ivylite.casting", "ivylite.axes", "ivylite.frontends",
]  # fmt: skip
FRONTENDS = [
    f"ivylite.frontends.{fw}" for fw in importlib.import_module("ivylite.frontends").FRAMEWORKS
]
# The framework's own types, whatever backend is set: documented by the framework.
NOT_OURS = {"NativeArray", "NativeDevice", "NativeDtype"}


def _public(module: types.ModuleType, seen: set[str]) -> list[tuple[str, object]]:
    out = []
    for name in getattr(module, "__all__", ()):
        value = getattr(module, name)
        if isinstance(value, types.ModuleType):
            if value.__name__.startswith(module.__name__ + ".") and value.__name__ not in seen:
                seen.add(value.__name__)
                out += _public(value, seen)
        elif name not in NOT_OURS and (
            inspect.isfunction(value)
            or inspect.isclass(value)
            or hasattr(value, "__ivylite_name__")
        ):
            out.append((f"{module.__name__}.{name}", value))
    return out


@pytest.mark.parametrize("module_name", MODULES + FRONTENDS)
def test_public_callables_have_examples(module_name):
    module = importlib.import_module(module_name)
    undocumented = [
        name
        for name, value in _public(module, {module_name})
        if "Examples" not in (inspect.getdoc(value) or "")
    ]
    assert undocumented == [], f"{len(undocumented)} without an Examples section: {undocumented}"
