"""The numpy frontend's functions against real NumPy, on every backend: every dtype
through the ufuncs and reductions, creation, shapes, searching, sorting, products,
``numpy.linalg`` and ``numpy.random``; and the dtypes NumPy refuses, declared and
refused here too."""

from __future__ import annotations

import pytest

np = pytest.importorskip("numpy")
pytest.importorskip("ml_dtypes")
hypothesis = pytest.importorskip("hypothesis")

from hypothesis import HealthCheck, example, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

import ivylite  # noqa: E402
import ivylite.frontends.numpy as X  # noqa: E402

from .test_numpy_frontend import (  # noqa: E402
    A,
    B,
    check,
    compare,
    np_array,
    np_dtype,
    sweep,
    to_frontend,
)

VALUES = [[0, 1], [2, 3]]  # representable in every dtype; the shape of A and B
SIGNED = [[-2.5, 1.5], [0.5, 3.0]]

# --- ufuncs ------------------------------------------------------------------------

# The unary ufuncs are rows of the differential harness
# (tests/frontends/harness/test_numpy.py): drawn inputs (negative values included) on
# every backend, and the same dtype sweep as here.


BINARY = [
    "add", "subtract", "multiply", "divide", "true_divide", "floor_divide", "remainder", "mod",
    "power", "float_power", "maximum", "minimum", "arctan2", "hypot", "logaddexp", "equal",
    "not_equal", "less", "less_equal", "greater", "greater_equal", "logical_and", "logical_or",
    "logical_xor", "bitwise_and", "bitwise_or", "bitwise_xor",
]  # fmt: skip


BINARY_REPRESENTATIVES = {
    "add", "divide", "floor_divide", "power", "maximum", "less", "equal", "logical_and",
    "bitwise_and", "arctan2", "subtract",
}  # fmt: skip


@pytest.mark.parametrize("name", BINARY)
def test_binary_ufuncs_every_dtype(name, backend):
    fe, ref = getattr(X, name), getattr(np, name)
    for d in sweep(name in BINARY_REPRESENTATIVES):
        check(fe, ref, np_array(A, d), np_array(B, d), ctx=f"{name}({d}, {d})")
    for a, b in (("uint8", "int8"), ("int16", "float16"), ("uint8", "float16"), ("bool", "int32"),
                 ("float32", "complex128"), ("bfloat16", "int8")):  # fmt: skip
        check(fe, ref, np_array(A, a), np_array(B, b), ctx=f"{name}({a}, {b})")
    check(fe, ref, np_array(A, "float32"), np_array([1, 2], "float32"), ctx=f"{name} broadcast")
    for s in (2, 1.5, True):
        check(fe, ref, np_array(A, "int16"), s, ctx=f"{name}(int16, {s!r})")
        check(fe, ref, s, np_array(A, "float32"), ctx=f"{name}({s!r}, float32)")


def test_comparisons_take_any_python_int(backend):
    for name in ("less", "equal", "greater_equal", "not_equal"):
        for d, s in (("int8", 1000), ("uint8", -1), ("int64", 2**70), ("uint64", -(2**70))):
            check(
                getattr(X, name), getattr(np, name), np_array([1, 2], d), s, ctx=f"{name}({d}, {s})"
            )
    check(X.maximum, np.maximum, np_array([1, 2], "int8"), 1000)  # raises OverflowError


def test_ufunc_keywords(backend):
    x, y = np_array([1, 2], "int8"), np_array([[3, 4], [5, 6]], "int8")
    check(X.add, np.add, x, 1, dtype=np.float32)
    check(X.add, np.add, np_array([1.5], "float64"), 1, dtype=np.int8)  # same_kind refuses
    check(X.sqrt, np.sqrt, x, dtype=np.float32)
    check(X.sin, np.sin, np_array([1.0], "float64"), dtype=np.int64)  # no such loop
    for out_dtype in ("float32", "int8", "int16"):
        out_ref = np.zeros((2, 2), np_dtype(out_dtype))
        out = X.zeros((2, 2), dtype=out_dtype)
        try:
            ref = np.true_divide(x, y, out=out_ref)
        except TypeError:
            with pytest.raises(TypeError):
                X.true_divide(X.asarray(x), X.asarray(y), out=out)
            continue
        compare(X.true_divide(X.asarray(x), X.asarray(y), out=out), ref)
        compare(out, ref)
    out_ref, out = np.full(2, 9.0), X.full(2, 9.0)
    np.multiply(x, 2, out=out_ref, where=np.array([True, False]))
    X.multiply(X.asarray(x), 2, out=out, where=X.array([True, False]))
    compare(out, out_ref)


