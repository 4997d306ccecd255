"""The ufunc methods: ``reduce``, ``accumulate``, ``outer``, ``at``, ``reduceat``,
bound onto :class:`~ivylite.frontends.numpy._ufunc.ufunc` here (they use the
reductions, which are ufuncs' users).

Each computes with the ufunc itself (its loops, its dtypes), so every ufunc has
them. ``add``, ``multiply``, ``maximum``, ``minimum``, ``logical_and`` and
``logical_or`` reduce with the backend's own reductions (as ``sum``, ``prod``,
``max``... do); other reorderable ufuncs combine halves pairwise (log2(n)
steps); the rest fold in order, as NumPy does. ``add`` and ``multiply``
accumulate bools and small integers in int64 (uint64), as NumPy 2 does.
"""

from __future__ import annotations

import builtins
from typing import Any

import numpy

import ivylite
from ivylite.array import Array
from ivylite.dtypes import Dtype

from .._common import bind
from . import reduction
from ._helpers import NoValue, finish, normalize_axis
from ._ufunc import ufunc
from .dtypes import as_numpy_dtype
from .ndarray import ndarray
from .promotion import as_array, scalar_array

__all__ = ["reduce", "accumulate", "outer", "at", "reduceat"]

_WIDENED = ("add", "multiply")  # bools and small integers accumulate in int64


def _wrap(x: Array) -> Any:
    return ndarray(x)


def _unwrap(x: Any) -> Array:
    return as_array(x)


def _widen(uf: Any, x: Array, dtype: Any) -> Array:
    """``x`` cast to ``dtype=``, or to int64/uint64 for add/multiply of small ints."""
    if dtype is not None:
        d = as_numpy_dtype(dtype)
    elif uf.__name__ in _WIDENED and x.dtype.kind in ("bool", "int", "uint"):
        d = Dtype("uint64" if x.dtype.kind == "uint" else "int64")
    else:
        return x
    return x if x.dtype is d else ivylite.astype(x, d)


def _apply(uf: Any, a: Array, b: Array) -> Array:
    return uf.__wrapped__(a, b)


def _fold(uf: Any, x: Array, start: Array | None) -> Array:
    """Reduce axis 0 of ``x`` (``start`` first, if given)."""
    n = x.shape[0]
    if uf.reorderable and start is None and n > 1:
        while x.shape[0] > 1:  # pairwise: log2(n) steps
            m = x.shape[0]
            pairs = _apply(uf, x[0 : m - 1 : 2], x[1:m:2])
            x = ivylite.concat([pairs, x[m - 1 :]]) if m % 2 else pairs
        return x[0]
    r = x[0] if start is None else start
    for i in range(0 if start is not None else 1, n):
        r = _apply(uf, r, x[i])
    return r


def _loop_dtype(uf: Any, d: Any) -> Any:
    """The dtype a reduction of ``d`` values accumulates in: the ufunc's loop for
    ``d``, which must give that dtype back (a comparison of integers, giving
    bools, has no such loop: NumPy refuses it too)."""
    loop = uf.loop_of(d)
    sample = ivylite.zeros((), dtype=d if loop is None else loop)
    out = _apply(uf, sample, sample).dtype  # a refused dtype raises here
    if out is not loop:
        from ._helpers import UFuncTypeError

        raise UFuncTypeError(
            f"No loop matching the specified signature and casting was found for ufunc "
            f"{uf.__name__}"
        )
    return loop


def _axes(uf: Any, axis: Any, ndim: int) -> tuple[int, ...]:
    if axis is None:
        axes = tuple(range(ndim))
    else:
        axes = normalize_axis(axis, ndim)
        axes = axes if type(axes) is tuple else (axes,)
    if len(axes) > 1 and not uf.reorderable:
        raise ValueError(
            f"reduction operation '{uf.__name__}' is not reorderable, so at most one axis may "
            "be specified"
        )
    return axes


_FAST = {
    "add": "sum", "multiply": "prod", "maximum": "max", "minimum": "min",
    "logical_and": "all", "logical_or": "any",
}  # fmt: skip


