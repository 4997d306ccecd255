"""``torch.nn.functional``: activations, layers and losses as functions (the
losses live in ``_losses``).

Layers take torch's NCHW layout and (out, in / groups, kh, kw) weights. Integer
convolutions and poolings (which torch allows) are computed in float64 and
cast back: exact while the values stay below 2**53.
"""

from __future__ import annotations

from typing import Any

import ivylite
from ivylite.array import Array
from ivylite.decorators import with_supported_dtypes, with_unsupported_dtypes
from ivylite.dtypes import Dtype

from ..._common import astype_keeping_real
from .. import _dtypes
from .._frontend import DIMS, TORCH
from ..pointwise import _softmax_like
from ..random import _next_seed
from ..tensor import Tensor
from ._functional_more import (
    adaptive_avg_pool2d,
    conv_transpose2d,
    group_norm,
    interpolate,
    pad,
    rms_norm,
    scaled_dot_product_attention,
)
from ._losses import (
    binary_cross_entropy,
    binary_cross_entropy_with_logits,
    cross_entropy,
    l1_loss,
    mse_loss,
    nll_loss,
)

__all__ = [
    "relu", "relu6", "leaky_relu", "elu", "gelu", "silu", "sigmoid", "tanh", "hardtanh",
    "logsigmoid", "softplus", "softmax", "log_softmax", "linear", "conv1d", "conv2d",
    "max_pool2d", "avg_pool2d", "layer_norm", "batch_norm", "dropout", "embedding", "one_hot",
    "normalize", "cross_entropy", "nll_loss", "mse_loss", "l1_loss", "binary_cross_entropy",
    "binary_cross_entropy_with_logits", "scaled_dot_product_attention", "pad", "interpolate",
    "adaptive_avg_pool2d", "group_norm", "rms_norm", "conv_transpose2d",
]  # fmt: skip

_F64, _INT64, _BOOL = Dtype("float64"), Dtype("int64"), Dtype("bool")
_FLOATS = {"2.13 and below": ("float",)}
_REAL = {"2.13 and below": ("bool", "complex", "uint16", "uint32", "uint64")}


def _scalar(v: float, x: Array) -> Array:
    return ivylite.asarray(v, dtype=x.dtype)


@with_unsupported_dtypes(_REAL, "torch")
@TORCH.function
def relu(input: Tensor, inplace: bool = False) -> Tensor:
    """``max(input, 0)``.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> import ivylite.frontends.torch.nn.functional as F
    >>> F.relu(torch.tensor([-1.0, 2.0])), F.relu(torch.tensor([-1, 2]))
    (tensor([0., 2.]), tensor([0, 2]))
    """
    if input.dtype.kind == "float":
        return ivylite.relu(input)
    return ivylite.maximum(input, ivylite.zeros_like(input))


def _clamp(x: Array, lo: float, hi: float) -> Array:
    return ivylite.minimum(ivylite.maximum(x, _scalar(lo, x)), _scalar(hi, x))


@with_unsupported_dtypes(
    {"2.13 and below": ("bool", "uint8", "complex", "uint16", "uint32", "uint64")}, "torch"
)
@TORCH.function
def hardtanh(
    input: Tensor, min_val: float = -1.0, max_val: float = 1.0, inplace: bool = False
) -> Tensor:
    """``input`` clamped to ``[min_val, max_val]``.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> import ivylite.frontends.torch.nn.functional as F
    >>> F.hardtanh(torch.tensor([-2.0, 0.5, 3.0]))
    tensor([-1.0000,  0.5000,  1.0000])
    """
    if input.dtype.kind == "int":
        return _clamp(input, int(min_val), int(max_val))
    return _clamp(input, min_val, max_val)


@with_unsupported_dtypes(_REAL, "torch")
@TORCH.function
def relu6(input: Tensor, inplace: bool = False) -> Tensor:
    """``min(max(input, 0), 6)``.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> import ivylite.frontends.torch.nn.functional as F
    >>> F.relu6(torch.tensor([-1.0, 3.0, 9.0]))
    tensor([0., 3., 6.])
    """
    return _clamp(input, 0, 6)


