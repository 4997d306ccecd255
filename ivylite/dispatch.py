"""The dispatch core: public functions, and the callables built for each backend.

Every public function is a small forwarder whose closure cells ``set_backend``
rewrites: ``impl``, the callable built once for that backend (and cached),
and for the hot shapes the backend's array class, native function and
fast dtypes, so the commonest call runs in the forwarder itself. ``from
ivylite import add`` taken before ``set_backend`` still works after it.

A built callable does, in one place and only where the function needs it:
unwrap ``ivylite.Array`` arguments, promote (ivylite's tables, never the
framework's), refuse or cast an unsupported dtype, call the backend function,
and wrap the result. The hot templates (binary, unary) are written out by hand
so the common case is a few identity tests.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from . import config
from .decorators import FunctionSpec, _spec
from .dtypes import Dtype, all_dtypes, expand_dtype_classes
from .promotion import _INT_RANGES, result_type

__all__ = ["UnsupportedDtypeError", "BackendMismatchError", "api", "registry"]


class UnsupportedDtypeError(TypeError):
    """A function was called with a dtype its backend does not support.

    Examples
    --------
    >>> import ivylite
    >>> x = ivylite.asarray([4.0, 6.0])
    >>> try:
    ...     ivylite.lcm(x, x)
    ... except ivylite.UnsupportedDtypeError as e:
    ...     print(str(e).split(" (")[0])
    lcm does not support float32 on numpy ...
    """


class BackendMismatchError(TypeError):
    """Arrays of two different backends met in one call.

    Examples
    --------
    >>> import ivylite
    >>> issubclass(ivylite.BackendMismatchError, TypeError)
    True
    """


@dataclass
class Entry:
    name: str
    family: str  # the functional module: the backend module of the same name holds it
    public: Callable
    spec: FunctionSpec
    builder: Callable  # (entry, backend_fn, backend) -> impl
    auto: Callable  # the no-backend callable
    attr: str = ""  # the backend module's name for it (``fft`` for ``fft.fft``)
    namespace: str = ""  # "" for the main namespace, else "linalg" or "fft"

    def __post_init__(self) -> None:
        # The public function's cells A, fn, ok, impl (None where it has none).
        cells = dict(zip(self.public.__code__.co_freevars, self.public.__closure__ or ()))
        self._cells = tuple(cells.get(k) for k in ("A", "fn", "ok", "impl"))

    def bindings(self, impl: Callable | None) -> list[tuple[Any, Any]]:
        """(cell, value) pairs that point the public function at ``impl``.

        ``impl`` None means no backend is set. The public function's closure
        cells are rewritten in place: its own fast path (``impl.fast``, when
        the template offers one) then runs with no second call, and ``from
        ivylite import add`` keeps working. ``set_backend`` computes these
        pairs once per backend and only assigns them on later switches.
        """
        if impl is None:
            impl, fast = self.auto, _NO_FAST
        else:
            fast = getattr(impl, "fast", None) or _NO_FAST
        return [(c, v) for c, v in zip(self._cells, (*fast, impl)) if c is not None]

    def bind(self, impl: Callable | None) -> None:
        for cell, value in self.bindings(impl):
            cell.cell_contents = value


_NO_FAST = (None, None, frozenset())
_REGISTRY: dict[str, Entry] = {}


def registry() -> dict[str, Entry]:
    """All public functions, by name."""
    return _REGISTRY


def _auto(entry_name: str) -> Callable:
    """The no-backend callable: pick the backend from the arguments (NumPy if none)."""

    def auto(*args: Any, **kwargs: Any) -> Any:
        from .backend import backend_of_arguments

        return getattr(backend_of_arguments(args, kwargs).ns, entry_name)(*args, **kwargs)

    return auto


def _forwarder(name: str, shape: str, result_dtype: Dtype | None) -> Callable:
    """The public callable for one function, with cells ``A, fn, ok, impl``.

    ``shape`` is ``"binary"``, ``"binary_out"``, ``"unary"``, ``"unary_out"``
    or ``"any"``. For the array shapes the forwarder itself computes the
    commonest call (arrays of this backend, one dtype that needs no check):
    ``A(fn(data...), dtype)``; anything else goes to ``impl``. ``result_dtype``
    fixes the result dtype of that path (``bool`` for comparisons), else it is
    the input's.
    """
    A = fn = impl = None
    ok: frozenset = frozenset()
    BOOL = result_dtype

    if shape == "binary":

        def forward(x1, x2, /):
            if type(x1) is A and type(x2) is A:
                R = x1._dtype
                if R is x2._dtype and R in ok:
                    return A(fn(x1._data, x2._data), BOOL or R)
            return impl(x1, x2)

    elif shape == "binary_out":

        def forward(x1, x2, /, *, out=None):
            if out is None:
                if type(x1) is A and type(x2) is A:
                    R = x1._dtype
                    if R is x2._dtype and R in ok:
                        return A(fn(x1._data, x2._data), BOOL or R)
                return impl(x1, x2)
            return write_out(out, impl(x1, x2), name)

    elif shape == "unary":

        def forward(x, /):
            if type(x) is A and x._dtype in ok:
                return A(fn(x._data), x._dtype)
            return impl(x)

    elif shape == "unary_out":

        def forward(x, /, *, out=None):
            if out is None:
                if type(x) is A and x._dtype in ok:
                    return A(fn(x._data), x._dtype)
                return impl(x)
            return write_out(out, impl(x), name)

    else:

        def forward(*args, **kwargs):
            return impl(*args, **kwargs)

    return forward


def api(builder: Callable, family: str, **options: Any) -> Callable[[Callable], Callable]:
    """Register a public function; return its forwarder (same name, doc and signature).

    Options the core reads: ``result`` and ``dtypes`` (the templates),
    ``namespace`` (``"linalg"``/``"fft"``: an extension function),
    ``also_in`` (extension namespaces that hold the same function, e.g.
    ``matmul`` in ``linalg``), ``composite`` (built from other backend
    functions: no backend function of its own), ``recipe`` (how the support
    probe calls it: ``(ns, name, dtype) -> result``) and ``promised`` (its
    result dtype for an input dtype, when ``result`` does not say it).
    """

    namespace = options.pop("namespace", "")

    def register(fn: Callable) -> Callable:
        # Extension functions are registered by their qualified name (``fft.fft``):
        # the fft module's ``fft`` must not shadow the module itself.
        name = f"{namespace}.{fn.__name__}" if namespace else fn.__name__
        spec = _spec(fn)
        spec.kind = builder.__name__
        spec.options = options
        sig = inspect.signature(fn)
        params = list(sig.parameters.values())
        kinds = [p.kind for p in params]
        P, K = inspect.Parameter.POSITIONAL_ONLY, inspect.Parameter.KEYWORD_ONLY
        takes_out = spec.handles_out and params[-1].name == "out"
        # The hot shapes get exact signatures: no *args packing per call.
        shape = {
            (P, P): "binary",
            (P,): "unary",
            (P, P, K): "binary_out" if takes_out else "any",
            (P, K): "unary_out" if takes_out else "any",
        }.get(tuple(kinds), "any")
        result = Dtype("bool") if options.get("result") == "bool" else None
        forward = _forwarder(name, shape, result)
        functools.update_wrapper(forward, fn)
        forward.__signature__ = sig
        forward.__ivylite_spec__ = spec
        forward.__ivylite_name__ = name
        entry = Entry(name, family, forward, spec, builder, _auto(name), fn.__name__, namespace)
        entry.bind(None)
        _REGISTRY[name] = entry
        return forward

    return register


# --- helpers shared by the templates ----------------------------------------------


def write_out(out: Any, result: Any, fn: str) -> Any:
    """Put ``result`` into ``out`` (same backend, dtype and shape) and return ``out``.

    Where the framework writes in place (NumPy, torch, paddle) the values go
    into ``out``'s buffer, so views of it see them; elsewhere (JAX,
    TensorFlow) ``out`` is rebound to the new values.
    """
    from .array import Array

    if not isinstance(out, Array):
        raise TypeError(f"{fn}: out= must be an ivylite.Array, got {type(out).__name__}")
    if type(out) is not type(result):
        raise BackendMismatchError(
            f"{fn}: out= is an array of the {out.backend} backend, the result is {result.backend}"
        )
    if out._dtype is not result._dtype:
        raise TypeError(
            f"{fn}: out= has dtype {out._dtype} but the result is {result._dtype}; pass an out "
            "array of the result dtype, or cast the result with astype"
        )
    if out.shape != result.shape:
        raise ValueError(f"{fn}: out= has shape {out.shape} but the result has {result.shape}")
    B = result._backend
    update = getattr(B.module, "inplace_update", None)
    out._data = (
        update(out._data, result._data) if B.native_inplace_support and update else result._data
    )
    return out


def unwrap(x: Any, B: Any, fn: str) -> tuple[Any, Dtype | None]:
    """(native, dtype) for an array argument; (x, None) for a Python scalar."""
    t = type(x)
    if t is B.array_cls:
        return x._data, x._dtype
    if t in B.native_array_types:
        return x, B.dtype_of(x)
    if t is bool or t is int or t is float or t is complex:
        return x, None
    from .array import Array

    if isinstance(x, Array):
        raise BackendMismatchError(
            f"{fn}: got an array of the {x._backend.name} backend while running on "
            f"{B.name}; convert it first with ivylite.asarray(x) (or "
            f"ivylite.backend({B.name!r}).asarray(x))"
        )
    raise TypeError(
        f"{fn}: expected an array of the {B.name} backend or a Python scalar, got "
        f"{type(x).__module__}.{type(x).__qualname__}; convert it with ivylite.asarray first"
    )


def unwrap_array(x: Any, B: Any, fn: str) -> tuple[Any, Dtype]:
    """(native, dtype) for an argument that must be an array (not a Python scalar)."""
    if type(x) is B.array_cls:
        return x._data, x._dtype
    a, d = unwrap(x, B, fn)
    if d is None:
        raise TypeError(f"{fn}: expected an array, got a Python {type(x).__name__}")
    return a, d


def unsupported_sources(
    entry: Entry, backend_fn: Any, B: Any, device: str | None = None
) -> dict[Dtype, tuple[str, str]]:
    """Why each refused dtype is refused: dtype -> (kind, detail).

    kind is ``"invalid"`` (the backend cannot hold the dtype), ``"standard"``
    (the function is defined for other kinds only, on every backend) or
    ``"declared"`` (a versioned declaration or an ``unsupported_dtypes``
    attribute); detail names the version key or the place.
    """
    from .decorators import support_declaration

    device = device or B.default_device
    out: dict[Dtype, tuple[str, str]] = {}
    if not _IGNORING_DECLARATIONS:
        restrict = entry.spec.options.get("dtypes")
        if restrict:
            allowed = expand_dtype_classes(restrict)
            where = f"ivylite/functional/{entry.family}.py: {', '.join(restrict)} only"
            out.update((d, ("standard", where)) for d in all_dtypes if d not in allowed)
        for decl in support_declaration(backend_fn):
            resolved = decl.resolve(B.valid_dtypes, device)
            detail = f"{decl.where.replace('.', '/')}.py, key {resolved.key!r}"
            out.update((d, ("declared", detail)) for d in resolved.unsupported)
        attr = getattr(entry.public, "unsupported_dtypes", None)
        if isinstance(attr, dict) and B.name in attr:
            detail = f"{entry.name}.unsupported_dtypes[{B.name!r}]"
            out.update((d, ("declared", detail)) for d in expand_dtype_classes(attr[B.name]))
    key = B.invalid_key
    out.update(
        (d, ("invalid", f"not a valid dtype on {B.name} (key {key!r})")) for d in B.invalid_dtypes
    )
    return out


def unsupported_set(entry: Entry, backend_fn: Any, B: Any) -> frozenset[Dtype]:
    """The dtypes this function refuses on this backend: declarations + invalid dtypes."""
    return frozenset(unsupported_sources(entry, backend_fn, B))


# Set only while ivylite.support builds a function without its declarations,
# to measure what the framework itself does with a refused dtype.
_IGNORING_DECLARATIONS = False


_GROUPS = {
    "int": ("int8", "int16", "int32", "int64"),
    "uint": ("uint8", "uint16", "uint32", "uint64"),
    "float": ("float16", "float32", "float64"),
    "bfloat": ("bfloat16", "float32", "float64"),
    "complex": ("complex64", "complex128"),
}


def _cast_target(dtype: Dtype, unsupported: frozenset, B: Any, modes: frozenset) -> Dtype | None:
    """The dtype the active casting modes would compute ``dtype`` in, or None."""
    supported = [d for d in B.valid_dtypes if d not in unsupported]
    if "crosscast" in modes:
        kind = dtype.kind
        same_kind = [d for d in supported if d.kind == kind or {d.kind, kind} <= {"int", "uint"}]
        if not same_kind:
            if kind in ("int", "uint", "bool"):
                target = config.default_float_dtype()
            elif kind == "float":
                target = config.default_int_dtype()
            else:
                target = None
            if target is not None and target in supported:
                return target
    group = _GROUPS["bfloat" if dtype == "bfloat16" else dtype.kind] if dtype.kind != "bool" else ()
    if dtype in group:
        i = group.index(dtype)
        if "upcast" in modes:
            for d in group[i + 1 :]:
                if d in supported:
                    return Dtype(d)
        if "downcast" in modes:
            for d in reversed(group[:i]):
                if d in supported:
                    return Dtype(d)
    return None


def refuse(name: str, dtype: Dtype, unsupported: frozenset, B: Any) -> UnsupportedDtypeError:
    """The error for an unsupported dtype, naming what would help."""
    hints = []
    for mode, fn in (
        ("crosscast", "crosscast_data_types"),
        ("upcast", "upcast_data_types"),
        ("downcast", "downcast_data_types"),
    ):
        target = _cast_target(dtype, unsupported, B, frozenset({mode}))
        if target is not None:
            hints.append(f"ivylite.{fn}() computes it in {target}")
    how = (
        "Cast the inputs, or enable a casting mode: " + "; ".join(hints)
        if hints
        else "Cast the inputs to a supported dtype (no casting mode applies)"
    )
    supported = ", ".join(d for d in B.valid_dtypes if d not in unsupported) or "none"
    entry = _REGISTRY.get(name)
    restrict = entry.spec.options.get("dtypes") if entry is not None else None
    if restrict and dtype not in expand_dtype_classes(restrict):
        where = f"ivylite/functional/{entry.family}.py, for every backend"
    elif dtype in B.invalid_dtypes:
        where = f"ivylite/backends/{B.name}/__init__.py: not a valid dtype on {B.name}"
    else:
        where = B.declared_in.get(name, f"ivylite/backends/{B.name}")
    return UnsupportedDtypeError(
        f"{name} does not support {dtype} on {B.name} {B.version} (declared in {where}). "
        f"{how}. Supported here: {supported}."
    )


def cast_or_refuse(name: str, dtype: Dtype, unsupported: frozenset, B: Any) -> Dtype:
    """The dtype to compute in under the active casting modes; raise if none."""
    modes = config._state.get().casting[-1]
    target = _cast_target(dtype, unsupported, B, modes) if modes else None
    if target is None:
        raise refuse(name, dtype, unsupported, B)
    return target


def float_of(dtype: Dtype) -> Dtype:
    """The dtype a float-valued function computes in for an input dtype.

    Floats and complex keep their dtype; integers and bool join a weak float
    (precise: int8 -> float16, int32 -> float64; non-precise: the default
    float dtype), the superset rule that makes ``cos`` of ints work everywhere.
    """
    r = config._state.get().pairs[dtype]["f*"]
    return r if r is not None else result_type(dtype, 1.0)


# --- templates -----------------------------------------------------------------------


def binary(entry: Entry, fn: Callable, B: Any) -> Callable:
    """``f(x1, x2)``: promote both to one dtype R, compute in R.

    ``result`` option: ``"same"`` (R), ``"bool"`` (comparisons), ``"float"``
    (true division: computed in :func:`float_of` R). The fast path (two arrays
    of one dtype, or an array and a Python scalar that keeps its dtype) is a
    few identity tests; everything else goes through ``prepare``.
    """
    A = B.array_cls
    native = B.native_dtypes
    cast = B.cast
    get_state = config._state.get
    unsupported = unsupported_set(entry, fn, B)
    name = entry.name
    result = entry.spec.options.get("result", "same")
    BOOL = Dtype("bool")
    ranges = _INT_RANGES
    scalars = entry.spec.options.get("scalars", True)
    # Dtypes in which this backend mistreats a Python scalar operand (NumPy
    # turns bfloat16 + 0.1 into float32): such scalars become 0-d arrays of R.
    boxed = frozenset(Dtype(d) for d in getattr(B.module, "scalar_operands_as_arrays", ()))
    # Dtypes a fast path may compute in without a check, cast or promotion.
    ok = frozenset(
        d
        for d in B.valid_dtypes
        if d not in unsupported and (result != "float" or d.kind in ("float", "complex"))
    )
    ok_with_scalar = ok - boxed if scalars else frozenset()

    def prepare(x1: Any, x2: Any) -> tuple[Any, Any, Dtype]:
        a, d1 = unwrap(x1, B, name)
        b, d2 = unwrap(x2, B, name)
        if not scalars and (d1 is None or d2 is None):
            raise TypeError(
                f"{name}: both arguments must be arrays, got "
                f"{type(x1 if d1 is None else x2).__name__}; wrap scalars with ivylite.asarray"
            )
        R = result_type(a if d1 is None else d1, b if d2 is None else d2)
        if result == "float":
            R = float_of(R)
        if R in unsupported:
            R = cast_or_refuse(name, R, unsupported, B)
        nR = native[R]
        if d1 is None:  # a leading Python scalar becomes a 0-d array of R
            a = B.scalar(a, nR)
        elif d1 is not R:
            a = cast(a, nR)
        if d2 is None:
            if R in boxed:
                b = B.scalar(b, nR)
        elif d2 is not R:
            b = cast(b, nR)
        return a, b, R

    def fast_dtype(x1: Any, x2: Any) -> Dtype | None:
        """R when the call needs no promotion, cast or check; else None."""
        R = x1._dtype
        t2 = type(x2)
        if t2 is A:
            return R if R is x2._dtype and R in ok else None
        if t2 is float:
            return R if R in ok_with_scalar and get_state().pairs[R]["f*"] is R else None
        if t2 is int:
            if R in ok_with_scalar and get_state().pairs[R]["i*"] is R:
                lo, hi = ranges[R]
                if lo <= x2 <= hi:
                    return R
        return None

    if result in ("same", "bool"):
        fast = (A, fn, ok)
    else:
        fast = None

    if result == "bool":

        def impl(x1, x2, /):
            if type(x1) is A:
                R = x1._dtype
                if type(x2) is A and R is x2._dtype and R in ok:
                    return A(fn(x1._data, x2._data), BOOL)
                if fast_dtype(x1, x2) is not None:
                    return A(fn(x1._data, x2), BOOL)
            a, b, _ = prepare(x1, x2)
            return A(fn(a, b), BOOL)

    else:

        def impl(x1, x2, /):
            if type(x1) is A:
                R = x1._dtype
                t2 = type(x2)
                if t2 is A:
                    if R is x2._dtype and R in ok:
                        return A(fn(x1._data, x2._data), R)
                elif t2 is float:
                    if R in ok_with_scalar and get_state().pairs[R]["f*"] is R:
                        return A(fn(x1._data, x2), R)
                elif fast_dtype(x1, x2) is not None:
                    return A(fn(x1._data, x2), R)
            a, b, R = prepare(x1, x2)
            return A(fn(a, b), R)

    impl.__name__ = name
    impl.fast = fast
    return impl


def unary(entry: Entry, fn: Callable, B: Any) -> Callable:
    """``f(x)``. ``result``: ``"same"`` (the input's dtype), ``"float"`` (computed
    in :func:`float_of` of it), ``"bool"``, or ``"real"`` (complex -> its float)."""
    A = B.array_cls
    native = B.native_dtypes
    cast = B.cast
    unsupported = unsupported_set(entry, fn, B)
    name = entry.name
    result = entry.spec.options.get("result", "same")
    BOOL = Dtype("bool")
    REAL = {Dtype("complex64"): Dtype("float32"), Dtype("complex128"): Dtype("float64")}

    def prepare(x: Any) -> tuple[Any, Dtype]:
        a, d = unwrap(x, B, name)
        if d is None:  # a Python scalar: its default dtype, as a 0-d array
            d = result_type(a)
            a = B.scalar(a, native[d])
        R = float_of(d) if result == "float" else d
        if R in unsupported:
            R = cast_or_refuse(name, R, unsupported, B)
        if R is not d:
            a = cast(a, native[R])
        return a, R

    def out_dtype(R: Dtype) -> Dtype:
        if result == "bool":
            return BOOL
        if result == "real":
            return REAL.get(R, R)
        return R

    # Input dtypes whose result is the input dtype, with nothing to check or cast.
    fast_ok = frozenset(
        d
        for d in B.valid_dtypes
        if d not in unsupported
        and (
            result == "same"
            or (result == "float" and d.kind in ("float", "complex"))
            or (result == "real" and d.kind != "complex")
        )
    )

    def impl(x, /):
        if type(x) is A and x._dtype in fast_ok:
            return A(fn(x._data), x._dtype)
        a, R = prepare(x)
        return A(fn(a), out_dtype(R))

    impl.__name__ = name
    impl.fast = (A, fn, fast_ok) if result != "bool" else None
    return impl


def passthrough(entry: Entry, fn: Callable, B: Any) -> Callable:
    """``f(x, *args, **kwargs)`` whose result has the dtype of ``x`` (reshape, flip...)."""
    A = B.array_cls
    unsupported = unsupported_set(entry, fn, B)
    name = entry.name

    def impl(x, /, *args, **kwargs):
        a, d = unwrap_array(x, B, name)
        if d in unsupported:
            raise refuse(name, d, unsupported, B)
        return A(fn(a, *args, **kwargs), d)

    impl.__name__ = name
    return impl


def custom(entry: Entry, fn: Callable, B: Any) -> Callable:
    """A function whose functional module provides its own builder (``build=``)."""
    return entry.spec.options["build"](entry, fn, B)
