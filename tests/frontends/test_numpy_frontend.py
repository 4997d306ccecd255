"""The numpy frontend against real NumPy (2.x, with ml_dtypes' bfloat16), on every backend:
promotion (all 15x15 dtype pairs, Python scalars, casting), the ndarray class and
the issue's snippet. ``test_numpy_functions.py`` covers the functions.

Real NumPy is the oracle: same dtype, same values within the dtype's tolerance,
or the same kind of error. Where a backend lacks a dtype (torch and paddle have
no uint16/32/64), the declared outcome is ivylite's UnsupportedDtypeError.
"""

from __future__ import annotations

import warnings

import pytest

np = pytest.importorskip("numpy")
ml_dtypes = pytest.importorskip("ml_dtypes")

import ivylite  # noqa: E402
import ivylite.frontends.numpy as X  # noqa: E402
from ivylite.frontends.numpy import promotion as P  # noqa: E402
from ivylite.promotion import Lattice, LatticeError  # noqa: E402

from ..conftest import TOLERANCE  # noqa: E402

NAMES = [str(d) for d in ivylite.all_dtypes]
# JAX and TensorFlow compile every (operation, dtype, shape) they meet (~50 ms each), so
# their dtype sweeps are smaller: one dtype of every kind and bfloat16 for the functions
# that stand for a loop table (``representative=True``), float32 and int16 for the rest.
# Which dtype a function computes in is decided by the frontend alone, identically on
# every backend, and is swept in full on NumPy, PyTorch and Paddle.
COMPILED_SUBSET = ["bool", "int16", "uint8", "bfloat16", "float32", "complex64"]


# One shape for most checks: compiled backends then reuse what they compiled.
A, B = [[3, 2], [1, 4]], [[1, 2], [3, 1]]


def sweep(representative: bool = True) -> list[str]:
    """The dtypes a per-function sweep covers on the current backend."""
    if ivylite.current_backend().name not in ("jax", "tensorflow"):
        return NAMES
    return COMPILED_SUBSET if representative else ["int16", "float32"]


ERRORS = (OverflowError, TypeError, ValueError)  # the outcomes compared by kind


def np_dtype(name: str):
    """The real NumPy dtype for an ivylite dtype name (bfloat16 from ml_dtypes)."""
    return np.dtype(ml_dtypes.bfloat16) if name == "bfloat16" else np.dtype(name)


def np_array(values, name: str):
    return np.asarray(values).astype(np_dtype(name))


def invalid_here(*names) -> bool:
    """Whether the current backend lacks any of these dtypes."""
    bad = ivylite.current_backend().invalid_dtypes
    return any(ivylite.Dtype(str(n)) in bad for n in names)


def _dtypes_of(value) -> list[str]:
    if isinstance(value, (tuple, list)):
        return [d for v in value for d in _dtypes_of(v)]
    if isinstance(value, np.ndarray | np.generic):
        return [value.dtype.name]
    return []


def to_frontend(value):
    """A real NumPy value as the frontend's (arrays converted; Python values as they are)."""
    if isinstance(value, np.ndarray | np.generic):
        return X.asarray(value)
    if isinstance(value, list) and value and isinstance(value[0], np.ndarray):
        return [X.asarray(v) for v in value]
    return value


def compare(ours, ref, ctx: str = "") -> None:
    """``ours`` (frontend result) has ``ref``'s dtype, shape and values."""
    if isinstance(ref, tuple | list):
        assert isinstance(ours, tuple | list), f"{ctx}: got {type(ours)}"
        assert len(ours) == len(ref), ctx
        for o, r in zip(ours, ref):
            compare(o, r, ctx)
        return
    ref = np.asarray(ref)
    assert isinstance(ours, X.ndarray), f"{ctx}: got {type(ours).__name__}"
    assert ours.dtype.name == ref.dtype.name, f"{ctx}: dtype {ours.dtype.name} != {ref.dtype.name}"
    got = np.asarray(ours)
    assert got.shape == ref.shape, f"{ctx}: shape {got.shape} != {ref.shape}"
    name = ref.dtype.name
    if name == "bfloat16":
        got, ref = got.astype(np.float32), ref.astype(np.float32)
    tol = TOLERANCE.get(name)
    if tol is None:
        np.testing.assert_array_equal(got, ref, err_msg=ctx)
    else:
        np.testing.assert_allclose(got, ref, rtol=tol, atol=tol, equal_nan=True, err_msg=ctx)


