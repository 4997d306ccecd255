"""The eager optimiser step in place (the ``optimizer_step`` hook): paddle's fused AdamW kernel.

``paddle.optimizer.AdamW`` updates each parameter with one kernel call
(``adamw_``: decay, both moments, the bias-corrected step, in place); this
calls the same kernel. It is used for float32 parameters only: the kernel
takes the betas and eps as float32 attributes, which float64 parameters
would feel (1e-10 apart from the generic rule), so those keep the generic
rule. The kernel's formula is the generic rule's rearranged
(``lr * sqrt(1 - beta2^t) / (1 - beta1^t)`` as one step size, eps scaled
to match): the same values to float32 rounding.
"""

from __future__ import annotations

from typing import Any

import paddle
from paddle import _C_ops

__all__ = ["optimizer_step"]


def optimizer_step(algorithm: str, params: list, grads: list, states: list[dict[str, Any]],
                   steps: list[int], options: dict[str, Any],
                   grad_scale: Any = None) -> bool:  # fmt: skip
    """Update ``params`` and ``states`` in place by Adam or AdamW; False for anything else.

    Examples
    --------
    >>> import paddle
    >>> from ivylite.backends.paddle._optimizer_step import optimizer_step
    >>> w, g = paddle.to_tensor([1.0]), paddle.to_tensor([1.0])
    >>> state = {"exp_avg": paddle.zeros([1]), "exp_avg_sq": paddle.zeros([1])}
    >>> options = {"lr": 0.5, "betas": (0.9, 0.999), "eps": 1e-8, "weight_decay": 0.0}
    >>> optimizer_step("Adam", [w], [g], [state], [1], options), round(w.item(), 4)
    (True, 0.5)
    """
    decoupled = {"Adam": False, "AdamW": True}.get(algorithm)
    wd = options["weight_decay"] if decoupled is not None else 0.0
    if decoupled is None or (wd and not decoupled) or not _float32(params, grads, states):
        return False
    beta1, beta2 = options["betas"]
    amsgrad = bool(options.get("amsgrad"))
    from . import full  # (the package imports this module before defining it)

    f32 = paddle.float32
    with paddle.no_grad():
        lr = full([], options["lr"], f32)  # (not cached: a schedule changes it every step)
        # the kernel reads beta^t from two 1-element arrays (left alone: use_global_beta_pow)
        pows = {t: (full([1], beta1**t, f32), full([1], beta2**t, f32)) for t in set(steps)}
        scale = None if grad_scale is None else grad_scale.astype(paddle.float32)
        for p, g, s, t in zip(params, grads, states, steps):
            if scale is not None:
                g = paddle.multiply(g, scale)
            _C_ops.adamw_(p, g, lr, s["exp_avg"], s["exp_avg_sq"],
                          s["max_exp_avg_sq"] if amsgrad else None, *pows[t], None, None,
                          beta1, beta2, options["eps"], 1.0, wd, bool(wd), False, 1000, False,
                          True, amsgrad)  # fmt: skip
    return True


def _float32(params: list, grads: list, states: list[dict[str, Any]]) -> bool:
    """Every array a float32 tensor of its parameter's shape."""
    f32 = paddle.float32
    for p, g, s in zip(params, grads, states):
        if p.dtype != f32 or g.dtype != f32 or g.shape != p.shape:
            return False
        for v in s.values():
            if v.dtype != f32 or v.shape != p.shape:
                return False
    return True
