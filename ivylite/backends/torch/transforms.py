"""PyTorch: compiling (torch.compile) and vectorising (torch.func.vmap) functions of
native arrays, for ``ivylite.jit`` and ``ivylite.vmap``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import torch

COMPILER = 'torch.compile (backend="aot_eager" unless compiler_options say otherwise)'
VECTORIZER = "torch.func.vmap"

# AOTAutograd without code generation: traces and runs the graph, compiles in
# seconds on CPU and needs no C++ toolchain (Inductor, the code generator, does).
_DEFAULT_OPTIONS = {"backend": "aot_eager"}


def compile(fn: Callable[..., list], options: dict[str, Any]) -> Callable[..., list]:  # noqa: A001
    """``fn`` (natives in, a list of natives out) under ``torch.compile``."""
    return torch.compile(fn, **{**_DEFAULT_OPTIONS, **options})


def vectorize(fn: Callable[..., list], natives: list, axes: list, size: int) -> list:
    """``fn`` mapped over ``axes`` of ``natives``; the results batched along axis 0."""
    return torch.func.vmap(fn, in_dims=tuple(axes), out_dims=0)(*natives)
