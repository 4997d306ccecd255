"""``tf.linalg`` (the part models use) and the top-level ``tf.matmul``, ``tf.einsum``,
``tf.tensordot``, ``tf.norm``.

As everywhere in TensorFlow, the operands must share one dtype: nothing is
promoted. Integer matrix products are int32/int64 only (TensorFlow has no
int8/int16 or unsigned kernels), and float16/bfloat16 inverses are computed
in float32 and rounded once.
"""

from __future__ import annotations

import math
from typing import Any

import ivylite
from ivylite.array import Array

from .._common import astype_keeping_real
from .creation import eye
from .errors import InvalidArgumentError
from .func_wrapper import TENSORFLOW
from .promotion import convert, mismatch, scalar
from .promotion import promote_types_of_tensorflow_inputs as promote
from .reduction import sum_array

__all__ = [
    "matmul",
    "einsum",
    "tensordot",
    "norm",
    "inv",
    "det",
    "trace",
    "diag_part",
    "matrix_transpose",
    "adjoint",
    "cholesky",
    "solve",
    "eye",
]

V = "2.21 and below"
TF = "tensorflow"
MATMUL_REFUSED = {V: ("bool", "int8", "int16", "unsigned")}
DECOMPOSITION_ONLY = {V: ("float32", "float64", "complex")}  # with with_supported_dtypes


def _matrix(a: Array, op: str, which: str) -> None:
    if a.ndim < 2:
        raise InvalidArgumentError(f"{op}: {which} must be at least 2-d, got shape {a.shape}")


def _transposed(a: Array, conjugate: bool) -> Array:
    t = ivylite.matrix_transpose(a)
    return ivylite.conj(t) if conjugate and a._dtype.kind == "complex" else t


@ivylite.with_unsupported_dtypes(MATMUL_REFUSED, TF)
@TENSORFLOW.function
def matmul(
    a: Any,
    b: Any,
    transpose_a: bool = False,
    transpose_b: bool = False,
    adjoint_a: bool = False,
    adjoint_b: bool = False,
    a_is_sparse: bool = False,
    b_is_sparse: bool = False,
    output_type: Any = None,
    grad_a: bool = False,
    grad_b: bool = False,
    name: str | None = None,
) -> Any:
    """Matrix product of the last two axes, broadcasting the leading ones (rank >= 2).

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.matmul([[1.0, 2.0]], [[3.0], [4.0]])
    <tf.Tensor: shape=(1, 1), dtype=float32, numpy=array([[11.]], dtype=float32)>
    >>> tf.matmul(tf.ones([2, 3]), tf.ones([2, 3]), transpose_b=True).shape
    TensorShape([2, 2])
    """
    if not isinstance(a, Array):
        a = convert(a, fn="matmul")
    a, b = promote(a, b, "MatMul")
    _matrix(a, "MatMul", "a")
    _matrix(b, "MatMul", "b")
    if transpose_a or adjoint_a:
        a = _transposed(a, adjoint_a)
    if transpose_b or adjoint_b:
        b = _transposed(b, adjoint_b)
    if a.shape[-1] != b.shape[-2]:
        raise InvalidArgumentError(
            f"MatMul: matrix size-incompatible: In[0]: {list(a.shape)}, In[1]: {list(b.shape)}"
        )
    out = ivylite.matmul(a, b)
    if output_type is not None:
        from .dtypes import _to_ivy

        out = astype_keeping_real(out, _to_ivy(output_type))
    return out


@ivylite.with_unsupported_dtypes(MATMUL_REFUSED, TF)
@TENSORFLOW.function
def einsum(equation: str, *inputs: Any, **kwargs: Any) -> Any:
    """Einstein summation over tensors of one dtype (``"ij,jk->ik"``, ``"...ij->...ji"``).

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.einsum("ij,jk->ik", tf.ones([2, 3]), tf.ones([3, 2]))
    <tf.Tensor: shape=(2, 2), dtype=float32, numpy=
    array([[3., 3.],
           [3., 3.]], dtype=float32)>
    """
    arrays = [convert(x, fn="einsum") for x in inputs]
    for other in arrays[1:]:
        if other._dtype is not arrays[0]._dtype:
            raise mismatch("Einsum", arrays[0]._dtype, other._dtype)
    return ivylite.einsum(equation, *arrays)


