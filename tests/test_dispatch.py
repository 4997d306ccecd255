"""The dispatch core: promotion through ivylite's tables, scalars, errors, casting modes."""

from __future__ import annotations

import numpy as np
import pytest

import ivylite
from ivylite import UnsupportedDtypeError
from ivylite.dispatch import cast_target

from .conftest import assert_same


def test_promotion_uses_ivylites_tables_not_the_frameworks(backend):
    i8 = ivylite.asarray([1, 2], dtype="int8")
    assert (i8 + 2.5).dtype == "float16"  # precise: the narrowest float holding int8
    assert (i8 + ivylite.asarray([1], dtype="uint8")).dtype == "int16"
    assert (
        ivylite.asarray([1], dtype="float32") * ivylite.asarray([1], dtype="int32")
    ).dtype == "float64"
    with ivylite.PreciseMode(False):
        assert (i8 + 2.5).dtype == "float32"
        assert (
            ivylite.asarray([1], dtype="float32") * ivylite.asarray([1], dtype="int32")
        ).dtype == "float32"


def test_superset_behaviour_cos_of_ints_and_mixed_int_promotion(backend):
    x = ivylite.asarray([0, 1], dtype="int32")
    c = ivylite.cos(x)
    assert c.dtype == "float64"
    np.testing.assert_allclose(np.asarray(c), np.cos([0.0, 1.0]))
    s = ivylite.add(
        ivylite.asarray([1, 2], dtype="int8"), ivylite.asarray([100, 200], dtype="int16")
    )
    assert s.dtype == "int16" and s.tolist() == [101, 202]


def test_python_int_that_does_not_fit_raises(backend):
    x = ivylite.asarray([1, 2], dtype="int8")
    with pytest.raises(OverflowError, match="Python int 1000 does not fit int8"):
        x + 1000
    with pytest.raises(OverflowError, match="does not fit uint8"):
        ivylite.asarray([256], dtype="uint8")
    with pytest.raises(OverflowError, match="does not fit int8"):
        ivylite.full((2,), 200, dtype="int8")
    with pytest.raises(OverflowError, match="does not fit int16"):
        ivylite.arange(0, 40000, 1000, dtype="int16")


def test_bad_dtype_names_raise_clearly(backend):
    with pytest.raises(ivylite.InvalidDtypeError, match="'flaot32' is not an ivylite dtype"):
        ivylite.zeros(3, dtype="flaot32")
    with pytest.raises(ivylite.InvalidDtypeError):
        ivylite.astype(ivylite.zeros(3), "float128")


