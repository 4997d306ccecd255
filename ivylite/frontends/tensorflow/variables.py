"""``tf.Variable``: a mutable tensor, the state a TensorFlow model trains.

A variable holds an ivylite array and reads like a tensor (operators, every
``tf`` function). ``assign``, ``assign_add`` and ``assign_sub`` replace its
value. On the TensorFlow backend the value is a real ``tf.Variable``, so a
compiled ``tf.function`` captures it and keeps its assignments; elsewhere
the variable rebinds its array. While a ``tf.GradientTape`` records, reading
a trainable variable makes it a source of the tape (TensorFlow watches the
variables a tape accesses).
"""

from __future__ import annotations

from typing import Any

import ivylite
from ivylite.array import Array

from .. import _autograd
from .dtypes import from_ivy
from .promotion import convert
from .tensor import Tensor

__all__ = ["Variable"]


def _native_state(value: Array, trainable: bool) -> Array:
    """The array a variable holds: a native variable where the backend has one."""
    B = value._backend
    make = B.transforms.variable
    if make is None:
        return ivylite.asarray(value, copy=True)  # a variable owns its data
    return B.array_cls(make(value._data, trainable), value._dtype)


class Variable(Tensor):
    """``tf.Variable(initial_value, trainable=True, name=None, dtype=None)``.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> v = tf.Variable([1.0, 2.0], name="w")
    >>> v.assign_sub([0.5, 0.5])
    <tf.Variable 'w:0' shape=(2,) dtype=float32, numpy=array([0.5, 1.5], dtype=float32)>
    >>> (v * 2).numpy(), v.trainable, v.name
    (array([1., 3.], dtype=float32), True, 'w:0')
    """

    __slots__ = ("_value", "_trainable", "_name")

    def __init__(self, initial_value: Any = None, trainable: bool | None = None,
                 validate_shape: bool = True, caching_device: Any = None, name: str | None = None,
                 variable_def: Any = None, dtype: Any = None, import_scope: Any = None,
                 constraint: Any = None, synchronization: Any = None, aggregation: Any = None,
                 shape: Any = None, **kwargs: Any) -> None:  # fmt: skip
        if initial_value is None:
            raise ValueError("tf.Variable: initial_value must be specified")
        if callable(initial_value):
            initial_value = initial_value()
        self._trainable = True if trainable is None else bool(trainable)
        self._name = "Variable" if name is None else str(name)
        self._value = _native_state(convert(initial_value, dtype, fn="Variable"), self._trainable)

    # --- reading ----------------------------------------------------------------------

    @property
    def ivy_array(self) -> Array:  # type: ignore[override]
        """The value, as the operations reading the variable see it."""
        if self._trainable:
            return _autograd.read(id(self), self._value)
        return self._value

    def read_value(self) -> Tensor:
        """The current value, as a tensor.

        Examples
        --------
        >>> import ivylite.frontends.tensorflow as tf
        >>> tf.Variable(3).read_value()
        <tf.Tensor: shape=(), dtype=int32, numpy=3>
        """
        return Tensor(self.ivy_array)

    value = read_value

    @property
    def trainable(self) -> bool:
        """Whether tapes watch the variable when it is read.

        Examples
        --------
        >>> import ivylite.frontends.tensorflow as tf
        >>> tf.Variable(1.0).trainable, tf.Variable(1.0, trainable=False).trainable
        (True, False)
        """
        return self._trainable

    @property
    def name(self) -> str:
        """The name, with TensorFlow's output index.

        Examples
        --------
        >>> import ivylite.frontends.tensorflow as tf
        >>> tf.Variable(1.0, name="bias").name
        'bias:0'
        """
        return f"{self._name}:0"

    def __hash__(self) -> int:  # by identity: the frontend keys a tape's sources on variables
        return id(self)

    def __repr__(self) -> str:
        a = self.numpy()
        body = str(a) if getattr(a, "ndim", 0) == 0 else repr(a)
        return (
            f"<tf.Variable '{self.name}' shape={tuple(self.shape)} "
            f"dtype={from_ivy(self._value._dtype)._dtype}, numpy={body}>"
        )

    __str__ = __repr__

    # --- assigning --------------------------------------------------------------------

    def _set(self, new: Array) -> Variable:
        old = self._value
        if new._dtype is not old._dtype:
            raise TypeError(
                f"tf.Variable.assign: the value has dtype {new._dtype}, the variable "
                f"{old._dtype}; cast it with tf.cast first"
            )
        if tuple(new.shape) != tuple(old.shape):
            raise ValueError(
                f"tf.Variable.assign: cannot assign a value of shape {tuple(new.shape)} to a "
                f"variable of shape {tuple(old.shape)}"
            )
        write = old._backend.transforms.assign
        if write is not None and new._backend is old._backend:
            write(old._data, new._data)
        else:
            self._value = ivylite.asarray(new, copy=True)
        return self

    def _operand(self, value: Any) -> Array:
        return convert(value, self._value._dtype, fn="tf.Variable.assign")

    def assign(self, value: Any, use_locking: bool | None = None, name: str | None = None,
               read_value: bool = True) -> Variable:  # fmt: skip
        """Replace the value.

        Examples
        --------
        >>> import ivylite.frontends.tensorflow as tf
        >>> tf.Variable([1, 2]).assign([3, 4]).numpy()
        array([3, 4], dtype=int32)
        """
        return self._set(self._operand(value))

    def assign_add(self, delta: Any, use_locking: bool | None = None, name: str | None = None,
                   read_value: bool = True) -> Variable:  # fmt: skip
        """Add ``delta`` to the value.

        Examples
        --------
        >>> import ivylite.frontends.tensorflow as tf
        >>> tf.Variable(1.5).assign_add(1.0).numpy()
        np.float32(2.5)
        """
        return self._set(ivylite.add(self._value, self._operand(delta)))

    def assign_sub(self, delta: Any, use_locking: bool | None = None, name: str | None = None,
                   read_value: bool = True) -> Variable:  # fmt: skip
        """Subtract ``delta`` from the value.

        Examples
        --------
        >>> import ivylite.frontends.tensorflow as tf
        >>> tf.Variable([1.0]).assign_sub([0.25]).numpy()
        array([0.75], dtype=float32)
        """
        return self._set(ivylite.subtract(self._value, self._operand(delta)))
