"""The fft extension of the Array API standard (``ivylite.fft``).

Result dtypes are the standard's, the same on every backend:

- ``fft``, ``ifft``, ``fftn``, ``ifftn``: complex64 -> complex64, complex128 ->
  complex128. Superset: real floating input is accepted as the complex of its
  precision (float32 -> complex64, float64 -> complex128; float16 and
  bfloat16 are computed in float32 -> complex64).
- ``rfft``, ``rfftn``, ``ihfft``: real floating -> the complex of its precision
  (float16/bfloat16 computed in float32 -> complex64).
- ``irfft``, ``irfftn``, ``hfft``: complex -> the real floating of its
  precision. Superset: real floating input is read as complex (float16/bfloat16
  computed in float32).
- ``fftfreq``, ``rfftfreq``: the default real floating dtype.
- ``fftshift``, ``ifftshift``: any numeric dtype, kept.

``n``/``s`` pad with zeros or trim, as the standard says; ``s[i] == -1`` uses
the whole input along ``axes[i]`` (for the last axis of ``irfftn``: the default
``2*(m-1)``). ``s`` needs ``axes``; repeated axes are refused.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Literal

from .. import config
from ..axes import as_index, normalize_axes, normalize_axis
from ..dispatch import api, cast_or_refuse, custom, refuse, unsupported_set, unwrap_array
from ..dtypes import Dtype, as_dtype
from ._build import check_dtype, known_shape, native_device, wrap_as

if TYPE_CHECKING:
    from ..backend import Backend
    from ..dispatch import Entry

__all__ = [
    "fft",
    "ifft",
    "fftn",
    "ifftn",
    "rfft",
    "irfft",
    "rfftn",
    "irfftn",
    "hfft",
    "ihfft",
    "fftfreq",
    "rfftfreq",
    "fftshift",
    "ifftshift",
]

Norm = Literal["backward", "ortho", "forward"]
_NORMS = ("backward", "ortho", "forward")

# Input dtype -> the complex / real floating dtype of its precision.
_COMPLEX = {
    Dtype(k): Dtype(v)
    for k, v in (
        ("bfloat16", "complex64"),
        ("float16", "complex64"),
        ("float32", "complex64"),
        ("float64", "complex128"),
        ("complex64", "complex64"),
        ("complex128", "complex128"),
    )
}
_REAL = {d: Dtype("float32" if c == "complex64" else "float64") for d, c in _COMPLEX.items()}
_F32 = Dtype("float32")
# kind -> (dtype the backend function receives, dtype it returns), per input dtype.
_KINDS = {
    "c2c": (_COMPLEX, _COMPLEX),  # fft, ifft, fftn, ifftn
    "r2c": ({d: r for d, r in _REAL.items() if d.kind == "float"}, _COMPLEX),  # rfft, rfftn, ihfft
    "c2r": (_COMPLEX, _REAL),  # irfft, irfftn, hfft
}


def _check_norm(norm: Any, fn: str) -> None:
    if not isinstance(norm, str) or norm not in _NORMS:
        raise ValueError(f'{fn}: norm must be "backward", "ortho" or "forward", got {norm!r}')


def _positive(n: int, fn: str, what: str, why: str = "") -> int:
    if n < 1:
        raise ValueError(
            f"{fn}: {what} must be a positive number of points, got {n}{why}; pass {what} >= 1"
        )
    return n


def _operand(
    x: Any, B: Backend, fn: str, kind: str, refused: frozenset
) -> tuple[Any, Dtype, tuple]:
    """The native input cast to the dtype the backend function computes in, the
    result dtype, and the input's shape (at least one dimension)."""
    a, d = unwrap_array(x, B, fn)
    if d in refused:  # integers and bool: refused, or cast by an active casting mode
        target = cast_or_refuse(fn, d, refused, B)
        a, d = B.cast(a, B.native_dtypes[target]), target
    shape = known_shape(tuple(B.shape(a)), fn)
    if not shape:
        raise ValueError(f"{fn}: x must have at least one dimension, got a 0-d array")
    work, result = _KINDS[kind]
    W = work.get(d)
    if W is None:  # reached only when the probe ignores the declarations
        raise refuse(fn, d, refused | {d}, B)
    if W is not d:
        if d.bits == 16:  # float16/bfloat16: widen to float32 first (exact)
            a, d = B.cast(a, B.native_dtypes[_F32]), _F32
        if W is not d:
            a = B.cast(a, B.native_dtypes[W])
    return a, result[W], shape