def test_closeness_matches_numpy(backend):
    a = np.array([1.0, 1.1, np.nan, np.inf, -np.inf], dtype=np.float32)
    b = np.array([1.0 + 1e-9, 1.0, np.nan, np.inf, np.inf], dtype=np.float32)
    check(X.isclose, np.isclose, a, b)
    check(X.isclose, np.isclose, a, b, equal_nan=True)
    check(X.isclose, np.isclose, np_array([1, 2], "int8"), 2, rtol=0.0, atol=0.5)
    for x, y in ((a[:2], b[:2]), (a, b), (np.ones(3), 1)):
        assert X.allclose(to_frontend(x), to_frontend(y)) == np.allclose(x, y)
    assert X.allclose(X.asarray(a), X.asarray(a), equal_nan=True)
    for x, y in (([1, 2], np.array([1, 2])), (np.ones(2), np.ones(3)), (a, a)):
        assert X.array_equal(to_frontend(x), to_frontend(y)) == np.array_equal(x, y)
    assert X.array_equal(X.asarray(a), X.asarray(a), equal_nan=True)


def test_power_of_negative_integer_exponents_raises(backend):
    check(X.power, np.power, np_array([2], "int8"), np_array([-1], "int8"))
    check(X.power, np.power, np_array([2], "int8"), -1.0)


def test_round_and_clip_match_numpy(backend):
    for d in sweep():
        x = np_array(A, d)
        check(X.round, np.round, x, ctx=f"round({d})")
        check(X.clip, np.clip, x, 1, 2, ctx=f"clip({d})")
    floats = np.array([0.5, 1.5, 2.5, -0.5, 1.234, 2.567, 15.0, 25.0])
    for decimals in (-1, 0, 1, 2):
        for d in ("float16", "float32", "float64", "int16"):
            check(X.round, np.round, floats.astype(d), decimals, ctx=f"round({d}, {decimals})")
    check(X.around, np.around, np.array([1.25 + 2.75j]), 1)
    x = np_array([-5, 5, 50], "int8")
    for lo, hi in ((0, 1000), (-1000, 3), (1.5, 2.5), (None, 3), (np.array(0, np.int16), 3)):
        check(X.clip, np.clip, x, lo, hi, ctx=f"clip int8 {lo!r} {hi!r}")
    check(X.clip, np.clip, np_array([1, 5], "uint8"), -1, 3)
    check(X.clip, np.clip, np.array([1 + 1j, 3 - 1j, 2 + 5j]), 1 + 2j, 2 + 0j)
    check(X.clip, np.clip, np_array([1.0, 5.0], "float32"), a_min=None, a_max=np.array([2.0, 2.0]))


# --- reductions -------------------------------------------------------------------------

REDUCTIONS = [
    "sum",
    "prod",
    "mean",
    "std",
    "var",
    "max",
    "min",
    "argmax",
    "argmin",
    "all",
    "any",
    "cumsum",
    "count_nonzero",
]


@pytest.mark.parametrize("name", REDUCTIONS)
def test_reductions_every_dtype(name, backend):
    fe, ref = getattr(X, name), getattr(np, name)
    data = [[1, 3], [3, 0]]
    for d in sweep(name in ("sum", "mean", "std", "max", "argmax", "all", "cumsum")):
        x = np_array(data, d)
        check(fe, ref, x, axis=0, ctx=f"{name}({d}, axis=0)")
        if name != "cumsum":
            check(fe, ref, x, axis=-1, keepdims=True, ctx=f"{name}({d}, keepdims)")
    check(fe, ref, np_array(data, "float64"), ctx=f"{name}(float64)")  # over every axis


