"""Elementwise functions of two tensors (or a tensor and a number): ``add``,
``div``, ``pow``, ``bitwise_and``, ``clamp``...

Each promotes its inputs with torch's rules (``promote_types_of_torch_inputs``)
and then computes with one ivylite function on inputs of one dtype. The
unsupported dtypes are those of the *computation* (``promoting=True``):
``sub(bool_tensor, 1)`` is an int64 subtraction, which torch allows.
"""

from __future__ import annotations

from typing import Any

import ivylite
from ivylite.array import Array
from ivylite.decorators import with_unsupported_dtypes
from ivylite.dtypes import Dtype

from .._common import astype_keeping_real
from . import _dtypes
from ._frontend import TORCH
from .promotion import promote_types_of_torch_inputs, result_type_torch, scalar_to_array
from .tensor import Tensor

__all__ = [
    "add",
    "sub",
    "subtract",
    "mul",
    "multiply",
    "div",
    "divide",
    "true_divide",
    "floor_divide",
    "remainder",
    "fmod",
    "pow",
    "float_power",
    "atan2",
    "arctan2",
    "hypot",
    "logaddexp",
    "bitwise_and",
    "bitwise_or",
    "bitwise_xor",
    "bitwise_left_shift",
    "bitwise_right_shift",
    "logical_and",
    "logical_or",
    "logical_xor",
    "clamp",
    "clip",
    "lerp",
]

_BIG_UINTS = ("uint16", "uint32", "uint64")
_BOOL, _INT64, _F64, _C128 = Dtype("bool"), Dtype("int64"), Dtype("float64"), Dtype("complex128")
_NON_FLOAT = frozenset(Dtype(n) for n in ("bool", "int8", "int16", "int32", "int64", "uint8",
                                           "uint16", "uint32", "uint64"))  # fmt: skip


def _scaled(x: Array, alpha: Any) -> Array:
    """``alpha * x`` with torch's checks on ``alpha``."""
    kind = x.dtype.kind
    if kind in ("int", "uint") and isinstance(alpha, float):
        raise RuntimeError(
            "For integral input tensors, argument alpha must not be a floating point number."
        )
    if kind != "bool" and type(alpha) is bool:
        raise RuntimeError("Boolean alpha only supported for Boolean results.")
    if kind != "complex" and isinstance(alpha, complex):
        raise RuntimeError(
            "For non-complex input tensors, argument alpha must not be a complex number."
        )
    if kind == "bool":
        return x if alpha else ivylite.zeros_like(x)
    return ivylite.multiply(x, scalar_to_array(alpha, x.dtype))


@with_unsupported_dtypes({"2.13 and below": _BIG_UINTS}, "torch")
@TORCH.function(check="promoted")
def add(input: Tensor, other: Any, *, alpha: Any = 1, out: Any = None) -> Tensor:
    """``input + alpha * other`` (bool tensors: logical or).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.add(torch.tensor([1, 2], dtype=torch.int8), 1000)
    tensor([-23, -22], dtype=torch.int8)
    >>> torch.add(torch.tensor([1, 2]), torch.tensor([0.5, 0.5]), alpha=2)
    tensor([2., 3.])
    """
    x1, x2 = promote_types_of_torch_inputs(input, other)
    if alpha != 1 or type(alpha) is not int:
        x2 = _scaled(x2, alpha)
    if x1.dtype is _BOOL:
        return ivylite.logical_or(x1, x2)
    return ivylite.add(x1, x2)


@with_unsupported_dtypes({"2.13 and below": ("bool", *_BIG_UINTS)}, "torch")
@TORCH.function(check="promoted")
def sub(input: Tensor, other: Any, *, alpha: Any = 1, out: Any = None) -> Tensor:
    """``input - alpha * other`` (bool operands are refused, as in torch).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.sub(torch.tensor([1, 2], dtype=torch.uint8), 3)
    tensor([254, 255], dtype=torch.uint8)
    """
    for x in (input, other):
        if type(x) is bool or isinstance(x, Array) and x.dtype is _BOOL:
            raise TORCH.refusal(sub, _BOOL)
    x1, x2 = promote_types_of_torch_inputs(input, other)
    if alpha != 1 or type(alpha) is not int:
        x2 = _scaled(x2, alpha)
    return ivylite.subtract(x1, x2)


