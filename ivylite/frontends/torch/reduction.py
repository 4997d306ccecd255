"""Reductions: ``sum``, ``mean``, ``max`` (with indices along ``dim``), ``std``,
``all``, ``cumsum``...

torch's result dtypes: ``sum``, ``prod`` and ``cumsum`` of integers and bools
are int64; ``all``/``any`` are bool (uint8 for uint8 input); ``mean``,
``std`` and ``var`` refuse integers.
"""

from __future__ import annotations

from typing import Any

import ivylite
from ivylite.array import Array
from ivylite.decorators import with_unsupported_dtypes
from ivylite.dtypes import Dtype

from .._common import astype_keeping_real
from . import _dtypes
from ._frontend import DIMS, TORCH
from .return_types import aminmax as _aminmax_t
from .return_types import max as _max_t
from .return_types import min as _min_t
from .tensor import Tensor

__all__ = [
    "sum",
    "nansum",
    "mean",
    "nanmean",
    "prod",
    "max",
    "min",
    "amax",
    "amin",
    "aminmax",
    "argmax",
    "argmin",
    "std",
    "var",
    "std_mean",
    "var_mean",
    "all",
    "any",
    "logsumexp",
    "count_nonzero",
    "cumsum",
    "norm",
    "trace",
]

_BIG_UINTS = ("uint16", "uint32", "uint64")
_BOOL, _INT64, _UINT8 = Dtype("bool"), Dtype("int64"), Dtype("uint8")
_WIDE = frozenset(
    Dtype(n)
    for n in ("bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64")
)


def _axis(input: Array, dim: Any) -> Any:
    axes = DIMS.axes(dim, input.ndim)
    if axes is None or not input.ndim:
        return None
    return axes[0] if len(axes) == 1 else axes


def _acc_dtype(input: Array, dtype: Any) -> Dtype:
    if dtype is not None:
        return _dtypes.to_ivy(dtype)
    return _INT64 if input.dtype in _WIDE else input.dtype


@TORCH.function
def sum(input: Tensor, dim: Any = None, keepdim: bool = False, *, dtype: Any = None) -> Tensor:  # noqa: A001
    """Sum over ``dim`` (all by default); integers and bools sum to int64.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> x = torch.tensor([[1, 2], [3, 4]], dtype=torch.int8)
    >>> torch.sum(x), torch.sum(x, dim=1, keepdim=True).shape
    (tensor(10), torch.Size([2, 1]))
    """
    return _sum(input, dim, keepdim, dtype)


def _sum(input: Array, dim: Any, keepdim: bool, dtype: Any) -> Array:
    d = _acc_dtype(input, dtype)
    x = input if input.dtype is d else astype_keeping_real(input, d)
    return ivylite.sum(x, axis=_axis(input, dim), keepdims=keepdim)


@with_unsupported_dtypes({"2.13 and below": ("complex",)}, "torch")
@TORCH.function
def nansum(input: Tensor, dim: Any = None, keepdim: bool = False, *, dtype: Any = None) -> Tensor:
    """``sum`` counting NaN as zero.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.nansum(torch.tensor([1.0, float("nan")]))
    tensor(1.)
    """
    if input.dtype.kind == "float":
        input = ivylite.where(ivylite.isnan(input), ivylite.zeros_like(input), input)
    return _sum(input, dim, keepdim, dtype)


def _float_only(input: Array, dtype: Any, name: str) -> Array:
    if dtype is not None:
        return astype_keeping_real(input, _dtypes.to_ivy(dtype))
    if input.dtype.kind not in ("float", "complex"):
        raise RuntimeError(
            f"{name}(): could not infer output dtype. Input dtype must be either a floating point "
            f"or complex dtype. Got: {_dtypes.TORCH[input.dtype]}"
        )
    return input


@with_unsupported_dtypes({"2.13 and below": ("bool", "integer")}, "torch")
@TORCH.function
def mean(input: Tensor, dim: Any = None, keepdim: bool = False, *, dtype: Any = None) -> Tensor:
    """Mean over ``dim``; integer inputs need ``dtype=`` (as in torch).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.mean(torch.tensor([[1.0, 2.0], [3.0, 5.0]]), dim=0)
    tensor([2.0000, 3.5000])
    >>> torch.mean(torch.tensor([1, 2]), dtype=torch.float64)
    tensor(1.5000, dtype=torch.float64)
    """
    x = _float_only(input, dtype, "mean")
    return ivylite.mean(x, axis=_axis(x, dim), keepdims=keepdim)


