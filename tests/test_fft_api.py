"""ivylite.fft on every installed backend: the standard's semantics (array_api_strict
as the oracle), the NumPy backend's values, exact result dtypes for every input
dtype, round trips, the special values fftshift must keep, and the error paths."""

from __future__ import annotations

import inspect

import array_api_strict as xp
import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import ivylite
from ivylite import UnsupportedDtypeError
from ivylite.dtypes import numpy_dtype

from .conftest import assert_same, to_host

NP = ivylite.backend("numpy")
FFT_NAMES = list(ivylite.fft.__all__)

ONE_D = ["fft", "ifft", "rfft", "irfft", "hfft", "ihfft"]
N_D = ["fftn", "ifftn", "rfftn", "irfftn"]
REAL_IN = {"rfft", "rfftn", "ihfft"}  # real floating input only
REAL_OUT = {"irfft", "irfftn", "hfft"}  # real floating output
C2R = {"irfft", "irfftn", "hfft"}  # default n (last axis) is 2*(m-1)
NORMS = ["backward", "ortho", "forward"]

COMPLEX_OF = {
    "bfloat16": "complex64",
    "float16": "complex64",
    "float32": "complex64",
    "float64": "complex128",
    "complex64": "complex64",
    "complex128": "complex128",
}
REAL_OF = {k: "float32" if v == "complex64" else "float64" for k, v in COMPLEX_OF.items()}

SETTINGS = settings(
    max_examples=20,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)


def expected_dtype(fn: str, d: str) -> str | None:
    """The result dtype ivylite promises for input dtype d (None: refused)."""
    if d not in COMPLEX_OF or (fn in REAL_IN and d.startswith("complex")):
        return None
    return REAL_OF[d] if fn in REAL_OUT else COMPLEX_OF[d]


def assert_close(result, reference, context: str) -> None:
    """Exact dtype (label and native data), same shape, values within a tolerance
    scaled by the magnitude of the reference (an FFT sums many terms)."""
    for x in (result, reference):
        assert ivylite.as_dtype(x.data.dtype) == x.dtype, (
            f"{context}: {x.dtype} labels {x.data.dtype}"
        )
    assert result.dtype == reference.dtype, f"{context}: dtype {result.dtype} != {reference.dtype}"
    got, want = to_host(result), to_host(reference)
    assert got.shape == want.shape, f"{context}: shape {got.shape} != {want.shape}"
    tol = 1e-12 if str(result.dtype) in ("float64", "complex128") else 2e-5
    scale = max(1.0, float(np.abs(want).max())) if want.size else 1.0
    np.testing.assert_allclose(got, want, rtol=tol, atol=tol * scale, err_msg=context)


def assert_matches_strict(result, ref, context: str) -> None:
    """Same dtype name, shape and values as an array_api_strict result."""
    want = np.asarray(ref)
    assert str(result.dtype) == want.dtype.name, f"{context}: {result.dtype} != strict {ref.dtype}"
    got = to_host(result)
    assert got.shape == want.shape, f"{context}: shape {got.shape} != strict {want.shape}"
    tol = 1e-12 if want.dtype in (np.float64, np.complex128) else 2e-5
    scale = max(1.0, float(np.abs(want).max())) if want.size else 1.0
    np.testing.assert_allclose(got, want, rtol=tol, atol=tol * scale, err_msg=context)


def call(ns, fn: str, x: np.ndarray, **kwargs):
    return getattr(ns.fft, fn)(ns.asarray(x), **kwargs)


# --- strategies -----------------------------------------------------------------------


def elements(d: str):
    if d.startswith("complex"):
        return st.complex_numbers(
            max_magnitude=4,
            allow_nan=False,
            allow_infinity=False,
            width=numpy_dtype(d).itemsize * 8,
        )
    return st.floats(-4, 4, width=numpy_dtype(d).itemsize * 8)


def input_dtype(fn: str):
    return st.sampled_from(["float32", "float64"] if fn in REAL_IN else ["complex64", "complex128"])


