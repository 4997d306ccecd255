"""Known sizes: a NumPy array always has a shape of numbers.

On a lazy backend (dask) a boolean mask, ``nonzero`` or ``unique`` leaves a
size that depends on the values (``None`` in ``shape``) until it is computed.
NumPy code reads shapes everywhere (``len``, ``x.size``, ``range(x.shape[0])``,
sorting, assigning through a mask), so the frontend computes such an array
(:func:`ivylite.compute`) when it is made; arrays whose sizes are known stay
lazy. Eager backends always know their sizes: nothing is computed there.
"""

from __future__ import annotations

import ivylite
from ivylite.array import Array

__all__ = ["known", "known_all"]


def known(x: Array) -> Array:
    """``x`` with every size known: computed if a lazy backend left one data-dependent.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.frontends.numpy._sizes import known
    >>> x = ivylite.asarray([1, 5, 2])
    >>> known(x[x > 1]).shape
    (2,)
    """
    return ivylite.compute(x)[0] if None in x.shape else x


def known_all(*xs: Array) -> tuple[Array, ...]:
    """Each of ``xs`` with every size known; those of data-dependent size are computed
    together, so work they share (one ``unique_all``) is done once.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.frontends.numpy._sizes import known_all
    >>> r = ivylite.unique_all(ivylite.asarray([3, 1, 3]))
    >>> [a.shape for a in known_all(r.values, r.counts)]
    [(2,), (2,)]
    """
    todo = [i for i, x in enumerate(xs) if None in x.shape]
    if not todo:
        return xs
    out = list(xs)
    for i, value in zip(todo, ivylite.compute(*(xs[i] for i in todo))):
        out[i] = value
    return tuple(out)
