"""Linear algebra on every backend: the main namespace's tensordot/vecdot/matmul/
matrix_transpose and the linalg extension.

Oracles: the NumPy backend (every dtype, same dtype and values) and
array_api_strict (the standard's shapes and values, on random inputs). For
factorizations that are not unique (eigenvectors, singular vectors, QR signs)
the reconstruction and the unique parts are checked instead.
"""

from __future__ import annotations

import math

import array_api_strict as xp
import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import ivylite
from ivylite import UnsupportedDtypeError
from ivylite.dtypes import numpy_dtype

from .conftest import TOLERANCE, assert_same, to_host

DTYPES = [str(d) for d in ivylite.all_dtypes]
FLOATS = ["bfloat16", "float16", "float32", "float64", "complex64", "complex128"]
NP = ivylite.backend("numpy")
L = ivylite.linalg
SETTINGS = settings(
    max_examples=8, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)

STANDARD = {
    "cholesky", "cross", "det", "diagonal", "eigh", "eigvalsh", "inv", "matmul", "matrix_norm",
    "matrix_power", "matrix_rank", "matrix_transpose", "outer", "pinv", "qr", "slogdet", "solve",
    "svd", "svdvals", "tensordot", "trace", "vecdot", "vector_norm",
}  # fmt: skip


def spd(dtype: str, batch: tuple = (), n: int = 3, seed: int = 0) -> np.ndarray:
    """A well-conditioned Hermitian positive-definite stack (integers: small entries)."""
    rng = np.random.default_rng(seed)
    kind = ivylite.Dtype(dtype).kind
    if kind in ("int", "uint", "bool"):
        m = rng.integers(0, 3, size=(*batch, n, n))
        return (m + np.swapaxes(m, -1, -2) + 3 * np.eye(n, dtype=int)).astype(numpy_dtype(dtype))
    a = rng.normal(size=(*batch, n, n))
    if kind == "complex":
        a = a + 1j * rng.normal(size=(*batch, n, n))
    h = a @ np.conj(np.swapaxes(a, -1, -2)) / n + 2 * np.eye(n)
    return h.astype(numpy_dtype(dtype))


def general(dtype: str, shape: tuple, seed: int = 1) -> np.ndarray:
    rng = np.random.default_rng(seed)
    kind = ivylite.Dtype(dtype).kind
    if kind == "bool":
        return rng.integers(0, 2, size=shape).astype(bool)
    if kind in ("int", "uint"):
        return rng.integers(0, 4, size=shape).astype(numpy_dtype(dtype))
    a = rng.normal(size=shape)
    if kind == "complex":
        a = a + 1j * rng.normal(size=shape)
    return a.astype(numpy_dtype(dtype))


def on(ns, name: str):
    return getattr(ns, name if "." in name or name in ("tensordot", "vecdot") else f"linalg.{name}")


def run(ns, name, *args, **kwargs):
    """Call a function of backend namespace ``ns`` with NumPy inputs converted."""
    try:
        arrays = [ns.asarray(a) if isinstance(a, np.ndarray) else a for a in args]
    except UnsupportedDtypeError as e:
        assert "is not a valid dtype on the" in str(e)
        return e
    try:
        return on(ns, name)(*arrays, **kwargs)
    except UnsupportedDtypeError as e:
        return e


def compare(result, reference, context):
    if isinstance(result, UnsupportedDtypeError):
        message = str(result)
        assert any(m in message for m in ("is not a valid dtype on the", "does not support",
                                          "cannot hold")), message  # fmt: skip
        held = "not a valid dtype" in message or "cannot hold" in message  # the result dtype
        assert isinstance(reference, UnsupportedDtypeError) or held, (
            f"{context}: refused here ({message}) but NumPy computes it"
        )
        return
    assert not isinstance(reference, Exception), f"{context}: NumPy refuses ({reference})"
    assert_same(result, reference, context)


# --- every dtype, every backend: the same dtype and values as the NumPy backend -------