@with_unsupported_dtypes({"2.13 and below": ("bool", "integer", "complex")}, "torch")
@TORCH.function
def nanmean(input: Tensor, dim: Any = None, keepdim: bool = False, *, dtype: Any = None) -> Tensor:
    """Mean over ``dim`` of the non-NaN elements.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.nanmean(torch.tensor([1.0, float("nan"), 3.0]))
    tensor(2.)
    """
    x = _float_only(input, dtype, "nanmean")
    nan = ivylite.isnan(x)
    total = ivylite.sum(
        ivylite.where(nan, ivylite.zeros_like(x), x), axis=_axis(x, dim), keepdims=keepdim
    )
    count = ivylite.sum(
        astype_keeping_real(ivylite.logical_not(nan), x.dtype), axis=_axis(x, dim), keepdims=keepdim
    )
    return ivylite.divide(total, count)


@TORCH.function
def prod(input: Tensor, dim: Any = None, keepdim: bool = False, *, dtype: Any = None) -> Tensor:
    """Product over ``dim`` (one dimension) or of all elements; integers give int64.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.prod(torch.tensor([[1, 2], [3, 4]]), 1)
    tensor([ 2, 12])
    """
    d = _acc_dtype(input, dtype)
    x = input if input.dtype is d else astype_keeping_real(input, d)
    # torch.prod takes one dim, never a tuple of them
    axis = None if dim is None or not input.ndim else DIMS.axis(dim, input.ndim, "torch.prod")
    return ivylite.prod(x, axis=axis, keepdims=keepdim)


def _extreme(input: Array, axis: Any, keepdim: bool, big: bool) -> Array:
    if input.dtype is _BOOL:
        return (ivylite.any if big else ivylite.all)(input, axis=axis, keepdims=keepdim)
    return (ivylite.max if big else ivylite.min)(input, axis=axis, keepdims=keepdim)


def _max_min(input: Array, dim: Any, keepdim: bool, big: bool, name: str) -> Any:
    if isinstance(dim, Array):
        from .comparison import maximum, minimum

        return (maximum if big else minimum).__wrapped__(input, dim)
    if dim is None:
        if input.size == 0:
            raise RuntimeError(
                f"{name}(): Expected reduction dim to be specified for input.numel() == 0."
            )
        return _extreme(input, None, False, big)
    axis = DIMS.axis(dim, input.ndim) if input.ndim else None
    values = _extreme(input, axis, keepdim, big)
    x = astype_keeping_real(input, _UINT8) if input.dtype is _BOOL else input
    indices = (ivylite.argmax if big else ivylite.argmin)(x, axis=axis, keepdims=keepdim)
    return (_max_t if big else _min_t)(values, astype_keeping_real(indices, _INT64))


@with_unsupported_dtypes({"2.13 and below": ("complex", *_BIG_UINTS)}, "torch")
@TORCH.function
def max(input: Tensor, dim: Any = None, keepdim: bool = False, *, out: Any = None) -> Any:  # noqa: A001
    """The maximum; along ``dim`` a ``(values, indices)`` named tuple; with a
    tensor second argument, ``maximum``.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> x = torch.tensor([[1, 5], [7, 2]])
    >>> torch.max(x)
    tensor(7)
    >>> torch.max(x, dim=1)
    torch.return_types.max(
    values=tensor([5, 7]),
    indices=tensor([1, 0]))
    """
    return _max_min(input, dim, keepdim, True, "max")


@with_unsupported_dtypes({"2.13 and below": ("complex", *_BIG_UINTS)}, "torch")
@TORCH.function
def min(input: Tensor, dim: Any = None, keepdim: bool = False, *, out: Any = None) -> Any:  # noqa: A001
    """The minimum; along ``dim`` a ``(values, indices)`` named tuple; with a
    tensor second argument, ``minimum``.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.min(torch.tensor([[1, 5], [7, 2]]), 0).values
    tensor([1, 2])
    """
    return _max_min(input, dim, keepdim, False, "min")


