"""Shape manipulation.

Shapes, axes, shifts and repetitions are checked once here, with errors that
name the values; the backend functions receive normalised arguments (axes
non-negative, shifts reduced modulo the axis size, repetitions as Python
ints) and never promote: every result keeps its input's dtype, except
``concat`` and ``stack``, which promote their inputs to one dtype.
"""

from __future__ import annotations

import math
import operator
from typing import TYPE_CHECKING, Any

from ..axes import as_index, normalize_axes, normalize_axis
from ..dispatch import api, custom, unwrap, unwrap_array
from ..promotion import result_type
from ._build import known_shape, wrap_as

if TYPE_CHECKING:
    from ..backend import Backend
    from ..dispatch import Entry

__all__ = [
    "reshape",
    "expand_dims",
    "squeeze",
    "flip",
    "permute_dims",
    "concat",
    "stack",
    "broadcast_arrays",
    "broadcast_to",
    "moveaxis",
    "repeat",
    "roll",
    "tile",
    "unstack",
]


def _build_reshape(entry: Entry, fn: Any, B: Backend):
    A = B.array_cls

    def impl(x, /, shape, *, copy=None):
        a, d = unwrap_array(x, B, "reshape")
        if type(shape) is not tuple or not all(type(s) is int for s in shape):
            shape = _shape_entries(shape)  # ints only: paddle would take 2.0 as 2
        return A(fn(a, shape, copy=copy), d)

    return impl


def _shape_entries(shape: Any) -> tuple[int, ...]:
    entries = shape if isinstance(shape, (tuple, list)) else (shape,)
    return tuple(as_index(s, "reshape", "each entry of shape") for s in entries)


@api(custom, "manipulation", build=_build_reshape)
def reshape(x: Any, /, shape: tuple[int, ...], *, copy: bool | None = None) -> Any:
    """Give ``x`` a new shape with the same number of elements (one ``-1`` is inferred).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.reshape(ivylite.arange(6), (2, -1))
    ivylite.array([[0, 1, 2],
                   [3, 4, 5]], dtype=int32, backend=numpy)
    """


def _axes(axis: Any, ndim: int, fn: str, what: str = "axis") -> tuple[int, ...]:
    """Distinct axes by ivylite.axes' rules; None names every axis."""
    return tuple(range(ndim)) if axis is None else normalize_axes(axis, ndim, fn, what=what)


def _array(x: Any, B: Backend, fn: str) -> tuple[Any, Any, tuple[int, ...]]:
    a, d = unwrap_array(x, B, fn)
    return a, d, tuple(B.shape(a))


def _build_expand_dims(entry: Entry, fn: Any, B: Backend):
    def impl(x, /, axis=0):
        a, d, shape = _array(x, B, "expand_dims")
        return wrap_as(B, fn(a, normalize_axis(axis, len(shape) + 1, "expand_dims")), d)

    return impl


def _build_squeeze(entry: Entry, fn: Any, B: Backend):
    def impl(x, /, axis):
        a, d, shape = _array(x, B, "squeeze")
        axes = _axes(axis, len(shape), "squeeze")
        wide = [i for i in axes if shape[i] != 1]
        if wide:
            raise ValueError(f"squeeze: axis {wide[0]} has size {shape[wide[0]]}, not 1")
        return wrap_as(B, fn(a, axes), d)

    return impl


def _build_flip(entry: Entry, fn: Any, B: Backend):
    def impl(x, /, *, axis=None):
        a, d, shape = _array(x, B, "flip")
        return wrap_as(B, fn(a, _axes(axis, len(shape), "flip")), d)

    return impl


def _build_permute_dims(entry: Entry, fn: Any, B: Backend):
    def impl(x, /, axes):
        a, d, shape = _array(x, B, "permute_dims")
        perm = _axes(axes, len(shape), "permute_dims")
        if len(perm) != len(shape):
            raise ValueError(
                f"permute_dims: axes {tuple(axes)} is not a permutation of {len(shape)} axes"
            )
        return wrap_as(B, fn(a, perm), d)

    return impl


