"""Sorting: ``tf.sort``, ``tf.argsort``, ``tf.math.top_k``.

TensorFlow sorts through ``top_k``, which puts equal values in index order:
so do these (a stable sort), and ``argsort`` returns int32 indices.
"""

from __future__ import annotations

from collections import namedtuple
from typing import Any

import ivylite

from .._common import astype_keeping_real
from .dtypes import _to_ivy
from .func_wrapper import TENSORFLOW
from .promotion import convert

__all__ = ["sort", "argsort", "top_k"]

V = "2.21 and below"
TF = "tensorflow"
NO_BOOL_COMPLEX = {V: ("bool", "complex")}

TopKV2 = namedtuple("TopKV2", ["values", "indices"])
TopKV2.__doc__ = """``tf.math.top_k``'s result: ``(values, indices)``.

Examples
--------
>>> import ivylite.frontends.tensorflow as tf
>>> tf.math.top_k(tf.constant([1, 3, 2]), k=1).indices
<tf.Tensor: shape=(1,), dtype=int32, numpy=array([1], dtype=int32)>
"""


def _descending(direction: str) -> bool:
    if direction not in ("ASCENDING", "DESCENDING"):
        raise ValueError(f"direction must be 'ASCENDING' or 'DESCENDING', got {direction!r}")
    return direction == "DESCENDING"


@ivylite.with_unsupported_dtypes(NO_BOOL_COMPLEX, TF)
@TENSORFLOW.function
def sort(values: Any, axis: int = -1, direction: str = "ASCENDING", name: str | None = None) -> Any:
    """``values`` sorted along ``axis``.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.sort(tf.constant([3, 1, 2]), direction="DESCENDING")
    <tf.Tensor: shape=(3,), dtype=int32, numpy=array([3, 2, 1], dtype=int32)>
    """
    a = convert(values)
    return ivylite.sort(a, axis=int(axis), descending=_descending(direction), stable=True)


@ivylite.with_unsupported_dtypes(NO_BOOL_COMPLEX, TF)
@TENSORFLOW.function
def argsort(
    values: Any,
    axis: int = -1,
    direction: str = "ASCENDING",
    stable: bool = False,
    name: str | None = None,
) -> Any:
    """int32 indices that sort ``values`` along ``axis`` (equal values in index order).

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.argsort(tf.constant([3.0, 1.0, 2.0]))
    <tf.Tensor: shape=(3,), dtype=int32, numpy=array([1, 2, 0], dtype=int32)>
    """
    a = convert(values)
    out = ivylite.argsort(a, axis=int(axis), descending=_descending(direction), stable=True)
    return astype_keeping_real(out, "int32")


@ivylite.with_unsupported_dtypes(NO_BOOL_COMPLEX, TF)
@TENSORFLOW.function
def top_k(
    input: Any,  # noqa: A002 - TensorFlow's name
    k: int = 1,
    sorted: bool = True,  # noqa: A002
    index_type: Any = ivylite.int32,
    name: str | None = None,
) -> Any:
    """The ``k`` largest values along the last axis and their indices (lower index first on ties).

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.math.top_k(tf.constant([1.0, 3.0, 2.0, 3.0]), k=2)
    TopKV2(values=<tf.Tensor: shape=(2,), dtype=float32, numpy=array([3., 3.], dtype=float32)>, indices=<tf.Tensor: shape=(2,), dtype=int32, numpy=array([1, 3], dtype=int32)>)
    """
    a = convert(input)
    k = int(k)
    if not 0 <= k <= (a.shape[-1] if a.ndim else 0):
        raise ValueError(f"top_k: k must be in [0, {a.shape[-1] if a.ndim else 0}], got {k}")
    order = ivylite.argsort(a, axis=-1, descending=True, stable=True)[..., :k]
    values = ivylite.sort(a, axis=-1, descending=True, stable=True)[..., :k]
    return TopKV2(values, astype_keeping_real(order, _to_ivy(index_type)))
