"""finfo, iinfo, constants and __array_namespace_info__ against NumPy and array-api-strict."""

from __future__ import annotations

import math

import ml_dtypes
import numpy as np
import pytest

import ivylite


@pytest.mark.parametrize(
    "name", ["bfloat16", "float16", "float32", "float64", "complex64", "complex128"]
)
def test_finfo_matches_numpy_and_ml_dtypes(name):
    got = ivylite.finfo(name)
    real = {"complex64": "float32", "complex128": "float64"}.get(name, name)
    want = ml_dtypes.finfo(ml_dtypes.bfloat16) if real == "bfloat16" else np.finfo(real)
    assert (got.bits, got.eps, got.max, got.min, got.smallest_normal) == (
        want.bits, float(want.eps), float(want.max), float(want.min), float(want.smallest_normal),
    )  # fmt: skip
    assert got.dtype == real


@pytest.mark.parametrize("name", [str(d) for d in ivylite.all_int_dtypes])
def test_iinfo_matches_numpy(name):
    got, want = ivylite.iinfo(name), np.iinfo(name)
    assert (got.bits, got.max, got.min, got.dtype) == (
        want.bits,
        int(want.max),
        int(want.min),
        name,
    )


def test_info_matches_array_api_strict():
    xp = pytest.importorskip("array_api_strict")
    for name in ("float32", "float64"):
        assert ivylite.finfo(name).eps == xp.finfo(getattr(xp, name)).eps
    for name in ("int8", "uint64"):
        assert ivylite.iinfo(name).max == xp.iinfo(getattr(xp, name)).max


def test_finfo_iinfo_refuse_the_wrong_kind_and_accept_arrays(backend):
    with pytest.raises(TypeError, match="not a floating-point dtype"):
        ivylite.finfo("int32")
    with pytest.raises(TypeError, match="not an integer dtype"):
        ivylite.iinfo("float32")
    assert ivylite.finfo(ivylite.asarray([1.0], dtype="float64")).bits == 64
    assert ivylite.iinfo(ivylite.asarray([1], dtype="int16")).max == 32767


def test_constants():
    assert (ivylite.e, ivylite.pi, ivylite.inf) == (math.e, math.pi, math.inf)
    assert math.isnan(ivylite.nan) and ivylite.newaxis is None


def test_namespace_info_describes_the_backend(backend):
    info = ivylite.__array_namespace_info__()
    b = ivylite.current_backend()
    assert info.devices() == list(b.devices) and info.default_device() == b.default_device
    # The standard's dtypes only: bfloat16 and float16 are ivylite's own, not listed.
    standard = [d for d in b.valid_dtypes if d not in ("bfloat16", "float16")]
    assert list(info.dtypes()) == [str(d) for d in standard]
    assert set(info.dtypes(kind="integral")) == {
        d for d in b.valid_dtypes if d.kind in ("int", "uint")
    }
    defaults = info.default_dtypes()
    assert defaults["integral"] == "int32" and defaults["complex floating"] == "complex64"
    assert info.capabilities()["boolean indexing"] is True
    assert info.capabilities()["max dimensions"] == b.max_dimensions
