"""Elementwise functions of one tensor: ``exp``, ``sqrt``, ``abs``, ``floor``...

Each is a row of ``_UNARY`` (semantics as data): the ivylite function that
computes it, how torch picks the result dtype, and the dtypes torch 2.13
refuses (measured on torch; ``tests/frontends/test_torch_functions.py``
checks every row against it).

- ``float``: integer and bool inputs are computed in the default float
  (``torch.sqrt(int64)`` is float32); floats and complex keep their dtype.
- ``same``: the input's dtype.
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
from ._frontend import TORCH
from .tensor import Tensor

_BIG_UINTS = ("uint16", "uint32", "uint64")
_NON_FLOAT = frozenset(Dtype(n) for n in ("bool", "int8", "int16", "int32", "int64", "uint8",
                                           "uint16", "uint32", "uint64"))  # fmt: skip
_BOOL = Dtype("bool")


def _exp2(x: Array) -> Array:
    return ivylite.pow(ivylite.asarray(2, dtype=x.dtype), x)


def _rsqrt(x: Array) -> Array:
    return ivylite.divide(ivylite.asarray(1, dtype=x.dtype), ivylite.sqrt(x))


def _reciprocal(x: Array) -> Array:
    return ivylite.divide(ivylite.asarray(1, dtype=x.dtype), x)


def _square(x: Array) -> Array:
    # torch squares a bool tensor as pow(x, 2): an int64 result
    return ivylite.square(astype_keeping_real(x, "int64") if x.dtype is _BOOL else x)


def _abs(x: Array) -> Array:
    return ivylite.abs(x)


def _sign(x: Array) -> Array:
    return x if x.dtype is _BOOL else ivylite.sign(x)


def _sgn(x: Array) -> Array:
    if x.dtype.kind != "complex":
        return _sign(x)
    mag = ivylite.abs(x)
    safe = ivylite.where(mag == 0, ivylite.ones_like(mag), mag)
    return ivylite.where(
        astype_keeping_real(mag, x.dtype) == 0, x, x / astype_keeping_real(safe, x.dtype)
    )


def _sigmoid(x: Array) -> Array:
    if x.dtype.kind == "complex":
        one = ivylite.ones_like(x)
        return ivylite.divide(one, ivylite.add(one, ivylite.exp(ivylite.negative(x))))
    return ivylite.sigmoid(x)


def _round_same(fn: Callable) -> Callable:
    # integers are already whole: torch returns a copy
    return lambda x: (
        fn(x) if x.dtype.kind == "float" else astype_keeping_real(x, x.dtype, copy=True)
    )


def _relu(x: Array) -> Array:
    return ivylite.relu(x) if x.dtype.kind == "float" else ivylite.maximum(x, ivylite.zeros_like(x))


def _logical_not(x: Array) -> Array:
    return ivylite.logical_not(
        x if x.dtype is _BOOL else ivylite.not_equal(x, ivylite.zeros_like(x))
    )


def _bitwise_not(x: Array) -> Array:
    return ivylite.logical_not(x) if x.dtype is _BOOL else ivylite.bitwise_invert(x)


def _conj(x: Array) -> Array:
    return ivylite.conj(x) if x.dtype.kind == "complex" else x


def _angle(x: Array) -> Array:
    if x.dtype.kind == "complex":
        return ivylite.atan2(ivylite.imag(x), ivylite.real(x))
    pi = ivylite.asarray(3.141592653589793, dtype=x.dtype)
    zero = ivylite.zeros_like(x)
    # torch keeps NaN and gives pi for negatives, 0 otherwise
    return ivylite.where(ivylite.isnan(x), x, ivylite.where(x < zero, pi, zero))


def _frac(x: Array) -> Array:
    return ivylite.subtract(x, ivylite.trunc(x))


# name -> (computation, result rule, torch's unsupported dtypes, example output for
# torch.<name>(torch.tensor([0.5, -2.0])))
_UNARY: dict[str, tuple[Callable, str, tuple[str, ...], str]] = {
    "abs": (_abs, "same", ("bool", *_BIG_UINTS), "tensor([0.5000, 2.0000])"),
    "neg": (ivylite.negative, "same", ("bool", *_BIG_UINTS), "tensor([-0.5000,  2.0000])"),
    "positive": (ivylite.positive, "same", ("bool",), "tensor([ 0.5000, -2.0000])"),
    "exp": (ivylite.exp, "float", (), "tensor([1.6487, 0.1353])"),
    "exp2": (_exp2, "float", (), "tensor([1.4142, 0.2500])"),
    "expm1": (ivylite.expm1, "float", (), "tensor([ 0.6487, -0.8647])"),
    "log": (ivylite.log, "float", (), "tensor([-0.6931,     nan])"),
    "log2": (ivylite.log2, "float", (), "tensor([-1., nan])"),
    "log10": (ivylite.log10, "float", (), "tensor([-0.3010,     nan])"),
    "log1p": (ivylite.log1p, "float", (), "tensor([0.4055,    nan])"),
    "sqrt": (ivylite.sqrt, "float", (), "tensor([0.7071,    nan])"),
    "rsqrt": (_rsqrt, "float", (), "tensor([1.4142,    nan])"),
    "square": (_square, "same", _BIG_UINTS, "tensor([0.2500, 4.0000])"),
    "sin": (ivylite.sin, "float", (), "tensor([ 0.4794, -0.9093])"),
    "cos": (ivylite.cos, "float", (), "tensor([ 0.8776, -0.4161])"),
    "tan": (ivylite.tan, "float", (), "tensor([0.5463, 2.1850])"),
    "asin": (ivylite.asin, "float", (), "tensor([0.5236,    nan])"),
    "acos": (ivylite.acos, "float", (), "tensor([1.0472,    nan])"),
    "atan": (ivylite.atan, "float", (), "tensor([ 0.4636, -1.1071])"),
    "sinh": (ivylite.sinh, "float", (), "tensor([ 0.5211, -3.6269])"),
    "cosh": (ivylite.cosh, "float", (), "tensor([1.1276, 3.7622])"),
    "tanh": (ivylite.tanh, "float", (), "tensor([ 0.4621, -0.9640])"),
    "asinh": (ivylite.asinh, "float", (), "tensor([ 0.4812, -1.4436])"),
    "acosh": (ivylite.acosh, "float", (), "tensor([nan, nan])"),
    "atanh": (ivylite.atanh, "float", (), "tensor([0.5493,    nan])"),
    "sigmoid": (_sigmoid, "float", (), "tensor([0.6225, 0.1192])"),
    "reciprocal": (_reciprocal, "float", (), "tensor([ 2.0000, -0.5000])"),
    "floor": (_round_same(ivylite.floor), "same", ("bool", "complex"), "tensor([ 0., -2.])"),
    "ceil": (_round_same(ivylite.ceil), "same", ("bool", "complex"), "tensor([ 1., -2.])"),
    "trunc": (_round_same(ivylite.trunc), "same", ("bool", "complex"), "tensor([ 0., -2.])"),
    "frac": (_frac, "same", ("bool", "integer", "complex"), "tensor([0.5000, 0.0000])"),
    "sign": (_sign, "same", ("complex", *_BIG_UINTS), "tensor([ 1., -1.])"),
    "sgn": (_sgn, "same", _BIG_UINTS, "tensor([ 1., -1.])"),
    "relu": (_relu, "same", ("bool", "complex", *_BIG_UINTS), "tensor([0.5000, 0.0000])"),
    "logical_not": (_logical_not, "bool", _BIG_UINTS, "tensor([False, False])"),
    "conj": (_conj, "same", (), "tensor([ 0.5000, -2.0000])"),
    "angle": (_angle, "float_real", (), "tensor([0.0000, 3.1416])"),
}
_ALIASES = {
    "absolute": "abs", "negative": "neg", "arcsin": "asin", "arccos": "acos", "arctan": "atan",
    "arcsinh": "asinh", "arccosh": "acosh", "arctanh": "atanh", "fix": "trunc",
}  # fmt: skip


def _make_unary(
    name: str, compute: Callable, rule: str, unsupported: tuple, example: str
) -> Callable:
    default = _dtypes.DEFAULT
    non_float = _NON_FLOAT

    if rule in ("float", "float_real"):

        def fn(input: Tensor, *, out: Any = None) -> Tensor:
            if input.dtype in non_float:
                input = astype_keeping_real(input, default[0])
            return compute(input)

    else:

        def fn(input: Tensor, *, out: Any = None) -> Tensor:
            return compute(input)

    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = (
        f"``torch.{name}``, elementwise.\n\n    Examples\n    --------\n"
        f"    >>> import ivylite.frontends.torch as torch\n"
        f"    >>> torch.{name}(torch.tensor([0.5, -2.0]))\n    {example}\n"
    )
    fn.__module__ = __name__
    fn = TORCH.function(fn)
    if unsupported:
        fn = with_unsupported_dtypes({"2.13 and below": unsupported}, "torch")(fn)
    return fn


for _name, _row in _UNARY.items():
    globals()[_name] = _make_unary(_name, *_row)
for _alias, _name in _ALIASES.items():
    globals()[_alias] = globals()[_name]


@with_unsupported_dtypes({"2.13 and below": ("bool", "complex")}, "torch")
@TORCH.function
def round(input: Tensor, *, decimals: int = 0, out: Any = None) -> Tensor:  # noqa: A001
    """Round half to even, to ``decimals`` decimal places.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.round(torch.tensor([0.5, 1.5, 2.567])), torch.round(torch.tensor([2.567]), decimals=2)
    (tensor([0., 2., 3.]), tensor([2.5700]))
    """
    if input.dtype.kind != "float":
        if decimals:
            raise TORCH.refusal(round, input.dtype, f"decimals={decimals}")
        return astype_keeping_real(input, input.dtype, copy=True)
    if decimals == 0:
        return ivylite.round(input)
    scale = ivylite.asarray(10.0**decimals, dtype=input.dtype)
    return ivylite.divide(ivylite.round(ivylite.multiply(input, scale)), scale)


@with_unsupported_dtypes({"2.13 and below": ("float", "complex", *_BIG_UINTS)}, "torch")
@TORCH.function
def bitwise_not(input: Tensor, *, out: Any = None) -> Tensor:
    """Bitwise NOT of an integer tensor; logical NOT of a bool one.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.bitwise_not(torch.tensor([1, -2])), torch.bitwise_not(torch.tensor([True]))
    (tensor([-2,  1]), tensor([False]))
    """
    return _bitwise_not(input)


@TORCH.function
def real(input: Tensor) -> Tensor:
    """The real part (the tensor itself when it is real).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.real(torch.tensor([1 + 2j]))
    tensor([1.])
    """
    return ivylite.real(input) if input.dtype.kind == "complex" else input


@TORCH.function
def imag(input: Tensor) -> Tensor:
    """The imaginary part of a complex tensor.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.imag(torch.tensor([1 + 2j]))
    tensor([2.])
    """
    if input.dtype.kind != "complex":
        raise RuntimeError("imag is not implemented for tensors with non-complex dtypes.")
    return ivylite.imag(input)


def _softmax_dim(ndim: int) -> int:
    # torch's implicit-dim rule (deprecated in torch, still what it does)
    return 0 if ndim in (0, 1, 3) else 1


def _softmax_like(fn: Callable, input: Array, dim: Any, dtype: Any) -> Array:
    if dtype is not None:
        input = astype_keeping_real(input, _dtypes.to_ivy(dtype))
    if dim is None:
        dim = _softmax_dim(input.ndim)
    if input.ndim == 0:
        return fn(ivylite.reshape(input, (1,)), axis=0)[0]
    return fn(input, axis=dim)


@with_unsupported_dtypes({"2.13 and below": ("bool", "integer", "complex")}, "torch")
@TORCH.function
def softmax(input: Tensor, dim: int | None = None, dtype: Any = None) -> Tensor:
    """``exp(x) / sum(exp(x))`` along ``dim``.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.softmax(torch.tensor([[1.0, 1.0], [0.0, 2.0]]), dim=1)
    tensor([[0.5000, 0.5000],
            [0.1192, 0.8808]])
    """
    return _softmax_like(ivylite.softmax, input, dim, dtype)


@with_unsupported_dtypes({"2.13 and below": ("bool", "integer", "complex")}, "torch")
@TORCH.function
def log_softmax(input: Tensor, dim: int | None = None, dtype: Any = None) -> Tensor:
    """``log(softmax(x))`` along ``dim``, computed stably.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.log_softmax(torch.tensor([0.0, 0.0]), dim=0)
    tensor([-0.6931, -0.6931])
    """
    return _softmax_like(ivylite.log_softmax, input, dim, dtype)


__all__ = [*_UNARY, *_ALIASES, "round", "bitwise_not", "real", "imag", "softmax", "log_softmax"]
