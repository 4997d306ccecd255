"""Nested containers of arrays ("trees"): flatten, rebuild, map.

A tree is a dict, list or tuple (namedtuples included) whose items are trees,
an instance of a type registered with :func:`register_node` (its children are
trees), or a leaf: anything else (an ivylite array, a Python scalar). ``None`` is an
empty subtree, as in JAX: it holds no leaf and comes back as ``None``. Dict
items are visited in sorted key order (insertion order when the keys do not
sort), so two dicts with the same keys have the same structure whatever order
they were built in; :func:`tree_unflatten` rebuilds a dict in the insertion
order of the one that was flattened.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

__all__ = [
    "TreeDef",
    "tree_flatten",
    "tree_unflatten",
    "tree_map",
    "tree_leaves",
    "tree_leaves_with_path",
    "tree_structure",
    "tree_children",
    "register_node",
]


class TreeDef:
    """The structure of a tree with its leaves taken out.

    ``kind`` is ``"leaf"``, ``"none"``, ``"dict"``, ``"list"``, ``"tuple"`` or
    ``"node"`` (a registered type); ``keys`` the dict keys in visiting order (a
    node's auxiliary data); ``children`` the subtrees' TreeDefs.

    Examples
    --------
    >>> from ivylite.tree import tree_structure
    >>> tree_structure({"b": 1, "a": (2, 3)})
    TreeDef({'a': (*, *), 'b': *})
    >>> tree_structure({"a": [0, 0], "b": 1}) == tree_structure({"b": 5, "a": [1, 2]})
    True
    """

    __slots__ = ("kind", "keys", "children", "type", "order", "num_leaves")

    def __init__(
        self,
        kind: str,
        keys: tuple = (),
        children: tuple = (),
        type_: type | None = None,
        order: tuple = (),
    ) -> None:
        self.kind = kind
        self.keys = keys
        self.children = children
        self.type = type_
        self.order = order  # dicts: the insertion order to rebuild in
        self.num_leaves = 1 if kind == "leaf" else sum(c.num_leaves for c in children)

    def _key(self) -> tuple:
        return (
            self.kind,
            self.type if self.kind in ("tuple", "node") else None,
            self.keys,
            tuple(c._key() for c in self.children),
        )

    def __eq__(self, other: object) -> bool:
        return isinstance(other, TreeDef) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def _text(self) -> str:
        if self.kind == "leaf":
            return "*"
        if self.kind == "none":
            return "None"
        inner = [c._text() for c in self.children]
        if self.kind == "node":
            return f"{self.type.__name__}[{self.keys!r}]({', '.join(inner)})"
        if self.kind == "dict":
            return "{" + ", ".join(f"{k!r}: {t}" for k, t in zip(self.keys, inner)) + "}"
        if self.kind == "list":
            return "[" + ", ".join(inner) + "]"
        if len(inner) == 1:
            return f"({inner[0]},)"
        return "(" + ", ".join(inner) + ")"

    def __repr__(self) -> str:
        return f"TreeDef({self._text()})"


_LEAF = TreeDef("leaf")
_NONE = TreeDef("none")


def _sorted_keys(d: dict) -> tuple:
    try:
        return tuple(sorted(d))
    except TypeError:  # keys of mixed types: keep insertion order
        return tuple(d)


# Registered node types -> (flatten, unflatten), as register_node received them;
# _NODE_OF caches the lookup of each type met, through its MRO (a subclass of a
# registered type is a node too: every ivylite.nn.Module subclass).
_NODES: dict[type, tuple[Callable[[Any], tuple[Any, Any]], Callable[[Any, Any], Any]]] = {}
_NODE_OF: dict[type, Any] = {}


def _node_of(t: type) -> tuple[Callable, Callable] | None:
    try:
        return _NODE_OF[t]
    except KeyError:
        found = next((_NODES[c] for c in t.__mro__ if c in _NODES), None)
        _NODE_OF[t] = found
        return found


def register_node(
    cls: type,
    flatten: Callable[[Any], tuple[Any, Any]],
    unflatten: Callable[[Any, Any], Any],
) -> None:
    """Make instances of ``cls`` (and of its subclasses) tree nodes: ``flatten(obj)`` returns ``(children,
    aux_data)``, ``unflatten(aux_data, children)`` rebuilds it (JAX's pytree protocol).

    ``aux_data`` is part of the structure: it must be hashable and compare by
    value (two nodes with equal aux data and children structures have the
    same :class:`TreeDef`, the key compiled functions are cached by).

    Examples
    --------
    >>> from ivylite.tree import register_node, tree_flatten, tree_unflatten
    >>> class Pair:
    ...     def __init__(self, a, b):
    ...         self.a, self.b = a, b
    >>> register_node(Pair, lambda p: ((p.a, p.b), None), lambda aux, ch: Pair(*ch))
    >>> leaves, treedef = tree_flatten({"p": Pair(1, [2, 3])})
    >>> leaves, treedef
    ([1, 2, 3], TreeDef({'p': Pair[None](*, [*, *])}))
    >>> tree_unflatten(treedef, [10, 20, 30])["p"].b
    [20, 30]
    """
    if not isinstance(cls, type):
        raise TypeError(f"register_node: cls must be a type, got {cls!r}")
    _NODES[cls] = (flatten, unflatten)
    _NODE_OF.clear()


def _flatten(tree: Any, leaves: list, paths: list | None, path: str, is_leaf: Any) -> TreeDef:
    t = type(tree)
    if is_leaf is not None and is_leaf(tree):
        kind, keys, kids = "leaf", (), ()
    elif tree is None:
        return _NONE
    else:
        kind, keys, kids = _parts(tree, t)
    if kind == "leaf":
        leaves.append(tree)
        if paths is not None:
            paths.append(path)
        return _LEAF
    if paths is None:  # no paths to build (the common case)
        children = tuple(_flatten(v, leaves, None, "", is_leaf) for v in kids)
    else:
        where = (
            [f"{path}[{k!r}]" for k in keys] if kind == "dict"
            else [f"{path}.{t.__name__}[{i}]" for i in range(len(kids))] if kind == "node"
            else [f"{path}[{i}]" for i in range(len(kids))]
        )  # fmt: skip
        children = tuple(_flatten(v, leaves, paths, p, is_leaf) for v, p in zip(kids, where))
    if kind == "dict":
        return TreeDef("dict", keys, children, t, tuple(tree))
    return TreeDef(kind, keys, children, t)


def _parts(tree: Any, t: type) -> tuple[str, Any, list]:
    """(kind, keys or aux data, children) of one level of a tree."""
    node = _node_of(t)
    if node is not None:
        kids, aux = node[0](tree)
        return "node", aux, list(kids)
    if isinstance(tree, dict):
        keys = _sorted_keys(tree)
        return "dict", keys, [tree[k] for k in keys]
    if isinstance(tree, (list, tuple)):
        return ("list" if isinstance(tree, list) else "tuple"), (), list(tree)
    return "leaf", (), []


def tree_children(tree: Any) -> list:
    """The children of a node, in flatten order ([] for a leaf or None).

    Examples
    --------
    >>> from ivylite.tree import tree_children
    >>> tree_children({"b": 1, "a": [2]}), tree_children(3)
    ([[2], 1], [])
    """
    return [] if tree is None else _parts(tree, type(tree))[2]


def tree_flatten(tree: Any, is_leaf: Callable[[Any], bool] | None = None) -> tuple[list, TreeDef]:
    """The leaves of ``tree`` (depth first) and its structure; a subtree for which
    ``is_leaf`` returns True is one leaf.

    Examples
    --------
    >>> from ivylite.tree import tree_flatten
    >>> leaves, treedef = tree_flatten({"w": [1, 2], "b": 3})
    >>> leaves
    [3, 1, 2]
    >>> treedef
    TreeDef({'b': *, 'w': [*, *]})
    """
    leaves: list = []
    return leaves, _flatten(tree, leaves, None, "", is_leaf)


def tree_leaves(tree: Any) -> list:
    """The leaves of ``tree``, in :func:`tree_flatten` order.

    Examples
    --------
    >>> from ivylite.tree import tree_leaves
    >>> tree_leaves([1, (2, None), {"a": 3}])
    [1, 2, 3]
    """
    return tree_flatten(tree)[0]


def tree_leaves_with_path(tree: Any) -> list[tuple[str, Any]]:
    """``(path, leaf)`` pairs; a path reads like the indexing that reaches the leaf.

    Examples
    --------
    >>> from ivylite.tree import tree_leaves_with_path
    >>> tree_leaves_with_path({"layers": [{"w": 1}], "b": 2})
    [("['b']", 2), ("['layers'][0]['w']", 1)]
    """
    leaves: list = []
    paths: list = []
    _flatten(tree, leaves, paths, "", None)
    return list(zip(paths, leaves))


def tree_structure(tree: Any) -> TreeDef:
    """The structure of ``tree`` (its :class:`TreeDef`).

    Examples
    --------
    >>> from ivylite.tree import tree_structure
    >>> tree_structure({"b": [1, 2], "a": 3}) == tree_structure({"a": 0, "b": [5, 6]})
    True
    """
    return tree_flatten(tree)[1]


def _build(treedef: TreeDef, it: Any) -> Any:
    kind = treedef.kind
    if kind == "leaf":
        return next(it)
    if kind == "none":
        return None
    children = [_build(c, it) for c in treedef.children]
    if kind == "node":
        return _node_of(treedef.type)[1](treedef.keys, children)
    if kind == "dict":
        by_key = dict(zip(treedef.keys, children))
        items = {k: by_key[k] for k in treedef.order}
        return items if treedef.type is dict else treedef.type(items)
    if kind == "list":
        return children if treedef.type is list else treedef.type(children)
    t = treedef.type
    if t is tuple:
        return tuple(children)
    if hasattr(t, "_fields"):  # a namedtuple
        return t(*children)
    return t(children)


def tree_unflatten(treedef: TreeDef, leaves: Any) -> Any:
    """Rebuild a tree of structure ``treedef`` from ``leaves`` (in flatten order).

    Examples
    --------
    >>> from ivylite.tree import tree_flatten, tree_unflatten
    >>> leaves, treedef = tree_flatten({"w": [1, 2], "b": 3})
    >>> tree_unflatten(treedef, [30, 10, 20])
    {'w': [10, 20], 'b': 30}
    """
    leaves = list(leaves)
    if len(leaves) != treedef.num_leaves:
        raise ValueError(
            f"tree_unflatten: {treedef!r} holds {treedef.num_leaves} leaves, got {len(leaves)}"
        )
    return _build(treedef, iter(leaves))


def tree_map(fn: Callable[..., Any], tree: Any, *rest: Any) -> Any:
    """A tree of ``tree``'s structure whose leaves are ``fn(leaf, *leaves of rest)``.

    Every tree in ``rest`` must have the structure of ``tree``.

    Examples
    --------
    >>> from ivylite.tree import tree_map
    >>> tree_map(lambda a, b: a + b, {"w": [1, 2], "b": 3}, {"w": [10, 20], "b": 30})
    {'w': [11, 22], 'b': 33}
    >>> tree_map(lambda a, b: a + b, [1, 2], [1])
    Traceback (most recent call last):
    ...
    ValueError: tree_map: tree 1 has structure TreeDef([*]), expected TreeDef([*, *])
    """
    leaves, treedef = tree_flatten(tree)
    others = []
    for i, other in enumerate(rest, start=1):
        other_leaves, other_def = tree_flatten(other)
        if other_def != treedef:
            raise ValueError(
                f"tree_map: tree {i} has structure {other_def!r}, expected {treedef!r}"
            )
        others.append(other_leaves)
    return tree_unflatten(treedef, [fn(*xs) for xs in zip(leaves, *others)])
