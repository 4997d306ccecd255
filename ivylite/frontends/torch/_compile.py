"""``torch.compile``: accepted and returns its model or function unchanged.

A compiled forward (``ivylite.jit``) would run outside the autograd's
recording: training programs call ``torch.compile(model)`` and then
``loss.backward()``, so compiling there would lose the gradients. Eager
execution keeps them; the backend's own eager speed is what runs.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

__all__ = ["compile"]


def compile(model: Callable | None = None, *, fullgraph: bool = False,  # noqa: A001
            dynamic: bool | None = None, backend: Any = "inductor", mode: str | None = None,
            options: dict | None = None, disable: bool = False) -> Any:  # fmt: skip
    """``model`` itself (also as ``@torch.compile`` and ``@torch.compile(...)``).

    Examples
    --------
    >>> import ivylite.frontends.torch as torch
    >>> f = lambda x: x * 2
    >>> torch.compile(f) is f, torch.compile(mode="max-autotune")(f) is f
    (True, True)
    """
    if model is None:
        return lambda fn: fn
    return model