def check(fe_fn, np_fn, *inputs, ctx: str = "", **kwargs) -> None:
    """Call real NumPy and the frontend on the same inputs and compare the outcomes."""
    ref_error = None
    with warnings.catch_warnings(), np.errstate(all="ignore"):
        warnings.simplefilter("ignore")  # both sides warn alike (log(0)...); the values are checked
        try:
            ref = np_fn(*inputs, **kwargs)
        except ERRORS as e:
            ref_error = e
        involved = _dtypes_of(inputs)
        if ref_error is None:
            parts = ref if isinstance(ref, tuple | list) else [ref]
            involved += _dtypes_of([np.asarray(r) for r in parts])

        def ours():
            return fe_fn(*(to_frontend(v) for v in inputs), **kwargs)

        if invalid_here(*involved):
            with pytest.raises(ivylite.UnsupportedDtypeError):
                ours()
            return
        if ref_error is not None:
            kind = next(k for k in ERRORS if isinstance(ref_error, k))
            with pytest.raises(kind):
                ours()
            return
        compare(ours(), ref, ctx)


# --- promotion: the graph, the tables, the scalars ------------------------------------------


def test_edges_are_the_numpy_policy():
    lat = ivylite.promotion.lattice("numpy")
    assert lat is P.LATTICE and lat.complete is False  # weak nodes are left out
    with ivylite.PromotionPolicy("numpy"):
        assert ivylite.promote_types("int8", "uint8") == "int16"
        assert ivylite.promote_types("int64", "uint64") == "float64"


def test_not_a_lattice_claims_hold():
    """The module comment's claims: NumPy's narrower floats for uint8/uint16 would
    break the lattice, and the listed pairs are exactly where NumPy leaves the graph."""
    with pytest.raises(LatticeError):
        Lattice("numpy+u8f16", {**P.EDGES, "uint8": (*P.EDGES["uint8"], "float16")})
    for pair, result in P.NOT_A_LATTICE.items():
        a, b = sorted(pair)
        assert P.LATTICE.join[a][b] != result
        assert (np.ones(1, np_dtype(a)) + np.ones(1, np_dtype(b))).dtype.name == result


@pytest.mark.parametrize("a", NAMES)
def test_promote_types_all_pairs_match_numpy(a):
    for b in NAMES:
        try:
            want = np.promote_types(np_dtype(a), np_dtype(b)).name
        except TypeError:
            with pytest.raises(X.DTypePromotionError):
                X.promote_types(a, b)
        else:
            assert X.promote_types(a, b) == want, (a, b)
            assert X.promote_types(X.dtype(a), np_dtype(b)) == want


def test_ufunc_promotion_all_pairs_match_numpy(backend):
    """``add`` of every pair of dtypes: NumPy's result dtype and values (every pair of
    the sweep's dtypes; the tables themselves are checked for all 225 pairs above)."""
    for a in sweep():
        x = np_array(A, a)
        for b in sweep():
            check(X.add, np.add, x, np_array(B, b), ctx=f"add({a}, {b})")


SCALARS = [True, 1, -1, 300, 70000, 2**63, 2**64, 1.5, 2j]


def test_weak_python_scalars_match_numpy(backend):
    """NEP 50: Python int/float/complex are weak; overflowing ints raise as in NumPy."""
    for a in sweep():
        x = np_array(A, a)
        for s in SCALARS:
            check(X.add, np.add, x, s, ctx=f"{a} + {s!r}")
            check(X.multiply, np.multiply, s, x, ctx=f"{s!r} * {a}")


def test_out_of_range_python_floats_become_inf(backend):
    for a in ("float16", "bfloat16", "float32", "int8"):
        check(X.add, np.add, np_array([1, 2], a), 1e300, ctx=a)
        check(X.subtract, np.subtract, np_array([1, 2], a), -1e39, ctx=a)


