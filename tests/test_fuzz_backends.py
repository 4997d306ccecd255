"""A fuzzer across backends: random calls, the same dtype and values everywhere.

Hypothesis draws a function, dtypes and small arrays full of the values that
tell backends apart (signed zeros, infinities, NaNs, extremes of each dtype)
and calls the function on every installed backend. The results must have the
same dtype and the same values (within each dtype's tolerance), or every
backend must raise the same exception type. A backend that refuses a dtype by
design (``UnsupportedDtypeError``: torch has no uint16) is left out of that
comparison. What the standard leaves undefined and ivylite documents is not
drawn: the sign of a zero is compared as a zero, and complex infinities and
NaNs stay out of the functions in ``UNDEFINED`` (docs/array_api.rst lists them).

``IVYLITE_FUZZ_EXAMPLES=2000`` runs a longer, randomised search.
"""

from __future__ import annotations

import os
import warnings

import numpy as np
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

import ivylite
from ivylite.dtypes import FINITE_RANGES, numpy_dtype

from .conftest import INSTALLED, TOLERANCE, assert_same, to_host

_EXAMPLES = int(os.environ.get("IVYLITE_FUZZ_EXAMPLES", "0"))
FUZZ = settings(
    max_examples=_EXAMPLES or 40,
    derandomize=not _EXAMPLES,  # the regular suite: the same examples on every run
    deadline=None,
    database=None,
    suppress_health_check=list(HealthCheck),
)

UNARY = ["abs", "negative", "positive", "square", "sqrt", "exp", "expm1", "log", "log1p",
         "sin", "cos", "tanh", "floor", "ceil", "trunc", "round", "sign", "isnan", "isinf",
         "isfinite", "signbit", "logical_not", "bitwise_invert", "real", "imag", "conj"]  # fmt: skip
BINARY = ["add", "subtract", "multiply", "divide", "floor_divide", "remainder", "pow",
          "maximum", "minimum", "equal", "not_equal", "less", "greater_equal", "logical_and",
          "logical_xor", "bitwise_and", "bitwise_or", "bitwise_left_shift", "atan2", "hypot",
          "copysign"]  # fmt: skip
REDUCTIONS = ["sum", "prod", "max", "min", "mean", "cumulative_sum", "argmax", "all", "any"]

# Complex results the standard does not fix when a part is infinite or NaN, and
# why: their inputs are drawn finite.
UNDEFINED = {
    "prod": "a product's infinities depend on the order and start (1+0j or the first element)",
    "pow": "the standard says only 'as if exp(x2 * log(x1))'; NumPy multiplies for small integers",
    "mean": "the sum divided by the count: a complex or a real count give different NaNs",
    "max": "complex max/min are not in the standard (real dtypes only); NaN handling differs",
    "min": "complex max/min are not in the standard (real dtypes only); NaN handling differs",
}


def _defined(fn: str, x: np.ndarray, complex_result: bool) -> np.ndarray:
    """``x`` with its non-finite values replaced by 1 where ``fn`` leaves them undefined."""
    if fn in UNDEFINED and complex_result:
        return np.where(np.isfinite(x), x, 1).astype(x.dtype)
    return x


_FLOAT_SPECIALS = [0.0, -0.0, 1.0, -1.0, 0.5, 2.5, -2.5, np.inf, -np.inf, np.nan, 1e30, -1e30]


def _valid(name: str) -> set[str]:
    from ivylite.backend import load

    return {str(d) for d in load(name).valid_dtypes}


