"""Spatial nn functions: transposed convolutions, adaptive pooling, padding and
resizing, as torch.nn.functional has them (NCW/NCHW layouts, torch's argument
names, sizes and rounding).

Each is written once over ivylite's own functions (``_nn_composites``), so a
backend needs no code for it; where a backend's ``nn_spatial`` module defines
a function of the same name (torch's and paddle's built-in kernels, JAX's
dilated convolution), that function is called instead, with the checked
native arrays and the arguments as tuples of ints (a transposed convolution
may return ``NotImplemented`` for arguments its kernel refuses: the composite
computes those).

Dtypes: ``pad`` takes every dtype and keeps it; the others take real
floating arrays only, computing float16 and bfloat16 in float32 and rounding
once, as the other nn functions.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from ..axes import as_index
from ..dispatch import api, custom, unwrap_array
from . import _nn_composites as composites
from ._nn_build import Floats, as_float, ints, shape_of

if TYPE_CHECKING:
    from ..backend import Backend
    from ..dispatch import Entry

__all__ = [
    "conv_transpose1d",
    "conv_transpose2d",
    "adaptive_avg_pool2d",
    "adaptive_max_pool2d",
    "pad",
    "interpolate",
]

_FLOAT = ("float",)


# --- transposed convolutions ----------------------------------------------------------


def _transpose_arguments(B, a, w, b, n, stride, padding, output_padding, groups, dilation, name):
    """(stride, padding, output_padding, dilation, groups), checked as torch checks them."""
    xs, ws = shape_of(B, a), shape_of(B, w)
    layout = "NCW" if n == 1 else "NCHW"
    if len(xs) != n + 2:
        raise ValueError(f"{name}: x must be {n + 2}-d ({layout}), got shape {xs}")
    if len(ws) != n + 2:
        raise ValueError(
            f"{name}: weight must be {n + 2}-d (in, out / groups, kernel...), got {ws}"
        )
    g = as_index(groups, name, "groups")
    if g < 1:
        raise ValueError(f"{name}: groups must be >= 1, got {g}")
    if xs[1] != ws[0]:
        raise ValueError(
            f"{name}: x has {xs[1]} channels but weight {ws} expects {ws[0]} (weight.shape[0])"
        )
    if ws[0] % g:
        raise ValueError(f"{name}: in_channels {ws[0]} is not divisible by groups={g}")
    if b is not None and shape_of(B, b) != (ws[1] * g,):
        raise ValueError(f"{name}: bias must have shape ({ws[1] * g},), got {shape_of(B, b)}")
    s = ints(stride, n, "stride", name)
    d = ints(dilation, n, "dilation", name)
    p = ints(padding, n, "padding", name, low=0)
    op = ints(output_padding, n, "output_padding", name, low=0)
    for i in range(n):
        if op[i] >= max(s[i], d[i]):
            raise ValueError(
                f"{name}: output_padding {op} must be smaller than stride {s} or dilation {d}"
            )
        if (xs[2 + i] - 1) * s[i] - 2 * p[i] + d[i] * (ws[2 + i] - 1) + op[i] + 1 < 1:
            raise ValueError(f"{name}: padding {p} leaves no output for input {xs} and kernel {ws}")
    return s, p, op, d, g


def _build_conv_transpose(n: int):
    def build(entry: Entry, fn: Any, B: Backend):
        F = Floats(entry, fn, B)
        name, ns, A = entry.name, B.ns, B.array_cls
        conv = getattr(B.family("nn"), f"conv{n}d")

        def impl(
            x, weight, /, bias=None, *, stride=1, padding=0, output_padding=0, groups=1, dilation=1
        ):
            (a, w, b), R, C = F.arrays(x, weight, bias)
            args = _transpose_arguments(
                B, a, w, b, n, stride, padding, output_padding, groups, dilation, name
            )
            out = NotImplemented if fn is None else fn(a, w, b, *args)
            if out is not NotImplemented:
                return F.wrap(out, R, C)
            bias_ = None if b is None else A(b, C)
            return F.wrap(composites.conv_transpose(ns, conv, A(a, C), A(w, C), bias_, *args), R, C)

        return impl

    return build


@api(custom, "nn_spatial", build=_build_conv_transpose(1), composite=True, dtypes=_FLOAT)
def conv_transpose1d(
    x: Any,
    weight: Any,
    /,
    bias: Any = None,
    *,
    stride: int | tuple[int] = 1,
    padding: int | tuple[int] = 0,
    output_padding: int | tuple[int] = 0,
    groups: int = 1,
    dilation: int | tuple[int] = 1,
) -> Any:
    """1-d transposed convolution of an NCW ``x`` with an (in, out / groups, k) ``weight``
    (torch's layout): the gradient of :func:`conv1d` with respect to its input.

    The output length is ``(L - 1) * stride - 2 * padding + dilation * (k - 1)
    + output_padding + 1``; ``output_padding`` (smaller than the stride or the
    dilation) adds elements at the end.

    Examples
    --------
    >>> import ivylite
    >>> x = ivylite.asarray([[[1.0, 2.0]]])
    >>> ivylite.conv_transpose1d(x, ivylite.asarray([[[1.0, 10.0, 100.0]]]), stride=2)
    ivylite.array([[[  1.,  10., 102.,  20., 200.]]], dtype=float32, backend=numpy)
    """


@api(custom, "nn_spatial", build=_build_conv_transpose(2), composite=True, dtypes=_FLOAT)
def conv_transpose2d(
    x: Any,
    weight: Any,
    /,
    bias: Any = None,
    *,
    stride: int | tuple[int, int] = 1,
    padding: int | tuple[int, int] = 0,
    output_padding: int | tuple[int, int] = 0,
    groups: int = 1,
    dilation: int | tuple[int, int] = 1,
) -> Any:
    """2-d transposed convolution of an NCHW ``x`` with an (in, out / groups, kh, kw)
    ``weight`` (torch's layout); sizes as :func:`conv_transpose1d`, per axis.

    Examples
    --------
    >>> import ivylite
    >>> x = ivylite.ones((1, 1, 2, 2))
    >>> ivylite.conv_transpose2d(x, ivylite.ones((1, 2, 2, 2)), stride=2).shape
    (1, 2, 4, 4)
    >>> ivylite.conv_transpose2d(x, ivylite.ones((1, 1, 2, 2)))[0, 0]
    ivylite.array([[1., 2., 1.],
                   [2., 4., 2.],
                   [1., 2., 1.]], dtype=float32, backend=numpy)
    """


# --- adaptive pooling --------------------------------------------------------------------


def _output_size(value: Any, spatial: tuple[int, int], name: str) -> tuple[int, int]:
    pair = value if isinstance(value, (list, tuple)) else (value, value)
    if len(pair) != 2:
        raise ValueError(f"{name}: output_size must be an int or 2 ints (or None), got {value!r}")
    out = tuple(n if v is None else as_index(v, name, "output_size") for v, n in zip(pair, spatial))
    if min(out) < 1:
        raise ValueError(f"{name}: output_size must be >= 1, got {value!r}")
    return out


def _build_adaptive_pool(reduce: str):
    def build(entry: Entry, fn: Any, B: Backend):
        F = Floats(entry, fn, B)
        name, ns, A = entry.name, B.ns, B.array_cls
        reshape = B.family("manipulation").reshape

        def impl(x, /, output_size):
            (a,), R, C = F.arrays(x)
            xs = shape_of(B, a)
            if len(xs) not in (3, 4) or 0 in xs[-3:]:
                raise ValueError(
                    f"{name}: x must be 3-d (C, H, W) or 4-d (N, C, H, W) with non-empty C, H and "
                    f"W, got shape {xs}"
                )
            size = _output_size(output_size, xs[-2:], name)
            if fn is None:
                return F.wrap(
                    composites.adaptive_pool(ns, A(a, C), size, getattr(ns, reduce))._data, R, C
                )
            out = fn(a if len(xs) == 4 else reshape(a, (1, *xs)), size)  # native: NCHW only
            return F.wrap(out if len(xs) == 4 else reshape(out, (*xs[:1], *size)), R, C)

        return impl

    return build


@api(custom, "nn_spatial", build=_build_adaptive_pool("mean"), composite=True, dtypes=_FLOAT)
def adaptive_avg_pool2d(x: Any, /, output_size: int | tuple[int | None, int | None]) -> Any:
    """Mean over ``output_size`` bins of a (N, C, H, W) or (C, H, W) ``x``, whatever its size.

    Bin ``i`` of ``out`` along an axis of length ``n`` covers elements
    ``floor(i * n / out)`` to ``ceil((i + 1) * n / out)`` (exclusive), as torch's;
    bins may overlap. ``None`` in ``output_size`` keeps that axis's size.

    Examples
    --------
    >>> import ivylite
    >>> x = ivylite.reshape(ivylite.arange(5, dtype="float32"), (1, 1, 5))
    >>> ivylite.adaptive_avg_pool2d(x, (1, 3))
    ivylite.array([[[0.5, 2. , 3.5]]], dtype=float32, backend=numpy)
    """


@api(custom, "nn_spatial", build=_build_adaptive_pool("max"), composite=True, dtypes=_FLOAT)
def adaptive_max_pool2d(x: Any, /, output_size: int | tuple[int | None, int | None]) -> Any:
    """Maximum over the bins of :func:`adaptive_avg_pool2d` (the values; no indices).

    Examples
    --------
    >>> import ivylite
    >>> x = ivylite.reshape(ivylite.arange(5, dtype="float32"), (1, 1, 5))
    >>> ivylite.adaptive_max_pool2d(x, (1, 3))
    ivylite.array([[[1., 3., 4.]]], dtype=float32, backend=numpy)
    """


# --- padding -----------------------------------------------------------------------------

_PAD_MODES = ("constant", "reflect", "replicate", "circular")
_FILL = {"bool": bool, "int": int, "uint": int, "float": float, "complex": complex}


def _pad_amounts(amounts: Any, shape: tuple[int, ...], mode: str, name: str) -> tuple[int, ...]:
    if not isinstance(amounts, (list, tuple)) or len(amounts) % 2:
        raise ValueError(f"{name}: pad must be a tuple of an even number of ints, got {amounts!r}")
    out = tuple(as_index(v, name, "pad") for v in amounts)
    if len(out) > 2 * len(shape):
        raise ValueError(f"{name}: pad {out} has more pairs than x has axes ({len(shape)})")
    for i in range(len(out) // 2):
        axis, low, high = len(shape) - 1 - i, out[2 * i], out[2 * i + 1]
        kept = shape[axis] + min(low, 0) + min(high, 0)  # after cropping the negative amounts
        if kept < 0 or (mode in ("reflect", "replicate") and min(low, high) < 0):
            raise ValueError(f"{name}: pad {out} cannot crop axis {axis} of size {shape[axis]}")
        # reflect: at most size - 1 (the edge is not repeated); circular: at most the size
        limit = {"reflect": kept - 1, "circular": kept, "replicate": 0 if kept == 0 else None}
        if limit.get(mode) is not None and max(low, high) > limit[mode]:
            raise ValueError(
                f"{name}: {mode} padding {out} is too large for axis {axis} of size {shape[axis]}"
            )
    return out


def _build_pad(entry: Entry, fn: Any, B: Backend):
    name, ns = entry.name, B.ns

    def impl(x, pad, /, mode="constant", value=None):
        a, d = unwrap_array(x, B, name)
        if mode not in _PAD_MODES:
            raise ValueError(f"{name}: mode must be one of {', '.join(_PAD_MODES)}, got {mode!r}")
        if value is not None and mode != "constant":
            raise ValueError(f"{name}: {mode} padding takes no value (only mode='constant' does)")
        amounts = _pad_amounts(pad, shape_of(B, a), mode, name)
        fill = _FILL[d.kind](0 if value is None else value)
        return composites.pad(ns, B.array_cls(a, d), amounts, mode, fill)

    return impl


@api(custom, "nn_spatial", build=_build_pad, composite=True)
def pad(x: Any, pad: tuple[int, ...], /, mode: str = "constant", value: float | None = None) -> Any:
    """Pad ``x`` as torch's ``F.pad``: ``pad`` is (low, high) pairs from the last axis backwards.

    ``mode``: ``"constant"`` (``value``, default 0, cast to x's dtype; negative
    amounts crop), ``"reflect"`` (mirrored without repeating the edge; at most
    size - 1), ``"replicate"`` (the edge repeated) or ``"circular"`` (wrapped
    around; at most the size). Any number of trailing axes, every dtype.

    Examples
    --------
    >>> import ivylite
    >>> x = ivylite.asarray([[1, 2, 3]])
    >>> ivylite.pad(x, (2, 1), mode="reflect")
    ivylite.array([[3, 2, 1, 2, 3, 2]], dtype=int32, backend=numpy)
    >>> ivylite.pad(x, (1, -1, 1, 0), value=9)
    ivylite.array([[9, 9, 9],
                   [9, 1, 2]], dtype=int32, backend=numpy)
    """


# --- resizing ----------------------------------------------------------------------------

# Mode -> the rank of x it needs (None: any of 3, 4, 5), as torch.
_MODES = {"nearest": None, "nearest-exact": None, "linear": 3, "bilinear": 4, "trilinear": 5}


def _resize_sizes(xs, size, scale_factor, recompute, name):
    """(output sizes, the scales torch's kernels use: None where they derive them)."""
    n = len(xs) - 2
    if (size is None) == (scale_factor is None):
        raise ValueError(f"{name}: give exactly one of size and scale_factor")
    if size is not None:
        out = ints(size, n, "size", name)
        scales: tuple = (None,) * n
    else:
        factors = scale_factor if isinstance(scale_factor, (list, tuple)) else (scale_factor,) * n
        if len(factors) != n:
            raise ValueError(
                f"{name}: scale_factor {scale_factor!r} must be a number or {n} numbers"
            )
        scales = tuple(as_float(f, "scale_factor", name) for f in factors)
        if min(scales) <= 0:
            raise ValueError(f"{name}: scale_factor must be > 0, got {scale_factor!r}")
        out = tuple(math.floor(float(xs[2 + i]) * scales[i]) for i in range(n))
        if recompute:
            scales = (None,) * n
        if min(out) < 1:
            raise ValueError(f"{name}: scale_factor {scale_factor!r} leaves an empty output")
    return out, scales


def _build_interpolate(entry: Entry, fn: Any, B: Backend):
    F = Floats(entry, fn, B)
    name, ns, A = entry.name, B.ns, B.array_cls

    def impl(
        x, /, size=None, scale_factor=None, mode="nearest", align_corners=None,
        recompute_scale_factor=None,
    ):  # fmt: skip
        (a,), R, C = F.arrays(x)
        xs = shape_of(B, a)
        if mode not in _MODES:
            raise ValueError(f"{name}: mode must be one of {', '.join(_MODES)}, got {mode!r}")
        if len(xs) not in (3, 4, 5) or _MODES[mode] not in (None, len(xs)):
            raise ValueError(
                f"{name}: mode {mode!r} needs x of rank {_MODES[mode] or '3, 4 or 5'} "
                f"(N, C, spatial...), got shape {xs}"
            )
        linear = _MODES[mode] is not None
        if align_corners is not None and not linear:
            raise ValueError(f"{name}: align_corners is for the linear modes only, not {mode!r}")
        out, scales = _resize_sizes(xs, size, scale_factor, bool(recompute_scale_factor), name)
        y = composites.interpolate(ns, A(a, C), out, scales, mode, bool(align_corners))
        return F.wrap(y._data, R, C)

    return impl


@api(custom, "nn_spatial", build=_build_interpolate, composite=True, dtypes=_FLOAT)
def interpolate(
    x: Any,
    /,
    size: int | tuple[int, ...] | None = None,
    scale_factor: float | tuple[float, ...] | None = None,
    mode: str = "nearest",
    align_corners: bool | None = None,
    recompute_scale_factor: bool | None = None,
) -> Any:
    """Resize the spatial axes of an (N, C, spatial...) ``x`` as torch's ``F.interpolate``.

    Give ``size`` or ``scale_factor`` (the output size is then
    ``floor(size * scale_factor)``, and the factor itself sets the sampling
    positions unless ``recompute_scale_factor``). ``mode``: ``"nearest"``
    (torch's legacy index rule), ``"nearest-exact"``, or ``"linear"`` /
    ``"bilinear"`` / ``"trilinear"`` for 1, 2, 3 spatial axes, with
    ``align_corners`` (default False). torch's source positions are computed
    as torch computes them, so the same elements are picked.

    Examples
    --------
    >>> import ivylite
    >>> x = ivylite.asarray([[[1.0, 2.0, 4.0]]])
    >>> ivylite.interpolate(x, size=5)
    ivylite.array([[[1., 1., 2., 2., 4.]]], dtype=float32, backend=numpy)
    >>> ivylite.interpolate(x, scale_factor=2, mode="linear")
    ivylite.array([[[1.  , 1.25, 1.75, 2.5 , 3.5 , 4.  ]]], dtype=float32, backend=numpy)
    """
