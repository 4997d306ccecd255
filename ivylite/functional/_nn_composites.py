"""The nn composites: algorithms written once over ivylite's own functions.

Each takes a backend's namespace ``ns`` (``B.ns``: the public functions bound
to that backend for good) and ivylite arrays already promoted to the dtype
they are computed in, so it runs, and differentiates, on every backend with
no backend code of its own. The public modules (``nn_spatial``, ``nn_norms``,
``nn_sequence``, ``nn_losses``) check the arguments and call these, or a
backend's native function where its family module has one.
"""

from __future__ import annotations

import math
from typing import Any

_ALL = slice(None)


def broadcast_shapes(*shapes: tuple[int, ...]) -> tuple[int, ...] | None:
    """The shape the given shapes broadcast to, or None where they do not."""
    if all(s == shapes[0] for s in shapes[1:]):
        return shapes[0]
    out: list[int] = []
    rank = 0
    for s in shapes:  # a loop, not max(map(...), default=): torch.compile traces this
        rank = max(rank, len(s))
    for i in range(1, rank + 1):
        sizes = {s[-i] for s in shapes if len(s) >= i} - {1}
        if len(sizes) > 1:
            return None
        out.append(sizes.pop() if sizes else 1)
    return tuple(reversed(out))


# --- transposed convolution -----------------------------------------------------------


def _spread(ns: Any, x: Any, axis: int, step: int) -> Any:
    """``x`` with ``step - 1`` zeros between neighbours along ``axis``."""
    shape = x.shape
    wide = ns.concat(
        [
            ns.expand_dims(x, axis=axis + 1),
            ns.zeros((*shape[: axis + 1], step - 1, *shape[axis + 1 :]), dtype=x.dtype),
        ],
        axis=axis + 1,
    )
    flat = ns.reshape(wide, (*shape[:axis], shape[axis] * step, *shape[axis + 1 :]))
    return flat[(_ALL,) * axis + (slice(0, (shape[axis] - 1) * step + 1),)]