@st.composite
def one_d_case(draw, fn: str):
    d = draw(input_dtype(fn))
    shape = draw(hnp.array_shapes(min_dims=1, max_dims=3, min_side=1, max_side=5))
    axis = draw(st.integers(-len(shape), len(shape) - 1))
    m = shape[axis]
    n = draw(st.one_of(st.none(), st.integers(1, 9)))
    if n is None and fn in C2R and m == 1:
        n = draw(st.integers(1, 9))  # the default 2*(m-1) would be 0
    x = draw(hnp.arrays(numpy_dtype(d), shape, elements=elements(d)))
    return x, {"n": n, "axis": axis, "norm": draw(st.sampled_from(NORMS))}


@st.composite
def n_d_case(draw, fn: str):
    d = draw(input_dtype(fn))
    shape = draw(hnp.array_shapes(min_dims=1, max_dims=3, min_side=1, max_side=4))
    ndim = len(shape)
    axes = draw(st.one_of(st.none(), st.permutations(range(ndim)).flatmap(
        lambda p: st.integers(1, ndim).map(lambda k: tuple(p[:k])))))  # fmt: skip
    if axes is not None and draw(st.booleans()):
        axes = tuple(a - ndim for a in axes)  # negative axes
    s = None
    if axes is not None and draw(st.booleans()):
        s = tuple(draw(st.sampled_from([-1, 1, 2, 3, 5])) for _ in axes)
    last = (axes[-1] if axes is not None else -1) % ndim
    if fn in C2R and shape[last] == 1 and (s is None or s[-1] == -1):
        # The default 2*(m-1) would be 0: name the size of the last axis.
        axes = axes if axes is not None else tuple(range(ndim))
        s = (*(s or (-1,) * len(axes))[:-1], 4)
    x = draw(hnp.arrays(numpy_dtype(d), shape, elements=elements(d)))
    return x, {"s": s, "axes": axes, "norm": draw(st.sampled_from(NORMS))}


# --- the standard's semantics and the NumPy backend's values ---------------------------


@pytest.mark.parametrize("fn", ONE_D)
def test_1d_transforms_match_numpy_backend_and_array_api_strict(backend, fn):
    @SETTINGS
    @given(case=one_d_case(fn))
    def check(case):
        x, kwargs = case
        context = f"{fn}({x.dtype}{x.shape}, {kwargs}) on {backend}"
        result = call(ivylite, fn, x, **kwargs)
        assert_close(result, call(NP, fn, x, **kwargs), context)
        assert_matches_strict(result, getattr(xp.fft, fn)(xp.asarray(x), **kwargs), context)

    check()


@pytest.mark.parametrize("fn", N_D)
def test_nd_transforms_match_numpy_backend_and_array_api_strict(backend, fn):
    @SETTINGS
    @given(case=n_d_case(fn))
    def check(case):
        x, kwargs = case
        context = f"{fn}({x.dtype}{x.shape}, {kwargs}) on {backend}"
        result = call(ivylite, fn, x, **kwargs)
        assert_close(result, call(NP, fn, x, **kwargs), context)
        s = kwargs["s"]
        if fn == "irfftn" and s is not None and s[-1] == -1:
            # NumPy (hence array_api_strict) reads -1 on the last axis as the input
            # length m; ivylite follows the standard: the whole input, 2*(m-1) points.
            m = x.shape[kwargs["axes"][-1]]
            assert result.shape[kwargs["axes"][-1]] == 2 * (m - 1), context
            return
        assert_matches_strict(result, getattr(xp.fft, fn)(xp.asarray(x), **kwargs), context)

    check()


def test_transforms_over_four_axes(backend):
    x = np.random.default_rng(0).standard_normal((2, 3, 2, 2, 3))
    for fn, data in (("fftn", x + 1j), ("ifftn", x - 2j), ("rfftn", x), ("irfftn", x + 0.5j)):
        kwargs = {"axes": (4, 0, 1, 3), "s": (4, 2, 3, 2)}
        context = f"{fn} over 4 axes on {backend}"
        result = call(ivylite, fn, data, **kwargs)
        assert_close(result, call(NP, fn, data, **kwargs), context)
        assert_matches_strict(result, getattr(xp.fft, fn)(xp.asarray(data), **kwargs), context)


