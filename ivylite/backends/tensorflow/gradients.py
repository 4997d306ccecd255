"""TensorFlow: gradients (a GradientTape watching the inputs)."""

from __future__ import annotations

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
