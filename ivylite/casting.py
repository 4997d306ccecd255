"""Casting modes: what to do with a dtype a function does not support.

Four modes (upcast, downcast, crosscast, any cast), as context-local settings
held in ivylite.config's state (so threads and tasks do not mix): they only
act on the path that would otherwise raise UnsupportedDtypeError (see
ivylite.dispatch).
"""

from __future__ import annotations

from .config import SettingScope, pop_setting, push_setting, read_settings

__all__ = [
    "upcast_data_types",
    "downcast_data_types",
    "crosscast_data_types",
    "cast_data_types",
    "casting_modes",
    "unset_casting_modes",
    "CastingModes",
]

_CASTING_MODES = ("crosscast", "upcast", "downcast")


def casting_modes() -> frozenset[str]:
    """The active casting modes: a subset of ``{"upcast", "downcast", "crosscast"}``.

    Examples
    --------
    >>> import ivylite
    >>> sorted(ivylite.casting_modes())
    []
    >>> ivylite.upcast_data_types(); sorted(ivylite.casting_modes())
    ['upcast']
    >>> ivylite.unset_casting_modes(); sorted(ivylite.casting_modes())
    []
    """
    return read_settings().casting[-1]


def _set_modes(modes: tuple[str, ...], val: bool) -> None:
    active = read_settings().casting[-1]
    push_setting("casting", active | frozenset(modes) if val else active - frozenset(modes))


def upcast_data_types(val: bool = True) -> None:
    """Cast an unsupported dtype to the next wider supported dtype of its group.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.upcast_data_types(); "upcast" in ivylite.casting_modes()
    True
    >>> ivylite.upcast_data_types(False); "upcast" in ivylite.casting_modes()
    False
    """
    _set_modes(("upcast",), val)


def downcast_data_types(val: bool = True) -> None:
    """Cast an unsupported dtype to the next narrower supported dtype of its group.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.downcast_data_types(); sorted(ivylite.casting_modes())
    ['downcast']
    """
    _set_modes(("downcast",), val)


def crosscast_data_types(val: bool = True) -> None:
    """Cast unsupported ints to the default float dtype and unsupported floats to
    the default int dtype.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.crosscast_data_types(); sorted(ivylite.casting_modes())
    ['crosscast']
    """
    _set_modes(("crosscast",), val)


def cast_data_types(val: bool = True) -> None:
    """All three modes: crosscast, then upcast, then downcast.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.cast_data_types(); sorted(ivylite.casting_modes())
    ['crosscast', 'downcast', 'upcast']
    """
    _set_modes(_CASTING_MODES, val)


def unset_casting_modes() -> None:
    """Undo the last casting-mode call.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.unset_casting_modes(); sorted(ivylite.casting_modes())
    []
    """
    pop_setting("casting", "unset_casting_modes")


class CastingModes(SettingScope):
    """Context manager: the given casting modes inside a block.

    Examples
    --------
    >>> import ivylite
    >>> with ivylite.CastingModes("upcast", "crosscast"):
    ...     sorted(ivylite.casting_modes())
    ['crosscast', 'upcast']
    """

    _field = "casting"

    def __init__(self, *modes: str) -> None:
        bad = [m for m in modes if m not in _CASTING_MODES]
        if bad:
            raise ValueError(
                f"CastingModes{modes!r}: unknown modes {bad}; choose from {_CASTING_MODES}"
            )
        super().__init__(frozenset(modes))
