"""NumPy's rearranging of elements: ``flip``, ``fliplr``, ``flipud``, ``roll``, ``rot90``.

``flip``, ``fliplr``, ``flipud`` and ``rot90`` return views, as in NumPy.
"""

from __future__ import annotations

import builtins
from typing import Any

import ivylite

from ._helpers import NUMPY, normalize_axis
from .manipulation import _nd, transpose
from .promotion import as_array

__all__ = [
    "rot90", "fliplr", "flipud", "roll", "flip",
]  # fmt: skip


@NUMPY.function(converts=False)
def rot90(m: Any, k: int = 1, axes: Any = (0, 1)) -> Any:
    """``m`` rotated by 90 degrees ``k`` times in the plane of ``axes`` (a view).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.rot90(np.array([[1, 2], [3, 4]]))
    array([[2, 4],
           [1, 3]])
    """
    x = _nd(m)
    a0, a1 = (normalize_axis(a, x.ndim) for a in axes)
    if builtins.len(axes) != 2 or a0 == a1:
        raise ValueError("len(axes) must be 2 and the axes must be different.")
    k %= 4
    if k == 0:
        return x[...]
    if k == 2:
        return flip(flip(x, a0), a1)
    perm = list(range(x.ndim))
    perm[a0], perm[a1] = perm[a1], perm[a0]
    if k == 1:
        return transpose(flip(x, a1), perm)
    return flip(transpose(x, perm), a1)


@NUMPY.function(converts=False)
def fliplr(m: Any) -> Any:
    """Reverse the columns (axis 1): a view.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.fliplr(np.array([[1, 2], [3, 4]]))
    array([[2, 1],
           [4, 3]])
    """
    x = _nd(m)
    if x.ndim < 2:
        raise ValueError("Input must be >= 2-d.")
    return x[:, ::-1]


@NUMPY.function(converts=False)
def flipud(m: Any) -> Any:
    """Reverse the rows (axis 0): a view.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.flipud(np.array([1, 2, 3]))
    array([3, 2, 1])
    """
    x = _nd(m)
    if x.ndim < 1:
        raise ValueError("Input must be >= 1-d.")
    return x[::-1]


@NUMPY.function
def roll(a: Any, shift: Any, axis: Any = None) -> Any:
    """Elements shifted along ``axis`` (of the flattened array by default), those
    pushed past the end coming back at the start.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.roll(np.arange(5), 2)
    array([3, 4, 0, 1, 2])
    """
    x = as_array(a)
    if type(shift) in (list, tuple):
        shift = tuple(builtins.int(s) for s in shift)
    else:
        shift = builtins.int(shift)
    if axis is not None:
        axis = normalize_axis(axis, x.ndim)
    return ivylite.roll(x, shift, axis=axis)


@NUMPY.function(converts=False)
def flip(m: Any, axis: Any = None) -> Any:
    """Reverse the order of elements along ``axis`` (all axes by default): a view.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.flip(np.array([[1, 2], [3, 4]]), axis=1)
    array([[2, 1],
           [4, 3]])
    """
    x = _nd(m)
    axes = normalize_axis(axis, x.ndim)
    if axes is None:
        axes = tuple(range(x.ndim))
    elif type(axes) is not tuple:
        axes = (axes,)
    key = tuple(slice(None, None, -1) if i in axes else slice(None) for i in range(x.ndim))
    return x[key]
