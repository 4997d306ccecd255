"""Edge values: NumPy's results and warnings for division by zero, overflow
and invalid operations, on every backend.

A ufunc's ``edges`` hook looks at its result (``_errstate`` says why values,
not processor flags): a NaN made from operands that were not NaN is
*invalid*; an infinity made from finite operands is a *division by zero* where
the ufunc's rule says so (a zero divisor, ``log(0)``) and an *overflow*
otherwise. The look costs one pass over the result (are all values finite?)
and is skipped when every kind it could report is ignored.

Integer division and remainder by zero give 0, as NumPy does (torch raises,
other backends give other values), with NumPy's division-by-zero warning.
"""

from __future__ import annotations

from collections.abc import Callable

import ivylite
from ivylite.array import Array

from ._errstate import quiet, report, reporting

__all__ = [
    "overflows", "divides", "zero_divisor", "zero_base", "invalid_only", "int_division", "quiet",
    "report",
]  # fmt: skip


def _any(x: Array) -> bool:
    return bool(ivylite.any(x))


def _all_finite(r: Array) -> bool:
    """Whether every value of ``r`` is finite: the one check every call pays (the
    backend's own ``all_finite`` where it declares one: its cheapest call)."""
    fast = r._backend.all_finite
    if fast is not None:
        return fast(r._data)
    return bool(ivylite.all(ivylite.isfinite(r)))


def _float_edges(infinity_is_division: Callable | None) -> Callable:
    """The hook for a float ufunc; ``infinity_is_division(inputs)`` marks where a
    new infinity is a division by zero (None: never)."""

    def edges(r: Array, inputs: tuple[Array, ...], name: str) -> None:
        if r.dtype.kind not in ("float", "complex"):
            return
        # a lazy backend's values are not known at the call, and looking would compute
        # the whole result behind the user's back (on data bigger than memory, a full
        # pass per call): only an explicit errstate mode (raise, call...) makes it look
        lazy = r._backend.lazy
        if not (reporting("invalid", lazy) or reporting("divide", lazy) or reporting("over", lazy)):
            return
        if _all_finite(r):
            return
        finite = ivylite.isfinite(inputs[0])
        nan = ivylite.isnan(inputs[0])
        for x in inputs[1:]:
            finite = finite & ivylite.isfinite(x)
            nan = nan | ivylite.isnan(x)
        new_inf = ivylite.isinf(r) & finite
        if _any(new_inf):
            if infinity_is_division is None:
                report("over", name)
            else:
                division = infinity_is_division(inputs)
                if _any(new_inf & division):
                    report("divide", name)
                if _any(new_inf & ~division):
                    report("over", name)
        if _any(ivylite.isnan(r) & ~nan):
            report("invalid", name)

    return edges


def _ones(inputs: tuple[Array, ...]) -> Array:
    return ivylite.ones_like(inputs[0], dtype=ivylite.bool)


overflows = _float_edges(None)  # exp, sinh, multiply...: an infinity is an overflow
divides = _float_edges(_ones)  # log, arctanh...: an infinity is log(0), a division
zero_divisor = _float_edges(lambda inputs: inputs[1] == 0)  # divide, floor_divide
zero_base = _float_edges(lambda inputs: inputs[0] == 0)  # power(0, -1)
invalid_only = _float_edges(None)  # remainder, fmod: NaN for a zero divisor


def int_division(fn: Callable[[Array, Array], Array], name: str) -> Callable:
    """``fn`` (an integer division or remainder) giving 0 where the divisor is 0,
    with NumPy's warning; floats go to ``fn`` unchanged.

    Examples
    --------
    >>> import ivylite
    >>> import ivylite.frontends.numpy as np
    >>> from ivylite.frontends.numpy._edges import int_division
    >>> f = int_division(ivylite.floor_divide, "floor_divide")
    >>> with np.errstate(divide="ignore"):
    ...     f(ivylite.asarray([7, 7]), ivylite.asarray([0, 2])).tolist()
    [0, 3]
    """

    def compute(a: Array, b: Array) -> Array:
        if a.dtype.kind not in ("int", "uint"):
            return fn(a, b)
        zero = b == 0
        if not a._backend.lazy or reporting("divide", True):
            if not _any(zero):
                return _checked_overflow(fn, a, b, name)
            report("divide", name)
        # (lazy and not asked to look: the values below are NumPy's without looking)
        safe = ivylite.where(zero, ivylite.ones_like(b), b)
        r = fn(a, safe)
        return ivylite.where(zero, ivylite.zeros_like(r), r)

    return compute


def _checked_overflow(fn: Callable, a: Array, b: Array, name: str) -> Array:
    # The most negative integer divided by -1 overflows: NumPy gives that
    # integer back (a remainder of 0) and warns for floor_divide.
    if (
        a.dtype.kind == "int"
        and name in ("floor_divide", "divmod")
        and reporting("over", a._backend.lazy)
    ):
        low = ivylite.iinfo(a.dtype).min
        if _any((a == low) & (b == -1)):
            report("over", name)
    return fn(a, b)