def _joined(arrays: Any, B: Backend, fn: str) -> tuple[list, Any, list]:
    """Natives of one promoted dtype R, R, and their shapes."""
    if not isinstance(arrays, (list, tuple)) or not arrays:
        raise ValueError(f"{fn}: expected a non-empty list or tuple of arrays")
    parts = [_array(x, B, fn) for x in arrays]
    R = result_type(*(d for _, d, _ in parts))
    nR = B.native_dtypes[R]
    return [a if d is R else B.cast(a, nR) for a, d, _ in parts], R, [s for _, _, s in parts]


def _build_concat(entry: Entry, fn: Any, B: Backend):
    reshape = B.family("manipulation").reshape

    def impl(arrays, /, *, axis=0):
        natives, R, shapes = _joined(arrays, B, "concat")
        if axis is None:
            natives = [reshape(a, (-1,)) for a in natives]
            shapes = [(math.prod(s),) for s in shapes]
            axis = 0
        ndim = len(shapes[0])
        if ndim == 0 or any(len(s) != ndim for s in shapes):
            raise ValueError(
                f"concat: arrays must have the same number of dimensions (>= 1), got {shapes}"
            )
        ax = normalize_axis(axis, ndim, "concat")
        if any(s[:ax] + s[ax + 1 :] != shapes[0][:ax] + shapes[0][ax + 1 :] for s in shapes):
            raise ValueError(f"concat: shapes {shapes} differ outside axis {ax}")
        return wrap_as(B, fn(natives, ax), R)

    return impl


def _build_stack(entry: Entry, fn: Any, B: Backend):
    def impl(arrays, /, *, axis=0):
        natives, R, shapes = _joined(arrays, B, "stack")
        if any(s != shapes[0] for s in shapes):
            raise ValueError(f"stack: arrays must have the same shape, got {shapes}")
        return wrap_as(B, fn(natives, normalize_axis(axis, len(shapes[0]) + 1, "stack")), R)

    return impl


@api(custom, "manipulation", build=_build_expand_dims)
def expand_dims(x: Any, /, axis: int = 0) -> Any:
    """Insert an axis of size one at ``axis``.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.expand_dims(ivylite.asarray([1, 2]), axis=-1).shape
    (2, 1)
    """


@api(custom, "manipulation", build=_build_squeeze)
def squeeze(x: Any, /, axis: int | tuple[int, ...]) -> Any:
    """Remove axes of size one (naming an axis of another size raises).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.squeeze(ivylite.zeros((1, 3, 1)), axis=(0, 2)).shape
    (3,)
    """


@api(custom, "manipulation", build=_build_flip)
def flip(x: Any, /, *, axis: int | tuple[int, ...] | None = None) -> Any:
    """Reverse the order of elements along ``axis`` (every axis by default).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.flip(ivylite.asarray([[1, 2], [3, 4]]), axis=1).tolist()
    [[2, 1], [4, 3]]
    """


@api(custom, "manipulation", build=_build_permute_dims)
def permute_dims(x: Any, /, axes: tuple[int, ...]) -> Any:
    """Permute the axes of ``x``.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.permute_dims(ivylite.zeros((2, 3, 4)), (2, 0, 1)).shape
    (4, 2, 3)
    """


@api(custom, "manipulation", build=_build_concat)
def concat(arrays: Any, /, *, axis: int | None = 0) -> Any:
    """Join arrays along an existing axis (``axis=None``: flattened); dtypes promote.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.concat([ivylite.asarray([1], dtype="int8"), ivylite.asarray([2.5])])
    ivylite.array([1. , 2.5], dtype=float32, backend=numpy)
    """


@api(custom, "manipulation", build=_build_stack)
def stack(arrays: Any, /, *, axis: int = 0) -> Any:
    """Join arrays of one shape along a new axis; dtypes promote.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.stack([ivylite.asarray([1, 2]), ivylite.asarray([3, 4])], axis=1).tolist()
    [[1, 3], [2, 4]]
    """


# --- broadcasting -------------------------------------------------------------------


def _int_tuple(value: Any, what: str, fn: str) -> tuple[int, ...]:
    """A tuple of Python ints from an int or a sequence of ints; a clear error otherwise."""
    try:
        items = (value,) if isinstance(value, int) else tuple(value)
        return tuple(operator.index(v) for v in items)
    except TypeError:
        raise TypeError(f"{fn}: {what} must be an int or a tuple of ints, got {value!r}") from None


