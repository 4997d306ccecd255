"""The jax frontend's rows: jax.numpy, jax.nn, jax.lax and jax.Array methods.

One row per function (a variant where an option takes another code path). See
the package docstring for the kinds and for how to add a row. JAX runs in its
64-bit mode, as the frontend computes.
"""

from __future__ import annotations

from . import Axis, Bool, Float, Fn, T, make_tests, one_of

# elementwise functions of one array: name -> (lo, hi) of their real domain
_UNARY_GRAD = {
    "exp": (-10, 10), "log": (0.1, 10), "log1p": (-0.9, 10), "log2": (0.1, 10),
    "log10": (0.1, 10), "expm1": (-10, 10), "exp2": (-10, 10), "sqrt": (0.1, 10),
    "square": (-10, 10), "sin": (-10, 10), "cos": (-10, 10), "tan": (-1.5, 1.5),
    "tanh": (-10, 10), "sinh": (-10, 10), "cosh": (-10, 10), "arcsin": (-0.99, 0.99),
    "arccos": (-0.99, 0.99), "arctan": (-10, 10), "arcsinh": (-10, 10), "arccosh": (1.01, 10),
    "arctanh": (-0.99, 0.99), "negative": (-10, 10), "positive": (-10, 10),
    "reciprocal": (0.1, 10), "abs": (-10, 10), "conjugate": (-10, 10), "real": (-10, 10),
}  # fmt: skip
_UNARY = ["sign", "floor", "ceil", "trunc", "round", "imag", "isnan", "isinf", "isfinite",
          "logical_not", "invert"]  # fmt: skip
_NN_GRAD = ["relu", "relu6", "silu", "swish", "sigmoid", "log_sigmoid", "softplus", "elu",
            "tanh"]  # fmt: skip

ROWS = [
    *[Fn(f"jax.numpy.{n}", [T("valid", lo=lo, hi=hi)], grad=True)
      for n, (lo, hi) in _UNARY_GRAD.items()],
    *[Fn(f"jax.numpy.{n}", [T("valid")]) for n in _UNARY],
    Fn("jax.numpy.add", [T("valid"), T("valid", broadcast=0, group=1)], variant="promotion"),
    Fn("jax.numpy.multiply", [T("valid"), T("valid", broadcast=0)], grad=True),
    Fn("jax.numpy.sum", [T("valid", rank=(1, 3)), Axis(0)], {"keepdims": Bool()}, grad=True),
    Fn("jax.numpy.mean", [T("valid", rank=(1, 3)), Axis(0, many=True)], grad=True),
    *[Fn(f"jax.nn.{n}", [T("float")], grad=True) for n in _NN_GRAD],
    Fn("jax.nn.gelu", [T("float")], {"approximate": one_of(True, False)}, grad=True),
    Fn("jax.nn.leaky_relu", [T("float"), Float(0.0, 0.5)], grad=True),
    Fn("jax.nn.softmax", [T("float", rank=(1, 3)), Axis(0)], grad=True),
    Fn("jax.nn.log_softmax", [T("float", rank=(1, 3)), Axis(0)], grad=True),
    Fn("jax.lax.exp", [T("float")], grad=True),
    Fn("jax.lax.add", [T("float"), T("float", like=0)], grad=True),
    Fn("jax.Array.sum", [T("valid", rank=(1, 3)), Axis(0)]),
    # errors: jax raises, the frontend must raise the same type
    Fn("jax.numpy.add", [T("float", shape=(2, 3)), T("float", shape=(3, 2))],
       variant="no-broadcast",
       xfail="shapes that do not broadcast raise ivylite's ValueError, JAX TypeError"),
]  # fmt: skip

test_row, test_every_dtype_on_every_backend = make_tests(ROWS)
