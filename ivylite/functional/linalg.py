"""Linear algebra of the main namespace: matmul, matrix_transpose, tensordot, vecdot,
and einsum (not in the standard; every framework has it and the frontends need it).

All four are also in ``ivylite.linalg`` (the extension holds the main
namespace's functions themselves). The extension's own functions are in
``linalg_extension.py``. ``tensordot`` and ``vecdot`` promote their inputs
with ivylite's ``result_type`` and keep that dtype on every backend (integers
wrap like NumPy's).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..axes import as_index, normalize_axes, normalize_axis
from ..decorators import handle_out_argument
from ..dispatch import api, binary, cast_or_refuse, custom, passthrough, unsupported_set, unwrap
from ..dtypes import Dtype
from ..promotion import result_type

if TYPE_CHECKING:
    from ..backend import Backend
    from ..dispatch import Entry

__all__ = ["einsum", "matmul", "matrix_transpose", "tensordot", "vecdot"]


# --- shared by the linalg builders (linalg_extension.py uses these too) ---------------


def promoted(x1: Any, x2: Any, B: Backend, fn: str, refused: frozenset) -> tuple[Any, Any, Dtype]:
    """Both operands as natives of their ivylite result dtype R (refused dtypes
    go through the active casting modes or raise); arrays only."""
    a, d1 = unwrap(x1, B, fn)
    b, d2 = unwrap(x2, B, fn)
    if d1 is None or d2 is None:
        raise TypeError(
            f"{fn}: both arguments must be arrays, got a Python "
            f"{type(x1 if d1 is None else x2).__name__}; wrap it with ivylite.asarray"
        )
    R = result_type(d1, d2)
    if R in refused:
        R = cast_or_refuse(fn, R, refused, B)
    native = B.native_dtypes[R]
    if d1 is not R:
        a = B.cast(a, native)
    if d2 is not R:
        b = B.cast(b, native)
    return a, b, R


def broadcast_shapes(s1: tuple, s2: tuple, fn: str) -> tuple:
    """The broadcast shape of ``s1`` and ``s2``, or a ValueError naming both."""
    n = max(len(s1), len(s2))
    p1, p2 = (1,) * (n - len(s1)) + tuple(s1), (1,) * (n - len(s2)) + tuple(s2)
    out = []
    for a, b in zip(p1, p2):
        if a != b and a != 1 and b != 1:
            raise ValueError(f"{fn}: shapes {tuple(s1)} and {tuple(s2)} do not broadcast")
        out.append(b if a == 1 else a)
    return tuple(out)


def negative_axis(axis: Any, s1: tuple, s2: tuple, fn: str) -> int:
    """The 2023.12 rule for vecdot/cross: axis in [-N, -1], N = min(x1.ndim, x2.ndim)."""
    return normalize_axis(axis, min(len(s1), len(s2)), fn, negative=True)


# --- tensordot, vecdot ------------------------------------------------------------------


def _tensordot_axes(axes: Any, s1: tuple, s2: tuple, fn: str) -> tuple[tuple, tuple]:
    if isinstance(axes, Sequence) and not isinstance(axes, str):
        if len(axes) != 2:
            raise ValueError(
                f"{fn}: axes must be an int or a pair (x1_axes, x2_axes), got {axes!r}"
            )
        ax1 = normalize_axes(axes[0], len(s1), fn, what="x1 axis")
        ax2 = normalize_axes(axes[1], len(s2), fn, what="x2 axis")
        if len(ax1) != len(ax2):
            raise ValueError(
                f"{fn}: axes {axes!r} name {len(ax1)} axes of x1 but {len(ax2)} of x2; "
                "name as many of each"
            )
    else:
        n = as_index(axes, fn, "axes")
        if n < 0 or n > len(s1) or n > len(s2):
            raise ValueError(
                f"{fn}: axes={n} must be in [0, min(x1.ndim, x2.ndim)] for shapes "
                f"{tuple(s1)} and {tuple(s2)}"
            )
        ax1, ax2 = tuple(range(len(s1) - n, len(s1))), tuple(range(n))
    for i, j in zip(ax1, ax2):
        if s1[i] != s2[j]:
            raise ValueError(
                f"{fn}: axis {i} of x1 (size {s1[i]}) and axis {j} of x2 (size {s2[j]}) "
                f"must have the same size, for shapes {tuple(s1)} and {tuple(s2)}"
            )
    return ax1, ax2


def _build_tensordot(entry: Entry, fn: Any, B: Backend):
    name = entry.name
    refused = unsupported_set(entry, fn, B)
    A = B.array_cls

    def impl(x1, x2, /, *, axes=2):
        a, b, R = promoted(x1, x2, B, name, refused)
        ax1, ax2 = _tensordot_axes(axes, tuple(B.shape(a)), tuple(B.shape(b)), name)
        return A(fn(a, b, ax1, ax2), R)

    return impl


def _build_vecdot(entry: Entry, fn: Any, B: Backend):
    name = entry.name
    refused = unsupported_set(entry, fn, B)
    A = B.array_cls

    def impl(x1, x2, /, *, axis=-1):
        a, b, R = promoted(x1, x2, B, name, refused)
        s1, s2 = tuple(B.shape(a)), tuple(B.shape(b))
        ax = negative_axis(axis, s1, s2, name)
        if s1[ax] != s2[ax]:
            raise ValueError(
                f"{name}: x1 and x2 must have the same size along axis {ax}, got shapes "
                f"{s1} and {s2}"
            )
        broadcast_shapes(s1, s2, name)
        return A(fn(a, b, ax), R)

    return impl


# --- einsum ------------------------------------------------------------------------------


def einsum_explicit(subscripts: Any, shapes: list[tuple], fn: str = "einsum") -> str:
    """``subscripts`` checked against the operands' shapes and made explicit
    (``"ij,jk"`` becomes ``"ij,jk->ik"``), so every backend reads the same thing."""
    if not isinstance(subscripts, str):
        raise TypeError(f"{fn}: subscripts must be a str such as 'ij,jk->ik', got {subscripts!r}")
    spec = subscripts.replace(" ", "")
    inputs, arrow, output = spec.partition("->")
    terms = inputs.split(",")
    if len(terms) != len(shapes):
        raise ValueError(
            f"{fn}: subscripts {subscripts!r} name {len(terms)} operands but {len(shapes)} "
            "were given"
        )
    sizes: dict[str, int] = {}
    counts: dict[str, int] = {}
    for term, shape in zip(terms, shapes):
        letters = term.replace("...", "")
        if not letters.isalpha() and letters or term.count("...") > 1:
            raise ValueError(f"{fn}: {term!r} in {subscripts!r}: use letters and at most one '...'")
        if len(letters) > len(shape) or ("..." not in term and len(letters) != len(shape)):
            raise ValueError(
                f"{fn}: {term!r} in {subscripts!r} names {len(letters)} axes but the operand "
                f"has shape {tuple(shape)}"
            )
        # the letters after '...' label the last axes
        before, _, after = term.partition("...")
        labelled = list(zip(before, shape)) + list(zip(after, shape[len(shape) - len(after) :]))
        for c, n in labelled:
            counts[c] = counts.get(c, 0) + 1
            if sizes.setdefault(c, n) != n:
                raise ValueError(
                    f"{fn}: axis {c!r} of {subscripts!r} has sizes {sizes[c]} and {n} "
                    f"(shapes {', '.join(str(tuple(s)) for s in shapes)})"
                )
    if not arrow:
        output = ("..." if "..." in inputs else "") + "".join(
            sorted(c for c, k in counts.items() if k == 1)
        )
    out_letters = output.replace("...", "")
    unknown = [c for c in out_letters if c not in sizes]
    if (
        unknown
        or len(set(out_letters)) != len(out_letters)
        or ("..." in output and "..." not in inputs)
    ):
        raise ValueError(
            f"{fn}: output {output!r} of {subscripts!r} must name each input axis at most once"
        )
    return f"{','.join(terms)}->{output}"


def _build_einsum(entry: Entry, fn: Any, B: Backend):
    name = entry.name
    refused = unsupported_set(entry, fn, B)
    A = B.array_cls

    def impl(subscripts, /, *operands):
        parts = [unwrap(x, B, name) for x in operands]
        if any(d is None for _, d in parts):
            raise TypeError(f"{name}: operands must be arrays; wrap scalars with ivylite.asarray")
        R = result_type(*(d for _, d in parts))
        if R in refused:
            R = cast_or_refuse(name, R, refused, B)
        native = B.native_dtypes[R]
        natives = [a if d is R else B.cast(a, native) for a, d in parts]
        spec = einsum_explicit(subscripts, [tuple(B.shape(a)) for a in natives], name)
        return A(fn(spec, natives), R)

    return impl


# --- the public functions -------------------------------------------------------------


@api(binary, "linalg", result="same", dtypes=("numeric",), scalars=False, also_in=("linalg",))
@handle_out_argument
def matmul(x1: Any, x2: Any, /, *, out: Any = None) -> Any:
    """Matrix product, with the Array API's broadcasting of stacks; inputs promote first.

    Examples
    --------
    >>> import ivylite
    >>> a = ivylite.asarray([[1, 2], [3, 4]], dtype="int8")
    >>> ivylite.matmul(a, ivylite.asarray([[1], [1]], dtype="int16"))
    ivylite.array([[3],
                   [7]], dtype=int16, backend=numpy)
    """


@api(passthrough, "linalg", also_in=("linalg",))
def matrix_transpose(x: Any, /) -> Any:
    """Swap the last two axes.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.matrix_transpose(ivylite.asarray([[1, 2, 3]])).shape
    (3, 1)
    """


@api(
    custom,
    "linalg",
    build=_build_tensordot,
    dtypes=("numeric",),
    also_in=("linalg",),
)
def tensordot(x1: Any, x2: Any, /, *, axes: int | tuple[Sequence[int], Sequence[int]] = 2) -> Any:
    """Sum of products over the given axes (the inputs promote first).

    ``axes=N`` contracts the last ``N`` axes of ``x1`` with the first ``N`` of
    ``x2``; ``axes=(x1_axes, x2_axes)`` names them (same sizes, no
    broadcasting). The result's axes are ``x1``'s free axes then ``x2``'s.

    Examples
    --------
    >>> import ivylite
    >>> a = ivylite.asarray([[1, 2], [3, 4]], dtype="int8")
    >>> ivylite.tensordot(a, a, axes=1)
    ivylite.array([[ 7, 10],
                   [15, 22]], dtype=int8, backend=numpy)
    >>> ivylite.tensordot(a, ivylite.asarray([1.0, 1.0]), axes=([1], [0]))
    ivylite.array([3., 7.], dtype=float32, backend=numpy)
    """


@api(
    custom,
    "linalg",
    build=_build_vecdot,
    dtypes=("numeric",),
    also_in=("linalg",),
)
def vecdot(x1: Any, x2: Any, /, *, axis: int = -1) -> Any:
    """Dot product of vectors along ``axis``: ``sum(conj(x1) * x2, axis)`` after broadcasting.

    ``axis`` is negative (counted from the last dimension, in ``[-N, -1]``
    with ``N = min(x1.ndim, x2.ndim)``); both inputs must have the same size
    along it. The inputs promote first.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.vecdot(ivylite.asarray([[1, 2], [3, 4]]), ivylite.asarray([1, 1]))
    ivylite.array([3, 7], dtype=int32, backend=numpy)
    >>> ivylite.vecdot(ivylite.asarray([1j]), ivylite.asarray([1j]))
    ivylite.array(1.+0.j, dtype=complex64, backend=numpy)
    """


@api(custom, "linalg", build=_build_einsum, dtypes=("numeric",))
def einsum(subscripts: str, /, *operands: Any) -> Any:
    """Sum of products over the axes ``subscripts`` names (NumPy's notation, ``...``
    included); the operands promote together first.

    Without ``->`` the output is every letter that appears once, in
    alphabetical order (NumPy's implicit mode). Not part of the Array API
    standard; every backend has it.

    Examples
    --------
    >>> import ivylite
    >>> a = ivylite.asarray([[1, 2], [3, 4]], dtype="int8")
    >>> ivylite.einsum("ij,jk->ik", a, a)
    ivylite.array([[ 7, 10],
                   [15, 22]], dtype=int8, backend=numpy)
    >>> ivylite.einsum("ii", a), ivylite.einsum("...j->...", ivylite.asarray([[1.0, 2.0]]))
    (ivylite.array(5, dtype=int8, backend=numpy), ivylite.array([3.], dtype=float32, backend=numpy))
    """
