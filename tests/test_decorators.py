"""Version keys, support declarations and the recording decorators."""

from __future__ import annotations

import pytest

import ivylite
from ivylite.decorators import (
    VersionKey,
    parse_version,
    resolve_versioned,
    support_declaration,
    with_supported_dtypes,
    with_unsupported_device_and_dtypes,
    with_unsupported_dtypes,
)


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
    table = {"2.0.1 and below": ("a",), "1.12.1": ("b",), "1.0 to 1.13": ("c",), "3.0 and above": ("d",)}
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
    namespace = {"__name__": "fake_backend_module", "with_unsupported_dtypes": with_unsupported_dtypes}
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


def test_infer_dtype_records_the_relevant_scalars():
    spec = ivylite.arange.__ivylite_spec__
    assert spec.infers_dtype and spec.relevant_scalars == ("start", "stop", "step")
    assert ivylite.full.__ivylite_spec__.relevant_scalars == ("fill_value",)
    assert ivylite.zeros.__ivylite_spec__.infers_device
    assert ivylite.add.__ivylite_spec__.handles_out