def test_reduction_options_match_numpy(backend):
    x = np.array([[1.0, 4.0, 2.0], [3.0, 0.5, 6.0]], dtype=np.float32)
    check(X.sum, np.sum, x, axis=(0, 1))
    check(X.sum, np.sum, x, dtype=np.float64)
    check(X.sum, np.sum, x, initial=10)
    check(X.sum, np.sum, x, where=np.array([True, False, True]))
    check(X.prod, np.prod, np_array([1, 2, 3], "uint8"), dtype=np.int16)
    check(X.mean, np.mean, x, where=np.array([[True, False, True], [False, True, True]]))
    check(X.mean, np.mean, np_array([1, 2, 4], "float16"))
    check(X.var, np.var, x, ddof=1)
    check(X.std, np.std, x, axis=1, correction=1)
    check(X.var, np.var, x, axis=0, mean=np.mean(x, axis=0, keepdims=True))
    check(X.std, np.std, np.array([1 + 1j, 2 - 1j, 0.5j]), ddof=1)
    check(X.max, np.max, x, initial=5.0)
    check(X.max, np.max, x, axis=0, initial=5.0, where=np.array([True, False, True]))
    check(X.min, np.min, np.array([], np.float32))  # no identity: ValueError
    check(X.max, np.max, x, where=np.array([True, False, True]))  # needs initial
    check(X.sum, np.sum, np.array([], np.int8))
    check(X.all, np.all, x > 1, axis=0, where=np.array([True, False, True]))
    check(X.sum, np.sum, x, axis=2)  # AxisError is a ValueError
    check(X.amax, np.amax, x, axis=1)
    check(X.amin, np.amin, x, axis=0)
    c = np.array([[1 + 2j, 1 + 3j, 0 + 9j], [2 - 1j, 2 - 2j, -1 + 0j]])
    for name in ("max", "min", "argmax", "argmin"):
        check(getattr(X, name), getattr(np, name), c, ctx=name)
        check(getattr(X, name), getattr(np, name), c, axis=1, ctx=name)
    check(X.argmax, np.argmax, x, keepdims=True)


# --- creation ---------------------------------------------------------------------------


def test_creation_defaults_match_numpy(backend):
    for fn in ("empty", "empty_like"):  # values unset in NumPy: dtype and shape only
        for args, kwargs in ((((2, 3),), {}), ((3,), {"dtype": np.int8})):
            args = (np.ones(args[0]),) if fn == "empty_like" else args
            ours, ref = getattr(X, fn)(*args, **kwargs), getattr(np, fn)(*args, **kwargs)
            assert (ours.dtype.name, ours.shape) == (ref.dtype.name, ref.shape)
    for fn in ("zeros", "ones"):
        check(getattr(X, fn), getattr(np, fn), (2, 3), ctx=fn)
        check(getattr(X, fn), getattr(np, fn), 3, dtype=np.int8, ctx=fn)
        check(getattr(X, fn), getattr(np, fn), (2,), dtype="float32", ctx=fn)
    for value in (2, 1.5, True, 2j, np.array(1.5, np.float32), [1, 2]):
        check(X.full, np.full, (2, 2), value, ctx=f"full {value!r}")
    check(X.full, np.full, 2, 1.5, dtype=np.int16)
    check(X.eye, np.eye, 3)
    check(X.eye, np.eye, 2, 3, k=1, dtype=np.int8)
    check(X.identity, np.identity, 3, dtype=int)
    for fn in ("zeros_like", "ones_like"):
        check(getattr(X, fn), getattr(np, fn), np_array([[1, 2]], "int8"), ctx=fn)
        check(getattr(X, fn), getattr(np, fn), [1.5, 2.5], dtype=np.float32, ctx=fn)
    check(X.full_like, np.full_like, np_array([1, 2], "int8"), 1.7)
    check(X.full_like, np.full_like, np_array([1, 2], "int8"), 300)  # OverflowError
    check(X.full_like, np.full_like, np_array([1, 2], "float32"), 2, dtype=np.float64)
    check(X.array, np.array, [[1, 2]], ndmin=3)
    check(X.array, np.array, [1.5, 2.5], dtype=np.int8)
    check(X.copy, np.copy, np_array([1, 2], "uint8"))
    check(X.zeros, np.zeros, 2, device="gpu")  # only "cpu" is a device in NumPy


