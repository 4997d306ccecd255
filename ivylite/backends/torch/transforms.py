"""PyTorch: compiling (torch.compile) and vectorising (torch.func.vmap) functions of
native arrays, for ``ivylite.jit`` and ``ivylite.vmap``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import torch

from ... import config

COMPILER = 'torch.compile (backend="aot_eager" unless compiler_options say otherwise)'
VECTORIZER = "torch.func.vmap"

# AOTAutograd without code generation: traces and runs the graph, compiles in
# seconds on CPU and needs no C++ toolchain (Inductor, the code generator, does).
_DEFAULT_OPTIONS = {"backend": "aot_eager"}


# The settings the compiled function is traced with. Dynamo cannot trace
# ``ContextVar.get``, so while it traces, ivylite's one settings reader is
# replaced by a read of this cell, which every ivylite.jit call sets for its
# duration: the settings are then a constant of the compilation, guarded like
# any other, so a call under other settings traces anew.
_TRACED_SETTINGS: list = [None]
_SUBSTITUTED: list = []


def _settings_while_tracing() -> Any:
    s = _TRACED_SETTINGS[0]
    if s is None:  # torch.compile called directly: read (and break the graph) as before
        return config.current.get()
    return s


def _substitute_settings_reader() -> None:
    if not _SUBSTITUTED:
        torch.compiler.substitute_in_graph(config.read_settings, skip_signature_check=True)(
            _settings_while_tracing
        )
        _SUBSTITUTED.append(True)


def compile(fn: Callable[..., list], options: dict[str, Any]) -> Callable[..., list]:  # noqa: A001
    """``fn`` (natives in, a list of natives out) under ``torch.compile``."""
    _substitute_settings_reader()
    compiled = torch.compile(fn, **{**_DEFAULT_OPTIONS, **options})
    read = config.read_settings

    def run(*natives: Any) -> list:
        outer = _TRACED_SETTINGS[0]  # an ivylite.jit function may call another
        _TRACED_SETTINGS[0] = read()
        try:
            return compiled(*natives)
        finally:
            _TRACED_SETTINGS[0] = outer

    return run


def compiling() -> bool:
    """Whether torch.compile is tracing the running code (its values are symbolic then,
    even where NumPy calls on them seem to work: dynamo rewrites those into torch ops)."""
    return torch.compiler.is_compiling()


def vectorize(fn: Callable[..., list], natives: list, axes: list, size: int) -> list:
    """``fn`` mapped over ``axes`` of ``natives``; the results batched along axis 0."""
    return torch.func.vmap(fn, in_dims=tuple(axes), out_dims=0)(*natives)
