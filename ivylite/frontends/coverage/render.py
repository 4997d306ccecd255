"""A coverage report as text (the summary and the missing names), JSON, reST
tables (the docs' page) or the snapshot of present names the tests pin."""

from __future__ import annotations

import json

from .measure import Report

__all__ = ["as_text", "as_json", "as_rst", "as_snapshot"]


def _summary_lines(report: Report) -> list[str]:
    width = max(len(ns) for ns in report.namespaces())
    lines = [f"{report.framework} {report.version}",
             f"{'namespace':<{width}}  present  in scope  out of scope       %"]  # fmt: skip
    for ns, present, in_scope, oos, percent in report.summary():
        lines.append(f"{ns:<{width}}  {present:>7}  {in_scope:>8}  {oos:>12}  {percent:6.1f}")
    return lines


def as_text(report: Report, missing: bool = True) -> str:
    """The per-namespace summary, then (``missing=True``) each namespace's missing names.

    Examples
    --------
    >>> from ivylite.frontends.coverage import measure
    >>> from ivylite.frontends.coverage.render import as_text
    >>> print(as_text(measure("numpy"), missing=False).splitlines()[1])
    namespace                  present  in scope  out of scope       %
    """
    lines = _summary_lines(report)
    if missing:
        for ns in report.namespaces():
            names = [r.name for r in report.rows if r.namespace == ns and r.status == "missing"]
            if names:
                lines += ["", f"{ns}: {len(names)} missing", "  " + ", ".join(names)]
    for rule in report.unused:
        lines.append(f"unused out-of-scope rule: {rule.namespace} {rule.pattern!r} ({rule.reason})")
    return "\n".join(lines) + "\n"


def as_json(report: Report) -> str:
    """Every row, the summary and the unused rules, as JSON.

    Examples
    --------
    >>> import json
    >>> from ivylite.frontends.coverage import measure
    >>> from ivylite.frontends.coverage.render import as_json
    >>> data = json.loads(as_json(measure("numpy")))
    >>> data["framework"], sorted(data["namespaces"]["numpy.fft"]["summary"])
    ('numpy', ['in_scope', 'out_of_scope', 'percent', 'present'])
    """
    namespaces: dict = {}
    for ns, present, in_scope, oos, percent in report.summary():
        namespaces[ns] = {
            "summary": {"present": present, "in_scope": in_scope, "out_of_scope": oos,
                        "percent": round(percent, 1)},
            "names": {},
        }  # fmt: skip
    for r in report.rows:
        namespaces[r.namespace]["names"][r.name] = {"kind": r.kind, "status": r.status,
                                                    "detail": r.detail}  # fmt: skip
    unused = [vars(rule) for rule in report.unused]
    data = {"framework": report.framework, "version": report.version,
            "namespaces": namespaces, "unused_rules": unused}  # fmt: skip
    return json.dumps(data, indent=1, sort_keys=False) + "\n"


def as_snapshot(report: Report) -> str:
    """The present names per namespace, one per line in JSON (what the tests pin).

    Examples
    --------
    >>> import json
    >>> from ivylite.frontends.coverage import measure
    >>> from ivylite.frontends.coverage.render import as_snapshot
    >>> "norm" in json.loads(as_snapshot(measure("numpy")))["names"]["numpy.linalg"]
    True
    """
    data = {"framework": report.framework, "version": report.version, "names": report.present()}
    return json.dumps(data, indent=1) + "\n"


def _cell(text: str) -> str:
    return '"' + text.replace('"', '""') + '"'


def as_rst(report: Report, title_level: str = "~") -> str:
    """The summary table, then one table per namespace (name, kind, status, where
    or why), as reStructuredText.

    Examples
    --------
    >>> from ivylite.frontends.coverage import measure
    >>> from ivylite.frontends.coverage.render import as_rst
    >>> text = as_rst(measure("numpy"))
    >>> ".. csv-table::" in text and "``numpy.linalg``" in text
    True
    """
    lines = [".. csv-table::", '   :header: "namespace", "present", "in scope", "out of scope", "%"',
             ""]  # fmt: skip
    for ns, present, in_scope, oos, percent in report.summary():
        lines.append(f"   ``{ns}``, {present}, {in_scope}, {oos}, {percent:.1f}")
    for ns in report.namespaces():
        title = f"``{ns}``"
        lines += ["", title, title_level * len(title), "",
                  ".. csv-table::", '   :header: "name", "kind", "frontend", "module or reason"',
                  "   :class: promotion-table", ""]  # fmt: skip
        for r in report.rows:
            if r.namespace == ns:
                status = {"present": "yes", "missing": "no"}.get(r.status, r.status)
                lines.append(f"   ``{r.name}``, {r.kind}, {status}, {_cell(r.detail)}")
    return "\n".join(lines) + "\n"
