"""Module: the base of every layer and model.

Assigning a :class:`~ivylite.nn.Parameter`, a :class:`Module` or a
:class:`~ivylite.nn.Buffer` to an attribute registers it, as in PyTorch, and
the names are the dotted paths PyTorch gives the same structure
(``mlp.0.weight``), so a state dict moves between ivylite and PyTorch. A
parameter assigned to two attributes (tied weights) is one parameter.

A Module is a tree for :mod:`ivylite.tree`: its leaves are its parameters
then its buffers, so it crosses ``ivylite.jit`` and ``ivylite.value_and_grad``.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Iterator
from typing import Any

from ..array import Array
from . import state as _state
from .parameter import Buffer, Parameter

__all__ = ["Module"]


class Module:
    """The base class of layers and models.

    Subclasses define ``forward`` (``model(x)`` runs it) or their own
    ``__call__``.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite import nn
    >>> class Affine(nn.Module):
    ...     def __init__(self):
    ...         super().__init__()
    ...         self.scale = nn.Parameter(ivylite.ones(2))
    ...         self.register_buffer("calls", ivylite.zeros((), dtype="int64"))
    ...     def forward(self, x):
    ...         return x * self.scale
    >>> m = Affine()
    >>> m(ivylite.asarray([1.0, 2.0]))
    ivylite.array([1., 2.], dtype=float32, backend=numpy)
    >>> [name for name, _ in m.named_parameters()], list(m.state_dict())
    (['scale'], ['scale', 'calls'])
    """

    _parameters: dict[str, Parameter | None]
    _buffers: dict[str, Array | None]
    _modules: dict[str, Module | None]
    _non_persistent: set[str]
    training: bool

    def __init__(self) -> None:
        object.__setattr__(self, "_parameters", {})
        object.__setattr__(self, "_buffers", {})
        object.__setattr__(self, "_modules", {})
        object.__setattr__(self, "_non_persistent", set())
        object.__setattr__(self, "training", True)

    # --- registration ----------------------------------------------------------------

    def _check_ready(self, what: str) -> None:
        if "_parameters" not in self.__dict__:
            raise AttributeError(
                f"cannot assign {what} before Module.__init__() is called: call "
                "super().__init__() first in your __init__"
            )

    def __setattr__(self, name: str, value: Any) -> None:
        if isinstance(value, Parameter):
            self._check_ready("parameters")
            self._forget(name)
            self._parameters[name] = value
        elif isinstance(value, Module):
            self._check_ready("modules")
            self._forget(name)
            self._modules[name] = value
        elif isinstance(value, Buffer):
            self._check_ready("buffers")
            self._forget(name)
            self._buffers[name] = value
        elif "_parameters" in self.__dict__ and name in self._parameters:
            if value is not None:
                raise TypeError(
                    f"cannot assign a {type(value).__name__} as parameter {name!r} of "
                    f"{type(self).__name__}: wrap it in ivylite.nn.Parameter, or assign None"
                )
            self._parameters[name] = None
        elif "_buffers" in self.__dict__ and name in self._buffers:
            if value is not None and not isinstance(value, Array):
                raise TypeError(
                    f"cannot assign a {type(value).__name__} as buffer {name!r} of "
                    f"{type(self).__name__}: buffers hold ivylite arrays (or None)"
                )
            self._buffers[name] = value
        elif "_modules" in self.__dict__ and name in self._modules and value is None:
            self._modules[name] = None
        else:
            object.__setattr__(self, name, value)

    def _forget(self, name: str) -> None:
        for registry in (self._parameters, self._buffers, self._modules):
            registry.pop(name, None)
        self._non_persistent.discard(name)
        self.__dict__.pop(name, None)

    def __getattr__(self, name: str) -> Any:
        d = self.__dict__
        for registry in ("_parameters", "_buffers", "_modules"):
            found = d.get(registry)
            if found is not None and name in found:
                return found[name]
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")

    def __delattr__(self, name: str) -> None:
        for registry in (self._parameters, self._buffers, self._modules):
            if name in registry:
                del registry[name]
                self._non_persistent.discard(name)
                return
        object.__delattr__(self, name)

    def register_parameter(self, name: str, param: Parameter | None) -> None:
        """Register ``param`` (a Parameter, or None for an absent one) as ``name``.

        Examples
        --------
        >>> import ivylite
        >>> from ivylite import nn
        >>> m = nn.Module()
        >>> m.register_parameter("bias", None)
        >>> m.register_parameter("w", nn.Parameter(ivylite.ones(1)))
        >>> list(m._parameters)
        ['bias', 'w']
        """
        self._check_name(name, "parameter")
        if param is not None and not isinstance(param, Parameter):
            raise TypeError(
                f"register_parameter({name!r}): expected an ivylite.nn.Parameter or None, got "
                f"{type(param).__name__}"
            )
        self._forget(name)
        self._parameters[name] = param

    def register_buffer(self, name: str, value: Array | None, persistent: bool = True) -> None:
        """Register an array as buffer ``name``: saved in the state dict (unless
        ``persistent=False``), moved with the module, never differentiated.

        Examples
        --------
        >>> import ivylite
        >>> from ivylite import nn
        >>> m = nn.Module()
        >>> m.register_buffer("mask", ivylite.ones(2), persistent=False)
        >>> list(m.named_buffers()), list(m.state_dict())
        ([('mask', ivylite.array([1., 1.], dtype=float32, backend=numpy))], [])
        """
        self._check_name(name, "buffer")
        if value is not None and not isinstance(value, Array):
            raise TypeError(
                f"register_buffer({name!r}): expected an ivylite array or None, got "
                f"{type(value).__name__}"
            )
        self._forget(name)
        self._buffers[name] = value
        if not persistent:
            self._non_persistent.add(name)

    def add_module(self, name: str, module: Module | None) -> None:
        """Register ``module`` as the child ``name``.

        Examples
        --------
        >>> from ivylite import nn
        >>> m = nn.Module()
        >>> m.add_module("0", nn.Module())
        >>> [n for n, _ in m.named_children()]
        ['0']
        """
        self._check_name(name, "module")
        if module is not None and not isinstance(module, Module):
            raise TypeError(f"add_module({name!r}): {type(module).__name__} is not a Module")
        self._forget(name)
        self._modules[name] = module

    def _check_name(self, name: str, what: str) -> None:
        self._check_ready(f"{what}s")
        if not isinstance(name, str) or not name or "." in name:
            raise KeyError(f"{what} name must be a non-empty string without '.', got {name!r}")

    # --- calling -----------------------------------------------------------------------

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        forward = getattr(type(self), "forward", None)
        if forward is None:
            raise NotImplementedError(
                f"{type(self).__name__} defines neither forward nor __call__: define one of "
                "them to say what the module computes"
            )
        return forward(self, *args, **kwargs)

    # --- traversal ---------------------------------------------------------------------

    def named_modules(
        self, memo: set[int] | None = None, prefix: str = "", remove_duplicate: bool = True
    ) -> Iterator[tuple[str, Module]]:
        """(name, module) for this module and every descendant, this one first.

        Examples
        --------
        >>> from ivylite import nn
        >>> model = nn.Sequential(nn.Linear(2, 3), nn.ReLU())
        >>> [name for name, _ in model.named_modules()]
        ['', '0', '1']
        """
        if memo is None:
            memo = set()
        # Depth first, a module before its children, with a stack rather than
        # recursion: one generator however deep the model (this runs per step).
        stack: list[tuple[str, Module]] = [(prefix, self)]
        while stack:
            name, module = stack.pop()
            if remove_duplicate:
                if id(module) in memo:
                    continue
                memo.add(id(module))
            yield name, module
            at = len(stack)
            for key, child in module._modules.items():
                if child is not None:
                    stack.insert(at, (f"{name}.{key}" if name else key, child))

    def modules(self) -> Iterator[Module]:
        """This module and every descendant (each once).

        Examples
        --------
        >>> from ivylite import nn
        >>> len(list(nn.Sequential(nn.Linear(2, 2), nn.Linear(2, 2)).modules()))
        3
        """
        for _, m in self.named_modules():
            yield m

    def named_children(self) -> Iterator[tuple[str, Module]]:
        """(name, child) for the direct children.

        Examples
        --------
        >>> from ivylite import nn
        >>> [n for n, _ in nn.Sequential(nn.ReLU(), nn.Tanh()).named_children()]
        ['0', '1']
        """
        seen: set[int] = set()
        for name, child in self._modules.items():
            if child is not None and id(child) not in seen:
                seen.add(id(child))
                yield name, child

    def children(self) -> Iterator[Module]:
        """The direct children.

        Examples
        --------
        >>> from ivylite import nn
        >>> len(list(nn.Sequential(nn.ReLU(), nn.Tanh()).children()))
        2
        """
        for _, child in self.named_children():
            yield child

    def _named_members(
        self, registry: str, prefix: str, recurse: bool, remove_duplicate: bool = True
    ) -> Iterator[tuple[str, Array]]:
        seen: set[int] = set()
        modules = self.named_modules(prefix=prefix) if recurse else [(prefix, self)]
        for module_prefix, module in modules:
            for name, value in getattr(module, registry).items():
                if value is None or (remove_duplicate and id(value) in seen):
                    continue
                seen.add(id(value))
                yield (f"{module_prefix}.{name}" if module_prefix else name), value

    def named_parameters(
        self, prefix: str = "", recurse: bool = True, remove_duplicate: bool = True
    ) -> Iterator[tuple[str, Parameter]]:
        """(dotted name, parameter), each parameter once (tied ones under their first name).

        Examples
        --------
        >>> from ivylite import nn
        >>> [n for n, _ in nn.Sequential(nn.Linear(2, 3)).named_parameters()]
        ['0.weight', '0.bias']
        """
        yield from self._named_members("_parameters", prefix, recurse, remove_duplicate)

    def parameters(self, recurse: bool = True) -> Iterator[Parameter]:
        """The parameters, each once.

        Examples
        --------
        >>> from ivylite import nn
        >>> [p.shape for p in nn.Linear(2, 3).parameters()]
        [(3, 2), (3,)]
        """
        for _, p in self.named_parameters(recurse=recurse):
            yield p

    def named_buffers(
        self, prefix: str = "", recurse: bool = True, remove_duplicate: bool = True
    ) -> Iterator[tuple[str, Array]]:
        """(dotted name, buffer) for every buffer, persistent or not.

        Examples
        --------
        >>> from ivylite import nn
        >>> [n for n, _ in nn.BatchNorm1d(2).named_buffers()]
        ['running_mean', 'running_var', 'num_batches_tracked']
        """
        yield from self._named_members("_buffers", prefix, recurse, remove_duplicate)

    def buffers(self, recurse: bool = True) -> Iterator[Array]:
        """The buffers.

        Examples
        --------
        >>> from ivylite import nn
        >>> len(list(nn.BatchNorm1d(2).buffers()))
        3
        """
        for _, b in self.named_buffers(recurse=recurse):
            yield b

    def num_parameters(self, trainable_only: bool = False) -> int:
        """How many numbers the parameters hold (tied parameters counted once).

        Examples
        --------
        >>> from ivylite import nn
        >>> nn.Linear(10, 5).num_parameters()
        55
        """
        return sum(p.size for p in self.parameters())

    # --- modes and functions over the tree ---------------------------------------------

    def train(self, mode: bool = True) -> Module:
        """Set training mode (dropout active, batch statistics) here and below.

        Examples
        --------
        >>> from ivylite import nn
        >>> m = nn.Sequential(nn.Dropout(0.5))
        >>> m.eval().training, m[0].training, m.train().training
        (False, False, True)
        """
        if not isinstance(mode, bool):
            raise TypeError(f"train(mode): mode must be a bool, got {type(mode).__name__}")
        for m in self.modules():
            object.__setattr__(m, "training", mode)
        return self

    def eval(self) -> Module:
        """Evaluation mode: ``train(False)``.

        Examples
        --------
        >>> from ivylite import nn
        >>> nn.Linear(1, 1).eval().training
        False
        """
        return self.train(False)

    def apply(self, fn: Callable[[Module], Any]) -> Module:
        """Call ``fn`` on every descendant, children first, then on this module.

        Examples
        --------
        >>> from ivylite import nn
        >>> names = []
        >>> _ = nn.Sequential(nn.ReLU(), nn.Tanh()).apply(lambda m: names.append(type(m).__name__))
        >>> names
        ['ReLU', 'Tanh', 'Sequential']
        """
        for child in self.children():
            child.apply(fn)
        fn(self)
        return self

    # --- state ---------------------------------------------------------------------------

    def state_dict(self, prefix: str = "") -> OrderedDict[str, Array]:
        """Name -> array: the parameters and persistent buffers, PyTorch's keys and order.

        The arrays share the module's data. A tied parameter appears under each
        of its names, as in PyTorch.

        Examples
        --------
        >>> from ivylite import nn
        >>> list(nn.Sequential(nn.Linear(2, 2), nn.BatchNorm1d(2)).state_dict())
        ['0.weight', '0.bias', '1.weight', '1.bias', '1.running_mean', '1.running_var', '1.num_batches_tracked']
        """
        return _state.state_dict(self, prefix)

    def load_state_dict(self, state_dict: Any, strict: bool = True) -> _state.IncompatibleKeys:
        """Copy a state dict's arrays into this module; return the keys that did not match.

        Values may be ivylite arrays of any backend, NumPy arrays or framework
        tensors: each is converted to its parameter's backend. Every entry is
        checked (shape and dtype, naming the key) before any is copied, so a
        bad state dict leaves the module as it was. ``strict=True`` raises
        ``KeyError`` listing missing and unexpected keys; ``strict=False``
        loads the matching entries and returns both lists.

        Examples
        --------
        >>> import ivylite
        >>> from ivylite import nn
        >>> m = nn.Linear(2, 1)
        >>> m.load_state_dict({"weight": ivylite.ones((1, 2))}, strict=False)
        IncompatibleKeys(missing_keys=['bias'], unexpected_keys=[])
        >>> m.weight.tolist()
        [[1.0, 1.0]]
        """
        return _state.load_state_dict(self, state_dict, strict)

    # --- representation ----------------------------------------------------------------

    def extra_repr(self) -> str:
        """The text between the parentheses of this module's repr line.

        Examples
        --------
        >>> from ivylite import nn
        >>> nn.Linear(2, 3).extra_repr()
        'in_features=2, out_features=3, bias=True'
        """
        return ""

    def __repr__(self) -> str:
        lines = [f"({name}): " + _indent(repr(child)) for name, child in self._modules.items()]
        head = f"{type(self).__name__}({self.extra_repr()}"
        if not lines:
            return head + ")"
        return head + "\n  " + "\n  ".join(lines) + "\n)"

    def __dir__(self) -> list[str]:
        return sorted(
            set(super().__dir__()) | set(self._parameters) | set(self._buffers) | set(self._modules)
        )


def _indent(text: str) -> str:
    return text.replace("\n", "\n  ")


_state.register_module_tree(Module)
_state.register_module_gradients(Module)
