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
from typing import Any

import numpy as np

from .. import dispatch
from ..casting import CastingModes
from ..dtypes import Dtype, all_dtypes, dtype_kind
from . import matrix_sources, promised_dtype

__all__ = ["Record", "probe", "sample", "RECIPES"]


def _np_dtype(name: str) -> np.dtype:
    import ml_dtypes

    return np.dtype(ml_dtypes.bfloat16) if name == "bfloat16" else np.dtype(name)


def sample(fn: str, dtype: str, which: int = 0) -> np.ndarray:
    """Inputs that every backend can compute ``fn`` on exactly: nonzero divisors,
    positive logarithms, non-negative integer exponents, no unsigned underflow."""
    kind = dtype_kind(dtype)
    if kind == "bool":
        data = [[True, False, True, False], [True, True, False, False]][which]
    elif kind == "uint":
        data = [[7, 4, 9, 2], [3, 2, 5, 1]][which]
    elif kind == "int":
        data = [[7, -4, 9, -2], [3, 2, -5, 1]][which]
        if fn == "pow" and which == 1:
            data = [3, 2, 0, 1]
    elif kind == "float":
        data = [[1.5, -2.25, 3.0, 0.5], [0.5, 2.0, -1.5, 4.0]][which]
        if fn == "pow" and which == 0:
            data = [1.5, 2.25, 3.0, 0.5]
    else:
        data = [[1 + 2j, -0.5 + 1j, 3 - 1j, 0.25], [0.5 - 1j, 2, -1 + 1j, 1 + 1j]][which]
    if fn in ("log", "sqrt") and kind in ("int", "float"):
        data = [abs(v) + 0.5 if kind == "float" else abs(v) + 1 for v in data]
    arr = np.array(data, dtype=_np_dtype(dtype))
    if fn == "matmul":
        arr = np.resize(arr, (2, 2)) if which == 0 else np.resize(arr, (2, 3))
    return arr


_FILL = {"bool": True, "int": 3, "uint": 3, "float": 2.5, "complex": 1 - 2j}


def _x(ns: Any, fn: str, d: str, which: int = 0) -> Any:
    return ns.asarray(sample(fn, d, which))


# How to call each public function with dtype ``d`` (ns: a backend namespace).
RECIPES: dict[str, Callable[[Any, str, str], Any]] = {
    "asarray": lambda ns, f, d: ns.asarray([[1, 0], [0, 1]], dtype=d),
    "zeros": lambda ns, f, d: ns.zeros((2, 3), dtype=d),
    "ones": lambda ns, f, d: ns.ones((2, 3), dtype=d),
    "empty": lambda ns, f, d: ns.empty((2, 3), dtype=d),
    "full": lambda ns, f, d: ns.full((2,), _FILL[dtype_kind(d)], dtype=d),
    "arange": lambda ns, f, d: ns.arange(1, 9, 2, dtype=d),
    "linspace": lambda ns, f, d: ns.linspace(0, 1, 5, dtype=d),
    "eye": lambda ns, f, d: ns.eye(3, 4, k=1, dtype=d),
    "full_like": lambda ns, f, d: ns.full_like(_x(ns, f, d), _FILL[dtype_kind(d)]),
    "astype": lambda ns, f, d: ns.astype(ns.asarray(np.array([1, 0, 3, 2], np.int32)), d),
    "where": lambda ns, f, d: ns.where(
        ns.asarray(np.array([True, False, True, False])), _x(ns, f, d, 0), _x(ns, f, d, 1)
    ),
    "reshape": lambda ns, f, d: ns.reshape(_x(ns, f, d), (2, 2)),
    "matrix_transpose": lambda ns, f, d: ns.matrix_transpose(ns.reshape(_x(ns, f, d), (2, 2))),
    "getitem": lambda ns, f, d: ns.getitem(_x(ns, f, d), slice(1, 3)),
    "to_device": lambda ns, f, d: ns.to_device(_x(ns, f, d), "cpu"),
    "expand_dims": lambda ns, f, d: ns.expand_dims(_x(ns, f, d), axis=0),
    "squeeze": lambda ns, f, d: ns.squeeze(ns.reshape(_x(ns, f, d), (1, 4)), axis=0),
    "permute_dims": lambda ns, f, d: ns.permute_dims(ns.reshape(_x(ns, f, d), (2, 2)), (1, 0)),
    "concat": lambda ns, f, d: ns.concat([_x(ns, f, d, 0), _x(ns, f, d, 1)]),
    "stack": lambda ns, f, d: ns.stack([_x(ns, f, d, 0), _x(ns, f, d, 1)], axis=1),
}
_BY_KIND: dict[str, Callable[[Any, str, str], Any]] = {
    "binary": lambda ns, f, d: getattr(ns, f)(_x(ns, f, d, 0), _x(ns, f, d, 1)),
    "unary": lambda ns, f, d: getattr(ns, f)(_x(ns, f, d)),
}


def _recipe(name: str) -> Callable[[Any, str, str], Any]:
    entry = dispatch.registry()[name]
    if "recipe" in entry.spec.options:
        return entry.spec.options["recipe"]
    if name in RECIPES:
        return RECIPES[name]
    if entry.spec.kind in _BY_KIND:
        return _BY_KIND[entry.spec.kind]
    # Reductions and *_like: one array argument.
    return lambda ns, f, d: getattr(ns, f)(_x(ns, f, d))


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


def _unchecked(B: Any, names: Iterable[str]) -> SimpleNamespace:
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
            recipe = _recipe(name)
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
