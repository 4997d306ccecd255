"""Random numbers: seed, random_uniform, random_normal, randint, shuffle.

Every value comes from ivylite's counter-based generator (:mod:`ivylite.prng`,
Threefry-2x32): a key and the element's flat index decide it. The values are
computed on the host and moved to the backend, so a key gives the same values
on every backend, and a backend that builds arrays block by block (dask) gets
the same values as one that builds them whole.

The key of a call: ``seed=n`` gives the key of ``n``. Without ``seed=``,
the context's stream gives the next key: :func:`seed` starts a stream in the
current context (a thread or an asyncio task, like every setting), and each
draw takes the key ``fold_in(key(n), k)`` for its position k in the stream. A
context that never called :func:`seed` shares one process-wide stream seeded
from the operating system. Under a tracing compiler (``jax.jit``,
``tf.function``, ``torch.compile``) a draw happens once, when the function is
traced: draw outside the compiled function and pass the values in.
"""

from __future__ import annotations

import itertools
import math
import os
from contextvars import ContextVar
from typing import TYPE_CHECKING, Any

from .. import config, prng
from ..axes import normalize_axis
from ..dispatch import api, custom, refuse, unsupported_set, unwrap_array
from ..dtypes import FINITE_RANGES, Dtype, as_dtype, numpy_dtype
from ._build import check_dtype, native_device, wrap_as

if TYPE_CHECKING:
    from ..backend import Backend
    from ..dispatch import Entry

__all__ = ["seed", "random_uniform", "random_normal", "randint", "shuffle"]


class _Stream:
    """A seeded stream of keys: the k-th draw gets ``fold_in(key, k)``."""

    __slots__ = ("key", "_count")

    def __init__(self, value: int) -> None:
        self.key = prng.key_from_seed(value)
        self._count = itertools.count()  # next() is atomic: threads never share a key

    def next_key(self) -> Any:
        return prng.fold_in(self.key, next(self._count))


_STREAM: ContextVar[_Stream | None] = ContextVar("ivylite_random_stream", default=None)
_PROCESS_STREAM: list[_Stream] = []  # made on first use, from the OS's entropy


def seed(value: int) -> None:
    """Start the current context's stream of keys (the draws without ``seed=`` use it).

    Context-local like every setting: another thread or asyncio task keeps
    its own stream.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.seed(0)
    >>> a = ivylite.random_uniform(shape=(3,))
    >>> ivylite.seed(0)
    >>> bool(ivylite.all(a == ivylite.random_uniform(shape=(3,))))
    True
    """
    _STREAM.set(_Stream(_check_seed(value, "seed")))


def _check_seed(value: Any, fn: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        try:
            import operator

            value = operator.index(value)
        except TypeError:
            raise TypeError(f"{fn}: seed must be a non-negative int, got {value!r}") from None
    if not 0 <= value < 2**64:
        raise ValueError(f"{fn}: seed must be a non-negative int below 2**64, got {value}")
    return value


def next_key(seed_value: Any, fn: str) -> Any:
    """The key of a draw: that of ``seed_value``, else the next of the context's stream.

    Examples
    --------
    >>> from ivylite.functional.random import next_key
    >>> next_key(42, "f").tolist()
    [0, 42]
    """
    if seed_value is not None:
        return prng.key_from_seed(_check_seed(seed_value, fn))
    stream = _STREAM.get()
    if stream is None:
        if not _PROCESS_STREAM:
            _PROCESS_STREAM.append(_Stream(int.from_bytes(os.urandom(8), "little")))
        stream = _PROCESS_STREAM[0]
    return stream.next_key()


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


def _generate(B: Backend, sample: Any, dims: tuple[int, ...], d: Dtype) -> Any:
    """An array of ``d`` whose element at flat index i is ``sample(indices)[i]``."""
    return wrap_as(B, B.generate(sample, dims, B.native_dtypes[d]), d)


def _build_uniform(entry: Entry, fn: Any, B: Backend):
    refused = unsupported_set(entry, fn, B)
    name = entry.name

    def impl(*, low=0.0, high=1.0, shape=(), dtype=None, seed=None, device=None):
        d = check_dtype(
            B, as_dtype(dtype) if dtype is not None else config.default_float_dtype(), name, refused
        )
        native_device(B, device, name)
        lo, hi = _real(low, "low", name), _real(high, "high", name)
        if not lo < hi:
            raise ValueError(f"{name}: low ({lo}) must be less than high ({hi})")
        dims = _shape(shape, name)
        key, np_d = next_key(seed, name), numpy_dtype(d)
        return _generate(B, lambda i: prng.sample_uniform(key, np_d, i, lo, hi), dims, d)

    return impl


def _build_normal(entry: Entry, fn: Any, B: Backend):
    refused = unsupported_set(entry, fn, B)
    name = entry.name

    def impl(*, mean=0.0, std=1.0, shape=(), dtype=None, seed=None, device=None):
        d = check_dtype(
            B, as_dtype(dtype) if dtype is not None else config.default_float_dtype(), name, refused
        )
        native_device(B, device, name)
        mu, sigma = _real(mean, "mean", name), _real(std, "std", name)
        if sigma < 0:
            raise ValueError(f"{name}: std must be non-negative, got {sigma}")
        dims = _shape(shape, name)
        key, np_d = next_key(seed, name), numpy_dtype(d)
        return _generate(B, lambda i: prng.sample_normal(key, np_d, i, mu, sigma), dims, d)

    return impl


def _int_bound(value: Any, what: str, fn: str) -> int:
    import operator

    if isinstance(value, bool):
        raise TypeError(f"{fn}: {what} must be an int, got {value!r}")
    try:
        return operator.index(value)
    except TypeError:
        raise TypeError(f"{fn}: {what} must be an int, got {value!r}") from None


def _build_randint(entry: Entry, fn: Any, B: Backend):
    refused = unsupported_set(entry, fn, B)
    name = entry.name

    def impl(low, high, /, *, shape=(), dtype=None, seed=None, device=None):
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
        key, np_d = next_key(seed, name), numpy_dtype(d)
        return _generate(B, lambda i: prng.sample_integers(key, np_d, i, lo, hi), dims, d)

    return impl


def _build_shuffle(entry: Entry, fn: Any, B: Backend):
    refused = unsupported_set(entry, fn, B)
    name = entry.name

    def impl(x, /, axis=0, *, seed=None):

        a, d = unwrap_array(x, B, name)
        if d in refused:
            raise refuse(name, d, refused, B)
        shape = tuple(B.shape(a))
        axis = normalize_axis(axis, len(shape), name)
        perm = prng.permutation(next_key(seed, name), shape[axis])
        index = wrap_as(B, B.from_numpy(perm, B.native_dtypes[Dtype("int64")]), Dtype("int64"))
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
    ivylite.array([0.947667  , 0.9785799 , 0.33229148], dtype=float32, backend=numpy)
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
    ivylite.array([0, 7, 9, 6, 0], dtype=int32, backend=numpy)
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
    ivylite.array([2, 1, 4, 3], dtype=int8, backend=numpy)
    >>> ivylite.shuffle(ivylite.asarray([[1, 2, 3], [4, 5, 6]]), axis=1, seed=0)
    ivylite.array([[2, 1, 3],
                   [5, 4, 6]], dtype=int32, backend=numpy)
    """
