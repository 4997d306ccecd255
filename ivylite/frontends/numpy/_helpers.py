"""What the numpy frontend's modules share: the numpy
:class:`~ivylite.frontends._common.Frontend` (arrays in and out, NumPy's dtype
refusals), ``out=``/``where=`` and casting.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import ivylite
from ivylite import axes as _ivy_axes
from ivylite.array import Array
from ivylite.dtypes import Dtype
from ivylite.errors import UnsupportedDtypeError
from ivylite.frontends._common import AxisRules, Frontend

from ._views import written
from .dtypes import as_numpy_dtype
from .ndarray import ndarray
from .promotion import can_cast_numpy

__all__ = [
    "NUMPY",
    "NumpyUnsupportedDtypeError",
    "NoValue",
    "UFuncTypeError",
    "finish",
    "cast_for_ufunc",
    "loops",
    "D",
    "AxisError",
    "AXES",
    "normalize_axis",
]

D = Dtype


class _NoValueType:
    """NumPy's ``<no value>`` sentinel: an argument that was not passed."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "<no value>"


NoValue: Any = _NoValueType()


class UFuncTypeError(TypeError):
    """A ufunc cannot cast to or from the requested dtype (NumPy's ``UFuncTypeError``).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> x = np.zeros(2, dtype="int8")
    >>> try:
    ...     x += 1.5
    ... except TypeError as e:
    ...     print(e)
    Cannot cast ufunc 'add' output from dtype('float64') to dtype('int8') with casting rule 'same_kind'
    """


class NumpyUnsupportedDtypeError(UnsupportedDtypeError):
    """A function called with a dtype NumPy refuses: a ``TypeError``, as NumPy
    raises (no ufunc loop, no linalg kernel), and ivylite's ``UnsupportedDtypeError``.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.floor(np.array([1j]))
    Traceback (most recent call last):
    ...
    ivylite.frontends.numpy._helpers.NumpyUnsupportedDtypeError: numpy.floor does not support complex128 in numpy 2.4.6 (declared in ivylite.frontends.numpy.math); cast the input with astype to a dtype it supports
    """


# The numpy frontend reproduces NumPy 2.4.6. Its ufuncs check in their bodies
# (``check="body"``): the dtype refused is the loop's input, after promotion.
NUMPY = Frontend(
    "numpy",
    "2.4.6",
    ndarray,
    NumpyUnsupportedDtypeError,
    namespaces={"": "numpy", "linalg": "numpy.linalg", "random": "numpy.random"},
    advice="cast the input with astype to a dtype it supports",
)


def loops(
    default: Callable[[Dtype], Dtype | None], refused: Iterable[Dtype] = ()
) -> dict[Dtype, Dtype | None]:
    """A ufunc's loop table: input dtype -> dtype it computes in (None: refused).

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.frontends.numpy._helpers import loops
    >>> t = loops(lambda d: d, refused=(ivylite.bool,))
    >>> t[ivylite.bool], t[ivylite.int8]
    (None, int8)
    """
    refused = frozenset(refused)
    return {d: (None if d in refused else default(d)) for d in ivylite.all_dtypes}


def cast_for_ufunc(a: Array, dtype: Any, casting: str, name: str) -> Array:
    """Cast an operand to a ufunc's ``dtype=`` argument under its casting rule.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.frontends.numpy._helpers import cast_for_ufunc
    >>> cast_for_ufunc(ivylite.asarray([1], dtype="int8"), "float32", "same_kind", "add").dtype
    float32
    """
    d = as_numpy_dtype(dtype)
    if a.dtype is d:
        return a
    if not can_cast_numpy(a.dtype, d, casting):
        raise UFuncTypeError(
            f"Cannot cast ufunc '{name}' input from dtype('{a.dtype}') to dtype('{d}') with "
            f"casting rule '{casting}'"
        )
    return ivylite.astype(a, d)


def finish(r: Array, out: Any, where: Any, name: str, casting: str = "same_kind") -> Array:
    """Apply a ufunc's ``where=`` and ``out=`` to its result ``r``.

    ``out`` is written in place (it is the ivylite array inside the caller's
    frontend array) and returned.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.frontends.numpy._helpers import finish
    >>> out = ivylite.zeros(2, dtype="float32")
    >>> finish(ivylite.asarray([1.0, 2.0], dtype="float64"), out, True, "add") is out
    True
    >>> out.tolist()
    [1.0, 2.0]
    """
    if out is None:
        if where is True:
            return r
        # NumPy leaves the masked-out elements uninitialised; zeros are one choice.
        return ivylite.where(_mask(where), r, ivylite.zeros_like(r))
    if type(out) is tuple:
        if len(out) != 1:
            raise ValueError(f"{name}: 'out' tuple must have exactly one entry per ufunc output")
        out = out[0]
    if not isinstance(out, Array):
        raise TypeError(f"return arrays must be of ArrayType, not {type(out).__name__}")
    if r.dtype is not out.dtype:
        if not can_cast_numpy(r.dtype, out.dtype, casting):
            raise UFuncTypeError(
                f"Cannot cast ufunc '{name}' output from dtype('{r.dtype}') to "
                f"dtype('{out.dtype}') with casting rule '{casting}'"
            )
        r = ivylite.astype(r, out.dtype)
    if where is not True:
        r = ivylite.where(_mask(where), r, out)
    out[...] = ivylite.broadcast_to(r, out.shape)
    written(out)  # ``out`` may hold a view's values: they reach its base
    return out


def _mask(where: Any) -> Array:
    m = where if isinstance(where, Array) else ivylite.asarray(where, dtype="bool")
    return m if m.dtype == "bool" else ivylite.astype(m, "bool")


class AxisError(_ivy_axes.AxisError):
    """An axis argument out of range (NumPy's ``numpy.exceptions.AxisError``): a
    ValueError and an IndexError, and ivylite's ``AxisError``.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> try:
    ...     np.sum(np.ones(3), axis=1)
    ... except IndexError as e:
    ...     print(e)
    axis 1 is out of bounds for array of dimension 1
    """


# NumPy's axis arguments: integers only (a bool or a float is refused); a list or a
# tuple names several axes.
AXES = AxisRules(
    out_of_range=(AxisError, "axis {axis} is out of bounds for array of dimension {ndim}"),
    repeated=(ValueError, "duplicate value in 'axis'"),
)


def normalize_axis(axis: Any, ndim: int) -> Any:
    """NumPy's axis argument checked against ``ndim``: None, an int in ``[0, ndim)``,
    or (a list or tuple) a tuple of them.

    Examples
    --------
    >>> from ivylite.frontends.numpy._helpers import normalize_axis
    >>> normalize_axis(-1, 3), normalize_axis([0, 2], 3), normalize_axis(None, 3)
    (2, (0, 2), None)
    >>> normalize_axis(3, 3)
    Traceback (most recent call last):
    ...
    ivylite.frontends.numpy._helpers.AxisError: axis 3 is out of bounds for array of dimension 3
    """
    if axis is None:
        return None
    if type(axis) is list or type(axis) is tuple:
        return AXES.axes(axis, ndim, unique=False)
    return AXES.axis(axis, ndim)
