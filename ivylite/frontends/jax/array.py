"""``jax.Array`` for the jax frontend: an immutable array with JAX's promotion.

Its operators, ``.at`` and the methods that are ``jax.numpy``'s functions
(``x.sum()``...) are bound by :mod:`.._methods` once those functions exist.

An array made from a Python scalar is *weakly typed* in JAX and defers to
the dtype of what it meets (``jnp.asarray(2.0) * int8_array`` is float64 but
``jnp.asarray(2.0) * float16_array`` float16). With one slot per array, the
flag is the class: weakly typed arrays are :class:`WeakArray`, a subclass
that only sets ``weak_type = True``.
"""

from __future__ import annotations

from typing import Any

from .._common import Conversions, FrontendArray
from . import _indexing
from .dtypes import CANONICAL

__all__ = ["Array", "WeakArray"]

_SCALARS = (bool, int, float, complex)


class Array(FrontendArray):
    """A JAX array on whatever ivylite backend is set.

    Immutable: update with ``x.at[idx].set(v)`` (and ``add``, ``multiply``,
    ``min``, ``max``...), never ``x[idx] = v``. Operators follow JAX's
    promotion; out-of-bounds indices are clamped as JAX clamps them.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> x = jnp.asarray([1, 2, 3], dtype=jnp.int8)
    >>> x + 1, (x * 2.5).dtype
    (Array([2, 3, 4], dtype=int8), dtype('float64'))
    >>> x.at[0].set(7)
    Array([7, 2, 3], dtype=int8)
    >>> jnp.asarray(2.0)
    Array(2., dtype=float64, weak_type=True)
    """

    __slots__ = ()
    weak_type = False
    __array_priority__ = 100

    framework_dtypes = CANONICAL
    conversions = Conversions(
        scalar=(
            TypeError,
            "Only scalar arrays can be converted to Python scalars; got arr.ndim={ndim}",
        ),
        index="Only integer scalar arrays can be converted to a scalar index.",
        only_0d=True,
    )

    # --- conversions -------------------------------------------------------
    def __repr__(self) -> str:
        import numpy as np

        a = np.asarray(self.ivy_array)
        body = np.array2string(a, separator=", ", prefix="Array(")
        if a.size == 0 and a.shape != (0,):
            body += f", shape={a.shape}"
        weak = ", weak_type=True" if self.weak_type else ""
        return f"Array({body}, dtype={self.ivy_array.dtype}{weak})"

    def __str__(self) -> str:
        import numpy as np

        return str(np.asarray(self.ivy_array))

    # --- indexing -----------------------------------------------------------
    def __getitem__(self, key: Any) -> Array:
        return type(self)(_indexing.gather(self.ivy_array, key))

    def __setitem__(self, key: Any, value: Any) -> None:
        raise TypeError(
            "JAX arrays are immutable and do not support in-place item assignment. Instead of "
            "x[idx] = y, use x = x.at[idx].set(y) or another .at[] method"
        )

    def block_until_ready(self) -> Array:
        return self

    __hash__ = None  # type: ignore[assignment] - unhashable, as JAX arrays are


class WeakArray(Array):
    """A weakly typed :class:`Array`: what JAX makes from a Python scalar.

    Examples
    --------
    >>> import ivylite.frontends.jax.numpy as jnp
    >>> w = jnp.asarray(2)
    >>> w.weak_type, (w + jnp.asarray([1], dtype=jnp.uint8)).dtype
    (True, dtype('uint8'))
    """

    __slots__ = ()
    weak_type = True
