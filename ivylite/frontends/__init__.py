"""Frontends: code written against torch, NumPy, JAX or TensorFlow, on any backend.

``import ivylite.frontends.torch as torch`` gives a module that reads like
torch and follows torch's own dtype rules, but computes with whatever
ivylite backend is set. Each frontend is imported only when asked for; none
imports the framework it imitates.

Examples
--------
>>> import ivylite.frontends
>>> ivylite.frontends.FRAMEWORKS
('numpy', 'torch', 'jax', 'tensorflow')
"""

from __future__ import annotations

import importlib
from typing import Any

from ._common import frontend_of

FRAMEWORKS = ("numpy", "torch", "jax", "tensorflow")

__all__ = ["FRAMEWORKS", "frontend_of", *FRAMEWORKS]


def __getattr__(name: str) -> Any:
    if name in FRAMEWORKS:
        return importlib.import_module(f"{__name__}.{name}")
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
