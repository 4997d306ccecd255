"""No backend is named in a test of the backend in frontends/, nn/, optim/ or functional/.

What differs between backends is a declared hook of the backend contracts
(``ivylite/backends/_contract.py``), read from ``Backend``; code above the
backends never asks which backend it runs on. The check reads the source (AST):
it flags a comparison (``==``, ``!=``, ``in``, ``not in``) between an expression
that reads the backend (``x.backend``, ``B.name``, ``current_backend()``, a
variable assigned from one of them) and a backend name or a collection of
them. A backend name used otherwise is legitimate: the framework a frontend
imitates (``with_unsupported_dtypes({...}, "torch")`` in the torch frontend),
a message naming the backends that train, a key of a per-backend table.
"""

from __future__ import annotations

import ast
from pathlib import Path

from ivylite.backend import BACKENDS

ROOT = Path(__file__).resolve().parent.parent / "ivylite"
CHECKED = ("frontends", "nn", "optim", "functional")
NAMES = frozenset(BACKENDS)


def _names_of(node: ast.AST, collections: dict[str, frozenset[str]]) -> frozenset[str]:
    """The backend names ``node`` stands for: a string, a literal collection of them
    (also through ``frozenset(...)``/``set(...)``/``tuple(...)``), or a module-level
    name bound to one."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return frozenset({node.value}) & NAMES
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return frozenset().union(*(_names_of(e, collections) for e in node.elts))
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.args:
        if node.func.id in ("frozenset", "set", "tuple", "list"):
            return _names_of(node.args[0], collections)
    if isinstance(node, ast.Name):
        return collections.get(node.id, frozenset())
    return frozenset()


def _reads_backend(node: ast.AST, derived: set[str]) -> bool:
    """Whether an expression reads which backend runs (or a variable assigned from it)."""
    for n in ast.walk(node):
        if isinstance(n, ast.Attribute) and n.attr in ("backend", "_backend"):
            return True
        if isinstance(n, ast.Attribute) and n.attr == "name" and _reads_backend(n.value, derived):
            return True
        if isinstance(n, ast.Name) and ("backend" in n.id.lower() or n.id in derived):
            return True
        if isinstance(n, ast.Name) and n.id == "B":  # the core's name for a Backend
            return True
    return False


def backend_name_tests(source: str) -> list[str]:
    """``line: code`` of each comparison of the backend with backend names in ``source``."""
    tree = ast.parse(source)
    collections: dict[str, frozenset[str]] = {}
    for node in tree.body:
        if isinstance(node, ast.Assign):
            found = _names_of(node.value, {})
            for target in node.targets:
                if found and isinstance(target, ast.Name):
                    collections[target.id] = found
    derived: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and _reads_backend(node.value, derived):
            derived.update(t.id for t in node.targets if isinstance(t, ast.Name))
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Compare):
            continue
        if not all(isinstance(op, (ast.Eq, ast.NotEq, ast.In, ast.NotIn)) for op in node.ops):
            continue
        sides = [node.left, *node.comparators]
        named = [s for s in sides if _names_of(s, collections)]
        reads = [s for s in sides if s not in named and _reads_backend(s, derived)]
        if named and reads:
            found.append(f"{node.lineno}: {ast.unparse(node)}")
    return found


def test_the_check_tells_backend_tests_from_framework_names():
    flagged = [
        'if x.backend == "torch": pass',
        'B = current_backend()\nif B.name != "tensorflow": pass',
        'MUTABLE = frozenset(("torch", "paddle"))\nok = root.backend in MUTABLE',
        'name = _backend_name()\nif name not in ("torch", "paddle"): pass',
        'lazy = a._backend.name in {"dask"}',
    ]
    legitimate = [
        '@with_unsupported_dtypes({"2.13 and below": ("bool",)}, "torch")\ndef f(x): pass',
        'FRAMEWORKS = ("numpy", "torch")\ndef g(name): return name in FRAMEWORKS',
        'def h(x): return type(x).__module__ == "numpy"',
        "B = current_backend()\ntape = TAPES.get(B.name)",
        'msg = "train on torch, jax, tensorflow or paddle"',
        "ok = x.backend is y.backend",
    ]
    assert [bool(backend_name_tests(s)) for s in flagged] == [True] * len(flagged)
    assert [backend_name_tests(s) for s in legitimate] == [[]] * len(legitimate)


def test_no_backend_names_above_the_backends():
    found = {}
    for package in CHECKED:
        for path in sorted((ROOT / package).rglob("*.py")):
            hits = backend_name_tests(path.read_text(encoding="utf-8"))
            if hits:
                found[str(path.relative_to(ROOT.parent))] = hits
    assert found == {}, "use a declared hook of the backend contracts instead"
