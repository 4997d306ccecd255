"""The argument kinds rows are written with, shared by every frontend.

A kind makes one argument of a call, framework-neutral: an :class:`Arr`
(host values plus an ivylite dtype name, turned into a real or a frontend
array by the framework's adapter), a :class:`DtypeArg`, or a plain Python
value. Each kind has one method, ``make(ctx)``: through ``ctx.draw(strategy,
default)`` it draws with hypothesis in the examples, and takes ``default`` in
the deterministic dtype sweep, so one description serves both.

Arrays of one ``group`` share the example's dtype for that group (all arrays
are group 0 unless told); a kind refers to an earlier argument by its position
(``0``) or keyword (``"dim"``), e.g. ``Axis(0)``: an axis of argument 0.

=================================  ============================================
kind                               makes
=================================  ============================================
``T("float")``                     an array of the group's dtype, drawn from the
                                   class (``"float"``, ``"integer"``,
                                   ``"numeric"``, ``"valid"``, or a tuple of
                                   classes and names); one dtype name as a
                                   string (``T("int64")``) fixes it: the dtype
                                   sweep leaves it alone (``T(("bool",))`` is
                                   swept).
                                   Options: ``shape``, ``rank``, ``side``,
                                   ``lo``/``hi``, ``nonzero``, ``like=0``,
                                   ``broadcast=0``, ``group``
``Matrix("spd")``                  ``"any"``, ``"square"``, ``"spd"``
                                   (symmetric/Hermitian positive definite),
                                   ``"invertible"``; ``batch`` dimensions
``Axis(0)``                        an axis of argument 0 (``many=True``:
                                   distinct axes; ``none=True``: may be None)
``Index(0, axis=1)``               int64 indices valid along that axis
                                   (``shape="like"``: argument 0's shape)
``Mask(0)``                        a bool array of argument 0's shape
``List(T("float"), n=(2, 3))``     a list of arrays of one shape
``Shape()``                        a shape tuple
``DType("float")``                 a dtype argument (the framework's object)
``Scalar()``                       a Python number of the group's kind
``Int(lo, hi)``, ``Float(lo, hi)``  Python numbers; ``Bool()``
``one_of(a, b, ...)``, ``Const(v)``  one of the values; a fixed value
=================================  ============================================
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import ml_dtypes
import numpy as np
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from ivylite.dtypes import expand_dtype_classes

__all__ = [
    "Arr", "DtypeArg", "Ctx", "Kind", "T", "Matrix", "Axis", "Index", "Mask", "List", "Shape",
    "DType", "Scalar", "Int", "Float", "Bool", "OneOf", "one_of", "Const", "np_dtype", "dtypes_of",
]  # fmt: skip

Key = int | str


@dataclass(frozen=True)
class Arr:
    """An array argument: its values on the host and its ivylite dtype name."""

    data: np.ndarray
    dtype: str


@dataclass(frozen=True)
class DtypeArg:
    """A dtype argument, by ivylite dtype name."""

    name: str


def np_dtype(name: str) -> np.dtype:
    """The host (NumPy) dtype holding values of ivylite dtype ``name`` exactly."""
    return np.dtype(ml_dtypes.bfloat16) if name == "bfloat16" else np.dtype(name)


def dtypes_of(spec: str | tuple[str, ...]) -> tuple[str, ...]:
    """The dtype names a class, a name or a tuple of both stands for."""
    return tuple(str(d) for d in expand_dtype_classes((spec,) if isinstance(spec, str) else spec))


class Ctx:
    """What a kind sees: the dtype of each group, the framework's dtypes, the values
    made so far (by position and keyword), and how to draw (None: take defaults)."""

    def __init__(self, dtypes: dict[int, str], framework_dtypes: tuple[str, ...],
                 draw: Callable[[Any], Any] | None) -> None:  # fmt: skip
        self.dtypes = dtypes
        self.framework_dtypes = framework_dtypes
        self.values: dict[Key, Any] = {}
        self._draw = draw

    def draw(self, strategy: Any, default: Any) -> Any:
        return default if self._draw is None else self._draw(strategy)

    def array(self, key: Key) -> Arr:
        value = self.values[key]
        return value[0] if isinstance(value, list) else value


class Kind:
    """An argument kind: ``make(ctx)`` gives the argument's neutral value."""

    def make(self, ctx: Ctx) -> Any:
        raise NotImplementedError

    def groups(self) -> dict[int, tuple[str, ...]]:
        """The dtype groups this kind's arrays take their dtype from: group -> dtypes."""
        return {}


