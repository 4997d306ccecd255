"""The docs build with warnings as errors, and their tables come from the code."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

import ivylite

DOCS = Path(__file__).resolve().parent.parent / "docs"


def test_docs_build_without_warnings(tmp_path, support_records, every_backend):
    pytest.importorskip("sphinx")
    for name in sorted(every_backend, key=lambda b: b == "tensorflow"):  # paddle first
        support_records(name)
    env = {**os.environ, "IVYLITE_SUPPORT_RECORDS": str(support_records.directory)}
    result = subprocess.run(
        [sys.executable, "-m", "sphinx", "-W", "--keep-going", "-q", "-b", "html",
         str(DOCS), str(tmp_path / "html")],
        capture_output=True, text=True, env=env,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    page = (tmp_path / "html" / "promotion.html").read_text()
    assert page.count("promotion-table") >= 3  # three generated 15x15 tables


def test_generated_tables_are_the_promotion_functions(tmp_path):
    sys.path.insert(0, str(DOCS / "_ext"))
    try:
        import ivylite_generated as gen
    finally:
        sys.path.pop(0)
    for policy in ("precise", "non_precise", "array_api"):
        (tmp_path / f"promotion_{policy}.rst").write_text(gen.promotion_table_rst(policy))
        (tmp_path / f"lattice_{policy}.svg").write_text(gen.lattice_svg(policy))
    rows = [
        line.split(", ")
        for line in (tmp_path / "promotion_non_precise.rst").read_text().splitlines()
        if line.startswith("   ") and not line.startswith("   :")
    ]
    assert len(rows) == 15 and all(len(r) == 16 for r in rows)
    short_to_name = {v: k for k, v in gen._SHORT.items()}
    with ivylite.PreciseMode(False):
        for row, a in zip(rows, ivylite.all_dtypes):
            assert short_to_name[row[0].strip()] == a
            for cell, b in zip(row[1:], ivylite.all_dtypes):
                assert short_to_name[cell] == ivylite.promote_types(a, b)
    svg = (tmp_path / "lattice_precise.svg").read_text()
    edges = sum(len(v) for v in ivylite.promotion.lattice("precise").edges.values())
    assert svg.count("<line") == edges and svg.count("<circle") == 18


def test_the_xfails_table_lists_every_entry_of_the_suites_files():
    from tests.array_api_xfails.suite import BACKENDS, read_xfails

    sys.path.insert(0, str(DOCS / "_ext"))
    try:
        import ivylite_generated as gen
    finally:
        sys.path.pop(0)
    table = gen.xfails_table_rst()
    for backend in BACKENDS:
        for test_id, reason in read_xfails(backend).items():
            row = f"   * - {backend}\n     - ``{test_id.split('/')[-1]}``\n     - {reason}\n"
            assert row in table, (backend, test_id)
    assert table.count("   * - ") == 1 + sum(len(read_xfails(b)) for b in BACKENDS)
    assert ".. include:: _generated/xfails_table.rst" in (DOCS / "array_api.rst").read_text()