def reduce(
    uf: Any,
    array: Any,
    axis: Any = 0,
    dtype: Any = None,
    out: Any = None,
    keepdims: bool = False,
    initial: Any = NoValue,
    where: Any = True,
) -> Any:
    """``uf.reduce`` (see :class:`~ivylite.frontends.numpy._ufunc.ufunc`).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.bitwise_or.reduce(np.array([1, 2, 8]))
    array(11)
    """
    _binary_only(uf, "reduce")
    fast = _FAST.get(uf.__name__)
    if fast is not None and (dtype is None or fast in ("sum", "prod")):
        if initial is NoValue or fast not in ("all", "any"):
            kwargs: dict[str, Any] = {"keepdims": keepdims, "where": where}
            if initial is not NoValue:
                kwargs["initial"] = initial
            if fast in ("sum", "prod"):
                kwargs["dtype"] = dtype
            return getattr(reduction, fast)(array, axis=axis, out=out, **kwargs)
    x = _widen(uf, _unwrap(array), dtype)
    r = _reduce(uf, x, _axes(uf, axis, x.ndim), initial, where)
    if keepdims:
        shape = [1 if i in _axes(uf, axis, x.ndim) else s for i, s in enumerate(x.shape)]
        r = ivylite.reshape(r, tuple(shape))
    return _wrap(finish(r, _unwrap(out) if out is not None else None, True, uf.__name__))


def _reduce(uf: Any, x: Array, axes: tuple[int, ...], initial: Any, where: Any) -> Array:
    loop = _loop_dtype(uf, x.dtype)
    if x.dtype is not loop:
        x = ivylite.astype(x, loop)
    start = None
    if initial is not NoValue and initial is not None:
        start = scalar_array(initial, loop) if not isinstance(initial, Array) else initial
    if where is not True:
        fill = start if start is not None else _identity(uf, loop)
        x = ivylite.where(as_array(where, ivylite.bool), x, fill)
    rest = [i for i in range(x.ndim) if i not in axes]
    x = ivylite.permute_dims(x, (*axes, *rest))
    kept = x.shape[len(axes) :]
    x = ivylite.reshape(x, (-1, *kept))
    if x.shape[0] == 0 and start is None:
        start = _identity(uf, loop, empty=True)
    if start is not None:
        start = ivylite.broadcast_to(start, kept)
    return _fold(uf, x, start)


def _identity(uf: Any, d: Any, empty: bool = False) -> Array:
    if uf.identity is None:
        if empty:
            raise ValueError(
                f"zero-size array to reduction operation {uf.__name__} which has no identity"
            )
        raise ValueError(
            f"reduction operation '{uf.__name__}' does not have an identity, so to use a "
            "where mask one has to specify 'initial'"
        )
    return scalar_array(uf.identity, d)


def _binary_only(uf: Any, method: str) -> None:
    if uf.nin != 2 or uf.nout != 1:
        raise ValueError(f"{method} only supported for binary functions")


def accumulate(uf: Any, array: Any, axis: int = 0, dtype: Any = None, out: Any = None) -> Any:
    """``uf.accumulate``.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.add.accumulate(np.array([1, 2, 3], dtype=np.int8))
    array([1, 3, 6])
    """
    _binary_only(uf, "accumulate")
    x = _widen(uf, _unwrap(array), dtype)
    if axis is None:
        raise TypeError("'NoneType' object cannot be interpreted as an integer")
    axis = normalize_axis(axis, builtins.max(x.ndim, 1))
    loop = _loop_dtype(uf, x.dtype)
    if x.dtype is not loop:
        x = ivylite.astype(x, loop)
    if uf.__name__ == "add" and loop.kind != "bool":
        r = ivylite.cumulative_sum(x, axis=axis, dtype=loop)
    else:
        x = ivylite.moveaxis(x, axis, 0)
        r = ivylite.moveaxis(_scan(uf, x), 0, axis)
    return _wrap(finish(r, _unwrap(out) if out is not None else None, True, uf.__name__))


def _scan(uf: Any, x: Array) -> Array:
    n = x.shape[0]
    if n <= 1:
        return x
    if uf.reorderable:  # doubling: log2(n) steps
        k = 1
        while k < n:
            x = ivylite.concat([x[:k], _apply(uf, x[:-k], x[k:])])
            k *= 2
        return x
    rows = [x[0]]
    for i in range(1, n):
        rows.append(_apply(uf, rows[-1], x[i]))
    return ivylite.stack(rows)


