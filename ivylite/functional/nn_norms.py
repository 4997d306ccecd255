"""Normalisation beyond ``layer_norm`` and inference ``batch_norm``: group and
RMS normalisation, and batch normalisation in training mode (which returns
the batch statistics a layer needs for its running buffers).

Each is written once over ivylite's own functions (``_nn_composites``);
where a backend's ``nn_norms`` module defines a function of the same name
(torch's fused kernels, paddle's group_norm) it is called instead with the
checked native arrays. Dtypes as the other nn functions: real floating only,
float16 and bfloat16 computed in float32 and rounded once.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any, NamedTuple

from ..axes import as_index
from ..dispatch import api, custom
from . import _nn_composites as composites
from ._nn_build import Floats, as_float, ints, shape_of

if TYPE_CHECKING:
    from ..backend import Backend
    from ..dispatch import Entry

__all__ = ["group_norm", "rms_norm", "batch_norm_train"]  # BatchNormTrainResult: importable

_FLOAT = ("float",)
_EPS = {"float32": 2.0**-23, "float64": 2.0**-52}  # the machine epsilons


def _channels(B: Backend, a: Any, tensors: dict[str, Any], name: str) -> tuple[int, ...]:
    """x's shape, checked to be (N, C, ...) with each given tensor of shape (C,)."""
    xs = shape_of(B, a)
    if len(xs) < 2:
        raise ValueError(f"{name}: x must be at least 2-d (N, C, ...), got shape {xs}")
    for what, t in tensors.items():
        if t is not None and shape_of(B, t) != (xs[1],):
            raise ValueError(
                f"{name}: {what} must have shape ({xs[1]},) (x's channel axis 1), got {shape_of(B, t)}"
            )
    return xs


def _build_group_norm(entry: Entry, fn: Any, B: Backend):
    F = Floats(entry, fn, B)
    name, ns, A = entry.name, B.ns, B.array_cls

    def impl(x, /, num_groups, *, weight=None, bias=None, eps=1e-5):
        (a, w, b), R, C = F.arrays(x, weight, bias)
        xs = _channels(B, a, {"weight": w, "bias": b}, name)
        g = as_index(num_groups, name, "num_groups")
        if g < 1 or xs[1] % g:
            raise ValueError(f"{name}: num_groups {g} must divide the {xs[1]} channels")
        e = as_float(eps, "eps", name)
        if fn is not None:
            return F.wrap(fn(a, g, w, b, e), R, C)
        w_, b_ = (None if t is None else A(t, C) for t in (w, b))
        return F.wrap(composites.group_norm(ns, A(a, C), g, w_, b_, e)._data, R, C)

    return impl


@api(custom, "nn_norms", build=_build_group_norm, composite=True, dtypes=_FLOAT)
def group_norm(
    x: Any, /, num_groups: int, *, weight: Any = None, bias: Any = None, eps: float = 1e-5
) -> Any:
    """Split the channels (axis 1) of an (N, C, ...) ``x`` into ``num_groups`` groups and
    normalise each over its channels and the spatial axes: ``(x - mean) / sqrt(var + eps)``
    (biased variance), then ``* weight + bias`` per channel (each of shape (C,)).

    Examples
    --------
    >>> import ivylite
    >>> x = ivylite.asarray([[1.0, 3.0, 10.0, 30.0]])
    >>> ivylite.group_norm(x, 2, eps=0.0)
    ivylite.array([[-1.,  1., -1.,  1.]], dtype=float32, backend=numpy)
    """


def _normalized_shape(value: Any, name: str) -> tuple[int, ...]:
    if isinstance(value, (list, tuple)):
        return ints(value, len(value), "normalized_shape", name, low=0)
    return (as_index(value, name, "normalized_shape"),)


