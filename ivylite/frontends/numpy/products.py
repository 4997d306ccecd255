"""NumPy's matrix and vector products (the linear algebra routines outside
``numpy.linalg``): matmul, dot, vdot, vecdot, einsum, tensordot, inner,
outer, kron, and trace.

Bool products are logical (any of the pairwise ands), computed in int64
here since frameworks lack bool matrix products. ``matmul`` is a ufunc
(ufunc promotion; bfloat16 computes in float32, NumPy having no bfloat16
matmul loop); ``dot``, ``einsum``, ``tensordot``, ``inner`` and ``vdot`` use
``numpy.result_type``, which refuses bfloat16 with wider integers
(``dot`` would make an object array in NumPy, which the frontend has not).
"""

from __future__ import annotations

import builtins
from collections.abc import Callable
from typing import Any

import ivylite
from ivylite.array import Array
from ivylite.dtypes import Dtype

from ._helpers import NUMPY, D, cast_for_ufunc, finish
from .indexing import _diagonal
from .manipulation import _nd
from .ndarray import ndarray
from .promotion import as_array, promote_types_of_numpy_inputs, result_type_numpy
from .reduction import sum as _sum

__all__ = [
    "matmul", "dot", "einsum", "tensordot", "inner", "outer", "vdot", "kron", "vecdot", "trace",
]  # fmt: skip

_BOOL, _I64, _F32, _BF16 = D("bool"), D("int64"), D("float32"), D("bfloat16")


def _common(arrays: list[Array]) -> tuple[list[Array], Dtype]:
    d = result_type_numpy(*arrays)
    return [a if a.dtype is d else ivylite.astype(a, d) for a in arrays], d


def _logical(fn: Callable[..., Array], arrays: list[Array], d: Dtype) -> Array:
    """``fn`` over the arrays, for bools as a logical product."""
    if d is _BOOL:
        return fn(*(ivylite.astype(a, _I64) for a in arrays)) != 0
    return fn(*arrays)


@NUMPY.function
def matmul(
    x1: Any,
    x2: Any,
    /,
    out: Any = None,
    *,
    casting: str = "same_kind",
    order: str = "K",
    dtype: Any = None,
    subok: bool = True,
) -> Any:
    """Matrix product of stacks of matrices (1-D operands promoted and squeezed).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> a = np.array([[1, 2], [3, 4]], dtype=np.int16)
    >>> np.matmul(a, a)
    array([[ 7, 10],
           [15, 22]], dtype=int16)
    >>> (a @ np.array([1.0, 1.0])).dtype
    dtype('float64')
    """
    a, b = promote_types_of_numpy_inputs(as_array(x1), as_array(x2))
    if a.ndim == 0 or b.ndim == 0:
        raise ValueError(
            "matmul: Input operand 0 does not have enough dimensions (has 0, gufunc core with "
            "signature (n?,k),(k,m?)->(n?,m?) requires 1)"
        )
    if dtype is not None:
        a = cast_for_ufunc(a, dtype, casting, "matmul")
        b = cast_for_ufunc(b, dtype, casting, "matmul")
    elif a.dtype is _BF16:
        a, b = ivylite.astype(a, _F32), ivylite.astype(b, _F32)
    return finish(_logical(ivylite.matmul, [a, b], a.dtype), out, True, "matmul", casting)


def _dot(a: Array, b: Array) -> Array:
    if a.ndim == 0 or b.ndim == 0:
        return a * b
    if b.ndim == 1:
        return ivylite.tensordot(a, b, axes=([a.ndim - 1], [0]))
    return ivylite.tensordot(a, b, axes=([a.ndim - 1], [b.ndim - 2]))


@NUMPY.function
def dot(a: Any, b: Any, out: Any = None) -> Any:
    """Dot product: the sum over ``a``'s last axis and ``b``'s second-to-last.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.dot(np.array([1, 2]), np.array([3, 4]))
    array(11)
    >>> np.dot(np.ones((2, 3, 4)), np.ones((5, 4, 6))).shape
    (2, 3, 5, 6)
    """
    (x, y), d = _common([as_array(a), as_array(b)])
    return finish(_logical(_dot, [x, y], d), out, True, "dot")


@ivylite.with_unsupported_dtypes({"2.4 and below": ("bfloat16",)}, "numpy")
@NUMPY.function
def einsum(
    *operands: Any,
    out: Any = None,
    dtype: Any = None,
    casting: str = "safe",
    optimize: Any = False,
    **kwargs: Any,
) -> Any:
    """Einstein summation: ``einsum("ij,jk->ik", a, b)``.

    The operands are promoted with ``numpy.result_type``; NumPy has no
    bfloat16 einsum (refused here too).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> a = np.array([[1.0, 2.0], [3.0, 4.0]], dtype=np.float32)
    >>> np.einsum("ij,jk->ik", a, a)
    array([[ 7., 10.],
           [15., 22.]], dtype=float32)
    >>> np.einsum("ii", np.eye(3))
    array(3.)
    """
    if not operands or type(operands[0]) is not str:
        raise TypeError("einsum: the first argument must be the subscripts string")
    subscripts, arrays = operands[0], [as_array(x) for x in operands[1:]]
    arrays, d = _common(arrays)
    NUMPY.check(einsum, d)
    if dtype is not None:
        arrays = [cast_for_ufunc(a, dtype, casting, "einsum") for a in arrays]
        d = arrays[0].dtype
    r = _logical(lambda *xs: ivylite.einsum(subscripts, *xs), arrays, d)
    return finish(r, out, True, "einsum")


