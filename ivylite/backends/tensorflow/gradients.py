"""TensorFlow: automatic differentiation: gradients (a GradientTape watching the inputs)
and the frontends' tapes (a GradientTape recording while they are active)."""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import Any

import tensorflow as tf


def value_and_grad(f: Callable[[list], tuple[Any, list]], natives: list, has_aux: bool) -> Any:
    """``(value, grads, aux)`` of ``f`` at ``natives`` (eager or inside tf.function).

    Each input goes through ``tf.identity`` first, so one tensor passed twice
    gets two partial gradients; unconnected inputs get zeros.
    """
    with tf.GradientTape() as tape:
        leaves = [tf.identity(x) for x in natives]
        for x in leaves:
            tape.watch(x)
        value, aux = f(leaves)
    grads = tape.gradient(value, leaves, unconnected_gradients=tf.UnconnectedGradients.ZERO)
    # Gathers give IndexedSlices: make them dense tensors.
    return value, [tf.convert_to_tensor(g) for g in grads], aux


def stop_gradient(x: Any, /) -> Any:
    return tf.stop_gradient(x)


class Tape:
    """A frontend tape on TensorFlow: a ``tf.GradientTape`` recording while the
    frontend's tape is active (trainable variables are watched when read)."""

    # one persistent tf.GradientTape records everything: it frees nothing by itself
    frees_graphs = False

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
