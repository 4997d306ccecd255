"""Backend fixtures: every behaviour runs on every installed backend.

Paddle is imported before anything imports TensorFlow: Paddle 3.3 after
TensorFlow 2.21 in one process segfaults. ``IVYLITE_TEST_BACKENDS=numpy,torch``
restricts the run to some backends.
"""

from __future__ import annotations

import importlib.util
import os

import numpy as np
import pytest

import ivylite
from ivylite.backend import BACKENDS

_MODULE = {
    "numpy": "numpy",
    "torch": "torch",
    "jax": "jax",
    "tensorflow": "tensorflow",
    "paddle": "paddle",
    "dask": "dask",
}


def pytest_addoption(parser):
    parser.addoption("--runslow", action="store_true", default=False,
                     help="also run the tests marked slow (exhaustive sweeps)")  # fmt: skip
    parser.addoption("--harness-examples", type=int, default=None,
                     help="calls drawn per row of tests/frontends/harness (CI: 3; "
                     "IVYLITE_HARNESS_EXAMPLES sets it too)")  # fmt: skip


def pytest_configure(config):
    config.addinivalue_line("markers", "slow: too slow for CI; run with --runslow")


def pytest_collection_modifyitems(config, items):
    if config.getoption("--runslow"):
        return
    skip = pytest.mark.skip(reason="slow: run with --runslow")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)


def _installed(name: str) -> bool:
    return importlib.util.find_spec(_MODULE[name]) is not None


# Backends whose arrays are lazy expressions: an error that depends on the values
# (an index array out of bounds, a singular matrix) surfaces when they are computed.
LAZY = ("dask",)

# Backends without automatic differentiation: gradients raise a clear error there.
NO_AUTODIFF = ("numpy", "dask")

_wanted = os.environ.get("IVYLITE_TEST_BACKENDS")
INSTALLED = [b for b in BACKENDS if _installed(b) and (not _wanted or b in _wanted.split(","))]
if "paddle" in INSTALLED:
    import paddle  # noqa: F401  (before tensorflow, always)


@pytest.fixture(params=INSTALLED)
def backend(request):
    """Run the test with each installed backend set globally."""
    with ivylite.using_backend(request.param):
        yield request.param


@pytest.fixture
def every_backend():
    """All installed backend names, for tests that compare them in one test."""
    return list(INSTALLED)


def run_on(name: str, fn):
    """Run ``fn()`` with backend ``name`` set; return its result or the exception."""
    with ivylite.using_backend(name):
        try:
            return fn()
        except Exception as e:  # noqa: BLE001 - the caller compares outcomes
            return e


# Tolerances per dtype when comparing floating results across backends.
TOLERANCE = {
    "bfloat16": 2e-2,
    "float16": 2e-3,
    "float32": 2e-6,
    "float64": 1e-12,
    "complex64": 2e-6,
    "complex128": 1e-12,
}


def to_host(x) -> np.ndarray:
    """An ivylite.Array's values as a NumPy array (bfloat16 widened to float32)."""
    out = np.asarray(x)
    if out.dtype.name == "bfloat16":
        out = out.astype(np.float32)
    return out


def assert_same(result, reference, context=""):
    """Same ivylite dtype, same shape, same values (within the dtype's tolerance).

    Each array's dtype must also be its native data's dtype: a label that lies
    about the data would make two wrong answers agree.
    """
    for x in (result, reference):
        assert ivylite.as_dtype(x.data.dtype) == x.dtype, (
            f"{context}: {x.dtype} labels {x.data.dtype} data"
        )
    assert result.dtype == reference.dtype, f"{context}: dtype {result.dtype} != {reference.dtype}"
    got, want = to_host(result), to_host(reference)
    assert got.shape == want.shape, f"{context}: shape {got.shape} != {want.shape}"
    tol = TOLERANCE.get(str(reference.dtype))
    if tol is None:
        np.testing.assert_array_equal(got, want, err_msg=context)
    elif got.dtype.kind == "c":
        # parts apart: NumPy compares complex infinities and NaNs as whole numbers
        for part in (np.real, np.imag):
            np.testing.assert_allclose(part(got), part(want), rtol=tol, atol=tol,
                                       equal_nan=True, err_msg=context)  # fmt: skip
    else:
        np.testing.assert_allclose(got, want, rtol=tol, atol=tol, equal_nan=True, err_msg=context)


@pytest.fixture(scope="session")
def support_records(tmp_path_factory):
    """``support_records(backend)``: the support probe's records, measured once per
    test run (the probe is the slowest thing we run) and saved as JSON in
    ``support_records.directory`` for the docs build to reuse."""
    from ivylite.support.probe import probe
    from ivylite.support.report import as_json

    directory = tmp_path_factory.mktemp("support_records")
    cache: dict[str, list] = {}

    def records(name: str) -> list:
        if name not in cache:
            cache[name] = probe(name)
            (directory / f"{name}.json").write_text(as_json(cache[name]))
        return cache[name]

    records.directory = directory
    return records
