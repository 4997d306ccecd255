"""``RandomState`` (NumPy's legacy MT19937 API) and ``Generator`` (PCG64 and the
other bit generators), drawing NumPy's exact streams.

Each holds NumPy's own generator on the host (see ``_host``); every method
NumPy has is offered. ``shuffle``, ``permutation`` and ``choice`` draw the
indices on the host (NumPy's draws depend only on the length, ``size``,
``replace`` and ``p``) and move the elements on the backend, so they keep the
array's dtype and ``shuffle`` writes in place, through views too.
"""

from __future__ import annotations

from typing import Any

import numpy

import ivylite
from ivylite.frontends._common import FrontendArray

from ._host import from_host, sample, to_host

__all__ = ["RandomState", "Generator", "default_rng"]


def _frontend_array(x: Any) -> Any:
    from ..ndarray import ndarray
    from ..promotion import as_array

    return x if isinstance(x, ndarray) else ndarray(as_array(x))


def _seed(seed: Any) -> Any:
    if isinstance(seed, FrontendArray):
        host = numpy.asarray(seed.ivy_array)
        return host.item() if host.ndim == 0 else host
    return seed


class _Stream:
    """What RandomState and Generator share: the host generator and the methods
    that move elements."""

    _host: Any

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_"):
            raise AttributeError(name)
        method = getattr(self._host, name)  # AttributeError if NumPy has none
        if not callable(method):
            return method

        def draw(*args: Any, **kwargs: Any) -> Any:
            return sample(method, *args, **kwargs)

        draw.__name__ = draw.__qualname__ = name
        draw.__doc__ = method.__doc__
        return draw

    def _shuffle(self, x: Any, axis: int = 0) -> None:
        from ..ndarray import ndarray

        if not isinstance(x, ndarray):
            if isinstance(x, list):
                self._host.shuffle(x)  # a list in place, as NumPy does
                return
            raise TypeError("shuffle takes an array or a list (it is changed in place)")
        if x.ndim == 0:
            raise ValueError("shuffle only supports 1-D or n-D arrays")
        axis = axis % x.ndim
        order = self._host.permutation(x.shape[axis])
        idx = ivylite.asarray(order, dtype=ivylite.int64)
        moved = x.ivy_array[(slice(None),) * axis + (idx,)]
        x._assign(Ellipsis, moved)

    def _permutation(self, x: Any, axis: int = 0) -> Any:
        if isinstance(x, int) or (isinstance(x, numpy.integer)):
            return from_host(self._host.permutation(int(x)))
        a = _frontend_array(x)
        if a.ndim == 0:
            raise IndexError("x must be an integer or at least 1-dimensional")
        axis = axis % a.ndim
        order = ivylite.asarray(self._host.permutation(a.shape[axis]), dtype=ivylite.int64)
        from ..ndarray import ndarray

        return ndarray(a.ivy_array[(slice(None),) * axis + (order,)])

    def _choice(self, a: Any, size: Any, replace: bool, p: Any, **extra: Any) -> Any:
        from ..ndarray import ndarray

        p = None if p is None else numpy.asarray(to_host(p), dtype=numpy.float64)
        if isinstance(a, (int, numpy.integer)):
            return from_host(self._host.choice(int(a), size, replace, p, **extra))
        arr = _frontend_array(a)
        axis = extra.get("axis", 0)
        if arr.ndim == 0:
            raise ValueError("a must be a sequence or an integer, not a 0-d array")
        idx = self._host.choice(arr.shape[axis], size, replace, p, **extra)
        picked = arr.ivy_array[(slice(None),) * axis + (ivylite.asarray(idx, dtype=ivylite.int64),)]
        return ndarray(picked)


class RandomState(_Stream):
    """NumPy's legacy random generator (Mersenne Twister): the same numbers as
    ``numpy.random.RandomState`` for the same seed and calls.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> rs = np.random.RandomState(0)
    >>> rs.randint(0, 10, size=4), rs.rand(2).round(4)
    (array([5, 0, 3, 3]), array([0.8473, 0.6236]))
    """

    def __init__(self, seed: Any = None) -> None:
        self._host = numpy.random.RandomState(_seed(seed))

    def __repr__(self) -> str:
        return "RandomState(MT19937)"

    def seed(self, seed: Any = None) -> None:
        """Reseed the generator (NumPy's ways of seeding)."""
        self._host.seed(_seed(seed))

    def get_state(self, legacy: bool = True) -> Any:
        """The generator's state, as NumPy gives it (``set_state`` takes it back)."""
        return self._host.get_state(legacy=legacy)

    def set_state(self, state: Any) -> None:
        """Restore a state from :meth:`get_state`."""
        self._host.set_state(to_host(state) if isinstance(state, tuple) else state)

    def shuffle(self, x: Any) -> None:
        """Shuffle ``x`` in place along its first axis."""
        self._shuffle(x)

    def permutation(self, x: Any) -> Any:
        """A shuffled copy of ``x`` (``arange(x)`` for an integer)."""
        return self._permutation(x)

    def choice(self, a: Any, size: Any = None, replace: bool = True, p: Any = None) -> Any:
        """Samples from ``a`` (or ``arange(a)``), with or without replacement, with
        probabilities ``p``."""
        return self._choice(a, size, replace, p)


class Generator(_Stream):
    """NumPy's random ``Generator`` (PCG64 from :func:`default_rng`, or any bit
    generator): the same numbers as NumPy's for the same seed and calls.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> rng = np.random.default_rng(42)
    >>> rng.integers(0, 10, size=3), rng.random(2).round(4)
    (array([0, 7, 6]), array([0.8586, 0.6974]))
    """

    def __init__(self, bit_generator: Any) -> None:
        self._host = numpy.random.Generator(bit_generator)

    def __repr__(self) -> str:
        return f"Generator({type(self._host.bit_generator).__name__})"

    @property
    def bit_generator(self) -> Any:
        return self._host.bit_generator

    def shuffle(self, x: Any, axis: int = 0) -> None:
        """Shuffle ``x`` in place along ``axis``."""
        self._shuffle(x, axis)

    def permutation(self, x: Any, axis: int = 0) -> Any:
        """A shuffled copy of ``x`` along ``axis`` (``arange(x)`` for an integer)."""
        return self._permutation(x, axis)

    def choice(self, a: Any, size: Any = None, replace: bool = True, p: Any = None,
               axis: int = 0, shuffle: bool = True) -> Any:  # fmt: skip
        """Samples from ``a`` (or ``arange(a)``) along ``axis``."""
        return self._choice(a, size, replace, p, axis=axis, shuffle=shuffle)

    def spawn(self, n_children: int) -> list[Generator]:
        """Independent child generators (NumPy's ``spawn``)."""
        return [_wrap_generator(g) for g in self._host.spawn(n_children)]


def _wrap_generator(host: numpy.random.Generator) -> Generator:
    g = Generator.__new__(Generator)
    g._host = host
    return g


def default_rng(seed: Any = None) -> Generator:
    """A :class:`Generator` over PCG64 seeded with ``seed`` (NumPy's ways of seeding).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.random.default_rng(7).normal(size=2).round(4)
    array([0.0012, 0.2987])
    """
    if isinstance(seed, Generator):
        return seed
    return _wrap_generator(numpy.random.default_rng(_seed(seed)))
