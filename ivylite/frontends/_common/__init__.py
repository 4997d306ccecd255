"""The frontend kit: what every frontend is built from, written once.

- :class:`Frontend` (``frontend.py``): a frontend's description (the
  framework, its release, its array class, its dtype-refusal error) and the
  one wrapper its public functions go through (``@FRONTEND.function``).
- :class:`FrontendArray` and :class:`Conversions` (``array.py``): the base of
  the array classes, with the members they all share (``shape``, ``ndim``,
  ``item``, ``int()``, ``len()``...), parametrised by the framework's dtype
  objects and its words.
- :func:`bind` (``binding.py``): the one way an array class gets its
  operators and methods, from tables, on the frontend's top floor.
- :class:`AxisRules` (``axes.py``): the one axis helper, ivylite's
  normaliser with the framework's exception types and messages.
- dtype facts (``dtypes.py``): integer ranges, real parts, item sizes, and
  :func:`astype_keeping_real`, derived from :mod:`ivylite.dtypes`.
- the recording hook of the frontends' autograd: :func:`recorded` wraps an
  operation that is not a frontend function (an operator, indexing) so that a
  replaying tape sees it (``Frontend.function`` reports its calls itself).

Examples
--------
>>> from ivylite.frontends import _common
>>> sorted(_common.__all__)[:4]
['AxisRules', 'Conversions', 'Frontend', 'FrontendArray']
"""

from __future__ import annotations

from .._autograd import recorded
from .array import Conversions, FrontendArray, unwrap
from .axes import AxisRules
from .binding import bind, members
from .dtypes import INT_RANGE, REAL_OF, astype_keeping_real, is_integer, itemsize
from .frontend import Frontend, frontend_of

__all__ = [
    "AxisRules",
    "Conversions",
    "Frontend",
    "FrontendArray",
    "INT_RANGE",
    "REAL_OF",
    "astype_keeping_real",
    "bind",
    "frontend_of",
    "is_integer",
    "itemsize",
    "members",
    "recorded",
    "unwrap",
]
