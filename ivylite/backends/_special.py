"""Host-side (NumPy) special values of complex functions, as the Array API
standard fixes them (C99 Annex G): one answer on every backend.

Not a backend. Each table lists, for ``z = a + bj`` in the table's quadrant
(``b >= +0``; ``a >= +0`` too for odd and even functions), the value of the
function where ``a`` and ``b`` fall in a class (``"+0"``, ``"+inf"``,
``"nan"``, ``"finite"``...). The other quadrants follow by symmetry:
``f(conj(z)) == conj(f(z))`` always, ``f(-z) == -f(z)`` for odd functions and
``f(-z) == f(z)`` for even ones (``"none"``: the table covers every
quadrant). Where the standard leaves a sign
unspecified, the table picks one, so every backend gives the same.

:func:`fix` replaces the elements of a computed result where a rule applies
and leaves every other element (the ordinary, finite ones) as computed.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import numpy as np

# NumPy is bound on first use (``_numpy()`` in the two entry points): the
# dispatch core reads NAMES at import, and ``import ivylite`` loads no framework.
np: Any = None


def _numpy() -> None:
    global np
    if np is None:
        import numpy

        np = numpy


__all__ = ["TABLES", "DERIVED", "NAMES", "Table", "fix", "special_mask"]

_INF, _NAN, _PI = math.inf, math.nan, math.pi


def _classes(v: np.ndarray) -> dict[str, np.ndarray]:
    finite = np.isfinite(v)
    zero = v == 0
    return {
        "+0": zero & ~np.signbit(v),
        "±0": zero,
        "finite": finite,
        "nonzero finite": finite & ~zero,
        "positive finite": finite & (v > 0),
        "+inf": v == _INF,
        "-inf": v == -_INF,
        "±inf": np.isinf(v),
        "nan": np.isnan(v),
        "nonzero": ~zero,  # NaN included
        "1": v == 1,
        "-1": v == -1,
        "any": np.ones(v.shape, bool),
    }


def _cis(scale: float, minus: float = 0.0) -> Callable[[Any, Any], tuple[Any, Any]]:
    """``scale * cis(b) - minus`` (``cis(b) = cos(b) + j sin(b)``)."""
    return lambda a, b: (scale * np.cos(b) - minus, scale * np.sin(b))


@dataclass(frozen=True)
class Table:
    """A function's special values: ``symmetry`` ("conj", "odd" or "even") and its rules
    ``(class of a, class of b, result)``; a result is ``(re, im)`` or a function of
    ``(a, b)`` giving it."""

    symmetry: str
    rules: tuple[tuple[str, str, Any], ...]
    # Besides non-finite parts, which finite inputs a rule covers: "zero" (0 + 0j)
    # and "one" (±1 + 0j).
    finite_cases: tuple[str, ...] = ()


TABLES: dict[str, Table] = {
    "exp": Table("conj", (
        ("±0", "+0", (1.0, 0.0)),
        ("finite", "+inf", (_NAN, _NAN)),
        ("finite", "nan", (_NAN, _NAN)),
        ("+inf", "+0", (_INF, 0.0)),
        ("-inf", "finite", _cis(0.0)),
        ("+inf", "nonzero finite", _cis(_INF)),
        ("-inf", "+inf", (0.0, 0.0)),
        ("+inf", "+inf", (_INF, _NAN)),
        ("-inf", "nan", (0.0, 0.0)),
        ("+inf", "nan", (_INF, _NAN)),
        ("nan", "+0", (_NAN, 0.0)),
        ("nan", "nonzero", (_NAN, _NAN)),
    )),
    "expm1": Table("conj", (
        ("±0", "+0", (0.0, 0.0)),
        ("finite", "+inf", (_NAN, _NAN)),
        ("finite", "nan", (_NAN, _NAN)),
        ("+inf", "+0", (_INF, 0.0)),
        ("-inf", "finite", _cis(0.0, 1.0)),
        ("+inf", "nonzero finite", _cis(_INF, 1.0)),
        ("-inf", "+inf", (-1.0, 0.0)),
        ("+inf", "+inf", (_INF, _NAN)),
        ("-inf", "nan", (-1.0, 0.0)),
        ("+inf", "nan", (_INF, _NAN)),
        ("nan", "+0", (_NAN, 0.0)),
        ("nan", "nonzero", (_NAN, _NAN)),
    ), ("zero",)),
    "log": Table("conj", (
        ("±0", "+0", lambda a, b: (np.full_like(a, -_INF), np.where(np.signbit(a), _PI, 0.0))),
        ("finite", "+inf", (_INF, _PI / 2)),
        ("finite", "nan", (_NAN, _NAN)),
        ("-inf", "positive finite", (_INF, _PI)),
        ("-inf", "+0", (_INF, _PI)),  # C99 (b finite); the standard lists b > 0
        ("+inf", "+0", (_INF, 0.0)),
        ("+inf", "positive finite", (_INF, 0.0)),
        ("-inf", "+inf", (_INF, 3 * _PI / 4)),
        ("+inf", "+inf", (_INF, _PI / 4)),
        ("±inf", "nan", (_INF, _NAN)),
        ("nan", "finite", (_NAN, _NAN)),
        ("nan", "+inf", (_INF, _NAN)),
        ("nan", "nan", (_NAN, _NAN)),
    ), ("zero",)),
    "log1p": Table("conj", (
        ("-1", "+0", (-_INF, 0.0)),
        ("±0", "+0", (0.0, 0.0)),  # not in the standard: NumPy's sign of zero
        ("finite", "+inf", (_INF, _PI / 2)),
        ("finite", "nan", (_NAN, _NAN)),
        ("-inf", "positive finite", (_INF, _PI)),
        ("-inf", "+0", (_INF, _PI)),  # C99 (b finite); the standard lists b > 0
        ("+inf", "+0", (_INF, 0.0)),
        ("+inf", "positive finite", (_INF, 0.0)),
        ("-inf", "+inf", (_INF, 3 * _PI / 4)),
        ("+inf", "+inf", (_INF, _PI / 4)),
        ("±inf", "nan", (_INF, _NAN)),
        ("nan", "finite", (_NAN, _NAN)),
        ("nan", "+inf", (_INF, _NAN)),
        ("nan", "nan", (_NAN, _NAN)),
    ), ("zero", "one")),
    "sqrt": Table("conj", (
        ("±0", "+0", (0.0, 0.0)),
        ("any", "+inf", (_INF, _INF)),
        ("finite", "nan", (_NAN, _NAN)),
        ("-inf", "positive finite", (0.0, _INF)),
        ("+inf", "positive finite", (_INF, 0.0)),
        ("-inf", "nan", (_NAN, _INF)),
        ("+inf", "nan", (_INF, _NAN)),
        ("nan", "any", (_NAN, _NAN)),
    ), ("zero",)),
    "acos": Table("conj", (
        ("±0", "+0", (_PI / 2, -0.0)),
        ("1", "+0", (0.0, -0.0)),  # C99's sign of zero (cacos(conj z) = conj(cacos z))
        ("-1", "+0", (_PI, -0.0)),
        ("±0", "nan", (_PI / 2, _NAN)),
        ("finite", "+inf", (_PI / 2, -_INF)),
        ("nonzero finite", "nan", (_NAN, _NAN)),
        ("-inf", "positive finite", (_PI, -_INF)),
        ("+inf", "positive finite", (0.0, -_INF)),
        ("-inf", "+inf", (3 * _PI / 4, -_INF)),
        ("+inf", "+inf", (_PI / 4, -_INF)),
        ("±inf", "nan", (_NAN, _INF)),
        ("nan", "finite", (_NAN, _NAN)),
        ("nan", "+inf", (_NAN, -_INF)),
        ("nan", "nan", (_NAN, _NAN)),
    ), ("zero", "one")),
    "acosh": Table("conj", (
        ("±0", "+0", (0.0, _PI / 2)),
        ("finite", "+inf", (_INF, _PI / 2)),
        ("nonzero finite", "nan", (_NAN, _NAN)),
        ("±0", "nan", (_NAN, _PI / 2)),
        ("-inf", "positive finite", (_INF, _PI)),
        ("+inf", "positive finite", (_INF, 0.0)),
        ("-inf", "+inf", (_INF, 3 * _PI / 4)),
        ("+inf", "+inf", (_INF, _PI / 4)),
        ("±inf", "nan", (_INF, _NAN)),
        ("nan", "finite", (_NAN, _NAN)),
        ("nan", "+inf", (_INF, _NAN)),
        ("nan", "nan", (_NAN, _NAN)),
    ), ("zero",)),
    "asinh": Table("odd", (
        ("+0", "+0", (0.0, 0.0)),
        ("positive finite", "+inf", (_INF, _PI / 2)),
        ("finite", "nan", (_NAN, _NAN)),
        ("+inf", "positive finite", (_INF, 0.0)),
        ("+inf", "+inf", (_INF, _PI / 4)),
        ("+inf", "nan", (_INF, _NAN)),
        ("nan", "+0", (_NAN, 0.0)),
        ("nan", "nonzero finite", (_NAN, _NAN)),
        ("nan", "+inf", (_INF, _NAN)),
        ("nan", "nan", (_NAN, _NAN)),
    ), ("zero",)),
    "atanh": Table("odd", (
        ("+0", "+0", (0.0, 0.0)),
        ("+0", "nan", (0.0, _NAN)),
        ("1", "+0", (_INF, 0.0)),
        ("positive finite", "+inf", (0.0, _PI / 2)),
        ("nonzero finite", "nan", (_NAN, _NAN)),
        ("+inf", "positive finite", (0.0, _PI / 2)),
        ("+inf", "+inf", (0.0, _PI / 2)),
        ("+inf", "nan", (0.0, _NAN)),
        ("nan", "finite", (_NAN, _NAN)),
        ("nan", "+inf", (0.0, _PI / 2)),
        ("nan", "nan", (_NAN, _NAN)),
    ), ("zero", "one")),
    "cosh": Table("even", (
        ("+0", "+0", (1.0, 0.0)),
        ("+0", "+inf", (_NAN, 0.0)),
        ("+0", "nan", (_NAN, 0.0)),
        ("nonzero finite", "+inf", (_NAN, _NAN)),
        ("nonzero finite", "nan", (_NAN, _NAN)),
        ("+inf", "+0", (_INF, 0.0)),
        ("+inf", "nonzero finite", _cis(_INF)),
        ("+inf", "+inf", (_INF, _NAN)),
        ("+inf", "nan", (_INF, _NAN)),
        ("nan", "±0", (_NAN, 0.0)),
        ("nan", "nonzero finite", (_NAN, _NAN)),
        ("nan", "nan", (_NAN, _NAN)),
    )),
    "sinh": Table("odd", (
        ("+0", "+0", (0.0, 0.0)),
        ("+0", "+inf", (0.0, _NAN)),
        ("+0", "nan", (0.0, _NAN)),
        ("positive finite", "+inf", (_NAN, _NAN)),
        ("positive finite", "nan", (_NAN, _NAN)),
        ("+inf", "+0", (_INF, 0.0)),
        ("+inf", "positive finite", _cis(_INF)),
        ("+inf", "+inf", (_INF, _NAN)),
        ("+inf", "nan", (_INF, _NAN)),
        ("nan", "+0", (_NAN, 0.0)),
        ("nan", "nonzero finite", (_NAN, _NAN)),
        ("nan", "nan", (_NAN, _NAN)),
    )),
    "tanh": Table("odd", (
        ("+0", "+0", (0.0, 0.0)),
        ("nonzero finite", "+inf", (_NAN, _NAN)),
        ("+0", "+inf", (0.0, _NAN)),
        ("nonzero finite", "nan", (_NAN, _NAN)),
        ("+0", "nan", (0.0, _NAN)),
        ("+inf", "positive finite", (1.0, 0.0)),
        ("+inf", "+inf", (1.0, 0.0)),
        ("+inf", "nan", (1.0, 0.0)),
        ("nan", "+0", (_NAN, 0.0)),
        ("nan", "nonzero", (_NAN, _NAN)),
    )),
    # The standard fixes zeros and NaNs; infinities as NumPy (the unit in their direction).
    "sign": Table("none", (
        ("±0", "±0", (0.0, 0.0)),
        ("nan", "any", (_NAN, _NAN)),
        ("any", "nan", (_NAN, _NAN)),
        ("±inf", "±inf", (_NAN, _NAN)),
        ("+inf", "finite", (1.0, 0.0)),
        ("-inf", "finite", (-1.0, 0.0)),
        ("finite", "+inf", (0.0, 1.0)),
        ("finite", "-inf", (0.0, -1.0)),
    ), ("zero",)),
}  # fmt: skip


def _times_i(z: np.ndarray) -> np.ndarray:
    """``1j * z`` exactly (a swap: NumPy's product would make inf * 0 a NaN)."""
    out = np.empty_like(z)
    out.real, out.imag = -z.imag, z.real
    return out


def _times_minus_i(z: np.ndarray) -> np.ndarray:
    out = np.empty_like(z)
    out.real, out.imag = z.imag, -z.real
    return out


def _scaled(k: float) -> Callable[[np.ndarray], np.ndarray]:
    def scale(z: np.ndarray) -> np.ndarray:
        out = np.empty_like(z)
        out.real, out.imag = z.real * k, z.imag * k
        return out

    return scale


def _same(z: np.ndarray) -> np.ndarray:
    return z


# Functions whose special values the standard defines through another's:
# name -> (base, pre, to_base, from_base) with name(z) = from_base(base(pre(z)))
# and to_base the inverse of from_base (asin(z) = -1j * asinh(1j * z)...).
DERIVED: dict[str, tuple[str, Callable, Callable, Callable]] = {
    "asin": ("asinh", _times_i, _times_i, _times_minus_i),
    "atan": ("atanh", _times_i, _times_i, _times_minus_i),
    "cos": ("cosh", _times_i, _same, _same),
    "sin": ("sinh", _times_i, _times_i, _times_minus_i),
    "tan": ("tanh", _times_i, _times_i, _times_minus_i),
    "log2": ("log", _same, _scaled(math.log(2)), _scaled(1 / math.log(2))),
    "log10": ("log", _same, _scaled(math.log(10)), _scaled(1 / math.log(10))),
}
NAMES = frozenset(TABLES) | frozenset(DERIVED)


def special_mask(name: str, z: np.ndarray) -> np.ndarray:
    """The elements of the complex array ``z`` where a rule of ``name``'s table may apply.

    Examples
    --------
    >>> import numpy as np
    >>> from ivylite.backends._special import special_mask
    >>> special_mask("exp", np.array([1 + 1j, complex(np.inf, 0), 0j])).tolist()
    [False, True, False]
    """
    _numpy()
    if name in DERIVED:
        base, pre, _, _ = DERIVED[name]
        return special_mask(base, pre(z))
    a, b = z.real, z.imag
    mask = ~(np.isfinite(a) & np.isfinite(b))
    cases = TABLES[name].finite_cases
    if "zero" in cases:
        mask |= (a == 0) & (b == 0)
    if "one" in cases:
        mask |= (np.abs(a) == 1) & (b == 0)
    return mask


def fix(name: str, z: np.ndarray, out: np.ndarray) -> np.ndarray:
    """``out`` (the computed ``name(z)``) with the standard's special values where
    its table has a rule for ``z``; NumPy arrays of one complex dtype.

    Examples
    --------
    >>> import numpy as np
    >>> from ivylite.backends._special import fix
    >>> z = np.array([complex(np.inf, np.nan), 1 + 1j])
    >>> fix("exp", z, np.array([complex(np.nan, np.nan), np.exp(1 + 1j)]))[0]
    np.complex128(inf+nanj)
    """
    _numpy()
    if name in DERIVED:
        base, pre, to_base, from_base = DERIVED[name]
        with np.errstate(all="ignore"):
            return from_base(fix(base, pre(z), to_base(out)))
    table = TABLES[name]
    with np.errstate(all="ignore"):
        a, b = z.real.copy(), z.imag.copy()
        negate = np.signbit(a) if table.symmetry in ("odd", "even") else np.zeros(a.shape, bool)
        a, b = np.where(negate, -a, a), np.where(negate, -b, b)
        conj = np.signbit(b) & ~np.isnan(b) & (table.symmetry != "none")
        b = np.where(conj, -b, b)
        ca, cb = _classes(a), _classes(b)
        re, im = np.zeros(a.shape), np.zeros(a.shape)
        done = np.zeros(a.shape, bool)
        for class_a, class_b, value in table.rules:
            hit = ca[class_a] & cb[class_b] & ~done
            if not hit.any():
                continue
            r, i = value(a, b) if callable(value) else value
            re, im = np.where(hit, r, re), np.where(hit, i, im)
            done |= hit
        im = np.where(conj, -im, im)
        if table.symmetry == "odd":
            re, im = np.where(negate, -re, re), np.where(negate, -im, im)
        result = np.empty(out.shape, out.dtype)
        result.real, result.imag = re, im  # signed zeros kept (re + 0j would lose -0.0)
        return np.where(done, result, out)