@NUMPY.function
def tensordot(a: Any, b: Any, axes: Any = 2) -> Any:
    """Sum of products over ``axes`` (an int, or two sequences of axes).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.tensordot(np.ones((2, 3)), np.ones((3, 4)), axes=1)
    array([[3., 3., 3., 3.],
           [3., 3., 3., 3.]])
    """
    (x, y), d = _common([as_array(a), as_array(b)])
    if type(axes) is not builtins.int:
        axes = tuple(tuple(ax) if type(ax) in (list, tuple) else (ax,) for ax in axes)
    return _logical(lambda p, q: ivylite.tensordot(p, q, axes=axes), [x, y], d)


@NUMPY.function
def inner(a: Any, b: Any, /) -> Any:
    """Inner product over the last axes of ``a`` and ``b``.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.inner(np.array([1, 2, 3]), np.array([0, 1, 0]))
    array(2)
    """
    (x, y), d = _common([as_array(a), as_array(b)])
    if x.ndim == 0 or y.ndim == 0:
        return _logical(lambda p, q: p * q, [x, y], d)
    return _logical(
        lambda p, q: ivylite.tensordot(p, q, axes=([p.ndim - 1], [q.ndim - 1])), [x, y], d
    )


@NUMPY.function
def outer(a: Any, b: Any, out: Any = None) -> Any:
    """Outer product of the two flattened inputs (NumPy's multiply promotion).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.outer(np.array([1, 2]), np.array([1.0, 3.0]))
    array([[1., 3.],
           [2., 6.]])
    """
    x, y = promote_types_of_numpy_inputs(as_array(a), as_array(b))
    x = ivylite.reshape(x, (-1, 1))
    y = ivylite.reshape(y, (1, -1))
    r = ivylite.logical_and(x, y) if x.dtype is _BOOL else x * y
    return finish(r, out, True, "outer")


@NUMPY.function
def vdot(a: Any, b: Any, /) -> Any:
    """Dot product of the flattened inputs, conjugating the first.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.vdot(np.array([1 + 1j, 2]), np.array([1, 1j]))
    array(1.+1.j)
    """
    (x, y), d = _common([as_array(a), as_array(b)])
    x, y = ivylite.reshape(x, (-1,)), ivylite.reshape(y, (-1,))
    if d.kind == "complex":
        x = ivylite.conj(x)
    return _logical(lambda p, q: ivylite.tensordot(p, q, axes=1), [x, y], d)


@NUMPY.function
def kron(a: Any, b: Any) -> Any:
    """The Kronecker product: blocks of ``b`` scaled by each element of ``a``.

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.kron(np.array([1, 10]), np.array([1, 2]))
    array([ 1,  2, 10, 20])
    """
    x, y = as_array(a), as_array(b)
    d = result_type_numpy(x, y)
    x, y = ivylite.astype(x, d), ivylite.astype(y, d)
    nd = builtins.max(x.ndim, y.ndim)
    x = ivylite.reshape(x, (1,) * (nd - x.ndim) + x.shape)
    y = ivylite.reshape(y, (1,) * (nd - y.ndim) + y.shape)
    xs = ivylite.reshape(x, builtins.sum(((n, 1) for n in x.shape), ()))
    ys = ivylite.reshape(y, builtins.sum(((1, n) for n in y.shape), ()))
    out = xs * ys
    return ivylite.reshape(out, tuple(p * q for p, q in zip(x.shape, y.shape)))


@NUMPY.function
def vecdot(x1: Any, x2: Any, /, *, axis: int = -1) -> Any:
    """The dot product of vectors along ``axis`` (the first conjugated).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.vecdot(np.array([[1, 2], [3, 4]]), np.array([1, 1]))
    array([3, 7])
    """
    a, b = as_array(x1), as_array(x2)
    d = result_type_numpy(a, b)
    a, b = ivylite.astype(a, d), ivylite.astype(b, d)
    if d.kind == "complex":
        a = ivylite.conj(a)
    return ivylite.sum(a * b, axis=axis)


@NUMPY.function(converts=False)
def trace(a: Any, offset: int = 0, axis1: int = 0, axis2: int = 1, dtype: Any = None,
          out: Any = None) -> Any:  # fmt: skip
    """The sum along a diagonal (summed as :func:`sum` sums).

    Examples
    --------
    >>> import ivylite.frontends.numpy as np
    >>> np.trace(np.eye(3, dtype=np.int8))
    array(3)
    """
    d = _diagonal(_nd(a).ivy_array, offset, axis1, axis2)
    return _sum(ndarray(d), axis=-1, dtype=dtype, out=out)
