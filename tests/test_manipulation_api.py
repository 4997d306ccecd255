"""Manipulation and creation additions on every installed backend: broadcast_arrays,
broadcast_to, moveaxis, repeat, roll, tile, unstack, meshgrid, tril, triu,
from_dlpack.

Every function x dtype x backend against the NumPy backend (dtype, native
dtype, shape, values) and array-api-strict (the standard's shapes and
values); hypothesis over shapes, axes, shifts and repetitions; NaN, inf and
-0.0 carried through unchanged; DLPack from every installed framework; the
error paths.
"""

from __future__ import annotations

import array_api_strict as xp
import ml_dtypes
import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import ivylite
from ivylite import UnsupportedDtypeError
from ivylite.dtypes import numpy_dtype
from ivylite.support.samples import sample

from .conftest import INSTALLED, assert_same, to_host

NP = ivylite.backend("numpy")
DTYPES = [str(d) for d in ivylite.all_dtypes]
STRICT = {d for d in DTYPES if d not in ("bfloat16", "float16")}

SETTINGS = settings(
    max_examples=8,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)


def host(dtype: str, which: int = 0, shape=(2, 2)) -> np.ndarray:
    """Four values valid in ``dtype`` (the probe's samples), reshaped."""
    return sample("roll", dtype, which).reshape(shape)


# name -> f(ns, a, b): a and b are arrays of one dtype of that namespace, shape (2, 2).
CASES = {
    "broadcast_arrays": lambda ns, a, b: ns.broadcast_arrays(
        ns.reshape(a, (4, 1)), ns.reshape(b, (1, 1, 4))
    ),
    "broadcast_to": lambda ns, a, b: ns.broadcast_to(ns.reshape(a, (4, 1)), (3, 4, 2)),
    "moveaxis": lambda ns, a, b: ns.moveaxis(ns.reshape(a, (1, 2, 2)), (0, -1), (-1, 0)),
    "repeat": lambda ns, a, b: ns.repeat(a, ns.asarray(np.array([3, 0])), axis=1),
    "repeat_flat": lambda ns, a, b: ns.repeat(a, 2),
    "roll": lambda ns, a, b: ns.roll(a, (1, -3), axis=(0, 1)),
    "roll_flat": lambda ns, a, b: ns.roll(a, 3),
    "tile": lambda ns, a, b: ns.tile(a, (2, 1, 3)),
    "tile_short": lambda ns, a, b: ns.tile(a, (2,)),
    "unstack": lambda ns, a, b: ns.unstack(a, axis=-1),
    "meshgrid": lambda ns, a, b: ns.meshgrid(ns.reshape(a, (4,)), ns.reshape(b, (4,))[:3]),
    "meshgrid_ij": lambda ns, a, b: ns.meshgrid(
        ns.reshape(a, (4,)), ns.reshape(b, (4,))[:3], ns.reshape(a, (4,))[1:], indexing="ij"
    ),
    "tril": lambda ns, a, b: ns.tril(ns.reshape(ns.concat([a, b, a]), (2, 2, 3)), k=-1),
    "triu": lambda ns, a, b: ns.triu(ns.reshape(ns.concat([a, b, a]), (2, 3, 2)), k=1),
    "from_dlpack": lambda ns, a, b: ns.from_dlpack(a),
}


def run(ns, case: str, dtype: str):
    try:
        a, b = ns.asarray(host(dtype, 0)), ns.asarray(host(dtype, 1))
    except UnsupportedDtypeError as e:
        assert "is not a valid dtype on the" in str(e)
        return e
    return CASES[case](ns, a, b)


def check_same(result, reference, context: str) -> None:
    if isinstance(reference, (list, tuple)):
        assert type(result) is type(reference), f"{context}: {type(result)} != {type(reference)}"
        assert len(result) == len(reference), context
        for i, (r, w) in enumerate(zip(result, reference)):
            assert_same(r, w, f"{context}[{i}]")
    else:
        assert_same(result, reference, context)


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("case", list(CASES))
def test_every_dtype_agrees_with_numpy(backend, case, dtype):
    result = run(ivylite, case, dtype)
    if isinstance(result, UnsupportedDtypeError):
        assert dtype in ivylite.invalid_dtypes, result  # only dtypes the backend cannot hold
        return
    check_same(result, run(NP, case, dtype), f"{case}({dtype}) on {backend}")


