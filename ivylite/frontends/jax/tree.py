"""``jax.tree``: the tree functions under their short names (``jax.tree.map``...).

Examples
--------
>>> import ivylite.frontends.jax as jax
>>> jax.tree.map(lambda x: x * 2, {"a": 1, "b": (2, 3)})
{'a': 2, 'b': (4, 6)}
"""

from __future__ import annotations

from .tree_util import tree_all as all  # noqa: A004 - jax.tree's names
from .tree_util import tree_flatten as flatten
from .tree_util import tree_leaves as leaves
from .tree_util import tree_map as map  # noqa: A004
from .tree_util import tree_reduce as reduce
from .tree_util import tree_structure as structure
from .tree_util import tree_unflatten as unflatten

__all__ = ["all", "flatten", "leaves", "map", "reduce", "structure", "unflatten"]
