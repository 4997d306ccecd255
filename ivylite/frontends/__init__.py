"""Frontends: code written against torch, NumPy, JAX or TensorFlow, on any backend.

``import ivylite.frontends.torch as torch`` gives a module that reads like
torch and follows torch's own dtype rules, but computes with whatever
ivylite backend is set. Each frontend is imported only when asked for; none
imports the framework it imitates.

Every frontend has one shape, built from the kit (:mod:`._common`): a
:class:`~._common.Frontend` object (``TORCH`` in ``torch/_frontend.py``,
``NUMPY`` in ``numpy/_helpers.py``, ``JAX`` and ``TENSORFLOW`` in their
``func_wrapper.py``), an array class on a low floor that holds one ivylite
array (its shared members from ``FrontendArray``), and floors of modules
named after the framework's reference sections, each importing only the
floors below it (``pyproject.toml`` declares them, one layers contract per
frontend; ``lint-imports`` checks them and that no import circle exists).

How to add a frontend function
------------------------------
1. **Where**: in the module of the framework's reference section it belongs
   to (``torch/reduction.py`` for a reduction, ``numpy/window.py`` for a
   window function...). A new module goes on a floor in ``pyproject.toml``
   (the contracts are exhaustive: an unplaced module fails ``lint-imports``).
   Import only from lower floors; never import the package's ``__init__``.
2. **How it is declared**: write it over ivylite arrays and decorate it with
   the frontend's wrapper, ``@TORCH.function`` (``@NUMPY.function``,
   ``@TENSORFLOW.function``; JAX's helpers ``unsupported_dtypes(...)``...): its
   arguments arrive unwrapped, its result is wrapped in the frontend's array
   class, and its calls are recorded for the frontends' autograd. Prefer a
   table row or a small composition over ivylite's functions; a layer adapts
   its ``ivylite.nn`` twin (add the twin first if it is missing).
3. **Its support**: the dtypes the framework refuses, declared above the
   wrapper and keyed by the framework and its release,
   ``@ivylite.with_unsupported_dtypes({"2.13 and below": ("bool",)}, "torch")``;
   the wrapper refuses them with the framework's exception
   (``check="promoted"`` checks the promoted dtype of two operands,
   ``check="body"`` leaves it to the body, which calls ``TORCH.check``).
4. **Its axes**: through the frontend's :class:`~._common.AxisRules`
   (``DIMS`` in ``torch/_frontend.py``; ``normalize_axis``/``AXES`` in
   ``numpy/_helpers.py``; ``AXES`` in ``jax/func_wrapper.py``;
   ``REDUCTION_AXES``/``AXIS`` in ``tensorflow/func_wrapper.py``): ivylite's
   one normaliser, raising the framework's exception for an axis out of range,
   repeated or not an integer. Never ``axis % ndim``.
5. **Dtype facts** (integer ranges, real parts, item sizes) come from
   ``_common.dtypes``, never a table of the frontend's own.
6. **Its method and operator forms**: a row in the tables of the top floor
   that binds the array class's members (``torch/_tensor_methods.py``,
   ``numpy/_ndarray_methods.py``, ``jax/_methods.py``,
   ``tensorflow/_operators.py``), through :func:`~._common.bind`.
7. **Public**: the module's ``__all__``, re-exported by the package (or the
   sub-namespace) under the framework's name.
8. **Tests**: against the real framework as the oracle, on every installed
   backend (``tests/frontends/``).

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