def test_python_scalars_alone_and_zero_d_arrays(backend):
    check(X.add, np.add, 1, 2.0)
    check(X.add, np.add, True, 2)
    check(X.multiply, np.multiply, 2, 3j)
    # NumPy 0-d arrays (and NumPy scalars) are strong, unlike Python scalars.
    check(X.add, np.add, np_array([1, 2], "int8"), np.array(1000))
    check(X.add, np.add, np_array([1.0], "float32"), np.array(1.0))
    check(X.add, np.add, np_array([1.0], "float32"), np.float64(1.0))
    check(X.add, np.add, np.array(1, np.int8), 1000)


@pytest.mark.parametrize("casting", ["safe", "same_kind"])
def test_can_cast_all_pairs_match_numpy(casting):
    for a in NAMES:
        for b in NAMES:
            want = np.can_cast(np_dtype(a), np_dtype(b), casting)
            assert X.can_cast(a, b, casting) == want, (a, b, casting)
    with pytest.raises(TypeError):
        X.can_cast(1, "int8")


@pytest.mark.parametrize("a", NAMES)
def test_result_type_of_three_dtypes_matches_numpy(a):
    """NumPy promotes a sequence with its own algorithm (not associative folding)."""
    for b in NAMES:
        for c in NAMES:
            try:
                want = np.result_type(np_dtype(a), np_dtype(b), np_dtype(c)).name
            except TypeError:
                with pytest.raises(X.DTypePromotionError):
                    X.result_type(a, b, c)
            else:
                assert X.result_type(a, X.dtype(b), c) == want, (a, b, c)


def test_result_type_matches_numpy():
    cases = [
        ("int8", 1.5), ("float32", 1j), ("bfloat16", 1.0), ("bfloat16", 1), ("bool", 1),
        ("uint8", "int8", "float16"), ("int8", [1, 2]), (3, 2.0), ("float16", 2**70),
        ("int8", "uint8", 1.5), ("int16", "float16", 1j), ("uint8", "bfloat16", 1.0),
        ("int8", "uint8", "float16", "bfloat16"), ("bool", 1, 2.0),
    ]  # fmt: skip
    for case in cases:
        args = [np_dtype(c) if isinstance(c, str) else c for c in case]
        ours = [X.dtype(c) if isinstance(c, str) else c for c in case]
        if isinstance(case[-1], list):
            args[-1], ours[-1] = np.asarray(case[-1]), case[-1]
        try:
            want = np.result_type(*args).name
        except TypeError:
            with pytest.raises(X.DTypePromotionError):
                X.result_type(*ours)
        else:
            assert X.result_type(*ours) == want, case
    with pytest.raises(OverflowError):
        X.result_type(X.dtype("int8"), 1000)
    with pytest.raises(TypeError):
        X.result_type(X.dtype("bfloat16"), X.dtype("int16"))


def test_array_coercion_dtypes_match_numpy(backend):
    for obj in (
        [1, 2],
        [1, 2.5],
        [[True], [False]],
        [1j, 2],
        2**63,
        [2**63, -1],
        (1, True),
        [],
        3.5,
    ):
        check(X.asarray, np.asarray, obj, ctx=repr(obj))
    check(X.asarray, np.asarray, [300], dtype=np.int8)
    check(X.asarray, np.asarray, [1.7, -2.5], dtype=np.int32)
    with pytest.raises(OverflowError):
        X.asarray([2**64])  # NumPy makes an object array; the frontend has none


# --- the dtype objects ----------------------------------------------------------------


def test_dtype_objects_behave_like_numpys():
    for name in NAMES:
        ours, ref = X.dtype(name), np_dtype(name)
        assert (ours.name, ours.kind, ours.char, ours.itemsize) == (
            ref.name, ref.kind, ref.char, ref.itemsize,
        )  # fmt: skip
        assert repr(ours) == repr(ref)
        assert X.dtype(ours) is ours and ours == name and ours == ref
    for spec in (int, float, complex, bool, None, "f4", "<i8", "double", "int", "uint", "?"):
        assert X.dtype(spec).name == np.dtype(spec).name, spec
    x = X.ones(2, dtype=X.float32)
    assert x.dtype == X.float32 and x.dtype == "float32" and x.dtype != X.float64
    assert x.dtype.type is X.float32 and X.dtype("int64").type is X.int_
    assert X.bool is X.bool_ and X.double is X.float64 and X.intp is X.int64
    with pytest.raises(TypeError):
        X.dtype("not a dtype")


