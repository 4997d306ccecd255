"""Sphinx configuration for ivylite's docs (built by `nox -s docs` with -W)."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent / "_ext"))

project = "ivylite"
author = "ivylite developers"
extensions = [
    "sphinx.ext.autodoc",
    "sphinx.ext.napoleon",
    "ivylite_generated",
    "ivylite_benchmarks",
    "ivylite_coverage",
]
napoleon_numpy_docstring = True
napoleon_google_docstring = False
autodoc_member_order = "bysource"
autodoc_typehints = "description"
exclude_patterns = ["_build", "_generated"]  # included into pages, not pages themselves
html_theme = "alabaster"
html_static_path = ["_static"]
html_css_files = ["ivylite.css"]
nitpicky = False