def _default_shape(rank: tuple[int, int], side: tuple[int, int]) -> tuple[int, ...]:
    r = min(max(2, rank[0]), rank[1])
    return tuple(min(max(s, side[0]), side[1]) for s in (2, 3, 4, 2, 3)[:r])


def _elements(dtype: str, lo: float, hi: float, nonzero: bool, special: bool) -> Any:
    kind = np_dtype(dtype).kind if dtype != "bfloat16" else "f"
    if dtype == "bool":
        return st.booleans()
    if kind in "iu":
        info = np.iinfo(dtype)
        ints = st.integers(max(int(lo), int(info.min)), min(int(hi), int(info.max)))
        return ints.filter(bool) if nonzero else ints
    floats = st.floats(lo, hi, allow_nan=False, allow_infinity=False, allow_subnormal=False)
    if nonzero:
        floats = floats.filter(lambda v: abs(v) > 1e-3)
    if special:
        floats = floats | st.sampled_from([float("nan"), float("inf"), -float("inf")])
    if kind == "c":
        return st.builds(complex, floats, floats)
    return floats


def _pattern(dtype: str, n: int, lo: float, hi: float, nonzero: bool) -> np.ndarray:
    """Deterministic values for the dtype sweep: small, mixed signs, in [lo, hi]."""
    v = (np.arange(n) % 5 - 2).astype(np.float64)
    if dtype == "bool":
        return np.arange(n) % 2 == 1
    if np_dtype(dtype).kind not in "iu":
        v = v + 0.5
    if dtype.startswith("uint"):
        v = np.abs(v)
    v = np.clip(v, lo, hi)
    if nonzero:
        v = np.where(v == 0, 1.0, v)
    if dtype.startswith("complex"):
        return v + 0.5j * v[::-1]
    return v


def _cast(values: np.ndarray, dtype: str) -> np.ndarray:
    return np.asarray(values).astype(np_dtype(dtype))


@dataclass(frozen=True)
class T(Kind):
    """An array (see the module's table for the options)."""

    dtypes: str | tuple[str, ...] = "numeric"
    shape: tuple[int, ...] | None = None
    rank: tuple[int, int] = (0, 3)
    side: tuple[int, int] = (1, 3)
    lo: float = -10.0
    hi: float = 10.0
    nonzero: bool = False
    special: bool = False
    like: Key | None = None
    broadcast: Key | None = None
    group: int = 0

    def fixed(self) -> str | None:
        names = dtypes_of(self.dtypes)
        return names[0] if isinstance(self.dtypes, str) and self.dtypes in names else None

    def groups(self) -> dict[int, tuple[str, ...]]:
        return {} if self.fixed() else {self.group: dtypes_of(self.dtypes)}

    def dtype(self, ctx: Ctx) -> str:
        return self.fixed() or ctx.dtypes[self.group]

    def _shape(self, ctx: Ctx) -> tuple[int, ...]:
        if self.shape is not None:
            return self.shape
        if self.like is not None:
            return ctx.array(self.like).data.shape
        if self.broadcast is not None:
            base = ctx.array(self.broadcast).data.shape
            ones = ctx.draw(st.lists(st.booleans(), min_size=len(base), max_size=len(base)),
                            [False] * len(base))  # fmt: skip
            drop = ctx.draw(st.integers(0, len(base)), 0)
            return tuple(1 if one else s for s, one in zip(base, ones))[drop:]
        default = _default_shape(self.rank, self.side)
        return tuple(ctx.draw(hnp.array_shapes(min_dims=self.rank[0], max_dims=self.rank[1],
                                               min_side=self.side[0], max_side=self.side[1]),
                              default))  # fmt: skip

    def make(self, ctx: Ctx) -> Arr:
        dtype, shape = self.dtype(ctx), self._shape(ctx)
        n = int(np.prod(shape))
        default = _pattern(dtype, n, self.lo, self.hi, self.nonzero).reshape(shape)
        host = "bool" if dtype == "bool" else "int64" if np_dtype(dtype).kind in "iu" else (
            "complex128" if dtype.startswith("complex") else "float64")  # fmt: skip
        elements = _elements(dtype, self.lo, self.hi, self.nonzero, self.special)
        values = ctx.draw(hnp.arrays(host, shape, elements=elements), default)
        return Arr(_cast(values, dtype), dtype)


