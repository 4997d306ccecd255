"""Checkpoints: ivylite.save and ivylite.load, in the safetensors format.

A file ivylite writes is a plain safetensors file: any safetensors reader
(``safetensors.numpy.load_file``, ``safetensors.torch.load_file``) reads its
arrays, with the names of the state dict (``mlp.0.weight``). Arrays are
stored with their exact bytes (bfloat16 included), so a checkpoint written on
one backend loads on any other bit for bit. A tree that is not a flat state
dict (an optimiser's state, nested dicts, Python numbers) also records its
structure and its non-array leaves in the file's metadata, so ``load`` gives
the same tree back.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from typing import Any

from .array import Array
from .tree import TreeDef, tree_flatten

__all__ = ["save", "load"]

_FORMAT = "ivylite-checkpoint-1"


def _as_flat(obj: Any) -> dict[str, Array] | None:
    """A flat state dict (str -> ivylite array), or None for any other tree."""
    if isinstance(obj, Mapping) and all(
        isinstance(k, str) and isinstance(v, Array) for k, v in obj.items()
    ):
        return dict(obj)
    return None


def _treedef_json(t: TreeDef) -> Any:
    if t.kind == "leaf":
        return "*"
    if t.kind == "none":
        return None
    if t.kind == "dict":
        return {"dict": [[k, _treedef_json(c)] for k, c in zip(t.keys, t.children)],
                "order": list(t.order)}  # fmt: skip
    if t.kind in ("list", "tuple"):
        return {t.kind: [_treedef_json(c) for c in t.children]}
    raise TypeError(
        f"ivylite.save: cannot record a {t.type.__name__} in a checkpoint's structure; save its "
        "state dict (or a tree of dicts, lists and arrays) instead"
    )


def _tree_from_json(j: Any, leaves: Any) -> Any:
    if j == "*":
        return next(leaves)
    if j is None:
        return None
    if "dict" in j:
        by_key = {k: _tree_from_json(c, leaves) for k, c in j["dict"]}
        return {k: by_key[k] for k in j["order"]}
    kind, children = next(iter(j.items()))
    built = [_tree_from_json(c, leaves) for c in children]
    return built if kind == "list" else tuple(built)


def save(obj: Any, path: str | os.PathLike) -> None:
    """Write ``obj`` to ``path`` as a safetensors file.

    ``obj`` is a state dict (name -> array), a Module (its ``state_dict()``)
    or any tree of arrays and Python numbers (dicts with string keys, lists,
    tuples). Arrays of any backend; they are read back onto the backend that
    is current when they are loaded.

    Examples
    --------
    >>> import ivylite, tempfile, os
    >>> path = os.path.join(tempfile.mkdtemp(), "w.safetensors")
    >>> ivylite.save({"w": ivylite.asarray([1.5, 2.0], dtype="bfloat16")}, path)
    >>> ivylite.load(path)
    {'w': ivylite.array([1.5, 2], dtype=bfloat16, backend=numpy)}
    """
    from safetensors.numpy import save_file

    if hasattr(obj, "state_dict") and callable(obj.state_dict):
        obj = obj.state_dict()
    flat = _as_flat(obj)
    metadata = {"format": _FORMAT}
    if flat is None:
        leaves, treedef = tree_flatten(obj)
        flat, scalars = {}, {}
        for i, leaf in enumerate(leaves):
            if isinstance(leaf, Array):
                flat[str(i)] = leaf
            elif isinstance(leaf, (bool, int, float, str)) or leaf is None:
                scalars[str(i)] = leaf
            else:
                raise TypeError(
                    f"ivylite.save: leaf {i} is a {type(leaf).__name__}; a checkpoint holds "
                    "ivylite arrays and Python numbers and strings"
                )
        metadata["tree"] = json.dumps(_treedef_json(treedef))
        metadata["scalars"] = json.dumps(scalars)
        metadata["leaves"] = str(len(leaves))
    arrays = {}
    for name, array in flat.items():
        host = type(array)._backend.to_numpy(array._data)
        arrays[name] = host.reshape(host.shape)  # a 0-d NumPy scalar becomes an array
    # safetensors stores entries sorted; the order of the state dict is kept here
    metadata["order"] = json.dumps(list(flat))
    save_file(arrays, os.fspath(path), metadata=metadata)


def load(path: str | os.PathLike) -> Any:
    """Read a safetensors file onto the current backend (NumPy when none is set).

    Returns what :func:`save` was given: a state dict, or the tree. A file
    written by another program (``safetensors.torch.save_file``) gives a
    state dict. A truncated or corrupt file raises ``ValueError``, nothing
    half-read.

    Examples
    --------
    >>> import ivylite, tempfile, os
    >>> path = os.path.join(tempfile.mkdtemp(), "opt.safetensors")
    >>> ivylite.save({"step": 3, "m": [ivylite.zeros(2)]}, path)
    >>> ivylite.load(path)
    {'step': 3, 'm': [ivylite.array([0., 0.], dtype=float32, backend=numpy)]}
    """
    from safetensors import SafetensorError, safe_open

    from .backend import current_backend
    from .backend import load as load_backend

    path = os.fspath(path)
    try:
        with safe_open(path, framework="numpy") as f:
            metadata = f.metadata() or {}
            host = {name: f.get_tensor(name) for name in f.keys()}
    except SafetensorError as e:
        raise ValueError(
            f"ivylite.load: {path} is not a readable safetensors file (truncated or corrupt?): {e}"
        ) from e
    B = current_backend() or load_backend("numpy")
    order = json.loads(metadata["order"]) if "order" in metadata else list(host)
    arrays = {name: B.ns.asarray(host[name]) for name in order}
    if "tree" not in metadata:
        return arrays
    scalars = json.loads(metadata["scalars"])
    n = int(metadata["leaves"])
    leaves = iter(arrays[str(i)] if str(i) in arrays else scalars[str(i)] for i in range(n))
    return _tree_from_json(json.loads(metadata["tree"]), leaves)