@st.composite
def arrays(draw, dtype: str, shape: tuple[int, ...], extremes: bool = True) -> np.ndarray:
    """A NumPy array of ``dtype`` with the values that tell backends apart.

    ``extremes=False`` leaves out huge finite values: sums of them cancel
    catastrophically, and the order a framework adds in (its own, unspecified)
    then decides the digits."""
    n = int(np.prod(shape))
    kind = np.dtype(numpy_dtype(dtype)).kind
    if kind == "b":
        values = draw(st.lists(st.booleans(), min_size=n, max_size=n))
    elif kind in "iu":
        lo, hi = FINITE_RANGES[ivylite.Dtype(dtype)]
        edges = st.sampled_from([lo, hi, 0, 1, -1 if lo < 0 else 2, 3] if extremes else [0, 1, 2])
        values = draw(
            st.lists(edges | st.integers(max(lo, -100), min(hi, 100)), min_size=n, max_size=n)
        )
    else:
        lo, hi = FINITE_RANGES[
            ivylite.Dtype(dtype.replace("complex64", "float32").replace("complex128", "float64"))
        ]
        specials = _FLOAT_SPECIALS + [lo, hi] if extremes else _FLOAT_SPECIALS[:10]
        floats = st.sampled_from(specials) | st.floats(-100, 100, width=32)
        values = draw(st.lists(floats, min_size=n, max_size=n))
        if kind == "c":
            imag = draw(st.lists(floats, min_size=n, max_size=n))
            values = [complex(r, i) for r, i in zip(values, imag)]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return np.array(values, dtype=numpy_dtype(dtype)).reshape(shape)


_SHAPES = st.sampled_from([(), (1,), (3,), (2, 3), (0,), (2, 0)])


def _outcomes(call, inputs) -> dict[str, object]:
    """``call(ns, *arrays)`` on every installed backend: its result or its exception."""
    found = {}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for b in INSTALLED:
            ns = ivylite.backend(b)
            try:
                found[b] = call(ns, *(ns.asarray(x, dtype=str(d)) for x, d in inputs))
            except Exception as e:  # noqa: BLE001 - compared below
                found[b] = e
    return found


def _agree(found: dict[str, object], context: str) -> None:
    kept = {b: r for b, r in found.items() if not isinstance(r, ivylite.UnsupportedDtypeError)}
    if len(kept) < 2:
        return
    errors = {b: type(r) for b, r in kept.items() if isinstance(r, Exception)}
    if errors:
        assert len(errors) == len(kept), f"{context}: some raise {errors}, others compute"
        kinds = {next(c for c in t.__mro__ if c.__module__ == "builtins") for t in errors.values()}
        assert len(kinds) == 1, f"{context}: different exception types {errors}"
        return
    ref_name = "numpy" if "numpy" in kept else next(iter(kept))
    ref = kept[ref_name]
    for b, r in kept.items():
        if isinstance(r, tuple):
            for i, (part, ref_part) in enumerate(zip(r, ref)):
                _same(part, ref_part, f"{context} [{i}] on {b} vs {ref_name}")
        else:
            _same(r, ref, f"{context} on {b} vs {ref_name}")


def _same(result, reference, context: str) -> None:
    """``assert_same``, with complex parts compared relative to the magnitude: a
    complex result computed through exp and log (pow) is exact to that."""
    if reference.dtype not in ("complex64", "complex128"):
        return assert_same(result, reference, context)
    assert result.dtype == reference.dtype, f"{context}: dtype {result.dtype} != {reference.dtype}"
    got, want = to_host(result), to_host(reference)
    assert got.shape == want.shape, context
    finite = np.abs(want[np.isfinite(want)])
    tol = TOLERANCE[str(reference.dtype)]
    atol = tol * max(1.0, float(finite.max()) if finite.size else 1.0)
    for part in (np.real, np.imag):
        np.testing.assert_allclose(part(got), part(want), rtol=tol, atol=atol, equal_nan=True,
                                   err_msg=context)  # fmt: skip


DTYPES = sorted(set.intersection(*(_valid(b) for b in INSTALLED)), key=ivylite.all_dtypes.index)


@pytest.mark.skipif(len(INSTALLED) < 2, reason="needs two backends")
@FUZZ
@given(fn=st.sampled_from(UNARY), dtype=st.sampled_from(DTYPES), data=st.data())
def test_unary_functions_agree(fn, dtype, data):
    x = data.draw(arrays(dtype, data.draw(_SHAPES)))
    _agree(_outcomes(lambda ns, a: getattr(ns, fn)(a), [(x, dtype)]), f"{fn}({x!r})")


