"""Every name of the 2023.12 Array API standard exists in ivylite (main
namespace, ``ivylite.linalg``, ``ivylite.fft``, the array object), with the
standard's signature, on every backend.

The lists (ivylite/_standard.py) are the standard's
(https://data-apis.org/array-api/2023.12/API_specification/); array-api-strict,
which implements the standard, checks them: each name must exist there too,
and ivylite's parameters must be the strict namespace's.
"""

from __future__ import annotations

import inspect

import array_api_strict as xp
import pytest

import ivylite
from ivylite import _standard

MAIN = [name for names in _standard.MAIN.values() for name in names]
LINALG = list(_standard.LINALG)
FFT = list(_standard.FFT)
ARRAY = list(_standard.ARRAY_ATTRIBUTES + _standard.ARRAY_METHODS)
INFO = list(_standard.INFO_METHODS)

# Parameters the standard changed after 2023.12, which array-api-strict 2.6 follows:
# 2023.12 has expand_dims(x, /, *, axis=0); the draft makes axis positional-or-keyword.
CHANGED_AFTER_2023_12 = {("expand_dims", "axis")}


@pytest.mark.parametrize(
    "namespace, names, strict",
    [(ivylite, MAIN, xp), (ivylite.linalg, LINALG, xp.linalg), (ivylite.fft, FFT, xp.fft)],
    ids=["main", "linalg", "fft"],
)
def test_every_name_exists(namespace, names, strict):
    assert not [n for n in names if not hasattr(strict, n)], (
        "the list names something not in the standard"
    )
    missing = [n for n in names if not hasattr(namespace, n)]
    assert not missing, f"{namespace.__name__} lacks {missing}"


def _params(fn):
    return [(p.name, p.kind) for p in inspect.signature(fn).parameters.values()]


# Keyword parameters ivylite adds to a standard function (besides out=): the
# chunks of a lazy backend's new array (ignored by the eager backends).
EXTENSIONS = {("asarray", "chunks")}


@pytest.mark.parametrize(
    "namespace, name, strict",
    [(ivylite, n, xp) for n in MAIN]
    + [(ivylite.linalg, n, xp.linalg) for n in LINALG]
    + [(ivylite.fft, n, xp.fft) for n in FFT],
    ids=lambda v: v if isinstance(v, str) else "",
)
def test_signatures_are_the_standards(namespace, name, strict):
    ours, theirs = getattr(namespace, name, None), getattr(strict, name)
    if not inspect.isfunction(theirs) or ours is None:
        pytest.skip(f"{name} is not a function" if ours is not None else f"{name} missing")
    if name in ("finfo", "iinfo"):
        pytest.skip("the strict namespace's finfo/iinfo take its own dtype objects")
    mine, strict_params = _params(ours), dict(_params(theirs))
    for pname, kind in mine:
        if pname == "out" or (name, pname) in EXTENSIONS:
            continue  # ivylite's extensions of the standard's signatures
        assert pname in strict_params, f"{name}: parameter {pname!r} is not the standard's"
        if (name, pname) in CHANGED_AFTER_2023_12:
            continue
        assert strict_params[pname] == kind, (
            f"{name}: {pname} is {kind}, the standard's is {strict_params[pname]}"
        )
    theirs_required = [
        p.name
        for p in inspect.signature(theirs).parameters.values()
        if p.default is inspect.Parameter.empty and p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD)
    ]
    assert set(theirs_required) <= {p for p, _ in mine}, f"{name}: lacks a required parameter"


def test_array_object_names(backend):
    x = ivylite.asarray([[1, 2], [3, 4]])
    missing = [n for n in ARRAY if not hasattr(x, n)]
    assert not missing, f"ivylite.Array lacks {missing}"


def test_namespace_info(backend):
    info = ivylite.__array_namespace_info__()
    assert not [n for n in INFO if not hasattr(info, n)]
    assert set(info.capabilities()) >= {"boolean indexing", "data-dependent shapes"}


def test_every_function_is_built_on_every_backend(backend):
    """Each public function is built on each backend: the backend's own function,
    or (for composite functions only) one composed from its others."""
    from ivylite.backend import load
    from ivylite.dispatch import registry

    B = load(backend)
    absent = [
        name
        for name, entry in registry().items()
        if B.backend_fns[name] is None and not entry.composite
    ]
    assert not absent, f"built without a backend function on {backend}: {absent}"
    assert set(vars(B.ns)) >= {n for n in registry() if "." not in n}
