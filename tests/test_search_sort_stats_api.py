"""Searching, sorting, set functions and the statistical additions on every
installed backend: nonzero, searchsorted, sort, argsort, unique_all/counts/
inverse/values, cumulative_sum, std, var.

Every dtype on every backend against the NumPy backend (dtype, native dtype,
shape, values) and array-api-strict (the standard's values and shapes);
hypothesis for shapes, duplicates and NaNs; the special values the standard
fixes (NaN order, each NaN its own unique value, N - correction <= 0); the
error paths.
"""

from __future__ import annotations

import array_api_strict as xp
import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import ivylite
from ivylite import UnsupportedDtypeError
from ivylite.backend import load
from ivylite.dtypes import numpy_dtype

from .conftest import TOLERANCE, assert_same, to_host

# array-api-strict's NumPy warns where N - correction <= 0 (the cases this file checks).
pytestmark = [
    pytest.mark.filterwarnings("ignore:Degrees of freedom:RuntimeWarning"),
    pytest.mark.filterwarnings("ignore:invalid value encountered:RuntimeWarning"),
]

NP = ivylite.backend("numpy")
DTYPES = [str(d) for d in ivylite.all_dtypes]
STRICT = {d for d in DTYPES if d not in ("bfloat16", "float16")}
NAN, INF = float("nan"), float("inf")

SETTINGS = settings(
    max_examples=10,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)

# Dtypes each function refuses on every backend (the standard's restrictions).
REFUSED = {
    "sort": {"complex64", "complex128"},
    "argsort": {"complex64", "complex128"},
    "searchsorted": {"bool", "complex64", "complex128"},
    "std": {"bool", "complex64", "complex128"},
    "var": {"bool", "complex64", "complex128"},
}


def data(dtype: str, finite: bool = False) -> np.ndarray:
    """A 2x4 input with duplicates (and NaN, -0.0, -inf for floats)."""
    kind = ivylite.Dtype(dtype).kind
    if kind == "bool":
        v = [[True, False, True, True], [False, False, True, False]]
    elif kind == "uint":
        v = [[3, 1, 3, 0], [0, 1, 2, 7]]
    elif kind == "int":
        v = [[3, -1, 3, 0], [0, -1, 2, -7]]
    elif kind == "float":
        v = [[3.5, NAN, -0.0, 1.0], [0.0, NAN, -INF, 3.5]]
        if finite:
            v = [[3.5, -2.25, 3.0, 1.0], [0.5, 4.0, 3.0, -1.5]]
    else:
        v = [[1 + 2j, 1 + 1j, 1 + 2j, 0], [0, -1j, 1 + 1j, 2]]
    return np.array(v, dtype=numpy_dtype(dtype))


CALLS = {
    "sort": lambda ns, x: ns.sort(x),
    "sort_desc_axis0": lambda ns, x: ns.sort(x, axis=0, descending=True),
    "argsort": lambda ns, x: ns.argsort(x),
    "argsort_desc": lambda ns, x: ns.argsort(x, descending=True),
    "argsort_axis0": lambda ns, x: ns.argsort(x, axis=0, stable=False),
    "nonzero": lambda ns, x: ns.nonzero(x),
    "searchsorted": lambda ns, x: ns.searchsorted(ns.sort(ns.reshape(x, (-1,))), x, side="left"),
    "searchsorted_right_sorter": lambda ns, x: ns.searchsorted(
        ns.reshape(x, (-1,)), x, side="right", sorter=ns.argsort(ns.reshape(x, (-1,)))
    ),
    "unique_all": lambda ns, x: ns.unique_all(x),
    "unique_counts": lambda ns, x: ns.unique_counts(x),
    "unique_inverse": lambda ns, x: ns.unique_inverse(x),
    "unique_values": lambda ns, x: ns.unique_values(x),
    "cumulative_sum": lambda ns, x: ns.cumulative_sum(x, axis=1),
    "cumulative_sum_initial": lambda ns, x: ns.cumulative_sum(x, axis=0, include_initial=True),
    "var": lambda ns, x: ns.var(x),
    "var_axis_c1": lambda ns, x: ns.var(x, axis=1, correction=1),
    "std": lambda ns, x: ns.std(x, axis=0, keepdims=True),
    "std_c": lambda ns, x: ns.std(x, axis=(0, 1), correction=0.5),
}


