"""The jax frontend's promotion against the real jax (64-bit mode).

All 15x15 dtype pairs, the weak Python scalar kinds (bool, int, float,
complex) with every dtype, weakly typed arrays, Python int overflow, and the
"jax" promotion policy registered in ivylite.promotion. No dtype is skipped:
jax has all 15. On torch and paddle ivylite has no uint16/32/64, and the
frontend then raises ivylite's clear error (asserted, not skipped).
"""

from __future__ import annotations

import itertools

import numpy as np
import pytest

import ivylite
from ivylite.promotion import NON_PRECISE_EDGES, lattice

jax = pytest.importorskip("jax")
jax.config.update("jax_enable_x64", True)
import jax.numpy as jnp  # noqa: E402

import ivylite.frontends.jax as fjax  # noqa: E402
import ivylite.frontends.jax.numpy as fnp  # noqa: E402
from ivylite.frontends.jax import promotion as P  # noqa: E402

from .test_jax_frontend import backend_dtypes, family_cases, run_cases  # noqa: E402

DTYPES = [str(d) for d in ivylite.all_dtypes]
PAIRS = list(itertools.product(DTYPES, DTYPES))
SCALARS = [True, 1, 1.5, 1j]


def _invalid_here(*dtypes: str) -> bool:
    return any(d in ivylite.current_backend().invalid_dtypes for d in dtypes)


def test_edges_are_ivylites_non_precise_lattice():
    assert P.EDGES is NON_PRECISE_EDGES
    assert lattice("jax").join == lattice("non_precise").join


def test_promote_types_all_pairs_match_jax():
    got = {(a, b): str(P.promote_types_jax(a, b)) for a, b in PAIRS}
    want = {(a, b): str(jnp.promote_types(a, b)) for a, b in PAIRS}
    assert got == want
    assert {(a, b): str(fnp.promote_types(a, b)) for a, b in PAIRS} == want


def test_jax_policy_in_ivylite_matches_jax():
    with ivylite.PromotionPolicy("jax"):
        got = {(a, b): str(ivylite.promote_types(a, b)) for a, b in PAIRS}
    assert got == {(a, b): str(jnp.promote_types(a, b)) for a, b in PAIRS}


def test_promote_types_of_jax_inputs_all_pairs(backend):
    zeros = {d: np.zeros(2, dtype=jnp.dtype(d)) for d in DTYPES}
    some = backend_dtypes("pairs")  # all 15, except on the (slow to compile) jax backend
    for a, b in PAIRS:
        if a not in some:
            continue
        want = str(jnp.promote_types(a, b))
        if _invalid_here(a, b, want):
            with pytest.raises(ivylite.UnsupportedDtypeError, match="not a valid dtype"):
                P.promote_types_of_jax_inputs(fnp.asarray(zeros[a]), fnp.asarray(zeros[b]))
            continue
        x, y = P.promote_types_of_jax_inputs(fnp.asarray(zeros[a]), fnp.asarray(zeros[b]))
        assert (str(x.dtype), str(y.dtype)) == (want, want), (a, b)
        assert type(x) is type(y) and isinstance(x, ivylite.Array), (a, b)


def _scalar_cases(scalar: object) -> list[tuple]:
    cases = []
    for d in DTYPES:
        cases.append(
            (
                ("scalar", d, repr(scalar)),
                None,
                lambda d=d: fnp.ones(2, d) + scalar,
                lambda d=d: jnp.ones(2, d) + scalar,
                [d],
                f"{d} array + {scalar!r}",
            )
        )
        cases.append(
            (
                ("scalar reflected", d, repr(scalar)),
                None,
                lambda d=d: scalar * fnp.ones(2, d),
                lambda d=d: scalar * jnp.ones(2, d),
                [d],
                f"{scalar!r} * {d} array",
            )
        )
        cases.append((("weak", d, repr(scalar)), None, lambda d=d: fnp.multiply(fnp.asarray(scalar), fnp.ones(2, d)),
                      lambda d=d: jnp.multiply(jnp.asarray(scalar), jnp.ones(2, d)), [d],
                      f"asarray({scalar!r}) * {d} array"))  # fmt: skip
    return cases


