"""Sequence-model functions: scaled dot-product attention and one step of
torch's LSTM and GRU cells.

Each is written once over ivylite's own functions (``_nn_composites``);
attention without dropout calls the backend's own
``scaled_dot_product_attention`` where its ``nn_sequence`` module has one
(torch's fused kernel), which may return ``NotImplemented`` for arguments it
leaves to the composite. Dtypes as the other nn functions: real floating only
(a boolean attention mask aside), float16 and bfloat16 computed in float32
and rounded once.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from .. import prng
from ..dispatch import api, custom, unwrap_array
from ..dtypes import Dtype, numpy_dtype
from . import _nn_composites as composites
from ._nn_build import Floats, as_float, shape_of
from .random import next_key

if TYPE_CHECKING:
    from ..backend import Backend
    from ..dispatch import Entry

__all__ = ["scaled_dot_product_attention", "lstm_cell", "gru_cell"]

_FLOAT = ("float",)


def _broadcast(name: str, *shapes: tuple[int, ...]) -> tuple[int, ...]:
    out = composites.broadcast_shapes(*shapes)
    if out is None:
        raise ValueError(f"{name}: the shapes {', '.join(map(str, shapes))} do not broadcast")
    return out


def _attention_shapes(B, q, k, v, mask, name):
    """(the shape of the attention weights (..., L, S), E) after checking q, k, v and mask."""
    qs, ks, vs = shape_of(B, q), shape_of(B, k), shape_of(B, v)
    if min(len(qs), len(ks), len(vs)) < 2:
        raise ValueError(
            f"{name}: q, k and v must be at least 2-d (..., L, E), got {qs}, {ks}, {vs}"
        )
    if qs[-1] != ks[-1] or ks[-2] != vs[-2]:
        raise ValueError(
            f"{name}: q {qs} and k {ks} must share the last axis (E), and k and v {vs} the "
            "second last (S)"
        )
    batch = (
        qs[:-2] if qs[:-2] == ks[:-2] == vs[:-2] else _broadcast(name, qs[:-2], ks[:-2], vs[:-2])
    )
    weights = (*batch, qs[-2], ks[-2])
    if mask is not None:
        weights = _broadcast(name, weights, shape_of(B, mask))
        if weights[-2:] != (qs[-2], ks[-2]):
            raise ValueError(f"{name}: mask {shape_of(B, mask)} must broadcast to (..., L, S)")
    return weights, qs[-1]


def _keep_mask(B: Backend, key: Any, shape: tuple[int, ...], C: Any, p: float) -> Any:
    """The scaled dropout mask from ivylite's generator: the same on every backend."""
    np_c, scale = numpy_dtype(C), 1.0 / (1.0 - p)

    def sample(indices: Any) -> Any:
        return ((prng.uniform(key, "float64", indices) >= p) * scale).astype(np_c)

    return B.generate(sample, shape, B.native_dtypes[C])


def _split_mask(B: Backend, mask: Any, name: str) -> tuple[Any, Any]:
    """(boolean native, float array): a mask is one or the other."""
    if mask is None:
        return None, None
    m, d = unwrap_array(mask, B, name)
    if d == "bool":
        return m, None
    if d.kind != "float":
        raise TypeError(
            f"{name}: mask must be boolean (True = attend) or floating (added to the scores), got {d}"
        )
    return None, mask


