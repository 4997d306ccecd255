"""``jax.lax`` control flow and dynamic slicing on any ivylite backend.

- ``scan``, ``fori_loop``, ``map``: a Python loop over the (static) trip
  count, so they differentiate on every backend with autodiff; under
  ``jit`` the loop is unrolled into the compiled function.
- ``while_loop``: a Python loop while its predicate is a concrete value;
  under ``jit`` on JAX or TensorFlow, where the predicate is traced, the
  framework's own loop (:func:`ivylite.while_loop`).
- ``cond``, ``switch``: the selected branch alone when the predicate is
  concrete; when it is traced (under ``jit``/``vmap``), every branch and a
  select, as JAX does under ``vmap``.
- ``dynamic_slice``, ``dynamic_update_slice``: start indices clamped so the
  slice fits, as JAX clamps them; traced start indices work (gathers).
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Sequence
from typing import Any

import ivylite
from ivylite.tree import tree_flatten, tree_map, tree_unflatten

from .api import to_frontend, to_ivy
from .array import Array
from .func_wrapper import operand as _operand
from .func_wrapper import wrap

__all__ = [
    "scan", "fori_loop", "while_loop", "cond", "switch", "map", "select", "stop_gradient",
    "dynamic_slice", "dynamic_update_slice", "dynamic_slice_in_dim", "dynamic_index_in_dim",
    "dynamic_update_slice_in_dim",
]  # fmt: skip


def _concrete(x: Any) -> Any:
    """``x`` as a Python value, or None when it is traced (no value yet)."""
    if isinstance(x, Array):
        x = x.ivy_array
    if not isinstance(x, ivylite.Array):
        return x
    try:
        return x.tolist()
    except Exception:  # noqa: BLE001 - each tracer refuses in its own way: no value yet
        return None


def scan(
    f: Callable[[Any, Any], tuple[Any, Any]],
    init: Any,
    xs: Any = None,
    length: int | None = None,
    reverse: bool = False,
    unroll: int | bool = 1,
    _split_transpose: bool = False,
) -> tuple[Any, Any]:
    """Loop ``carry, y = f(carry, x)`` over the leading axis of ``xs``; return the
    final carry and the ``y`` stacked.

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jax.lax.scan(lambda c, x: (c + x, c * x), 0.0, jnp.arange(1.0, 4.0))
    (Array(6., dtype=float64), Array([0., 2., 9.], dtype=float64))
    """
    x_leaves, x_def = tree_flatten(xs)
    lengths = {leaf.shape[0] for leaf in x_leaves}
    if length is not None:
        lengths.add(operator.index(length))
    if len(lengths) != 1:
        raise ValueError(
            "scan got " + ("no xs and no length" if not lengths else
                           f"inconsistent lengths {sorted(lengths)} for xs and length")
        )  # fmt: skip
    n = lengths.pop()
    order = range(n - 1, -1, -1) if reverse else range(n)
    carry, ys = init, []
    for i in order:
        carry, y = f(carry, tree_unflatten(x_def, [leaf[i] for leaf in x_leaves]))
        ys.append(y)
    if not ys:
        raise ValueError("scan: a loop of length 0 has no outputs to stack in ivylite's frontend")
    if reverse:
        ys.reverse()
    from .numpy import asarray, stack

    # Python numbers among the outputs become arrays, as JAX makes them
    return carry, tree_map(lambda *v: stack([asarray(e) for e in v]), *ys)


def map(f: Callable[[Any], Any], xs: Any, *, batch_size: int | None = None) -> Any:  # noqa: A001
    """``f`` applied to each slice of ``xs`` along its leading axis, stacked.

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jax.lax.map(lambda r: jnp.sum(r), jnp.ones((2, 3)))
    Array([3., 3.], dtype=float64)
    """
    return scan(lambda _, x: (None, f(x)), None, xs)[1]


def fori_loop(lower: Any, upper: Any, body_fun: Callable[[Any, Any], Any], init_val: Any,
              *, unroll: int | bool | None = None) -> Any:  # fmt: skip
    """``val = body_fun(i, val)`` for ``i`` in ``range(lower, upper)``; the bounds must be
    concrete (as for reverse-mode differentiation in JAX).

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> jax.lax.fori_loop(0, 4, lambda i, v: v + i, 0)
    Array(6, dtype=int64, weak_type=True)
    """
    lo, hi = _concrete(lower), _concrete(upper)
    if lo is None or hi is None:
        raise TypeError(
            "fori_loop: the bounds are traced values; ivylite's frontend loops over concrete "
            "bounds (pass Python ints, or use lax.while_loop)"
        )
    val = init_val
    from .numpy import asarray

    for i in range(int(lo), int(hi)):
        val = body_fun(asarray(i), val)
    return val


def while_loop(
    cond_fun: Callable[[Any], Any], body_fun: Callable[[Any], Any], init_val: Any
) -> Any:
    """``val = body_fun(val)`` while ``cond_fun(val)``.

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> jax.lax.while_loop(lambda v: v < 10, lambda v: v * 2, 1)
    16
    """
    core = ivylite.while_loop(
        lambda v: to_ivy(cond_fun(to_frontend(v))),
        lambda v: to_ivy(body_fun(to_frontend(v))),
        to_ivy(init_val),
    )
    return to_frontend(core)


def _select_trees(pred: Any, on_true: Any, on_false: Any) -> Any:
    from .numpy import where

    return tree_map(lambda a, b: where(pred, a, b), on_true, on_false)


def cond(pred: Any, true_fun: Callable[..., Any], false_fun: Callable[..., Any], *operands: Any,
         operand: Any = None) -> Any:  # fmt: skip
    """``true_fun(*operands)`` if ``pred`` else ``false_fun(*operands)``.

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jax.lax.cond(jnp.asarray(3.0) > 2, lambda x: x * 2, lambda x: -x, jnp.asarray(1.5))
    Array(3., dtype=float64, weak_type=True)
    """
    if operand is not None:
        operands = (*operands, operand)
    p = _concrete(pred)
    if p is not None:
        return true_fun(*operands) if p else false_fun(*operands)
    return _select_trees(pred, true_fun(*operands), false_fun(*operands))


def switch(index: Any, branches: Sequence[Callable[..., Any]], *operands: Any,
           operand: Any = None) -> Any:  # fmt: skip
    """``branches[index](*operands)``, the index clamped to the branches' range.

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> jax.lax.switch(5, [lambda x: x + 1, lambda x: x * 10], 2)
    20
    """
    if operand is not None:
        operands = (*operands, operand)
    n = len(branches)
    i = _concrete(index)
    if i is not None:
        return branches[min(max(int(i), 0), n - 1)](*operands)
    from .numpy import clip

    k = clip(index, 0, n - 1)
    out = branches[n - 1](*operands)
    for j in range(n - 2, -1, -1):
        out = _select_trees(k == j, branches[j](*operands), out)
    return out


def select(pred: Any, on_true: Any, on_false: Any) -> Array:
    """Elementwise ``on_true`` where ``pred`` else ``on_false`` (one shape, one dtype).

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jax.lax.select(jnp.asarray([True, False]), jnp.ones(2), jnp.zeros(2))
    Array([1., 0.], dtype=float64)
    """
    (p, _), (a, wa), (b, wb) = _operand(pred, "select"), _operand(on_true), _operand(on_false)
    if p.dtype != "bool":
        raise TypeError(f"lax.select requires a boolean predicate, got {p.dtype}")
    if a.dtype != b.dtype:
        raise TypeError(f"lax.select requires arguments of one dtype, got {a.dtype}, {b.dtype}")
    return wrap(ivylite.where(p, a, b), wa and wb)


def stop_gradient(x: Any) -> Any:
    """``x`` (a tree of arrays) as a constant for differentiation.

    Examples
    --------
    >>> import ivylite
    >>> import ivylite.frontends.jax as jax
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> with ivylite.using_backend("torch"):
    ...     jax.grad(lambda x: jnp.sum(x * jax.lax.stop_gradient(x)))(jnp.asarray([3.0]))
    Array([3.], dtype=float64)
    """

    def stop(leaf: Any) -> Any:
        if not isinstance(leaf, (Array, ivylite.Array)):
            return leaf
        a, weak = _operand(leaf, "stop_gradient")
        return wrap(ivylite.stop_gradient(a), weak)

    return tree_map(stop, x)


def _starts(operand_shape: tuple, start_indices: Any, sizes: Sequence[int]) -> list:
    """Each start index clamped to ``[0, dim - size]`` (an int, or a 0-d ivylite array)."""
    out = []
    for dim, size, s in zip(operand_shape, sizes, start_indices):
        hi = dim - size
        v = _concrete(s)
        if v is not None:
            out.append(min(max(int(v), 0), hi))
        else:
            a = _operand(s, "dynamic_slice")[0]
            zero = ivylite.zeros((), dtype=a.dtype)
            out.append(
                ivylite.minimum(ivylite.maximum(a, zero), ivylite.full((), hi, dtype=a.dtype))
            )
    return out


def _masked_take(x: Any, idx: Any, axis: int) -> Any:
    """``take(x, idx, axis)`` for traced indices, by selecting and summing: no gather
    whose bounds check needs the indices' values (TensorFlow graphs have none)."""
    xm = ivylite.moveaxis(x, axis, 0)
    hit = ivylite.expand_dims(idx, axis=1) == ivylite.arange(xm.shape[0], dtype=idx.dtype)
    hit = ivylite.reshape(hit, hit.shape + (1,) * (xm.ndim - 1))
    zero = ivylite.zeros((), dtype=x.dtype)
    picked = ivylite.sum(ivylite.where(hit, ivylite.expand_dims(xm, axis=0), zero), axis=1,
                         dtype=x.dtype)  # fmt: skip
    return ivylite.moveaxis(picked, 0, axis)