def test_issubdtype_and_limits_match_numpy():
    for a in ("float32", "int8", "uint16", "bool", "complex64"):
        for kind in ("floating", "integer", "signedinteger", "unsignedinteger", "number",
                     "inexact", "complexfloating", "generic"):  # fmt: skip
            assert X.issubdtype(a, getattr(X, kind)) == np.issubdtype(a, getattr(np, kind)), (
                a,
                kind,
            )
    assert X.issubdtype("float32", float) == np.issubdtype("float32", float)
    assert X.issubdtype(X.float64, float)
    assert float(X.finfo(X.float16).eps) == float(np.finfo(np.float16).eps)
    assert X.iinfo("int16").max == np.iinfo(np.int16).max
    with pytest.raises(ValueError):
        X.finfo("int8")
    assert X.float32(1.5).dtype == X.float32 and X.float32(1.5).shape == ()
    with pytest.raises(TypeError):
        X.floating(1.0)


# --- ndarray ---------------------------------------------------------------------


def test_ndarray_attributes_and_repr(backend):
    ref = np.arange(6, dtype=np.float32).reshape(2, 3)
    x = X.asarray(ref)
    assert isinstance(x, X.ndarray) and isinstance(x.ivy_array, ivylite.Array)
    assert (x.shape, x.ndim, x.size, x.itemsize, x.nbytes) == (
        ref.shape, ref.ndim, ref.size, ref.itemsize, ref.nbytes,
    )  # fmt: skip
    assert repr(x) == repr(ref) and str(x) == str(ref)
    for values, name in (
        ([1, 2], "int64"),
        ([1.5], "float64"),
        ([True, False], "bool"),
        ([1], "bfloat16"),
    ):
        assert repr(X.asarray(np_array(values, name))) == repr(np_array(values, name))
    compare(x.T, ref.T)
    compare(X.ones((2, 3, 4)).T, np.ones((2, 3, 4)).T)
    assert x.tolist() == ref.tolist() and X.asarray([[1, 2]]).item(1) == 2
    assert float(X.asarray(2.5)) == 2.5 and int(X.asarray([7])) == 7
    with pytest.raises(ValueError):
        bool(X.ones(2))
    assert len(x) == 2 and [r.tolist() for r in x] == ref.tolist()
    assert 4.0 in x and 9.0 not in x
    with pytest.raises(TypeError):
        hash(x)


def test_ndarray_methods_match_numpy(backend):
    ref = np.array([[1.0, 5.0, 2.0], [4.0, 3.0, 6.0]], dtype=np.float32)
    x = X.asarray(ref)
    compare(x.astype(X.int8), ref.astype(np.int8))
    compare(x.astype("float16"), ref.astype(np.float16))
    compare(x.reshape(3, 2), ref.reshape(3, 2))
    compare(x.reshape((-1,)), ref.reshape((-1,)))
    compare(x.transpose(), ref.transpose())
    compare(x.transpose(1, 0), ref.transpose(1, 0))
    compare(x.flatten(), ref.flatten())
    compare(x.ravel(), ref.ravel())
    compare(x.copy(), ref.copy())
    compare(x.dot(ref.T.copy()), ref.dot(ref.T))
    compare(x.swapaxes(0, 1), ref.swapaxes(0, 1))
    compare(x.squeeze(), ref.squeeze())
    for method in (
        "sum",
        "mean",
        "max",
        "min",
        "argmax",
        "argmin",
        "std",
        "var",
        "prod",
        "all",
        "any",
        "cumsum",
    ):
        compare(getattr(x, method)(), getattr(ref, method)(), method)
        compare(getattr(x, method)(axis=1), getattr(ref, method)(axis=1), method)
    compare(x.sum(axis=0, keepdims=True), ref.sum(axis=0, keepdims=True))
    compare(x.std(ddof=1), ref.std(ddof=1))
    compare(x.var(axis=0, ddof=1), ref.var(axis=0, ddof=1))
    compare(x.clip(2, 4), ref.clip(2, 4))
    compare(x.round(), ref.round())
    compare(x.argsort(), ref.argsort())
    compare(x.nonzero(), ref.nonzero())
    y, r = X.asarray(ref), ref.copy()
    assert y.sort() is None
    r.sort()
    compare(y, r)
    y.fill(3)
    r.fill(3)
    compare(y, r)
    with pytest.raises(TypeError):
        x.astype("int8", casting="safe")