def name_of(dtype) -> str:
    return str(dtype).rsplit(".", 1)[-1]  # array-api-strict's dtypes print as array_api_strict.x


@pytest.mark.parametrize("dtype", sorted(STRICT))
@pytest.mark.parametrize("case", [c for c in CASES if c != "from_dlpack"])
def test_numpy_backend_agrees_with_array_api_strict(case, dtype):
    a, b = (xp.asarray(host(dtype, w)) for w in (0, 1))
    want = CASES[case](xp, a, b)
    got = run(NP, case, dtype)
    wants = want if isinstance(want, (list, tuple)) else [want]
    gots = got if isinstance(got, (list, tuple)) else [got]
    assert len(gots) == len(wants)
    for g, w in zip(gots, wants):
        assert name_of(g.dtype) == name_of(w.dtype), f"{case}({dtype})"
        np.testing.assert_array_equal(np.asarray(g), np.asarray(w), err_msg=f"{case}({dtype})")


# --- special values -------------------------------------------------------------------


@pytest.mark.parametrize("dtype", ["float16", "bfloat16", "float32", "float64", "complex128"])
@pytest.mark.parametrize("case", list(CASES))
def test_nan_inf_and_negative_zero_are_carried(backend, case, dtype):
    if dtype in ivylite.invalid_dtypes:
        pytest.skip(f"{dtype} is not valid on {backend}")
    special = np.array([[np.nan, -0.0], [np.inf, -np.inf]]).astype(numpy_dtype(dtype))

    def go(ns):
        a = ns.asarray(special)
        return CASES[case](ns, a, ns.flip(a))

    got, want = go(ivylite), go(NP)
    gots = got if isinstance(got, (list, tuple)) else [got]
    wants = want if isinstance(want, (list, tuple)) else [want]
    for g, w in zip(gots, wants):
        g, w = to_host(g), to_host(w)
        np.testing.assert_array_equal(g, w, err_msg=f"{case}({dtype}) on {backend}")
        np.testing.assert_array_equal(np.signbit(g.real), np.signbit(w.real))


# --- hypothesis: shapes, axes, shifts, repetitions ------------------------------------

small_shapes = hnp.array_shapes(min_dims=1, max_dims=3, min_side=0, max_side=3)


@st.composite
def arrays(draw, dtypes=("int32", "float64", "bool")):
    dtype = draw(st.sampled_from(dtypes))
    return draw(hnp.arrays(np.dtype(dtype), small_shapes))


def agree(result, want, context):
    results = result if isinstance(result, (list, tuple)) else [result]
    wants = want if isinstance(want, (list, tuple)) else [want]
    assert len(results) == len(wants), context
    for r, w in zip(results, wants):
        assert name_of(r.dtype) == name_of(w.dtype), context
        np.testing.assert_array_equal(to_host(r), np.asarray(w), err_msg=context)


@SETTINGS
@given(data=st.data())
def test_roll_hypothesis(backend, data):
    x = data.draw(arrays())
    axes = data.draw(st.lists(st.integers(-x.ndim, x.ndim - 1), min_size=1, max_size=3))
    shifts = data.draw(st.lists(st.integers(-7, 7), min_size=len(axes), max_size=len(axes)))
    flat = data.draw(st.integers(-9, 9))
    agree(ivylite.roll(ivylite.asarray(x), tuple(shifts), axis=tuple(axes)),
          xp.roll(xp.asarray(x), tuple(shifts), axis=tuple(axes)), f"roll {x.shape}")  # fmt: skip
    agree(ivylite.roll(ivylite.asarray(x), flat), xp.roll(xp.asarray(x), flat), "roll flat")


