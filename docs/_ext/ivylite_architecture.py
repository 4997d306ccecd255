"""docs/architecture.rst's generated parts: the layer diagram, drawn from the
import graph and the layer contract in pyproject.toml, and the path of real
calls through the files, recorded by tracing them."""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

import tomllib

ROOT = Path(__file__).resolve().parents[2]


def layer_groups() -> list[list[str]]:
    """The layers of the import-linter contract, top first; each a list of modules."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["importlinter"]
    layers = next(c for c in config["contracts"] if c["type"] == "layers")["layers"]
    return [[m.strip() for m in layer.split("|")] for layer in layers]


def _group_of(module: str, groups: list[list[str]]) -> str | None:
    best = None
    for layer in groups:
        for m in layer:
            if (module == m or module.startswith(m + ".")) and (best is None or len(m) > len(best)):
                best = m
    return best


def import_edges() -> Counter:
    """(importer group, imported group) -> number of module-level imports, from grimp."""
    import grimp

    groups = layer_groups()
    graph = grimp.build_graph("ivylite", exclude_type_checking_imports=True)
    edges: Counter = Counter()
    for module in graph.modules:
        a = _group_of(module, groups)
        for imported in graph.find_modules_directly_imported_by(module):
            b = _group_of(imported, groups)
            if a and b and a != b:
                edges[(a, b)] += 1
    return edges


def layers_svg() -> str:
    """The import graph as a matrix: one row per importing layer and one column per
    imported layer, both top layer first, each cell the number of imports. The
    layers hold when every filled cell lies right of the diagonal."""
    names = [m for layer in layer_groups() for m in layer]
    edges = import_edges()
    cell, left, top = 22, 120, 120
    size_w, size_h = left + cell * len(names) + 10, top + cell * len(names) + 10
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{size_w}" height="{size_h}" '
        f'viewBox="0 0 {size_w} {size_h}" font-family="sans-serif" font-size="11">'
    ]
    layer_of = {m: i for i, layer in enumerate(layer_groups()) for m in layer}
    for i, m in enumerate(names):
        short = m.removeprefix("ivylite.")
        y = top + i * cell
        out.append(f'<text x="{left - 6}" y="{y + 15}" text-anchor="end">{short}</text>')
        x = left + i * cell
        out.append(
            f'<text x="{x + 15}" y="{top - 6}" transform="rotate(-60 {x + 15} {top - 6})">'
            f"{short}</text>"
        )
    top_n = max(edges.values(), default=1)
    for i, a in enumerate(names):
        for j, b in enumerate(names):
            x, y = left + j * cell, top + i * cell
            same = layer_of[a] == layer_of[b]
            fill = "#eeeeee" if same else "#ffffff"
            n = edges.get((a, b), 0)
            if n:
                shade = int(215 - 150 * n / top_n)
                fill = f"rgb({shade},{shade + 20},255)" if layer_of[b] > layer_of[a] else "#e33"
            out.append(
                f'<rect x="{x}" y="{y}" width="{cell}" height="{cell}" fill="{fill}" '
                'stroke="#ccc"/>'
            )
            if n:
                out.append(
                    f'<text x="{x + cell / 2}" y="{y + 15}" text-anchor="middle" '
                    f'font-size="9">{n}</text>'
                )
    out.append("</svg>")
    return "\n".join(out) + "\n"


def layer_table_rst() -> str:
    """Each layer, and the layers it imports (with the number of imports)."""
    edges = import_edges()
    lines = [".. list-table::", "   :header-rows: 1", "   :widths: 30 70", "",
             "   * - layer (top first)", "     - imports from"]  # fmt: skip
    for layer in layer_groups():
        for m in layer:
            targets = sorted((b, n) for (a, b), n in edges.items() if a == m)
            text = ", ".join(f"``{b.removeprefix('ivylite.')}`` ({n})" for b, n in targets)
            lines += [f"   * - ``{m.removeprefix('ivylite.')}``", f"     - {text or 'nothing'}"]
    return "\n".join(lines) + "\n"


_FRAMEWORKS = ("torch", "numpy", "jax", "jaxlib", "tensorflow", "paddle")


def traced_call(label: str, call) -> list[str]:
    """The ivylite functions a call runs through, in order, and the framework
    functions they call, as numbered lines (file: function)."""
    import ivylite

    base = str(Path(ivylite.__file__).parent.parent) + "/"
    seen: list[tuple[str, str]] = []

    def profiler(frame, event, arg):
        file = frame.f_code.co_filename
        if not file.startswith(base + "ivylite"):
            return
        if event == "call":
            entry = (file[len(base) :], frame.f_code.co_qualname)
        elif event == "c_call":
            owner = (
                getattr(arg, "__module__", None) or type(getattr(arg, "__self__", None)).__module__
            )
            if owner.split(".")[0] not in _FRAMEWORKS:
                return
            entry = (f"({owner.split('.')[0]})", arg.__qualname__)
        else:
            return
        if not seen or seen[-1] != entry:
            seen.append(entry)

    sys.setprofile(profiler)
    try:
        call()
    finally:
        sys.setprofile(None)
    lines = [f"**{label}**", ""]
    for i, (file, fn) in enumerate(seen, 1):
        where = f"{file.strip('()')} itself" if file.startswith("(") else f"``{file}``"
        lines.append(f"{i}. {where}: ``{fn}``")
    return lines + [""]


def call_path_rst() -> str:
    """``ivylite.add`` on torch (numpy when torch is absent), traced: the fast path
    (two float32 arrays) and the slow path (int8 + float32, promoted)."""
    import importlib.util

    import ivylite

    name = "torch" if importlib.util.find_spec("torch") else "numpy"
    out = [f"Traced on the {name} backend when these docs were built.", ""]
    with ivylite.using_backend(name):
        x = ivylite.asarray([1.0, 2.0], dtype="float32")
        i = ivylite.asarray([1, 2], dtype="int8")
        ivylite.add(x, x), ivylite.add(i, x)  # warm: nothing below is first-call work
        out += traced_call("ivylite.add(x, x), x and y float32: the fast path",
                           lambda: ivylite.add(x, x))  # fmt: skip
        out += traced_call("ivylite.add(i, x), i int8 and x float32: promotion",
                           lambda: ivylite.add(i, x))  # fmt: skip
    return "\n".join(out) + "\n"


def generate(outdir: Path) -> None:
    (outdir / "layers.svg").write_text(layers_svg())
    (outdir / "layers_table.rst").write_text(layer_table_rst())
    (outdir / "call_path.rst").write_text(call_path_rst())
