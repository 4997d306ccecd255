"""The numpy frontend's ufuncs as ufunc objects, against real NumPy on every
backend: ``nin``/``nout``/``identity``, and ``reduce``, ``accumulate``,
``outer``, ``at`` and ``reduceat`` with NumPy's dtypes and values; ``out=`` and
``where=``."""

from __future__ import annotations

import warnings

import pytest

np = pytest.importorskip("numpy")
pytest.importorskip("ml_dtypes")

import ivylite.frontends.numpy as X  # noqa: E402

from .test_numpy_frontend import check, compare, np_array  # noqa: E402

UFUNCS = sorted(name for name in X.__all__ if isinstance(getattr(X, name), X.ufunc))
# ldexp takes (float, int): NumPy's reductions of it are refusals or oddities
BINARY = [n for n in UFUNCS if getattr(X, n).nin == 2 and getattr(X, n).nout == 1 and n != "ldexp"]


def test_every_frontend_ufunc_is_one_of_numpys():
    assert len(UFUNCS) >= 80
    for name in UFUNCS:
        mine, ref = getattr(X, name), getattr(np, name)
        assert isinstance(ref, np.ufunc), name
        assert (mine.__name__, mine.nin, mine.nout, mine.nargs) == (
            ref.__name__, ref.nin, ref.nout, ref.nargs
        ), name  # fmt: skip
        assert mine.identity == ref.identity or (mine.identity != mine.identity), name
        assert repr(mine) == repr(ref), name


def _values(name, dtype):
    # positive values and small exponents: every binary ufunc is defined on them
    return np_array([[3, 1, 2], [2, 2, 1]], dtype)


DTYPES = ["bool", "int8", "uint8", "int64", "float32", "float64"]


def _quiet(fn):
    def run(*a, **k):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return fn(*a, **k)

    return run


# NumPy 2.4's reduce of these skips elements (power.reduce([2., 3., 1.5, 2.]) is 4.0,
# though its accumulate ends in 512.0): the frontend folds in order, so it is compared
# with the last element of NumPy's accumulate, NumPy's own definition of reduce.
SKIPPING_REDUCE = {"power", "pow", "arctan2", "atan2"}


def _reduce_by_accumulate(ref):
    def reduce(x, axis):
        return np.take(ref.accumulate(x, axis=axis), -1, axis=axis)

    return reduce


@pytest.mark.parametrize("name", BINARY)
def test_reduce_and_accumulate_match_numpy(name, backend):
    mine, ref = getattr(X, name), getattr(np, name)
    ref_reduce = _reduce_by_accumulate(ref) if name in SKIPPING_REDUCE else ref.reduce
    for d in DTYPES:
        x = _values(name, d)
        for axis in (0, 1, None) if mine.reorderable else (0, 1):
            check(_quiet(mine.reduce), ref_reduce, x, axis=axis, ctx=f"{name}.reduce({d}, {axis})")
        check(_quiet(mine.accumulate), ref.accumulate, x, axis=1, ctx=f"{name}.accumulate({d})")
        check(_quiet(mine.reduceat), ref.reduceat, x, [0, 2, 1], axis=1,
              ctx=f"{name}.reduceat({d})")  # fmt: skip


@pytest.mark.parametrize("name", BINARY)
def test_outer_matches_numpy(name, backend):
    mine, ref = getattr(X, name), getattr(np, name)
    for d in ("int16", "float64", "bool"):
        check(_quiet(mine.outer), ref.outer, np_array([1, 2, 3], d), np_array([2, 1], d),
              ctx=f"{name}.outer({d})")  # fmt: skip


def test_reduce_options_match_numpy(backend):
    x = np.arange(12, dtype=np.int16).reshape(3, 4)
    check(X.add.reduce, np.add.reduce, x, axis=(0, 1))
    check(X.add.reduce, np.add.reduce, x, axis=1, keepdims=True, initial=5)
    check(X.add.reduce, np.add.reduce, x, axis=0, where=np.array([True, False, True, True]))
    check(X.add.reduce, np.add.reduce, x, dtype="float32")
    check(X.multiply.reduce, np.multiply.reduce, np.array([], dtype=np.int8))
    check(X.maximum.reduce, np.maximum.reduce, x, axis=1, initial=100)
    check(X.subtract.reduce, np.subtract.reduce, x, axis=1, initial=3)
    check(X.bitwise_xor.reduce, np.bitwise_xor.reduce, x, axis=None)
    check(X.logical_and.reduce, np.logical_and.reduce, np.array([1.5, 0.0]))
    for bad in (lambda m: m.maximum.reduce(m.zeros(0)),
                lambda m: m.subtract.reduce(m.ones((2, 2)), axis=(0, 1)),
                lambda m: m.maximum.reduce(m.ones(3), where=m.asarray([True, False, True])),
                lambda m: m.negative.reduce(m.ones(3))):  # fmt: skip
        with pytest.raises(ValueError):
            bad(np)
        with pytest.raises(ValueError):
            bad(X)


