"""``torch.nn.Module``: ``ivylite.nn.Module`` holding torch tensors.

The registration, traversal and state-dict order are ivylite.nn's (the
dotted names and order are torch's); this class only makes the registries
hold frontend tensors (:class:`Parameter` and buffer ``Tensor`` s) and adds
torch's remaining methods (``zero_grad``, ``to``, ``float``...) and errors.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from typing import Any, NamedTuple

from ivylite.array import Array
from ivylite.nn import Module as _IvyModule
from ivylite.nn import state as _state

from .. import _dtypes
from ..tensor import Tensor
from ..tensor import device as _device
from ._state import astype_data, load_into
from .parameter import Parameter, replace_data

__all__ = ["Module"]


class _IncompatibleKeys(NamedTuple):
    missing_keys: list[str]
    unexpected_keys: list[str]

    def __repr__(self) -> str:
        if not self.missing_keys and not self.unexpected_keys:
            return "<All keys matched successfully>"
        return (
            f"_IncompatibleKeys(missing_keys={self.missing_keys}, "
            f"unexpected_keys={self.unexpected_keys})"
        )


def _type_name(value: Any) -> str:
    if isinstance(value, Tensor):
        return str(value.type())
    return type(value).__name__


class Module(_IvyModule):
    """``torch.nn.Module``: subclasses assign submodules, ``nn.Parameter`` s and
    buffers as attributes and define ``forward``; ``model(x)`` runs it.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> from ivylite.frontends.torch import nn
    >>> class Scale(nn.Module):
    ...     def __init__(self):
    ...         super().__init__()
    ...         self.w = nn.Parameter(torch.ones(2))
    ...         self.register_buffer("steps", torch.zeros(()))
    ...     def forward(self, x):
    ...         return x * self.w
    >>> m = Scale()
    >>> m(torch.tensor([1.0, 2.0]))
    tensor([1., 2.])
    >>> list(m.state_dict()), m.double().w.dtype
    (['w', 'steps'], torch.float64)
    """

    def __setattr__(self, name: str, value: Any) -> None:
        d = self.__dict__
        if isinstance(value, Parameter):
            self._check_ready("parameters")
            self._forget(name, keep="_parameters")
            self._parameters[name] = value
        elif isinstance(value, _IvyModule):
            self._check_ready("modules")
            self._forget(name, keep="_modules")
            self._modules[name] = value
        elif "_parameters" in d and name in self._parameters:
            if value is not None:
                raise TypeError(
                    f"cannot assign '{_type_name(value)}' as parameter '{name}' "
                    "(torch.nn.Parameter or None expected)"
                )
            self._parameters[name] = None
        elif "_buffers" in d and name in self._buffers:
            if value is not None and not isinstance(value, Tensor):
                raise TypeError(
                    f"cannot assign '{_type_name(value)}' as buffer '{name}' "
                    "(torch.Tensor or None expected)"
                )
            self._buffers[name] = value
        elif "_modules" in d and name in self._modules:
            if value is not None:
                raise TypeError(
                    f"cannot assign '{_type_name(value)}' as child module '{name}' "
                    "(torch.nn.Module or None expected)"
                )
            self._modules[name] = None
        else:
            object.__setattr__(self, name, value)

    def _forget(self, name: str, keep: str = "") -> None:
        # torch re-registers a name in place: its position in its registry (and so
        # in the state dict) stays where it was first registered
        for registry in ("_parameters", "_buffers", "_modules"):
            if registry != keep:
                getattr(self, registry).pop(name, None)
        self._non_persistent.discard(name)
        self.__dict__.pop(name, None)

    def register_parameter(self, name: str, param: Parameter | None) -> None:
        """Register ``param`` (an ``nn.Parameter``, or None) as ``name``.

        Examples
        --------
        >>> import ivylite.frontends.torch as torch
        >>> m = torch.nn.Module()
        >>> m.register_parameter("bias", None)
        >>> m.register_parameter("w", torch.nn.Parameter(torch.ones(1)))
        >>> [n for n, _ in m.named_parameters()], m.bias
        (['w'], None)
        """
        self._check_name(name, "parameter")
        if hasattr(self, name) and name not in self._parameters:
            raise KeyError(f"attribute '{name}' already exists")
        if param is not None and not isinstance(param, Parameter):
            raise TypeError(
                f"cannot assign '{_type_name(param)}' object to parameter '{name}' "
                "(torch.nn.Parameter or None required)"
            )
        self._forget(name, keep="_parameters")
        self._parameters[name] = param

    def register_buffer(self, name: str, tensor: Tensor | None, persistent: bool = True) -> None:
        """Register ``tensor`` as buffer ``name``: in the state dict unless
        ``persistent=False``, moved and cast with the module, never trained.

        Examples
        --------
        >>> import ivylite.frontends.torch as torch
        >>> m = torch.nn.Module()
        >>> m.register_buffer("mask", torch.ones(2), persistent=False)
        >>> [n for n, _ in m.named_buffers()], list(m.state_dict())
        (['mask'], [])
        """
        self._check_name(name, "buffer")
        if hasattr(self, name) and name not in self._buffers:
            raise KeyError(f"attribute '{name}' already exists")
        if tensor is not None and not isinstance(tensor, Tensor):
            raise TypeError(
                f"cannot assign '{_type_name(tensor)}' object to buffer '{name}' "
                "(torch Tensor or None required)"
            )
        self._forget(name, keep="_buffers")
        self._buffers[name] = tensor
        if not persistent:
            self._non_persistent.add(name)

    def add_module(self, name: str, module: _IvyModule | None) -> None:
        """Register ``module`` as the child ``name`` (in place if it exists).

        Examples
        --------
        >>> from ivylite.frontends.torch import nn
        >>> blocks = nn.ModuleList([nn.ReLU(), nn.Tanh()])
        >>> blocks[0] = nn.GELU()
        >>> [type(m).__name__ for m in blocks]
        ['GELU', 'Tanh']
        """
        self._check_name(name, "module")
        if hasattr(self, name) and name not in self._modules:
            raise KeyError(f"attribute '{name}' already exists")
        if module is not None and not isinstance(module, _IvyModule):
            raise TypeError(f"{_type_name(module)} is not a Module subclass")
        self._forget(name, keep="_modules")
        self._modules[name] = module

    register_module = add_module

    def get_submodule(self, target: str) -> Module:
        """The descendant at dotted path ``target`` (``""``: this module).

        Examples
        --------
        >>> from ivylite.frontends.torch import nn
        >>> nn.Sequential(nn.Linear(1, 1)).get_submodule("0").out_features
        1
        """
        module: Any = self
        for part in target.split(".") if target else ():
            if part not in module._modules:
                raise AttributeError(f"{type(module).__name__} has no attribute `{part}`")
            module = module._modules[part]
        return module

    def get_parameter(self, target: str) -> Parameter:
        """The parameter at dotted path ``target``.

        Examples
        --------
        >>> from ivylite.frontends.torch import nn
        >>> nn.Sequential(nn.Linear(2, 1)).get_parameter("0.weight").shape
        torch.Size([1, 2])
        """
        owner, _, name = target.rpartition(".")
        module = self.get_submodule(owner)
        if name not in module._parameters:
            raise AttributeError(f"{type(module).__name__} has no parameter `{name}`")
        return module._parameters[name]

    # --- calling --------------------------------------------------------------------

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return self.forward(*args, **kwargs)

    def forward(self, *args: Any, **kwargs: Any) -> Any:
        """What the module computes: subclasses define it.

        Examples
        --------
        >>> from ivylite.frontends.torch import nn
        >>> nn.Module()(1)
        Traceback (most recent call last):
        ...
        NotImplementedError: Module [Module] is missing the required "forward" function
        """
        raise NotImplementedError(
            f'Module [{type(self).__name__}] is missing the required "forward" function'
        )

    # --- gradients ------------------------------------------------------------------

    def zero_grad(self, set_to_none: bool = True) -> None:
        """Reset every parameter's ``grad``: to None, or to zeros in place.

        Examples
        --------
        >>> import ivylite.frontends.torch as torch
        >>> m = torch.nn.Linear(2, 1)
        >>> m.weight.grad = torch.ones(1, 2)
        >>> m.zero_grad(); m.weight.grad is None
        True
        """
        for p in self.parameters():
            grad = getattr(p, "grad", None)
            if grad is None:
                continue
            if set_to_none:
                p.grad = None
            else:
                grad.zero_()

    def requires_grad_(self, requires_grad: bool = True) -> Module:
        """Set ``requires_grad`` on every parameter; return the module.

        Examples
        --------
        >>> from ivylite.frontends.torch import nn
        >>> m = nn.Linear(2, 1).requires_grad_(False)
        >>> [p.requires_grad for p in m.parameters()]
        [False, False]
        """
        for p in self.parameters():
            p.requires_grad_(requires_grad)
        return self

    # --- dtype and device -----------------------------------------------------------

    def _apply_to_tensors(self, fn: Callable[[Tensor], Array | None]) -> Module:
        for t in [*self.parameters(), *self.buffers()]:
            new = fn(t)
            if new is not None:
                replace_data(t, new)
        return self

    def to(self, *args: Any, **kwargs: Any) -> Module:
        """``to(dtype)``, ``to(device)``, ``to(device, dtype)``, ``to(tensor)``: cast
        the floating-point parameters and buffers in place (only the CPU exists).

        Examples
        --------
        >>> import ivylite.frontends.torch as torch
        >>> m = torch.nn.BatchNorm1d(2).to("cpu", torch.float64)
        >>> m.weight.dtype, m.num_batches_tracked.dtype
        (torch.float64, torch.int64)
        """
        target = kwargs.get("dtype")
        for a in (*args, kwargs.get("device"), kwargs.get("tensor")):
            if isinstance(a, Tensor):
                target = a.dtype
            elif isinstance(a, _dtypes.dtype):
                target = a
            elif a is not None:
                _device(a)  # only the CPU exists: anything else raises as torch without CUDA
        if target is None:
            return self
        d = _dtypes.to_ivy(target)
        if d.kind not in ("float", "complex"):
            raise TypeError(
                f"nn.Module.to only accepts floating point or complex dtypes, but got desired "
                f"dtype={target}"
            )
        return self._apply_to_tensors(lambda t: astype_data(t, d))

    def float(self) -> Module:
        """Cast the floating-point parameters and buffers to float32.

        Examples
        --------
        >>> from ivylite.frontends.torch import nn
        >>> nn.Linear(1, 1).double().float().weight.dtype
        torch.float32
        """
        return self.to(_dtypes.BY_NAME["float32"])

    def double(self) -> Module:
        """Cast the floating-point parameters and buffers to float64.

        Examples
        --------
        >>> from ivylite.frontends.torch import nn
        >>> nn.Linear(1, 1).double().bias.dtype
        torch.float64
        """
        return self.to(_dtypes.BY_NAME["float64"])

    def half(self) -> Module:
        """Cast the floating-point parameters and buffers to float16.

        Examples
        --------
        >>> from ivylite.frontends.torch import nn
        >>> nn.Linear(1, 1).half().weight.dtype
        torch.float16
        """
        return self.to(_dtypes.BY_NAME["float16"])

    def bfloat16(self) -> Module:
        """Cast the floating-point parameters and buffers to bfloat16.

        Examples
        --------
        >>> from ivylite.frontends.torch import nn
        >>> nn.Linear(1, 1).bfloat16().weight.dtype
        torch.bfloat16
        """
        return self.to(_dtypes.BY_NAME["bfloat16"])

    def cpu(self) -> Module:
        """The module itself (the frontend has only the CPU).

        Examples
        --------
        >>> from ivylite.frontends.torch import nn
        >>> m = nn.Linear(1, 1); m.cpu() is m
        True
        """
        return self

    def cuda(self, device: Any = None) -> Module:
        """Raises as torch without CUDA does.

        Examples
        --------
        >>> from ivylite.frontends.torch import nn
        >>> nn.Linear(1, 1).cuda()
        Traceback (most recent call last):
        ...
        RuntimeError: torch frontend: device 'cuda' is not available; the frontend computes on the ivylite backend's default device, 'cpu'
        """
        _device("cuda")
        return self  # pragma: no cover - _device raised

    # --- state ----------------------------------------------------------------------

    def state_dict(self, *args: Any, destination: Any = None, prefix: str = "",
                   keep_vars: bool = False) -> OrderedDict[str, Tensor]:  # fmt: skip
        """Name -> tensor: parameters and persistent buffers, torch's keys and order.

        The tensors share the module's data (detached, unless ``keep_vars``).

        Examples
        --------
        >>> from ivylite.frontends.torch import nn
        >>> list(nn.Sequential(nn.Linear(2, 2), nn.BatchNorm1d(2)).state_dict())
        ['0.weight', '0.bias', '1.weight', '1.bias', '1.running_mean', '1.running_var', '1.num_batches_tracked']
        """
        out = OrderedDict() if destination is None else destination
        for key, owner, registry, name in _state._entries(self, prefix):
            value = getattr(owner, registry)[name]
            out[key] = value if keep_vars else Tensor(value.ivy_array)
        return out

    def load_state_dict(self, state_dict: Any, strict: bool = True,
                        assign: bool = False) -> _IncompatibleKeys:  # fmt: skip
        """Copy a state dict's values in (cast to each tensor's dtype); return the
        missing and unexpected keys (``strict=True`` raises on either).

        Values may be frontend tensors, ivylite or NumPy arrays, or real torch
        tensors. Every entry is checked before any is copied.

        Examples
        --------
        >>> import ivylite.frontends.torch as torch
        >>> m = torch.nn.Linear(2, 1)
        >>> m.load_state_dict({"weight": torch.ones(1, 2)}, strict=False)
        _IncompatibleKeys(missing_keys=['bias'], unexpected_keys=[])
        >>> m.weight.tolist()
        [[1.0, 1.0]]
        """
        return _IncompatibleKeys(*load_into(self, state_dict, strict))
