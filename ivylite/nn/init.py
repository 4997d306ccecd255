"""Initialisers: the values a layer's parameters start from.

Each takes a shape (and makes a new array on the current backend) or an
array or Parameter (and fills it in place, keeping its shape, dtype and
backend). The values come from ivylite's seeded generator, so after
``ivylite.seed(n)`` a model starts from the same numbers on every backend.
The formulas are PyTorch's (``torch.nn.init``): the same fan-in/fan-out,
gains and bounds.

Examples
--------
>>> import ivylite
>>> from ivylite.nn import init
>>> ivylite.seed(0)
>>> w = init.kaiming_uniform((3, 4), a=5**0.5)
>>> w.shape, bool(ivylite.all(ivylite.abs(w) <= 0.5))
((3, 4), True)
"""

from __future__ import annotations

import math
from typing import Any

from ..array import Array
from ..functional.random import next_key
from .parameter import Slot

__all__ = [
    "calculate_gain",
    "fans",
    "zeros",
    "ones",
    "constant",
    "uniform",
    "normal",
    "trunc_normal",
    "xavier_uniform",
    "xavier_normal",
    "kaiming_uniform",
    "kaiming_normal",
    "orthogonal",
]


def _backend_for(target: Array | None) -> Any:
    """The backend to make values on: the target's, else the current one (NumPy if none)."""
    from ..backend import current_backend, load

    if target is not None:
        return type(target)._backend
    return current_backend() or load("numpy")


def _resolve(where: Any, dtype: Any, fn: str) -> tuple[tuple[int, ...], Any, Array | None, Any]:
    """(shape, dtype, target or None, backend namespace) for a shape or an array argument."""
    import ivylite

    if isinstance(where, Array):
        if dtype is not None and dtype != where.dtype:
            raise TypeError(f"init.{fn}: dtype={dtype} differs from the array's {where.dtype}")
        return tuple(where.shape), where.dtype, where, _backend_for(where).ns
    if isinstance(where, int) and not isinstance(where, bool):
        where = (where,)
    try:
        shape = tuple(int(s) for s in where)
    except TypeError:
        raise TypeError(
            f"init.{fn}: expected a shape (a tuple of ints) or an array to fill, got "
            f"{type(where).__name__}"
        ) from None
    d = ivylite.as_dtype(dtype) if dtype is not None else ivylite.default_float_dtype()
    return shape, d, None, _backend_for(None).ns


def _finish(values: Array, target: Array | None) -> Array:
    if target is None:
        return values
    if isinstance(target, Slot):
        return target.assign(values)
    from ..array import write_into

    return write_into(target, values, "init", "inplace")


def fans(shape: tuple[int, ...]) -> tuple[int, int]:
    """(fan_in, fan_out) of a weight shape, as PyTorch computes them.

    Examples
    --------
    >>> from ivylite.nn.init import fans
    >>> fans((8, 3, 5, 5))  # a Conv2d weight: out, in, kH, kW
    (75, 200)
    """
    if len(shape) < 2:
        raise ValueError(
            f"fans: fan in and fan out need at least 2 dimensions, got shape {tuple(shape)}"
        )
    receptive = math.prod(shape[2:])
    return shape[1] * receptive, shape[0] * receptive


_GAINS = {"linear": 1.0, "sigmoid": 1.0, "tanh": 5.0 / 3, "relu": math.sqrt(2.0), "selu": 0.75}
_LINEAR = ("conv1d", "conv2d", "conv3d", "conv_transpose1d", "conv_transpose2d", "conv_transpose3d")


def calculate_gain(nonlinearity: str, param: float | None = None) -> float:
    """The gain PyTorch recommends for a nonlinearity (``leaky_relu`` takes its slope).

    Examples
    --------
    >>> from ivylite.nn.init import calculate_gain
    >>> calculate_gain("tanh"), round(calculate_gain("leaky_relu", 5**0.5), 6)
    (1.6666666666666667, 0.57735)
    """
    if nonlinearity in _GAINS or nonlinearity in _LINEAR:
        return _GAINS.get(nonlinearity, 1.0)
    if nonlinearity == "leaky_relu":
        slope = 0.01 if param is None else param
        if isinstance(slope, bool) or not isinstance(slope, (int, float)):
            raise ValueError(f"calculate_gain: negative_slope {param!r} is not a number")
        return math.sqrt(2.0 / (1 + slope**2))
    raise ValueError(
        f"calculate_gain: unknown nonlinearity {nonlinearity!r}; one of "
        f"{', '.join([*_GAINS, *_LINEAR, 'leaky_relu'])}"
    )