def test_arange_and_linspace_match_numpy(backend):
    for args in ((5,), (2, 7), (0, 1, 0.25), (1.5,), (10, 0, -3), (0, 5, 2)):
        check(X.arange, np.arange, *args, ctx=f"arange{args}")
    for d in ("int8", "float32", "uint8", "float16", "bool"):
        check(X.arange, np.arange, 4, dtype=np_dtype(d), ctx=f"arange {d}")
    check(X.arange, np.arange, 0, 2, 0.5, dtype=np.int64)
    check(X.arange, np.arange, 2, dtype=bool)
    check(X.arange, np.arange, 3, dtype=bool)  # TypeError: NumPy's bool arange stops at length 2
    for kwargs in ({}, {"endpoint": False}, {"dtype": np.float32}, {"dtype": int}, {"num": 1}):
        kw = {"num": 5, **kwargs}
        check(X.linspace, np.linspace, 0, 10, ctx=repr(kw), **kw)
    check(X.linspace, np.linspace, 1j, 2, num=3)
    check(X.linspace, np.linspace, np.array(0.0, np.float32), np.array(1.0, np.float32), num=3)
    ours, step = X.linspace(0, 10, 5, retstep=True)
    ref, ref_step = np.linspace(0, 10, 5, retstep=True)
    compare(ours, ref)
    assert step == ref_step


# --- shapes, joining, searching, sorting --------------------------------------------------


def test_shape_functions_match_numpy(backend):
    x = np.arange(24, dtype=np.float32).reshape(2, 3, 4)
    cases = [
        ("reshape", (x, (4, -1))), ("reshape", (x, (6, 4), "F")), ("transpose", (x,)),
        ("transpose", (x, (1, 0, 2))), ("squeeze", (x[:1],)), ("squeeze", (x[:1], 0)),
        ("expand_dims", (x, (0, 4))), ("expand_dims", (x, -1)), ("swapaxes", (x, 0, 2)),
        ("moveaxis", (x, 0, -1)), ("ravel", (x,)), ("ravel", (x, "F")), ("flip", (x,)),
        ("flip", (x, 1)), ("tile", (x[0, 0], 2)), ("tile", (x[0], (2, 1))), ("repeat", (x[0], 2)),
        ("repeat", (x[0], 2, 1)), ("broadcast_to", (x[0, 0], (2, 4))), ("atleast_1d", (3.0,)),
        ("atleast_2d", (x[0, 0],)), ("tril", (x[0],)), ("triu", (x[0], 1)),
        ("split", (x, 2)), ("split", (x, [1, 3], 2)), ("squeeze", (x, 1)),
    ]  # fmt: skip
    for name, args in cases:
        check(
            getattr(X, name), getattr(np, name), *args, ctx=f"{name}{[np.shape(a) for a in args]}"
        )


def test_joining_promotes_with_result_type(backend):
    for a, b in (("int8", "uint8"), ("float32", "int64"), ("bool", "float16"), ("bfloat16", "int16"),
                 ("bfloat16", "int8"), ("uint8", "float16")):  # fmt: skip
        x, y = np_array([[1, 2]], a), np_array([[3, 4]], b)
        for name in ("concatenate", "stack", "vstack", "hstack"):
            check(getattr(X, name), getattr(np, name), [x, y], ctx=f"{name}({a}, {b})")
    x = np_array([[1, 2], [3, 4]], "int8")
    check(X.concatenate, np.concatenate, [x, [[300, 1]]], axis=0)
    check(X.concatenate, np.concatenate, [x, x], axis=None)
    check(X.concatenate, np.concatenate, [x, x], axis=1, dtype=np.float32)
    check(X.stack, np.stack, [x, x], axis=-1)
    check(X.concatenate, np.concatenate, [])  # ValueError


def test_where_and_searching_match_numpy(backend):
    cond = np.array([[True, False], [False, True]])
    for a, b in ((np_array([[1, 2], [3, 4]], "int8"), 0), (1, 2.5), (np_array([1, 2], "uint8"), np_array([1, 2], "int8")),
                 (np_array([[1, 2], [3, 4]], "int8"), 1000), (np_array([1.0, 2.0], "bfloat16"), 0.5)):  # fmt: skip
        check(X.where, np.where, cond, a, b, ctx=f"where {a!r} {b!r}")
    check(X.where, np.where, np_array([[0, 3], [4, 0]], "int16"))
    check(X.where, np.where, cond, 1)  # ValueError
    x = np_array([[0, 3], [4, 0]], "float32")
    check(X.nonzero, np.nonzero, x)
    check(X.nonzero, np.nonzero, np.array(1))  # ValueError for 0-d
    check(X.argwhere, np.argwhere, x)
    check(X.flatnonzero, np.flatnonzero, x)
    check(X.searchsorted, np.searchsorted, np.array([1, 2, 3, 5]), np.array([0, 2, 6]))
    check(X.searchsorted, np.searchsorted, np.array([1, 2, 3, 5]), np.array([2, 5]), side="right")
    check(X.count_nonzero, np.count_nonzero, x, axis=0)


