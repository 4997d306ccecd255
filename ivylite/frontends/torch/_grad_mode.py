"""torch's grad mode: ``no_grad``, ``enable_grad``, ``inference_mode`` and
``set_grad_enabled``, as context managers and as decorators.

The mode is one process-wide flag (torch's is per thread). Turning it off
pauses the recording of every session tape of the autograd
(:mod:`ivylite.frontends.torch.autograd`): operations inside record nothing,
so their results do not require grad, and in-place writes to leaves that
require grad are allowed (how optimisers update parameters).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

__all__ = [
    "no_grad", "enable_grad", "inference_mode", "set_grad_enabled", "is_grad_enabled",
    "is_inference_mode_enabled",
]  # fmt: skip

_ENABLED = [True]
# the paused recordings while the mode is off: tape -> its stop_recording() context
_PAUSED: dict[Any, Any] = {}


def is_grad_enabled() -> bool:
    """Whether operations are recorded for autograd now.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.is_grad_enabled()
    True
    >>> with torch.no_grad():
    ...     torch.is_grad_enabled()
    False
    """
    return _ENABLED[0]


def is_inference_mode_enabled() -> bool:
    """Whether an ``inference_mode()`` block is active (the same as grad mode off here).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> torch.is_inference_mode_enabled()
    False
    """
    return not _ENABLED[0]


def pause(tape: Any) -> None:
    """Stop ``tape`` recording (grad mode is off); :func:`resume` undoes it."""
    if tape not in _PAUSED:
        ctx = tape.stop_recording()
        ctx.__enter__()
        _PAUSED[tape] = ctx


def resume(tape: Any) -> None:
    """Let ``tape`` record again."""
    ctx = _PAUSED.pop(tape, None)
    if ctx is not None:
        ctx.__exit__(None, None, None)


def _set(enabled: bool) -> None:
    if enabled == _ENABLED[0]:
        return
    from .autograd import session_tapes

    _ENABLED[0] = enabled
    for tape in session_tapes():
        if enabled:
            resume(tape)
        else:
            pause(tape)


class _Mode:
    """A grad mode, entered by ``with`` or applied to a function as a decorator."""

    _target = True

    def __enter__(self) -> None:
        self._prev = _ENABLED[0]
        _set(self._target)

    def __exit__(self, *exc: Any) -> None:
        _set(self._prev)

    def __call__(self, fn: Callable) -> Callable:
        target = self._target

        @functools.wraps(fn)
        def inside(*args: Any, **kwargs: Any) -> Any:
            prev = _ENABLED[0]
            _set(target)
            try:
                return fn(*args, **kwargs)
            finally:
                _set(prev)

        return inside

    def clone(self) -> _Mode:
        """A fresh copy of this mode (torch's API)."""
        return type(self)()


class no_grad(_Mode):  # noqa: N801 - torch's name
    """Record nothing inside: results do not require grad.

    Examples
    --------
    >>> import ivylite
    >>> import ivylite.frontends.torch as torch
    >>> with ivylite.using_backend("torch"):
    ...     w = torch.ones(2, requires_grad=True)
    ...     with torch.no_grad():
    ...         y = w * 2
    ...     y.requires_grad, (w * 2).requires_grad
    (False, True)
    >>> @torch.no_grad()
    ... def f():
    ...     return torch.is_grad_enabled()
    >>> f()
    False
    """

    _target = False


class enable_grad(_Mode):  # noqa: N801 - torch's name
    """Record again inside a ``no_grad`` block.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> with torch.no_grad(), torch.enable_grad():
    ...     torch.is_grad_enabled()
    True
    """


class inference_mode(_Mode):  # noqa: N801 - torch's name
    """``no_grad`` (``inference_mode(False)`` records): torch's faster no-grad mode.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> with torch.inference_mode():
    ...     torch.is_grad_enabled()
    False
    """

    def __init__(self, mode: bool = True) -> None:
        self._target = not mode

    def clone(self) -> inference_mode:
        """A fresh copy of this mode."""
        return inference_mode(not self._target)


class set_grad_enabled(_Mode):  # noqa: N801 - torch's name
    """Turn recording on or off: at once (as a call), or for a block or function.

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> with torch.set_grad_enabled(False):
    ...     torch.is_grad_enabled()
    False
    >>> torch.is_grad_enabled()
    True
    """

    def __init__(self, mode: bool) -> None:
        self._prev = _ENABLED[0]
        self._target = bool(mode)
        _set(self._target)  # torch sets the mode at the call, then restores on exit

    def __enter__(self) -> None:
        pass

    def clone(self) -> set_grad_enabled:
        """A copy that sets the same mode."""
        return set_grad_enabled(self._target)