@with_supported_dtypes(_FLOATS, "torch")
@TORCH.function
def leaky_relu(input: Tensor, negative_slope: float = 0.01, inplace: bool = False) -> Tensor:
    """``input`` where positive, else ``negative_slope * input``.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> import ivylite.frontends.torch.nn.functional as F
    >>> F.leaky_relu(torch.tensor([-2.0, 3.0]), 0.1)
    tensor([-0.2000,  3.0000])
    """
    return ivylite.leaky_relu(input, negative_slope=negative_slope)


@with_supported_dtypes(_FLOATS, "torch")
@TORCH.function
def elu(input: Tensor, alpha: float = 1.0, inplace: bool = False) -> Tensor:
    """``input`` where positive, else ``alpha * (exp(input) - 1)``.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> import ivylite.frontends.torch.nn.functional as F
    >>> F.elu(torch.tensor([-1.0, 2.0]))
    tensor([-0.6321,  2.0000])
    """
    neg = ivylite.multiply(_scalar(alpha, input), ivylite.expm1(input))
    return ivylite.where(input > ivylite.zeros_like(input), input, neg)


@with_supported_dtypes(_FLOATS, "torch")
@TORCH.function
def gelu(input: Tensor, approximate: str = "none") -> Tensor:
    """Gaussian error linear unit (``approximate="tanh"``: torch's tanh form).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> import ivylite.frontends.torch.nn.functional as F
    >>> F.gelu(torch.tensor([-1.0, 1.0])), F.gelu(torch.tensor([1.0]), approximate="tanh")
    (tensor([-0.1587,  0.8413]), tensor([0.8412]))
    """
    if approximate not in ("none", "tanh"):
        raise RuntimeError(f"approximate argument must be either none or tanh, got {approximate!r}")
    return ivylite.gelu(input, approximate=approximate == "tanh")


@with_supported_dtypes({"2.13 and below": ("float", "complex")}, "torch")
@TORCH.function
def silu(input: Tensor, inplace: bool = False) -> Tensor:
    """``input * sigmoid(input)``.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> import ivylite.frontends.torch.nn.functional as F
    >>> F.silu(torch.tensor([0.0, 1.0]))
    tensor([0.0000, 0.7311])
    """
    if input.dtype.kind == "complex":
        one = ivylite.ones_like(input)
        return ivylite.divide(input, ivylite.add(one, ivylite.exp(ivylite.negative(input))))
    return ivylite.silu(input)


@TORCH.function
def sigmoid(input: Tensor) -> Tensor:
    """``1 / (1 + exp(-input))`` (integers give the default float).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> import ivylite.frontends.torch.nn.functional as F
    >>> F.sigmoid(torch.tensor([0]))
    tensor([0.5000])
    """
    from .. import pointwise

    return pointwise.sigmoid.__wrapped__(input)


@TORCH.function
def tanh(input: Tensor) -> Tensor:
    """Hyperbolic tangent (integers give the default float).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> import ivylite.frontends.torch.nn.functional as F
    >>> F.tanh(torch.tensor([0.5]))
    tensor([0.4621])
    """
    from .. import pointwise

    return pointwise.tanh.__wrapped__(input)


@with_supported_dtypes(_FLOATS, "torch")
@TORCH.function
def logsigmoid(input: Tensor) -> Tensor:
    """``log(sigmoid(input))``, computed stably.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> import ivylite.frontends.torch.nn.functional as F
    >>> F.logsigmoid(torch.tensor([0.0]))
    tensor([-0.6931])
    """
    return ivylite.negative(ivylite.softplus(ivylite.negative(input)))


@with_supported_dtypes(_FLOATS, "torch")
@TORCH.function
def softplus(input: Tensor, beta: float = 1.0, threshold: float = 20.0) -> Tensor:
    """``log(1 + exp(beta * input)) / beta`` (linear above ``threshold``).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> import ivylite.frontends.torch.nn.functional as F
    >>> F.softplus(torch.tensor([0.0, 30.0]))
    tensor([ 0.6931, 30.0000])
    """
    return ivylite.softplus(input, beta=beta, threshold=threshold)