def base(call: str) -> str:
    """The function a call exercises."""
    names = ("cumulative_sum", "unique", "searchsorted", "argsort", "sort", "nonzero", "var", "std")
    return next(n for n in names if call.startswith(n))


def outcome(ns, call: str, x: np.ndarray):
    try:
        return CALLS[call](ns, ns.asarray(x))
    except UnsupportedDtypeError as e:
        return e


def parts(result):
    return list(result) if isinstance(result, tuple) else [result]


def strict_parts(result):
    return [np.asarray(r) for r in parts(result)]


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("call", list(CALLS))
def test_every_dtype_agrees_with_numpy_and_strict(backend, call, dtype):
    B = load(backend)
    finite = base(call) in ("std", "var")
    x = data(dtype, finite)
    context = f"{call}({dtype}) on {backend}"
    result = outcome(ivylite, call, x)
    if dtype in REFUSED.get(base(call), ()) or dtype in B.invalid_dtypes:
        assert isinstance(result, UnsupportedDtypeError), f"{context}: {result!r}"
        return
    if isinstance(result, UnsupportedDtypeError):
        # Only a result dtype this backend cannot hold (cumulative_sum of uint8: uint32).
        assert base(call) == "cumulative_sum" and "cannot hold" in str(result), context
        return
    reference = outcome(NP, call, x)
    assert not isinstance(reference, Exception), context
    assert len(parts(result)) == len(parts(reference)), context
    for i, (r, ref) in enumerate(zip(parts(result), parts(reference))):
        assert_same(r, ref, f"{context}, part {i}")
    assert type(result).__name__ == type(reference).__name__ or not isinstance(result, tuple)
    if backend == "numpy" and dtype in STRICT:
        try:
            strict = CALLS[call](xp, xp.asarray(x))
        except TypeError:  # ivylite's superset: bool sorts as int, var of ints as float
            assert dtype == "bool" or base(call) in ("var", "std"), context
            wider = np.int8 if dtype == "bool" else np.float64
            strict = CALLS[call](xp, xp.asarray(x.astype(wider)))
        if isinstance(strict, tuple):
            assert type(strict).__name__ == type(result).__name__
        for i, (r, s) in enumerate(zip(parts(result), strict_parts(strict))):
            got = to_host(r)
            assert got.shape == s.shape, f"{context}, part {i}: {got.shape} != {s.shape}"
            if got.dtype.kind in "fc":
                tol = TOLERANCE[str(r.dtype)]
                np.testing.assert_allclose(got, s, rtol=tol, equal_nan=True, err_msg=context)
            else:
                np.testing.assert_array_equal(got, s, err_msg=context)


# --- the standard's special values --------------------------------------------------


@pytest.mark.parametrize("dtype", ["float16", "bfloat16", "float32", "float64"])
def test_nan_order_and_stability(backend, dtype):
    x = np.array([3, NAN, 1, -NAN, 1, 0.0, -0.0, INF, -INF, 3, NAN])
    a = ivylite.astype(ivylite.asarray(x), dtype)
    up = [8, 5, 6, 2, 4, 0, 9, 7, 1, 3, 10]  # NaNs last, ties in original order
    down = [1, 3, 10, 7, 0, 9, 2, 4, 5, 6, 8]  # NaNs first, ties in original order
    assert ivylite.argsort(a).tolist() == up
    assert ivylite.argsort(a, descending=True).tolist() == down
    assert np.asarray(xp.argsort(xp.asarray(x), descending=True)).tolist() == down
    s = to_host(ivylite.sort(a, descending=True))
    assert np.isnan(s[:3]).all() and s[3] == INF and s[-1] == -INF
    # -0.0 and 0.0 are equal: stable sort keeps their order (0.0 then -0.0 here).
    s = to_host(ivylite.sort(a))
    assert np.signbit(s[1:3]).tolist() == [False, True]


