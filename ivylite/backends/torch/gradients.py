"""PyTorch: gradients (torch.autograd.grad over fresh leaves)."""

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
