"""torch's grad mode, the flag: whether operations are recorded for autograd now,
and the pausing of a tape while it is off (the context managers that switch it
are in :mod:`.grad_mode`).

The mode is one process-wide flag (torch's is per thread). Turning it off
pauses the recording of every session tape of the autograd
(:mod:`ivylite.frontends.torch.autograd`): operations inside record nothing,
so their results do not require grad, and in-place writes to leaves that
require grad are allowed (how optimisers update parameters).
"""

from __future__ import annotations

from typing import Any

__all__ = ["is_grad_enabled", "is_inference_mode_enabled"]

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