@SETTINGS
@given(data=st.data())
def test_repeat_hypothesis(backend, data):
    x = data.draw(arrays())
    axis = data.draw(st.one_of(st.none(), st.integers(-x.ndim, x.ndim - 1)))
    n = x.size if axis is None else x.shape[axis]
    counts = data.draw(st.one_of(st.integers(0, 3), st.lists(st.integers(0, 3), min_size=n,
                                                            max_size=n)))  # fmt: skip
    mine = counts if isinstance(counts, int) else ivylite.asarray(counts, dtype="int64")
    theirs = counts if isinstance(counts, int) else xp.asarray(counts, dtype=xp.int64)
    agree(ivylite.repeat(ivylite.asarray(x), mine, axis=axis),
          xp.repeat(xp.asarray(x), theirs, axis=axis), f"repeat {x.shape} {counts} {axis}")  # fmt: skip


@SETTINGS
@given(data=st.data())
def test_tile_moveaxis_unstack_hypothesis(backend, data):
    x = data.draw(arrays())
    reps = tuple(data.draw(st.lists(st.integers(0, 2), min_size=0, max_size=4)))
    agree(ivylite.tile(ivylite.asarray(x), reps), xp.tile(xp.asarray(x), reps), f"tile {reps}")
    perm = data.draw(st.permutations(range(x.ndim)))
    k = data.draw(st.integers(1, x.ndim))
    src, dst = tuple(range(x.ndim))[:k], tuple(perm)[:k]
    agree(ivylite.moveaxis(ivylite.asarray(x), src, dst),
          xp.moveaxis(xp.asarray(x), src, dst), f"moveaxis {src} {dst}")  # fmt: skip
    axis = data.draw(st.integers(-x.ndim, x.ndim - 1))
    agree(ivylite.unstack(ivylite.asarray(x), axis=axis),
          xp.unstack(xp.asarray(x), axis=axis), f"unstack {axis}")  # fmt: skip


@SETTINGS
@given(data=st.data())
def test_broadcast_hypothesis(backend, data):
    shapes = data.draw(hnp.mutually_broadcastable_shapes(num_shapes=3, max_dims=3, max_side=3))
    xs = [data.draw(hnp.arrays(np.dtype(d), s))
          for d, s in zip(("int8", "float32", "bool"), shapes.input_shapes)]  # fmt: skip
    agree(ivylite.broadcast_arrays(*map(ivylite.asarray, xs)),
          xp.broadcast_arrays(*map(xp.asarray, xs)), f"broadcast_arrays {shapes}")  # fmt: skip
    agree(ivylite.broadcast_to(ivylite.asarray(xs[0]), shapes.result_shape),
          xp.broadcast_to(xp.asarray(xs[0]), shapes.result_shape), "broadcast_to")  # fmt: skip


@SETTINGS
@given(data=st.data())
def test_triangles_and_meshgrid_hypothesis(backend, data):
    x = data.draw(hnp.arrays(np.int16, hnp.array_shapes(min_dims=2, max_dims=4, max_side=4)))
    k = data.draw(st.integers(-5, 5))
    agree(ivylite.tril(ivylite.asarray(x), k=k), xp.tril(xp.asarray(x), k=k), f"tril {k}")
    agree(ivylite.triu(ivylite.asarray(x), k=k), xp.triu(xp.asarray(x), k=k), f"triu {k}")
    vs = data.draw(st.lists(hnp.arrays(np.float64, st.integers(0, 3).map(lambda n: (n,))),
                            min_size=0, max_size=3))  # fmt: skip
    indexing = data.draw(st.sampled_from(["xy", "ij"]))
    agree(ivylite.meshgrid(*map(ivylite.asarray, vs), indexing=indexing),
          xp.meshgrid(*map(xp.asarray, vs), indexing=indexing), f"meshgrid {indexing}")  # fmt: skip


# --- promotion: none in broadcast_arrays, one dtype in meshgrid -----------------------