def conv_transpose(
    ns: Any,
    conv: Any,
    x: Any,
    weight: Any,
    bias: Any,
    stride: tuple[int, ...],
    padding: tuple[int, ...],
    output_padding: tuple[int, ...],
    dilation: tuple[int, ...],
    groups: int,
) -> Any:
    """The transposed convolution as a forward one (native result).

    The rule: spread the input by the stride (zeros between elements), pad it
    by ``dilation * (k - 1) - padding`` on each side (plus ``output_padding``
    at the end; negative amounts crop), and convolve with stride 1 and the
    kernel flipped, its in/out axes swapped within each group. ``conv`` is
    the backend's own ``conv1d``/``conv2d`` (natives, padding as pairs).
    """
    n = len(stride)
    cin, per_group, *k = weight.shape
    spatial = tuple(range(2, 2 + n))
    w = ns.reshape(weight, (groups, cin // groups, per_group, *k))
    w = ns.permute_dims(w, (0, 2, 1, *range(3, 3 + n)))
    w = ns.flip(ns.reshape(w, (groups * per_group, cin // groups, *k)), axis=spatial)
    for axis, s, d in zip(spatial, stride, dilation):
        if s > 1:
            x = _spread(ns, x, axis, s)
        # The kernel dilated by hand: TensorFlow cannot differentiate dilated
        # convolutions on CPU.
        if d > 1:
            w = _spread(ns, w, axis, d)
    pads, crop = [], [_ALL, _ALL]
    for i, axis in enumerate(spatial):
        low = dilation[i] * (k[i] - 1) - padding[i]
        high = low + output_padding[i]
        pads.append((max(low, 0), max(high, 0)))
        crop.append(slice(max(-low, 0), x.shape[axis] - max(-high, 0)))
    x = x[tuple(crop)]
    b = None if bias is None else bias._data
    return conv(x._data, w._data, b, (1,) * n, tuple(pads), (1,) * n, groups)


# --- adaptive pooling -------------------------------------------------------------------


def adaptive_pool(ns: Any, x: Any, size: tuple[int, int], reduce: Any) -> Any:
    """``reduce`` (``ns.mean`` or ``ns.max``) over torch's adaptive bins of the last two axes.

    Bin ``i`` of ``out`` over an axis of length ``n`` covers
    ``[floor(i * n / out), ceil((i + 1) * n / out))``. A mean or maximum over
    a rectangle is the same over its rows then its columns, so the two axes
    are pooled one after the other; equal bins are one reshape and reduction.
    """
    for axis, out in zip((-2, -1), size):
        n = x.shape[axis]
        if out == n:
            continue
        if n % out == 0:
            shape = x.shape
            split = (*shape[:axis], out, n // out) + ((shape[-1],) if axis == -2 else ())
            x = reduce(ns.reshape(x, split), axis=axis)
            continue
        lead = (_ALL,) * (x.ndim + axis)
        parts = [
            reduce(
                x[(*lead, slice(i * n // out, -(-(i + 1) * n // out)))], axis=axis, keepdims=True
            )
            for i in range(out)
        ]
        x = ns.concat(parts, axis=axis)
    return x


# --- padding and resizing ------------------------------------------------------------------


def _pad_axis(ns: Any, x: Any, axis: int, low: int, high: int, mode: str, value: Any) -> Any:
    lead = (_ALL,) * axis
    if low < 0 or high < 0:  # negative amounts crop (constant mode, as torch)
        x = x[(*lead, slice(max(-low, 0), x.shape[axis] - max(-high, 0)))]
        low, high = max(low, 0), max(high, 0)
    n = x.shape[axis]

    def cut(start: int, stop: int) -> Any:
        return x[(*lead, slice(start, stop))]

    def sized(part: Any, m: int) -> Any:
        shape = list(x.shape)
        shape[axis] = m
        return ns.broadcast_to(part, tuple(shape))

    def side(m: int, first: bool) -> Any:
        if mode == "constant":
            shape = list(x.shape)
            shape[axis] = m
            return ns.full(tuple(shape), value, dtype=x.dtype)
        if mode == "reflect":  # the edge element is not repeated
            return ns.flip(cut(1, m + 1) if first else cut(n - 1 - m, n - 1), axis=axis)
        if mode == "replicate":
            return sized(cut(0, 1) if first else cut(n - 1, n), m)
        return cut(n - m, n) if first else cut(0, m)  # circular

    parts = ([side(low, True)] if low else []) + [x] + ([side(high, False)] if high else [])
    return ns.concat(parts, axis=axis) if len(parts) > 1 else x


def pad(ns: Any, x: Any, amounts: tuple[int, ...], mode: str, value: Any) -> Any:
    """``x`` padded as torch's ``F.pad``: ``amounts`` pairs (low, high) from the last axis back."""
    for i in range(len(amounts) // 2):
        x = _pad_axis(ns, x, x.ndim - 1 - i, amounts[2 * i], amounts[2 * i + 1], mode, value)
    return x


def _nearest_index(n: int, out: int, scale: float | None, exact: bool, shortcuts: bool) -> Any:
    """torch's source index of each output element (its float32 arithmetic, on the host).

    torch's 2-d kernel maps equal and doubled sizes without the scale
    (``shortcuts``); its 1-d and 3-d kernels always use the given scale.
    """
    import numpy as np

    f32 = np.float32
    s = f32(1.0 / scale) if scale else f32(n) / f32(out)
    dst = np.arange(out)
    if exact:
        src = np.floor(((dst + 0.5) * np.float64(s)).astype(f32))  # torch: double, then floorf
    elif shortcuts and out == n:
        src = dst
    elif shortcuts and out == 2 * n:
        src = dst >> 1
    else:
        src = np.floor(dst.astype(f32) * s)
    return np.minimum(src.astype(np.int64), n - 1)


def _linear_weights(
    n: int, out: int, scale: float | None, align_corners: bool, dtype: Any
) -> tuple[Any, Any, Any]:
    """(index0, index1, lambda1): torch's source positions in its opmath dtype (``dtype``)."""
    import numpy as np

    t = dtype.type
    if align_corners:
        s = t(n - 1) / t(out - 1) if out > 1 else t(0)
        src = s * np.arange(out).astype(dtype)
    else:
        s = t(1.0 / scale) if scale else t(n) / t(out)
        src = np.maximum(s * (np.arange(out).astype(dtype) + t(0.5)) - t(0.5), t(0))
    i0 = np.minimum(np.floor(src).astype(np.int64), n - 1)
    lam = np.clip(src - i0.astype(dtype), t(0), t(1))
    i1 = i0 + (i0 < n - 1)
    return i0, i1, lam


def interpolate(
    ns: Any,
    x: Any,
    size: tuple[int, ...],
    scales: tuple[float | None, ...],
    mode: str,
    align_corners: bool,
) -> Any:
    """Resize the spatial axes (2...) of ``x`` to ``size`` by torch's rules.

    ``nearest``/``nearest-exact`` gather torch's source index per output
    element; the linear modes interpolate between two neighbours with torch's
    weights, the last axis first (torch's order of operations).
    """
    import numpy as np

    npdt = np.dtype(str(x.dtype))
    for axis in range(x.ndim - 1, 1, -1):
        n, out, scale = x.shape[axis], size[axis - 2], scales[axis - 2]
        if mode.startswith("nearest"):
            index = _nearest_index(n, out, scale, mode == "nearest-exact", x.ndim == 4)
            x = ns.take(x, ns.asarray(index), axis=axis)
            continue
        i0, i1, lam = _linear_weights(n, out, scale, align_corners, npdt)
        shape = [1] * x.ndim
        shape[axis] = out
        low = ns.take(x, ns.asarray(i0), axis=axis)
        high = ns.take(x, ns.asarray(i1), axis=axis)
        w0 = ns.asarray(np.reshape(1 - lam, shape))
        w1 = ns.asarray(np.reshape(lam, shape))
        x = low * w0 + high * w1
    return x


# --- normalisation ---------------------------------------------------------------------------


def _affine(ns: Any, y: Any, weight: Any, bias: Any, shape: tuple[int, ...]) -> Any:
    if weight is not None:
        y = y * ns.reshape(weight, shape)
    if bias is not None:
        y = y + ns.reshape(bias, shape)
    return y


def group_norm(ns: Any, x: Any, groups: int, weight: Any, bias: Any, eps: float) -> Any:
    """Each group of ``channels / groups`` channels normalised over itself and the
    spatial axes (biased variance), then the per-channel affine."""
    shape = x.shape
    g = ns.reshape(x, (shape[0], groups, -1))
    centred = g - ns.mean(g, axis=-1, keepdims=True)
    var = ns.mean(centred * centred, axis=-1, keepdims=True)
    y = ns.reshape(centred / ns.sqrt(var + eps), shape)
    return _affine(ns, y, weight, bias, (-1,) + (1,) * (len(shape) - 2))


def rms_norm(ns: Any, x: Any, normalized_shape: tuple[int, ...], weight: Any, eps: float) -> Any:
    """``x / sqrt(mean(x ** 2) + eps)`` over the trailing axes, times ``weight``."""
    axes = tuple(range(x.ndim - len(normalized_shape), x.ndim))
    y = x / ns.sqrt(ns.mean(x * x, axis=axes, keepdims=True) + eps)
    return y if weight is None else y * weight


def batch_norm_train(ns: Any, x: Any, weight: Any, bias: Any, eps: float) -> tuple[Any, Any, Any]:
    """(output, batch mean, unbiased batch variance) per channel (axis 1).

    The output divides by the biased variance's ``sqrt(var + eps)``, as torch
    does in training; the unbiased variance is what torch's running_var uses.
    """
    axes = (0, *range(2, x.ndim))
    shape = (-1,) + (1,) * (x.ndim - 2)
    count = math.prod(x.shape) // x.shape[1]
    mean = ns.mean(x, axis=axes)
    centred = x - ns.reshape(mean, shape)
    var = ns.mean(centred * centred, axis=axes)
    y = _affine(ns, centred / ns.sqrt(ns.reshape(var, shape) + eps), weight, bias, shape)
    return y, mean, var * (count / (count - 1))


# --- attention and recurrent cells -------------------------------------------------------


def attention(
    ns: Any, q: Any, k: Any, v: Any, mask: Any, causal: bool, scale: float, keep: Any
) -> Any:
    """``softmax(q @ k.T * scale + mask) @ v`` with torch's masking rules.

    A boolean mask (and the causal one) leaves out the keys where it is False;
    a float mask is added. A query with no key left gives zeros (torch's safe
    softmax), with zero gradient. ``keep`` (the scaled dropout mask) multiplies
    the attention weights.
    """
    scores = ns.matmul(q, ns.matrix_transpose(k)) * scale
    allowed = None
    if causal:
        allowed = ns.tril(ns.ones((q.shape[-2], k.shape[-2]), dtype="bool"))
    if mask is not None and mask.dtype == "bool":
        allowed = mask if allowed is None else ns.logical_and(allowed, mask)
    elif mask is not None:
        scores = scores + mask
    if allowed is not None:
        scores = ns.where(allowed, scores, -math.inf)
    dead = None
    if mask is not None:  # (the causal mask alone always leaves the first key)
        dead = ns.all(scores == -math.inf, axis=-1, keepdims=True)
        scores = ns.where(dead, 0.0, scores)
    weights = ns.softmax(scores, axis=-1)
    if dead is not None:
        weights = ns.where(dead, 0.0, weights)
    if keep is not None:
        weights = weights * keep
    return ns.matmul(weights, v)


def _chunks(x: Any, n: int) -> list[Any]:
    size = x.shape[-1] // n
    return [x[..., i * size : (i + 1) * size] for i in range(n)]


def lstm_cell(
    ns: Any, x: Any, h: Any, c: Any, w_ih: Any, w_hh: Any, b_ih: Any, b_hh: Any
) -> tuple[Any, Any]:
    """torch's LSTM step: gates i, f, g, o (in that order) from ``x`` and ``h``."""
    gates = ns.linear(x, w_ih, b_ih) + ns.linear(h, w_hh, b_hh)
    i, f, g, o = _chunks(gates, 4)
    c = ns.sigmoid(f) * c + ns.sigmoid(i) * ns.tanh(g)
    return ns.sigmoid(o) * ns.tanh(c), c


def gru_cell(ns: Any, x: Any, h: Any, w_ih: Any, w_hh: Any, b_ih: Any, b_hh: Any) -> Any:
    """torch's GRU step: r, z, n with ``n = tanh(W_in x + b_in + r * (W_hn h + b_hn))``."""
    xr, xz, xn = _chunks(ns.linear(x, w_ih, b_ih), 3)
    hr, hz, hn = _chunks(ns.linear(h, w_hh, b_hh), 3)
    r = ns.sigmoid(xr + hr)
    z = ns.sigmoid(xz + hz)
    n = ns.tanh(xn + r * hn)
    return (1.0 - z) * n + z * h


# --- losses --------------------------------------------------------------------------------


def pick(ns: Any, values: Any, labels: Any, axis: int) -> Any:
    """``values[..., label, ...]`` along ``axis`` for in-range integer ``labels``."""
    moved = values if axis == values.ndim - 1 else ns.moveaxis(values, axis, -1)
    classes = moved.shape[-1]
    index = ns.arange(math.prod(labels.shape), dtype="int64") * classes
    index = index + ns.reshape(labels, (-1,))
    return ns.reshape(ns.take(ns.reshape(moved, (-1,)), index), labels.shape)


def class_loss(
    ns: Any,
    per_label: Any,
    log_probs: Any,
    labels: Any,
    axis: int,
    weight: Any,
    ignore: int | None,
    reduction: str,
    smoothing: float = 0.0,
    classes: int = 1,
) -> Any:
    """torch's ``nll_loss``/``cross_entropy`` weighting, ignoring, smoothing and reduction.

    ``per_label(labels)`` gives ``-log p[label]`` per element (ignored labels
    are replaced by 0 before it is called); ``log_probs()`` the
    log-probabilities, for label smoothing. Ignored elements count nothing;
    ``"mean"`` divides by the summed weights of the labels counted (their
    number without ``weight``), as torch, so all-ignored gives NaN. Smoothing
    mixes in ``-sum_c weight_c log p_c / classes`` (``classes`` the size of
    ``axis``) with the same reduction.
    """
    valid = None if ignore is None else labels != ignore
    safe = labels if valid is None else ns.where(valid, labels, 0)
    loss = per_label(safe)
    w = None
    if weight is not None:
        w = ns.reshape(ns.take(weight, ns.reshape(safe, (-1,))), labels.shape)
        loss = loss * w
    terms = [loss]
    if smoothing:
        lp = log_probs()
        if weight is not None:
            shape = [1] * lp.ndim
            shape[axis] = -1
            lp = lp * ns.reshape(weight, tuple(shape))
        terms.append(-ns.sum(lp, axis=axis))
    if valid is not None:
        terms = [ns.where(valid, t, 0.0) for t in terms]
    if reduction == "mean":
        if w is None and valid is None:
            terms = [ns.mean(t) for t in terms]
        else:
            counted = ns.astype(valid, loss.dtype) if w is None else w
            total = ns.sum(counted if valid is None else ns.where(valid, counted, 0.0))
            terms = [ns.sum(t) / total for t in terms]
    elif reduction == "sum":
        terms = [ns.sum(t) for t in terms]
    if smoothing:
        return terms[0] * (1.0 - smoothing) + terms[1] * (smoothing / classes)
    return terms[0]


def soft_class_loss(
    ns: Any, lp: Any, targets: Any, axis: int, weight: Any, reduction: str, smoothing: float
) -> Any:
    """torch's cross-entropy with class-probability targets, from the log-probabilities
    ``lp``: ``-sum_c weight_c * target_c * lp_c`` per element, the mean over elements."""
    if smoothing:
        targets = targets * (1.0 - smoothing) + smoothing / lp.shape[axis]
    if weight is not None:
        shape = [1] * lp.ndim
        shape[axis] = -1
        lp = lp * ns.reshape(weight, tuple(shape))
    loss = -ns.sum(lp * targets, axis=axis)
    return {"mean": ns.mean, "sum": ns.sum}.get(reduction, lambda v: v)(loss)


def log_sigmoid(ns: Any, x: Any) -> Any:
    """``log(sigmoid(x))`` without overflow, and with the right gradient at 0.

    Both branches only see ``exp`` of ``-|x|``, so neither overflows (no NaN in
    either branch's gradient), and ``x = 0`` takes the branch whose slope is 1/2.
    """
    negative = x < 0
    soft = ns.log1p(ns.exp(ns.where(negative, x, -x)))
    return ns.where(negative, x - soft, -soft)


def bce_with_logits(ns: Any, x: Any, t: Any, weight: Any, pos_weight: Any, reduction: str) -> Any:
    """torch's ``(1 - t) * x - (1 + (pos_weight - 1) * t) * log_sigmoid(x)``, times weight."""
    ls = log_sigmoid(ns, x)
    if pos_weight is not None:
        ls = ls * ((pos_weight - 1.0) * t + 1.0)
    loss = (1.0 - t) * x - ls
    if weight is not None:
        loss = loss * weight
    return {"mean": ns.mean, "sum": ns.sum}.get(reduction, lambda v: v)(loss)
