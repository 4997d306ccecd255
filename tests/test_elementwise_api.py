"""The rest of the 2023.12 elementwise functions on every installed backend.

Every function x every dtype x every backend against the NumPy backend, on
inputs that include NaN, infinities and signed zeros for floats (results equal
within the dtype's tolerance, NaN where NumPy has NaN, the sign of zero results
as NumPy's); against array-api-strict (result dtype and values) with
hypothesis; the refusals, ``out=``, and ``clip``'s bounds.
"""

from __future__ import annotations

import itertools
import os
import warnings

import array_api_strict as xp
import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import ivylite
from ivylite import UnsupportedDtypeError
from ivylite.dtypes import numpy_dtype
from ivylite.support.samples import sample

from .conftest import TOLERANCE, assert_same, to_host

DTYPES = [str(d) for d in ivylite.all_dtypes]
NP = ivylite.backend("numpy")

FLOAT_UNARY = ["acos", "acosh", "asin", "asinh", "atan", "atanh", "cosh", "sinh", "tan", "tanh",
               "log1p", "log2", "log10"]  # fmt: skip
OTHER_UNARY = ["ceil", "floor", "trunc", "round", "sign", "signbit", "isfinite", "isinf", "isnan",
               "conj", "real", "imag", "bitwise_invert", "logical_not"]  # fmt: skip
FLOAT_BINARY = ["atan2", "copysign", "hypot", "logaddexp", "nextafter"]
OTHER_BINARY = ["bitwise_and", "bitwise_or", "bitwise_xor", "logical_and", "logical_or",
                "logical_xor"]  # fmt: skip
SHIFTS = ["bitwise_left_shift", "bitwise_right_shift"]
# The standard's names where array-api-strict spells them the same.
STRICT = {name: name for name in FLOAT_UNARY + OTHER_UNARY + FLOAT_BINARY + OTHER_BINARY + SHIFTS}

# Where the standard fixes the sign of a zero result (NumPy's too): checked bit for bit.
SIGNED_ZERO = {"asin", "asinh", "atan", "atanh", "sinh", "tan", "tanh", "log1p", "ceil", "floor",
               "trunc", "round", "copysign", "atan2", "nextafter", "conj", "real"}  # fmt: skip


def kind(d: str) -> str:
    return ivylite.dtype_kind(d)


_REALS = [np.nan, np.inf, -np.inf, 0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 1.5, 2.5, -2.5, 3.0, 0.3,
          -0.7, 0.999, 1.001, 10.0, -20.0, 100.0, 1e-3]  # fmt: skip
_COMPLEX_PARTS = [0.0, -0.0, 1.0, -1.5, 0.5, 2.0]


def special_values(fn: str, d: str) -> np.ndarray:
    """The domain sample plus the values the special-case tables talk about."""
    k = kind(d)
    nd = numpy_dtype(d)
    if k == "bool":
        data: list = [True, False]
    elif k == "uint":
        data = [0, 1, 5, 100, 200, int(np.iinfo(nd).max)]
    elif k == "int":
        info = np.iinfo(nd)
        data = [0, 1, -1, 5, -7, 100, -100, int(info.min), int(info.max)]
    elif k == "float":
        data = _REALS
    else:
        data = [complex(a, b) for a, b in itertools.product(_COMPLEX_PARTS, repeat=2)]
    with np.errstate(all="ignore"):
        return np.array(data).astype(nd)


def outcome(ns, fn: str, *args, **kwargs):
    """``ns.fn`` on NumPy inputs turned into that backend's arrays; the exception if refused."""
    try:
        native = [ns.asarray(a) if isinstance(a, np.ndarray) else a for a in args]
    except UnsupportedDtypeError as e:
        assert "is not a valid dtype on the" in str(e)
        return e
    try:
        with warnings.catch_warnings(), np.errstate(all="ignore"):
            warnings.simplefilter("ignore", RuntimeWarning)
            return getattr(ns, fn)(*native, **kwargs)
    except (UnsupportedDtypeError, TypeError) as e:
        return e


