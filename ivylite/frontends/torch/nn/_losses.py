"""The losses of ``torch.nn.functional`` (re-exported there): cross-entropy,
NLL, MSE, L1 and binary cross-entropy, with torch's reductions, class weights,
``ignore_index`` and label smoothing.
"""

from __future__ import annotations

from typing import Any

import ivylite
from ivylite.array import Array
from ivylite.decorators import with_supported_dtypes, with_unsupported_dtypes
from ivylite.dtypes import Dtype

from ..._common import astype_keeping_real
from .. import _dtypes
from .._frontend import TORCH
from ..promotion import promote_types_of_torch_inputs
from ..tensor import Tensor

__all__ = [
    "cross_entropy", "nll_loss", "mse_loss", "l1_loss", "binary_cross_entropy",
    "binary_cross_entropy_with_logits",
]  # fmt: skip

_INT64 = Dtype("int64")
_FLOATS = {"2.13 and below": ("float",)}


def _scalar(v: float, x: Array) -> Array:
    return ivylite.asarray(v, dtype=x.dtype)


def _reduction(size_average: Any, reduce: Any, reduction: str) -> str:
    if size_average is None and reduce is None:
        if reduction not in ("none", "mean", "sum"):
            raise ValueError(f"{reduction} is not a valid value for reduction")
        return reduction
    size_average = True if size_average is None else size_average
    reduce = True if reduce is None else reduce
    return "none" if not reduce else "mean" if size_average else "sum"


def _reduce(loss: Array, reduction: str) -> Array:
    if reduction == "mean":
        return ivylite.mean(loss)
    if reduction == "sum":
        return ivylite.sum(loss)
    return loss


def _class_axis(x: Array) -> int:
    return 1 if x.ndim >= 2 else 0


def _picked(log_probs: Array, target: Array, axis: int) -> Array:
    """``log_probs`` at the target classes (in the target's shape)."""
    idx = ivylite.expand_dims(target, axis=axis)
    grids = []
    for d in range(log_probs.ndim):
        if d == axis:
            grids.append(idx)
        else:
            shape = [1] * log_probs.ndim
            shape[d] = idx.shape[d]
            grids.append(ivylite.reshape(ivylite.arange(idx.shape[d], dtype=_INT64), tuple(shape)))
    return ivylite.squeeze(ivylite.getitem(log_probs, tuple(grids)), axis=axis)


def _nll(log_probs: Array, target: Array, weight: Array | None, ignore_index: int,
         reduction: str) -> tuple[Array, Array, Array]:  # fmt: skip
    """The per-element loss, the weights it used and the valid mask."""
    if target.dtype is not _INT64:
        raise RuntimeError(f"expected scalar type Long but found {_dtypes.TORCH[target.dtype]}")
    axis = _class_axis(log_probs)
    valid = ivylite.not_equal(target, ivylite.asarray(ignore_index, dtype=_INT64))
    safe = ivylite.where(valid, target, ivylite.zeros_like(target))
    w = (
        ivylite.ones(target.shape, dtype=log_probs.dtype)
        if weight is None
        else ivylite.take(weight, ivylite.reshape(safe, (-1,)), axis=0)
    )
    w = ivylite.where(
        valid, ivylite.reshape(w, target.shape), ivylite.zeros(target.shape, dtype=log_probs.dtype)
    )
    loss = ivylite.negative(ivylite.multiply(_picked(log_probs, safe, axis), w))
    return loss, w, valid


def _nll_reduce(loss: Array, w: Array, reduction: str) -> Array:
    if reduction == "mean":
        return ivylite.divide(ivylite.sum(loss), ivylite.sum(w))
    return _reduce(loss, reduction)


@with_supported_dtypes(_FLOATS, "torch")
@TORCH.function
def nll_loss(input: Tensor, target: Tensor, weight: Tensor | None = None, size_average: Any = None,
             ignore_index: int = -100, reduce: Any = None, reduction: str = "mean") -> Tensor:  # fmt: skip
    """Negative log-likelihood of log-probabilities ``input`` (class dimension 1) at
    the int64 ``target`` classes.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> import ivylite.frontends.torch.nn.functional as F
    >>> F.nll_loss(torch.tensor([[-1.0, -2.0], [-3.0, -0.5]]), torch.tensor([0, 1]))
    tensor(0.7500)
    """
    reduction = _reduction(size_average, reduce, reduction)
    loss, w, _ = _nll(input, target, weight, ignore_index, reduction)
    return _nll_reduce(loss, w, reduction)


