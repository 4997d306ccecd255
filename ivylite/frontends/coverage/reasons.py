"""Why a name of a real framework is out of scope: a closed list of reasons, and
each frontend's out-of-scope data checked against it.

A frontend declares what it leaves out in ``ivylite/frontends/<framework>/_out_of_scope.py``
as data: ``OUT_OF_SCOPE`` maps a namespace (the real framework's import path,
``"torch.nn"``; ``"*"`` for every namespace of the framework) to a reason key
of :data:`REASONS` and the names or ``fnmatch`` patterns it covers
(``"cuda*"``, ``"*_sparse*"``). A key outside :data:`REASONS` is an error:
"out of scope" is never a reason by itself, and the list grows only by adding
a reason here, with its one-line text.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass

__all__ = ["REASONS", "Rule", "rules"]

# reason key -> the one line the coverage table prints for it
REASONS: dict[str, str] = {
    "devices": "devices other than the CPU and the backend's own (CUDA, MPS, XPU, TPU...)",
    "distributed": "distributed and multi-process execution",
    "sharding": "sharding, device meshes and multi-host execution",
    "quantization": "quantized dtypes and quantization",
    "sparse": "sparse and ragged layouts",
    "compiler": "TorchScript, graph capture, export, and compiler internals",
    "named_tensors": "named tensors",
    "dtypes": "dtypes ivylite does not have (string, object, datetime, structured, "
    "extended precision, float8, complex32, sub-byte integers)",
    "memory": "memory maps, storages, raw pointers and memory-layout control",
    "unsafe_files": "file formats that execute code when loaded (pickle)",
    "callbacks": "host callbacks into Python from compiled code",
    "deprecated": "deprecated upstream: an alias the framework warns about or is removing",
    "kernels": "the framework's internal kernel entry points (cuDNN, MKL-DNN, FBGEMM, "
    "native and fused kernels)",
    "runtime": "the framework's runtime services (profilers, logging, caches, debug switches)",
    "tooling": "the framework's own build, packaging, configuration and test tooling",
    "internals": "the framework's implementation helpers that its namespace exposes "
    "(file readers, argument checkers, dispatch helpers)",
}


@dataclass(frozen=True)
class Rule:
    """One out-of-scope declaration: names matching ``pattern`` in ``namespace``
    (``"*"``: any namespace of the framework) are out of scope for ``reason``.

    Examples
    --------
    >>> from ivylite.frontends.coverage.reasons import Rule
    >>> Rule("numpy", "memmap", "memory").text
    'memory maps, storages, raw pointers and memory-layout control'
    """

    namespace: str
    pattern: str
    reason: str

    @property
    def text(self) -> str:
        return REASONS[self.reason]


def rules(framework: str) -> list[Rule]:
    """The out-of-scope rules ``framework``'s frontend declares, in declaration
    order (the first that matches a name gives its reason); a reason key outside
    :data:`REASONS` raises ``ValueError``.

    Examples
    --------
    >>> from ivylite.frontends.coverage.reasons import rules
    >>> any(r.pattern == "memmap" and r.reason == "memory" for r in rules("numpy"))
    True
    """
    data = importlib.import_module(f"ivylite.frontends.{framework}._out_of_scope").OUT_OF_SCOPE
    out = []
    for namespace, by_reason in data.items():
        for reason, patterns in by_reason.items():
            if reason not in REASONS:
                raise ValueError(
                    f"ivylite.frontends.{framework}._out_of_scope: {namespace!r} gives "
                    f"{patterns[:3]}... the reason {reason!r}, which is not one of the "
                    f"coverage tool's reasons {sorted(REASONS)}; use one of them or add it "
                    "to ivylite/frontends/coverage/reasons.py with its one-line text"
                )
            if isinstance(patterns, str):
                raise ValueError(
                    f"ivylite.frontends.{framework}._out_of_scope: {namespace!r}/{reason!r} "
                    "must be a tuple of names, not one string"
                )
            out.extend(Rule(namespace, p, reason) for p in patterns)
    return out
