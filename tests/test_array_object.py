"""The array object on every backend: indexing and __setitem__ with the
standard's keys, take, every operator (reflected and in-place), DLPack,
conversions. NumPy is the oracle for values; the same call on the NumPy
backend gives the reference dtype."""

from __future__ import annotations

import operator

import hypothesis.extra.numpy as hnp
import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import ivylite
from ivylite.dtypes import numpy_dtype

from .conftest import LAZY, assert_same, to_host

NP = ivylite.backend("numpy")
DTYPES = [str(d) for d in ivylite.all_dtypes]
SHAPE = (3, 4, 5)
BASE = np.arange(60).reshape(SHAPE)


def base(dtype: str) -> np.ndarray:
    if dtype == "bool":
        return BASE % 3 == 0
    return BASE.astype(numpy_dtype(dtype))


def keys(ns):
    """Keys of every kind the standard allows, built with ``ns``'s arrays."""
    idx = ns.asarray([2, 0, -1], dtype="int64")
    return [
        1,
        -1,
        (1, 2, 3),
        (-1, -2),
        slice(None, None, -1),
        (slice(1, None), slice(None, None, -2)),
        (Ellipsis, 0),
        (0, Ellipsis, slice(3, 0, -1)),
        (None, 1),
        (slice(None), None, slice(1, 3), None),
        (),
        idx,
        (slice(None), ns.asarray([1, 3], dtype="int8")),
        (ns.asarray([0, 2], dtype="uint8"), slice(None), ns.asarray([4, 0], dtype="int32")),
        ns.asarray([True, False, True]),
        (slice(None), ns.asarray([True, False, True, False])),
        ns.asarray(BASE % 7 == 0),
    ]


@pytest.mark.parametrize("dtype", DTYPES)
def test_getitem_every_kind_of_key(backend, dtype):
    if dtype not in ivylite.valid_dtypes:
        pytest.skip(f"{dtype} is not a valid dtype on {backend} (tested in test_backend_switching)")
    x = ivylite.asarray(base(dtype))
    ref = NP.asarray(base(dtype))
    for key, ref_key in zip(keys(ivylite), keys(NP)):
        assert_same(x[key], ref[ref_key], f"x[{ref_key!r}] ({dtype}) on {backend}")


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(key=hnp.basic_indices(SHAPE, min_dims=0, allow_newaxis=True, allow_ellipsis=True))
def test_getitem_basic_indices(backend, key):
    assert_same(ivylite.asarray(BASE)[key], NP.asarray(BASE)[key], f"x[{key!r}] on {backend}")


@pytest.mark.parametrize("dtype", DTYPES)
def test_setitem_every_kind_of_key(backend, dtype):
    if dtype not in ivylite.valid_dtypes:
        pytest.skip(f"{dtype} is not a valid dtype on {backend}")
    value = True if dtype == "bool" else 1
    for key, ref_key in zip(keys(ivylite), keys(NP)):
        x = ivylite.asarray(base(dtype))
        ref = NP.asarray(base(dtype))
        x[key] = value
        ref[ref_key] = value
        assert_same(x, ref, f"x[{ref_key!r}] = {value} ({dtype}) on {backend}")


@pytest.mark.parametrize("dtype", ["int8", "float32", "bfloat16", "complex64", "bool"])
def test_setitem_with_arrays(backend, dtype):
    part = base(dtype)[0, :2]  # shape (2, 5)
    x, ref = ivylite.asarray(base(dtype)), NP.asarray(base(dtype))
    x[1, 1:3] = ivylite.asarray(part)
    ref[1, 1:3] = NP.asarray(part)
    assert_same(x, ref, f"setitem of a (2, 5) block ({dtype}) on {backend}")
    # A row broadcast over a mask's selection.
    x[ivylite.asarray(BASE[:, 0, 0] > 10)] = ivylite.asarray(base(dtype)[2, 3])
    ref[NP.asarray(BASE[:, 0, 0] > 10)] = NP.asarray(base(dtype)[2, 3])
    assert_same(x, ref, f"setitem through a mask ({dtype}) on {backend}")


def test_setitem_never_changes_the_dtype(backend):
    x = ivylite.asarray([1, 2, 3], dtype="int8")
    with pytest.raises(TypeError, match="setitem: a value of type float would make this int8"):
        x[0] = 1.5
    with pytest.raises(TypeError, match="cast the value to int8"):
        x[0] = ivylite.asarray(1, dtype="int16")
    with pytest.raises(OverflowError, match="setitem: Python int 300 does not fit"):
        x[0] = 300
    with pytest.raises(TypeError, match="would make this int8 array int16"):
        x[0] = ivylite.asarray(5, dtype="uint8")  # int8 and uint8 join in int16
    x[0] = True  # bool joins int8 in int8
    x[1] = ivylite.asarray(-7, dtype="int8")
    assert x.tolist() == [1, -7, 3] and x.dtype == "int8"


