"""``torch.nn.Parameter``: a tensor a Module registers as trainable.

Also the one place the frontend's modules write new values into an existing
tensor (``replace_data``): ``load_state_dict``, ``Module.to`` and the
``nn.init`` functions all go through it, so the tensor a user holds (a
parameter, a buffer) sees the new values, as torch's in-place copies do.
"""

from __future__ import annotations

from typing import Any

from ivylite.array import Array

from ..grad_mode import no_grad
from ..tensor import Tensor

__all__ = ["Parameter", "replace_data"]


class Parameter(Tensor):
    """``torch.nn.Parameter(data, requires_grad=True)``: a Tensor that a Module
    registers when it is assigned to one of its attributes.

    It shares ``data``'s array. Instances carry a ``__dict__`` (for ``grad``
    and whatever model code attaches, as torch parameters allow).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> w = torch.nn.Parameter(torch.ones(2))
    >>> isinstance(w, torch.Tensor), w.requires_grad
    (True, True)
    >>> torch.nn.Parameter(torch.ones(1), requires_grad=False).requires_grad
    False
    >>> w
    Parameter containing:
    tensor([1., 1.], requires_grad=True)
    """

    def __init__(self, data: Any = None, requires_grad: bool = True) -> None:
        if data is None:
            data = Tensor()
        array = data.ivy_array if isinstance(data, Tensor) else data
        if not isinstance(array, Array):
            raise TypeError(
                f"Parameter(data): expected a Tensor, got {type(data).__name__}; make it with "
                "torch.tensor(...) first"
            )
        self._ag = None
        # a parameter is a leaf: detached from whatever computed ``data``
        self.ivy_array = Tensor(array).detach().ivy_array if requires_grad else array
        self.requires_grad_(requires_grad)

    def __repr__(self) -> str:
        return "Parameter containing:\n" + Tensor.__repr__(self)

    __str__ = __repr__

    def __reduce_ex__(self, protocol: Any) -> Any:  # copy.deepcopy: a Parameter with its own data
        import ivylite

        return (_rebuild, (ivylite.asarray(self.ivy_array, copy=True), self.requires_grad))


def _rebuild(array: Array, requires_grad: bool) -> Parameter:
    return Parameter(Tensor(array), requires_grad)


def replace_data(tensor: Tensor, array: Array) -> Tensor:
    """Make ``tensor`` hold ``array``'s values (same shape), as torch's
    ``tensor.data = ...`` under ``no_grad``; return ``tensor``.

    Examples
    --------
    >>> import ivylite
    >>> import ivylite.frontends.torch as torch
    >>> from ivylite.frontends.torch.nn.parameter import replace_data
    >>> w = torch.nn.Parameter(torch.zeros(2))
    >>> replace_data(w, ivylite.ones(2)) is w, w.tolist()
    (True, [1.0, 1.0])
    """
    with no_grad():
        tensor.data = Tensor(array)
    return tensor
