"""``jax.random`` on any ivylite backend, bit-identical to JAX's default generator.

JAX's default generator is threefry2x32 (partitionable): a key is two uint32
words, new keys come from ``split``/``fold_in``, and a sampler turns the
key's random bits into values with a few XLA operations. Here the bits come
from :mod:`ivylite.prng` (the same Threefry-2x32), and the XLA operations
are repeated on the host with XLA's own float algorithms
(:mod:`._xla_math`), so every sampler gives JAX's values bit for bit on
every backend: a JAX program initialises the same parameters wherever it
runs. The values are computed on the host (NumPy) and moved to the backend.

Keys are :class:`KeyArray` s: ``uint32`` arrays of shape ``(..., 2)`` as
``jax.random.PRNGKey`` makes them (``jax.random.key`` makes the same; the
frontend has no typed key arrays). Since the values are computed on the
host, a sampler needs a concrete key: inside ``jit`` or ``vmap`` on a
backend that traces (JAX, TensorFlow, torch's vmap) draw outside the
transformed function, or pass the keys as static arguments.
"""

from __future__ import annotations

import math
import operator
from collections.abc import Sequence
from typing import Any

import ivylite
from ivylite import prng

from .array import Array
from .func_wrapper import dtype_arg

__all__ = [
    "KeyArray", "PRNGKey", "key", "key_data", "wrap_key_data", "split", "fold_in", "bits",
    "uniform", "normal", "randint", "bernoulli", "gumbel", "categorical", "permutation",
    "choice", "truncated_normal",
]  # fmt: skip


class KeyArray(Array):
    """PRNG keys: uint32 words, the last axis of length 2 (held as int64, which every
    backend has).

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> k = jax.random.PRNGKey(42)
    >>> k, k.dtype, k.shape
    (Array([ 0, 42], dtype=uint32), dtype('uint32'), (2,))
    """

    __slots__ = ()

    @property
    def dtype(self) -> Any:
        from .dtypes import canonical

        return canonical(ivylite.Dtype("uint32"))

    def __repr__(self) -> str:
        import numpy as np

        body = np.array2string(np.asarray(self.ivy_array), separator=", ", prefix="Array(")
        return f"Array({body}, dtype=uint32)"


def _np() -> Any:
    import numpy as np

    return np


def _compiling(data: Any) -> bool:
    """Whether ``data``'s backend is compiling the running code (then a key is symbolic)."""
    if not isinstance(data, ivylite.Array):
        return False
    compiling = data._backend.transforms.compiling
    return compiling is not None and compiling()


def _keys(k: Any, fn: str) -> Any:
    """The key words of ``k`` as a NumPy uint32 array of shape (..., 2)."""
    np = _np()
    data = k.ivy_array if isinstance(k, Array) else k
    try:
        if _compiling(data):
            raise TypeError
        host = np.asarray(data)
    except Exception:  # noqa: BLE001 - a traced key refuses conversion in its own way
        raise TypeError(
            f"jax.random.{fn}: the key is a traced value; ivylite's jax.random computes JAX's "
            "values on the host from a concrete key: draw outside jit/vmap, or pass the key "
            "as a static argument"
        ) from None
    if host.shape[-1:] != (2,) or host.dtype.kind not in "iu":
        raise TypeError(
            f"jax.random.{fn}: expected a PRNG key (uint32 words, last axis of length 2, from "
            f"jax.random.PRNGKey), got an array of shape {host.shape} and dtype {host.dtype}"
        )
    return host.astype(np.uint32)


def _key(k: Any, fn: str) -> Any:
    words = _keys(k, fn)
    if words.shape != (2,):
        raise TypeError(
            f"jax.random.{fn} accepts a single key, but was given a key array of shape "
            f"{words.shape[:-1]} != (). Use jax.vmap for batching"
        )
    return words


def _wrap_keys(words: Any) -> KeyArray:
    return KeyArray(ivylite.asarray(words.astype("int64")))


def _shape(shape: Any, fn: str) -> tuple[int, ...]:
    if shape is None:
        return ()
    if isinstance(shape, int) or hasattr(shape, "__index__"):
        return (operator.index(shape),)
    try:
        return tuple(operator.index(s) for s in shape)
    except TypeError:
        raise TypeError(
            f"jax.random.{fn}: shape must be a sequence of ints, got {shape!r}"
        ) from None