subtract = sub


@TORCH.function(check="promoted")
def mul(input: Tensor, other: Any, *, out: Any = None) -> Tensor:
    """``input * other`` (bool tensors: logical and).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.mul(torch.tensor([1, 2]), 2.5)
    tensor([2.5000, 5.0000])
    """
    x1, x2 = promote_types_of_torch_inputs(input, other)
    if x1.dtype is _BOOL:
        return ivylite.logical_and(x1, x2)
    return ivylite.multiply(x1, x2)


multiply = mul


def _as_float(x1: Array, x2: Array) -> tuple[Array, Array]:
    if x1.dtype in _NON_FLOAT:
        d = _dtypes.DEFAULT[0]
        return astype_keeping_real(x1, d), astype_keeping_real(x2, d)
    return x1, x2


def _int_divisor(x2: Array) -> Array:
    """``x2``, after torch's check that an integer divisor has no zero."""
    if x2.dtype.kind in ("int", "uint") and bool(
        ivylite.any(ivylite.equal(x2, ivylite.zeros_like(x2)))
    ):
        raise RuntimeError("ZeroDivisionError")
    return x2


def _trunc_divide(x1: Array, x2: Array) -> Array:
    if x1.dtype.kind == "float":
        return ivylite.trunc(ivylite.divide(x1, x2))
    q = ivylite.floor_divide(x1, x2)
    r = ivylite.remainder(x1, x2)
    zero = ivylite.zeros_like(r)
    # floor and trunc differ where the exact quotient is negative and not whole
    fix = ivylite.logical_and(ivylite.not_equal(r, zero), ivylite.not_equal(x1 < zero, x2 < zero))
    return ivylite.where(fix, q + ivylite.ones_like(q), q)


def _div_support_check(d: Dtype, rounding_mode: str | None) -> None:
    if rounding_mode is not None and (d in (_BOOL,) or d.kind == "complex" or str(d) in _BIG_UINTS):
        raise RuntimeError(
            f"div with rounding_mode={rounding_mode!r} is not supported for {_dtypes.TORCH[d]}"
        )


@TORCH.function
def div(input: Tensor, other: Any, *, rounding_mode: str | None = None, out: Any = None) -> Tensor:
    """``input / other``: true division (integers give the default float), or
    rounded with ``rounding_mode="trunc"`` / ``"floor"`` (integers stay integers).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> a, b = torch.tensor([7, -7]), torch.tensor([2, 2])
    >>> torch.div(a, b), torch.div(a, b, rounding_mode="trunc"), torch.div(a, b, rounding_mode="floor")
    (tensor([ 3.5000, -3.5000]), tensor([ 3, -3]), tensor([ 3, -4]))
    """
    x1, x2 = promote_types_of_torch_inputs(input, other)
    if rounding_mode is None:
        return ivylite.divide(*_as_float(x1, x2))
    _div_support_check(x1.dtype, rounding_mode)
    x2 = _int_divisor(x2)
    if rounding_mode == "trunc":
        return _trunc_divide(x1, x2)
    if rounding_mode == "floor":
        return ivylite.floor_divide(x1, x2)
    raise ValueError(
        f"div expected rounding_mode to be one of None, 'trunc', or 'floor' but found '{rounding_mode}'"
    )


divide = div


@TORCH.function
def true_divide(dividend: Tensor, divisor: Any, *, out: Any = None) -> Tensor:
    """``div`` with no rounding.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.true_divide(torch.tensor([1, 2]), 4)
    tensor([0.2500, 0.5000])
    """
    return ivylite.divide(*_as_float(*promote_types_of_torch_inputs(dividend, divisor)))


@with_unsupported_dtypes({"2.13 and below": ("bool", "complex", *_BIG_UINTS)}, "torch")
@TORCH.function(check="promoted")
def floor_divide(input: Tensor, other: Any, *, out: Any = None) -> Tensor:
    """``floor(input / other)``, in the promoted dtype.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.floor_divide(torch.tensor([7, -7]), 2)
    tensor([ 3, -4])
    """
    x1, x2 = promote_types_of_torch_inputs(input, other)
    return ivylite.floor_divide(x1, _int_divisor(x2))


