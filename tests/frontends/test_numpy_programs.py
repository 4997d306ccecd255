"""The acceptance corpus: short NumPy programs of the kind found in exercise
collections and tutorials (``numpy_programs/``), each run with real NumPy and
through ``ivylite.frontends.numpy`` on every backend, its ``import numpy``
lines swapped. Every printed value, every final variable (dtype, shape and
values) and every warning must agree.

Programs run in this process (``exec``), each with its own namespace and a
``print`` that records its arguments. Real NumPy's result for a program is
computed once per session.
"""

from __future__ import annotations

import re
import warnings
from pathlib import Path

import pytest

np = pytest.importorskip("numpy")

import ivylite.frontends.numpy as fnp  # noqa: E402
from ivylite.frontends.numpy import ndarray  # noqa: E402

PROGRAMS = sorted((Path(__file__).parent / "numpy_programs").glob("p*.py"))
_IMPORT = re.compile(r"^(\s*)(import|from) numpy\b", re.MULTILINE)

# Relative tolerance per dtype: backends may round the last bits of a float
# result differently (summation order, library exp/log).
_RTOL = {"float16": 2e-3, "bfloat16": 2e-2, "float32": 2e-6, "complex64": 2e-6}
_RTOL_DEFAULT = 1e-9


class _Printed:
    """One ``print`` call: its arguments."""

    def __init__(self) -> None:
        self.calls: list[tuple] = []

    def __call__(self, *args, sep=" ", end="\n", file=None, flush=False) -> None:
        self.calls.append(args)


def _run(source: str, path: Path) -> dict:
    printed = _Printed()
    namespace = {"__name__": "__program__", "print": printed}
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        exec(compile(source, str(path), "exec"), namespace)
    seen = sorted({(w.category.__name__, str(w.message)) for w in caught
                   if issubclass(w.category, RuntimeWarning)})  # fmt: skip
    names = {k: v for k, v in namespace.items() if not k.startswith("__") and k != "print"}
    return {"printed": printed.calls, "names": names, "warnings": seen}


def _numpy_run(path: Path) -> dict:
    state = np.geterr(), np.get_printoptions()
    try:
        return _run(path.read_text(), path)
    finally:
        np.seterr(**state[0])
        np.set_printoptions(**state[1])


_REFERENCE: dict[Path, dict] = {}


def _reference(path: Path) -> dict:
    if path not in _REFERENCE:
        _REFERENCE[path] = _numpy_run(path)
    return _REFERENCE[path]


def _frontend_run(path: Path) -> dict:
    state = fnp.geterr(), fnp.get_printoptions()
    try:
        return _run(_IMPORT.sub(r"\1\2 ivylite.frontends.numpy", path.read_text()), path)
    finally:
        fnp.seterr(**state[0])
        fnp.set_printoptions(**state[1])


_DATA = (int, float, complex, bool, str, type(None))


def _is_data(x) -> bool:
    if isinstance(x, (ndarray, np.ndarray, np.generic, *_DATA)):
        return True
    if isinstance(x, (tuple, list)):
        return all(_is_data(e) for e in x)
    if isinstance(x, dict):
        return all(_is_data(e) for e in x.values())
    return False


def _same(got, want, where: str) -> None:
    """``got`` (the frontend's) agrees with ``want`` (NumPy's)."""
    if isinstance(want, np.ndarray) and type(got) is np.ndarray:  # host state (get_state)
        np.testing.assert_array_equal(got, want, err_msg=where)
        assert got.dtype == want.dtype, f"{where}: dtype {got.dtype} != {want.dtype}"
    elif isinstance(want, (np.ndarray, np.generic)):
        assert isinstance(got, ndarray), f"{where}: {type(got).__name__}, NumPy gives an array"
        g = np.asarray(got)
        w = np.asarray(want)
        assert g.dtype == w.dtype, f"{where}: dtype {g.dtype} != {w.dtype}"
        assert g.shape == w.shape, f"{where}: shape {g.shape} != {w.shape}"
        if w.dtype.kind in "fc":
            rtol = _RTOL.get(w.dtype.name, _RTOL_DEFAULT)
            np.testing.assert_allclose(g, w, rtol=rtol, atol=rtol, equal_nan=True, err_msg=where)
            if not np.array_equal(g, w, equal_nan=True):
                return  # a last-bit difference prints differently
        else:
            np.testing.assert_array_equal(g, w, err_msg=where)
        assert str(got) == str(want), f"{where}: prints {str(got)!r}, NumPy {str(want)!r}"
    elif isinstance(want, (tuple, list)):
        assert type(got) is type(want) or (isinstance(got, tuple) and isinstance(want, tuple)), (
            f"{where}: {type(got).__name__} != {type(want).__name__}"
        )
        assert len(got) == len(want), f"{where}: length {len(got)} != {len(want)}"
        for i, (g, w) in enumerate(zip(got, want)):
            _same(g, w, f"{where}[{i}]")
    elif isinstance(want, dict):
        assert isinstance(got, dict) and got.keys() == want.keys(), f"{where}: keys differ"
        for k in want:
            _same(got[k], want[k], f"{where}[{k!r}]")
    elif isinstance(want, float):
        assert type(got) is float, f"{where}: {type(got).__name__} != float"
        assert got == pytest.approx(want, rel=_RTOL_DEFAULT, nan_ok=True), where
    elif isinstance(want, _DATA):
        assert type(got) is type(want), f"{where}: {type(got).__name__} != {type(want).__name__}"
        assert got == want, f"{where}: {got!r} != {want!r}"
    else:  # finfo and other objects: what they print
        assert str(got) == str(want), f"{where}: {got} != {want}"


def check_program(path: Path) -> None:
    """Run ``path`` on the current backend and compare with real NumPy."""
    want = _reference(path)
    got = _frontend_run(path)
    assert len(got["printed"]) == len(want["printed"]), "a different number of print calls"
    for i, (g, w) in enumerate(zip(got["printed"], want["printed"])):
        _same(g, w, f"print #{i + 1}")
    data = {k for k, v in want["names"].items() if _is_data(v)}
    for name in sorted(data):
        assert name in got["names"], f"variable {name} missing"
        _same(got["names"][name], want["names"][name], f"variable {name}")
    assert got["warnings"] == want["warnings"], "different RuntimeWarnings"


def test_corpus_size():
    assert len(PROGRAMS) >= 80


@pytest.mark.parametrize("path", PROGRAMS, ids=[p.stem for p in PROGRAMS])
def test_program(path, backend):
    check_program(path)
