"""promote_types, result_type and can_cast: golden tables, worked values, rules."""

import itertools
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import ivylite
from ivylite import PromotionError
from ivylite.dtypes import numpy_dtype
from ivylite.promotion import NODES, SHORT_NAMES, lattice

SHORT = SHORT_NAMES
DTYPES = list(ivylite.all_dtypes)


def _jax_table():
    lines = [
        line.split()
        for line in (Path(__file__).parent / "data" / "jax_promotion_table.txt")
        .read_text()
        .splitlines()
        if line and not line.startswith("#")
    ]
    header, rows = lines[0], lines[1:]
    return {SHORT[row[0]]: {SHORT[h]: SHORT[v] for h, v in zip(header, row[1:])} for row in rows}


JAX_TABLE = _jax_table()


def test_non_precise_join_table_is_jaxs_table_including_weak_types():
    join = lattice("non_precise").join
    assert set(JAX_TABLE) == set(NODES)
    for a, b in itertools.product(NODES, repeat=2):
        assert join[a][b] == JAX_TABLE[a][b], (a, b)


def test_non_precise_promote_types_equals_the_seed_table_for_all_concrete_pairs():
    with ivylite.PreciseMode(False):
        for a, b in itertools.product(DTYPES, repeat=2):
            expected = JAX_TABLE[a][b]
            expected = "float64" if expected == "f*" else expected  # a concrete f* is float64
            assert ivylite.promote_types(a, b) == expected, (a, b)


def test_non_precise_promote_types_equals_jax_with_x64():
    jax = pytest.importorskip("jax")
    jax.config.update("jax_enable_x64", True)
    import jax.numpy as jnp

    with ivylite.PreciseMode(False):
        for a, b in itertools.product(DTYPES, repeat=2):
            assert (
                ivylite.promote_types(a, b)
                == jnp.promote_types(numpy_dtype(a), numpy_dtype(b)).name
            )


def test_non_precise_weak_scalars_match_jax_result_type_with_64_bit_defaults():
    jax = pytest.importorskip("jax")
    jax.config.update("jax_enable_x64", True)
    import jax.numpy as jnp

    scalars = [True, 3, 2.5, 1j]
    with (
        ivylite.PreciseMode(False),
        ivylite.DefaultIntDtype("int64"),
        ivylite.DefaultFloatDtype("float64"),
        ivylite.DefaultComplexDtype("complex128"),
    ):
        for name in DTYPES:
            arr = np.zeros(1, dtype=numpy_dtype(name))
            for s in scalars:
                assert ivylite.result_type(arr, s) == jnp.result_type(jnp.asarray(arr), s).name
            for s1, s2 in itertools.combinations(scalars, 2):
                got = ivylite.result_type(arr, s1, s2)
                assert got == jnp.result_type(jnp.asarray(arr), s1, s2).name, (name, s1, s2)


@pytest.mark.parametrize(
    "a, b, precise, non_precise",
    [
        ("float32", "int32", "float64", "float32"),
        ("int64", "float16", "float64", "float16"),
        ("bfloat16", "float16", "float32", "float32"),
        ("uint16", "float16", "float64", "float16"),
        ("uint64", "int8", "float64", "float64"),
        ("int8", "uint8", "int16", "int16"),
        ("int8", "float16", "float16", "float16"),
        ("uint8", "float16", "float32", "float16"),
        ("int16", "float16", "float32", "float16"),
        ("int32", "float32", "float64", "float32"),
        ("float64", "complex64", "complex128", "complex128"),
        ("bool", "bool", "bool", "bool"),
        ("bool", "uint8", "uint8", "uint8"),
    ],
)
def test_worked_values(a, b, precise, non_precise):
    assert ivylite.promote_types(a, b) == precise
    assert ivylite.promote_types(b, a) == precise
    with ivylite.PreciseMode(False):
        assert ivylite.promote_types(a, b) == non_precise
        assert ivylite.promote_types(b, a) == non_precise


def test_precise_mode_is_the_default_and_switchable():
    assert ivylite.get_precise_mode() is True
    ivylite.set_precise_mode(False)
    assert ivylite.get_precise_mode() is False
    assert ivylite.promote_types("float32", "int32") == "float32"
    ivylite.unset_precise_mode()
    assert ivylite.promote_types("float32", "int32") == "float64"


def test_weak_float_defers_to_the_narrowest_float_holding_the_integers():
    int8, int32 = np.zeros(2, "int8"), np.zeros(2, "int32")
    assert ivylite.result_type(int8, 2.5) == "float16"  # precise
    assert ivylite.result_type(int32, 2.5) == "float64"
    with ivylite.PreciseMode(False):
        assert ivylite.result_type(int8, 2.5) == "float32"  # f* is weak: default float
        assert ivylite.result_type(int32, 2.5) == "float32"


