"""Devices and placement: to_device; compute and rechunk (lazy, chunked arrays).

On an eager backend an array holds its values in memory, one chunk:
``compute`` returns the arrays as they are and ``rechunk`` ignores the
chunks, so code written for the dask backend runs unchanged everywhere.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..dispatch import api, custom, unwrap, unwrap_array
from ._build import native_device, wrap_as

if TYPE_CHECKING:
    from ..backend import Backend
    from ..dispatch import Entry

__all__ = ["to_device", "compute", "rechunk"]


def _build_to_device(entry: Entry, fn: Any, B: Backend):
    def impl(x, device, /, *, stream=None):
        a, d = unwrap(x, B, "to_device")
        return wrap_as(B, fn(a, native_device(B, device, "to_device")), d)

    return impl


@api(custom, "device", build=_build_to_device)
def to_device(x: Any, device: Any, /, *, stream: Any = None) -> Any:
    """Copy ``x`` to ``device`` (this machine has only ``"cpu"``).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.to_device(ivylite.asarray([1, 2]), "cpu").device
    'cpu'
    """


def _build_compute(entry: Entry, fn: Any, B: Backend):
    def impl(*arrays):
        parts = [unwrap_array(x, B, "compute") for x in arrays]
        values = B.compute([a for a, _ in parts])
        return tuple(wrap_as(B, v, d) for v, (_, d) in zip(values, parts))

    return impl


@api(custom, "device", build=_build_compute, composite=True)
def compute(*arrays: Any) -> tuple[Any, ...]:
    """The values of lazy arrays, computed together: a tuple of arrays, one per argument.

    On the dask backend this runs the arrays' graphs in one go with the active
    scheduler (a ``distributed.Client`` when one is set up, else dask's
    default), so work they share is done once; each result is an array of the
    same backend holding the values, with every size known (data-dependent
    sizes, ``None`` before, are numbers after). On eager backends the arrays
    already hold their values and come back as they are. ``Array.compute()``
    computes one array.

    Examples
    --------
    >>> import ivylite
    >>> x = ivylite.asarray([1.0, 2.0, 3.0])
    >>> total, biggest = ivylite.compute(ivylite.sum(x), ivylite.max(x))
    >>> float(total), float(biggest)
    (6.0, 3.0)
    """


def _build_rechunk(entry: Entry, fn: Any, B: Backend):
    def impl(x, /, chunks):
        a, d = unwrap_array(x, B, "rechunk")
        return wrap_as(B, B.rechunk(a, chunks), d)

    return impl


@api(custom, "device", build=_build_rechunk, composite=True)
def rechunk(x: Any, /, chunks: Any) -> Any:
    """``x`` split into other chunks: the same values, lazily regrouped.

    ``chunks`` is dask's: an int (each axis in chunks of that length), a
    tuple with one entry per axis (an int, ``-1`` for the whole axis, or a
    tuple of lengths), a dict ``{axis: chunks}``, ``"auto"``, or a byte size
    such as ``"64MiB"``. On eager backends an array is one chunk in memory and
    ``chunks`` is ignored.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.rechunk(ivylite.arange(6), 2).tolist()
    [0, 1, 2, 3, 4, 5]
    """
