"""Dtype support that is true: derived sets, the probe, and the CLI."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

import ivylite
from ivylite.support.probe import probe

from .conftest import INSTALLED


def test_primary_functions_combine_standard_and_invalid_dtypes():
    assert ivylite.function_supported_dtypes(ivylite.lcm, backend="numpy") == tuple(
        ivylite.all_int_dtypes
    )
    assert ivylite.function_unsupported_dtypes(ivylite.add, backend="numpy") == ("bool",)
    assert "complex64" in ivylite.function_unsupported_dtypes(ivylite.less, backend="numpy")


@pytest.mark.skipif("torch" not in INSTALLED, reason="torch is not installed")
def test_invalid_inputs_and_results_count_on_torch():
    bad = ivylite.function_unsupported_dtypes(ivylite.sum, backend="torch")
    # uint16/32/64 cannot exist on torch; uint8 sums to uint32, which cannot either.
    assert bad == ("uint8", "uint16", "uint32", "uint64")
    with ivylite.using_backend("torch"):
        assert "uint8" not in ivylite.function_supported_dtypes(ivylite.sum)


def mean_of_squares(x):
    return ivylite.mean(ivylite.square(x))


def uses_a_helper(x):
    return mean_of_squares(x) + ivylite.lcm(x, x)


def test_compositional_functions_walk_their_ast():
    assert ivylite.function_unsupported_dtypes(mean_of_squares, backend="numpy") == ("bool",)
    combined = ivylite.function_unsupported_dtypes(uses_a_helper, backend="numpy")
    assert set(combined) == set(ivylite.function_unsupported_dtypes(ivylite.lcm, backend="numpy"))
    # without recursion, only the ivylite functions it calls itself count
    assert ivylite.function_unsupported_dtypes(uses_a_helper, recurse=False, backend="numpy") == ()


def test_wrapped_functions_are_read_in_their_own_module():
    """A decorator from another module must not hide the names the wrapped function
    uses (contextmanager's wrapper is a function of contextlib, made with functools.wraps)."""
    import contextlib

    wrapped = contextlib.contextmanager(mean_of_squares)
    assert wrapped.__module__ == __name__ and wrapped.__globals__ is not globals()
    assert ivylite.function_unsupported_dtypes(wrapped, backend="numpy") == ("bool",)


def test_names_imported_from_ivylite_and_closures_resolve():
    from ivylite import gcd

    def local(x):
        return gcd(x, 2)

    assert ivylite.function_supported_dtypes(local, backend="numpy") == tuple(
        ivylite.all_int_dtypes
    )


def test_attributes_keyed_by_backend_apply():
    def einops_like(x):
        return x

    einops_like.unsupported_dtypes = {"numpy": ("float16", "complex"), "torch": ("bool",)}
    assert ivylite.function_unsupported_dtypes(einops_like, backend="numpy") == (
        "float16", "complex64", "complex128",
    )  # fmt: skip

    def floats_only(x):
        return x

    floats_only.supported_dtypes = {"numpy": ("float",)}
    assert ivylite.function_supported_dtypes(floats_only, backend="numpy") == tuple(
        ivylite.all_float_dtypes
    )


def test_backend_functions_use_their_declarations():
    from ivylite.backends.numpy import elementwise

    assert ivylite.function_unsupported_dtypes(elementwise.add) == ()


def test_device_and_dtype_variants():
    per_device = ivylite.function_unsupported_devices_and_dtypes(ivylite.gcd, backend="numpy")
    assert list(per_device) == ["cpu"] and "float32" in per_device["cpu"]
    assert ivylite.function_supported_devices_and_dtypes(ivylite.gcd, backend="numpy")[
        "cpu"
    ] == tuple(ivylite.all_int_dtypes)


def test_results_are_cached(monkeypatch):
    """A repeated question is answered from the caches: nothing is derived again."""
    from ivylite import support

    def norm_of(x):  # asked about by no other test, so nothing is cached yet
        return ivylite.sqrt(ivylite.sum(ivylite.square(x)))

    derived: list = []
    derive = support._compute
    monkeypatch.setattr(support, "_compute", lambda *a: derived.append(a[0]) or derive(*a))
    first = ivylite.function_unsupported_dtypes(norm_of, backend="numpy")
    per_device = ivylite.function_unsupported_devices_and_dtypes(norm_of, backend="numpy")
    assert norm_of in derived  # the spy sees a derivation when there is one
    derived.clear()
    assert ivylite.function_unsupported_dtypes(norm_of, backend="numpy") == first
    assert ivylite.function_supported_dtypes(norm_of, backend="numpy") == tuple(
        d for d in ivylite.all_dtypes if d not in first
    )
    assert ivylite.function_unsupported_devices_and_dtypes(norm_of, backend="numpy") == per_device
    assert derived == []


@pytest.mark.parametrize("name", INSTALLED)
def test_every_declaration_is_true(name, support_records):
    """Declared supported works with the promised dtype and NumPy's values; declared
    unsupported fails when the declaration is bypassed."""
    records = support_records(name)
    assert len(records) == len(ivylite.dispatch.registry()) * 15
    wrong = [r for r in records if not r.agree]
    assert wrong == [], "\n".join(
        f"{r.function}({r.dtype}): {r.measured} {r.reason}" for r in wrong
    )


def test_a_declaration_the_framework_does_not_need_is_reported():
    ivylite.abs.unsupported_dtypes = {"numpy": ("float32",)}
    try:
        records = {r.dtype: r for r in probe("numpy", ["abs"])}
    finally:
        del ivylite.abs.unsupported_dtypes
    r = records["float32"]
    assert r.declared == "unsupported" and r.source == "declared" and r.measured == "works"
    assert not r.agree and "abs.unsupported_dtypes['numpy']" in r.detail


def test_the_command_line_reports_json():
    out = subprocess.run(
        [sys.executable, "-m", "ivylite.support", "--backend", "numpy", "--format", "json",
         "--function", "lcm", "--function", "add", "--quiet"],
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    records = json.loads(out.stdout)
    assert len(records) == 30 and all(r["agree"] for r in records)
    lcm_float = next(r for r in records if r["function"] == "lcm" and r["dtype"] == "float32")
    assert lcm_float["declared"] == "unsupported" and lcm_float["source"] == "standard"


@pytest.mark.parametrize("fmt", ["table", "markdown", "html"])
def test_the_other_formats(fmt):
    from ivylite.support.report import FORMATS

    text = FORMATS[fmt](probe("numpy", ["gcd"]))
    assert "gcd" in text and "numpy" in text


def test_frontend_style_declarations_use_the_installed_framework_version():
    from importlib import metadata

    from ivylite.decorators import with_unsupported_dtypes

    @with_unsupported_dtypes({"1.0 and above": ("float16",)}, "numpy")
    def frontend_add(x, y):
        return ivylite.add(x, y)

    bad = ivylite.function_unsupported_dtypes(frontend_add, backend="numpy")
    assert set(bad) == {"float16", "bool"}  # its own declaration + add's

    # A key above the installed NumPy covers nothing: only add's own refusal is left.
    future = f"{int(metadata.version('numpy').split('.')[0]) + 1}.0 and above"

    @with_unsupported_dtypes({future: ("float16",)}, "numpy")
    def future_add(x, y):
        return ivylite.add(x, y)

    assert ivylite.function_unsupported_dtypes(future_add, backend="numpy") == ("bool",)

    @with_unsupported_dtypes({"1.0 and above": ("float16",)}, "tensorflow")
    def tf_style(x):
        return x

    import importlib.util

    expected = ("float16",) if importlib.util.find_spec("tensorflow") is not None else ()
    assert ivylite.function_unsupported_dtypes(tf_style, backend="numpy") == expected
