"""``numpy.random`` through the frontend against real NumPy, on every backend: the
same seed and the same sequence of calls give bit-identical values, dtypes and
shapes (legacy MT19937 API and ``default_rng``'s PCG64), the state evolves
alike (``get_state``/``set_state``), ``shuffle`` permutes in place (views
included) and ``choice`` samples alike with and without replacement and with
``p``."""

from __future__ import annotations

import pytest

np = pytest.importorskip("numpy")
hypothesis = pytest.importorskip("hypothesis")

from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

import ivylite  # noqa: E402
import ivylite.frontends.numpy as X  # noqa: E402
from ivylite.frontends.numpy import ndarray  # noqa: E402

SETTINGS = settings(
    max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
SEEDS = st.integers(0, 2**32 - 1)
SHAPES = st.sampled_from([None, 1, 5, (2, 3), (3, 1, 2), (0,)])


def same(got, want, ctx=""):
    """``got`` (the frontend's) is exactly ``want`` (NumPy's): type, dtype, shape, bits."""
    if isinstance(want, (np.ndarray, np.generic)):
        assert isinstance(got, ndarray), f"{ctx}: {type(got).__name__}, NumPy gives an array"
        g = np.asarray(got)
        assert g.dtype == want.dtype, f"{ctx}: dtype {g.dtype} != {want.dtype}"
        assert g.shape == np.shape(want), f"{ctx}: shape {g.shape} != {np.shape(want)}"
        assert np.array_equal(g, want, equal_nan=g.dtype.kind in "fc"), f"{ctx}: values differ"
    elif isinstance(want, tuple):
        assert isinstance(got, tuple) and len(got) == len(want), ctx
        for g, w in zip(got, want):
            same(g, w, ctx)
    else:
        assert type(got) is type(want) and got == want, f"{ctx}: {got!r} != {want!r}"


# (method name, args, kwargs) of the legacy API; sizes filled in by the test
LEGACY_CALLS = [
    ("rand", "dims", {}),
    ("randn", "dims", {}),
    ("random_sample", (), {"size": None}),
    ("random", (), {"size": None}),
    ("randint", (0, 100), {"size": None}),
    ("randint", (-5, 5), {"size": None, "dtype": "int8"}),
    ("randint", (2**40,), {"size": None, "dtype": "uint64"}),
    ("uniform", (-2.0, 3.0), {"size": None}),
    ("normal", (10.0, 2.0), {"size": None}),
    ("standard_normal", (), {"size": None}),
    ("exponential", (1.5,), {"size": None}),
    ("poisson", (3.0,), {"size": None}),
    ("binomial", (10, 0.3), {"size": None}),
    ("choice", (7,), {"size": None}),
    ("permutation", (6,), {}),
]


def _sized(call, size):
    name, args, kwargs = call
    if args == "dims":
        dims = () if size is None else ((size,) if isinstance(size, int) else size)
        return name, dims, {}
    kwargs = dict(kwargs)
    if "size" in kwargs:
        kwargs["size"] = size
    return name, args, kwargs


def _frontend_kwargs(kwargs):
    return {k: (getattr(X, v) if k == "dtype" else v) for k, v in kwargs.items()}


def _draws(mine, ref, name, args, kwargs, ctx):
    """The frontend draws what NumPy draws, or refuses a dtype its backend lacks
    (torch and paddle have no uint64) before drawing: its stream is unchanged."""
    if kwargs.get("dtype", "int64") not in ivylite.valid_dtypes:
        before = _state(mine)
        with pytest.raises(TypeError, match="not a valid dtype"):
            getattr(mine, name)(*args, **_frontend_kwargs(kwargs))
        assert _state(mine) == before, "a refused draw moved the stream"
        return
    want = getattr(ref, name)(*args, **kwargs)
    same(getattr(mine, name)(*args, **_frontend_kwargs(kwargs)), want, ctx)


def _state(g):
    if hasattr(g, "get_state"):
        s = g.get_state()
        return (s[0], s[1].tolist(), *s[2:])
    return g.bit_generator.state


@SETTINGS
@given(seed=SEEDS, calls=st.lists(st.tuples(st.sampled_from(LEGACY_CALLS), SHAPES), max_size=6))
def test_legacy_streams_are_numpys(seed, calls, backend):
    mine, ref = X.random.RandomState(seed), np.random.RandomState(seed)
    for call, size in calls:
        name, args, kwargs = _sized(call, size)
        _draws(mine, ref, name, args, kwargs, f"RandomState({seed}).{name}{args} {kwargs}")
    state_mine, state_ref = mine.get_state(), ref.get_state()
    assert state_mine[0] == state_ref[0] and state_mine[2:] == state_ref[2:]
    assert np.array_equal(state_mine[1], state_ref[1])


@SETTINGS
@given(seed=SEEDS, size=SHAPES)
def test_module_functions_follow_the_global_seed(seed, size, backend):
    X.random.seed(seed)
    np_state = np.random.get_state()
    np.random.seed(seed)
    try:
        dims = () if size is None else ((size,) if isinstance(size, int) else size)
        same(X.random.rand(*dims), np.random.rand(*dims), "rand")
        same(X.random.randint(0, 9, size=size), np.random.randint(0, 9, size=size), "randint")
        same(X.random.randn(*dims), np.random.randn(*dims), "randn")
        same(X.random.uniform(1, 2, size), np.random.uniform(1, 2, size), "uniform")
        same(X.random.choice(5, size), np.random.choice(5, size), "choice")
        same(X.random.permutation(4), np.random.permutation(4), "permutation")
    finally:
        np.random.set_state(np_state)


def test_the_frontends_global_state_is_its_own(backend):
    np_state = np.random.get_state()
    X.random.seed(1)
    assert np.random.get_state()[1].tolist() == np_state[1].tolist()


@SETTINGS
@given(seed=SEEDS, n=st.integers(1, 6))
def test_get_state_and_set_state_replay_the_stream(seed, n, backend):
    mine, ref = X.random.RandomState(seed), np.random.RandomState(seed)
    mine.randn(n), ref.randn(n)  # a cached Gaussian is part of the state
    state = mine.get_state()
    first = mine.randint(0, 1000, size=n)
    mine.set_state(state)
    same(mine.randint(0, 1000, size=n), np.asarray(first), "after set_state")
    mine.set_state(state)
    ref.set_state(state)  # NumPy takes the frontend's state
    same(mine.randint(0, 1000, size=n), ref.randint(0, 1000, size=n), "randint from the state")
    same(mine.normal(size=n), ref.normal(size=n), "normal from the state")


SHUFFLED = [
    ("1-D", lambda m: m.arange(10)),
    ("rows", lambda m: m.arange(12).reshape(4, 3)),
    ("floats", lambda m: m.linspace(0, 1, 7).astype(m.float32)),
]


@pytest.mark.parametrize("kind,make", SHUFFLED, ids=[k for k, _ in SHUFFLED])
@SETTINGS
@given(seed=SEEDS)
def test_shuffle_permutes_in_place_as_numpy(kind, make, seed, backend):
    mine, ref = make(X), make(np)
    X.random.RandomState(seed).shuffle(mine)
    np.random.RandomState(seed).shuffle(ref)
    same(mine, ref, f"shuffle {kind}")


@SETTINGS
@given(seed=SEEDS)
def test_shuffle_of_a_view_reaches_its_base(seed, backend):
    mine, ref = X.arange(12), np.arange(12)
    X.random.RandomState(seed).shuffle(mine[::2])
    np.random.RandomState(seed).shuffle(ref[::2])
    same(mine, ref, "shuffled view's base")
    lst_mine, lst_ref = list(range(6)), list(range(6))
    X.random.RandomState(seed).shuffle(lst_mine)
    np.random.RandomState(seed).shuffle(lst_ref)
    assert lst_mine == lst_ref


CHOICES = [
    ((10, 4), {}),
    ((10, 4), {"replace": False}),
    ((5, (2, 3)), {"p": [0.1, 0.2, 0.3, 0.2, 0.2]}),
    ((6, 3), {"replace": False, "p": [0.05, 0.05, 0.3, 0.2, 0.2, 0.2]}),
    ((4,), {}),
]


@pytest.mark.parametrize("args,kwargs", CHOICES)
@SETTINGS
@given(seed=SEEDS)
def test_choice_samples_as_numpy(args, kwargs, seed, backend):
    n, *rest = args
    same(X.random.RandomState(seed).choice(n, *rest, **kwargs),
         np.random.RandomState(seed).choice(n, *rest, **kwargs), f"choice({args}, {kwargs})")  # fmt: skip
    values = np.arange(n, dtype=np.int16) * 3
    same(X.random.RandomState(seed).choice(X.asarray(values), *rest, **kwargs),
         np.random.RandomState(seed).choice(values, *rest, **kwargs), "choice of an array")  # fmt: skip


GENERATOR_CALLS = [
    ("integers", (0, 10), {"size": (3, 2)}),
    ("integers", (-3, 3), {"size": 5, "dtype": "int8", "endpoint": True}),
    ("integers", (2**63,), {"size": 4, "dtype": "uint64"}),
    ("integers", (0, 255), {"size": 4, "dtype": "uint8"}),
    ("random", (), {"size": 5}),
    ("random", (), {"size": (2, 2), "dtype": "float32"}),
    ("random", (), {}),
    ("standard_normal", (), {"size": 3, "dtype": "float32"}),
    ("normal", (0.0, 1.0), {"size": (2, 3)}),
    ("uniform", (-1, 1), {"size": 3}),
    ("exponential", (2.0,), {"size": 4}),
    ("choice", (5, 3), {"replace": False}),
    ("choice", (5, 6), {"p": [0.5, 0.1, 0.1, 0.1, 0.2]}),
    ("permutation", (7,), {}),
]


@SETTINGS
@given(seed=SEEDS, calls=st.lists(st.sampled_from(GENERATOR_CALLS), max_size=6))
def test_generator_streams_are_numpys(seed, calls, backend):
    mine, ref = X.random.default_rng(seed), np.random.default_rng(seed)
    for name, args, kwargs in calls:
        _draws(mine, ref, name, args, kwargs, f"default_rng({seed}).{name}{args} {kwargs}")
    assert mine.bit_generator.state == ref.bit_generator.state


@SETTINGS
@given(seed=SEEDS, axis=st.sampled_from([0, 1]))
def test_generator_moves_elements_as_numpy(seed, axis, backend):
    base = np.arange(12, dtype=np.float32).reshape(3, 4)
    mine, ref = X.random.default_rng(seed), np.random.default_rng(seed)
    same(mine.permutation(X.asarray(base), axis=axis), ref.permutation(base, axis=axis), "perm")
    same(mine.choice(X.asarray(base), 2, replace=False, axis=axis),
         ref.choice(base, 2, replace=False, axis=axis), "choice axis")  # fmt: skip
    a, b = X.asarray(base.copy()), base.copy()
    mine.shuffle(a, axis=axis)
    ref.shuffle(b, axis=axis)
    same(a, b, "shuffle axis")
    assert mine.bit_generator.state == ref.bit_generator.state


def test_generator_from_a_bit_generator(backend):
    same(X.random.Generator(X.random.PCG64(5)).integers(0, 9, 4),
         np.random.Generator(np.random.PCG64(5)).integers(0, 9, 4))  # fmt: skip
    same(X.random.Generator(X.random.MT19937(5)).random(3),
         np.random.Generator(np.random.MT19937(5)).random(3))  # fmt: skip
