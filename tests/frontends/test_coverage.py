"""The coverage tool against the real frameworks: what was present stays present,
and every out-of-scope entry has a reason from the closed list and matches a name.

The snapshot in ``tests/frontends/coverage_snapshots/<framework>.json`` lists
the names present when it was written. After adding names to a frontend,
refresh it::

    python -m ivylite.frontends.coverage torch --write-snapshot tests/frontends/coverage_snapshots

A framework that is not installed is skipped.
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from ivylite.frontends.coverage import NAMESPACES, REASONS, STATUSES, measure, rules
from ivylite.frontends.coverage.__main__ import main

SNAPSHOTS = Path(__file__).parent / "coverage_snapshots"
_REPORTS: dict = {}


def _report(framework: str):
    if importlib.util.find_spec(framework) is None:
        pytest.skip(f"{framework} is not installed: nothing to measure against")
    if framework not in _REPORTS:
        _REPORTS[framework] = measure(framework)
    return _REPORTS[framework]


@pytest.mark.parametrize("framework", list(NAMESPACES))
def test_present_names_stay_present(framework):
    report = _report(framework)
    pinned = json.loads((SNAPSHOTS / f"{framework}.json").read_text())["names"]
    status = {(r.namespace, r.name): r.status for r in report.rows}
    lost = [
        f"{ns}.{name} is now {status[ns, name]}"
        for ns, names in pinned.items()
        for name in names
        if (ns, name) in status and status[ns, name] != "present"
    ]
    assert lost == [], (
        f"{len(lost)} names the {framework} frontend had are gone (a name present once must "
        f"stay so; if it moved, refresh the snapshot: python -m ivylite.frontends.coverage "
        f"{framework} --write-snapshot tests/frontends/coverage_snapshots): {lost[:20]}"
    )


@pytest.mark.parametrize("framework", list(NAMESPACES))
def test_out_of_scope_entries_have_a_known_reason_and_match_a_name(framework):
    declared = rules(framework)  # raises on a reason outside the closed list
    assert declared and all(rule.reason in REASONS for rule in declared)
    report = _report(framework)
    stale = [f"{r.namespace}: {r.pattern!r} ({r.reason})" for r in report.unused]
    assert stale == [], f"out-of-scope entries matching no name of {framework}: {stale}"
    for row in report.rows:
        assert row.status in STATUSES
        if row.status == "out of scope":
            assert row.detail in REASONS.values(), row


def test_a_reason_outside_the_closed_list_is_refused(monkeypatch):
    module = importlib.import_module("ivylite.frontends.numpy._out_of_scope")
    monkeypatch.setattr(module, "OUT_OF_SCOPE", {"numpy": {"not needed": ("sum",)}})
    with pytest.raises(ValueError, match="'not needed', which is not one of"):
        rules("numpy")


def test_reasons_are_one_line_each():
    for key, text in REASONS.items():
        assert key.isidentifier() and text and "\n" not in text, key


def test_every_namespace_is_measured_and_summed(capsys):
    report = _report("numpy")
    assert report.namespaces() == [ns.path for ns in NAMESPACES["numpy"]]
    for ns, present, in_scope, oos, percent in report.summary():
        rows = [r for r in report.rows if r.namespace == ns]
        assert present + (in_scope - present) + oos == len(rows) > 0
        assert percent == pytest.approx(100 * present / in_scope)
    by_name = {(r.namespace, r.name): r for r in report.rows}
    assert by_name["numpy", "add"].status == "present"  # a ufunc
    assert by_name["numpy", "memmap"].status == "out of scope"
    assert by_name["numpy.ndarray", "T"].kind == "property"
    assert by_name["numpy.random.Generator", "normal"].status == "present"  # via an instance
    main(["numpy", "--format", "json"])
    data = json.loads(capsys.readouterr().out)
    assert data["namespaces"]["numpy"]["names"]["add"]["status"] == "present"


@pytest.mark.parametrize("framework", list(NAMESPACES))
def test_names_are_the_frameworks_public_api(framework):
    report = _report(framework)
    assert all(not r.name.split(".")[-1].startswith("_") for r in report.rows)
    # re-exported typing helpers are not the framework's API
    assert not {"Optional", "Callable", "Any"} & {r.name for r in report.rows}
