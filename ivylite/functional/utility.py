"""Utility functions: all, any."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..dispatch import api, custom, unwrap_array
from ..dtypes import Dtype
from ._build import wrap_as
from .statistical import reduction_axes

if TYPE_CHECKING:
    from ..backend import Backend
    from ..dispatch import Entry

__all__ = ["all", "any"]

_BOOL = Dtype("bool")


def _build_truth(entry: Entry, fn: Any, B: Backend):
    name = entry.name

    def impl(x, /, *, axis=None, keepdims=False):
        a, d = unwrap_array(x, B, name)
        if d is not _BOOL:  # nonzero is true (complex: either part)
            a = B.cast(a, B.native_dtypes[_BOOL])
        axes = reduction_axes(axis, len(B.shape(a)), name)
        return wrap_as(B, fn(a, axes, bool(keepdims)), _BOOL)

    return impl


def _truth(d: Dtype) -> Dtype:
    """The promise of all/any: bool whatever the input."""
    return _BOOL


@api(custom, "utility", build=_build_truth, promised=_truth)
def all(x: Any, /, *, axis: int | tuple[int, ...] | None = None, keepdims: bool = False) -> Any:
    """Whether every element along ``axis`` is true (nonzero).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.all(ivylite.asarray([[1, 0], [2, 3]]), axis=1)
    ivylite.array([False,  True], dtype=bool, backend=numpy)
    """


@api(custom, "utility", build=_build_truth, promised=_truth)
def any(x: Any, /, *, axis: int | tuple[int, ...] | None = None, keepdims: bool = False) -> Any:
    """Whether any element along ``axis`` is true (nonzero).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.any(ivylite.asarray([0.0, 0.5]))
    ivylite.array(True, dtype=bool, backend=numpy)
    """
