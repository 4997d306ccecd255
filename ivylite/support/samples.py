"""The support probe's inputs: small arrays every backend computes on exactly.

Each helper gives values that every dtype of a kind holds exactly (so the
backends can be compared bit for bit or to the dtype's precision) and that
stay inside the domain of the functions that take them: nonzero divisors,
positive logarithms, non-negative integer exponents, no unsigned underflow.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ..dtypes import Dtype, dtype_kind, numpy_dtype

__all__ = ["sample", "array", "seeded", "in_domain", "matrix"]


def sample(fn: str, dtype: str, which: int = 0) -> np.ndarray:
    """Four values of ``dtype`` (two sets, ``which`` 0 or 1) that every backend can
    compute ``fn`` on exactly: nonzero divisors, positive logarithms, non-negative
    integer exponents, no unsigned underflow.

    Examples
    --------
    >>> from ivylite.support.samples import sample
    >>> sample("add", "int8")
    array([ 7, -4,  9, -2], dtype=int8)
    >>> sample("log", "float32")
    array([2.  , 2.75, 3.5 , 1.  ], dtype=float32)
    """
    kind = dtype_kind(dtype)
    if kind == "bool":
        data = [[True, False, True, False], [True, True, False, False]][which]
    elif kind == "uint":
        data = [[7, 4, 9, 2], [3, 2, 5, 1]][which]
    elif kind == "int":
        data = [[7, -4, 9, -2], [3, 2, -5, 1]][which]
        if fn == "pow" and which == 1:
            data = [3, 2, 0, 1]
    elif kind == "float":
        data = [[1.5, -2.25, 3.0, 0.5], [0.5, 2.0, -1.5, 4.0]][which]
        if fn == "pow" and which == 0:
            data = [1.5, 2.25, 3.0, 0.5]
    else:
        data = [[1 + 2j, -0.5 + 1j, 3 - 1j, 0.25], [0.5 - 1j, 2, -1 + 1j, 1 + 1j]][which]
    if fn in ("log", "sqrt") and kind in ("int", "float"):
        data = [abs(v) + 0.5 if kind == "float" else abs(v) + 1 for v in data]
    arr = np.array(data, dtype=numpy_dtype(dtype))
    if fn == "matmul":
        arr = np.resize(arr, (2, 2)) if which == 0 else np.resize(arr, (2, 3))
    return arr


def array(ns: Any, fn: str, d: str, which: int = 0) -> Any:
    """:func:`sample` as an array of the backend namespace ``ns``.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.support.samples import array
    >>> array(ivylite, "add", "uint8", 1)
    ivylite.array([3, 2, 5, 1], dtype=uint8, backend=numpy)
    """
    return ns.asarray(sample(fn, d, which))


def seeded(ns: Any, d: str, shape: tuple[int, ...], seed: int = 0, low: float = -2.0) -> Any:
    """An array of dtype ``d`` and ``shape`` in ``ns`` with deterministic values every
    dtype holds exactly: integers in [-3, 4) ([0, 4) unsigned), floats multiples of
    1/8 in [low, 2] (exact in bfloat16 too), complex those plus 0.5j.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.support.samples import seeded
    >>> seeded(ivylite, "float32", (3,))
    ivylite.array([ 0.5  , -0.875, -1.875], dtype=float32, backend=numpy)
    """
    g = np.random.default_rng(seed)
    kind = Dtype(d).kind
    if kind == "bool":
        host = g.integers(0, 2, shape).astype(bool)
    elif kind in ("int", "uint"):
        host = g.integers(0 if kind == "uint" else -3, 4, shape)
    else:
        host = np.round(g.uniform(low, 2.0, shape) * 8) / 8
        if kind == "complex":
            host = host + 0.5j
    return ns.asarray(host.astype(numpy_dtype(d)))


# Inputs inside each function's domain, so every backend computes finite values
# the probe can compare (the special values are tested in the test suite).
DOMAINS = {
    "acos": "unit",
    "asin": "unit",
    "atanh": "unit",
    "acosh": "above_one",
    "log1p": "non_negative",
    "log2": "positive",
    "log10": "positive",
}


def in_domain(fn: str, d: str) -> np.ndarray:
    """:func:`sample` moved into the domain :data:`DOMAINS` gives ``fn`` (|x| <= 1,
    x >= 1, x >= 0 or x > 0); complex and bool samples are left as they are.

    Examples
    --------
    >>> from ivylite.support.samples import in_domain
    >>> in_domain("acosh", "float64")
    array([2.5 , 3.25, 4.  , 1.5 ])
    >>> in_domain("asin", "int8")
    array([ 0,  1, -1,  0], dtype=int8)
    """
    x = sample(fn, d)
    kind = np.dtype(numpy_dtype(d)).kind if d != "bfloat16" else "f"
    rule = DOMAINS.get(fn)
    if rule is None or kind == "b":
        return x
    if rule == "unit":
        if kind in "fc":
            return (x / 4).astype(x.dtype)
        return np.array([0, 1, 0, 1] if kind == "u" else [0, 1, -1, 0], x.dtype)
    if kind == "c":
        return x
    if rule == "above_one":
        return (np.abs(x) + 1).astype(x.dtype)
    if rule == "non_negative":
        return np.abs(x).astype(x.dtype)
    return (np.abs(x) + (1 if kind in "iu" else 0.5)).astype(x.dtype)


_SPD = [[4.0, 1.0, 0.5], [1.0, 3.0, 0.25], [0.5, 0.25, 2.0]]
_HPD = [[4.0, 1 + 1j, 0.5j], [1 - 1j, 3.0, 0.25], [-0.5j, 0.25, 2.0]]


def matrix(ns: Any, d: str, which: int = 0) -> Any:
    """A well-conditioned Hermitian positive definite 3x3 matrix of dtype ``d`` in
    ``ns`` (``which`` 1: its transpose), so every decomposition's result is unique.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.support.samples import matrix
    >>> matrix(ivylite, "int16")
    ivylite.array([[4, 1, 2],
                   [1, 3, 0],
                   [2, 0, 5]], dtype=int16, backend=numpy)
    """
    kind = Dtype(d).kind
    data = _HPD if kind == "complex" else _SPD
    if kind == "bool":
        data = [[True, False, True], [False, True, False], [True, True, True]]
    elif kind in ("int", "uint"):
        data = [[4, 1, 2], [1, 3, 0], [2, 0, 5]]
    arr = np.array(data, dtype=numpy_dtype(d))
    return ns.asarray(arr.T.copy() if which else arr)