@with_supported_dtypes(_FLOATS, "torch")
@TORCH.function
def softmax(
    input: Tensor, dim: int | None = None, _stacklevel: int = 3, dtype: Any = None
) -> Tensor:
    """``exp(x) / sum(exp(x))`` along ``dim`` (torch's implicit dim when None).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> import ivylite.frontends.torch.nn.functional as F
    >>> F.softmax(torch.tensor([[0.0, 0.0]]), dim=-1)
    tensor([[0.5000, 0.5000]])
    """
    return _softmax_like(ivylite.softmax, input, dim, dtype)


@with_supported_dtypes(_FLOATS, "torch")
@TORCH.function
def log_softmax(
    input: Tensor, dim: int | None = None, _stacklevel: int = 3, dtype: Any = None
) -> Tensor:
    """``log(softmax(x))`` along ``dim``, computed stably.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> import ivylite.frontends.torch.nn.functional as F
    >>> F.log_softmax(torch.tensor([[0.0, 0.0]]), dim=1)
    tensor([[-0.6931, -0.6931]])
    """
    return _softmax_like(ivylite.log_softmax, input, dim, dtype)


def _same(name: str, *xs: Array | None) -> None:
    d = xs[0].dtype
    for x in xs[1:]:
        if x is not None and x.dtype is not d:
            raise RuntimeError(
                f"{name}: expected input and weight to have the same dtype, but got "
                f"{_dtypes.TORCH[d]} and {_dtypes.TORCH[x.dtype]}"
            )


_MATMUL = {"2.13 and below": ("bool", "uint16", "uint32", "uint64")}


@with_unsupported_dtypes(_MATMUL, "torch")
@TORCH.function
def linear(input: Tensor, weight: Tensor, bias: Tensor | None = None) -> Tensor:
    """``input @ weight.T + bias``.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> import ivylite.frontends.torch.nn.functional as F
    >>> F.linear(torch.tensor([[1.0, 2.0]]), torch.tensor([[1.0, 1.0], [0.0, 1.0]]), torch.tensor([0.5, 0.0]))
    tensor([[3.5000, 2.0000]])
    """
    _same("linear", input, weight, bias)
    out = ivylite.matmul(input, ivylite.matrix_transpose(weight) if weight.ndim == 2 else weight)
    return out if bias is None else ivylite.add(out, bias)


def _via_float(fn: Any, x: Array, *args: Any, **kwargs: Any) -> Array:
    if x.dtype.kind == "float":
        return fn(x, *args, **kwargs)
    cast = [astype_keeping_real(a, _F64) if isinstance(a, Array) else a for a in args]
    return astype_keeping_real(fn(astype_keeping_real(x, _F64), *cast, **kwargs), x.dtype)


def _unbatched(x: Array, ndim: int) -> bool:
    return x.ndim == ndim - 1


def _conv(fn: Any, n: int, input: Array, weight: Array, bias: Any, stride: Any, padding: Any,
          dilation: Any, groups: int) -> Array:  # fmt: skip
    _same(f"conv{n}d", input, weight, bias)
    single = _unbatched(input, n + 2)
    x = ivylite.expand_dims(input, axis=0) if single else input
    kw = {"stride": stride, "padding": padding, "dilation": dilation, "groups": groups}
    if x.dtype.kind == "complex":
        out = _complex_conv(lambda a, w: fn(a, w, None, **kw), x, weight, bias, n)
    else:
        out = _via_float(lambda a, w, b: fn(a, w, b, **kw), x, weight, bias)
    return ivylite.squeeze(out, axis=0) if single else out


