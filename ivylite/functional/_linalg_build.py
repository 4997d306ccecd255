"""Builders of the linalg extension (``linalg_extension.py``).

Kept apart so the public module stays readable: ``_Float`` is the floating
machinery (refuse integers, compute half precision in float32, cast the
results back) and one ``_build_*`` per function shape.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any, NamedTuple

from ..axes import as_index
from ..dispatch import cast_or_refuse, passthrough, unsupported_set, unwrap_array
from ..dtypes import Dtype, as_dtype
from ._build import wrap_as
from .linalg import broadcast_shapes, negative_axis, promoted
from .statistical import accumulator_on, reduction_axes

if TYPE_CHECKING:
    from ..backend import Backend
    from ..dispatch import Entry

__all__: list[str] = []

_F32, _I64 = Dtype("float32"), Dtype("int64")
_REAL = {Dtype("complex64"): _F32, Dtype("complex128"): Dtype("float64")}
_EPS = {"bfloat16": 2.0**-7, "float16": 2.0**-10, "float32": 2.0**-23, "float64": 2.0**-52}
_EPS.update(complex64=_EPS["float32"], complex128=_EPS["float64"])


class EighResult(NamedTuple):
    """The result of :func:`eigh`."""

    eigenvalues: Any
    eigenvectors: Any


class QRResult(NamedTuple):
    """The result of :func:`qr`."""

    Q: Any
    R: Any


class SlogdetResult(NamedTuple):
    """The result of :func:`slogdet`."""

    sign: Any
    logabsdet: Any


class SVDResult(NamedTuple):
    """The result of :func:`svd`."""

    U: Any
    S: Any
    Vh: Any


def _real(d: Dtype) -> Dtype:
    return _REAL.get(d, d)


class _Float:
    """The floating-input machinery of one function on one backend: the operand
    in the dtype it is computed in (float16/bfloat16 -> float32), and results
    cast back to the input's precision."""

    def __init__(self, entry: Any, fn: Any, B: Backend) -> None:
        self.name = entry.name
        self.B = B
        self.A = B.array_cls
        self.refused = unsupported_set(entry, fn, B)

    def operand(self, x: Any) -> tuple[Any, Dtype, Dtype, tuple]:
        """(native in W, input dtype d, work dtype W, shape)."""
        a, d = unwrap_array(x, self.B, self.name)
        return self.work(a, d)

    def work(self, a: Any, d: Dtype) -> tuple[Any, Dtype, Dtype, tuple]:
        B = self.B
        if d in self.refused:  # integers and bool: refused, or cast by a casting mode
            d = cast_or_refuse(self.name, d, self.refused, B)
            a = B.cast(a, B.native_dtypes[d])
        W = _F32 if d.bits == 16 and d.kind == "float" else d
        if W is not d:
            a = B.cast(a, B.native_dtypes[W])
        return a, d, W, tuple(B.shape(a))

    def out(self, native: Any, d: Dtype, W: Dtype, real: bool = False) -> Any:
        """Wrap a result computed in W as the input's dtype d (or its real dtype)."""
        if W is not d:
            native = self.B.cast(native, self.B.native_dtypes[d])
        return self.A(native, _real(d) if real else d)

    def matrices(self, shape: tuple, square: bool = False, what: str = "x") -> None:
        if len(shape) < 2:
            raise ValueError(
                f"{self.name}: {what} must have at least 2 dimensions (a stack of matrices "
                f"(..., M, N)), got shape {shape}"
            )
        if square and shape[-1] != shape[-2]:
            raise ValueError(
                f"{self.name}: {what} must be a stack of square matrices (..., M, M), got shape "
                f"{shape}"
            )


def _build_square(real: bool = False):
    """det, inv, eigvalsh: one square stack in, one array out."""

    def build(entry: Entry, fn: Any, B: Backend):
        F = _Float(entry, fn, B)

        def impl(x, /):
            a, d, W, shape = F.operand(x)
            F.matrices(shape, square=True)
            return F.out(fn(a), d, W, real)

        return impl

    return build


def _build_svdvals(entry: Entry, fn: Any, B: Backend):
    F = _Float(entry, fn, B)

    def impl(x, /):
        a, d, W, shape = F.operand(x)
        F.matrices(shape)
        return F.out(fn(a), d, W, real=True)

    return impl


def _build_cholesky(entry: Entry, fn: Any, B: Backend):
    F = _Float(entry, fn, B)

    def impl(x, /, *, upper=False):
        a, d, W, shape = F.operand(x)
        F.matrices(shape, square=True)
        return F.out(fn(a, bool(upper)), d, W)

    return impl


def _build_eigh(entry: Entry, fn: Any, B: Backend):
    F = _Float(entry, fn, B)

    def impl(x, /):
        a, d, W, shape = F.operand(x)
        F.matrices(shape, square=True)
        w, v = fn(a)
        return EighResult(F.out(w, d, W, real=True), F.out(v, d, W))

    return impl


