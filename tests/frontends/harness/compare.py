"""Comparing a frontend's outcome with the real framework's: values within the
dtype's tolerance, dtypes, shapes, weak types, structure, and exception types.

**Exceptions.** Where the framework raises, the frontend must raise the same
type: the framework exception's first class that is public (a builtin, or a
class of the framework's public modules: ``tf.errors.InvalidArgumentError``)
must appear, by name, among the frontend exception's classes. So torch's
``RuntimeError`` is matched by ``TorchUnsupportedDtypeError`` (a
``RuntimeError``), NumPy's private ``_UFuncNoLoopError`` by any ``TypeError``,
TensorFlow's ``InvalidArgumentError`` only by the frontend's class of that
name.

**Tolerances** (relative, per result dtype; the absolute tolerance is the same
times the largest magnitude among the inputs and the expected result, at
least 1): float16 5e-3, bfloat16 3e-2, float32 and complex64 1e-5, float64 and
complex128 1e-10. Integers and bools compare exactly, NaN equals NaN. A row's
``tol`` overrides them per dtype.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

__all__ = ["Leaf", "RTOL", "outcome", "public_error", "assert_same_outcome", "assert_same"]


@dataclass
class Leaf:
    """An array result on the host: values (bfloat16 widened to float32), the dtype's
    name, and JAX's weak type (None where the framework has none)."""

    values: np.ndarray
    dtype: str
    weak: bool | None = None


RTOL = {"float16": 5e-3, "bfloat16": 3e-2, "float32": 1e-5, "float64": 1e-10,
        "complex64": 1e-5, "complex128": 1e-10}  # fmt: skip


def outcome(fn: Any) -> Any:
    """``fn()``'s result, or the exception it raised."""
    try:
        return fn()
    except Exception as e:  # noqa: BLE001 - the caller compares outcomes
        return e


def public_error(e: BaseException) -> str:
    """The name of ``e``'s first class that a user can catch by name."""
    for cls in type(e).__mro__:
        module = cls.__module__
        if module == "builtins" or (not cls.__name__.startswith("_") and "._" not in module
                                    and not module.startswith("_")):  # fmt: skip
            return cls.__name__
    return "Exception"


def assert_same_outcome(got: Any, want: Any, context: str, tol: dict, scale: float,
                        refusal: type[Exception] = ()) -> None:  # fmt: skip
    """The frontend's outcome ``got`` is the framework's ``want`` (both read, or
    exceptions). Where both raise, the frontend's dtype refusal (``refusal``, its
    declared error class) stands for whichever error the framework's kernel raises
    for a dtype (torch: RuntimeError or NotImplementedError, by kernel)."""
    if isinstance(want, Exception):
        assert isinstance(got, Exception), (
            f"{context}: the framework raises {type(want).__name__}: {want}; "
            f"the frontend computes {got!r}"
        )
        if isinstance(got, refusal):
            return
        name = public_error(want)
        assert any(c.__name__ == name for c in type(got).__mro__), (
            f"{context}: the framework raises {name} ({type(want).__name__}: {want}); the "
            f"frontend raises {type(got).__name__}: {got}"
        )
        return
    if isinstance(got, Exception):
        raise AssertionError(
            f"{context}: the framework computes, the frontend raises {type(got).__name__}: {got}"
        ) from got
    assert_same(got, want, context, tol, scale)


def assert_same(got: Any, want: Any, context: str, tol: dict, scale: float) -> None:
    """Same structure; same dtype, shape, weak type and values for every array."""
    if isinstance(want, list):
        assert isinstance(got, list) and len(got) == len(want), (
            f"{context}: {got!r} is not a sequence of {len(want)} like the framework's"
        )
        for i, (g, w) in enumerate(zip(got, want)):
            assert_same(g, w, f"{context}[{i}]", tol, scale)
        return
    if isinstance(want, dict):
        assert isinstance(got, dict) and got.keys() == want.keys(), f"{context}: keys differ"
        for k in want:
            assert_same(got[k], want[k], f"{context}[{k!r}]", tol, scale)
        return
    if not isinstance(want, Leaf):
        assert not isinstance(got, Leaf), f"{context}: an array where the framework gives {want!r}"
        assert type(got) is type(want), f"{context}: {got!r} where the framework gives {want!r}"
        assert got == want or (got != got and want != want), f"{context}: {got!r} != {want!r}"
        return
    assert isinstance(got, Leaf), f"{context}: {got!r} where the framework gives an array"
    assert got.dtype == want.dtype, f"{context}: dtype {got.dtype}, the framework's {want.dtype}"
    assert got.values.shape == want.values.shape, (
        f"{context}: shape {got.values.shape}, the framework's {want.values.shape}"
    )
    if want.weak is not None and got.weak is not None:
        assert got.weak == want.weak, (
            f"{context}: weak type {got.weak}, the framework's {want.weak}"
        )
    _assert_values(got.values, want.values, context, tol.get(want.dtype, RTOL.get(want.dtype)),
                   scale)  # fmt: skip


def _assert_values(got: np.ndarray, want: np.ndarray, context: str, rtol: float | None,
                   scale: float) -> None:  # fmt: skip
    if rtol is None:
        np.testing.assert_array_equal(got, want, err_msg=context)
        return
    finite = np.abs(want[np.isfinite(want)]) if want.size else np.zeros(0)
    atol = rtol * max(1.0, scale, float(finite.max()) if finite.size else 0.0)
    parts = (np.real, np.imag) if want.dtype.kind == "c" else (lambda v: v,)
    for part in parts:  # apart: NumPy compares complex infinities and NaNs as whole numbers
        np.testing.assert_allclose(part(got), part(want), rtol=rtol, atol=atol, equal_nan=True,
                                   err_msg=context)  # fmt: skip
