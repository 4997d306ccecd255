"""Array creation functions (Array API "creation functions")."""

from __future__ import annotations

import math
import operator
from typing import TYPE_CHECKING, Any

from ..axes import as_index
from ..decorators import infer_device, infer_dtype
from ..dispatch import api, custom, unsupported_set, unwrap, unwrap_array
from ..dtypes import Dtype, as_dtype
from ..promotion import int_fits
from ._build import check_dtype, check_fits, known_shape, native_device, wrap_as
from ._creation_template import creation
from .data_type import float_to_int

if TYPE_CHECKING:
    from ..backend import Backend
    from ..dispatch import Entry

__all__ = [
    "asarray",
    "zeros",
    "ones",
    "empty",
    "full",
    "arange",
    "linspace",
    "eye",
    "zeros_like",
    "ones_like",
    "empty_like",
    "full_like",
    "meshgrid",
    "tril",
    "triu",
    "from_dlpack",
]


def _asarray_values(entry: Entry, fn: Any, B: Backend):
    from ..array import Array

    A = B.array_cls

    def compute(obj, /, *, dtype, device, copy=None, chunks=None):
        native = convert(obj, dtype, device, copy)
        return native if chunks is None else B.rechunk(native, chunks)

    def convert(obj, dtype, device, copy):
        if isinstance(obj, A) or type(obj) in B.native_array_types:
            data, have = (obj._data, obj._dtype) if isinstance(obj, A) else (obj, B.dtype_of(obj))
            if dtype is not have:
                if copy is False:
                    raise ValueError(
                        f"asarray: copy=False, but converting {have} to {dtype} makes a copy; "
                        "pass copy=None (or astype)"
                    )
                if have.kind == "float" and dtype.kind in ("int", "uint"):
                    return float_to_int(B, data, dtype)  # NumPy's values, NaN included
                return B.cast(data, B.native_dtypes[dtype])
            return B.module.copy(data) if copy else data
        if isinstance(obj, Array) or _is_foreign_array(obj, B):
            if copy is False:
                raise ValueError(
                    f"asarray: copy=False, but an array of another backend "
                    f"({getattr(obj, 'backend', None) or type(obj).__module__.split('.')[0]}) "
                    f"must be copied to become a {B.name} array; pass copy=None"
                )
            src = obj._backend.to_numpy(obj._data) if isinstance(obj, Array) else _to_numpy(obj)
            return B.from_numpy(src, B.native_dtypes[dtype])
        if copy is False:
            raise ValueError("asarray: copy=False is impossible for Python data")
        _nested_shape(obj, "asarray")
        check_fits(obj, dtype, "asarray")
        return fn(obj, dtype=B.native_dtypes[dtype], device=device)

    return compute


def _nested_shape(obj: Any, fn: str) -> tuple[int, ...]:
    """The shape of Python data; a clear error for ragged or non-numeric data."""
    if isinstance(obj, (bool, int, float, complex)):
        return ()
    if isinstance(obj, (list, tuple)):
        if not obj:
            return (0,)
        shapes = {_nested_shape(item, fn) for item in obj}
        if len(shapes) != 1:
            raise ValueError(
                f"{fn}: ragged nested sequence (items of shapes {sorted(shapes)}); every item "
                "at one depth must have the same shape"
            )
        return (len(obj), *shapes.pop())
    shape = getattr(obj, "shape", None)
    if shape is not None and getattr(obj, "dtype", None) is not None:
        return tuple(shape)  # a NumPy scalar or array inside a list
    raise TypeError(
        f"{fn}: cannot make an array from a {type(obj).__name__}; pass Python numbers, nested "
        "lists or tuples of them, or an array"
    )


def _is_foreign_array(obj: Any, B: Backend) -> bool:
    from ..backend import backend_name_of

    name = backend_name_of(obj)
    return name is not None and name != B.name


def _to_numpy(obj: Any) -> Any:
    from ..backend import backend_name_of, load

    return load(backend_name_of(obj)).to_numpy(obj)


def _build_asarray(entry: Entry, fn: Any, B: Backend):
    convert = creation(_asarray_values)(entry, fn, B)
    A = B.array_cls

    def impl(obj, /, *, dtype=None, device=None, copy=None, chunks=None):
        # An array of this backend that needs no conversion is returned itself, so
        # that without a copy a later x[...] = v shows through the result on every
        # backend (JAX and TensorFlow rebind x to new values: a second wrapper of
        # the old ones would not see them).
        if (
            type(obj) is A
            and copy is not True
            and (dtype is None or as_dtype(dtype) == obj._dtype)
            and (device is None or str(device) == obj.device)
            and chunks is None
        ):
            return obj
        return convert(obj, dtype=dtype, device=device, copy=copy, chunks=chunks)

    return impl


