"""jax.numpy's products: matmul, dot, vdot, inner, outer, tensordot, einsum.

Operands promote JAX's way. Boolean products are JAX's too (``or`` of
``and``s), computed in integers since ivylite's products take numbers.
"""

from __future__ import annotations

from typing import Any

import ivylite
from ivylite.dtypes import Dtype

from ..array import Array
from ..func_wrapper import dtype_arg, operands, wrap

__all__ = ["matmul", "dot", "vdot", "inner", "outer", "tensordot", "einsum"]

_BOOL = Dtype("bool")
_I64 = Dtype("int64")


def _boolean(op: Any, *xs: Any) -> Any:
    """``op`` on bools: counted in int64, true where the count is nonzero."""
    out = op(*[ivylite.astype(x, _I64) for x in xs])
    return ivylite.not_equal(out, ivylite.zeros((), dtype=_I64))


def _promoted(args: list, fn: str, preferred: Any) -> tuple[list, Dtype, bool]:
    xs, d, weak = operands(args, fn)
    if preferred is not None:
        d = dtype_arg(preferred)
        xs = [x if x.dtype is d else ivylite.astype(x, d) for x in xs]
    return xs, d, weak


def matmul(a: Any, b: Any, *, precision: Any = None, preferred_element_type: Any = None,
           out_sharding: Any = None) -> Array:  # fmt: skip
    """Matrix product with broadcasting over leading axes (1-D operands as vectors).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.matmul(jnp.ones((2, 3), dtype=jnp.int8), jnp.ones(3, dtype=jnp.float32))
    Array([3., 3.], dtype=float32)
    """
    (x, y), d, weak = _promoted([a, b], "matmul", preferred_element_type)
    out = _boolean(ivylite.matmul, x, y) if d is _BOOL else ivylite.matmul(x, y)
    return Array(out)


def dot(a: Any, b: Any, *, precision: Any = None, preferred_element_type: Any = None,
        out_sharding: Any = None) -> Array:  # fmt: skip
    """NumPy's ``dot``: products of scalars, inner products of vectors, matrix
    products, and for N-D arrays a sum over the last axis of ``a`` and the
    second-to-last of ``b``.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.dot(jnp.asarray([1.0, 2.0]), jnp.asarray([3.0, 4.0]))
    Array(11., dtype=float64)
    >>> jnp.dot(jnp.ones((2, 3, 4)), jnp.ones((5, 4, 6))).shape
    (2, 3, 5, 6)
    """
    (x, y), d, weak = _promoted([a, b], "dot", preferred_element_type)

    def product(x: Any, y: Any) -> Any:
        if x.ndim == 0 or y.ndim == 0:
            return ivylite.multiply(x, y)
        if y.ndim <= 2 and x.ndim <= 2:
            return ivylite.matmul(x, y)
        return ivylite.tensordot(x, y, axes=([x.ndim - 1], [y.ndim - 2 if y.ndim > 1 else 0]))

    if d is _BOOL:
        out = ivylite.logical_and(x, y) if (x.ndim == 0 or y.ndim == 0) else _boolean(product, x, y)
    else:
        out = product(x, y)
    return wrap(out, weak and (x.ndim == 0 or y.ndim == 0))


def vdot(a: Any, b: Any, *, precision: Any = None, preferred_element_type: Any = None) -> Array:
    """The dot product of the flattened arrays, conjugating ``a``.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.vdot(jnp.asarray([1j, 2.0]), jnp.asarray([1j, 1.0]))
    Array(3.+0.j, dtype=complex128)
    """
    (x, y), d, _ = _promoted([a, b], "vdot", preferred_element_type)
    # ivylite.vecdot conjugates its first operand already, as vdot does.
    x, y = ivylite.reshape(x, (-1,)), ivylite.reshape(y, (-1,))
    return Array(_boolean(ivylite.vecdot, x, y) if d is _BOOL else ivylite.vecdot(x, y))


def inner(a: Any, b: Any, *, precision: Any = None, preferred_element_type: Any = None) -> Array:
    """Sum of products over the last axes of ``a`` and ``b``.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.inner(jnp.ones((2, 3)), jnp.ones((4, 3))).shape
    (2, 4)
    """
    (x, y), d, _ = _promoted([a, b], "inner", preferred_element_type)
    if x.ndim == 0 or y.ndim == 0:
        return Array(ivylite.multiply(x, y))

    def product(x: Any, y: Any) -> Any:
        return ivylite.tensordot(x, y, axes=([x.ndim - 1], [y.ndim - 1]))

    return Array(_boolean(product, x, y) if d is _BOOL else product(x, y))


def outer(a: Any, b: Any, out: None = None) -> Array:
    """Every product of an element of ``a`` with one of ``b`` (both flattened).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.outer(jnp.asarray([1, 2]), jnp.asarray([1, 10]))
    Array([[ 1, 10],
           [ 2, 20]], dtype=int64)
    """
    (x, y), d, _ = _promoted([a, b], "outer", None)
    x = ivylite.reshape(x, (-1, 1))
    y = ivylite.reshape(y, (1, -1))
    return Array(ivylite.logical_and(x, y) if d is _BOOL else ivylite.multiply(x, y))


def tensordot(a: Any, b: Any, axes: Any = 2, *, precision: Any = None,
              preferred_element_type: Any = None) -> Array:  # fmt: skip
    """Sum of products over the given axes (``axes=n``: the last n of ``a``, first n of ``b``).

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.tensordot(jnp.ones((2, 3)), jnp.ones((3, 4)), axes=1).shape
    (2, 4)
    """
    (x, y), d, _ = _promoted([a, b], "tensordot", preferred_element_type)
    if not isinstance(axes, int):
        axes = tuple(tuple(ax) if isinstance(ax, (list, tuple)) else (ax,) for ax in axes)

    def product(x: Any, y: Any) -> Any:
        return ivylite.tensordot(x, y, axes=axes)

    return Array(_boolean(product, x, y) if d is _BOOL else product(x, y))


def einsum(subscripts: str, /, *operands: Any, out: None = None, optimize: Any = "auto",
           precision: Any = None, preferred_element_type: Any = None,
           _dot_general: Any = None, out_sharding: Any = None) -> Array:  # fmt: skip
    """Einstein summation over the operands, which promote together first.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> jnp.einsum("ij,j->i", jnp.ones((2, 3), dtype=jnp.float32), jnp.asarray([1, 2, 3]))
    Array([6., 6.], dtype=float32)
    """
    xs, d, weak = _promoted(list(operands), "einsum", preferred_element_type)

    def product(*xs: Any) -> Any:
        out = ivylite.einsum(subscripts, *xs)
        # ivylite's torch einsum returns int64 data for integer reductions while
        # labelling them with the input dtype; a cast makes data and label agree.
        return ivylite.astype(out, out.dtype) if out.dtype.kind in ("int", "uint") else out

    return wrap(_boolean(product, *xs) if d is _BOOL else product(*xs), weak)