def test_sorting_matches_numpy(backend):
    for d in sweep():
        x = np_array(A, d)
        check(X.sort, np.sort, x, ctx=f"sort({d})")
        check(X.sort, np.sort, x, axis=0, kind="stable", ctx=f"sort({d}, 0)")
        check(X.argsort, np.argsort, x, kind="stable", ctx=f"argsort({d})")
    c = np.array([1 + 2j, 0 + 9j, 1 + 1j, 0 - 1j])
    check(X.sort, np.sort, c)
    check(X.argsort, np.argsort, c, kind="stable")
    check(X.sort, np.sort, np.array([[3, 1], [2, 0]]), axis=None)
    x = np.array([[10, 30, 20], [5, 4, 6]])
    check(X.take_along_axis, np.take_along_axis, x, np.argsort(x, axis=1), axis=1)
    check(X.take_along_axis, np.take_along_axis, x, np.array([[0], [2]]), axis=1)
    for kwargs in ({}, {"return_index": True}, {"return_inverse": True}, {"return_counts": True},
                   {"return_index": True, "return_inverse": True, "return_counts": True}):  # fmt: skip
        check(
            X.unique,
            np.unique,
            np.array([[3, 1, 3], [2, 1, 1]], np.int16),
            ctx=repr(kwargs),
            **kwargs,
        )
    rows = np.array([[1, 0, 2], [0, 1, 1], [1, 0, 2], [0, 1, 0]], np.int8)
    for axis in (0, 1, -1):
        check(X.unique, np.unique, rows, axis=axis, return_index=True, return_inverse=True,
              return_counts=True, ctx=f"unique(axis={axis})")  # fmt: skip


# --- products and linalg -------------------------------------------------------------------


def test_products_match_numpy(backend):
    for d in sweep():
        a, b = np_array(A, d), np_array(B, d)
        check(X.matmul, np.matmul, a, b, ctx=f"matmul({d})")
        check(X.dot, np.dot, a, b, ctx=f"dot({d})")
        check(X.einsum, np.einsum, "ij,jk->ik", a, b, ctx=f"einsum({d})")
    x, y = np.arange(24.0).reshape(2, 3, 4), np.arange(40.0).reshape(2, 4, 5)
    check(X.matmul, np.matmul, x, y)
    check(X.matmul, np.matmul, np.ones(3), np.ones((2, 3, 4)))
    check(X.matmul, np.matmul, np.ones(3, np.float32), np.ones(3, np.float16))
    check(X.dot, np.dot, x, np.arange(120.0).reshape(5, 4, 6))
    check(X.dot, np.dot, np.array([1, 2]), np.array([3, 4]))
    check(X.dot, np.dot, 3, np.array([1, 2]))
    check(X.dot, np.dot, np_array([1, 2], "int8"), 2.5)
    check(X.einsum, np.einsum, "ii", np.eye(3))
    check(X.einsum, np.einsum, "bij,bjk->bik", x, y)
    check(X.einsum, np.einsum, "ij->ji", np_array([[1, 2, 3]], "int8"))
    check(X.einsum, np.einsum, "i,i", np_array([1, 2], "int8"), np_array([1, 2], "uint8"))
    check(X.tensordot, np.tensordot, x, y, axes=([2], [1]))
    check(X.tensordot, np.tensordot, np.ones((2, 3)), np.ones((3, 4)), axes=1)
    check(X.inner, np.inner, np.ones((2, 3)), np.ones((4, 3)))
    check(X.outer, np.outer, np.array([1, 2]), np.array([1.0, 3.0]))
    check(X.vdot, np.vdot, np.array([1 + 1j, 2]), np.array([1, 1j]))
    check(X.matmul, np.matmul, np.array(2.0), np.ones(2))  # ValueError: 0-d operand