def test_each_nan_is_its_own_unique_value(backend):
    x = ivylite.asarray([NAN, 1.0, NAN, -0.0, 0.0, 1.0])
    r = ivylite.unique_all(x)
    assert np.array_equal(to_host(r.values), [-0.0, 1.0, NAN, NAN], equal_nan=True)
    assert np.signbit(to_host(r.values)[0])  # the first occurrence's sign
    assert r.indices.tolist() == [3, 1, 0, 2]
    assert r.counts.tolist() == [2, 2, 1, 1]
    assert r.inverse_indices.tolist() == [2, 1, 3, 0, 0, 1]
    strict = xp.unique_all(xp.asarray([NAN, 1.0, NAN, -0.0, 0.0, 1.0]))
    assert np.asarray(strict.counts).tolist() == [2, 2, 1, 1]


def test_unique_inverse_is_shaped_like_x_and_rebuilds_it(backend):
    x = ivylite.asarray([[3, 1, 3], [2, 1, 1]], dtype="int16")
    values, inverse = ivylite.unique_inverse(x)
    assert inverse.shape == (2, 3) and inverse.dtype == "int64"
    assert ivylite.take(values, ivylite.reshape(inverse, (-1,))).tolist() == [3, 1, 3, 2, 1, 1]
    r = ivylite.unique_all(ivylite.zeros((0, 3)))
    assert [p.shape for p in r] == [(0,), (0,), (0, 3), (0,)]


def test_searchsorted_nan_and_infinities(backend):
    x1 = np.array([-INF, -1.0, 0.0, 0.0, 2.0, INF, NAN, NAN])
    x2 = np.array([[NAN, -0.0, 0.0, 2.0], [INF, -INF, 5.0, -3.0]])
    for side in ("left", "right"):
        got = ivylite.searchsorted(ivylite.asarray(x1), ivylite.asarray(x2), side=side)
        assert got.dtype == "int64"
        assert got.tolist() == np.searchsorted(x1, x2, side=side).tolist(), side
    only_nan = ivylite.asarray([NAN, NAN])
    assert ivylite.searchsorted(only_nan, ivylite.asarray([1.0, NAN])).tolist() == [0, 0]
    empty = ivylite.asarray(np.zeros(0))
    assert ivylite.searchsorted(empty, ivylite.asarray(1.0)).tolist() == 0
    # x1 and x2 promote (int8 with float32 -> float32): 2.5 goes between 2 and 3
    got = ivylite.searchsorted(ivylite.asarray([1, 2, 3], dtype="int8"), ivylite.asarray([2.5]))
    assert got.tolist() == [2]


@pytest.mark.parametrize("fn", ["var", "std"])
def test_moments_are_nan_where_n_minus_correction_is_not_positive(backend, fn):
    f = getattr(ivylite, fn)
    x = ivylite.asarray([[1.0, 2.0], [3.0, 3.0]])
    assert np.isnan(to_host(f(x, axis=1, correction=2))).all()
    assert np.isnan(to_host(f(x, correction=5))).all()
    assert np.isnan(to_host(f(ivylite.zeros((0,))))).all()
    assert to_host(f(x, axis=1, correction=1)).tolist() == (
        [0.5, 0.0] if fn == "var" else [np.sqrt(0.5).astype(np.float32), 0.0]
    )
    assert f(x, axis=(), keepdims=True).tolist() == [[0.0, 0.0], [0.0, 0.0]]
    assert f(ivylite.asarray([1, 3], dtype="int8")).dtype == ivylite.result_type("int8", 1.0)
    assert np.isnan(to_host(f(ivylite.asarray([1.0, NAN])))).all()


