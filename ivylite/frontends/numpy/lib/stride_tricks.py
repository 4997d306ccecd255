"""``numpy.lib.stride_tricks``: ``sliding_window_view``.

NumPy's windows are a read-only view of the array (overlapping strides); the
backends have no such views, so here the windows are a copy (gathered
slices). ``as_strided`` reads raw memory and is not offered.
"""

from __future__ import annotations

from typing import Any

import ivylite

from .._helpers import NUMPY, normalize_axis
from ..promotion import as_array

__all__ = ["sliding_window_view", "as_strided"]


@NUMPY.function
def sliding_window_view(x: Any, window_shape: Any, axis: Any = None, *, subok: bool = False,
                        writeable: bool = False) -> Any:  # fmt: skip
    """Every window of ``window_shape`` over ``axis`` (all axes by default): the
    windowed axes shrink by the window size minus one, and the window axes come
    last (a copy here; NumPy's is a read-only view).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.lib.stride_tricks.sliding_window_view(np.arange(5), 3)
    array([[0, 1, 2],
           [1, 2, 3],
           [2, 3, 4]])
    """
    a = as_array(x)
    shape = tuple(window_shape) if isinstance(window_shape, (tuple, list)) else (int(window_shape),)
    if axis is None:
        if len(shape) != a.ndim:
            raise ValueError(
                f"Since axis is `None`, must provide window_shape for all dimensions of `x`; got "
                f"{len(shape)} window_shape elements and `x.ndim` is {a.ndim}."
            )
        axes = tuple(range(a.ndim))
    else:
        axes = normalize_axis(axis, a.ndim)
        axes = axes if type(axes) is tuple else (axes,)
        if len(axes) != len(shape):
            raise ValueError(
                "Must provide matching length window_shape and axis; got "
                f"{len(shape)} window_shape elements and {len(axes)} axes elements."
            )
    out = a
    for ax, w in zip(axes, shape):
        if w < 0:
            raise ValueError("`window_shape` cannot contain negative values")
        n = out.shape[ax]
        if n < w:
            raise ValueError("window shape cannot be larger than input array shape")
        head = (slice(None),) * ax
        out = ivylite.stack([out[(*head, slice(i, i + n - w + 1))] for i in range(w)], axis=-1)
    return out


def as_strided(x: Any, shape: Any = None, strides: Any = None, subok: bool = False,
               writeable: bool = True) -> Any:  # fmt: skip
    """Not offered: it reinterprets raw memory, which the backends do not expose.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.lib.stride_tricks.as_strided(np.arange(3))
    Traceback (most recent call last):
    ...
    NotImplementedError: numpy.lib.stride_tricks.as_strided reads raw memory, which ivylite's backends do not expose; use sliding_window_view, or indexing with index arrays
    """
    raise NotImplementedError(
        "numpy.lib.stride_tricks.as_strided reads raw memory, which ivylite's backends do not "
        "expose; use sliding_window_view, or indexing with index arrays"
    )
