"""Decorators that record what a function needs; they never wrap a call.

``set_backend`` reads these records once and builds the callable users call
(``ivylite.dispatch``). Support declarations are keyed by framework version
(``"2.1 and below"``, ``"2.2 and above"``, ``"2.0 to 2.3"``, ``"2.4"``); the
keys are parsed when the decorator runs, at import, and resolved once per
backend version.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .dtypes import Dtype, expand_dtype_classes

__all__ = [
    "infer_dtype",
    "infer_device",
    "handle_out_argument",
    "with_supported_dtypes",
    "with_unsupported_dtypes",
    "with_supported_device_and_dtypes",
    "with_unsupported_device_and_dtypes",
    "support_declaration",
    "parse_version",
    "VersionKey",
]

# --- versions ----------------------------------------------------------------


def parse_version(text: str) -> tuple[int, ...]:
    """``"2.13.0+cpu"`` -> ``(2, 13, 0)``: the leading numeric release.

    Examples
    --------
    >>> from ivylite.decorators import parse_version
    >>> parse_version("2.13.0+cpu"), parse_version("0.4.30"), parse_version("3.3.1rc1")
    ((2, 13, 0), (0, 4, 30), (3, 3, 1))
    """
    m = re.match(r"\s*(\d+(?:\.\d+)*)", str(text))
    if m is None:
        raise ValueError(f"parse_version({text!r}): no version number found")
    return tuple(int(p) for p in m.group(1).split("."))


def _pad(v: tuple[int, ...], n: int = 4) -> tuple[int, ...]:
    return v + (0,) * (n - len(v))


@dataclass(frozen=True)
class VersionKey:
    """A parsed version key: the closed range ``[low, high]`` it covers.

    ``"2.1 and below"`` covers every 2.1.x release too: a bound written with
    fewer parts stands for all releases that start with it.

    Examples
    --------
    >>> from ivylite.decorators import VersionKey
    >>> k = VersionKey.parse("2.1 and below")
    >>> k.covers((2, 1, 3)), k.covers((2, 2, 0))
    (True, False)
    >>> VersionKey.parse("1.0 to 2.0").covers((2, 0, 5))
    True
    """

    text: str
    low: tuple[int, ...] | None  # None: unbounded
    high: tuple[int, ...] | None
    high_parts: int = 0

    @classmethod
    def parse(cls, text: str) -> VersionKey:
        t = text.strip()
        if t.endswith(" and below"):
            hi = parse_version(t[: -len(" and below")])
            return cls(text, None, hi, len(hi))
        if t.endswith(" and above"):
            return cls(text, parse_version(t[: -len(" and above")]), None)
        if " to " in t:
            lo, hi = t.split(" to ")
            hv = parse_version(hi)
            return cls(text, parse_version(lo), hv, len(hv))
        v = parse_version(t)
        return cls(text, v, v, len(v))

    def covers(self, version: tuple[int, ...]) -> bool:
        if self.low is not None and _pad(version) < _pad(self.low):
            return False
        if self.high is not None and version[: self.high_parts] > self.high:
            return False
        return True

    def upper_bound(self) -> tuple[int, ...]:
        return _pad(self.high) if self.high is not None else (sys.maxsize,) * 4


def resolve_versioned(
    table: Mapping[str, Any], version: str | tuple[int, ...]
) -> tuple[Any, str | None]:
    """Pick the entry of ``table`` for ``version``; return ``(value, key)``.

    A key that covers the version wins (an exact ``"X"`` key before ranges,
    then the narrowest range). A version no key covers falls to the nearest
    key below it; with none below, ``(None, None)``.

    Examples
    --------
    >>> from ivylite.decorators import resolve_versioned
    >>> table = {"2.0.1 and below": ("float16",), "1.12.1": ()}
    >>> resolve_versioned(table, "1.12.1"), resolve_versioned(table, "2.13.0")
    (((), '1.12.1'), (('float16',), '2.0.1 and below'))
    """
    v = parse_version(version) if isinstance(version, str) else version
    keys = [VersionKey.parse(k) for k in table]
    covering = [k for k in keys if k.covers(v)]
    if covering:
        exact = [k for k in covering if k.low is not None and k.low == k.high]
        best = exact[0] if exact else min(covering, key=_width)
        return table[best.text], best.text
    below = [k for k in keys if k.high is not None and k.upper_bound() < _pad(v)]
    if below:
        best = max(below, key=VersionKey.upper_bound)
        return table[best.text], best.text
    return None, None


def _width(k: VersionKey) -> tuple:
    lo = _pad(k.low) if k.low is not None else (0,) * 4
    return tuple(h - low for h, low in zip(k.upper_bound(), lo))


# --- support declarations ------------------------------------------------------


@dataclass
class SupportDeclaration:
    """What a decorator said about a function's dtypes (not yet resolved)."""

    supported: bool  # True: the listed dtypes are the supported ones
    table: dict[str, Any]  # version key (or framework name) -> dtypes, or device -> dtypes
    version: str  # the backend version, or a frontend's framework name
    by_device: bool = False
    where: str = ""  # module that declared it, for error messages

    def resolve(self, valid: Iterable[str], device: str = "cpu") -> Resolved:
        """The unsupported dtypes for this version (and device), as a frozenset.

        A frontend declaration names its framework instead of a version: the
        installed version of that framework is used (none installed: the
        declaration resolves to nothing).
        """
        valid = expand_dtype_classes(tuple(valid))
        version = _FRAMEWORK_VERSIONS.get(self.version, self.version)
        if callable(version):
            version = version()
        if version is None:
            return Resolved(frozenset(), None, self.where)
        value, key = resolve_versioned(self.table, version)
        if value is not None and self.by_device:
            value = value.get(device, value.get("all", ()))
        listed = expand_dtype_classes(value or (), valid=valid)
        if self.supported:
            unsupported = frozenset(d for d in valid if d not in listed) if key else frozenset()
        else:
            unsupported = frozenset(listed)
        return Resolved(unsupported, key, self.where)