def compare(result, reference, fn: str, dtype: str, context: str) -> None:
    """``result`` (ivylite on the current backend, inputs of ``dtype``) against
    ``reference`` (the NumPy backend): the same refusal, or the same values.

    Where NumPy computes a value, a refusal passes only if the current backend
    declares ``fn`` unsupported for ``dtype`` (or cannot hold ``dtype`` at all):
    a refusal of a supported dtype is a failure, not a skipped case.
    """
    if isinstance(reference, Exception):
        assert isinstance(result, Exception), (
            f"{context}: NumPy refuses ({reference}), got {result!r}"
        )
        return
    if isinstance(result, UnsupportedDtypeError):
        supported = ivylite.function_supported_dtypes(getattr(ivylite, fn))
        assert dtype not in supported, (
            f"{context}: refused ({result}) although {fn} declares {dtype} supported here "
            "and NumPy computes it"
        )
        assert "is not a valid dtype on the" in str(result) or fn in str(result), result
        return
    assert not isinstance(result, Exception), f"{context}: {result!r}"
    got, want = to_host(result), to_host(reference)
    if want.dtype.kind == "c" and not np.isfinite(want).all():
        # (np.testing.assert_allclose cannot compare complex infinities: part by part)
        assert result.dtype == reference.dtype, context
        parts = [(got.real, want.real), (got.imag, want.imag)]
        tol = TOLERANCE[str(reference.dtype)]
        for g, w in parts:
            np.testing.assert_allclose(g, w, rtol=tol, atol=tol, equal_nan=True, err_msg=context)
        return
    assert_same(result, reference, context)
    if want.dtype.kind == "f":
        np.testing.assert_array_equal(np.isnan(got), np.isnan(want), err_msg=f"{context}: NaN")
        np.testing.assert_array_equal(np.isinf(got), np.isinf(want), err_msg=f"{context}: inf")
        if fn in SIGNED_ZERO:
            zero = want == 0
            np.testing.assert_array_equal(
                np.signbit(got[zero]), np.signbit(want[zero]), err_msg=f"{context}: sign of 0"
            )


# --- every function, every dtype, every backend, against the NumPy backend ----------------


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("fn", FLOAT_UNARY + OTHER_UNARY)
def test_unary_matches_numpy(backend, fn, dtype):
    for x in (sample(fn, dtype), special_values(fn, dtype)):
        ref = outcome(NP, fn, x)
        compare(outcome(ivylite, fn, x), ref, fn, dtype, f"{fn}({dtype}) on {backend}: {x}")


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("fn", FLOAT_BINARY + OTHER_BINARY)
def test_binary_matches_numpy(backend, fn, dtype):
    v = special_values(fn, dtype)
    x1, x2 = (a.ravel() for a in np.meshgrid(v, v))
    for args in ((sample(fn, dtype, 0), sample(fn, dtype, 1)), (x1, x2)):
        ref = outcome(NP, fn, *args)
        compare(outcome(ivylite, fn, *args), ref, fn, dtype, f"{fn}({dtype}) on {backend}")


@pytest.mark.parametrize("dtype", ["int8", "int16", "int32", "int64", "uint8", "uint16", "uint32",
                                   "uint64"])  # fmt: skip
@pytest.mark.parametrize("fn", SHIFTS)
def test_shifts_by_the_bit_width_or_more(backend, fn, dtype):
    nd = numpy_dtype(dtype)
    bits = nd.itemsize * 8
    amounts = [
        s for s in (0, 1, 3, bits - 1, bits, bits + 1, 2 * bits, 100) if s <= np.iinfo(nd).max
    ]
    v = special_values(fn, dtype)
    x1, x2 = (a.ravel() for a in np.meshgrid(v, np.array(amounts, nd)))
    ref = outcome(NP, fn, x1.astype(nd), x2.astype(nd))
    compare(
        outcome(ivylite, fn, x1.astype(nd), x2.astype(nd)),
        ref,
        fn,
        dtype,
        f"{fn}({dtype}) on {backend}",
    )
    for s in amounts:  # a Python int shift
        ref = outcome(NP, fn, v, s)
        compare(outcome(ivylite, fn, v, s), ref, fn, dtype, f"{fn}({dtype}, {s}) on {backend}")


def test_numpy_reference_shifts():
    x = NP.asarray(np.array([1, -16, 127], np.int8))
    assert NP.bitwise_left_shift(x, 8).tolist() == [0, 0, 0]
    assert NP.bitwise_right_shift(x, 9).tolist() == [0, -1, 0]


# --- array-api-strict: the standard's result dtype and values ------------------------------