@api(custom, "creation", build=_build_asarray)
@infer_dtype(relevant=("obj",))
@infer_device
def asarray(
    obj: Any,
    /,
    *,
    dtype: Any = None,
    device: Any = None,
    copy: bool | None = None,
    chunks: Any = None,
) -> Any:
    """Convert Python data or an array (of any installed framework) to an ivylite array.

    With ``dtype=None``: an array keeps its dtype; Python data takes the
    default dtype of its widest kind (bool, int32, float32, complex64). A
    Python int that does not fit the dtype raises ``OverflowError``.

    ``chunks`` (dask's forms, as :func:`rechunk` takes them) splits the array
    into chunks on the dask backend; by default dask picks them ("auto").
    Eager backends hold an array as one chunk in memory and ignore it, so the
    same code runs on every backend.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.asarray([1, 2, 3], dtype="int8")
    ivylite.array([1, 2, 3], dtype=int8, backend=numpy)
    >>> ivylite.asarray([1, 2.5]).dtype, ivylite.asarray(True).dtype
    (float32, bool)
    >>> ivylite.asarray([300], dtype="uint8")
    Traceback (most recent call last):
    ...
    OverflowError: asarray: Python int 300 does not fit uint8; pass a wider dtype
    """


def _fill_values(entry: Entry, fn: Any, B: Backend):
    """zeros / ones / empty: only a shape decides the values."""
    name = entry.name

    def compute(shape, *, dtype, device):
        return fn(_shape(shape, name), dtype=B.native_dtypes[dtype], device=device)

    return compute


def _shape(shape: Any, fn: str) -> tuple[int, ...]:
    if not isinstance(shape, (tuple, list)):
        if not hasattr(shape, "__index__"):
            raise TypeError(f"{fn}: shape must be an int or a sequence of ints, got {shape!r}")
        shape = (shape,)
    # Integers only: int(2.7) would silently make a dimension of 2.
    out = tuple(as_index(s, fn, "each entry of shape") for s in shape)
    if any(s < 0 for s in out):
        raise ValueError(f"{fn}: negative dimension in shape {out}")
    return out


@api(custom, "creation", build=creation(_fill_values))
@infer_dtype
@infer_device
def zeros(shape: Any, *, dtype: Any = None, device: Any = None) -> Any:
    """Return an array of zeros (default dtype: the global default, float32).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.zeros((2,), dtype="int8")
    ivylite.array([0, 0], dtype=int8, backend=numpy)
    """


@api(custom, "creation", build=creation(_fill_values))
@infer_dtype
@infer_device
def ones(shape: Any, *, dtype: Any = None, device: Any = None) -> Any:
    """Return an array of ones.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.ones(3)
    ivylite.array([1., 1., 1.], dtype=float32, backend=numpy)
    """


@api(custom, "creation", build=creation(_fill_values))
@infer_dtype
@infer_device
def empty(shape: Any, *, dtype: Any = None, device: Any = None) -> Any:
    """Return an uninitialised array (its values are unspecified).

    Examples
    --------
    >>> import ivylite
    >>> x = ivylite.empty((2, 3), dtype="int16")
    >>> x.shape, x.dtype
    ((2, 3), int16)
    """


def _full_values(entry: Entry, fn: Any, B: Backend):
    def compute(shape, fill_value, *, dtype, device):
        value = fill_value if _is_python_scalar(fill_value) else unwrap(fill_value, B, "full")[0]
        check_fits(value, dtype, "full")
        return fn(_shape(shape, "full"), value, dtype=B.native_dtypes[dtype], device=device)

    return compute


def _is_python_scalar(v: Any) -> bool:
    return type(v) in (bool, int, float, complex)


@api(custom, "creation", build=creation(_full_values))
@infer_dtype(relevant=("fill_value",))
@infer_device
def full(shape: Any, fill_value: Any, *, dtype: Any = None, device: Any = None) -> Any:
    """Return an array filled with ``fill_value``; its kind decides the default dtype.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.full((2,), 7)
    ivylite.array([7, 7], dtype=int32, backend=numpy)
    >>> ivylite.full((2,), 0.5).dtype, ivylite.full((1,), True).dtype
    (float32, bool)
    """


