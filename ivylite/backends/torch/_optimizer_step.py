"""The eager optimiser step, in place and many tensors per call (the ``optimizer_step`` hook).

torch's own optimisers on CPU update one parameter at a time in Python;
here each operation of the update runs once for the whole group through
torch's multi-tensor (``torch._foreach_*``) functions, which apply the same
per-tensor kernels, so the values are those of ``torch.optim``'s
single-tensor update. Parameters and state are written in place; the
gradients are only read.
"""

from __future__ import annotations

from typing import Any

import torch

__all__ = ["optimizer_step"]

# Half precision keeps the generic rule (its rounding of each intermediate is
# ivylite's, in the array's dtype); these compute as torch does.
_DTYPES = (torch.float32, torch.float64)


def optimizer_step(algorithm: str, params: list, grads: list, states: list[dict[str, Any]],
                   steps: list[int], options: dict[str, Any],
                   grad_scale: Any = None) -> bool:  # fmt: skip
    """Update ``params`` and ``states`` in place by ``algorithm``'s rule; False if not handled.

    Examples
    --------
    >>> import torch
    >>> from ivylite.backends.torch._optimizer_step import optimizer_step
    >>> w, g = torch.tensor([1.0, 2.0]), torch.tensor([1.0, 1.0])
    >>> optimizer_step("SGD", [w], [g], [{}], [1], {"lr": 0.5, "weight_decay": 0.0,
    ...                "momentum": 0.0}), w
    (True, tensor([0.5000, 1.5000]))
    """
    kernel = _KERNELS.get(algorithm)
    if kernel is None or not _uniform(params, grads, states):
        return False
    if not params:
        return True  # nothing to update (the foreach functions refuse empty lists)
    with torch.no_grad():
        if grad_scale is not None:
            grads = torch._foreach_mul(grads, grad_scale)
        kernel(params, grads, states, steps, options)
    return True


def _uniform(params: list, grads: list, states: list[dict[str, Any]]) -> bool:
    """Every array a float32 or float64 tensor of its parameter's dtype and shape."""
    for p, g, s in zip(params, grads, states):
        if p.dtype not in _DTYPES or g.dtype is not p.dtype or g.shape != p.shape:
            return False
        for v in s.values():
            if v.dtype is not p.dtype or v.shape != p.shape:
                return False
    return True


def _sgd(params, grads, states, steps, o) -> None:
    lr, wd, momentum = o["lr"], o["weight_decay"], o["momentum"]
    if wd:
        grads = torch._foreach_add(grads, params, alpha=wd)
    if momentum:
        bufs = [s["momentum_buffer"] for s in states]
        # the first step's buffer is the gradient itself (torch's clone)
        later = [i for i, t in enumerate(steps) if t > 1]
        for i, t in enumerate(steps):
            if t == 1:
                bufs[i].copy_(grads[i])
        if later:
            old = [bufs[i] for i in later]
            torch._foreach_mul_(old, momentum)
            torch._foreach_add_(old, [grads[i] for i in later], alpha=1 - o["dampening"])
        grads = torch._foreach_add(grads, bufs, alpha=momentum) if o["nesterov"] else bufs
    torch._foreach_add_(params, grads, alpha=-lr)


def _adam(params, grads, states, steps, o, decoupled: bool) -> None:
    lr, wd, eps = o["lr"], o["weight_decay"], o["eps"]
    beta1, beta2 = o["betas"]
    if wd:
        if decoupled:
            torch._foreach_mul_(params, 1 - lr * wd)
        else:
            grads = torch._foreach_add(grads, params, alpha=wd)
    m = [s["exp_avg"] for s in states]
    v = [s["exp_avg_sq"] for s in states]
    torch._foreach_lerp_(m, grads, 1 - beta1)
    torch._foreach_mul_(v, beta2)
    torch._foreach_addcmul_(v, grads, grads, 1 - beta2)
    if o.get("amsgrad"):
        biggest = [s["max_exp_avg_sq"] for s in states]
        torch._foreach_maximum_(biggest, v)
        v = biggest
    # the bias corrections are Python floats of each parameter's step, as in torch
    step_size = [-(lr / (1 - beta1**t)) for t in steps]
    bias2_sqrt = [(1 - beta2**t) ** 0.5 for t in steps]
    denom = torch._foreach_sqrt(v)
    torch._foreach_div_(denom, bias2_sqrt)
    torch._foreach_add_(denom, eps)
    torch._foreach_addcdiv_(params, m, denom, step_size)


_KERNELS = {
    "SGD": _sgd,
    "Adam": lambda *a: _adam(*a, decoupled=False),
    "AdamW": lambda *a: _adam(*a, decoupled=True),
}
