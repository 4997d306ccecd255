"""Every function of the TensorFlow frontend against real TensorFlow, for all 15 dtypes,
on every backend.

Each case is written once against TensorFlow's API and run on both modules:
real ``tensorflow`` (the oracle) and ``ivylite.frontends.tensorflow``. Where
TensorFlow raises, the frontend must raise; where it answers, the frontend
must give the same dtype, shape and values (within the dtype's tolerance).
The only declared exceptions are dtypes a backend does not have at all
(:data:`BACKEND_GAPS`): there the frontend must raise ivylite's clear error.
The frontend's dtype declarations are checked against the same measurements.
"""

from __future__ import annotations

import importlib.util
import warnings
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytest

np = pytest.importorskip("numpy")
if importlib.util.find_spec("paddle") is not None:
    # Paddle before TensorFlow, even when the run leaves the paddle backend out
    # (ivylite's tensorflow backend would otherwise import paddle after it: a segfault)
    import paddle  # noqa: F401
tf = pytest.importorskip("tensorflow")

import ivylite  # noqa: E402
import ivylite.frontends.tensorflow as ftf  # noqa: E402
from ivylite.frontends.tensorflow.func_wrapper import TENSORFLOW  # noqa: E402

from ..conftest import TOLERANCE  # noqa: E402

DTYPES = [str(d) for d in ivylite.all_dtypes]
FAILED = object()  # the oracle raised

A = [[1.0, 2.0, 3.0], [0.0, 4.0, 1.0]]
B = [[2.0, 1.0, 3.0], [5.0, 4.0, 1.0]]  # no zeros: a divisor
E = [[2.0, 1.0, 3.0], [1.0, 2.0, 1.0]]  # small exponents: no integer overflow
U = [[0.25, 0.5, 0.0], [0.75, 0.125, 1.0]]  # in [-1, 1]: asin, acos
M = [[2.0, 1.0], [1.0, 3.0]]  # symmetric positive definite
IMG = np.arange(32.0).reshape(1, 4, 4, 2) % 7
KERNEL = (np.arange(16.0).reshape(2, 2, 2, 2) % 3) - 1


def make(mod: Any, values: Any, dtype: str) -> Any:
    """A tensor of ``values`` in ``dtype``, made by ``mod`` (tensorflow or the frontend).

    Unsigned tensors go through int64, whose wrap-around is defined (a negative
    float cast to uint8 is not: backends saturate or wrap)."""
    x = mod.constant(np.asarray(values, dtype=np.float64))
    if dtype.startswith("uint"):
        x = mod.cast(x, mod.int64)
    return mod.cast(x, getattr(mod, dtype))


@dataclass
class Case:
    """``call(mod, *inputs)`` with ``inputs`` made in the swept dtype."""

    call: Callable
    inputs: tuple = (A,)
    fn: Any = None  # the frontend function whose declaration the sweep checks
    fixed: dict = field(default_factory=dict)  # input index -> (values, dtype) not swept

    def args(self, mod: Any, dtype: str) -> list:
        out = []
        for i, values in enumerate(self.inputs):
            if i in self.fixed:
                v, d = self.fixed[i]
                out.append(make(mod, v, d))
            else:
                out.append(make(mod, values, dtype))
        return out


def unary(name: str, values: Any = A, space: str = "") -> Case:
    path = f"{space}.{name}" if space else name

    def call(mod: Any, x: Any) -> Any:
        target = mod
        for part in path.split("."):
            target = getattr(target, part)
        return target(x)

    fn = ftf
    for part in path.split("."):
        fn = getattr(fn, part)
    return Case(call, (values,), fn)


def binary(name: str, first: Any = A, second: Any = B, space: str = "") -> Case:
    ns_f = getattr(ftf, space) if space else ftf
    return Case(
        lambda m, x, y: getattr(getattr(m, space) if space else m, name)(x, y),
        (first, second),
        getattr(ns_f, name),
    )