def _arange_values(entry: Entry, fn: Any, B: Backend):
    def compute(start, /, stop=None, step=1, *, dtype, device):
        if stop is None:
            start, stop = 0, start
        if step == 0:
            raise ValueError("arange: step must not be zero")
        n = max(0, math.ceil((stop - start) / step))
        if dtype.kind in ("int", "uint") and n:
            last = start + (n - 1) * step
            for v in (start, last):
                if not int_fits(int(v), dtype):
                    raise OverflowError(
                        f"arange: value {v} does not fit {dtype}; pass a wider dtype"
                    )
        return fn(start, stop, step, n, dtype=B.native_dtypes[dtype], device=device)

    return compute


@api(custom, "creation", build=creation(_arange_values), dtypes=("integer", "float"))
@infer_dtype(relevant=("start", "stop", "step"))
@infer_device
def arange(
    start: int | float,
    /,
    stop: int | float | None = None,
    step: int | float = 1,
    *,
    dtype: Any = None,
    device: Any = None,
) -> Any:
    """Return evenly spaced values in ``[start, stop)``.

    ``start``, ``stop`` and ``step`` decide the default dtype: any float among
    them gives the default float dtype, else the default int dtype. Real
    numeric dtypes only: bool and complex raise UnsupportedDtypeError.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.arange(4)
    ivylite.array([0, 1, 2, 3], dtype=int32, backend=numpy)
    >>> ivylite.arange(0, 1, 0.25)
    ivylite.array([0.  , 0.25, 0.5 , 0.75], dtype=float32, backend=numpy)
    """


def _linspace_values(entry: Entry, fn: Any, B: Backend):
    def compute(start, stop, /, num, *, dtype, device, endpoint=True):
        if int(num) < 0:
            raise ValueError(f"linspace: num must be non-negative, got {num}")
        return fn(start, stop, int(num), endpoint, dtype=B.native_dtypes[dtype], device=device)

    return compute


@api(custom, "creation", build=creation(_linspace_values), dtypes=("float", "complex"))
@infer_dtype(relevant=("start", "stop"), floating=True)
@infer_device
def linspace(
    start: int | float | complex,
    stop: int | float | complex,
    /,
    num: int,
    *,
    dtype: Any = None,
    device: Any = None,
    endpoint: bool = True,
) -> Any:
    """Return ``num`` evenly spaced values from ``start`` to ``stop`` (floating dtypes only).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.linspace(0, 1, 5)
    ivylite.array([0.  , 0.25, 0.5 , 0.75, 1.  ], dtype=float32, backend=numpy)
    """


def _eye_values(entry: Entry, fn: Any, B: Backend):
    def compute(n_rows, n_cols=None, /, *, k=0, dtype, device):
        rows = as_index(n_rows, "eye", "n_rows")
        cols = rows if n_cols is None else as_index(n_cols, "eye", "n_cols")
        if rows < 0 or cols < 0:
            raise ValueError(f"eye: n_rows and n_cols must be non-negative, got {rows}, {cols}")
        # A diagonal outside the matrix puts no ones: any k beyond the edges is the
        # same matrix, and frameworks take only machine-sized k.
        k = max(-rows, min(as_index(k, "eye", "k"), cols))
        return fn(rows, cols, k, dtype=B.native_dtypes[dtype], device=device)

    return compute


@api(custom, "creation", build=creation(_eye_values))
@infer_dtype
@infer_device
def eye(
    n_rows: int, n_cols: int | None = None, /, *, k: int = 0, dtype: Any = None, device: Any = None
) -> Any:
    """Return a 2-D array with ones on the ``k``-th diagonal.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.eye(2, 3, k=1, dtype="int8")
    ivylite.array([[0, 1, 0],
                   [0, 0, 1]], dtype=int8, backend=numpy)
    """


def _like_values(kind: str):
    """zeros_like / ones_like / empty_like / full_like: x gives the shape."""

    def values(entry: Entry, fn: Any, B: Backend):
        name = entry.name
        creator = getattr(B.family("creation"), kind)

        def compute(x, /, *args, dtype, device):
            shape = known_shape(tuple(B.shape(unwrap_array(x, B, name)[0])), name)
            if kind == "full":
                (fill_value,) = args
                check_fits(fill_value, dtype, name)
                return creator(shape, fill_value, dtype=B.native_dtypes[dtype], device=device)
            return creator(shape, dtype=B.native_dtypes[dtype], device=device)

        return compute

    values.__name__ = f"_{kind}_like_values"
    return values


