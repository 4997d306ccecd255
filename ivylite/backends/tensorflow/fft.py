"""TensorFlow FFT.

``tf.signal`` transforms the innermost axis only, has no ``n``/``norm`` for the
complex transforms and no ``hfft``/``ihfft``: each axis is moved last, padded
or trimmed, transformed, and moved back; the n-dimensional transforms are
1-D transforms one axis at a time (separable), and the normalisation is one
real scale factor applied at the end (TF's inverse transforms already divide
by n). hfft(x) is irfft(conj(x)) scaled, ihfft(x) is conj(rfft(x)) scaled, as
in NumPy.
"""

from __future__ import annotations

import math

import numpy as np
import tensorflow as tf

from . import axis_back, axis_last, from_numpy


def _fit(x, n):
    """Trim or zero-pad the last axis to ``n``."""
    m = x.shape[-1]
    if m > n:
        return x[..., :n]
    if m < n:
        return tf.pad(x, [[0, 0]] * (x.shape.rank - 1) + [[0, n - m]])
    return x


def _scale(y, factor):
    if factor == 1:
        return y
    if y.dtype.is_complex:
        f = tf.constant(factor, dtype=y.dtype.real_dtype)
        return tf.complex(tf.math.real(y) * f, tf.math.imag(y) * f)
    return y * tf.constant(factor, dtype=y.dtype)


# Scale factors applied to TF's own result, for a transform of n points in all.
def _forward(norm, n):  # TF's forward transforms do not scale
    return {"backward": 1, "ortho": 1 / math.sqrt(n), "forward": 1 / n}[norm]


def _inverse(norm, n):  # TF's inverse transforms divide by n
    return {"backward": 1, "ortho": math.sqrt(n), "forward": n}[norm]


def _c2c_axis(x, n, axis, inverse):
    x, back = axis_last(x, axis)
    y = (tf.signal.ifft if inverse else tf.signal.fft)(_fit(x, n))
    return axis_back(y, back)


def _rfft_axis(x, n, axis):
    x, back = axis_last(x, axis)
    return axis_back(tf.signal.rfft(x, fft_length=[n]), back)


def _irfft_axis(x, n, axis):
    x, back = axis_last(x, axis)
    return axis_back(tf.signal.irfft(_fit(x, n // 2 + 1), fft_length=[n]), back)


def fft(x, n, axis, norm):
    return _scale(_c2c_axis(x, n, axis, False), _forward(norm, n))


def ifft(x, n, axis, norm):
    return _scale(_c2c_axis(x, n, axis, True), _inverse(norm, n))


def fftn(x, s, axes, norm):
    for n, axis in zip(s, axes):
        x = _c2c_axis(x, n, axis, False)
    return _scale(x, _forward(norm, math.prod(s)))


def ifftn(x, s, axes, norm):
    for n, axis in zip(s, axes):
        x = _c2c_axis(x, n, axis, True)
    return _scale(x, _inverse(norm, math.prod(s)))


def rfft(x, n, axis, norm):
    return _scale(_rfft_axis(x, n, axis), _forward(norm, n))


def irfft(x, n, axis, norm):
    return _scale(_irfft_axis(x, n, axis), _inverse(norm, n))


def rfftn(x, s, axes, norm):
    y = _rfft_axis(x, s[-1], axes[-1])
    for n, axis in zip(s[:-1], axes[:-1]):
        y = _c2c_axis(y, n, axis, False)
    return _scale(y, _forward(norm, math.prod(s)))


def irfftn(x, s, axes, norm):
    for n, axis in zip(s[:-1], axes[:-1]):
        x = _c2c_axis(x, n, axis, True)
    return _scale(_irfft_axis(x, s[-1], axes[-1]), _inverse(norm, math.prod(s)))


def hfft(x, n, axis, norm):
    # The unscaled transform is n * irfft(conj(x)); hfft scales it like a forward one.
    return _scale(_irfft_axis(tf.math.conj(x), n, axis), n * _forward(norm, n))


def ihfft(x, n, axis, norm):
    # conj(rfft(x)) scaled like an inverse transform (1/n for "backward").
    return _scale(tf.math.conj(_rfft_axis(x, n, axis)), _inverse(norm, n) / n)


# The frequencies are computed in float64 on the host and rounded once, the
# same values on every backend.
def fftfreq(n, d, *, dtype, device):
    return from_numpy(np.fft.fftfreq(n, d), dtype)


def rfftfreq(n, d, *, dtype, device):
    return from_numpy(np.fft.rfftfreq(n, d), dtype)


def fftshift(x, axes):
    return tf.signal.fftshift(x, axes)


def ifftshift(x, axes):
    return tf.signal.ifftshift(x, axes)