@with_unsupported_dtypes({"2.13 and below": ("bool", "complex", *_BIG_UINTS)}, "torch")
@TORCH.function(check="promoted")
def remainder(input: Any, other: Any, *, out: Any = None) -> Tensor:
    """Python's ``%``: the result has the sign of ``other``.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.remainder(torch.tensor([-3, 3]), 2)
    tensor([1, 1])
    """
    x1, x2 = promote_types_of_torch_inputs(input, other)
    return ivylite.remainder(x1, _int_divisor(x2))


@with_unsupported_dtypes({"2.13 and below": ("bool", "complex", *_BIG_UINTS)}, "torch")
@TORCH.function(check="promoted")
def fmod(input: Tensor, other: Any, *, out: Any = None) -> Tensor:
    """C's ``fmod``: the result has the sign of ``input``.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.fmod(torch.tensor([-3, 3]), 2)
    tensor([-1,  1])
    """
    x1, x2 = promote_types_of_torch_inputs(input, other)
    r = ivylite.remainder(x1, _int_divisor(x2))
    zero = ivylite.zeros_like(r)
    # remainder has the divisor's sign; fmod moves a nonzero one to the dividend's
    wrong = ivylite.logical_and(ivylite.not_equal(r, zero), ivylite.not_equal(r < zero, x1 < zero))
    return ivylite.where(wrong, ivylite.subtract(r, ivylite.broadcast_to(x2, r.shape)), r)


def _pow(x1: Array, x2: Array) -> Array:
    r = ivylite.pow(x1, x2)
    if r.ndim and not x1.ndim and not x2.ndim:
        # ivylite's paddle backend gives integer 0-d powers one dimension (a core
        # bug, reported); a 0-d result stays 0-d
        r = ivylite.reshape(r, ())
    return r


@with_unsupported_dtypes({"2.13 and below": ("bool", *_BIG_UINTS)}, "torch")
@TORCH.function(check="body")
def pow(input: Any, exponent: Any, *, out: Any = None) -> Tensor:  # noqa: A001
    """``input ** exponent`` (a negative Python int exponent of an integer tensor
    is refused, as in torch).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.pow(torch.tensor([1, 2, 3]), 2), torch.pow(2, torch.tensor([0.5]))
    (tensor([1, 4, 9]), tensor([1.4142]))
    """
    if type(exponent) is bool and isinstance(input, Array):
        # torch special-cases a bool exponent for every dtype: x ** True is x
        return (
            astype_keeping_real(input, input.dtype, copy=True)
            if exponent
            else ivylite.ones_like(input)
        )
    if (
        type(exponent) is int
        and exponent < 0
        and isinstance(input, Array)
        and input.dtype.kind in ("int", "uint")
    ):
        raise RuntimeError("Integers to negative integer powers are not allowed.")
    x1, x2 = promote_types_of_torch_inputs(input, exponent)
    TORCH.check(pow, x1.dtype)
    if x1.dtype.kind == "int" and isinstance(exponent, Array):
        # a negative integer power: torch gives 1 ** e, (-1) ** e, and 0 for other bases
        neg = x2 < ivylite.zeros_like(x2)
        p = _pow(x1, ivylite.where(neg, ivylite.abs(x2), x2))
        other = ivylite.not_equal(ivylite.abs(x1), ivylite.ones_like(x1))
        return ivylite.where(ivylite.logical_and(neg, other), ivylite.zeros_like(p), p)
    return _pow(x1, x2)


@TORCH.function
def float_power(input: Any, exponent: Any, *, out: Any = None) -> Tensor:
    """``input ** exponent`` in float64 (complex128 for complex inputs).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.float_power(torch.tensor([2]), 2)
    tensor([4.], dtype=torch.float64)
    """
    d = _C128 if result_type_torch(input, exponent).kind == "complex" else _F64
    x1 = (
        astype_keeping_real(input, d)
        if isinstance(input, Array)
        else ivylite.asarray(input, dtype=d)
    )
    x2 = (
        astype_keeping_real(exponent, d)
        if isinstance(exponent, Array)
        else ivylite.asarray(exponent, dtype=d)
    )
    return ivylite.pow(x1, x2)


