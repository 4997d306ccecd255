"""Optimizer: parameter groups, per-parameter state, a step over gradients.

``opt = AdamW(model, lr=1e-3, weight_decay=0.1)`` takes a Module (all its
parameters, addressed by their names), parameters, or PyTorch-style groups;
``opt.step(grads)`` updates the parameters in place from gradients keyed by
name (what ``ivylite.value_and_grad`` returns for a Module), by parameter, or
in parameter order. The same rule is available as pure functions,
``opt.init_state(params)`` and ``opt.update(params, grads, state)``, which
change nothing and compile under ``ivylite.jit``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import ivylite

from ..array import Array
from ..tree import tree_flatten, tree_unflatten
from .inplace import global_norm, update_in_place
from .rules import RULES

__all__ = ["Optimizer", "clip_grad_norm"]

_FLOATS = ("bfloat16", "float16", "float32", "float64")


def clip_grad_norm(grads: Any, max_norm: float) -> tuple[Any, Any]:
    """``(grads scaled so their global L2 norm is at most max_norm, the norm before)``.

    The global norm is the L2 norm of all the gradients' elements, in their
    dtype (PyTorch's ``clip_grad_norm_`` with ``norm_type=2``), taken in one
    reduction; each gradient is multiplied by ``min(1, max_norm / (norm + 1e-6))``.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.optim import clip_grad_norm
    >>> clipped, norm = clip_grad_norm({"w": ivylite.asarray([3.0, 4.0])}, 1.0)
    >>> float(norm), [round(v, 4) for v in clipped["w"].tolist()]
    (5.0, [0.6, 0.8])
    """
    leaves, treedef = tree_flatten(grads)
    arrays = [g for g in leaves if isinstance(g, Array)]
    if not arrays:
        raise ValueError("clip_grad_norm: no gradient arrays to clip")
    total, scale = _clip_scale(arrays, max_norm)
    casts = {g.dtype: ivylite.astype(scale, g.dtype) for g in arrays}
    out = [g * casts[g.dtype] if isinstance(g, Array) else g for g in leaves]
    return tree_unflatten(treedef, out), total


def _clip_scale(arrays: list[Array], max_norm: float) -> tuple[Array, Array]:
    """(the global norm, the factor ``min(1, max_norm / (norm + 1e-6))``)."""
    total = global_norm(arrays)
    return total, ivylite.clip(max_norm / (total + 1e-6), max=1.0)


def _check(value: Any, what: str, name: str, low: float = 0.0, below: float | None = None) -> Any:
    if callable(value) and what == "lr":
        return value  # a schedule: step -> learning rate
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError(f"{name}: {what} must be a number, got {value!r}")
    if not value >= low or (below is not None and not value < below):
        bounds = f"in [{low}, {below})" if below is not None else f">= {low}"
        raise ValueError(f"{name}: {what} must be {bounds}, got {value}")
    return value


class Optimizer:
    """The base of SGD, Adam, AdamW, RMSprop and Adagrad.

    ``params``: a Module, an iterable of Parameters, or a list of group dicts
    (``{"params": [...], "weight_decay": 0.0}``) whose ``params`` hold
    Parameters, or parameter names when ``model=`` (or a Module first
    argument with ``groups=``) says whose. Options missing from a group take
    the optimiser's. ``lr`` may be a schedule (``step -> lr``, see
    ``ivylite.optim.schedules``). ``max_grad_norm`` clips the gradients by
    their global norm before each step.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite import nn, optim
    >>> model = nn.Linear(2, 1)
    >>> opt = optim.SGD(model, lr=0.1)
    >>> grads = {"weight": ivylite.ones((1, 2)), "bias": ivylite.ones(1)}
    >>> before = model.bias.tolist()[0]
    >>> opt.step(grads)
    >>> round(model.bias.tolist()[0] - before, 6)
    -0.1
    """

    algorithm = ""
    defaults: dict[str, Any] = {}

    def __init__(self, params: Any, groups: list[dict] | None = None, *,
                 model: Any = None, max_grad_norm: float | None = None, **options: Any) -> None:  # fmt: skip
        name = type(self).__name__
        unknown = set(options) - set(self.defaults)
        if unknown:
            raise TypeError(f"{name}() got unexpected options {sorted(unknown)}")
        self.options = {**self.defaults, **options}
        self._validate(self.options)
        self.max_grad_norm = max_grad_norm
        self.rule = RULES[self.algorithm]
        named, groups = self._parse(params, groups, model)
        self.names: dict[int, str] = {id(p): n for n, p in named.items()}
        self.param_groups: list[dict[str, Any]] = []
        for g in groups:
            group = {**self.options, **{k: v for k, v in g.items() if k != "params"}}
            self._validate(group)
            group["params"] = list(g["params"])
            self.param_groups.append(group)
        self.state: dict[int, dict[str, Any]] = {}
        self.step_count = 0

    # --- construction -------------------------------------------------------------------

    def _validate(self, group: dict) -> None:
        name = type(self).__name__
        _check(group["lr"], "lr", name)
        for key in ("weight_decay", "momentum", "eps", "dampening", "lr_decay"):
            if key in group:
                _check(group[key], key, name)
        if "betas" in group:
            for b in group["betas"]:
                _check(b, "betas", name, 0.0, 1.0)
        if "alpha" in group:
            _check(group["alpha"], "alpha", name)

    def _parse(self, params: Any, groups: Any, model: Any) -> tuple[dict, list[dict]]:
        from ..nn import Module, Parameter

        if isinstance(params, Module):
            model, named = params, dict(params.named_parameters())
            specs = groups if groups is not None else [{"params": list(named.values())}]
        else:
            named = dict(model.named_parameters()) if model is not None else {}
            items = list(params) if not isinstance(params, Mapping) else [params]
            if groups is not None:
                raise TypeError(f"{type(self).__name__}: pass groups= with a Module first argument")
            specs = items if items and isinstance(items[0], Mapping) else [{"params": items}]
        out = []
        seen: set[int] = set()
        for spec in specs:
            resolved = []
            for p in spec["params"]:
                if isinstance(p, str):
                    if p not in named:
                        raise KeyError(
                            f"{type(self).__name__}: no parameter named {p!r} in the model"
                        )
                    p = named[p]
                if not isinstance(p, Parameter):
                    raise TypeError(
                        f"{type(self).__name__}: expected ivylite.nn.Parameter objects or names, "
                        f"got {type(p).__name__}"
                    )
                if id(p) in seen:
                    raise ValueError(f"{type(self).__name__}: a parameter appears in two groups")
                seen.add(id(p))
                resolved.append(p)
            out.append({**spec, "params": resolved})
        return named, out

    # --- the step -----------------------------------------------------------------------

    def _gradients(self, grads: Any) -> dict[int, Any]:
        params = [p for g in self.param_groups for p in g["params"]]
        if isinstance(grads, Mapping):
            by_name = {self.names[id(p)]: p for p in reversed(params) if id(p) in self.names}
            by_id = {}
            for key, value in grads.items():
                if isinstance(key, str):
                    p = by_name.get(key)
                    if p is None:
                        raise KeyError(f"{type(self).__name__}.step: no parameter named {key!r}")
                    by_id[id(p)] = value
                else:
                    by_id[id(key)] = value
            return by_id
        grads = list(grads)
        if len(grads) != len(params):
            raise ValueError(
                f"{type(self).__name__}.step: {len(grads)} gradients for {len(params)} parameters"
            )
        return {id(p): g for p, g in zip(params, grads)}

    def step(self, grads: Any) -> None:
        """Update the parameters in place from ``grads`` (a parameter without a
        gradient, or with None, is left alone).

        Where the backend updates a whole group in place (its ``optimizer_step``
        hook: torch) the parameters' and the state's buffers are written, as
        ``torch.optim`` does; elsewhere each Parameter is rebound to its new
        values. Every holder of the Parameter sees them either way.

        Examples
        --------
        >>> import ivylite
        >>> from ivylite import nn, optim
        >>> w = nn.Parameter(ivylite.asarray([1.0]))
        >>> opt = optim.Adam([w], lr=0.5)
        >>> opt.step([ivylite.asarray([2.0])]); round(w.tolist()[0], 4)
        0.5
        """
        by_id = self._gradients(grads)
        scale = None
        if self.max_grad_norm is not None:
            arrays = [g for g in by_id.values() if isinstance(g, Array)]
            if not arrays:
                raise ValueError("clip_grad_norm: no gradient arrays to clip")
            scale = _clip_scale(arrays, self.max_grad_norm)[1]
        self.step_count += 1
        for group in self.param_groups:
            lr = group["lr"]
            concrete = {**group, "lr": lr(self.step_count - 1) if callable(lr) else lr}
            items = []
            for p in group["params"]:
                g = by_id.get(id(p))
                if g is None:
                    continue
                state = self.state.get(id(p))
                if state is None:
                    state = self.state[id(p)] = {"step": 0, **self.rule.init(p, concrete)}
                state["step"] += 1
                items.append((p, g, state))
            for p, g, state in update_in_place(self.algorithm, items, concrete, scale):
                if scale is not None and isinstance(g, Array):
                    g = g * ivylite.astype(scale, g.dtype)
                new_p, new_state = self.rule.update(p, g, state, state["step"], concrete)
                state.update(new_state)
                p._data = new_p._data  # rebind: every holder of the Parameter sees it

    def current_lr(self) -> list[float]:
        """The learning rate of each group at the next step.

        Examples
        --------
        >>> from ivylite import nn, optim
        >>> optim.SGD(nn.Linear(1, 1), lr=lambda step: 0.1 / (step + 1)).current_lr()
        [0.1]
        """
        return [
            g["lr"](self.step_count) if callable(g["lr"]) else g["lr"] for g in self.param_groups
        ]

    # --- pure form ----------------------------------------------------------------------

    def init_state(self, params: Any) -> dict[str, Any]:
        """The optimiser state for a tree of parameters (a Module included), purely.

        Examples
        --------
        >>> import ivylite
        >>> from ivylite import nn, optim
        >>> opt = optim.Adam([], lr=0.1)
        >>> sorted(opt.init_state({"w": ivylite.ones(2)})["slots"][0])
        ['exp_avg', 'exp_avg_sq']
        """
        leaves, _ = tree_flatten(params)
        group = self.param_groups[0] if self.param_groups else self.options
        return {
            "step": ivylite.asarray(0, dtype="int64", device=None),
            "slots": [self.rule.init(p, group) for p in leaves],
        }

    def update(self, params: Any, grads: Any, state: dict[str, Any]) -> tuple[Any, dict]:
        """``(new params, new state)`` from gradients, changing nothing: the form to
        use inside ``ivylite.jit``. ``params`` is a tree (a Module included);
        ``grads`` a dict keyed like ``named_parameters()`` for a Module, else the
        tree's structure. One set of options: this optimiser's (its first group's).

        Examples
        --------
        >>> import ivylite
        >>> from ivylite import optim
        >>> opt = optim.SGD([], lr=0.5)
        >>> params = {"w": ivylite.asarray([1.0])}
        >>> new, state = opt.update(params, {"w": ivylite.asarray([1.0])}, opt.init_state(params))
        >>> new["w"].tolist(), params["w"].tolist()
        ([0.5], [1.0])
        """
        from ..nn import Module

        leaves, treedef = tree_flatten(params)
        if isinstance(params, Module):
            names = [n for n, _ in params.named_parameters()]
            g_leaves = [grads[n] for n in names] + [None] * (len(leaves) - len(names))
        else:
            g_leaves = tree_flatten(grads)[0]
        if self.max_grad_norm is not None:
            real = [g for g in g_leaves if g is not None]
            clipped = iter(clip_grad_norm(real, self.max_grad_norm)[0])
            g_leaves = [None if g is None else next(clipped) for g in g_leaves]
        step = state["step"] + 1
        group = dict(self.param_groups[0] if self.param_groups else self.options)
        if callable(group["lr"]):
            group["lr"] = group["lr"](step - 1)
        new_leaves, slots = [], []
        for p, g, slot in zip(leaves, g_leaves, state["slots"]):
            if g is None:
                new_leaves.append(p)
                slots.append(slot)
                continue
            new_p, new_slot = self.rule.update(p, g, slot, step, group)
            new_leaves.append(ivylite.astype(new_p, p.dtype))
            slots.append({**slot, **new_slot})
        return tree_unflatten(treedef, new_leaves), {"step": step, "slots": slots}

    # --- saving -------------------------------------------------------------------------

    def state_dict(self) -> dict[str, Any]:
        """PyTorch's layout: ``{"state": {index: {...}}, "param_groups": [...]}``,
        parameters numbered in group order. A schedule (a callable ``lr``) is
        not saved (None); loading keeps the optimiser's own. The result is a
        tree that ``ivylite.save`` writes.

        Examples
        --------
        >>> import ivylite
        >>> from ivylite import nn, optim
        >>> opt = optim.Adam(nn.Linear(1, 1), lr=0.1)
        >>> opt.state_dict()["param_groups"][0]["params"]
        [0, 1]
        """
        index = {}
        groups = []
        for g in self.param_groups:
            ids = []
            for p in g["params"]:
                index[id(p)] = len(index)
                ids.append(index[id(p)])
            options = {k: (None if callable(v) else v) for k, v in g.items() if k != "params"}
            groups.append({**options, "params": ids})
        state = {index[i]: dict(s) for i, s in self.state.items() if i in index}
        return {"state": state, "param_groups": groups, "step_count": self.step_count}

    def load_state_dict(self, sd: Mapping[str, Any]) -> None:
        """Restore a :meth:`state_dict` (arrays converted to each parameter's backend).

        Examples
        --------
        >>> from ivylite import nn, optim
        >>> model = nn.Linear(1, 1)
        >>> a, b = optim.Adam(model, lr=0.1), optim.Adam(model, lr=0.5)
        >>> b.load_state_dict(a.state_dict()); b.param_groups[0]["lr"]
        0.1
        """
        params = [p for g in self.param_groups for p in g["params"]]
        groups = sd["param_groups"]
        if [len(g["params"]) for g in groups] != [len(g["params"]) for g in self.param_groups]:
            raise ValueError(
                f"{type(self).__name__}.load_state_dict: the saved groups hold "
                f"{[len(g['params']) for g in groups]} parameters, these hold "
                f"{[len(g['params']) for g in self.param_groups]}"
            )
        new_state = {}
        for i, s in sd["state"].items():
            p = params[int(i)]
            new_state[id(p)] = {
                # a copy: the step may write the state in place
                k: (v if not hasattr(v, "shape") else type(p)._backend.ns.asarray(v, copy=True))
                if k != "step" else int(v) for k, v in s.items()
            }  # fmt: skip
        for mine, saved in zip(self.param_groups, groups):
            mine.update(
                {
                    k: v
                    for k, v in saved.items()
                    if k != "params" and not (v is None and callable(mine.get(k)))
                }
            )
        self.state = new_state
        self.step_count = int(sd.get("step_count", self.step_count))
