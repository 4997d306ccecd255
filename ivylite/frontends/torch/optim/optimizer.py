"""``torch.optim.Optimizer``: parameter groups, per-parameter state keyed by the
parameter, ``zero_grad``, ``step(closure)`` and torch's ``state_dict`` layout.

The update rules are ivylite's (:mod:`ivylite.optim.rules`, one per
algorithm); an optimiser here only finds each parameter's gradient, keeps
the state as tensors, and writes the new value into the parameter under
``no_grad`` (so the step is not recorded, and a leaf that requires grad stays
one). A group whose learning rate is a number goes first to the backend's
in-place step (:func:`ivylite.optim.inplace.update_in_place`: torch's
multi-tensor functions, paddle's fused AdamW), which writes the parameters'
and the state's buffers as ``torch.optim`` does; what it does not take gets
the rule, one parameter at a time.
"""

from __future__ import annotations

import copy
from collections import defaultdict
from collections.abc import Callable
from typing import Any

import ivylite
from ivylite.optim.inplace import update_in_place
from ivylite.optim.rules import RULES, Rule

from .. import grad_mode
from .._tensor_autograd import write
from ..tensor import Tensor

__all__ = ["Optimizer"]


def _tensor(value: Any) -> Tensor:
    if isinstance(value, Tensor):
        return value
    if isinstance(value, ivylite.Array):
        return Tensor(value)
    import numpy as np

    # a saved state from elsewhere (real torch's tensors, NumPy arrays)
    host = value.detach().cpu().numpy() if hasattr(value, "detach") else np.asarray(value)
    return Tensor(ivylite.asarray(host))


