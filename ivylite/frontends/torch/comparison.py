"""Comparisons and ordering: ``eq``, ``lt``, ``isclose``, ``isnan``,
``maximum``, ``sort``, ``topk``...

Comparisons promote with torch's rules and give bool tensors; ``equal`` and
``allclose`` give Python bools.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ivylite
from ivylite.array import Array
from ivylite.decorators import with_unsupported_dtypes
from ivylite.dtypes import Dtype

from .._common import astype_keeping_real
from . import _dtypes
from ._frontend import DIMS, TORCH
from .promotion import Complex32Error, promote_types_of_torch_inputs
from .return_types import sort as _sort_t
from .return_types import topk as _topk_t
from .tensor import Tensor

_BIG_UINTS = ("uint16", "uint32", "uint64")
_BOOL, _UINT8, _INT64 = Dtype("bool"), Dtype("uint8"), Dtype("int64")


def _as_complex32(x: Any) -> Array:
    """``x`` rounded as torch's complex32 rounds it, held in complex64 (which holds
    every complex32 exactly): torch compares float16 with complex numbers so."""
    c64, f16 = Dtype("complex64"), Dtype("float16")
    if not isinstance(x, Array):
        x = ivylite.asarray(complex(x), dtype=c64)
    if x.dtype.kind != "complex":
        return astype_keeping_real(astype_keeping_real(x, f16), c64)
    re = astype_keeping_real(astype_keeping_real(ivylite.real(x), f16), c64)
    im = astype_keeping_real(astype_keeping_real(ivylite.imag(x), f16), c64)
    return ivylite.add(re, ivylite.multiply(im, ivylite.asarray(1j, dtype=c64)))


def _compare(name: str, fn: Callable, unsupported: tuple, example: str) -> Callable:
    def compare(input: Any, other: Any, *, out: Any = None) -> Tensor:
        try:
            x1, x2 = promote_types_of_torch_inputs(input, other)
        except Complex32Error:
            if fn not in (ivylite.equal, ivylite.not_equal):
                raise
            x1, x2 = _as_complex32(input), _as_complex32(other)
        if x1.dtype is _BOOL and fn not in (ivylite.equal, ivylite.not_equal):
            # False < True, as unsigned bytes
            x1, x2 = astype_keeping_real(x1, _UINT8), astype_keeping_real(x2, _UINT8)
        return fn(x1, x2)

    compare.__name__ = compare.__qualname__ = name
    compare.__doc__ = (
        f"Elementwise ``{name}`` (inputs promoted as torch does), a bool tensor.\n\n"
        "    Examples\n    --------\n    >>> import ivylite.frontends.torch as torch\n"
        f"    >>> torch.{name}(torch.tensor([1, 2, 3]), 2)\n    {example}\n"
    )
    public = TORCH.function(check="promoted")(compare)
    if unsupported:
        public = with_unsupported_dtypes({"2.13 and below": unsupported}, "torch")(public)
    return public


_ORDER = ("complex", *_BIG_UINTS)
eq = _compare("eq", ivylite.equal, (), "tensor([False,  True, False])")
ne = _compare("ne", ivylite.not_equal, (), "tensor([ True, False,  True])")
lt = _compare("lt", ivylite.less, _ORDER, "tensor([ True, False, False])")
le = _compare("le", ivylite.less_equal, _ORDER, "tensor([ True,  True, False])")
gt = _compare("gt", ivylite.greater, _ORDER, "tensor([False, False,  True])")
ge = _compare("ge", ivylite.greater_equal, _ORDER, "tensor([False,  True,  True])")
not_equal, greater, greater_equal, less, less_equal = ne, gt, ge, lt, le


@TORCH.function
def equal(input: Tensor, other: Tensor) -> bool:
    """Whether two tensors have the same shape and the same values.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.equal(torch.tensor([1, 2]), torch.tensor([1.0, 2.0])), torch.equal(torch.tensor([1]), torch.tensor([1, 1]))
    (True, False)
    """
    if input.shape != other.shape:
        return False
    x1, x2 = promote_types_of_torch_inputs(input, other)
    return bool(ivylite.all(ivylite.equal(x1, x2)))


def _same_dtype(input: Array, other: Array) -> None:
    if input.dtype is not other.dtype:
        raise RuntimeError(
            f"{_dtypes.TORCH[input.dtype]} did not match {_dtypes.TORCH[other.dtype]}"
        )


def _isclose(input: Array, other: Array, rtol: float, atol: float, equal_nan: bool) -> Array:
    _same_dtype(input, other)
    if input.dtype is _BOOL or input.dtype.kind in ("int", "uint"):
        a, b = input, other
        if input.dtype.kind != "bool" and (rtol or atol):
            a, b = astype_keeping_real(a, "float64"), astype_keeping_real(b, "float64")
        elif input.dtype is _BOOL:
            return ivylite.equal(a, b)
    else:
        a, b = input, other
    close = ivylite.equal(a, b)
    if a.dtype.kind in ("float", "complex"):
        diff = ivylite.abs(ivylite.subtract(a, b))
        tol = ivylite.add(
            ivylite.asarray(atol, dtype=diff.dtype),
            ivylite.multiply(ivylite.asarray(rtol, dtype=diff.dtype), ivylite.abs(b)),
        )
        finite = ivylite.logical_and(ivylite.isfinite(diff), ivylite.less_equal(diff, tol))
        close = ivylite.logical_or(close, finite)
        if equal_nan:
            close = ivylite.logical_or(
                close, ivylite.logical_and(ivylite.isnan(a), ivylite.isnan(b))
            )
    return close


@TORCH.function
def isclose(
    input: Tensor, other: Tensor, rtol: float = 1e-05, atol: float = 1e-08, equal_nan: bool = False
) -> Tensor:
    """``|input - other| <= atol + rtol * |other|`` elementwise (same dtypes only).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.isclose(torch.tensor([1.0, 2.0]), torch.tensor([1.0 + 1e-7, 2.1]))
    tensor([ True, False])
    """
    return _isclose(input, other, rtol, atol, equal_nan)


@TORCH.function
def allclose(
    input: Tensor, other: Tensor, rtol: float = 1e-05, atol: float = 1e-08, equal_nan: bool = False
) -> bool:
    """Whether ``isclose`` holds everywhere.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.allclose(torch.tensor([1.0, 2.0]), torch.tensor([1.0, 2.0 + 1e-6]))
    True
    """
    return bool(ivylite.all(_isclose(input, other, rtol, atol, equal_nan)))


def _test(name: str, fn: Callable, doc: str, example: str, unsupported: tuple = ()) -> Callable:
    def test(input: Tensor) -> Tensor:
        return fn(input)

    test.__name__ = test.__qualname__ = name
    test.__doc__ = (
        f"{doc}\n\n    Examples\n    --------\n    >>> import ivylite.frontends.torch as torch\n"
        f"    >>> torch.{name}(torch.tensor([1.0, float('inf'), float('-inf'), float('nan')]))\n"
        f"    {example}\n"
    )
    public = TORCH.function(test)
    if unsupported:
        public = with_unsupported_dtypes({"2.13 and below": unsupported}, "torch")(public)
    return public


def _float_test(fn: Callable, fill: bool) -> Callable:
    def run(x: Array) -> Array:
        if x.dtype.kind in ("float", "complex"):
            return fn(x)
        return ivylite.full(x.shape, fill, dtype=_BOOL)

    return run


def _signed_inf(sign: int) -> Callable:
    def run(x: Array) -> Array:
        if x.dtype.kind != "float":
            return ivylite.full(x.shape, False, dtype=_BOOL)
        inf = ivylite.asarray(sign * float("inf"), dtype=x.dtype)
        return ivylite.equal(x, inf)

    return run


isnan = _test("isnan", _float_test(ivylite.isnan, False), "Where the values are NaN.",
              "tensor([False, False, False,  True])")  # fmt: skip
isinf = _test("isinf", _float_test(ivylite.isinf, False), "Where the values are infinite.",
              "tensor([False,  True,  True, False])")  # fmt: skip
isfinite = _test("isfinite", _float_test(ivylite.isfinite, True), "Where the values are finite.",
                 "tensor([ True, False, False, False])")  # fmt: skip
isposinf = _test("isposinf", _signed_inf(1), "Where the values are +inf.",
                 "tensor([False,  True, False, False])", ("complex",))  # fmt: skip
isneginf = _test("isneginf", _signed_inf(-1), "Where the values are -inf.",
                 "tensor([False, False,  True, False])", ("complex",))  # fmt: skip


def _extreme(x1: Array, x2: Array, big: bool, ignore_nan: bool) -> Array:
    if x1.dtype is _BOOL:
        return (ivylite.logical_or if big else ivylite.logical_and)(x1, x2)
    r = (ivylite.maximum if big else ivylite.minimum)(x1, x2)
    if ignore_nan and x1.dtype.kind == "float":
        x1, x2 = ivylite.broadcast_arrays(x1, x2)
        r = ivylite.where(ivylite.isnan(x1), x2, ivylite.where(ivylite.isnan(x2), x1, r))
    return r


def _tensors_only(name: str, other: Any) -> None:
    if not isinstance(other, Array):
        raise TypeError(f"{name}(): argument 'other' must be Tensor, not {type(other).__name__}")


@with_unsupported_dtypes({"2.13 and below": ("complex", *_BIG_UINTS)}, "torch")
@TORCH.function(check="promoted")
def maximum(input: Tensor, other: Tensor, *, out: Any = None) -> Tensor:
    """Elementwise maximum of two tensors (NaN propagates).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.maximum(torch.tensor([1, 5]), torch.tensor([3.0, 2.0]))
    tensor([3., 5.])
    """
    _tensors_only("maximum", other)
    return _extreme(*promote_types_of_torch_inputs(input, other), True, False)


@with_unsupported_dtypes({"2.13 and below": ("complex", *_BIG_UINTS)}, "torch")
@TORCH.function(check="promoted")
def minimum(input: Tensor, other: Tensor, *, out: Any = None) -> Tensor:
    """Elementwise minimum of two tensors (NaN propagates).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.minimum(torch.tensor([1, 5]), torch.tensor([3, 2]))
    tensor([1, 2])
    """
    _tensors_only("minimum", other)
    return _extreme(*promote_types_of_torch_inputs(input, other), False, False)


@with_unsupported_dtypes({"2.13 and below": ("complex", *_BIG_UINTS)}, "torch")
@TORCH.function(check="promoted")
def fmax(input: Tensor, other: Tensor, *, out: Any = None) -> Tensor:
    """Elementwise maximum ignoring NaN (NaN only where both are NaN).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.fmax(torch.tensor([1.0, float("nan")]), torch.tensor([float("nan"), 2.0]))
    tensor([1., 2.])
    """
    _tensors_only("fmax", other)
    return _extreme(*promote_types_of_torch_inputs(input, other), True, True)


@with_unsupported_dtypes({"2.13 and below": ("complex", *_BIG_UINTS)}, "torch")
@TORCH.function(check="promoted")
def fmin(input: Tensor, other: Tensor, *, out: Any = None) -> Tensor:
    """Elementwise minimum ignoring NaN (NaN only where both are NaN).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.fmin(torch.tensor([1.0, float("nan")]), torch.tensor([float("nan"), 2.0]))
    tensor([1., 2.])
    """
    _tensors_only("fmin", other)
    return _extreme(*promote_types_of_torch_inputs(input, other), False, True)


def _sortable(x: Array) -> Array:
    return astype_keeping_real(x, _UINT8) if x.dtype is _BOOL else x


def _argsort(x: Array, dim: int, descending: bool) -> Array:
    if x.ndim == 0:
        return ivylite.zeros((), dtype=_INT64)
    # always stable: ties keep their order, one answer on every backend (torch only
    # promises that with stable=True)
    idx = ivylite.argsort(
        _sortable(x), axis=DIMS.axis(dim, x.ndim), descending=descending, stable=True
    )
    return astype_keeping_real(idx, _INT64)


def _take_along(x: Array, idx: Array, axis: int) -> Array:
    if x.ndim == 0:
        return x
    grids = []
    for d in range(x.ndim):
        if d == axis:
            grids.append(idx)
        else:
            shape = [1] * x.ndim
            shape[d] = idx.shape[d]
            grids.append(ivylite.reshape(ivylite.arange(idx.shape[d], dtype=_INT64), tuple(shape)))
    return ivylite.getitem(x, tuple(grids))


@with_unsupported_dtypes({"2.13 and below": ("complex",)}, "torch")
@TORCH.function
def sort(
    input: Tensor, dim: int = -1, descending: bool = False, stable: bool = False, *, out: Any = None
) -> Any:
    """Sorted values and their original indices along ``dim`` (NaN sorts last,
    first when descending; ties keep their order).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.sort(torch.tensor([3, 1, 2]), descending=True)
    torch.return_types.sort(
    values=tensor([3, 2, 1]),
    indices=tensor([0, 2, 1]))
    """
    idx = _argsort(input, dim, descending)
    return _sort_t(_take_along(input, idx, DIMS.axis(dim, input.ndim)), idx)


@with_unsupported_dtypes({"2.13 and below": ("complex",)}, "torch")
@TORCH.function
def argsort(input: Tensor, dim: int = -1, descending: bool = False, stable: bool = False) -> Tensor:
    """Indices that sort ``input`` along ``dim``.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.argsort(torch.tensor([[3, 1, 2]]), dim=1)
    tensor([[1, 2, 0]])
    """
    return _argsort(input, dim, descending)


@with_unsupported_dtypes({"2.13 and below": ("bool", "complex", *_BIG_UINTS)}, "torch")
@TORCH.function
def topk(
    input: Tensor,
    k: int,
    dim: int = -1,
    largest: bool = True,
    sorted: bool = True,
    *,
    out: Any = None,
) -> Any:  # noqa: A002
    """The ``k`` largest (or smallest) values along ``dim`` and their indices.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.topk(torch.tensor([1, 4, 2, 8]), 2)
    torch.return_types.topk(
    values=tensor([8, 4]),
    indices=tensor([3, 1]))
    """
    axis = DIMS.axis(dim, input.ndim)
    n = input.shape[axis] if input.ndim else 1
    if not 0 <= k <= n:
        raise RuntimeError("selected index k out of range")
    idx = _argsort(input, dim, largest)
    if input.ndim:
        key = (slice(None),) * axis + (slice(0, k),)
        idx = ivylite.getitem(idx, key)
    return _topk_t(_take_along(input, idx, axis), idx)


__all__ = [
    "eq", "ne", "lt", "le", "gt", "ge", "not_equal", "greater", "greater_equal", "less",
    "less_equal", "equal", "isclose", "allclose", "isnan", "isinf", "isfinite", "isposinf",
    "isneginf", "maximum", "minimum", "fmax", "fmin", "sort", "argsort", "topk",
]  # fmt: skip
