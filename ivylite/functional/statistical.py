"""Reductions: sum, prod, mean, max, min, std, var, and cumulative_sum.

Result dtypes follow the Array API on every backend: ``sum``/``prod`` of
integers accumulate in at least the default integer dtype of their
signedness (int8 -> int32, uint8 -> uint32, int64 -> int64; bool -> the
default int), floats keep their dtype; ``mean`` of integers is computed in
their float (superset behaviour); ``max``/``min`` keep the dtype.
``cumulative_sum`` follows ``sum``'s dtype rule. ``std``/``var`` are defined
for real floating arrays (integers are computed in their float, like
``mean``; complex is refused, as the standard restricts them): the mean, the
squared deviations and their sum are computed in float32 for float16 and
bfloat16 on every backend, and the result is NaN wherever
``N - correction <= 0`` (the standard's rule; NumPy gives inf there when the
deviations are not all zero).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import config
from ..axes import normalize_axes, normalize_axis
from ..dispatch import (
    UnsupportedDtypeError,
    api,
    cast_or_refuse,
    custom,
    float_of,
    refuse,
    unsupported_set,
    unwrap_array,
)
from ..dtypes import Dtype, as_dtype
from ..promotion import lattice
from ._build import check_dtype, known_shape, wrap_as

if TYPE_CHECKING:
    from ..backend import Backend
    from ..dispatch import Entry

__all__ = ["sum", "prod", "mean", "max", "min", "std", "var", "cumulative_sum"]


_PRECISE = lattice("precise")


def _accumulator(d: Dtype) -> Dtype:
    # The standard's rule (at least the default int of the same signedness), on
    # the precise lattice whatever policy is active: a frontend's policy (such as
    # TensorFlow's, which joins no two dtypes) must not make sum() fail.
    if d.kind == "bool":
        return config.default_int_dtype()
    if d.kind == "int":
        return _PRECISE.join[d][config.default_int_dtype()]
    if d.kind == "uint":
        return _PRECISE.join[d][config.default_uint_dtype()]
    return d


def accumulator_on(B: Backend, d: Dtype, fn: str, refused: frozenset = frozenset()) -> Dtype:
    """The dtype ``fn`` accumulates ``d`` in on ``B`` when no ``dtype=`` is given:
    the standard's (:func:`_accumulator`), a casting mode's choice where the
    backend cannot hold it, or a clear error (torch and paddle hold no uint32)."""
    R = _accumulator(d)
    if R in B.native_dtypes and R not in refused:
        return R
    try:
        return cast_or_refuse(fn, R, refused | frozenset(B.invalid_dtypes), B)
    except UnsupportedDtypeError:
        raise UnsupportedDtypeError(
            f"{fn}: {d} values accumulate in {R} (the standard asks for at least the default "
            f"{'unsigned ' if d.kind == 'uint' else ''}integer dtype), which the {B.name} "
            f"backend ({B.module.framework_name} {B.version}) cannot hold; pass dtype= "
            "(e.g. dtype='int64'), or enable a casting mode (ivylite.downcast_data_types())"
        ) from None


def reduction_axes(axis: Any, ndim: int, fn: str) -> tuple[int, ...] | None:
    """None (reduce every axis), or the distinct axes, sorted (ivylite.axes' rules)."""
    if axis is None:
        return None
    axes = normalize_axes(axis, ndim, fn)
    return axes if len(axes) == 1 else tuple(sorted(axes))


def _build_reduction(rule: str):
    """``rule``: "accumulate" (sum, prod), "float" (mean) or "same" (max, min)."""

    def build(entry: Entry, fn: Any, B: Backend):
        unsupported = unsupported_set(entry, fn, B)
        name = entry.name
        A = B.array_cls
        native = B.native_dtypes
        # Input dtypes whose result dtype is the input's, with nothing to check.
        keeps = frozenset(
            d
            for d in B.valid_dtypes
            if d not in unsupported and (rule == "same" or d.kind in ("float", "complex"))
        )

        def general(x, axis, keepdims, dtype):
            a, d = unwrap_array(x, B, name)
            if dtype is not None:
                R = as_dtype(dtype)
            elif rule == "accumulate":
                R = accumulator_on(B, d, name, unsupported)
            elif rule == "float":
                R = float_of(d)
            else:
                R = d
            if R in unsupported:
                R = cast_or_refuse(name, R, unsupported, B)
            shape = B.shape(a)
            axes = reduction_axes(axis, len(shape), name)
            if rule == "same" and _is_empty(shape, axes):
                raise ValueError(f"{name}: zero-size reduction has no identity")
            if d is not R:
                a = B.cast(a, native[R])
            if rule == "accumulate":
                return A(fn(a, axes, bool(keepdims), native[R]), R)
            return A(fn(a, axes, bool(keepdims)), R)

        if rule == "accumulate":

            def impl(x, /, *, axis=None, dtype=None, keepdims=False):
                if type(x) is A and axis is None and dtype is None and x._dtype in keeps:
                    d = x._dtype
                    r = _new(A)  # the result without an Array __init__ frame
                    r._data = fn(x._data, None, bool(keepdims), native[d])
                    r._dtype = d
                    return r
                return general(x, axis, keepdims, dtype)

        elif rule == "float":

            def impl(x, /, *, axis=None, keepdims=False):
                if type(x) is A and axis is None and x._dtype in keeps:
                    r = _new(A)
                    r._data = fn(x._data, None, bool(keepdims))
                    r._dtype = x._dtype
                    return r
                return general(x, axis, keepdims, None)

        else:

            def impl(x, /, *, axis=None, keepdims=False):
                return general(x, axis, keepdims, None)

        return impl

    return build


_new = object.__new__


def _is_empty(shape: tuple, axes: tuple | None) -> bool:
    dims = range(len(shape)) if axes is None else axes
    return any(shape[i] == 0 for i in dims) if shape else False


@api(custom, "statistical", build=_build_reduction("accumulate"), promised=_accumulator)
def sum(
    x: Any,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    dtype: Any = None,
    keepdims: bool = False,
) -> Any:
    """Sum of the elements along ``axis`` (all of them by default).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.sum(ivylite.asarray([[1, 2], [3, 4]], dtype="int8"), axis=0)
    ivylite.array([4, 6], dtype=int32, backend=numpy)
    >>> ivylite.sum(ivylite.asarray([0.5, 1.5]))
    ivylite.array(2., dtype=float32, backend=numpy)
    """


@api(custom, "statistical", build=_build_reduction("accumulate"), promised=_accumulator)
def prod(
    x: Any,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    dtype: Any = None,
    keepdims: bool = False,
) -> Any:
    """Product of the elements along ``axis``.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.prod(ivylite.asarray([1, 2, 3], dtype="uint8"))
    ivylite.array(6, dtype=uint32, backend=numpy)
    """


@api(custom, "statistical", build=_build_reduction("float"), promised=float_of)
def mean(x: Any, /, *, axis: int | tuple[int, ...] | None = None, keepdims: bool = False) -> Any:
    """Arithmetic mean along ``axis``; integer arrays are averaged in their float.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.mean(ivylite.asarray([1.0, 2.0, 4.0]))
    ivylite.array(2.3333333, dtype=float32, backend=numpy)
    """


@api(custom, "statistical", build=_build_reduction("same"))
def max(x: Any, /, *, axis: int | tuple[int, ...] | None = None, keepdims: bool = False) -> Any:
    """Maximum along ``axis``; NaN propagates; an empty reduction raises.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.max(ivylite.asarray([[1, 7], [3, 4]]), axis=1)
    ivylite.array([7, 4], dtype=int32, backend=numpy)
    """


@api(custom, "statistical", build=_build_reduction("same"))
def min(x: Any, /, *, axis: int | tuple[int, ...] | None = None, keepdims: bool = False) -> Any:
    """Minimum along ``axis``; NaN propagates; an empty reduction raises.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.min(ivylite.asarray([[1, 7], [3, 4]]), axis=1, keepdims=True)
    ivylite.array([[1],
                   [3]], dtype=int32, backend=numpy)
    """


def _build_moment(entry: Entry, fn: Any, B: Backend):
    """std and var: the backend gets the float input, the axes (None or a sorted
    tuple), keepdims and the divisor ``N - correction`` (<= 0: the result is NaN)."""
    refused = unsupported_set(entry, fn, B)
    name = entry.name
    native = B.native_dtypes

    def impl(x, /, *, axis=None, correction=0.0, keepdims=False):
        a, d = unwrap_array(x, B, name)
        if d in refused:
            raise refuse(name, d, refused, B)
        if isinstance(correction, bool) or not isinstance(correction, (int, float)):
            raise TypeError(
                f"{name}: correction must be a real number, got {type(correction).__name__}"
            )
        if not correction >= 0:
            raise ValueError(f"{name}: correction must be >= 0, got {correction}")
        R = float_of(d)
        if R in refused:
            R = cast_or_refuse(name, R, refused, B)
        shape = B.shape(a)
        axes = reduction_axes(axis, len(shape), name)
        n = 1
        for i in range(len(shape)) if axes is None else axes:
            n *= known_shape(shape, name)[i]
        if d is not R:
            a = B.cast(a, native[R])
        return wrap_as(B, fn(a, axes, bool(keepdims), n - float(correction)), R)

    return impl


_MOMENT = dict(build=_build_moment, dtypes=("integer", "float"), promised=float_of)


@api(custom, "statistical", **_MOMENT)
def var(
    x: Any,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    correction: int | float = 0.0,
    keepdims: bool = False,
) -> Any:
    """Variance along ``axis``: the squared deviations from the mean, summed and
    divided by ``N - correction`` (``correction=1``: the sample variance).

    Integer arrays are computed in their float; NaN where ``N - correction <= 0``.

    Examples
    --------
    >>> import ivylite
    >>> x = ivylite.asarray([[1.0, 2.0], [3.0, 6.0]])
    >>> ivylite.var(x, axis=0)
    ivylite.array([1., 4.], dtype=float32, backend=numpy)
    >>> ivylite.var(x, axis=1, correction=1)
    ivylite.array([0.5, 4.5], dtype=float32, backend=numpy)
    """


@api(custom, "statistical", **_MOMENT)
def std(
    x: Any,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    correction: int | float = 0.0,
    keepdims: bool = False,
) -> Any:
    """Standard deviation along ``axis``: the square root of :func:`var`.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.std(ivylite.asarray([1.0, 3.0, 5.0, 7.0]))
    ivylite.array(2.236068, dtype=float32, backend=numpy)
    >>> ivylite.std(ivylite.asarray([2, 4], dtype="int32"), correction=2)
    ivylite.array(nan, dtype=float64, backend=numpy)
    """


def _build_cumulative_sum(entry: Entry, fn: Any, B: Backend):
    refused = unsupported_set(entry, fn, B)
    name = entry.name
    native = B.native_dtypes
    BOOL, I64 = Dtype("bool"), Dtype("int64")

    def impl(x, /, *, axis=None, dtype=None, include_initial=False):
        a, d = unwrap_array(x, B, name)
        if d in refused:
            raise refuse(name, d, refused, B)
        R = accumulator_on(B, d, name, refused) if dtype is None else as_dtype(dtype)
        R = check_dtype(B, R, name, refused)
        shape = B.shape(a)
        if axis is None:
            if len(shape) != 1:
                raise ValueError(
                    f"{name}: axis is required for a {len(shape)}-D array (only 1-D arrays "
                    "may omit it)"
                )
            axis = 0
        if not shape:
            raise ValueError(f"{name}: x is 0-d; reshape it to (1,) first")
        ax = normalize_axis(axis, len(shape), name)
        # A bool accumulation is NumPy's running logical or: count, then test.
        W = I64 if R is BOOL else R
        if d is not W:
            a = B.cast(a, native[W])
        out = fn(a, ax, bool(include_initial))
        if R is BOOL:
            out = B.cast(out, native[BOOL])
        return wrap_as(B, out, R)

    return impl


@api(custom, "statistical", build=_build_cumulative_sum, promised=_accumulator)
def cumulative_sum(
    x: Any,
    /,
    *,
    axis: int | None = None,
    dtype: Any = None,
    include_initial: bool = False,
) -> Any:
    """Running sums along ``axis`` (which a 1-D ``x`` may omit); the result dtype
    follows :func:`sum` (int8 -> int32, bool -> the default int, floats keep theirs).

    ``include_initial=True`` starts each run with the sum of no elements (zero),
    so the axis grows by one. float16 and bfloat16 accumulate in float32 and
    round each partial sum once.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.cumulative_sum(ivylite.asarray([1, 2, 3], dtype="int8"))
    ivylite.array([1, 3, 6], dtype=int32, backend=numpy)
    >>> ivylite.cumulative_sum(ivylite.asarray([[1.0, 2.0], [3.0, 4.0]]), axis=1,
    ...                        include_initial=True)
    ivylite.array([[0., 1., 3.],
                   [0., 3., 7.]], dtype=float32, backend=numpy)
    """
