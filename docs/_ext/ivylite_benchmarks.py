"""Sphinx extension: the benchmark charts, drawn from ``bench/results/*.json``.

At ``builder-inited`` it writes ``docs/_generated/bench_ratios.svg`` (a bar
chart of ivylite / native per case, one group per backend, the targets as
marks) and ``docs/_generated/bench_scaling.svg`` (log-log time per call
against size). ``python bench/run_all.py`` refreshes the JSON; nothing in the
charts is typed by hand. Without matplotlib or results the figures say so.
"""

from __future__ import annotations

import json
from pathlib import Path

_PLACEHOLDER = (
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="40">'
    '<text x="8" y="24" font-family="sans-serif" font-size="14">{}</text></svg>\n'
)


def _results(src: Path, name: str) -> dict | None:
    path = src.parent / "bench" / "results" / f"{name}.json"
    return json.loads(path.read_text()) if path.exists() else None


def _ratios_chart(plt, ops: dict, out: Path) -> None:
    backends = [
        b for b in ("numpy", "torch", "jax", "tensorflow", "paddle") if b in ops["backends"]
    ]
    cases = [r["case"] for r in ops["backends"][backends[0]]]
    fig, ax = plt.subplots(figsize=(11, 4.8))
    width = 0.8 / len(backends)
    for j, b in enumerate(backends):
        by = {r["case"]: r for r in ops["backends"][b]}
        xs = [i + (j - (len(backends) - 1) / 2) * width for i in range(len(cases))]
        ax.bar(xs, [by[c]["ratio"] if c in by else 0 for c in cases], width, label=b)
        ax.scatter(xs, [by[c]["target"] if c in by else None for c in cases], marker="_",
                   color="black", s=60, zorder=3)  # fmt: skip
    ax.axhline(1.0, color="grey", linewidth=0.8)
    ax.set_yscale("log")
    ax.set_ylabel("ivylite / native (log)")
    ax.set_xticks(range(len(cases)), cases, rotation=35, ha="right", fontsize=8)
    ax.set_title(f"Per-call ratio, {ops['machine']['accelerator']} (black marks: targets)")
    ax.legend(fontsize=8, ncol=5)
    fig.tight_layout()
    fig.savefig(out, format="svg")
    plt.close(fig)


def _scaling_chart(plt, scaling: dict, out: Path) -> None:
    backends = list(scaling["backends"])
    fig, axes = plt.subplots(1, len(backends), figsize=(3.2 * len(backends), 3.4), squeeze=False)
    for ax, b in zip(axes[0], backends):
        rows = scaling["backends"][b]
        for op, style in (("add", "-"), ("sum", "--")):
            sel = [r for r in rows if r["op"] == op]
            sizes = [r["size"] for r in sel]
            ax.loglog(
                sizes, [r["ivylite_ns"] for r in sel], "o" + style, ms=3, label=f"{op} ivylite"
            )
            ax.loglog(sizes, [r["native_ns"] for r in sel], "x" + style, ms=3, label=f"{op} native")
        ax.set_title(b, fontsize=9)
        ax.set_xlabel("elements", fontsize=8)
        ax.tick_params(labelsize=7)
    axes[0][0].set_ylabel("ns per call", fontsize=8)
    axes[0][0].legend(fontsize=6)
    fig.suptitle(f"Time per call against size ({scaling['machine']['accelerator']})", fontsize=9)
    fig.tight_layout()
    fig.savefig(out, format="svg")
    plt.close(fig)


def generate(src: Path) -> None:
    """Write the two charts into ``src/_generated``."""
    out = src / "_generated"
    out.mkdir(exist_ok=True)
    targets = {"ops": out / "bench_ratios.svg", "scaling": out / "bench_scaling.svg"}
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        for path in targets.values():
            path.write_text(_PLACEHOLDER.format("matplotlib is not installed: no chart"))
        return
    draw = {"ops": _ratios_chart, "scaling": _scaling_chart}
    for name, path in targets.items():
        data = _results(src, name)
        if data is None:
            path.write_text(_PLACEHOLDER.format(f"no bench/results/{name}.json yet"))
        else:
            draw[name](plt, data, path)


def _on_builder_inited(app) -> None:
    generate(Path(app.srcdir))


def setup(app):
    app.connect("builder-inited", _on_builder_inited)
    return {"parallel_read_safe": True, "version": "1"}
