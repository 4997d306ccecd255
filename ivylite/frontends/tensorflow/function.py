"""``tf.function``: compiled on the TensorFlow backend, run as it is elsewhere.

On the TensorFlow backend the function is traced by TensorFlow's own
``tf.function`` (through :func:`ivylite.jit`): tensor arguments are traced,
Python values and variables are constants of the trace (a new Python value
traces anew, as in TensorFlow), and the variables it reads or assigns are
real ``tf.Variable`` s, captured by the graph. On every other backend the
function runs eagerly, as it is: its values are the same, only the speed
differs (``ivylite.jit`` compiles frontend-independent code on JAX and
torch).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

import ivylite
from ivylite.tree import tree_map

from .tensor import Tensor
from .variables import Variable

__all__ = ["function"]


def _to_ivy(x: Any) -> Any:
    if isinstance(x, Variable):
        return x  # a constant of the trace: its value is read (and assigned) in the graph
    return x.ivy_array if isinstance(x, Tensor) else x


def _to_tensor(x: Any) -> Any:
    return Tensor(x) if isinstance(x, ivylite.Array) else x


class Function:
    """A function compiled on the TensorFlow backend (see the module docs).

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> f = tf.function(lambda x: x * x)
    >>> f(tf.constant(3.0)), f.python_function(2.0)
    (<tf.Tensor: shape=(), dtype=float32, numpy=9.0>, 4.0)
    """

    def __init__(self, fn: Callable[..., Any]) -> None:
        self.python_function = fn
        self._compiled = ivylite.jit(self._inner)
        functools.update_wrapper(self, fn)

    def _inner(self, *args: Any, **kwargs: Any) -> Any:
        out = self.python_function(*tree_map(_to_tensor, args), **tree_map(_to_tensor, kwargs))
        return tree_map(_to_ivy, out)

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        from ivylite.backend import current_backend

        B = current_backend()
        # compiled code keeps the assignments to variables only where the backend's
        # variables are native ones (the transforms contract's ``variable``): elsewhere
        # the function runs as it is
        if B is None or B.transforms.variable is None:
            return self.python_function(*args, **kwargs)
        out = self._compiled(*tree_map(_to_ivy, args), **tree_map(_to_ivy, kwargs))
        return tree_map(_to_tensor, out)

    def __get__(self, obj: Any, objtype: Any = None) -> Any:  # as a method
        return self if obj is None else functools.partial(self, obj)


def function(func: Callable[..., Any] | None = None, input_signature: Any = None,
             autograph: bool = True, jit_compile: bool | None = None,
             reduce_retracing: bool = False, experimental_implements: Any = None,
             experimental_autograph_options: Any = None, experimental_attributes: Any = None,
             experimental_relax_shapes: Any = None, experimental_compile: Any = None,
             experimental_follow_type_hints: Any = None) -> Any:  # fmt: skip
    """``func`` compiled with ``tf.function`` on the TensorFlow backend, run as it
    is elsewhere; usable as ``@tf.function`` and ``@tf.function(...)``.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> @tf.function
    ... def double(x):
    ...     return x * 2
    >>> double(tf.constant([1.0, 2.0]))
    <tf.Tensor: shape=(2,), dtype=float32, numpy=array([2., 4.], dtype=float32)>
    >>> tf.function(lambda x: x + 1, jit_compile=True)(tf.constant(1.0))
    <tf.Tensor: shape=(), dtype=float32, numpy=2.0>
    >>> tf.function(reduce_retracing=True)(double)(tf.constant(3.0))
    <tf.Tensor: shape=(), dtype=float32, numpy=6.0>
    """
    # The options tune TensorFlow's tracing (retracing, XLA, autograph); they are
    # accepted so scripts run unmodified, and the values are the same without them.
    return Function if func is None else Function(func)
