"""View semantics of the numpy frontend against real NumPy, on every backend: the
same sequences of view-taking and writing steps run on NumPy and through the
frontend, and every array (base and views) must agree after every step. Writes
through basic-slice views, transposes, reshapes and ravels reach the base;
fancy indexing gives copies; nothing is lost.

Also the ndarray features users expect: ``flat``, ``flatten``/``ravel``,
``fill``, ``item``, ``nbytes``/``itemsize``/``strides``, ``astype(casting=)``
and ``asarray`` of ranges and iterables."""

from __future__ import annotations

import pytest

np = pytest.importorskip("numpy")
hypothesis = pytest.importorskip("hypothesis")

from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

import ivylite.frontends.numpy as X  # noqa: E402

from .test_numpy_frontend import compare  # noqa: E402


def both(step):
    """Run ``step(module)`` with NumPy and the frontend."""
    return step(np), step(X)


def agree(pairs, ctx):
    for i, (ref, mine) in enumerate(pairs):
        compare(mine, ref, f"{ctx} (array {i})")


# The issue's sequences, each a list of steps over (module, arrays).
def test_the_issues_writes_reach_the_base(backend):
    ref, mine = both(lambda m: m.zeros((5, 5)))
    for z in (ref, mine):
        z[1:-1, 1:-1][z[1:-1, 1:-1] == 0] = 1
        v = z[::2]
        v += 1
        z.T[0] = 5
        r = z.reshape(-1)
        r[1] = 7
        z.ravel()[2] = 8
        z[::-1][0, ::-2] = -3
    compare(mine, ref, "Z after the writes")


# Operations that take a view (or a copy, where NumPy copies) of an array.
VIEWS = {
    "rows": lambda a: a[1:],
    "step": lambda a: a[::2],
    "reverse": lambda a: a[::-1],
    "column": lambda a: a[:, 1] if a.ndim > 1 else a[1:2],
    "transpose": lambda a: a.T,
    "ravel": lambda a: a.ravel(),
    "reshape": lambda a: a.reshape(-1),
    "newaxis": lambda a: a[None, ...],
    "swap": lambda a: a.swapaxes(0, -1),
    "flip": lambda a: a[..., ::-1],
    "fancy": lambda a: a[[0, 0]],  # a copy
    "mask": lambda a: a[a > 2],  # a copy
    "squeeze": lambda a: a[None].squeeze(0),
}
# Writes into an array (in place).
WRITES = {
    "fill": lambda a, m: a.fill(9),
    "first": lambda a, m: a.__setitem__((0,) * a.ndim, -1) if a.size else None,
    "slice": lambda a, m: a.__setitem__(slice(None, None, 2), 7) if a.ndim else None,
    "mask": lambda a, m: a.__setitem__(a > 4, 0),
    "iadd": lambda a, m: a.__iadd__(1),
    "imul": lambda a, m: a.__imul__(2),
    "ufunc_out": lambda a, m: m.add(a, 3, out=a),
    "flat": lambda a, m: a.flat.__setitem__(0, 11) if a.size else None,
    "sort": lambda a, m: a.sort(axis=-1) if a.ndim else None,
    "at": lambda a, m: m.add.at(a, (0,) * a.ndim, 5) if a.size else None,
    "copyto": lambda a, m: m.copyto(a, 4, where=a < 3),
    "put": lambda a, m: m.put(a, [0], 6) if a.size else None,
}

STEP = st.one_of(
    st.tuples(st.just("view"), st.sampled_from(sorted(VIEWS)), st.integers(0, 5)),
    st.tuples(st.just("write"), st.sampled_from(sorted(WRITES)), st.integers(0, 5)),
)


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(steps=st.lists(STEP, min_size=1, max_size=8))
def test_view_write_sequences_match_numpy(steps, backend):
    ref_arrays = [np.arange(12, dtype=np.float64).reshape(3, 4)]
    my_arrays = [X.arange(12, dtype=X.float64).reshape(3, 4)]
    for n, (kind, name, which) in enumerate(steps):
        i = which % len(ref_arrays)
        if kind == "view":
            ref_arrays.append(VIEWS[name](ref_arrays[i]))
            my_arrays.append(VIEWS[name](my_arrays[i]))
        else:
            WRITES[name](ref_arrays[i], np)
            WRITES[name](my_arrays[i], X)
        agree(zip(ref_arrays, my_arrays), f"after step {n}: {kind} {name} of array {i}")


def test_fancy_indexing_gives_copies(backend):
    ref, mine = both(lambda m: m.arange(6))
    for z in (ref, mine):
        z[[0, 1]][0] = 100
        z[z > 3][0] = 100
        z[2:4][[0]] = 50  # a copy of a view: the view and the base are unchanged
    compare(mine, ref, "after writes into copies")


