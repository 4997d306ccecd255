"""Dtype construction, the category tuples, dtype classes and conversions."""

import numpy as np
import pytest

import ivylite
from ivylite import Dtype, InvalidDtypeError

NAMES = [
    "bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
    "bfloat16", "float16", "float32", "float64", "complex64", "complex128",
]  # fmt: skip


def test_the_fifteen_dtypes_are_attributes_and_strings():
    assert [str(d) for d in ivylite.all_dtypes] == NAMES
    for name in NAMES:
        d = getattr(ivylite, name)
        assert isinstance(d, Dtype) and isinstance(d, str) and d == name
        assert Dtype(name) is d  # one instance per name
        assert getattr(ivylite, "native_" + name) == d  # no backend: natives are ivylite dtypes


@pytest.mark.parametrize("bad", ["float", "f32", "Float32", "int", "", "float128", "torch.float32"])
def test_bad_names_raise_listing_the_valid_ones(bad):
    with pytest.raises(InvalidDtypeError) as info:
        Dtype(bad)
    message = str(info.value)
    assert repr(bad) in message
    assert all(name in message for name in NAMES)
    # Both exception families the ecosystem uses for a bad dtype.
    assert isinstance(info.value, TypeError) and isinstance(info.value, ValueError)


def test_non_string_construction_raises():
    with pytest.raises(InvalidDtypeError, match="expected a dtype name"):
        Dtype(3)


def test_category_tuples():
    assert ivylite.all_numeric_dtypes == tuple(d for d in ivylite.all_dtypes if d != "bool")
    assert ivylite.all_int_dtypes == (
        "int8",
        "int16",
        "int32",
        "int64",
        "uint8",
        "uint16",
        "uint32",
        "uint64",
    )
    assert ivylite.all_uint_dtypes == ("uint8", "uint16", "uint32", "uint64")
    assert ivylite.all_float_dtypes == ("bfloat16", "float16", "float32", "float64")
    assert ivylite.all_complex_dtypes == ("complex64", "complex128")
    for group in ("", "numeric_", "int_", "uint_", "float_", "complex_"):
        assert getattr(ivylite, f"valid_{group}dtypes") == getattr(ivylite, f"all_{group}dtypes")
        assert getattr(ivylite, f"invalid_{group}dtypes") == ()


@pytest.mark.parametrize(
    "names, expected",
    [
        (("valid",), NAMES),
        (("numeric",), NAMES[1:]),
        (("integer",), NAMES[1:9]),
        (("unsigned", "bfloat16"), ["uint8", "uint16", "uint32", "uint64", "bfloat16"]),
        (("float", "float16"), ["bfloat16", "float16", "float32", "float64"]),
        (("complex", "bool"), ["bool", "complex64", "complex128"]),
    ],
)
def test_dtype_classes_expand(names, expected):
    assert list(ivylite.expand_dtype_classes(names)) == expected


def test_dtype_class_expansion_respects_valid_set():
    valid = ("bool", "uint8", "float32")
    assert ivylite.expand_dtype_classes(("valid",), valid=valid) == ("bool", "uint8", "float32")
    assert ivylite.expand_dtype_classes(("unsigned",), valid=valid) == ("uint8",)


def test_unknown_dtype_class_raises():
    with pytest.raises(InvalidDtypeError, match="neither a dtype nor a dtype class"):
        ivylite.expand_dtype_classes(("floats",))


@pytest.mark.parametrize("name", NAMES)
def test_as_dtype_accepts_numpy_and_ml_dtypes(name):
    import ml_dtypes

    np_dtype = np.dtype(ml_dtypes.bfloat16) if name == "bfloat16" else np.dtype(name)
    assert ivylite.as_dtype(np_dtype) == name
    assert ivylite.as_dtype(np_dtype.type) == name  # scalar types: np.float32, ml_dtypes.bfloat16
    assert ivylite.as_dtype(np.zeros(2, dtype=np_dtype)) == name  # arrays
    assert ivylite.dtype(np.zeros(2, dtype=np_dtype)) == name


def test_as_dtype_python_types_follow_the_defaults():
    assert ivylite.as_dtype(bool) == "bool"
    assert (ivylite.as_dtype(int), ivylite.as_dtype(float), ivylite.as_dtype(complex)) == (
        "int32",
        "float32",
        "complex64",
    )
    with ivylite.DefaultIntDtype("int64"), ivylite.DefaultFloatDtype("float16"):
        assert (ivylite.as_dtype(int), ivylite.as_dtype(float)) == ("int64", "float16")


def test_as_dtype_never_confuses_numpy_bool_with_python_types():
    # np.dtype(bool) == bool is True in NumPy; conversion must not take that path.
    assert ivylite.as_dtype(np.dtype(bool)) == "bool"
    assert ivylite.as_dtype(np.dtype(complex)) == "complex128"


@pytest.mark.parametrize("bad", [object(), [1, 2], np.dtype("S3"), np.dtype("datetime64[s]"), "f4"])
def test_as_dtype_rejects_what_is_not_a_dtype(bad):
    with pytest.raises(InvalidDtypeError):
        ivylite.as_dtype(bad)


def test_kind_bits_and_isdtype():
    assert [ivylite.dtype_kind(n) for n in ("bool", "int8", "uint8", "bfloat16", "complex64")] == [
        "bool",
        "int",
        "uint",
        "float",
        "complex",
    ]
    assert ivylite.dtype_bits("bfloat16") == 16 and ivylite.float64.bits == 64
    assert ivylite.isdtype("uint16", "unsigned integer")
    assert not ivylite.isdtype("uint16", "signed integer")
    assert ivylite.isdtype("complex64", ("real floating", "complex floating"))
    assert ivylite.isdtype("float16", "float16") and not ivylite.isdtype("float16", "float32")
    for name in NAMES:
        assert ivylite.isdtype(name, "numeric") == (name != "bool")


def test_dtype_pickles_to_the_same_instance():
    import pickle

    assert pickle.loads(pickle.dumps(ivylite.bfloat16)) is ivylite.bfloat16


def test_as_dtype_of_an_ivylite_array():
    x = ivylite.asarray([1, 2], dtype="uint16")
    assert ivylite.as_dtype(x) is ivylite.uint16 and ivylite.dtype(x) == "uint16"
