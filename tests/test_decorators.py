"""Version keys, support declarations and the recording decorators."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

import ivylite
from ivylite.backend import load
from ivylite.decorators import (
    VersionKey,
    infer_device,
    infer_dtype,
    parse_version,
    resolve_versioned,
    support_declaration,
    with_supported_dtypes,
    with_unsupported_device_and_dtypes,
    with_unsupported_dtypes,
)
from ivylite.functional._creation_template import DtypeRule, creation


@pytest.mark.parametrize(
    "key, covered, not_covered",
    [
        ("2.1 and below", ["0.9", "2.1", "2.1.3", "2.1.0+cpu"], ["2.2", "2.2.0", "3"]),
        ("2.2 and above", ["2.2", "2.2.0", "2.13.0", "10"], ["2.1.9", "1.0"]),
        ("1.0 to 2.0", ["1.0", "1.5.3", "2.0", "2.0.7"], ["0.9.9", "2.1"]),
        ("2.13.0", ["2.13.0", "2.13.0+cpu"], ["2.13.1", "2.12.0"]),
    ],
)
def test_version_keys(key, covered, not_covered):
    k = VersionKey.parse(key)
    for v in covered:
        assert k.covers(parse_version(v)), (key, v)
    for v in not_covered:
        assert not k.covers(parse_version(v)), (key, v)


def test_malformed_key_fails_at_declaration():
    with pytest.raises(ValueError, match="no version number"):
        with_unsupported_dtypes({"latest": ("float16",)}, "2.13.0")


def test_resolution_prefers_exact_then_narrowest_then_nearest_below():
    table = {
        "2.0.1 and below": ("a",),
        "1.12.1": ("b",),
        "1.0 to 1.13": ("c",),
        "3.0 and above": ("d",),
    }
    assert resolve_versioned(table, "1.12.1") == (("b",), "1.12.1")
    assert resolve_versioned(table, "1.12.0") == (("c",), "1.0 to 1.13")
    assert resolve_versioned(table, "2.0.0") == (("a",), "2.0.1 and below")
    assert resolve_versioned(table, "3.2") == (("d",), "3.0 and above")
    # 2.5 is covered by no key: the nearest key below it (2.0.1 and below) applies, visibly.
    assert resolve_versioned(table, "2.5") == (("a",), "2.0.1 and below")
    assert resolve_versioned({"3.0 and above": ("d",)}, "2.5") == (None, None)


def test_declarations_resolve_classes_against_the_valid_dtypes():
    @with_unsupported_dtypes({"2.13 and below": ("unsigned", "bfloat16")}, "2.13.0")
    def f(x):
        return x

    (decl,) = support_declaration(f)
    valid = [d for d in ivylite.all_dtypes if d not in ("uint16", "uint32", "uint64")]
    resolved = decl.resolve(valid)
    assert resolved.unsupported == {"uint8", "bfloat16"} and resolved.key == "2.13 and below"


def test_supported_declaration_means_everything_else_is_unsupported():
    @with_supported_dtypes({"2.21 and below": ("float",)}, "2.21.0")
    def f(x):
        return x

    resolved = support_declaration(f)[0].resolve(ivylite.all_dtypes)
    assert resolved.unsupported == set(ivylite.all_dtypes) - set(ivylite.all_float_dtypes)


def test_device_and_dtypes_declaration():
    @with_unsupported_device_and_dtypes({"3.3 and below": {"cpu": ("int8", "int16")}}, "3.3.1")
    def gcd(x):
        return x

    decl = support_declaration(gcd)[0]
    assert decl.resolve(ivylite.all_dtypes, "cpu").unsupported == {"int8", "int16"}
    assert decl.resolve(ivylite.all_dtypes, "gpu").unsupported == set()


def test_decorators_work_as_context_managers_over_a_block():
    namespace = {
        "__name__": "fake_backend_module",
        "with_unsupported_dtypes": with_unsupported_dtypes,
    }
    exec(
        "def before(x): return x\n"
        "with with_unsupported_dtypes({'0.4.11 and below': ('complex',)}, '0.4.11'):\n"
        "    def f1(x): return x\n"
        "    def f2(x): return x\n"
        "def after(x): return x\n",
        namespace,
    )
    for name in ("f1", "f2"):
        (decl,) = support_declaration(namespace[name])
        assert decl.resolve(ivylite.all_dtypes).unsupported == {"complex64", "complex128"}
        assert decl.where == "fake_backend_module"
    assert support_declaration(namespace["before"]) == []
    assert support_declaration(namespace["after"]) == []


# --- the creation template applies the @infer_dtype / @infer_device records ---------


@infer_dtype(relevant=("start",))
@infer_device
def _counted(start=None, count=0, /, *, dtype=None, device=None):
    """A creation function whose dtype ``start`` decides and ``count`` never does."""


def _build_counted(backend_name):
    """``_counted`` built by the creation template for one backend (not registered)."""
    B = load(backend_name)

    def values(entry, fn, B):
        def compute(start=None, count=0, /, *, dtype, device):
            return B.family("creation").zeros((2,), dtype=B.native_dtypes[dtype], device=device)

        return compute

    entry = SimpleNamespace(name="_counted", public=_counted, spec=_counted.__ivylite_spec__)
    return creation(values)(entry, None, B)


@pytest.mark.parametrize(
    "args, kwargs, want",
    [
        ((2.5, 3), {}, "float32"),  # step 3: a relevant float
        ((2, 3.5), {}, "int32"),  # count is irrelevant: its float does not count
        ((True, 3), {}, "bool"),
        ((1j, 3), {}, "complex64"),
        ((None, 3), {}, "float32"),  # step 4: no relevant value, the global default
        ((None, 3.5), {}, "float32"),
        ((2.5, 3), {"dtype": "int8"}, "int8"),  # step 1: an explicit dtype wins
    ],
)
def test_creation_template_infers_from_the_relevant_arguments_only(backend, args, kwargs, want):
    made = _build_counted(backend)(*args, **kwargs)
    assert made.dtype == want and made.backend == backend
    assert ivylite.as_dtype(made.data.dtype) == want


def test_creation_template_follows_the_configured_defaults(backend):
    made = _build_counted(backend)
    with ivylite.DefaultIntDtype("int64"), ivylite.DefaultFloatDtype("float64"):
        assert made(2, 3).dtype == "int64" and made(2.5, 3).dtype == "float64"
    with ivylite.DefaultDtype("int16"):
        assert made(None, 3).dtype == "int16"  # step 4 reads the global default
        assert made(2.5, 3).dtype == "float32"  # step 3 comes first


def test_creation_template_takes_an_array_arguments_dtype(backend):
    made = _build_counted(backend)
    x = ivylite.asarray([1, 2], dtype="int16")
    assert made(x, 3).dtype == "int16"  # step 2 before step 3
    assert made(x.data, 3.5).dtype == "int16"  # a native array counts too
    assert made(x, 3, dtype="uint8").dtype == "uint8"


def test_creation_template_device_default_and_like(backend):
    B = load(backend)
    x = ivylite.zeros((2,))
    assert _build_counted(backend)(1).device == ivylite.zeros(1).device
    assert ivylite.zeros_like(x).device == x.device
    with pytest.raises(ValueError, match="not available"):
        _build_counted(backend)(1, device="nowhere")
    assert B.default_device in str(ivylite.zeros(1).device)


def test_real_creation_functions_infer_from_their_relevant_arguments(backend):
    assert ivylite.arange(3).dtype == "int32" and ivylite.arange(0, 3, 0.5).dtype == "float32"
    assert ivylite.full((2, 3), 1).dtype == "int32"  # the shape's ints do not decide
    assert ivylite.full((2,), 1.5).dtype == "float32"
    assert ivylite.linspace(0, 4, 3).dtype == "float32"  # floating: ints become floats
    assert ivylite.zeros((2,)).dtype == "float32"
    with ivylite.DefaultDtype("int64"):
        assert ivylite.zeros((2,)).dtype == "int64" and ivylite.eye(2).dtype == "int64"
        assert ivylite.full((2,), 1.5).dtype == "float32"
    x = ivylite.asarray([1, 2], dtype="int8")
    assert ivylite.full_like(x, 2.5).dtype == "int8"  # x decides, fill_value does not
    assert ivylite.full((2,), x[0]).dtype == "int8"


def test_a_rule_naming_a_missing_parameter_fails_when_built():
    @infer_dtype(relevant=("begin",))
    def f(start, /, *, dtype=None):
        pass

    with pytest.raises(TypeError, match="'begin', which is not a parameter"):
        DtypeRule(f)


def test_out_argument_is_written(backend):
    x = ivylite.asarray([1.0, 2.0])
    out = ivylite.zeros((2,))
    assert ivylite.add(x, x, out=out) is out
    assert out.tolist() == [2.0, 4.0]