def _build_attention(entry: Entry, fn: Any, B: Backend):
    F = Floats(entry, fn, B)
    name, ns, A = entry.name, B.ns, B.array_cls
    BOOL = Dtype("bool")

    def impl(q, k, v, /, mask=None, is_causal=False, dropout=0.0, scale=None, seed=None):
        boolean, floating = _split_mask(B, mask, name)
        (a, b, c, m), R, C = F.arrays(q, k, v, floating)
        m = boolean if boolean is not None else m
        weights, e = _attention_shapes(B, a, b, c, m, name)
        if not isinstance(is_causal, bool):
            raise TypeError(f"{name}: is_causal must be True or False, got {is_causal!r}")
        p = as_float(dropout, "dropout", name)
        if not 0.0 <= p < 1.0:
            raise ValueError(f"{name}: dropout must be in [0, 1), got {dropout!r}")
        s = (1.0 / math.sqrt(e) if e else 1.0) if scale is None else as_float(scale, "scale", name)
        out = NotImplemented if p or fn is None else fn(a, b, c, m, is_causal, s)
        if out is not NotImplemented:
            return F.wrap(out, R, C)
        keep = None if p == 0.0 else A(_keep_mask(B, next_key(seed, name), weights, C, p), C)
        m_ = None if m is None else A(m, BOOL if boolean is not None else C)
        y = composites.attention(ns, A(a, C), A(b, C), A(c, C), m_, is_causal, s, keep)
        return F.wrap(y._data, R, C)

    return impl


@api(custom, "nn_sequence", build=_build_attention, composite=True, dtypes=_FLOAT)
def scaled_dot_product_attention(
    q: Any,
    k: Any,
    v: Any,
    /,
    mask: Any = None,
    is_causal: bool = False,
    dropout: float = 0.0,
    scale: float | None = None,
    seed: int | None = None,
) -> Any:
    """``softmax(q @ k.T * scale + mask) @ v`` for q (..., L, E), k (..., S, E), v (..., S, Ev).

    ``mask`` broadcasts to (..., L, S): boolean (True = attend, torch's
    ``attn_mask``; e.g. a key-padding mask of shape (N, 1, 1, S) for all heads)
    or floating (added to the scores). ``is_causal`` lets query ``i`` attend
    to keys ``0..i`` (top-left aligned, as torch); with a mask as well, both
    apply. A query with no key to attend to gives zeros, as torch. ``scale``
    defaults to ``1 / sqrt(E)``. ``dropout`` drops attention weights with a
    mask from ivylite's generator (``seed``'s key, or the next key of the
    :func:`ivylite.seed` stream), the same on every backend. Leading axes
    of q, k and v broadcast.

    Examples
    --------
    >>> import ivylite
    >>> q = ivylite.asarray([[1.0, 0.0], [0.0, 1.0]])
    >>> v = ivylite.asarray([[1.0, 2.0], [3.0, 4.0]])
    >>> ivylite.scaled_dot_product_attention(q, q, v, is_causal=True)
    ivylite.array([[1.      , 2.      ],
                   [2.339523, 3.339523]], dtype=float32, backend=numpy)
    >>> keep = ivylite.asarray([False, True])
    >>> ivylite.scaled_dot_product_attention(q, q, v, mask=keep)
    ivylite.array([[3., 4.],
                   [3., 4.]], dtype=float32, backend=numpy)
    """


def _check_cell(B, name, gates, x, states, w_ih, w_hh, biases):
    """Check one recurrent step's shapes (torch's: gates * hidden rows per weight)."""
    ih, hh = shape_of(B, w_ih), shape_of(B, w_hh)
    if len(ih) != 2 or len(hh) != 2 or hh[0] != gates * hh[1] or ih[0] != hh[0]:
        raise ValueError(
            f"{name}: w_ih {ih} must be ({gates} * hidden, input) and w_hh {hh} "
            f"({gates} * hidden, hidden)"
        )
    xs = shape_of(B, x)
    if not xs or xs[-1] != ih[1]:
        raise ValueError(f"{name}: x {xs} must end with the input size {ih[1]} of w_ih {ih}")
    for what, t in states.items():
        if shape_of(B, t) != (*xs[:-1], hh[1]):
            raise ValueError(
                f"{name}: {what} must have shape {(*xs[:-1], hh[1])}, got {shape_of(B, t)}"
            )
    for what, t in biases.items():
        if t is not None and shape_of(B, t) != (hh[0],):
            raise ValueError(f"{name}: {what} must have shape ({hh[0]},), got {shape_of(B, t)}")


