"""The fft extension of the Array API standard: ``ivylite.fft``."""

from __future__ import annotations

from .functional.fft import __all__  # noqa: F401
