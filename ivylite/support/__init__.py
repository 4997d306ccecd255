"""Which dtypes a function supports, derived rather than hand-written.

- A public ivylite function: its backend function's versioned declarations
  (resolved for the installed version), the standard's restriction, the
  backend's invalid dtypes and any ``unsupported_dtypes`` attribute.
- A backend function (from ``ivylite/backends/<name>/``): its declarations on
  that backend.
- A frontend function: what its frontend's wrapper refuses (its declarations,
  resolved against the release the frontend reproduces), and the backend's
  invalid dtypes.
- Any other Python function (compositional): its AST is walked and the sets of
  the ivylite functions it calls are combined (a function supports a dtype only
  if everything it calls does), recursing
  into the Python functions it calls.
- ``unsupported_dtypes`` / ``supported_dtypes`` attributes keyed by backend
  name apply on top.

Results are cached per (function, backend): after the first call a lookup.
``python -m ivylite.support`` measures all of it against the frameworks.
"""

from __future__ import annotations

import ast
import inspect
import textwrap
import types
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..backend import current_backend, load
from ..decorators import support_declaration
from ..dispatch import float_of, registry, unsupported_sources
from ..dtypes import Dtype, all_dtypes, expand_dtype_classes
from ..frontends import frontend_of

if TYPE_CHECKING:
    from ..backend import Backend

__all__ = [
    "function_supported_dtypes",
    "function_unsupported_dtypes",
    "function_supported_devices_and_dtypes",
    "function_unsupported_devices_and_dtypes",
]

_CACHE: dict[tuple, frozenset[Dtype]] = {}
# (fn, backend, recurse, supported?) -> the tuple returned: a repeat call is one lookup.
_RESULTS: dict[tuple, tuple[Dtype, ...]] = {}


def _remember(key: tuple, value: tuple[Dtype, ...]) -> tuple[Dtype, ...]:
    try:
        _RESULTS[key] = value
    except TypeError:  # an unhashable callable
        pass
    return value


def _backend(backend: str | None) -> Any:
    if backend is not None:
        return load(backend)
    return current_backend() or load("numpy")


def function_unsupported_dtypes(
    fn: Any, recurse: bool = True, *, backend: str | None = None
) -> tuple[Dtype, ...]:
    """The dtypes ``fn`` does not support on a backend (default: the current one,
    NumPy when none is set), in canonical order.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.function_unsupported_dtypes(ivylite.lcm)
    (bool, bfloat16, float16, float32, float64, complex64, complex128)
    >>> def mean_of_squares(x):
    ...     return ivylite.mean(ivylite.square(x))
    >>> ivylite.function_unsupported_dtypes(mean_of_squares)
    (bool,)
    """
    B = _backend(backend)
    key = (fn, B, recurse, False)
    try:
        return _RESULTS[key]
    except (KeyError, TypeError):
        pass
    found = _unsupported(fn, B, B.default_device, recurse)
    return _remember(key, tuple(d for d in all_dtypes if d in found))


def function_supported_dtypes(
    fn: Any, recurse: bool = True, *, backend: str | None = None
) -> tuple[Dtype, ...]:
    """The dtypes ``fn`` supports on a backend (default: the current one, else NumPy).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.function_supported_dtypes(ivylite.gcd)
    (int8, int16, int32, int64, uint8, uint16, uint32, uint64)
    """
    B = _backend(backend)
    key = (fn, B, recurse, True)
    try:
        return _RESULTS[key]
    except (KeyError, TypeError):
        pass
    found = _unsupported(fn, B, B.default_device, recurse)
    return _remember(key, tuple(d for d in B.valid_dtypes if d not in found))


def function_unsupported_devices_and_dtypes(
    fn: Any, recurse: bool = True, *, backend: str | None = None
) -> dict[str, tuple[Dtype, ...]]:
    """Per device of the backend, the dtypes ``fn`` does not support there.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.function_unsupported_devices_and_dtypes(ivylite.add)
    {'cpu': (bool,)}
    """
    B = _backend(backend)
    return {
        dev: tuple(d for d in all_dtypes if d in _unsupported(fn, B, dev, recurse))
        for dev in B.devices
    }


def function_supported_devices_and_dtypes(
    fn: Any, recurse: bool = True, *, backend: str | None = None
) -> dict[str, tuple[Dtype, ...]]:
    """Per device of the backend, the dtypes ``fn`` supports there.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.function_supported_devices_and_dtypes(ivylite.less)["cpu"][:3]
    (int8, int16, int32)
    """
    B = _backend(backend)
    return {
        dev: tuple(d for d in B.valid_dtypes if d not in _unsupported(fn, B, dev, recurse))
        for dev in B.devices
    }


def _unsupported(fn: Any, B: Backend, device: str, recurse: bool) -> frozenset[Dtype]:
    key = (fn, B.name, B.version, device, recurse)
    try:
        return _CACHE[key]
    except KeyError:
        pass
    except TypeError:  # an unhashable callable: compute every time
        return _compute(fn, B, device, recurse, set())
    out = _CACHE[key] = _compute(fn, B, device, recurse, set())
    return out


