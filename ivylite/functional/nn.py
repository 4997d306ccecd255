"""Neural-network functions: activations, linear, convolutions, pooling,
normalisation, dropout and embedding (the losses and ``one_hot`` are in
``nn_losses``).

Dtypes: every function here except ``relu`` and ``embedding`` takes real
floating arrays only (torch.nn.functional's rule; integer, bool and complex
inputs raise :class:`ivylite.UnsupportedDtypeError`) and returns the
promoted input dtype. float16 and bfloat16 are computed in float32 and
rounded once at the end, on every backend. ``relu`` also keeps integer
dtypes; ``embedding`` takes integer indices and a weight of any dtype.

Layouts follow torch: ``conv1d``/``conv2d`` take NCW/NCHW inputs and
(out_channels, in_channels / groups, kernel...) weights, pooling is NCHW,
``batch_norm``'s channel axis is 1, ``linear`` computes ``x @ weight.T + bias``.
Everything is differentiable on torch, JAX, TensorFlow and Paddle.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import prng
from ..axes import as_index
from ..dispatch import api, custom, unwrap_array
from ..dtypes import numpy_dtype
from ._nn_build import (
    Floats,
    as_float,
    axis_of,
    integer_indices,
    ints,
    shape_of,
)
from .random import next_key

if TYPE_CHECKING:
    from ..backend import Backend
    from ..dispatch import Entry

__all__ = [
    "relu",
    "leaky_relu",
    "gelu",
    "silu",
    "sigmoid",
    "softmax",
    "log_softmax",
    "softplus",
    "linear",
    "conv1d",
    "conv2d",
    "max_pool2d",
    "avg_pool2d",
    "layer_norm",
    "batch_norm",
    "dropout",
    "embedding",
]

_FLOAT = ("float",)


# --- activations ----------------------------------------------------------------------


def _activation(entry: Entry, fn: Any, B: Backend):
    """``call(x, *values)``: fn on x's native data (promised float dtype) and scalar values."""
    F = Floats(entry, fn, B)
    A, direct = F.A, F.direct

    def call(x, *values):
        if type(x) is A and x._dtype in direct:
            return A(fn(x._data, *values), x._dtype)
        (a,), R, C = F.arrays(x)
        return F.wrap(fn(a, *values), R, C)

    return call


def _build_plain(entry: Entry, fn: Any, B: Backend):
    call = _activation(entry, fn, B)

    def impl(x, /):
        return call(x)

    return impl


def _build_leaky_relu(entry: Entry, fn: Any, B: Backend):
    call = _activation(entry, fn, B)

    def impl(x, /, *, negative_slope=0.01):
        return call(x, as_float(negative_slope, "negative_slope", "leaky_relu"))

    return impl


def _build_gelu(entry: Entry, fn: Any, B: Backend):
    call = _activation(entry, fn, B)

    def impl(x, /, *, approximate=False):
        return call(x, _bool(approximate, "approximate", "gelu"))

    return impl


def _build_softplus(entry: Entry, fn: Any, B: Backend):
    call = _activation(entry, fn, B)

    def impl(x, /, *, beta=1.0, threshold=20.0):
        return call(
            x, _positive(beta, "beta", "softplus"), as_float(threshold, "threshold", "softplus")
        )

    return impl


def _build_relu(entry: Entry, fn: Any, B: Backend):
    # relu keeps integer dtypes as well (torch.relu does): only bool and complex are refused.
    F = Floats(entry, fn, B)
    A = F.A
    ok = frozenset(d for d in B.valid_dtypes if d not in F.unsupported)
    direct = F.direct | frozenset(d for d in ok if d.kind in ("int", "uint"))

    def impl(x, /):
        if type(x) is A and x._dtype in direct:
            return A(fn(x._data), x._dtype)
        (a,), R, C = F.arrays(x)
        return F.wrap(fn(a), R, C)

    return impl


def _bool(value: Any, what: str, fn: str) -> bool:
    if not isinstance(value, bool):
        raise TypeError(f"{fn}: {what} must be True or False, got {value!r}")
    return value


def _positive(value: Any, what: str, fn: str) -> float:
    v = as_float(value, what, fn)
    if not v > 0:
        raise ValueError(f"{fn}: {what} must be > 0, got {value!r}")
    return v