def _float_dtype(dtype: Any, fn: str) -> Any:
    np = _np()
    d = dtype_arg(dtype) if dtype is not None else ivylite.Dtype("float64")
    if d.kind != "float":
        raise ValueError(f"dtype argument to `{fn}` must be a float dtype, got {d}")
    from ivylite.dtypes import numpy_dtype

    return np.dtype(numpy_dtype(d))


def _out(values: Any, dtype: Any = None) -> Array:
    return Array(ivylite.asarray(values))


def _host(x: Any, dtype: Any) -> Any:
    """A frontend array or Python value as a NumPy array of ``dtype`` (JAX's conversion)."""
    np = _np()
    data = x.ivy_array if isinstance(x, Array) else x
    return np.asarray(np.asarray(data), dtype=dtype)


# --- keys -------------------------------------------------------------------------------


def PRNGKey(seed: Any, *, impl: Any = None) -> KeyArray:  # noqa: N802 - JAX's name
    """A key from an integer seed (its 64 bits as two uint32 words; negative seeds as
    their two's complement, as JAX reads an int64).

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> jax.random.PRNGKey(2**32 + 5), jax.random.PRNGKey(-1)
    (Array([1, 5], dtype=uint32), Array([4294967295, 4294967295], dtype=uint32))
    """
    if impl not in (None, "threefry2x32"):
        raise NotImplementedError(f"jax.random.PRNGKey: impl={impl!r} (only threefry2x32)")
    s = seed.ivy_array if isinstance(seed, Array) else seed
    if isinstance(s, ivylite.Array):
        if s.ndim:
            raise TypeError(
                f"PRNGKey accepts a scalar seed, but was given an array of shape {s.shape}"
            )
        s = s.tolist()
    if isinstance(s, bool) or not isinstance(s, int):
        s = operator.index(s)
    return _wrap_keys(prng.key_from_seed(s % 2**64))


def key(seed: Any, *, impl: Any = None) -> KeyArray:
    """A key from an integer seed: the frontend's keys are :func:`PRNGKey`'s.

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> jax.random.key(0)
    Array([0, 0], dtype=uint32)
    """
    return PRNGKey(seed, impl=impl)


def key_data(keys: Any) -> KeyArray:
    """The uint32 words of keys (the keys themselves).

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> jax.random.key_data(jax.random.PRNGKey(7))
    Array([0, 7], dtype=uint32)
    """
    return _wrap_keys(_keys(keys, "key_data"))


def wrap_key_data(key_bits_array: Any, *, impl: Any = None) -> KeyArray:
    """Keys from uint32 words.

    Examples
    --------
    >>> import numpy as np
    >>> import ivylite.frontends.jax as jax
    >>> jax.random.wrap_key_data(np.array([0, 3], np.uint32))
    Array([0, 3], dtype=uint32)
    """
    return _wrap_keys(_keys(key_bits_array, "wrap_key_data"))


def split(key: Any, num: int | Sequence[int] = 2) -> KeyArray:
    """``num`` new keys (or an array of keys of shape ``num``) from one key.

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> jax.random.split(jax.random.PRNGKey(0))
    Array([[1797259609, 2579123966],
           [ 928981903, 3453687069]], dtype=uint32)
    """
    shape = _shape(num, "split")
    words = prng.split(_key(key, "split"), math.prod(shape))
    return _wrap_keys(words.reshape(*shape, 2))


def fold_in(key: Any, data: Any) -> KeyArray:
    """A new key from a key and a 32-bit integer (a Python int must fit uint32, as in JAX).

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> jax.random.fold_in(jax.random.PRNGKey(0), 1)
    Array([ 928981903, 3453687069], dtype=uint32)
    """
    if isinstance(data, Array):  # an integer array is cast to uint32 (wrapping)
        d = int(data.ivy_array.tolist()) % 2**32
    else:
        d = operator.index(data)
        if not 0 <= d < 2**32:
            raise OverflowError(f"Python integer {d} out of bounds for uint32")
    return _wrap_keys(prng.fold_in(_key(key, "fold_in"), d))


def _bits(words: Any, width: int, shape: tuple[int, ...]) -> Any:
    return prng.bits(words, width, prng.flat_indices(shape))