def _installed(distribution: str):
    def version() -> str | None:
        from importlib import metadata

        try:
            return metadata.version(distribution)
        except metadata.PackageNotFoundError:
            return None

    return version


# Frontend declarations pass the framework's name where backends pass a version.
_FRAMEWORK_VERSIONS: dict[str, Any] = {
    "numpy": _installed("numpy"),
    "torch": _installed("torch"),
    "jax": _installed("jax"),
    "tensorflow": _installed("tensorflow"),
    "paddle": _installed("paddlepaddle"),
}


@dataclass(frozen=True)
class Resolved:
    unsupported: frozenset[Dtype]
    key: str | None  # the version key the declaration resolved to
    where: str = ""


# Declarations are kept beside the function, not on it: builtins such as
# NumPy ufuncs cannot carry attributes.
_DECLARATIONS: dict[Any, list[SupportDeclaration]] = {}


def support_declaration(fn: Any) -> list[SupportDeclaration]:
    """The support declarations recorded for ``fn`` (empty if none).

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.decorators import support_declaration
    >>> @ivylite.with_unsupported_dtypes({"2.0 and above": ("float16",)}, "torch")
    ... def f(x):
    ...     return x
    >>> [(d.supported, d.table, d.version) for d in support_declaration(f)]
    [(False, {'2.0 and above': ('float16',)}, 'torch')]
    """
    try:
        return _DECLARATIONS.get(fn, [])
    except TypeError:
        return []


class _SupportDecorator:
    """Decorator and context manager behind ``with_[un]supported_*``."""

    def __init__(self, table: Mapping, version: str, *, supported: bool, by_device: bool):
        for key in table:
            if key not in ("torch", "numpy", "jax", "tensorflow", "paddle"):
                VersionKey.parse(key)  # fail at import on a malformed key
        self._decl = SupportDeclaration(
            supported=supported,
            table=dict(table),
            version=str(version),
            by_device=by_device,
            where=sys._getframe(2).f_globals.get("__name__", ""),
        )
        self._before: dict[str, Any] | None = None

    def __call__(self, fn: Callable) -> Callable:
        _DECLARATIONS.setdefault(fn, []).append(self._decl)
        return fn

    # As a context manager it applies to every function defined in the block.
    def __enter__(self) -> _SupportDecorator:
        self._globals = sys._getframe(1).f_globals
        self._before = dict(self._globals)
        return self

    def __exit__(self, *exc: Any) -> None:
        for name, value in self._globals.items():
            if (
                callable(value)
                and self._before.get(name) is not value
                and not isinstance(value, type)
            ):
                self(value)


def with_unsupported_dtypes(table: Mapping[str, Iterable[str]], version: str) -> Any:
    """Declare the dtypes a backend function does not support, per version.

    ``table`` maps version keys (``"X and below"``, ``"X and above"``,
    ``"X to Y"``, ``"X"``) to dtypes or dtype classes; ``version`` is the
    backend's version, or a framework name for frontend functions. Usable as a
    decorator or as a context manager over a block of definitions.

    Examples
    --------
    >>> from ivylite.decorators import with_unsupported_dtypes, support_declaration
    >>> @with_unsupported_dtypes({"2.13 and below": ("float16", "complex")}, "2.13.0")
    ... def expm1(x):
    ...     return x
    >>> sorted(support_declaration(expm1)[0].resolve(("float16", "float32", "complex64")).unsupported)
    [complex64, float16]
    """
    return _SupportDecorator(table, version, supported=False, by_device=False)


def with_supported_dtypes(table: Mapping[str, Iterable[str]], version: str) -> Any:
    """Declare the only dtypes a backend function supports, per version.

    Examples
    --------
    >>> from ivylite.decorators import with_supported_dtypes, support_declaration
    >>> @with_supported_dtypes({"2.13 and below": ("float",)}, "2.13.0")
    ... def fmin(x):
    ...     return x
    >>> sorted(support_declaration(fmin)[0].resolve(("int8", "float32")).unsupported)
    [int8]
    """
    return _SupportDecorator(table, version, supported=True, by_device=False)


