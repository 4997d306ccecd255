"""JAX indexing.

Superset behaviour: JAX clamps out-of-bounds integer indices (``x[5]`` of a
3-element array gives its last element) where NumPy, torch and TensorFlow
raise; here Python-int and concrete integer-array indices are bounds-checked
and raise IndexError with NumPy's message.
"""

from __future__ import annotations

from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from .._host import check_index_bounds, index_min_max

# x[i] with Python ints costs ~150 us eagerly; jitted with the ints traced (one
# compilation per shape and key structure) it takes the C++ fast path (~15 us).
_take = jax.jit(lambda x, key: x[key])
_FULL = slice(None)


@partial(jax.jit, static_argnums=0)
def _gather(full, x, *indices):
    # Eager x[:, i] runs a dozen primitives one by one (~400 us); jitted, with
    # the key's shape static (which entries are ``:``) and the integers traced,
    # it is one cached call. Same gather, same values.
    it = iter(indices)
    return x[tuple(_FULL if f else next(it) for f in full)]


def _gather_key(keys):
    """Which entries of ``keys`` are ``:``, if the others are all integers or
    integer arrays (a gather with a static shape); None otherwise."""
    full = []
    for k in keys:
        if type(k) is int:
            full.append(False)
        elif type(k) is slice:
            if k != _FULL:
                return None
            full.append(True)
        elif isinstance(k, jax.Array) and k.dtype.kind in "iu":
            full.append(False)
        else:
            return None
    return tuple(full)


def getitem(x, key):
    t = type(key)
    if t is slice:
        return x[key]
    if t is int:
        _check_bounds(x.shape, (key,))
        return _take(x, key)
    keys = key if t is tuple else (key,)
    full = _gather_key(keys) if len(keys) <= x.ndim else None
    if full is not None:
        _check_gather(x.shape, keys, full)
        return _gather(full, x, *(k for k, f in zip(keys, full) if not f))
    _check_bounds(x.shape, keys)
    return x[key]


def _check_gather(shape, keys, full):
    """NumPy's IndexError for a gather key (``:``, ints and integer arrays, one
    per leading dimension): the general check's walk, without its bookkeeping."""
    for d, k in enumerate(keys):
        if full[d]:
            continue
        n = shape[d]
        if type(k) is int:
            lo = hi = k
        else:
            try:
                values = np.asarray(k)  # concrete arrays only; tracers are left to JAX
            except Exception:  # noqa: BLE001
                continue
            if not values.size:
                continue
            lo, hi = index_min_max(values)
        if lo < -n or hi >= n:
            bad = lo if lo < -n else hi
            raise IndexError(f"index {bad} is out of bounds for axis {d} with size {n}")


def _describe(k):
    dt = getattr(k, "dtype", None)
    if dt is None:
        return None
    try:
        values = np.asarray(k)  # concrete arrays only; tracers are left to JAX
    except Exception:  # noqa: BLE001
        values = None
    return dt.kind, k.ndim, values


def _check_bounds(shape, keys):
    check_index_bounds(shape, keys, _describe)


def setitem(x, key, value):
    # JAX arrays are immutable and .at[] drops out-of-bounds updates silently:
    # check the key like getitem does, then return the updated copy.
    keys = key if type(key) is tuple else (key,)
    _check_bounds(x.shape, keys)
    if _is_leading_mask(x, key, value):
        return _where_set(x, key, value)
    return x.at[key].set(value)


def _is_leading_mask(x, key, value):
    """``x[mask] = scalar`` with a bool mask over ``x``'s leading dimensions."""
    return (
        isinstance(key, jax.Array)
        and key.dtype == np.bool_
        and key.shape == x.shape[: key.ndim]
        and getattr(value, "dtype", None) == x.dtype
        and value.ndim == 0
    )


@jax.jit
def _where_set(x, mask, value):
    # The same values as x.at[mask].set(value) for a leading mask and a scalar,
    # in one fused call instead of an eager scatter (~2 ms).
    return jnp.where(mask.reshape(mask.shape + (1,) * (x.ndim - mask.ndim)), value, x)
