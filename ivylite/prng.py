"""ivylite's random number generator: counter-based, computed on the host.

Every random value ivylite makes comes from the Threefry-2x32 block cipher
(20 rounds), keyed by a pair of uint32 words, applied to a counter: the flat
index of the element, as a 64-bit integer split into two words. So

- the values for a key and shape are the same on every backend (they are
  computed here, in NumPy, then moved to the backend);
- any block of an array can be generated on its own and equals the same
  block of the whole array (the dask backend generates chunk by chunk on its
  workers);
- the bits equal JAX's ``jax.random.bits`` with its default (partitionable)
  Threefry implementation, and :func:`uniform` in ``[0, 1)`` equals
  ``jax.random.uniform``.

A key comes from an integer seed (:func:`key_from_seed`), and new keys from
old ones by :func:`split` and :func:`fold_in`. NumPy is imported only when a
value is made.
"""

from __future__ import annotations

from typing import Any

__all__ = [
    "threefry2x32",
    "key_from_seed",
    "split",
    "fold_in",
    "bits",
    "uniform",
    "normal",
    "flat_indices",
    "sample_uniform",
    "sample_normal",
    "sample_integers",
    "permutation",
]

_ROTATIONS = ((13, 15, 26, 6), (17, 29, 16, 24))
_PARITY = 0x1BD11BDA  # Threefry's key-schedule constant


def threefry2x32(key: Any, x0: Any, x1: Any) -> tuple[Any, Any]:
    """The Threefry-2x32 hash of the words ``(x0, x1)`` under ``key``.

    ``key`` is a pair of uint32; ``x0`` and ``x1`` are uint32 arrays of one
    shape. Returns two uint32 arrays of that shape.

    Examples
    --------
    >>> import numpy as np
    >>> from ivylite.prng import threefry2x32
    >>> # the Threefry-2x32 known-answer test vector (Salmon et al. 2011)
    >>> k = np.array([0x13198A2E, 0x03707344], np.uint32)
    >>> y0, y1 = threefry2x32(k, np.array([0x243F6A88], np.uint32), np.array([0x85A308D3], np.uint32))
    >>> hex(int(y0[0])), hex(int(y1[0]))
    ('0xc4923a9c', '0x483df7a0')
    """
    import numpy as np

    k0, k1 = np.uint32(key[0]), np.uint32(key[1])
    ks = (k0, k1, k0 ^ k1 ^ np.uint32(_PARITY))
    with np.errstate(over="ignore"):  # the cipher's additions wrap modulo 2**32
        x0 = np.asarray(x0, np.uint32) + ks[0]
        x1 = np.asarray(x1, np.uint32) + ks[1]
        for group in range(5):
            for r in _ROTATIONS[group % 2]:
                x0 = x0 + x1
                x1 = (x1 << np.uint32(r)) | (x1 >> np.uint32(32 - r))
                x1 = x0 ^ x1
            x0 = x0 + ks[(group + 1) % 3]
            x1 = x1 + ks[(group + 2) % 3] + np.uint32(group + 1)
    return x0, x1


def key_from_seed(seed: int) -> Any:
    """The key of an integer seed: its 64 bits as (high word, low word).

    Negative seeds and seeds of 2**64 or more are refused (no silent wrap).

    Examples
    --------
    >>> from ivylite.prng import key_from_seed
    >>> key_from_seed(42).tolist(), key_from_seed(2**32 + 1).tolist()
    ([0, 42], [1, 1])
    """
    import numpy as np

    if isinstance(seed, bool):
        raise TypeError("seed must be an int, got bool")
    if not isinstance(seed, int):
        try:
            seed = int(seed.__index__())
        except AttributeError:
            raise TypeError(f"seed must be an int, got {type(seed).__name__}") from None
    if not 0 <= seed < 2**64:
        raise ValueError(f"seed must be in [0, 2**64), got {seed}")
    return np.array([seed >> 32, seed & 0xFFFFFFFF], np.uint32)


def _counter_words(indices: Any) -> tuple[Any, Any]:
    import numpy as np

    idx = np.asarray(indices, np.uint64)
    return (idx >> np.uint64(32)).astype(np.uint32), (idx & np.uint64(0xFFFFFFFF)).astype(np.uint32)


