"""Shared by the Paddle families: dtype singletons, eager ops, and the
"compute in a wider dtype" tables.

Paddle's dtype objects are singletons and hashing them is slow (~0.7 us), so
the tables are keyed by ``id(dtype)``. The public ``paddle.add`` & co. add
Python-level checks around ``paddle._C_ops``; the hot paths call the eager op
directly when it exists.
"""

from __future__ import annotations

import paddle

try:
    from paddle import _C_ops
except ImportError:  # pragma: no cover
    _C_ops = None

BOOL = paddle.bool
I8, I16, I32, I64, U8 = paddle.int8, paddle.int16, paddle.int32, paddle.int64, paddle.uint8
BF16, F16, F32, F64 = paddle.bfloat16, paddle.float16, paddle.float32, paddle.float64
C64, C128 = paddle.complex64, paddle.complex128

PY_SCALARS = frozenset({bool, int, float, complex})

# float16/bfloat16: Paddle's CPU build has no arithmetic kernels for them;
# computing in float32 and rounding back is what NumPy (and ml_dtypes) do, and
# for + - * / it is correctly rounded (float32 has 24 >= 2 * 11 + 2 bits).
LOWP = {id(F16): F32, id(BF16): F32}
# int8/int16/uint8: integer results are exact mod 2**32, so computing in
# int32 and casting back (which wraps) gives NumPy's wraparound results.
SMALL = {id(I8): I32, id(I16): I32, id(U8): I32}
BOOL_SMALL = {id(BOOL): I32, **SMALL}
INTS = frozenset(id(d) for d in (I8, I16, I32, I64, U8))


def work(*tables: dict) -> dict:
    out: dict = {}
    for t in tables:
        out.update(t)
    return out


def op(name: str, public):
    """``paddle._C_ops.<name>`` (same call as ``public`` for tensors), else ``public``."""
    f = getattr(_C_ops, name, None) if _C_ops is not None else None
    return f if f is not None else public


cast = op("cast", paddle.cast)


def broadcast_pair(a: paddle.Tensor, b: paddle.Tensor) -> tuple[paddle.Tensor, paddle.Tensor]:
    """Two tensors broadcast to their common shape. ``paddle.broadcast_tensors``
    crashes the interpreter when ``paddle.grad`` differentiates through it with a
    0-d input that does not track gradients (Paddle 3.3); ``broadcast_to`` does not."""
    shape = paddle.broadcast_shape(a.shape, b.shape)
    return paddle.broadcast_to(a, shape), paddle.broadcast_to(b, shape)
