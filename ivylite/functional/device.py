"""Devices: to_device."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..dispatch import api, custom, unwrap
from ._build import native_device, wrap_as

if TYPE_CHECKING:
    from ..backend import Backend
    from ..dispatch import Entry

__all__ = ["to_device"]


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
