"""Which dtypes a function refuses on a backend, why, and what casting would do.

A dtype is refused for one of three reasons: the backend cannot hold it at
all ("invalid"), the function is defined for other kinds of dtype on every
backend ("standard", the ``dtypes=`` option of ``@api``), or a versioned
support declaration (or an ``unsupported_dtypes`` attribute) says so
("declared"). With a casting mode on, a refused dtype is computed in the
nearest supported one instead.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from .. import config
from ..decorators import support_declaration
from ..dtypes import Dtype, all_dtypes, expand_dtype_classes
from ..errors import UnsupportedDtypeError
from .registry import Entry, registry

if TYPE_CHECKING:
    from ..backend import Backend

__all__ = [
    "unsupported_sources",
    "unsupported_set",
    "cast_target",
    "refuse",
    "cast_or_refuse",
    "declarations_ignored",
]

# True only while ivylite.support builds functions without their declarations,
# to measure what the framework itself does with a refused dtype.
_ignoring = False


@contextmanager
def declarations_ignored() -> Iterator[None]:
    """Build functions as if nothing were declared unsupported (invalid dtypes stay).

    For the support probe, which measures what a framework really does with a
    dtype that a declaration refuses.

    Examples
    --------
    >>> from ivylite.dispatch import declarations_ignored, unsupported_set, registry
    >>> import ivylite
    >>> B = ivylite.set_backend("numpy")
    >>> entry = registry()["lcm"]
    >>> "float32" in unsupported_set(entry, B.backend_fns["lcm"], B)
    True
    >>> with declarations_ignored():
    ...     "float32" in unsupported_set(entry, B.backend_fns["lcm"], B)
    False
    >>> ivylite.unset_backend()
    """
    global _ignoring
    _ignoring = True
    try:
        yield
    finally:
        _ignoring = False


def unsupported_sources(
    entry: Entry, backend_fn: Any, B: Backend, device: str | None = None
) -> dict[Dtype, tuple[str, str]]:
    """Why each refused dtype is refused: dtype -> (kind, detail).

    kind is ``"invalid"``, ``"standard"`` or ``"declared"`` (see the module
    docstring); detail names the version key or the place.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.dispatch import registry, unsupported_sources
    >>> B = ivylite.set_backend("numpy")
    >>> unsupported_sources(registry()["lcm"], B.backend_fns["lcm"], B)["float32"][0]
    'standard'
    >>> ivylite.unset_backend()
    """
    device = device or B.default_device
    out: dict[Dtype, tuple[str, str]] = {}
    if not _ignoring:
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


def unsupported_set(entry: Entry, backend_fn: Any, B: Backend) -> frozenset[Dtype]:
    """The dtypes this function refuses on this backend: declarations + invalid dtypes.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.dispatch import registry, unsupported_set
    >>> B = ivylite.set_backend("numpy")
    >>> sorted(unsupported_set(registry()["logical_and"], B.backend_fns["logical_and"], B))[:2]
    [bfloat16, complex128]
    >>> ivylite.unset_backend()
    """
    return frozenset(unsupported_sources(entry, backend_fn, B))


# The ladders the casting modes climb, per kind (bfloat16 skips float16).
_GROUPS = {
    "int": ("int8", "int16", "int32", "int64"),
    "uint": ("uint8", "uint16", "uint32", "uint64"),
    "float": ("float16", "float32", "float64"),
    "bfloat": ("bfloat16", "float32", "float64"),
    "complex": ("complex64", "complex128"),
}


def _crosscast_target(dtype: Dtype, supported: list[Dtype]) -> Dtype | None:
    """Crosscast: another kind, only when no dtype of this kind is supported."""
    kind = dtype.kind
    if any(d.kind == kind or {d.kind, kind} <= {"int", "uint"} for d in supported):
        return None
    if kind in ("int", "uint", "bool"):
        target = config.default_float_dtype()
    elif kind == "float":
        target = config.default_int_dtype()
    else:
        return None
    return target if target in supported else None


def cast_target(dtype: Dtype, unsupported: frozenset, B: Backend, modes: frozenset) -> Dtype | None:
    """The dtype the casting ``modes`` would compute ``dtype`` in, or None.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.dispatch import cast_target
    >>> B = ivylite.set_backend("numpy")
    >>> cast_target(ivylite.float16, frozenset({"float16"}), B, frozenset({"upcast"}))
    float32
    >>> ivylite.unset_backend()
    """
    supported = [d for d in B.valid_dtypes if d not in unsupported]
    if "crosscast" in modes:
        target = _crosscast_target(dtype, supported)
        if target is not None:
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


def _declared_where(name: str, dtype: Dtype, B: Backend) -> str:
    entry = registry().get(name)
    restrict = entry.spec.options.get("dtypes") if entry is not None else None
    if restrict and dtype not in expand_dtype_classes(restrict):
        return f"ivylite/functional/{entry.family}.py, for every backend"
    if dtype in B.invalid_dtypes:
        return f"ivylite/backends/{B.name}/__init__.py: not a valid dtype on {B.name}"
    return B.declared_in.get(name, f"ivylite/backends/{B.name}")


def refuse(name: str, dtype: Dtype, unsupported: frozenset, B: Backend) -> UnsupportedDtypeError:
    """The error for an unsupported dtype, naming what would help.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.dispatch import refuse
    >>> B = ivylite.set_backend("numpy")
    >>> str(refuse("f", ivylite.float16, frozenset({"float16"}), B)).split(" (")[0]
    'f does not support float16 on numpy ...'
    >>> ivylite.unset_backend()
    """
    hints = []
    for mode, fn in (
        ("crosscast", "crosscast_data_types"),
        ("upcast", "upcast_data_types"),
        ("downcast", "downcast_data_types"),
    ):
        target = cast_target(dtype, unsupported, B, frozenset({mode}))
        if target is not None:
            hints.append(f"ivylite.{fn}() computes it in {target}")
    how = (
        "Cast the inputs, or enable a casting mode: " + "; ".join(hints)
        if hints
        else "Cast the inputs to a supported dtype (no casting mode applies)"
    )
    supported = ", ".join(d for d in B.valid_dtypes if d not in unsupported) or "none"
    return UnsupportedDtypeError(
        f"{name} does not support {dtype} on {B.name} {B.version} (declared in "
        f"{_declared_where(name, dtype, B)}). {how}. Supported here: {supported}."
    )


def cast_or_refuse(name: str, dtype: Dtype, unsupported: frozenset, B: Backend) -> Dtype:
    """The dtype to compute in under the active casting modes; raise if none.

    Examples
    --------
    >>> import ivylite
    >>> from ivylite.dispatch import cast_or_refuse
    >>> B = ivylite.set_backend("numpy")
    >>> ivylite.upcast_data_types()
    >>> cast_or_refuse("f", ivylite.float16, frozenset({"float16"}), B)
    float32
    >>> ivylite.unset_casting_modes(); ivylite.unset_backend()
    """
    modes = config.state().casting[-1]
    target = cast_target(dtype, unsupported, B, modes) if modes else None
    if target is None:
        raise refuse(name, dtype, unsupported, B)
    return target