def _build_1d(kind: str):
    """fft, ifft, rfft (r2c), irfft, hfft (c2r), ihfft (r2c)."""

    def build(entry: Entry, fn: Any, B: Backend):
        name = entry.name
        refused = unsupported_set(entry, fn, B)
        A = B.array_cls

        def impl(x, /, *, n=None, axis=-1, norm="backward"):
            _check_norm(norm, name)
            a, R, shape = _operand(x, B, name, kind, refused)
            ax = normalize_axis(axis, len(shape), name)
            if n is None:
                m = shape[ax]
                if kind == "c2r":
                    why = f" (the default 2*(m-1) for the input length m = {m} along axis {ax})"
                    n = _positive(2 * (m - 1), name, "n", why)
                else:
                    n = _positive(m, name, "n", f" (the default: the length of axis {ax})")
            else:
                n = _positive(as_index(n, name, "n"), name, "n")
            return A(fn(a, n, ax, norm), R)

        return impl

    return build


def _build_nd(kind: str):
    """fftn, ifftn, rfftn (r2c), irfftn (c2r)."""

    def build(entry: Entry, fn: Any, B: Backend):
        name = entry.name
        refused = unsupported_set(entry, fn, B)
        A = B.array_cls

        def impl(x, /, *, s=None, axes=None, norm="backward"):
            _check_norm(norm, name)
            a, R, shape = _operand(x, B, name, kind, refused)
            ndim = len(shape)
            if axes is None:
                if s is not None:
                    raise ValueError(
                        f"{name}: s={s!r} was given without axes; pass axes too (s[i] is the "
                        "size along axes[i])"
                    )
                axes_ = tuple(range(ndim))
            else:
                axes_ = normalize_axes(axes, ndim, name, what="axes entry")
            if not axes_:
                raise ValueError(f"{name}: axes is empty; name at least one axis to transform")
            last = len(axes_) - 1
            if s is None:
                sizes = [-1] * len(axes_)
            else:
                sizes = [as_index(v, name, "s entry") for v in ((s,) if isinstance(s, int) else s)]
                if len(sizes) != len(axes_):
                    raise ValueError(f"{name}: s={s!r} and axes={axes!r} must have the same length")
            out = []
            for i, (ax, n) in enumerate(zip(axes_, sizes)):
                m = shape[ax]
                if n != -1:
                    out.append(_positive(n, name, f"s[{i}]"))
                elif kind == "c2r" and i == last:
                    why = f" (the default 2*(m-1) for the input length m = {m} along axis {ax})"
                    out.append(_positive(2 * (m - 1), name, f"s[{i}]", why))
                else:
                    why = f" (the default: the length of axis {ax})"
                    out.append(_positive(m, name, f"s[{i}]", why))
            return A(fn(a, tuple(out), axes_, norm), R)

        return impl

    return build


