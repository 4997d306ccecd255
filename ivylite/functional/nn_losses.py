"""Losses and ``one_hot``.

The losses take real floating arrays (promoted to one dtype; float16 and
bfloat16 computed in float32 and rounded once, as in ``ivylite.nn``) and
reduce with ``reduction``: ``"mean"`` (default) over every element, ``"sum"``,
or ``"none"`` (the elementwise losses). Labels and indices are integer
arrays of any integer dtype.

``nll_loss`` and ``binary_cross_entropy_with_logits`` are written once over
ivylite's functions (``_nn_composites``); a backend whose ``nn_losses``
module defines a function of the same name (torch) is called instead, and
may return ``NotImplemented`` for arguments it leaves to the composite.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import config
from ..axes import as_index
from ..dispatch import api, custom, unwrap_array
from ..dtypes import as_dtype
from . import _nn_composites as composites
from ._build import check_dtype
from ._nn_build import Floats, as_float, axis_of, integer_indices, reduction_of, shape_of

if TYPE_CHECKING:
    from ..backend import Backend
    from ..dispatch import Entry

__all__ = [
    "cross_entropy",
    "nll_loss",
    "binary_cross_entropy",
    "binary_cross_entropy_with_logits",
    "mse",
    "one_hot",
]

_FLOAT = ("float",)


def _class_arguments(B, name, a, labels, axis, reduction, ignore_index, smoothing):
    """(labels native, axis, reduction, ignore_index, label_smoothing), checked."""
    r = reduction_of(reduction, name)
    i, _, ls = integer_indices(B, labels, name, "labels")
    xs = shape_of(B, a)
    ax = axis_of(axis, len(xs), name)
    if ls != xs[:ax] + xs[ax + 1 :]:
        raise ValueError(
            f"{name}: labels of shape {ls} must have the shape of x {xs} without the class "
            f"axis {ax}: {xs[:ax] + xs[ax + 1 :]}"
        )
    ignore = None if ignore_index is None else as_index(ignore_index, name, "ignore_index")
    return i, ax, r, ignore, _class_arguments_smoothing(smoothing, name)


def _class_arguments_smoothing(smoothing, name):
    eps = as_float(smoothing, "label_smoothing", name)
    if not 0.0 <= eps <= 1.0:
        raise ValueError(f"{name}: label_smoothing must be in [0, 1], got {smoothing!r}")
    return eps


def _class_weight(B, w, xs, ax, name):
    if w is not None and shape_of(B, w) != (xs[ax],):
        raise ValueError(
            f"{name}: weight must have shape ({xs[ax]},) (one per class), got {shape_of(B, w)}"
        )


def _build_cross_entropy(entry: Entry, fn: Any, B: Backend):
    F = Floats(entry, fn, B)
    name, ns, A = entry.name, B.ns, B.array_cls
    I64 = as_dtype("int64")
    # A backend may take the weight, ignore_index and label_smoothing natively
    # (torch: one fused call); NotImplemented, or no such function, composes them
    # over its plain cross_entropy.
    native = getattr(B.family("nn_losses"), "cross_entropy_with_options", None)

    def impl(
        logits, labels, /, *, axis=-1, reduction="mean", weight=None, ignore_index=-100,
        label_smoothing=0.0,
    ):  # fmt: skip
        if unwrap_array(labels, B, name)[1].kind == "float":
            return probabilities(logits, labels, axis, reduction, weight, label_smoothing)
        (a, w), R, C = F.arrays(logits, weight)
        i, ax, r, ignore, eps = _class_arguments(
            B, name, a, labels, axis, reduction, ignore_index, label_smoothing
        )
        _class_weight(B, w, shape_of(B, a), ax, name)
        if ignore is None and w is None and not eps:
            return F.wrap(fn(a, i, ax, r), R, C)
        out = NotImplemented if native is None else native(a, i, ax, r, w, ignore, eps)
        if out is not NotImplemented:
            return F.wrap(out, R, C)
        x = A(a, C)
        out = composites.class_loss(
            ns,
            lambda safe: A(fn(a, safe._data, ax, "none"), C),
            lambda: ns.log_softmax(x, axis=ax),
            A(i, I64), ax, None if w is None else A(w, C), ignore, r, eps, shape_of(B, a)[ax],
        )  # fmt: skip
        return F.wrap(out._data, R, C)

    def probabilities(logits, targets, axis, reduction, weight, smoothing):
        (a, t, w), R, C = F.arrays(logits, targets, weight)
        xs, r = shape_of(B, a), reduction_of(reduction, name)
        ax = axis_of(axis, len(xs), name)
        if shape_of(B, t) != xs:
            raise ValueError(
                f"{name}: float labels are class probabilities and must have the logits' shape "
                f"{xs}, got {shape_of(B, t)}; for hard labels pass integer class indices "
                f"(int64) of shape {xs[:ax] + xs[ax + 1 :]}"
            )
        _class_weight(B, w, xs, ax, name)
        eps = _class_arguments_smoothing(smoothing, name)
        lp = ns.log_softmax(A(a, C), axis=ax)
        w_ = None if w is None else A(w, C)
        return F.wrap(composites.soft_class_loss(ns, lp, A(t, C), ax, w_, r, eps)._data, R, C)

    return impl


@api(custom, "nn_losses", build=_build_cross_entropy, dtypes=_FLOAT)
def cross_entropy(
    logits: Any,
    labels: Any,
    /,
    *,
    axis: int = -1,
    reduction: str = "mean",
    weight: Any = None,
    ignore_index: int | None = -100,
    label_smoothing: float = 0.0,
) -> Any:
    """Softmax cross-entropy of float ``logits`` with integer class ``labels``:
    ``-log_softmax(logits, axis)[label]``, reduced by ``reduction``, as torch's.

    ``labels`` has the shape of ``logits`` without ``axis``, values in
    ``[0, logits.shape[axis])`` (others give undefined values; torch raises)
    or equal to ``ignore_index``: those elements count nothing (0 with
    ``reduction="none"``, left out of the mean; ``None`` ignores nothing, the
    fastest call). ``weight`` (one per class) scales each element's loss by its
    label's weight, and ``"mean"`` then divides by the summed weights, as torch.
    ``label_smoothing`` mixes in the mean over the classes:
    ``(1 - s) * loss + s * mean_c(-weight_c * log_softmax_c)``.

    Float ``labels`` of the logits' shape are class probabilities (torch's
    other form): ``-sum_c weight_c * labels_c * log_softmax_c`` per element,
    smoothed as ``labels * (1 - s) + s / classes``, the mean over the elements;
    ``ignore_index`` does not apply.

    Examples
    --------
    >>> import ivylite
    >>> logits = ivylite.asarray([[2.0, 0.0, 0.0], [0.0, 0.0, 0.0]])
    >>> ivylite.cross_entropy(logits, ivylite.asarray([0, 2]), reduction="none")
    ivylite.array([0.23954484, 1.0986123 ], dtype=float32, backend=numpy)
    >>> ivylite.cross_entropy(logits, ivylite.asarray([0, 2]))
    ivylite.array(0.6690786, dtype=float32, backend=numpy)
    >>> ivylite.cross_entropy(logits, ivylite.asarray([0, -100]))
    ivylite.array(0.23954484, dtype=float32, backend=numpy)
    >>> ivylite.cross_entropy(logits, ivylite.asarray([0, 2]), label_smoothing=0.3)
    ivylite.array(0.8690785, dtype=float32, backend=numpy)
    >>> ivylite.cross_entropy(logits, ivylite.asarray([[1.0, 0.0, 0.0], [0.0, 0.0, 1.0]]))
    ivylite.array(0.6690786, dtype=float32, backend=numpy)
    """


def _build_nll_loss(entry: Entry, fn: Any, B: Backend):
    F = Floats(entry, fn, B)
    name, ns, A = entry.name, B.ns, B.array_cls
    I64 = as_dtype("int64")

    def impl(log_probs, labels, /, *, axis=-1, reduction="mean", weight=None, ignore_index=-100):
        (a, w), R, C = F.arrays(log_probs, weight)
        i, ax, r, ignore, _ = _class_arguments(B, name, a, labels, axis, reduction, ignore_index, 0)
        _class_weight(B, w, shape_of(B, a), ax, name)
        out = NotImplemented if fn is None else fn(a, i, ax, r, w, ignore)
        if out is not NotImplemented:
            return F.wrap(out, R, C)
        x = A(a, C)
        out = composites.class_loss(
            ns,
            lambda safe: -composites.pick(ns, x, safe, ax),
            lambda: x,
            A(i, I64), ax, None if w is None else A(w, C), ignore, r,
        )  # fmt: skip
        return F.wrap(out._data, R, C)

    return impl


@api(custom, "nn_losses", build=_build_nll_loss, composite=True, dtypes=_FLOAT)
def nll_loss(
    log_probs: Any,
    labels: Any,
    /,
    *,
    axis: int = -1,
    reduction: str = "mean",
    weight: Any = None,
    ignore_index: int | None = -100,
) -> Any:
    """Negative log-likelihood ``-log_probs[label]`` along ``axis`` (the class axis),
    with :func:`cross_entropy`'s ``weight``, ``ignore_index`` and ``reduction``
    rules (torch's ``nll_loss``, whose class axis is 1: pass ``axis=1`` for its layout).

    Examples
    --------
    >>> import ivylite
    >>> lp = ivylite.log(ivylite.asarray([[0.5, 0.25, 0.25], [0.1, 0.1, 0.8]]))
    >>> ivylite.nll_loss(lp, ivylite.asarray([0, 2]), reduction="none")
    ivylite.array([0.6931472 , 0.22314353], dtype=float32, backend=numpy)
    >>> ivylite.nll_loss(lp, ivylite.asarray([0, 2]), weight=ivylite.asarray([3.0, 1.0, 1.0]))
    ivylite.array(0.5756463, dtype=float32, backend=numpy)
    """


def _build_pair_loss(entry: Entry, fn: Any, B: Backend):
    F = Floats(entry, fn, B)
    name = entry.name

    def impl(x1, x2, /, *, reduction="mean"):
        (a, b), R, C = F.arrays(x1, x2)
        r = reduction_of(reduction, name)
        if shape_of(B, a) != shape_of(B, b):
            raise ValueError(
                f"{name}: the shapes {shape_of(B, a)} and {shape_of(B, b)} must be equal"
            )
        return F.wrap(fn(a, b, r), R, C)

    return impl


@api(custom, "nn_losses", build=_build_pair_loss, dtypes=_FLOAT)
def binary_cross_entropy(probs: Any, targets: Any, /, *, reduction: str = "mean") -> Any:
    """``-(t * log(p) + (1 - t) * log(1 - p))`` with each log clamped to >= -100 (torch's rule,
    so p = 0 or 1 gives a finite loss); probabilities outside [0, 1] give NaN.

    Examples
    --------
    >>> import ivylite
    >>> p = ivylite.asarray([0.5, 1.0, 0.0])
    >>> ivylite.binary_cross_entropy(p, ivylite.asarray([1.0, 1.0, 1.0]), reduction="none")
    ivylite.array([  0.6931472,  -0.       , 100.       ], dtype=float32, backend=numpy)
    """


def _build_bce_with_logits(entry: Entry, fn: Any, B: Backend):
    F = Floats(entry, fn, B)
    name, ns, A = entry.name, B.ns, B.array_cls

    def impl(logits, targets, /, *, weight=None, pos_weight=None, reduction="mean"):
        natives, R, C = F.arrays(logits, targets, weight, pos_weight)
        r = reduction_of(reduction, name)
        xs = shape_of(B, natives[0])
        if shape_of(B, natives[1]) != xs:
            raise ValueError(
                f"{name}: targets {shape_of(B, natives[1])} must have logits' shape {xs}"
            )
        for what, t in (("weight", natives[2]), ("pos_weight", natives[3])):
            if t is not None and composites.broadcast_shapes(shape_of(B, t), xs) != xs:
                raise ValueError(
                    f"{name}: {what} {shape_of(B, t)} must broadcast to logits' shape {xs}"
                )
        out = NotImplemented if fn is None else fn(*natives, r)
        if out is not NotImplemented:
            return F.wrap(out, R, C)
        args = [None if t is None else A(t, C) for t in natives]
        return F.wrap(composites.bce_with_logits(ns, *args, r)._data, R, C)

    return impl


@api(custom, "nn_losses", build=_build_bce_with_logits, composite=True, dtypes=_FLOAT)
def binary_cross_entropy_with_logits(
    logits: Any,
    targets: Any,
    /,
    *,
    weight: Any = None,
    pos_weight: Any = None,
    reduction: str = "mean",
) -> Any:
    """:func:`binary_cross_entropy` of ``sigmoid(logits)``, computed from the logits without
    overflow: ``(1 - t) * x - (1 + (pos_weight - 1) * t) * log(sigmoid(x))``, times
    ``weight`` (torch's formula; both broadcast to the logits' shape).

    Examples
    --------
    >>> import ivylite
    >>> x, t = ivylite.asarray([0.0, 10.0, -100.0]), ivylite.asarray([1.0, 0.0, 1.0])
    >>> ivylite.binary_cross_entropy_with_logits(x, t, reduction="none")
    ivylite.array([  0.6931472,  10.000046 , 100.       ], dtype=float32, backend=numpy)
    """


@api(
    custom,
    "nn_losses",
    build=_build_pair_loss,
    dtypes=_FLOAT,
)
def mse(x1: Any, x2: Any, /, *, reduction: str = "mean") -> Any:
    """Squared error ``(x1 - x2) ** 2`` of two arrays of one shape, reduced by ``reduction``.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.mse(ivylite.asarray([1.0, 2.0]), ivylite.asarray([3.0, 2.0]))
    ivylite.array(2., dtype=float32, backend=numpy)
    """


def _build_one_hot(entry: Entry, fn: Any, B: Backend):
    name = entry.name

    def impl(indices, num_classes, /, *, dtype=None):
        i, _, _ = integer_indices(B, indices, name, "indices")
        n = as_index(num_classes, name, "num_classes")
        if n < 0:
            raise ValueError(f"{name}: num_classes must be >= 0, got {n}")
        d = check_dtype(
            B, as_dtype(dtype) if dtype is not None else config.default_float_dtype(), name
        )
        return B.array_cls(fn(i, n, B.native_dtypes[d]), d)

    return impl


@api(
    custom,
    "nn_losses",
    build=_build_one_hot,
    dtypes=("integer",),
    promised=lambda d: config.default_float_dtype(),
)
def one_hot(indices: Any, num_classes: int, /, *, dtype: Any = None) -> Any:
    """``indices.shape + (num_classes,)`` array with 1 at each index and 0 elsewhere.

    The default dtype is the default float dtype (float32), as ``jax.nn.one_hot``
    and ``tf.one_hot`` give and losses want; pass ``dtype="int64"`` for torch's.
    An index outside ``[0, num_classes)`` gives a row of zeros (as JAX).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.one_hot(ivylite.asarray([0, 2]), 3)
    ivylite.array([[1., 0., 0.],
                   [0., 0., 1.]], dtype=float32, backend=numpy)
    >>> ivylite.one_hot(ivylite.asarray([1]), 2, dtype="int64")
    ivylite.array([[0, 1]], dtype=int64, backend=numpy)
    """
