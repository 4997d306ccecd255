"""Losses and ``one_hot``.

The losses take real floating arrays (promoted to one dtype; float16 and
bfloat16 computed in float32 and rounded once, as in ``ivylite.nn``) and
reduce with ``reduction``: ``"mean"`` (default) over every element, ``"sum"``,
or ``"none"`` (the elementwise losses). Labels and indices are integer
arrays of any integer dtype.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import config
from ..axes import as_index
from ..dispatch import api, custom
from ..dtypes import as_dtype
from ._build import check_dtype
from ._nn_build import Floats, axis_of, integer_indices, reduction_of, shape_of

if TYPE_CHECKING:
    from ..backend import Backend
    from ..dispatch import Entry

__all__ = ["cross_entropy", "binary_cross_entropy", "mse", "one_hot"]

_FLOAT = ("float",)


def _build_cross_entropy(entry: Entry, fn: Any, B: Backend):
    F = Floats(entry, fn, B)
    name = entry.name

    def impl(logits, labels, /, *, axis=-1, reduction="mean"):
        (a,), R, C = F.arrays(logits)
        r = reduction_of(reduction, name)
        i, _, ls = integer_indices(B, labels, name, "labels")
        xs = shape_of(B, a)
        ax = axis_of(axis, len(xs), name)
        if ls != xs[:ax] + xs[ax + 1 :]:
            raise ValueError(
                f"{name}: labels of shape {ls} must have logits' shape {xs} without the class "
                f"axis {ax}: {xs[:ax] + xs[ax + 1 :]}"
            )
        return F.wrap(fn(a, i, ax, r), R, C)

    return impl


@api(custom, "nn_losses", build=_build_cross_entropy, dtypes=_FLOAT)
def cross_entropy(logits: Any, labels: Any, /, *, axis: int = -1, reduction: str = "mean") -> Any:
    """Softmax cross-entropy of float ``logits`` with integer class ``labels``:
    ``-log_softmax(logits, axis)[label]``, reduced by ``reduction``.

    ``labels`` has the shape of ``logits`` without ``axis``, values in
    ``[0, logits.shape[axis])`` (others give undefined values; torch raises).

    Examples
    --------
    >>> import ivylite
    >>> logits = ivylite.asarray([[2.0, 0.0, 0.0], [0.0, 0.0, 0.0]])
    >>> ivylite.cross_entropy(logits, ivylite.asarray([0, 2]), reduction="none")
    ivylite.array([0.23954484, 1.0986123 ], dtype=float32, backend=numpy)
    >>> ivylite.cross_entropy(logits, ivylite.asarray([0, 2]))
    ivylite.array(0.6690786, dtype=float32, backend=numpy)
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
