"""Edge values through the numpy frontend against real NumPy, on every backend:
integer ``//`` and ``%`` by zero, float division by zero, logarithms of 0 and
of negatives, NaN and infinities cast to integers, integer overflow; the same
results and the same RuntimeWarnings (category and message), and ``errstate``
ignoring, raising or calling as NumPy does."""

from __future__ import annotations

import warnings

import pytest

np = pytest.importorskip("numpy")

import ivylite  # noqa: E402
import ivylite.frontends.numpy as X  # noqa: E402

from ..conftest import LAZY  # noqa: E402
from .test_numpy_frontend import compare  # noqa: E402


def _heard(want_warnings: list, backend: str) -> list:
    """The warnings the frontend reports: on a lazy backend a ufunc does not
    look at values to warn (only an explicit errstate mode makes it look);
    casts, which compute, still warn."""
    if backend not in LAZY:
        return want_warnings
    return [w for w in want_warnings if w[1].endswith(" in cast")]


def run(case, m):
    """``case(m)`` and the RuntimeWarnings it raised, as (category, message) pairs."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        result = case(m)
    seen = sorted({(w.category.__name__, str(w.message)) for w in caught
                   if issubclass(w.category, RuntimeWarning)})  # fmt: skip
    return result, seen


def _a(m, values, dtype=None):
    return m.array(values, dtype=dtype)


INT_DTYPES = ["int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64"]
FLOAT_DTYPES = ["float16", "float32", "float64"]

CASES = {
    "floordiv_zero": lambda m, d: _a(m, [7, 0, 3], d) // _a(m, [0, 0, 2], d),
    "mod_zero": lambda m, d: _a(m, [7, 0, 3], d) % _a(m, [0, 0, 2], d),
    "fmod_zero": lambda m, d: m.fmod(_a(m, [7, 0, 3], d), _a(m, [0, 0, 2], d)),
    "divmod_zero": lambda m, d: m.divmod(_a(m, [7, 3], d), _a(m, [0, 2], d)),
    "zero_d_floordiv": lambda m, d: _a(m, 0, d) // _a(m, 0, d),
    "add_wraps": lambda m, d: _a(m, [m.iinfo(d).max], d) + _a(m, [1], d),
    "mul_wraps": lambda m, d: _a(m, [m.iinfo(d).max // 2 + 1], d) * _a(m, [3], d),
    "sub_wraps": lambda m, d: _a(m, [m.iinfo(d).min], d) - _a(m, [1], d),
}
SIGNED_CASES = {
    "min_floordiv_minus_one": lambda m, d: _a(m, [m.iinfo(d).min, 6], d) // _a(m, [-1, -1], d),
    "min_mod_minus_one": lambda m, d: _a(m, [m.iinfo(d).min, 6], d) % _a(m, [-1, -4], d),
    "negate_min": lambda m, d: -_a(m, [m.iinfo(d).min], d),
}
FLOAT_CASES = {
    "divide_zero": lambda m, d: _a(m, [1.0, 0.0, -1.0, m.nan], d) / _a(m, 0, d),
    "floordiv_zero": lambda m, d: _a(m, [1.0, 0.0, -1.0], d) // _a(m, 0, d),
    "mod_zero": lambda m, d: _a(m, [1.0, 0.0], d) % _a(m, 0, d),
    "log_zero": lambda m, d: m.log(_a(m, [0.0, -1.0, 1.0, m.nan], d)),
    "log2_log10": lambda m, d: (m.log2(_a(m, [0.0], d)), m.log10(_a(m, [-2.0], d))),
    "sqrt_negative": lambda m, d: m.sqrt(_a(m, [-1.0, 4.0], d)),
    "arccos_outside": lambda m, d: m.arccos(_a(m, [2.0, 0.5], d)),
    "arctanh_one": lambda m, d: m.arctanh(_a(m, [1.0, -1.0, 0.5], d)),
    "exp_overflow": lambda m, d: m.exp(_a(m, [1000.0, 1.0], d)),
    "power_zero_negative": lambda m, d: m.power(_a(m, [0.0, 2.0], d), _a(m, -1.0, d)),
    "reciprocal_zero": lambda m, d: m.reciprocal(_a(m, [0.0, 2.0], d)),
    "to_int": lambda m, d: _a(m, [m.nan, m.inf, -m.inf, 3.7, -2.5], d).astype(m.int64),
    "to_small_ints": lambda m, d: [
        _a(m, [m.nan, 300.0, -300.0, 1e20, -1.5], d).astype(t)
        for t in (m.int8, m.uint8, m.int16, m.int32, m.uint16)
    ],  # fmt: skip
    # (NaN to uint32 is 0 in NumPy's scalar loop, 2**31 in its SIMD loop for 4 or more
    # elements: C leaves it undefined; the frontend gives the scalar loop's 0)
    "to_uint": lambda m, d: _a(m, [m.nan, m.inf, -1.5, 3e9, -m.inf], d).astype(m.uint64),
    "setitem_nan": lambda m, d: _setitem(m, _a(m, [m.nan, 2.5], d)),
}


def _setitem(m, values):
    a = m.zeros(2, dtype=m.int32)
    a[:] = values  # an unsafe cast: NumPy's values and warning
    return a


def _check(case, d):
    want, want_warnings = run(lambda m: case(m, d), np)
    needed = {d, *(w.dtype.name for w in (want if isinstance(want, (list, tuple)) else [want]))}
    if any(ivylite.Dtype(n) in ivylite.current_backend().invalid_dtypes for n in needed):
        with pytest.raises(TypeError), warnings.catch_warnings():
            warnings.simplefilter("ignore")  # the steps before the refusal may warn
            case(X, d)
        return
    got, got_warnings = run(lambda m: case(m, d), X)
    compare(got, want, f"{d}")
    want_warnings = _heard(want_warnings, ivylite.current_backend_str())
    assert got_warnings == want_warnings, f"{d}: warnings {got_warnings} != {want_warnings}"


@pytest.mark.parametrize("name", sorted(CASES))
def test_integer_edges_match_numpy(name, backend):
    for d in INT_DTYPES:
        _check(CASES[name], d)


@pytest.mark.parametrize("name", sorted(SIGNED_CASES))
def test_signed_integer_edges_match_numpy(name, backend):
    for d in INT_DTYPES[:4]:
        _check(SIGNED_CASES[name], d)


@pytest.mark.parametrize("name", sorted(FLOAT_CASES))
def test_float_edges_match_numpy(name, backend):
    for d in FLOAT_DTYPES:
        _check(FLOAT_CASES[name], d)


def test_errstate_modes(backend):
    with X.errstate(all="ignore"):
        _, seen = run(lambda m: m.asarray([1.0, 0.0]) / 0, X)
    assert seen == []
    with X.errstate(invalid="raise"):
        with pytest.raises(FloatingPointError, match="invalid value encountered in sqrt"):
            X.sqrt(X.asarray([-1.0]))
        # other kinds still warn (lazy backends too: invalid="raise" makes ufuncs look)
        _, seen = run(lambda m: m.asarray([1.0]) / 0, X)
    assert seen == [("RuntimeWarning", "divide by zero encountered in divide")]
    calls = []
    with X.errstate(divide="call", call=lambda kind, flag: calls.append((kind, flag))):
        X.asarray([1]) // 0
    assert calls == [("divide by zero", 1)]

    @X.errstate(over="ignore")
    def quiet_exp(x):
        return X.exp(x)

    _, seen = run(lambda m: quiet_exp(X.asarray([1000.0])), X)
    assert seen == []
    assert X.geterr() == np.geterr()


def test_errstate_is_the_frontends_own(backend):
    # NumPy's settings do not change the frontend's, nor the other way round
    with np.errstate(all="ignore"):
        _, seen = run(lambda m: m.asarray([1.0]) / 0, X)
        with X.errstate(divide="raise"), pytest.raises(FloatingPointError):
            X.asarray([1.0]) / 0
    assert seen == _heard([("RuntimeWarning", "divide by zero encountered in divide")], backend)
    with X.errstate(all="ignore"):
        assert np.geterr()["divide"] == "warn"