def zeros(where: Any, *, dtype: Any = None) -> Array:
    """Zeros.

    Examples
    --------
    >>> from ivylite.nn import init
    >>> init.zeros((2,))
    ivylite.array([0., 0.], dtype=float32, backend=numpy)
    """
    return constant(where, 0.0, dtype=dtype)


def ones(where: Any, *, dtype: Any = None) -> Array:
    """Ones.

    Examples
    --------
    >>> from ivylite.nn import init
    >>> init.ones((2,), dtype="float64")
    ivylite.array([1., 1.], dtype=float64, backend=numpy)
    """
    return constant(where, 1.0, dtype=dtype)


def constant(where: Any, value: float, *, dtype: Any = None) -> Array:
    """Every element ``value``.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.nn import Parameter, init
    >>> w = Parameter(ivylite.zeros(2))
    >>> init.constant(w, 0.5) is w, w.tolist()
    (True, [0.5, 0.5])
    """
    shape, d, target, ns = _resolve(where, dtype, "constant")
    return _finish(ns.full(shape, value, dtype=d), target)


def uniform(where: Any, a: float = 0.0, b: float = 1.0, *, dtype: Any = None) -> Array:
    """Values drawn uniformly from ``[a, b)``.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.nn import init
    >>> x = init.uniform((1000,), -1.0, 1.0)
    >>> bool(ivylite.all((x >= -1) & (x < 1)))
    True
    """
    shape, d, target, ns = _resolve(where, dtype, "uniform")
    return _finish(ns.random_uniform(low=a, high=b, shape=shape, dtype=d), target)


def normal(where: Any, mean: float = 0.0, std: float = 1.0, *, dtype: Any = None) -> Array:
    """Values drawn from the normal distribution of ``mean`` and ``std``.

    Examples
    --------
    >>> from ivylite.nn import init
    >>> init.normal((2, 3), std=0.02).shape
    (2, 3)
    """
    shape, d, target, ns = _resolve(where, dtype, "normal")
    return _finish(ns.random_normal(mean=mean, std=std, shape=shape, dtype=d), target)


def trunc_normal(
    where: Any, mean: float = 0.0, std: float = 1.0, a: float = -2.0, b: float = 2.0, *,
    dtype: Any = None,
) -> Array:  # fmt: skip
    """Normal values redrawn until they fall in ``[a, b]`` (absolute bounds, as PyTorch).

    Each element is the first of its own draws (round 0, 1, 2... of its
    counter) inside the bounds, so any block of the array can be made alone.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.nn import init
    >>> x = init.trunc_normal((2000,), std=1.0, a=-0.5, b=0.5)
    >>> bool(ivylite.all(ivylite.abs(x) <= 0.5))
    True
    """
    if not a < b:
        raise ValueError(f"init.trunc_normal: a ({a}) must be less than b ({b})")
    if std <= 0:
        raise ValueError(f"init.trunc_normal: std must be positive, got {std}")
    shape, d, target, ns = _resolve(where, dtype, "trunc_normal")
    key = next_key(None, "init.trunc_normal")
    B = _backend_for(target)

    def sample(indices: Any) -> Any:
        import numpy as np

        from .. import prng
        from ..dtypes import numpy_dtype

        out = np.full(indices.shape, np.nan)
        todo = np.ones(indices.shape, bool)
        for round_ in range(10_000):
            if not todo.any():
                break
            z = mean + std * prng.normal(prng.fold_in(key, round_), indices[todo])
            ok = (z >= a) & (z <= b)
            chosen = np.where(todo)
            out[tuple(c[ok] for c in chosen)] = z[ok]
            todo[tuple(c[ok] for c in chosen)] = False
        if todo.any():
            raise ValueError(
                f"init.trunc_normal: [{a}, {b}] is too far in the tail of N({mean}, {std}) to "
                "draw from; move the bounds closer to the mean"
            )
        return out.astype(numpy_dtype(d))

    values = B.array_cls(B.generate(sample, shape, B.native_dtypes[d]), d)
    return _finish(values, target)