def bits(key: Any, shape: Sequence[int] = (), dtype: Any = None) -> Array:
    """Random unsigned integers (uint32 by default; the backend must hold the dtype).

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> jax.random.bits(jax.random.PRNGKey(0), (2,), dtype="uint8")
    Array([167, 146], dtype=uint8)
    """
    d = dtype_arg(dtype) if dtype is not None else ivylite.Dtype("uint32")
    if d.kind != "uint":
        raise TypeError(f"jax.random.bits: dtype must be unsigned, got {d}")
    return _out(_bits(_key(key, "bits"), d.bits, _shape(shape, "bits")))


# --- samplers: JAX's algorithms on the host ---------------------------------------------


def _xla() -> Any:
    from . import _xla_math

    return _xla_math


def _uniform(words: Any, shape: tuple[int, ...], dt: Any, minval: Any, maxval: Any) -> Any:
    """JAX's ``_uniform``: mantissa bits to [0, 1), then ``u * (max - min) + min``
    (one fused multiply-add in float32/float64, as XLA contracts it)."""
    np = _np()
    lo, hi = _host(minval, dt), _host(maxval, dt)
    u = prng.uniform(words, dt.name, prng.flat_indices(shape))
    with np.errstate(all="ignore"):
        span = hi - lo
        if dt.itemsize >= 4:
            out = _xla().fma(u, span, lo, dt)
        else:  # float16/bfloat16: each operation rounded
            out = (u * span).astype(dt) + lo
    return np.maximum(lo, out).astype(dt)


def uniform(key: Any, shape: Sequence[int] = (), dtype: Any = None, minval: Any = 0.0,
            maxval: Any = 1.0) -> Array:  # fmt: skip
    """Floats drawn uniformly from ``[minval, maxval)`` (float64 by default).

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> jax.random.uniform(jax.random.PRNGKey(0), (3,))
    Array([0.41845711, 0.21629545, 0.96532146], dtype=float64)
    """
    dt = _float_dtype(dtype, "uniform")
    return _out(_uniform(_key(key, "uniform"), _shape(shape, "uniform"), dt, minval, maxval))


def _normal(words: Any, shape: tuple[int, ...], dt: Any) -> Any:
    """JAX's ``_normal_real``: ``sqrt(2) * erf_inv(u)``, u uniform in (-1, 1)."""
    np = _np()
    lo = (
        np.nextafter(np.array(-1.0, np.float64), 0.0)
        if dt.itemsize == 8
        else _next(np.array(-1.0, dt), +1)
    )
    u = _uniform(words, shape, dt, lo, 1.0)
    return (np.array(np.sqrt(2), dt) * _xla().erf_inv(u)).astype(dt)


def _next(x: Any, direction: int) -> Any:
    """The float next to ``x`` toward +inf (direction 1) or -inf (-1), any float dtype."""
    np = _np()
    x = np.asarray(x)
    uint = np.dtype(f"uint{8 * x.dtype.itemsize}")
    bits = x.view(uint).astype(np.int64)
    negative = np.signbit(x)
    step = np.where(negative, -direction, direction)
    zero = x == 0
    out = (bits + step).astype(uint).view(x.dtype)
    tiny = np.array(1, uint).view(x.dtype)  # the smallest subnormal
    return np.where(zero, tiny * direction, out).astype(x.dtype)


def normal(key: Any, shape: Sequence[int] = (), dtype: Any = None) -> Array:
    """Standard normal floats (float64 by default).

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> jax.random.normal(jax.random.PRNGKey(0), (2,), dtype="float32")
    Array([1.6226422, 2.0252647], dtype=float32)
    """
    dt = _float_dtype(dtype, "normal")
    return _out(_normal(_key(key, "normal"), _shape(shape, "normal"), dt))


def truncated_normal(key: Any, lower: Any, upper: Any, shape: Sequence[int] | None = None,
                     dtype: Any = None) -> Array:  # fmt: skip
    """Normal floats truncated to ``(lower, upper)``.

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> x = jax.random.truncated_normal(jax.random.PRNGKey(0), -1.0, 1.0, (1000,))
    >>> bool((x > -1).all() and (x < 1).all())
    True
    """
    np = _np()
    xm = _xla()
    dt = _float_dtype(dtype, "truncated_normal")
    words = _key(key, "truncated_normal")
    lo, hi = _host(lower, dt), _host(upper, dt)
    shape = (
        np.broadcast_shapes(lo.shape, hi.shape)
        if shape is None
        else _shape(shape, "truncated_normal")
    )
    sqrt2 = np.array(np.sqrt(2), dt)
    with np.errstate(all="ignore"):
        # XLA divides by a constant as it multiplies by the constant's reciprocal
        inv = (np.array(1, dt) / sqrt2).astype(dt)
        a, b = xm.erf((lo * inv).astype(dt)), xm.erf((hi * inv).astype(dt))
        out = (sqrt2 * xm.erf_inv(_uniform(words, shape, dt, a, b))).astype(dt)
    return _out(np.minimum(np.maximum(out, _next(lo, 1)), _next(hi, -1)).astype(dt))


