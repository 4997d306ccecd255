"""Optimisers as pure functions over parameter trees: SGD with momentum, Adam.

``*_init(params)`` makes the optimiser state; ``*_update(params, grads,
state, ...)`` returns ``(new params, new state)`` and changes nothing in
place. Parameters are trees (dicts/lists/tuples) of floating ivylite arrays;
``grads`` has the same structure (what :func:`ivylite.value_and_grad`
returns). Everything is computed with ivylite functions in each parameter's
own dtype and backend, so the same code runs on every backend (NumPy
included) and traces under ``jax.jit``, ``tf.function`` and ``torch.compile``.
The update rules are PyTorch's (``torch.optim.SGD`` with dampening 0 and
``torch.optim.Adam`` without weight decay).
"""

from __future__ import annotations

from typing import Any

from ..tree import tree_flatten, tree_leaves_with_path, tree_unflatten

__all__ = ["sgd_init", "sgd_update", "adam_init", "adam_update"]

_FLOATS = ("bfloat16", "float16", "float32", "float64")


def _params(params: Any, fn: str) -> tuple[list, Any]:
    from ..array import Array

    for path, leaf in tree_leaves_with_path(params):
        if not isinstance(leaf, Array):
            raise TypeError(
                f"{fn}: params{path} is a {type(leaf).__name__}, not an ivylite array; "
                "parameters must be floating ivylite arrays (convert with ivylite.asarray)"
            )
        if leaf.dtype not in _FLOATS:
            raise TypeError(
                f"{fn}: params{path} has dtype {leaf.dtype}; parameters must be real floating "
                "arrays (cast with astype)"
            )
    return tree_flatten(params)


def _matching(params: Any, other: Any, what: str, fn: str) -> tuple[list, list, Any]:
    leaves, treedef = _params(params, fn)
    other_leaves, other_def = tree_flatten(other)
    if other_def != treedef:
        raise ValueError(
            f"{fn}: {what} has structure {other_def!r}, but params has {treedef!r}; pass the "
            "gradients/state made for these params"
        )
    for path, (p, o) in zip(
        (p for p, _ in tree_leaves_with_path(params)), zip(leaves, other_leaves)
    ):
        if getattr(o, "shape", None) != p.shape:
            raise ValueError(
                f"{fn}: {what}{path} has shape {getattr(o, 'shape', None)}, but params{path} has "
                f"{p.shape}"
            )
    return leaves, other_leaves, treedef


def _cast_like(x: Any, p: Any) -> Any:
    return x if x.dtype == p.dtype else p._ns.astype(x, p.dtype)


def _check_rate(
    value: Any, what: str, fn: str, low: float = 0.0, high: float | None = None
) -> float:
    try:
        v = float(value)
    except (TypeError, ValueError):
        raise TypeError(f"{fn}: {what} must be a real number, got {value!r}") from None
    if not v >= low or (high is not None and not v < high):
        bounds = f"[{low}, {high})" if high is not None else f">= {low}"
        raise ValueError(f"{fn}: {what} must be {bounds}, got {v}")
    return v


def sgd_init(params: Any) -> dict[str, Any]:
    """The SGD state of ``params``: a zero momentum buffer per parameter.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.sgd_init({"w": ivylite.asarray([1.0, 2.0])})
    {'momentum': {'w': ivylite.array([0., 0.], dtype=float32, backend=numpy)}}
    """
    leaves, treedef = _params(params, "sgd_init")
    return {"momentum": tree_unflatten(treedef, [p._ns.zeros_like(p) for p in leaves])}


def sgd_update(
    params: Any,
    grads: Any,
    state: dict[str, Any],
    *,
    lr: float,
    momentum: float = 0.0,
    nesterov: bool = False,
) -> tuple[Any, dict[str, Any]]:
    """One SGD step: ``buf = momentum * buf + g``; ``p -= lr * buf`` (``lr * (g +
    momentum * buf)`` with ``nesterov``; ``lr * g`` with no momentum).

    Examples
    --------
    >>> import ivylite
    >>> params = {"w": ivylite.asarray([1.0, 2.0])}
    >>> state = ivylite.sgd_init(params)
    >>> grads = {"w": ivylite.asarray([0.5, -1.0])}
    >>> params, state = ivylite.sgd_update(params, grads, state, lr=0.1, momentum=0.9)
    >>> params["w"]
    ivylite.array([0.95, 2.1 ], dtype=float32, backend=numpy)
    >>> params, state = ivylite.sgd_update(params, grads, state, lr=0.1, momentum=0.9)
    >>> state["momentum"]["w"]
    ivylite.array([ 0.95, -1.9 ], dtype=float32, backend=numpy)
    """
    fn = "sgd_update"
    lr = _check_rate(lr, "lr", fn)
    momentum = _check_rate(momentum, "momentum", fn)
    if nesterov and momentum == 0.0:
        raise ValueError(f"{fn}: nesterov=True needs a momentum > 0")
    if not isinstance(state, dict) or "momentum" not in state:
        raise TypeError(f"{fn}: state must be the dict sgd_init(params) returns")
    leaves, g_leaves, treedef = _matching(params, grads, "grads", fn)
    _, bufs, _ = _matching(params, state["momentum"], "state['momentum']", fn)
    new_params, new_bufs = [], []
    for p, g, buf in zip(leaves, g_leaves, bufs):
        g = _cast_like(g, p)
        if momentum:
            buf = momentum * buf + g
            step = g + momentum * buf if nesterov else buf
        else:
            step = g
        new_params.append(p - lr * step)
        new_bufs.append(buf)
    return tree_unflatten(treedef, new_params), {"momentum": tree_unflatten(treedef, new_bufs)}