@with_unsupported_dtypes({"2.13 and below": ("complex",)}, "torch")
@TORCH.function(check="promoted")
def atan2(input: Tensor, other: Tensor, *, out: Any = None) -> Tensor:
    """The angle of the point ``(other, input)`` (integers give the default float).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.atan2(torch.tensor([1, -1]), torch.tensor([1, 1]))
    tensor([ 0.7854, -0.7854])
    """
    return ivylite.atan2(*_as_float(*promote_types_of_torch_inputs(input, other)))


arctan2 = atan2


@with_unsupported_dtypes({"2.13 and below": ("bool", "integer", "complex")}, "torch")
@TORCH.function(check="promoted")
def hypot(input: Tensor, other: Tensor, *, out: Any = None) -> Tensor:
    """``sqrt(input**2 + other**2)``.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.hypot(torch.tensor([3.0]), torch.tensor([4.0]))
    tensor([5.])
    """
    return ivylite.hypot(*promote_types_of_torch_inputs(input, other))


@with_unsupported_dtypes({"2.13 and below": ("bool", "integer")}, "torch")
@TORCH.function(check="promoted")
def logaddexp(input: Tensor, other: Tensor, *, out: Any = None) -> Tensor:
    """``log(exp(input) + exp(other))``, computed stably.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.logaddexp(torch.tensor([0.0]), torch.tensor([0.0]))
    tensor([0.6931])
    """
    x1, x2 = promote_types_of_torch_inputs(input, other)
    if x1.dtype.kind == "complex":
        return ivylite.log(ivylite.exp(x1) + ivylite.exp(x2))
    return ivylite.logaddexp(x1, x2)


def _bitwise(name: str, int_fn: Any, bool_fn: Any, example: str, unsupported: tuple) -> Any:
    def fn(input: Any, other: Any, *, out: Any = None) -> Tensor:
        x1, x2 = promote_types_of_torch_inputs(input, other)
        return bool_fn(x1, x2) if x1.dtype is _BOOL else int_fn(x1, x2)

    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = (
        f"Elementwise ``{name}`` of integer or bool tensors.\n\n    Examples\n    --------\n"
        "    >>> import ivylite.frontends.torch as torch\n"
        f"    >>> torch.{name}(torch.tensor([12, 10]), torch.tensor([10, 3]))\n    {example}\n"
    )
    return with_unsupported_dtypes({"2.13 and below": unsupported}, "torch")(
        TORCH.function(check="promoted")(fn)
    )


bitwise_and = _bitwise(
    "bitwise_and", ivylite.bitwise_and, ivylite.logical_and, "tensor([8, 2])", ("float", "complex")
)
bitwise_or = _bitwise(
    "bitwise_or", ivylite.bitwise_or, ivylite.logical_or, "tensor([14, 11])", ("float", "complex")
)
bitwise_xor = _bitwise(
    "bitwise_xor", ivylite.bitwise_xor, ivylite.logical_xor, "tensor([6, 9])", ("float", "complex")
)


def _shift(fn: Any, left: bool) -> Any:
    def shift(x1: Array, x2: Array) -> Array:
        # torch: shifting by a negative amount or by the width or more empties the
        # value (an arithmetic right shift leaves the sign); backends disagree
        # there, so it is spelled out
        width = ivylite.asarray(x1.dtype.bits, dtype=x1.dtype)
        outside = x2 >= width
        if x1.dtype.kind == "int":
            outside = ivylite.logical_or(outside, x2 < ivylite.zeros_like(x2))
        r = fn(x1, ivylite.where(outside, ivylite.zeros_like(x2), x2))
        if left or x1.dtype.kind != "int":
            empty = ivylite.zeros_like(r)
        else:
            sign = fn(x1, ivylite.asarray(x1.dtype.bits - 1, dtype=x1.dtype))
            empty = ivylite.broadcast_to(sign, r.shape)
        return ivylite.where(ivylite.broadcast_to(outside, r.shape), empty, r)

    return shift


