"""Random numbers with explicit seeds: seed, random_uniform, random_normal, randint, shuffle.

Every draw happens on the host with ``numpy.random.Generator(PCG64(seed))``
and the values are then moved to the backend, so one seed gives the same
values on every backend. ``seed=`` gives a call its own generator; without it
the global generator is used: the one :func:`seed` made, else one seeded from
fresh entropy. The global generator is shared by all threads, behind a lock.

The draws are made in float64 (float64 results) or float32 (float32,
float16, bfloat16 results: drawn in float32, then cast), and in int64 for
integers (uint64 where the range needs it), so a seed gives the same integers
whatever the integer dtype asked for. Under a tracing compiler (``jax.jit``,
``tf.function``, ``torch.compile``) a draw happens once, when the function is
traced: draw outside the compiled function and pass the values in.
"""

from __future__ import annotations

import math
import threading
from typing import Any

from .. import config
from ..axes import normalize_axis
from ..dispatch import api, custom, unsupported_set, unwrap_array
from ..dtypes import FINITE_RANGES, Dtype, as_dtype, numpy_dtype
from ._build import check_dtype, native_device, wrap_as

__all__ = ["seed", "random_uniform", "random_normal", "randint", "shuffle"]

_LOCK = threading.Lock()
_GLOBAL: list = [None]  # the global numpy Generator (None: not made yet)


def seed(value: int) -> None:
    """Seed the global generator (the one draws without ``seed=`` use).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.seed(0)
    >>> a = ivylite.random_uniform(shape=(3,))
    >>> ivylite.seed(0)
    >>> bool(ivylite.all(a == ivylite.random_uniform(shape=(3,))))
    True
    """
    import numpy as np

    value = _check_seed(value, "seed")
    with _LOCK:
        _GLOBAL[0] = np.random.Generator(np.random.PCG64(value))


