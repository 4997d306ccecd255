"""Enumerate a real framework's public names and classify each against its frontend.

Every name of every :data:`~ivylite.frontends.coverage.NAMESPACES` entry gets
one status: ``present`` (the frontend has it), ``out of scope`` (a rule of the
frontend's ``_out_of_scope.py`` matches it: the rule's reason is printed), or
``missing``. A declared rule wins over presence: an out-of-scope name that the
frontend offers as a stand-in raising a clear error (NumPy's ``datetime64``)
is out of scope, not present.
"""

from __future__ import annotations

import functools
import importlib
import inspect
import pkgutil
import types
from dataclasses import dataclass, field
from fnmatch import fnmatchcase
from typing import Any

from .namespaces import NAMESPACES, ROOTS, Namespace
from .reasons import Rule, rules

__all__ = ["Row", "Report", "measure", "resolve", "STATUSES"]

STATUSES = ("present", "out of scope", "missing")
_MISSING = object()


@dataclass(frozen=True)
class Row:
    """One public name of the real framework and what the frontend does with it."""

    namespace: str
    name: str
    kind: str
    status: str
    detail: str  # the reason's text, or the frontend module that defines the name


@dataclass
class Report:
    """The classified names of one framework (``rows``), with the version measured
    and the rules that matched no name (``unused``: stale data).

    Examples
    --------
    >>> from ivylite.frontends.coverage import measure
    >>> report = measure("numpy")
    >>> ns, present, in_scope, out, percent = report.summary()[1]
    >>> ns, present <= in_scope, 0 <= percent <= 100
    ('numpy.linalg', True, True)
    """

    framework: str
    version: str
    rows: list[Row] = field(default_factory=list)
    unused: list[Rule] = field(default_factory=list)

    def namespaces(self) -> list[str]:
        return list(dict.fromkeys(r.namespace for r in self.rows))

    def summary(self) -> list[tuple[str, int, int, int, float]]:
        """Per namespace: (name, present, in scope, out of scope, percent present)."""
        out = []
        for ns in self.namespaces():
            statuses = [r.status for r in self.rows if r.namespace == ns]
            present, oos = statuses.count("present"), statuses.count("out of scope")
            in_scope = len(statuses) - oos
            out.append(
                (ns, present, in_scope, oos, 100.0 * present / in_scope if in_scope else 100.0)
            )
        return out

    def present(self) -> dict[str, list[str]]:
        """Per namespace, the sorted names the frontend has (the pinned snapshot)."""
        out: dict[str, list[str]] = {ns: [] for ns in self.namespaces()}
        for r in self.rows:
            if r.status == "present":
                out[r.namespace].append(r.name)
        return out


def resolve(path: str) -> Any:
    """The object at dotted ``path`` (modules imported as needed), or None.

    Examples
    --------
    >>> from ivylite.frontends.coverage.measure import resolve
    >>> resolve("numpy.linalg.norm").__name__, resolve("numpy.no_such_name")
    ('norm', None)
    """
    head, *rest = path.split(".")
    try:
        obj = importlib.import_module(head)
    except ModuleNotFoundError:
        return None
    for part in rest:
        found = _attribute(obj, part)
        if found is _MISSING and isinstance(obj, types.ModuleType) and hasattr(obj, "__path__"):
            found = _submodule(obj, part)
        if found is _MISSING:
            return None
        obj = found
    return obj


def _attribute(obj: Any, name: str) -> Any:
    try:
        return getattr(obj, name)
    except Exception:  # noqa: BLE001 - a failing lookup is an absent name here
        return _MISSING


def _submodule(package: types.ModuleType, name: str) -> Any:
    full = f"{package.__name__}.{name}"
    try:
        return importlib.import_module(full)
    except ModuleNotFoundError as e:
        if e.name is not None and full.startswith(e.name):
            return _MISSING  # that module does not exist; anything else is a bug to show
        raise


def _is_own(obj: Any, roots: tuple[str, ...]) -> bool:
    if isinstance(obj, functools.partial):
        obj = obj.func
    if isinstance(obj, tuple):  # a stax layer: (init_fun, apply_fun)
        return all(_is_own(item, roots) for item in obj)
    module = getattr(obj, "__module__", None)
    return not isinstance(module, str) or module.split(".")[0] in roots


def _is_api(obj: Any) -> bool:
    """A callable, or a pair of callables (a ``jax.example_libraries.stax`` layer)."""
    if isinstance(obj, tuple):
        return len(obj) == 2 and all(callable(item) for item in obj)
    return callable(obj)


def _kind_in_module(obj: Any) -> str:
    if isinstance(obj, tuple):
        return "layer"
    if isinstance(obj, type):
        return "class"
    return "ufunc" if type(obj).__name__ == "ufunc" else "function"