def _complex_conv(conv: Any, x: Array, w: Array, bias: Any, n: int) -> Array:
    # (a + ib) * (c + id) = (ac - bd) + i(ad + bc), each product a real convolution
    xr, xi, wr, wi = ivylite.real(x), ivylite.imag(x), ivylite.real(w), ivylite.imag(w)
    re = ivylite.subtract(conv(xr, wr), conv(xi, wi))
    im = ivylite.add(conv(xr, wi), conv(xi, wr))
    out = ivylite.add(
        astype_keeping_real(re, x.dtype),
        ivylite.multiply(astype_keeping_real(im, x.dtype), ivylite.asarray(1j, dtype=x.dtype)),
    )
    if bias is not None:
        out = ivylite.add(out, ivylite.reshape(bias, (1, -1) + (1,) * n))
    return out


@with_unsupported_dtypes(_MATMUL, "torch")
@TORCH.function
def conv1d(input: Tensor, weight: Tensor, bias: Tensor | None = None, stride: Any = 1,
           padding: Any = 0, dilation: Any = 1, groups: int = 1) -> Tensor:  # fmt: skip
    """1-d convolution (really cross-correlation, as torch) of an (N, C, L) input.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> import ivylite.frontends.torch.nn.functional as F
    >>> F.conv1d(torch.ones(1, 1, 4), torch.ones(1, 1, 2))
    tensor([[[2., 2., 2.]]])
    """
    return _conv(ivylite.conv1d, 1, input, weight, bias, stride, padding, dilation, groups)


@with_unsupported_dtypes(_MATMUL, "torch")
@TORCH.function
def conv2d(input: Tensor, weight: Tensor, bias: Tensor | None = None, stride: Any = 1,
           padding: Any = 0, dilation: Any = 1, groups: int = 1) -> Tensor:  # fmt: skip
    """2-d convolution of an (N, C, H, W) input with (out, C / groups, kh, kw) weights;
    ``padding`` an int, a pair, ``"same"`` or ``"valid"``.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> import ivylite.frontends.torch.nn.functional as F
    >>> F.conv2d(torch.ones(1, 1, 3, 3), torch.ones(1, 1, 2, 2), padding="same")[0, 0]
    tensor([[4., 4., 2.],
            [4., 4., 2.],
            [2., 2., 1.]])
    """
    return _conv(ivylite.conv2d, 2, input, weight, bias, stride, padding, dilation, groups)


def _pool_options(name: str, **unsupported: Any) -> None:
    for option, value in unsupported.items():
        if value:
            raise NotImplementedError(
                f"torch frontend: {name}({option}={value!r}) is not supported (ivylite's "
                f"{name} has no {option}); pool without it"
            )


@with_unsupported_dtypes(_REAL, "torch")
@TORCH.function
def max_pool2d(input: Tensor, kernel_size: Any, stride: Any = None, padding: Any = 0,
               dilation: Any = 1, ceil_mode: bool = False, return_indices: bool = False) -> Tensor:  # fmt: skip
    """Maximum over ``kernel_size`` windows (stride defaults to the kernel). Not
    supported: ``dilation != 1``, ``ceil_mode``, ``return_indices``.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> import ivylite.frontends.torch.nn.functional as F
    >>> F.max_pool2d(torch.arange(16.0).view(1, 1, 4, 4), 2)
    tensor([[[[ 5.,  7.],
              [13., 15.]]]])
    """
    _pool_options("max_pool2d", dilation=dilation not in (1, (1, 1)), ceil_mode=ceil_mode,
                  return_indices=return_indices)  # fmt: skip
    single = _unbatched(input, 4)
    x = ivylite.expand_dims(input, axis=0) if single else input
    stride = stride if stride not in (None, ()) else None
    out = _via_float(ivylite.max_pool2d, x, kernel_size, stride=stride, padding=padding)
    return ivylite.squeeze(out, axis=0) if single else out