@pytest.mark.parametrize("scalar", SCALARS, ids=repr)
def test_python_scalars_and_weak_arrays_with_every_dtype_match_jax(scalar, backend):
    """dtype, weak type and values of array (op) scalar, scalar (op) array and
    weak array (op) array, for every dtype; an invalid dtype gives ivylite's error."""
    run_cases(family_cases(_scalar_cases, SCALARS, scalar))
    weak_real, weak_ours = jnp.asarray(scalar), fnp.asarray(scalar)
    assert (str(weak_ours.dtype), weak_ours.weak_type) == (
        str(weak_real.dtype),
        weak_real.weak_type,
    )


def test_weak_with_weak_and_python_scalars_match_jax():
    for s1, s2 in itertools.product(SCALARS, SCALARS):
        want = jnp.asarray(s1) + s2
        got = fnp.asarray(s1) + s2
        assert (str(got.dtype), got.weak_type) == (str(want.dtype), want.weak_type), (s1, s2)
        assert P.result_dtype_and_weak(s1, s2) == (ivylite.Dtype(str(want.dtype)), want.weak_type)


def test_concrete_join_on_a_weak_node_is_weak_float64():
    want = jnp.zeros(2, "uint64") + jnp.zeros(2, "int8")
    got = fnp.zeros(2, "uint64") + fnp.zeros(2, "int8")
    assert (str(got.dtype), got.weak_type) == (str(want.dtype), want.weak_type) == ("float64", True)
    # ... so it defers to a float32 array afterwards, as in JAX
    assert str((got + fnp.zeros(2, "float32")).dtype) == "float32"


def test_result_type_matches_jax():
    cases = [
        (jnp.zeros(1, "int8"), 1),
        (2.0,),
        ("bfloat16", "float16"),
        (jnp.zeros(1, "uint64"), jnp.zeros(1, "int64"), 1.0),
        (jnp.float32, 1j),
        (True, 1),
    ]
    for case in cases:
        ours = [fnp.asarray(np.asarray(c)) if hasattr(c, "shape") else c for c in case]
        assert str(fnp.result_type(*ours)) == str(jnp.result_type(*case)), case


@pytest.mark.parametrize(
    ("dtype", "value"),
    [("int8", 1000), ("uint8", -1), ("int16", -(2**20)), ("uint32", 2**40), ("int8", 2**62)],
)
def test_python_int_that_fits_int64_wraps_like_jax(dtype, value, backend):
    if _invalid_here(dtype):
        with pytest.raises(ivylite.UnsupportedDtypeError, match="not a valid dtype"):
            fnp.zeros(3, dtype) + value
        return
    want = np.asarray(jnp.zeros(3, dtype) + value)
    got = fnp.zeros(3, dtype) + value
    assert str(got.dtype) == dtype
    np.testing.assert_array_equal(np.asarray(got), want)


@pytest.mark.parametrize("value", [2**63, -(2**63) - 1, 2**70])
def test_python_int_outside_int64_raises_like_jax(value):
    for d in ("int8", "uint64", "float32"):
        with pytest.raises(OverflowError):
            jnp.zeros(2, d) + value
        with pytest.raises(OverflowError, match="int64"):
            fnp.zeros(2, d) + value


def test_asarray_refuses_out_of_range_ints_like_jax():
    for value, d in [(300, "int8"), (-1, "uint8"), (2**63, None)]:
        with pytest.raises(OverflowError):
            jnp.asarray(value, dtype=d)
        with pytest.raises(OverflowError):
            fnp.asarray(value, dtype=d)


def test_frontend_dtypes_compare_like_jax_dtypes():
    x = fnp.asarray([1.0], dtype=fnp.float32)
    assert x.dtype == fnp.float32 and x.dtype == "float32" and x.dtype == np.float32
    assert x.dtype != fnp.float64 and fnp.dtype(float) == fnp.float64 and fnp.int_ == fnp.int64
    assert fnp.float32(1.5).weak_type is False and str(fnp.float32(1.5).dtype) == "float32"
    assert fjax.Array is fnp.ndarray
