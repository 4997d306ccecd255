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


class Sequential(Module, _inn.Sequential):
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

    def forward(self, input: Any) -> Any:
        for m in self._modules.values():
            input = m(input)
        return input


class ModuleList(Module, _inn.ModuleList):
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

    def values(self) -> Any:
        """The parameters.

        Examples
        --------
        >>> import ivylite.frontends.torch as torch
        >>> len(list(torch.nn.ParameterDict({"w": torch.ones(1)}).values()))
        1
        """
        return self._parameters.values()