@with_unsupported_dtypes({"2.13 and below": ("complex", *_BIG_UINTS)}, "torch")
@TORCH.function
def amax(input: Tensor, dim: Any = (), keepdim: bool = False, *, out: Any = None) -> Tensor:
    """The maximum over ``dim`` (one or more dimensions; ``()`` means all).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.amax(torch.tensor([[1, 5], [7, 2]]), dim=(0, 1))
    tensor(7)
    """
    return _extreme(input, _axis(input, dim if dim != () else None), keepdim, True)


@with_unsupported_dtypes({"2.13 and below": ("complex", *_BIG_UINTS)}, "torch")
@TORCH.function
def amin(input: Tensor, dim: Any = (), keepdim: bool = False, *, out: Any = None) -> Tensor:
    """The minimum over ``dim`` (one or more dimensions; ``()`` means all).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.amin(torch.tensor([[1, 5], [7, 2]]), dim=1)
    tensor([1, 2])
    """
    return _extreme(input, _axis(input, dim if dim != () else None), keepdim, False)


@with_unsupported_dtypes({"2.13 and below": ("complex", *_BIG_UINTS)}, "torch")
@TORCH.function
def aminmax(input: Tensor, *, dim: Any = None, keepdim: bool = False, out: Any = None) -> Any:
    """``(min, max)`` as a named tuple.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.aminmax(torch.tensor([3, 1, 2])).max
    tensor(3)
    """
    axis = _axis(input, dim)
    return _aminmax_t(_extreme(input, axis, keepdim, False), _extreme(input, axis, keepdim, True))


def _arg(input: Array, dim: Any, keepdim: bool, big: bool) -> Array:
    fn = ivylite.argmax if big else ivylite.argmin
    if dim is None:
        r = fn(ivylite.reshape(input, (-1,)), axis=0)
        return astype_keeping_real(ivylite.reshape(r, (1,) * input.ndim) if keepdim else r, _INT64)
    axis = DIMS.axis(dim, input.ndim) if input.ndim else None
    return astype_keeping_real(fn(input, axis=axis, keepdims=keepdim), _INT64)


@with_unsupported_dtypes({"2.13 and below": ("bool", "complex", *_BIG_UINTS)}, "torch")
@TORCH.function
def argmax(input: Tensor, dim: int | None = None, keepdim: bool = False) -> Tensor:
    """Index of the (first) maximum, over all elements or along ``dim``.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.argmax(torch.tensor([[1, 5], [7, 2]])), torch.argmax(torch.tensor([[1, 5], [7, 2]]), dim=1)
    (tensor(2), tensor([1, 0]))
    """
    return _arg(input, dim, keepdim, True)


@with_unsupported_dtypes({"2.13 and below": ("bool", "complex", *_BIG_UINTS)}, "torch")
@TORCH.function
def argmin(input: Tensor, dim: int | None = None, keepdim: bool = False) -> Tensor:
    """Index of the (first) minimum, over all elements or along ``dim``.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.argmin(torch.tensor([3, 1, 2]))
    tensor(1)
    """
    return _arg(input, dim, keepdim, False)


def _correction(dim: Any, unbiased: Any, correction: Any) -> tuple[Any, float]:
    # std(input, unbiased) and std(input, dim, unbiased, keepdim) are torch's old overloads
    if isinstance(dim, bool):
        dim, unbiased = None, dim
    if correction is None:
        correction = 1 if unbiased is None else int(bool(unbiased))
    return dim, float(correction)


def _moment(
    input: Array, dim: Any, unbiased: Any, keepdim: bool, correction: Any, fn: Any
) -> Array:
    if input.dtype.kind not in ("float", "complex"):
        raise RuntimeError("std and var only support floating point and complex dtypes")
    dim, c = _correction(dim, unbiased, correction)
    if input.dtype.kind == "complex":
        # the variance of a complex tensor is that of its real and imaginary parts, added
        re, im = ivylite.real(input), ivylite.imag(input)
        v = ivylite.add(
            ivylite.var(re, axis=_axis(input, dim), correction=c, keepdims=keepdim),
            ivylite.var(im, axis=_axis(input, dim), correction=c, keepdims=keepdim),
        )
        return v if fn is ivylite.var else ivylite.sqrt(v)
    return fn(input, axis=_axis(input, dim), correction=c, keepdims=keepdim)


