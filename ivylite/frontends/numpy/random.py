"""``numpy.random``, minimal: ``default_rng(seed)`` and its ``Generator``.

Dtypes and shapes are NumPy's (float64 samples, int64 integers); the values
come from the ivylite backend's generator, so they differ from NumPy's.
A seeded generator is reproducible: each draw uses the next seed of a
sequence started from ``seed``.
"""

from __future__ import annotations

import builtins
from typing import Any

import ivylite
from ivylite.array import Array

from ._helpers import D
from .dtypes import as_numpy_dtype
from .promotion import as_array

__all__ = ["default_rng", "Generator"]

_F64, _I64 = D("float64"), D("int64")


def _size(size: Any) -> tuple[int, ...]:
    if size is None:
        return ()
    if type(size) in (tuple, list):
        return tuple(builtins.int(s) for s in size)
    return (builtins.int(size),)


class Generator:
    """NumPy's random ``Generator`` (made by :func:`default_rng`).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> rng = np.random.default_rng(0)
    >>> x = rng.normal(size=(2, 3))
    >>> x.shape, x.dtype
    ((2, 3), dtype('float64'))
    """

    def __init__(self, seed: int | None = None) -> None:
        self._seed = seed
        self._draws = 0

    def _next_seed(self) -> int | None:
        if self._seed is None:
            return None
        self._draws += 1
        # A fixed mix of (seed, draw): reproducible, different for each draw.
        return (builtins.int(self._seed) * 1_000_003 + self._draws * 7919) % (2**31 - 1)

    def random(self, size: Any = None, dtype: Any = _F64, out: Any = None) -> Any:
        """Uniform samples in [0, 1)."""
        d = as_numpy_dtype(dtype)
        return _wrap(ivylite.random_uniform(shape=_size(size), dtype=d, seed=self._next_seed()))

    def standard_normal(self, size: Any = None, dtype: Any = _F64, out: Any = None) -> Any:
        """Standard normal samples."""
        d = as_numpy_dtype(dtype)
        return _wrap(ivylite.random_normal(shape=_size(size), dtype=d, seed=self._next_seed()))

    def normal(self, loc: Any = 0.0, scale: Any = 1.0, size: Any = None) -> Any:
        """Normal samples with mean ``loc`` and standard deviation ``scale`` (float64)."""
        shape = _size(size) if size is not None else _broadcast_shape(loc, scale)
        z = ivylite.random_normal(shape=shape, dtype=_F64, seed=self._next_seed())
        return _wrap(z * _f64(scale) + _f64(loc))

    def uniform(self, low: Any = 0.0, high: Any = 1.0, size: Any = None) -> Any:
        """Uniform samples in [``low``, ``high``) (float64)."""
        shape = _size(size) if size is not None else _broadcast_shape(low, high)
        u = ivylite.random_uniform(shape=shape, dtype=_F64, seed=self._next_seed())
        lo = _f64(low)
        return _wrap(lo + u * (_f64(high) - lo))

    def integers(
        self,
        low: int,
        high: int | None = None,
        size: Any = None,
        dtype: Any = _I64,
        endpoint: bool = False,
    ) -> Any:
        """Random integers in [``low``, ``high``) (``high`` included with ``endpoint``)."""
        if high is None:
            low, high = 0, low
        if endpoint:
            high = high + 1
        d = as_numpy_dtype(dtype)
        return _wrap(
            ivylite.randint(
                builtins.int(low), builtins.int(high), shape=_size(size), dtype=d,
                seed=self._next_seed(),
            )
        )  # fmt: skip

    def permutation(self, x: Any) -> Any:
        """A shuffled copy of ``x`` along its first axis (``arange(x)`` for an int)."""
        if type(x) is builtins.int:
            a = ivylite.arange(x, dtype=_I64)
        else:
            a = _unwrap(x)
        keys = ivylite.random_uniform(shape=(a.shape[0],), dtype=_F64, seed=self._next_seed())
        return _wrap(ivylite.take(a, ivylite.argsort(keys), axis=0))


def _unwrap(x: Any) -> Array:
    from .ndarray import ndarray

    if isinstance(x, ndarray):
        return x.ivy_array
    return x if isinstance(x, Array) else as_array(x)


def _f64(v: Any) -> Array:
    a = _unwrap(v)
    return a if a.dtype is _F64 else ivylite.astype(a, _F64)


def _broadcast_shape(*params: Any) -> tuple[int, ...]:
    shapes = [_unwrap(p).shape for p in params]
    return tuple(ivylite.broadcast_arrays(*(ivylite.zeros(s) for s in shapes))[0].shape)


def _wrap(x: Array) -> Any:
    from .ndarray import ndarray

    return ndarray(x)


def default_rng(seed: Any = None) -> Generator:
    """A new :class:`Generator`, reproducible when ``seed`` is given.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> rng = np.random.default_rng(42)
    >>> rng.integers(0, 10, size=4).dtype, rng.uniform(size=3).shape
    (dtype('int64'), (3,))
    """
    if isinstance(seed, Generator):
        return seed
    return Generator(None if seed is None else builtins.int(seed))
