"""The frontends' eager automatic differentiation: one tape engine for all of them.

A :class:`Tape` records the operations on the arrays it watches while it is
active, and gives the gradients of targets with respect to watched arrays.
TensorFlow's ``GradientTape`` is a thin layer over it; torch's autograd
(``requires_grad``, ``backward``, ``torch.autograd.grad``) can be too: a
torch-style frontend keeps one persistent tape active for the session and
watches a tensor when it is made to require grad.

How each backend records (its ``gradients`` module provides the native part, declared
by the transforms contract, :class:`ivylite.backends._contract.BackendTransforms`):

- torch and paddle: natively. A watched array becomes a tracked leaf over
  the same data (``requires_grad`` / ``stop_gradient=False``); the framework
  records every operation on it; gradients come from ``torch.autograd.grad``
  / ``paddle.grad``.
- tensorflow: natively, with a ``tf.GradientTape`` recording while the tape
  is active.
- jax: by replay. JAX has no eager tape, so while a tape is active every
  frontend function (``Frontend.function``) reports its call here
  (:func:`record`); the calls that depend on watched arrays are kept, and
  ``gradient`` replays them as a pure function of the watched arrays under
  ``jax.vjp``. A frontend operation that is not a ``Frontend.function``
  reports itself through :func:`recorded`.
- numpy (and any backend without automatic differentiation): ``gradient``
  raises an error naming the backends that have it.

The API, in ivylite arrays (a frontend unwraps its own arrays first):

- ``Tape(persistent=False, watch_reads=True, background=False)``: a context
  manager; ``with tape:`` records (a background tape records for the whole
  program and is not listed by :func:`active_tapes`).
- :func:`read` ``(key, value)``: what a variable's read gives while tapes
  record: ``value`` tracked by every active tape that watches reads.
- ``tape.watch(x) -> x'``: start tracking ``x``; compute with ``x'`` (on torch
  and paddle a tracked leaf over ``x``'s data, elsewhere ``x`` itself).
- ``tape.watch_source(key, value) -> value'``: the same, once per ``key`` for
  all active tapes (a variable read many times inside a tape is one source).
- ``tape.source(key)``: the tracked array of a key (None if never read).
- ``tape.stop_recording()``: a context manager pausing the recording.
- ``tape.gradient(targets, sources, output_gradients=None)``: the gradient
  of the sum of the targets (each weighted by its output gradient, ones by
  default) with respect to each source; None where a source is unconnected.
  A non-persistent tape gives gradients once.
- :func:`active_tapes`: the tapes recording now, innermost last.

Gradients equal the framework's own: the native strategies are the
framework's autograd, and replay differentiates the same operations with
JAX.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING, Any

from ..array import Array
from ..tree import tree_flatten, tree_unflatten

if TYPE_CHECKING:
    from ..backend import Backend

__all__ = ["Tape", "active_tapes", "read", "record", "recorded", "RECORDING"]

_AUTODIFF_BACKENDS = "torch, jax, tensorflow, paddle"

# The tapes recording now (innermost last). Process-global, like the backend stack.
_ACTIVE: list[Tape] = []

# Whether a replaying tape (JAX) is active: the one check Frontend.function makes.
RECORDING = [False]


def active_tapes() -> list[Tape]:
    """The tapes recording now, innermost last.

    Examples
    --------
    >>> from ivylite.frontends._autograd import Tape, active_tapes
    >>> with Tape() as t:
    ...     active_tapes()[-1] is t
    True
    """
    return [t for t in _ACTIVE if not t.background]


def _backend() -> Backend:
    from ..backend import current_backend, load

    return current_backend() or load("numpy")


class _Replay:
    """JAX's strategy: the calls depending on watched arrays, replayed under jax.vjp."""

    def __init__(self, B: Backend, vjp: Callable[..., list]) -> None:
        self.B, self.vjp = B, vjp
        # id of a tracked array -> (the array, kept alive; the ids of the watched arrays
        # it depends on)
        self.tracked: dict[int, tuple[Array, frozenset[int]]] = {}
        self.calls: list[tuple[Callable[..., Any], Any, Any]] = []
        self.paused = 0

    def watch(self, x: Array) -> Array:
        self.tracked.setdefault(id(x), (x, frozenset((id(x),))))
        return x

    def is_tracked(self, x: Array) -> bool:
        return id(x) in self.tracked

    def detach(self, x: Array) -> Array:
        return self.B.array_cls(x._data, x._dtype)  # a new array: not tracked

    def record(self, fn: Callable[..., Any], args: tuple, kwargs: dict, out: Any) -> None:
        if self.paused:
            return
        leaves, _ = tree_flatten((args, kwargs))
        deps = [
            self.tracked[id(x)][1] for x in leaves if isinstance(x, Array) and id(x) in self.tracked
        ]
        if not deps:
            return
        depends = frozenset().union(*deps)
        for o in tree_flatten(out)[0]:
            if isinstance(o, Array):
                self.tracked[id(o)] = (o, depends)
        self.calls.append((fn, (args, kwargs), out))

    def gradient(self, targets: list, sources: list, cotangents: list) -> list:
        B = self.B
        reached = frozenset().union(
            *(self.tracked[id(t)][1] for t in targets if id(t) in self.tracked)
        )
        # a source is a watched array or an intermediate one (its dependencies)
        connected = [
            i for i, s in enumerate(sources)
            if id(s) in self.tracked and self.tracked[id(s)][1] & reached
        ]  # fmt: skip
        if not connected:
            return [None] * len(sources)
        chosen = [sources[i] for i in connected]
        given = frozenset(id(s) for s in chosen)

        def replay(*natives: Any) -> list:
            env = {id(s): B.array_cls(n, s._dtype) for s, n in zip(chosen, natives)}
            for fn, inputs, out in self.calls:
                leaves, treedef = tree_flatten(inputs)
                if not any(isinstance(x, Array) and id(x) in env for x in leaves):
                    continue  # a constant with respect to the sources
                args, kwargs = tree_unflatten(
                    treedef, [env.get(id(x), x) if isinstance(x, Array) else x for x in leaves]
                )
                new = fn(*args, **kwargs)
                for o, n in zip(tree_flatten(out)[0], tree_flatten(new)[0]):
                    # an intermediate source is an input: its computation is not replayed
                    if isinstance(o, Array) and id(o) not in given:
                        env[id(o)] = n
            return [env.get(id(t), t)._data for t in targets]

        self.paused += 1
        try:
            grads = self.vjp(replay, [s._data for s in chosen], [c for c in cotangents])
        finally:
            self.paused -= 1
        out: list = [None] * len(sources)
        for i, g in zip(connected, grads):
            out[i] = g
        return out