def flat_indices(shape: tuple[int, ...], block: tuple[slice, ...] | None = None) -> Any:
    """The flat (C-order) indices of the elements of ``shape``, or of one block of it.

    Examples
    --------
    >>> from ivylite.prng import flat_indices
    >>> flat_indices((2, 3), (slice(0, 2), slice(1, 3))).tolist()
    [[1, 2], [4, 5]]
    """
    import numpy as np

    if block is None:
        return np.arange(int(np.prod(shape, dtype=np.int64)), dtype=np.uint64).reshape(shape)
    strides = [int(np.prod(shape[i + 1 :], dtype=np.int64)) for i in range(len(shape))]
    out = np.zeros([s.stop - s.start for s in block], np.uint64)
    for axis, (s, stride) in enumerate(zip(block, strides)):
        view = [1] * len(block)
        view[axis] = -1
        out = out + (np.arange(s.start, s.stop, dtype=np.uint64) * np.uint64(stride)).reshape(view)
    return out


def split(key: Any, num: int = 2) -> Any:
    """``num`` new keys from ``key``, shape ``(num, 2)`` (JAX's ``random.split``).

    Examples
    --------
    >>> from ivylite.prng import key_from_seed, split
    >>> split(key_from_seed(0)).shape
    (2, 2)
    """
    import numpy as np

    hi, lo = _counter_words(np.arange(num, dtype=np.uint64))
    y0, y1 = threefry2x32(key, hi, lo)
    return np.stack([y0, y1], axis=-1)


def fold_in(key: Any, data: int) -> Any:
    """A new key from ``key`` and an integer (JAX's ``random.fold_in``).

    Examples
    --------
    >>> from ivylite.prng import fold_in, key_from_seed
    >>> fold_in(key_from_seed(0), 1).dtype
    dtype('uint32')
    """
    import numpy as np

    word = key_from_seed(int(data) & 0xFFFFFFFF)
    y0, y1 = threefry2x32(key, word[:1], word[1:])
    return np.concatenate([y0, y1])


def bits(key: Any, width: int, indices: Any) -> Any:
    """Random unsigned ints of ``width`` bits (8, 16, 32, 64) for the elements at
    flat ``indices`` (see :func:`flat_indices`).

    Examples
    --------
    >>> from ivylite.prng import bits, flat_indices, key_from_seed
    >>> b = bits(key_from_seed(0), 32, flat_indices((4,)))
    >>> b.dtype, bool((b == bits(key_from_seed(0), 32, flat_indices((4,)))).all())
    (dtype('uint32'), True)
    """
    import numpy as np

    hi, lo = _counter_words(indices)
    y0, y1 = threefry2x32(key, hi, lo)
    if width == 64:
        return (y0.astype(np.uint64) << np.uint64(32)) | y1.astype(np.uint64)
    if width not in (8, 16, 32):
        raise ValueError(f"bits: width must be 8, 16, 32 or 64, got {width}")
    return (y0 ^ y1).astype(f"uint{width}")


# float kind -> (bits, mantissa bits, the uint dtype of its bit pattern)
_FLOATS = {
    "float16": (16, 10, "uint16"),
    "bfloat16": (16, 7, "uint16"),
    "float32": (32, 23, "uint32"),
    "float64": (64, 52, "uint64"),
}


def uniform(key: Any, dtype: str, indices: Any, low: float = 0.0, high: float = 1.0) -> Any:
    """Floats in ``[low, high)`` of ``dtype``: a mantissa of random bits.

    A float in ``[1, 2)`` is made from the top mantissa bits, 1 subtracted,
    then scaled: every value of the grid is equally likely.

    Examples
    --------
    >>> from ivylite.prng import flat_indices, key_from_seed, uniform
    >>> u = uniform(key_from_seed(0), "float32", flat_indices((1000,)))
    >>> u.dtype, bool(u.min() >= 0), bool(u.max() < 1)
    (dtype('float32'), True, True)
    """
    import numpy as np

    from .dtypes import numpy_dtype

    width, mantissa, uint = _FLOATS[dtype]
    np_dtype = numpy_dtype(dtype)
    # A float with fewer than 8 mantissa bits (bfloat16) draws a byte of bits.
    drawn = 8 if mantissa < 8 else width
    b = bits(key, drawn, indices).astype(uint)
    one = np.array(1.0, np_dtype).view(uint)
    floats = ((b >> np.array(drawn - mantissa, uint)) | one).view(np_dtype) - np_dtype.type(1.0)
    if low == 0.0 and high == 1.0:
        return floats
    lo, hi = np_dtype.type(low), np_dtype.type(high)
    if width < 64:  # computed wide, rounded once to the dtype
        scaled = (floats.astype(np.float64) * float(hi - lo) + float(lo)).astype(np_dtype)
    else:
        scaled = floats * (hi - lo) + lo
    return np.maximum(lo, scaled)