CALLS = {
    # name: (inputs(dtype), kwargs)
    "tensordot": (lambda d: (general(d, (2, 3, 4)), general(d, (4, 3, 2), 2)), {"axes": ([1, 2], [1, 0])}),
    "vecdot": (lambda d: (general(d, (2, 1, 3)), general(d, (4, 3), 2)), {"axis": -1}),
    "cross": (lambda d: (general(d, (2, 3, 4)), general(d, (3, 1), 2)), {"axis": -2}),
    "outer": (lambda d: (general(d, (3,)), general(d, (4,), 2)), {}),
    "diagonal": (lambda d: (general(d, (2, 3, 4)),), {"offset": 1}),
    "trace": (lambda d: (general(d, (2, 4, 3)),), {"offset": -1}),
    "matrix_power": (lambda d: (general(d, (2, 3, 3)), 3), {}),
    "cholesky": (lambda d: (spd(d, (2,)),), {"upper": True}),
    "det": (lambda d: (spd(d, (2,)),), {}),
    "inv": (lambda d: (spd(d, (2,)),), {}),
    "eigvalsh": (lambda d: (spd(d, (2,)),), {}),
    "svdvals": (lambda d: (general(d, (2, 4, 3)),), {}),
    "matrix_rank": (lambda d: (spd(d, (2,)),), {}),
    "pinv": (lambda d: (spd(d, (2,)),), {}),
    "solve": (lambda d: (spd(d, (2,)), general(d, (3, 2))), {}),
    "matrix_norm": (lambda d: (general(d, (2, 3, 4)),), {"ord": "fro", "keepdims": True}),
    "vector_norm": (lambda d: (general(d, (2, 3, 4)),), {"axis": (0, 2), "ord": 3}),
}  # fmt: skip


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("fn", sorted(CALLS))
def test_every_dtype_agrees_with_numpy(backend, fn, dtype):
    inputs, kwargs = CALLS[fn]
    args = inputs(dtype)
    ns = ivylite.backend(backend)
    compare(run(ns, fn, *args, **kwargs), run(NP, fn, *args, **kwargs), f"{fn}({dtype})")


@pytest.mark.parametrize("dtype", DTYPES)
def test_dtype_rules(backend, dtype):
    """Floating-only functions refuse integers and bool; norms of complex are real;
    matrix_rank is int64; trace accumulates like sum."""
    kind = ivylite.Dtype(dtype).kind
    if dtype in ivylite.invalid_dtypes:
        pytest.skip(f"{dtype} is not valid on {backend}")
    x = ivylite.asarray(spd(dtype))
    real = {"complex64": "float32", "complex128": "float64"}.get(dtype, dtype)
    if kind in ("int", "uint", "bool"):
        with pytest.raises(UnsupportedDtypeError, match="linalg.det does not support"):
            L.det(x)
    else:
        assert L.vector_norm(x).dtype == real
        assert L.matrix_norm(x, ord="nuc").dtype == real
        assert L.svdvals(x).dtype == real
        assert L.eigh(x).eigenvalues.dtype == real
        assert L.eigh(x).eigenvectors.dtype == dtype
        sign, logabs = L.slogdet(x)
        assert (sign.dtype, logabs.dtype) == (dtype, real)
        assert L.matrix_rank(x).dtype == "int64"
        assert int(L.matrix_rank(x)) == 3
    if kind != "bool":
        expected = {"int": "int32", "uint": "uint32"}.get(kind, dtype)
        if dtype in ("int64", "uint64"):
            expected = dtype
        if expected in ivylite.valid_dtypes:
            assert L.trace(x).dtype == expected
        explicit = "complex128" if kind == "complex" else "int64"
        assert L.trace(x, dtype=explicit).dtype == explicit


# --- array_api_strict as the oracle of the standard's semantics ----------------------


def strict(a: np.ndarray):
    return xp.asarray(a)


def close(result, expected, dtype, context):
    got, want = to_host(result), np.asarray(expected)
    assert got.shape == want.shape, f"{context}: shape {got.shape} != {want.shape}"
    tol = max(TOLERANCE.get(str(dtype), 0), 1e-9)
    np.testing.assert_allclose(got, want, rtol=tol * 100, atol=tol * 100, err_msg=context)


matrices = hnp.arrays(
    np.float64,
    st.tuples(st.integers(0, 2), st.integers(1, 4), st.integers(1, 4)).map(
        lambda s: s[1:] if s[0] == 0 else s
    ),
    elements=st.floats(-4, 4, allow_nan=False).map(lambda v: round(v, 2)),
)


@SETTINGS
@given(a=matrices, ord=st.sampled_from(["fro", "nuc", 1, -1, 2, -2, math.inf, -math.inf]))
def test_matrix_norm_matches_array_api_strict(backend, a, ord):
    want = xp.linalg.matrix_norm(strict(a), ord=ord, keepdims=True)
    got = L.matrix_norm(ivylite.asarray(a), ord=ord, keepdims=True)
    assert got.dtype == "float64"
    close(got, np.asarray(want), "float64", f"matrix_norm(ord={ord})")