@with_supported_dtypes(_FLOATS, "torch")
@TORCH.function
def cross_entropy(input: Tensor, target: Tensor, weight: Tensor | None = None,
                  size_average: Any = None, ignore_index: int = -100, reduce: Any = None,
                  reduction: str = "mean", label_smoothing: float = 0.0) -> Tensor:  # fmt: skip
    """Softmax cross-entropy of logits ``input`` (class dimension 1) with int64 class
    indices, or with class probabilities of ``input``'s shape; ``weight``,
    ``ignore_index`` and ``label_smoothing`` as torch.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> import ivylite.frontends.torch.nn.functional as F
    >>> logits = torch.tensor([[2.0, 0.0, 0.0], [0.0, 0.0, 0.0]])
    >>> F.cross_entropy(logits, torch.tensor([0, 2])), F.cross_entropy(logits, torch.tensor([0, 2]), reduction="none")
    (tensor(0.6691), tensor([0.2395, 1.0986]))
    """
    reduction = _reduction(size_average, reduce, reduction)
    axis = _class_axis(input)
    n_classes = input.shape[axis]
    log_probs = ivylite.log_softmax(input, axis=axis)
    wshape = [1] * input.ndim
    wshape[axis] = n_classes
    wb = None if weight is None else ivylite.reshape(weight, tuple(wshape))
    if target.dtype.kind == "float":
        # class probabilities
        if label_smoothing:
            target = ivylite.add(
                ivylite.multiply(target, _scalar(1 - label_smoothing, target)),
                _scalar(label_smoothing / n_classes, target),
            )
        prod = ivylite.multiply(log_probs, target)
        if wb is not None:
            prod = ivylite.multiply(prod, wb)
        if reduction == "none":
            return ivylite.negative(ivylite.sum(prod, axis=axis))
        total = ivylite.negative(ivylite.sum(prod))
        if reduction == "sum":
            return total
        return ivylite.divide(
            total, _scalar(input.size / n_classes if input.size else float("nan"), total)
        )
    loss, w, valid = _nll(log_probs, target, weight, ignore_index, reduction)
    nll = _nll_reduce(loss, w, reduction)
    if not label_smoothing:
        return nll
    smooth = ivylite.negative(
        ivylite.sum(log_probs if wb is None else ivylite.multiply(log_probs, wb), axis=axis)
    )
    smooth = ivylite.where(valid, smooth, ivylite.zeros_like(smooth))
    if reduction == "mean":
        denom = (
            ivylite.sum(w)
            if weight is not None
            else ivylite.sum(astype_keeping_real(valid, smooth.dtype))
        )
        smooth = ivylite.divide(ivylite.sum(smooth), denom)
    elif reduction == "sum":
        smooth = ivylite.sum(smooth)
    return ivylite.add(
        ivylite.multiply(_scalar(1 - label_smoothing, nll), nll),
        ivylite.multiply(smooth, _scalar(label_smoothing / n_classes, smooth)),
    )


@with_supported_dtypes(_FLOATS, "torch")
@TORCH.function
def mse_loss(input: Tensor, target: Tensor, size_average: Any = None, reduce: Any = None,
             reduction: str = "mean", weight: Tensor | None = None) -> Tensor:  # fmt: skip
    """Mean squared error (``reduction``: ``"mean"``, ``"sum"`` or ``"none"``).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> import ivylite.frontends.torch.nn.functional as F
    >>> F.mse_loss(torch.tensor([1.0, 2.0]), torch.tensor([0.0, 4.0]))
    tensor(2.5000)
    """
    reduction = _reduction(size_average, reduce, reduction)
    x, t = promote_types_of_torch_inputs(input, target)
    loss = ivylite.square(ivylite.subtract(x, t))
    if weight is not None:
        loss = ivylite.multiply(loss, weight)
    return _reduce(loss, reduction)


