"""Containers: ``Sequential``, ``ModuleList``, ``ModuleDict``, ``ParameterList``,
``ParameterDict`` (ivylite.nn's, holding frontend modules and parameters)."""

from __future__ import annotations

from collections import OrderedDict
from typing import Any

from ivylite.nn import containers as _inn

from ..tensor import Tensor
from .module import Module
from .parameter import Parameter

__all__ = ["Sequential", "ModuleList", "ModuleDict", "ParameterList", "ParameterDict"]


def _renumber(container: Module, modules: list) -> None:
    """Re-register ``modules`` as ``0``, ``1``... (torch renumbers a list after an
    insertion or a deletion, so the state dict's keys follow the new positions)."""
    container._modules.clear()
    for i, m in enumerate(modules):
        container._modules[str(i)] = m


class _ListMethods:
    """insert / pop / ``del`` shared by Sequential and ModuleList."""

    _modules: Any

    def insert(self, index: int, module: Module) -> Any:
        """Insert ``module`` before position ``index``.

        Examples
        --------
        >>> from ivylite.frontends.torch import nn
        >>> blocks = nn.ModuleList([nn.ReLU(), nn.Tanh()])
        >>> blocks.insert(1, nn.GELU())
        >>> [type(m).__name__ for m in blocks]
        ['ReLU', 'GELU', 'Tanh']
        """
        modules = list(self._modules.values())
        modules.insert(index, module)
        _renumber(self, modules)  # type: ignore[arg-type]
        return self if isinstance(self, Sequential) else None

    def pop(self, index: int = -1) -> Module:
        """Remove and return the module at ``index``.

        Examples
        --------
        >>> from ivylite.frontends.torch import nn
        >>> seq = nn.Sequential(nn.ReLU(), nn.Tanh())
        >>> type(seq.pop(0)).__name__, list(seq._modules)
        ('ReLU', ['0'])
        """
        modules = list(self._modules.values())
        out = modules.pop(index)
        _renumber(self, modules)  # type: ignore[arg-type]
        return out

    def __delitem__(self, index: int | slice) -> None:
        modules = list(self._modules.values())
        del modules[index]
        _renumber(self, modules)  # type: ignore[arg-type]


class Sequential(_ListMethods, Module, _inn.Sequential):
    """Modules called in order; built from modules (named ``0``, ``1``...) or an
    OrderedDict of them.

    Examples
    --------
    >>> from collections import OrderedDict
    >>> import ivylite.frontends.torch as torch
    >>> from ivylite.frontends.torch import nn
    >>> m = nn.Sequential(OrderedDict([("fc", nn.Linear(2, 3)), ("act", nn.ReLU())]))
    >>> m(torch.ones(4, 2)).shape, list(m.state_dict()), type(m[:1]).__name__
    (torch.Size([4, 3]), ['fc.weight', 'fc.bias'], 'Sequential')
    """

    def __getitem__(self, i: int | slice) -> Any:
        if isinstance(i, slice):
            return Sequential(OrderedDict(list(self._modules.items())[i]))
        return _inn.Sequential.__getitem__(self, i)

    def __setitem__(self, i: int, module: Module) -> None:
        self.add_module(list(self._modules)[i], module)

    def extend(self, modules: Any) -> Sequential:
        """Append each of ``modules``.

        Examples
        --------
        >>> from ivylite.frontends.torch import nn
        >>> len(nn.Sequential(nn.ReLU()).extend([nn.Tanh(), nn.SiLU()]))
        3
        """
        for m in modules:
            self.append(m)
        return self

    def forward(self, input: Any) -> Any:
        for m in self._modules.values():
            input = m(input)
        return input


class ModuleList(_ListMethods, Module, _inn.ModuleList):
    """A list of modules, registered as ``0``, ``1``...

    Examples
    --------
    >>> from ivylite.frontends.torch import nn
    >>> blocks = nn.ModuleList(nn.Linear(2, 2) for _ in range(3))
    >>> len(blocks), type(blocks[1:]).__name__, [n for n, _ in blocks.named_parameters()][-1]
    (3, 'ModuleList', '2.bias')
    """

    def __getitem__(self, i: int | slice) -> Any:
        if isinstance(i, slice):
            return ModuleList(list(self._modules.values())[i])
        return _inn.ModuleList.__getitem__(self, i)