def with_unsupported_device_and_dtypes(table: Mapping[str, Mapping], version: str) -> Any:
    """Like :func:`with_unsupported_dtypes`, with dtypes per device.

    Examples
    --------
    >>> from ivylite.decorators import with_unsupported_device_and_dtypes, support_declaration
    >>> @with_unsupported_device_and_dtypes({"3.3 and below": {"cpu": ("int8",)}}, "3.3.1")
    ... def gcd(x):
    ...     return x
    >>> sorted(support_declaration(gcd)[0].resolve(("int8", "int16"), "cpu").unsupported)
    [int8]
    """
    return _SupportDecorator(table, version, supported=False, by_device=True)


def with_supported_device_and_dtypes(table: Mapping[str, Mapping], version: str) -> Any:
    """Like :func:`with_supported_dtypes`, with dtypes per device.

    Examples
    --------
    >>> from ivylite.decorators import with_supported_device_and_dtypes, support_declaration
    >>> @with_supported_device_and_dtypes({"3.3 and below": {"cpu": ("float32",)}}, "3.3.1")
    ... def f(x):
    ...     return x
    >>> sorted(support_declaration(f)[0].resolve(("int8", "float32"), "cpu").unsupported)
    [int8]
    """
    return _SupportDecorator(table, version, supported=True, by_device=True)


# --- what public functions record ----------------------------------------------


@dataclass
class FunctionSpec:
    """What the dispatch builder needs to know about a public function."""

    name: str
    kind: str  # see ivylite.dispatch: "binary", "unary", "reduction", "creation", ...
    options: dict[str, Any] = field(default_factory=dict)
    relevant_scalars: tuple[str, ...] = ()  # @infer_dtype: arguments that decide the dtype
    infers_dtype: bool = False
    floating: bool = False  # @infer_dtype(floating=True): an inferred int/bool becomes float
    infers_device: bool = False
    device_like: str | None = None  # @infer_device(like=...): device=None takes its device
    handles_out: bool = False
    unsupported_dtypes: dict[str, tuple[str, ...]] = field(default_factory=dict)


def spec_of(fn: Callable) -> FunctionSpec:
    """The :class:`FunctionSpec` the decorators recorded on ``fn`` (made on first use).

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.decorators import spec_of
    >>> spec_of(ivylite.add).kind, spec_of(ivylite.add).handles_out
    ('binary', True)
    """
    spec = getattr(fn, "__ivylite_spec__", None)
    if spec is None:
        spec = FunctionSpec(fn.__name__, kind="")
        fn.__ivylite_spec__ = spec
    return spec


def infer_dtype(
    fn: Callable | None = None, *, relevant: Iterable[str] = (), floating: bool = False
) -> Any:
    """Record how ``dtype=None`` is filled; the creation template applies it.

    The steps, in order (``ivylite.functional._creation_template``): an
    explicit ``dtype=``; else the dtype of an array among the ``relevant``
    arguments; else the relevant Python scalars give the default dtype of their
    widest kind (bool, default int, default float, default complex); else the
    global default dtype. ``relevant`` names the arguments that hold values
    (``arange``'s ``start``, ``full``'s ``fill_value``), never a shape or an
    axis. ``floating=True`` turns an inferred bool or integer dtype into the
    default float dtype (``linspace``).

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.decorators import infer_dtype
    >>> from ivylite.functional._creation_template import DtypeRule
    >>> @infer_dtype(relevant=("start",))
    ... def f(start, stop, /, *, dtype=None):
    ...     pass
    >>> rule = DtypeRule(f)
    >>> rule.dtype(None, (2.5, 3), {}), rule.dtype(None, (2, 3.5), {})
    (float32, int32)
    >>> with ivylite.DefaultIntDtype("int64"):
    ...     rule.dtype(None, (2, 3.5), {})
    int64
    """

    def mark(f: Callable) -> Callable:
        spec = spec_of(f)
        spec.infers_dtype = True
        spec.relevant_scalars = tuple(relevant)
        spec.floating = floating
        return f

    return mark(fn) if fn is not None else mark


def infer_device(fn: Callable | None = None, *, like: str | None = None) -> Any:
    """Record that ``device=None`` means the backend's default device, or, with
    ``like=``, the device of that array argument (``zeros_like``'s ``x``).

    Examples
    --------
    >>> from ivylite.decorators import infer_device, infer_dtype
    >>> from ivylite.functional._creation_template import DtypeRule
    >>> @infer_dtype
    ... @infer_device
    ... def f(*, dtype=None, device=None):
    ...     pass
    >>> from ivylite.backend import load
    >>> B = load("numpy")
    >>> DtypeRule(f).device(None, (), {}, B) == B.module.native_device(B.default_device)
    True
    """

    def mark(f: Callable) -> Callable:
        spec = spec_of(f)
        spec.infers_device = True
        spec.device_like = like
        return f

    return mark(fn) if fn is not None else mark


def handle_out_argument(fn: Callable) -> Callable:
    """Record that the function takes ``out=``: the result is written into it.

    Examples
    --------
    >>> from ivylite.decorators import handle_out_argument
    >>> @handle_out_argument
    ... def f(x, *, out=None):
    ...     pass
    >>> f.__ivylite_spec__.handles_out
    True
    """
    spec_of(fn).handles_out = True
    return fn