def _build_freq(entry: Entry, fn: Any, B: Backend):
    name = entry.name
    refused = unsupported_set(entry, fn, B)

    def impl(n, /, *, d=1.0, dtype=None, device=None):
        n = _positive(as_index(n, name, "n"), name, "n")
        if isinstance(d, bool):
            raise TypeError(f"{name}: d must be a real number, got a bool ({d})")
        try:
            d = float(d)
        except (TypeError, ValueError):
            raise TypeError(
                f"{name}: d must be a real number, got {type(d).__name__} {d!r}"
            ) from None
        if d == 0:
            raise ValueError(f"{name}: the sample spacing d must not be zero")
        R = config.default_float_dtype() if dtype is None else as_dtype(dtype)
        if R.kind != "float":
            raise TypeError(
                f"{name}: dtype must be a real floating dtype, got {R}; the frequencies are "
                "real numbers"
            )
        R = check_dtype(B, R, name, refused)
        dev = native_device(B, device, name)
        return wrap_as(B, fn(n, d, dtype=B.native_dtypes[R], device=dev), R)

    return impl


def _build_shift(entry: Entry, fn: Any, B: Backend):
    name = entry.name
    refused = unsupported_set(entry, fn, B)
    copy = B.module.copy

    def impl(x, /, *, axes=None):
        a, d = unwrap_array(x, B, name)
        if d in refused:  # bool: refused, or cast by an active casting mode
            target = cast_or_refuse(name, d, refused, B)
            a, d = B.cast(a, B.native_dtypes[target]), target
        ndim = len(B.shape(a))
        if axes is None:
            axes_ = tuple(range(ndim))
        else:
            axes_ = normalize_axes(axes, ndim, name, what="axes entry")
        return wrap_as(B, fn(a, axes_) if axes_ else copy(a), d)

    return impl


def _to_complex(d: Dtype) -> Dtype:
    return _COMPLEX.get(d, d)


def _to_real(d: Dtype) -> Dtype:
    return _REAL.get(d, d)


_TRANSFORM = {"namespace": "fft", "dtypes": ("float", "complex")}
_REAL_IN = {"namespace": "fft", "dtypes": ("float",)}


# --- the public functions ------------------------------------------------------------


@api(custom, "fft", build=_build_1d("c2c"), promised=_to_complex, **_TRANSFORM)
def fft(x: Any, /, *, n: int | None = None, axis: int = -1, norm: Norm = "backward") -> Any:
    """One-dimensional discrete Fourier transform along ``axis``.

    ``n`` pads with zeros or trims the input along ``axis`` (default: its
    length). ``norm``: ``"backward"`` (no scaling), ``"ortho"`` (``1/sqrt(n)``)
    or ``"forward"`` (``1/n``). Complex input keeps its dtype; real floating
    input gives the complex of its precision (float16/bfloat16 -> complex64).

    Examples
    --------
    >>> import ivylite
    >>> x = ivylite.asarray([1, 2, 3, 4], dtype="complex64")
    >>> ivylite.fft.fft(x)
    ivylite.array([10.+0.j, -2.+2.j, -2.+0.j, -2.-2.j], dtype=complex64, backend=numpy)
    >>> ivylite.fft.fft(ivylite.asarray([1.0, 1.0]), n=4).tolist()
    [(2+0j), (1-1j), 0j, (1+1j)]
    """


@api(custom, "fft", build=_build_1d("c2c"), promised=_to_complex, **_TRANSFORM)
def ifft(x: Any, /, *, n: int | None = None, axis: int = -1, norm: Norm = "backward") -> Any:
    """One-dimensional inverse discrete Fourier transform along ``axis``.

    ``norm``: ``"backward"`` (scale by ``1/n``), ``"ortho"`` (``1/sqrt(n)``) or
    ``"forward"`` (no scaling). Dtypes as for :func:`fft`.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.fft.ifft(ivylite.asarray([4, 0, 0, 0], dtype="complex128"))
    ivylite.array([1.+0.j, 1.+0.j, 1.+0.j, 1.+0.j], dtype=complex128, backend=numpy)
    """