@SETTINGS
@given(
    a=hnp.arrays(np.float64, hnp.array_shapes(min_dims=1, max_dims=3, max_side=4),
                 elements=st.floats(-10, 10, allow_nan=False, allow_subnormal=False)),
    ord=st.sampled_from([2, 1, 0, 3, 0.5, -1, math.inf, -math.inf]),
    keepdims=st.booleans(),
)  # fmt: skip
def test_vector_norm_matches_array_api_strict(backend, a, ord, keepdims):
    # No subnormals: XLA on CPU flushes them to zero (JAX's 5e-324 != 0 is False).
    axis = tuple(range(a.ndim))[-2:] if a.ndim > 1 else None
    want = xp.linalg.vector_norm(strict(a), axis=axis, keepdims=keepdims, ord=ord)
    got = L.vector_norm(ivylite.asarray(a), axis=axis, keepdims=keepdims, ord=ord)
    with np.errstate(all="ignore"):
        close(got, np.asarray(want), "float64", f"vector_norm(ord={ord})")


@SETTINGS
@given(a=matrices, offset=st.integers(-3, 3))
def test_trace_and_diagonal_match_array_api_strict(backend, a, offset):
    close(L.diagonal(ivylite.asarray(a), offset=offset),
          np.asarray(xp.linalg.diagonal(strict(a), offset=offset)), "float64", "diagonal")  # fmt: skip
    close(L.trace(ivylite.asarray(a), offset=offset),
          np.asarray(xp.linalg.trace(strict(a), offset=offset)), "float64", "trace")  # fmt: skip


@SETTINGS
@given(
    batch=st.sampled_from([(), (2,), (2, 1)]),
    n=st.integers(1, 4),
    seed=st.integers(0, 2**16),
    vector_rhs=st.booleans(),
)
def test_square_functions_match_array_api_strict(backend, batch, n, seed, vector_rhs):
    a = spd("float64", batch, n, seed)
    x = ivylite.asarray(a)
    s = strict(a)
    for name in ("det", "inv", "eigvalsh", "svdvals", "pinv", "cholesky"):
        close(getattr(L, name)(x), np.asarray(getattr(xp.linalg, name)(s)), "float64", name)
    sign, logabs = L.slogdet(x)
    want = xp.linalg.slogdet(s)
    close(sign, np.asarray(want.sign), "float64", "slogdet sign")
    close(logabs, np.asarray(want.logabsdet), "float64", "slogdet logabsdet")
    assert L.matrix_rank(x).dtype == "int64"
    close(L.matrix_rank(x), np.asarray(xp.linalg.matrix_rank(s)), "int64", "matrix_rank")
    for k in (-2, 0, 1, 3):
        close(L.matrix_power(x, k), np.asarray(xp.linalg.matrix_power(s, k)), "float64",
              f"matrix_power {k}")  # fmt: skip
    b = general("float64", (n,) if vector_rhs else (3, 1, 1, n, 2), seed)
    close(L.solve(x, ivylite.asarray(b)), np.asarray(xp.linalg.solve(s, strict(b))), "float64",
          "solve")  # fmt: skip


@SETTINGS
@given(
    shapes=st.sampled_from([((3,), (3,)), ((2, 3), (3,)), ((4, 1, 3), (2, 3)), ((3, 2), (1, 2))]),
    seed=st.integers(0, 2**16),
)
def test_products_match_array_api_strict(backend, shapes, seed):
    a, b = general("float64", shapes[0], seed), general("float64", shapes[1], seed + 1)
    close(ivylite.vecdot(ivylite.asarray(a), ivylite.asarray(b)),
          np.asarray(xp.vecdot(strict(a), strict(b))), "float64", "vecdot")  # fmt: skip
    if shapes[0][-1] == 3:
        close(L.cross(ivylite.asarray(a), ivylite.asarray(b)),
              np.asarray(xp.linalg.cross(strict(a), strict(b))), "float64", "cross")  # fmt: skip
    if len(shapes[0]) == len(shapes[1]) == 1:
        close(L.outer(ivylite.asarray(a), ivylite.asarray(b)),
              np.asarray(xp.linalg.outer(strict(a), strict(b))), "float64", "outer")  # fmt: skip
    c = general("float64", (*shapes[0][::-1], 2), seed)
    for axes in (0, 1, ([0], [a.ndim - 1])):
        close(ivylite.tensordot(ivylite.asarray(a), ivylite.asarray(c), axes=axes),
              np.asarray(xp.tensordot(strict(a), strict(c), axes=axes)), "float64",
              f"tensordot {axes}")  # fmt: skip