class Optimizer:
    """The base of torch's optimisers; a subclass defines ``step`` (or, for the
    built-in ones, ``algorithm``: the name of its rule in ivylite.optim).

    Examples
    --------
    >>> import ivylite
    >>> import ivylite.frontends.torch as torch
    >>> with ivylite.using_backend("torch"):
    ...     w = torch.tensor([1.0, 2.0], requires_grad=True)
    ...     opt = torch.optim.SGD([w], lr=0.5)
    ...     (w * w).sum().backward()
    ...     opt.step()
    ...     opt.zero_grad()
    ...     w.detach(), w.grad, w.requires_grad
    (tensor([0., 0.]), None, True)
    """

    algorithm = ""

    def __init__(self, params: Any, defaults: dict[str, Any]) -> None:
        self.defaults = defaults
        self.state: defaultdict[Any, dict[str, Any]] = defaultdict(dict)
        self.param_groups: list[dict[str, Any]] = []
        if isinstance(params, Tensor):
            raise TypeError(
                "params argument given to the optimizer should be an iterable of Tensors or "
                f"dicts, but got {type(params).__name__}"
            )
        groups = list(params)
        if not groups:
            raise ValueError("optimizer got an empty parameter list")
        if not isinstance(groups[0], dict):
            groups = [{"params": groups}]
        for g in groups:
            self.add_param_group(g)

    def __repr__(self) -> str:
        return f"{type(self).__name__} ({len(self.param_groups)} parameter groups)"

    def add_param_group(self, param_group: dict[str, Any]) -> None:
        """Add a group: its ``params`` and the options that differ from the defaults.

        Examples
        --------
        >>> import ivylite.frontends.torch as torch
        >>> a, b = torch.ones(2, requires_grad=True), torch.ones(1, requires_grad=True)
        >>> opt = torch.optim.SGD([a], lr=0.1)
        >>> opt.add_param_group({"params": b, "lr": 0.01})
        >>> [g["lr"] for g in opt.param_groups]
        [0.1, 0.01]
        """
        group = dict(param_group)
        params = group["params"]
        params = [params] if isinstance(params, Tensor) else list(params)
        if params and isinstance(params[0], tuple):  # named parameters
            group["param_names"] = [n for n, _ in params]
            params = [p for _, p in params]
        for p in params:
            if not isinstance(p, Tensor):
                raise TypeError(
                    f"optimizer can only optimize Tensors, but one of the params is "
                    f"{type(p).__name__}"
                )
        group["params"] = params
        for name, default in self.defaults.items():
            group.setdefault(name, default)
        seen = {id(p) for g in self.param_groups for p in g["params"]}
        if any(id(p) in seen for p in params):
            raise ValueError("some parameters appear in more than one parameter group")
        self.param_groups.append(group)

    def zero_grad(self, set_to_none: bool = True) -> None:
        """Clear every parameter's ``.grad`` (None, or zeros in place).

        Examples
        --------
        >>> import ivylite.frontends.torch as torch
        >>> w = torch.ones(2, requires_grad=True)
        >>> w.grad = torch.ones(2)
        >>> torch.optim.Adam([w]).zero_grad(set_to_none=False); w.grad
        tensor([0., 0.])
        """
        for group in self.param_groups:
            for p in group["params"]:
                if p.grad is None:
                    continue
                if set_to_none:
                    p.grad = None
                else:
                    p.grad.zero_()

    # --- the step -----------------------------------------------------------------------

    def step(self, closure: Callable[[], Any] | None = None) -> Any:
        """One update of every parameter that has a gradient; ``closure`` (re-evaluating
        the loss, gradients recorded) is called first and its loss returned.

        Examples
        --------
        >>> import ivylite
        >>> import ivylite.frontends.torch as torch
        >>> with ivylite.using_backend("torch"):
        ...     w = torch.tensor([3.0], requires_grad=True)
        ...     opt = torch.optim.SGD([w], lr=0.1)
        ...     def closure():
        ...         opt.zero_grad()
        ...         loss = (w * w).sum()
        ...         loss.backward()
        ...         return loss
        ...     opt.step(closure).item(), w.detach()
        (9.0, tensor([2.4000]))
        """
        loss = None
        if closure is not None:
            with grad_mode.enable_grad():
                loss = closure()
        with grad_mode.no_grad():
            for group in self.param_groups:
                params = [p for p in group["params"] if p.grad is not None]
                if params:
                    self._update_group(params, group)
        return loss

    def _update_group(self, params: list[Tensor], group: dict[str, Any]) -> None:
        items = [self._prepare(p, group) for p in params]
        rest = items
        if type(group["lr"]) in (float, int):  # (the hook takes a number, not a tensor)
            rest = update_in_place(self._algorithm(group), items, group)
        left = {id(item) for item in rest}
        for p, item in zip(params, items):
            if id(item) in left:
                self._apply_rule(p, item, group)
            else:
                self._updated(p, item[2], group)

    def _algorithm(self, group: dict[str, Any]) -> str:
        return self.algorithm

    def _rule(self, group: dict[str, Any]) -> Rule:
        return RULES[self._algorithm(group)]

    def _initial_state(self, p: Tensor, group: dict[str, Any]) -> dict[str, Any]:
        init = self._rule(group).init(p.ivy_array, group)
        # torch keeps the step count as a float32 scalar tensor
        return {"step": Tensor(ivylite.asarray(0.0, dtype="float32")),
                **{k: Tensor(v) for k, v in init.items()}}  # fmt: skip

    def _prepare(self, p: Tensor, group: dict[str, Any]) -> tuple[Any, Any, dict[str, Any]]:
        """``(parameter, gradient, state)`` arrays of ``p``'s update, the state's
        ``"step"`` counting this step (the form the in-place step takes)."""
        g = p.grad.ivy_array
        if group.get("maximize"):
            g = -g  # every rule starts from the gradient: maximising negates it first
        state = self.state[p]
        if not state:
            state.update(self._initial_state(p, group))
        step = int(state["step"].item()) + 1
        state["step"] = Tensor(ivylite.asarray(float(step), dtype="float32"))
        arrays = {k: v.ivy_array for k, v in state.items() if k != "step"}
        return p.ivy_array, g, {"step": step, **arrays}

    def _updated(self, p: Tensor, arrays: dict[str, Any], group: dict[str, Any]) -> None:
        """After the in-place step: the state's tensors already hold the new values."""

    def _apply_rule(self, p: Tensor, item: tuple[Any, Any, dict[str, Any]],
                    group: dict[str, Any]) -> None:  # fmt: skip
        a, g, arrays = item
        arrays = dict(arrays)
        step = arrays.pop("step")
        new_p, new_state = self._rule(group).update(a, g, arrays, step, group)
        state = self.state[p]
        for k, v in new_state.items():
            state[k] = Tensor(v)
        # the rule's result is a new array: casting it needs no second copy
        write(p, ivylite.astype(new_p, a.dtype, copy=False))

    # --- saving -------------------------------------------------------------------------

    def state_dict(self) -> dict[str, Any]:
        """torch's layout: ``{"state": {index: {...}}, "param_groups": [{..., "params":
        [index, ...]}]}``, parameters numbered in group order.

        Examples
        --------
        >>> import ivylite.frontends.torch as torch
        >>> opt = torch.optim.SGD([torch.ones(1, requires_grad=True)], lr=0.1)
        >>> opt.state_dict()["param_groups"][0]["params"], opt.state_dict()["state"]
        ([0], {})
        """
        index: dict[int, int] = {}
        groups = []
        for g in self.param_groups:
            ids = []
            for p in g["params"]:
                index.setdefault(id(p), len(index))
                ids.append(index[id(p)])
            groups.append({**{k: v for k, v in g.items() if k != "params"}, "params": ids})
        state = {index[id(p)]: s for p, s in self.state.items() if id(p) in index}
        return {"state": state, "param_groups": groups}

    def load_state_dict(self, state_dict: dict[str, Any]) -> None:
        """Restore a :meth:`state_dict` (ours or real torch's): floating state cast to
        each parameter's dtype, ``step`` kept.

        Examples
        --------
        >>> import ivylite.frontends.torch as torch
        >>> w = torch.ones(1, requires_grad=True)
        >>> a, b = torch.optim.Adam([w], lr=0.1), torch.optim.Adam([w], lr=0.5)
        >>> b.load_state_dict(a.state_dict()); b.param_groups[0]["lr"]
        0.1
        """
        saved = copy.deepcopy(state_dict["param_groups"])
        if len(saved) != len(self.param_groups):
            raise ValueError("loaded state dict has a different number of parameter groups")
        if any(len(s["params"]) != len(g["params"]) for s, g in zip(saved, self.param_groups)):
            raise ValueError(
                "loaded state dict contains a parameter group that doesn't match the size of "
                "optimizer's group"
            )
        by_index = {}
        for s, g in zip(saved, self.param_groups):
            by_index.update(zip(s["params"], g["params"]))
        self.state = defaultdict(dict)
        for i, entries in state_dict["state"].items():
            p = by_index[int(i)]
            self.state[p] = {k: self._restored(k, v, p) for k, v in entries.items()}
        self.param_groups = [{**s, "params": g["params"]} for s, g in zip(saved, self.param_groups)]

    @staticmethod
    def _restored(key: str, value: Any, p: Tensor) -> Any:
        if value is None or isinstance(value, (int, float)):
            return value
        t = _tensor(value)
        if key == "step" or not t.is_floating_point():
            return t.clone()
        return Tensor(ivylite.astype(t.ivy_array, p.ivy_array.dtype, copy=True))
