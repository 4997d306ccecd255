"""torch's autograd on the frontends' tape engine (:mod:`ivylite.frontends._autograd`).

One persistent *session tape* per backend records from the first time a
tensor is made to require grad on it. A tensor that requires grad (a leaf) is
watched by it: its array is replaced by the tracked one (on torch and paddle
a tracked leaf over the same data), and is watched again whenever an
in-place write under ``no_grad`` (an optimiser step) gives it a new array.
``backward`` asks the tape for the gradients of every live leaf (and of the
non-leaves that called ``retain_grad``) and adds them to ``.grad``.

The gradients are the backend's own autodiff (torch, paddle, TensorFlow) or
JAX's vjp of the replayed operations. On NumPy and dask ``backward`` raises
an error naming the backends that train.

Known differences from torch:

- On TensorFlow and JAX a ``backward`` that frees its graph
  (``retain_graph=False``) starts a new recording: a graph recorded before
  it and not yet differentiated can no longer be (its ``backward`` raises
  "does not require grad"). On torch and paddle it can, as in torch.
- ``backward`` twice through the same output without ``retain_graph`` raises
  torch's error on every backend; through a different output that shares
  part of the freed graph it raises only on torch.
- ``create_graph=True`` (higher derivatives) works on torch and paddle.
- ``grad_fn`` is a marker (not None for non-leaves that require grad), not a
  graph to walk.
"""

from __future__ import annotations

import weakref
from typing import Any

import ivylite

from .. import _autograd
from . import _grad_mode

__all__ = ["grad", "backward", "Function", "session_tapes"]

# backend name -> its session tape, the leaves it watches, the non-leaves retaining grads
_TAPES: dict[str, _autograd.Tape] = {}
# (keyed by id: a tensor's == is elementwise, so it cannot be a set member)
_LEAVES: dict[str, weakref.WeakValueDictionary] = {}
_RETAINED: dict[str, weakref.WeakValueDictionary] = {}


class Meta:
    """A tensor's autograd state: whether it is a leaf requiring grad, its ``.grad``,
    whether it retains its grad, and whether its graph was freed by a backward."""

    __slots__ = ("leaf", "grad", "retains", "freed")

    def __init__(self, leaf: bool = False) -> None:
        self.leaf, self.grad, self.retains, self.freed = leaf, None, False, False


def session_tapes() -> list[_autograd.Tape]:
    """The session tapes recording now (one per backend that has a leaf requiring grad).

    Examples
    --------
    >>> from ivylite.frontends.torch.autograd import session_tapes
    >>> isinstance(session_tapes(), list)
    True
    """
    return list(_TAPES.values())


def _backend_name() -> str:
    from ivylite.backend import current_backend

    current = current_backend()
    return "numpy" if current is None else current.name


def _new_tape(name: str) -> _autograd.Tape:
    tape = _autograd.Tape(persistent=True, watch_reads=False, background=True)
    tape.__enter__()
    if not _grad_mode.is_grad_enabled():
        _grad_mode.pause(tape)
    _TAPES[name] = tape
    return tape


def session(create: bool = False) -> _autograd.Tape | None:
    """The current backend's session tape (made when ``create``; else None if none)."""
    name = _backend_name()
    tape = _TAPES.get(name)
    if tape is None and create:
        tape = _new_tape(name)
        _LEAVES[name] = weakref.WeakValueDictionary()
        _RETAINED[name] = weakref.WeakValueDictionary()
    return tape


def _renew(name: str) -> None:
    """A new recording (TensorFlow, JAX): the old one's graphs are freed; leaves re-watched."""
    old = _TAPES.pop(name)
    _grad_mode.resume(old)
    old.__exit__(None, None, None)
    tape = _new_tape(name)
    _RETAINED[name] = weakref.WeakValueDictionary()
    for t in list(_LEAVES[name].values()):
        t.ivy_array = tape.watch(t.ivy_array)


def watch_leaf(t: Any) -> None:
    """Make tensor ``t`` a leaf the session tape watches."""
    tape = session(create=True)
    _LEAVES[_backend_name()][id(t)] = t
    t.ivy_array = tape.watch(t.ivy_array)


def unwatch(t: Any) -> None:
    """``t`` stops requiring grad: its array is no longer tracked."""
    tape = session()
    if tape is not None:
        _LEAVES[_backend_name()].pop(id(t), None)
        t.ivy_array = tape.detach(t.ivy_array)


def retain(t: Any) -> None:
    """Keep ``.grad`` for the non-leaf ``t`` in later backward calls."""
    session(create=True)
    _RETAINED[_backend_name()][id(t)] = t


def tracked(a: Any) -> bool:
    """Whether the array ``a`` is recorded by the session tape (requires grad)."""
    tape = session()
    return tape is not None and tape.tracked(a)


def detach(a: Any) -> Any:
    """The array ``a``'s values, untracked."""
    tape = session()
    return a if tape is None else tape.detach(a)


def _tensors(x: Any) -> list:
    from .tensor import Tensor

    return [x] if isinstance(x, Tensor) else list(x)