def _build_slogdet(entry: Entry, fn: Any, B: Backend):
    F = _Float(entry, fn, B)

    def impl(x, /):
        a, d, W, shape = F.operand(x)
        F.matrices(shape, square=True)
        sign, logabs = fn(a)
        return SlogdetResult(F.out(sign, d, W), F.out(logabs, d, W, real=True))

    return impl


def _build_qr(entry: Entry, fn: Any, B: Backend):
    F = _Float(entry, fn, B)

    def impl(x, /, *, mode="reduced"):
        if mode not in ("reduced", "complete"):
            raise ValueError(f'{F.name}: mode must be "reduced" or "complete", got {mode!r}')
        a, d, W, shape = F.operand(x)
        F.matrices(shape)
        q, r = fn(a, mode)
        return QRResult(F.out(q, d, W), F.out(r, d, W))

    return impl


def _build_svd(entry: Entry, fn: Any, B: Backend):
    F = _Float(entry, fn, B)

    def impl(x, /, *, full_matrices=True):
        a, d, W, shape = F.operand(x)
        F.matrices(shape)
        u, s, vh = fn(a, bool(full_matrices))
        return SVDResult(F.out(u, d, W), F.out(s, d, W, real=True), F.out(vh, d, W))

    return impl


def _rtol(F: _Float, rtol: Any, d: Dtype, W: Dtype, shape: tuple) -> Any:
    """rtol as a Python float (default ``max(M, N) * eps``) or a native array of
    the real work dtype, broadcastable against the stack's shape ``(...)``."""
    if rtol is None:
        return max(shape[-2:]) * _EPS[str(d)]
    if isinstance(rtol, (int, float)) and not isinstance(rtol, bool):
        return float(rtol)
    r, rd = unwrap_array(rtol, F.B, F.name)
    if rd.kind not in ("float", "int", "uint"):
        raise TypeError(f"{F.name}: rtol must be a real number or a real array, got {rd}")
    broadcast_shapes(tuple(F.B.shape(r)), shape[:-2], F.name)
    return F.B.cast(r, F.B.native_dtypes[_real(W)])


def _build_pinv(entry: Entry, fn: Any, B: Backend):
    F = _Float(entry, fn, B)

    def impl(x, /, *, rtol=None):
        a, d, W, shape = F.operand(x)
        F.matrices(shape)
        return F.out(fn(a, _rtol(F, rtol, d, W, shape)), d, W)

    return impl


def _build_matrix_rank(entry: Entry, fn: Any, B: Backend):
    # Composite: count the singular values above rtol * the largest one.
    F = _Float(entry, fn, B)
    family = B.family("linalg_extension")
    svdvals, rank = family.svdvals, family.count_above

    def impl(x, /, *, rtol=None):
        a, d, W, shape = F.operand(x)
        F.matrices(shape)
        return F.A(rank(svdvals(a), _rtol(F, rtol, d, W, shape)), _I64)

    return impl


def _build_solve(entry: Entry, fn: Any, B: Backend):
    F = _Float(entry, fn, B)

    def impl(x1, x2, /):
        a, b, R = promoted(x1, x2, B, F.name, F.refused)
        a, d, W, s1 = F.work(a, R)
        b, _, _, s2 = F.work(b, R)
        F.matrices(s1, square=True, what="x1")
        m = s1[-1]
        if len(s2) == 1:
            if s2[0] != m:
                raise ValueError(
                    f"{F.name}: x2 of shape {s2} does not match x1 of shape {s1}; a vector x2 "
                    f"needs {m} elements"
                )
        elif not s2 or s2[-2] != m:
            raise ValueError(
                f"{F.name}: x2 must have shape ({m},) or (..., {m}, K) for x1 of shape {s1}, "
                f"got {s2}"
            )
        else:
            broadcast_shapes(s1[:-2], s2[:-2], F.name)
        return F.out(fn(a, b), d, W)

    return impl


_MATRIX_ORDS = ("fro", "nuc", 1, -1, 2, -2, math.inf, -math.inf)


def _build_matrix_norm(entry: Entry, fn: Any, B: Backend):
    F = _Float(entry, fn, B)

    def impl(x, /, *, keepdims=False, ord="fro"):
        if ord is None:  # the standard's signature allows None: the default
            ord = "fro"
        if isinstance(ord, bool) or ord not in _MATRIX_ORDS:
            raise ValueError(
                f'{F.name}: ord must be "fro", "nuc", 1, -1, 2, -2, inf or -inf, got {ord!r}'
            )
        a, d, W, shape = F.operand(x)
        F.matrices(shape)
        o = ord if isinstance(ord, str) or math.isinf(ord) else int(ord)
        return F.out(fn(a, o, bool(keepdims)), d, W, real=True)

    return impl