CASES: dict[str, Case] = {}
# The elementwise functions (tf, tf.math), the binary operations, the reductions along
# an axis and the tf.nn activations are rows of the differential harness
# (tests/frontends/harness/test_tensorflow.py): drawn inputs on every backend,
# gradients against tf.GradientTape, and the same dtype sweep as here.
CASES["math.logical_xor"] = binary("logical_xor", A, B, "math")
CASES["add_n"] = Case(lambda m, x, y: m.add_n([x, y, x]), (A, B), ftf.add_n)
CASES["clip_by_value"] = Case(
    lambda m, x, lo, hi: m.clip_by_value(x, lo, hi), (A, [[1.0]], [[3.0]]), ftf.clip_by_value
)
CASES["cast_to"] = Case(lambda m, x: m.cast(x, "float32"), (U,), ftf.cast)
CASES["cast_from_float32"] = Case(
    lambda m, x, y: m.cast(y, x.dtype), (A, A), None, {1: (A, "float32")}
)
CASES["cast_from_complex"] = Case(
    lambda m, x, y: m.cast(y, x.dtype), (A, A), None, {1: (A, "complex64")}
)

# operators
_OPS = {
    "op_add": lambda m, x, y: x + y, "op_sub": lambda m, x, y: x - y,
    "op_mul": lambda m, x, y: x * y, "op_truediv": lambda m, x, y: x / y,
    "op_floordiv": lambda m, x, y: x // y, "op_mod": lambda m, x, y: x % y,
    "op_lt": lambda m, x, y: x < y, "op_le": lambda m, x, y: x <= y,
    "op_gt": lambda m, x, y: x > y, "op_ge": lambda m, x, y: x >= y,
    "op_eq": lambda m, x, y: x == y, "op_ne": lambda m, x, y: x != y,
    "op_and": lambda m, x, y: x & y, "op_or": lambda m, x, y: x | y, "op_xor": lambda m, x, y: x ^ y,
}  # fmt: skip
for _name, _call in _OPS.items():
    CASES[_name] = Case(_call, (A, B))
CASES["op_mul_bool_int"] = Case(lambda m, x, y: x * y, (A, A), None, {1: (A, "bool")})
CASES["op_rmul_scalar"] = Case(lambda m, x: 2 * x)
CASES["op_rsub_scalar"] = Case(lambda m, x: 5 - x)
CASES["op_rtruediv_scalar"] = Case(lambda m, x: 1 / x, (B,))
CASES["op_pow"] = Case(lambda m, x, y: x**y, (A, E))
CASES["op_matmul"] = Case(lambda m, x, y: x @ m.transpose(y), (A, B))
CASES["op_neg"] = Case(lambda m, x: -x)
CASES["op_abs"] = Case(lambda m, x: abs(x))
CASES["op_invert"] = Case(lambda m, x: ~x)
CASES["op_getitem"] = Case(lambda m, x: x[1, ::-1])

# reductions and sorting
for _name in ["reduce_sum", "reduce_mean", "reduce_max", "reduce_min", "reduce_prod",
              "reduce_all", "reduce_any"]:  # fmt: skip
    CASES[_name + "_all_keepdims"] = Case(
        (lambda n: lambda m, x: getattr(m, n)(x, keepdims=True))(_name), (A,)
    )
CASES["argmax"] = Case(lambda m, x: m.argmax(x), (A,), ftf.argmax)
CASES["argmin_int32"] = Case(
    lambda m, x: m.argmin(x, axis=1, output_type=m.int32), (A,), ftf.argmin
)
CASES["cumsum"] = Case(lambda m, x: m.cumsum(x, axis=1), (A,), ftf.cumsum)
CASES["cumsum_exclusive_reverse"] = Case(
    lambda m, x: m.cumsum(x, axis=1, exclusive=True, reverse=True), (A,)
)
CASES["sort"] = Case(lambda m, x: m.sort(x, direction="DESCENDING"), (A,), ftf.sort)
CASES["argsort"] = Case(
    lambda m, x: m.argsort(x), ([[3.0, 1.0, 3.0], [0.0, 2.0, 2.0]],), ftf.argsort
)
CASES["math.top_k"] = Case(lambda m, x: tuple(m.math.top_k(x, 2)), (B,), ftf.math.top_k)

