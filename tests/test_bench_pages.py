"""The benchmark pages are written from saved results (bench/run_all.py and the
docs extension): tables mark missed targets, and charts never break the build."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _load(path: Path, name: str):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.path.insert(0, str(path.parent))
    try:
        spec.loader.exec_module(module)
    finally:
        sys.path.remove(str(path.parent))
    return module


MACHINE = {"cpu": "x86_64", "cores": 2, "load_1min": 3.0, "python": "3.11",
           "accelerator": "CPU-only", "date": "2026-11-24"}  # fmt: skip
OPS = {
    "machine": MACHINE,
    "backends": {
        "numpy": [
            {"case": "add 3xf32", "ivylite_ns": 800, "native_ns": 500, "ratio": 1.6, "target": 1.5},
            {
                "case": "matmul 64x64",
                "ivylite_ns": 10,
                "native_ns": 10,
                "ratio": 1.0,
                "target": 1.1,
            },
        ]
    },
}


def test_ops_table_marks_missed_targets():
    run_all = _load(ROOT / "bench" / "run_all.py", "bench_run_all")
    table = run_all.ops_table(OPS)
    assert table[0] == "| case | target | numpy |"
    assert "| add 3xf32 | 1.5 / 1.2 | 1.60 * |" in table
    assert "| matmul 64x64 | 1.1 | 1.00 |" in table
    rst = run_all.rst_table(table)
    assert rst[:2] == [".. list-table::", "   :header-rows: 1"]
    assert "     - 1.60 \\*" in rst  # escaped: a bare * starts emphasis in RST
    assert "CPU-only" in run_all.caption(MACHINE)


def test_charts_are_drawn_or_say_why(tmp_path):
    ext = _load(ROOT / "docs" / "_ext" / "ivylite_benchmarks.py", "bench_charts")
    src = tmp_path / "docs"
    src.mkdir()
    ext.generate(src)  # no results yet: placeholders, so the figure directives resolve
    for name in ("bench_ratios.svg", "bench_scaling.svg"):
        assert (src / "_generated" / name).read_text().lstrip().startswith(("<svg", "<?xml"))
    results = tmp_path / "bench" / "results"
    results.mkdir(parents=True)
    (results / "ops.json").write_text(json.dumps(OPS))
    ext.generate(src)
    assert "<svg" in (src / "_generated" / "bench_ratios.svg").read_text()