@pytest.mark.skipif(len(INSTALLED) < 2, reason="needs two backends")
@FUZZ
@given(fn=st.sampled_from(BINARY), d1=st.sampled_from(DTYPES), d2=st.sampled_from(DTYPES),
       data=st.data())  # fmt: skip
def test_binary_functions_agree(fn, d1, d2, data):
    shape = data.draw(_SHAPES)
    x1 = data.draw(arrays(d1, shape))
    x2 = data.draw(arrays(d2, data.draw(st.sampled_from([shape, shape[-1:], ()]))))
    complex_result = "complex" in d1 + d2
    x1, x2 = _defined(fn, x1, complex_result), _defined(fn, x2, complex_result)
    _agree(_outcomes(lambda ns, a, b: getattr(ns, fn)(a, b), [(x1, d1), (x2, d2)]),
           f"{fn}({x1!r}, {x2!r})")  # fmt: skip


@pytest.mark.skipif(len(INSTALLED) < 2, reason="needs two backends")
@FUZZ
@given(fn=st.sampled_from(BINARY[:10]), dtype=st.sampled_from(DTYPES), data=st.data(),
       scalar=st.sampled_from([0, 1, -1, 2, 300, 0.5, -0.0, float("inf"), float("nan"), True, 1j]))  # fmt: skip
def test_python_scalars_agree(fn, dtype, data, scalar):
    complex_result = "complex" in dtype or isinstance(scalar, complex)
    assume(not (fn in UNDEFINED and complex_result and not np.isfinite(scalar)))
    x = _defined(fn, data.draw(arrays(dtype, data.draw(_SHAPES))), complex_result)
    _agree(_outcomes(lambda ns, a: getattr(ns, fn)(a, scalar), [(x, dtype)]),
           f"{fn}({x!r}, {scalar!r})")  # fmt: skip


@pytest.mark.skipif(len(INSTALLED) < 2, reason="needs two backends")
@FUZZ
@given(fn=st.sampled_from(REDUCTIONS), dtype=st.sampled_from(DTYPES), data=st.data())
def test_reductions_agree(fn, dtype, data):
    x = data.draw(arrays(dtype, data.draw(st.sampled_from([(3,), (2, 3), (1,)])), extremes=False))
    x = _defined(fn, x, "complex" in dtype)
    axis = -1 if fn == "cumulative_sum" else data.draw(st.sampled_from([None, 0, -1]))
    _agree(_outcomes(lambda ns, a: getattr(ns, fn)(a, axis=axis), [(x, dtype)]),
           f"{fn}({x!r}, axis={axis})")  # fmt: skip


@pytest.mark.skipif(len(INSTALLED) < 2, reason="needs two backends")
@FUZZ
@given(source=st.sampled_from(DTYPES), target=st.sampled_from(DTYPES), data=st.data())
def test_casts_agree(source, target, data):
    x = data.draw(arrays(source, data.draw(_SHAPES)))
    _agree(_outcomes(lambda ns, a: ns.astype(a, target), [(x, source)]),
           f"astype({x!r}, {target})")  # fmt: skip


@pytest.mark.skipif(len(INSTALLED) < 2, reason="needs two backends")
@FUZZ
@given(d1=st.sampled_from(DTYPES), d2=st.sampled_from(DTYPES), data=st.data())
def test_matmul_agrees(d1, d2, data):
    x1 = data.draw(arrays(d1, (2, 3), extremes=False))
    x2 = data.draw(arrays(d2, (3, 2), extremes=False))
    _agree(_outcomes(lambda ns, a, b: ns.matmul(a, b), [(x1, d1), (x2, d2)]),
           f"matmul({x1!r}, {x2!r})")  # fmt: skip
