"""What the neural-network modules' builders share: dtype handling and argument
checks.

The rule for every floating nn function: the inputs are promoted to one
real floating dtype R with ivylite's tables; float16 and bfloat16 are
computed in float32 and rounded once to R at the end, on every backend (so
the backends agree to R's precision, and no framework's missing half
precision kernel matters); float32 and float64 go to the framework as they
are. Integer, bool and complex inputs are refused as the standard restricts
(``dtypes=("float",)``), as torch.nn.functional does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..axes import as_index, normalize_axis
from ..dispatch import cast_or_refuse, unsupported_set, unwrap_array
from ..dtypes import Dtype
from ..promotion import result_type

if TYPE_CHECKING:
    from ..backend import Backend

HALF = (Dtype("float16"), Dtype("bfloat16"))
F32 = Dtype("float32")
I64 = Dtype("int64")


class Floats:
    """One function's float handling on one backend (built once per backend)."""

    def __init__(self, entry: Any, fn: Any, B: Backend) -> None:
        self.B = B
        self.A = B.array_cls
        self.name = entry.name
        self.unsupported = unsupported_set(entry, fn, B)
        self.native = B.native_dtypes
        # Input dtypes that go to the framework with nothing to cast or check.
        self.direct = frozenset(
            d
            for d in B.valid_dtypes
            if d.kind == "float" and d not in HALF and d not in self.unsupported
        )

    def dtype(self, d: Dtype) -> Dtype:
        """The result dtype for input dtype ``d`` (refusing or casting by the active modes)."""
        if d in self.unsupported:
            return cast_or_refuse(self.name, d, self.unsupported, self.B)
        return d

    def arrays(self, *xs: Any) -> tuple[list[Any], Dtype, Dtype]:
        """Unwrap ``xs`` (None passes through), promote to R, cast to the compute dtype.

        Returns (natives, R, C): C is float32 for half precision R, else R.
        """
        pairs = [None if x is None else unwrap_array(x, self.B, self.name) for x in xs]
        ds = [p[1] for p in pairs if p is not None]
        R = ds[0] if all(d is ds[0] for d in ds) else result_type(*ds)
        R = self.dtype(R)
        C = F32 if R in HALF else R
        nC = self.native[C]
        cast = self.B.cast
        out = [None if p is None else p[0] if p[1] is C else cast(p[0], nC) for p in pairs]
        return out, R, C

    def wrap(self, native: Any, R: Dtype, C: Dtype) -> Any:
        if C is not R:
            native = self.B.cast(native, self.native[R])
        return self.A(native, R)


def shape_of(B: Backend, x: Any) -> tuple[int, ...]:
    return tuple(B.shape(x))


def as_float(value: Any, what: str, fn: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        try:
            return float(value)
        except (TypeError, ValueError):
            raise TypeError(f"{fn}: {what} must be a real number, got {value!r}") from None
    return float(value)


def ints(value: Any, n: int, what: str, fn: str, low: int = 1) -> tuple[int, ...]:
    """An int or a length-``n`` sequence of ints, each >= ``low``, as an n-tuple."""
    if isinstance(value, (list, tuple)):
        out = tuple(as_index(v, fn, what) for v in value)
        if len(out) != n:
            raise ValueError(f"{fn}: {what} {value!r} must be an int or {n} ints")
    else:
        out = (as_index(value, fn, what),) * n
    if any(v < low for v in out):
        raise ValueError(f"{fn}: {what} {value!r} must be >= {low}")
    return out


def axis_of(axis: Any, ndim: int, fn: str) -> int:
    """The axis of an nn function, whose x must have at least one dimension."""
    if ndim == 0:
        as_index(axis, fn)  # a bad axis is reported first, as on any other array
        raise ValueError(f"{fn}: needs an array of at least 1 dimension, got a 0-d array")
    return normalize_axis(axis, ndim, fn)


REDUCTIONS = ("mean", "sum", "none")


def reduction_of(value: Any, fn: str) -> str:
    if value not in REDUCTIONS:
        raise ValueError(f"{fn}: reduction must be one of 'mean', 'sum', 'none', got {value!r}")
    return value


def integer_indices(B: Backend, x: Any, fn: str, what: str) -> tuple[Any, Dtype, tuple[int, ...]]:
    """(int64 native, original dtype, shape) for an integer index array."""
    a, d = unwrap_array(x, B, fn)
    if d.kind not in ("int", "uint"):
        raise TypeError(f"{fn}: {what} must be an integer array, got {d}; cast it with astype")
    if d != I64:
        a = B.cast(a, B.native_dtypes[I64])
    return a, d, shape_of(B, a)
