"""Formatting probe records: a text table, JSON, Markdown or HTML."""

from __future__ import annotations

import html
import json
from collections.abc import Iterable

from ..dtypes import all_dtypes
from .probe import Record

SHORT = {
    "bool": "b1", "int8": "i1", "int16": "i2", "int32": "i4", "int64": "i8",
    "uint8": "u1", "uint16": "u2", "uint32": "u4", "uint64": "u8",
    "bfloat16": "bf", "float16": "f2", "float32": "f4", "float64": "f8",
    "complex64": "c8", "complex128": "c16",
}  # fmt: skip
LEGEND = {
    "+": "declared supported, works",
    "x": "declared unsupported, fails",
    "s": "outside the function's dtypes by the standard (same on every backend)",
    ".": "not a valid dtype on this backend",
    "!": "declaration and measurement disagree",
}


def symbol(r: Record) -> str:
    if not r.agree:
        return "!"
    if r.declared == "invalid":
        return "."
    if r.source == "standard":
        return "s"
    return "+" if r.declared == "supported" else "x"


def _grid(records: list[Record]) -> tuple[list[str], dict[str, dict[str, str]]]:
    functions = sorted({r.function for r in records})
    cells: dict[str, dict[str, str]] = {f: {} for f in functions}
    for r in records:
        cells[r.function][r.dtype] = symbol(r)
    return functions, cells


def _by_backend(records: Iterable[Record]) -> dict[str, list[Record]]:
    out: dict[str, list[Record]] = {}
    for r in records:
        out.setdefault(r.backend, []).append(r)
    return out


def _summary(rs: list[Record]) -> str:
    bad = sum(not r.agree for r in rs)
    return f"{len(rs)} cells, {bad} disagreement{'s' if bad != 1 else ''}"


def _notes(rs: list[Record]) -> list[str]:
    """Disagreements, and every declaration with the version key it resolved to."""
    lines = []
    for r in rs:
        if not r.agree:
            lines.append(f"! {r.function}({r.dtype}): declared {r.declared}, measured {r.measured}"
                         f"{' - ' + r.reason if r.reason else ''}")  # fmt: skip
    declared = sorted({(r.function, r.detail) for r in rs if r.source == "declared"})
    lines += [f"declared: {f}: {detail}" for f, detail in declared]
    invalid = sorted({r.detail for r in rs if r.source == "invalid"})
    lines += [f"invalid dtypes: {detail}" for detail in invalid]
    return lines


def as_table(records: list[Record]) -> str:
    out = []
    for backend, rs in _by_backend(records).items():
        functions, cells = _grid(rs)
        width = max(len(f) for f in functions)
        out.append(f"{backend} {rs[0].version}: {_summary(rs)}")
        out.append(" " * width + " " + " ".join(f"{SHORT[d]:>3}" for d in all_dtypes))
        for f in functions:
            out.append(f"{f:<{width}} " + " ".join(f"{cells[f].get(d, ''):>3}" for d in all_dtypes))
        out.extend(_notes(rs))
        out.append("")
    out.append("legend: " + "; ".join(f"{k} {v}" for k, v in LEGEND.items()))
    return "\n".join(out)


def as_markdown(records: list[Record]) -> str:
    out = []
    for backend, rs in _by_backend(records).items():
        functions, cells = _grid(rs)
        out.append(f"### {backend} {rs[0].version}\n\n{_summary(rs)}.\n")
        out.append("| function | " + " | ".join(SHORT[d] for d in all_dtypes) + " |")
        out.append("|---|" + "---|" * len(all_dtypes))
        for f in functions:
            out.append(f"| `{f}` | " + " | ".join(cells[f].get(d, "") for d in all_dtypes) + " |")
        notes = _notes(rs)
        if notes:
            out.append("")
            out.extend(f"- {n}" for n in notes)
        out.append("")
    out.append("Legend: " + "; ".join(f"`{k}` {v}" for k, v in LEGEND.items()) + ".")
    return "\n".join(out) + "\n"


def as_json(records: list[Record]) -> str:
    return json.dumps([r.as_dict() for r in records], indent=1)


def from_json(text: str) -> list[Record]:
    """Records back from :func:`as_json`'s output (the docs reuse a test run's probe).

    Examples
    --------
    >>> from ivylite.support.probe import probe
    >>> from ivylite.support.report import as_json, from_json
    >>> records = probe("numpy", functions=["abs"])
    >>> from_json(as_json(records)) == records
    True
    """
    return [Record(**d) for d in json.loads(text)]


def as_html(records: list[Record]) -> str:
    out = ["<!doctype html><meta charset='utf-8'><title>ivylite support matrix</title>",
           "<style>td,th{padding:2px 6px;text-align:center;font-family:monospace}"
           " .bad{background:#fdd}</style>"]  # fmt: skip
    for backend, rs in _by_backend(records).items():
        functions, cells = _grid(rs)
        out.append(f"<h2>{html.escape(backend)} {html.escape(rs[0].version)}</h2>")
        out.append(f"<p>{html.escape(_summary(rs))}</p><table><tr><th>function</th>")
        out.append("".join(f"<th>{SHORT[d]}</th>" for d in all_dtypes) + "</tr>")
        for f in functions:
            row = "".join(
                f"<td{' class=bad' if cells[f].get(d) == '!' else ''}>{cells[f].get(d, '')}</td>"
                for d in all_dtypes
            )
            out.append(f"<tr><th>{html.escape(f)}</th>{row}</tr>")
        out.append(
            "</table><ul>" + "".join(f"<li>{html.escape(n)}</li>" for n in _notes(rs)) + "</ul>"
        )
    out.append("<p>" + "; ".join(f"{k} {html.escape(v)}" for k, v in LEGEND.items()) + "</p>")
    return "\n".join(out)


FORMATS = {"table": as_table, "markdown": as_markdown, "json": as_json, "html": as_html}