def test_functions_that_return_views(backend):
    for fn in (lambda m, a: m.transpose(a), lambda m, a: m.reshape(a, (4, 3)),
               lambda m, a: m.ravel(a), lambda m, a: m.squeeze(a[None]),
               lambda m, a: m.expand_dims(a, 0), lambda m, a: m.moveaxis(a, 0, 1),
               lambda m, a: m.flip(a, 1), lambda m, a: m.fliplr(a), lambda m, a: m.rot90(a),
               lambda m, a: m.atleast_3d(a), lambda m, a: m.split(a, 3)[1],
               lambda m, a: m.asarray(a), lambda m, a: a.view()):  # fmt: skip
        ref, mine = np.zeros((3, 4)), X.zeros((3, 4))
        fn(np, ref)[...] = 1
        fn(X, mine)[...] = 1
        compare(mine, ref, "write through a function's view")


def test_reshape_of_a_non_contiguous_view_copies_as_numpy(backend):
    ref, mine = np.zeros((4, 4)), X.zeros((4, 4))
    for z in (ref, mine):
        z.T.reshape(-1)[0] = 1  # a copy in NumPy: the base is unchanged
        z[:, ::2].ravel()[1] = 2  # a copy too
        z[1:3].reshape(2, 2, 2)[0, 0, 0] = 3  # contiguous rows: a view
    compare(mine, ref, "reshape copies and views")
    assert mine.T.strides == ref.T.strides and mine[:, ::2].strides == ref[:, ::2].strides
    assert mine[::-1, 1:].strides == ref[::-1, 1:].strides


def test_views_see_later_writes_to_the_base(backend):
    ref, mine = np.arange(10.0), X.arange(10.0)
    pairs = [(ref[::3], mine[::3]), (ref[::-1], mine[::-1]), (ref.reshape(2, 5).T,
             mine.reshape(2, 5).T)]  # fmt: skip
    for z in (ref, mine):
        z[:] = z * 10
        z[4] += 1
    for r, m in pairs:
        compare(m, r, "a view after its base changed")


# --- the ndarray features -----------------------------------------------------------


def test_flat_iterates_indexes_and_assigns(backend):
    ref, mine = np.arange(6).reshape(2, 3), X.arange(6).reshape(2, 3)
    assert [int(v) for v in mine.flat] == [int(v) for v in ref.flat]
    compare(mine.flat[4], ref.flat[4])
    compare(mine.flat[1:5], ref.flat[1:5])
    compare(mine.flat[[0, 5]], ref.flat[[0, 5]])
    for z in (ref, mine):
        z.flat[[1, 4]] = -1
        z.flat[::2] = [7, 8]  # repeated cyclically, as NumPy does
    compare(mine, ref, "after flat assignments")
    for z in (ref, mine):
        z.T.flat = 3
    compare(mine, ref, "flat of a transpose")
    assert len(mine.flat) == len(ref.flat)


def test_flatten_ravel_fill_item_and_sizes(backend):
    ref, mine = (
        np.arange(12, dtype=np.int16).reshape(3, 4),
        X.arange(12, dtype=X.int16).reshape(3, 4),
    )
    f_ref, f_mine = ref.flatten(), mine.flatten()
    f_ref[0], f_mine[0] = 99, 99  # a copy
    compare(mine, ref)
    compare(mine.ravel(order="F"), ref.ravel(order="F"))
    assert mine.item(5) == ref.item(5) and mine.item(2, 1) == ref.item(2, 1)
    assert type(mine.item(5)) is type(ref.item(5))
    assert (mine.nbytes, mine.itemsize, mine.strides, mine.size) == (
        ref.nbytes, ref.itemsize, ref.strides, ref.size
    )  # fmt: skip
    assert mine.T.strides == ref.T.strides and mine[:, ::2].strides == ref[:, ::2].strides
    compare(mine.reshape(-1), ref.reshape(-1))
    compare(mine.reshape(2, -1), ref.reshape(2, -1))
    for z in (ref, mine):
        z[1].fill(-5)
    compare(mine, ref, "fill of a row view")


def test_astype_casting_rules(backend):
    x = X.asarray([1.5, 2.5])
    assert x.astype(X.int32).tolist() == [1, 2]
    assert x.astype(X.float32, casting="same_kind").dtype == X.float32
    with pytest.raises(TypeError):
        x.astype(X.int32, casting="safe")
    with pytest.raises(TypeError):
        X.asarray([1, 2]).astype(X.int8, casting="same_kind").astype(X.uint8, casting="safe")
    assert X.asarray([1], dtype=X.int8).astype(X.int64, casting="safe").dtype == X.int64


def test_asarray_of_ranges_and_other_iterables(backend):
    for value in (range(5), range(2, 10, 3), [range(3), range(3)], (1, range(2)) if False else [1, 2],
                  range(0)):  # fmt: skip
        compare(X.asarray(value), np.asarray(value), repr(value))
    compare(X.array(range(3), dtype=float), np.array(range(3), dtype=float))
    with pytest.raises(TypeError, match="out of scope"):
        X.array(["a", "b"])
    for dt in ("U5", "S3", "datetime64[D]", "O", [("a", "i4")]):
        with pytest.raises(TypeError, match="out of scope"):
            X.zeros(2, dtype=dt)
    with pytest.raises(TypeError, match="out of scope"):
        X.datetime64("2024-01-01")
