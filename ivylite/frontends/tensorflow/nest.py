"""``tf.nest``: nested structures of tensors, as TensorFlow walks them.

Lists, tuples (namedtuples included) and dicts (visited in sorted key order)
are structures; everything else, ``None`` included, is an atom.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ivylite import tree

__all__ = ["flatten", "pack_sequence_as", "map_structure", "assert_same_structure", "is_nested"]


def _is_atom(x: Any) -> bool:
    return x is None


def flatten(structure: Any, expand_composites: bool = False) -> list:
    """The atoms of ``structure``, depth first.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.nest.flatten({"b": [1, None], "a": 2})
    [2, 1, None]
    """
    return tree.tree_flatten(structure, _is_atom)[0]


def pack_sequence_as(structure: Any, flat_sequence: Any, expand_composites: bool = False) -> Any:
    """A structure like ``structure`` holding the atoms of ``flat_sequence``.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.nest.pack_sequence_as({"b": [0, 0], "a": 0}, [1, 2, 3])
    {'b': [2, 3], 'a': 1}
    """
    return tree.tree_unflatten(tree.tree_flatten(structure, _is_atom)[1], list(flat_sequence))


def assert_same_structure(nest1: Any, nest2: Any, check_types: bool = True,
                          expand_composites: bool = False) -> None:  # fmt: skip
    """Raise ValueError unless the two structures have the same shape of nesting.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.nest.assert_same_structure([1, (2, 3)], [4, (5, 6)])
    >>> tf.nest.assert_same_structure([1, 2], [1])
    Traceback (most recent call last):
    ...
    ValueError: The two structures don't have the same nested structure: TreeDef([*, *]) and TreeDef([*])
    """
    a, b = tree.tree_flatten(nest1, _is_atom)[1], tree.tree_flatten(nest2, _is_atom)[1]
    if a != b:
        raise ValueError(
            f"The two structures don't have the same nested structure: {a!r} and {b!r}"
        )


def map_structure(func: Callable[..., Any], *structure: Any, **kwargs: Any) -> Any:
    """``func`` applied to the atoms at each position of the structures.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.nest.map_structure(lambda a, b: a + b, (1, [2]), (10, [20]))
    (11, [22])
    """
    for other in structure[1:]:
        assert_same_structure(structure[0], other)
    leaves, treedef = tree.tree_flatten(structure[0], _is_atom)
    others = [flatten(s) for s in structure[1:]]
    return tree.tree_unflatten(treedef, [func(*xs) for xs in zip(leaves, *others)])


def is_nested(seq: Any) -> bool:
    """Whether ``seq`` is a structure (a list, tuple or dict), not an atom.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.nest.is_nested([1]), tf.nest.is_nested(1), tf.nest.is_nested(None)
    (True, False, False)
    """
    return isinstance(seq, (list, tuple, dict))