@api(custom, "nn", build=_build_relu, dtypes=("integer", "float"))
def relu(x: Any, /) -> Any:
    """Rectified linear unit, ``max(x, 0)``, elementwise; integer arrays keep their dtype.

    NaN propagates; the gradient at 0 is 0 on every backend.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.relu(ivylite.asarray([-1.5, 0.0, 2.0]))
    ivylite.array([0., 0., 2.], dtype=float32, backend=numpy)
    >>> ivylite.relu(ivylite.asarray([-3, 4], dtype="int8"))
    ivylite.array([0, 4], dtype=int8, backend=numpy)
    """


@api(
    custom,
    "nn",
    build=_build_leaky_relu,
    dtypes=_FLOAT,
)
def leaky_relu(x: Any, /, *, negative_slope: float = 0.01) -> Any:
    """``x`` where ``x >= 0``, else ``negative_slope * x``.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.leaky_relu(ivylite.asarray([-2.0, 3.0]), negative_slope=0.5)
    ivylite.array([-1.,  3.], dtype=float32, backend=numpy)
    """


@api(
    custom,
    "nn",
    build=_build_gelu,
    dtypes=_FLOAT,
)
def gelu(x: Any, /, *, approximate: bool = False) -> Any:
    """Gaussian error linear unit: ``x * Phi(x)`` with the erf form of the normal CDF,
    or torch's tanh approximation when ``approximate`` is True.

    ``gelu(-inf)`` is NaN everywhere; ``gelu(inf)`` is inf, except on torch in
    float32/float16/bfloat16, whose native kernel gives NaN (kept for speed).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.gelu(ivylite.asarray([-1.0, 0.0, 1.0]))
    ivylite.array([-0.15865526,  0.        ,  0.8413447 ], dtype=float32, backend=numpy)
    >>> ivylite.gelu(ivylite.asarray([1.0]), approximate=True)
    ivylite.array([0.841192], dtype=float32, backend=numpy)
    """


@api(custom, "nn", build=_build_plain, dtypes=_FLOAT)
def silu(x: Any, /) -> Any:
    """Sigmoid linear unit (swish), ``x * sigmoid(x)``.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.silu(ivylite.asarray([-1.0, 0.0, 2.0]))
    ivylite.array([-0.2689414,  0.       ,  1.761594 ], dtype=float32, backend=numpy)
    """


@api(custom, "nn", build=_build_plain, dtypes=_FLOAT)
def sigmoid(x: Any, /) -> Any:
    """Logistic sigmoid ``1 / (1 + exp(-x))``, computed without overflow for large ``|x|``.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.sigmoid(ivylite.asarray([-20.0, 0.0, 2.0]))
    ivylite.array([2.0611537e-09, 5.0000000e-01, 8.8079703e-01], dtype=float32, backend=numpy)
    """


def _build_softmax(entry: Entry, fn: Any, B: Backend):
    F = Floats(entry, fn, B)
    A, direct, name = F.A, F.direct, entry.name

    def impl(x, /, *, axis=-1):
        if type(x) is A and x._dtype in direct:
            a = x._data
            return A(fn(a, axis_of(axis, len(B.shape(a)), name)), x._dtype)
        (a,), R, C = F.arrays(x)
        return F.wrap(fn(a, axis_of(axis, len(B.shape(a)), name)), R, C)

    return impl


@api(custom, "nn", build=_build_softmax, dtypes=_FLOAT)
def softmax(x: Any, /, *, axis: int = -1) -> Any:
    """``exp(x) / sum(exp(x))`` along ``axis``, computed with the maximum subtracted.

    A slice holding +inf or NaN gives NaN; a slice of -inf everywhere gives NaN (as torch).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.softmax(ivylite.asarray([[1.0, 2.0, 3.0], [0.0, 0.0, 1000.0]]))
    ivylite.array([[0.09003057, 0.24472846, 0.66524094],
                   [0.        , 0.        , 1.        ]], dtype=float32, backend=numpy)
    """


@api(custom, "nn", build=_build_softmax, dtypes=_FLOAT)
def log_softmax(x: Any, /, *, axis: int = -1) -> Any:
    """``x - logsumexp(x)`` along ``axis``: the log of :func:`softmax`, without its underflow.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.log_softmax(ivylite.asarray([0.0, 0.0, 1000.0]))
    ivylite.array([-1000., -1000.,     0.], dtype=float32, backend=numpy)
    """


@api(
    custom,
    "nn",
    build=_build_softplus,
    dtypes=_FLOAT,
)
def softplus(x: Any, /, *, beta: float = 1.0, threshold: float = 20.0) -> Any:
    """``log(1 + exp(beta * x)) / beta``, and ``x`` itself where ``beta * x > threshold`` (torch's rule).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.softplus(ivylite.asarray([-1.0, 0.0, 30.0]))
    ivylite.array([ 0.3132617,  0.6931472, 30.       ], dtype=float32, backend=numpy)
    """


