"""What the official Array API suite found, each class checked on every backend
without the suite (the regular suite has no checkout of it)."""

from __future__ import annotations

import inspect
import warnings

import numpy as np
import pytest

import ivylite
from tests.array_api_xfails.suite import BACKENDS, read_xfails

from .conftest import assert_same

STANDARD_DTYPES = [d for d in ivylite.all_dtypes if d not in ("bfloat16", "float16")]
KINDS = ["bool", "signed integer", "unsigned integer", "integral", "real floating",
         "complex floating", "numeric"]  # fmt: skip


def test_the_namespace_declares_its_standard_version():
    assert ivylite.__array_api_version__ == "2023.12"


@pytest.mark.parametrize("dtype", ivylite.all_dtypes)
def test_isdtype_takes_dtypes_as_kinds(dtype):
    for other in ivylite.all_dtypes:
        assert ivylite.isdtype(dtype, other) is (dtype == other)
        assert ivylite.isdtype(dtype, (other, "bool")) is (dtype == other or dtype == "bool")
    for kind in KINDS:
        assert isinstance(ivylite.isdtype(dtype, kind), bool)


def test_namespace_info_lists_the_standards_dtypes_and_capabilities(backend):
    info = ivylite.__array_namespace_info__()
    listed = info.dtypes()
    assert "bfloat16" not in listed and "float16" not in listed
    assert set(listed) <= set(STANDARD_DTYPES)
    for dtype in listed.values():
        ivylite.empty(1, dtype=dtype)  # each is a dtype of this backend
    limit = info.capabilities()["max dimensions"]
    assert limit is None or limit > 0


@pytest.mark.parametrize("fn", ["fftfreq", "rfftfreq"])
def test_fftfreq_takes_dtype_and_device(fn, backend):
    for dtype in ("float32", "float64"):
        out = getattr(ivylite.fft, fn)(5, d=0.5, dtype=dtype, device="cpu")
        assert out.dtype == dtype
    with pytest.raises(TypeError, match="real floating"):
        getattr(ivylite.fft, fn)(5, dtype="int32")


def test_expand_dims_axis_is_positional_or_keyword(backend):
    axis = inspect.signature(ivylite.expand_dims).parameters["axis"]
    assert axis.kind is inspect.Parameter.POSITIONAL_OR_KEYWORD
    x = ivylite.ones((2, 3))
    assert ivylite.expand_dims(x, 1).shape == ivylite.expand_dims(x, axis=1).shape == (2, 1, 3)


def test_zero_d_results_index_and_update(backend):
    x = ivylite.asarray(1.5, dtype="float32")
    y = x[()]
    y[...] = 3.0
    assert y.tolist() == 3.0
    mask = x == x
    mask |= x != x  # NumPy gives scalars for 0-d results: written all the same
    assert mask.tolist() is True
    first = ivylite.unstack(ivylite.asarray([True, False]))[0]
    first |= ivylite.asarray(True)
    assert first.tolist() is True


def test_asarray_without_a_copy_shares_with_its_input(backend):
    x = ivylite.asarray([1.0, 2.0])
    for copy in (None, False):
        y = ivylite.asarray(x, copy=copy)
        x[...] = 0.0  # rebinds on JAX and TensorFlow, writes in place elsewhere
        assert y.tolist() == [0.0, 0.0], copy
        x[...] = 1.0
    z = ivylite.asarray(x, copy=True)
    x[...] = 5.0
    assert z.tolist() == [1.0, 1.0]
    with pytest.raises(ValueError, match="copy=False"):
        ivylite.asarray(x, dtype="int32", copy=False)
    with pytest.raises(ValueError, match="copy=False"):
        ivylite.asarray([1, 2], copy=False)


def test_zero_d_integer_arrays_as_indices_bounds_and_counts(backend):
    x = ivylite.arange(6)
    n = ivylite.asarray(2)
    assert x[:n].tolist() == [0, 1]
    assert x[n : ivylite.asarray(4, dtype="uint8")].tolist() == [2, 3]
    assert x[n].tolist() == 2
    assert ivylite.repeat(ivylite.asarray([1, 2]), n).tolist() == [1, 1, 2, 2]
    assert ivylite.zeros((n, ivylite.asarray(3, dtype="int8"))).shape == (2, 3)


def test_empty_boolean_masks_select_nothing(backend):
    assert ivylite.asarray([False])[ivylite.asarray([], dtype="bool")].shape == (0,)
    assert ivylite.zeros((2, 3))[ivylite.zeros((2, 0), dtype="bool")].shape == (0,)


