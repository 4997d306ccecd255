"""A Module's state: its state dict, loading one, and the Module as a tree.

The state dict has PyTorch's keys and order: for each module, its
parameters, then its persistent buffers, then its children's, recursively;
a tied parameter appears under each of its names, as in PyTorch.
"""

from __future__ import annotations

import copy
from collections import OrderedDict
from typing import TYPE_CHECKING, Any, NamedTuple

from ..array import Array
from ..tree import register_node
from .parameter import Parameter, Slot

if TYPE_CHECKING:
    from .module import Module

__all__ = ["IncompatibleKeys", "state_dict", "load_state_dict"]


class IncompatibleKeys(NamedTuple):
    """What :meth:`Module.load_state_dict` did not match (empty lists: all matched)."""

    missing_keys: list[str]
    unexpected_keys: list[str]


def _entries(module: Module, prefix: str = "") -> list[tuple[str, Module, str, str]]:
    """(key, owner, registry, name) of every state entry, in PyTorch's order."""
    out = []
    for name, p in module._parameters.items():
        if p is not None:
            out.append((prefix + name, module, "_parameters", name))
    for name, b in module._buffers.items():
        if b is not None and name not in module._non_persistent:
            out.append((prefix + name, module, "_buffers", name))
    for name, child in module._modules.items():
        if child is not None:
            out.extend(_entries(child, f"{prefix}{name}."))
    return out


def state_dict(module: Module, prefix: str = "") -> OrderedDict[str, Array]:
    """Name -> array (sharing the module's data), parameters and persistent buffers."""
    out: OrderedDict[str, Array] = OrderedDict()
    for key, owner, registry, name in _entries(module, prefix):
        value = getattr(owner, registry)[name]
        out[key] = type(value)._backend.array_cls(value._data, value._dtype)
    return out


def _converted(key: str, value: Any, target: Array) -> Array:
    """``value`` as an array of ``target``'s backend, checked against its shape and dtype."""
    B = type(target)._backend
    try:
        array = B.ns.asarray(value)
    except Exception as e:  # noqa: BLE001 - any failure to read the value names the key
        raise TypeError(
            f"load_state_dict: {key!r} holds a {type(value).__name__} that is not an array ({e})"
        ) from e
    if array.shape != target.shape:
        raise ValueError(
            f"load_state_dict: {key!r} has shape {array.shape} in the state dict but "
            f"{target.shape} in the model; the checkpoint is for another configuration"
        )
    if array.dtype != target.dtype:
        raise TypeError(
            f"load_state_dict: {key!r} has dtype {array.dtype} in the state dict but "
            f"{target.dtype} in the model; cast the state dict's array (astype) or the model"
        )
    return array


def load_state_dict(module: Module, sd: Any, strict: bool = True) -> IncompatibleKeys:
    """Check every entry first, then copy them all in: nothing is half-loaded."""
    if not hasattr(sd, "keys") or not hasattr(sd, "__getitem__"):
        raise TypeError(
            f"load_state_dict: expected a mapping of names to arrays, got {type(sd).__name__}"
        )
    entries = _entries(module)
    expected = {key for key, *_ in entries}
    missing = [key for key, *_ in entries if key not in sd]
    unexpected = [key for key in sd.keys() if key not in expected]
    if strict and (missing or unexpected):
        parts = []
        if missing:
            parts.append(f"missing keys {missing}")
        if unexpected:
            parts.append(f"unexpected keys {unexpected}")
        raise KeyError(
            f"load_state_dict: the state dict does not match {type(module).__name__}: "
            + "; ".join(parts)
            + ". Pass strict=False to load the matching entries and get the lists back"
        )
    plan = []
    for key, owner, registry, name in entries:
        if key in sd:
            current = getattr(owner, registry)[name]
            plan.append((owner, registry, name, current, _converted(key, sd[key], current)))
    for owner, registry, name, current, value in plan:
        if isinstance(current, Slot):
            current.assign(value)
        else:
            getattr(owner, registry)[name] = value
    return IncompatibleKeys(missing, unexpected)


