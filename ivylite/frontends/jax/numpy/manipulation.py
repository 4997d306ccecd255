"""jax.numpy's shape functions: reshape, transpose, squeeze, expand_dims,
concatenate, stack, broadcast_to, tile, repeat, flip, split...

They keep the dtype and the weak type of their input; joining functions
(``concatenate``, ``stack``) promote their inputs JAX's way first.
"""

from __future__ import annotations

import operator
from typing import Any

import ivylite

from ..array import Array
from ..func_wrapper import dtype_arg, operand, operands, wrap

__all__ = [
    "reshape", "ravel", "transpose", "swapaxes", "moveaxis", "squeeze", "expand_dims",
    "concatenate", "stack", "hstack", "vstack", "broadcast_to", "tile", "repeat", "flip",
    "split", "atleast_1d", "atleast_2d",
]  # fmt: skip


def _ints(v: Any) -> tuple[int, ...]:
    if isinstance(v, (list, tuple)):
        return tuple(operator.index(i) for i in v)
    return (operator.index(v),)


def reshape(a: Any, shape: Any, order: str = "C", *, copy: bool | None = None) -> Array:
    """The same elements in a new shape (one ``-1`` is inferred).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.reshape(jnp.arange(6), (2, -1))
    Array([[0, 1, 2],
           [3, 4, 5]], dtype=int64)
    >>> jnp.reshape(jnp.arange(4), (2, 2), order="F")
    Array([[0, 2],
           [1, 3]], dtype=int64)
    """
    x, weak = operand(a, "reshape")
    shape = _ints(shape)
    if order == "F":
        rev = tuple(range(x.ndim))[::-1]
        x = ivylite.permute_dims(x, rev) if x.ndim > 1 else x
        out = ivylite.reshape(x, shape[::-1])
        out = ivylite.permute_dims(out, tuple(range(out.ndim))[::-1]) if out.ndim > 1 else out
        return wrap(out, weak)
    if order != "C":
        raise NotImplementedError(f"jax.numpy.reshape: order={order!r} (only 'C' and 'F')")
    return wrap(ivylite.reshape(x, shape), weak)


def ravel(a: Any, order: str = "C") -> Array:
    """The elements as a 1-D array.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.ravel(jnp.ones((2, 2), dtype=jnp.int8))
    Array([1, 1, 1, 1], dtype=int8)
    """
    return reshape(a, (-1,), order)


def transpose(a: Any, axes: Any = None) -> Array:
    """Permute the axes (reverse them by default).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.transpose(jnp.zeros((1, 2, 3))).shape
    (3, 2, 1)
    """
    x, weak = operand(a, "transpose")
    axes = tuple(range(x.ndim))[::-1] if axes is None else _ints(axes)
    return wrap(ivylite.permute_dims(x, axes) if x.ndim > 1 else x, weak)


def swapaxes(a: Any, axis1: int, axis2: int) -> Array:
    """Exchange two axes.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.swapaxes(jnp.zeros((1, 2, 3)), 0, 2).shape
    (3, 2, 1)
    """
    x, weak = operand(a, "swapaxes")
    perm = list(range(x.ndim))
    perm[axis1], perm[axis2] = perm[axis2], perm[axis1]
    return wrap(ivylite.permute_dims(x, tuple(perm)), weak)


def moveaxis(a: Any, source: Any, destination: Any) -> Array:
    """Move axes to new positions, keeping the order of the others.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.moveaxis(jnp.zeros((1, 2, 3)), 0, -1).shape
    (2, 3, 1)
    """
    x, weak = operand(a, "moveaxis")
    return wrap(ivylite.moveaxis(x, source, destination), weak)


def squeeze(a: Any, axis: Any = None) -> Array:
    """Drop axes of length one (all of them by default).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.squeeze(jnp.zeros((1, 2, 1))).shape, jnp.squeeze(jnp.zeros((1, 2, 1)), axis=0).shape
    ((2,), (2, 1))
    """
    x, weak = operand(a, "squeeze")
    if axis is None:
        axis = tuple(i for i, n in enumerate(x.shape) if n == 1)
    else:
        axis = _ints(axis)
    return wrap(ivylite.squeeze(x, axis) if axis else x, weak)


def expand_dims(a: Any, axis: Any) -> Array:
    """Insert axes of length one at ``axis`` (an int or a tuple).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.expand_dims(jnp.zeros(2), (0, 2)).shape
    (1, 2, 1)
    """
    x, weak = operand(a, "expand_dims")
    axes = _ints(axis)
    ndim = x.ndim + len(axes)
    for ax in sorted(ax % ndim for ax in axes):
        x = ivylite.expand_dims(x, axis=ax)
    return wrap(x, weak)


def _joined(arrays: Any, dtype: Any, fn: str) -> tuple[list, bool]:
    arrays = list(arrays)
    if not arrays:
        raise ValueError(f"Need at least one array to {fn}.")
    xs, d, weak = operands(arrays, fn)
    want = dtype_arg(dtype)
    if want is not None and want is not d:
        xs = [ivylite.astype(x, want) for x in xs]
        weak = False
    return xs, weak


def concatenate(arrays: Any, axis: int | None = 0, dtype: Any = None) -> Array:
    """Join arrays along an existing axis (``axis=None``: flattened first).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.concatenate([jnp.asarray([1], dtype=jnp.int8), jnp.asarray([2.5], dtype=jnp.float16)])
    Array([1. , 2.5], dtype=float16)
    """
    xs, weak = _joined(arrays, dtype, "concatenate")
    if axis is None:
        xs = [ivylite.reshape(x, (-1,)) for x in xs]
        axis = 0
    return wrap(ivylite.concat(xs, axis=axis), weak)


