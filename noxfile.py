"""Developer sessions: `nox -s tests`, `nox -s lint`, `nox -s docs`, `nox -s bench`,
`nox -s coverage` (the frontends against the real frameworks).

Sessions reuse the current interpreter's environment (`venv_backend="none"`):
the frameworks are large, and CI installs them once with the README's command.
"""

import nox

nox.options.sessions = ["lint", "tests", "docs"]
BACKENDS = ["numpy", "torch", "jax", "tensorflow", "paddle", "dask"]


@nox.session(venv_backend="none")
def tests(session: nox.Session) -> None:
    """The whole suite, as CI runs it."""
    session.run("python", "-m", "pytest", *session.posargs)


@nox.session(venv_backend="none")
@nox.parametrize("backend", BACKENDS)
def tests_backend(session: nox.Session, backend: str) -> None:
    """The suite restricted to one backend (IVYLITE_TEST_BACKENDS)."""
    session.run("python", "-m", "pytest", *session.posargs, env={"IVYLITE_TEST_BACKENDS": backend})


@nox.session(venv_backend="none")
def array_api_tests(session: nox.Session) -> None:
    """The official Array API suite (data-apis/array-api-tests) on each backend.

    nox -s array_api_tests -- PATH [--backends numpy,torch] [--max-examples N] [--report DIR]

    PATH is a checkout of the suite (not vendored). What fails by ivylite's design
    is listed, with its reason, in tests/array_api_xfails/<backend>.txt.
    """
    if not session.posargs:
        session.error("give the path of a data-apis/array-api-tests checkout")
    session.run("python", "tests/array_api_xfails/suite.py", *session.posargs)


@nox.session(venv_backend="none")
def coverage(session: nox.Session) -> None:
    """The frontends' coverage of the real frameworks, per namespace.

    nox -s coverage -- [torch|jax|numpy|tensorflow ...] [--format text|json|rst]
    """
    session.run("python", "-m", "ivylite.frontends.coverage", *session.posargs)


@nox.session(venv_backend="none")
def lint(session: nox.Session) -> None:
    session.run("ruff", "check", "ivylite", "tests", "bench", "docs", "examples", "noxfile.py")
    session.run("ruff", "format", "--check", "ivylite", "bench", "docs/_ext", "examples")
    # The import layers in pyproject.toml's [tool.importlinter].
    session.run("lint-imports", "--no-cache")


@nox.session(venv_backend="none")
def typecheck(session: nox.Session) -> None:
    session.run("python", "-m", "mypy", "ivylite", "--ignore-missing-imports")


@nox.session(venv_backend="none")
def docs(session: nox.Session) -> None:
    """Build the Sphinx site with warnings as errors."""
    session.run(
        "python", "-m", "sphinx", "-W", "--keep-going", "-b", "html", "docs", "docs/_build/html"
    )


@nox.session(venv_backend="none")
def bench(session: nox.Session) -> None:
    session.run("python", "bench/promotion.py")