OPERATORS = {
    "+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b,
    "/": lambda a, b: a / b, "//": lambda a, b: a // b, "%": lambda a, b: a % b,
    "**": lambda a, b: a**b, "<": lambda a, b: a < b, "<=": lambda a, b: a <= b,
    "==": lambda a, b: a == b, "!=": lambda a, b: a != b, ">": lambda a, b: a > b,
    ">=": lambda a, b: a >= b, "&": lambda a, b: a & b, "|": lambda a, b: a | b,
    "^": lambda a, b: a ^ b,
}  # fmt: skip


@pytest.mark.parametrize("op", list(OPERATORS))
def test_operators_follow_nep50(op, backend):
    fn = OPERATORS[op]
    for a, b in (("int8", "int8"), ("uint8", "int8"), ("int16", "float16"), ("bool", "bool"),
                 ("float32", "float64"), ("int32", "complex64")):  # fmt: skip
        check(fn, fn, np_array(A, a), np_array(B, b), ctx=f"{a} {op} {b}")
    for a in ("int8", "uint8", "float32", "bool"):
        for s in (2, 2.5):
            x = np_array(A, a)
            check(fn, fn, x, s, ctx=f"{a} {op} {s!r}")
            check(fn, fn, s, x, ctx=f"{s!r} {op} {a}")


def test_unary_operators(backend):
    for a in ("int8", "float32", "bool", "uint8"):
        x = np_array(A, a)
        check(lambda v: -v, lambda v: -v, x, ctx=f"-{a}")
        check(lambda v: +v, lambda v: +v, x, ctx=f"+{a}")
        check(abs, abs, x, ctx=f"abs {a}")
        if a != "float32":
            check(lambda v: ~v, lambda v: ~v, x, ctx=f"~{a}")
    compare(X.eye(2) @ X.ones((2, 2)), np.eye(2) @ np.ones((2, 2)))
    compare(np.ones((2, 2)) @ X.eye(2), np.ones((2, 2)) @ np.eye(2))
    compare(np.ones(2) + X.ones(2, dtype=X.int8), np.ones(2) + np.ones(2, np.int8))


INPLACE = [
    ("int8", 1, "+="), ("int8", 1.5, "+="), ("int8", 1000, "+="), ("int32", "int64", "+="),
    ("float32", "float64", "*="), ("int32", "float32", "+="), ("int32", 2, "/="),
    ("float16", 2, "/="), ("uint8", 3, "//="), ("bool", True, "|="), ("float64", "int8", "-="),
    ("int16", 2, "**="), ("int64", 3, "%="),
]  # fmt: skip


def _inplace(op):
    def run(x, y):
        x = x.copy()
        exec(f"x {op} y", {}, locals_ := {"x": x, "y": y})
        return locals_["x"]

    return run


@pytest.mark.parametrize("a, other, op", INPLACE)
def test_inplace_operators_use_same_kind_casting(a, other, op, backend):
    x = np_array(A, a)
    y = np_array(B, other) if isinstance(other, str) else other
    check(_inplace(op), _inplace(op), x, y, ctx=f"{a} {op} {other!r}")


def test_inplace_keeps_identity_and_rejects_broadcast(backend):
    x = X.zeros(3, dtype=X.float32)
    alias = x
    x += 1
    assert alias is x and x.tolist() == [1.0, 1.0, 1.0]
    with pytest.raises(TypeError, match="same_kind"):
        y = X.zeros(2, dtype=X.int8)
        y += 1.5
    with pytest.raises(ValueError):
        z = X.zeros(3)
        z += X.ones((2, 3))


