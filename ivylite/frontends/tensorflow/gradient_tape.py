"""``tf.GradientTape`` on every backend with automatic differentiation.

The tape is the frontends' autodiff engine (:mod:`ivylite.frontends._autograd`)
seen through TensorFlow's API: it records while it is active, watches the
trainable variables read inside it (unless ``watch_accessed_variables=False``)
and the tensors given to :meth:`GradientTape.watch`, and computes gradients
of nested targets with respect to nested sources with the backend's autodiff
(torch, jax, tensorflow, paddle). On NumPy ``gradient`` raises an error
naming those backends.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import ivylite

from .. import _autograd
from . import nest
from .tensor import Tensor
from .variables import Variable

__all__ = ["GradientTape", "UnconnectedGradients"]


class UnconnectedGradients:
    """What ``gradient`` gives for a source no target depends on: ``NONE`` or ``ZERO``.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.UnconnectedGradients.ZERO
    'zero'
    """

    NONE = "none"
    ZERO = "zero"


class GradientTape:
    """``tf.GradientTape(persistent=False, watch_accessed_variables=True)``.

    Examples
    --------
    >>> import ivylite
    >>> import ivylite.frontends.tensorflow as tf
    >>> with ivylite.using_backend("torch"):
    ...     w = tf.Variable([1.0, 2.0])
    ...     x = tf.constant(3.0)
    ...     with tf.GradientTape(persistent=True) as tape:
    ...         tape.watch(x)
    ...         y = tf.reduce_sum(w * w) * x
    ...     dw, dx = tape.gradient(y, [w, x])
    ...     print(dw.numpy(), dx.numpy())
    [ 6. 12.] 5.0
    """

    def __init__(self, persistent: bool = False, watch_accessed_variables: bool = True) -> None:
        self._persistent = persistent
        self._watch_reads = watch_accessed_variables
        self._tape: _autograd.Tape | None = None
        self._watched: list[Variable] = []

    def __enter__(self) -> GradientTape:
        if self._tape is None:
            self._tape = _autograd.Tape(self._persistent, self._watch_reads)
        self._tape.__enter__()
        return self

    def __exit__(self, *exc: Any) -> None:
        self._tape.__exit__(*exc)

    def _engine(self) -> _autograd.Tape:
        if self._tape is None:
            raise ValueError("GradientTape: use the tape in a `with` block first")
        return self._tape

    def watch(self, tensor: Any) -> None:
        """Record the operations on ``tensor`` (a tensor, a variable, or a nest of them).

        Examples
        --------
        >>> import ivylite.frontends.tensorflow as tf
        >>> x = tf.constant(2.0)
        >>> with tf.GradientTape() as tape:
        ...     tape.watch(x)
        """
        tape = self._engine()
        for t in nest.flatten(tensor):
            if isinstance(t, Variable):
                tape.watch_source(id(t), t._value)
                self._watched.append(t)
            elif isinstance(t, Tensor):
                t.ivy_array = tape.watch(t.ivy_array)
            else:
                raise ValueError(
                    f"GradientTape.watch: passed in a {type(t).__name__}, which is not a tensor "
                    "or a variable"
                )

    @contextmanager
    def stop_recording(self) -> Iterator[None]:
        """Operations inside are not recorded.

        Examples
        --------
        >>> import ivylite.frontends.tensorflow as tf
        >>> with tf.GradientTape() as tape:
        ...     with tape.stop_recording():
        ...         pass
        """
        with self._engine().stop_recording():
            yield

    def reset(self) -> None:
        """Forget what was recorded (a new, empty recording).

        Examples
        --------
        >>> import ivylite.frontends.tensorflow as tf
        >>> tape = tf.GradientTape()
        >>> with tape:
        ...     tape.reset()
        """
        active = self._tape is not None and self._tape in _autograd.active_tapes()
        if active:
            self._tape.__exit__(None, None, None)
        self._tape = _autograd.Tape(self._persistent, self._watch_reads)
        self._watched = []
        if active:
            self._tape.__enter__()

    def watched_variables(self) -> tuple[Variable, ...]:
        """The variables this tape watched explicitly.

        Examples
        --------
        >>> import ivylite.frontends.tensorflow as tf
        >>> v = tf.Variable(1.0)
        >>> with tf.GradientTape() as tape:
        ...     tape.watch(v)
        >>> tape.watched_variables() == (v,)
        True
        """
        return tuple(self._watched)

    def gradient(self, target: Any, sources: Any, output_gradients: Any = None,
                 unconnected_gradients: str = UnconnectedGradients.NONE) -> Any:  # fmt: skip
        """The gradient of (the sum of) ``target`` with respect to each source, in the
        structure of ``sources``; None (or zeros) where a source is unconnected.

        Examples
        --------
        >>> import ivylite
        >>> import ivylite.frontends.tensorflow as tf
        >>> with ivylite.using_backend("jax"):
        ...     x = tf.Variable([1.0, -2.0])
        ...     with tf.GradientTape() as tape:
        ...         y = tf.reduce_sum(tf.square(x))
        ...     print(tape.gradient(y, {"x": x}))
        {'x': <tf.Tensor: shape=(2,), dtype=float32, numpy=array([ 2., -4.], dtype=float32)>}
        """
        tape = self._engine()
        targets = [t.ivy_array for t in nest.flatten(target)]
        flat = nest.flatten(sources)
        engine_sources = [
            tape.source(id(s)) if isinstance(s, Variable) else s.ivy_array for s in flat
        ]
        weights = None
        if output_gradients is not None:
            weights = [None if g is None else g.ivy_array for g in nest.flatten(output_gradients)]
        grads = tape.gradient(targets, engine_sources, weights)
        out = []
        for s, g in zip(flat, grads):
            if g is None and unconnected_gradients == UnconnectedGradients.ZERO:
                g = ivylite.zeros_like(s._value if isinstance(s, Variable) else s.ivy_array)
            out.append(None if g is None else Tensor(g))
        return nest.pack_sequence_as(sources, out)