@api(custom, "creation", build=creation(_like_values("zeros")), composite=True)
@infer_dtype(relevant=("x",))
@infer_device(like="x")
def zeros_like(x: Any, /, *, dtype: Any = None, device: Any = None) -> Any:
    """Return zeros with the shape (and, by default, the dtype) of ``x``.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.zeros_like(ivylite.asarray([1, 2], dtype="uint8"))
    ivylite.array([0, 0], dtype=uint8, backend=numpy)
    """


@api(custom, "creation", build=creation(_like_values("ones")), composite=True)
@infer_dtype(relevant=("x",))
@infer_device(like="x")
def ones_like(x: Any, /, *, dtype: Any = None, device: Any = None) -> Any:
    """Return ones with the shape (and, by default, the dtype) of ``x``.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.ones_like(ivylite.asarray([1, 2]), dtype="float64")
    ivylite.array([1., 1.], dtype=float64, backend=numpy)
    """


@api(custom, "creation", build=creation(_like_values("empty")), composite=True)
@infer_dtype(relevant=("x",))
@infer_device(like="x")
def empty_like(x: Any, /, *, dtype: Any = None, device: Any = None) -> Any:
    """Return an uninitialised array shaped like ``x``.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.empty_like(ivylite.zeros((2, 2))).shape
    (2, 2)
    """


@api(custom, "creation", build=creation(_like_values("full")), composite=True)
@infer_dtype(relevant=("x",))
@infer_device(like="x")
def full_like(x: Any, /, fill_value: Any, *, dtype: Any = None, device: Any = None) -> Any:
    """Return an array shaped like ``x`` filled with ``fill_value`` (dtype of ``x`` by default).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.full_like(ivylite.asarray([1, 2], dtype="int8"), 5)
    ivylite.array([5, 5], dtype=int8, backend=numpy)
    """


# --- grids and triangles ------------------------------------------------------------


def _build_meshgrid(entry: Entry, fn: Any, B: Backend):
    family = B.family("manipulation")
    reshape, broadcast_to, copy = family.reshape, family.broadcast_to, B.module.copy

    def impl(*arrays, indexing="xy"):
        if indexing not in ("xy", "ij"):
            raise ValueError(f"meshgrid: indexing must be 'xy' or 'ij', got {indexing!r}")
        parts = [unwrap_array(x, B, "meshgrid") for x in arrays]
        shapes = [tuple(B.shape(a)) for a, _ in parts]
        if any(len(s) != 1 for s in shapes):
            raise ValueError(f"meshgrid: every array must be 1-d, got shapes {shapes}")
        dtypes = {d for _, d in parts}
        if len(dtypes) > 1:
            raise TypeError(
                f"meshgrid: the arrays must have one dtype (the standard's rule), got "
                f"{', '.join(str(d) for _, d in parts)}; cast them with astype first"
            )
        sizes = [s[0] for s in shapes]
        # xy (Cartesian) indexing swaps the first two output axes.
        where = list(range(len(parts)))
        if indexing == "xy" and len(parts) > 1:
            where[0], where[1] = 1, 0
            sizes[0], sizes[1] = sizes[1], sizes[0]
        out = []
        for (a, d), axis in zip(parts, where):
            shape = [1] * len(parts)
            shape[axis] = sizes[axis]
            # A copy, as NumPy's meshgrid: the results are writable, not broadcast views.
            out.append(wrap_as(B, copy(broadcast_to(reshape(a, tuple(shape)), tuple(sizes))), d))
        return out

    return impl


@api(custom, "creation", build=_build_meshgrid, composite=True)
def meshgrid(*arrays: Any, indexing: str = "xy") -> list[Any]:
    """Coordinate grids from 1-d arrays of one dtype (a list of arrays of one shape).

    ``indexing="xy"`` (Cartesian) gives shape ``(len(y), len(x), ...)`` for
    inputs ``x, y, ...``; ``"ij"`` (matrix) gives ``(len(x), len(y), ...)``.
    Arrays of different dtypes raise TypeError.

    Examples
    --------
    >>> import ivylite
    >>> xs, ys = ivylite.meshgrid(ivylite.asarray([1, 2, 3]), ivylite.asarray([4, 5]))
    >>> xs
    ivylite.array([[1, 2, 3],
                   [1, 2, 3]], dtype=int32, backend=numpy)
    >>> ys.tolist()
    [[4, 4, 4], [5, 5, 5]]
    """


