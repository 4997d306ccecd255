"""Run the official Array API conformance suite against ivylite, one backend at a time.

    nox -s array_api_tests -- PATH [--backends numpy,torch] [--max-examples N] [--report DIR]

PATH is a checkout of data-apis/array-api-tests (with its ``array-api``
submodule): the suite is not vendored. It runs at ivylite's declared
standard version (``ivylite.__array_api_version__``) with the backend set
globally, and with this directory's ``<backend>.txt`` as its xfails file:
what fails by ivylite's design, one test id per line with the reason after
``#``. xfails are strict: an entry that passes fails the run, so the files
list exactly what still fails. The report (``report.md`` and one JUnit XML
file per backend) goes to ``--report`` (default ``array_api_report``).

Needs pytest, hypothesis and ndindex (the suite's requirements).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
BACKENDS = ("numpy", "torch", "jax", "tensorflow", "paddle")


def read_xfails(backend: str) -> dict[str, str]:
    """``{test id: reason}`` from ``<backend>.txt`` (blank lines and ``#`` lines skipped).

    Examples
    --------
    >>> from tests.array_api_xfails.suite import read_xfails
    >>> all(reason for reason in read_xfails("numpy").values())
    True
    """
    path = HERE / f"{backend}.txt"
    entries: dict[str, str] = {}
    if not path.exists():
        return entries
    for line in path.read_text().splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        test_id, _, reason = line.partition("#")
        entries[test_id.strip()] = reason.strip()
    return entries


def node_id(classname: str, name: str) -> str:
    """A pytest node id from a JUnit testcase's ``classname`` and ``name``.

    Examples
    --------
    >>> from tests.array_api_xfails.suite import node_id
    >>> node_id("array_api_tests.test_inspection_functions.TestInspection", "test_devices")
    'array_api_tests/test_inspection_functions.py::TestInspection::test_devices'
    """
    parts = classname.split(".")
    i = next(i for i, p in enumerate(parts) if p.startswith("test_"))
    return "::".join(["/".join(parts[: i + 1]) + ".py", *parts[i + 1 :], name])


def outcomes(junit: Path) -> dict[str, str]:
    """``{test id: outcome}`` (passed, failed, xfailed, skipped) from a JUnit XML file."""
    found: dict[str, str] = {}
    for case in ET.parse(junit).getroot().iter("testcase"):
        outcome = "passed"
        for child in case:
            if child.tag in ("failure", "error"):
                outcome = "failed"
            elif child.tag == "skipped":
                outcome = "xfailed" if child.get("type") == "pytest.xfail" else "skipped"
        found[node_id(case.get("classname", ""), case.get("name", ""))] = outcome
    return found


def run(checkout: Path, backend: str, max_examples: int, report: Path) -> dict:
    """Run the suite on one backend; return its counts, failures and run time."""
    version = _ivylite_version()
    junit = report / f"{backend}.xml"
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as ids:
        ids.write("\n".join(read_xfails(backend)) + "\n")
    env = dict(os.environ)
    env.update(
        ARRAY_API_TESTS_MODULE=f"exec('import ivylite; ivylite.set_backend(\"{backend}\"); xp = ivylite')",
        ARRAY_API_TESTS_VERSION=version,
        PYTHONPATH=os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")]),
    )
    cmd = [
        sys.executable, "-m", "pytest", "array_api_tests", "-q", "-p", "no:cacheprovider",
        "-p", "no:randomly", "-o", "addopts=", "-o", "xfail_strict=true",
        f"--max-examples={max_examples}", "--hypothesis-disable-deadline",
        f"--xfails-file={ids.name}", f"--junitxml={junit}",
    ]  # fmt: skip
    start = time.monotonic()
    subprocess.run(cmd, cwd=checkout, env=env, check=False)
    seconds = time.monotonic() - start
    os.unlink(ids.name)
    results = outcomes(junit)
    counts = {
        k: sum(v == k for v in results.values()) for k in ("passed", "failed", "xfailed", "skipped")
    }
    failed = sorted(t for t, v in results.items() if v == "failed")
    return {"counts": counts, "failed": failed, "seconds": seconds}


def _ivylite_version() -> str:
    out = subprocess.run(
        [sys.executable, "-c", "import ivylite; print(ivylite.__array_api_version__)"],
        cwd=ROOT, capture_output=True, text=True, check=True,
    )  # fmt: skip
    return out.stdout.strip()


def write_report(results: dict[str, dict], max_examples: int, report: Path) -> Path:
    lines = [
        "# Array API conformance (data-apis/array-api-tests)",
        "",
        f"Standard version {_ivylite_version()}, hypothesis max examples {max_examples}.",
        "",
        "| backend | passed | failed | xfailed (by design) | skipped | seconds |",
        "| --- | --- | --- | --- | --- | --- |",
    ]
    for backend, r in results.items():
        c = r["counts"]
        lines.append(
            f"| {backend} | {c['passed']} | {c['failed']} | {c['xfailed']} | {c['skipped']} "
            f"| {r['seconds']:.0f} |"
        )
    for backend, r in results.items():
        if r["failed"]:
            lines += ["", f"## Unexpected failures on {backend}", ""]
            lines += [f"- `{t}`" for t in r["failed"]]
    path = report / "report.md"
    path.write_text("\n".join(lines) + "\n")
    return path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("checkout", type=Path, help="a data-apis/array-api-tests checkout")
    parser.add_argument("--backends", default=",".join(BACKENDS))
    parser.add_argument("--max-examples", type=int, default=20)
    parser.add_argument("--report", type=Path, default=Path("array_api_report"))
    args = parser.parse_args(argv)
    if not (args.checkout / "array_api_tests").is_dir():
        parser.error(f"{args.checkout} is not an array-api-tests checkout")
    args.report.mkdir(parents=True, exist_ok=True)
    results = {
        b: run(args.checkout.resolve(), b, args.max_examples, args.report.resolve())
        for b in args.backends.split(",")
    }
    print(write_report(results, args.max_examples, args.report).read_text())
    return 1 if any(r["failed"] for r in results.values()) else 0


if __name__ == "__main__":
    sys.exit(main())
