"""The torch frontend's rows: torch, torch.nn.functional and Tensor methods.

One row per function (a variant where an option takes another code path). See
the package docstring for the kinds and for how to add a row.
"""

from __future__ import annotations

from . import Axis, Bool, Float, Fn, Int, T, make_tests, one_of

# elementwise functions of one tensor; grad: differentiable ones
_UNARY_GRAD = [
    "exp", "exp2", "expm1", "log", "log2", "log10", "log1p", "sqrt", "rsqrt", "square", "sin",
    "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "tanh", "asinh", "atanh",
    "sigmoid", "reciprocal", "neg", "positive", "conj",
]  # fmt: skip
_UNARY = [
    "floor", "ceil", "trunc", "frac", "sign", "sgn", "relu", "logical_not", "bitwise_not",
    "angle", "round", "real", "imag", "isnan", "isinf", "isfinite", "isposinf", "isneginf",
    "clone",
]  # fmt: skip
_BINARY_GRAD = ["add", "sub", "mul", "div", "true_divide", "atan2", "hypot", "maximum",
                "minimum"]  # fmt: skip
_BINARY = [
    "bitwise_and", "bitwise_or", "bitwise_xor", "logical_and", "logical_or", "logical_xor",
    "fmax", "fmin", "eq", "ne", "lt", "le", "gt", "ge", "isclose",
]  # fmt: skip

ROWS = [
    *[Fn(f"torch.{n}", [T("valid")], grad=True) for n in _UNARY_GRAD],
    *[Fn(f"torch.{n}", [T("valid")]) for n in _UNARY],
    Fn("torch.abs", [T("valid")], grad=True),
    Fn("torch.acosh", [T("valid", lo=1)], grad=True),  # below 1 only NaN gradients differ
    Fn("torch.t", [T("valid", rank=(0, 2))]),
    *[Fn(f"torch.{n}", [T("valid"), T("valid", broadcast=0)], grad=True) for n in _BINARY_GRAD],
    *[Fn(f"torch.{n}", [T("valid"), T("valid", broadcast=0)]) for n in _BINARY],
    Fn("torch.add", [T("valid"), T("valid", broadcast=0, group=1)], variant="promotion"),
    Fn("torch.add", [T("numeric"), T("numeric", like=0)], {"alpha": Int(-2, 2)},
       variant="alpha"),
    Fn("torch.floor_divide", [T("numeric"), T("numeric", broadcast=0, nonzero=True)]),
    Fn("torch.remainder", [T("numeric"), T("numeric", broadcast=0, nonzero=True)]),
    Fn("torch.fmod", [T("numeric"), T("numeric", broadcast=0, nonzero=True)]),
    Fn("torch.pow", [T("valid"), T("valid", broadcast=0, lo=0, hi=3)], grad=True),
    Fn("torch.div", [T("numeric"), T("numeric", broadcast=0, nonzero=True)],
       {"rounding_mode": one_of("trunc", "floor")}, variant="rounding",
       xfail="a rounding mode on complex or uint16-64 raises RuntimeError, torch "
       "NotImplementedError"),
    Fn("torch.equal", [T("valid"), T("valid", like=0)]),
    Fn("torch.allclose", [T("numeric"), T("numeric", broadcast=0)]),
    Fn("torch.outer", [T("valid", rank=(1, 1)), T("valid", rank=(1, 1))], grad=True),
    Fn("torch.outer", [T("valid", rank=(2, 2)), T("valid", rank=(2, 2))], variant="2d"),
    # complex logaddexp: torch's imaginary part is not the principal branch
    Fn("torch.logaddexp", [T(("integer", "float")), T(("integer", "float"), broadcast=0)],
       grad=True),
    *[Fn(f"torch.bitwise_{n}_shift", [T("integer"), T("integer", broadcast=0, lo=0, hi=3)])
      for n in ("left", "right")],
    # reductions
    Fn("torch.sum", [T("valid")], grad=True),
    Fn("torch.sum", [T("valid"), Axis(0)], {"keepdim": Bool()}, grad=True, variant="dim"),
    Fn("torch.mean", [T("float")], grad=True),
    Fn("torch.mean", [T("float"), Axis(0, many=True)], {"keepdim": Bool()}, grad=True,
       variant="dim"),
    Fn("torch.prod", [T("valid"), Axis(0)], grad=True),
    Fn("torch.amax", [T("valid"), Axis(0)], {"keepdim": Bool()}),
    Fn("torch.argmax", [T("numeric"), Axis(0)], {"keepdim": Bool()}),
    Fn("torch.logsumexp", [T("float"), Axis(0)], grad=True),
    Fn("torch.std", [T("float"), Axis(0)], {"correction": Int(0, 1)}, grad=True),
    Fn("torch.cumsum", [T("valid"), Axis(0)], grad=True),
    Fn("torch.all", [T("valid"), Axis(0)]),
    Fn("torch.count_nonzero", [T("valid"), Axis(0)]),
    # nn.functional
    *[Fn(f"torch.nn.functional.{n}", [T("float")], grad=True)
      for n in ("relu", "relu6", "hardtanh", "elu", "silu", "logsigmoid", "tanh", "sigmoid")],
    Fn("torch.nn.functional.gelu", [T("float")], {"approximate": one_of("none", "tanh")},
       grad=True),
    Fn("torch.nn.functional.leaky_relu", [T("float", nonzero=True), Float(0.0, 0.5)],
       grad=True),
    Fn("torch.nn.functional.softplus", [T("float")],
       {"beta": Float(0.5, 2.0), "threshold": Float(1.0, 20.0)}, grad=True),
    Fn("torch.nn.functional.softmax", [T("float", rank=(1, 3)), Axis(0)], grad=True),
    Fn("torch.nn.functional.log_softmax", [T("float", rank=(1, 3)), Axis(0)], grad=True),
    # Tensor methods
    Fn("torch.Tensor.add", [T("valid"), T("valid", broadcast=0)]),
    Fn("torch.Tensor.sum", [T("valid"), Axis(0)], {"keepdim": Bool()}),
    # errors: torch raises, the frontend must raise the same type
    Fn("torch.mm", [T("float", shape=(2, 3)), T("float", shape=(2, 3))], variant="mismatch",
       xfail="mismatched shapes raise ivylite's ValueError, torch RuntimeError"),
    Fn("torch.cat", [T("float", rank=(1, 3)), Int(3, 5)], variant="bad-dim",
       call=lambda f, x, dim: f([x, x], dim=dim)),
]  # fmt: skip

test_row, test_every_dtype_on_every_backend = make_tests(ROWS)