# --- factorizations: reconstruction and the unique parts --------------------------------


def _host(x):
    return to_host(x).astype(np.complex128)


def _tol(dtype):
    return {"float32": 1e-4, "complex64": 1e-4, "float64": 1e-10, "complex128": 1e-10}.get(
        dtype, 5e-2
    )


@pytest.mark.parametrize("dtype", FLOATS)
def test_factorizations_reconstruct(backend, dtype):
    if dtype not in ivylite.valid_dtypes:
        pytest.skip(f"{dtype} is not valid on {backend}")
    tol = _tol(dtype)
    a = spd(dtype, (2,), 3, seed=5)
    x, h = ivylite.asarray(a), _host(ivylite.asarray(a))
    ctx = f"{backend} {dtype}"
    # eigh: x v = v diag(w), v unitary, w ascending and equal to NumPy's
    w, v = L.eigh(x)
    wv, vv = _host(w), _host(v)
    np.testing.assert_allclose(h @ vv, vv * wv[..., None, :], atol=tol * 10, err_msg=ctx)
    np.testing.assert_allclose(np.conj(np.swapaxes(vv, -1, -2)) @ vv, np.eye(3) + 0 * vv,
                               atol=tol * 10, err_msg=ctx)  # fmt: skip
    ref = getattr(NP, "linalg.eigvalsh")(NP.asarray(a))
    np.testing.assert_allclose(wv.real, to_host(ref), rtol=tol, atol=tol, err_msg=ctx)
    # svd of a non-square stack: U diag(S) Vh = x, S descending
    g = general(dtype, (2, 4, 3))
    gx, gh = ivylite.asarray(g), _host(ivylite.asarray(g))
    for full in (True, False):
        u, s, vh = L.svd(gx, full_matrices=full)
        assert u.shape == ((2, 4, 4) if full else (2, 4, 3)) and vh.shape == (2, 3, 3), ctx
        uh, sh, vhh = _host(u)[..., :3], _host(s), _host(vh)
        np.testing.assert_allclose((uh * sh[..., None, :]) @ vhh, gh, atol=tol * 10, err_msg=ctx)
        assert np.all(np.diff(sh.real, axis=-1) <= tol), ctx
    # qr: Q R = x, Q orthonormal, R upper triangular, |diag R| unique
    for mode, qshape in (("reduced", (2, 4, 3)), ("complete", (2, 4, 4))):
        q, r = L.qr(gx, mode=mode)
        assert q.shape == qshape and q.dtype == dtype and r.dtype == dtype, ctx
        qh, rh = _host(q), _host(r)
        np.testing.assert_allclose(qh @ rh, gh, atol=tol * 10, err_msg=ctx)
        np.testing.assert_allclose(np.triu(rh), rh, atol=tol, err_msg=ctx)
        qq = np.conj(np.swapaxes(qh, -1, -2)) @ qh
        np.testing.assert_allclose(qq, np.broadcast_to(np.eye(qq.shape[-1]), qq.shape),
                                   atol=tol * 10, err_msg=ctx)  # fmt: skip
    # cholesky: L L^H = x (lower), U^H U = x (upper)
    lo, up = _host(L.cholesky(x)), _host(L.cholesky(x, upper=True))
    np.testing.assert_allclose(np.tril(lo), lo, atol=tol, err_msg=ctx)
    np.testing.assert_allclose(lo @ np.conj(np.swapaxes(lo, -1, -2)), h, atol=tol * 10, err_msg=ctx)
    np.testing.assert_allclose(np.conj(np.swapaxes(up, -1, -2)) @ up, h, atol=tol * 10, err_msg=ctx)


# --- special values the standard specifies -----------------------------------------------