SPD = np.array([[4.0, 1.0, 0.5], [1.0, 3.0, 0.2], [0.5, 0.2, 2.0]])


def test_linalg_dtypes_and_values_match_numpy(backend):
    for d in sweep():
        a = SPD.astype(np_dtype(d)) if d != "bool" else np.eye(3, dtype=bool)
        if d.startswith(("int", "uint")):
            a = np.array([[4, 1, 0], [1, 3, 0], [0, 0, 2]]).astype(np_dtype(d))
        check(X.linalg.inv, np.linalg.inv, a, ctx=f"inv({d})")
        check(X.linalg.det, np.linalg.det, a, ctx=f"det({d})")
        check(X.linalg.solve, np.linalg.solve, a, np.ones(3), ctx=f"solve({d})")
        check(X.linalg.norm, np.linalg.norm, a, ctx=f"norm({d})")
        check(X.linalg.eigvalsh, np.linalg.eigvalsh, a, ctx=f"eigvalsh({d})")
        check(X.linalg.svd, np.linalg.svd, a, compute_uv=False, ctx=f"svd({d})")


def test_linalg_decompositions_reconstruct(backend):
    a = X.asarray(SPD)
    w, v = X.linalg.eigh(a)
    compare(w, np.linalg.eigh(SPD).eigenvalues)
    compare(v @ X.asarray(np.diag(np.asarray(w))) @ v.T, SPD)
    w_upper = X.linalg.eigh(X.triu(a), UPLO="U").eigenvalues
    compare(w_upper, np.linalg.eigh(np.triu(SPD), UPLO="U").eigenvalues)
    m = np.arange(6.0).reshape(3, 2) + np.eye(3, 2)
    u, s, vh = X.linalg.svd(X.asarray(m), full_matrices=False)
    compare(s, np.linalg.svd(m).S)
    compare((u * s) @ vh, m)
    assert X.linalg.svd(X.asarray(m)).U.shape == (3, 3)
    compare(X.linalg.cholesky(a), np.linalg.cholesky(SPD))
    q, r = X.linalg.qr(X.asarray(m))
    compare(q @ r, m)
    sign, logdet = X.linalg.slogdet(a)
    compare(sign, np.linalg.slogdet(SPD).sign)
    compare(logdet, np.linalg.slogdet(SPD).logabsdet)
    compare(X.linalg.pinv(X.asarray(m)), np.linalg.pinv(m))
    compare(
        X.linalg.matrix_rank(X.asarray([[1.0, 2.0], [2.0, 4.0]])),
        np.linalg.matrix_rank(np.array([[1.0, 2.0], [2.0, 4.0]])),
    )
    c = np.array([[2.0, 1 - 1j], [1 + 1j, 3.0]], dtype=np.complex64)
    check(X.linalg.eigvalsh, np.linalg.eigvalsh, c)


def test_linalg_norm_orders_match_numpy(backend):
    m = np.array([[1.0, -2.0, 3.0], [4.0, 5.0, -6.0]], dtype=np.float32)
    v = np.array([3.0, -4.0, 0.0])
    for ord_ in (None, 1, 2, np.inf, -np.inf, 0, 3):
        check(X.linalg.norm, np.linalg.norm, v, ord_, ctx=f"vector ord={ord_}")
    for ord_ in (None, "fro", "nuc", 1, -1, 2, np.inf):
        check(X.linalg.norm, np.linalg.norm, m, ord_, ctx=f"matrix ord={ord_}")
    check(X.linalg.norm, np.linalg.norm, m, axis=1)
    check(X.linalg.norm, np.linalg.norm, m, axis=0, keepdims=True)
    x = np.arange(24.0).reshape(2, 3, 4)
    check(X.linalg.norm, np.linalg.norm, x, axis=(0, 2))
    check(X.linalg.norm, np.linalg.norm, x, None, (2, 1), True)
    check(X.linalg.norm, np.linalg.norm, x, 2)  # ValueError: improper dimensions
    check(X.linalg.norm, np.linalg.norm, np.array([3, 4j]))