bitwise_left_shift = _bitwise(
    "bitwise_left_shift", _shift(ivylite.bitwise_left_shift, True), None, "tensor([12288,    80])",
    ("bool", "float", "complex", *_BIG_UINTS),
)  # fmt: skip
bitwise_right_shift = _bitwise(
    "bitwise_right_shift", _shift(ivylite.bitwise_right_shift, False), None, "tensor([0, 1])",
    ("bool", "float", "complex", *_BIG_UINTS),
)  # fmt: skip


def _truth(x: Any) -> Array:
    if not isinstance(x, Array):
        return ivylite.asarray(bool(x), dtype=_BOOL)
    if x.dtype is _BOOL:
        return x
    return ivylite.not_equal(x, ivylite.zeros_like(x))


def _logical(name: str, fn: Any, example: str) -> Any:
    def logical(input: Tensor, other: Tensor, *, out: Any = None) -> Tensor:
        return fn(_truth(input), _truth(other))

    logical.__name__ = logical.__qualname__ = name
    logical.__doc__ = (
        f"Elementwise ``{name}`` of the inputs' truth values (nonzero is True).\n\n"
        "    Examples\n    --------\n    >>> import ivylite.frontends.torch as torch\n"
        f"    >>> torch.{name}(torch.tensor([0, 1, 2]), torch.tensor([0.0, 0.0, 3.0]))\n    {example}\n"
    )
    return with_unsupported_dtypes({"2.13 and below": _BIG_UINTS}, "torch")(TORCH.function(logical))


logical_and = _logical("logical_and", ivylite.logical_and, "tensor([False, False,  True])")
logical_or = _logical("logical_or", ivylite.logical_or, "tensor([False,  True,  True])")
logical_xor = _logical("logical_xor", ivylite.logical_xor, "tensor([False,  True, False])")


@with_unsupported_dtypes({"2.13 and below": ("bool", "complex", *_BIG_UINTS)}, "torch")
@TORCH.function(check="promoted")
def clamp(input: Tensor, min: Any = None, max: Any = None, *, out: Any = None) -> Tensor:  # noqa: A002
    """Limit the values to ``[min, max]`` (``max`` wins where ``min > max``); the
    bounds take part in promotion.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.clamp(torch.tensor([-2, 0, 5]), min=-1, max=3)
    tensor([-1,  0,  3])
    >>> torch.clamp(torch.tensor([1, 2]), max=1.5)
    tensor([1.0000, 1.5000])
    """
    if min is None and max is None:
        raise RuntimeError("torch.clamp: At least one of 'min' or 'max' must not be None")
    d = result_type_torch(*(v for v in (input, min, max) if v is not None))
    x = input if input.dtype is d else astype_keeping_real(input, d)
    if min is not None:
        x = ivylite.maximum(x, _bound(min, d))
    if max is not None:
        x = ivylite.minimum(x, _bound(max, d))
    return x


def _bound(v: Any, d: Dtype) -> Array:
    if isinstance(v, Array):
        return v if v.dtype is d else astype_keeping_real(v, d)
    return scalar_to_array(v, d)


clip = clamp


@with_unsupported_dtypes({"2.13 and below": ("bool", "integer")}, "torch")
@TORCH.function(check="promoted")
def lerp(input: Tensor, end: Tensor, weight: Any, *, out: Any = None) -> Tensor:
    """``input + weight * (end - input)``.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.lerp(torch.tensor([0.0, 10.0]), torch.tensor([10.0, 20.0]), 0.5)
    tensor([ 5., 15.])
    """
    x1, x2 = promote_types_of_torch_inputs(input, end)
    if x1.dtype is not x2.dtype or input.dtype is not end.dtype:
        raise RuntimeError(
            f"expected dtype {_dtypes.TORCH[input.dtype]} for `end` but got dtype {_dtypes.TORCH[end.dtype]}"
        )
    w = _bound(weight, x1.dtype)
    return ivylite.add(x1, ivylite.multiply(w, ivylite.subtract(x2, x1)))