def _check_seed(value: Any, fn: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        try:
            import operator

            value = operator.index(value)
        except TypeError:
            raise TypeError(f"{fn}: seed must be a non-negative int, got {value!r}") from None
    if value < 0:
        raise ValueError(f"{fn}: seed must be a non-negative int, got {value}")
    return value


def _draw(seed_value: Any, fn: str, draw: Any) -> Any:
    """``draw(generator)`` with the generator of ``seed_value`` (None: the global one)."""
    import numpy as np

    if seed_value is not None:
        return draw(np.random.Generator(np.random.PCG64(_check_seed(seed_value, fn))))
    with _LOCK:
        if _GLOBAL[0] is None:
            _GLOBAL[0] = np.random.Generator(np.random.PCG64())
        return draw(_GLOBAL[0])


def _shape(shape: Any, fn: str) -> tuple[int, ...]:
    import operator

    if isinstance(shape, int) and not isinstance(shape, bool):
        shape = (shape,)
    try:
        if isinstance(shape, str):
            raise TypeError
        out = tuple(operator.index(s) for s in shape)
    except TypeError:
        raise TypeError(
            f"{fn}: shape must be an int or a sequence of ints, got {shape!r}"
        ) from None
    if any(s < 0 for s in out):
        raise ValueError(f"{fn}: negative dimension in shape {out}")
    return out


def _real(value: Any, what: str, fn: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        try:
            value = float(value)
        except (TypeError, ValueError):
            raise TypeError(f"{fn}: {what} must be a real number, got {value!r}") from None
    value = float(value)
    if not math.isfinite(value):
        raise ValueError(f"{fn}: {what} must be finite, got {value}")
    return value


def _host_float(d: Dtype) -> str:
    return "float64" if d == "float64" else "float32"


def _to_backend(B: Any, host: Any, d: Dtype, fn: str) -> Any:
    return wrap_as(B, B.from_numpy(host, B.native_dtypes[d]), d)


def _below(np: Any, values: Any, high: float, d: Dtype) -> Any:
    """``values`` (already in the NumPy dtype of ``d``) with any that rounded up to
    ``high`` moved to the largest value of ``d`` below it: the interval stays half-open."""
    top = np.asarray(high, dtype=values.dtype)
    if not (values >= top).any():
        return values
    below = np.nextafter(top, np.asarray(-np.inf, dtype=values.dtype))
    return np.where(values >= top, below, values)


def _build_uniform(entry, fn, B):
    refused = unsupported_set(entry, fn, B)
    name = entry.name

    def impl(*, low=0.0, high=1.0, shape=(), dtype=None, seed=None, device=None):
        import numpy as np

        d = check_dtype(
            B, as_dtype(dtype) if dtype is not None else config.default_float_dtype(), name, refused
        )
        native_device(B, device, name)
        lo, hi = _real(low, "low", name), _real(high, "high", name)
        if not lo < hi:
            raise ValueError(f"{name}: low ({lo}) must be less than high ({hi})")
        dims = _shape(shape, name)
        host = _host_float(d)
        u = _draw(seed, name, lambda g: g.random(dims, dtype=host))
        with np.errstate(over="ignore"):
            values = (np.asarray(lo, host) + np.asarray(hi - lo, host) * u).astype(numpy_dtype(d))
        return _to_backend(B, _below(np, values, hi, d), d, name)

    return impl


def _build_normal(entry, fn, B):
    refused = unsupported_set(entry, fn, B)
    name = entry.name

    def impl(*, mean=0.0, std=1.0, shape=(), dtype=None, seed=None, device=None):
        import numpy as np

        d = check_dtype(
            B, as_dtype(dtype) if dtype is not None else config.default_float_dtype(), name, refused
        )
        native_device(B, device, name)
        mu, sigma = _real(mean, "mean", name), _real(std, "std", name)
        if sigma < 0:
            raise ValueError(f"{name}: std must be non-negative, got {sigma}")
        dims = _shape(shape, name)
        host = _host_float(d)
        z = _draw(seed, name, lambda g: g.standard_normal(dims, dtype=host))
        with np.errstate(over="ignore"):
            values = (np.asarray(mu, host) + np.asarray(sigma, host) * z).astype(numpy_dtype(d))
        return _to_backend(B, values, d, name)

    return impl


def _int_bound(value: Any, what: str, fn: str) -> int:
    import operator

    if isinstance(value, bool):
        raise TypeError(f"{fn}: {what} must be an int, got {value!r}")
    try:
        return operator.index(value)
    except TypeError:
        raise TypeError(f"{fn}: {what} must be an int, got {value!r}") from None


def _build_randint(entry, fn, B):
    refused = unsupported_set(entry, fn, B)
    name = entry.name

    def impl(low, high, /, *, shape=(), dtype=None, seed=None, device=None):
        import numpy as np

        d = check_dtype(
            B, as_dtype(dtype) if dtype is not None else config.default_int_dtype(), name, refused
        )
        native_device(B, device, name)
        lo, hi = _int_bound(low, "low", name), _int_bound(high, "high", name)
        if not lo < hi:
            raise ValueError(f"{name}: low ({lo}) must be less than high ({hi})")
        if d in FINITE_RANGES:
            dmin, dmax = FINITE_RANGES[d]
            if lo < dmin or hi - 1 > dmax:
                raise OverflowError(
                    f"{name}: the range [{lo}, {hi}) does not fit {d} (values {dmin} to {dmax}); "
                    "pass a wider dtype or a narrower range"
                )
        dims = _shape(shape, name)
        # One host dtype for every target dtype: a seed gives the same integers in any dtype.
        host = "uint64" if hi - 1 > 2**63 - 1 else "int64"
        values = _draw(seed, name, lambda g: g.integers(lo, hi, size=dims, dtype=host))
        return _to_backend(B, np.asarray(values).astype(numpy_dtype(d)), d, name)

    return impl


def _build_shuffle(entry, fn, B):
    refused = unsupported_set(entry, fn, B)
    name = entry.name

    def impl(x, /, axis=0, *, seed=None):
        import numpy as np

        a, d = unwrap_array(x, B, name)
        if d in refused:
            from ..dispatch import refuse

            raise refuse(name, d, refused, B)
        shape = tuple(B.shape(a))
        axis = normalize_axis(axis, len(shape), name)
        n = shape[axis]
        perm = _draw(seed, name, lambda g: g.permutation(n))
        index = wrap_as(
            B, B.from_numpy(np.asarray(perm), B.native_dtypes[Dtype("int64")]), Dtype("int64")
        )
        return B.ns.take(wrap_as(B, a, d), index, axis=axis)

    return impl


@api(
    custom,
    "random",
    build=_build_uniform,
    composite=True,
    dtypes=("float",),
)
def random_uniform(
    *,
    low: float = 0.0,
    high: float = 1.0,
    shape: int | tuple[int, ...] = (),
    dtype: Any = None,
    seed: int | None = None,
    device: Any = None,
) -> Any:
    """Values drawn uniformly from ``[low, high)`` (default dtype: the default float dtype).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.random_uniform(shape=(3,), seed=0)
    ivylite.array([0.8506242 , 0.63696164, 0.5111365 ], dtype=float32, backend=numpy)
    >>> x = ivylite.random_uniform(low=-1.0, high=1.0, shape=(2, 2), dtype="float64", seed=1)
    >>> x.dtype, -1.0 <= float(ivylite.min(x)) and float(ivylite.max(x)) < 1.0
    (float64, True)
    """


@api(
    custom,
    "random",
    build=_build_normal,
    composite=True,
    dtypes=("float",),
)
def random_normal(
    *,
    mean: float = 0.0,
    std: float = 1.0,
    shape: int | tuple[int, ...] = (),
    dtype: Any = None,
    seed: int | None = None,
    device: Any = None,
) -> Any:
    """Values drawn from the normal distribution of ``mean`` and standard deviation ``std``.

    Examples
    --------
    >>> import ivylite
    >>> x = ivylite.random_normal(mean=10.0, std=0.5, shape=(1000,), seed=0)
    >>> x.dtype, round(float(ivylite.mean(x)))
    (float32, 10)
    """


@api(
    custom,
    "random",
    build=_build_randint,
    composite=True,
    dtypes=("integer",),
)
def randint(
    low: int,
    high: int,
    /,
    *,
    shape: int | tuple[int, ...] = (),
    dtype: Any = None,
    seed: int | None = None,
    device: Any = None,
) -> Any:
    """Integers drawn uniformly from ``[low, high)`` (default dtype: the default int dtype).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.randint(0, 10, shape=(5,), seed=0)
    ivylite.array([8, 6, 5, 2, 3], dtype=int32, backend=numpy)
    >>> ivylite.randint(0, 300, dtype="uint8")
    Traceback (most recent call last):
    ...
    OverflowError: randint: the range [0, 300) does not fit uint8 (values 0 to 255); ...
    """


@api(
    custom,
    "random",
    build=_build_shuffle,
    composite=True,
)
def shuffle(x: Any, /, axis: int = 0, *, seed: int | None = None) -> Any:
    """``x`` with its entries along ``axis`` in a random order (a new array).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.shuffle(ivylite.asarray([1, 2, 3, 4], dtype="int8"), seed=0)
    ivylite.array([3, 1, 2, 4], dtype=int8, backend=numpy)
    >>> ivylite.shuffle(ivylite.asarray([[1, 2, 3], [4, 5, 6]]), axis=1, seed=0)
    ivylite.array([[3, 1, 2],
                   [6, 4, 5]], dtype=int32, backend=numpy)
    """