class _NoAutodiff:
    """A backend without automatic differentiation: watching works, gradients refuse."""

    def __init__(self, B: Backend) -> None:
        self.B = B

    def watch(self, x: Array) -> Array:
        return x

    def is_tracked(self, x: Array) -> bool:
        return False

    def detach(self, x: Array) -> Array:
        return x

    def gradient(self, targets: list, sources: list, cotangents: list) -> list:
        raise NotImplementedError(
            f"gradient: the {self.B.name} backend has no automatic differentiation; train on a "
            f"backend that has it ({_AUTODIFF_BACKENDS}): ivylite.set_backend('torch'), for one"
        )


class Tape:
    """A recording of the operations on watched arrays, for their gradients.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.frontends._autograd import Tape
    >>> with ivylite.using_backend("torch"):
    ...     x = ivylite.asarray([1.0, 2.0])
    ...     with Tape() as tape:
    ...         x = tape.watch(x)
    ...         y = ivylite.sum(x * x)
    ...     tape.gradient([y], [x])
    [ivylite.array([2., 4.], dtype=float32, backend=torch)]
    """

    def __init__(
        self, persistent: bool = False, watch_reads: bool = True, background: bool = False
    ) -> None:
        self.persistent = persistent
        self.watch_reads = watch_reads
        # a background tape (torch's autograd session) records for the whole program:
        # it is not listed by active_tapes() and does not make other tapes' gradients
        # differentiable
        self.background = background
        self.B = _backend()
        native = self.B.transforms.Tape  # the backend's declared autodiff members
        vjp = self.B.transforms.vjp
        if native is not None:
            self._native: Any = native(persistent)
            self._strategy: Any = None
        else:
            self._native = None
            self._strategy = _Replay(self.B, vjp) if vjp is not None else _NoAutodiff(self.B)
        self._sources: dict[Any, Array] = {}
        self._used = False

    @property
    def frees_graphs(self) -> bool:
        """Whether a gradient taken without ``retain`` frees the graph it went through
        (and only that one) by itself: the backend's native tape says (its declared
        ``frees_graphs``); a replayed recording frees nothing.

        Examples
        --------
        >>> import ivylite
        >>> from ivylite.frontends._autograd import Tape
        >>> with ivylite.using_backend("torch"):
        ...     Tape().frees_graphs
        True
        """
        return self._native is not None and self._native.frees_graphs

    # --- recording ---------------------------------------------------------------------

    def __enter__(self) -> Tape:
        if self._native is not None:
            self._native.start()
        _ACTIVE.append(self)
        RECORDING[0] = any(isinstance(t._strategy, _Replay) for t in _ACTIVE)
        return self

    def __exit__(self, *exc: Any) -> None:
        _ACTIVE.remove(self)
        RECORDING[0] = any(isinstance(t._strategy, _Replay) for t in _ACTIVE)
        if self._native is not None:
            self._native.stop()

    @contextlib.contextmanager
    def stop_recording(self) -> Iterator[None]:
        """Operations inside are not recorded by this tape.

        Examples
        --------
        >>> import ivylite
        >>> from ivylite.frontends._autograd import Tape
        >>> with ivylite.using_backend("torch"), Tape() as tape:
        ...     x = tape.watch(ivylite.asarray(3.0))
        ...     with tape.stop_recording():
        ...         y = x * x
        ...     tape.gradient([y], [x])
        [None]
        """
        if self._native is not None:
            with self._native.pause():
                yield
            return
        if isinstance(self._strategy, _Replay):
            self._strategy.paused += 1
            try:
                yield
            finally:
                self._strategy.paused -= 1
            return
        yield

    def watch(self, x: Array) -> Array:
        """Track ``x``; compute with the array returned (see the module docs)."""
        if self._native is not None:
            return self.B.array_cls(self._native.watch(x._data), x._dtype)
        return self._strategy.watch(x)

    def watch_source(self, key: Any, value: Array, tapes: Sequence[Tape] = ()) -> Array:
        """The tracked array of ``key`` (a variable), made from ``value`` once for this
        tape and ``tapes`` (a variable read many times is one source)."""
        together = [t for t in tapes if t is not self and t.B is self.B] + [self]
        for tape in together:
            found = tape._sources.get(key)
            if found is not None:
                break
        else:
            found = self.watch(value)
        for tape in together:
            tape._watch_as(key, found)
        return found

    def _watch_as(self, key: Any, tracked: Array) -> None:
        if key not in self._sources:
            self._sources[key] = tracked
            if self._strategy is not None:
                self._strategy.watch(tracked)
            elif self._native is not None:
                self._native.watch(tracked._data)

    def tracked(self, x: Array) -> bool:
        """Whether ``x`` is watched by this tape or computed from a watched array.

        Examples
        --------
        >>> import ivylite
        >>> from ivylite.frontends._autograd import Tape
        >>> with ivylite.using_backend("torch"), Tape() as tape:
        ...     x = tape.watch(ivylite.asarray(3.0))
        ...     tape.tracked(x * 2), tape.tracked(ivylite.asarray(1.0))
        (True, False)
        """
        if self._native is not None:
            return bool(self._native.tracked(x._data))
        return self._strategy.is_tracked(x)

    def detach(self, x: Array) -> Array:
        """A new array with ``x``'s values that this tape does not track.

        Examples
        --------
        >>> import ivylite
        >>> from ivylite.frontends._autograd import Tape
        >>> with ivylite.using_backend("torch"), Tape() as tape:
        ...     x = tape.watch(ivylite.asarray(3.0))
        ...     tape.tracked(tape.detach(x))
        False
        """
        if self._native is not None:
            return self.B.array_cls(self._native.detach(x._data), x._dtype)
        return self._strategy.detach(x)

    def source(self, key: Any) -> Array | None:
        """The tracked array of ``key`` in this tape (None if it was never read here)."""
        return self._sources.get(key)

    # --- gradients ---------------------------------------------------------------------

    def gradient(
        self,
        targets: Sequence[Array],
        sources: Sequence[Array | None],
        output_gradients: Sequence[Array | None] | None = None,
        *,
        retain: bool | None = None,
        create: bool | None = None,
    ) -> list[Array | None]:
        """The gradient of the sum of ``targets`` with respect to each source (None for
        a source that is None or that no target depends on).

        ``retain`` keeps the recording for more gradients (default: the tape's
        ``persistent``); ``create`` records the gradient's own computation, for
        higher derivatives (default: when another tape is active). Both matter
        on the native strategies (torch, paddle) only."""
        if self._used and not self.persistent:
            raise RuntimeError(
                "A non-persistent GradientTape can only be used to compute one set of "
                "gradients (or jacobians)"
            )
        self._used = True
        B = self.B
        ns = B.ns
        cotangents = [
            (ns.ones_like(t) if g is None else g)._data
            for t, g in zip(targets, output_gradients or [None] * len(targets))
        ]
        present = [i for i, s in enumerate(sources) if s is not None]
        chosen = [sources[i] for i in present]
        outer = (
            any(t is not self and not t.background for t in _ACTIVE) if create is None else create
        )
        keep = self.persistent if retain is None else retain
        if self._native is not None:
            grads = self._native.gradient(
                [t._data for t in targets], [s._data for s in chosen], cotangents, keep, outer
            )
        else:
            grads = self._strategy.gradient(list(targets), chosen, cotangents)
        out: list[Array | None] = [None] * len(sources)
        for i, g, s in zip(present, grads, chosen):
            out[i] = None if g is None else B.array_cls(g, s._dtype)
        return out


