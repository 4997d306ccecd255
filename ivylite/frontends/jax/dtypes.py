"""The jax frontend's dtype objects: ``jnp.float32`` and friends, and ``x.dtype``.

In JAX ``x.dtype`` is a NumPy dtype and ``jnp.float32`` a scalar type; both
compare equal to each other and to ``"float32"``. Here one object plays both
parts: a :class:`dtype` is an ivylite :class:`~ivylite.Dtype` (so any ivylite
function takes it) that is also callable like JAX's scalar types
(``jnp.float32(1.5)`` makes a 0-d array: ``__call__`` is bound by
:mod:`._methods`, over ``jax.numpy.asarray``).

Examples
--------
>>> import ivylite.frontends.jax.numpy as jnp
>>> x = jnp.asarray([1.0, 2.0], dtype=jnp.float32)
>>> x.dtype == jnp.float32, x.dtype == "float32", x.dtype
(True, True, dtype('float32'))
"""

from __future__ import annotations

from typing import Any

from ivylite.dtypes import Dtype, InvalidDtypeError, all_dtypes

from .promotion import jax_dtype

__all__ = ["dtype", "canonical"]


class dtype(Dtype):  # noqa: N801 - JAX's (NumPy's) spelling
    """A JAX dtype: equal to its name, to NumPy's dtype of that name, callable.

    ``dtype(obj)`` accepts names, NumPy and framework dtypes, the Python types
    (``int`` is int64 and ``float`` float64, as JAX with x64 reads them) and
    arrays (their dtype).

    Examples
    --------
    >>> import numpy as np
    >>> from ivylite.frontends.jax.dtypes import dtype
    >>> dtype(float), dtype("int8").itemsize, dtype("bfloat16") == np.dtype("float32")
    (dtype('float64'), 1, False)
    >>> dtype("int16")(7)
    Array(7, dtype=int16)
    """

    __slots__ = ()

    def __new__(cls, obj: Any) -> dtype:
        try:
            return CANONICAL[obj]
        except (KeyError, TypeError):
            pass
        inner = getattr(obj, "dtype", None)
        if inner is not None and not isinstance(obj, type):
            obj = inner
        return CANONICAL[jax_dtype(obj)]

    @property
    def name(self) -> str:
        return str.__str__(self)

    @property
    def itemsize(self) -> int:
        return self.bits // 8

    @property
    def type(self) -> dtype:
        return self

    @property
    def dtype(self) -> dtype:
        # jnp.float32.dtype is NumPy's float32 dtype: here, itself.
        return self

    def __eq__(self, other: object) -> bool:
        if isinstance(other, str):
            return str.__eq__(self, other)
        try:
            return str.__eq__(self, jax_dtype(other))
        except (InvalidDtypeError, TypeError):
            return NotImplemented

    def __ne__(self, other: object) -> bool:
        eq = self.__eq__(other)
        return eq if eq is NotImplemented else not eq

    __hash__ = str.__hash__

    def __repr__(self) -> str:
        return f"dtype('{str.__str__(self)}')"

    def __reduce__(self):
        return (dtype, (str.__str__(self),))


CANONICAL: dict[Any, dtype] = {}
for _d in all_dtypes:
    CANONICAL[_d] = str.__new__(dtype, _d)
del _d


def canonical(d: Dtype) -> dtype:
    """The frontend dtype object for an ivylite dtype (one lookup).

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.frontends.jax.dtypes import canonical
    >>> canonical(ivylite.int8)
    dtype('int8')
    """
    return CANONICAL[d]
