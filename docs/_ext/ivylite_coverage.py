"""Sphinx extension: writes the frontends' coverage tables from the real frameworks.

At ``builder-inited`` it runs ``ivylite.frontends.coverage`` for each framework
installed and writes ``docs/_generated/coverage_<framework>.rst`` (a summary
per namespace, then every name: present, out of scope with its reason, or
missing) and ``coverage_reasons.rst`` (the closed list of reasons).
``docs/frontends.rst`` includes them.
"""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path

from ivylite.frontends.coverage import NAMESPACES, REASONS, measure
from ivylite.frontends.coverage.render import as_rst


def coverage_rst(framework: str) -> str:
    """The coverage tables of ``framework``, or a note that it is not installed."""
    if importlib.util.find_spec(framework) is None:
        return f"{framework} was not installed when these docs were built.\n"
    report = measure(framework)
    head = (f"Measured against {framework} {report.version}: the names each namespace "
            "exposes, the frontend's status for each, and the percentage of the in-scope "
            "names present.\n\n")  # fmt: skip
    return head + as_rst(report, title_level="^")


def reasons_rst() -> str:
    """The closed list of out-of-scope reasons, as a definition table."""
    lines = [".. list-table::", "   :header-rows: 1", "   :widths: 20 80", "",
             "   * - reason key", "     - what it covers"]  # fmt: skip
    for key, text in REASONS.items():
        lines += [f"   * - ``{key}``", f"     - {text}"]
    return "\n".join(lines) + "\n"


def generate(outdir: Path) -> None:
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")  # TensorFlow's start-up chatter
    if importlib.util.find_spec("paddle") is not None:
        import paddle  # noqa: F401  (before tensorflow, always: the other order segfaults)
    outdir.mkdir(exist_ok=True)
    (outdir / "coverage_reasons.rst").write_text(reasons_rst())
    for framework in NAMESPACES:
        (outdir / f"coverage_{framework}.rst").write_text(coverage_rst(framework))


def _on_builder_inited(app) -> None:
    generate(Path(app.srcdir) / "_generated")


def setup(app):
    app.connect("builder-inited", _on_builder_inited)
    return {"parallel_read_safe": True, "version": "1"}