def stack(arrays: Any, axis: int = 0, out: None = None, dtype: Any = None) -> Array:
    """Join arrays along a new axis.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.stack([jnp.zeros(2), jnp.ones(2)], axis=1).shape
    (2, 2)
    """
    xs, weak = _joined(arrays, dtype, "stack")
    return wrap(ivylite.stack(xs, axis=axis), weak)


def atleast_1d(*arys: Any) -> Any:
    """Arrays with at least one axis.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.atleast_1d(jnp.asarray(3)).shape
    (1,)
    """
    out = []
    for a in arys:
        x, weak = operand(a, "atleast_1d")
        out.append(wrap(ivylite.reshape(x, (1,)) if x.ndim == 0 else x, weak))
    return out[0] if len(out) == 1 else out


def atleast_2d(*arys: Any) -> Any:
    """Arrays with at least two axes (1-D arrays become rows).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.atleast_2d(jnp.zeros(3)).shape
    (1, 3)
    """
    out = []
    for a in arys:
        x, weak = operand(a, "atleast_2d")
        if x.ndim < 2:
            x = ivylite.reshape(x, (1, x.size) if x.ndim == 1 else (1, 1))
        out.append(wrap(x, weak))
    return out[0] if len(out) == 1 else out


def hstack(tup: Any, dtype: Any = None) -> Array:
    """Join horizontally: along axis 1, or axis 0 for 1-D arrays.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.hstack([jnp.zeros(2), jnp.ones(1)])
    Array([0., 0., 1.], dtype=float64)
    """
    arrs = [atleast_1d(a) for a in tup]
    return concatenate(arrs, axis=0 if arrs[0].ndim == 1 else 1, dtype=dtype)


def vstack(tup: Any, dtype: Any = None) -> Array:
    """Join vertically: along axis 0, 1-D arrays as rows.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.vstack([jnp.zeros(2), jnp.ones(2)]).shape
    (2, 2)
    """
    return concatenate([atleast_2d(a) for a in tup], axis=0, dtype=dtype)


def broadcast_to(array: Any, shape: Any) -> Array:
    """A view of ``array`` broadcast to ``shape``.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.broadcast_to(jnp.asarray([1, 2]), (2, 2))
    Array([[1, 2],
           [1, 2]], dtype=int64)
    """
    x, weak = operand(array, "broadcast_to")
    return wrap(ivylite.broadcast_to(x, _ints(shape)), weak)


def tile(A: Any, reps: Any) -> Array:  # noqa: N803 - jax.numpy's name
    """Repeat the whole array ``reps`` times along each axis.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.tile(jnp.asarray([1, 2]), 2)
    Array([1, 2, 1, 2], dtype=int64)
    """
    x, weak = operand(A, "tile")
    reps = _ints(reps)
    if len(reps) < x.ndim:
        reps = (1,) * (x.ndim - len(reps)) + reps
    elif len(reps) > x.ndim:
        x = ivylite.reshape(x, (1,) * (len(reps) - x.ndim) + x.shape)
    return wrap(ivylite.tile(x, reps), weak)


def repeat(
    a: Any, repeats: Any, axis: int | None = None, *, total_repeat_length: int | None = None
) -> Array:
    """Repeat each element ``repeats`` times (flattened if ``axis`` is None).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.repeat(jnp.asarray([1, 2]), 2)
    Array([1, 1, 2, 2], dtype=int64)
    """
    x, weak = operand(a, "repeat")
    if not isinstance(repeats, int):
        repeats = operand(repeats)[0]
    out = ivylite.repeat(x, repeats, axis=axis)
    if total_repeat_length is not None:
        out = ivylite.getitem(out, slice(0, total_repeat_length))
    return wrap(out, weak)


def flip(m: Any, axis: Any = None) -> Array:
    """Reverse the order of elements along ``axis`` (all axes by default).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.flip(jnp.asarray([1, 2, 3]))
    Array([3, 2, 1], dtype=int64)
    """
    x, weak = operand(m, "flip")
    return wrap(
        ivylite.flip(
            x, axis=None if axis is None else (_ints(axis) if not isinstance(axis, int) else axis)
        ),
        weak,
    )


def split(ary: Any, indices_or_sections: Any, axis: int = 0) -> list[Array]:
    """Split into equal sections, or at the given indices, along ``axis``.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> [p.tolist() for p in jnp.split(jnp.arange(6), 3)]
    [[0, 1], [2, 3], [4, 5]]
    >>> [p.shape for p in jnp.split(jnp.zeros((2, 5)), [1, 3], axis=1)]
    [(2, 1), (2, 2), (2, 2)]
    """
    x, weak = operand(ary, "split")
    n = x.shape[axis]
    if isinstance(indices_or_sections, int):
        if n % indices_or_sections:
            raise ValueError(
                f"array split does not result in an equal division: {n} is not divisible by "
                f"{indices_or_sections}"
            )
        step = n // indices_or_sections
        cuts = list(range(step, n, step))
    else:
        cuts = [operator.index(i) for i in indices_or_sections]
    lead = (slice(None),) * (axis % x.ndim)
    bounds = [0, *cuts, n]
    return [
        wrap(ivylite.getitem(x, lead + (slice(lo, hi),)), weak)
        for lo, hi in zip(bounds, bounds[1:])
    ]