def normal(key: Any, indices: Any) -> Any:
    """Standard normal float64 values (Box-Muller over one counter's two words).

    Each element uses both words of its own counter, so a block of an array
    is normal values of those elements alone; callers cast to their dtype.

    Examples
    --------
    >>> from ivylite.prng import flat_indices, key_from_seed, normal
    >>> z = normal(key_from_seed(0), flat_indices((20000,)))
    >>> bool(abs(z.mean()) < 0.05), bool(abs(z.std() - 1) < 0.05)
    (True, True)
    """
    import numpy as np

    hi, lo = _counter_words(indices)
    y0, y1 = threefry2x32(key, hi, lo)
    u1 = (y0.astype(np.float64) + 0.5) / 2.0**32  # in (0, 1): log is finite
    u2 = y1.astype(np.float64) / 2.0**32
    return np.sqrt(-2.0 * np.log(u1)) * np.cos(2.0 * np.pi * u2)


# --- distributions: values for the elements at flat indices -------------------------
#
# Each takes a key and the flat indices of the elements wanted and returns a
# NumPy array of their values, so a backend can make a whole array at once or
# block by block (the dask backend, on its workers) with the same values.


def sample_uniform(key: Any, dtype: Any, indices: Any, low: float, high: float) -> Any:
    """Floats of ``dtype`` (a NumPy dtype) drawn uniformly from ``[low, high)``.

    In ``[0, 1)`` these are :func:`uniform`'s values (``jax.random.uniform``'s).
    Another interval scales them in float64 and rounds once to ``dtype``; a
    value that rounds up to ``high`` becomes the largest value below it, so
    the interval stays half-open.

    Examples
    --------
    >>> import numpy as np
    >>> from ivylite.prng import flat_indices, key_from_seed, sample_uniform
    >>> x = sample_uniform(key_from_seed(1), np.dtype("float16"), flat_indices((500,)), -1, 1)
    >>> x.dtype, bool(x.min() >= -1), bool(x.max() < 1)
    (dtype('float16'), True, True)
    """
    import numpy as np

    u = uniform(key, np.dtype(dtype).name, indices)
    if low == 0.0 and high == 1.0:
        return u
    with np.errstate(over="ignore"):
        values = (low + (high - low) * u.astype(np.float64)).astype(dtype)
    top = np.asarray(high, dtype=dtype)
    if (values >= top).any():
        below = np.nextafter(top, np.asarray(-np.inf, dtype=dtype))
        values = np.where(values >= top, below, values)
    return values


def sample_normal(key: Any, dtype: Any, indices: Any, mean: float, std: float) -> Any:
    """Floats of ``dtype`` from the normal distribution (computed in float64).

    Examples
    --------
    >>> import numpy as np
    >>> from ivylite.prng import flat_indices, key_from_seed, sample_normal
    >>> sample_normal(key_from_seed(0), np.dtype("float32"), flat_indices((3,)), 0, 1).dtype
    dtype('float32')
    """
    import numpy as np

    with np.errstate(over="ignore"):
        return (mean + std * normal(key, indices)).astype(dtype)


def sample_integers(key: Any, dtype: Any, indices: Any, low: int, high: int) -> Any:
    """Integers of ``dtype`` drawn uniformly from ``[low, high)`` (a span up to 2**64).

    64 random bits per element, reduced modulo the span: the bias is at most
    span / 2**64.

    Examples
    --------
    >>> import numpy as np
    >>> from ivylite.prng import flat_indices, key_from_seed, sample_integers
    >>> x = sample_integers(key_from_seed(0), np.dtype("int8"), flat_indices((100,)), -3, 4)
    >>> int(x.min()), int(x.max())
    (-3, 3)
    """
    import numpy as np

    span = high - low
    offset = bits(key, 64, indices) % np.uint64(span) if span < 2**64 else bits(key, 64, indices)
    with np.errstate(over="ignore"):  # modulo 2**64: exact, the result fits the dtype
        shifted = offset + np.uint64(low % 2**64)
    return (shifted if low >= 0 else shifted.view(np.int64)).astype(dtype)


def permutation(key: Any, n: int) -> Any:
    """A random permutation of ``range(n)`` (int64): the order of ``n`` random keys.

    Examples
    --------
    >>> from ivylite.prng import key_from_seed, permutation
    >>> sorted(permutation(key_from_seed(0), 5).tolist())
    [0, 1, 2, 3, 4]
    """
    import numpy as np

    return np.argsort(bits(key, 64, flat_indices((n,))), kind="stable").astype(np.int64)
