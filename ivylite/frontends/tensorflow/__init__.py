"""The TensorFlow frontend: TensorFlow code on any ivylite backend, with TensorFlow's rules.

``import ivylite.frontends.tensorflow as tf`` gives ``tf.constant``,
``tf.matmul``, ``tf.reduce_sum``..., the ``tf.math``, ``tf.nn``,
``tf.linalg``, ``tf.dtypes``, ``tf.errors``, ``tf.random`` and ``tf.nest``
namespaces, ``tf.Tensor``, ``tf.Variable``, ``tf.GradientTape``,
``tf.function`` and the dtypes ``tf.float32``... They compute with ivylite's functions on the
backend that is set, and follow TensorFlow 2.21: no implicit promotion
between tensors (an InvalidArgumentError, as in TensorFlow), Python values
converted to the other operand's dtype, float32/int32 defaults, TensorFlow's
own result dtypes (``int32 / int32`` is float64, ``argmax`` is int64).
Nothing here imports TensorFlow.

Examples
--------
>>> import ivylite.frontends.tensorflow as tf
>>> w = tf.constant([[1.0, -1.0], [0.5, 2.0]])
>>> h = tf.nn.relu(tf.matmul(tf.constant([[1.0, 2.0]]), w))
>>> h
<tf.Tensor: shape=(1, 2), dtype=float32, numpy=array([[2., 3.]], dtype=float32)>
>>> tf.constant([1], tf.int32) + tf.constant([1.0])
Traceback (most recent call last):
...
ivylite.frontends.tensorflow.errors.InvalidArgumentError: AddV2: cannot compute AddV2 on int32 and float32 tensors; TensorFlow never promotes implicitly, cast one input with tf.cast
"""

from __future__ import annotations

from . import (
    _operators,  # noqa: F401 - binds tf.Tensor's operators
    dtypes,
    errors,
    linalg,
    math,
    nest,
    nn,
    random,
)
from .arithmetic import (
    add,
    add_n,
    divide,
    maximum,
    minimum,
    multiply,
    pow,
    subtract,
    truediv,
)
from .comparison import (
    equal,
    greater,
    greater_equal,
    less,
    less_equal,
    logical_and,
    logical_or,
    not_equal,
)
from .creation import (
    constant,
    convert_to_tensor,
    eye,
    fill,
    linspace,
    one_hot,
    ones,
    ones_like,
    range,
    zeros,
    zeros_like,
)
from .dtypes import (
    DType,
    as_dtype,
    bfloat16,
    bool,
    complex64,
    complex128,
    double,
    float16,
    float32,
    float64,
    half,
    int8,
    int16,
    int32,
    int64,
    uint8,
    uint16,
    uint32,
    uint64,
)
from .elementwise import (
    abs,
    acos,
    asin,
    atan,
    cast,
    clip_by_value,
    cos,
    cosh,
    exp,
    floor,
    logical_not,
    negative,
    round,
    sigmoid,
    sign,
    sin,
    sinh,
    sqrt,
    square,
    tan,
    tanh,
)
from .function import function
from .gradient_tape import GradientTape, UnconnectedGradients
from .linalg import einsum, matmul, norm, tensordot
from .manipulation import (
    broadcast_to,
    concat,
    expand_dims,
    gather,
    identity,
    pad,
    rank,
    reshape,
    reverse,
    shape,
    size,
    split,
    squeeze,
    stack,
    stop_gradient,
    tile,
    transpose,
    unstack,
    where,
)
from .reduction import (
    argmax,
    argmin,
    cumsum,
    reduce_all,
    reduce_any,
    reduce_logsumexp,
    reduce_max,
    reduce_mean,
    reduce_min,
    reduce_prod,
    reduce_sum,
)
from .sorting import argsort, sort
from .tensor import Tensor, TensorShape
from .variables import Variable

newaxis = None

__all__ = [
    # classes, dtypes and namespaces
    "Tensor",
    "TensorShape",
    "Variable",
    "GradientTape",
    "UnconnectedGradients",
    "function",
    "nest",
    "random",
    "DType",
    "as_dtype",
    "dtypes",
    "errors",
    "linalg",
    "math",
    "nn",
    "newaxis",
    "bool",
    "int8",
    "int16",
    "int32",
    "int64",
    "uint8",
    "uint16",
    "uint32",
    "uint64",
    "bfloat16",
    "float16",
    "float32",
    "float64",
    "complex64",
    "complex128",
    "half",
    "double",
    # creation
    "constant",
    "convert_to_tensor",
    "zeros",
    "ones",
    "fill",
    "zeros_like",
    "ones_like",
    "range",
    "linspace",
    "eye",
    "one_hot",
    # elementwise
    "abs",
    "acos",
    "add",
    "add_n",
    "asin",
    "atan",
    "cast",
    "clip_by_value",
    "cos",
    "cosh",
    "divide",
    "equal",
    "exp",
    "floor",
    "greater",
    "greater_equal",
    "less",
    "less_equal",
    "logical_and",
    "logical_not",
    "logical_or",
    "maximum",
    "minimum",
    "multiply",
    "negative",
    "not_equal",
    "pow",
    "round",
    "sigmoid",
    "sign",
    "sin",
    "sinh",
    "sqrt",
    "square",
    "subtract",
    "tan",
    "tanh",
    "truediv",
    # linear algebra
    "einsum",
    "matmul",
    "norm",
    "tensordot",
    # manipulation
    "broadcast_to",
    "concat",
    "expand_dims",
    "gather",
    "identity",
    "pad",
    "rank",
    "reshape",
    "reverse",
    "shape",
    "size",
    "split",
    "squeeze",
    "stack",
    "stop_gradient",
    "tile",
    "transpose",
    "unstack",
    "where",
    # reductions and sorting
    "argmax",
    "argmin",
    "cumsum",
    "reduce_all",
    "reduce_any",
    "reduce_logsumexp",
    "reduce_max",
    "reduce_mean",
    "reduce_min",
    "reduce_prod",
    "reduce_sum",
    "argsort",
    "sort",
]
