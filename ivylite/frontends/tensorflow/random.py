"""``tf.random`` on any ivylite backend: ``set_seed``, ``normal``, ``uniform``,
``truncated_normal`` and their stateless forms.

The values come from ivylite's counter-based generator (the same values on
every backend), not from TensorFlow's Philox stream: a program seeded with
``tf.random.set_seed`` is reproducible on every backend, but draws different
numbers than TensorFlow would. A stateless draw is a function of its
``seed`` (two integers) alone.
"""

from __future__ import annotations

import itertools
from typing import Any

import ivylite

from .creation import as_shape
from .dtypes import _to_ivy
from .tensor import Tensor

__all__ = [
    "set_seed", "normal", "uniform", "truncated_normal", "stateless_normal", "stateless_uniform",
]  # fmt: skip

_F32 = ivylite.Dtype("float32")

# The global seed and the count of draws since it was set (each draw its own key).
_STATE: dict[str, Any] = {"seed": None, "count": itertools.count()}


def set_seed(seed: int) -> None:
    """Seed the draws that follow (each op-level ``seed`` combines with it).

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.random.set_seed(1)
    >>> a = tf.random.uniform([2])
    >>> tf.random.set_seed(1)
    >>> bool((a == tf.random.uniform([2])).numpy().all())
    True
    """
    _STATE["seed"] = int(seed) % 2**32
    _STATE["count"] = itertools.count()


def _seed(op_seed: Any) -> int | None:
    """The ivylite seed of one draw: the global seed, the op seed and the draw's
    position; None (the context's stream) when neither seed is set."""
    glob = _STATE["seed"]
    if glob is None and op_seed is None:
        return None
    op = 0 if op_seed is None else int(op_seed) % 2**32
    return ((0 if glob is None else glob) << 32 | op) ^ (next(_STATE["count"]) << 16)


def _stateless_seed(seed: Any) -> int:
    words = seed.ivy_array.tolist() if isinstance(seed, Tensor) else list(seed)
    if len(words) != 2:
        raise ValueError(f"stateless random ops need a seed of shape [2], got {words!r}")
    return (int(words[0]) % 2**32) << 32 | (int(words[1]) % 2**32)


def _float(dtype: Any, fn: str) -> Any:
    d = _to_ivy(dtype) if dtype is not None else _F32
    if d.kind != "float":
        raise TypeError(f"tf.random.{fn}: dtype must be a floating dtype, got {d}")
    return d


def _normal(shape: Any, mean: Any, stddev: Any, dtype: Any, seed: Any) -> Tensor:
    d = _float(dtype, "normal")
    out = ivylite.random_normal(shape=as_shape(shape), dtype=d, seed=seed)
    return Tensor(out * float(stddev) + float(mean))


def normal(shape: Any, mean: float = 0.0, stddev: float = 1.0, dtype: Any = None,
           seed: int | None = None, name: str | None = None) -> Tensor:  # fmt: skip
    """Normal floats (float32 by default).

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.random.normal([2, 3], seed=1).shape
    TensorShape([2, 3])
    """
    return _normal(shape, mean, stddev, dtype, _seed(seed))


def _uniform(shape: Any, minval: Any, maxval: Any, dtype: Any, seed: Any) -> Tensor:
    d = _to_ivy(dtype) if dtype is not None else _F32
    if d.kind in ("int", "uint"):
        if maxval is None:
            raise ValueError("tf.random.uniform: an integer dtype needs maxval")
        return Tensor(ivylite.randint(int(minval), int(maxval), shape=as_shape(shape), dtype=d,
                                      seed=seed))  # fmt: skip
    high = 1.0 if maxval is None else float(maxval)
    return Tensor(ivylite.random_uniform(low=float(minval), high=high, shape=as_shape(shape),
                                         dtype=_float(d, "uniform"), seed=seed))  # fmt: skip


def uniform(shape: Any, minval: Any = 0, maxval: Any = None, dtype: Any = None,
            seed: int | None = None, name: str | None = None) -> Tensor:  # fmt: skip
    """Values drawn uniformly from ``[minval, maxval)`` (floats in [0, 1) by default).

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> x = tf.random.uniform([100], minval=2, maxval=5, dtype=tf.int32, seed=3)
    >>> int(tf.reduce_min(x)) >= 2 and int(tf.reduce_max(x)) < 5
    True
    """
    return _uniform(shape, minval, maxval, dtype, _seed(seed))


def truncated_normal(shape: Any, mean: float = 0.0, stddev: float = 1.0, dtype: Any = None,
                     seed: int | None = None, name: str | None = None) -> Tensor:  # fmt: skip
    """Normal floats more than two standard deviations from the mean redrawn.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> x = tf.random.truncated_normal([1000], seed=2)
    >>> float(tf.reduce_max(tf.abs(x))) <= 2.0
    True
    """
    d = _float(dtype, "truncated_normal")
    n = 1
    for s in as_shape(shape):
        n *= s
    base = _seed(seed)
    draws = ivylite.random_normal(shape=(4 * n + 16,), dtype=ivylite.Dtype("float64"), seed=base)
    kept = draws[ivylite.abs(draws) <= 2.0][:n]  # ~95% are kept: 4n draws are plenty
    out = ivylite.reshape(kept, as_shape(shape)) * float(stddev) + float(mean)
    return Tensor(ivylite.astype(out, d))


def stateless_normal(shape: Any, seed: Any, mean: float = 0.0, stddev: float = 1.0,
                     dtype: Any = None, name: str | None = None, alg: Any = None) -> Tensor:  # fmt: skip
    """Normal floats, a function of ``seed`` (two integers) alone.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> a = tf.random.stateless_normal([3], seed=[1, 2])
    >>> bool((a == tf.random.stateless_normal([3], seed=[1, 2])).numpy().all())
    True
    """
    return _normal(shape, mean, stddev, dtype, _stateless_seed(seed))


def stateless_uniform(shape: Any, seed: Any, minval: Any = 0, maxval: Any = None,
                      dtype: Any = None, name: str | None = None, alg: Any = None) -> Tensor:  # fmt: skip
    """Uniform values, a function of ``seed`` (two integers) alone.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.random.stateless_uniform([2], seed=[0, 7]).dtype
    tf.float32
    """
    return _uniform(shape, minval, maxval, dtype, _stateless_seed(seed))