# manipulation
CASES["reshape"] = Case(lambda m, x: m.reshape(x, [3, -1]), (A,), ftf.reshape)
CASES["transpose"] = Case(lambda m, x: m.transpose(x), (A,), ftf.transpose)
CASES["concat"] = Case(lambda m, x, y: m.concat([x, y], 1), (A, B), ftf.concat)
CASES["stack"] = Case(lambda m, x, y: m.stack([x, y], axis=1), (A, B), ftf.stack)
CASES["unstack"] = Case(lambda m, x: m.unstack(x, axis=1), (A,), ftf.unstack)
CASES["split"] = Case(lambda m, x: m.split(x, [1, -1], axis=1), (A,), ftf.split)
CASES["squeeze"] = Case(lambda m, x: m.squeeze(m.reshape(x, [1, 6, 1]), [0]), (A,), ftf.squeeze)
CASES["expand_dims"] = Case(lambda m, x: m.expand_dims(x, -1), (A,), ftf.expand_dims)
CASES["tile"] = Case(lambda m, x: m.tile(x, [2, 1]), (A,), ftf.tile)
CASES["gather"] = Case(lambda m, x: m.gather(x, [[2, 0], [1, 1]], axis=1), (A,), ftf.gather)
CASES["where"] = Case(
    lambda m, x, y: m.where([[True, False, True], [False, True, False]], x, y), (A, B), ftf.where
)
CASES["where_coordinates"] = Case(lambda m, x: m.where(m.cast(x, "bool")), (A,))
CASES["shape"] = Case(lambda m, x: m.shape(x), (A,), ftf.shape)
CASES["size_rank"] = Case(lambda m, x: (m.size(x, out_type=m.int64), m.rank(x)), (A,))
CASES["identity"] = Case(lambda m, x: m.identity(x), (A,), ftf.identity)
CASES["stop_gradient"] = Case(lambda m, x: m.stop_gradient(x), (A,), ftf.stop_gradient)
CASES["broadcast_to"] = Case(lambda m, x: m.broadcast_to(x, [2, 2, 3]), (A,), ftf.broadcast_to)
CASES["reverse"] = Case(lambda m, x: m.reverse(x, [0, 1]), (A,), ftf.reverse)
CASES["pad"] = Case(lambda m, x: m.pad(x, [[1, 0], [0, 2]]), (A,), ftf.pad)

# creation
CASES["zeros_like"] = Case(lambda m, x: m.zeros_like(x), (A,), ftf.zeros_like)
CASES["ones_like_dtype"] = Case(
    lambda m, x, y: m.ones_like(y, dtype=x.dtype), (A, A), None, {1: (A, "int8")}
)
CASES["zeros"] = Case(lambda m, x: m.zeros([2, 3], x.dtype), (A,))
CASES["ones"] = Case(lambda m, x: m.ones(3, dtype=x.dtype), (A,))
CASES["eye"] = Case(lambda m, x: m.eye(2, 3, batch_shape=[2], dtype=x.dtype), (A,))
CASES["fill"] = Case(lambda m, x: m.fill([2, 2], x[0, 1]), (A,), ftf.fill)
CASES["range"] = Case(lambda m, x: m.range(x[0, 0], x[1, 1], x[0, 0]), (A,), ftf.range)
CASES["linspace"] = Case(lambda m, x: m.linspace(x[1, 0], x[1, 1], 5), (A,), ftf.linspace)
CASES["one_hot_indices"] = Case(lambda m, x: m.one_hot(x, 4), (A,), ftf.one_hot)
CASES["one_hot_dtype"] = Case(lambda m, x: m.one_hot([0, 3, 1], 3, dtype=x.dtype), (A,))
CASES["one_hot_values"] = Case(lambda m, x: m.one_hot([[0, 2]], 3, on_value=x[0, 2], off_value=x[1, 0], axis=1), (A,))  # fmt: skip

# linear algebra
CASES["matmul"] = Case(lambda m, x, y: m.matmul(x, y, transpose_b=True), (A, B), ftf.matmul)
CASES["einsum"] = Case(lambda m, x, y: m.einsum("ij,kj->ik", x, y), (A, B), ftf.einsum)
CASES["tensordot"] = Case(lambda m, x, y: m.tensordot(x, y, [[1], [1]]), (A, B), ftf.tensordot)
# norm's refusals depend on ord (integers work with ord=1): not one declared set
CASES["norm"] = Case(lambda m, x: m.norm(x), (A,))
CASES["norm_ord1_axis"] = Case(lambda m, x: m.norm(x, ord=1, axis=1), (A,))
CASES["linalg.inv"] = Case(lambda m, x: m.linalg.inv(x), (M,), ftf.linalg.inv)
CASES["linalg.det"] = Case(lambda m, x: m.linalg.det(x), (M,), ftf.linalg.det)
CASES["linalg.trace"] = Case(lambda m, x: m.linalg.trace(x), (M,), ftf.linalg.trace)
CASES["linalg.diag_part"] = Case(lambda m, x: m.linalg.diag_part(x), (A,), ftf.linalg.diag_part)
CASES["linalg.matrix_transpose"] = Case(
    lambda m, x: m.linalg.matrix_transpose(x, conjugate=True), (A,), ftf.linalg.matrix_transpose
)
CASES["linalg.adjoint"] = Case(lambda m, x: m.linalg.adjoint(x), (A,), ftf.linalg.adjoint)
CASES["linalg.cholesky"] = Case(lambda m, x: m.linalg.cholesky(x), (M,), ftf.linalg.cholesky)
CASES["linalg.solve"] = Case(
    lambda m, x, y: m.linalg.solve(x, y), (M, [[1.0], [2.0]]), ftf.linalg.solve
)