def _build_triangle(name: str):
    def build(entry: Entry, fn: Any, B: Backend):
        def impl(x, /, *, k=0):
            a, d = unwrap_array(x, B, name)
            shape = tuple(B.shape(a))
            if len(shape) < 2:
                raise ValueError(
                    f"{name}: x must have at least 2 dimensions (..., M, N), got shape {shape}"
                )
            try:
                k_ = operator.index(k)
            except TypeError:
                raise TypeError(f"{name}: k must be an int, got {k!r}") from None
            return wrap_as(B, fn(a, k_), d)

        return impl

    return build


@api(custom, "creation", build=_build_triangle("tril"))
def tril(x: Any, /, *, k: int = 0) -> Any:
    """The lower triangle of each matrix in ``x`` (shape ``(..., M, N)``): elements above
    the ``k``-th diagonal become zero.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.tril(ivylite.ones((3, 3), dtype="int8"))
    ivylite.array([[1, 0, 0],
                   [1, 1, 0],
                   [1, 1, 1]], dtype=int8, backend=numpy)
    """


@api(custom, "creation", build=_build_triangle("triu"))
def triu(x: Any, /, *, k: int = 0) -> Any:
    """The upper triangle of each matrix in ``x`` (shape ``(..., M, N)``): elements below
    the ``k``-th diagonal become zero.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.triu(ivylite.ones((2, 3), dtype="bool"), k=1)
    ivylite.array([[False,  True,  True],
                   [False, False,  True]], dtype=bool, backend=numpy)
    """


# --- DLPack -------------------------------------------------------------------------


def _dlpack_source(x: Any) -> tuple[Any, Any, Dtype | None]:
    """(source backend or None, native array, dtype or None) of a DLPack producer."""
    from ..array import Array
    from ..backend import backend_name_of, load

    if isinstance(x, Array):
        return x._backend, x._data, x._dtype
    name = backend_name_of(x)
    if name is not None:
        S = load(name)
        return S, x, S.dtype_of(x)
    if not hasattr(x, "__dlpack__"):
        raise TypeError(
            f"from_dlpack: expected an object with __dlpack__ (an array of an installed "
            f"framework or an ivylite.Array), got {type(x).__module__}.{type(x).__qualname__}"
        )
    return None, x, None


def _build_from_dlpack(entry: Entry, fn: Any, B: Backend):
    refused = unsupported_set(entry, fn, B)

    def impl(x, /, *, device=None, copy=None):
        native_device(B, device, "from_dlpack")  # checks the name: every backend is CPU here
        S, data, d = _dlpack_source(x)
        if d is not None:
            d = check_dtype(B, d, "from_dlpack", refused)
        if S is B:
            return wrap_as(B, B.module.copy(data) if copy else data, d)
        # An ivylite.Array as the producer: its __dlpack_device__ is always an int pair
        # (Paddle's own gives (kDLCPU, None), which JAX refuses).
        producer = x if S is None or x is not data else S.array_cls(data, d)
        try:
            out = fn(producer, copy=copy)
            if d is not None and B.dtype_of(out) is not d:
                raise BufferError(f"{B.name} read {d} as {B.dtype_of(out)}")
        except Exception as e:  # noqa: BLE001 - the framework's DLPack refused this one
            if S is None:
                raise BufferError(f"from_dlpack: {B.name} cannot import this object: {e}") from e
            if copy is False:
                raise BufferError(
                    f"from_dlpack: {B.name} {B.version} cannot take a {d} array of {S.name} "
                    f"through DLPack ({e}), and copy=False forbids the copy through NumPy; "
                    "pass copy=None or copy=True"
                ) from e
            # DLPack has no code for this dtype in one of the two frameworks (NumPy has
            # no bfloat16; some frameworks read bool as uint8): go through NumPy (a copy).
            out = B.from_numpy(S.to_numpy(data), B.native_dtypes[d])
        return wrap_as(B, out, d if d is not None else B.dtype_of(out))

    return impl


@api(custom, "creation", build=_build_from_dlpack)
def from_dlpack(x: Any, /, *, device: Any = None, copy: bool | None = None) -> Any:
    """An array of the current backend with the dtype and values of ``x``, any object
    with ``__dlpack__``: a native array of any installed framework, or an
    ivylite.Array of any backend.

    Zero-copy where both frameworks' DLPack take the dtype; otherwise (bfloat16
    to or from NumPy, for one) a copy through NumPy, which ``copy=False``
    refuses with BufferError. ``copy=True`` always copies.

    Examples
    --------
    >>> import ivylite
    >>> x = ivylite.asarray([1, 2, 3], dtype="int16")
    >>> ivylite.from_dlpack(x)
    ivylite.array([1, 2, 3], dtype=int16, backend=numpy)
    """