def broadcast_shapes(shapes: list[tuple[int, ...]], fn: str) -> tuple[int, ...]:
    """The shape ``shapes`` broadcast to; ValueError naming two shapes that clash."""
    ndim = max((len(s) for s in shapes), default=0)
    out = []
    for i in range(-ndim, 0):
        size = 1
        for s in shapes:
            if len(s) >= -i and s[i] != 1:
                if size != 1 and s[i] != size:
                    other = next(t for t in shapes if len(t) >= -i and t[i] == size)
                    raise ValueError(
                        f"{fn}: shapes {other} and {s} cannot be broadcast together "
                        f"(axis {i}: size {size} vs {s[i]})"
                    )
                size = s[i]
        out.append(size)
    return tuple(out)


def _check_broadcast_to(shape: tuple[int, ...], target: tuple[int, ...], fn: str) -> None:
    if len(shape) > len(target) or any(
        s != 1 and s != t for s, t in zip(shape[::-1], target[::-1])
    ):
        raise ValueError(
            f"{fn}: an array of shape {shape} cannot be broadcast to shape {target}; each "
            "dimension must equal the target's or be 1, counting from the last"
        )


def _target_shape(shape: Any, fn: str) -> tuple[int, ...]:
    out = _int_tuple(shape, "shape", fn)
    if any(s < 0 for s in out):
        raise ValueError(f"{fn}: negative dimension in shape {out}")
    return out


def _build_broadcast_to(entry: Entry, fn: Any, B: Backend):
    def impl(x, /, shape):
        a, d, have = _array(x, B, "broadcast_to")
        target = _target_shape(shape, "broadcast_to")
        _check_broadcast_to(have, target, "broadcast_to")
        return wrap_as(B, fn(a, target), d)

    return impl


def _build_broadcast_arrays(entry: Entry, fn: Any, B: Backend):
    broadcast = B.family("manipulation").broadcast_to

    def impl(*arrays):
        parts = [_array(x, B, "broadcast_arrays") for x in arrays]
        target = broadcast_shapes([s for _, _, s in parts], "broadcast_arrays")
        return [wrap_as(B, broadcast(a, target), d) for a, d, _ in parts]

    return impl


@api(custom, "manipulation", build=_build_broadcast_arrays, composite=True)
def broadcast_arrays(*arrays: Any) -> list[Any]:
    """Broadcast arrays against each other; each keeps its own dtype (no promotion).

    The results may be views of the inputs (NumPy: read-only views).

    Examples
    --------
    >>> import ivylite
    >>> a, b = ivylite.broadcast_arrays(
    ...     ivylite.asarray([[1], [2]], dtype="int8"), ivylite.asarray([0.5, 1.5, 2.5])
    ... )
    >>> a
    ivylite.array([[1, 1, 1],
                   [2, 2, 2]], dtype=int8, backend=numpy)
    >>> b.shape, b.dtype
    ((2, 3), float32)
    """


@api(custom, "manipulation", build=_build_broadcast_to)
def broadcast_to(x: Any, /, shape: tuple[int, ...]) -> Any:
    """Broadcast ``x`` to ``shape`` (dimensions compared from the last; size-1 ones stretch).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.broadcast_to(ivylite.asarray([1, 2, 3]), (2, 3))
    ivylite.array([[1, 2, 3],
                   [1, 2, 3]], dtype=int32, backend=numpy)
    """


# --- moving, repeating, rolling, tiling, unstacking ----------------------------------


def move_order(source: Any, destination: Any, ndim: int) -> tuple[int, ...]:
    """The ``permute_dims`` axes that move ``source`` axes to ``destination``."""
    src = normalize_axes(source, ndim, "moveaxis", what="source")
    dst = normalize_axes(destination, ndim, "moveaxis", what="destination")
    if len(src) != len(dst):
        raise ValueError(
            f"moveaxis: source {source!r} and destination {destination!r} must have the same "
            "number of axes"
        )
    order = [n for n in range(ndim) if n not in src]
    for d, s in sorted(zip(dst, src)):
        order.insert(d, s)
    return tuple(order)


