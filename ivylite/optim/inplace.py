"""The eager step's fast path: a whole parameter group updated in place by its backend.

A backend that provides the ``optimizer_step`` hook (see
``ivylite.backends._contract``) updates a group's parameters and state in
place, many arrays per call (torch: its multi-tensor functions). What it
does not take (another algorithm, a gradient of another dtype, a backend
without the hook) is left to the generic rule, one parameter at a time.
The pure form (``Optimizer.update``, what ``ivylite.jit`` compiles) never
comes here.
"""

from __future__ import annotations

from typing import Any

import ivylite

from ..array import Array

__all__ = ["global_norm", "update_in_place"]


def global_norm(arrays: list[Array]) -> Array:
    """The L2 norm of all the arrays' elements together, in one reduction.

    Arrays of one dtype are concatenated (flattened) and reduced once; with
    mixed dtypes each array's norm is taken and the norms, in the first
    array's dtype, are reduced (PyTorch's ``clip_grad_norm_`` order).

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.optim.inplace import global_norm
    >>> float(global_norm([ivylite.asarray([3.0]), ivylite.asarray([[4.0]])]))
    5.0
    """
    first = arrays[0]._dtype
    if all(a._dtype is first for a in arrays):
        flat = arrays[0] if len(arrays) == 1 else ivylite.concat(arrays, axis=None)
        return ivylite.linalg.vector_norm(flat)
    norms = [ivylite.astype(ivylite.linalg.vector_norm(g), first) for g in arrays]
    return ivylite.linalg.vector_norm(ivylite.stack(norms))


def update_in_place(algorithm: str, items: list[tuple[Any, Any, dict]], options: dict,
                    grad_scale: Array | None = None) -> list[tuple[Any, Any, dict]]:  # fmt: skip
    """Update what the backend's ``optimizer_step`` hook takes; return the rest.

    ``items`` are ``(parameter, gradient, state)`` triples of one group, the
    state's ``"step"`` already counting this step; ``options`` the group's
    numbers with a concrete ``lr``; ``grad_scale`` a 0-d array every gradient
    is multiplied by first, or None.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.nn import Parameter
    >>> from ivylite.optim.inplace import update_in_place
    >>> w = Parameter(ivylite.asarray([1.0]))
    >>> rest = update_in_place("SGD", [(w, ivylite.asarray([1.0]), {"step": 1})],
    ...                        {"lr": 0.5, "weight_decay": 0.0, "momentum": 0.0})
    >>> len(rest) + (w.tolist() == [0.5])  # updated here, or left to the generic rule
    1
    """
    if not items:
        return items
    B = type(items[0][0])._backend
    hook = B.optimizer_step
    if hook is None:
        return items
    mine, rest = [], []
    for item in items:
        p, g, _ = item
        same = isinstance(g, Array) and type(p)._backend is B and type(g)._backend is B
        (mine if same and g._dtype is p._dtype else rest).append(item)
    if not mine:
        return items
    states = [{k: v._data for k, v in s.items() if k != "step"} for _, _, s in mine]
    done = hook(algorithm, [p._data for p, _, _ in mine], [g._data for _, g, _ in mine], states,
                [s["step"] for _, _, s in mine], options,
                None if grad_scale is None else grad_scale._data)  # fmt: skip
    return rest if done else items
