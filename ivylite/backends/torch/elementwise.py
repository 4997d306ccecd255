"""PyTorch elementwise functions, called on tensors already promoted to one dtype.

Most are torch's own functions: with both inputs of dtype R (or a Python
scalar that fits R as the second) they return R. The few that need a tensor
``other`` turn a scalar into a 0-d tensor of R first.
"""

from __future__ import annotations

import torch

from ...dtypes import numpy_dtype
from . import scalar as _scalar

_Tensor = torch.Tensor
_BF16 = torch.bfloat16
# A weak Python float becomes a value of R on the other backends. torch's
# float16/bfloat16 multiply, divide and floor_divide keep it in float32 instead
# (1 ulp apart in a quarter of the elements): round it to R first.
_ROUND = {torch.float16: numpy_dtype("float16").type, torch.bfloat16: numpy_dtype("bfloat16").type}

add = torch.add


def subtract(x1, x2, /):
    if type(x2) is bool:  # torch refuses `-` with a bool operand; NumPy reads it as 0/1
        x2 = int(x2)
    return torch.subtract(x1, x2)


def multiply(x1, x2, /):
    if type(x2) is float:
        r = _ROUND.get(x1.dtype)
        if r is not None:
            x2 = float(r(x2))
    return torch.multiply(x1, x2)


def divide(x1, x2, /):  # only called with float/complex R
    if type(x2) is float:
        r = _ROUND.get(x1.dtype)
        if r is not None:
            x2 = float(r(x2))
    return torch.divide(x1, x2)


def floor_divide(x1, x2, /):  # floors (Python semantics) since torch 1.13
    if type(x2) is float:
        r = _ROUND.get(x1.dtype)
        if r is not None:
            x2 = float(r(x2))
    try:
        return torch.floor_divide(x1, x2)
    except RuntimeError:  # an integer division by zero (the try costs nothing otherwise)
        return _by_nonzero(torch.floor_divide, x1, x2)


def remainder(x1, x2, /):  # sign of the divisor, like Python's %
    try:
        return torch.remainder(x1, x2)
    except RuntimeError:
        return _by_nonzero(torch.remainder, x1, x2)


def _by_nonzero(op, x1, x2):
    """NumPy's integer division by zero: 0 where the divisor is 0 (torch raises)."""
    if x1.dtype.is_floating_point or x1.dtype.is_complex:
        raise  # noqa: PLE0704 - not a division by zero: the caller's error
    zero = torch.as_tensor(x2, dtype=x1.dtype) == 0
    safe = torch.where(zero, torch.ones((), dtype=x1.dtype), torch.as_tensor(x2, dtype=x1.dtype))
    return torch.where(zero, torch.zeros((), dtype=x1.dtype), op(x1, safe))


_SIGNED = frozenset({torch.int8, torch.int16, torch.int32, torch.int64})


def pow(x1, x2, /):
    d = x1.dtype
    if d is _BF16 and not isinstance(x2, _Tensor):
        # torch computes bfloat16 ** scalar 3, -2, -0.5 with bfloat16 products; a
        # tensor exponent takes the float32 path the other backends round from.
        x2 = _scalar(x2, _BF16)
    elif d in _SIGNED:
        return _int_pow(x1, x2)
    return torch.pow(x1, x2)


def _int_pow(x1, x2):
    """NumPy's rule: a negative exponent raises when the result has elements (torch
    gives 0 for a tensor exponent, and raises for a scalar one even when empty)."""
    if isinstance(x2, _Tensor):
        if x1.numel() and x2.numel() and bool((x2 < 0).any()):
            raise ValueError("integers to negative integer powers are not allowed")
        return torch.pow(x1, x2)
    if x2 < 0:
        if x1.numel():
            raise ValueError("integers to negative integer powers are not allowed")
        return x1.clone()
    return torch.pow(x1, x2)


def maximum(x1, x2, /):
    if not isinstance(x2, _Tensor):  # torch.maximum needs a tensor `other`
        x2 = _scalar(x2, x1.dtype)
    return torch.maximum(x1, x2)


def minimum(x1, x2, /):
    if not isinstance(x2, _Tensor):
        x2 = _scalar(x2, x1.dtype)
    return torch.minimum(x1, x2)


def lcm(x1, x2, /):
    if not isinstance(x2, _Tensor):
        x2 = _scalar(x2, x1.dtype)
    return torch.lcm(x1, x2)


def gcd(x1, x2, /):
    if not isinstance(x2, _Tensor):
        x2 = _scalar(x2, x1.dtype)
    return torch.gcd(x1, x2)


equal = torch.eq
not_equal = torch.ne
less = torch.lt
less_equal = torch.le
greater = torch.gt
greater_equal = torch.ge
abs = torch.abs  # complex -> its real float, as the contract says
negative = torch.negative
positive = torch.clone  # torch.positive returns its input itself; +x is a copy
square = torch.square
exp = torch.exp
expm1 = torch.expm1
log = torch.log
sin = torch.sin
cos = torch.cos
sqrt = torch.sqrt


def _tensor_other(f, name):
    """``f(x1, x2)`` with a Python scalar ``x2`` as a 0-d tensor of ``x1``'s dtype."""

    def g(x1, x2, /):
        if not isinstance(x2, _Tensor):
            x2 = _scalar(x2, x1.dtype)
        return f(x1, x2)

    g.__name__ = g.__qualname__ = name
    return g


bitwise_and = _tensor_other(torch.bitwise_and, "bitwise_and")
bitwise_or = _tensor_other(torch.bitwise_or, "bitwise_or")
bitwise_xor = _tensor_other(torch.bitwise_xor, "bitwise_xor")
bitwise_invert = torch.bitwise_not
# torch gives NumPy's results for shifts by the bit width or more (0, or the
# sign fill for a right shift), checked for every integer dtype.
bitwise_left_shift = _tensor_other(torch.bitwise_left_shift, "bitwise_left_shift")
bitwise_right_shift = _tensor_other(torch.bitwise_right_shift, "bitwise_right_shift")
logical_and = _tensor_other(torch.logical_and, "logical_and")
logical_or = _tensor_other(torch.logical_or, "logical_or")
logical_xor = _tensor_other(torch.logical_xor, "logical_xor")
logical_not = torch.logical_not


# --- complex inputs (the core calls these for complex dtypes only; real ones keep
# torch's functions on the fast path) ---------------------------------------------


def _tensor(x, like):
    return x if isinstance(x, _Tensor) else torch.as_tensor(x, dtype=like.dtype)


def _complex_add(x1, x2, /):
    # torch.add computes x1 + alpha * x2: (inf + 0j) * 1 has a NaN imaginary part,
    # so (1+2j) + inf would be inf+nanj. Add the parts, as every other backend does.
    x2 = _tensor(x2, x1)
    return torch.complex(x1.real + x2.real, x1.imag + x2.imag)


def _complex_subtract(x1, x2, /):
    x2 = _tensor(x2, x1)
    return torch.complex(x1.real - x2.real, x1.imag - x2.imag)


def _complex_pow(x1, x2, /):
    # z ** 0 is 1 for every z (NumPy, C99's cpow); torch gives NaN for 0 ** 0.
    x2 = _tensor(x2, x1)
    return torch.where(x2 == 0, torch.ones((), dtype=x1.dtype), torch.pow(x1, x2))


COMPLEX = {"add": _complex_add, "subtract": _complex_subtract, "pow": _complex_pow}