@pytest.mark.parametrize("fn", ONE_D + N_D)
def test_every_dtype_on_every_backend(backend, fn):
    """Accepted dtypes give exactly the promised dtype and NumPy's values;
    the others raise UnsupportedDtypeError naming the function."""
    base = np.array([[1.5, -2.25, 3.0], [0.5, 2.0, -1.0]])
    for d in ivylite.all_dtypes:
        if d not in ivylite.valid_dtypes:
            continue  # the backend cannot hold it (torch and paddle: uint16/32/64)
        x = (base + 1j * base[::-1]) if d.startswith("complex") else base
        x = np.abs(x) if d.startswith("uint") else x
        x = x.astype(numpy_dtype(d))
        context = f"{fn}({d}) on {backend}"
        want = expected_dtype(fn, d)
        if want is None:
            with pytest.raises(UnsupportedDtypeError, match=f"fft.{fn} does not support {d}"):
                call(ivylite, fn, x)
            continue
        result = call(ivylite, fn, x)
        assert result.dtype == want, context
        assert_close(result, call(NP, fn, x), context)
        if d in ("float16", "bfloat16"):  # computed in float32
            assert_close(result, call(NP, fn, x.astype(np.float32)), context)


@pytest.mark.parametrize("fn", ["fft", "ifft", "irfft", "hfft"])
def test_real_input_is_read_as_complex(backend, fn):
    """Superset: complex transforms accept real floating input as complex."""
    x = np.array([[1.0, -2.0, 0.5, 4.0], [0.0, 1.0, 2.0, 3.0]])
    for d, c in (("float32", "complex64"), ("float64", "complex128")):
        result = call(ivylite, fn, x.astype(d))
        assert_close(result, call(NP, fn, x.astype(c)), f"{fn}({d}) on {backend}")


def test_integer_input_under_a_casting_mode(backend):
    x = np.array([1, 2, 3, 4], np.int32)
    with ivylite.CastingModes("crosscast"):
        result = call(ivylite, "fft", x)
    assert result.dtype == COMPLEX_OF[str(ivylite.default_float_dtype())]
    assert_close(
        result, call(NP, "fft", x.astype(np.float32)), f"fft(int32) crosscast on {backend}"
    )


# --- round trips ---------------------------------------------------------------------


@pytest.mark.parametrize("norm", NORMS)
@pytest.mark.parametrize("d", ["float32", "float64"])
def test_round_trips(backend, d, norm):
    rng = np.random.default_rng(1)
    x = rng.standard_normal((3, 5)).astype(d)
    z = (x + 1j * rng.standard_normal((3, 5))).astype(COMPLEX_OF[d])
    X, Z = ivylite.asarray(x), ivylite.asarray(z)
    F = ivylite.fft

    def close(got, want, what):
        assert_close(got, ivylite.asarray(want), f"{what}({d}, {norm}) on {backend}")

    close(F.ifft(F.fft(Z, norm=norm), norm=norm), z, "ifft(fft)")
    close(F.ifft(F.fft(Z, axis=0, norm=norm), axis=0, norm=norm), z, "ifft(fft, axis=0)")
    close(F.ifftn(F.fftn(Z, norm=norm), norm=norm), z, "ifftn(fftn)")
    for n in (5, 4):  # odd and even lengths
        close(F.irfft(F.rfft(X[:, :n], norm=norm), n=n, norm=norm), x[:, :n], "irfft(rfft)")
        close(F.hfft(F.ihfft(X[:, :n], norm=norm), n=n, norm=norm), x[:, :n], "hfft(ihfft)")
    close(F.irfftn(F.rfftn(X, norm=norm), s=(3, 5), axes=(0, 1), norm=norm), x, "irfftn(rfftn)")