def test_cumulative_sum_dtypes(backend):
    x = ivylite.asarray([100, 100, 100], dtype="int8")
    assert ivylite.cumulative_sum(x).tolist() == [100, 200, 300]
    assert ivylite.cumulative_sum(x).dtype == ivylite.default_int_dtype()
    assert ivylite.cumulative_sum(x, dtype="int8").tolist() == [100, -56, 44]  # wraps like NumPy
    b = ivylite.asarray([False, True, False])
    assert ivylite.cumulative_sum(b, dtype="bool").tolist() == [False, True, True]
    assert ivylite.cumulative_sum(b, include_initial=True).tolist() == [0, 0, 1, 1]
    e = ivylite.cumulative_sum(ivylite.zeros((2, 0)), axis=1, include_initial=True)
    assert e.shape == (2, 1)


# --- hypothesis: the standard's semantics, array-api-strict as the oracle ------------

FLOATS = st.floats(-4, 4, width=64) | st.sampled_from([NAN, -0.0, INF, -INF])
SHAPES = hnp.array_shapes(min_dims=1, max_dims=3, min_side=0, max_side=5)


@SETTINGS
@given(
    x=hnp.arrays(np.float64, SHAPES, elements=FLOATS),
    descending=st.booleans(),
    data_=st.data(),
)
def test_sort_and_argsort_match_strict(backend, x, descending, data_):
    axis = data_.draw(st.integers(-x.ndim, x.ndim - 1))
    for dtype in ("float32", "int16"):
        v = np.nan_to_num(x, nan=0, posinf=9, neginf=-9).round() if dtype == "int16" else x
        v = v.astype(dtype)
        a, s = ivylite.asarray(v), xp.asarray(v)
        got = ivylite.argsort(a, axis=axis, descending=descending)
        want = xp.argsort(s, axis=axis, descending=descending)
        assert got.dtype == "int64" and got.tolist() == np.asarray(want).tolist()
        got = to_host(ivylite.sort(a, axis=axis, descending=descending))
        want = np.asarray(xp.sort(s, axis=axis, descending=descending))
        assert np.array_equal(got, want, equal_nan=True)


@SETTINGS
@given(x=hnp.arrays(np.float64, SHAPES, elements=st.sampled_from([0.0, -0.0, 1.5, 2.0, NAN, -INF])))
def test_unique_matches_strict(backend, x):
    for dtype in ("float64", "int32"):
        v = np.nan_to_num(x, nan=7, neginf=-3).astype(dtype) if dtype == "int32" else x
        got, want = ivylite.unique_all(ivylite.asarray(v)), xp.unique_all(xp.asarray(v))
        for name in want._fields:
            g, w = to_host(getattr(got, name)), np.asarray(getattr(want, name))
            assert g.shape == w.shape, (name, g.shape, w.shape)
            assert np.array_equal(g, w, equal_nan=True), name
        assert got.indices.dtype == got.counts.dtype == got.inverse_indices.dtype == "int64"


@SETTINGS
@given(
    x1=hnp.arrays(np.float64, hnp.array_shapes(max_dims=1, max_side=8), elements=FLOATS),
    x2=hnp.arrays(
        np.float64, hnp.array_shapes(min_dims=0, max_dims=2, max_side=4), elements=FLOATS
    ),
    side=st.sampled_from(["left", "right"]),
)
def test_searchsorted_matches_strict(backend, x1, x2, side):
    for dtype in ("float32", "int64"):
        a = np.nan_to_num(x1, posinf=5, neginf=-5).round() if dtype == "int64" else x1
        b = np.nan_to_num(x2, posinf=5, neginf=-5).round() if dtype == "int64" else x2
        a, b = a.astype(dtype), b.astype(dtype)
        order = np.argsort(a, kind="stable")
        got = ivylite.searchsorted(ivylite.asarray(a[order]), ivylite.asarray(b), side=side)
        want = xp.searchsorted(xp.asarray(a[order]), xp.asarray(b), side=side)
        assert got.dtype == "int64" and got.shape == want.shape
        assert np.asarray(got).tolist() == np.asarray(want).tolist()
        got = ivylite.searchsorted(
            ivylite.asarray(a), ivylite.asarray(b), side=side, sorter=ivylite.asarray(order)
        )
        assert np.asarray(got).tolist() == np.asarray(want).tolist()