# --- linear and convolutions -----------------------------------------------------------


def _build_linear(entry: Entry, fn: Any, B: Backend):
    F = Floats(entry, fn, B)
    name = entry.name

    def impl(x, weight, /, bias=None):
        (a, w, b), R, C = F.arrays(x, weight, bias)
        xs, ws = shape_of(B, a), shape_of(B, w)
        if len(ws) != 2:
            raise ValueError(
                f"{name}: weight must be 2-d (out_features, in_features), got shape {ws}"
            )
        if len(xs) == 0 or xs[-1] != ws[1]:
            raise ValueError(
                f"{name}: x of shape {xs} does not match weight of shape {ws}: x's last axis "
                f"must have in_features = {ws[1]} elements"
            )
        if b is not None and shape_of(B, b) not in ((ws[0],), ()):
            raise ValueError(f"{name}: bias must have shape ({ws[0]},), got {shape_of(B, b)}")
        return F.wrap(fn(a, w, b), R, C)

    return impl


@api(
    custom,
    "nn",
    build=_build_linear,
    dtypes=_FLOAT,
)
def linear(x: Any, weight: Any, /, bias: Any = None) -> Any:
    """``x @ weight.T + bias`` (torch's convention: weight has shape (out_features, in_features)).

    ``x`` has shape (..., in_features); the result (..., out_features).

    Examples
    --------
    >>> import ivylite
    >>> x = ivylite.asarray([[1.0, 2.0]])
    >>> w = ivylite.asarray([[1.0, 0.0], [0.5, 0.5], [0.0, -1.0]])
    >>> ivylite.linear(x, w, ivylite.asarray([0.0, 1.0, 0.0]))
    ivylite.array([[ 1. ,  2.5, -2. ]], dtype=float32, backend=numpy)
    """


