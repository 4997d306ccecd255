"""The architecture holds: the import layers, and files and functions of a readable size."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "ivylite"
MAX_FILE_LINES = 800
MAX_FUNCTION_LINES = 80


def test_the_import_contracts_hold():
    """``lint-imports`` with the contracts in pyproject.toml: the layers, no cycles
    among ivylite's modules, and a core that never imports the ivylite package."""
    run = subprocess.run(
        [sys.executable, "-c", "import sys; from importlinter.cli import lint_imports; "
         "sys.exit(lint_imports(config_filename='pyproject.toml', no_cache=True, no_logo=True))"],
        cwd=ROOT, capture_output=True, text=True,
    )  # fmt: skip
    assert run.returncode == 0, run.stdout + run.stderr


def _sources() -> list[Path]:
    return sorted(PACKAGE.rglob("*.py"))


def test_no_file_is_over_800_lines():
    long = {
        str(p.relative_to(ROOT)): n
        for p in _sources()
        if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_FILE_LINES
    }
    assert long == {}


def function_lengths(source: str) -> dict[str, int]:
    """Lines of each function in ``source`` (``outer.inner`` for nested ones),
    its docstring and its nested functions left out: a nested function counts
    on its own."""
    tree = ast.parse(source)
    out: dict[str, int] = {}

    def visit(node: ast.AST, prefix: str) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
                name = f"{prefix}{child.name}"
                lines = set(range(child.lineno, child.end_lineno + 1))
                body = child.body
                if (
                    body
                    and isinstance(body[0], ast.Expr)
                    and isinstance(body[0].value, ast.Constant)
                ):
                    if isinstance(body[0].value.value, str):
                        lines -= set(range(body[0].lineno, body[0].end_lineno + 1))
                for inner in ast.walk(child):
                    if inner is not child and isinstance(
                        inner, (ast.FunctionDef, ast.AsyncFunctionDef)
                    ):
                        lines -= set(range(inner.lineno, inner.end_lineno + 1))
                out[f"{name} (line {child.lineno})"] = len(lines)
                visit(child, f"{name}.")
            else:
                visit(
                    child, f"{prefix}{child.name}." if isinstance(child, ast.ClassDef) else prefix
                )

    visit(tree, "")
    return out


def test_function_lengths_leave_out_docstrings_and_nested_functions():
    source = (
        "def outer():\n"
        '    """Doc\n\n    more doc.\n    """\n'
        "    x = 1\n"
        "    def inner():\n"
        "        return 2\n"
        "    return x\n"
    )
    assert function_lengths(source) == {"outer (line 1)": 3, "outer.inner (line 7)": 2}


def test_no_function_is_over_80_lines():
    long = {
        f"{p.relative_to(ROOT)}: {name}": n
        for p in _sources()
        for name, n in function_lengths(p.read_text(encoding="utf-8")).items()
        if n > MAX_FUNCTION_LINES
    }
    assert long == {}