def test_setitem_out_of_bounds_raises(backend):
    x = ivylite.zeros(3)
    with pytest.raises(IndexError):
        x[3] = 1.0
    if backend in LAZY:
        # The index array's values are known when computed: the write raises then.
        y = ivylite.zeros(3)
        y[ivylite.asarray([0, 5])] = 1.0
        with pytest.raises(IndexError, match="index 5 is out of bounds for axis 0 with size 3"):
            y.tolist()
    else:
        with pytest.raises(IndexError):
            x[ivylite.asarray([0, 5])] = 1.0
    assert x.tolist() == [0.0, 0.0, 0.0]


def test_setitem_writes_in_place_where_the_framework_can(backend):
    x = ivylite.zeros((2, 2))
    data_before = x.data
    x[0] = 1.0
    assert x.tolist() == [[1.0, 1.0], [0.0, 0.0]]
    if backend in ("numpy", "torch"):
        assert x.data is data_before and to_host(ivylite.Array(data_before))[0, 0] == 1.0


@pytest.mark.parametrize("dtype", DTYPES)
def test_take(backend, dtype):
    if dtype not in ivylite.valid_dtypes:
        pytest.skip(f"{dtype} is not a valid dtype on {backend}")
    x, ref = ivylite.asarray(base(dtype)), NP.asarray(base(dtype))
    for axis in (0, 1, -1):
        for idx in ([1, 0, -1, 1], [2]):
            got = ivylite.take(x, ivylite.asarray(idx), axis=axis)
            want = NP.take(ref, NP.asarray(idx), axis=axis)
            assert_same(got, want, f"take({dtype}, {idx}, axis={axis}) on {backend}")
    flat = ivylite.asarray(base(dtype)[0, 0])
    assert_same(
        ivylite.take(flat, ivylite.asarray([4, 0])),
        NP.take(NP.asarray(base(dtype)[0, 0]), NP.asarray([4, 0])),
        f"take of 1-D {dtype} on {backend}",
    )


def test_take_errors(backend):
    x = ivylite.asarray(BASE)
    with pytest.raises(ValueError, match="take: axis is required for a 3-D array"):
        ivylite.take(x, ivylite.asarray([0]))
    with pytest.raises(TypeError, match="take: indices must be an integer array, got float32"):
        ivylite.take(x, ivylite.asarray([0.0]), axis=0)
    with pytest.raises(IndexError, match="take: axis 3 is out of bounds"):
        ivylite.take(x, ivylite.asarray([0]), axis=3)


# --- operators ---------------------------------------------------------------------

ARITHMETIC = [
    ("__add__", operator.add, "add"),
    ("__sub__", operator.sub, "subtract"),
    ("__mul__", operator.mul, "multiply"),
    ("__truediv__", operator.truediv, "divide"),
    ("__floordiv__", operator.floordiv, "floor_divide"),
    ("__mod__", operator.mod, "remainder"),
    ("__pow__", operator.pow, "pow"),
]
BITWISE = [
    ("__and__", operator.and_, "bitwise_and"),
    ("__or__", operator.or_, "bitwise_or"),
    ("__xor__", operator.xor, "bitwise_xor"),
    ("__lshift__", operator.lshift, "bitwise_left_shift"),
    ("__rshift__", operator.rshift, "bitwise_right_shift"),
]
COMPARISON = [
    (operator.eq, "equal"),
    (operator.ne, "not_equal"),
    (operator.lt, "less"),
    (operator.le, "less_equal"),
    (operator.gt, "greater"),
    (operator.ge, "greater_equal"),
]


def operands(dtype: str):
    if dtype == "bool":
        return np.array([True, False, True]), np.array([True, True, False]), True
    if dtype.startswith(("int", "uint")):
        return np.array([7, 4, 9], numpy_dtype(dtype)), np.array([3, 2, 1], numpy_dtype(dtype)), 2
    return (
        np.array([1.5, 2.25, 3.0], numpy_dtype(dtype)),
        np.array([0.5, 2.0, 4.0], numpy_dtype(dtype)),
        2.0,
    )