# JAX (XLA on CPU) flushes subnormal floats to zero in every operation, so
# hypothesis draws normal floats only (zeros, infinities and NaN included).
_SETTINGS = settings(
    max_examples=int(os.environ.get("IVYLITE_TEST_EXAMPLES", 8)),
    deadline=None,
    suppress_health_check=list(HealthCheck),
)
_STRICT_DTYPES = {
    "float": ["float32", "float64"],
    "numeric": [
        "int8",
        "int16",
        "uint8",
        "int32",
        "int64",
        "float32",
        "float64",
        "complex64",
        "complex128",
    ],  # fmt: skip
}


# A few shapes: JAX compiles each operation once per shape.
_SHAPES = st.sampled_from([(), (4,), (2, 3)])


def _strategy(d: str):
    nd = np.dtype(d)
    if nd.kind == "f":
        elements = st.floats(width=nd.itemsize * 8, allow_subnormal=False)
    elif nd.kind == "c":
        # (parts within 1e-30 of zero are left out: XLA's complex atan/atanh lose
        # all precision within ~1e-150 of +-1 and +-1j, where NumPy's do not)
        part = st.floats(-1e3, 1e3, width=nd.itemsize * 4, allow_subnormal=False).filter(
            lambda v: v == 0 or abs(v) > 1e-30
        )
        elements = st.builds(complex, part, part)
    else:
        elements = None
    return hnp.arrays(nd, _SHAPES, elements=elements)


_STRICT_CASES = [
    (fn, d)
    for fn in FLOAT_UNARY
    + [
        "ceil",
        "floor",
        "trunc",
        "round",
        "sign",
        "signbit",
        "isfinite",
        "isinf",
        "isnan",
        "conj",
        "real",
        "imag",
    ]  # fmt: skip
    for d in (
        _STRICT_DTYPES["float"]
        if fn in ("ceil", "floor", "trunc", "signbit")
        else ["complex64", "complex128"] * (fn in ("conj", "real", "imag"))
        + _STRICT_DTYPES["float"] * (fn not in ("conj", "real", "imag"))
        + ["complex128"] * (fn in FLOAT_UNARY or fn in ("round", "sign", "isnan", "isinf"))
    )
]


def _agrees_with_strict(result, expected, fn: str, context: str) -> None:
    want = np.asarray(expected)
    assert str(result.dtype) == want.dtype.name, f"{context}: {result.dtype} != {want.dtype}"
    got = to_host(result)
    assert got.shape == want.shape
    tol = TOLERANCE.get(str(result.dtype))
    if tol is None:
        np.testing.assert_array_equal(got, want, err_msg=context)
    else:
        finite = np.isfinite(want)
        with np.errstate(all="ignore"):
            big = np.abs(want) > 1e30  # overflowing intermediate steps may differ
        keep = finite & ~big
        np.testing.assert_allclose(got[keep], want[keep], rtol=1e3 * tol, atol=1e3 * tol,
                                   err_msg=context)  # fmt: skip
        if want.dtype.kind == "f":
            np.testing.assert_array_equal(np.isnan(got), np.isnan(want), err_msg=context)


@pytest.mark.parametrize("fn, dtype", _STRICT_CASES)
def test_unary_against_array_api_strict(backend, fn, dtype):
    @_SETTINGS
    @given(x=_strategy(dtype))
    def check(x):
        with np.errstate(all="ignore"):
            expected = getattr(xp, STRICT[fn])(xp.asarray(x))
            result = getattr(ivylite, fn)(ivylite.asarray(x))
        _agrees_with_strict(result, expected, fn, f"{fn}({x!r}) on {backend}")

    check()


@pytest.mark.parametrize("dtype", ["float32", "float64"])
@pytest.mark.parametrize("fn", FLOAT_BINARY)
def test_binary_floats_against_array_api_strict(backend, fn, dtype):
    @_SETTINGS
    @given(data=st.data())
    def check(data):
        x1 = data.draw(_strategy(dtype))
        x2 = data.draw(hnp.arrays(np.dtype(dtype), x1.shape, elements=st.floats(
            width=np.dtype(dtype).itemsize * 8, allow_subnormal=False)))  # fmt: skip
        with np.errstate(all="ignore"):
            expected = getattr(xp, fn)(xp.asarray(x1), xp.asarray(x2))
            result = getattr(ivylite, fn)(ivylite.asarray(x1), ivylite.asarray(x2))
        _agrees_with_strict(result, expected, fn, f"{fn}({x1!r}, {x2!r}) on {backend}")

    check()