def test_padding_and_trimming(backend):
    z = np.array([1 + 1j, 2 - 1j, 3, -4j], np.complex64)
    F = ivylite.fft
    padded = F.fft(ivylite.asarray(z), n=6)
    assert_close(
        padded, call(NP, "fft", np.concatenate([z, np.zeros(2, z.dtype)])), f"fft n=6 on {backend}"
    )
    trimmed = F.fft(ivylite.asarray(z), n=2)
    assert_close(trimmed, call(NP, "fft", z[:2]), f"fft n=2 on {backend}")
    # irfft reads n//2 + 1 input points: n=3 uses 2 of them, n=9 pads to 5.
    assert_close(
        F.irfft(ivylite.asarray(z), n=3), call(NP, "irfft", z[:2], n=3), f"irfft n=3 {backend}"
    )
    padded5 = np.concatenate([z, np.zeros(1, z.dtype)])
    assert_close(
        F.irfft(ivylite.asarray(z), n=9), call(NP, "irfft", padded5, n=9), f"irfft n=9 {backend}"
    )


def test_empty_batch_axes(backend):
    """Transforms of an array with no elements (but a non-empty transform axis)."""
    F = ivylite.fft
    e = ivylite.asarray(np.zeros((0, 4), np.complex64))
    assert F.fft(e).shape == (0, 4)
    assert F.irfft(e).shape == (0, 6)
    assert F.rfftn(ivylite.asarray(np.zeros((0, 4), np.float32)), s=(3,), axes=(1,)).shape == (0, 2)
    # A zero-length axis padded with zeros transforms to zeros.
    out = F.fft(ivylite.asarray(np.zeros((2, 0), np.complex128)), n=3)
    assert_close(
        out, ivylite.asarray(np.zeros((2, 3), np.complex128)), f"fft of padded empty on {backend}"
    )


# --- special values -------------------------------------------------------------------


@pytest.mark.parametrize("fn", ["fft", "ifft", "rfft", "irfft", "hfft", "ihfft"])
def test_nan_reaches_every_output(backend, fn):
    x = np.array([np.nan, 1.0, 2.0, 3.0, 4.0])
    x = x if fn in REAL_IN else x.astype(np.complex128)
    out = np.asarray(call(ivylite, fn, x))
    assert np.isnan(out).all(), f"{fn} on {backend}: {out}"


def test_inf_real_part(backend):
    # The real parts agree everywhere; JAX (XLA's FFT) gives NaN imaginary parts
    # where the others give finite ones (the standard leaves this unspecified).
    x = np.array([np.inf, 1, 2, 3, 4], np.complex128)
    got = np.asarray(call(ivylite, "fft", x))
    np.testing.assert_array_equal(got.real, np.asarray(call(NP, "fft", x)).real)


@pytest.mark.parametrize("fn", ["fftshift", "ifftshift"])
def test_shifts_keep_special_values_bit_for_bit(backend, fn):
    x = np.array([-0.0, np.nan, np.inf, -np.inf, 0.0, -1.5, 2.5], np.float64)
    for d in ("float16", "bfloat16", "float32", "float64"):
        got = np.asarray(call(ivylite, fn, x.astype(numpy_dtype(d))))
        want = np.asarray(call(NP, fn, x.astype(numpy_dtype(d))))
        assert got.tobytes() == want.tobytes(), f"{fn}({d}) on {backend}: {got} != {want}"
        ref = np.asarray(getattr(xp.fft, fn)(xp.asarray(x.astype(np.float64))))
        np.testing.assert_array_equal(got.astype(np.float64), ref)


# --- fftshift, ifftshift -------------------------------------------------------------