def _int_info(d: Any) -> tuple[int, int, int]:
    np = _np()
    info = np.iinfo(d)
    return int(info.min), int(info.max), info.bits


def _randint(words: Any, shape: tuple[int, ...], minval: Any, maxval: Any, d: Any) -> Any:
    """JAX's ``_randint``: two words of random bits per value, reduced modulo the span."""
    np = _np()
    lo_d, hi_d, nbits = _int_info(d)
    minval = np.broadcast_to(np.asarray(minval, np.int64), shape)
    maxval = np.broadcast_to(np.asarray(maxval, np.int64), shape)
    # the bounds clipped to the values both dtypes hold, then converted
    floor, ceiling = max(lo_d, -(2**63)), min(hi_d, 2**63 - 1)
    out_of_range = maxval > ceiling
    lo = np.clip(minval, floor, ceiling).astype(d)
    hi = np.clip(maxval, floor, ceiling).astype(d)
    k1, k2 = prng.split(words, 2)
    uint = np.dtype(f"uint{nbits}")
    higher = _bits(k1, nbits, shape).astype(uint)
    lower = _bits(k2, nbits, shape).astype(uint)
    with np.errstate(all="ignore"):  # unsigned arithmetic wraps, as XLA's does
        span = (hi.astype(np.int64) - lo.astype(np.int64)).astype(uint)
        span = np.where(hi <= lo, uint.type(1), span)
        span = np.where(out_of_range & (hi > lo), span + uint.type(1), span)

        def rem(a: Any, m: Any) -> Any:  # XLA: x rem 0 is x
            return np.where(m == 0, a, a % np.where(m == 0, uint.type(1), m))

        multiplier = rem(np.full(shape, 2 ** (nbits // 2) % 2**nbits, uint), span)
        multiplier = rem(multiplier * multiplier, span)
        offset = rem(rem(higher, span) * multiplier + rem(lower, span), span)
        return (lo.astype(uint) + offset).view(d) if d.kind == "i" else lo + offset


def randint(key: Any, shape: Sequence[int], minval: Any, maxval: Any, dtype: Any = None) -> Array:
    """Integers drawn uniformly from ``[minval, maxval)`` (int64 by default).

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> jax.random.randint(jax.random.PRNGKey(0), (5,), 0, 10)
    Array([5, 1, 5, 7, 3], dtype=int64)
    """
    np = _np()
    d = dtype_arg(dtype) if dtype is not None else ivylite.Dtype("int64")
    if d.kind not in ("int", "uint"):
        raise TypeError(f"randint only accepts integer dtypes, got {d}")
    d = np.dtype(str(d))
    words, shape = _key(key, "randint"), _shape(shape, "randint")
    mn, mx = _host(minval, np.int64), _host(maxval, np.int64)
    if d.itemsize < 4:  # sampled in 32 bits, then cast (JAX avoids the bias of 8/16 bits)
        lo_d, hi_d, _ = _int_info(d)
        mn = np.clip(mn.astype(np.int32), lo_d, hi_d)
        mx = np.clip(mx.astype(np.int32), lo_d, hi_d + 1)
        return _out(_randint(words, shape, mn, mx, np.dtype("int32")).astype(d))
    return _out(_randint(words, shape, mn, mx, d))


def bernoulli(
    key: Any, p: Any = 0.5, shape: Sequence[int] | None = None, mode: str = "low"
) -> Array:
    """Booleans, True with probability ``p`` (a uniform draw of ``p``'s dtype below ``p``).

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> jax.random.bernoulli(jax.random.PRNGKey(0), 0.5, (4,))
    Array([ True,  True, False, False], dtype=bool)
    """
    if mode != "low":
        raise NotImplementedError(f"jax.random.bernoulli: mode={mode!r} (only 'low', the default)")
    if isinstance(p, Array):
        d = p.ivy_array.dtype
    elif hasattr(p, "dtype"):  # a NumPy or ivylite array or scalar
        d = ivylite.as_dtype(p.dtype)
    else:  # a Python float: float64, as JAX (64-bit mode) reads it
        d = ivylite.Dtype("float64")
    if d.kind != "float":
        raise TypeError(f"bernoulli probability `p` must have a floating dtype, got {d}.")
    dt = _float_dtype(d, "bernoulli")
    prob = _host(p, dt)
    shape = prob.shape if shape is None else _shape(shape, "bernoulli")
    return _out(_uniform(_key(key, "bernoulli"), shape, dt, 0.0, 1.0) < prob)


def _gumbel(words: Any, shape: tuple[int, ...], dt: Any) -> Any:
    """JAX's ``-log(-log(uniform(tiny, 1)))``. ``u * (1 - tiny) + tiny`` is
    ``(bits - 1) + tiny`` (1 - tiny rounds to 1); XLA folds ``- 1 + tiny`` into one
    constant, which rounds to -1: the draw is ``max(tiny, bits - 1)``."""
    import ml_dtypes

    np = _np()
    xm = _xla()
    u = prng.uniform(words, dt.name, prng.flat_indices(shape))
    u = np.maximum(np.asarray(ml_dtypes.finfo(dt).tiny, dt), u)
    return -xm.log(-xm.log(u))


def gumbel(
    key: Any, shape: Sequence[int] = (), dtype: Any = None, mode: str | None = None
) -> Array:
    """Gumbel-distributed floats (float64 by default).

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> jax.random.gumbel(jax.random.PRNGKey(0), (2,)).shape
    (2,)
    """
    if mode not in (None, "low"):
        raise NotImplementedError(f"jax.random.gumbel: mode={mode!r} (only 'low', the default)")
    dt = _float_dtype(dtype, "gumbel")
    return _out(_gumbel(_key(key, "gumbel"), _shape(shape, "gumbel"), dt))


def _top_k_indices(x: Any, k: int) -> Any:
    """The indices of the ``k`` largest values along the last axis, largest first, the
    lower index first among equal values (``lax.top_k``)."""
    np = _np()
    return np.argsort(-x, axis=-1, kind="stable")[..., :k]


def categorical(key: Any, logits: Any, axis: int = -1, shape: Sequence[int] | None = None,
                replace: bool = True, mode: str | None = None) -> Array:  # fmt: skip
    """Indices drawn from ``softmax(logits, axis)`` (the Gumbel-max trick; top-k
    without replacement).

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jax.random.categorical(jax.random.PRNGKey(0), jnp.log(jnp.asarray([0.1, 0.2, 0.7])), shape=(5,))
    Array([2, 2, 2, 1, 1], dtype=int64)
    """
    np = _np()
    words = _key(key, "categorical")
    data = logits.ivy_array if isinstance(logits, Array) else ivylite.asarray(logits)
    x = np.asarray(data)
    dt = _float_dtype(data.dtype, "categorical")
    axis = axis % x.ndim
    batch_shape = tuple(np.delete(x.shape, axis))
    shape = batch_shape if shape is None else _shape(shape, "categorical")
    prefix = shape[: len(shape) - len(batch_shape)]
    if replace:
        logits_shape = list(shape[len(shape) - len(batch_shape) :])
        logits_shape.insert(axis, x.shape[axis])
        g = _gumbel(words, (*prefix, *logits_shape), dt)
        z = (g + x.reshape((1,) * len(prefix) + x.shape)).astype(dt)
        return _out(np.argmax(z, axis=len(prefix) + axis).astype(np.int64))
    z = (x + _gumbel(words, x.shape, dt)).astype(dt)
    k = math.prod(prefix)
    if k > x.shape[axis]:
        raise ValueError(
            f"Number of samples without replacement ({k}) cannot exceed number of categories "
            f"({x.shape[axis]})."
        )
    idx = _top_k_indices(np.moveaxis(z, axis, -1), k)  # int32 indices, as lax.top_k's
    return _out(np.moveaxis(idx, -1, 0).reshape(shape).astype(np.int32))


def _shuffle(words: Any, x: Any, axis: int) -> Any:
    """JAX's ``_shuffle``: stable sorts by fresh 32-bit keys, enough rounds that the
    keys are distinct with high probability."""
    np = _np()
    rounds = int(np.ceil(3 * np.log(max(1, x.size)) / np.log(np.iinfo(np.uint32).max)))
    for _ in range(rounds):
        words, sub = prng.split(words, 2)
        order = np.argsort(_bits(sub, 32, x.shape), axis=axis, kind="stable")
        x = np.take_along_axis(x, order, axis=axis)
    return x


def permutation(key: Any, x: Any, axis: int = 0, independent: bool = False) -> Array:
    """A random permutation of ``range(x)``, or of ``x`` along ``axis``.

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> jax.random.permutation(jax.random.PRNGKey(0), 5)
    Array([0, 1, 4, 3, 2], dtype=int64)
    """
    np = _np()
    words = _key(key, "permutation")
    data = x.ivy_array if isinstance(x, Array) else x
    arr = np.asarray(data)
    if arr.ndim == 0:
        if arr.dtype.kind not in "iu":
            raise TypeError("x must be an integer or at least 1-dimensional")
        return _out(_shuffle(words, np.arange(int(arr), dtype=np.int64), 0))
    axis = axis % arr.ndim
    if independent or arr.ndim == 1:
        return _out(_shuffle(words, arr, axis))
    order = _shuffle(words, np.arange(arr.shape[axis], dtype=np.int64), 0)
    return _out(np.take(arr, order, axis=axis))


def _choice_indices(words: Any, n: int, shape: tuple, replace: bool, p: Any) -> Any:
    """The drawn indices of ``choice`` (JAX's four ways: with or without replacement,
    with or without probabilities)."""
    np = _np()
    xm = _xla()
    n_draws = math.prod(shape)
    if p is None:
        if replace:
            return _randint(words, shape, 0, n, np.dtype("int64"))
        return _shuffle(words, np.arange(n, dtype=np.int64), 0)[:n_draws].reshape(shape)
    data = p.ivy_array if isinstance(p, Array) else ivylite.asarray(p)
    probs = np.asarray(data)
    if probs.dtype.kind != "f":
        probs = probs.astype(np.float64)
    if probs.shape != (n,):
        raise ValueError(
            "p must be None or a 1D vector with the same size as a.shape[axis]. "
            f"p has shape {probs.shape} and a.shape[axis] is {n}."
        )
    dt = probs.dtype
    if replace:
        cumulative = xm.cumsum(probs)
        with np.errstate(all="ignore"):
            r = (cumulative[-1] * (dt.type(1) - _uniform(words, shape, dt, 0.0, 1.0))).astype(dt)
        return np.searchsorted(cumulative, r, side="left").astype(np.int64)
    g = (_gumbel(words, (n,), dt) + xm.log(probs)).astype(dt)
    return _top_k_indices(g, n_draws).astype(np.int64).reshape(shape)


def choice(key: Any, a: Any, shape: Sequence[int] = (), replace: bool = True, p: Any = None,
           axis: int = 0, mode: str | None = None) -> Array:  # fmt: skip
    """A random sample of ``a``'s entries along ``axis`` (of ``range(a)`` for an int).

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> jax.random.choice(jax.random.PRNGKey(0), 10, (3,), replace=False)
    Array([0, 1, 8], dtype=int64)
    """
    np = _np()
    words = _key(key, "choice")
    if not isinstance(shape, (tuple, list)):
        raise TypeError(f"shape argument of jax.random.choice must be a sequence, got {shape}")
    shape = _shape(shape, "choice")
    data = a.ivy_array if isinstance(a, Array) else a
    arr = np.asarray(data)
    n = int(arr) if arr.ndim == 0 else arr.shape[axis % arr.ndim]
    n_draws = math.prod(shape)
    if n_draws == 0:
        return _out(np.zeros(shape, dtype=arr.dtype if arr.ndim else np.int64))
    if n <= 0:
        raise ValueError("a must be greater than 0 unless no samples are taken")
    if not replace and n_draws > n:
        raise ValueError(
            f"Cannot take a larger sample (size {n_draws}) than population (size {n}) when "
            "'replace=False'"
        )
    ind = _choice_indices(words, n, shape, replace, p)
    if arr.ndim == 0:
        return _out(ind)
    axis %= arr.ndim
    taken = np.take(arr, ind.reshape(-1), axis=axis)
    return _out(taken.reshape(arr.shape[:axis] + shape + arr.shape[axis + 1 :]))