@dataclass(frozen=True)
class Matrix(Kind):
    """A matrix (or a batch of them): ``"any"``, ``"square"``, ``"spd"``, ``"invertible"``."""

    kind: str = "any"
    dtypes: str | tuple[str, ...] = "float"
    batch: tuple[int, int] = (0, 1)
    n: tuple[int, int] = (1, 4)
    group: int = 0

    def groups(self) -> dict[int, tuple[str, ...]]:
        return {self.group: dtypes_of(self.dtypes)}

    def make(self, ctx: Ctx) -> Arr:
        dtype = ctx.dtypes[self.group]
        batch = ctx.draw(hnp.array_shapes(min_dims=self.batch[0], max_dims=self.batch[1],
                                          min_side=1, max_side=3), (2,) * self.batch[0])  # fmt: skip
        rows = ctx.draw(st.integers(*self.n), min(3, self.n[1]))
        cols = rows if self.kind != "any" else ctx.draw(st.integers(*self.n), min(2, self.n[1]))
        inner = T(dtypes="complex128" if dtype.startswith("complex") else "float64",
                  shape=(*batch, rows, cols), lo=-2.0, hi=2.0)  # fmt: skip
        a = inner.make(ctx).data
        eye = np.eye(rows)
        if self.kind == "spd":
            a = a @ np.conj(np.swapaxes(a, -1, -2)) + rows * eye
        elif self.kind == "invertible":
            a = a + (np.abs(a).sum(-1, keepdims=True) + 1) * eye  # diagonally dominant
        return Arr(_cast(a, dtype), dtype)


@dataclass(frozen=True)
class Axis(Kind):
    """An axis of argument ``of`` (negative ones too); ``many``: a tuple of distinct axes."""

    of: Key = 0
    many: bool = False
    none: bool = False
    negative: bool = True

    def make(self, ctx: Ctx) -> Any:
        r = max(ctx.array(self.of).data.ndim, 1)
        axes = st.integers(-r if self.negative else 0, r - 1)
        if self.many:
            strategy = st.lists(axes, min_size=1, max_size=r, unique_by=lambda a: a % r).map(tuple)
            default: Any = (0,)
        else:
            strategy, default = axes, -1 if self.negative else r - 1
        return ctx.draw(st.none() | strategy if self.none else strategy, default)


@dataclass(frozen=True)
class Index(Kind):
    """Integer indices valid for argument ``of`` along ``axis`` (an int, the key of an
    Axis argument, or None: the flattened array). ``shape="like"``: ``of``'s shape."""

    of: Key = 0
    axis: int | Key | None = None
    shape: tuple[int, ...] | str | None = None
    rank: tuple[int, int] = (1, 2)
    dtype: str = "int64"
    negative: bool = False

    def make(self, ctx: Ctx) -> Arr:
        data = ctx.array(self.of).data
        axis = ctx.values[self.axis] if isinstance(self.axis, str) else self.axis
        size = data.size if axis is None else data.shape[axis]
        if self.shape == "like":
            shape = data.shape
        elif self.shape is not None:
            shape = self.shape
        else:
            shape = tuple(ctx.draw(hnp.array_shapes(min_dims=self.rank[0],
                                                    max_dims=self.rank[1], max_side=4), (2,)))  # fmt: skip
        low = -size if self.negative else 0
        default = (np.arange(int(np.prod(shape))) % size).reshape(shape)
        values = ctx.draw(hnp.arrays("int64", shape, elements=st.integers(low, size - 1)), default)
        return Arr(_cast(values, self.dtype), self.dtype)