# tf.nn
CASES["nn.l2_normalize"] = unary("l2_normalize", [[-1.0, 2.0, 3.0], [0.0, -4.0, 1.0]], "nn")
CASES["nn.bias_add"] = Case(
    lambda m, x, b: m.nn.bias_add(x, b), (A, [1.0, 2.0, 3.0]), ftf.nn.bias_add
)
CASES["nn.conv2d"] = Case(
    lambda m, x, w: m.nn.conv2d(x, w, 1, "SAME"), (IMG, KERNEL), ftf.nn.conv2d
)
CASES["nn.max_pool2d"] = Case(
    lambda m, x: m.nn.max_pool2d(x, 3, 2, "SAME"), (IMG,), ftf.nn.max_pool2d
)
CASES["nn.avg_pool2d"] = Case(
    lambda m, x: m.nn.avg_pool2d(x, 3, 2, "SAME"), (IMG,), ftf.nn.avg_pool2d
)
CASES["nn.dropout_rate0"] = Case(lambda m, x: m.nn.dropout(x, 0.0), (A,), ftf.nn.dropout)
CASES["nn.moments"] = Case(lambda m, x: m.nn.moments(x, [1]), (A,), ftf.nn.moments)
CASES["nn.batch_normalization"] = Case(
    lambda m, x, mu, v, o, s: m.nn.batch_normalization(x, mu, v, o, s, 1e-3),
    (A, [1.0, 2.0, 1.0], [1.0, 4.0, 2.0], [0.5, 0.0, 1.0], [2.0, 1.0, 1.0]),
    ftf.nn.batch_normalization,
)
CASES["nn.sparse_softmax_cross_entropy_with_logits"] = Case(
    lambda m, x, lab: m.nn.sparse_softmax_cross_entropy_with_logits(labels=lab, logits=x),
    (A, [2.0, 0.0]),
    ftf.nn.sparse_softmax_cross_entropy_with_logits,
    {1: ([2.0, 0.0], "int32")},
)
CASES["nn.sparse_labels_dtype"] = Case(
    lambda m, lab, x: m.nn.sparse_softmax_cross_entropy_with_logits(labels=lab, logits=x),
    ([2.0, 0.0], A),
    None,
    {1: (A, "float32")},
)
CASES["nn.softmax_cross_entropy_with_logits"] = Case(
    lambda m, y, x: m.nn.softmax_cross_entropy_with_logits(y, x),
    (U, A),
    ftf.nn.softmax_cross_entropy_with_logits,
)


# --- running a case ------------------------------------------------------------------


_REFERENCE: dict[tuple[str, str], Any] = {}


def reference(name: str, dtype: str) -> Any:
    """Real TensorFlow's answer (as NumPy values with dtype names), or FAILED."""
    key = (name, dtype)
    if key not in _REFERENCE:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            try:
                _REFERENCE[key] = _as_numpy(CASES[name].call(tf, *CASES[name].args(tf, dtype)))
            except Exception:  # noqa: BLE001 - any refusal counts
                _REFERENCE[key] = FAILED
    return _REFERENCE[key]


def _as_numpy(out: Any) -> Any:
    if isinstance(out, (list, tuple)):
        return [_as_numpy(o) for o in out]
    if isinstance(out, (bool, np.bool_)) and not hasattr(out, "dtype"):
        return out
    return (np.asarray(out.numpy()), out.dtype.name)


