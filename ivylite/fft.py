"""The fft extension of the Array API standard: ``ivylite.fft``.

Examples
--------
>>> import ivylite
>>> ivylite.fft.rfftfreq(4, d=0.25)
ivylite.array([0., 1., 2.], dtype=float32, backend=numpy)
"""

from __future__ import annotations

from .functional.fft import (
    fft,
    fftfreq,
    fftn,
    fftshift,
    hfft,
    ifft,
    ifftn,
    ifftshift,
    ihfft,
    irfft,
    irfftn,
    rfft,
    rfftfreq,
    rfftn,
)

__all__ = [
    "fft",
    "ifft",
    "fftn",
    "ifftn",
    "rfft",
    "irfft",
    "rfftn",
    "irfftn",
    "hfft",
    "ihfft",
    "fftfreq",
    "rfftfreq",
    "fftshift",
    "ifftshift",
]