def _build_moveaxis(entry: Entry, fn: Any, B: Backend):
    permute = B.family("manipulation").permute_dims

    def impl(x, source, destination, /):
        a, d, shape = _array(x, B, "moveaxis")
        return wrap_as(B, permute(a, move_order(source, destination, len(shape))), d)

    return impl


def _repeats(repeats: Any, B: Backend) -> int | list[int]:
    """``repeats`` as a Python int or a list of Python ints (checked non-negative)."""
    if type(repeats) is bool or isinstance(repeats, float):
        raise TypeError(f"repeat: repeats must be an int or an integer array, got {repeats!r}")
    if isinstance(repeats, int):
        values: int | list[int] = int(repeats)
    else:
        a, d = unwrap(repeats, B, "repeat")
        if d is None or d.kind not in ("int", "uint"):
            raise TypeError(
                f"repeat: repeats must be an int or an array of an integer dtype, got "
                f"{'a Python ' + type(repeats).__name__ if d is None else 'an array of ' + d}"
            )
        host = B.to_numpy(a)
        if host.ndim > 1:
            raise ValueError(f"repeat: repeats must be 1-d, got shape {tuple(host.shape)}")
        values = int(host) if host.ndim == 0 else [int(v) for v in host.tolist()]
    if min(values if isinstance(values, list) else [values], default=0) < 0:
        raise ValueError(f"repeat: repeats must be non-negative, got {values}")
    return values


def _build_repeat(entry: Entry, fn: Any, B: Backend):
    reshape = B.family("manipulation").reshape

    def impl(x, repeats, /, *, axis=None):
        a, d, shape = _array(x, B, "repeat")
        shape = known_shape(shape, "repeat")
        reps = _repeats(repeats, B)
        if axis is None:
            a, shape, ax = reshape(a, (-1,)), (math.prod(shape),), 0
        else:
            ax = normalize_axis(axis, len(shape), "repeat")
        if isinstance(reps, list):
            if len(reps) == 1:
                reps = reps[0]
            elif len(reps) != shape[ax]:
                where = "x (flattened)" if axis is None else f"axis {ax} of x"
                raise ValueError(
                    f"repeat: repeats has {len(reps)} elements but {where} has size "
                    f"{shape[ax]}; pass one repetition per element, or a single int"
                )
            else:
                reps = tuple(reps)
        return wrap_as(B, fn(a, reps, ax), d)

    return impl


def roll_plan(shift: Any, axis: Any, shape: tuple[int, ...]) -> tuple[tuple, tuple]:
    """(shifts, axes): distinct non-negative axes, each total shift in ``[1, size)``."""
    shifts = _int_tuple(shift, "shift", "roll")
    # An axis named twice is rolled twice (as NumPy does): repeats are allowed here.
    axes = normalize_axes(axis, len(shape), "roll", unique=False)
    if isinstance(shift, int) and not isinstance(axis, int):
        shifts = shifts * len(axes)
    elif len(shifts) != len(axes):
        raise ValueError(f"roll: shift {shift!r} and axis {axis!r} must have the same length")
    total: dict[int, int] = {}
    for s, a in zip(shifts, axes):
        total[a] = total.get(a, 0) + s
    plan = [(s % shape[a], a) for a, s in total.items() if shape[a] and s % shape[a]]
    return tuple(s for s, _ in plan), tuple(a for _, a in plan)


def _build_roll(entry: Entry, fn: Any, B: Backend):
    reshape = B.family("manipulation").reshape
    copy = B.module.copy

    def impl(x, /, shift, *, axis=None):
        a, d, shape = _array(x, B, "roll")
        shape = known_shape(shape, "roll")
        if axis is None:
            if not isinstance(shift, int):
                raise TypeError(
                    f"roll: with axis=None (roll the flattened array) shift must be an int, got "
                    f"{shift!r}; pass axis as a tuple of the same length as shift"
                )
            flat = (math.prod(shape),)
            shifts, axes = roll_plan(shift, 0, flat)
            out = fn(reshape(a, flat), shifts, axes) if axes else copy(a)
            return wrap_as(B, reshape(out, shape) if axes else out, d)
        shifts, axes = roll_plan(shift, axis, shape)
        return wrap_as(B, fn(a, shifts, axes) if axes else copy(a), d)

    return impl