@with_unsupported_dtypes({"2.13 and below": ("bool", "integer")}, "torch")
@TORCH.function
def std(input: Tensor, dim: Any = None, unbiased: Any = None, keepdim: bool = False, *,
        correction: Any = None, out: Any = None) -> Tensor:  # fmt: skip
    """Standard deviation over ``dim`` with Bessel's ``correction`` (default 1;
    ``unbiased=False`` is 0).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> x = torch.tensor([1.0, 2.0, 3.0, 4.0])
    >>> torch.std(x), torch.std(x, correction=0), torch.std(x, unbiased=False)
    (tensor(1.2910), tensor(1.1180), tensor(1.1180))
    """
    return _moment(input, dim, unbiased, keepdim, correction, ivylite.std)


@with_unsupported_dtypes({"2.13 and below": ("bool", "integer")}, "torch")
@TORCH.function
def var(input: Tensor, dim: Any = None, unbiased: Any = None, keepdim: bool = False, *,
        correction: Any = None, out: Any = None) -> Tensor:  # fmt: skip
    """Variance over ``dim`` with Bessel's ``correction`` (default 1).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.var(torch.tensor([[1.0, 3.0], [2.0, 2.0]]), dim=1)
    tensor([2., 0.])
    """
    return _moment(input, dim, unbiased, keepdim, correction, ivylite.var)


@with_unsupported_dtypes({"2.13 and below": ("bool", "integer")}, "torch")
@TORCH.function
def std_mean(input: Tensor, dim: Any = None, unbiased: Any = None, keepdim: bool = False, *,
             correction: Any = None) -> tuple[Tensor, Tensor]:  # fmt: skip
    """``(std, mean)`` over ``dim``.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.std_mean(torch.tensor([1.0, 3.0]))
    (tensor(1.4142), tensor(2.))
    """
    s = _moment(input, dim, unbiased, keepdim, correction, ivylite.std)
    d, _ = _correction(dim, unbiased, correction)
    return s, ivylite.mean(input, axis=_axis(input, d), keepdims=keepdim)


@with_unsupported_dtypes({"2.13 and below": ("bool", "integer")}, "torch")
@TORCH.function
def var_mean(input: Tensor, dim: Any = None, unbiased: Any = None, keepdim: bool = False, *,
             correction: Any = None) -> tuple[Tensor, Tensor]:  # fmt: skip
    """``(var, mean)`` over ``dim``.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.var_mean(torch.tensor([1.0, 3.0]))
    (tensor(2.), tensor(2.))
    """
    v = _moment(input, dim, unbiased, keepdim, correction, ivylite.var)
    d, _ = _correction(dim, unbiased, correction)
    return v, ivylite.mean(input, axis=_axis(input, d), keepdims=keepdim)


def _truth(input: Array) -> Array:
    return input if input.dtype is _BOOL else ivylite.not_equal(input, ivylite.zeros_like(input))


@TORCH.function
def all(input: Tensor, dim: Any = None, keepdim: bool = False, *, out: Any = None) -> Tensor:  # noqa: A001
    """Whether all elements are nonzero (bool; uint8 for a uint8 input, as torch).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.all(torch.tensor([[1, 0], [2, 3]]), dim=1), torch.all(torch.tensor([1, 2], dtype=torch.uint8))
    (tensor([False,  True]), tensor(1, dtype=torch.uint8))
    """
    r = ivylite.all(_truth(input), axis=_axis(input, dim), keepdims=keepdim)
    return astype_keeping_real(r, _UINT8) if input.dtype is _UINT8 else r


@TORCH.function
def any(input: Tensor, dim: Any = None, keepdim: bool = False, *, out: Any = None) -> Tensor:  # noqa: A001
    """Whether any element is nonzero (bool; uint8 for a uint8 input, as torch).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.any(torch.tensor([0.0, 0.5]))
    tensor(True)
    """
    r = ivylite.any(_truth(input), axis=_axis(input, dim), keepdims=keepdim)
    return astype_keeping_real(r, _UINT8) if input.dtype is _UINT8 else r


