"""Every torch frontend function against real torch, for all 15 dtypes, on every
installed backend: the same dtype and values where torch computes, an error
where torch raises, and support declarations that say exactly where torch
raises.

Dtypes a backend cannot hold (uint16/32/64 on the torch and paddle backends)
are left out of the per-backend comparison; test_torch_frontend.py proves the
clear error creating them gives.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import ivylite
import ivylite.frontends.torch as X
import ivylite.frontends.torch.nn.functional as XF
from tests.frontends.test_torch_frontend import DTYPES, assert_like_torch, make, outcome

torch = pytest.importorskip("torch")
pytestmark = pytest.mark.filterwarnings("ignore::RuntimeWarning", "ignore::UserWarning")
TF = torch.nn.functional


def _i64(m: Any, data: Any) -> Any:
    return m.tensor(data, dtype=m.int64)


# case -> (call(m, F, x, y) with x, y tensors of the dtype under test, the frontend
# function whose support declaration must list exactly the dtypes torch refuses (or
# None where the case is not about one function's dtypes), tolerance override)
Case = tuple[Callable[..., Any], Any, Any]
CASES: dict[str, Case] = {}


def case(
    name: str, call: Callable[..., Any], declared: Any = "auto", tol: float | None = None
) -> None:
    CASES[name] = (call, declared, tol)


# The elementwise functions, the binary operations, the activations and most
# reductions are rows of the differential harness (tests/frontends/harness/test_torch.py):
# drawn inputs on every backend, gradients, and the same dtype sweep as here.
case("round_decimals", lambda m, F, x, y: m.round(x, decimals=1), None)
case("div_trunc", lambda m, F, x, y: m.div(x, y, rounding_mode="trunc"), None)
case("div_floor", lambda m, F, x, y: m.div(x, y, rounding_mode="floor"), None)
case("float_power", lambda m, F, x, y: m.float_power(x, 2))
case("clamp", lambda m, F, x, y: m.clamp(x, min=y[0], max=y[1]), None)
case("clamp_scalar", lambda m, F, x, y: m.clamp(x, min=0, max=2), None)
case("lerp", lambda m, F, x, y: m.lerp(x, y, 0.25))
case("where", lambda m, F, x, y: m.where(x != 0, x, y), None)

# reductions
case("sum_dtype", lambda m, F, x, y: m.sum(x, 0, dtype=m.float64), None)
case("nansum", lambda m, F, x, y: m.nansum(x, 0))
case("nanmean", lambda m, F, x, y: m.nanmean(x, 1))
case("max", lambda m, F, x, y: m.max(x))
case("max_dim", lambda m, F, x, y: m.max(x, dim=1), None)
case("min_dim", lambda m, F, x, y: m.min(x, 0, keepdim=True), None)
case("max_other", lambda m, F, x, y: m.max(x, y), None)
case("amin", lambda m, F, x, y: m.amin(x, dim=1))
case("aminmax", lambda m, F, x, y: m.aminmax(x, dim=0))
case("argmax", lambda m, F, x, y: m.argmax(x))
case("argmin_dim", lambda m, F, x, y: m.argmin(x, dim=1, keepdim=True), None)
case("std", lambda m, F, x, y: m.std(x))
case("var_unbiased", lambda m, F, x, y: m.var(x, 0, False, True), None)
case("std_mean", lambda m, F, x, y: m.std_mean(x, dim=0))
case("var_mean", lambda m, F, x, y: m.var_mean(x, dim=1, correction=2))
case("all", lambda m, F, x, y: m.all(x))
case("any_dim", lambda m, F, x, y: m.any(x, dim=1), None)
case("sort", lambda m, F, x, y: m.sort(x, dim=1))
case("sort_desc", lambda m, F, x, y: m.sort(x, dim=0, descending=True), None)
case("argsort", lambda m, F, x, y: m.argsort(x, dim=1, descending=True))
case("topk", lambda m, F, x, y: m.topk(x, 2, dim=1))

# shapes, joins, indexing
case("cat", lambda m, F, x, y: m.cat([x, y], dim=1))
case("stack", lambda m, F, x, y: m.stack([x, y], dim=-1))
case("hstack", lambda m, F, x, y: m.hstack([x, y]))
case("vstack", lambda m, F, x, y: m.vstack([x[0], y[1]]))
case("reshape", lambda m, F, x, y: m.reshape(x, (3, -1)))
case("permute", lambda m, F, x, y: m.permute(m.unsqueeze(x, 0), (2, 0, 1)))
case("transpose", lambda m, F, x, y: m.transpose(x, 0, 1))
case("squeeze", lambda m, F, x, y: m.squeeze(m.unsqueeze(x, 1)))
case("flatten", lambda m, F, x, y: m.flatten(m.stack([x, y]), 1))
case("unflatten", lambda m, F, x, y: m.unflatten(x, 1, (3, 1)))
case("split", lambda m, F, x, y: m.split(x, 2, dim=1))
case("split_sizes", lambda m, F, x, y: m.split(x, [1, 2], dim=1), None)
case("chunk", lambda m, F, x, y: m.chunk(x, 2, dim=1))
case("unbind", lambda m, F, x, y: m.unbind(x, 1))
case("flip", lambda m, F, x, y: m.flip(x, [0, 1]))
case("roll", lambda m, F, x, y: m.roll(x, 1, 1))
case("roll_flat", lambda m, F, x, y: m.roll(x, -2), None)
case("movedim", lambda m, F, x, y: m.movedim(m.unsqueeze(x, 0), 0, -1))
case("narrow", lambda m, F, x, y: m.narrow(x, 1, 1, 2))
case("select", lambda m, F, x, y: m.select(x, 1, -1))
case("index_select", lambda m, F, x, y: m.index_select(x, 1, _i64(m, [2, 0, 2])))
case("gather", lambda m, F, x, y: m.gather(x, 1, _i64(m, [[0, 0], [2, 1]])))
case("take", lambda m, F, x, y: m.take(x, _i64(m, [[5, 0]])))
case("masked_fill", lambda m, F, x, y: m.masked_fill(x, x == y, 7))
case("masked_select", lambda m, F, x, y: m.masked_select(x, m.tensor([True, False, True])))
case("nonzero", lambda m, F, x, y: m.nonzero(x))
case("nonzero_tuple", lambda m, F, x, y: m.nonzero(x, as_tuple=True), None)
case("argwhere", lambda m, F, x, y: m.argwhere(x))
case("tile", lambda m, F, x, y: m.tile(x, (2, 1, 2)))
case("repeat_interleave", lambda m, F, x, y: m.repeat_interleave(x, 2, dim=0))
case("broadcast_to", lambda m, F, x, y: m.broadcast_to(x[0], (2, 3)))
case("tril", lambda m, F, x, y: m.tril(x, -1))
case("triu", lambda m, F, x, y: m.triu(x, 1))
case("diag", lambda m, F, x, y: m.diag(x))
case("diag_1d", lambda m, F, x, y: m.diag(x[0], 1), None)
case("diagonal", lambda m, F, x, y: m.diagonal(m.stack([x, y]), 1, 1, 2))
case("trace", lambda m, F, x, y: m.trace(x))
case("norm", lambda m, F, x, y: m.norm(x, dim=1))
case("norm_p", lambda m, F, x, y: x.norm(p=1), None)
case("norm_nuc", lambda m, F, x, y: m.norm(x, p="nuc"), None)
case("meshgrid", lambda m, F, x, y: m.meshgrid(x[0], y[1], indexing="xy"), None)

# products
case("matmul", lambda m, F, x, y: m.matmul(x, y.T))
case("mm", lambda m, F, x, y: m.mm(x.T, y))
case("bmm", lambda m, F, x, y: m.bmm(m.stack([x, y]), m.stack([y.T, x.T])))
case("mv", lambda m, F, x, y: m.mv(x, y[0]))
case("dot", lambda m, F, x, y: m.dot(x[0], y[1]))
case("inner", lambda m, F, x, y: m.inner(x, y))
case("einsum", lambda m, F, x, y: m.einsum("ij,kj->ik", x, y))
case("einsum_list", lambda m, F, x, y: m.einsum("ij,ij->j", [x, y]), None)
case("tensordot", lambda m, F, x, y: m.tensordot(x, y, dims=([1], [1])))

# nn.functional
case("softmax", lambda m, F, x, y: m.softmax(x, 1))
case("softmax_dtype", lambda m, F, x, y: m.softmax(x, 1, dtype=m.float64), None)
case("F.linear", lambda m, F, x, y: F.linear(x, y, y[:, 0]))
case(
    "F.conv1d", lambda m, F, x, y: F.conv1d(m.unsqueeze(x, 0), y[:, :2].reshape(1, 2, 2), padding=1)
)
case(
    "F.conv2d",
    lambda m, F, x, y: F.conv2d(x.reshape(1, 1, 2, 3), y[:, :2].reshape(2, 1, 1, 2), y[0, :2]),
)
case("F.max_pool2d", lambda m, F, x, y: F.max_pool2d(x.reshape(1, 2, 3), (2, 2), stride=1))
case("F.avg_pool2d", lambda m, F, x, y: F.avg_pool2d(x.reshape(1, 1, 2, 3), 2, stride=1, padding=1))
case("F.layer_norm", lambda m, F, x, y: F.layer_norm(x, (3,), y[0], y[1]))
case("F.batch_norm", lambda m, F, x, y: F.batch_norm(x, y[0], y[1] * y[1] + 1, y[0], y[1]), None)
case("F.dropout_eval", lambda m, F, x, y: F.dropout(x, 0.3, training=False), None)
case(
    "F.embedding",
    lambda m, F, x, y: F.embedding(x[1:, :2], m.arange(0.0, 12.0).reshape(6, 2)),
    None,
)
case("F.embedding_weight", lambda m, F, x, y: F.embedding(_i64(m, [[0, 1]]), x), None)
case("F.one_hot", lambda m, F, x, y: F.one_hot(x.abs(), 6), None)
case("F.normalize", lambda m, F, x, y: F.normalize(x, dim=0))
case("F.cross_entropy", lambda m, F, x, y: F.cross_entropy(x, _i64(m, [2, 0])))
case("F.cross_entropy_probs", lambda m, F, x, y: F.cross_entropy(x, F.softmax(y, 1)), None)
case("F.nll_loss", lambda m, F, x, y: F.nll_loss(x, _i64(m, [1, 2]), reduction="sum"))
case("F.mse_loss", lambda m, F, x, y: F.mse_loss(x, y))
case("F.l1_loss", lambda m, F, x, y: F.l1_loss(x, y, reduction="none"))
case(
    "F.binary_cross_entropy",
    lambda m, F, x, y: F.binary_cross_entropy(m.sigmoid(x), m.sigmoid(y)),
    None,
)
case("F.bce_with_logits", lambda m, F, x, y: F.binary_cross_entropy_with_logits(x, y), None)

# linalg (square inputs built from the (2, 3) test values)
case("linalg.inv", lambda m, F, x, y: m.linalg.inv(m.mm(x, x.T) + m.eye(2, dtype=x.dtype)), None)
case("linalg.det", lambda m, F, x, y: m.linalg.det(x[:, :2]))
case(
    "linalg.solve",
    lambda m, F, x, y: m.linalg.solve(m.mm(x, x.T) + m.eye(2, dtype=x.dtype), y[:, 0]),
    None,
)
case("linalg.vector_norm", lambda m, F, x, y: m.linalg.vector_norm(x, ord=1, dim=1))
case("linalg.matrix_norm", lambda m, F, x, y: m.linalg.matrix_norm(x))
case("linalg.norm", lambda m, F, x, y: m.linalg.norm(x))
case(
    "linalg.cholesky",
    lambda m, F, x, y: m.linalg.cholesky(m.mm(x, x.conj().T) + m.eye(2, dtype=x.dtype)),
    None,
)
case("linalg.eigvalsh", lambda m, F, x, y: m.linalg.eigvalsh(m.mm(x, x.T)), None)
case("linalg.svdvals", lambda m, F, x, y: m.linalg.svdvals(x))

# creation from a tensor
case("zeros_like", lambda m, F, x, y: m.zeros_like(x))
case("ones_like", lambda m, F, x, y: m.ones_like(x))
case("full_like", lambda m, F, x, y: m.full_like(x, 2.7))
case("empty_like_shape", lambda m, F, x, y: m.empty_like(x).shape, None)
case("tensor_from_tensor", lambda m, F, x, y: m.tensor(x.tolist(), dtype=x.dtype), None)
case("as_tensor", lambda m, F, x, y: m.as_tensor(x, dtype=m.float64))


def _frontend_fn(name: str) -> Any:
    obj: Any = XF if name.startswith("F.") else X
    for part in name.removeprefix("F.").split("."):
        obj = getattr(obj, part)
    return obj


# Real torch's outcome per (case, dtype), computed once for all backends.
_TORCH: dict[tuple[str, str], Any] = {}


def _torch_outcome(name: str, dtype: str) -> Any:
    key = (name, dtype)
    if key not in _TORCH:
        call = CASES[name][0]
        _TORCH[key] = outcome(
            lambda: call(torch, TF, make(torch, dtype), make(torch, dtype, other=True))
        )
    return _TORCH[key]


# The full dtype sweep runs on NumPy; the other backends take dtypes of every
# kind: JAX compiles each operation anew per dtype and shape (~50 ms here), and
# the frontend's dtype logic is the same on every backend (ivylite's own tests
# check that the backends agree dtype by dtype).
SWEEP = {
    "numpy": tuple(DTYPES),
    "jax": ("int64", "float32"),
    "torch": ("bool", "int8", "uint8", "int64", "float16", "bfloat16", "float32", "complex64"),
    "tensorflow": ("bool", "int16", "uint8", "int64", "float16", "float64", "complex128"),
    "paddle": ("bool", "int32", "uint8", "int64", "bfloat16", "float32", "complex64"),
    "dask": ("bool", "int16", "uint8", "int64", "bfloat16", "float32", "complex128"),
}


@pytest.mark.parametrize("name", list(CASES))
def test_function_matches_torch(name: str, backend: str) -> None:
    call, _, tol = CASES[name]
    valid = ivylite.current_backend().valid_dtypes
    for dtype in SWEEP[backend]:
        if dtype not in valid:
            continue
        want = _torch_outcome(name, dtype)
        got = outcome(lambda d=dtype: call(X, XF, make(X, d), make(X, d, other=True)))
        context = f"{name}({dtype}) on {backend}"
        if isinstance(want, Exception):
            assert isinstance(got, Exception), (
                f"{context}: torch raises {want!r}, the frontend gives {got!r}"
            )
            assert isinstance(got, (TypeError, RuntimeError, ValueError, IndexError)), (
                f"{context}: {got!r}"
            )
        else:
            assert not isinstance(got, Exception), (
                f"{context}: torch computes, the frontend raises {got!r}"
            )
            assert_like_torch(got, want, context, tol)


_DECLARED = [n for n, (_, declared, _) in CASES.items() if declared == "auto"]


@pytest.mark.parametrize("name", _DECLARED)
def test_declared_dtypes_are_where_torch_refuses(name: str) -> None:
    """``function_unsupported_dtypes`` reports exactly the dtypes torch refuses,
    and the frontend refuses each with the declared error."""
    fn = _frontend_fn(name)
    # a frontend function reports its declaration, whether or not the walk recurses
    declared = set(ivylite.function_unsupported_dtypes(fn, backend="numpy"))
    assert declared == set(ivylite.function_unsupported_dtypes(fn, recurse=False, backend="numpy"))
    refused = {d for d in DTYPES if isinstance(_torch_outcome(name, d), Exception)}
    assert declared == refused, (
        f"{name}: declared unsupported {sorted(declared)}, torch refuses {sorted(refused)}"
    )
    call = CASES[name][0]
    public = re.escape("torch." + name.replace("F.", "nn.functional."))
    with ivylite.using_backend("numpy"):
        for d in sorted(declared):
            with pytest.raises(TypeError, match=rf"{public} does not support {d}"):
                call(X, XF, make(X, d), make(X, d, other=True))


SPD = np.array([[4.0, 1.0, 2.0], [1.0, 3.0, 0.0], [2.0, 0.0, 5.0]])
RECT = np.array([[1.0, 2.0], [3.0, -1.0], [0.5, 4.0]])


def _linalg_values(m: Any, d: str) -> list:
    a = m.tensor(SPD).to(getattr(m, d))
    r = m.tensor(RECT).to(getattr(m, d))
    out = [
        m.linalg.eigh(a).eigenvalues, m.linalg.eigvalsh(a, UPLO="U"), m.linalg.svd(r).S,
        m.linalg.svdvals(r), m.linalg.slogdet(a).sign, m.linalg.slogdet(a).logabsdet,
        m.linalg.det(a), m.linalg.inv(a), m.linalg.pinv(r), m.linalg.matrix_rank(r),
        m.linalg.cholesky(a), m.linalg.cholesky(a, upper=True), m.linalg.solve(a, r),
        m.linalg.solve(a, r.T, left=False), m.linalg.norm(r), m.linalg.norm(r, ord="nuc"),
        m.linalg.norm(r[:, 0], ord=float("inf")), m.linalg.matrix_norm(r, ord=1),
        m.linalg.matrix_norm(a, ord=2), m.linalg.vector_norm(r, ord=3, dim=0, keepdim=True),
        m.linalg.matmul(a, r),
    ]  # fmt: skip
    # decompositions whose factors are defined up to signs: compare what they rebuild
    q, rr = m.linalg.qr(r)
    u, s, vh = m.linalg.svd(r, full_matrices=False)
    w, v = m.linalg.eigh(a)
    out += [q @ rr, (u * s) @ vh, (v * w) @ v.T, m.triu(rr) - rr]
    return out


def test_linalg_matches_torch(backend: str) -> None:
    # float64 everywhere but on JAX, which compiles each of these anew per dtype
    for d in ("float32",) if backend == "jax" else ("float32", "float64"):
        tol = 1e-4 if d == "float32" else 1e-10
        assert_like_torch(
            _linalg_values(X, d), _linalg_values(torch, d), f"linalg {d} on {backend}", tol
        )


def test_recursive_support_query_includes_the_declaration() -> None:
    """The default (recursive) query adds what the ivylite functions inside
    lack; the declaration is always part of it."""
    for fn, declared in (
        (X.abs, {"bool"}),
        (XF.one_hot, {"int32", "float32"}),
        (X.linalg.inv, {"float16"}),
    ):
        found = set(ivylite.function_unsupported_dtypes(fn, backend="numpy"))
        assert declared <= found, (fn.__name__, declared, found)


def test_public_names_have_docs_examples_and_type_hints() -> None:
    import inspect

    for module in (X, XF, X.linalg):
        for name in module.__all__:
            obj = getattr(module, name)
            if not callable(obj) or isinstance(obj, type) and name in ("dtype",):
                continue
            doc = inspect.getdoc(obj) or ""
            assert "Examples" in doc, f"{module.__name__}.{name} has no Examples section"
            if inspect.isfunction(obj):
                hints = inspect.signature(obj).return_annotation
                assert hints is not inspect.Signature.empty, (
                    f"{module.__name__}.{name} has no type hints"
                )


_REDUCTIONS = {
    "sum": lambda m, x, dim, keep: m.sum(x, dim=dim, keepdim=keep),
    "mean": lambda m, x, dim, keep: x.mean(dim, keep),
    "prod": lambda m, x, dim, keep: m.prod(x, dim, keepdim=keep),
    "max": lambda m, x, dim, keep: m.max(x, dim, keep),
    "amin": lambda m, x, dim, keep: m.amin(x, dim, keep),
    "argmax": lambda m, x, dim, keep: m.argmax(x, dim, keep),
    "std": lambda m, x, dim, keep: m.std(x, dim, keepdim=keep, correction=0),
    "var": lambda m, x, dim, keep: x.var(dim, keepdim=keep),
    "logsumexp": lambda m, x, dim, keep: m.logsumexp(x, dim, keep),
    "softmax": lambda m, x, dim, keep: m.softmax(x, dim),
    "log_softmax": lambda m, x, dim, keep: x.log_softmax(dim),
    "cumsum": lambda m, x, dim, keep: m.cumsum(x, dim),
    "all": lambda m, x, dim, keep: (x > 0).all(dim, keep),
    "sort": lambda m, x, dim, keep: m.sort(x, dim, descending=keep),
}


@given(
    name=st.sampled_from(sorted(_REDUCTIONS)),
    shape=st.sampled_from([(5,), (2, 3), (2, 3, 4)]),
    data=st.data(),
    keep=st.booleans(),
    dtype=st.sampled_from(["float32", "float64"]),
)
@settings(
    max_examples=20, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
def test_reductions_on_random_values(
    backend: str, name: str, shape: tuple, data: Any, keep: bool, dtype: str
) -> None:
    values = np.asarray(
        data.draw(
            st.lists(
                st.floats(-4, 4, width=32),
                min_size=int(np.prod(shape)),
                max_size=int(np.prod(shape)),
            )
        )
    ).reshape(shape)
    # distinct values: argmax and sort have one right answer then
    values = values + np.arange(values.size).reshape(shape) * 1e-3
    dim = data.draw(st.integers(-len(shape), len(shape) - 1))
    call = _REDUCTIONS[name]
    want = call(torch, torch.tensor(values).to(getattr(torch, dtype)), dim, keep)
    got = call(X, X.tensor(values).to(getattr(X, dtype)), dim, keep)
    assert_like_torch(
        got, want, f"{name} dim={dim} on {backend}", tol=1e-5 if dtype == "float32" else 1e-10
    )