def _build_tile(entry: Entry, fn: Any, B: Backend):
    reshape = B.family("manipulation").reshape

    def impl(x, repetitions, /):
        a, d, shape = _array(x, B, "tile")
        reps = _int_tuple(repetitions, "repetitions", "tile")
        if any(r < 0 for r in reps):
            raise ValueError(f"tile: repetitions must be non-negative, got {reps}")
        if len(reps) < len(shape):
            reps = (1,) * (len(shape) - len(reps)) + reps
        elif len(reps) > len(shape):
            a = reshape(a, (1,) * (len(reps) - len(shape)) + shape)
        return wrap_as(B, fn(a, reps), d)

    return impl


def _build_unstack(entry: Entry, fn: Any, B: Backend):
    def impl(x, /, *, axis=0):
        a, d, shape = _array(x, B, "unstack")
        if not shape:
            raise ValueError("unstack: x is 0-d; it has no axis to unstack along")
        return tuple(wrap_as(B, p, d) for p in fn(a, normalize_axis(axis, len(shape), "unstack")))

    return impl


@api(custom, "manipulation", build=_build_moveaxis, composite=True)
def moveaxis(x: Any, source: int | tuple[int, ...], destination: int | tuple[int, ...], /) -> Any:
    """Move the axes ``source`` of ``x`` to the positions ``destination``; the others keep
    their order.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.moveaxis(ivylite.zeros((2, 3, 4)), 0, -1).shape
    (3, 4, 2)
    >>> ivylite.moveaxis(ivylite.zeros((2, 3, 4)), (0, 1), (2, 0)).shape
    (3, 4, 2)
    """


@api(custom, "manipulation", build=_build_repeat)
def repeat(x: Any, repeats: int | Any, /, *, axis: int | None = None) -> Any:
    """Repeat each element of ``x`` along ``axis`` (``None``: of the flattened array).

    ``repeats`` is an int (every element the same number of times) or a 1-d
    integer array with one non-negative count per element along ``axis``.

    Examples
    --------
    >>> import ivylite
    >>> x = ivylite.asarray([[1, 2], [3, 4]], dtype="int16")
    >>> ivylite.repeat(x, 2)
    ivylite.array([1, 1, 2, 2, 3, 3, 4, 4], dtype=int16, backend=numpy)
    >>> ivylite.repeat(x, ivylite.asarray([1, 2]), axis=0).tolist()
    [[1, 2], [3, 4], [3, 4]]
    """


@api(custom, "manipulation", build=_build_roll)
def roll(
    x: Any, /, shift: int | tuple[int, ...], *, axis: int | tuple[int, ...] | None = None
) -> Any:
    """Shift the elements of ``x`` cyclically along ``axis``.

    ``axis=None`` rolls the flattened array and restores the shape. A tuple
    ``shift`` pairs with an ``axis`` tuple of the same length; an int shift
    applies to every axis named.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.roll(ivylite.asarray([1, 2, 3, 4]), 1)
    ivylite.array([4, 1, 2, 3], dtype=int32, backend=numpy)
    >>> ivylite.roll(ivylite.asarray([[1, 2], [3, 4]]), (1, 1), axis=(0, 1)).tolist()
    [[4, 3], [2, 1]]
    """


@api(custom, "manipulation", build=_build_tile)
def tile(x: Any, repetitions: tuple[int, ...], /) -> Any:
    """Tile ``x``: repeat the whole array ``repetitions[i]`` times along axis ``i``.

    A shorter ``repetitions`` is padded with leading ones; a longer one gives
    ``x`` leading axes of size one.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.tile(ivylite.asarray([1, 2], dtype="uint8"), (2, 2))
    ivylite.array([[1, 2, 1, 2],
                   [1, 2, 1, 2]], dtype=uint8, backend=numpy)
    """


@api(custom, "manipulation", build=_build_unstack)
def unstack(x: Any, /, *, axis: int = 0) -> tuple[Any, ...]:
    """Split ``x`` along ``axis`` into a tuple of arrays with that axis removed.

    Examples
    --------
    >>> import ivylite
    >>> a, b = ivylite.unstack(ivylite.asarray([[1, 2], [3, 4]]), axis=1)
    >>> a
    ivylite.array([1, 3], dtype=int32, backend=numpy)
    """