@SETTINGS
@given(
    x=hnp.arrays(np.float64, SHAPES, elements=st.floats(-100, 100, width=64)),
    correction=st.sampled_from([0, 1, 0.5, 2]),
    keepdims=st.booleans(),
    data_=st.data(),
)
def test_moments_and_cumulative_sum_match_strict(backend, x, correction, keepdims, data_):
    axis = data_.draw(st.none() | st.integers(0, x.ndim - 1) | st.just(tuple(range(x.ndim))))
    n = x.size if axis is None or isinstance(axis, tuple) else x.shape[axis]
    for fn in ("var", "std"):
        got = getattr(ivylite, fn)(
            ivylite.asarray(x), axis=axis, correction=correction, keepdims=keepdims
        )
        want = np.asarray(
            getattr(xp, fn)(xp.asarray(x), axis=axis, correction=correction, keepdims=keepdims)
        )
        if n - correction <= 0:
            want = np.full(want.shape, NAN)  # the standard's rule (NumPy gives inf for some)
        assert got.dtype == "float64" and got.shape == want.shape
        np.testing.assert_allclose(to_host(got), want, rtol=1e-9, atol=1e-9, equal_nan=True)
    ax = data_.draw(st.integers(-x.ndim, x.ndim - 1))
    include = data_.draw(st.booleans())
    got = ivylite.cumulative_sum(ivylite.asarray(x), axis=ax, include_initial=include)
    want = np.asarray(xp.cumulative_sum(xp.asarray(x), axis=ax, include_initial=include))
    assert got.shape == want.shape
    np.testing.assert_allclose(to_host(got), want, rtol=1e-12, atol=1e-9)


# --- errors ----------------------------------------------------------------------------


def test_errors(backend):
    x = ivylite.asarray([[1.0, 2.0], [3.0, 4.0]])
    with pytest.raises(ValueError, match="nonzero: x is 0-d"):
        ivylite.nonzero(ivylite.asarray(1.0))
    with pytest.raises(ValueError, match="searchsorted: x1 must be 1-D"):
        ivylite.searchsorted(x, x)
    with pytest.raises(ValueError, match="side must be 'left' or 'right'"):
        ivylite.searchsorted(ivylite.asarray([1.0]), x, side="middle")
    with pytest.raises(ValueError, match="sorter has shape"):
        ivylite.searchsorted(ivylite.asarray([1.0]), x, sorter=ivylite.asarray([0, 1]))
    with pytest.raises(TypeError, match="sorter must be an integer array"):
        ivylite.searchsorted(ivylite.asarray([1.0]), x, sorter=ivylite.asarray([0.0]))
    with pytest.raises(UnsupportedDtypeError, match="searchsorted does not support bool"):
        ivylite.searchsorted(ivylite.asarray([True]), ivylite.asarray([1]))
    with pytest.raises(IndexError, match="sort: axis 2 is out of bounds"):
        ivylite.sort(x, axis=2)
    with pytest.raises(IndexError, match="argsort: axis -1 is out of bounds .* 0 dimensions"):
        ivylite.argsort(ivylite.asarray(1.0))
    with pytest.raises(UnsupportedDtypeError, match="sort does not support complex64"):
        ivylite.sort(ivylite.asarray([1j]))
    with pytest.raises(ValueError, match="var: correction must be >= 0"):
        ivylite.var(x, correction=-1)
    with pytest.raises(TypeError, match="std: correction must be a real number"):
        ivylite.std(x, correction="1")
    with pytest.raises(UnsupportedDtypeError, match="std does not support complex64"):
        ivylite.std(ivylite.asarray([1j]))
    with pytest.raises(ValueError, match="cumulative_sum: axis is required for a 2-D array"):
        ivylite.cumulative_sum(x)
    with pytest.raises(ValueError, match="cumulative_sum: x is 0-d"):
        ivylite.cumulative_sum(ivylite.asarray(1.0), axis=0)
    with pytest.raises(IndexError, match="cumulative_sum: axis 2 is out of bounds"):
        ivylite.cumulative_sum(x, axis=2)
    with pytest.raises(IndexError, match="var: axis 3 is out of bounds"):
        ivylite.var(x, axis=3)
