"""``jax.nn.initializers`` on any ivylite backend.

Each initializer is JAX's arithmetic on :mod:`..random`'s draws (a draw times
the scale in the requested dtype), so with the same key it gives the same
parameters as JAX, bit for bit, on every backend.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

from .. import numpy as jnp
from .. import random
from ..array import Array

__all__ = [
    "zeros", "ones", "constant", "uniform", "normal", "truncated_normal", "variance_scaling",
    "glorot_uniform", "glorot_normal", "xavier_uniform", "xavier_normal", "lecun_uniform",
    "lecun_normal", "he_uniform", "he_normal", "kaiming_uniform", "kaiming_normal",
]  # fmt: skip

Initializer = Callable[..., Array]
_F64 = "float64"


def zeros(key: Any, shape: Sequence[int], dtype: Any = None) -> Array:
    """An array of zeros (the key is not used).

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> jax.nn.initializers.zeros(jax.random.PRNGKey(0), (2,))
    Array([0., 0.], dtype=float64)
    """
    return jnp.zeros(shape, dtype or _F64)


def ones(key: Any, shape: Sequence[int], dtype: Any = None) -> Array:
    """An array of ones (the key is not used).

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> jax.nn.initializers.ones(jax.random.PRNGKey(0), (2,), "float32")
    Array([1., 1.], dtype=float32)
    """
    return jnp.ones(shape, dtype or _F64)


def constant(value: Any, dtype: Any = _F64) -> Initializer:
    """An initializer filling arrays with ``value``.

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> jax.nn.initializers.constant(-7)(jax.random.PRNGKey(0), (2,))
    Array([-7., -7.], dtype=float64)
    """

    def init(key: Any, shape: Sequence[int], dtype: Any = dtype) -> Array:
        return jnp.full(shape, value, dtype=dtype)

    return init


def uniform(scale: float = 1e-2, dtype: Any = _F64) -> Initializer:
    """An initializer drawing uniformly from ``[0, scale)``.

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> jax.nn.initializers.uniform(10.0)(jax.random.PRNGKey(0), (2,), "float32")
    Array([9.47667 , 9.785799], dtype=float32)
    """

    def init(key: Any, shape: Sequence[int], dtype: Any = dtype) -> Array:
        return random.uniform(key, shape, dtype) * jnp.array(scale, dtype)

    return init


def normal(stddev: float = 1e-2, dtype: Any = _F64) -> Initializer:
    """An initializer drawing from a normal distribution of standard deviation ``stddev``.

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> jax.nn.initializers.normal(1.0)(jax.random.PRNGKey(0), (2,), "float32")
    Array([1.6226422, 2.0252647], dtype=float32)
    """

    def init(key: Any, shape: Sequence[int], dtype: Any = dtype) -> Array:
        return random.normal(key, shape, dtype) * jnp.array(stddev, dtype)

    return init


def truncated_normal(stddev: float = 1e-2, dtype: Any = _F64, lower: float = -2.0,
                     upper: float = 2.0) -> Initializer:  # fmt: skip
    """An initializer drawing from a normal distribution truncated to
    ``(lower, upper)``, times ``stddev``.

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> jax.nn.initializers.truncated_normal(1.0)(jax.random.PRNGKey(0), (2,)).shape
    (2,)
    """

    def init(key: Any, shape: Sequence[int], dtype: Any = dtype) -> Array:
        return random.truncated_normal(key, lower, upper, shape, dtype) * jnp.array(stddev, dtype)

    return init


def _host_dtype(dtype: Any) -> Any:
    from ivylite.dtypes import numpy_dtype

    from ..func_wrapper import dtype_arg

    return numpy_dtype(dtype_arg(dtype))


def _sizes(shape: Sequence[int], axis: int | Sequence[int]) -> int:
    if isinstance(axis, int):
        return shape[axis]
    return math.prod(shape[i] for i in axis)


def _fans(
    shape: Sequence[int], in_axis: Any, out_axis: Any, batch_axis: Any
) -> tuple[float, float]:
    if isinstance(in_axis, int) and in_axis == -2 and len(shape) <= 1:
        raise ValueError(
            f"Can't compute input and output sizes of a {len(shape)}-dimensional weights tensor "
            "with default in_axis. Must be at least 2D or specify in_axis explicitly."
        )
    in_size, out_size = _sizes(shape, in_axis), _sizes(shape, out_axis)
    receptive = math.prod(shape) / in_size / out_size / _sizes(shape, batch_axis)
    return in_size * receptive, out_size * receptive


def variance_scaling(scale: float, mode: str, distribution: str, in_axis: Any = -2,
                     out_axis: Any = -1, batch_axis: Any = (), dtype: Any = _F64) -> Initializer:  # fmt: skip
    """An initializer whose variance is ``scale`` divided by the fan (``mode``:
    ``fan_in``, ``fan_out``, ``fan_avg``, ``fan_geo_avg``) of the shape, drawn from
    ``distribution`` (``truncated_normal``, ``normal``, ``uniform``).

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> init = jax.nn.initializers.variance_scaling(2.0, "fan_in", "uniform")
    >>> w = init(jax.random.PRNGKey(0), (50, 3), "float32")
    >>> w.shape, bool((abs(w) <= (2.0 * 3 / 50) ** 0.5).all())
    ((50, 3), True)
    """
    denominators = {
        "fan_in": lambda fi, fo: fi,
        "fan_out": lambda fi, fo: fo,
        "fan_avg": lambda fi, fo: (fi + fo) / 2,
        "fan_geo_avg": lambda fi, fo: (fi * fo) ** 0.5,
    }
    if mode not in denominators:
        raise ValueError(f"invalid mode for variance scaling initializer: {mode}")
    if distribution not in ("truncated_normal", "normal", "uniform"):
        raise ValueError(f"invalid distribution for variance scaling initializer: {distribution}")

    def init(key: Any, shape: Sequence[int], dtype: Any = dtype) -> Array:
        import numpy as np

        shape = tuple(shape)
        d = _host_dtype(dtype)
        fans = _fans(shape, in_axis, out_axis, batch_axis)
        # the scale is one number: computed on the host in the dtype, correctly rounded
        # as XLA's sqrt and division are (a backend's sqrt may be off by an ulp)
        variance = np.asarray(scale / denominators[mode](*fans), d)
        if distribution == "truncated_normal":
            # the standard deviation of a standard normal truncated to (-2, 2)
            factor = np.sqrt(variance) / np.asarray(0.87962566103423978, d)
            draws = random.truncated_normal(key, -2, 2, shape, dtype)
        elif distribution == "normal":
            factor, draws = np.sqrt(variance), random.normal(key, shape, dtype)
        else:
            factor = np.sqrt(np.asarray(3, d) * variance)
            draws = random.uniform(key, shape, dtype, -1)
        return draws * jnp.array(factor.astype(d), dtype)

    return init


def _named(
    scale: float, mode: str, distribution: str, name: str, doc: str
) -> Callable[..., Initializer]:
    def make(in_axis: Any = -2, out_axis: Any = -1, batch_axis: Any = (),
             dtype: Any = _F64) -> Initializer:  # fmt: skip
        return variance_scaling(scale, mode, distribution, in_axis, out_axis, batch_axis, dtype)

    make.__name__ = make.__qualname__ = name
    make.__module__ = __name__
    make.__doc__ = f"""{doc}: ``variance_scaling({scale}, {mode!r}, {distribution!r})``.

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> jax.nn.initializers.{name}()(jax.random.PRNGKey(0), (4, 3), "float32").shape
    (4, 3)
    """
    return make


glorot_uniform = xavier_uniform = _named(
    1.0, "fan_avg", "uniform", "glorot_uniform", "Glorot (Xavier) uniform"
)
glorot_normal = xavier_normal = _named(
    1.0, "fan_avg", "truncated_normal", "glorot_normal", "Glorot (Xavier) normal"
)
lecun_uniform = _named(1.0, "fan_in", "uniform", "lecun_uniform", "LeCun uniform")
lecun_normal = _named(1.0, "fan_in", "truncated_normal", "lecun_normal", "LeCun normal")
he_uniform = kaiming_uniform = _named(
    2.0, "fan_in", "uniform", "he_uniform", "He (Kaiming) uniform"
)
he_normal = kaiming_normal = _named(
    2.0, "fan_in", "truncated_normal", "he_normal", "He (Kaiming) normal"
)
