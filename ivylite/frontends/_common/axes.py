"""The frontends' one axis helper: :mod:`ivylite.axes` with a framework's words.

Every frontend reads ``axis=``/``dim=`` with ivylite's one normaliser
(:func:`ivylite.axes.normalize_axes`: integer-like values only, in
``[-ndim, ndim)``, each axis once) and differs only in what its framework
raises, which an :class:`AxisRules` holds as data: the exception type and
message for an axis out of range, for a repeated axis and for a value that is
not an integer, whether a bool counts as an axis (JAX and TensorFlow read
``True`` as 1; NumPy and torch refuse it), and whether a 0-d array has the
axes ``-1`` and ``0`` (torch's rule).

Examples
--------
>>> from ivylite.frontends._common import AxisRules
>>> torch_like = AxisRules(out_of_range=(IndexError, "Dimension out of range (expected to be "
...     "in range of [{low}, {high}], but got {axis})"), scalar_dims=True)
>>> torch_like.axes((0, -1), 3, "torch.sum"), torch_like.axis(-1, 0, "torch.sum")
((0, 2), 0)
>>> torch_like.axis(5, 2, "torch.sum")
Traceback (most recent call last):
...
IndexError: torch.sum: Dimension out of range (expected to be in range of [-2, 1], but got 5)
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from ...axes import AxisError, as_index, normalize_axes, normalize_axis

__all__ = ["AxisRules"]

_Rule = tuple[type[Exception], str]


@dataclass(frozen=True)
class AxisRules:
    """How one framework reads an axis argument, and what it raises for a bad one.

    Messages are templates: ``{axis}`` (the offending value), ``{ndim}``,
    ``{low}`` and ``{high}`` (the valid range, ends included), ``{axes}``
    (the whole argument). Each message is prefixed with the public name of
    the function, when the caller gives it.

    Examples
    --------
    >>> from ivylite.frontends._common import AxisRules
    >>> numpy_like = AxisRules()
    >>> numpy_like.axes(None, 2), numpy_like.axes([1, 0], 2), numpy_like.axis(-1, 2)
    (None, (1, 0), 1)
    >>> numpy_like.axes((0, 0), 2, "numpy.sum")
    Traceback (most recent call last):
    ...
    ValueError: numpy.sum: duplicate value in 'axis': (0, 0)
    >>> numpy_like.axis(1.5, 2, "numpy.sum")
    Traceback (most recent call last):
    ...
    TypeError: numpy.sum: 'float' object cannot be interpreted as an integer
    """

    out_of_range: _Rule = (AxisError, "axis {axis} is out of bounds for array of dimension {ndim}")
    repeated: _Rule = (ValueError, "duplicate value in 'axis': {axes}")
    not_integer: _Rule = (TypeError, "'{type}' object cannot be interpreted as an integer")
    bools: bool = False
    scalar_dims: bool = False

    def refusing(self, kind: type[Exception], message: str) -> AxisRules:
        """These rules with another refusal of an axis out of range (TensorFlow's
        reductions and its other functions word it differently).

        Examples
        --------
        >>> from ivylite.frontends._common import AxisRules
        >>> AxisRules().refusing(IndexError, "bad {axis}").out_of_range
        (<class 'IndexError'>, 'bad {axis}')
        """
        return replace(self, out_of_range=(kind, message))

    def axes(self, axis: Any, ndim: int, fn: str = "", *, unique: bool = True) -> Any:
        """``axis`` (None, an int, a list or tuple, a 1-d integer array) as a tuple of
        axes in ``[0, ndim)`` in the order given; None stays None (each caller says
        what "all axes" means). On a 0-d array with ``scalar_dims``, a valid axis
        is 0.

        Examples
        --------
        >>> from ivylite.frontends._common import AxisRules
        >>> AxisRules(bools=True).axes(True, 2), AxisRules().axes(-1, 3)
        ((1,), (2,))
        """
        if axis is None:
            return None
        if type(axis) is int and -ndim <= axis < ndim:
            return (axis % ndim,)  # the common call, checked without the general path
        n = max(ndim, 1) if self.scalar_dims else ndim
        items = self._items(axis)
        try:
            out = normalize_axes(items, n, fn, unique=False)
        except (AxisError, TypeError):
            raise self._refusal(items, n, fn) from None
        if unique and len(out) > 1 and len(set(out)) != len(out):
            raise self._error(self.repeated, fn, axes=_shown(axis), axis=_twice(out), ndim=n)
        return out if ndim else tuple(0 for _ in out)

    def axis(self, axis: Any, ndim: int, fn: str = "") -> int:
        """One axis (an int or an integer-like value) as an int in ``[0, ndim)``.

        Examples
        --------
        >>> from ivylite.frontends._common import AxisRules
        >>> AxisRules().axis(-2, 3), AxisRules(scalar_dims=True).axis(-1, 0)
        (1, 0)
        >>> AxisRules().axis((0,), 3, "numpy.argmax")
        Traceback (most recent call last):
        ...
        TypeError: numpy.argmax: 'tuple' object cannot be interpreted as an integer
        """
        if type(axis) is int and -ndim <= axis < ndim:
            return axis % ndim
        n = max(ndim, 1) if self.scalar_dims else ndim
        if self.bools and (axis is True or axis is False):
            axis = int(axis)
        try:
            a = normalize_axis(axis, n, fn)
        except (AxisError, TypeError):
            raise self._refusal((axis,), n, fn) from None
        return a if ndim else 0

    # --- the refusals -------------------------------------------------------------------
    def _items(self, axis: Any) -> tuple:
        if isinstance(axis, (list, tuple)):
            items = tuple(axis)
        elif getattr(axis, "ndim", 0) >= 1:
            items = tuple(axis.tolist()) if hasattr(axis, "tolist") else tuple(axis)
        else:
            items = (axis,)
        if self.bools:
            items = tuple(int(a) if a is True or a is False else a for a in items)
        return items

    def _refusal(self, items: tuple, n: int, fn: str) -> Exception:
        """The framework's error for the first item that is not a valid axis."""
        for a in items:
            try:
                i = as_index(a, fn)
            except TypeError:
                return self._error(self.not_integer, fn, axis=a, type=type(a).__name__, ndim=n)
            if not -n <= i < n:
                return self._error(self.out_of_range, fn, axis=i, ndim=n)
        return self._error(self.not_integer, fn, axis=items, type=type(items).__name__, ndim=n)

    def _error(self, rule: _Rule, fn: str, **values: Any) -> Exception:
        kind, message = rule
        n = values["ndim"]
        text = message.format(**{"low": -n, "high": n - 1, "axes": None, "type": "", **values})
        return kind(f"{fn}: {text}" if fn else text)


def _twice(axes: tuple[int, ...]) -> int:
    return next(a for a in axes if axes.count(a) > 1)


def _shown(axis: Any) -> Any:
    return tuple(axis.tolist()) if hasattr(axis, "tolist") else axis