def _gather_axis(x: Any, start: Any, size: int, axis: int) -> Any:
    if isinstance(start, int):
        index = [slice(None)] * x.ndim
        index[axis] = slice(start, start + size)
        return x[tuple(index)]
    idx = ivylite.astype(start, "int64") + ivylite.arange(size, dtype="int64")
    return _masked_take(x, idx, axis)


def dynamic_slice(operand: Any, start_indices: Any, slice_sizes: Sequence[int], *,
                  allow_negative_indices: bool = True) -> Array:  # fmt: skip
    """The block of ``slice_sizes`` starting at ``start_indices`` (clamped to fit).

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jax.lax.dynamic_slice(jnp.arange(6), (4,), (3,))
    Array([3, 4, 5], dtype=int64)
    """
    x, weak = _operand(operand, "dynamic_slice")
    sizes = [operator.index(s) for s in slice_sizes]
    if len(sizes) != x.ndim or len(start_indices) != x.ndim:
        raise TypeError(
            f"dynamic_slice: {x.ndim}-D operand needs {x.ndim} start indices and slice sizes, "
            f"got {len(start_indices)} and {len(sizes)}"
        )
    for axis, (start, size) in enumerate(zip(_starts(x.shape, start_indices, sizes), sizes)):
        x = _gather_axis(x, start, size, axis)
    return wrap(x, weak)