class ModuleDict(Module, _inn.ModuleDict):
    """A dict of modules, registered under their keys.

    Examples
    --------
    >>> from ivylite.frontends.torch import nn
    >>> heads = nn.ModuleDict({"a": nn.Linear(2, 1), "b": nn.Identity()})
    >>> list(heads), list(heads.state_dict())
    (['a', 'b'], ['a.weight', 'a.bias'])
    """

    def update(self, modules: Any) -> None:
        """Add or replace modules from a mapping or (key, module) pairs.

        Examples
        --------
        >>> from ivylite.frontends.torch import nn
        >>> heads = nn.ModuleDict({"a": nn.ReLU()})
        >>> heads.update({"b": nn.Tanh(), "a": nn.GELU()})
        >>> [(k, type(m).__name__) for k, m in heads.items()]
        [('a', 'GELU'), ('b', 'Tanh')]
        """
        pairs = modules.items() if hasattr(modules, "items") else modules
        for key, module in pairs:
            self[key] = module

    def pop(self, key: str) -> Module:
        """Remove and return the module under ``key``.

        Examples
        --------
        >>> from ivylite.frontends.torch import nn
        >>> heads = nn.ModuleDict({"a": nn.ReLU()})
        >>> type(heads.pop("a")).__name__, len(heads)
        ('ReLU', 0)
        """
        return self._modules.pop(key)

    def clear(self) -> None:
        """Remove every module.

        Examples
        --------
        >>> from ivylite.frontends.torch import nn
        >>> heads = nn.ModuleDict({"a": nn.ReLU()}); heads.clear(); len(heads)
        0
        """
        self._modules.clear()


def _as_parameter(value: Any) -> Parameter:
    if isinstance(value, Parameter):
        return value
    if isinstance(value, Tensor):
        return Parameter(value)
    raise TypeError(f"expected a Parameter or Tensor, got {type(value).__name__}")


class ParameterList(Module, _inn.ParameterList):
    """A list of parameters, registered as ``0``, ``1``... (a tensor becomes one).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> ps = torch.nn.ParameterList([torch.ones(2), torch.nn.Parameter(torch.zeros(1))])
    >>> [n for n, _ in ps.named_parameters()], type(ps[0]).__name__
    (['0', '1'], 'Parameter')
    """

    def __setitem__(self, i: int, value: Any) -> None:
        self.register_parameter(list(self._parameters)[i], _as_parameter(value))

    def append(self, value: Any) -> ParameterList:
        """Add a parameter (a tensor becomes one) at the end.

        Examples
        --------
        >>> import ivylite.frontends.torch as torch
        >>> len(torch.nn.ParameterList().append(torch.ones(1)))
        1
        """
        self.register_parameter(str(len(self._parameters)), _as_parameter(value))
        return self

    def extend(self, values: Any) -> ParameterList:
        """Append each of ``values``.

        Examples
        --------
        >>> import ivylite.frontends.torch as torch
        >>> len(torch.nn.ParameterList().extend([torch.ones(1), torch.ones(2)]))
        2
        """
        for v in values:
            self.append(v)
        return self


class ParameterDict(Module, _inn.ParameterDict):
    """A dict of parameters, registered under their keys (a tensor becomes one).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> pd = torch.nn.ParameterDict({"scale": torch.ones(2)})
    >>> list(pd), list(pd.state_dict()), pd["scale"].requires_grad
    (['scale'], ['scale'], True)
    """

    def __setitem__(self, key: str, value: Any) -> None:
        self.register_parameter(key, _as_parameter(value))

    def update(self, values: Any) -> None:
        """Add or replace parameters from a mapping or (key, value) pairs.

        Examples
        --------
        >>> import ivylite.frontends.torch as torch
        >>> pd = torch.nn.ParameterDict({"w": torch.ones(1)})
        >>> pd.update({"b": torch.zeros(2)}); list(pd)
        ['w', 'b']
        """
        pairs = values.items() if hasattr(values, "items") else values
        for key, value in pairs:
            self[key] = value

    def values(self) -> Any:
        """The parameters.

        Examples
        --------
        >>> import ivylite.frontends.torch as torch
        >>> len(list(torch.nn.ParameterDict({"w": torch.ones(1)}).values()))
        1
        """
        return self._parameters.values()
