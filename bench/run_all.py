"""Run every benchmark, save the results, and write the figures from them.

    python bench/run_all.py [--quick] [--only ops,scaling,...] [--no-run]

Each script runs in its own subprocess (one framework per process where the
script says so). Results go to ``bench/results/<script>.json``: the structured
figures of ``ops`` and ``scaling``, the printed report of the others. From the
saved results it writes ``docs/benchmarks.rst`` (the tables; the docs build
draws the charts from the same JSON) and the README's tables between the
``<!-- bench:... -->`` markers. ``--no-run`` only rewrites the pages.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).parent
ROOT = HERE.parent
RESULTS = HERE / "results"
sys.path.insert(0, str(HERE))
from ops import CASES, ORDER, target  # noqa: E402

# script -> (arguments, arguments with --quick). ops and scaling write JSON
# themselves; the others' printed report is saved as it is.
SCRIPTS = {
    "ops": (["--json", "{out}"], ["--rounds", "7", "--json", "{out}"]),
    "scaling": (["--json", "{out}"], ["--rounds", "3", "--json", "{out}"]),
    "dispatch": ([], ["--quick"]),
    "api": ([], ["--quick"]),
    "train_step": ([], ["--quick"]),
    "train_gpt": (
        ["--model", "gpt", "--rounds", "11"],
        ["--model", "gpt", "--quick", "--no-memory"],
    ),
    "promotion": ([], []),
    "switching": ([], []),
    "numpy_views": ([], []),
    "support": ([], []),
    "import_time": ([], []),
    "dask": ([], []),
}
STRUCTURED = ("ops", "scaling")
# Entries that run another entry's script with other arguments.
SCRIPT_OF = {"train_gpt": "train_step"}
# The README blocks written from a report: entry -> the line its table starts with.
README_REPORTS = {"train_step": "MLP training step", "train_gpt": "GPT training step"}


def machine() -> dict:
    """What the figures were measured on (CPU-only unless a GPU is visible)."""
    gpu = shutil.which("nvidia-smi") is not None or Path("/dev/kfd").exists()
    return {
        "cpu": platform.processor() or platform.machine(),
        "cores": os.cpu_count(),
        "load_1min": round(os.getloadavg()[0], 2),
        "python": platform.python_version(),
        "accelerator": "GPU visible (figures are still CPU runs)" if gpu else "CPU-only",
        "date": time.strftime("%Y-%m-%d"),
    }


def run(name: str, quick: bool) -> None:
    """Run one script; save its JSON (ops, scaling) or its printed report."""
    out = RESULTS / f"{name}.json"
    args = [a.format(out=out) for a in SCRIPTS[name][1 if quick else 0]]
    env = dict(os.environ, PYTHONPATH=str(ROOT))  # this checkout's ivylite
    info = machine()
    started = time.perf_counter()
    proc = subprocess.run([sys.executable, str(HERE / f"{SCRIPT_OF.get(name, name)}.py"), *args],
                          capture_output=True, text=True, env=env)  # fmt: skip
    info["seconds"] = round(time.perf_counter() - started, 1)
    print(f"{name}: exit {proc.returncode} in {info['seconds']} s", flush=True)
    if proc.returncode != 0:
        print(proc.stderr[-2000:], file=sys.stderr)
        return
    if name in STRUCTURED:
        data = json.loads(out.read_text())
        data["machine"] = info
    else:
        data = {"machine": info, "report": proc.stdout}
    out.write_text(json.dumps(data, indent=1) + "\n")


def load(name: str) -> dict | None:
    path = RESULTS / f"{name}.json"
    return json.loads(path.read_text()) if path.exists() else None


def ops_table(ops: dict) -> list[str]:
    """The markdown table of ops ratios, case by backend (* marks a missed target)."""
    names = [n for n in ORDER if n in ops["backends"]]
    by = {n: {r["case"]: r for r in ops["backends"][n]} for n in names}
    lines = ["| case | target | " + " | ".join(names) + " |", "|---|---:|" + "---:|" * len(names)]
    for case, kind in CASES:
        goal = "1.5 / 1.2" if kind == "small" else f"{kind}"
        cells = []
        for n in names:
            r = by[n].get(case)
            mark = "" if r is None or r["ratio"] <= target(case, n) else " *"
            cells.append("" if r is None else f"{r['ratio']:.2f}{mark}")
        lines.append(f"| {case} | {goal} | " + " | ".join(cells) + " |")
    return lines


def rst_table(md: list[str]) -> list[str]:
    """A markdown table as an RST list-table."""
    rows = [[c.strip() for c in line.strip("|").split("|")] for line in md if "---" not in line]
    out = [".. list-table::", "   :header-rows: 1", ""]
    for row in rows:
        cells = [c.replace("*", "\\*") or " " for c in row]  # a bare * would start emphasis
        out.append("   * - " + cells[0])
        out += [f"     - {c}" for c in cells[1:]]
    return out


def caption(info: dict) -> str:
    return (f"{info['accelerator']}: {info['cores']} cores ({info['cpu']}), load "
            f"{info['load_1min']}, Python {info['python']}, {info['date']}")  # fmt: skip


def write_docs() -> None:
    """docs/benchmarks.rst from the saved results."""
    ops, scaling = load("ops"), load("scaling")
    lines = [
        "Benchmarks",
        "==========",
        "",
        "Generated by ``python bench/run_all.py`` from ``bench/results/*.json``; the",
        "charts are drawn from the same files when the docs are built. **All figures",
        "are CPU-only** (no GPU was used), on a small shared machine, with ivylite's",
        "compiled forwarders (``ivylite.info.accelerator()``) unless a row says otherwise: each",
        "ratio is the median of per-round ratios ivylite / native, the two timed in",
        "alternating rounds in one process per backend, so both see the same load.",
        "Below 1 is faster than the native call.",
        "",
    ]
    if ops:
        lines += ["Per-call ratios", "---------------", "", caption(ops["machine"]) + ".",
                  "Targets: small elementwise and reduction calls 1.5 on NumPy and 1.2",
                  "elsewhere; ``*`` marks a missed target.", ""]  # fmt: skip
        lines += rst_table(ops_table(ops)) + [""]
        lines += [".. figure:: _generated/bench_ratios.svg", "   :alt: ratios per backend", "",
                  f"   ivylite / native per case and backend ({ops['machine']['accelerator']}).", ""]  # fmt: skip
    if scaling:
        lines += ["Scaling", "-------", "", caption(scaling["machine"]) + ".",
                  "ivylite's time against the native time for ``add`` and ``sum`` of 1 to",
                  "10\\ :sup:`7` float32 elements: the fixed per-call overhead shows at the",
                  "left and stops mattering where the lines meet.", "",
                  ".. figure:: _generated/bench_scaling.svg", "   :alt: scaling per backend", "",
                  f"   Time per call against size ({scaling['machine']['accelerator']}).", ""]  # fmt: skip
    others = [n for n in SCRIPTS if n not in STRUCTURED and load(n)]
    if others:
        lines += ["The other benchmark reports", "---------------------------", ""]
        for name in others:
            data = load(name)
            lines += [f"``bench/{name}.py`` ({caption(data['machine'])})", "",
                      ".. code-block:: text", ""]  # fmt: skip
            lines += ["   " + line if line.strip() else "" for line in data["report"].splitlines()]
            lines.append("")
    (ROOT / "docs" / "benchmarks.rst").write_text("\n".join(lines).rstrip() + "\n")


def _replace_block(text: str, name: str, body: list[str]) -> str:
    start, end = f"<!-- bench:{name}:start -->", f"<!-- bench:{name}:end -->"
    if start not in text:
        return text
    head, rest = text.split(start, 1)
    tail = rest.split(end, 1)[1]
    return head + start + "\n" + "\n".join(body) + "\n" + end + tail


def write_readme() -> None:
    """The README's tables between their markers: the ops table, and the
    training-step reports as printed."""
    readme = ROOT / "README.md"
    text = readme.read_text()
    ops = load("ops")
    if ops:
        body = [f"Ratios ivylite / native ({caption(ops['machine'])}; `*`: target missed):", ""]
        text = _replace_block(text, "ops", body + ops_table(ops))
    for name, first in README_REPORTS.items():
        data = load(name)
        if not data or first not in data["report"]:
            continue
        report = first + data["report"].split(first, 1)[1]
        body = [f"`python bench/run_all.py --only {name}` ({caption(data['machine'])}):", "",
                "```text", report.rstrip(), "```"]  # fmt: skip
        text = _replace_block(text, name, body)
    readme.write_text(text)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer rounds (a smoke run)")
    parser.add_argument("--only", default="", help="comma-separated script names")
    parser.add_argument("--no-run", action="store_true", help="only rewrite the pages")
    args = parser.parse_args()
    RESULTS.mkdir(exist_ok=True)
    if not args.no_run:
        names = [n for n in args.only.split(",") if n] or list(SCRIPTS)
        for name in names:
            run(name, args.quick)
    write_docs()
    write_readme()


if __name__ == "__main__":
    main()