@pytest.mark.parametrize("dtype", ["bool", "int8", "uint8", "int16", "int32", "int64"])
@pytest.mark.parametrize("fn", OTHER_BINARY + SHIFTS)
def test_integer_binary_against_array_api_strict(backend, fn, dtype):
    if (fn.startswith("logical") and dtype != "bool") or (fn in SHIFTS and dtype == "bool"):
        pytest.skip("not defined for this dtype")
    nd = np.dtype(dtype)

    @_SETTINGS
    @given(data=st.data())
    def check(data):
        x1 = data.draw(hnp.arrays(nd, _SHAPES))
        if fn in SHIFTS:
            x2 = data.draw(hnp.arrays(nd, x1.shape, elements=st.integers(0, nd.itemsize * 8 - 1)))
        else:
            x2 = data.draw(hnp.arrays(nd, x1.shape))
        expected = getattr(xp, fn)(xp.asarray(x1), xp.asarray(x2))
        result = getattr(ivylite, fn)(ivylite.asarray(x1), ivylite.asarray(x2))
        _agrees_with_strict(result, expected, fn, f"{fn}({x1!r}, {x2!r}) on {backend}")

    check()


# --- result dtypes --------------------------------------------------------------------------


@pytest.mark.parametrize("fn", FLOAT_UNARY)
def test_float_functions_of_integers_compute_in_float_of(backend, fn):
    for d in ("bool", "int8", "int32", "uint8"):
        x = ivylite.asarray(np.array([1, 2, 1], numpy_dtype(d)))
        assert getattr(ivylite, fn)(x).dtype == ivylite.dispatch.float_of(ivylite.as_dtype(d))


def test_complex_parts_and_real_inputs(backend):
    z = ivylite.asarray(np.array([1 + 2j, -3 - 0.5j], np.complex128))
    assert ivylite.real(z).dtype == "float64" and ivylite.imag(z).tolist() == [2.0, -0.5]
    x = ivylite.asarray(np.array([1, -2], np.int16))
    assert ivylite.real(x).dtype == "int16" and ivylite.real(x).tolist() == [1, -2]
    assert ivylite.imag(x).dtype == "int16" and ivylite.imag(x).tolist() == [0, 0]
    assert ivylite.conj(x).tolist() == [1, -2]
    assert ivylite.conj(z).tolist() == [1 - 2j, -3 + 0.5j]


def test_integer_rounding_is_a_copy_of_the_input_dtype(backend):
    for d in ("int8", "uint8", "int64"):
        x = ivylite.asarray(np.array([3, 100, 7], numpy_dtype(d)))
        for fn in ("ceil", "floor", "trunc", "round"):
            r = getattr(ivylite, fn)(x)
            assert r.dtype == d and r.tolist() == [3, 100, 7]


@pytest.mark.parametrize("dtype", ["bfloat16", "float16", "float32", "float64"])
def test_nextafter_steps_in_its_own_dtype(backend, dtype):
    nd = numpy_dtype(dtype)
    x = np.array([1.0, 0.0, -0.0, 1.0, np.inf], nd)
    y = np.array([2.0, 1.0, -1.0, 0.0, 0.0], nd)
    result = outcome(ivylite, "nextafter", x, y)
    if isinstance(result, UnsupportedDtypeError):
        assert "is not a valid dtype" in str(result)
        return
    want = np.nextafter(x, y)
    assert result.dtype == dtype
    np.testing.assert_array_equal(
        to_host(result), want.astype(np.float64).astype(to_host(result).dtype)
    )


# --- clip -----------------------------------------------------------------------------------


@pytest.mark.parametrize("dtype", DTYPES)
def test_clip_matches_numpy(backend, dtype):
    x = special_values("clip", dtype)
    cases = [dict(min=1, max=5), dict(min=-3), dict(max=2), dict(), dict(min=5, max=1)]
    if kind(dtype) in ("int", "uint"):
        cases += [
            dict(min=-1000, max=10**20),
            dict(min=2.5, max=7.5),
            dict(min=-np.inf, max=np.inf),
        ]
    if kind(dtype) == "float":
        cases += [dict(min=np.nan), dict(min=-0.5, max=0.5)]
    for kwargs in cases:
        ref = outcome(NP, "clip", x, **kwargs)
        compare(
            outcome(ivylite, "clip", x, **kwargs),
            ref,
            "clip",
            dtype,
            f"clip({dtype}, {kwargs}) on {backend}",
        )
        if not isinstance(ref, Exception):
            assert ref.dtype == dtype


