"""TensorFlow: compiling (tf.function) and vectorising (tf.vectorized_map) functions
of native arrays, for ``ivylite.jit`` and ``ivylite.vmap``."""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import Any

import tensorflow as tf

COMPILER = "tf.function"
VECTORIZER = "tf.vectorized_map (operations it cannot vectorise run in a tf.while_loop)"


# ivylite's code is plain Python over tensors: AutoGraph has nothing to convert.
_DEFAULT_OPTIONS = {"autograph": False}


def compile(fn: Callable[..., list], options: dict[str, Any]) -> Callable[..., list]:  # noqa: A001
    """``fn`` (natives in, a list of natives out) under ``tf.function``."""
    return tf.function(fn, **{**_DEFAULT_OPTIONS, **options})


def vectorize(fn: Callable[..., list], natives: list, axes: list, size: int) -> list:
    """``fn`` mapped over ``axes`` of ``natives``; the results batched along axis 0.

    ``tf.vectorized_map`` maps the first axis of every element: the mapped
    axes are moved there first.
    """
    elems = tuple(
        x if a == 0 else tf.experimental.numpy.moveaxis(x, a, 0) for x, a in zip(natives, axes)
    )
    return tf.vectorized_map(lambda parts: fn(*parts), elems)


def while_loop(cond: Callable[..., Any], body: Callable[..., list], natives: list) -> list:
    """``natives = body(*natives)`` while ``cond(*natives)``, as ``tf.while_loop``."""
    return list(tf.while_loop(cond, lambda *c: body(*c), natives))


class Tape:
    """A frontend tape on TensorFlow: a ``tf.GradientTape`` recording while the
    frontend's tape is active (trainable variables are watched when read)."""

    def __init__(self, persistent: bool) -> None:
        self.persistent = persistent
        self._tape = tf.GradientTape(persistent=True)

    def start(self) -> None:
        self._tape.__enter__()

    def stop(self) -> None:
        self._tape.__exit__(None, None, None)

    def pause(self) -> Any:
        # pausing a paused tape (nested pauses) is a no-op, not TensorFlow's error
        if not self._tape._recording:
            return contextlib.nullcontext()
        return self._tape.stop_recording()

    def watch(self, x: Any) -> Any:
        if self._tape._recording:
            self._tape.watch(x)
            return x
        # a paused tape watches nothing: resume it for the watch (a leaf written while
        # recording is paused, as an optimiser's step writes parameters)
        self._tape._push_tape()
        try:
            self._tape.watch(x)
        finally:
            self._tape._pop_tape()
        return x

    def tracked(self, x: Any) -> bool:
        """Whether a recording tape watches ``x`` (or computed it from a watched tensor)."""
        from tensorflow.python import pywrap_tfe

        return bool(pywrap_tfe.TFE_Py_TapeSetShouldRecordBackprop([x]))

    def detach(self, x: Any) -> Any:
        """``x``'s values as a new tensor no tape watches."""
        with self.pause():
            return tf.identity(x)

    def gradient(self, targets: list, sources: list, cotangents: list, keep: bool,
                 create: bool) -> list:  # fmt: skip
        """d(sum of cotangent . target)/d(source) for each source; None where unconnected."""
        grads = self._tape.gradient(targets, sources, output_gradients=cotangents)
        # gathers give IndexedSlices: dense tensors, as every other backend returns
        return [None if g is None else tf.convert_to_tensor(g) for g in grads]


def variable(x: Any, trainable: bool) -> Any:
    """A ``tf.Variable`` holding ``x``: the state a frontend variable keeps, so that
    ``tf.function`` captures it and its assignments inside compiled code."""
    return tf.Variable(x, trainable=trainable)


def assign(var: Any, value: Any) -> Any:
    """Write ``value`` into the variable ``var`` (``var.assign``); return ``var``."""
    var.assign(value)
    return var
