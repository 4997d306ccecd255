"""Objects that hold state (an ``ivylite.nn.Module``) as differentiated arguments.

``value_and_grad(fn)(model, x)`` differentiates with respect to the model's
parameters: the model is replaced by a dict of them (name -> array) for the
autodiff, ``fn`` still receives the model, with each parameter reading the
value being differentiated, and the gradients come back as that dict's
structure. State the call changes (a BatchNorm's running statistics) comes
out of the differentiated function as auxiliary output, so it is concrete
when it is written back, never a tracer left behind.

The types are registered by the layer that defines them (``ivylite.nn``), so
this module needs no knowledge of Modules.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

__all__ = ["StatefulArgument", "register_stateful", "adapter_for", "unstateful"]


class StatefulArgument(Protocol):
    """How a stateful type takes part in differentiation."""

    def differentiable(self, obj: Any) -> dict[str, Any]:
        """Name -> array: what to differentiate (a model's parameters)."""

    def call_with(self, obj: Any, values: dict[str, Any], call: Callable[[], Any]) -> tuple:
        """Run ``call()`` while ``obj``'s differentiable arrays read ``values``; return
        ``(result, changed_state)``, with ``obj`` restored to what it was."""

    def write_state(self, obj: Any, state: Any) -> None:
        """Write back the (now concrete) state the call changed."""


_ADAPTERS: dict[type, StatefulArgument] = {}
# The registered types, most derived first: the first ``isinstance`` match is the
# nearest in the argument's MRO (isinstance, not a walk of ``__mro__``, which
# torch.compile cannot trace).
_BY_SPECIFICITY: list[tuple[type, StatefulArgument]] = []


def register_stateful(cls: type, adapter: StatefulArgument) -> None:
    """Differentiate ``cls`` arguments (and subclasses') through ``adapter``.

    Examples
    --------
    >>> from ivylite.functional._stateful_args import adapter_for
    >>> from ivylite import nn
    >>> adapter_for(nn.Linear(2, 2)) is not None, adapter_for({"w": 1}) is None
    (True, True)
    """
    _ADAPTERS[cls] = adapter
    _BY_SPECIFICITY[:] = sorted(_ADAPTERS.items(), key=lambda kv: -len(kv[0].__mro__))


def adapter_for(obj: Any) -> StatefulArgument | None:
    """The adapter of ``obj``'s type, or None for plain trees.

    Examples
    --------
    >>> from ivylite.functional._stateful_args import adapter_for
    >>> adapter_for([1, 2]) is None
    True
    """
    for cls, adapter in _BY_SPECIFICITY:
        if isinstance(obj, cls):
            return adapter
    return None


def unstateful(
    fn: Callable, args: tuple, nums: tuple[int, ...], has_aux: bool
) -> tuple[Callable, tuple, Callable[[Any], Any]] | None:
    """None when no differentiated argument is stateful; else ``(fn2, args2, finish)``:
    differentiate ``fn2`` (which has aux) at ``args2``, then ``finish(aux)`` writes
    the changed state back and returns the user's aux (or None).

    Examples
    --------
    >>> from ivylite.functional._stateful_args import unstateful
    >>> unstateful(lambda x: x, (1.0,), (0,), False) is None
    True
    """
    # No walrus here: it would make a closure cell torch.compile cannot read.
    adapters = [(i, adapter_for(args[i])) for i in nums]
    found = [(i, a) for i, a in adapters if a is not None]
    if not found:
        return None
    args2 = list(args)
    for i, adapter in found:
        args2[i] = adapter.differentiable(args[i])

    def fn2(*call_args: Any, **kwargs: Any) -> Any:
        states: list = []

        def run(k: int) -> Any:
            if k == len(found):
                real = list(call_args)
                for i, _ in found:
                    real[i] = args[i]
                return fn(*real, **kwargs)
            i, adapter = found[k]
            result, state = adapter.call_with(args[i], call_args[i], lambda: run(k + 1))
            states.append(state)
            return result

        result = run(0)
        value, aux = result if has_aux else (result, None)
        return value, (aux, states[::-1])

    def finish(aux_and_states: Any) -> Any:
        aux, states = aux_and_states
        for (i, adapter), state in zip(found, states):
            adapter.write_state(args[i], state)
        return aux

    return fn2, tuple(args2), finish