# --- the Module as a tree ----------------------------------------------------------------


class _Aux:
    """A module's static data for ivylite.tree: equal for the same module in the
    same modes, so a compiled function is reused exactly while nothing but the
    leaves changed."""

    __slots__ = ("module", "key")

    def __init__(self, module: Module) -> None:
        self.module = module
        self.key = (
            id(module),
            tuple(n for n, _ in module.named_parameters()),
            tuple(n for n, _ in module.named_buffers()),
            tuple(m.training for m in module.modules()),
        )

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Aux) and self.key == other.key

    def __hash__(self) -> int:
        return hash(self.key)

    def __repr__(self) -> str:
        return type(self.module).__name__


def _flatten_module(module: Module) -> tuple[list, _Aux]:
    leaves = [p for _, p in module.named_parameters()] + [b for _, b in module.named_buffers()]
    return leaves, _Aux(module)


def _unflatten_module(aux: _Aux, leaves: list) -> Module:
    """A copy of the module (every submodule copied, tying kept) holding ``leaves``."""
    original = aux.module
    n_params = len(aux.key[1])
    replace: dict[int, Any] = {}
    for (_, p), leaf in zip(original.named_parameters(), leaves[:n_params]):
        replace[id(p)] = Parameter(leaf) if isinstance(leaf, Array) else leaf
    for (_, b), leaf in zip(original.named_buffers(), leaves[n_params:]):
        replace[id(b)] = leaf
    copies: dict[int, Module] = {}

    def clone(m: Module) -> Module:
        if id(m) in copies:
            return copies[id(m)]
        new = copies[id(m)] = copy.copy(m)
        for registry in ("_parameters", "_buffers"):
            items = getattr(m, registry)
            object.__setattr__(new, registry, {k: replace.get(id(v), v) for k, v in items.items()})
        object.__setattr__(new, "_non_persistent", set(m._non_persistent))
        object.__setattr__(
            new, "_modules", {k: None if c is None else clone(c) for k, c in m._modules.items()}
        )
        return new

    return clone(original)


def register_module_tree(cls: type) -> None:
    """Make Module (and every subclass) a tree node: leaves = parameters, then buffers."""
    register_node(cls, _flatten_module, _unflatten_module)


# --- the Module as a differentiated argument ------------------------------------------


class _ModuleArgument:
    """How ``ivylite.value_and_grad`` differentiates a Module: its parameters by name,
    its buffers carried out as state (see ivylite/functional/_stateful_args.py)."""

    def differentiable(self, model: Module) -> dict[str, Any]:
        return dict(model.named_parameters())

    @staticmethod
    def _buffer_slots(model: Module) -> list[tuple[dict, str, Any, Any]]:
        slots = []
        for _, m in model.named_modules():
            for key, value in m._buffers.items():
                slots.append((m._buffers, key, value, getattr(value, "_data", None)))
        return slots

    def call_with(self, model: Module, values: dict[str, Any], call: Any) -> tuple:
        params = list(model.named_parameters())
        saved = [(p, p._data) for _, p in params]
        slots = self._buffer_slots(model)
        try:
            for name, p in params:
                p._data = values[name]._data
            result = call()
            state = []
            for registry, key, *_ in slots:
                now = registry[key]
                state.append(
                    type(now)._backend.array_cls(now._data, now._dtype)
                    if isinstance(now, Array)
                    else now
                )
            return result, state
        finally:
            for p, data in saved:
                p._data = data
            for registry, key, before, data in slots:
                registry[key] = before
                if data is not None:
                    before._data = data

    def write_state(self, model: Module, state: list) -> None:
        for (registry, key, before, _), new in zip(self._buffer_slots(model), state):
            if new is None or new is before:
                continue
            if isinstance(before, Slot) and isinstance(new, Array):
                before._data = new._data
            else:
                registry[key] = new


def register_module_gradients(cls: type) -> None:
    """Let ``ivylite.value_and_grad`` differentiate ``cls`` arguments by parameter name."""
    from ..functional._stateful_args import register_stateful

    register_stateful(cls, _ModuleArgument())
