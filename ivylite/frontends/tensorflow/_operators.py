"""``tf.Tensor``'s operators: TensorFlow's own functions, bound onto the class once
they all exist (the functions import :mod:`.tensor`, so it cannot import them).

``x + y`` is ``tf.add(x, y)``, so it follows TensorFlow's rules: no implicit
promotion between tensors, and the left operand of a reflected operator
(``2 - x``) converted to the tensor's dtype first, strictly (TensorFlow's
``r_binary_op_wrapper`` raises where it does not fit). Tensors are immutable:
``x += 1`` rebinds ``x`` to a new tensor, as in TensorFlow.

Examples
--------
>>> import ivylite.frontends.tensorflow as tf
>>> x = tf.constant([1, 2], tf.int8)
>>> 2 - x, -x, x == 2
(<tf.Tensor: shape=(2,), dtype=int8, numpy=array([1, 0], dtype=int8)>, <tf.Tensor: shape=(2,), dtype=int8, numpy=array([-1, -2], dtype=int8)>, <tf.Tensor: shape=(2,), dtype=bool, numpy=array([False,  True])>)
"""

from __future__ import annotations

from typing import Any

from ivylite.array import Array

from .._common import bind
from . import arithmetic, comparison, elementwise, linalg
from .promotion import convert
from .tensor import Tensor

__all__: list[str] = []


def _reflected(self: Tensor, other: Any) -> Array:
    """The left operand of a reflected operator, in this tensor's dtype."""
    return convert(other, self.ivy_array._dtype, fn="binary operator")


bind(
    Tensor,
    operators={
        "add": arithmetic.add, "sub": arithmetic.subtract, "mul": arithmetic.multiply_operator,
        "truediv": arithmetic.divide, "floordiv": arithmetic.floordiv,
        "mod": arithmetic.floormod, "pow": arithmetic.pow, "matmul": linalg.matmul,
        "and": comparison.and_, "or": comparison.or_, "xor": comparison.xor,
        "lt": comparison.less, "le": comparison.less_equal, "gt": comparison.greater,
        "ge": comparison.greater_equal, "neg": elementwise.negative, "abs": elementwise.abs,
        "invert": comparison.invert,
    },
    reflect=_reflected,
    methods={
        "__pos__": lambda self: self,
        "__eq__": lambda self, other: comparison.tensor_equals(self, other, True),
        "__ne__": lambda self, other: comparison.tensor_equals(self, other, False),
    },
)  # fmt: skip
