"""How a frontend layer runs an ivylite.nn layer: one implementation, torch's face.

A frontend layer keeps an ivylite.nn layer (``_impl``, not registered) for its
initial values and its forward. Its own registries hold frontend tensors under
the same names (ivylite.nn uses torch's), and those are what is trained, cast,
loaded or tied. At each call the frontend tensors' current arrays are bound
into the ivylite layer's registries, its forward runs inside one frontend
function (so autograd, which records frontend functions, sees the call), and
buffers the forward replaced (running statistics) are written back into the
frontend buffers.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import Any

from ivylite.functional import random as _random
from ivylite.nn import Module as _IvyModule

from .._frontend import TORCH
from ..random import _next_seed
from ..tensor import Tensor
from .module import Module
from .parameter import Parameter

__all__ = ["Adapter", "torch_stream"]


@contextlib.contextmanager
def torch_stream() -> Iterator[None]:
    """Draw ivylite's random values (ivylite.nn's initialisers) from the stream
    ``torch.manual_seed`` starts: one seed of it per block, so a seeded torch
    program builds the same model on every backend.

    Examples
    --------
    >>> import ivylite
    >>> import ivylite.frontends.torch as torch
    >>> from ivylite.frontends.torch.nn._adapter import torch_stream
    >>> _ = torch.manual_seed(3)
    >>> with torch_stream():
    ...     a = ivylite.random_uniform(shape=(2,))
    >>> _ = torch.manual_seed(3)
    >>> with torch_stream():
    ...     b = ivylite.random_uniform(shape=(2,))
    >>> bool(ivylite.all(a == b))
    True
    """
    token = _random._STREAM.set(_random._Stream(_next_seed()))
    try:
        yield
    finally:
        _random._STREAM.reset(token)


def _slots(module: Module) -> list[tuple[Module, _IvyModule, str, str]]:
    """(frontend owner, ivylite owner, registry, name) of every parameter and buffer
    of the ivylite layer tree, in a fixed order."""
    impl = module._impl
    out = [(module, impl, "_parameters", n) for n in impl._parameters]
    out += [(module, impl, "_buffers", n) for n in impl._buffers]
    for name in impl._modules:
        out.extend(_slots(module._modules[name]))
    return out


class _Bound:
    """Calls an ivylite layer with the given arrays bound into its registries; returns
    (output, the buffers after the call). Not a tree node: autograd's replay keeps it
    as a constant and calls it again with traced arrays."""

    __slots__ = ("impl", "slots", "training", "method")

    def __init__(self, impl: _IvyModule, slots: list, training: bool, method: str) -> None:
        self.impl, self.slots, self.training, self.method = impl, slots, training, method

    def __call__(self, values: list, *args: Any, **kwargs: Any) -> Any:
        before = [getattr(owner, registry)[name] for _, owner, registry, name in self.slots]
        for (_, owner, registry, name), v in zip(self.slots, values):
            getattr(owner, registry)[name] = v
        for m in self.impl.modules():
            object.__setattr__(m, "training", self.training)
        try:
            out = getattr(self.impl, self.method)(*args, **kwargs)
            after = [
                getattr(owner, registry)[name]
                for _, owner, registry, name in self.slots
                if registry == "_buffers"
            ]
        finally:  # the ivylite layer keeps no array of a call (its own initial ones again)
            for (_, owner, registry, name), v in zip(self.slots, before):
                getattr(owner, registry)[name] = v
        return out, after


@TORCH.function
def _run(bound: _Bound, values: list, *args: Any, **kwargs: Any) -> Any:
    return bound(values, *args, **kwargs)


class Adapter(Module):
    """Base of the frontend layers that run an ivylite.nn layer (see the module doc).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> lin = torch.nn.Linear(3, 2)
    >>> type(lin._impl).__module__, [n for n, _ in lin.named_parameters()]
    ('ivylite.nn.linear', ['weight', 'bias'])
    """

    _impl: _IvyModule

    def _build(self, cls: type, *args: Any, **kwargs: Any) -> None:
        """Make the ivylite layer ``cls(*args, **kwargs)`` (its initial values from
        torch's seeded stream) and adopt it."""
        with torch_stream():
            impl = cls(*args, **kwargs)
        self._adopt(impl)

    def _adopt(self, impl: _IvyModule) -> None:
        """Take ``impl``'s parameters and buffers (and its children's) as frontend tensors."""
        object.__setattr__(self, "_impl", impl)
        for name, p in impl._parameters.items():
            value = None if p is None else Parameter(Tensor(_plain(p)))
            self.register_parameter(name, value)
        for name, b in impl._buffers.items():
            value = None if b is None else Tensor(_plain(b))
            self.register_buffer(name, value, persistent=name not in impl._non_persistent)
        for name, child in impl._modules.items():
            self.add_module(name, _mirror(child))

    def _call_impl(self, *args: Any, method: str = "forward", **kwargs: Any) -> Any:
        slots = _slots(self)
        values = [getattr(m, reg)[name] for m, _, reg, name in slots]
        out, after = _run(_Bound(self._impl, slots, self.training, method), values, *args, **kwargs)
        buffer_slots = [s for s in slots if s[2] == "_buffers"]
        for (m, _, _, name), new in zip(buffer_slots, after):
            old = m._buffers[name]
            if new is not None and new is not old:
                if old is None:
                    m._buffers[name] = new
                else:  # in place, as torch updates running statistics
                    old.ivy_array = new.ivy_array
        return out


class _Mirror(Adapter):
    """A child of an ivylite layer seen from the frontend (``out_proj`` of attention)."""


# ivylite.nn class -> its frontend class, for the children of an adopted layer; the
# layers' module (above this one) registers them.
FRONTEND_OF: dict[type, type] = {}


def _mirror(impl: _IvyModule) -> Adapter:
    cls = FRONTEND_OF.get(type(impl), _Mirror)
    out = cls.__new__(cls)
    Module.__init__(out)
    out.__dict__.update({k: v for k, v in impl.__dict__.items() if not k.startswith("_")})
    out._adopt(impl)
    return out


def _plain(a: Any) -> Any:
    """An ivylite Parameter or Buffer as a plain array of its backend (same data)."""
    return type(a)._backend.array_cls(a._data, a._dtype)