def test_broadcast_arrays_keeps_each_dtype(backend):
    a = ivylite.asarray([1, 2], dtype="uint8")
    b = ivylite.asarray([[0.5], [1.5]], dtype="float64")
    out = ivylite.broadcast_arrays(a, b)
    assert isinstance(out, list)
    assert [(o.dtype, o.shape) for o in out] == [("uint8", (2, 2)), ("float64", (2, 2))]
    assert ivylite.broadcast_arrays() == []


def test_meshgrid_results_are_writable_copies(backend):
    x = ivylite.asarray([1.0, 2.0, 3.0])
    grid, _ = ivylite.meshgrid(x, ivylite.asarray([4.0, 5.0]))
    grid[0, 0] = 9.0
    assert to_host(grid).tolist() == [[9.0, 2.0, 3.0], [1.0, 2.0, 3.0]]
    assert to_host(x).tolist() == [1.0, 2.0, 3.0]


# --- DLPack from every installed framework --------------------------------------------


@pytest.mark.parametrize("source", INSTALLED)
@pytest.mark.parametrize("dtype", DTYPES)
def test_from_dlpack_any_framework(backend, source, dtype):
    S = ivylite.backend(source)
    try:
        src = S.asarray(host(dtype))
    except UnsupportedDtypeError:
        return  # not a dtype of the source framework
    want = NP.asarray(host(dtype))
    for producer in (src, src.data):  # an ivylite.Array, and the native array
        try:
            got = ivylite.from_dlpack(producer)
        except UnsupportedDtypeError as e:
            assert dtype in ivylite.invalid_dtypes, e
            assert "is not a valid dtype on the" in str(e)
            continue
        assert type(got).__name__.lower().startswith(backend)
        assert_same(got, want, f"from_dlpack({source} {dtype} {type(producer).__name__})")


def test_from_dlpack_copies(backend):
    src = np.array([1.0, 2.0, 3.0])
    shared = ivylite.from_dlpack(src)
    copied = ivylite.from_dlpack(src, copy=True)
    src[0] = 7.0
    assert to_host(copied)[0] == 1.0
    if backend in ("numpy", "torch", "paddle"):  # mutable buffers: zero-copy is visible
        assert to_host(shared)[0] == 7.0
    same = ivylite.asarray([1, 2])
    assert ivylite.from_dlpack(same, device="cpu").tolist() == [1, 2]


def test_from_dlpack_copy_false_where_a_copy_is_needed():
    x = np.array([1.5, 2.5], dtype=ml_dtypes.bfloat16)  # NumPy's DLPack has no bfloat16
    if "torch" in INSTALLED:
        with ivylite.using_backend("torch"):
            with pytest.raises(BufferError, match="copy=False"):
                ivylite.from_dlpack(x, copy=False)
            assert ivylite.from_dlpack(x).dtype == "bfloat16"


def test_from_dlpack_errors(backend):
    with pytest.raises(TypeError, match="from_dlpack: expected an object with __dlpack__"):
        ivylite.from_dlpack([1, 2, 3])
    with pytest.raises(ValueError, match="from_dlpack: device 'tpu'"):
        ivylite.from_dlpack(np.zeros(2), device="tpu")


# --- errors ---------------------------------------------------------------------------