def test_at_applies_every_occurrence_as_numpy(backend):
    cases = [
        ("add", np.zeros(5), [0, 0, 3, 0], 1.5),
        ("add", np.arange(6).reshape(2, 3), (np.array([0, 0, 1]), np.array([2, 2, 0])), 10),
        ("multiply", np.arange(1, 7, dtype=np.int8), [1, 1, 1], 2),
        ("maximum", np.array([1.0, 5.0, 3.0]), [0, 2, 2], np.array([4.0, 2.0, 9.0])),
        ("subtract", np.arange(4), slice(1, 3), 1),
        ("add", np.zeros(3, dtype=np.int8), [0], 1.7),  # NumPy casts unsafely here
    ]
    for name, base, idx, values in cases:
        mine = X.asarray(base.copy())
        ref = base.copy()
        getattr(X, name).at(mine, idx if not isinstance(idx, tuple) else tuple(
            X.asarray(i) for i in idx), values if not isinstance(values, np.ndarray) else X.asarray(
            values))  # fmt: skip
        getattr(np, name).at(ref, idx, values)
        compare(mine, ref, f"{name}.at")
    mine, ref = X.arange(6).reshape(2, 3), np.arange(6).reshape(2, 3)
    X.negative.at(mine, (0, [0, 2]))
    np.negative.at(ref, (0, [0, 2]))
    compare(mine, ref, "negative.at")


def test_at_writes_through_a_view(backend):
    mine, ref = X.zeros((3, 4)), np.zeros((3, 4))
    X.add.at(mine[1], [0, 0, 3], 1)
    np.add.at(ref[1], [0, 0, 3], 1)
    compare(mine, ref, "add.at of a row view")


def test_out_and_where_match_numpy(backend):
    a, b = np.arange(6.0).reshape(2, 3), np.full((2, 3), 2.0)
    where = np.array([True, False, True])
    for name in ("add", "multiply", "power", "maximum", "arctan2"):
        mine_out, ref_out = X.full((2, 3), -1.0), np.full((2, 3), -1.0)
        r = getattr(X, name)(X.asarray(a), X.asarray(b), out=mine_out, where=X.asarray(where))
        getattr(np, name)(a, b, out=ref_out, where=where)
        assert r is mine_out
        compare(mine_out, ref_out, f"{name}(out=, where=)")
    mine_out, ref_out = X.zeros(3, dtype=X.float32), np.zeros(3, dtype=np.float32)
    X.sqrt(X.asarray([4, 9, 16]), out=mine_out)
    np.sqrt(np.array([4, 9, 16]), out=ref_out)
    compare(mine_out, ref_out, "sqrt into float32")
    with pytest.raises(TypeError):
        X.add(X.ones(2), 1.5, out=X.zeros(2, dtype=X.int64))


def test_out_into_a_view_reaches_its_base(backend):
    mine, ref = X.zeros((4, 4)), np.zeros((4, 4))
    X.add(X.ones(4), 2, out=mine[::2][1])
    np.add(np.ones(4), 2, out=ref[::2][1])
    X.sum(X.ones((3, 2)), axis=0, out=mine.T[0, :2])
    np.sum(np.ones((3, 2)), axis=0, out=ref.T[0, :2])
    compare(mine, ref, "out= views")


def test_two_output_ufuncs_match_numpy(backend):
    for d in ("int16", "float64"):
        check(X.divmod, np.divmod, np_array([7, -7, 5], d), np_array([2, 2, -3], d))
    check(X.modf, np.modf, np.array([1.5, -2.25, 3.0]))
    q, r = X.zeros(3, dtype=X.int64), X.zeros(3, dtype=X.int64)
    X.divmod(X.asarray([7, 8, 9]), 4, out=(q, r))
    assert q.tolist() == [1, 2, 2] and r.tolist() == [3, 0, 1]
    assert divmod(X.asarray([7]), 2)[0].tolist() == [3]


def test_reflected_operators_with_python_scalars_on_the_left(backend):
    z = np.arange(1, 5, dtype=np.int16)
    for op in ("+", "-", "*", "/", "//", "%", "**", "<<", ">>", "&", "|", "^", "<", "==", ">="):
        check(lambda a, op=op: eval(f"3 {op} a"), lambda a, op=op: eval(f"3 {op} a"), z, ctx=op)
        check(lambda a, op=op: eval(f"2.5 {op} a") if op not in ("<<", ">>", "&", "|", "^")
              else a, lambda a, op=op: eval(f"2.5 {op} a") if op not in ("<<", ">>", "&", "|", "^")
              else a, np.arange(1.0, 4.0), ctx=f"float {op}")  # fmt: skip