def test_random_generator_dtypes_and_shapes(backend):
    rng = X.random.default_rng(7)
    assert rng.normal(size=(2, 3)).dtype == X.float64 and rng.normal(size=(2, 3)).shape == (2, 3)
    assert rng.uniform(1.0, 2.0, size=4).dtype == np.float64
    u = np.asarray(rng.uniform(1.0, 2.0, size=100))
    assert u.min() >= 1.0 and u.max() < 2.0
    i = rng.integers(0, 5, size=(50,))
    assert i.dtype == X.int64 and 0 <= int(i.min()) and int(i.max()) < 5
    assert rng.integers(3, size=2, endpoint=True).shape == (2,)
    assert rng.integers(0, 5, size=3, dtype=np.int8).dtype == X.int8
    assert rng.random(3, dtype=np.float32).dtype == X.float32
    assert rng.standard_normal((2, 2)).shape == (2, 2)
    assert rng.normal(np.zeros(3), 1.0).shape == (3,)
    assert sorted(rng.permutation(5).tolist()) == list(range(5))
    # A seeded generator replays; each draw differs from the last.
    a, b = X.random.default_rng(3), X.random.default_rng(3)
    first = a.normal(size=4).tolist()
    assert first == b.normal(size=4).tolist() and first != a.normal(size=4).tolist()


# --- what NumPy refuses is declared and refused ---------------------------------------------

REFUSED = [
    (X.einsum, "bfloat16", lambda x: X.einsum("ij,jk->ik", x, x)),
    (X.floor, "complex64", X.floor), (X.floor_divide, "complex128", lambda x: x // x),
    (X.subtract, "bool", lambda x: x - x), (X.negative, "bool", lambda x: -x),
    (X.sign, "bool", X.sign), (X.invert, "float32", lambda x: ~x),
    (X.linalg.inv, "float16", X.linalg.inv), (X.linalg.svd, "float16", X.linalg.svd),
    (X.remainder, "complex64", lambda x: x % x), (X.bitwise_and, "float64", lambda x: x & x),
]  # fmt: skip


@pytest.mark.parametrize(
    "fn, dtype, call", REFUSED, ids=[f"{f.__name__}-{d}" for f, d, _ in REFUSED]
)
def test_numpy_refusals_are_declared_and_raised(fn, dtype, call, backend):
    assert ivylite.Dtype(dtype) in ivylite.function_unsupported_dtypes(fn)
    x = X.asarray(np.eye(2).astype(np_dtype(dtype)))
    with pytest.raises(ivylite.UnsupportedDtypeError, match=f"numpy.*{dtype}"):
        call(x)
    ref = np.eye(2).astype(np_dtype(dtype))
    with pytest.raises(TypeError):  # real NumPy refuses it too
        call(ref)


# --- hypothesis: values vary ----------------------------------------------------------------

# Subnormals are left out: TensorFlow flushes float32 subnormals to zero.
floats = st.floats(-100, 100, allow_nan=False, width=32).filter(lambda v: v == 0 or abs(v) > 1e-30)


# The backend fixture only sets the backend, so it is valid for every example.
@settings(
    max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(data=st.lists(floats, min_size=6, max_size=6), s=floats)  # one shape: compiled once
# cancellation in the running sum: torch's float32 cumsum ends 7.6e-6 off NumPy's
@example(data=[0.0, 0.0, 29.0, 99.10945892333984, -26.0, -100.0], s=0.0)
def test_elementwise_values_match_numpy_on_random_inputs(data, s, backend):
    x = np.asarray(data, dtype=np.float32)
    for name in ("exp", "tanh", "abs", "floor"):
        check(getattr(X, name), getattr(np, name), x / 10, ctx=name)
    for name in ("add", "multiply", "maximum", "less", "subtract"):
        check(getattr(X, name), getattr(np, name), x, s, ctx=f"{name} {s}")
    check(X.mean, np.mean, x)
    # A running sum's rounding grows with the terms summed so far, and cancellation
    # can leave a small sum carrying the error of large terms: bound it by them.
    got, want = X.cumsum(to_frontend(x)), np.cumsum(x)
    assert str(got.dtype) == str(want.dtype) == "float32"
    bound = 6 * np.finfo(np.float32).eps * np.cumsum(np.abs(x.astype(np.float64)))
    error = np.abs(np.asarray(got).astype(np.float64) - want)
    assert np.all(error <= bound), f"cumsum {x!r}: error {error} over the bound {bound}"
    check(X.clip, np.clip, x, -abs(s), abs(s))