@pytest.mark.parametrize("fn", ["fftshift", "ifftshift"])
def test_shifts_every_dtype(backend, fn):
    base = np.arange(12).reshape(3, 4)
    for d in ivylite.all_dtypes:
        if d not in ivylite.valid_dtypes:
            continue
        x = base.astype(numpy_dtype(d)) if d != "bool" else base % 3 == 0
        if d == "bool":
            with pytest.raises(UnsupportedDtypeError, match=f"fft.{fn} does not support bool"):
                call(ivylite, fn, x)
            continue
        for axes in (None, 0, -1, (1, 0), ()):
            result = call(ivylite, fn, x, axes=axes)
            assert result.dtype == d
            assert_same(result, call(NP, fn, x, axes=axes), f"{fn}({d}, axes={axes}) on {backend}")
            if axes != ():
                np.testing.assert_array_equal(
                    to_host(result),
                    np.asarray(getattr(xp.fft, fn)(xp.asarray(base * 1.0), axes=axes)),
                )


@SETTINGS
@given(shape=hnp.array_shapes(min_dims=0, max_dims=3, min_side=1, max_side=5))
def test_shift_inverse(shape):
    x = ivylite.asarray(np.arange(int(np.prod(shape)), dtype=np.float32).reshape(shape))
    back = ivylite.fft.ifftshift(ivylite.fft.fftshift(x))
    assert_same(back, x, f"ifftshift(fftshift) of {shape}")


# --- fftfreq, rfftfreq ---------------------------------------------------------------


@pytest.mark.parametrize("fn", ["fftfreq", "rfftfreq"])
def test_frequencies(backend, fn):
    @SETTINGS
    @given(n=st.integers(1, 20), d=st.sampled_from([1.0, 0.5, 0.1, 3, 1e-3]))
    def check(n, d):
        for default in ivylite.valid_float_dtypes:
            with ivylite.DefaultFloatDtype(default):
                result = getattr(ivylite.fft, fn)(n, d=d)
                want = getattr(np.fft, fn)(n, d).astype(numpy_dtype(default))  # rounded once
                assert result.dtype == default
                assert_same(result, NP.asarray(want), f"{fn}({n}, d={d}) [{default}] on {backend}")
        strict = getattr(xp.fft, fn)(n, d=d)  # array_api_strict's default float is float64
        with ivylite.DefaultFloatDtype("float64"):
            assert_matches_strict(getattr(ivylite.fft, fn)(n, d=d), strict, f"{fn}({n}) strict")

    check()
    assert getattr(ivylite.fft, fn)(4, device="cpu").shape == ((4,) if fn == "fftfreq" else (3,))


# --- the API surface -----------------------------------------------------------------


@pytest.mark.parametrize("fn", FFT_NAMES)
def test_signature_is_the_standards(fn):
    ours = inspect.signature(getattr(ivylite.fft, fn)).parameters
    # fftfreq's dtype= (2024.12, array_api_strict 2.6) is taken too: 2023.12 has none,
    # and real consumers pass it.
    theirs = dict(inspect.signature(getattr(xp.fft, fn)).parameters)
    assert [(p.name, p.kind, p.default) for p in ours.values()] == [
        (p.name, p.kind, p.default) for p in theirs.values()
    ]


def test_namespace():
    assert sorted(ivylite.fft.__all__) == sorted(xp.fft.__all__)
    assert ivylite.fft.fft.__ivylite_name__ == "fft.fft"
    assert "fft" not in ivylite.functional.__all__  # not in the main namespace


def test_no_backend_set_follows_the_arguments():
    x = np.array([1, 2, 3, 4], np.complex64)
    out = ivylite.fft.fft(x)
    assert out.backend == "numpy" and out.dtype == "complex64"
    assert ivylite.fft.fftfreq(3).backend == "numpy"


# --- errors --------------------------------------------------------------------------

Z = np.array([[1 + 1j, 2, 3], [4, 5j, 6]], np.complex64)


