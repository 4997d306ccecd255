"""PyTorch: automatic differentiation: gradients (torch.autograd.grad over fresh leaves)
and the frontends' tapes (torch's own autograd records)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import torch


def value_and_grad(f: Callable[[list], tuple[Any, list]], natives: list, has_aux: bool) -> Any:
    """``(value, grads, aux)`` of ``f`` at ``natives``.

    Each input becomes a separate leaf (so one tensor passed twice gets two
    partial gradients). Inside an enclosing differentiation (an input already
    requires grad) the inputs are used as they are and the graph is kept, so
    gradients of gradients work; otherwise the results are detached. Inside a
    torch.func transform (``ivylite.vmap`` on torch), where tensors cannot be
    made leaves, the gradient is taken with ``torch.func.grad_and_value``.
    """
    # Inside a torch.func transform, tensors cannot be made leaves; under
    # torch.compile, dynamo traces torch.func's transforms into the graph but
    # not torch.autograd.grad.
    if torch.compiler.is_compiling() or torch._C._functorch.peek_interpreter_stack() is not None:
        grads, (value, aux) = torch.func.grad_and_value(f, has_aux=True)(list(natives))
        return value, list(grads), aux
    nested = torch.is_grad_enabled() and any(x.requires_grad for x in natives)
    leaves = [x if nested and x.requires_grad else x.detach().requires_grad_(True) for x in natives]
    with torch.enable_grad():
        value, aux = f(leaves)
        if value.requires_grad:
            grads = torch.autograd.grad(value, leaves, allow_unused=True, create_graph=nested)
        else:  # the value does not depend on the inputs
            grads = (None,) * len(leaves)
    grads = [torch.zeros_like(x) if g is None else g for x, g in zip(natives, grads)]
    if not nested:
        value = value.detach()
        aux = [a.detach() if isinstance(a, torch.Tensor) else a for a in aux]
    return value, grads, aux


def stop_gradient(x: torch.Tensor, /) -> torch.Tensor:
    return x.detach()


class Tape:
    """A frontend tape on torch: watched tensors require grad, and torch's own
    autograd records every operation on them while grad mode is on."""

    # torch.autograd.grad without retain_graph frees the graph it went through, only that
    frees_graphs = True

    def __init__(self, persistent: bool) -> None:
        self.persistent = persistent
        self._mode: Any = None

    def start(self) -> None:
        self._mode = torch.enable_grad()
        self._mode.__enter__()

    def stop(self) -> None:
        self._mode.__exit__(None, None, None)

    def pause(self) -> Any:
        return torch.no_grad()

    def watch(self, x: Any) -> Any:
        """The tensor to compute with: ``x`` if it is tracked, else a leaf over its data."""
        return x if x.requires_grad else x.detach().requires_grad_(True)

    def tracked(self, x: Any) -> bool:
        """Whether ``x`` is watched or computed from a watched tensor."""
        return x.requires_grad

    def detach(self, x: Any) -> Any:
        """``x``'s data, not tracked."""
        return x.detach()

    def gradient(self, targets: list, sources: list, cotangents: list, keep: bool,
                 create: bool) -> list:  # fmt: skip
        """d(sum of cotangent . target)/d(source) for each source; None where unconnected."""
        pairs = [(t, c) for t, c in zip(targets, cotangents) if t.requires_grad]
        tracked = [i for i, s in enumerate(sources) if s.requires_grad]
        out: list = [None] * len(sources)
        if not pairs or not tracked:
            return out
        grads = torch.autograd.grad(
            [t for t, _ in pairs], [sources[i] for i in tracked], [c for _, c in pairs],
            retain_graph=keep or create, create_graph=create, allow_unused=True,
        )  # fmt: skip
        for i, g in zip(tracked, grads):
            out[i] = g
        return out