@pytest.mark.parametrize("precise", [True, False])
def test_scalars_are_weak(precise):
    with ivylite.PreciseMode(precise):
        for name in DTYPES:
            if name != "bool":
                assert ivylite.result_type(name, True) == name
            if ivylite.dtype_kind(name) in ("int", "uint", "float", "complex"):
                assert ivylite.result_type(name, 1) == name
            if ivylite.dtype_kind(name) in ("float", "complex"):
                assert ivylite.result_type(name, 1.0) == name
            if ivylite.dtype_kind(name) == "complex":
                assert ivylite.result_type(name, 1j) == name
        assert ivylite.result_type(np.zeros(1, bool), 1) == "int32"
        assert ivylite.result_type(1, 2.5) == "float32"
        assert ivylite.result_type(2.5) == "float32" and ivylite.result_type(True) == "bool"
        assert ivylite.result_type("float32", 1j) == "complex64"
        assert ivylite.result_type("float64", 1j) == "complex128"
        assert ivylite.result_type("bfloat16", 1j) == "complex64"


def test_worked_examples_of_one_join():
    with ivylite.PreciseMode(False):
        for order in itertools.permutations(["uint64", "int8", "bfloat16"]):
            assert ivylite.result_type(*order) == "bfloat16"
        assert ivylite.result_type("uint64", "int8") == "float64"
        assert ivylite.result_type(np.zeros(1, "int32"), 2.5) == "float32"
        # The concrete f* becomes float64 *before* the scalars join.
        assert ivylite.result_type("uint64", "int8", 2.5) == "float64"


def test_python_types_are_weak_in_promotion():
    assert ivylite.promote_types(int, "int8") == "int8"
    assert ivylite.promote_types("float16", float) == "float16"
    assert ivylite.promote_types(int, float) == "float32"
    assert ivylite.promote_types(bool, "uint8") == "uint8"


def test_numpy_and_framework_dtype_objects_are_accepted():
    assert ivylite.promote_types(np.dtype("int8"), np.dtype("uint8")) == "int16"
    assert ivylite.promote_types(np.float32, np.int32) == "float64"
    assert ivylite.result_type(np.float16(1), np.int8(1)) == "float16"  # NumPy scalars are concrete


def test_result_type_needs_an_argument_and_valid_inputs():
    with pytest.raises(ValueError, match="at least one"):
        ivylite.result_type()
    with pytest.raises(ivylite.InvalidDtypeError, match="result_type"):
        ivylite.result_type("float32", "floot32")
    with pytest.raises(ivylite.InvalidDtypeError, match="result_type"):
        ivylite.result_type("float32", [1, 2])


@pytest.mark.parametrize(
    "dtype, value",
    [("int8", 128), ("int8", -129), ("uint8", 256), ("uint8", -1), ("int32", 2**31),
     ("uint64", 2**64), ("int64", -(2**63) - 1), ("float16", 65505), ("bool", 2)],
)  # fmt: skip
def test_python_int_that_does_not_fit_raises_overflow(dtype, value):
    if dtype == "bool":  # bool + int is an int: check the default int dtype's range instead
        dtype, value = np.zeros(1, bool), 2**31
    with pytest.raises(OverflowError, match="does not fit"):
        ivylite.result_type(dtype, value)


@pytest.mark.parametrize(
    "dtype, value",
    [("int8", 127), ("int8", -128), ("uint8", 255), ("uint8", 0), ("uint64", 2**64 - 1),
     ("float16", 65504), ("float32", 2**100)],
)  # fmt: skip
def test_python_int_at_the_edge_fits(dtype, value):
    assert ivylite.result_type(dtype, value) == dtype


def test_overflow_uses_the_default_when_only_scalars():
    assert ivylite.result_type(2**31 - 1) == "int32"
    with pytest.raises(OverflowError, match="int32"):
        ivylite.result_type(2**31)
    with ivylite.DefaultIntDtype("int64"):
        assert ivylite.result_type(2**31) == "int64"


class TestArrayApiPolicy:
    def test_same_kind_follows_the_standard(self):
        with ivylite.PromotionPolicy("array_api"):
            assert ivylite.promote_types("int8", "uint8") == "int16"
            assert ivylite.promote_types("uint32", "int64") == "int64"
            assert ivylite.promote_types("float32", "float64") == "float64"
            assert ivylite.promote_types("float32", "complex64") == "complex64"
            assert ivylite.promote_types("float64", "complex64") == "complex128"
            assert (
                ivylite.result_type("float32", 1) == "float32"
            )  # int scalar, float array: allowed

    @pytest.mark.parametrize(
        "a, b", [("int8", "float32"), ("bool", "int8"), ("uint64", "int64"), ("int32", "complex64")]
    )
    def test_cross_kind_raises_naming_both_and_the_policy(self, a, b):
        with ivylite.PromotionPolicy("array_api"), pytest.raises(PromotionError) as info:
            ivylite.promote_types(a, b)
        assert a in str(info.value) and b in str(info.value) and "'array_api'" in str(info.value)

    def test_scalar_of_a_higher_kind_raises(self):
        with ivylite.PromotionPolicy("array_api"):
            with pytest.raises(PromotionError, match="Python float"):
                ivylite.result_type("int32", 2.5)
            with pytest.raises(PromotionError, match="Python int"):
                ivylite.result_type("bool", 1)

    def test_matches_array_api_strict(self):
        xp = pytest.importorskip("array_api_strict")
        names = ["bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
                 "float32", "float64", "complex64", "complex128"]  # fmt: skip
        with ivylite.PromotionPolicy("array_api"):
            for a, b in itertools.product(names, repeat=2):
                try:
                    expected = str(xp.result_type(getattr(xp, a), getattr(xp, b))).rsplit(".", 1)[
                        -1
                    ]
                except TypeError:
                    expected = None
                try:
                    got = ivylite.promote_types(a, b)
                except PromotionError:
                    got = None
                assert got == expected, (a, b)