def _module_names(module: types.ModuleType, roots: tuple[str, ...]) -> dict[str, str]:
    declared = getattr(module, "__all__", None)
    names = declared if declared is not None else dir(module)
    out = {}
    for name in sorted(set(names)):
        if name.startswith("_"):
            continue
        obj = _attribute(module, name)
        if obj is _MISSING or isinstance(obj, types.ModuleType) or not _is_api(obj):
            continue
        if declared is None and not _is_own(obj, roots):
            continue  # a re-exported helper (typing.Optional), not the framework's API
        out[name] = _kind_in_module(obj)
    return out


def _member_names(cls: type) -> dict[str, str]:
    out = {}
    for name in sorted(dir(cls)):
        if name.startswith("_"):
            continue
        static = inspect.getattr_static(cls, name, None)
        if isinstance(static, (property, types.GetSetDescriptorType, types.MemberDescriptorType)):
            out[name] = "property"
        elif callable(static) or isinstance(static, (classmethod, staticmethod)):
            out[name] = "method"
        else:
            out[name] = "attribute"
    return out


def real_names(ns: Namespace, roots: tuple[str, ...]) -> dict[str, str]:
    """The public names of namespace ``ns`` of the real framework: name -> kind."""
    obj = resolve(ns.path)
    if obj is None:
        raise ImportError(f"the real framework has no {ns.path}: is it installed?")
    if ns.kind == "members":
        top = importlib.import_module(ns.path.split(".")[0])
        names = _member_names(ns.real_type(top) if ns.real_type else obj)
    else:
        names = _module_names(obj, roots)
    if ns.kind == "submodules":
        for info in pkgutil.iter_modules(obj.__path__):
            if not info.name.startswith("_"):
                sub = importlib.import_module(f"{obj.__name__}.{info.name}")
                kinds = _module_names(sub, roots)
                names.update({f"{info.name}.{n}": k for n, k in kinds.items()})
    if ns.only:
        names = {n: k for n, k in names.items() if n in ns.only}
    return names


def _where(obj: Any, framework: str) -> str:
    module = getattr(obj, "__module__", None) or getattr(type(obj), "__module__", "")
    return str(module).removeprefix(f"ivylite.frontends.{framework}.")


def _frontend_lookup(ns: Namespace, framework: str) -> Any:
    """A function of a name giving the frontend's object for it, or _MISSING."""
    base = resolve(f"ivylite.frontends.{ns.path}")
    if base is None:
        return lambda name: _MISSING
    instance = None
    if ns.instance is not None:
        instance = ns.instance(resolve(f"ivylite.frontends.{framework}"))

    def lookup(name: str) -> Any:
        obj: Any = base
        for i, part in enumerate(name.split(".")):
            found = _attribute(obj, part)
            if found is _MISSING and isinstance(obj, types.ModuleType):
                found = resolve(f"{obj.__name__}.{part}") if i == 0 else None
                found = _MISSING if found is None else found
            if found is _MISSING and instance is not None and i == 0:
                found = _attribute(instance, part)
            if found is _MISSING:
                return _MISSING
            obj = found
        return obj

    return lookup


def _match(rules_: list[Rule], namespace: str, name: str, used: set) -> Rule | None:
    for rule in rules_:
        if rule.namespace in ("*", namespace) and fnmatchcase(name, rule.pattern):
            used.add(rule)
            return rule
    return None


def measure(framework: str) -> Report:
    """Import the real ``framework`` and classify every name of its namespaces.

    Examples
    --------
    >>> from ivylite.frontends.coverage import measure
    >>> rows = {r.name: r for r in measure("numpy").rows if r.namespace == "numpy"}
    >>> rows["add"].status, rows["add"].kind, rows["datetime64"].status
    ('present', 'ufunc', 'out of scope')
    """
    if framework not in NAMESPACES:
        raise ValueError(f"coverage: no framework {framework!r}; one of {sorted(NAMESPACES)}")
    module = importlib.import_module(framework)
    report = Report(framework, str(getattr(module, "__version__", "?")))
    declared, used = rules(framework), set()
    for ns in NAMESPACES[framework]:
        lookup = _frontend_lookup(ns, framework)
        for name, kind in real_names(ns, ROOTS[framework]).items():
            rule = _match(declared, ns.path, name, used)
            if rule is not None:
                report.rows.append(Row(ns.path, name, kind, "out of scope", rule.text))
                continue
            obj = lookup(name)
            if obj is _MISSING:
                report.rows.append(Row(ns.path, name, kind, "missing", ""))
            else:
                report.rows.append(Row(ns.path, name, kind, "present", _where(obj, framework)))
    report.unused = [r for r in declared if r not in used]
    return report