def compare(got: Any, want: Any, ctx: str) -> None:
    if isinstance(want, list):
        assert isinstance(got, (list, tuple)) and len(got) == len(want), f"{ctx}: got {got!r}"
        for g, w in zip(got, want):
            compare(g, w, ctx)
        return
    if isinstance(want, bool):
        assert got is want or (isinstance(got, ftf.Tensor) and bool(got) is want), ctx
        return
    values, dtype = want
    assert isinstance(got, ftf.Tensor), f"{ctx}: got a {type(got).__name__}"
    arr = got.ivy_array
    assert arr.dtype == dtype, f"{ctx}: dtype {arr.dtype} != TensorFlow's {dtype}"
    assert ivylite.as_dtype(arr.data.dtype) == arr.dtype, f"{ctx}: label/data mismatch"
    host = np.asarray(arr)
    assert host.shape == values.shape, f"{ctx}: shape {host.shape} != {values.shape}"
    if dtype == "bfloat16":
        host, values = host.astype(np.float32), values.astype(np.float32)
    tol = TOLERANCE.get(dtype)
    if tol is None:
        np.testing.assert_array_equal(host, values, err_msg=ctx)
    else:
        np.testing.assert_allclose(host, values, rtol=tol, atol=tol, equal_nan=True, err_msg=ctx)


# Dtypes a backend does not have: no frontend function can make arrays of them there.
BACKEND_GAPS = {
    "torch": {"uint16", "uint32", "uint64"},
    "paddle": {"uint16", "uint32", "uint64"},
}


def _involved(case: Case, dtype: str) -> set[str]:
    return {dtype} | {d for _, d in case.fixed.values()}


_ORDER = sorted(CASES)


def swept_dtypes(name: str, backend: str) -> list[str]:
    """All 15 dtypes; on JAX, which compiles every op anew for each dtype and shape
    (tens of ms each here: minutes for the whole sweep), one dtype that rotates
    over the cases, so that every dtype still runs through the frontend on JAX."""
    if backend != "jax":
        return DTYPES
    return [DTYPES[_ORDER.index(name) % len(DTYPES)]]


@pytest.mark.parametrize("name", _ORDER)
def test_function_matches_tensorflow(name: str, backend: str) -> None:
    case = CASES[name]
    gaps = BACKEND_GAPS.get(backend, set())
    for dtype in swept_dtypes(name, backend):
        want = reference(name, dtype)
        ctx = f"{name}[{dtype}] on {backend}"
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                got = case.call(ftf, *case.args(ftf, dtype))
        except Exception as e:  # noqa: BLE001 - compared with the oracle below
            if want is FAILED:
                continue
            if _involved(case, dtype) & gaps:
                # declared: the backend lacks the dtype; the error must say so
                assert isinstance(e, (ivylite.UnsupportedDtypeError, AttributeError)), ctx
                assert backend in str(e), f"{ctx}: unclear error {e}"
                continue
            raise AssertionError(f"{ctx}: TensorFlow answers, the frontend raised {e!r}") from e
        assert want is not FAILED, f"{ctx}: TensorFlow raises, the frontend answered {got!r}"
        compare(got, want, ctx)


_DECLARED = {name: case for name, case in CASES.items() if case.fn is not None}


@pytest.mark.parametrize("name", sorted(_DECLARED))
def test_declared_dtypes_are_tensorflows(name: str) -> None:
    """A function refuses exactly the dtypes TensorFlow refuses, and says so through
    ``ivylite.function_unsupported_dtypes``."""
    case = _DECLARED[name]
    failing = {d for d in DTYPES if reference(name, d) is FAILED}
    refused = {str(d) for d in TENSORFLOW.refused(case.fn)}
    assert refused == failing, (
        f"{name}: declared {sorted(refused)}, TensorFlow refuses {sorted(failing)}"
    )
    with ivylite.using_backend("numpy"):
        reported = {str(d) for d in ivylite.function_unsupported_dtypes(case.fn)}
    assert refused <= reported, f"{name}: function_unsupported_dtypes misses {refused - reported}"


def test_refusal_names_function_dtype_and_framework() -> None:
    with pytest.raises(
        ivylite.UnsupportedDtypeError, match=r"tf\.sin does not support int32 in tensorflow 2\.21"
    ):
        ftf.sin(ftf.constant([1, 2]))
    with pytest.raises(TypeError):  # UnsupportedDtypeError is a TypeError, as TF's refusal
        ftf.nn.softmax(ftf.constant([1, 2]))
