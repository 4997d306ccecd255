"""JAX's transformations on any ivylite backend: grad, value_and_grad, jit, vmap.

Each is ivylite's own transformation (:func:`ivylite.value_and_grad`,
:func:`ivylite.jit`, :func:`ivylite.vmap`) seen through JAX's signatures: the
frontend arrays in the arguments (in trees of any depth, registered nodes
included) are handed to ivylite as ivylite arrays, the function sees frontend
arrays again, and its results come back as frontend arrays.

What each does on each backend:

- ``grad``/``value_and_grad``: the backend's autodiff (torch, jax, tensorflow,
  paddle); NumPy has none and raises an error naming the backends that do.
- ``jit``: ``jax.jit``, ``tf.function`` or ``torch.compile``; NumPy and Paddle
  run the function as is. Array leaves are traced; other leaves (Python
  numbers, strings) are constants of the compilation, as static arguments.
- ``vmap``: ``jax.vmap``, ``tf.vectorized_map`` or ``torch.func.vmap``;
  NumPy and Paddle call the function once per index and stack the results.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import Any

import ivylite
from ivylite.tree import tree_map

from .array import Array

__all__ = [
    "grad",
    "value_and_grad",
    "jit",
    "vmap",
    "block_until_ready",
    "device_put",
    "devices",
]


def _to_ivy_leaf(x: Any) -> Any:
    if isinstance(x, Array):
        return x.ivy_array
    if type(x).__module__ == "numpy" and hasattr(x, "dtype"):  # NumPy arrays and scalars
        return ivylite.asarray(x)
    return x


def to_ivy(tree: Any) -> Any:
    """``tree`` with its frontend (and NumPy) arrays as ivylite arrays.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> from ivylite.frontends.jax.api import to_ivy
    >>> to_ivy({"w": jnp.asarray([1.0]), "n": 3})
    {'w': ivylite.array([1.], dtype=float64, backend=numpy), 'n': 3}
    """
    return tree_map(_to_ivy_leaf, tree)


def to_frontend(tree: Any) -> Any:
    """``tree`` with its ivylite arrays as frontend arrays.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.frontends.jax.api import to_frontend
    >>> to_frontend([ivylite.asarray([1.0]), None])
    [Array([1.], dtype=float32), None]
    """
    return tree_map(lambda x: Array(x) if isinstance(x, ivylite.Array) else x, tree)


def _on_ivylite(fun: Callable[..., Any]) -> Callable[..., Any]:
    """``fun`` (of frontend arrays) as a function of ivylite arrays."""

    def inner(*args: Any, **kwargs: Any) -> Any:
        return to_ivy(fun(*to_frontend(args), **to_frontend(kwargs)))

    inner.__name__ = getattr(fun, "__name__", "fun")
    return inner


def value_and_grad(
    fun: Callable[..., Any],
    argnums: int | Sequence[int] = 0,
    has_aux: bool = False,
    holomorphic: bool = False,
    allow_int: bool = False,
    reduce_axes: Sequence[Any] = (),
) -> Callable[..., Any]:
    """A function returning ``(fun(*args), the gradient of fun)`` with respect to
    ``args[argnums]`` (trees of float arrays), as ``jax.value_and_grad``.

    Examples
    --------
    >>> import ivylite
    >>> import ivylite.frontends.jax as jax
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> with ivylite.using_backend("torch"):
    ...     jax.value_and_grad(lambda p: jnp.sum(p["w"] ** 2))({"w": jnp.asarray([1.0, 2.0])})
    (Array(5., dtype=float64), {'w': Array([2., 4.], dtype=float64)})
    """
    if holomorphic or allow_int:
        raise NotImplementedError(
            "jax.value_and_grad: holomorphic and allow_int are not supported by ivylite's jax "
            "frontend (gradients of real floating inputs only)"
        )
    core = ivylite.value_and_grad(_on_ivylite(fun), argnums, has_aux)

    @functools.wraps(fun)
    def public(*args: Any, **kwargs: Any) -> Any:
        return to_frontend(core(*to_ivy(args), **to_ivy(kwargs)))

    return public


def grad(
    fun: Callable[..., Any],
    argnums: int | Sequence[int] = 0,
    has_aux: bool = False,
    holomorphic: bool = False,
    allow_int: bool = False,
    reduce_axes: Sequence[Any] = (),
) -> Callable[..., Any]:
    """A function returning the gradient of ``fun`` (``(grads, aux)`` with
    ``has_aux=True``), as ``jax.grad``.

    Examples
    --------
    >>> import ivylite
    >>> import ivylite.frontends.jax as jax
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> with ivylite.using_backend("jax"):
    ...     jax.grad(lambda x, y: jnp.sum(x * y), argnums=(0, 1))(jnp.ones(2), jnp.arange(2.0))
    (Array([0., 1.], dtype=float64), Array([1., 1.], dtype=float64))
    """
    vg = value_and_grad(fun, argnums, has_aux, holomorphic, allow_int)

    @functools.wraps(fun)
    def public(*args: Any, **kwargs: Any) -> Any:
        value, grads = vg(*args, **kwargs)
        return (grads, value[1]) if has_aux else grads

    return public


def jit(
    fun: Callable[..., Any] | None = None,
    *,
    static_argnums: int | Sequence[int] = (),
    static_argnames: str | Sequence[str] = (),
    donate_argnums: int | Sequence[int] = (),
    donate_argnames: str | Sequence[str] = (),
    **options: Any,
) -> Any:
    """``fun`` compiled by the backend's compiler (run as is on NumPy and Paddle),
    as ``jax.jit``; usable as ``@jit`` and ``@partial(jit, static_argnums=...)``.

    Other JAX options (``keep_unused``, ``inline``, shardings...) are
    accepted and ignored: they have no meaning off JAX.

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> @jax.jit
    ... def f(x, y):
    ...     return {"sum": x + y, "scaled": 2 * x}
    >>> f(jnp.asarray([1.0]), jnp.asarray([2.0]))["sum"]
    Array([3.], dtype=float64)
    """
    if fun is None:
        return functools.partial(
            jit, static_argnums=static_argnums, static_argnames=static_argnames,
            donate_argnums=donate_argnums, donate_argnames=donate_argnames, **options,
        )  # fmt: skip
    core = ivylite.jit(_on_ivylite(fun), static_argnums, static_argnames)

    @functools.wraps(fun)
    def public(*args: Any, **kwargs: Any) -> Any:
        return to_frontend(core(*to_ivy(args), **to_ivy(kwargs)))

    return public


def vmap(
    fun: Callable[..., Any],
    in_axes: Any = 0,
    out_axes: Any = 0,
    axis_name: Any = None,
    axis_size: int | None = None,
    spmd_axis_name: Any = None,
) -> Callable[..., Any]:
    """``fun`` mapped over an axis of its arguments, vectorised by the backend
    (a loop on NumPy and Paddle), as ``jax.vmap``. Keyword arguments are mapped
    over their axis 0.

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jax.vmap(jnp.dot, in_axes=(0, None))(jnp.ones((3, 2)), jnp.asarray([1.0, 2.0]))
    Array([3., 3., 3.], dtype=float64)
    """
    if axis_name is not None:
        raise NotImplementedError(
            "jax.vmap: axis_name (collectives over the mapped axis) is not supported by "
            "ivylite's jax frontend"
        )
    if isinstance(in_axes, list):
        in_axes = tuple(in_axes)
    on_ivy = _on_ivylite(fun)

    @functools.wraps(fun)
    def public(*args: Any, **kwargs: Any) -> Any:
        axes = in_axes
        if kwargs:  # mapped over axis 0, as JAX maps keyword arguments
            axes = (*(in_axes if isinstance(in_axes, tuple) else (in_axes,) * len(args)), 0)
            core = ivylite.vmap(lambda *a: on_ivy(*a[:-1], **a[-1]), axes, out_axes,
                                axis_size=axis_size)  # fmt: skip
            return to_frontend(core(*to_ivy(args), to_ivy(kwargs)))
        core = ivylite.vmap(on_ivy, axes, out_axes, axis_size=axis_size)
        return to_frontend(core(*to_ivy(args)))

    return public


def block_until_ready(x: Any) -> Any:
    """``x`` itself (ivylite's backends compute eagerly or wait on conversion).

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> jax.block_until_ready(3)
    3
    """
    return x


def device_put(x: Any, device: Any = None, **kwargs: Any) -> Any:
    """``x`` with its NumPy arrays as frontend arrays (ivylite has one device, the CPU).

    Examples
    --------
    >>> import numpy as np
    >>> import ivylite.frontends.jax as jax
    >>> jax.device_put(np.zeros(2, "float32"))
    Array([0., 0.], dtype=float32)
    """
    return to_frontend(to_ivy(x))


def devices(backend: Any = None) -> list[str]:
    """The devices ivylite computes on.

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> jax.devices()
    ['cpu']
    """
    return ["cpu"]