def test_unique_counts_tells_tiny_and_huge_floats_apart(backend):
    values = [8.4e-288, 6.6e16, 6.6e16 + 8, 8.4e-288, 1e-300, 0.0, float("nan"), float("nan")]
    r = ivylite.unique_counts(ivylite.asarray(values, dtype="float64"))
    want_values, want_counts = np.unique(np.array(values), return_counts=True, equal_nan=False)
    assert r.values.tolist()[:-2] == want_values.tolist()[:-2]
    assert r.counts.tolist() == want_counts.tolist()
    x = ivylite.asarray([1e-300, 1e-30, 0.0], dtype="float64")
    assert (x == 0).tolist() == [False, False, True]
    assert (x != 0).tolist() == [True, True, False]


@pytest.mark.parametrize("scale", [1.0, 1e200, 1e-300])
def test_complex_qr_agrees_with_lapack_at_any_magnitude(scale, backend):
    rng = np.random.default_rng(0)
    m = (rng.standard_normal((2, 3, 3)) + 1j * rng.standard_normal((2, 3, 3))) * scale
    q, r = ivylite.linalg.qr(ivylite.asarray(m, dtype="complex128"))
    q0, r0 = np.linalg.qr(m)
    np.testing.assert_allclose(np.asarray(q), q0, rtol=1e-9, atol=1e-12)
    np.testing.assert_allclose(np.asarray(r), r0, rtol=1e-9, atol=1e-12 * scale)


def test_dlpack_takes_the_2023_keywords(backend):
    x = ivylite.asarray([1.0, 2.0])
    for kwargs in ({}, {"copy": True}, {"copy": False}, {"dl_device": (1, 0)},
                   {"max_version": (1, 0)}, {"max_version": (1, 0), "copy": True},
                   {"max_version": (0, 0)}):  # fmt: skip
        x.__dlpack__(**kwargs)
    with pytest.raises(BufferError):
        x.__dlpack__(dl_device=(2, 0))
    assert np.from_dlpack(x).tolist() == [1.0, 2.0]


@pytest.mark.parametrize("dtype", ["float32", "float64", "float16"])
def test_sign_of_either_zero_is_positive_zero(dtype, backend):
    out = np.asarray(ivylite.sign(ivylite.asarray([-0.0, 0.0], dtype=dtype))).astype(np.float32)
    assert out.tolist() == [0.0, 0.0] and not np.signbit(out).any()


def test_eye_takes_any_diagonal(backend):
    assert ivylite.eye(0, k=2**63).shape == (0, 0)
    assert ivylite.eye(2, 3, k=-(2**70)).tolist() == [[0.0] * 3] * 2


# --- casts ---------------------------------------------------------------------------

_SPECIAL_FLOATS = [np.nan, np.inf, -np.inf, 1e20, -1e20, 3e9, -3e9, 300.7, -1.5, 70000.2,
                   2.0**31, 2.0**63, 2.0**64 + 4096, -(2.0**63), 1.8e19, 5e9, 0.0, -0.0,
                   127.9, -128.9, 4294967295.0, 4294967296.0]  # fmt: skip


@pytest.mark.parametrize("source", ["float64", "float32", "float16"])
def test_float_to_int_casts_give_numpys_values(source, backend):
    # 3 copies: NumPy's vectorised loop (its answer for arrays of this size)
    values = np.array(_SPECIAL_FLOATS * 3).astype(source)
    x = ivylite.asarray(values, dtype=source)
    for target in ivylite.valid_int_dtypes + ivylite.valid_uint_dtypes:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            # float16 converts as its float64 value (NumPy's own float16 -> uint32
            # loop differs from its float64 one for NaN and out-of-range values)
            want = values.astype("float64").astype(target)
        got = np.asarray(ivylite.astype(x, target))
        assert got.tolist() == want.tolist(), f"{source} -> {target} on {backend}"
        assert np.asarray(ivylite.asarray(x, dtype=target)).tolist() == want.tolist()


def test_complex_to_real_cast_is_refused(backend):
    z = ivylite.asarray([1 + 2j, 0j])
    for target in ("float32", "float64", "int32"):
        with pytest.raises(TypeError, match=r"real\(x\)"):
            ivylite.astype(z, target)
    assert ivylite.astype(z, "bool").tolist() == [True, False]
    assert ivylite.astype(ivylite.real(z), "float32").tolist() == [1.0, 0.0]


# --- complex arithmetic ---------------------------------------------------------------

_INF, _NAN = float("inf"), float("nan")