def test_operators_route_through_ivylite(backend):
    x = ivylite.asarray([1.0, 2.0, 4.0])
    y = ivylite.asarray([1, 2, 3], dtype="int8")
    for got, want in [
        (x + 1, [2.0, 3.0, 5.0]),
        (1 + x, [2.0, 3.0, 5.0]),
        (x - 1, [0.0, 1.0, 3.0]),
        (10 - x, [9.0, 8.0, 6.0]),
        (x * 2, [2.0, 4.0, 8.0]),
        (x / 2, [0.5, 1.0, 2.0]),
        (8 / x, [8.0, 4.0, 2.0]),
        (x**2, [1.0, 4.0, 16.0]),
        (-x, [-1.0, -2.0, -4.0]),
        (abs(-x), [1.0, 2.0, 4.0]),
        (y // 2, [0, 1, 1]),
        (y % 2, [1, 0, 1]),
    ]:
        assert got.tolist() == want and got.backend == backend
    assert (7 // y).tolist() == [7, 3, 2] and (7 // y).dtype == "int8"
    assert (x > 1.5).tolist() == [False, True, True] and (x == 2).dtype == "bool"
    assert (x @ x).tolist() == 21.0
    m = ivylite.reshape(ivylite.arange(6, dtype="float32"), (2, 3))
    assert m.T.shape == (3, 2) and m.mT.shape == (3, 2) and m[1].tolist() == [3.0, 4.0, 5.0]
    assert m[:, 1:].shape == (2, 2) and m[..., None].shape == (2, 3, 1)


def test_array_attributes_and_conversions(backend):
    x = ivylite.asarray([[1.5, 2.0]], dtype="float64")
    assert x.shape == (1, 2) and x.ndim == 2 and x.size == 2 and x.dtype == "float64"
    assert x.device == "cpu" and x.backend == backend
    assert repr(x) == f"ivylite.array([[1.5, 2. ]], dtype=float64, backend={backend})"
    assert float(x[0, 0]) == 1.5 and int(x[0, 1]) == 2 and bool(x[0, 0])
    assert ivylite.asarray(3, dtype="int16").__index__() == 3
    assert x.__array_namespace__() is ivylite
    assert isinstance(x.data, ivylite.current_backend().native_array_types)
    np.testing.assert_array_equal(np.asarray(x), [[1.5, 2.0]])
    with pytest.raises(TypeError, match="one element"):
        float(x)
    with pytest.raises(TypeError, match="needs an integer array"):
        x.__index__()


def test_lcm_float_is_unsupported_everywhere_with_a_helpful_error(backend):
    b = ivylite.current_backend()
    x = ivylite.asarray([4.0, 6.0], dtype="float16")
    with pytest.raises(UnsupportedDtypeError) as info:
        ivylite.lcm(x, x)
    message = str(info.value)
    for part in ("lcm does not support float16", f"on {backend} {b.version}", "ivylite/functional/elementwise.py",
                 "crosscast_data_types() computes it in int32"):  # fmt: skip
        assert part in message, message


def test_crosscast_computes_lcm_of_floats_in_the_default_int(backend):
    x = ivylite.asarray([4.0, 6.0], dtype="float16")
    y = ivylite.asarray([10.0, 10.0], dtype="float16")
    ivylite.crosscast_data_types()
    out = ivylite.lcm(x, y)
    assert out.dtype == "int32" and out.tolist() == [20, 30]
    ivylite.unset_casting_modes()
    with pytest.raises(UnsupportedDtypeError):
        ivylite.lcm(x, y)


def test_casting_modes_agree_across_backends(backend):
    x = ivylite.asarray([4.0, 6.0], dtype="float32")
    with ivylite.CastingModes("crosscast"):
        got = ivylite.gcd(x, 4)
    with ivylite.using_backend("numpy"), ivylite.CastingModes("crosscast"):
        ref = ivylite.gcd(ivylite.asarray([4.0, 6.0], dtype="float32"), 4)
    assert_same(got, ref, f"gcd crosscast on {backend}")


class _FakeBackend:
    def __init__(self, valid):
        self.valid_dtypes = tuple(ivylite.Dtype(d) for d in valid)


@pytest.mark.parametrize(
    "dtype, unsupported, modes, expected",
    [
        ("float16", {"float16"}, {"upcast"}, "float32"),
        ("float16", {"float16", "float32"}, {"upcast"}, "float64"),
        ("float16", {"float16"}, {"downcast"}, None),  # nothing narrower in the group
        ("float64", {"float64"}, {"downcast"}, "float32"),
        ("bfloat16", {"bfloat16"}, {"upcast"}, "float32"),
        ("uint8", {"uint8"}, {"upcast"}, "uint16"),
        ("int32", {"int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64"}, {"crosscast"}, "float32"),
        ("float16", {"bfloat16", "float16", "float32", "float64"}, {"crosscast"}, "int32"),
        # crosscast only when the whole kind is unsupported: expm1(float16) upcasts instead.
        ("float16", {"float16"}, {"crosscast", "upcast", "downcast"}, "float32"),
        ("float16", {"float16"}, {"crosscast"}, None),
        ("complex64", {"complex64", "complex128"}, {"crosscast", "upcast", "downcast"}, None),
    ],
)  # fmt: skip
def test_cast_targets(dtype, unsupported, modes, expected):
    fake = _FakeBackend(ivylite.all_dtypes)
    got = cast_target(ivylite.Dtype(dtype), frozenset(unsupported), fake, frozenset(modes))
    assert got == expected


def test_casting_mode_functions_compose():
    ivylite.cast_data_types()
    assert ivylite.casting_modes() == {"upcast", "downcast", "crosscast"}
    ivylite.downcast_data_types(False)
    assert ivylite.casting_modes() == {"upcast", "crosscast"}
    ivylite.unset_casting_modes()
    ivylite.unset_casting_modes()
    assert ivylite.casting_modes() == frozenset()
    with pytest.raises(ValueError, match="unknown modes"):
        ivylite.CastingModes("sidecast")


def test_out_argument_receives_the_result(backend):
    x = ivylite.asarray([1.0, 2.0])
    out = ivylite.zeros(2)
    assert ivylite.add(x, 1, out=out) is out and out.tolist() == [2.0, 3.0]
    assert ivylite.sqrt(ivylite.asarray([4.0, 9.0]), out=out) is out and out.tolist() == [2.0, 3.0]
    m = ivylite.zeros((1, 1))
    ivylite.matmul(ivylite.ones((1, 2)), ivylite.ones((2, 1)), out=m)
    assert m.tolist() == [[2.0]]
    with pytest.raises(TypeError, match="out= has dtype float64 but the result is float32"):
        ivylite.add(x, 1, out=ivylite.zeros(2, dtype="float64"))
    with pytest.raises(ValueError, match="out= has shape"):
        ivylite.add(x, 1, out=ivylite.zeros(3))
    with pytest.raises(TypeError, match="must be an ivylite.Array"):
        ivylite.add(x, 1, out=[0.0, 0.0])


def test_array_constructor_wraps_any_framework(backend):
    native = ivylite.asarray([1, 2], dtype="int16").data
    x = ivylite.Array(native)
    assert type(x) is ivylite.current_backend().array_cls and isinstance(x, ivylite.Array)
    assert x.dtype == "int16" and x.backend == backend and (x + 1).tolist() == [2, 3]
    with pytest.raises(TypeError, match="expected a native array"):
        ivylite.Array([1, 2])


def test_reduction_axes_are_checked_the_same_everywhere(backend):
    x = ivylite.asarray([[1, 2], [3, 4]])
    assert ivylite.sum(x, axis=-1).tolist() == [3, 7]
    for bad in (2, -3, (0, 0)):
        with pytest.raises((IndexError, ValueError), match="axis"):
            ivylite.sum(x, axis=bad)
    with pytest.raises(IndexError, match="out of bounds"):
        ivylite.max(ivylite.asarray(3.0), axis=0)
    with pytest.raises(ValueError, match="zero-size"):
        ivylite.max(ivylite.zeros((0,)))


def test_asarray_refuses_data_that_is_not_an_array(backend):
    with pytest.raises(TypeError, match="asarray: cannot make an array from a object"):
        ivylite.asarray(object())
    with pytest.raises(ValueError, match="asarray: ragged nested sequence"):
        ivylite.asarray([[1, 2], [3]])
    with pytest.raises(TypeError, match="asarray: cannot make an array from a str"):
        ivylite.asarray(["a"])
    assert ivylite.asarray(((1, 2), (3, 4))).shape == (2, 2)
    assert ivylite.asarray([[], []]).shape == (2, 0)
