"""The numpy frontend's rows: numpy, numpy.linalg and ndarray methods.

One row per function (a variant where an option takes another code path). See
the package docstring for the kinds and for how to add a row.
"""

from __future__ import annotations

from . import Axis, Bool, Fn, Int, Matrix, T, make_tests

_UNARY = [
    "exp", "expm1", "log", "log1p", "log2", "log10", "sqrt", "square", "sin", "cos", "tan",
    "sinh", "cosh", "tanh", "arcsin", "arccos", "arctan", "arcsinh", "arccosh", "arctanh",
    "abs", "absolute", "negative", "positive", "sign", "floor", "ceil", "trunc", "rint",
    "isnan", "isinf", "isfinite", "logical_not", "invert", "conjugate", "real", "imag",
]  # fmt: skip
_REDUCTIONS = ["sum", "prod", "mean", "std", "var", "max", "min", "argmax", "argmin", "all",
               "any"]  # fmt: skip

ROWS = [
    *[Fn(f"numpy.{n}", [T("valid")]) for n in _UNARY],
    Fn("numpy.add", [T("valid"), T("valid", broadcast=0, group=1)], variant="promotion"),
    Fn("numpy.floor_divide", [T("numeric"), T("numeric", broadcast=0, nonzero=True)]),
    *[Fn(f"numpy.{n}", [T("valid", rank=(1, 3)), Axis(0)], {"keepdims": Bool()})
      for n in _REDUCTIONS],
    Fn("numpy.sum", [T("valid", rank=(0, 0)), Axis(0)], variant="0d",
       xfail="NumPy reduces a 0-d array over axis 0 or -1; the frontend raises AxisError"),
    Fn("numpy.cumsum", [T("valid", rank=(1, 3)), Axis(0)]),
    Fn("numpy.count_nonzero", [T("valid", rank=(1, 3)), Axis(0)]),
    Fn("numpy.sum", [T("valid", rank=(1, 3)), Axis(0, many=True)], variant="axes"),
    Fn("numpy.linalg.det", [Matrix("square", batch=(0, 1))]),
    Fn("numpy.linalg.inv", [Matrix("invertible", batch=(0, 1))], tol={"float32": 1e-4},
       xfail="a singular matrix raises ValueError, NumPy LinAlgError"),
    Fn("numpy.linalg.solve", [Matrix("invertible"), T("float", shape=(3,))],
       tol={"float32": 1e-4}, xfail="a singular matrix raises ValueError, NumPy LinAlgError"),
    Fn("numpy.ndarray.sum", [T("valid", rank=(1, 3)), Axis(0)]),
    Fn("numpy.ndarray.astype", [T("valid"), Int(0, 0)], variant="int",
       call=lambda f, x, _: f(x, "int16")),
    # errors: an axis out of range is NumPy's AxisError (a ValueError and an IndexError)
    Fn("numpy.sum", [T("float", rank=(1, 2)), Int(2, 4)], variant="bad-axis"),
]  # fmt: skip

test_row, test_every_dtype_on_every_backend = make_tests(ROWS)