def xavier_uniform(where: Any, gain: float = 1.0, *, dtype: Any = None) -> Array:
    """Glorot uniform: bound ``gain * sqrt(6 / (fan_in + fan_out))``.

    Examples
    --------
    >>> from ivylite.nn import init
    >>> init.xavier_uniform((4, 6)).shape
    (4, 6)
    """
    shape, *_ = _resolve(where, dtype, "xavier_uniform")
    fan_in, fan_out = fans(shape)
    bound = math.sqrt(3.0) * gain * math.sqrt(2.0 / (fan_in + fan_out))
    return uniform(where, -bound, bound, dtype=dtype)


def xavier_normal(where: Any, gain: float = 1.0, *, dtype: Any = None) -> Array:
    """Glorot normal: std ``gain * sqrt(2 / (fan_in + fan_out))``.

    Examples
    --------
    >>> from ivylite.nn import init
    >>> init.xavier_normal((4, 6)).shape
    (4, 6)
    """
    shape, *_ = _resolve(where, dtype, "xavier_normal")
    fan_in, fan_out = fans(shape)
    return normal(where, 0.0, gain * math.sqrt(2.0 / (fan_in + fan_out)), dtype=dtype)


def _kaiming_std(shape: tuple[int, ...], a: float, mode: str, nonlinearity: str) -> float:
    if mode not in ("fan_in", "fan_out"):
        raise ValueError(f"kaiming: mode must be 'fan_in' or 'fan_out', got {mode!r}")
    fan_in, fan_out = fans(shape)
    fan = fan_in if mode == "fan_in" else fan_out
    return calculate_gain(nonlinearity, a) / math.sqrt(fan)


def kaiming_uniform(
    where: Any, a: float = 0.0, mode: str = "fan_in", nonlinearity: str = "leaky_relu", *,
    dtype: Any = None,
) -> Array:  # fmt: skip
    """He uniform: bound ``sqrt(3) * gain / sqrt(fan)`` (``a``: leaky_relu's slope).

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.nn import init
    >>> w = init.kaiming_uniform((8, 16), mode="fan_out", nonlinearity="relu")
    >>> bool(ivylite.all(ivylite.abs(w) <= (6 / 8) ** 0.5))
    True
    """
    shape, *_ = _resolve(where, dtype, "kaiming_uniform")
    bound = math.sqrt(3.0) * _kaiming_std(shape, a, mode, nonlinearity)
    return uniform(where, -bound, bound, dtype=dtype)


def kaiming_normal(
    where: Any, a: float = 0.0, mode: str = "fan_in", nonlinearity: str = "leaky_relu", *,
    dtype: Any = None,
) -> Array:  # fmt: skip
    """He normal: std ``gain / sqrt(fan)``.

    Examples
    --------
    >>> from ivylite.nn import init
    >>> init.kaiming_normal((8, 16), nonlinearity="relu").shape
    (8, 16)
    """
    shape, *_ = _resolve(where, dtype, "kaiming_normal")
    return normal(where, 0.0, _kaiming_std(shape, a, mode, nonlinearity), dtype=dtype)


def orthogonal(where: Any, gain: float = 1.0, *, dtype: Any = None) -> Array:
    """A (semi-)orthogonal matrix, scaled by ``gain`` (PyTorch's QR recipe).

    The trailing dimensions are flattened; the QR runs on the host in float64,
    so every backend starts from the same matrix.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.nn import init
    >>> q = init.orthogonal((3, 3), dtype="float64")
    >>> bool(ivylite.all(ivylite.abs(q @ q.T - ivylite.eye(3, dtype="float64")) < 1e-12))
    True
    """
    import numpy as np

    from .. import prng
    from ..dtypes import numpy_dtype

    shape, d, target, ns = _resolve(where, dtype, "orthogonal")
    if len(shape) < 2:
        raise ValueError(f"init.orthogonal: needs at least 2 dimensions, got shape {shape}")
    rows, cols = shape[0], math.prod(shape[1:])
    z = prng.normal(next_key(None, "init.orthogonal"), prng.flat_indices((rows, cols)))
    flat = z.T if rows < cols else z
    q, r = np.linalg.qr(flat)
    q = q * np.sign(np.diag(r))
    if rows < cols:
        q = q.T
    values = ns.asarray((gain * q).reshape(shape).astype(numpy_dtype(d)))
    return _finish(values, target)
