"""jax.numpy, jax.numpy.linalg, jax.nn and jax.lax of the jax frontend against
the real jax (x64), on every installed backend and for every dtype.

Each test runs one frontend function over all 15 dtypes and compares dtype,
weak type and values with jax. Where jax refuses a dtype, the frontend must
raise a TypeError that names it; where the backend has no such dtype (torch
and paddle have no uint16/32/64), ivylite's UnsupportedDtypeError; where the
frontend declares a limit of its own, its TypeError.
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import ivylite
from ivylite.frontends.jax import func_wrapper

from ..conftest import TOLERANCE

jax = pytest.importorskip("jax")
jax.config.update("jax_enable_x64", True)
import jax.numpy as jnp  # noqa: E402

import ivylite.frontends.jax as fjax  # noqa: E402
import ivylite.frontends.jax.numpy as fnp  # noqa: E402

# --- the harness (the other test_jax_* modules import it from here) ---------------------
#
# Sample data, the real-jax oracle (computed once per case, whatever the
# backend, and in batches: see prefetch) and the comparison of a frontend
# result with jax's.

DTYPES = [str(d) for d in ivylite.all_dtypes]
FLOATS = ["bfloat16", "float16", "float32", "float64"]

_VALUES = {
    # variant -> (real values, integer values, bool values), shape (2, 3)
    "any": ([[-0.75, 0.25, 0.5], [1.5, -0.125, 0.875]], [[-2, 0, 1], [3, -1, 2]],
            [[True, False, True], [False, True, True]]),
    "positive": ([[0.75, 0.25, 0.5], [1.5, 2.125, 0.875]], [[2, 1, 1], [3, 1, 2]],
                 [[True, True, True], [True, True, True]]),
    "unit": ([[-0.75, 0.25, 0.5], [0.5, -0.125, 0.875]], [[0, 0, 1], [0, -1, 0]],
             [[True, False, True], [False, True, False]]),
    "ge1": ([[1.75, 1.25, 1.5], [2.5, 1.125, 1.875]], [[2, 1, 1], [3, 1, 2]],
            [[True, True, True], [True, True, True]]),
    "other": ([[0.5, -1.25, 2.0], [-0.5, 0.375, 1.0]], [[1, 2, 3], [2, 1, 1]],
              [[False, False, True], [True, True, False]]),
}  # fmt: skip


def sample(dtype: str, variant: str = "any") -> np.ndarray:
    """A (2, 3) NumPy array of ``dtype`` (unsigned values kept non-negative)."""
    real, ints, bools = _VALUES[variant]
    d = jnp.dtype(dtype)
    if dtype == "bool":
        return np.asarray(bools, dtype=d)
    if dtype.startswith(("int", "uint")):
        a = np.asarray(ints)
        return (np.abs(a) if dtype.startswith("uint") else a).astype(d)
    a = np.asarray(real)
    if dtype.startswith("complex"):
        a = a + 1j * a[::-1]
    return a.astype(d)


def invalid_here(*dtypes: str) -> bool:
    """Whether the current ivylite backend (NumPy if none is set) lacks one of these dtypes."""
    current = ivylite.current_backend()
    invalid = current.invalid_dtypes if current is not None else ()
    return any(str(d) in invalid for d in dtypes)


_ORACLE: dict = {}
_REFUSALS = (TypeError, ValueError, NotImplementedError, OverflowError)


def oracle(key: object, call):
    """The real jax result of ``call()`` (or the exception it raises), computed
    once per key whatever the backend."""
    if key not in _ORACLE:
        try:
            _ORACLE[key] = call()
        except _REFUSALS as e:
            _ORACLE[key] = e
    return _ORACLE[key]


def prefetch(calls: list[tuple[object, object]], group=None) -> None:
    """Compute many jax results in one ``jax.jit`` (one XLA compilation instead of
    one per operation and dtype, which is what makes eager jax slow to test against).

    A call that raises while traced is run again eagerly: that gives jax's own
    outcome for refusals and for functions that cannot be traced (``nonzero``).
    If compiling the batch fails (jax refuses some dtypes only when lowering,
    e.g. float16 factorisations), it is split by ``group(key)`` (the input
    dtype) if given, else in halves, until the failing calls run alone, eagerly.
    """
    todo = [(k, c) for k, c in calls if k not in _ORACLE]
    if len(todo) <= 1:
        for k, c in todo:
            oracle(k, c)
        return
    failed = []

    def run():
        outs = []
        for k, c in todo:
            try:
                outs.append(c())
            except Exception:  # noqa: BLE001 - decided eagerly below
                failed.append((k, c))
                outs.append(None)
        return outs

    try:
        results = jax.jit(run)()
    except Exception:  # noqa: BLE001 - a lowering-time refusal somewhere in the batch
        if group is not None:
            parts: dict = {}
            for k, c in todo:
                parts.setdefault(group(k), []).append((k, c))
            if len(parts) > 1:
                for part in parts.values():
                    prefetch(part, group)
                return
        if len(todo) <= 16:  # a small failing batch: eager is cheaper than more compilations
            for k, c in todo:
                oracle(k, c)
            return
        half = len(todo) // 2
        prefetch(todo[:half])
        prefetch(todo[half:])
        return
    for (k, _), out in zip(todo, results):
        if out is not None:
            _ORACLE[k] = out
    for k, c in failed:
        oracle(k, c)


def host(x) -> np.ndarray:
    out = np.asarray(x)
    return out.astype(np.float32) if out.dtype.name == "bfloat16" else out


def assert_matches(got, want, context: str = "", *, weak: bool = True, tol: float | None = None):
    """Same dtype name, weak type, shape and values (within the dtype's tolerance)."""
    if isinstance(want, (tuple, list)):
        assert isinstance(got, (tuple, list)) and len(got) == len(want), context
        for i, (g, w) in enumerate(zip(got, want)):
            assert_matches(g, w, f"{context}[{i}]", weak=weak, tol=tol)
        return
    assert isinstance(got, fjax.Array), f"{context}: got a {type(got).__name__}"
    assert str(got.dtype) == str(want.dtype), f"{context}: dtype {got.dtype} != {want.dtype}"
    if weak:
        assert got.weak_type == want.weak_type, (
            f"{context}: weak_type {got.weak_type} != {want.weak_type}"
        )
    shape = got.shape
    if None in shape:  # a lazy backend's data-dependent size (None), a number once computed
        assert len(shape) == len(want.shape), f"{context}: shape {shape} != {want.shape}"
        shape = host(got).shape
    assert shape == want.shape, f"{context}: shape {got.shape} != {want.shape}"
    native = got.ivy_array
    assert ivylite.as_dtype(native.data.dtype) == native.dtype, f"{context}: mislabelled data"
    g, w = host(got), host(want)
    t = tol if tol is not None else TOLERANCE.get(str(want.dtype))
    if t is None:
        np.testing.assert_array_equal(g, w, err_msg=context)
    elif g.dtype.kind == "c":
        for part in (np.real, np.imag):
            np.testing.assert_allclose(
                part(g), part(w), rtol=t, atol=t, equal_nan=True, err_msg=context
            )
    else:
        np.testing.assert_allclose(g, w, rtol=t, atol=t, equal_nan=True, err_msg=context)


def declared_limit(fn, dtype: str) -> bool:
    """Whether the frontend declares ``dtype`` as one it cannot compute (JAX can)."""
    return dtype in func_wrapper.JAX.limits(fn)


def check_call(fn, ours, theirs, key, dtypes, context: str, *, weak: bool = True, tol=None):
    """Run ``ours()`` on the current backend and compare it with jax's ``theirs()``.

    jax refuses -> the frontend raises a TypeError naming the dtype (and, for a
    function with a declaration, ``function_unsupported_dtypes`` reports it);
    the backend lacks a dtype -> ivylite's UnsupportedDtypeError.
    """
    want = oracle(key, theirs)
    if invalid_here(*dtypes):
        with pytest.raises(ivylite.UnsupportedDtypeError, match="not a valid dtype"):
            ours()
        return "invalid"
    if isinstance(want, Exception):
        with pytest.raises((TypeError, OverflowError, ValueError)) as info:
            ours()
        e = info.value
        assert not isinstance(e, ivylite.UnsupportedDtypeError), f"{context}: {e}"
        if type(e) is TypeError:
            reasons = ("does not support", "same dtypes", "requires ndarray")
            assert any(r in str(e) for r in reasons), f"{context}: unexpected TypeError {e}"
        return "refused"
    out_dtypes = [str(w.dtype) for w in (want if isinstance(want, (tuple, list)) else [want])]
    if invalid_here(*dtypes, *out_dtypes):
        with pytest.raises(ivylite.UnsupportedDtypeError, match="not a valid dtype"):
            ours()
        return "invalid"
    if fn is not None and any(declared_limit(fn, d) for d in dtypes):
        with pytest.raises(TypeError, match="ivylite's jax frontend does not compute it"):
            ours()
        return "limit"
    assert_matches(ours(), want, context, weak=weak, tol=tol)
    return "ok"


# On ivylite's jax backend every new (operation, dtype, shape) is an XLA
# compilation (~40 ms), which would make this suite take minutes there. The
# frontend's own logic is the same on every backend and is checked over all 15
# dtypes on the others; on jax each test keeps a rotating sample of dtypes
# (all 15 are covered across the tests).
JAX_BACKEND_SAMPLE = 2


def backend_dtypes(salt: object) -> list[str]:
    """All 15 dtypes, or on ivylite's jax backend a sample of them chosen by ``salt``."""
    current = ivylite.current_backend()
    if current is None or current.name != "jax":
        return DTYPES
    import zlib

    start = zlib.crc32(repr(salt).encode()) % len(DTYPES)
    step = len(DTYPES) // JAX_BACKEND_SAMPLE
    return [DTYPES[(start + i * step) % len(DTYPES)] for i in range(JAX_BACKEND_SAMPLE)]


def _sampled(cases: list[tuple]) -> list[tuple]:
    if not cases or backend_dtypes(None) is DTYPES:
        return cases
    keep = set(backend_dtypes(cases[0][0][:2]))
    kept = [c for c in cases if not c[4] or c[4][0] in keep]
    # cases over a few dtypes only (the array tests): every twelfth one
    return kept or cases[::12]


def run_cases(cases: list[tuple], *, weak: bool = True, tol=None) -> None:
    """``cases``: (key, frontend function or None, ours, theirs, input dtypes, context)."""
    cases = _sampled(cases)
    prefetch([(c[0], c[3]) for c in cases])
    for key, fn, ours, theirs, dtypes, context in cases:
        t = tol(dtypes[0] if dtypes else None) if callable(tol) else tol
        check_call(fn, ours, theirs, key, dtypes, context, weak=weak, tol=t)


_PREFETCHED: set = set()


def family_cases(builder, params, param) -> list[tuple]:
    """``builder(param)``'s cases, after computing jax's results for every
    param of the family in one batch (the first time any of them runs)."""
    if builder not in _PREFETCHED:
        _PREFETCHED.add(builder)
        cases = [c for p in params for c in builder(p)]
        dtype_of = {c[0]: (c[4][0] if c[4] else None) for c in cases}
        prefetch([(c[0], c[3]) for c in cases], group=dtype_of.get)
    return builder(param)


# --- elementwise ------------------------------------------------------------------

# The unary elementwise functions are rows of the differential harness
# (tests/frontends/harness/test_jax.py): drawn inputs on every backend, gradients
# against jax.grad, and the same dtype sweep as here.


BINARY = [
    "add", "subtract", "multiply", "divide", "true_divide", "floor_divide", "remainder", "mod",
    "power", "maximum", "minimum", "arctan2", "logaddexp", "hypot", "equal", "not_equal", "less",
    "less_equal", "greater", "greater_equal", "logical_and", "logical_or", "logical_xor",
    "bitwise_and", "bitwise_or", "bitwise_xor", "left_shift", "right_shift",
]  # fmt: skip


def _binary_cases(name: str) -> list[tuple]:
    ours, theirs = getattr(fnp, name), getattr(jnp, name)
    # integer division by zero is each backend's own business: divisors are nonzero
    variant = "positive" if name in ("floor_divide", "remainder", "mod") else "other"
    cases = []
    for d in DTYPES:
        x1, x2 = sample(d), sample(d, variant)
        cases.append(((name, d), ours, lambda x1=x1, x2=x2: ours(fnp.asarray(x1), fnp.asarray(x2)),
                      lambda x1=x1, x2=x2: theirs(jnp.asarray(x1), jnp.asarray(x2)), [d], f"{name}({d})"))  # fmt: skip
    return cases


@pytest.mark.parametrize("name", BINARY)
def test_binary_elementwise(name, backend):
    run_cases(family_cases(_binary_cases, BINARY, name))


@settings(max_examples=25, deadline=None)
@given(
    name=st.sampled_from(["add", "multiply", "divide", "maximum", "less", "power", "subtract"]),
    d1=st.sampled_from(DTYPES),
    d2=st.sampled_from(DTYPES),
    scalar=st.sampled_from([None, 2, 0.5, True, 1j]),
)
def test_binary_promotion_of_mixed_operands(name, d1, d2, scalar):
    """Mixed dtypes and weak scalars through the functions (NumPy backend)."""
    ours, theirs = getattr(fnp, name), getattr(jnp, name)
    x1, x2 = sample(d1, "positive"), sample(d2, "positive")
    if scalar is None:
        run_ours = lambda: ours(fnp.asarray(x1), fnp.asarray(x2))  # noqa: E731
        run_theirs = lambda: theirs(jnp.asarray(x1), jnp.asarray(x2))  # noqa: E731
    else:
        run_ours = lambda: ours(scalar, fnp.asarray(x2))  # noqa: E731
        run_theirs = lambda: theirs(scalar, jnp.asarray(x2))  # noqa: E731
    check_call(
        ours,
        run_ours,
        run_theirs,
        (name, d1, d2, repr(scalar)),
        [d1, d2],
        f"{name}({d1}, {d2}, {scalar})",
    )


def test_clip(backend):
    cases = []
    for d in DTYPES:
        x = sample(d)
        cases.append((("clip", d), fnp.clip, lambda x=x: fnp.clip(fnp.asarray(x), 0, 1),
                      lambda x=x: jnp.clip(jnp.asarray(x), 0, 1), [d], f"clip({d})"))  # fmt: skip
    run_cases(cases)
    x = sample("float32")
    assert_matches(
        fnp.clip(fnp.asarray(x), max=0.1), jnp.clip(jnp.asarray(x), max=0.1), "clip max only"
    )


# --- reductions and scans ----------------------------------------------------------------

REDUCTIONS = {
    "sum": [{}, {"axis": 0}, {"axis": 1, "keepdims": True}],
    "prod": [{}, {"axis": 1}],
    "mean": [{}, {"axis": (0, 1)}, {"axis": 0, "keepdims": True}],
    "max": [{}, {"axis": 1}],
    "min": [{}, {"axis": 0, "keepdims": True}],
    "std": [{}, {"axis": 1, "ddof": 1}],
    "var": [{}, {"axis": 0}],
    "all": [{}, {"axis": 1}],
    "any": [{}, {"axis": 0}],
    "argmax": [{}, {"axis": 1}, {"axis": 0, "keepdims": True}],
    "argmin": [{}, {"axis": 1}],
    "cumsum": [{}, {"axis": 1}],
    "cumprod": [{}, {"axis": 0}],
    "count_nonzero": [{}, {"axis": 1}],
}


def _reduction_cases(name: str) -> list[tuple]:
    ours, theirs = getattr(fnp, name), getattr(jnp, name)
    cases = []
    for d in DTYPES:
        x = sample(d, "positive" if name == "prod" else "any")
        for kw in REDUCTIONS[name]:
            cases.append(((name, d, repr(kw)), ours, lambda x=x, kw=kw: ours(fnp.asarray(x), **kw),
                          lambda x=x, kw=kw: theirs(jnp.asarray(x), **kw), [d], f"{name}({d}, {kw})"))  # fmt: skip
    return cases


@pytest.mark.parametrize("name", sorted(REDUCTIONS))
def test_reductions(name, backend):
    run_cases(family_cases(_reduction_cases, sorted(REDUCTIONS), name))


def test_reduction_options(backend):
    x = sample("float32")
    mask = np.asarray([[True, False, True], [True, True, False]])
    cases = [
        ("sum", {"dtype": "float64"}), ("sum", {"initial": 2.0}), ("sum", {"where": mask}),
        ("mean", {"where": mask}), ("max", {"initial": 0.6, "where": mask}),
        ("prod", {"promote_integers": False}), ("cumsum", {"dtype": "int32"}),
    ]  # fmt: skip
    for name, kw in cases:
        ours_kw = {k: (fnp.asarray(v) if isinstance(v, np.ndarray) else v) for k, v in kw.items()}
        theirs_kw = {k: (jnp.asarray(v) if isinstance(v, np.ndarray) else v) for k, v in kw.items()}
        got = getattr(fnp, name)(fnp.asarray(x), **ours_kw)
        assert_matches(got, getattr(jnp, name)(jnp.asarray(x), **theirs_kw), f"{name}({kw})")
    with pytest.raises(ValueError, match="identity"):
        fnp.max(fnp.asarray(x), where=fnp.asarray(mask))


def _sorting_cases(name: str) -> list[tuple]:
    ours, theirs = getattr(fnp, name), getattr(jnp, name)
    cases = []
    for d in DTYPES:
        x = sample(d)
        for kw in ({}, {"axis": 0, "descending": True}, {"axis": None}):
            cases.append(((name, d, repr(kw)), ours, lambda x=x, kw=kw: ours(fnp.asarray(x), **kw),
                          lambda x=x, kw=kw: theirs(jnp.asarray(x), **kw), [d], f"{name}({d}, {kw})"))  # fmt: skip
    return cases


@pytest.mark.parametrize("name", ["sort", "argsort"])
def test_sorting(name, backend):
    run_cases(family_cases(_sorting_cases, ["sort", "argsort"], name))


# --- creation --------------------------------------------------------------------------


CREATION = [
    ("array([1, 2])", lambda m: m.array([1, 2])),
    ("array(1.5)", lambda m: m.array(1.5)),
    ("array([[1, 2.5]], ndmin=3)", lambda m: m.array([[1, 2.5]], ndmin=3)),
    ("asarray([True, 2])", lambda m: m.asarray([True, 2])),
    ("asarray([])", lambda m: m.asarray([])),
    ("asarray(3, int8)", lambda m: m.asarray(3, dtype=m.int8)),
    ("asarray(1.7, int32)", lambda m: m.asarray(1.7, dtype=m.int32)),
    ("asarray(True)", lambda m: m.asarray(True)),
    ("asarray(1j)", lambda m: m.asarray(1j)),
    ("asarray(70000, float16)", lambda m: m.asarray(70000, dtype=m.float16)),
    ("zeros(3)", lambda m: m.zeros(3)),
    ("zeros((2, 1), int)", lambda m: m.zeros((2, 1), dtype=int)),
    ("ones((2,), bfloat16)", lambda m: m.ones((2,), dtype=m.bfloat16)),
    ("empty(2, uint8)", lambda m: m.empty(2, dtype=m.uint8)),
    ("full((2,), 7)", lambda m: m.full((2,), 7)),
    ("full(2, 0.5, float16)", lambda m: m.full(2, 0.5, dtype=m.float16)),
    ("full((2, 2), array)", lambda m: m.full((2, 2), m.asarray([1, 2], dtype=m.int16))),
    ("zeros_like(weak)", lambda m: m.zeros_like(m.asarray(2.0))),
    ("zeros_like(1)", lambda m: m.zeros_like(1)),
    (
        "ones_like(int8, dtype)",
        lambda m: m.ones_like(m.asarray([1, 2], dtype=m.int8), dtype=m.float32),
    ),
    ("full_like(uint8, 9)", lambda m: m.full_like(m.asarray([1, 2], dtype=m.uint8), 9)),
    ("full_like(weak, 2)", lambda m: m.full_like(m.asarray(1.0), 2)),
    (
        "empty_like(f32, shape)",
        lambda m: m.empty_like(m.asarray([1.0], dtype=m.float32), shape=(2, 2)),
    ),
    ("arange(5)", lambda m: m.arange(5)),
    ("arange(1, 2, 0.25)", lambda m: m.arange(1, 2, 0.25)),
    ("arange(3.0)", lambda m: m.arange(3.0)),
    ("arange(6, dtype=int8)", lambda m: m.arange(6, dtype=m.int8)),
    ("arange(10, 0, -3)", lambda m: m.arange(10, 0, -3)),
    ("linspace(0, 1, 5)", lambda m: m.linspace(0, 1, 5)),
    ("linspace(0, 10, 4, int32)", lambda m: m.linspace(0, 10, 4, dtype=m.int32)),
    ("linspace(-5, 5, 6, int64)", lambda m: m.linspace(-5, 5, 6, dtype=m.int64)),
    ("linspace(1, 2, 4, endpoint=False)", lambda m: m.linspace(1, 2, 4, endpoint=False)),
    ("linspace(0, 1, 3, retstep)", lambda m: m.linspace(0, 1, 3, retstep=True)),
    ("linspace(0, 1, 1)", lambda m: m.linspace(0, 1, 1)),
    (
        "linspace(arrays)",
        lambda m: m.linspace(m.zeros(2, m.float32), m.ones(2, m.float32), 3, axis=1),
    ),
    ("linspace(0, 1, 0)", lambda m: m.linspace(0, 1, 0)),
    ("eye(3)", lambda m: m.eye(3)),
    ("eye(2, 3, k=1, int8)", lambda m: m.eye(2, 3, k=1, dtype=m.int8)),
    ("identity(2, bool)", lambda m: m.identity(2, dtype=m.bool_)),
    ("tril", lambda m: m.tril(m.ones((3, 3), dtype=m.int16), k=-1)),
    ("triu", lambda m: m.triu(m.ones((2, 3)), k=1)),
    ("float32(1.5)", lambda m: m.float32(1.5)),
    ("int8([1, 2])", lambda m: m.int8([1, 2])),
    (
        "array of arrays",
        lambda m: m.array([m.asarray([1, 2], dtype=m.int8), m.asarray([3, 4], dtype=m.int8)]),
    ),
    ("array(mixed leaves)", lambda m: m.array([m.float32(1), 2.5])),
]


def test_creation(backend):
    run_cases([(("creation", label), None, lambda make=make: make(fnp), lambda make=make: make(jnp), [], label)
               for label, make in CREATION])  # fmt: skip


# --- shape manipulation ------------------------------------------------------------------

MANIPULATION = [
    ("reshape", lambda m, x: m.reshape(x, (3, 2))),
    ("reshape -1", lambda m, x: m.reshape(x, -1)),
    ("reshape F", lambda m, x: m.reshape(x, (3, 2), order="F")),
    ("ravel", lambda m, x: m.ravel(x)),
    ("transpose", lambda m, x: m.transpose(x)),
    ("transpose axes", lambda m, x: m.transpose(x[None], (1, 2, 0))),
    ("swapaxes", lambda m, x: m.swapaxes(x, 0, 1)),
    ("moveaxis", lambda m, x: m.moveaxis(x[None], 0, -1)),
    ("squeeze", lambda m, x: m.squeeze(x[None, :, None])),
    ("squeeze axis", lambda m, x: m.squeeze(x[None], axis=0)),
    ("expand_dims", lambda m, x: m.expand_dims(x, (0, 3))),
    ("concatenate", lambda m, x: m.concatenate([x, x], axis=1)),
    ("concatenate None", lambda m, x: m.concatenate([x, x[0]], axis=None)),
    ("stack", lambda m, x: m.stack([x, x], axis=-1)),
    ("hstack", lambda m, x: m.hstack([x, x])),
    ("vstack", lambda m, x: m.vstack([x[0], x[1]])),
    ("broadcast_to", lambda m, x: m.broadcast_to(x[:1], (4, 3))),
    ("tile", lambda m, x: m.tile(x, (2, 1, 2))),
    ("repeat", lambda m, x: m.repeat(x, 2, axis=1)),
    ("repeat flat", lambda m, x: m.repeat(x, 2)),
    ("flip", lambda m, x: m.flip(x)),
    ("flip axis", lambda m, x: m.flip(x, 1)),
    ("split", lambda m, x: m.split(x, 3, axis=1)),
    ("split indices", lambda m, x: m.split(x, [1], axis=0)),
    ("atleast_2d", lambda m, x: m.atleast_2d(x[0])),
    ("where", lambda m, x: m.where(x[0] != x[1], x[0], x[1])),
    ("nonzero", lambda m, x: m.nonzero(x)),
    ("nonzero size", lambda m, x: m.nonzero(x, size=7, fill_value=-1)),
    ("take", lambda m, x: m.take(x, m.asarray([2, -1, 7, -4]), axis=1)),
    ("take flat", lambda m, x: m.take(x, m.asarray([[0, 5], [9, 1]]))),
    ("take clip", lambda m, x: m.take(x, m.asarray([2, 9]), axis=1, mode="clip")),
    ("take wrap", lambda m, x: m.take(x, m.asarray([4, -5]), axis=1, mode="wrap")),
    (
        "take_along_axis",
        lambda m, x: m.take_along_axis(x, m.asarray([[2, 0, 5], [1, 1, 0]]), axis=1),
    ),
    (
        "take_along_axis clip",
        lambda m, x: m.take_along_axis(x, m.asarray([[2], [7]]), axis=1, mode="clip"),
    ),
]


def _op_cases(case: tuple, make=sample) -> list[tuple]:
    label, op = case[:2]
    inputs = {d: make(d) for d in DTYPES}
    return [((label, d), None, lambda x=x: op(fnp, fnp.asarray(x)), lambda x=x: op(jnp, jnp.asarray(x)), [d],
             f"{label}({d})") for d, x in inputs.items()]  # fmt: skip


def _manipulation_cases(case: tuple) -> list[tuple]:
    return _op_cases(case)


@pytest.mark.parametrize("case", MANIPULATION, ids=[c[0] for c in MANIPULATION])
def test_manipulation_and_indexing(case, backend):
    run_cases(family_cases(_manipulation_cases, MANIPULATION, case))


def test_shape_functions_keep_weak_type(backend):
    for label, op in MANIPULATION[:20]:
        if label in ("split", "split indices", "transpose axes", "moveaxis"):
            continue
        w_ours, w_theirs = fnp.asarray(2.5), jnp.asarray(2.5)
        ours = op(fnp, fnp.broadcast_to(w_ours, (2, 3)))
        theirs = op(jnp, jnp.broadcast_to(w_theirs, (2, 3)))
        assert_matches(ours, theirs, f"{label}(weak)")


def test_where_promotes_like_jax(backend):
    c = np.asarray([True, False])
    for a, b in [
        (sample("int8")[0, :2], 0.5),
        (1, sample("uint8")[0, :2]),
        (2, 3.0),
        (True, False),
    ]:
        ours = fnp.where(
            fnp.asarray(c), *(fnp.asarray(v) if isinstance(v, np.ndarray) else v for v in (a, b))
        )
        theirs = jnp.where(c, *(jnp.asarray(v) if isinstance(v, np.ndarray) else v for v in (a, b)))
        assert_matches(ours, theirs, f"where({a!r}, {b!r})")


# --- products and linear algebra ------------------------------------------------------------

PRODUCTS = [
    ("matmul", lambda m, x: m.matmul(x, m.transpose(x))),
    ("matmul batched", lambda m, x: m.matmul(m.stack([x, x]), m.transpose(x))),
    ("matmul vector", lambda m, x: m.matmul(x, x[0])),
    ("dot", lambda m, x: m.dot(x, m.transpose(x))),
    ("dot vectors", lambda m, x: m.dot(x[0], x[1])),
    ("dot 0-d", lambda m, x: m.dot(x, x[0, 0])),
    ("dot nd", lambda m, x: m.dot(m.stack([x, x]), m.transpose(m.stack([x, x]), (1, 2, 0)))),
    ("vdot", lambda m, x: m.vdot(x, x)),
    ("inner", lambda m, x: m.inner(x, x)),
    ("outer", lambda m, x: m.outer(x[0], x[1])),
    ("tensordot", lambda m, x: m.tensordot(x, x, axes=([1], [1]))),
    ("einsum", lambda m, x: m.einsum("ij,kj->ik", x, x)),
    ("einsum trace", lambda m, x: m.einsum("ij->j", x)),
    ("operator @", lambda m, x: x @ m.transpose(x)),
]


def _product_cases(case: tuple) -> list[tuple]:
    return _op_cases(case)


@pytest.mark.parametrize("case", PRODUCTS, ids=[c[0] for c in PRODUCTS])
def test_products(case, backend):
    run_cases(family_cases(_product_cases, PRODUCTS, case), tol=_product_tol)


def _product_tol(d: str) -> float | None:
    # Sums of products: a few roundings more than one elementwise operation.
    return {"bfloat16": 5e-2, "float16": 5e-3, "float32": 1e-5, "complex64": 1e-5}.get(d)


def _square(d: str) -> np.ndarray:
    a = np.asarray([[2.0, 0.5, 0.25], [0.5, 3.0, 0.125], [0.25, 0.125, 4.0]])
    if d == "bool":
        return np.eye(3, dtype=bool)
    if d.startswith(("int", "uint")):
        return np.asarray([[2, 1, 0], [1, 3, 1], [0, 1, 4]]).astype(jnp.dtype(d))
    if d.startswith("complex"):
        a = a + 0j
    return a.astype(jnp.dtype(d))


LINALG = [
    ("norm", lambda m, x: m.linalg.norm(x)),
    ("norm axis", lambda m, x: m.linalg.norm(x, axis=1)),
    ("norm ord=1", lambda m, x: m.linalg.norm(x, ord=1)),
    ("norm fro keepdims", lambda m, x: m.linalg.norm(x, axis=(0, 1), keepdims=True)),
    ("norm inf axis", lambda m, x: m.linalg.norm(x, ord=np.inf, axis=0)),
    ("inv", lambda m, x: m.linalg.inv(x)),
    ("det", lambda m, x: m.linalg.det(x)),
    ("slogdet", lambda m, x: tuple(m.linalg.slogdet(x))),
    ("solve", lambda m, x: m.linalg.solve(x, x[:, 0])),
    ("cholesky", lambda m, x: m.linalg.cholesky(x)),
    ("eigh values", lambda m, x: m.linalg.eigh(x)[0]),
    ("svd values", lambda m, x: m.linalg.svd(x, compute_uv=False)),
    ("pinv", lambda m, x: m.linalg.pinv(x)),
    ("matrix_power", lambda m, x: m.linalg.matrix_power(x, 2)),
]


# The factorisations beyond the four (norm, inv, det, solve) run on a
# few dtypes: each costs jax a heavy compilation per dtype.
FEW_DTYPES = ["int32", "float16", "float32", "float64", "complex64"]


def _linalg_cases(case: tuple) -> list[tuple]:
    cases = _op_cases(case, _square)
    if case[0].split()[0] in ("cholesky", "eigh", "svd", "pinv", "slogdet"):
        cases = [c for c in cases if c[4][0] in FEW_DTYPES]
    return cases


@pytest.mark.parametrize("case", LINALG, ids=[c[0] for c in LINALG])
def test_linalg(case, backend):
    run_cases(family_cases(_linalg_cases, LINALG, case), tol=_linalg_tol)


def _linalg_tol(d: str) -> float | None:
    return {"bfloat16": 5e-2, "float16": 1e-2, "float32": 1e-5, "complex64": 1e-5,
            "float64": 1e-10, "complex128": 1e-10}.get(d, 1e-5)  # fmt: skip


def test_linalg_refuses_half_precision_factorisations_like_jax(backend):
    x = _square("float16")
    for fn in (fnp.linalg.inv, fnp.linalg.cholesky):
        with pytest.raises(NotImplementedError):
            getattr(jnp.linalg, fn.__name__)(jnp.asarray(x))
        with pytest.raises(
            TypeError, match=f"jax.numpy.linalg.{fn.__name__} does not support float16"
        ):
            fn(fnp.asarray(x))
        assert ivylite.Dtype("float16") in ivylite.function_unsupported_dtypes(fn)


# --- jax.nn ------------------------------------------------------------------------------------

# (relu, gelu, silu, sigmoid, softplus, elu, tanh, softmax and log_softmax along an
# axis...: rows of tests/frontends/harness/test_jax.py)
NN = [
    ("softmax", lambda m, x: m.softmax(x)),
    ("softmax where", lambda m, x: m.softmax(x, where=np.asarray([True, False, True]))),
    ("log_softmax axes", lambda m, x: m.log_softmax(x, axis=(0, 1))),
    ("leaky_relu", lambda m, x: m.leaky_relu(x)),
    ("one_hot", lambda m, x: m.one_hot(x, 4)),
    ("one_hot axis 0 int8", lambda m, x: m.one_hot(x, 3, dtype=np.int8, axis=0)),
    ("logsumexp", lambda m, x: m.logsumexp(x)),
    ("logsumexp axis", lambda m, x: m.logsumexp(x, axis=1, keepdims=True)),
    ("logsumexp b sign", lambda m, x: m.logsumexp(x, axis=0, b=x, return_sign=True)),
    ("standardize", lambda m, x: m.standardize(x)),
]


def _nn_cases(case: tuple) -> list[tuple]:
    label, op = case
    fn = getattr(fjax.nn, label.split()[0])
    # jax's softmax takes bools only with where= (they promote with its -inf
    # initial value); the frontend refuses bools always (see softmax's docstring).
    inputs = {d: sample(d) for d in DTYPES if not (label == "softmax where" and d == "bool")}
    return [(("nn", label, d), fn, lambda x=x: op(fjax.nn, fnp.asarray(x)), lambda x=x: op(jax.nn, jnp.asarray(x)),
             [d], f"nn.{label}({d})") for d, x in inputs.items()]  # fmt: skip


@pytest.mark.parametrize("case", NN, ids=[c[0] for c in NN])
def test_nn(case, backend):
    run_cases(family_cases(_nn_cases, NN, case), weak=False, tol=_product_tol)


# --- jax.lax ----------------------------------------------------------------------------------


LAX_BINARY = ["add", "sub", "mul", "div", "max", "min", "pow"]


def _lax_binary_cases(name: str) -> list[tuple]:
    ours, theirs = getattr(fjax.lax, name), getattr(jax.lax, name)
    cases = []
    for d in DTYPES:
        x1, x2 = sample(d, "positive"), sample(d, "other")
        cases.append(
            (
                ("lax", name, d),
                ours,
                lambda x1=x1, x2=x2: ours(fnp.asarray(x1), fnp.asarray(x2)),
                lambda x1=x1, x2=x2: theirs(jnp.asarray(x1), jnp.asarray(x2)),
                [d],
                f"lax.{name}({d})",
            )
        )
        # a Python scalar is its default dtype (int64, float64) to lax: no promotion
        for v in (2, 2.0):
            cases.append(
                (
                    ("lax", name, d, repr(v)),
                    ours,
                    lambda x1=x1, v=v: ours(fnp.asarray(x1), v),
                    lambda x1=x1, v=v: theirs(jnp.asarray(x1), v),
                    [d],
                    f"lax.{name}({d}, {v!r})",
                )
            )
    return cases


@pytest.mark.parametrize("name", LAX_BINARY)
def test_lax_binary_needs_one_dtype(name, backend):
    ours, theirs = getattr(fjax.lax, name), getattr(jax.lax, name)
    run_cases(family_cases(_lax_binary_cases, LAX_BINARY, name))
    with pytest.raises(TypeError, match="same dtypes"):
        ours(fnp.zeros(2, "float32"), fnp.zeros(2, "float64"))
    assert_matches(
        ours(fnp.asarray(2.0), 1.0), theirs(jnp.asarray(2.0), 1.0), f"lax.{name}(weak, 1.0)"
    )


LAX_UNARY = ["neg", "abs", "exp", "log", "tanh", "logistic", "sqrt", "rsqrt"]


def _lax_unary_cases(name: str) -> list[tuple]:
    ours, theirs = getattr(fjax.lax, name), getattr(jax.lax, name)
    inputs = {d: sample(d, "positive") for d in DTYPES}
    return [(("lax", name, d), ours, lambda x=x: ours(fnp.asarray(x)), lambda x=x: theirs(jnp.asarray(x)), [d],
             f"lax.{name}({d})") for d, x in inputs.items()]  # fmt: skip


@pytest.mark.parametrize("name", LAX_UNARY)
def test_lax_unary(name, backend):
    run_cases(family_cases(_lax_unary_cases, LAX_UNARY, name))


def test_lax_convert_and_stop_gradient(backend):
    x = sample("float64")
    assert_matches(fjax.lax.convert_element_type(fnp.asarray(x), fnp.int16),
                   jax.lax.convert_element_type(jnp.asarray(x), jnp.int16), "convert_element_type")  # fmt: skip
    assert_matches(
        fjax.lax.stop_gradient(fnp.asarray(2.0)),
        jax.lax.stop_gradient(jnp.asarray(2.0)),
        "stop_gradient",
    )


# --- declarations --------------------------------------------------------------------------


DECLARED = [
    (fnp.subtract, ("bool",)), (fnp.negative, ("bool",)), (fnp.sign, ("bool",)),
    (fnp.floor, ("complex64", "complex128")), (fnp.round, ("bool",)),
    (fnp.floor_divide, ("complex64", "complex128")), (fnp.argmax, ("complex64", "complex128")),
    (fnp.clip, ("complex64",)), (fnp.invert, ("float32", "bfloat16")),
    (fjax.nn.sigmoid, ("bool", "int8", "uint64")), (fjax.nn.softmax, ("bool",)),
    (fjax.nn.one_hot, ("bool",)), (fnp.linalg.solve, ("float16", "bfloat16")),
]  # fmt: skip


@pytest.mark.parametrize("fn,dtypes", DECLARED, ids=[f[0].__name__ for f in DECLARED])
def test_declared_dtypes_are_reported_and_refused(fn, dtypes, backend):
    reported = ivylite.function_unsupported_dtypes(fn)
    for d in dtypes:
        if invalid_here(d):
            continue  # not a dtype here at all: the backend's own error comes first
        assert ivylite.Dtype(d) in reported, (fn.__name__, d, reported)
        args = [fnp.asarray(sample(d))] * (2 if fn in (fnp.subtract, fnp.floor_divide) else 1)
        if fn is fnp.linalg.solve:
            args = [fnp.asarray(_square(d)), fnp.asarray(_square(d)[0])]
        if fn is fjax.nn.one_hot:
            args.append(3)
        with pytest.raises(TypeError, match=f"does not support {d}"):
            fn(*args)


def test_frontend_limits_are_declared_and_clear(backend):
    # JAX computes these; ivylite has no complex kernel for them.
    for fn in (fnp.arctan2, fnp.logaddexp, fjax.nn.softmax, fjax.nn.log_softmax):
        assert ivylite.Dtype("complex128") in ivylite.function_unsupported_dtypes(fn)
        x = fnp.asarray(sample("complex128"))
        with pytest.raises(TypeError, match="ivylite's jax frontend does not compute it"):
            fn(x, x) if fn in (fnp.arctan2, fnp.logaddexp) else fn(x)


def test_gelu_exact_refuses_complex_like_jax():
    x = sample("complex64")
    with pytest.raises(TypeError):
        jax.nn.gelu(jnp.asarray(x), approximate=False)
    with pytest.raises(TypeError, match=r"gelu\(approximate=False\) does not support complex"):
        fjax.nn.gelu(fnp.asarray(x), approximate=False)
    # the tanh approximation (JAX's default) is defined for complex numbers
    assert_matches(
        fjax.nn.gelu(fnp.asarray(x)), jax.nn.gelu(jnp.asarray(x)), "gelu(complex64)", weak=False
    )


def test_functions_refuse_lists_like_jax():
    with pytest.raises(TypeError):
        jnp.sin([1.0])
    with pytest.raises(TypeError, match="requires ndarray or scalar"):
        fnp.sin([1.0])
    with pytest.raises(TypeError, match="requires ndarray or scalar"):
        fnp.add([1.0], 1)


def test_floats_on_every_backend_agree_with_jax(backend):
    """One pass of a typical float pipeline per float dtype (catches backend-specific kernels)."""

    def pipeline(m, nn, a):
        return m.sum(nn.softmax(m.tanh(a) * 2 + 1, axis=-1) ** 2, axis=0)

    inputs = {d: sample(d) for d in FLOATS}
    run_cases([(("pipeline", d), None, lambda x=x: pipeline(fnp, fjax.nn, fnp.asarray(x)),
                lambda x=x: pipeline(jnp, jax.nn, jnp.asarray(x)), [d], f"pipeline({d})") for d, x in inputs.items()],
              tol=_product_tol)  # fmt: skip
