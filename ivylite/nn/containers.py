"""Containers: Sequential, ModuleList, ModuleDict, ParameterList, ParameterDict."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterable, Iterator, Mapping
from typing import Any

from .module import Module
from .parameter import Parameter

__all__ = ["Sequential", "ModuleList", "ModuleDict", "ParameterList", "ParameterDict"]


def _index(i: int, n: int, what: str) -> int:
    if isinstance(i, bool) or not isinstance(i, int):
        raise TypeError(f"{what} indices must be integers or slices, not {type(i).__name__}")
    if not -n <= i < n:
        raise IndexError(f"{what} index {i} is out of range for {n} items")
    return i % n


class Sequential(Module):
    """Modules called in order, each on the previous one's output.

    Built from modules (named ``0``, ``1``...) or from an OrderedDict of them.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite import nn
    >>> model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 2))
    >>> model(ivylite.ones((3, 4))).shape, [n for n, _ in model.named_parameters()][:2]
    ((3, 2), ['0.weight', '0.bias'])
    """

    def __init__(self, *modules: Module) -> None:
        super().__init__()
        if len(modules) == 1 and isinstance(modules[0], Mapping):
            for name, m in modules[0].items():
                self.add_module(str(name), m)
        else:
            for i, m in enumerate(modules):
                self.add_module(str(i), m)

    def forward(self, x: Any) -> Any:
        for m in self._modules.values():
            x = m(x)
        return x

    def __getitem__(self, i: int | slice) -> Any:
        items = list(self._modules.items())
        if isinstance(i, slice):
            return Sequential(OrderedDict(items[i]))
        return items[_index(i, len(items), "Sequential")][1]

    def __len__(self) -> int:
        return len(self._modules)

    def __iter__(self) -> Iterator[Module]:
        return iter(self._modules.values())

    def append(self, module: Module) -> Sequential:
        """Add ``module`` at the end.

        Examples
        --------
        >>> from ivylite import nn
        >>> len(nn.Sequential().append(nn.ReLU()))
        1
        """
        self.add_module(str(len(self._modules)), module)
        return self


class ModuleList(Module):
    """A list of modules, registered as ``0``, ``1``...

    Examples
    --------
    >>> from ivylite import nn
    >>> layers = nn.ModuleList([nn.Linear(2, 2) for _ in range(3)])
    >>> len(layers), [n for n, _ in layers.named_parameters()][-1]
    (3, '2.bias')
    """

    def __init__(self, modules: Iterable[Module] | None = None) -> None:
        super().__init__()
        for m in modules or ():
            self.append(m)

    def append(self, module: Module) -> ModuleList:
        """Add ``module`` at the end.

        Examples
        --------
        >>> from ivylite import nn
        >>> len(nn.ModuleList().append(nn.ReLU()))
        1
        """
        self.add_module(str(len(self._modules)), module)
        return self

    def extend(self, modules: Iterable[Module]) -> ModuleList:
        """Add each of ``modules`` at the end.

        Examples
        --------
        >>> from ivylite import nn
        >>> len(nn.ModuleList().extend([nn.ReLU(), nn.Tanh()]))
        2
        """
        for m in modules:
            self.append(m)
        return self

    def __getitem__(self, i: int | slice) -> Any:
        items = list(self._modules.values())
        if isinstance(i, slice):
            return ModuleList(items[i])
        return items[_index(i, len(items), "ModuleList")]

    def __setitem__(self, i: int, module: Module) -> None:
        self.add_module(str(_index(i, len(self._modules), "ModuleList")), module)

    def __len__(self) -> int:
        return len(self._modules)

    def __iter__(self) -> Iterator[Module]:
        return iter(self._modules.values())


class ModuleDict(Module):
    """A dict of modules, registered under their keys.

    Examples
    --------
    >>> from ivylite import nn
    >>> heads = nn.ModuleDict({"a": nn.Linear(2, 1), "b": nn.Linear(2, 3)})
    >>> sorted(heads.keys()), heads["b"].out_features
    (['a', 'b'], 3)
    """

    def __init__(self, modules: Mapping[str, Module] | None = None) -> None:
        super().__init__()
        for k, m in (modules or {}).items():
            self[k] = m

    def __getitem__(self, key: str) -> Module:
        return self._modules[key]

    def __setitem__(self, key: str, module: Module) -> None:
        self.add_module(key, module)

    def __delitem__(self, key: str) -> None:
        del self._modules[key]

    def __len__(self) -> int:
        return len(self._modules)

    def __iter__(self) -> Iterator[str]:
        return iter(self._modules)

    def __contains__(self, key: object) -> bool:
        return key in self._modules

    def keys(self) -> Iterable[str]:
        """The keys.

        Examples
        --------
        >>> from ivylite import nn
        >>> list(nn.ModuleDict({"x": nn.ReLU()}).keys())
        ['x']
        """
        return self._modules.keys()

    def values(self) -> Iterable[Module]:
        """The modules.

        Examples
        --------
        >>> from ivylite import nn
        >>> len(list(nn.ModuleDict({"x": nn.ReLU()}).values()))
        1
        """
        return self._modules.values()

    def items(self) -> Iterable[tuple[str, Module]]:
        """(key, module) pairs.

        Examples
        --------
        >>> from ivylite import nn
        >>> [k for k, _ in nn.ModuleDict({"x": nn.ReLU()}).items()]
        ['x']
        """
        return self._modules.items()


class ParameterList(Module):
    """A list of parameters, registered as ``0``, ``1``...

    Examples
    --------
    >>> import ivylite
    >>> from ivylite import nn
    >>> ps = nn.ParameterList([nn.Parameter(ivylite.ones(2)) for _ in range(2)])
    >>> [n for n, _ in ps.named_parameters()]
    ['0', '1']
    """

    def __init__(self, values: Iterable[Any] | None = None) -> None:
        super().__init__()
        for v in values or ():
            self.append(v)

    def append(self, value: Any) -> ParameterList:
        """Add a parameter (an array becomes one) at the end.

        Examples
        --------
        >>> import ivylite
        >>> from ivylite import nn
        >>> len(nn.ParameterList().append(ivylite.ones(1)))
        1
        """
        p = value if isinstance(value, Parameter) else Parameter(value)
        self.register_parameter(str(len(self._parameters)), p)
        return self

    def __getitem__(self, i: int) -> Parameter:
        items = list(self._parameters.values())
        return items[_index(i, len(items), "ParameterList")]

    def __len__(self) -> int:
        return len(self._parameters)

    def __iter__(self) -> Iterator[Parameter]:
        return iter(self._parameters.values())


class ParameterDict(Module):
    """A dict of parameters, registered under their keys.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite import nn
    >>> ps = nn.ParameterDict({"scale": ivylite.ones(2)})
    >>> list(ps.state_dict())
    ['scale']
    """

    def __init__(self, values: Mapping[str, Any] | None = None) -> None:
        super().__init__()
        for k, v in (values or {}).items():
            self[k] = v

    def __getitem__(self, key: str) -> Parameter:
        return self._parameters[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.register_parameter(key, value if isinstance(value, Parameter) else Parameter(value))

    def __len__(self) -> int:
        return len(self._parameters)

    def __iter__(self) -> Iterator[str]:
        return iter(self._parameters)

    def __contains__(self, key: object) -> bool:
        return key in self._parameters

    def keys(self) -> Iterable[str]:
        """The keys.

        Examples
        --------
        >>> import ivylite
        >>> from ivylite import nn
        >>> list(nn.ParameterDict({"w": ivylite.ones(1)}).keys())
        ['w']
        """
        return self._parameters.keys()

    def items(self) -> Iterable[tuple[str, Parameter]]:
        """(key, parameter) pairs.

        Examples
        --------
        >>> import ivylite
        >>> from ivylite import nn
        >>> [k for k, _ in nn.ParameterDict({"w": ivylite.ones(1)}).items()]
        ['w']
        """
        return self._parameters.items()
