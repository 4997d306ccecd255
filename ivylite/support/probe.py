"""The support probe: call every public function with every dtype on a backend
and compare what is declared with what happens.

For a dtype declared supported the public function is called as users call
it: it must work, give the promised dtype (its native data included) and the
NumPy backend's values. For a dtype declared unsupported the function is
rebuilt without its declarations and called, to see what the framework
itself does: a declaration that the framework turns out to honour correctly
is reported so it can be relaxed.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any

import numpy as np

from .. import dispatch
from ..casting import CastingModes
from ..dtypes import Dtype, all_dtypes
from . import matrix_sources, promised_dtype
from .recipes import recipe_for

if TYPE_CHECKING:
    from ..backend import Backend

__all__ = ["Record", "probe", "print_progress"]


@dataclass
class Record:
    """One (function, dtype, backend) cell of the support matrix."""

    function: str
    dtype: str
    backend: str
    version: str
    declared: str  # "supported", "unsupported" or "invalid"
    source: str  # "", "invalid", "standard" or "declared"
    detail: str  # where the declaration is, with the version key it resolved to
    measured: str  # "works", "fails", "wrong dtype", "wrong values" or "invalid"
    reason: str
    agree: bool

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


def _unchecked(B: Backend, names: Iterable[str]) -> SimpleNamespace:
    """B's functions rebuilt without their declarations (invalid dtypes stay refused)."""
    ns = SimpleNamespace(**vars(B.ns))
    with dispatch.declarations_ignored():
        for name in names:
            entry = dispatch.registry()[name]
            setattr(ns, name, entry.builder(entry, B.backend_fns.get(name), B))
    return ns


def _outcome(call: Callable[..., Any], *args: Any) -> Any:
    try:
        return call(*args)
    except Exception as e:  # noqa: BLE001 - every failure is a measurement
        return e


_TOL = {"bfloat16": 2e-2, "float16": 2e-3, "float32": 2e-6, "complex64": 2e-6}


def _judge(result: Any, promised: Dtype, reference: Any, check_values: bool) -> tuple[str, str]:
    if isinstance(result, Exception):
        return "fails", f"{type(result).__name__}: {str(result).splitlines()[0][:160]}"
    from ..dtypes import as_dtype

    native = as_dtype(result.data.dtype)
    if result.dtype != promised or native != promised:
        return "wrong dtype", f"promised {promised}, got {result.dtype} (native {native})"
    if check_values and not isinstance(reference, Exception) and reference is not None:
        got, want = np.asarray(result), np.asarray(reference)
        if got.dtype.name == "bfloat16":
            got, want = got.astype(np.float32), want.astype(np.float32)
        tol = _TOL.get(str(promised), 1e-12)
        if got.shape != want.shape or not np.allclose(
            got, want, rtol=tol, atol=tol, equal_nan=True
        ):
            return "wrong values", "differs from the NumPy backend"
    return "works", ""


def probe(
    backend: str,
    functions: Iterable[str] | None = None,
    progress: Callable[[int, int, str], None] | None = None,
) -> list[Record]:
    """Measure every (function, dtype) on ``backend``; return one Record each."""
    from ..backend import load

    B = load(backend)
    ref_B = load("numpy")
    names = sorted(functions or dispatch.registry())
    unchecked = _unchecked(B, names)
    ref_unchecked = _unchecked(ref_B, names)
    records: list[Record] = []
    total = len(names) * len(all_dtypes)
    done = 0
    # No casting mode, so refusals stay refusals; NumPy's warnings about the
    # probe's own inputs (bool divisors of zero) are noise here.
    with CastingModes(), np.errstate(all="ignore"):
        for name in names:
            entry = dispatch.registry()[name]
            recipe = recipe_for(name, entry.spec.kind)
            sources = matrix_sources(entry, B)
            for d in all_dtypes:
                done += 1
                if progress is not None:
                    progress(done, total, f"{backend}: {name}({d})")
                source, detail = sources.get(d, ("", ""))
                if source == "invalid":
                    records.append(Record(name, d, backend, B.version, "invalid", source, detail,
                                          "invalid", "", True))  # fmt: skip
                    continue
                declared = "unsupported" if source else "supported"
                ns = B.ns if declared == "supported" else unchecked
                reference = None
                if backend != "numpy" and d in ref_B.valid_dtypes:
                    reference = _outcome(recipe, ref_unchecked, name, d)
                result = _outcome(recipe, ns, name, d)
                # empty's values are unspecified: only its dtype is checked.
                check_values = backend != "numpy" and name not in ("empty", "empty_like")
                measured, reason = _judge(result, promised_dtype(name, d), reference, check_values)
                if declared == "supported":
                    agree = measured == "works"
                else:  # "standard" restrictions hold whatever the framework does
                    agree = source == "standard" or measured != "works"
                records.append(Record(name, d, backend, B.version, declared, source, detail,
                                      measured, reason, agree))  # fmt: skip
    return records


def print_progress(done: int, total: int, what: str) -> None:
    """A one-line progress display on stderr."""
    width = 30
    filled = int(width * done / total)
    sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} {what:<40.40}")
    if done == total:
        sys.stderr.write("\n")
    sys.stderr.flush()
