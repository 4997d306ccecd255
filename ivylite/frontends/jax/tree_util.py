"""``jax.tree_util`` (and ``jax.tree``): ivylite's trees under JAX's names.

The trees are :mod:`ivylite.tree`'s, which follow JAX: dicts (visited in
sorted key order), lists, tuples, namedtuples and registered node types are
nodes, ``None`` is an empty node, anything else a leaf. A type registered here
is registered with ivylite, so it crosses ``jax.jit``, ``jax.grad`` and
``jax.vmap`` on every backend.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from ivylite import tree as _tree
from ivylite.tree import TreeDef

__all__ = [
    "PyTreeDef",
    "tree_map",
    "tree_leaves",
    "tree_flatten",
    "tree_unflatten",
    "tree_structure",
    "tree_reduce",
    "tree_all",
    "register_pytree_node",
    "register_pytree_node_class",
    "Partial",
]

PyTreeDef = TreeDef


def tree_flatten(tree: Any, is_leaf: Callable[[Any], bool] | None = None) -> tuple[list, TreeDef]:
    """The leaves of ``tree`` and its structure (``is_leaf`` stops the descent).

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> jax.tree_util.tree_flatten({"b": (1, 2), "a": None})
    ([1, 2], TreeDef({'a': None, 'b': (*, *)}))
    """
    return _tree.tree_flatten(tree, is_leaf)


def tree_leaves(tree: Any, is_leaf: Callable[[Any], bool] | None = None) -> list:
    """The leaves of ``tree``, in flatten order.

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> jax.tree_util.tree_leaves([1, {"x": 2, "w": 3}], is_leaf=lambda t: isinstance(t, dict))
    [1, {'x': 2, 'w': 3}]
    """
    return tree_flatten(tree, is_leaf)[0]


def tree_structure(tree: Any, is_leaf: Callable[[Any], bool] | None = None) -> TreeDef:
    """The structure of ``tree``.

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> jax.tree_util.tree_structure((1, [2]))
    TreeDef((*, [*]))
    """
    return tree_flatten(tree, is_leaf)[1]


def tree_unflatten(treedef: TreeDef, leaves: Iterable[Any]) -> Any:
    """Rebuild a tree of structure ``treedef`` from ``leaves``.

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> leaves, treedef = jax.tree_util.tree_flatten({"w": 1, "b": 2})
    >>> jax.tree_util.tree_unflatten(treedef, [20, 10])
    {'w': 10, 'b': 20}
    """
    return _tree.tree_unflatten(treedef, leaves)


def tree_map(
    f: Callable[..., Any], tree: Any, *rest: Any, is_leaf: Callable[[Any], bool] | None = None
) -> Any:
    """A tree of ``tree``'s structure with leaves ``f(leaf, *leaves of rest)``.

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> jax.tree_util.tree_map(lambda p, g: p - 0.1 * g, {"w": 1.0}, {"w": 2.0})
    {'w': 0.8}
    """
    if is_leaf is None:
        return _tree.tree_map(f, tree, *rest)
    leaves, treedef = tree_flatten(tree, is_leaf)
    others = [_flatten_up_to(treedef, r) for r in rest]
    return tree_unflatten(treedef, [f(*xs) for xs in zip(leaves, *others)])


def _flatten_up_to(treedef: TreeDef, tree: Any) -> list:
    """The subtrees of ``tree`` at the leaves of ``treedef`` (a prefix of its structure)."""
    if treedef.kind == "leaf":
        return [tree]
    if treedef.kind == "none":
        return []
    kids = _tree.tree_children(tree)
    if len(kids) != len(treedef.children):
        raise ValueError(f"tree_map: a tree does not have the structure {treedef!r}")
    out: list = []
    for child, sub in zip(treedef.children, kids):
        out += _flatten_up_to(child, sub)
    return out


def tree_reduce(
    function: Callable[[Any, Any], Any], tree: Any, initializer: Any = None,
    is_leaf: Callable[[Any], bool] | None = None,
) -> Any:  # fmt: skip
    """``functools.reduce(function, tree_leaves(tree)[, initializer])``.

    Examples
    --------
    >>> import operator
    >>> import ivylite.frontends.jax as jax
    >>> jax.tree_util.tree_reduce(operator.add, {"a": 1, "b": [2, 3]})
    6
    """
    import functools

    leaves = tree_leaves(tree, is_leaf)
    if initializer is None:
        return functools.reduce(function, leaves)
    return functools.reduce(function, leaves, initializer)


def tree_all(tree: Any) -> bool:
    """Whether every leaf is truthy.

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> jax.tree_util.tree_all([True, {"a": 1}])
    True
    """
    return all(tree_leaves(tree))


def register_pytree_node(
    nodetype: type,
    flatten_func: Callable[[Any], tuple[Iterable[Any], Any]],
    unflatten_func: Callable[[Any, Iterable[Any]], Any],
) -> None:
    """Make ``nodetype`` a tree node: ``flatten_func(x) -> (children, aux_data)``,
    ``unflatten_func(aux_data, children) -> x``.

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> class Params:
    ...     def __init__(self, w, b):
    ...         self.w, self.b = w, b
    >>> jax.tree_util.register_pytree_node(
    ...     Params, lambda p: ((p.w, p.b), None), lambda aux, kids: Params(*kids))
    >>> jax.tree_util.tree_leaves(Params(1.0, [2.0]))
    [1.0, 2.0]
    """
    _tree.register_node(nodetype, flatten_func, unflatten_func)


def register_pytree_node_class(cls: type) -> type:
    """Class decorator: register ``cls`` with its ``tree_flatten`` method and
    ``tree_unflatten`` classmethod.

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> @jax.tree_util.register_pytree_node_class
    ... class Box:
    ...     def __init__(self, x):
    ...         self.x = x
    ...     def tree_flatten(self):
    ...         return (self.x,), None
    ...     @classmethod
    ...     def tree_unflatten(cls, aux, children):
    ...         return cls(*children)
    >>> jax.tree_util.tree_map(lambda v: v + 1, Box(1)).x
    2
    """
    register_pytree_node(cls, lambda x: x.tree_flatten(), cls.tree_unflatten)
    return cls


class Partial:
    """``functools.partial`` that is a tree: its arguments are its children.

    Examples
    --------
    >>> import ivylite.frontends.jax as jax
    >>> p = jax.tree_util.Partial(lambda a, b: a + b, 1)
    >>> p(2), jax.tree_util.tree_leaves(p)
    (3, [1])
    """

    def __init__(self, func: Callable[..., Any], *args: Any, **kwargs: Any) -> None:
        self.func, self.args, self.keywords = func, args, kwargs

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return self.func(*self.args, *args, **{**self.keywords, **kwargs})


register_pytree_node(
    Partial,
    lambda p: ((p.args, p.keywords), p.func),
    lambda func, kids: Partial(func, *kids[0], **kids[1]),
)
