"""``numpy.random``: NumPy's legacy API (``seed``, ``rand``, ``randint``,
``choice``, ``shuffle``... over one global :class:`RandomState`) and
``default_rng``/:class:`Generator`, with NumPy's exact streams.

The numbers come from NumPy's own generators on the host (MT19937 for the
legacy API, PCG64 for ``default_rng``), so a seeded program draws exactly
what it draws with NumPy; the arrays then live on the current backend. The
frontend's global state is its own: seeding it does not seed real NumPy.
The bit generators and ``SeedSequence`` are NumPy's own classes (state, not
arrays): ``Generator(PCG64(1))`` is ``default_rng(1)``.

Examples
--------
>>> import ivylite.frontends.numpy as np
>>> np.random.seed(0)
>>> np.random.randint(0, 10, size=5)
array([5, 0, 3, 3, 7])
>>> np.random.choice(np.array([10, 20, 30]), 4, p=[0.5, 0.25, 0.25])
array([10, 20, 10, 30])
"""

from __future__ import annotations

from typing import Any

import numpy

from ._streams import Generator, RandomState, default_rng

__all__ = [
    "RandomState", "Generator", "default_rng", "seed", "get_state", "set_state", "rand", "randn",
    "randint", "random_integers", "random", "random_sample", "ranf", "sample", "uniform",
    "normal", "standard_normal", "choice", "shuffle", "permutation", "binomial", "poisson",
    "exponential", "beta", "gamma", "lognormal", "laplace", "logistic", "geometric",
    "multinomial", "dirichlet", "multivariate_normal", "triangular", "weibull", "chisquare",
    "standard_t", "standard_exponential", "standard_cauchy", "standard_gamma", "bytes",
]  # fmt: skip

# Bit generators and seeding are state, not arrays: NumPy's own classes.
BitGenerator = numpy.random.BitGenerator
MT19937, PCG64, PCG64DXSM = numpy.random.MT19937, numpy.random.PCG64, numpy.random.PCG64DXSM
Philox, SFC64, SeedSequence = numpy.random.Philox, numpy.random.SFC64, numpy.random.SeedSequence

_GLOBAL = RandomState()


def seed(seed: Any = None) -> None:
    """Seed the global legacy generator.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.random.seed(1); a = np.random.rand(2)
    >>> np.random.seed(1); bool((a == np.random.rand(2)).all())
    True
    """
    _GLOBAL.seed(seed)


def get_state(legacy: bool = True) -> Any:
    """The global legacy generator's state (as NumPy gives it).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.random.seed(3); s = np.random.get_state(); a = np.random.randint(100, size=3)
    >>> np.random.set_state(s); bool((np.random.randint(100, size=3) == a).all())
    True
    """
    return _GLOBAL.get_state(legacy)


def set_state(state: Any) -> None:
    """Restore the global legacy generator's state.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> s = np.random.get_state(); np.random.set_state(s)
    """
    _GLOBAL.set_state(state)


def shuffle(x: Any) -> None:
    """Shuffle ``x`` in place along its first axis (global generator).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.random.seed(0); a = np.arange(5); np.random.shuffle(a); a
    array([2, 0, 1, 3, 4])
    """
    _GLOBAL.shuffle(x)


def permutation(x: Any) -> Any:
    """A shuffled copy of ``x`` (``arange(x)`` for an integer; global generator).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.random.seed(0); np.random.permutation(4)
    array([2, 3, 1, 0])
    """
    return _GLOBAL.permutation(x)


def choice(a: Any, size: Any = None, replace: bool = True, p: Any = None) -> Any:
    """Samples from ``a`` (or ``arange(a)``; global generator).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.random.seed(0); np.random.choice(5, 3, replace=False)
    array([2, 0, 1])
    """
    return _GLOBAL.choice(a, size, replace, p)


def _global(name: str) -> Any:
    def draw(*args: Any, **kwargs: Any) -> Any:
        return getattr(_GLOBAL, name)(*args, **kwargs)

    draw.__name__ = draw.__qualname__ = name
    draw.__module__ = __name__
    draw.__doc__ = (
        f"NumPy's ``numpy.random.{name}`` drawn from the global legacy generator.\n\n"
        "    Examples\n    --------\n    >>> import ivylite.frontends.numpy as np\n"
        f"    >>> callable(np.random.{name})\n    True\n"
    )
    return draw


_DRAWS = [n for n in __all__ if n[0].islower() and n not in (
    "seed", "get_state", "set_state", "shuffle", "permutation", "choice", "default_rng",
)]  # fmt: skip
globals().update({name: _global(name) for name in _DRAWS})


def __getattr__(name: str) -> Any:
    # any other of NumPy's legacy distributions, from the global generator
    if hasattr(numpy.random.RandomState, name) and not name.startswith("_"):
        return getattr(_GLOBAL, name)
    raise AttributeError(f"module 'numpy.random' has no attribute {name!r}")
