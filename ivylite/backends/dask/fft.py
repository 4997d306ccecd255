"""dask FFT: NumPy's (pocketfft) on each block, the transformed axes gathered into
one chunk first (a rechunk in the graph: a transform needs its whole axis);
the other axes stay chunked. ``n``/``s`` are concrete sizes here, decided by
the core. The casts pin the promised dtype, as on the NumPy backend."""

from __future__ import annotations

import dask.array as da
import numpy as np

from ._blocks import from_host, per_block

_COMPLEX = {np.dtype("float32"): np.dtype("complex64"), np.dtype("float64"): np.dtype("complex128")}
_REAL = {np.dtype("complex64"): np.dtype("float32"), np.dtype("complex128"): np.dtype("float64")}


def _run(np_fn, x, n, axes, norm, out_dtype, name, lengths):
    """The transform of ``x`` over ``axes`` with sizes ``n`` (results ``lengths`` long)."""
    one_d = not isinstance(n, tuple)
    size_arg = n if one_d else tuple(n)
    axes = (axes,) if one_d else tuple(axes)

    def block(b):
        out = np_fn(b, size_arg, axes[0] if one_d else axes, norm)
        return out.astype(out_dtype, copy=False)

    block.__name__ = name
    sizes = {a % x.ndim: length for a, length in zip(axes, lengths)}
    return per_block(block, x, axes, out_dtype, name, sizes)


def _half(n):
    return n // 2 + 1


def fft(x, n, axis, norm):
    return _run(np.fft.fft, x, n, axis, norm, x.dtype, "fft", (n,))


def ifft(x, n, axis, norm):
    return _run(np.fft.ifft, x, n, axis, norm, x.dtype, "ifft", (n,))


def fftn(x, s, axes, norm):
    return _run(np.fft.fftn, x, s, axes, norm, x.dtype, "fftn", s)


def ifftn(x, s, axes, norm):
    return _run(np.fft.ifftn, x, s, axes, norm, x.dtype, "ifftn", s)


def rfft(x, n, axis, norm):
    return _run(np.fft.rfft, x, n, axis, norm, _COMPLEX[x.dtype], "rfft", (_half(n),))


def irfft(x, n, axis, norm):
    return _run(np.fft.irfft, x, n, axis, norm, _REAL[x.dtype], "irfft", (n,))


def rfftn(x, s, axes, norm):
    lengths = (*s[:-1], _half(s[-1]))
    return _run(np.fft.rfftn, x, s, axes, norm, _COMPLEX[x.dtype], "rfftn", lengths)


def irfftn(x, s, axes, norm):
    return _run(np.fft.irfftn, x, s, axes, norm, _REAL[x.dtype], "irfftn", s)


def hfft(x, n, axis, norm):
    return _run(np.fft.hfft, x, n, axis, norm, _REAL[x.dtype], "hfft", (n,))


def ihfft(x, n, axis, norm):
    return _run(np.fft.ihfft, x, n, axis, norm, _COMPLEX[x.dtype], "ihfft", (_half(n),))


def fftfreq(n, d, *, dtype, device):
    return from_host(np.fft.fftfreq(n, d).astype(dtype))


def rfftfreq(n, d, *, dtype, device):
    return from_host(np.fft.rfftfreq(n, d).astype(dtype))


def fftshift(x, axes):
    return da.fft.fftshift(x, axes)


def ifftshift(x, axes):
    return da.fft.ifftshift(x, axes)