def _check_roots(tape: _autograd.Tape, outputs: list, grads: list) -> None:
    for i, (t, g) in enumerate(zip(outputs, grads)):
        meta = t._ag
        if meta is not None and meta.freed:
            raise RuntimeError(
                "Trying to backward through the graph a second time (or directly access saved "
                "tensors after they have already been freed). Saved intermediate values of the "
                "graph are freed when you call .backward() or autograd.grad(). Specify "
                "retain_graph=True if you need to backward through the graph a second time or "
                "if you need to access saved tensors after calling backward."
            )
        if not t.requires_grad:
            tape.gradient([t.ivy_array], [])  # a backend that cannot differentiate says so
            raise RuntimeError(
                f"element {i} of tensors does not require grad and does not have a grad_fn"
            )
        if g is None and t.numel() != 1:
            raise RuntimeError("grad can be implicitly created only for scalar outputs")


def _free(outputs: list, retain_graph: bool) -> None:
    if retain_graph:
        return
    for t in outputs:
        if t._ag is None:
            t._ag = Meta()
        t._ag.freed = True
    name = _backend_name()
    tape = _TAPES.get(name)
    if tape is not None and not tape.frees_graphs:  # the backend's autodiff frees nothing
        _renew(name)


def _cotangents(outputs: list, grads: Any) -> list:
    if grads is None:
        return [None] * len(outputs)
    gs = _tensors(grads) if not isinstance(grads, (list, tuple)) else list(grads)
    return [None if g is None else g.ivy_array for g in gs]


def backward(
    tensors: Any,
    grad_tensors: Any = None,
    retain_graph: bool | None = None,
    create_graph: bool = False,
    inputs: Any = None,
) -> None:
    """Add the gradients of ``tensors`` to the ``.grad`` of the leaves they depend on.

    Examples
    --------
    >>> import ivylite
    >>> import ivylite.frontends.torch as torch
    >>> with ivylite.using_backend("torch"):
    ...     w = torch.tensor([1.0, 2.0], requires_grad=True)
    ...     torch.autograd.backward((w * w).sum())
    ...     w.grad
    tensor([2., 4.])
    """
    from .tensor import Tensor

    outputs = _tensors(tensors)
    cots = _cotangents(outputs, grad_tensors)
    retain_graph = create_graph if retain_graph is None else retain_graph
    tape = session(create=True)
    _check_roots(tape, outputs, cots)
    name = _backend_name()
    targets = [t.ivy_array for t in outputs]
    if inputs is not None:
        leaves, kept = _tensors(inputs), []
    else:
        leaves, kept = list(_LEAVES[name].values()), list(_RETAINED[name].values())
    # the non-leaves first, keeping the graph for the leaves (on JAX they are separate
    # replays: a non-leaf source is an input there, which would cut the leaves' paths)
    for group, keep in ((kept, bool(leaves) or retain_graph), (leaves, retain_graph)):
        if not group:
            continue
        grads = tape.gradient(
            targets, [t.ivy_array for t in group], cots, retain=keep, create=create_graph
        )
        with tape.stop_recording():
            for t, g in zip(group, grads):
                if g is not None:
                    _accumulate(t, Tensor(g) if create_graph else Tensor(tape.detach(g)))
    _free(outputs, retain_graph)


def _accumulate(t: Any, g: Any) -> None:
    if t._ag is None:
        t._ag = Meta()
    old = t._ag.grad
    t._ag.grad = g if old is None else old + g


def grad(
    outputs: Any,
    inputs: Any,
    grad_outputs: Any = None,
    retain_graph: bool | None = None,
    create_graph: bool = False,
    only_inputs: bool = True,
    allow_unused: bool | None = None,
    is_grads_batched: bool = False,
    materialize_grads: bool = False,
) -> tuple:
    """The gradients of ``outputs`` with respect to ``inputs`` (``.grad`` is untouched).

    Examples
    --------
    >>> import ivylite
    >>> import ivylite.frontends.torch as torch
    >>> with ivylite.using_backend("torch"):
    ...     x = torch.tensor(3.0, requires_grad=True)
    ...     torch.autograd.grad(x ** 3, x)
    (tensor(27.),)
    """
    from .tensor import Tensor

    outs, ins = _tensors(outputs), _tensors(inputs)
    cots = _cotangents(outs, grad_outputs)
    retain_graph = create_graph if retain_graph is None else retain_graph
    tape = session(create=True)
    _check_roots(tape, outs, cots)
    grads = tape.gradient(
        [t.ivy_array for t in outs], [t.ivy_array for t in ins], cots,
        retain=retain_graph, create=create_graph,
    )  # fmt: skip
    out = []
    for t, g in zip(ins, grads):
        if g is None:
            if not (allow_unused or materialize_grads):
                raise RuntimeError(
                    "One of the differentiated Tensors appears to not have been used in the "
                    "graph. Set allow_unused=True if this is the desired behavior."
                )
            out.append(ivylite.zeros_like(t.ivy_array) if materialize_grads else None)
            continue
        out.append(g if create_graph else tape.detach(g))
    _free(outs, retain_graph)
    return tuple(None if g is None else Tensor(g) for g in out)


class Function:
    """Not available: custom autograd functions (subclass and ``apply``) are not supported.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.autograd.Function.apply()
    Traceback (most recent call last):
    ...
    NotImplementedError: torch frontend: custom autograd.Function is not supported
    """

    @classmethod
    def apply(cls, *args: Any, **kwargs: Any) -> Any:
        raise NotImplementedError("torch frontend: custom autograd.Function is not supported")
