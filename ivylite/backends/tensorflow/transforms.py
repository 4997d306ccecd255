"""TensorFlow: compiling (tf.function) and vectorising (tf.vectorized_map) functions
of native arrays, for ``ivylite.jit`` and ``ivylite.vmap``."""

from __future__ import annotations

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


def variable(x: Any, trainable: bool) -> Any:
    """A ``tf.Variable`` holding ``x``: the state a frontend variable keeps, so that
    ``tf.function`` captures it and its assignments inside compiled code."""
    return tf.Variable(x, trainable=trainable)


def assign(var: Any, value: Any) -> Any:
    """Write ``value`` into the variable ``var`` (``var.assign``); return ``var``."""
    var.assign(value)
    return var