@api(custom, "fft", build=_build_nd("c2c"), promised=_to_complex, **_TRANSFORM)
def fftn(
    x: Any,
    /,
    *,
    s: Sequence[int] | None = None,
    axes: Sequence[int] | None = None,
    norm: Norm = "backward",
) -> Any:
    """n-dimensional discrete Fourier transform over ``axes`` (all axes by default).

    ``s[i]`` pads or trims axis ``axes[i]`` (``-1``: its whole length); ``s``
    requires ``axes``. ``norm`` scales by ``n = prod(s)`` as in :func:`fft`.

    Examples
    --------
    >>> import ivylite
    >>> x = ivylite.asarray([[1, 2], [3, 4]], dtype="complex64")
    >>> ivylite.fft.fftn(x)
    ivylite.array([[10.+0.j, -2.+0.j],
                   [-4.+0.j,  0.+0.j]], dtype=complex64, backend=numpy)
    >>> ivylite.fft.fftn(x, s=(3,), axes=(1,)).shape
    (2, 3)
    """


@api(custom, "fft", build=_build_nd("c2c"), promised=_to_complex, **_TRANSFORM)
def ifftn(
    x: Any,
    /,
    *,
    s: Sequence[int] | None = None,
    axes: Sequence[int] | None = None,
    norm: Norm = "backward",
) -> Any:
    """n-dimensional inverse discrete Fourier transform over ``axes``.

    Examples
    --------
    >>> import ivylite
    >>> x = ivylite.asarray([[1, 2], [3, 4]], dtype="complex64")
    >>> ivylite.fft.ifftn(ivylite.fft.fftn(x)).tolist()
    [[(1+0j), (2+0j)], [(3+0j), (4+0j)]]
    """


@api(custom, "fft", build=_build_1d("r2c"), promised=_to_complex, **_REAL_IN)
def rfft(x: Any, /, *, n: int | None = None, axis: int = -1, norm: Norm = "backward") -> Any:
    """Discrete Fourier transform of real input: the ``n//2 + 1`` non-negative frequencies.

    Real floating input only; the result is the complex of its precision
    (float16/bfloat16 are computed in float32 -> complex64).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.fft.rfft(ivylite.asarray([1.0, 2.0, 3.0, 4.0]))
    ivylite.array([10.+0.j, -2.+2.j, -2.+0.j], dtype=complex64, backend=numpy)
    """


@api(custom, "fft", build=_build_1d("c2r"), promised=_to_real, **_TRANSFORM)
def irfft(x: Any, /, *, n: int | None = None, axis: int = -1, norm: Norm = "backward") -> Any:
    """Inverse of :func:`rfft`: ``n`` real output points (default ``2*(m-1)``).

    The input is trimmed or zero-padded to ``n//2 + 1`` points along ``axis``.
    Complex input gives the real floating dtype of its precision; real
    floating input is read as complex (superset).

    Examples
    --------
    >>> import ivylite
    >>> X = ivylite.fft.rfft(ivylite.asarray([1.0, 2.0, 3.0]))
    >>> ivylite.fft.irfft(X, n=3)
    ivylite.array([1., 2., 3.], dtype=float32, backend=numpy)
    """


@api(custom, "fft", build=_build_nd("r2c"), promised=_to_complex, **_REAL_IN)
def rfftn(
    x: Any,
    /,
    *,
    s: Sequence[int] | None = None,
    axes: Sequence[int] | None = None,
    norm: Norm = "backward",
) -> Any:
    """n-dimensional transform of real input; the last of ``axes`` keeps ``s[-1]//2 + 1`` points.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.fft.rfftn(ivylite.ones((2, 4), dtype="float64"))
    ivylite.array([[8.+0.j, 0.+0.j, 0.+0.j],
                   [0.+0.j, 0.+0.j, 0.+0.j]], dtype=complex128, backend=numpy)
    """


