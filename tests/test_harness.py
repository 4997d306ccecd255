"""The harness every test relies on: each test starts from the default settings
and the backend stack it found, and a test that leaks a backend fails."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ROOT_CONFTEST = ROOT / "conftest.py"

LEAKY = '''
import ivylite


def test_leaks_a_backend():
    ivylite.set_backend("numpy")
    ivylite.set_default_float_dtype("float64")


def test_runs_after_it():
    assert ivylite.backend_stack() == []
    assert ivylite.default_float_dtype() == "float32"


def shows_set_backend():
    """
    >>> import ivylite
    >>> ivylite.set_backend("numpy").name
    'numpy'
    """


def test_runs_after_the_doctest():
    assert ivylite.backend_stack() == []
'''


def test_a_leaked_backend_fails_the_test_and_is_restored(pytester, monkeypatch):
    monkeypatch.setenv("PYTHONPATH", str(ROOT))  # this checkout's ivylite in the subprocess
    pytester.makeconftest(ROOT_CONFTEST.read_text(encoding="utf-8"))
    pytester.makepyfile(test_leaky=LEAKY)
    result = pytester.runpytest_subprocess("--doctest-modules", "-p", "no:cacheprovider")
    result.assert_outcomes(passed=4, errors=1)  # the error: the leaking test's teardown
    result.stdout.re_match_lines([r".*the test left the backend stack \['numpy'\], it found \[\]"])