def _build_rms_norm(entry: Entry, fn: Any, B: Backend):
    F = Floats(entry, fn, B)
    name, ns, A = entry.name, B.ns, B.array_cls

    def impl(x, /, normalized_shape, *, weight=None, eps=None):
        (a, w), R, C = F.arrays(x, weight)
        norm = _normalized_shape(normalized_shape, name)
        xs = shape_of(B, a)
        if not norm or len(norm) > len(xs) or xs[len(xs) - len(norm) :] != norm:
            raise ValueError(
                f"{name}: normalized_shape {norm} must be the trailing axes of x's shape {xs}"
            )
        if w is not None and shape_of(B, w) != norm:
            raise ValueError(f"{name}: weight must have shape {norm}, got {shape_of(B, w)}")
        # torch's default: the machine epsilon of the dtype it computes in
        e = _EPS[C] if eps is None else as_float(eps, "eps", name)
        if fn is not None:
            return F.wrap(fn(a, norm, w, e), R, C)
        w_ = None if w is None else A(w, C)
        return F.wrap(composites.rms_norm(ns, A(a, C), norm, w_, e)._data, R, C)

    return impl


@api(custom, "nn_norms", build=_build_rms_norm, composite=True, dtypes=_FLOAT)
def rms_norm(
    x: Any,
    /,
    normalized_shape: int | tuple[int, ...],
    *,
    weight: Any = None,
    eps: float | None = None,
) -> Any:
    """``x / sqrt(mean(x ** 2) + eps)`` over the trailing ``normalized_shape`` axes, then
    ``* weight`` (of shape normalized_shape).

    ``eps=None`` is torch's default: the machine epsilon of the dtype the
    function computes in (float32's for float32, float16 and bfloat16 inputs,
    float64's for float64).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.rms_norm(ivylite.asarray([[3.0, 4.0], [1.0, 1.0]]), 2, eps=0.0)
    ivylite.array([[0.84852815, 1.1313709 ],
                   [1.        , 1.        ]], dtype=float32, backend=numpy)
    """


class BatchNormTrainResult(NamedTuple):
    """What :func:`batch_norm_train` returns: the output and the per-channel batch statistics."""

    output: Any
    mean: Any
    var: Any


def _build_batch_norm_train(entry: Entry, fn: Any, B: Backend):
    F = Floats(entry, fn, B)
    name, ns, A = entry.name, B.ns, B.array_cls

    def impl(x, /, *, weight=None, bias=None, eps=1e-5):
        (a, w, b), R, C = F.arrays(x, weight, bias)
        xs = _channels(B, a, {"weight": w, "bias": b}, name)
        if math.prod(xs) // max(xs[1], 1) < 2:
            raise ValueError(
                f"{name}: needs more than one value per channel to take batch statistics, got "
                f"shape {xs}"
            )
        w_, b_ = (None if t is None else A(t, C) for t in (w, b))
        out = composites.batch_norm_train(ns, A(a, C), w_, b_, as_float(eps, "eps", name))
        return BatchNormTrainResult(*(F.wrap(t._data, R, C) for t in out))

    return impl


@api(custom, "nn_norms", build=_build_batch_norm_train, composite=True, dtypes=_FLOAT)
def batch_norm_train(
    x: Any, /, *, weight: Any = None, bias: Any = None, eps: float = 1e-5
) -> BatchNormTrainResult:
    """Batch normalisation in training mode, with the batch statistics.

    Returns ``(output, mean, var)``: ``output`` normalises an (N, C, ...) ``x``
    with its own per-channel mean and biased variance (``(x - mean) /
    sqrt(var_biased + eps) * weight + bias``, torch's training output);
    ``mean`` and ``var`` have shape (C,), ``var`` the *unbiased* variance that
    torch puts into running_var. A layer then updates its buffers as torch:
    ``running = (1 - momentum) * running + momentum * batch``.

    Examples
    --------
    >>> import ivylite
    >>> out, mean, var = ivylite.batch_norm_train(ivylite.asarray([[1.0], [3.0]]), eps=0.0)
    >>> out
    ivylite.array([[-1.],
                   [ 1.]], dtype=float32, backend=numpy)
    >>> mean, var
    (ivylite.array([2.], dtype=float32, backend=numpy), ivylite.array([2.], dtype=float32, backend=numpy))
    """