@pytest.mark.parametrize("dtype", ["int16", "uint8", "int64", "float32", "float64", "bool"])
def test_operators_are_the_functions(backend, dtype):
    a, b, scalar = operands(dtype)
    x, y = ivylite.asarray(a), ivylite.asarray(b)
    table = list(ARITHMETIC) if dtype != "bool" else []
    table += BITWISE if dtype.startswith(("int", "uint")) else []
    table += BITWISE[:3] if dtype == "bool" else []
    for _dunder, op, fn in table:
        f = getattr(NP, fn)
        ra, rb = NP.asarray(a), NP.asarray(b)
        assert_same(op(x, y), f(ra, rb), f"x {op.__name__} y ({dtype}) on {backend}")
        assert_same(op(x, scalar), f(ra, scalar), f"x {op.__name__} {scalar!r} on {backend}")
        assert_same(op(scalar, y), f(scalar, rb), f"{scalar!r} {op.__name__} y on {backend}")
        # In place: the same values, the same object, the dtype kept.
        if fn == "divide" and dtype[0] in "iu":
            continue  # int /= int would be a float: refused (test_in_place_operators_keep...)
        z = ivylite.asarray(a.copy())  # asarray shares NumPy memory: writes would reach `a`
        before = z
        iop = getattr(operator, "i" + op.__name__.strip("_"))
        z = iop(z, y)
        assert z is before
        assert_same(z, f(ra, rb), f"x {op.__name__}= y ({dtype}) on {backend}")
    for op, fn in COMPARISON if dtype != "bool" else COMPARISON[:2]:
        assert_same(op(x, y), getattr(NP, fn)(NP.asarray(a), NP.asarray(b)), f"{fn} on {backend}")
    if dtype != "bool":
        assert_same(-x, NP.negative(NP.asarray(a)), f"-x on {backend}")
        assert_same(abs(-x if dtype[0] != "u" else x), NP.abs(NP.asarray(a)), f"abs on {backend}")
    if dtype.startswith(("int", "uint")) or dtype == "bool":
        assert_same(~x, NP.bitwise_invert(NP.asarray(a)), f"~x ({dtype}) on {backend}")


def test_matmul_operators(backend):
    a = np.arange(6, dtype=np.float32).reshape(2, 3)
    x = ivylite.asarray(a)
    assert_same(x @ x.mT, NP.matmul(NP.asarray(a), NP.asarray(a.T)), f"x @ x.mT on {backend}")
    z = ivylite.asarray(np.eye(3, dtype=np.float32))
    before = z
    z @= ivylite.asarray(np.eye(3, dtype=np.float32) * 2)
    assert z is before and z.tolist()[1][1] == 2.0
    assert x.T.shape == (3, 2) and x.mT.shape == (3, 2)


def test_in_place_operators_keep_dtype_and_shape(backend):
    x = ivylite.asarray([1, 2, 3], dtype="int8")
    with pytest.raises(
        TypeError, match=r"__iadd__: the result would be float16.*keeps this array's dtype int8"
    ):
        x += 1.5
    with pytest.raises(TypeError, match="__itruediv__"):
        x /= 2
    with pytest.raises(ValueError, match="__imul__: the result has shape"):
        x *= ivylite.ones((2, 3), dtype="int8")
    x += ivylite.asarray(1, dtype="int8")  # broadcasting the operand is fine
    assert x.tolist() == [2, 3, 4] and x.dtype == "int8"


# --- DLPack, namespace, conversions ------------------------------------------------


@pytest.mark.parametrize("dtype", ["int8", "int32", "uint8", "float32", "float64", "complex64"])
def test_dlpack_to_numpy(backend, dtype):
    a = base(dtype)[0]
    x = ivylite.asarray(a)
    assert x.__dlpack_device__() == (1, 0)
    np.testing.assert_array_equal(np.from_dlpack(x), a)


def test_namespace_and_conversions(backend):
    x = ivylite.asarray([[1.5]])
    assert x.__array_namespace__() is ivylite
    assert x.__array_namespace__(api_version="2023.12") is ivylite
    with pytest.raises(ValueError, match="unsupported api_version"):
        x.__array_namespace__(api_version="1999.01")
    assert float(x) == 1.5 and int(ivylite.asarray(3)) == 3 and bool(ivylite.asarray(True))
    assert complex(ivylite.asarray(1 + 2j)) == 1 + 2j
    assert [1, 2, 3][ivylite.asarray(1)] == 2  # __index__
    with pytest.raises(TypeError, match="__index__: needs an integer array"):
        operator.index(x)
    with pytest.raises(TypeError, match="only an array with one element"):
        float(ivylite.zeros(2))
    assert x.to_device("cpu").tolist() == [[1.5]]
    assert x.device == ivylite.__array_namespace_info__().default_device()
    assert x.size == 1 and x.ndim == 2 and x.shape == (1, 1)


@given(st.lists(st.integers(-100, 100), min_size=1, max_size=6), st.integers(-128, 127))
@settings(
    max_examples=20, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
def test_setitem_scalar_matches_numpy(backend, values, v):
    a = np.array(values, dtype=np.int8)
    for key in (0, slice(None, None, 2), -1):
        x = ivylite.asarray(a)
        x[key] = v
        ref = a.copy()
        ref[key] = v
        np.testing.assert_array_equal(to_host(x), ref)