def test_complex_arithmetic_special_values_agree(every_backend):
    """What the fuzzer found: NumPy's answers on every backend."""
    z = np.array([1 + 2j, 0j, -1 + 1j, complex(_NAN, 0)])
    zero = np.zeros(4, complex)
    infinite = np.array(
        [complex(0, _INF), complex(_INF, 1), complex(-_INF, -0.0), complex(_NAN, 1)]
    )
    both = np.array(
        [complex(_INF, _INF), complex(_INF, 0), complex(-_INF, _INF), complex(0, -_INF)]
    )
    cases = {
        "add inf": lambda ns: ns.add(ns.asarray(z), _INF),
        "subtract inf": lambda ns: ns.subtract(ns.asarray(z), _INF),
        "inf plus": lambda ns: ns.add(_INF, ns.asarray(z)),
        "pow zero": lambda ns: ns.pow(ns.asarray(z), ns.asarray(zero)),
        "pow scalar zero": lambda ns: ns.pow(ns.asarray(z), 0),
        "divide by zero": lambda ns: ns.divide(ns.asarray(z), ns.asarray(zero)),
        "zero to powers": lambda ns: ns.pow(ns.asarray(zero), ns.asarray(z + 1 + 1j)),
        "negative": lambda ns: ns.negative(ns.asarray(infinite)),
        "multiply infinities": lambda ns: ns.multiply(ns.asarray(infinite), ns.asarray(z)),
        # TensorFlow's vector loop multiplies as the standard does, its scalar
        # tail as C99's Annex G: short arrays show it.
        "multiply by one": lambda ns: ns.multiply(ns.asarray(both[:3]), 1),
        "multiply one by one": lambda ns: ns.multiply(ns.asarray(both[:1]), ns.asarray(both[:1])),
    }
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for name, case in cases.items():
            want = case(ivylite.backend("numpy"))
            for b in every_backend:
                assert_same(case(ivylite.backend(b)), want, f"{name} on {b}")


def test_complex64_log_of_large_magnitudes_agrees(every_backend):
    """|z| beyond float32's square root: TensorFlow's vector loop squared it."""
    z = np.array([1e30j, 3e20 + 4e20j, 1 + 1j, -2e25, 5, 6j], dtype=np.complex64)
    want = ivylite.backend("numpy").log(ivylite.backend("numpy").asarray(z))
    for b in every_backend:
        ns = ivylite.backend(b)
        assert_same(ns.log(ns.asarray(z)), want, f"log on {b}")


@pytest.mark.parametrize("other", ["complex64", "bfloat16", "float32"])
def test_complex_matmul_with_infinite_parts_agrees(other, every_backend):
    """The standard's complex product, summed term by term, on every backend: each
    framework's complex kernel treats an infinite part its own way."""
    x1 = np.array([[complex(_INF, 0), 1 + 2j], [complex(0, _INF), complex(_NAN, 1)]])
    x2 = np.array([[1.0, _INF], [0.0, 2.0]])
    # x2 becomes complex first (d = 0j): each term is (ac - bd) + (ad + bc)j.
    a, b, c, d = x1.real, x1.imag, x2, np.zeros_like(x2)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        want = np.empty((2, 2), np.complex64)
        want.real, want.imag = a @ c - b @ d, a @ d + b @ c
        for b_name in every_backend:
            ns = ivylite.backend(b_name)
            got = ns.matmul(ns.asarray(x1, dtype="complex64"), ns.asarray(x2, dtype=other))
            assert got.dtype == "complex64", b_name
            for part in (np.real, np.imag):
                np.testing.assert_array_equal(part(np.asarray(got)), part(want), err_msg=b_name)


# --- the official suite's xfails files --------------------------------------------------

# What ivylite refuses by design, and nothing else: each entry's reason names one.
_BY_DESIGN = ("a str subclass by design", "dtypes are str by design", "promises uint32")


@pytest.mark.parametrize("backend_name", BACKENDS)
def test_the_suites_xfails_are_only_refusals_by_design(backend_name):
    entries = read_xfails(backend_name)
    assert entries, backend_name
    for test_id, reason in entries.items():
        assert test_id.startswith("array_api_tests/test_") and "::" in test_id, test_id
        assert any(r in reason for r in _BY_DESIGN), f"{test_id}: {reason!r}"
    accumulators = [t for t, r in entries.items() if "uint32" in r]
    assert bool(accumulators) == (backend_name in ("torch", "paddle")), backend_name


@pytest.mark.parametrize("dtype", ["float16", "bfloat16", "float32", "float64"])
def test_negative_of_a_zero_flips_its_sign(dtype, backend):
    """IEEE negation: -(+0.0) is -0.0 and -(-0.0) is +0.0 (paddle's own neg keeps +0.0)."""
    x = ivylite.asarray([0.0, -0.0, 1.5], dtype=dtype)
    for got in (ivylite.negative(x), -x):
        host = np.asarray(ivylite.astype(got, "float32"))
        assert got.dtype == dtype
        assert np.signbit(host).tolist() == [True, False, True]
        assert host.tolist() == [0.0, 0.0, -1.5]