@ivylite.with_unsupported_dtypes(MATMUL_REFUSED, TF)
@TENSORFLOW.function
def tensordot(a: Any, b: Any, axes: Any, name: str | None = None) -> Any:
    """Sum of products over ``axes`` (an int: the last n of a with the first n of b;
    or a pair of axis lists).

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.tensordot(tf.ones([2, 3]), tf.ones([3, 4]), 1).shape
    TensorShape([2, 4])
    """
    if not isinstance(a, Array):
        a = convert(a, fn="tensordot")
    a, b = promote(a, b, "Tensordot")
    if isinstance(axes, Array):
        axes = axes.tolist()
    if not isinstance(axes, int):
        first, second = axes
        axes = (
            [first] if isinstance(first, int) else list(first),
            [second] if isinstance(second, int) else list(second),
        )
    return ivylite.tensordot(a, b, axes=axes)


@ivylite.with_unsupported_dtypes({V: ("bool", "unsigned")}, TF)
@TENSORFLOW.function
def norm(
    tensor: Any,
    ord: Any = "euclidean",  # noqa: A002 - TensorFlow's name
    axis: Any = None,
    keepdims: bool | None = None,
    name: str | None = None,
) -> Any:
    """Vector norm (``axis`` None or an int; None flattens) or Frobenius norm (a pair of axes).

    As in TensorFlow, the Euclidean norm of a complex tensor is complex
    (``sqrt(sum(x * conj(x)))``); ``ord`` 1, inf and other p > 0 give real values.
    Signed integers are refused for the Euclidean norm and other p (no
    integer sqrt or pow in TensorFlow) but not for ``ord`` 1 and inf.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.norm(tf.constant([3.0, 4.0]))
    <tf.Tensor: shape=(), dtype=float32, numpy=5.0>
    >>> tf.norm(tf.constant([[3.0, -4.0]]), ord=1, axis=1)
    <tf.Tensor: shape=(1,), dtype=float32, numpy=array([7.], dtype=float32)>
    """
    x = convert(tensor)
    if isinstance(axis, (list, tuple)):
        if len(axis) != 2 or ord not in ("euclidean", "fro"):
            raise ValueError(
                f"norm: for a pair of axes only ord='euclidean' or 'fro' is supported, got {ord!r}"
            )
        axes = tuple(axis)
    elif axis is None:
        axes = tuple(range(x.ndim))
    else:
        axes = (axis,)
    keep = bool(keepdims)
    if x._dtype.kind == "int" and ord not in (1, math.inf):
        # TensorFlow has no integer sqrt or pow kernel
        raise TENSORFLOW.refusal(norm, x._dtype, f"ord={ord!r}")
    if ord in ("euclidean", "fro", 2):
        return ivylite.sqrt(sum_array(ivylite.multiply(x, ivylite.conj(x)), axes, keep))
    if isinstance(ord, (int, float)) and ord > 0:
        m = ivylite.abs(x)
        if ord == math.inf:
            return ivylite.max(m, axis=axes, keepdims=keep)
        if ord == 1:
            return sum_array(m, axes, keep)
        p = sum_array(ivylite.pow(m, scalar(float(ord), m)), axes, keep)
        return ivylite.pow(p, scalar(1.0 / ord, p))
    raise ValueError(f"norm: ord must be 'euclidean', 'fro', inf or a positive number, got {ord!r}")


def _half_to_float32(fn: Any, x: Array) -> Array:
    """``fn`` computed in float32 for float16 inputs, rounded back once."""
    if x._dtype == "float16":
        return astype_keeping_real(fn(astype_keeping_real(x, "float32")), "float16")
    return fn(x)


@ivylite.with_supported_dtypes({V: ("float16", "float32", "float64", "complex")}, TF)
@TENSORFLOW.function
def inv(input: Any, adjoint: bool = False, name: str | None = None) -> Any:  # noqa: A002
    """Inverse of each square matrix in the last two axes.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.linalg.inv(tf.constant([[2.0, 0.0], [0.0, 4.0]]))
    <tf.Tensor: shape=(2, 2), dtype=float32, numpy=
    array([[0.5 , 0.  ],
           [0.  , 0.25]], dtype=float32)>
    """
    x = convert(input)
    _matrix(x, "MatrixInverse", "input")
    out = _half_to_float32(ivylite.linalg.inv, x)
    return _transposed(out, True) if adjoint else out


