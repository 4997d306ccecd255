"""Loading a state dict into a frontend Module: torch's checks and messages, one
copy per entry after every entry passed its check."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import ivylite
from ivylite.array import Array
from ivylite.dtypes import Dtype
from ivylite.nn import state as _state

from ..._common import astype_keeping_real
from ..tensor import Tensor
from .parameter import replace_data

if TYPE_CHECKING:
    from .module import Module

__all__ = ["load_into", "astype_data", "as_array_like"]


def astype_data(t: Tensor, d: Dtype) -> Array | None:
    """``t``'s array cast to ``d`` if ``t`` is floating point and not ``d`` already
    (what ``Module.to(dtype)`` casts), else None.

    Examples
    --------
    >>> import ivylite
    >>> import ivylite.frontends.torch as torch
    >>> from ivylite.frontends.torch.nn._state import astype_data
    >>> astype_data(torch.ones(1), ivylite.float64).dtype, astype_data(torch.ones(1, dtype=torch.long), ivylite.float64)
    (float64, None)
    """
    a = t.ivy_array
    if a.dtype.kind not in ("float", "complex") or a.dtype == d:
        return None
    if a.dtype.kind == "complex" and d.kind == "float":
        return None  # torch keeps complex tensors complex under module.float()
    return astype_keeping_real(a, d)


def as_array_like(value: Any, target: Array) -> Array:
    """``value`` (a frontend tensor, an ivylite array of any backend, a NumPy array or
    a real torch tensor) as an ivylite array on ``target``'s backend, in its dtype.

    Examples
    --------
    >>> import numpy as np
    >>> import ivylite
    >>> from ivylite.frontends.torch.nn._state import as_array_like
    >>> as_array_like(np.ones(2), ivylite.zeros(2)).dtype
    float32
    """
    if isinstance(value, Tensor):
        value = value.ivy_array
    if isinstance(value, Array):
        if type(value)._backend is not type(target)._backend:
            value = value.__array__()
    elif hasattr(value, "detach") and hasattr(value, "numpy"):  # a real torch tensor
        value = value.detach().cpu().numpy()
    B = type(target)._backend
    if not isinstance(value, Array):
        value = B.ns.asarray(value)
    if value.dtype != target.dtype:
        value = astype_keeping_real(value, target.dtype)
    return ivylite.asarray(value, copy=True)


def _error(module: Module, messages: list[str]) -> RuntimeError:
    body = "\n\t".join(messages)
    return RuntimeError(f"Error(s) in loading state_dict for {type(module).__name__}:\n\t{body}")


def load_into(module: Module, sd: Any, strict: bool) -> tuple[list[str], list[str]]:
    """Load ``sd`` into ``module`` as ``torch.nn.Module.load_state_dict``; return
    (missing keys, unexpected keys)."""
    if not hasattr(sd, "keys") or not hasattr(sd, "__getitem__"):
        raise TypeError(f"Expected state_dict to be dict-like, got {type(sd)}.")
    entries = _state._entries(module)
    expected = {key for key, *_ in entries}
    missing = [key for key, *_ in entries if key not in sd]
    unexpected = [key for key in sd.keys() if key not in expected]
    messages = []
    if strict and unexpected:
        messages.append(
            "Unexpected key(s) in state_dict: " + ", ".join(f'"{k}"' for k in unexpected) + ". "
        )
    if strict and missing:
        messages.append(
            "Missing key(s) in state_dict: " + ", ".join(f'"{k}"' for k in missing) + ". "
        )
    plan = []
    for key, owner, registry, name in entries:
        if key not in sd:
            continue
        current = getattr(owner, registry)[name]
        value = sd[key]
        shape = tuple(getattr(value, "shape", ()))
        if shape != tuple(current.shape):
            messages.append(
                f"size mismatch for {key}: copying a param with shape {_torch_size(shape)} from "
                f"checkpoint, the shape in current model is {_torch_size(current.shape)}."
            )
            continue
        plan.append((current, as_array_like(value, current.ivy_array)))
    if messages:
        raise _error(module, messages)
    for current, array in plan:
        replace_data(current, array)
    return missing, unexpected


def _torch_size(shape: Any) -> str:
    return f"torch.Size({list(shape)})"