@with_supported_dtypes({"2.13 and below": ("int64", "float")}, "torch")
@TORCH.function
def avg_pool2d(input: Tensor, kernel_size: Any, stride: Any = None, padding: Any = 0,
               ceil_mode: bool = False, count_include_pad: bool = True,
               divisor_override: int | None = None) -> Tensor:  # fmt: skip
    """Mean over ``kernel_size`` windows (zero padding counted when
    ``count_include_pad``). Not supported: ``ceil_mode``, ``divisor_override``.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> import ivylite.frontends.torch.nn.functional as F
    >>> F.avg_pool2d(torch.arange(16.0).view(1, 1, 4, 4), 2)
    tensor([[[[ 2.5000,  4.5000],
              [10.5000, 12.5000]]]])
    """
    _pool_options("avg_pool2d", ceil_mode=ceil_mode, divisor_override=divisor_override)
    single = _unbatched(input, 4)
    x = ivylite.expand_dims(input, axis=0) if single else input
    stride = stride if stride not in (None, ()) else None
    kw = {"stride": stride, "padding": padding, "count_include_pad": count_include_pad}
    if x.dtype.kind == "float":
        out = ivylite.avg_pool2d(x, kernel_size, **kw)
    else:
        # torch divides integer window sums with truncation
        s = ivylite.avg_pool2d(astype_keeping_real(x, _F64), kernel_size, **kw)
        out = astype_keeping_real(ivylite.trunc(s), x.dtype)
    return ivylite.squeeze(out, axis=0) if single else out


@with_supported_dtypes(_FLOATS, "torch")
@TORCH.function
def layer_norm(input: Tensor, normalized_shape: Any, weight: Tensor | None = None,
               bias: Tensor | None = None, eps: float = 1e-05) -> Tensor:  # fmt: skip
    """Normalise over the trailing ``normalized_shape`` dimensions (biased variance),
    then scale by ``weight`` and shift by ``bias``.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> import ivylite.frontends.torch.nn.functional as F
    >>> F.layer_norm(torch.tensor([[1.0, 3.0]]), (2,))
    tensor([[-1.0000,  1.0000]])
    """
    shape = (normalized_shape,) if isinstance(normalized_shape, int) else tuple(normalized_shape)
    return ivylite.layer_norm(input, shape, weight=weight, bias=bias, eps=eps)


def _channel(v: Array, ndim: int) -> Array:
    return ivylite.reshape(v, (1, -1) + (1,) * (ndim - 2))


@with_supported_dtypes(_FLOATS, "torch")
@TORCH.function
def batch_norm(input: Tensor, running_mean: Tensor | None, running_var: Tensor | None,
               weight: Tensor | None = None, bias: Tensor | None = None, training: bool = False,
               momentum: float = 0.1, eps: float = 1e-05) -> Tensor:  # fmt: skip
    """Normalise each channel (dimension 1): with the running statistics, or with
    the batch's when ``training`` (which then updates the running ones in place).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> import ivylite.frontends.torch.nn.functional as F
    >>> x = torch.tensor([[1.0, 2.0], [3.0, 6.0]])
    >>> F.batch_norm(x, torch.zeros(2), torch.ones(2))
    tensor([[1.0000, 2.0000],
            [3.0000, 6.0000]])
    >>> F.batch_norm(x, None, None, training=True)
    tensor([[-1.0000, -1.0000],
            [ 1.0000,  1.0000]])
    """
    if not training:
        return ivylite.batch_norm(
            input, running_mean, running_var, weight=weight, bias=bias, eps=eps
        )
    axes = (0,) + tuple(range(2, input.ndim))
    mean = ivylite.mean(input, axis=axes)
    var = ivylite.var(input, axis=axes)
    n = input.size // input.shape[1]
    if running_mean is not None:
        m = _scalar(momentum, running_mean)
        one_m = _scalar(1 - momentum, running_mean)
        ivylite.setitem(
            running_mean,
            Ellipsis,
            ivylite.add(
                ivylite.multiply(one_m, running_mean),
                ivylite.multiply(m, astype_keeping_real(mean, running_mean.dtype)),
            ),
        )
    if running_var is not None:
        unbiased = ivylite.multiply(var, _scalar(n / max(n - 1, 1), var))
        m = _scalar(momentum, running_var)
        one_m = _scalar(1 - momentum, running_var)
        ivylite.setitem(
            running_var,
            Ellipsis,
            ivylite.add(
                ivylite.multiply(one_m, running_var),
                ivylite.multiply(m, astype_keeping_real(unbiased, running_var.dtype)),
            ),
        )
    out = ivylite.divide(
        ivylite.subtract(input, _channel(mean, input.ndim)),
        ivylite.sqrt(ivylite.add(_channel(var, input.ndim), _scalar(eps, input))),
    )
    if weight is not None:
        out = ivylite.multiply(out, _channel(weight, input.ndim))
    if bias is not None:
        out = ivylite.add(out, _channel(bias, input.ndim))
    return out


