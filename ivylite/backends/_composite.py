"""Composite backend functions, written once and bound to each backend's primitives.

Not a backend. Where several backends compute a function with the same
algorithm from their own primitives, the algorithm lives here and each
backend binds it to the framework calls that do each step (``var, std =
moments(mean=..., sum=..., ...)``), much as array-api-compat binds one
implementation per namespace. A backend keeps its exact calls, so its values
do not change; only the order of the steps is shared.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import nullcontext
from typing import Any

__all__ = ["moments", "matrix_norm", "normalizations", "losses", "complex_matmul"]


def moments(
    *,
    widen: Callable[[Any], Any],
    mean: Callable[[Any, Any], Any],
    sum: Callable[[Any, Any, bool], Any],  # noqa: A002 - the primitive's name
    divide: Callable[[Any, float], Any],
    times_nan: Callable[[Any], Any],
    sqrt: Callable[[Any], Any],
    narrow: Callable[[Any, Any], Any],
    quiet: Callable[[], Any] = nullcontext,
) -> tuple[Callable, Callable]:
    """``(var, std)`` of a backend from its primitives.

    The rule: the squared deviations from the mean, summed over ``axis`` and
    divided by ``divisor`` (``divisor <= 0`` gives NaN), and for ``std`` their
    square root. float16 and bfloat16 compute in float32 and round once:
    ``widen`` gives the working array, ``narrow(out, x)`` rounds back to x's
    dtype. ``axis`` is None (every axis) or a sorted tuple; ``axis=()``
    reduces nothing, so each element is its own mean (NaN stays NaN).
    ``mean(w, axis)`` keeps the reduced axes; ``quiet()`` silences the
    framework's warnings (NumPy's for an empty mean).

    Examples
    --------
    >>> import numpy as np
    >>> from ivylite.backends._composite import moments
    >>> var, std = moments(
    ...     widen=lambda x: x, narrow=lambda out, x: out,
    ...     mean=lambda w, axis: np.mean(w, axis=axis, keepdims=True),
    ...     sum=lambda v, axis, keepdims: np.sum(v, axis=axis, keepdims=keepdims),
    ...     divide=lambda s, d: s / d, times_nan=lambda s: s * np.nan, sqrt=np.sqrt)
    >>> float(var(np.array([1.0, 2.0, 3.0, 4.0]), None, False, 3))
    1.6666666666666667
    """

    def moment(x: Any, axis: Any, keepdims: bool, divisor: float, root: bool) -> Any:
        with quiet():
            w = widen(x)
            if axis == ():
                dev = w - w
                s = dev * dev
            else:
                dev = w - mean(w, axis)
                s = sum(dev * dev, axis, keepdims)
            out = divide(s, divisor) if divisor > 0 else times_nan(s)
            if root:
                out = sqrt(out)
            return narrow(out, x)

    def var(x: Any, axis: Any, keepdims: bool, divisor: float) -> Any:
        return moment(x, axis, keepdims, divisor, False)

    def std(x: Any, axis: Any, keepdims: bool, divisor: float) -> Any:
        return moment(x, axis, keepdims, divisor, True)

    return var, std


def matrix_norm(
    *,
    abs: Callable[[Any], Any],  # noqa: A002 - the primitives' names
    sum: Callable[..., Any],  # noqa: A002
    max: Callable[[Any, int], Any],  # noqa: A002
    min: Callable[[Any, int], Any],  # noqa: A002
    sqrt: Callable[[Any], Any],
    svdvals: Callable[[Any], Any],
) -> Callable:
    """``matrix_norm(x, ord, keepdims)`` of a backend from its primitives.

    ``"fro"``: the square root of the sum of squared magnitudes; ``"nuc"``,
    ``2`` and ``-2``: the sum, largest and smallest singular value; ``1`` and
    ``-1`` (``inf`` and ``-inf``): the largest and smallest column (row) sum of
    magnitudes. ``sum(a, axis)``, ``max(a, axis)`` and ``min(a, axis)`` reduce
    without keeping the axis.

    Examples
    --------
    >>> import numpy as np
    >>> from ivylite.backends._composite import matrix_norm
    >>> norm = matrix_norm(abs=np.abs, sum=np.sum, max=np.max, min=np.min, sqrt=np.sqrt,
    ...                    svdvals=np.linalg.svdvals)
    >>> float(norm(np.array([[3.0, 0.0], [0.0, 4.0]]), "fro", False))
    5.0
    >>> norm(np.array([[1.0, -2.0], [3.0, 4.0]]), 1, True).tolist()
    [[6.0]]
    """

    def norm(x: Any, ord: Any, keepdims: bool) -> Any:
        if ord in ("nuc", 2, -2):
            s = svdvals(x)
            out = sum(s, -1) if ord == "nuc" else s[..., 0 if ord == 2 else -1]
        else:
            a = abs(x)
            if ord == "fro":
                out = sqrt(sum(a * a, (-2, -1)))
            else:
                sums = sum(a, -2 if ord in (1, -1) else -1)
                out = max(sums, -1) if ord > 0 else min(sums, -1)
        return out[..., None, None] if keepdims else out

    norm.__name__ = norm.__qualname__ = "matrix_norm"
    return norm


def normalizations(
    *,
    average: Callable[[Any, Any], Any],
    scale: Callable[[Any, Any, float], Any],
    reshape: Callable[[Any, tuple], Any],
) -> tuple[Callable, Callable]:
    """``(layer_norm, batch_norm)`` of a backend from its primitives.

    ``layer_norm`` centres ``x`` on the mean over its trailing
    ``normalized_shape`` axes and divides by ``sqrt(var + eps)`` (the biased
    variance over the same axes); ``batch_norm`` uses the given per-channel
    ``mean`` and ``var`` (channel axis 1). Both then multiply by ``weight``
    and add ``bias`` where given. ``average(x, axes)`` is the mean keeping the reduced axes;
    ``scale(centred, var, eps)`` is the division by the standard deviation.

    Examples
    --------
    >>> import numpy as np
    >>> from ivylite.backends._composite import normalizations
    >>> layer_norm, batch_norm = normalizations(
    ...     average=lambda x, axes: np.mean(x, axis=axes, keepdims=True),
    ...     scale=lambda c, v, eps: c / np.sqrt(v + eps), reshape=np.reshape)
    >>> layer_norm(np.array([[1.0, 3.0]]), (2,), None, None, 0.0).tolist()
    [[-1.0, 1.0]]
    """

    def layer_norm(x: Any, normalized_shape: Any, weight: Any, bias: Any, eps: float) -> Any:
        ndim = len(x.shape)
        axes = tuple(range(ndim - len(normalized_shape), ndim))
        centred = x - average(x, axes)
        out = scale(centred, average(centred * centred, axes), eps)
        if weight is not None:
            out = out * weight
        if bias is not None:
            out = out + bias
        return out

    def batch_norm(x: Any, mean: Any, var: Any, weight: Any, bias: Any, eps: float) -> Any:
        shape = (1, -1) + (1,) * (len(x.shape) - 2)
        out = scale(x - reshape(mean, shape), reshape(var, shape), eps)
        if weight is not None:
            out = out * reshape(weight, shape)
        if bias is not None:
            out = out + reshape(bias, shape)
        return out

    return layer_norm, batch_norm


def losses(
    *,
    mean: Callable[[Any], Any],
    sum: Callable[[Any], Any],  # noqa: A002 - the primitive's name
    log: Callable[[Any], Any],
    log1p: Callable[[Any], Any],
    at_least: Callable[[Any, float], Any],
    quiet: Callable[[], Any] = nullcontext,
) -> tuple[Callable, Callable, Callable]:
    """``(reduce, binary_cross_entropy, mse)`` of a backend from its primitives.

    ``reduce(loss, reduction)``: the mean, the sum, or (``"none"``) the loss
    itself. ``binary_cross_entropy``: ``-(t * log(p) + (1 - t) * log(1 - p))``
    with each log floored at -100 (``at_least``), as torch does, so a
    probability of 0 or 1 gives a finite loss. ``mse``: the squared
    difference. ``quiet()`` silences the framework's warnings (NumPy's for
    ``log(0)``).

    Examples
    --------
    >>> import numpy as np
    >>> from ivylite.backends._composite import losses
    >>> reduce, bce, mse = losses(mean=np.mean, sum=np.sum, log=np.log, log1p=np.log1p,
    ...                           at_least=np.maximum)
    >>> float(mse(np.array([1.0, 3.0]), np.array([0.0, 1.0]), "mean"))
    2.5
    >>> float(bce(np.array([0.5]), np.array([1.0]), "sum")) == float(np.log(2))
    True
    """

    def reduce(loss: Any, reduction: str) -> Any:
        if reduction == "mean":
            return mean(loss)
        if reduction == "sum":
            return sum(loss)
        return loss

    def binary_cross_entropy(probs: Any, targets: Any, reduction: str) -> Any:
        with quiet():
            log_p = at_least(log(probs), -100.0)
            log_q = at_least(log1p(-probs), -100.0)
        return reduce((targets - 1) * log_q - targets * log_p, reduction)

    def mse(x1: Any, x2: Any, reduction: str) -> Any:
        d = x1 - x2
        return reduce(d * d, reduction)

    return reduce, binary_cross_entropy, mse


def complex_matmul(
    *,
    matmul: Callable[[Any, Any], Any],
    real: Callable[[Any], Any],
    imag: Callable[[Any], Any],
    make_complex: Callable[[Any, Any], Any],
) -> Callable[[Any, Any], Any]:
    """A complex ``matmul`` from four real ones, the same values on every backend.

    Each framework's complex kernel handles an infinite part its own way (one
    scales the sums by ``1+0j``, turning ``inf+0j`` into ``nan+nanj``; another
    keeps ``inf+nanj``), so the same call gives different values. Splitting
    into parts, ``(A@C - B@D) + (A@D + B@C)j`` for ``(A+Bj)@(C+Dj)``, is the
    standard's complex multiplication summed term by term, and real matmuls
    treat infinities and NaNs alike everywhere. It does the same number of
    real multiplications as a complex kernel.

    Examples
    --------
    >>> import numpy as np
    >>> from ivylite.backends._composite import complex_matmul
    >>> def parts(re, im):
    ...     out = np.empty(re.shape, np.result_type(re, np.complex64))
    ...     out.real, out.imag = re, im
    ...     return out
    >>> mm = complex_matmul(matmul=np.matmul, real=np.real, imag=np.imag, make_complex=parts)
    >>> mm(np.array([[np.inf + 0j]]), np.array([[1 + 0j]]))
    array([[inf+nanj]])
    """

    def impl(x1: Any, x2: Any) -> Any:
        a, b, c, d = real(x1), imag(x1), real(x2), imag(x2)
        return make_complex(matmul(a, c) - matmul(b, d), matmul(a, d) + matmul(b, c))

    return impl
