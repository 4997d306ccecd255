"""The autograd part of ``torch.Tensor``: ``requires_grad``, ``is_leaf``, ``grad``,
``backward``, ``retain_grad``, ``detach``, ``data`` (see :mod:`.autograd`), bound
onto the class by :mod:`._tensor_methods`; and :func:`write`, the one way an
in-place operation gives a tensor new values.

A tensor keeps its autograd state in one slot (``_ag``: None, or an
:class:`~.autograd.Meta`); whether a non-leaf requires grad is asked of the
session tape (whether it recorded the tensor's array).
"""

from __future__ import annotations

from typing import Any

from ivylite.array import Array

from . import _grad_mode, autograd
from .tensor import Tensor

__all__ = ["AutogradTensor", "write"]

_LEAF_INPLACE = "a leaf Variable that requires grad is being used in an in-place operation."


def write(t: Any, new: Any) -> None:
    """Give tensor ``t`` the array ``new`` as an in-place operation does: refused on a
    leaf that requires grad while grad mode is on (torch's error), re-watched under
    ``no_grad`` (an optimiser's step)."""
    meta = t._ag
    if meta is not None and meta.leaf:
        if _grad_mode.is_grad_enabled():
            raise RuntimeError(_LEAF_INPLACE)
        tape = autograd.session(create=True)
        new = tape.watch(tape.detach(new))
    t.ivy_array = new


class AutogradTensor:
    """The autograd attributes and methods of ``torch.Tensor``.

    Examples
    --------
    >>> import ivylite
    >>> import ivylite.frontends.torch as torch
    >>> with ivylite.using_backend("torch"):
    ...     w = torch.tensor([1.0, 2.0], requires_grad=True)
    ...     y = (w * w).sum()
    ...     y.backward()
    ...     w.grad, w.is_leaf, y.is_leaf, y.requires_grad
    (tensor([2., 4.]), True, False, True)
    """

    __slots__ = ()

    @property
    def requires_grad(self) -> bool:
        meta = self._ag
        if meta is not None and meta.leaf:
            return True
        return autograd.tracked(self.ivy_array)

    @requires_grad.setter
    def requires_grad(self, value: bool) -> None:
        meta = self._ag
        is_leaf_grad = meta is not None and meta.leaf
        if value and not is_leaf_grad:
            if self.ivy_array.dtype.kind not in ("float", "complex"):
                raise RuntimeError("only Tensors of floating point dtype can require gradients")
            if autograd.tracked(self.ivy_array):
                raise RuntimeError(
                    "you can only change requires_grad flags of leaf variables. If you want to "
                    "use a computed variable in a subgraph that doesn't require differentiation "
                    "use var_no_grad = var.detach()."
                )
            if meta is None:
                meta = self._ag = autograd.Meta()
            meta.leaf = True
            autograd.watch_leaf(self)
        elif not value and is_leaf_grad:
            meta.leaf = False
            autograd.unwatch(self)
        elif not value and autograd.tracked(self.ivy_array):
            raise RuntimeError(
                "you can only change requires_grad flags of leaf variables. If you want to use "
                "a computed variable in a subgraph that doesn't require differentiation use "
                "var_no_grad = var.detach()."
            )

    def requires_grad_(self, requires_grad: bool = True) -> Any:
        """Make this (leaf) tensor require grad, or stop; returns the tensor."""
        self.requires_grad = requires_grad
        return self

    @property
    def is_leaf(self) -> bool:
        meta = self._ag
        return (meta is not None and meta.leaf) or not autograd.tracked(self.ivy_array)

    @property
    def grad_fn(self) -> Any:
        return None if self.is_leaf else "<grad_fn>"

    @property
    def grad(self) -> Any:
        meta = self._ag
        return None if meta is None else meta.grad

    @grad.setter
    def grad(self, value: Any) -> None:
        if self._ag is None:
            self._ag = autograd.Meta()
        self._ag.grad = value

    @grad.deleter
    def grad(self) -> None:
        if self._ag is not None:
            self._ag.grad = None

    def retain_grad(self) -> None:
        """Keep ``.grad`` for this non-leaf tensor in later ``backward`` calls."""
        if self.is_leaf:
            return
        if self._ag is None:
            self._ag = autograd.Meta()
        self._ag.retains = True
        autograd.retain(self)

    @property
    def retains_grad(self) -> bool:
        meta = self._ag
        return meta is not None and meta.retains

    def backward(
        self,
        gradient: Any = None,
        retain_graph: bool | None = None,
        create_graph: bool = False,
        inputs: Any = None,
    ) -> None:
        """Add this tensor's gradient to the ``.grad`` of the leaves it depends on."""
        autograd.backward(self, gradient, retain_graph, create_graph, inputs)

    def detach(self) -> Any:
        """The same values, not requiring grad."""
        return Tensor(autograd.detach(self.ivy_array))

    def detach_(self) -> Any:
        """Stop this tensor requiring grad (it becomes a leaf)."""
        meta = self._ag
        if meta is not None and meta.leaf:
            self.requires_grad = False
        else:
            self.ivy_array = autograd.detach(self.ivy_array)
        return self

    @property
    def data(self) -> Any:
        return _DataView(self)

    @data.setter
    def data(self, value: Any) -> None:
        new = value.ivy_array
        meta = self._ag
        if meta is not None and meta.leaf:
            tape = autograd.session(create=True)
            new = tape.watch(tape.detach(new))
        self.ivy_array = new


class _DataView(Tensor):
    """``tensor.data``: the tensor's values, untracked; writes reach the tensor."""

    __slots__ = ("_owner",)

    def __init__(self, owner: Tensor) -> None:
        self._ag = None
        self._owner = owner

    @property
    def ivy_array(self) -> Array:  # type: ignore[override]
        return autograd.detach(self._owner.ivy_array)

    @ivy_array.setter
    def ivy_array(self, value: Array) -> None:
        self._owner.data = Tensor(value)
