"""A row: one frontend function (or method), described once as data."""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .kinds import Kind

__all__ = ["Fn", "examples", "DEFAULT_EXAMPLES"]

DEFAULT_EXAMPLES = 3


@dataclass(frozen=True)
class Fn:
    """One frontend function (or method), described once: its public name as the
    framework spells it, its arguments' kinds, and how to compare.

    - ``args``/``kwargs``: kinds (``tests.frontends.harness.kinds``) or plain values;
    - ``grad``: compare float64 gradients of the group-0 floating arrays with the
      framework's autodiff, on every backend that has autodiff;
    - ``tol``: relative tolerances per result dtype, overriding the defaults;
    - ``variant``: a suffix of the test id, for a second row of one function;
    - ``call``: ``call(fn, *args, **kwargs)`` for a small composition around the
      function (``lambda f, x: f(x).values``); by default ``fn(*args, **kwargs)``;
    - ``sweep``: run the per-dtype sweep (off for functions whose first argument
      does not carry the dtype, such as creation functions);
    - ``skip``: backend -> why the row does not run there (a known limitation);
    - ``xfail``: a known difference from the framework, said in one line: the row is
      expected to fail, strictly (once the difference is fixed the row passes and
      fails the run, so the marker comes off with the fix).
    """

    name: str
    args: Sequence[Any] = ()
    kwargs: Mapping[str, Any] = field(default_factory=dict)
    grad: bool = False
    tol: Mapping[str, float] = field(default_factory=dict)
    variant: str = ""
    call: Callable[..., Any] | None = None
    sweep: bool = True
    skip: Mapping[str, str] = field(default_factory=dict)
    xfail: str = ""

    @property
    def framework(self) -> str:
        return self.name.split(".")[0]

    @property
    def id(self) -> str:
        return f"{self.name}-{self.variant}" if self.variant else self.name

    def groups(self) -> dict[int, tuple[str, ...]]:
        """Dtype group -> the dtypes its arrays draw from (the first kind to name a
        group decides)."""
        out: dict[int, tuple[str, ...]] = {}
        for kind in [*self.args, *self.kwargs.values()]:
            if isinstance(kind, Kind):
                for group, names in kind.groups().items():
                    out.setdefault(group, names)
        return out


def examples(config: Any = None) -> int:
    """How many calls a row draws: ``--harness-examples N``, else the environment's
    ``IVYLITE_HARNESS_EXAMPLES``, else 3."""
    option = config.getoption("--harness-examples", default=None) if config else None
    return int(option or os.environ.get("IVYLITE_HARNESS_EXAMPLES") or DEFAULT_EXAMPLES)