def read(key: Any, value: Array) -> Array:
    """A variable's value as its read gives it: tracked (once per variable) by the active
    tapes that watch reads or watched it, ``value`` itself when none does.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.frontends._autograd import Tape, read
    >>> v = ivylite.asarray(1.0)
    >>> read("v", v) is v
    True
    >>> with ivylite.using_backend("torch"), Tape() as tape:
    ...     w = read("w", ivylite.asarray(2.0))
    ...     tape.source("w") is w
    True
    """
    if not _ACTIVE:
        return value
    known = [t for t in _ACTIVE if key in t._sources]  # watched explicitly, or read before
    watching = [t for t in _ACTIVE if t.watch_reads]
    if watching:
        return watching[-1].watch_source(key, value, known + watching)
    return known[-1]._sources[key] if known else value


def record(fn: Callable[..., Any], args: tuple, kwargs: dict, out: Any) -> None:
    """Report one frontend call (ivylite arrays in and out) to the replaying tapes.

    Called by ``Frontend.function``'s wrapper while :data:`RECORDING` is set.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.frontends._autograd import record
    >>> record(ivylite.negative, (ivylite.asarray(1.0),), {}, ivylite.asarray(-1.0))
    """
    for tape in _ACTIVE:
        if isinstance(tape._strategy, _Replay):
            tape._strategy.record(fn, args, kwargs, out)


def recorded(fn: Callable[..., Any]) -> Callable[..., Any]:
    """``fn`` (ivylite arrays in and out) reporting its calls to the replaying tapes:
    for frontend operations that are not ``Frontend.function`` s (operators,
    indexing, variable updates).

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.frontends._autograd import recorded
    >>> recorded(ivylite.negative)(ivylite.asarray(2.0))
    ivylite.array(-2., dtype=float32, backend=numpy)
    """

    def call(*args: Any, **kwargs: Any) -> Any:
        out = fn(*args, **kwargs)
        if RECORDING[0]:
            record(fn, args, kwargs, out)
        return out

    call.__name__ = getattr(fn, "__name__", "recorded")
    return call