def test_special_values(backend):
    nan, inf = float("nan"), float("inf")
    v = ivylite.asarray(np.array([inf, -2.0, 0.0]))
    assert float(L.vector_norm(v)) == inf
    assert float(L.vector_norm(v, ord=-inf)) == 0.0
    assert float(L.vector_norm(v, ord=0)) == 2.0
    assert math.isnan(float(L.vector_norm(ivylite.asarray(np.array([nan, 1.0])))))
    assert float(L.vector_norm(ivylite.asarray(np.array([-0.0, 0.0])), ord=1)) == 0.0
    singular = ivylite.asarray(np.array([[1.0, 2.0], [2.0, 4.0]]))
    sign, logabs = L.slogdet(singular)
    assert float(sign) == 0.0 and float(logabs) == -inf
    assert float(L.det(singular)) == 0.0
    assert int(L.matrix_rank(singular)) == 1
    assert L.diagonal(ivylite.asarray(np.ones((2, 3))), offset=5).shape == (0,)
    assert int(L.matrix_rank(ivylite.asarray(np.ones((2, 0))))) == 0
    eye = L.matrix_power(ivylite.asarray(np.ones((2, 2, 2), np.int8)), 0)
    assert eye.dtype == "int8" and to_host(eye).tolist() == [[[1, 0], [0, 1]]] * 2


def test_integer_results_wrap_like_numpy(backend):
    a = general("int8", (3, 3)) * 40
    for fn, args in (("matrix_power", (a, 3)), ("tensordot", (a, a)), ("vecdot", (a, a)),
                     ("outer", (a[0], a[1])), ("cross", (a, a[::-1]))):  # fmt: skip
        compare(run(ivylite.backend(backend), fn, *args), run(NP, fn, *args), fn)


def test_promotion(backend):
    a = ivylite.asarray(np.ones((2, 3), np.int8))
    b = ivylite.asarray(np.ones((3,), np.float32))
    assert ivylite.vecdot(a, b).dtype == ivylite.result_type("int8", "float32")
    assert ivylite.tensordot(a, b, axes=1).dtype == ivylite.result_type("int8", "float32")
    assert L.outer(b, ivylite.asarray(np.ones(2, np.int16))).dtype == "float32"
    f16 = ivylite.asarray(spd("float16"))
    assert L.solve(f16, ivylite.asarray(np.ones(3, np.float64))).dtype == "float64"
    assert L.inv(f16).dtype == "float16"


# --- errors ----------------------------------------------------------------------------


def test_errors(backend):
    sq = ivylite.asarray(spd("float32"))
    rect = ivylite.asarray(general("float32", (2, 3)))
    vec = ivylite.asarray(general("float32", (3,)))
    for fn in (L.det, L.inv, L.cholesky, L.eigh, L.eigvalsh, L.slogdet):
        with pytest.raises(ValueError, match=r"square matrices .*\(2, 3\)"):
            fn(rect)
        with pytest.raises(ValueError, match=r"at least 2 dimensions.*\(3,\)"):
            fn(vec)
    with pytest.raises(ValueError, match=r"linalg.cross: .*size 3 along axis -1.*\(2, 3\)"):
        L.cross(ivylite.asarray(general("float32", (3, 2))), rect)
    with pytest.raises(ValueError, match="axis must be a negative integer"):
        L.cross(vec, vec, axis=0)
    with pytest.raises(ValueError, match="axis must be a negative integer"):
        ivylite.vecdot(vec, vec, axis=1)
    with pytest.raises(ValueError, match="same size along axis"):
        ivylite.vecdot(rect, ivylite.asarray(general("float32", (2,))))
    with pytest.raises(ValueError, match=r"tensordot: axis 1 of x1 \(size 3\)"):
        ivylite.tensordot(rect, rect, axes=([1], [0]))
    with pytest.raises(ValueError, match=r"axes=3 must be in"):
        ivylite.tensordot(rect, rect, axes=3)
    with pytest.raises(ValueError, match='mode must be "reduced" or "complete"'):
        L.qr(sq, mode="r")
    with pytest.raises(ValueError, match="ord must be"):
        L.matrix_norm(sq, ord=3)
    assert float(L.matrix_norm(sq, ord=None)) == pytest.approx(float(L.matrix_norm(sq)))
    with pytest.raises(ValueError, match="ord must be a real number"):
        L.vector_norm(sq, ord="fro")
    with pytest.raises(ValueError, match=r"outer: x1 and x2 must be 1-D"):
        L.outer(sq, vec)
    with pytest.raises(ValueError, match=r"solve: x2 must have shape \(3,\) or"):
        L.solve(sq, rect)
    with pytest.raises(ValueError, match=r"a vector x2 needs 3 elements"):
        L.solve(sq, ivylite.asarray(general("float32", (2,))))
    with pytest.raises(TypeError, match="negative power"):
        L.matrix_power(ivylite.asarray(spd("int32")), -1)
    with pytest.raises(TypeError, match="n must be an integer"):
        L.matrix_power(sq, 1.5)
    with pytest.raises(UnsupportedDtypeError, match="linalg.inv does not support int32"):
        L.inv(ivylite.asarray(spd("int32")))
    with pytest.raises(TypeError, match="both arguments must be arrays"):
        ivylite.vecdot(vec, 2.0)