def test_clip_bounds(backend):
    x = ivylite.asarray(np.array([0, 50, 200, 255], np.uint8))
    assert ivylite.clip(x, min=-5, max=1000).tolist() == [0, 50, 200, 255]
    assert ivylite.clip(x, min=10.5, max=199.5).tolist() == [11, 50, 199, 199]
    lo = ivylite.asarray(np.array([-7, 60, 300, 0], np.int32))
    r = ivylite.clip(x, min=lo)
    assert r.dtype == "uint8" and r.tolist() == [0, 60, 255, 255]
    f = ivylite.asarray(np.array([[np.nan, -2.0, 2.0]], np.float32))
    r = ivylite.clip(f, min=ivylite.asarray(np.array([[-1.0], [0.0]], np.float64)), max=1)
    assert r.dtype == "float32" and r.shape == (2, 3)
    np.testing.assert_array_equal(to_host(r), [[np.nan, -1.0, 1.0], [np.nan, 0.0, 1.0]])
    with pytest.raises(TypeError, match="clip: min has dtype float32 but x has dtype uint8"):
        ivylite.clip(x, min=ivylite.asarray(np.array([1.0], np.float32)))
    with pytest.raises(ValueError, match="clip: max=nan is NaN"):
        ivylite.clip(x, max=float("nan"))


def test_clip_against_array_api_strict(backend):
    x = np.array([-3.0, 0.5, np.nan, 7.0], np.float64)
    expected = xp.clip(xp.asarray(x), min=-1.0, max=2.0)
    _agrees_with_strict(
        ivylite.clip(ivylite.asarray(x), min=-1.0, max=2.0), expected, "clip", backend
    )
    i = np.array([-3, 0, 5, 100], np.int16)
    expected = xp.clip(xp.asarray(i), min=-1, max=20)
    _agrees_with_strict(ivylite.clip(ivylite.asarray(i), -1, 20), expected, "clip", backend)


# --- refusals and out= ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "fn, args",
    [
        ("logical_and", ([1, 2], [1, 0])),
        ("logical_not", ([1, 2],)),
        ("bitwise_and", ([1.5], [2.0])),
        ("bitwise_left_shift", ([True], [True])),
        ("bitwise_invert", ([1.5],)),
        ("signbit", ([1, 2],)),
        ("nextafter", ([1, 2], [2, 3])),
        ("atan2", ([1j], [1.0])),
        ("ceil", ([1j],)),
        ("isnan", ([True],)),
        ("clip", ([True, False],)),
    ],
)
def test_refused_dtypes_name_the_function(backend, fn, args):
    arrays = [ivylite.asarray(a) for a in args]
    with pytest.raises(UnsupportedDtypeError, match=f"^{fn} does not support"):
        getattr(ivylite, fn)(*arrays)


def test_out(backend):
    x = ivylite.asarray(np.array([0.25, -0.5], np.float32))
    out = ivylite.zeros((2,), dtype="float32")
    assert ivylite.tanh(x, out=out) is out
    np.testing.assert_allclose(to_host(out), np.tanh([0.25, -0.5]), rtol=1e-6)
    b = ivylite.zeros((2,), dtype="bool")
    assert ivylite.isnan(x, out=b) is b and b.tolist() == [False, False]
    i = ivylite.zeros((2,), dtype="int8")
    ivylite.bitwise_xor(ivylite.asarray([3, 5], dtype="int8"), 1, out=i)
    assert i.tolist() == [2, 4]
    c = ivylite.zeros((2,), dtype="float32")
    assert ivylite.clip(x, min=0, out=c) is c and c.tolist() == [0.25, 0.0]
    with pytest.raises(TypeError, match="out= has dtype int8"):
        ivylite.atan2(x, x, out=i)


@pytest.mark.parametrize("dtype", ["int8", "int32", "int64", "uint8", "float32"])
def test_pow_of_0d_arrays_stays_0d(backend, dtype):
    """paddle's integer pow used to give 0-d operands a (1,) result."""
    r = ivylite.pow(ivylite.asarray(2, dtype=dtype), ivylite.asarray(3, dtype=dtype))
    assert (r.shape, r.dtype, int(r)) == ((), dtype, 8)