@pytest.mark.parametrize(
    "fn, x, kwargs, error, message",
    [
        ("fft", Z, {"norm": "bad"}, ValueError, 'fft.fft: norm must be "backward", "ortho" or "forward", got \'bad\''),
        ("rfftn", Z.real, {"norm": None}, ValueError, "fft.rfftn: norm must be"),
        ("fft", Z, {"n": 0}, ValueError, "fft.fft: n must be a positive number of points, got 0"),
        ("ihfft", Z.real, {"n": -3}, ValueError, "fft.ihfft: n must be a positive number of points, got -3"),
        ("fft", Z, {"n": 2.5}, TypeError, "fft.fft: n must be an integer, got float 2.5"),
        ("fft", Z, {"n": True}, TypeError, "fft.fft: n must be an integer, got a bool"),
        ("ifft", Z, {"axis": 2}, IndexError, "fft.ifft: axis 2 is out of bounds for an array of 2 dimensions"),
        ("fft", Z[0, 0], {}, ValueError, "fft.fft: x must have at least one dimension"),
        ("irfft", Z[:, :1], {}, ValueError, r"fft.irfft: n must be a positive number of points, got 0 \(the default 2\*\(m-1\)"),
        ("hfft", Z[:, :1], {"axis": 1}, ValueError, "fft.hfft: n must be a positive number of points, got 0"),
        ("fft", Z[:, :0], {}, ValueError, r"fft.fft: n must be a positive number of points, got 0 \(the default"),
        ("fftn", Z, {"s": (2, 2)}, ValueError, r"fft.fftn: s=\(2, 2\) was given without axes"),
        ("ifftn", Z, {"s": (2,), "axes": (0, 1)}, ValueError, "fft.ifftn: s=.* and axes=.* must have the same length"),
        ("fftn", Z, {"axes": (0, -2)}, ValueError, "fft.fftn: repeated axis"),
        ("fftn", Z, {"axes": ()}, ValueError, "fft.fftn: axes is empty"),
        ("irfftn", Z, {"axes": (0, 5)}, IndexError, "fft.irfftn: axes entry 5 is out of bounds"),
        ("rfftn", Z.real, {"s": (0, 3), "axes": (0, 1)}, ValueError, r"fft.rfftn: s\[0\] must be a positive"),
        ("fftshift", Z, {"axes": (1, 1)}, ValueError, "fft.fftshift: repeated axis"),
        ("ifftshift", Z, {"axes": 3}, IndexError, "fft.ifftshift: axes entry 3 is out of bounds"),
        ("rfft", Z, {}, UnsupportedDtypeError, "fft.rfft does not support complex64"),
        ("fft", np.arange(3), {}, UnsupportedDtypeError, "fft.fft does not support int"),
        ("fftshift", np.array([True, False]), {}, UnsupportedDtypeError, "fft.fftshift does not support bool"),
    ],
)  # fmt: skip
def test_errors(backend, fn, x, kwargs, error, message):
    with pytest.raises(error, match=message):
        call(ivylite, fn, x, **kwargs)


@pytest.mark.parametrize(
    "fn, args, kwargs, error, message",
    [
        ("fftfreq", (0,), {}, ValueError, "fft.fftfreq: n must be a positive number of points, got 0"),
        ("rfftfreq", (2.0,), {}, TypeError, "fft.rfftfreq: n must be an integer"),
        ("fftfreq", (4,), {"d": 0}, ValueError, "fft.fftfreq: the sample spacing d must not be zero"),
        ("rfftfreq", (4,), {"d": "x"}, TypeError, "fft.rfftfreq: d must be a real number"),
        ("rfftfreq", (4,), {"d": True}, TypeError, "fft.rfftfreq: d must be a real number, got a bool"),
        ("fftfreq", (4,), {"device": "tpu"}, ValueError, "fft.fftfreq: device 'tpu' is not available"),
    ],
)  # fmt: skip
def test_frequency_errors(backend, fn, args, kwargs, error, message):
    with pytest.raises(error, match=message):
        getattr(ivylite.fft, fn)(*args, **kwargs)


def test_positional_and_keyword_rules():
    x = ivylite.asarray(Z)
    with pytest.raises(TypeError):
        ivylite.fft.fft(x, 4)  # n is keyword-only
    with pytest.raises(TypeError):
        ivylite.fft.fftfreq(n=4)  # n is positional-only