def _compute(fn: Any, B: Backend, device: str, recurse: bool, seen: set) -> frozenset[Dtype]:
    out: set[Dtype] = set()
    spec = getattr(fn, "__ivylite_spec__", None)
    entry = registry().get(getattr(fn, "__ivylite_name__", ""))
    if spec is not None and entry is not None and entry.public is fn:
        # A public function: everything the dispatch core refuses on B.
        out.update(matrix_sources(entry, B, device))
    elif _backend_module_of(fn) is not None:
        out.update(_declared(fn, _backend_module_of(fn), device))
    elif (frontend := frontend_of(fn)) is not None:
        # A frontend function refuses what its wrapper refuses: its declarations,
        # resolved against the release the frontend reproduces. The ivylite
        # functions in its body are not consulted (it casts around their gaps).
        out.update(frontend.refused(fn))
        out.update(B.invalid_dtypes)
    else:
        # Other functions may carry declarations keyed by a framework name too;
        # compositional ones inherit from what they call.
        for decl in support_declaration(fn):
            out.update(decl.resolve(B.valid_dtypes, device).unsupported)
        if recurse and isinstance(fn, types.FunctionType) and fn not in seen:
            seen.add(fn)
            for callee in _callees(fn):
                out.update(_compute(callee, B, device, recurse, seen))
    out.update(_attribute(fn, B))
    return frozenset(out)


def _backend_module_of(fn: Any) -> str | None:
    module = getattr(fn, "__module__", "") or ""
    parts = module.split(".")
    if len(parts) >= 3 and parts[0] == "ivylite" and parts[1] == "backends":
        return parts[2]
    return None


def _declared(fn: Any, backend_name: str, device: str) -> set[Dtype]:
    B = load(backend_name)
    out = set(B.invalid_dtypes)
    for decl in support_declaration(fn):
        out.update(decl.resolve(B.valid_dtypes, device).unsupported)
    return out


def _attribute(fn: Any, B: Backend) -> set[Dtype]:
    """``fn.unsupported_dtypes`` / ``fn.supported_dtypes`` keyed by backend name."""
    out: set[Dtype] = set()
    bad = getattr(fn, "unsupported_dtypes", None)
    if isinstance(bad, dict) and B.name in bad:
        out.update(expand_dtype_classes(bad[B.name]))
    good = getattr(fn, "supported_dtypes", None)
    if isinstance(good, dict) and B.name in good:
        keep = set(expand_dtype_classes(good[B.name]))
        out.update(d for d in B.valid_dtypes if d not in keep)
    return out


def _callees(fn: types.FunctionType) -> list[Any]:
    """The objects a function calls, found by walking its AST."""
    fn = inspect.unwrap(fn)  # the source read below is the wrapped function's
    try:
        tree = ast.parse(textwrap.dedent(inspect.getsource(fn)))
    except (OSError, TypeError, SyntaxError):
        return []
    scope = dict(fn.__globals__)
    if fn.__closure__:
        scope.update(zip(fn.__code__.co_freevars, (c.cell_contents for c in fn.__closure__)))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            target = _resolve(node.func, scope)
            if target is not None and target is not fn:
                found.append(target)
    return found


def _resolve(node: ast.AST, scope: dict) -> Any:
    """``name`` or ``a.b.c`` evaluated by attribute lookups only (nothing runs)."""
    if isinstance(node, ast.Name):
        return scope.get(node.id)
    if isinstance(node, ast.Attribute):
        base = _resolve(node.value, scope)
        if base is not None:
            try:
                return inspect.getattr_static(base, node.attr)
            except AttributeError:
                return None
    return None


def _real(d: Dtype) -> Dtype:
    return Dtype({"complex64": "float32", "complex128": "float64"}.get(d, d))


# What each ``result=`` of the elementwise templates promises for input dtype d;
# a function whose result dtype is not one of these says so with ``promised=``.
_PROMISED_BY_RESULT: dict[str, Callable[[Dtype], Dtype]] = {
    "same": lambda d: d,
    "float": float_of,
    "bool": lambda d: Dtype("bool"),
    "real": _real,
}


def promised_dtype(name: str, d: Dtype) -> Dtype:
    """The result dtype ivylite promises for public function ``name`` on input ``d``
    (under the current default dtypes): its ``@api(..., promised=)``, else what its
    ``result=`` says.

    Examples
    --------
    >>> from ivylite.support import promised_dtype
    >>> from ivylite.dtypes import Dtype
    >>> promised_dtype("sum", Dtype("uint8")), promised_dtype("argmax", Dtype("int8"))
    (uint32, int64)
    >>> promised_dtype("cos", Dtype("int16")), promised_dtype("abs", Dtype("complex128"))
    (float32, float64)
    """
    options = registry()[name].spec.options
    promise = options.get("promised") or _PROMISED_BY_RESULT[options.get("result", "same")]
    return Dtype(promise(d))


def matrix_sources(
    entry: Any, B: Backend, device: str | None = None
) -> dict[Dtype, tuple[str, str]]:
    """Why each input dtype is refused: the dispatch core's reasons, plus input
    dtypes whose promised result dtype the backend cannot hold (sum of uint8
    is uint32, which torch and paddle lack)."""
    sources = unsupported_sources(entry, B.backend_fns.get(entry.name), B, device)
    for d in all_dtypes:
        if d not in sources:
            result = promised_dtype(entry.name, d)
            if result in B.invalid_dtypes:
                sources[d] = ("invalid", f"the result, {result}, is not a valid dtype on {B.name}")
    return sources
