"""NumPy's window functions: ``hanning``, ``hamming``, ``bartlett``, ``blackman`` (float64)."""

from __future__ import annotations

import math as _pymath
from typing import Any

import ivylite
from ivylite.array import Array

from ._helpers import NUMPY, D

_F64 = D("float64")

__all__ = [
    "hanning", "hamming", "bartlett", "blackman",
]  # fmt: skip


def _window(M: int, weights: Any) -> Array:
    if M < 1:
        return ivylite.zeros((0,), dtype=_F64)
    if M == 1:
        return ivylite.ones((1,), dtype=_F64)
    n = ivylite.arange(1 - M, M, 2, dtype=_F64)
    return weights(n, M)


@NUMPY.function
def hanning(M: int) -> Any:
    """The Hann window of ``M`` points.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.hanning(4)
    array([0.  , 0.75, 0.75, 0.  ])
    """
    return _window(M, lambda n, M: 0.5 + 0.5 * ivylite.cos(_pymath.pi * n / (M - 1)))


@NUMPY.function
def hamming(M: int) -> Any:
    """The Hamming window of ``M`` points.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.hamming(3)
    array([0.08, 1.  , 0.08])
    """
    return _window(M, lambda n, M: 0.54 + 0.46 * ivylite.cos(_pymath.pi * n / (M - 1)))


@NUMPY.function
def bartlett(M: int) -> Any:
    """The Bartlett (triangular) window of ``M`` points.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.bartlett(5)
    array([0. , 0.5, 1. , 0.5, 0. ])
    """
    return _window(M, lambda n, M: ivylite.where(n <= 0, 1 + n / (M - 1), 1 - n / (M - 1)))


@NUMPY.function
def blackman(M: int) -> Any:
    """The Blackman window of ``M`` points.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.blackman(3).round(8)
    array([-0.,  1., -0.])
    """
    return _window(M, lambda n, M: 0.42 + 0.5 * ivylite.cos(_pymath.pi * n / (M - 1))
                   + 0.08 * ivylite.cos(2.0 * _pymath.pi * n / (M - 1)))  # fmt: skip
