"""Every function of the slice, every dtype, every installed backend: the same
dtype and the same values as on NumPy, or the declared UnsupportedDtypeError."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

import ivylite
from ivylite import UnsupportedDtypeError
from ivylite.dtypes import numpy_dtype
from ivylite.support.samples import sample

from .conftest import assert_same

DTYPES = [str(d) for d in ivylite.all_dtypes]
NP = ivylite.backend("numpy")

BINARY = [
    "add", "subtract", "multiply", "divide", "floor_divide", "remainder", "pow", "maximum",
    "minimum", "lcm", "gcd", "equal", "not_equal", "less", "less_equal", "greater",
    "greater_equal", "matmul",
]  # fmt: skip
UNARY = ["abs", "negative", "positive", "square", "exp", "expm1", "log", "sin", "cos", "sqrt"]
REDUCTIONS = ["sum", "prod", "mean", "max", "min"]


# The probe's inputs: valid for each function on every backend (nonzero
# divisors, positive logarithms, non-negative integer exponents...).
values = sample


def outcome(ns, fn: str, *args, **kwargs):
    """Call ``ns.fn`` with NumPy inputs turned into that backend's arrays."""
    try:
        native = [ns.asarray(a) if isinstance(a, np.ndarray) else a for a in args]
    except UnsupportedDtypeError as e:
        assert "is not a valid dtype on the" in str(e)  # the backend cannot hold the input
        return e
    try:
        return getattr(ns, fn)(*native, **kwargs)
    except UnsupportedDtypeError as e:
        return e


def compare(result, reference, context: str) -> None:
    if isinstance(result, UnsupportedDtypeError):
        # A declared exception of this backend: an invalid dtype, or a declaration
        # that names the function.
        message = str(result)
        assert "is not a valid dtype on the" in message or context.split("(")[0] in message, message
        return
    assert not isinstance(reference, Exception), (
        f"{context}: NumPy refuses ({reference}) but the backend computes {result!r}"
    )
    assert_same(result, reference, context)


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("fn", BINARY)
def test_binary_same_dtype(backend, fn, dtype):
    x1, x2 = values(fn, dtype, 0), values(fn, dtype, 1)
    ref = outcome(NP, fn, x1, x2)
    compare(outcome(ivylite, fn, x1, x2), ref, f"{fn}({dtype}, {dtype}) on {backend}")


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("fn", UNARY)
def test_unary(backend, fn, dtype):
    x = values(fn, dtype, 0)
    compare(outcome(ivylite, fn, x), outcome(NP, fn, x), f"{fn}({dtype}) on {backend}")


@pytest.mark.parametrize("d1, d2", list(itertools.product(DTYPES, repeat=2)))
def test_add_promotes_every_pair_the_same_way(backend, d1, d2):
    x1, x2 = values("add", d1, 0), values("add", d2, 1)
    ref = outcome(NP, "add", x1, x2)
    result = outcome(ivylite, "add", x1, x2)
    if not isinstance(ref, Exception):
        assert ref.dtype == ivylite.promote_types(d1, d2)
    compare(result, ref, f"add({d1}, {d2}) on {backend}")


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("scalar", [True, 3, -2.5, 1.5j])
@pytest.mark.parametrize("fn", ["add", "multiply", "subtract"])
def test_python_scalars_are_weak_on_every_backend(backend, fn, dtype, scalar):
    if ivylite.dtype_kind(dtype) == "uint" and fn == "subtract":
        scalar = 1 if type(scalar) is int else scalar
    x = values(fn, dtype, 0)
    for args in ((x, scalar), (scalar, x)):
        ref = outcome(NP, fn, *args)
        if not isinstance(ref, Exception):
            assert ref.dtype == ivylite.result_type(numpy_dtype(dtype), scalar)
        compare(outcome(ivylite, fn, *args), ref, f"{fn}({args[0]!r}, {args[1]!r}) on {backend}")


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("fn", REDUCTIONS)
def test_reductions(backend, fn, dtype):
    x = np.resize(values(fn, dtype, 1), (2, 3))
    for kwargs in ({}, {"axis": 0}, {"axis": 1, "keepdims": True}, {"axis": (0, 1)}):
        ref = outcome(NP, fn, x, **kwargs)
        compare(outcome(ivylite, fn, x, **kwargs), ref, f"{fn}({dtype}, {kwargs}) on {backend}")