def test_indexing_and_setitem_match_numpy(backend):
    ref = np.arange(12, dtype=np.float32).reshape(3, 4)
    x = X.asarray(ref)
    keys = [1, -1, (1, 2), slice(1, None), (slice(None), 0), (Ellipsis, 1), (None, 1),
            [0, 2], (np.array([0, 2]), np.array([1, 3])), ref > 5, (1, [0, 3])]  # fmt: skip
    for key in keys:
        ours = x[tuple(to_frontend(k) for k in key) if isinstance(key, tuple) else to_frontend(key)]
        compare(ours, ref[key], ctx=repr(key))
    compare(X.eye(3)[X.array([2, 0, 1])], np.eye(3)[np.array([2, 0, 1])])
    for key, value in ((0, 7), ((1, 1), 2.7), (slice(0, 2), np.array([1.0, 2.0, 3.0, 4.0])),
                       (ref > 8, -1), ([0, 2], 5)):  # fmt: skip
        y, r = X.asarray(ref), ref.copy()
        y[to_frontend(key)] = to_frontend(value)
        r[key] = value
        compare(y, r, ctx=f"setitem {key!r}")
    i = X.zeros(3, dtype=X.int8)
    i[0] = 2.7  # NumPy truncates floats stored into integer arrays
    assert i.tolist() == [2, 0, 0]
    with pytest.raises(OverflowError):
        i[1] = 300


# --- the snippet -------------------------------------------------------------


def normalise(np_module, features, labels, k):
    """A NumPy data-normalisation routine as a user would write it."""
    mu = features.mean(axis=0, keepdims=True)
    sigma = features.std(axis=0, keepdims=True)
    z = (features - mu) / (sigma + 1e-8)
    z = np_module.clip(z, -3.0, 3.0)
    lo, hi = features.min(axis=0), features.max(axis=0)
    scaled = (features - lo) / (hi - lo)
    onehot = np_module.eye(k)[labels]
    weighted = z * 0.5 + scaled * 2
    summary = np_module.concatenate([weighted, onehot.astype(np_module.float32)], axis=1)
    return (
        z,
        scaled,
        onehot,
        summary,
        np_module.argmax(summary, axis=1),
        summary.sum() / len(labels),
    )


def test_snippet_normalisation_matches_numpy(backend):
    rng = np.random.default_rng(0)
    features = rng.normal(size=(8, 3)).astype(np.float32) * 4 + 1
    labels = rng.integers(0, 4, size=8)
    ref = normalise(np, features, labels, 4)
    ours = normalise(X, X.asarray(features), X.asarray(labels), 4)
    for o, r, what in zip(ours, ref, ("z", "scaled", "onehot", "summary", "argmax", "mean")):
        compare(o, r, ctx=what)
    assert [o.dtype.name for o in ours] == [
        "float32",
        "float32",
        "float64",
        "float32",
        "int64",
        "float32",
    ]


def test_on_dask_shapes_are_numbers_and_the_rest_stays_lazy():
    # NumPy code reads shapes everywhere: a result of data-dependent size is
    # computed when made (once, however many arrays it gives); nothing else is.
    dask = pytest.importorskip("dask")
    runs = []

    def counting(dsk, keys, **kwargs):
        runs.append(keys)
        return dask.get(dsk, keys, **kwargs)

    with ivylite.using_backend("dask"), dask.config.set(scheduler=counting):
        x = X.arange(12.0).reshape(3, 4)
        y = (x * 2 + 1).T
        assert runs == [] and y.shape == (4, 3)
        # Ufuncs that warn do not look at lazy values to warn: nothing computes.
        assert X.sqrt(y - 5).shape == (4, 3) and (X.asarray([1, 2]) // X.asarray([0, 1])).shape
        assert runs == []
        pos = x[x > 4]
        assert len(runs) == 1 and pos.shape == (7,) and pos.size == 7
        rows, cols = X.nonzero(x > 8)
        assert len(runs) == 2 and (rows.shape, cols.shape) == ((3,), (3,))
        values, counts = X.unique(X.asarray([3, 1, 3, 2]), return_counts=True)
        assert len(runs) == 3 and values.shape == (3,)
        z = x.sum(where=x > 4)  # a masked reduction stays lazy
        assert len(runs) == 3 and float(z) == 56.0
    assert (rows.tolist(), cols.tolist(), counts.tolist()) == ([2, 2, 2], [1, 2, 3], [1, 1, 2])
