"""How much of each real framework's API its frontend has: measured, not listed.

The coverage tool imports the REAL framework (torch, jax, numpy, tensorflow),
enumerates the public names of each namespace in :data:`NAMESPACES` (the
callables of a module; the methods and properties of an array class), and
gives each one status:

- ``present``: the frontend has the name (``ivylite.frontends.torch.nn.functional.gelu``);
- ``out of scope``: the frontend's ``_out_of_scope.py`` declares it so, with a
  reason from the closed list :data:`REASONS` (devices, distributed, sparse...);
- ``missing``: neither.

Per namespace it prints present / in scope (all names less the out-of-scope
ones) / percent. Run it as::

    python -m ivylite.frontends.coverage torch                # summary + missing names
    python -m ivylite.frontends.coverage jax --format json    # every name, machine-readable
    python -m ivylite.frontends.coverage --format rst         # the docs' tables, all four
    nox -s coverage                                           # the same, all four, as text

``tests/frontends/test_coverage.py`` pins the present names (a name that was
present must stay so). After adding names to a frontend, regenerate the
snapshot it compares with::

    python -m ivylite.frontends.coverage torch --write-snapshot tests/frontends/coverage

Declaring a name out of scope is data in the frontend's package
(``ivylite/frontends/<framework>/_out_of_scope.py``, ``OUT_OF_SCOPE``: namespace
-> reason key -> names or ``fnmatch`` patterns). A frontend never imports its
framework; this tool does, so it is imported only when asked for.

Examples
--------
>>> from ivylite.frontends.coverage import measure
>>> report = measure("numpy")
>>> [ns for ns, *_ in report.summary()][:2]
['numpy', 'numpy.linalg']
"""

from __future__ import annotations

from .measure import STATUSES, Report, Row, measure
from .namespaces import NAMESPACES, Namespace
from .reasons import REASONS, Rule, rules

__all__ = ["measure", "Report", "Row", "STATUSES", "NAMESPACES", "Namespace", "REASONS",
           "Rule", "rules"]  # fmt: skip