def _conv_padding(padding: Any, n: int, kernel: tuple, dilation: tuple, stride: tuple, fn: str):
    """Padding as n (low, high) pairs."""
    if isinstance(padding, str):
        if padding == "valid":
            return ((0, 0),) * n
        if padding == "same":
            if any(s != 1 for s in stride):
                raise ValueError(
                    f"{fn}: padding='same' needs stride 1, got stride {stride}; pass explicit "
                    "padding for a strided convolution"
                )
            pairs = []
            for k, d in zip(kernel, dilation):
                total = d * (k - 1)
                pairs.append((total // 2, total - total // 2))
            return tuple(pairs)
        raise ValueError(
            f"{fn}: padding must be an int, a tuple of ints, 'valid' or 'same', got {padding!r}"
        )
    return tuple((p, p) for p in ints(padding, n, "padding", fn, low=0))


def _build_conv(n: int):
    def build(entry: Entry, fn: Any, B: Backend):
        F = Floats(entry, fn, B)
        name = entry.name
        layout = "NCW" if n == 1 else "NCHW"

        def impl(x, weight, /, bias=None, *, stride=1, padding=0, dilation=1, groups=1):
            (a, w, b), R, C = F.arrays(x, weight, bias)
            xs, ws = shape_of(B, a), shape_of(B, w)
            if len(xs) != n + 2:
                raise ValueError(
                    f"{name}: x must be {n + 2}-d ({layout}), got shape {xs}; add a batch axis "
                    "with expand_dims for a single example"
                )
            if len(ws) != n + 2:
                raise ValueError(
                    f"{name}: weight must be {n + 2}-d (out, in / groups, kernel...), got {ws}"
                )
            g = as_index(groups, name, "groups")
            if g < 1:
                raise ValueError(f"{name}: groups must be >= 1, got {g}")
            if xs[1] != ws[1] * g:
                raise ValueError(
                    f"{name}: x has {xs[1]} channels but weight {ws} with groups={g} expects "
                    f"{ws[1] * g} (weight.shape[1] * groups)"
                )
            if ws[0] % g:
                raise ValueError(f"{name}: out_channels {ws[0]} is not divisible by groups={g}")
            if b is not None and shape_of(B, b) != (ws[0],):
                raise ValueError(f"{name}: bias must have shape ({ws[0]},), got {shape_of(B, b)}")
            s = ints(stride, n, "stride", name)
            d = ints(dilation, n, "dilation", name)
            pad = _conv_padding(padding, n, ws[2:], d, s, name)
            for i in range(n):
                span = d[i] * (ws[2 + i] - 1) + 1
                if xs[2 + i] + pad[i][0] + pad[i][1] < span:
                    raise ValueError(
                        f"{name}: the padded input ({xs[2:]} with padding {pad}) is smaller than "
                        f"the dilated kernel ({ws[2:]}, dilation {d})"
                    )
            return F.wrap(fn(a, w, b, s, pad, d, g), R, C)

        return impl

    return build


@api(
    custom,
    "nn",
    build=_build_conv(1),
    dtypes=_FLOAT,
)
def conv1d(
    x: Any,
    weight: Any,
    /,
    bias: Any = None,
    *,
    stride: int | tuple[int] = 1,
    padding: int | tuple[int] | str = 0,
    dilation: int | tuple[int] = 1,
    groups: int = 1,
) -> Any:
    """1-d convolution (cross-correlation, as torch) of an NCW ``x`` with an (out, in / groups, k) ``weight``.

    ``padding`` is zero padding on both sides, or ``"valid"`` (none) or
    ``"same"`` (stride 1 only; an odd total puts the extra element on the right, as torch).

    Examples
    --------
    >>> import ivylite
    >>> x = ivylite.reshape(ivylite.arange(5, dtype="float32"), (1, 1, 5))
    >>> w = ivylite.asarray([[[1.0, 0.0, -1.0]]])
    >>> ivylite.conv1d(x, w, padding=1)
    ivylite.array([[[-1., -2., -2., -2.,  3.]]], dtype=float32, backend=numpy)
    """


@api(
    custom,
    "nn",
    build=_build_conv(2),
    dtypes=_FLOAT,
)
def conv2d(
    x: Any,
    weight: Any,
    /,
    bias: Any = None,
    *,
    stride: int | tuple[int, int] = 1,
    padding: int | tuple[int, int] | str = 0,
    dilation: int | tuple[int, int] = 1,
    groups: int = 1,
) -> Any:
    """2-d convolution of an NCHW ``x`` with an (out, in / groups, kh, kw) ``weight`` (torch's layout).

    Examples
    --------
    >>> import ivylite
    >>> x = ivylite.ones((1, 1, 3, 3))
    >>> w = ivylite.ones((2, 1, 2, 2))
    >>> ivylite.conv2d(x, w, ivylite.asarray([0.0, 10.0]), padding="same")[0, 1]
    ivylite.array([[14., 14., 12.],
                   [14., 14., 12.],
                   [12., 12., 11.]], dtype=float32, backend=numpy)
    """


# --- pooling ----------------------------------------------------------------------------


def _build_pool(average: bool):
    def build(entry: Entry, fn: Any, B: Backend):
        F = Floats(entry, fn, B)
        name = entry.name

        def check(x, kernel_size, stride, padding):
            (a,), R, C = F.arrays(x)
            xs = shape_of(B, a)
            if len(xs) != 4:
                raise ValueError(f"{name}: x must be 4-d (NCHW), got shape {xs}")
            k = ints(kernel_size, 2, "kernel_size", name)
            s = k if stride is None else ints(stride, 2, "stride", name)
            p = ints(padding, 2, "padding", name, low=0)
            if any(2 * pi > ki for pi, ki in zip(p, k)):
                raise ValueError(f"{name}: padding {p} must be at most half of kernel_size {k}")
            if any(xs[2 + i] + 2 * p[i] < k[i] for i in range(2)):
                raise ValueError(
                    f"{name}: the padded input {xs[2:]} (padding {p}) is smaller than kernel_size {k}"
                )
            return a, R, C, k, s, p

        if average:

            def impl(x, /, kernel_size, *, stride=None, padding=0, count_include_pad=True):
                a, R, C, k, s, p = check(x, kernel_size, stride, padding)
                flag = _bool(count_include_pad, "count_include_pad", name)
                return F.wrap(fn(a, k, s, p, flag), R, C)

        else:

            def impl(x, /, kernel_size, *, stride=None, padding=0):
                a, R, C, k, s, p = check(x, kernel_size, stride, padding)
                return F.wrap(fn(a, k, s, p), R, C)

        return impl

    return build


@api(
    custom,
    "nn",
    build=_build_pool(False),
    dtypes=_FLOAT,
)
def max_pool2d(
    x: Any,
    /,
    kernel_size: int | tuple[int, int],
    *,
    stride: int | tuple[int, int] | None = None,
    padding: int | tuple[int, int] = 0,
) -> Any:
    """Maximum over kernel_size windows of an NCHW ``x`` (stride defaults to kernel_size;
    padding is -inf, at most half the kernel, as torch).

    Examples
    --------
    >>> import ivylite
    >>> x = ivylite.reshape(ivylite.arange(16, dtype="float32"), (1, 1, 4, 4))
    >>> ivylite.max_pool2d(x, 2)
    ivylite.array([[[[ 5.,  7.],
                     [13., 15.]]]], dtype=float32, backend=numpy)
    """


@api(
    custom,
    "nn",
    build=_build_pool(True),
    dtypes=_FLOAT,
)
def avg_pool2d(
    x: Any,
    /,
    kernel_size: int | tuple[int, int],
    *,
    stride: int | tuple[int, int] | None = None,
    padding: int | tuple[int, int] = 0,
    count_include_pad: bool = True,
) -> Any:
    """Mean over kernel_size windows of an NCHW ``x``; with ``count_include_pad`` the
    zero padding counts in the divisor (torch's default), else only the input's elements.

    Examples
    --------
    >>> import ivylite
    >>> x = ivylite.ones((1, 1, 2, 2))
    >>> ivylite.avg_pool2d(x, 2, stride=1, padding=1)
    ivylite.array([[[[0.25, 0.5 , 0.25],
                     [0.5 , 1.  , 0.5 ],
                     [0.25, 0.5 , 0.25]]]], dtype=float32, backend=numpy)
    >>> ivylite.avg_pool2d(x, 2, stride=1, padding=1, count_include_pad=False)[0, 0, 0]
    ivylite.array([1., 1., 1.], dtype=float32, backend=numpy)
    """


# --- normalisation ------------------------------------------------------------------------


def _build_layer_norm(entry: Entry, fn: Any, B: Backend):
    F = Floats(entry, fn, B)
    name = entry.name

    def impl(x, /, normalized_shape, *, weight=None, bias=None, eps=1e-5):
        (a, w, b), R, C = F.arrays(x, weight, bias)
        norm = (
            ints(normalized_shape, len(normalized_shape), "normalized_shape", name, low=0)
            if isinstance(normalized_shape, (list, tuple))
            else (as_index(normalized_shape, name, "normalized_shape"),)
        )
        xs = shape_of(B, a)
        if not norm or len(norm) > len(xs) or xs[len(xs) - len(norm) :] != norm:
            raise ValueError(
                f"{name}: normalized_shape {norm} must be the trailing axes of x's shape {xs}"
            )
        for what, t in (("weight", w), ("bias", b)):
            if t is not None and shape_of(B, t) != norm:
                raise ValueError(f"{name}: {what} must have shape {norm}, got {shape_of(B, t)}")
        e = as_float(eps, "eps", name)
        return F.wrap(fn(a, norm, w, b, e), R, C)

    return impl


@api(
    custom,
    "nn",
    build=_build_layer_norm,
    dtypes=_FLOAT,
)
def layer_norm(
    x: Any,
    /,
    normalized_shape: int | tuple[int, ...],
    *,
    weight: Any = None,
    bias: Any = None,
    eps: float = 1e-5,
) -> Any:
    """Normalise over the trailing ``normalized_shape`` axes: ``(x - mean) / sqrt(var + eps)``
    (biased variance), then ``* weight + bias`` (each of shape normalized_shape).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.layer_norm(ivylite.asarray([[1.0, 3.0], [2.0, 2.0]]), (2,))
    ivylite.array([[-0.999995,  0.999995],
                   [ 0.      ,  0.      ]], dtype=float32, backend=numpy)
    """


def _build_batch_norm(entry: Entry, fn: Any, B: Backend):
    F = Floats(entry, fn, B)
    name = entry.name

    def impl(x, /, running_mean, running_var, *, weight=None, bias=None, eps=1e-5):
        (a, m, v, w, b), R, C = F.arrays(x, running_mean, running_var, weight, bias)
        xs = shape_of(B, a)
        if len(xs) < 2:
            raise ValueError(f"{name}: x must be at least 2-d (N, C, ...), got shape {xs}")
        for what, t in (("running_mean", m), ("running_var", v), ("weight", w), ("bias", b)):
            if t is not None and shape_of(B, t) != (xs[1],):
                raise ValueError(
                    f"{name}: {what} must have shape ({xs[1]},) (x's channel axis 1), got {shape_of(B, t)}"
                )
        return F.wrap(fn(a, m, v, w, b, as_float(eps, "eps", name)), R, C)

    return impl


@api(
    custom,
    "nn",
    build=_build_batch_norm,
    dtypes=_FLOAT,
)
def batch_norm(
    x: Any,
    /,
    running_mean: Any,
    running_var: Any,
    *,
    weight: Any = None,
    bias: Any = None,
    eps: float = 1e-5,
) -> Any:
    """Batch normalisation in inference mode: ``(x - running_mean) / sqrt(running_var + eps)
    * weight + bias`` with the statistics taken per channel (axis 1).

    Examples
    --------
    >>> import ivylite
    >>> x = ivylite.asarray([[1.0, 2.0], [3.0, 4.0]])
    >>> ivylite.batch_norm(x, ivylite.asarray([1.0, 2.0]), ivylite.asarray([4.0, 1.0]), eps=0.0)
    ivylite.array([[0., 0.],
                   [1., 2.]], dtype=float32, backend=numpy)
    """


# --- dropout and embedding ------------------------------------------------------------


def _build_dropout(entry: Entry, fn: Any, B: Backend):
    F = Floats(entry, fn, B)
    name = entry.name

    def impl(x, /, p=0.5, *, training=True, seed=None):
        prob = as_float(p, "p", name)
        if not 0.0 <= prob < 1.0:
            raise ValueError(f"{name}: p must be in [0, 1), got {p!r}")
        a, d = unwrap_array(x, B, name)
        R = F.dtype(d)  # refuses non-float dtypes (or casts under a casting mode)
        if not _bool(training, "training", name) or prob == 0.0:
            return x
        if R is not d:
            x = B.array_cls(B.cast(a, B.native_dtypes[R]), R)
        key, np_r, scale = next_key(seed, name), numpy_dtype(R), 1.0 / (1.0 - prob)

        def mask(indices: Any) -> Any:
            # from ivylite's generator: the same seed drops the same elements everywhere
            keep = prng.uniform(key, "float64", indices) >= prob
            return (keep * scale).astype(np_r)

        native_mask = B.generate(mask, tuple(shape_of(B, a)), B.native_dtypes[R])
        return B.ns.multiply(x, B.array_cls(native_mask, R))

    return impl


@api(
    custom,
    "nn",
    build=_build_dropout,
    composite=True,
    dtypes=_FLOAT,
)
def dropout(x: Any, /, p: float = 0.5, *, training: bool = True, seed: int | None = None) -> Any:
    """Zero each element with probability ``p`` and scale the rest by ``1 / (1 - p)``.

    The mask comes from ivylite's generator: ``seed``'s key, or the next key of
    the stream :func:`ivylite.seed` started, so one seed drops the same
    elements on every backend. ``training=False`` or ``p == 0`` returns ``x``
    itself. A dropped inf or NaN gives NaN (the mask multiplies, as torch).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.dropout(ivylite.ones((6,)), 0.5, seed=0)
    ivylite.array([0., 0., 2., 2., 2., 0.], dtype=float32, backend=numpy)
    >>> x = ivylite.ones((2,))
    >>> ivylite.dropout(x, 0.5, training=False) is x
    True
    """


def _build_embedding(entry: Entry, fn: Any, B: Backend):
    name = entry.name

    def impl(indices, weight, /):
        i, _, _ = integer_indices(B, indices, name, "indices")
        w, d = unwrap_array(weight, B, name)
        if len(shape_of(B, w)) != 2:
            raise ValueError(
                f"{name}: weight must be 2-d (num_embeddings, embedding_dim), got shape {shape_of(B, w)}"
            )
        return B.array_cls(fn(i, w), d)

    return impl


@api(custom, "nn", build=_build_embedding)
def embedding(indices: Any, weight: Any, /) -> Any:
    """Rows of ``weight`` (num_embeddings, dim) picked by integer ``indices``: shape indices.shape + (dim,).

    ``weight`` may have any dtype and keeps it; indices must be in
    ``[0, num_embeddings)`` (out-of-range indices raise on NumPy, torch,
    TensorFlow and Paddle; JAX clamps them).

    Examples
    --------
    >>> import ivylite
    >>> w = ivylite.asarray([[0.0, 1.0], [2.0, 3.0], [4.0, 5.0]])
    >>> ivylite.embedding(ivylite.asarray([2, 0]), w)
    ivylite.array([[4., 5.],
                   [0., 1.]], dtype=float32, backend=numpy)
    """