@pytest.mark.parametrize("dtype", DTYPES)
def test_sum_with_explicit_dtype(backend, dtype):
    x = values("sum", dtype, 1)
    for out in ("int64", "float64", "complex128"):
        if ivylite.dtype_kind(dtype) == "complex" and out != "complex128":
            continue  # complex -> real is implementation-defined in the standard
        ref = outcome(NP, "sum", x, dtype=out)
        compare(
            outcome(ivylite, "sum", x, dtype=out), ref, f"sum({dtype}, dtype={out}) on {backend}"
        )


@pytest.mark.parametrize("dtype", DTYPES)
def test_creation(backend, dtype):
    fill = {"bool": True, "int": 3, "uint": 3, "float": 2.5, "complex": 1 - 2j}[
        ivylite.dtype_kind(dtype)
    ]
    cases = [
        ("zeros", ((2, 3),), {"dtype": dtype}),
        ("ones", ((4,),), {"dtype": dtype}),
        ("full", ((2, 2), fill), {"dtype": dtype}),
        ("eye", (3, 4), {"k": 1, "dtype": dtype}),
        ("asarray", ([[1, 0], [0, 1]] if dtype == "bool" else [[1, 0], [2, 3]],), {"dtype": dtype}),
    ]
    if ivylite.dtype_kind(dtype) in ("int", "uint", "float"):
        cases.append(("arange", (1, 9, 2), {"dtype": dtype}))
    if ivylite.dtype_kind(dtype) in ("float", "complex"):
        cases.append(("linspace", (0, 1, 5), {"dtype": dtype}))
        cases.append(("linspace", (0, 1, 4), {"dtype": dtype, "endpoint": False}))
    for fn, args, kwargs in cases:
        ref = outcome(NP, fn, *args, **kwargs)
        compare(outcome(ivylite, fn, *args, **kwargs), ref, f"{fn}({args}, {kwargs}) on {backend}")
    x = values("add", dtype, 0)
    for fn, args in (("zeros_like", ()), ("ones_like", ()), ("full_like", (fill,))):
        compare(
            outcome(ivylite, fn, x, *args), outcome(NP, fn, x, *args), f"{fn}({dtype}) on {backend}"
        )
    e = outcome(ivylite, "empty", (2, 3), dtype=dtype)
    if not isinstance(e, Exception):
        assert e.shape == (2, 3) and e.dtype == dtype


@pytest.mark.parametrize(
    "fn, args, kwargs, dtype",
    [
        ("asarray", ([1, 2],), {}, "int32"),
        ("asarray", ([1, 2.5],), {}, "float32"),
        ("asarray", ([True, False],), {}, "bool"),
        ("asarray", ([1j],), {}, "complex64"),
        ("asarray", ([],), {}, "float32"),
        ("full", ((2,), 7), {}, "int32"),
        ("full", ((2,), 0.5), {}, "float32"),
        ("full", ((2,), False), {}, "bool"),
        ("arange", (5,), {}, "int32"),
        ("arange", (0, 2, 0.5), {}, "float32"),
        ("arange", (0.0, 3), {}, "float32"),
        ("linspace", (0, 1, 3), {}, "float32"),
        ("zeros", ((2,),), {}, "float32"),
        ("eye", (2,), {}, "float32"),
    ],
)
def test_dtype_inference_is_the_same_everywhere(backend, fn, args, kwargs, dtype):
    ref = outcome(NP, fn, *args, **kwargs)
    result = outcome(ivylite, fn, *args, **kwargs)
    assert ref.dtype == dtype
    compare(result, ref, f"{fn}{args} on {backend}")


@pytest.mark.parametrize("src", DTYPES)
def test_astype_every_pair(backend, src):
    x = np.array([1, 0, 3, 2], dtype=numpy_dtype(src))
    for dst in DTYPES:
        if ivylite.dtype_kind(src) == "complex" and ivylite.dtype_kind(dst) != "complex":
            continue  # complex -> real is implementation-defined in the standard
        ref = outcome(NP, "astype", x, dst)
        compare(outcome(ivylite, "astype", x, dst), ref, f"astype({src} -> {dst}) on {backend}")


