"""Axis arguments: one normaliser, with the same rules in every function.

* An axis is integer-like: a Python int, a NumPy integer, or a one-element
  integer array (anything with ``__index__``). A bool, a float, a string or a
  float array raises ``TypeError`` naming the function and the value; ``1.7``
  is never truncated to ``1``.
* An axis in ``[-ndim, ndim)`` counts from the end when negative; anything
  else raises :class:`AxisError`, which is both a ``ValueError`` and an
  ``IndexError`` (as NumPy's), so callers written for either catch it.
* A tuple of axes must not name one axis twice (``ValueError``).

Examples
--------
>>> import ivylite
>>> from ivylite.axes import normalize_axis, normalize_axes
>>> normalize_axis(-1, 3, "sort"), normalize_axes((0, -1), 3, "sum")
(2, (0, 2))
>>> normalize_axis(1.7, 3, "sort")
Traceback (most recent call last):
...
TypeError: sort: axis must be an integer, got float 1.7
>>> normalize_axis(3, 3, "sort")
Traceback (most recent call last):
...
ivylite.axes.AxisError: sort: axis 3 is out of bounds for an array of 3 dimensions; valid axes are -3 to 2
"""

from __future__ import annotations

import operator
from typing import Any

__all__ = ["AxisError", "as_index", "normalize_axis", "normalize_axes"]


class AxisError(ValueError, IndexError):
    """An axis out of range for the array it names.

    Examples
    --------
    >>> import ivylite
    >>> try:
    ...     ivylite.sum(ivylite.ones((2, 2)), axis=2)
    ... except IndexError as e:  # ValueError catches it too
    ...     print(type(e).__name__, isinstance(e, ValueError))
    AxisError True
    """


def as_index(axis: Any, fn: str, what: str = "axis") -> int:
    """An integer argument (an axis, a size, a count) as a Python int: anything
    with ``__index__``; ``TypeError`` naming ``fn`` for a bool or a non-integer.

    Examples
    --------
    >>> import ivylite, numpy as np
    >>> from ivylite.axes import as_index
    >>> as_index(np.int64(2), "flip"), as_index(ivylite.asarray(-1), "flip")
    (2, -1)
    >>> as_index(True, "flip")
    Traceback (most recent call last):
    ...
    TypeError: flip: axis must be an integer, got a bool (True)
    """
    if axis is True or axis is False:
        raise TypeError(f"{fn}: {what} must be an integer, got a bool ({axis})")
    try:
        return operator.index(axis)
    except TypeError:
        raise TypeError(
            f"{fn}: {what} must be an integer, got {type(axis).__name__} {axis!r}"
        ) from None


def normalize_axis(
    axis: Any, ndim: int, fn: str, *, what: str = "axis", negative: bool = False
) -> int:
    """One axis of an array of ``ndim`` dimensions, as an int in ``[0, ndim)``.

    ``negative=True`` is the rule of ``vecdot`` and ``cross``: the axis counts
    from the last dimension, must lie in ``[-ndim, -1]``, and is returned
    negative.

    Examples
    --------
    >>> from ivylite.axes import normalize_axis
    >>> normalize_axis(-2, 3, "flip"), normalize_axis(1, 3, "flip")
    (1, 1)
    >>> normalize_axis(-1, 2, "vecdot", negative=True)
    -1
    """
    if type(axis) is int and -ndim <= axis < ndim and not negative:
        return axis % ndim  # the common call, checked without the general path
    a = as_index(axis, fn, what)
    low, high = (-ndim, -1) if negative else (-ndim, ndim - 1)
    if not low <= a <= high:
        if not ndim:
            valid = "a 0-d array has no axis"
        elif negative:
            valid = f"{what} must be a negative integer in [{low}, -1], counted from the end"
        else:
            valid = f"valid axes are {low} to {high}"
        raise AxisError(
            f"{fn}: {what} {a} is out of bounds for an array of {ndim} dimensions; {valid}"
        )
    return a if negative else a % ndim


def normalize_axes(
    axes: Any, ndim: int, fn: str, *, what: str = "axis", unique: bool = True
) -> tuple[int, ...]:
    """An axis or a sequence of axes as a tuple of ints in ``[0, ndim)``, in the
    order given. ``unique=False`` lets one axis appear twice (``roll`` rolls it
    twice); otherwise a repeated axis raises ``ValueError``. ``None`` is not an
    axis here: each caller says what ``axis=None`` means for it.

    Examples
    --------
    >>> from ivylite.axes import normalize_axes
    >>> normalize_axes(-1, 3, "sum"), normalize_axes([2, 0], 3, "sum")
    ((2,), (2, 0))
    >>> normalize_axes((0, -3), 3, "sum")
    Traceback (most recent call last):
    ...
    ValueError: sum: repeated axis in (0, -3) (axis 0 twice); name each axis once
    """
    if type(axes) is int and -ndim <= axes < ndim:
        return (axes % ndim,)  # the common call, checked without the general path
    out = []
    for a in axes if type(axes) is tuple else _items(axes):
        ok = type(a) is int and -ndim <= a < ndim  # the common case, without the general path
        out.append(a % ndim if ok else normalize_axis(a, ndim, fn, what=what))
    if unique and len(out) > 1 and len(set(out)) != len(out):
        twice = next(a for a in out if out.count(a) > 1)
        raise ValueError(
            f"{fn}: repeated axis in {axes!r} (axis {twice} twice); name each axis once"
        )
    return tuple(out)


def _items(axes: Any) -> tuple:
    """The axes of a list, a tuple or a 1-d array; any other value is one axis."""
    if isinstance(axes, (list, tuple)):
        return tuple(axes)
    if getattr(axes, "ndim", 0) >= 1:
        return tuple(axes)
    return (axes,)
