"""Paddle FFT.

``paddle.fft.fftshift`` fails on Paddle 3.3 (its ``roll`` call), and the CPU
build has no ``roll`` kernel for int8, int16, uint8, float16 or bfloat16: the
shifts are slices and a concat instead.
"""

from __future__ import annotations

import numpy as np
import paddle

from . import from_numpy


def fft(x, n, axis, norm):
    return paddle.fft.fft(x, n, axis, norm)


def ifft(x, n, axis, norm):
    return paddle.fft.ifft(x, n, axis, norm)


def fftn(x, s, axes, norm):
    return paddle.fft.fftn(x, list(s), list(axes), norm)


def ifftn(x, s, axes, norm):
    return paddle.fft.ifftn(x, list(s), list(axes), norm)


def rfft(x, n, axis, norm):
    return paddle.fft.rfft(x, n, axis, norm)


def irfft(x, n, axis, norm):
    return paddle.fft.irfft(x, n, axis, norm)


def rfftn(x, s, axes, norm):
    return paddle.fft.rfftn(x, list(s), list(axes), norm)


def irfftn(x, s, axes, norm):
    return paddle.fft.irfftn(x, list(s), list(axes), norm)


def hfft(x, n, axis, norm):
    return paddle.fft.hfft(x, n, axis, norm)


def ihfft(x, n, axis, norm):
    return paddle.fft.ihfft(x, n, axis, norm)


# The frequencies are computed in float64 on the host and rounded once, the
# same values on every backend.
def fftfreq(n, d, *, dtype, device):
    return from_numpy(np.fft.fftfreq(n, d), dtype)


def rfftfreq(n, d, *, dtype, device):
    return from_numpy(np.fft.rfftfreq(n, d), dtype)


def _roll(x, axes, sign):
    """Roll each axis by ``sign * (m // 2)``: slices and a concat, which move the
    bits as they are (every dtype, NaN payloads included)."""
    out = x
    for a in axes:
        m = x.shape[a]
        k = (sign * (m // 2)) % m if m else 0
        if k:
            head = paddle.slice(out, [a], [m - k], [m])
            tail = paddle.slice(out, [a], [0], [m - k])
            out = paddle.concat([head, tail], axis=a)
    return paddle.clone(x) if out is x else out


def fftshift(x, axes):
    return _roll(x, axes, 1)


def ifftshift(x, axes):
    return _roll(x, axes, -1)
