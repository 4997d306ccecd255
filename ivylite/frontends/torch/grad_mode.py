"""torch's grad modes: ``no_grad``, ``enable_grad``, ``inference_mode`` and
``set_grad_enabled``, as context managers and as decorators (``torch.autograd.
grad_mode``). Each switches the flag of :mod:`._grad_mode` and pauses or resumes
the autograd's session tapes with it.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from ._grad_mode import _ENABLED, pause, resume
from .autograd import session_tapes

__all__ = ["no_grad", "enable_grad", "inference_mode", "set_grad_enabled"]


def _set(enabled: bool) -> None:
    if enabled == _ENABLED[0]:
        return
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
