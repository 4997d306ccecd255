"""The fft extension of the Array API standard (``ivylite.fft``)."""

from __future__ import annotations

__all__: list[str] = []