def test_errors(backend):
    x = ivylite.reshape(ivylite.arange(6), (2, 3))
    cases = [
        (
            ValueError,
            r"broadcast_arrays: shapes \(2, 3\) and \(4,\) cannot be broadcast",
            lambda: ivylite.broadcast_arrays(x, ivylite.zeros(4)),
        ),
        (
            ValueError,
            r"broadcast_to: an array of shape \(2, 3\) cannot be broadcast to shape \(3,\)",
            lambda: ivylite.broadcast_to(x, (3,)),
        ),
        (ValueError, "broadcast_to: negative dimension", lambda: ivylite.broadcast_to(x, (-1, 3))),
        (TypeError, "broadcast_to: shape must be", lambda: ivylite.broadcast_to(x, 2.5)),
        (
            ivylite.AxisError,
            "moveaxis: source 2 is out of bounds",
            lambda: ivylite.moveaxis(x, 2, 0),
        ),
        (ValueError, "moveaxis: repeated axis", lambda: ivylite.moveaxis(x, (0, 0), (0, 1))),
        (ValueError, "moveaxis: source .* same number", lambda: ivylite.moveaxis(x, (0, 1), 0)),
        (ValueError, "repeat: repeats must be non-negative", lambda: ivylite.repeat(x, -1)),
        (
            ValueError,
            "repeat: repeats must be non-negative",
            lambda: ivylite.repeat(x, ivylite.asarray([1, -1]), axis=0),
        ),
        (
            ValueError,
            "repeat: repeats has 2 elements but axis 1 of x has size 3",
            lambda: ivylite.repeat(x, ivylite.asarray([1, 2]), axis=1),
        ),
        (
            ValueError,
            r"repeat: repeats has 2 elements but x \(flattened\) has size 6",
            lambda: ivylite.repeat(x, ivylite.asarray([1, 2])),
        ),
        (
            TypeError,
            "repeat: repeats must be an int or an array of an integer dtype",
            lambda: ivylite.repeat(x, ivylite.asarray([1.0, 2.0]), axis=0),
        ),
        (TypeError, "repeat: repeats must be an int", lambda: ivylite.repeat(x, 1.5)),
        (
            ValueError,
            "repeat: repeats must be 1-d",
            lambda: ivylite.repeat(x, ivylite.ones((2, 2), dtype="int32"), axis=0),
        ),
        (IndexError, "repeat: axis -3 is out of bounds", lambda: ivylite.repeat(x, 2, axis=-3)),
        (
            ValueError,
            r"roll: shift \(1, 2\) and axis \(0,\) must have the same length",
            lambda: ivylite.roll(x, (1, 2), axis=(0,)),
        ),
        (TypeError, "roll: with axis=None", lambda: ivylite.roll(x, (1, 2))),
        (IndexError, "roll: axis 5 is out of bounds", lambda: ivylite.roll(x, 1, axis=5)),
        (ValueError, "tile: repetitions must be non-negative", lambda: ivylite.tile(x, (1, -2))),
        (TypeError, "tile: repetitions must be", lambda: ivylite.tile(x, "ab")),
        (ValueError, "unstack: x is 0-d", lambda: ivylite.unstack(ivylite.asarray(1))),
        (IndexError, "unstack: axis 2 is out of bounds", lambda: ivylite.unstack(x, axis=2)),
        (
            TypeError,
            "meshgrid: the arrays must have one dtype",
            lambda: ivylite.meshgrid(ivylite.zeros(2), ivylite.zeros(2, dtype="int32")),
        ),
        (ValueError, "meshgrid: every array must be 1-d", lambda: ivylite.meshgrid(x)),
        (ValueError, "meshgrid: indexing must be", lambda: ivylite.meshgrid(indexing="yx")),
        (
            ValueError,
            r"tril: x must have at least 2 dimensions .* shape \(3,\)",
            lambda: ivylite.tril(ivylite.zeros(3)),
        ),
        (ValueError, "triu: x must have at least 2", lambda: ivylite.triu(ivylite.asarray(1))),
        (TypeError, "tril: k must be an int", lambda: ivylite.tril(x, k=0.5)),
        (TypeError, "from_dlpack: expected an object", lambda: ivylite.from_dlpack("abc")),
    ]
    for exc, pattern, call in cases:
        with pytest.raises(exc, match=pattern):
            call()


@pytest.mark.parametrize(
    "shape, repeats, axis",
    [((0, 2), [0, 1], 1), ((0, 2), 3, 1), ((2, 0), [1, 2], 0), ((0, 2), 2, None)],
)
def test_repeat_of_an_empty_array_is_empty_with_numpys_shape(shape, repeats, axis, backend):
    """TensorFlow's own repeat trips on empty inputs with per-element counts."""
    x = np.zeros(shape, dtype="int32")
    counts = ivylite.asarray(repeats) if isinstance(repeats, list) else repeats
    out = ivylite.repeat(ivylite.asarray(x), counts, axis=axis)
    want = np.repeat(x, repeats, axis=axis)
    assert out.shape == want.shape and out.dtype == "int32"