@pytest.mark.parametrize("dtype", DTYPES)
def test_where_and_reshape(backend, dtype):
    cond = np.array([True, False, True, False])
    x1, x2 = values("add", dtype, 0), values("add", dtype, 1)
    compare(
        outcome(ivylite, "where", cond, x1, x2),
        outcome(NP, "where", cond, x1, x2),
        f"where({dtype}) on {backend}",
    )
    compare(
        outcome(ivylite, "where", cond, x1, 0),
        outcome(NP, "where", cond, x1, 0),
        f"where({dtype}, 0) on {backend}",
    )
    compare(
        outcome(ivylite, "reshape", x1, (2, 2)),
        outcome(NP, "reshape", x1, (2, 2)),
        f"reshape({dtype}) on {backend}",
    )


@pytest.mark.parametrize("dtype", DTYPES)
def test_manipulation(backend, dtype):
    x1, x2 = values("add", dtype, 0), values("add", dtype, 1)
    m = np.resize(x1, (2, 1, 2))
    cases = [
        ("expand_dims", (x1,), {"axis": -1}),
        ("expand_dims", (m,), {"axis": 1}),
        ("squeeze", (m,), {"axis": 1}),
        ("flip", (m,), {}),
        ("flip", (m,), {"axis": (0, -1)}),
        ("permute_dims", (m, (2, 0, 1)), {}),
        ("concat", ([x1, x2],), {}),
        ("concat", ([m, m],), {"axis": -1}),
        ("concat", ([m, x2],), {"axis": None}),
        ("stack", ([x1, x2],), {"axis": 1}),
    ]
    for fn, args, kwargs in cases:
        compare(
            _call(ivylite, fn, args, kwargs),
            _call(NP, fn, args, kwargs),
            f"{fn}({dtype}, {kwargs}) on {backend}",
        )


def _call(ns, fn, args, kwargs):
    """Like outcome(), with lists of NumPy inputs converted item by item."""
    try:
        native = [[ns.asarray(a) for a in arg] if isinstance(arg, list) else
                  ns.asarray(arg) if isinstance(arg, np.ndarray) else arg for arg in args]  # fmt: skip
    except UnsupportedDtypeError as e:
        assert "is not a valid dtype on the" in str(e)
        return e
    try:
        return getattr(ns, fn)(*native, **kwargs)
    except UnsupportedDtypeError as e:
        return e


def test_manipulation_errors(backend):
    x = ivylite.zeros((2, 3))
    with pytest.raises(ValueError, match="squeeze: axis 0 has size 2"):
        ivylite.squeeze(x, axis=0)
    with pytest.raises(IndexError, match="out of bounds"):
        ivylite.expand_dims(x, axis=3)
    with pytest.raises(ValueError, match="not a permutation"):
        ivylite.permute_dims(x, (0,))
    with pytest.raises(ValueError, match="differ outside axis"):
        ivylite.concat([x, ivylite.zeros((3, 3))], axis=1)
    with pytest.raises(ValueError, match="same shape"):
        ivylite.stack([x, ivylite.zeros((3,))])
    mixed = ivylite.concat(
        [ivylite.asarray([1], dtype="int8"), ivylite.asarray([2], dtype="uint8")]
    )
    assert mixed.dtype == "int16" and mixed.tolist() == [1, 2]


@pytest.mark.parametrize("dtype", DTYPES)
def test_argmax_argmin_all_any(backend, dtype):
    x = np.resize(values("add", dtype, 0), (2, 3))
    for fn in ("argmax", "argmin", "all", "any"):
        kw_list = [{}, {"axis": 0}, {"axis": 1, "keepdims": True}, {"keepdims": True}]
        if fn in ("all", "any"):
            kw_list.append({"axis": (0, 1)})
        for kwargs in kw_list:
            compare(
                _call(ivylite, fn, (x,), kwargs),
                _call(NP, fn, (x,), kwargs),
                f"{fn}({dtype}, {kwargs}) on {backend}",
            )


def test_argmax_errors(backend):
    with pytest.raises(ValueError, match="zero-size"):
        ivylite.argmax(ivylite.zeros((0,)))
    with pytest.raises(IndexError, match="out of bounds"):
        ivylite.argmin(ivylite.zeros((2,)), axis=1)
    assert ivylite.argmax(ivylite.asarray([1, 3, 3])).tolist() == 1  # the first maximum