@with_unsupported_dtypes({"2.13 and below": ("bool", "uint16", "uint32", "uint64")}, "torch")
@TORCH.function
def l1_loss(input: Tensor, target: Tensor, size_average: Any = None, reduce: Any = None,
            reduction: str = "mean") -> Tensor:  # fmt: skip
    """Mean absolute error.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> import ivylite.frontends.torch.nn.functional as F
    >>> F.l1_loss(torch.tensor([1.0, 2.0]), torch.tensor([0.0, 4.0]))
    tensor(1.5000)
    """
    reduction = _reduction(size_average, reduce, reduction)
    x, t = promote_types_of_torch_inputs(input, target)
    loss = ivylite.abs(ivylite.subtract(x, t))
    if loss.dtype.kind in ("int", "uint"):
        if reduction == "mean":
            raise TORCH.refusal(l1_loss, loss.dtype, "reduction='mean'")
        if reduction == "sum":
            return ivylite.sum(loss, dtype=_INT64)
    return _reduce(loss, reduction)


@with_supported_dtypes(_FLOATS, "torch")
@TORCH.function
def binary_cross_entropy(input: Tensor, target: Tensor, weight: Tensor | None = None,
                         size_average: Any = None, reduce: Any = None,
                         reduction: str = "mean") -> Tensor:  # fmt: skip
    """``-(target * log(input) + (1 - target) * log(1 - input))``, each log at least
    -100 (as torch).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> import ivylite.frontends.torch.nn.functional as F
    >>> F.binary_cross_entropy(torch.tensor([0.5, 1.0]), torch.tensor([1.0, 1.0]))
    tensor(0.3466)
    """
    if input.shape != target.shape:
        raise ValueError(
            f"Using a target size ({list(target.shape)}) that is different to the input size "
            f"({list(input.shape)}) is deprecated. Please ensure they have the same size."
        )
    reduction = _reduction(size_average, reduce, reduction)
    floor = _scalar(-100.0, input)
    one = ivylite.ones_like(input)
    log_p = ivylite.maximum(ivylite.log(input), floor)
    log_q = ivylite.maximum(ivylite.log(ivylite.subtract(one, input)), floor)
    t = astype_keeping_real(target, input.dtype)
    loss = ivylite.negative(
        ivylite.add(ivylite.multiply(t, log_p), ivylite.multiply(ivylite.subtract(one, t), log_q))
    )
    if weight is not None:
        loss = ivylite.multiply(loss, weight)
    return _reduce(loss, reduction)


@with_supported_dtypes(_FLOATS, "torch")
@TORCH.function
def binary_cross_entropy_with_logits(input: Tensor, target: Tensor, weight: Tensor | None = None,
                                     size_average: Any = None, reduce: Any = None,
                                     reduction: str = "mean",
                                     pos_weight: Tensor | None = None) -> Tensor:  # fmt: skip
    """``binary_cross_entropy(sigmoid(input), target)``, computed stably from the
    logits (``pos_weight`` weighs the positive term).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> import ivylite.frontends.torch.nn.functional as F
    >>> F.binary_cross_entropy_with_logits(torch.tensor([0.0, 2.0]), torch.tensor([1.0, 0.0]))
    tensor(1.4100)
    """
    reduction = _reduction(size_average, reduce, reduction)
    x, t = promote_types_of_torch_inputs(input, target)
    one = ivylite.ones_like(x)
    # log(1 + exp(-x)) written so that it never overflows
    log1pexp = ivylite.add(
        ivylite.log1p(ivylite.exp(ivylite.negative(ivylite.abs(x)))),
        ivylite.maximum(ivylite.negative(x), ivylite.zeros_like(x)),
    )
    if pos_weight is None:
        loss = ivylite.add(ivylite.multiply(ivylite.subtract(one, t), x), log1pexp)
    else:
        lw = ivylite.add(one, ivylite.multiply(ivylite.subtract(pos_weight, one), t))
        loss = ivylite.add(
            ivylite.multiply(ivylite.subtract(one, t), x), ivylite.multiply(lw, log1pexp)
        )
    if weight is not None:
        loss = ivylite.multiply(loss, weight)
    return _reduce(loss, reduction)
