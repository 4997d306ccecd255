"""Paddle linear algebra."""

from __future__ import annotations

import paddle

from ...dtypes import FINITE_RANGES, Dtype
from .._composite import complex_matmul
from ._common import F64, I8, I16, I32, I64, INTS, LOWP, U8
from ._common import cast as _cast

_matmul = paddle.matmul
# No CPU matmul kernel for float16/bfloat16: accumulate in float32 like NumPy.
_LOWP = LOWP.get
_EXACT = 2.0**53
# The largest |x1 * x2| each integer dtype allows: its largest magnitude, squared.
_LARGEST_SQUARE = {
    id(d): float(max(-lo, hi)) ** 2
    for d, (lo, hi) in (
        (native, FINITE_RANGES[Dtype(name)])
        for native, name in (
            (I8, "int8"),
            (U8, "uint8"),
            (I16, "int16"),
            (I32, "int32"),
            (I64, "int64"),
        )
    )
}


def _wrapping_matmul(a, b):
    # int64 multiply-and-sum, wrapping mod 2**64 like NumPy's integer matmul.
    va, vb = a.ndim == 1, b.ndim == 1
    if va:
        a = a.unsqueeze(0)
    if vb:
        b = b.unsqueeze(-1)
    out = paddle.sum(a.unsqueeze(-1) * b.unsqueeze(-3), axis=-2, dtype=I64)
    if va:
        out = out.squeeze(-2)
    if vb:
        out = out.squeeze(-1)
    return out


def _int_matmul(x1, x2, d):
    # Paddle's integer matmul goes through float32 (inexact above 2**24) and
    # saturates on overflow. In float64 it is exact while every partial sum
    # stays below 2**53; beyond that, multiply and sum in int64 (wrapping).
    a, b = _cast(x1, F64), _cast(x2, F64)
    k = x1.shape[-1]
    bound = _LARGEST_SQUARE[id(d)] * k  # int8/uint8/int16: settled without looking
    if bound >= _EXACT and a.numel() and b.numel():
        bound = (paddle.abs(a).max() * paddle.abs(b).max()).item() * k
    if bound < _EXACT:
        out = _cast(_matmul(a, b), I64)
    else:
        out = _wrapping_matmul(_cast(x1, I64), _cast(x2, I64))
    return out if d is I64 else _cast(out, d)  # int64 -> narrower wraps like NumPy


def matmul(x1, x2):
    d = x1.dtype
    if id(d) in INTS:
        return _int_matmul(x1, x2, d)
    w = _LOWP(id(d))
    if w is None:
        return _matmul(x1, x2)
    return _cast(_matmul(_cast(x1, w), _cast(x2, w)), d)


def matrix_transpose(x):
    n = x.ndim
    if n < 2:
        raise ValueError(f"matrix_transpose: needs at least 2 dimensions, got {n}")
    perm = list(range(n))
    perm[-1], perm[-2] = n - 2, n - 1
    return paddle.transpose(x, perm)


# Elementwise products and sums: no CPU multiply for int8/int16/uint8/float16.
# Integers wrap mod 2**64 in int64 and cast back to NumPy's result; half
# precision computes in float32 and rounds once.
_ARITH = {**{k: I64 for k in (id(I8), id(I16), id(U8))}, **LOWP}.get


def widened(*xs):
    """The operands in a dtype Paddle computes products and sums in, and their dtype."""
    d = xs[0].dtype
    w = _ARITH(id(d))
    return (xs if w is None else tuple(_cast(x, w) for x in xs)), d


def narrowed(out, d):
    return out if out.dtype == d else _cast(out, d)


def tensordot(x1, x2, axes1, axes2):
    free1 = [i for i in range(x1.ndim) if i not in axes1]
    free2 = [i for i in range(x2.ndim) if i not in axes2]
    s1, s2 = x1.shape, x2.shape
    k = 1
    for i in axes1:
        k *= s1[i]
    m = 1
    for i in free1:
        m *= s1[i]
    n = 1
    for i in free2:
        n *= s2[i]
    a = paddle.reshape(paddle.transpose(x1, free1 + list(axes1)), [m, k])
    b = paddle.reshape(paddle.transpose(x2, list(axes2) + free2), [k, n])
    out = matmul(a, b)  # exact for integers, float32 for half precision
    return paddle.reshape(out, [s1[i] for i in free1] + [s2[i] for i in free2])


def vecdot(x1, x2, axis):
    (a, b), d = widened(x1, x2)
    if a.is_complex():
        a = paddle.conj(a)
    return narrowed(paddle.sum(a * b, axis=axis, dtype=a.dtype), d)


def einsum(spec, operands):
    wide, d = widened(*operands)
    if id(wide[0].dtype) in INTS:
        return narrowed(_einsum_by_broadcast(spec, wide), d)  # paddle.einsum: floats only
    return narrowed(paddle.einsum(spec, *wide), d)


def _einsum_by_broadcast(spec, operands):
    """einsum as one broadcast product and a sum, for dtypes paddle.einsum lacks."""
    inputs, output = spec.split("->")
    terms = inputs.split(",")
    n_ell = max((x.ndim - len(t) + 3 for t, x in zip(terms, operands) if "..." in t), default=0)
    ell = "".join(chr(0x100 + i) for i in range(n_ell))  # labels no subscript can contain
    terms = [
        t.replace("...", ell[n_ell - (x.ndim - len(t) + 3) :]) if "..." in t else t
        for t, x in zip(terms, operands)
    ]
    output = output.replace("...", ell)
    labels = list(dict.fromkeys("".join(terms)))
    aligned = []
    for t, x in zip(terms, operands):
        while len(set(t)) != len(t):  # a repeated label: its diagonal
            c = next(c for c in t if t.count(c) > 1)
            i, j = t.index(c), t.index(c, t.index(c) + 1)
            x = paddle.diagonal(x, 0, i, j)
            t = t[:i] + t[i + 1 : j] + t[j + 1 :] + c
        order = sorted(range(len(t)), key=lambda k: labels.index(t[k]))
        if order != list(range(len(t))):
            x = paddle.transpose(x, order)
        sizes = dict(zip((t[k] for k in order), x.shape))
        aligned.append(paddle.reshape(x, [sizes.get(c, 1) for c in labels]))
    out = aligned[0]
    for y in aligned[1:]:
        out = out * y
    summed = [i for i, c in enumerate(labels) if c not in output]
    if summed:
        out = paddle.sum(out, axis=summed, dtype=out.dtype)
    kept = [c for c in labels if c in output]
    order = [kept.index(c) for c in output]
    return paddle.transpose(out, order) if order != sorted(order) else out


# Complex inputs take this (the core calls it for complex dtypes only; real ones
# keep the fast path): infinite parts give one answer on every backend.
COMPLEX = {
    "matmul": complex_matmul(
        matmul=matmul, real=paddle.real, imag=paddle.imag, make_complex=paddle.complex
    )
}
