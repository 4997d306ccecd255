"""``torch.nn.utils``: ``clip_grad_norm_`` and ``clip_grad_value_``."""

from __future__ import annotations

from typing import Any

import ivylite

from ..._common import astype_keeping_real
from ..tensor import Tensor
from .parameter import replace_data

__all__ = ["clip_grad_norm_", "clip_grad_value_"]


def _grads(parameters: Any) -> list[Tensor]:
    if isinstance(parameters, Tensor):
        parameters = [parameters]
    return [p.grad for p in parameters if getattr(p, "grad", None) is not None]


def clip_grad_norm_(parameters: Any, max_norm: float, norm_type: float = 2.0,
                    error_if_nonfinite: bool = False, foreach: Any = None) -> Tensor:  # fmt: skip
    """Scale the gradients in place so their joint ``norm_type`` norm is at most
    ``max_norm``; return the norm before clipping (torch's formula: the factor
    ``max_norm / (norm + 1e-6)``, capped at 1).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> w = torch.nn.Parameter(torch.zeros(2))
    >>> w.grad = torch.tensor([3.0, 4.0])
    >>> torch.nn.utils.clip_grad_norm_([w], 1.0), w.grad
    (tensor(5.), tensor([0.6000, 0.8000]))
    """
    grads = _grads(parameters)
    if not grads:
        return Tensor(ivylite.asarray(0.0))
    arrays = [g.ivy_array for g in grads]
    inf = norm_type in (float("inf"), "inf")
    norms = [ivylite.linalg.vector_norm(a, ord=float("inf") if inf else norm_type) for a in arrays]
    # the norms and the factor are new arrays: casting them needs no copy
    stacked = ivylite.stack([astype_keeping_real(n, arrays[0].dtype, copy=False) for n in norms])
    total = ivylite.max(stacked) if inf else ivylite.linalg.vector_norm(stacked, ord=norm_type)
    if error_if_nonfinite and not bool(ivylite.isfinite(total)):
        raise RuntimeError(
            f"The total norm of order {norm_type} for gradients from `parameters` is non-finite, "
            "so it cannot be clipped. To disable this error and scale the gradients by the "
            "non-finite norm anyway, set `error_if_nonfinite=False`"
        )
    factor = ivylite.minimum(
        ivylite.asarray(max_norm, dtype=total.dtype) / (total + 1e-6),
        ivylite.ones((), dtype=total.dtype),
    )
    for g, a in zip(grads, arrays):
        replace_data(g, a * astype_keeping_real(factor, a.dtype, copy=False))
    return Tensor(total)


def clip_grad_value_(parameters: Any, clip_value: float, foreach: Any = None) -> None:
    """Clamp every gradient element to ``[-clip_value, clip_value]`` in place.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> w = torch.nn.Parameter(torch.zeros(2))
    >>> w.grad = torch.tensor([-3.0, 0.5])
    >>> torch.nn.utils.clip_grad_value_([w], 1.0); w.grad
    tensor([-1.0000,  0.5000])
    """
    for g in _grads(parameters):
        a = g.ivy_array
        lo, hi = (
            ivylite.asarray(-clip_value, dtype=a.dtype),
            ivylite.asarray(clip_value, dtype=a.dtype),
        )
        replace_data(g, ivylite.minimum(ivylite.maximum(a, lo), hi))