def outer(uf: Any, A: Any, B: Any, /, **kwargs: Any) -> Any:
    """``uf.outer``.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.multiply.outer([1, 2], [1, 10])
    array([[ 1, 10],
           [ 2, 20]])
    """
    _binary_only(uf, "outer")
    a, b = _unwrap(A), _unwrap(B)
    a = ivylite.reshape(a, a.shape + (1,) * b.ndim)
    return uf(_wrap(a), _wrap(b), **kwargs)


def _host_key(indices: Any) -> Any:
    """An index as NumPy takes it, frontend arrays made host arrays."""
    if type(indices) is tuple:
        return tuple(_host_key(k) for k in indices)
    if type(indices) in (slice, builtins.int) or indices is None or indices is Ellipsis:
        return indices
    return numpy.asarray(as_array(indices))


def at(uf: Any, a: Any, indices: Any, b: Any = None, /) -> None:
    """``uf.at``: in place, each occurrence of an index applied in turn.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> a = np.array([1, 2, 3, 4])
    >>> np.multiply.at(a, [0, 0, 3], 2)
    >>> a
    array([4, 2, 3, 8])
    """
    if not isinstance(a, ndarray):
        raise TypeError("ufunc.at: the first argument must be an array (it is modified in place)")
    if (b is None) != (uf.nin == 1):
        raise ValueError(f"ufunc.at: {uf.__name__} takes {uf.nin} operand(s)")
    x = a.ivy_array
    positions = numpy.arange(x.size).reshape(x.shape)[_host_key(indices)]
    flat_pos = positions.reshape(-1)
    values = None
    if b is not None:
        v = _unwrap(b)
        values = ivylite.reshape(ivylite.broadcast_to(v, positions.shape), (-1,))
    # Occurrence rank of each position: round r applies the r-th occurrences.
    order = numpy.argsort(flat_pos, kind="stable")
    sorted_pos = flat_pos[order]
    starts = numpy.r_[0, numpy.flatnonzero(sorted_pos[1:] != sorted_pos[:-1]) + 1]
    rank = numpy.empty_like(flat_pos)
    run_start = numpy.repeat(starts, numpy.diff(numpy.r_[starts, sorted_pos.size]))
    rank[order] = numpy.arange(sorted_pos.size) - run_start
    flat = ivylite.reshape(x, (-1,))
    for r in range(int(rank.max()) + 1 if rank.size else 0):
        sel = numpy.flatnonzero(rank == r)
        p = ivylite.asarray(flat_pos[sel], dtype=ivylite.int64)
        current = _wrap(flat[p])
        if values is None:
            new = uf(current)
        else:
            new = uf(current, _wrap(values[ivylite.asarray(sel, dtype=ivylite.int64)]))
        new = new.ivy_array
        flat[p] = new if new.dtype is flat.dtype else ivylite.astype(new, flat.dtype)
    a[...] = _wrap(ivylite.reshape(flat, x.shape))


def reduceat(
    uf: Any, array: Any, indices: Any, axis: int = 0, dtype: Any = None, out: Any = None
) -> Any:
    """``uf.reduceat``.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.maximum.reduceat(np.array([1, 5, 2, 7, 3]), [0, 2, 4])
    array([5, 7, 3])
    """
    _binary_only(uf, "reduceat")
    x = _widen(uf, _unwrap(array), dtype)
    axis = normalize_axis(axis, x.ndim)
    idx = [builtins.int(i) for i in numpy.asarray(as_array(indices)).reshape(-1)]
    n = x.shape[axis]
    x = ivylite.moveaxis(x, axis, 0)
    loop = _loop_dtype(uf, x.dtype)
    if x.dtype is not loop:
        x = ivylite.astype(x, loop)
    parts = []
    for k, i in enumerate(idx):
        if not 0 <= i < n:
            raise IndexError(f"index {i} out-of-bounds in {uf.__name__}.reduceat [0, {n})")
        j = idx[k + 1] if k + 1 < len(idx) else n
        parts.append(_fold(uf, x[i:j], None) if j > i else x[i])
    r = ivylite.moveaxis(ivylite.stack(parts), 0, axis)
    return _wrap(finish(r, _unwrap(out) if out is not None else None, True, uf.__name__))


bind(
    ufunc,
    methods={"reduce": reduce, "accumulate": accumulate, "outer": outer, "at": at,
             "reduceat": reduceat},
)  # fmt: skip