def _build_vector_norm(entry: Entry, fn: Any, B: Backend):
    F = _Float(entry, fn, B)
    A, shape_of = B.array_cls, B.shape
    # Real float32/float64 arrays are computed as they are, the result in their dtype.
    plain = frozenset(B.native_dtypes) & {Dtype("float32"), Dtype("float64")} - F.refused

    def impl(x, /, *, axis=None, keepdims=False, ord=2):
        if type(x) is A and axis is None and type(ord) is int and ord == 2 and x._dtype in plain:
            # The commonest call (the 2-norm of a whole array) without the general
            # path's dtype work: the same backend call on the same axes.
            a = x._data
            axes = tuple(range(len(shape_of(a))))
            return wrap_as(B, fn(a, axes, bool(keepdims), 2.0), x._dtype)
        if isinstance(ord, bool) or not isinstance(ord, (int, float)) or math.isnan(ord):
            raise ValueError(f"{F.name}: ord must be a real number (inf and -inf too), got {ord!r}")
        a, d, W, shape = F.operand(x)
        axes = reduction_axes(axis, len(shape), F.name)
        if axes is None:
            axes = tuple(range(len(shape)))
        return F.out(fn(a, axes, bool(keepdims), float(ord)), d, W, real=True)

    return impl


# --- numeric functions ------------------------------------------------------------------


def _build_cross(entry: Entry, fn: Any, B: Backend):
    name = entry.name
    refused = unsupported_set(entry, fn, B)
    A = B.array_cls

    def impl(x1, x2, /, *, axis=-1):
        a, b, R = promoted(x1, x2, B, name, refused)
        s1, s2 = tuple(B.shape(a)), tuple(B.shape(b))
        ax = negative_axis(axis, s1, s2, name)
        if s1[ax] != 3 or s2[ax] != 3:
            raise ValueError(
                f"{name}: x1 and x2 must have size 3 along axis {ax}, got shapes {s1} and {s2}"
            )
        broadcast_shapes(s1, s2, name)
        return A(fn(a, b, ax), R)

    return impl


def _build_outer(entry: Entry, fn: Any, B: Backend):
    name = entry.name
    refused = unsupported_set(entry, fn, B)
    A = B.array_cls

    def impl(x1, x2, /):
        a, b, R = promoted(x1, x2, B, name, refused)
        s1, s2 = tuple(B.shape(a)), tuple(B.shape(b))
        if len(s1) != 1 or len(s2) != 1:
            raise ValueError(f"{name}: x1 and x2 must be 1-D, got shapes {s1} and {s2}")
        return A(fn(a, b), R)

    return impl


def _diagonal_input(B: Backend, name: str, a: Any, offset: Any) -> int:
    shape = tuple(B.shape(a))
    if len(shape) < 2:
        raise ValueError(
            f"{name}: x must have at least 2 dimensions (a stack of matrices), got shape {shape}"
        )
    return as_index(offset, name, "offset")


def _build_diagonal(entry: Entry, fn: Any, B: Backend):
    base = passthrough(entry, fn, B)

    def impl(x, /, *, offset=0):
        a = x._data if type(x) is B.array_cls else unwrap_array(x, B, entry.name)[0]
        return base(x, _diagonal_input(B, entry.name, a, offset))

    return impl


def _build_trace(entry: Entry, fn: Any, B: Backend):
    name = entry.name
    refused = unsupported_set(entry, fn, B)
    A = B.array_cls

    def impl(x, /, *, offset=0, dtype=None):
        a, d = unwrap_array(x, B, name)
        if d in refused:
            d = cast_or_refuse(name, d, refused, B)
            a = B.cast(a, B.native_dtypes[d])
        R = accumulator_on(B, d, name, refused) if dtype is None else as_dtype(dtype)
        if R in refused or R not in B.native_dtypes:
            R = cast_or_refuse(name, R, refused | frozenset(B.invalid_dtypes), B)
        k = _diagonal_input(B, name, a, offset)
        if R is not d:
            a = B.cast(a, B.native_dtypes[R])
        return A(fn(a, k), R)

    return impl


def _build_matrix_power(entry: Entry, fn: Any, B: Backend):
    name = entry.name
    refused = unsupported_set(entry, fn, B)
    A = B.array_cls
    inv = B.family("linalg_extension").inv

    def impl(x, n, /):
        a, d = unwrap_array(x, B, name)
        if d in refused:
            d = cast_or_refuse(name, d, refused, B)
            a = B.cast(a, B.native_dtypes[d])
        n = as_index(n, name, "n")
        shape = tuple(B.shape(a))
        if len(shape) < 2 or shape[-1] != shape[-2]:
            raise ValueError(
                f"{name}: x must be a stack of square matrices (..., M, M), got shape {shape}"
            )
        if n >= 0:
            return A(fn(a, n), d)
        if d.kind not in ("float", "complex"):
            raise TypeError(
                f"{name}: a negative power (n={n}) needs a floating-point x (it inverts x), got "
                f"{d}; cast x to a floating dtype first"
            )
        W = _F32 if d.bits == 16 else d
        w = a if W is d else B.cast(a, B.native_dtypes[W])
        out = fn(inv(w), -n)
        return A(out if W is d else B.cast(out, B.native_dtypes[d]), d)

    return impl