@with_supported_dtypes(_FLOATS, "torch")
@TORCH.function(converts=False)  # the input itself is returned when not training
def dropout(input: Tensor, p: float = 0.5, training: bool = True, inplace: bool = False) -> Tensor:
    """Zero each element with probability ``p`` and scale the rest by ``1 / (1 - p)``
    when ``training``; the input itself otherwise.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> import ivylite.frontends.torch.nn.functional as F
    >>> x = torch.ones(4)
    >>> F.dropout(x, 0.5, training=False) is x, set(F.dropout(x, 0.5).tolist()) <= {0.0, 2.0}
    (True, True)
    """
    if not 0.0 <= p <= 1.0:
        raise ValueError(f"dropout probability has to be between 0 and 1, but got {p}")
    if not training or p == 0.0:
        return input  # torch returns the very tensor
    TORCH.check(dropout, input.ivy_array.dtype)
    return _dropout(input, p)


@TORCH.function
def _dropout(input: Array, p: float) -> Array:
    if p == 1.0:
        return ivylite.multiply(input, ivylite.zeros_like(input))
    return ivylite.dropout(input, p, training=True, seed=_next_seed())


@with_supported_dtypes({"2.13 and below": ("int32", "int64")}, "torch")
@TORCH.function
def embedding(input: Tensor, weight: Tensor, padding_idx: int | None = None,
              max_norm: float | None = None, norm_type: float = 2.0,
              scale_grad_by_freq: bool = False, sparse: bool = False) -> Tensor:  # fmt: skip
    """Rows of ``weight`` at the indices ``input`` (shape ``input.shape + (dim,)``).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> import ivylite.frontends.torch.nn.functional as F
    >>> F.embedding(torch.tensor([[1, 0]]), torch.tensor([[0.0, 1.0], [2.0, 3.0]]))
    tensor([[[2., 3.],
             [0., 1.]]])
    """
    if max_norm is not None:
        raise NotImplementedError(
            "torch frontend: embedding(max_norm=...) renormalises weight in place; not supported"
        )
    rows = ivylite.take(weight, ivylite.reshape(input, (-1,)), axis=0)
    return ivylite.reshape(rows, input.shape + (weight.shape[-1],))


@with_supported_dtypes({"2.13 and below": ("int64",)}, "torch")
@TORCH.function
def one_hot(tensor: Tensor, num_classes: int = -1) -> Tensor:
    """Int64 one-hot vectors of the class indices (``num_classes=-1``: max + 1).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> import ivylite.frontends.torch.nn.functional as F
    >>> F.one_hot(torch.tensor([0, 2]))
    tensor([[1, 0, 0],
            [0, 0, 1]])
    """
    if num_classes == -1:
        num_classes = int(ivylite.max(tensor)) + 1 if tensor.size else 0
    return ivylite.one_hot(tensor, num_classes, dtype=_INT64)


@with_supported_dtypes({"2.13 and below": ("float", "complex")}, "torch")
@TORCH.function
def normalize(
    input: Tensor, p: float = 2.0, dim: int = 1, eps: float = 1e-12, out: Any = None
) -> Tensor:
    """``input / max(norm(input, p, dim), eps)``.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> import ivylite.frontends.torch.nn.functional as F
    >>> F.normalize(torch.tensor([[3.0, 4.0]]))
    tensor([[0.6000, 0.8000]])
    """
    axis = DIMS.axis(dim, input.ndim)
    n = ivylite.linalg.vector_norm(input, axis=axis, keepdims=True, ord=p)
    n = ivylite.maximum(n, ivylite.asarray(eps, dtype=n.dtype))
    return ivylite.divide(input, astype_keeping_real(n, input.dtype))