@api(custom, "fft", build=_build_nd("c2r"), promised=_to_real, **_TRANSFORM)
def irfftn(
    x: Any,
    /,
    *,
    s: Sequence[int] | None = None,
    axes: Sequence[int] | None = None,
    norm: Norm = "backward",
) -> Any:
    """Inverse of :func:`rfftn`; ``s`` is the output shape along ``axes`` (last
    axis default ``2*(m-1)``).

    Examples
    --------
    >>> import ivylite
    >>> x = ivylite.asarray([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
    >>> ivylite.fft.irfftn(ivylite.fft.rfftn(x), s=(2, 3), axes=(0, 1))
    ivylite.array([[1., 2., 3.],
                   [4., 5., 6.]], dtype=float32, backend=numpy)
    """


@api(custom, "fft", build=_build_1d("c2r"), promised=_to_real, **_TRANSFORM)
def hfft(x: Any, /, *, n: int | None = None, axis: int = -1, norm: Norm = "backward") -> Any:
    """Transform of a signal with Hermitian symmetry (given by its first half): real output.

    ``n`` output points (default ``2*(m-1)``); ``norm="backward"`` does not scale.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.fft.hfft(ivylite.asarray([1, 2, 3], dtype="complex64"))
    ivylite.array([ 8., -2.,  0., -2.], dtype=float32, backend=numpy)
    """


@api(custom, "fft", build=_build_1d("r2c"), promised=_to_complex, **_REAL_IN)
def ihfft(x: Any, /, *, n: int | None = None, axis: int = -1, norm: Norm = "backward") -> Any:
    """Inverse of :func:`hfft`: real input, ``n//2 + 1`` complex points out.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.fft.ihfft(ivylite.asarray([8.0, -2.0, 0.0, -2.0]))
    ivylite.array([1.-0.j, 2.-0.j, 3.-0.j], dtype=complex64, backend=numpy)
    """


_FREQ = {"namespace": "fft", "dtypes": ("float",)}


@api(custom, "fft", build=_build_freq, **_FREQ)
def fftfreq(n: int, /, *, d: float = 1.0, dtype: Any = None, device: Any = None) -> Any:
    """Sample frequencies of an ``n``-point transform with sample spacing ``d``.

    ``[0, 1, ..., (n-1)//2, -(n//2), ..., -1] / (d*n)``, in ``dtype`` (a real
    floating dtype; default: the default real floating dtype), computed in
    float64, then rounded once.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.fft.fftfreq(4, d=0.5)
    ivylite.array([ 0. ,  0.5, -1. , -0.5], dtype=float32, backend=numpy)
    """


@api(custom, "fft", build=_build_freq, **_FREQ)
def rfftfreq(n: int, /, *, d: float = 1.0, dtype: Any = None, device: Any = None) -> Any:
    """Sample frequencies of :func:`rfft`: ``[0, 1, ..., n//2] / (d*n)``.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.fft.rfftfreq(5)
    ivylite.array([0. , 0.2, 0.4], dtype=float32, backend=numpy)
    """


_SHIFT = {"namespace": "fft", "dtypes": ("numeric",)}


@api(custom, "fft", build=_build_shift, **_SHIFT)
def fftshift(x: Any, /, *, axes: int | Sequence[int] | None = None) -> Any:
    """Move the zero-frequency term to the centre (roll each of ``axes`` by ``n//2``).

    Any numeric dtype; the result keeps it.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.fft.fftshift(ivylite.fft.fftfreq(5))
    ivylite.array([-0.4, -0.2,  0. ,  0.2,  0.4], dtype=float32, backend=numpy)
    """


@api(custom, "fft", build=_build_shift, **_SHIFT)
def ifftshift(x: Any, /, *, axes: int | Sequence[int] | None = None) -> Any:
    """Inverse of :func:`fftshift` (roll each of ``axes`` by ``-(n//2)``).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.fft.ifftshift(ivylite.asarray([[1, 2, 3], [4, 5, 6]]), axes=1)
    ivylite.array([[2, 3, 1],
                   [5, 6, 4]], dtype=int32, backend=numpy)
    """