# --- the namespace --------------------------------------------------------------------


def test_namespace(backend):
    assert set(L.__all__) == STANDARD
    for name in ("matmul", "matrix_transpose", "tensordot", "vecdot"):
        assert getattr(L, name) is getattr(ivylite, name)
    ns = ivylite.backend(backend)
    assert {n for n in vars(ns.linalg)} >= STANDARD
    assert L.EighResult._fields == ("eigenvalues", "eigenvectors")
    assert L.SVDResult._fields == ("U", "S", "Vh")
    assert L.QRResult._fields == ("Q", "R")
    assert L.SlogdetResult._fields == ("sign", "logabsdet")
    x = ivylite.asarray(spd("float64"))
    assert x.__array_namespace__().linalg.det(x).dtype == "float64"


EINSUM_CASES = [
    ("ij,jk->ik", [(2, 3), (3, 4)]),
    ("ij,jk", [(2, 3), (3, 4)]),  # implicit output
    ("ii", [(3, 3)]),
    ("ii->i", [(3, 3)]),
    ("...j,j->...", [(2, 3, 4), (4,)]),
    ("b...ij,bjk->b...ik", [(2, 1, 2, 3), (2, 3, 2)]),
    ("i,j->ij", [(3,), (2,)]),
    ("ij->", [(2, 3)]),
    ("ij->ji", [(2, 3)]),
    ("ijk,ikl,lm->jm", [(2, 2, 3), (2, 3, 2), (2, 2)]),
]


@pytest.mark.parametrize("dtype", [d for d in DTYPES if d != "bool"])
def test_einsum_matches_numpy_einsum(backend, dtype):
    """Every numeric dtype and pattern: NumPy's einsum in float64 as the oracle (small
    integers, so no dtype can round), the operands' promoted dtype kept."""
    if dtype not in ivylite.valid_dtypes:
        pytest.skip(f"{dtype} is not a valid dtype on {backend}")  # the probe covers the refusal
    rng = np.random.default_rng(0)
    for spec, shapes in EINSUM_CASES:
        ops = [rng.integers(0 if "uint" in dtype else -3, 4, s).astype(np.float64) for s in shapes]
        got = ivylite.einsum(spec, *(ivylite.astype(ivylite.asarray(o), dtype) for o in ops))
        assert got.dtype == dtype == ivylite.as_dtype(got.data.dtype), spec
        np.testing.assert_allclose(to_host(got).astype(np.complex128), np.einsum(spec, *ops),
                                   err_msg=f"{backend} {dtype} {spec}")  # fmt: skip


def test_einsum_promotes_and_refuses(backend):
    a = ivylite.asarray([[1, 2], [3, 4]], dtype="int8")
    assert ivylite.einsum("ij,jk->ik", a, ivylite.asarray([[1.0], [1.0]])).dtype == "float32"
    with pytest.raises(ValueError, match="einsum: subscripts 'ij,jk' name 2 operands but 1"):
        ivylite.einsum("ij,jk", a)
    with pytest.raises(ValueError, match=r"einsum: 'ijk' in 'ijk' names 3 axes .* shape \(2, 2\)"):
        ivylite.einsum("ijk", a)
    with pytest.raises(ValueError, match="einsum: axis 'j' of 'ij,jk' has sizes 2 and 3"):
        ivylite.einsum("ij,jk", a, ivylite.ones((3, 1), dtype="int8"))
    with pytest.raises(ValueError, match="output 'iz'"):
        ivylite.einsum("ij->iz", a)
    with pytest.raises(TypeError, match="einsum: operands must be arrays"):
        ivylite.einsum("i,i", ivylite.asarray([1]), 2)
    with pytest.raises(ivylite.UnsupportedDtypeError):
        ivylite.einsum("i->", ivylite.asarray([True]))