class TestStrictPromotion:
    def test_same_kind_still_promotes(self):
        with ivylite.StrictPromotion():
            assert ivylite.promote_types("int8", "uint8") == "int16"
            assert ivylite.promote_types("float16", "bfloat16") == "float32"
            assert ivylite.result_type("float16", 1) == "float16"  # a lower-kind scalar is fine
            assert ivylite.result_type("complex64", 1.5) == "complex64"

    @pytest.mark.parametrize(
        "a, b", [("int8", "float16"), ("bool", "int8"), ("float32", "complex64")]
    )
    def test_cross_kind_raises(self, a, b):
        assert ivylite.promote_types(a, b)  # defined without strict mode
        with ivylite.StrictPromotion(), pytest.raises(PromotionError, match="strict"):
            ivylite.promote_types(a, b)

    def test_int_mix_that_lands_on_float_raises(self):
        with ivylite.StrictPromotion(), pytest.raises(PromotionError, match="strict"):
            ivylite.promote_types("uint64", "int64")

    def test_higher_kind_scalar_raises(self):
        with ivylite.StrictPromotion(), pytest.raises(PromotionError, match="Python float"):
            ivylite.result_type("int32", 2.5)

    def test_set_and_unset(self):
        ivylite.set_strict_promotion()
        with pytest.raises(PromotionError):
            ivylite.promote_types("int8", "float32")
        ivylite.unset_strict_promotion()
        assert ivylite.promote_types("int8", "float32") == "float32"


def test_unknown_policy_raises():
    with pytest.raises(ValueError, match="unknown promotion policy"):
        ivylite.set_promotion_policy("numpy1")


@pytest.mark.parametrize("policy", ["precise", "non_precise", "array_api"])
def test_can_cast_follows_the_lattice(policy):
    lat = lattice(policy)
    with ivylite.PromotionPolicy(policy):
        for a, b in itertools.product(DTYPES, repeat=2):
            assert ivylite.can_cast(a, b) == lat.leq(a, b)
            # can_cast(a, b) exactly when promoting a with b gives b
            try:
                promoted_to_b = ivylite.promote_types(a, b) == b
            except PromotionError:
                promoted_to_b = False
            assert ivylite.can_cast(a, b) == promoted_to_b, (a, b)
        assert ivylite.can_cast(np.zeros(1, "int8"), "int16")


def test_can_cast_examples():
    assert ivylite.can_cast("int8", "float16") and not ivylite.can_cast("float32", "int64")
    assert not ivylite.can_cast("int64", "float32")
    with ivylite.PreciseMode(False):
        assert ivylite.can_cast("int64", "float16")


# --- order independence, with arrays, dtypes and scalars mixed ---------------

SCALARS = [True, False, 0, 1, -1, 100, 2.5, -0.0, 1j]
ARGS = st.one_of(st.sampled_from(DTYPES), st.sampled_from(SCALARS))


def _outcome(args):
    try:
        return ivylite.result_type(*args)
    except (PromotionError, OverflowError) as e:
        return type(e)


@pytest.mark.parametrize("policy", ["precise", "non_precise", "array_api"])
def test_result_type_is_order_independent_for_every_triple(policy):
    values = DTYPES + SCALARS
    with ivylite.PromotionPolicy(policy):
        for triple in itertools.combinations_with_replacement(values, 3):
            outcomes = {_outcome(p) for p in itertools.permutations(triple)}
            assert len(outcomes) == 1, (triple, outcomes)


@settings(max_examples=300, deadline=None)
@given(args=st.lists(ARGS, min_size=1, max_size=6), data=st.data(), precise=st.booleans())
def test_result_type_is_order_independent_for_any_number(args, data, precise):
    shuffled = data.draw(st.permutations(args))
    with ivylite.PreciseMode(precise):
        assert _outcome(args) == _outcome(shuffled)


@settings(max_examples=300, deadline=None)
@given(args=st.lists(st.sampled_from(DTYPES), min_size=2, max_size=5), precise=st.booleans())
def test_n_ary_result_type_of_dtypes_is_the_join(args, precise):
    with ivylite.PreciseMode(precise):
        join = lattice().join
        node = args[0]
        for a in args[1:]:
            node = join[node][a]
        assert ivylite.result_type(*args) == ("float64" if node == "f*" else node)