def adam_init(params: Any) -> dict[str, Any]:
    """The Adam state of ``params``: the step count (a 0-d int32 array) and zero first
    and second moments per parameter.

    Examples
    --------
    >>> import ivylite
    >>> state = ivylite.adam_init([ivylite.asarray([1.0, 2.0])])
    >>> state["step"], state["mu"]
    (ivylite.array(0, dtype=int32, backend=numpy), [ivylite.array([0., 0.], dtype=float32, backend=numpy)])
    """
    leaves, treedef = _params(params, "adam_init")
    if not leaves:
        raise ValueError("adam_init: params holds no arrays")
    ns = leaves[0]._ns
    return {
        "step": ns.zeros((), dtype="int32"),
        "mu": tree_unflatten(treedef, [p._ns.zeros_like(p) for p in leaves]),
        "nu": tree_unflatten(treedef, [p._ns.zeros_like(p) for p in leaves]),
    }


def adam_update(
    params: Any,
    grads: Any,
    state: dict[str, Any],
    *,
    lr: float = 1e-3,
    beta1: float = 0.9,
    beta2: float = 0.999,
    eps: float = 1e-8,
) -> tuple[Any, dict[str, Any]]:
    """One Adam step (Kingma & Ba, as ``torch.optim.Adam`` computes it).

    ``m = beta1 m + (1 - beta1) g``, ``v = beta2 v + (1 - beta2) g²``, then
    ``p -= lr / (1 - beta1^t) * m / (sqrt(v) / sqrt(1 - beta2^t) + eps)``.
    The bias corrections are computed in float64 (as PyTorch does, in Python
    floats) and then cast to the parameter's dtype.

    Examples
    --------
    >>> import ivylite
    >>> params = {"w": ivylite.asarray([1.0, 2.0])}
    >>> state = ivylite.adam_init(params)
    >>> grads = {"w": ivylite.asarray([0.5, -1.0])}
    >>> params, state = ivylite.adam_update(params, grads, state, lr=0.1)
    >>> params["w"], state["step"]
    (ivylite.array([0.90000004, 2.1       ], dtype=float32, backend=numpy), ivylite.array(1, dtype=int32, backend=numpy))
    """
    fn = "adam_update"
    lr = _check_rate(lr, "lr", fn)
    beta1 = _check_rate(beta1, "beta1", fn, 0.0, 1.0)
    beta2 = _check_rate(beta2, "beta2", fn, 0.0, 1.0)
    eps = _check_rate(eps, "eps", fn)
    if not isinstance(state, dict) or not {"step", "mu", "nu"} <= set(state):
        raise TypeError(f"{fn}: state must be the dict adam_init(params) returns")
    leaves, g_leaves, treedef = _matching(params, grads, "grads", fn)
    _, mus, _ = _matching(params, state["mu"], "state['mu']", fn)
    _, nus, _ = _matching(params, state["nu"], "state['nu']", fn)
    step = state["step"] + 1
    ns = step._ns
    corrections: dict[Any, tuple[Any, Any]] = {}
    new_params, new_mus, new_nus = [], [], []
    for p, g, m, v in zip(leaves, g_leaves, mus, nus):
        g = _cast_like(g, p)
        m = beta1 * m + (1.0 - beta1) * g
        v = beta2 * v + (1.0 - beta2) * (g * g)
        if p.dtype not in corrections:
            t = ns.astype(step, "float64")
            bc1 = 1.0 - ns.pow(beta1, t)
            bc2 = 1.0 - ns.pow(beta2, t)
            corrections[p.dtype] = (
                _cast_like(lr / bc1, p),
                _cast_like(ns.sqrt(bc2), p),
            )
        step_size, bc2_sqrt = corrections[p.dtype]
        denom = p._ns.sqrt(v) / bc2_sqrt + eps
        new_params.append(p - step_size * (m / denom))
        new_mus.append(m)
        new_nus.append(v)
    return tree_unflatten(treedef, new_params), {
        "step": step,
        "mu": tree_unflatten(treedef, new_mus),
        "nu": tree_unflatten(treedef, new_nus),
    }