@dataclass(frozen=True)
class Mask(Kind):
    """A bool array of argument ``of``'s shape."""

    of: Key = 0

    def make(self, ctx: Ctx) -> Arr:
        shape = ctx.array(self.of).data.shape
        default = (np.arange(int(np.prod(shape))) % 2 == 0).reshape(shape)
        return Arr(ctx.draw(hnp.arrays(bool, shape), default), "bool")


@dataclass(frozen=True)
class List(Kind):
    """``n`` values of ``item``; array items all take the first one's shape."""

    item: Kind = dataclasses.field(default_factory=T)
    n: tuple[int, int] = (2, 3)

    def groups(self) -> dict[int, tuple[str, ...]]:
        return self.item.groups()

    def make(self, ctx: Ctx) -> list:
        count = ctx.draw(st.integers(*self.n), self.n[0])
        first = self.item.make(ctx)
        rest = self.item
        if isinstance(first, Arr) and isinstance(rest, T):
            rest = dataclasses.replace(rest, shape=first.data.shape, like=None, broadcast=None)
        return [first] + [rest.make(ctx) for _ in range(count - 1)]


@dataclass(frozen=True)
class Shape(Kind):
    """A shape tuple."""

    rank: tuple[int, int] = (0, 3)
    side: tuple[int, int] = (1, 4)

    def make(self, ctx: Ctx) -> tuple[int, ...]:
        return tuple(ctx.draw(hnp.array_shapes(min_dims=self.rank[0], max_dims=self.rank[1],
                                               min_side=self.side[0], max_side=self.side[1]),
                              _default_shape(self.rank, self.side)))  # fmt: skip


@dataclass(frozen=True)
class DType(Kind):
    """A dtype argument from ``dtypes`` (that the framework has)."""

    dtypes: str | tuple[str, ...] = "numeric"

    def make(self, ctx: Ctx) -> DtypeArg:
        names = [d for d in dtypes_of(self.dtypes) if d in ctx.framework_dtypes]
        default = "float32" if "float32" in names else names[0]
        return DtypeArg(ctx.draw(st.sampled_from(names), default))


@dataclass(frozen=True)
class Scalar(Kind):
    """A Python number of the kind of group ``group``'s dtype (bool, int, float, complex)."""

    group: int = 0
    lo: float = -5.0
    hi: float = 5.0

    def make(self, ctx: Ctx) -> Any:
        dtype = ctx.dtypes.get(self.group, "float64")
        if dtype == "bool":
            return ctx.draw(st.booleans(), True)
        if np_dtype(dtype).kind in "iu":
            low = 0 if dtype.startswith("uint") else int(self.lo)
            return ctx.draw(st.integers(low, int(self.hi)), 2)
        floats = st.floats(self.lo, self.hi, allow_nan=False, allow_subnormal=False)
        if dtype.startswith("complex"):
            return ctx.draw(st.builds(complex, floats, floats), 1.5 + 0.5j)
        return ctx.draw(floats, 1.5)


@dataclass(frozen=True)
class Int(Kind):
    lo: int = -3
    hi: int = 3

    def make(self, ctx: Ctx) -> int:
        return ctx.draw(st.integers(self.lo, self.hi), min(max(1, self.lo), self.hi))


@dataclass(frozen=True)
class Float(Kind):
    lo: float = -3.0
    hi: float = 3.0

    def make(self, ctx: Ctx) -> float:
        default = min(max(0.5, self.lo), self.hi)
        return ctx.draw(
            st.floats(self.lo, self.hi, allow_nan=False, allow_subnormal=False), default
        )


@dataclass(frozen=True)
class Bool(Kind):
    def make(self, ctx: Ctx) -> bool:
        return ctx.draw(st.booleans(), False)


@dataclass(frozen=True)
class OneOf(Kind):
    values: tuple[Any, ...] = ()

    def make(self, ctx: Ctx) -> Any:
        return ctx.draw(st.sampled_from(self.values), self.values[0])


def one_of(*values: Any) -> OneOf:
    """One of ``values`` (the first in the dtype sweep)."""
    return OneOf(values)


@dataclass(frozen=True)
class Const(Kind):
    value: Any = None

    def make(self, ctx: Ctx) -> Any:
        return self.value
