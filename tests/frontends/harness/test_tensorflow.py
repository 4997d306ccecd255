"""The tensorflow frontend's rows: tf, tf.math, tf.nn and Tensor methods.

One row per function (a variant where an option takes another code path). See
the package docstring for the kinds and for how to add a row. TensorFlow does
not promote: the arrays of a call share one dtype unless a row says otherwise.
"""

from __future__ import annotations

from . import Axis, Bool, Fn, T, make_tests

# elementwise functions of one tensor: name -> (lo, hi) of their real domain
_UNARY_GRAD = {
    "abs": (-10, 10), "exp": (-10, 10), "sqrt": (0.1, 10), "square": (-10, 10),
    "sin": (-10, 10), "cos": (-10, 10), "tan": (-1.5, 1.5), "asin": (-0.99, 0.99),
    "acos": (-0.99, 0.99), "atan": (-10, 10), "sinh": (-10, 10), "cosh": (-10, 10),
    "tanh": (-10, 10), "sigmoid": (-10, 10), "negative": (-10, 10),
}  # fmt: skip
_MATH_GRAD = {
    "log": (0.1, 10), "log1p": (-0.9, 10), "expm1": (-10, 10), "rsqrt": (0.1, 10),
    "reciprocal": (0.1, 10), "softplus": (-10, 10),
}  # fmt: skip
_BINARY_GRAD = ["add", "subtract", "multiply", "divide", "truediv", "maximum", "minimum"]
_BINARY = ["equal", "not_equal", "less", "less_equal", "greater", "greater_equal"]

ROWS = [
    *[Fn(f"tensorflow.{n}", [T("valid", lo=lo, hi=hi)], grad=True)
      for n, (lo, hi) in _UNARY_GRAD.items()],
    *[Fn(f"tensorflow.{n}", [T("valid")]) for n in ("sign", "floor", "round", "logical_not")],
    *[Fn(f"tensorflow.math.{n}", [T("valid", lo=lo, hi=hi)], grad=True)
      for n, (lo, hi) in _MATH_GRAD.items()],
    *[Fn(f"tensorflow.math.{n}", [T("valid")]) for n in ("ceil", "is_nan", "is_inf",
                                                          "is_finite")],
    *[Fn(f"tensorflow.{n}", [T("valid"), T("valid", broadcast=0)], grad=True)
      for n in _BINARY_GRAD],
    *[Fn(f"tensorflow.{n}", [T("valid"), T("valid", broadcast=0)]) for n in _BINARY],
    *[Fn(f"tensorflow.{n}", [T(("bool",)), T(("bool",), broadcast=0)])
      for n in ("logical_and", "logical_or")],
    Fn("tensorflow.pow", [T("valid"), T("valid", broadcast=0, lo=0, hi=3)], grad=True),
    *[Fn(f"tensorflow.math.{n}", [T("numeric"), T("numeric", broadcast=0, nonzero=True)])
      for n in ("floormod", "floordiv")],
    Fn("tensorflow.math.squared_difference", [T("valid"), T("valid", broadcast=0)],
       grad=True),
    *[Fn(f"tensorflow.{n}", [T("valid", rank=(1, 3)), Axis(0)], {"keepdims": Bool()},
         grad=n in ("reduce_sum", "reduce_mean", "reduce_prod"))
      for n in ("reduce_sum", "reduce_mean", "reduce_max", "reduce_min", "reduce_prod",
                "reduce_all", "reduce_any")],
    *[Fn(f"tensorflow.math.{n}", [T("float", rank=(1, 3)), Axis(0)], grad=True)
      for n in ("reduce_std", "reduce_variance", "reduce_logsumexp")],
    *[Fn(f"tensorflow.nn.{n}", [T("float")], grad=True)
      for n in ("relu", "relu6", "elu", "gelu", "silu", "leaky_relu", "softplus", "sigmoid")],
    Fn("tensorflow.nn.softmax", [T("float", rank=(1, 3)), Axis(0)], grad=True),
    Fn("tensorflow.nn.log_softmax", [T("float", rank=(1, 3)), Axis(0)], grad=True),
    # errors: TensorFlow raises (InvalidArgumentError), the frontend must raise the same
    Fn("tensorflow.add", [T("float", shape=(2, 3)), T("float", shape=(3, 2))],
       variant="no-broadcast"),
]  # fmt: skip

test_row, test_every_dtype_on_every_backend = make_tests(ROWS)