def _build_lstm_cell(entry: Entry, fn: Any, B: Backend):
    F = Floats(entry, fn, B)
    name, ns, A = entry.name, B.ns, B.array_cls

    def impl(x, hx, w_ih, w_hh, /, b_ih=None, b_hh=None):
        if not (isinstance(hx, (tuple, list)) and len(hx) == 2):
            raise TypeError(f"{name}: hx must be the pair (h, c), got {type(hx).__name__}")
        natives, R, C = F.arrays(x, *hx, w_ih, w_hh, b_ih, b_hh)
        a, h, c, wi, wh, bi, bh = natives
        _check_cell(B, name, 4, a, {"h": h, "c": c}, wi, wh, {"b_ih": bi, "b_hh": bh})
        args = (None if t is None else A(t, C) for t in natives)
        h, c = composites.lstm_cell(ns, *args)
        return F.wrap(h._data, R, C), F.wrap(c._data, R, C)

    return impl


@api(custom, "nn_sequence", build=_build_lstm_cell, composite=True, dtypes=_FLOAT)
def lstm_cell(
    x: Any, hx: tuple[Any, Any], w_ih: Any, w_hh: Any, /, b_ih: Any = None, b_hh: Any = None
) -> tuple[Any, Any]:
    """One LSTM step as torch's ``LSTMCell``; returns the new ``(h, c)``.

    ``x`` is (..., input), ``hx = (h, c)`` each (..., hidden); ``w_ih`` is
    (4 * hidden, input) and ``w_hh`` (4 * hidden, hidden), their rows the gates
    i, f, g, o in torch's order: ``c' = sigmoid(f) * c + sigmoid(i) * tanh(g)``,
    ``h' = sigmoid(o) * tanh(c')``.

    Examples
    --------
    >>> import ivylite
    >>> x, h = ivylite.ones((1, 1)), ivylite.zeros((1, 1))
    >>> h, c = ivylite.lstm_cell(x, (h, h), ivylite.ones((4, 1)), ivylite.ones((4, 1)))
    >>> h, c
    (ivylite.array([[0.36960638]], dtype=float32, backend=numpy), ivylite.array([[0.55676997]], dtype=float32, backend=numpy))
    """


def _build_gru_cell(entry: Entry, fn: Any, B: Backend):
    F = Floats(entry, fn, B)
    name, ns, A = entry.name, B.ns, B.array_cls

    def impl(x, hx, w_ih, w_hh, /, b_ih=None, b_hh=None):
        natives, R, C = F.arrays(x, hx, w_ih, w_hh, b_ih, b_hh)
        a, h, wi, wh, bi, bh = natives
        _check_cell(B, name, 3, a, {"hx": h}, wi, wh, {"b_ih": bi, "b_hh": bh})
        args = (None if t is None else A(t, C) for t in natives)
        return F.wrap(composites.gru_cell(ns, *args)._data, R, C)

    return impl


@api(custom, "nn_sequence", build=_build_gru_cell, composite=True, dtypes=_FLOAT)
def gru_cell(x: Any, hx: Any, w_ih: Any, w_hh: Any, /, b_ih: Any = None, b_hh: Any = None) -> Any:
    """One GRU step as torch's ``GRUCell``; returns the new hidden state.

    ``w_ih`` is (3 * hidden, input), ``w_hh`` (3 * hidden, hidden), rows in
    torch's gate order r, z, n: ``r = sigmoid(W_ir x + b_ir + W_hr h + b_hr)``,
    ``z`` likewise, ``n = tanh(W_in x + b_in + r * (W_hn h + b_hn))``,
    ``h' = (1 - z) * n + z * h``.

    Examples
    --------
    >>> import ivylite
    >>> x, h = ivylite.ones((1, 1)), ivylite.zeros((1, 1))
    >>> ivylite.gru_cell(x, h, ivylite.ones((3, 1)), ivylite.ones((3, 1)))
    ivylite.array([[0.20482421]], dtype=float32, backend=numpy)
    """
