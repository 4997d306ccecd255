"""Set functions: unique_all, unique_counts, unique_inverse, unique_values.

One backend function, ``unique_all(x)`` of a 1-D array, gives all four: the
unique values in ascending order (NumPy's: NaNs last; complex numbers by real
part, then imaginary part), the index of each value's first occurrence, the
inverse indices (shaped like ``x``, as in the 2023.12 standard) and the
counts, all int64. Each NaN is its own value (NaN != NaN), as the standard
and NumPy 2's ``unique(..., equal_nan=False)`` have it; ``-0.0`` and ``0.0``
are one value (the first occurrence's sign is kept).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ..dispatch import api, custom, refuse, unsupported_set, unwrap_array
from ..dtypes import Dtype
from ._build import wrap_as

if TYPE_CHECKING:
    from ..backend import Backend
    from ..dispatch import Entry

__all__ = [
    "UniqueAllResult",
    "UniqueCountsResult",
    "UniqueInverseResult",
    "unique_all",
    "unique_counts",
    "unique_inverse",
    "unique_values",
]

_INDEX = Dtype("int64")


class UniqueAllResult(NamedTuple):
    """What :func:`unique_all` returns.

    Examples
    --------
    >>> import ivylite
    >>> r = ivylite.unique_all(ivylite.asarray([3, 1, 3]))
    >>> r.values.tolist(), r.indices.tolist(), r.inverse_indices.tolist(), r.counts.tolist()
    ([1, 3], [1, 0], [1, 0, 1], [1, 2])
    """

    values: Any
    indices: Any
    inverse_indices: Any
    counts: Any


class UniqueCountsResult(NamedTuple):
    """What :func:`unique_counts` returns.

    Examples
    --------
    >>> import ivylite
    >>> values, counts = ivylite.unique_counts(ivylite.asarray([3, 1, 3]))
    >>> values.tolist(), counts.tolist()
    ([1, 3], [1, 2])
    """

    values: Any
    counts: Any


class UniqueInverseResult(NamedTuple):
    """What :func:`unique_inverse` returns.

    Examples
    --------
    >>> import ivylite
    >>> r = ivylite.unique_inverse(ivylite.asarray([3, 1, 3]))
    >>> r.values[r.inverse_indices].tolist()
    [3, 1, 3]
    """

    values: Any
    inverse_indices: Any


def _build_unique(entry: Entry, fn: Any, B: Backend):
    name = entry.name
    backend_fn = B.family("set_functions").unique_all
    refused = unsupported_set(entry, backend_fn, B)
    reshape = B.family("manipulation").reshape

    def compute(x):
        a, d = unwrap_array(x, B, name)
        if d in refused:
            raise refuse(name, d, refused, B)
        shape = tuple(B.shape(a))
        values, indices, inverse, counts = backend_fn(reshape(a, (-1,)))
        return (
            wrap_as(B, values, d),
            wrap_as(B, indices, _INDEX),
            wrap_as(B, reshape(inverse, shape), _INDEX),
            wrap_as(B, counts, _INDEX),
        )

    if name == "unique_all":

        def impl(x, /):
            return UniqueAllResult(*compute(x))

    elif name == "unique_counts":

        def impl(x, /):
            values, _, _, counts = compute(x)
            return UniqueCountsResult(values, counts)

    elif name == "unique_inverse":

        def impl(x, /):
            values, _, inverse, _ = compute(x)
            return UniqueInverseResult(values, inverse)

    else:

        def impl(x, /):
            return compute(x)[0]

    return impl


def _int64(d: Dtype) -> Dtype:
    return _INDEX


_UNIQUE = dict(build=_build_unique, composite=True)


@api(
    custom,
    "set_functions",
    promised=_int64,
    **_UNIQUE,
)
def unique_all(x: Any, /) -> UniqueAllResult:
    """The unique values of ``x`` (flattened, ascending), the index of each one's
    first occurrence, the inverse indices (shaped like ``x``: ``values[inverse]``
    rebuilds ``x``) and the counts; the three index arrays are int64.

    Examples
    --------
    >>> import ivylite
    >>> r = ivylite.unique_all(ivylite.asarray([[3, 1], [3, 2]], dtype="int8"))
    >>> r.values
    ivylite.array([1, 2, 3], dtype=int8, backend=numpy)
    >>> r.indices
    ivylite.array([1, 3, 0], dtype=int64, backend=numpy)
    >>> r.inverse_indices
    ivylite.array([[2, 0],
                   [2, 1]], dtype=int64, backend=numpy)
    >>> r.counts
    ivylite.array([1, 1, 2], dtype=int64, backend=numpy)
    """


@api(
    custom,
    "set_functions",
    promised=_int64,
    **_UNIQUE,
)
def unique_counts(x: Any, /) -> UniqueCountsResult:
    """The unique values of ``x`` (flattened, ascending) and how often each occurs (int64).

    Examples
    --------
    >>> import ivylite
    >>> values, counts = ivylite.unique_counts(ivylite.asarray([2.0, float("nan"), 2.0]))
    >>> values
    ivylite.array([ 2., nan], dtype=float32, backend=numpy)
    >>> counts
    ivylite.array([2, 1], dtype=int64, backend=numpy)
    """


@api(
    custom,
    "set_functions",
    promised=_int64,
    **_UNIQUE,
)
def unique_inverse(x: Any, /) -> UniqueInverseResult:
    """The unique values of ``x`` (flattened, ascending) and the int64 indices,
    shaped like ``x``, that rebuild ``x`` from them.

    Examples
    --------
    >>> import ivylite
    >>> values, inverse = ivylite.unique_inverse(ivylite.asarray([5, 3, 5]))
    >>> values
    ivylite.array([3, 5], dtype=int32, backend=numpy)
    >>> inverse
    ivylite.array([1, 0, 1], dtype=int64, backend=numpy)
    """


@api(
    custom,
    "set_functions",
    **_UNIQUE,
)
def unique_values(x: Any, /) -> Any:
    """The unique values of ``x`` (flattened), ascending; each NaN is its own value.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.unique_values(ivylite.asarray([[True, False], [True, True]]))
    ivylite.array([False,  True], dtype=bool, backend=numpy)
    """
