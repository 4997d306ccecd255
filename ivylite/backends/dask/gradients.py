"""dask: gradients. dask has no automatic differentiation: ``value_and_grad`` says
so and names the backends that have it; ``stop_gradient`` is the identity."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

_AUTODIFF_BACKENDS = "torch, jax, tensorflow, paddle"


def value_and_grad(f: Callable[[list], tuple[Any, list]], natives: list, has_aux: bool) -> Any:
    raise NotImplementedError(
        "value_and_grad: the dask backend has no automatic differentiation; differentiate "
        f"arrays of a backend that has it ({_AUTODIFF_BACKENDS}): compute the data you need "
        "(ivylite.compute), then create the parameters with ivylite.backend('torch').asarray(...) "
        "or after ivylite.set_backend('jax')"
    )


def stop_gradient(x: Any, /) -> Any:
    return x