def dynamic_update_slice(operand: Any, update: Any, start_indices: Any, *,
                         allow_negative_indices: bool = True) -> Array:  # fmt: skip
    """``operand`` with the block at ``start_indices`` (clamped to fit) replaced by ``update``.

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jax.lax.dynamic_update_slice(jnp.zeros(5), jnp.ones(2), (4,))
    Array([0., 0., 0., 1., 1.], dtype=float64)
    """
    x, weak = _operand(operand, "dynamic_update_slice")
    u = ivylite.astype(_operand(update, "dynamic_update_slice")[0], x.dtype)
    starts = _starts(x.shape, start_indices, u.shape)
    if all(isinstance(s, int) for s in starts):
        index = tuple(slice(s, s + n) for s, n in zip(starts, u.shape))
        return wrap(Array(x).at[index].set(Array(u)).ivy_array, weak)
    # traced starts: spread the update over the operand's grid, then select
    mask = ivylite.ones(x.shape, dtype="bool")
    spread = u
    for axis, (start, size) in enumerate(zip(starts, u.shape)):
        pos = ivylite.arange(x.shape[axis], dtype="int64") - ivylite.astype(start, "int64")
        inside = ivylite.logical_and(pos >= 0, pos < size)
        spread = _masked_take(spread, ivylite.clip(pos, 0, size - 1), axis)
        shape = [1] * x.ndim
        shape[axis] = x.shape[axis]
        mask = ivylite.logical_and(mask, ivylite.reshape(inside, tuple(shape)))
    return wrap(ivylite.where(mask, spread, x), weak)


def dynamic_slice_in_dim(operand: Any, start_index: Any, slice_size: int = 1,
                         axis: int = 0) -> Array:  # fmt: skip
    """:func:`dynamic_slice` along one axis.

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jax.lax.dynamic_slice_in_dim(jnp.arange(6).reshape(2, 3), 1, 2, axis=1)
    Array([[1, 2],
           [4, 5]], dtype=int64)
    """
    x = _operand(operand, "dynamic_slice_in_dim")[0]
    starts = [0] * x.ndim
    sizes = list(x.shape)
    starts[axis], sizes[axis] = start_index, slice_size
    return dynamic_slice(operand, starts, sizes)


def dynamic_index_in_dim(operand: Any, index: Any, axis: int = 0,
                         keepdims: bool = True) -> Array:  # fmt: skip
    """One index along ``axis`` (kept as a length-1 axis with ``keepdims``).

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jax.lax.dynamic_index_in_dim(jnp.arange(6).reshape(2, 3), 1, keepdims=False)
    Array([3, 4, 5], dtype=int64)
    """
    out = dynamic_slice_in_dim(operand, index, 1, axis)
    if keepdims:
        return out
    from .numpy import squeeze

    return squeeze(out, axis)


def dynamic_update_slice_in_dim(operand: Any, update: Any, start_index: Any, axis: int) -> Array:
    """:func:`dynamic_update_slice` along one axis.

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jax.lax.dynamic_update_slice_in_dim(jnp.zeros(4), jnp.ones(1), 2, axis=0)
    Array([0., 0., 1., 0.], dtype=float64)
    """
    x = _operand(operand, "dynamic_update_slice_in_dim")[0]
    starts: list = [0] * x.ndim
    starts[axis] = start_index
    return dynamic_update_slice(operand, update, starts)