@TORCH.function
def logsumexp(input: Tensor, dim: Any, keepdim: bool = False, *, out: Any = None) -> Tensor:
    """``log(sum(exp(input)))`` over ``dim``, computed stably (integers give the
    default float).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.logsumexp(torch.tensor([[0.0, 0.0], [1.0, 1.0]]), dim=1)
    tensor([0.6931, 1.6931])
    """
    x = (
        input
        if input.dtype.kind in ("float", "complex")
        else astype_keeping_real(input, _dtypes.DEFAULT[0])
    )
    if x.ndim == 0:
        x = ivylite.reshape(x, (1,))
        dim, keepdim = 0, False
    axis = _axis(x, dim)
    if x.dtype.kind == "complex":
        return ivylite.log(ivylite.sum(ivylite.exp(x), axis=axis, keepdims=keepdim))
    m = ivylite.max(x, axis=axis, keepdims=True)
    m = ivylite.where(ivylite.isfinite(m), m, ivylite.zeros_like(m))
    s = ivylite.log(ivylite.sum(ivylite.exp(ivylite.subtract(x, m)), axis=axis, keepdims=True))
    r = ivylite.add(s, m)
    return (
        r
        if keepdim
        else ivylite.squeeze(r, axis=axis if axis is not None else tuple(range(x.ndim)))
    )


@TORCH.function
def count_nonzero(input: Tensor, dim: Any = None) -> Tensor:
    """Number of nonzero elements (int64), over all or along ``dim``.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.count_nonzero(torch.tensor([[0, 1], [2, 3]]), dim=0)
    tensor([1, 2])
    """
    return ivylite.sum(astype_keeping_real(_truth(input), _INT64), axis=_axis(input, dim))


@TORCH.function
def cumsum(input: Tensor, dim: int, *, dtype: Any = None, out: Any = None) -> Tensor:
    """Running sum along ``dim``; integers and bools give int64.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.cumsum(torch.tensor([[1, 2], [3, 4]], dtype=torch.int8), dim=1)
    tensor([[1, 3],
            [3, 7]])
    """
    d = _acc_dtype(input, dtype)
    x = input if input.dtype is d else astype_keeping_real(input, d)
    if x.ndim == 0:
        return astype_keeping_real(x, d, copy=True)
    return ivylite.cumulative_sum(x, axis=DIMS.axis(dim, x.ndim))


@with_unsupported_dtypes({"2.13 and below": ("bool", "integer")}, "torch")
@TORCH.function
def norm(input: Tensor, p: Any = "fro", dim: Any = None, keepdim: bool = False,
         out: Any = None, dtype: Any = None) -> Tensor:  # fmt: skip
    """The ``p``-norm over ``dim`` (all elements by default); ``"fro"`` is the
    2-norm, ``"nuc"`` the nuclear norm of matrices (real for complex input).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> x = torch.tensor([[3.0, 4.0], [0.0, 1.0]])
    >>> torch.norm(x, dim=1), torch.norm(x, p=1), x.norm()
    (tensor([5., 1.]), tensor(8.), tensor(5.0990))
    """
    x = input if dtype is None else astype_keeping_real(input, _dtypes.to_ivy(dtype))
    if p == "nuc":
        if x.dtype.bits == 16:
            raise TORCH.refusal(
                norm, x.dtype, "p='nuc'"
            )  # singular values: no 16-bit floats in torch
        axes = DIMS.axes(dim if dim is not None else (-2, -1), x.ndim)
        x = ivylite.moveaxis(x, axes, (x.ndim - 2, x.ndim - 1))
        return ivylite.linalg.matrix_norm(x, keepdims=keepdim, ord="nuc")
    ord_ = 2 if p in ("fro", None) else p
    return ivylite.linalg.vector_norm(x, axis=_axis(x, dim), keepdims=keepdim, ord=ord_)


@with_unsupported_dtypes({"2.13 and below": ("bool", "uint16", "uint32", "uint64")}, "torch")
@TORCH.function
def trace(input: Tensor) -> Tensor:
    """The sum of a matrix's main diagonal (integers sum to int64).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.trace(torch.arange(9, dtype=torch.int32).reshape(3, 3))
    tensor(12)
    """
    if input.ndim != 2:
        raise RuntimeError(f"trace: expected a matrix, but got tensor with dim {input.ndim}")
    return _sum(ivylite.linalg.diagonal(input), None, False, None)