@ivylite.with_supported_dtypes(DECOMPOSITION_ONLY, TF)
@TENSORFLOW.function
def det(input: Any, name: str | None = None) -> Any:  # noqa: A002
    """Determinant of each square matrix in the last two axes.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.linalg.det(tf.constant([[2.0, 1.0], [1.0, 3.0]]))
    <tf.Tensor: shape=(), dtype=float32, numpy=5.0>
    """
    x = convert(input)
    _matrix(x, "MatrixDeterminant", "input")
    return ivylite.linalg.det(x)


@ivylite.with_unsupported_dtypes({V: ("bool",)}, TF)
@TENSORFLOW.function
def trace(x: Any, name: str | None = None) -> Any:
    """Sum of the main diagonal of the last two axes, in x's dtype.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.linalg.trace(tf.constant([[1, 2], [3, 4]]))
    <tf.Tensor: shape=(), dtype=int32, numpy=5>
    """
    a = convert(x)
    _matrix(a, "Trace", "x")
    return sum_array(ivylite.linalg.diagonal(a), (a.ndim - 2,), False)


@TENSORFLOW.function
def diag_part(
    input: Any,  # noqa: A002
    name: str = "diag_part",
    k: int = 0,
    padding_value: Any = 0,
    align: str = "RIGHT_LEFT",
) -> Any:
    """The ``k``-th diagonal of the last two axes (a single diagonal: ``k`` is an int;
    ``padding_value`` and ``align`` only matter for bands of diagonals).

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.linalg.diag_part(tf.constant([[1, 2], [3, 4]]))
    <tf.Tensor: shape=(2,), dtype=int32, numpy=array([1, 4], dtype=int32)>
    """
    a = convert(input)
    _matrix(a, "MatrixDiagPart", "input")
    if isinstance(k, (list, tuple)):
        raise NotImplementedError(
            "diag_part: a band of diagonals (k as a pair) is not supported by the TensorFlow "
            "frontend; take the diagonals one at a time"
        )
    return ivylite.linalg.diagonal(a, offset=int(k))


@TENSORFLOW.function
def matrix_transpose(a: Any, name: str = "matrix_transpose", conjugate: bool = False) -> Any:
    """Swap the last two axes (conjugating complex values with ``conjugate=True``).

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.linalg.matrix_transpose(tf.constant([[1, 2, 3]])).shape
    TensorShape([3, 1])
    """
    x = convert(a)
    _matrix(x, "matrix_transpose", "a")
    return _transposed(x, conjugate)


@TENSORFLOW.function
def adjoint(matrix: Any, name: str | None = None) -> Any:
    """Conjugate transpose of the last two axes.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.linalg.adjoint(tf.constant([[1 + 2j]]))
    <tf.Tensor: shape=(1, 1), dtype=complex128, numpy=array([[1.-2.j]])>
    """
    x = convert(matrix)
    _matrix(x, "adjoint", "matrix")
    return _transposed(x, True)


@ivylite.with_supported_dtypes(DECOMPOSITION_ONLY, TF)
@TENSORFLOW.function
def cholesky(input: Any, name: str | None = None) -> Any:  # noqa: A002
    """Lower Cholesky factor of each symmetric positive-definite matrix.

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.linalg.cholesky(tf.constant([[4.0, 2.0], [2.0, 2.0]]))
    <tf.Tensor: shape=(2, 2), dtype=float32, numpy=
    array([[2., 0.],
           [1., 1.]], dtype=float32)>
    """
    x = convert(input)
    _matrix(x, "Cholesky", "input")
    return ivylite.linalg.cholesky(x)


@ivylite.with_supported_dtypes(DECOMPOSITION_ONLY, TF)
@TENSORFLOW.function
def solve(matrix: Any, rhs: Any, adjoint: bool = False, name: str | None = None) -> Any:
    """``X`` with ``matrix @ X == rhs`` (rhs is a batch of matrices, not vectors).

    Examples
    --------
    >>> import ivylite.frontends.tensorflow as tf
    >>> tf.linalg.solve(tf.constant([[2.0, 0.0], [0.0, 4.0]]), tf.constant([[2.0], [2.0]]))
    <tf.Tensor: shape=(2, 1), dtype=float32, numpy=
    array([[1. ],
           [0.5]], dtype=float32)>
    """
    if not isinstance(matrix, Array):
        matrix = convert(matrix, fn="solve")
    m, r = promote(matrix, rhs, "MatrixSolve")
    _matrix(m, "MatrixSolve", "matrix")
    _matrix(r, "MatrixSolve", "rhs")
    if adjoint:
        m = _transposed(m, True)
    return ivylite.linalg.solve(m, r)
