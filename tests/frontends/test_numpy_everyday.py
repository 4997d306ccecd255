"""The numpy frontend's everyday functions against real NumPy, on every backend:
each case is one expression written once over a module ``m`` and evaluated with
``m = numpy`` and ``m = ivylite.frontends.numpy``; dtypes, shapes and values
(and the types of Python results) must agree."""

from __future__ import annotations

import warnings

import pytest

np = pytest.importorskip("numpy")

import ivylite  # noqa: E402
import ivylite.frontends.numpy as X  # noqa: E402

from .test_numpy_frontend import compare  # noqa: E402


def agree(got, want, ctx):
    if isinstance(want, (np.ndarray, np.generic)):
        compare(got, want, ctx)
    elif isinstance(want, (tuple, list)):
        assert isinstance(got, (tuple, list)) and len(got) == len(want), f"{ctx}: {got!r}"
        for i, (g, w) in enumerate(zip(got, want)):
            agree(g, w, f"{ctx}[{i}]")
    elif isinstance(want, dict):
        assert got.keys() == want.keys(), ctx
        for k in want:
            agree(got[k], want[k], f"{ctx}[{k}]")
    else:
        assert type(got) is type(want) and got == want, f"{ctx}: {got!r} != {want!r}"


def _a(m, values, dtype=None):
    return m.array(values, dtype=dtype)


CASES = {
    # counting and sets
    "bincount": lambda m: m.bincount(_a(m, [0, 1, 1, 3, 7]), minlength=9),
    "bincount_weights": lambda m: m.bincount(_a(m, [2, 1, 1]), weights=_a(m, [0.5, 1.5, 2.0])),
    "bincount_empty": lambda m: m.bincount(_a(m, [], "int64")),
    "intersect1d": lambda m: m.intersect1d(_a(m, [1, 3, 4, 3]), _a(m, [3, 1, 2, 1])),
    "intersect1d_indices": lambda m: m.intersect1d([5, 1, 3, 4], [3, 9, 5], return_indices=True),
    "union1d": lambda m: m.union1d(_a(m, [-1, 0, 1], "int8"), _a(m, [-2, 0, 2], "int16")),
    "setdiff1d": lambda m: m.setdiff1d(_a(m, [1, 2, 3, 2, 4, 1]), _a(m, [3, 4, 5, 6])),
    "setxor1d": lambda m: m.setxor1d(_a(m, [1, 2, 3, 2, 4]), _a(m, [2, 3, 5, 7, 5])),
    "isin": lambda m: m.isin(_a(m, [[0, 2], [4, 6]]), [1, 2, 4, 8]),
    "isin_invert": lambda m: m.isin(_a(m, [0.5, 2.0]), _a(m, [2.0]), invert=True),
    "unique_all": lambda m: m.unique(
        _a(m, [[3, 1], [1, 2]]), return_index=True, return_inverse=True, return_counts=True
    ),  # fmt: skip
    "unique_rows": lambda m: m.unique(_a(m, [[1, 0], [0, 1], [1, 0]]), axis=0, return_counts=True),
    "unique_cols": lambda m: m.unique(_a(m, [[1, 0, 1], [2, 3, 2]]), axis=1, return_inverse=True),
    # shape and indexing
    "diag_make": lambda m: m.diag(_a(m, [1, 2, 3]), k=-1),
    "diag_take": lambda m: m.diag(m.arange(12).reshape(3, 4), k=1),
    "diagflat": lambda m: m.diagflat([[1, 2], [3, 4]], 1),
    "diagonal": lambda m: m.arange(24).reshape(2, 3, 4).diagonal(0, 1, 2),
    "trace": lambda m: m.trace(m.arange(9, dtype=m.int8).reshape(3, 3)),
    "pad_constant": lambda m: m.pad(m.ones((2, 3)), ((1, 2), (0, 1)), constant_values=(4, 5)),
    "pad_edge": lambda m: m.pad(m.arange(6).reshape(2, 3), 2, mode="edge"),
    "pad_reflect": lambda m: m.pad(m.arange(4), (5, 6), mode="reflect"),
    "pad_symmetric": lambda m: m.pad(m.arange(4), (3, 2), mode="symmetric"),
    "pad_wrap": lambda m: m.pad(m.arange(6).reshape(2, 3), (1, 4), mode="wrap"),
    "unravel_index": lambda m: m.unravel_index([3, 22, 41], (7, 6)),
    "unravel_index_f": lambda m: m.unravel_index(22, (7, 6), order="F"),
    "ravel_multi_index": lambda m: m.ravel_multi_index(([3, 6], [4, 5]), (7, 6)),
    "ravel_multi_index_wrap": lambda m: m.ravel_multi_index(([3, 9], [4, -1]), (7, 6), mode="wrap"),
    "indices": lambda m: m.indices((2, 3)),
    "indices_sparse": lambda m: m.indices((2, 3), sparse=True),
    "take": lambda m: m.take(m.arange(12).reshape(3, 4), [[0, 2], [1, 1]], axis=1),
    "take_flat": lambda m: m.take(_a(m, [4, 3, 5]), [0, -1, 5], mode="wrap"),
    "take_along_axis": lambda m: m.take_along_axis(_a(m, [[10, 30, 20]]), _a(m, [[2, 0]]), 1),
    "argpartition": lambda m: _partitioned(m, m.argpartition, _a(m, [3, 4, 2, 1, 9, 0]), 2),
    "partition": lambda m: _partitioned(m, m.partition, _a(m, [3, 4, 2, 1, 9, 0]), 3),
    "rot90": lambda m: m.rot90(m.arange(6).reshape(2, 3), k=3),
    "rot90_axes": lambda m: m.rot90(m.arange(24).reshape(2, 3, 4), 1, axes=(2, 0)),
    "mgrid": lambda m: m.mgrid[0:3, 1:4:2],
    "mgrid_count": lambda m: m.mgrid[-1:1:5j],
    "ogrid": lambda m: m.ogrid[0:2, 0:3],
    "r_": lambda m: m.r_[_a(m, [1, 2], "int8"), 0, 4:6],
    "r_linspace": lambda m: m.r_[-1:1:4j, 5.0],
    "c_": lambda m: m.c_[_a(m, [1, 2]), _a(m, [3, 4])],
    "ix_": lambda m: m.arange(12).reshape(3, 4)[m.ix_([0, 2], [1, 3])],
    "atleast": lambda m: [a.shape for a in m.atleast_3d(1.0, [1, 2], [[1]])],
    "atleast_1d": lambda m: m.atleast_1d(3),
    "select": lambda m: m.select(
        [m.arange(6) < 2, m.arange(6) > 3], [m.arange(6), m.arange(6) ** 2], 42
    ),  # fmt: skip
    "choose": lambda m: m.choose(
        _a(m, [2, 0, 1, 0]), [[0, 1, 2, 3], [10, 11, 12, 13], [20, 21, 22, 23]]
    ),  # fmt: skip
    "choose_clip": lambda m: m.choose(_a(m, [4, -1]), [_a(m, [1, 2]), _a(m, [5, 6])], mode="clip"),
    "sliding_window_view": lambda m: m.lib.stride_tricks.sliding_window_view(
        m.arange(12).reshape(3, 4), (2, 3)
    ),
    "sliding_window_axis": lambda m: m.lib.stride_tricks.sliding_window_view(
        m.arange(12).reshape(3, 4), 2, axis=0
    ),
    "apply_along_axis": lambda m: m.apply_along_axis(
        lambda v: v[0] + v[-1], 0, m.arange(6).reshape(2, 3)
    ),  # fmt: skip
    "apply_along_axis_vec": lambda m: m.apply_along_axis(m.sort, 1, _a(m, [[3, 1, 2], [9, 7, 8]])),
    "apply_along_axis_outer": lambda m: m.apply_along_axis(
        lambda v: m.outer(v, v), 1, m.arange(4).reshape(2, 2)
    ),  # fmt: skip
    "vectorize": lambda m: m.vectorize(lambda a, b: a - b if a > b else a + b)(m.arange(4), 2),
    "vectorize_float": lambda m: m.vectorize(lambda a: a / 2)(_a(m, [[1, 2], [3, 4]])),
    "vectorize_otypes": lambda m: m.vectorize(lambda a: a * 1.5, otypes=[float])(m.arange(3)),
    "put": lambda m: _written(m, lambda a: m.put(a, [0, 2, 7], [-4, -5], mode="clip")),
    "put_along_axis": lambda m: _written(
        m, lambda a: m.put_along_axis(a, m.argmax(a, axis=1, keepdims=True), 99, axis=1)
    ),
    "fill_diagonal": lambda m: _written(m, lambda a: m.fill_diagonal(a, [7, 8])),
    "place": lambda m: _written(m, lambda a: m.place(a, a > 3, [40, 50])),
    "putmask": lambda m: _written(m, lambda a: m.putmask(a, a % 2 == 0, -a)),
    "copyto": lambda m: _written(m, lambda a: m.copyto(a, m.arange(3) * 10, where=a > 2)),
    # bits and construction
    "packbits": lambda m: m.packbits(_a(m, [[1, 0, 1], [0, 1, 1]], "uint8"), axis=-1),
    "packbits_little": lambda m: m.packbits(_a(m, [True, False, True] * 4), bitorder="little"),
    "unpackbits": lambda m: m.unpackbits(_a(m, [[2], [7], [255]], "uint8"), axis=1),
    "unpackbits_count": lambda m: m.unpackbits(_a(m, [3, 128], "uint8"), count=-3),
    "fromiter": lambda m: m.fromiter((x * x for x in range(5)), dtype=m.int16),
    "fromiter_count": lambda m: m.fromiter(iter(range(10)), float, count=3),
    "fromfunction": lambda m: m.fromfunction(lambda i, j: i * 10 + j, (2, 3), dtype=int),
    "ndenumerate": lambda m: [(i, v.item()) for i, v in m.ndenumerate(_a(m, [[1, 2], [3, 4]]))],
    "ndindex": lambda m: list(m.ndindex(2, 1, 2)),
    # numerics
    "interp": lambda m: m.interp(_a(m, [0, 1, 1.5, 2.72, 3.14]), [1, 2, 3], [3, 2, 0]),
    "interp_lr": lambda m: m.interp(_a(m, [-1.0, 5.0, 2.0]), [0, 1, 3], [1.0, 2.0, 4.0], -9, 9),
    "interp_scalar": lambda m: m.interp(2.5, [1, 2, 3], [3.0, 2.0, 0.0]),
    "diff": lambda m: m.diff(_a(m, [[1, 3, 6, 10], [0, 5, 6, 8]]), n=2),
    "diff_axis0": lambda m: m.diff(_a(m, [[1, 3], [0, 5]], "uint8"), axis=0),
    "diff_bool": lambda m: m.diff(_a(m, [True, False, False, True])),
    "diff_prepend": lambda m: m.diff(_a(m, [1, 2, 4]), prepend=0, append=_a(m, [10])),
    "ediff1d": lambda m: m.ediff1d(_a(m, [[1, 2], [4, 7]]), to_begin=-99, to_end=[88, 99]),
    "gradient": lambda m: m.gradient(_a(m, [1, 2, 4, 7, 11, 16], "float32")),
    "gradient_2d": lambda m: m.gradient(_a(m, [[1, 2, 6], [3, 4, 5]], float)),
    "gradient_spacing": lambda m: m.gradient(
        _a(m, [1.0, 2.0, 4.0, 7.0]), _a(m, [0.0, 1.0, 1.5, 3.5])
    ),
    "gradient_order2": lambda m: m.gradient(_a(m, [1.0, 2.0, 4.0, 7.0, 11.0]), 2.0, edge_order=2),
    "gradient_axis": lambda m: m.gradient(_a(m, [[1, 2, 6], [3, 4, 5]]), axis=1),
    "percentile": lambda m: m.percentile(_a(m, [[10, 7, 4], [3, 2, 1]]), [10, 50, 95], axis=1),
    "percentile_keepdims": lambda m: m.percentile(m.arange(10.0), 33.3, keepdims=True),
    "quantile_f32": lambda m: m.quantile(m.arange(7, dtype=m.float32), 0.3),
    "quantile_axes": lambda m: m.quantile(m.arange(24.0).reshape(2, 3, 4), [0.2, 0.8], axis=(0, 2)),
    "median": lambda m: m.median(_a(m, [[10, 7, 4], [3, 2, 1]]), axis=0),
    "median_even": lambda m: m.median(_a(m, [4.0, 1.0, 3.0, 2.0])),
    "median_nan": lambda m: m.median(_a(m, [1.0, m.nan, 3.0])),
    "nanmedian": lambda m: m.nanmedian(_a(m, [[1.0, m.nan, 3.0], [4.0, 5.0, m.nan]]), axis=1),
    "nanpercentile": lambda m: m.nanpercentile(_a(m, [1.0, m.nan, 3.0, 4.0]), [25, 50]),
    "nanquantile": lambda m: m.nanquantile(_a(m, [[m.nan, 2.0], [3.0, 4.0]]), 0.5, axis=0),
    "nanmean": lambda m: m.nanmean(_a(m, [[1.0, m.nan], [3.0, 4.0]]), axis=0),
    "nansum": lambda m: m.nansum(_a(m, [1.0, m.nan, 2.5], "float32")),
    "nanprod": lambda m: m.nanprod(_a(m, [2.0, m.nan, 3.0])),
    "nanmax": lambda m: m.nanmax(_a(m, [[1.0, m.nan], [m.nan, 4.0]]), axis=1),
    "nanmin": lambda m: m.nanmin(_a(m, [1.0, m.nan, -3.0])),
    "nanargmax": lambda m: m.nanargmax(_a(m, [1.0, m.nan, 3.0])),
    "nanstd": lambda m: m.nanstd(_a(m, [1.0, m.nan, 3.0, 6.0]), ddof=1),
    "nanvar": lambda m: m.nanvar(_a(m, [[1.0, m.nan], [3.0, 5.0]]), axis=0),
    "nancumsum": lambda m: m.nancumsum(_a(m, [1.0, m.nan, 2.0])),
    "histogram": lambda m: m.histogram(_a(m, [0.5, 1.7, 2.2, 3.9, 1.1, 0.0]), bins=4),
    "histogram_edges": lambda m: m.histogram(_a(m, [1, 2, 1]), bins=[0, 1, 2, 3]),
    "histogram_range": lambda m: m.histogram(m.arange(10), bins=3, range=(2, 8)),
    "histogram_weights": lambda m: m.histogram(
        _a(m, [1, 2, 2, 3]), bins=3, weights=_a(m, [0.5, 1.0, 1.0, 2.0])
    ),  # fmt: skip
    "histogram_density": lambda m: m.histogram(_a(m, [1.0, 2.0, 2.5, 4.0]), bins=3, density=True),
    "histogram2d": lambda m: m.histogram2d(
        _a(m, [0.1, 0.5, 0.9, 0.5]), _a(m, [0.2, 0.4, 0.8, 0.8]), bins=2
    ),  # fmt: skip
    "histogram2d_edges": lambda m: m.histogram2d(
        _a(m, [1, 2, 3]), _a(m, [3, 2, 1]), bins=[[0, 2, 4], [0, 1, 2, 3]]
    ),  # fmt: skip
    "histogram_bin_edges": lambda m: m.histogram_bin_edges(m.arange(5), bins=4),
    "digitize": lambda m: m.digitize(
        _a(m, [0.2, 6.4, 3.0, 1.6]), _a(m, [0.0, 1.0, 2.5, 4.0, 10.0])
    ),
    "digitize_right": lambda m: m.digitize(_a(m, [1, 2, 3]), _a(m, [1, 2, 3]), right=True),
    "digitize_decreasing": lambda m: m.digitize(_a(m, [0.5, 2.5]), _a(m, [3.0, 2.0, 1.0])),
    "convolve": lambda m: m.convolve(_a(m, [1, 2, 3]), _a(m, [0, 1, 0.5])),
    "convolve_same": lambda m: m.convolve(_a(m, [1, 2, 3, 4]), _a(m, [1, 1]), "same"),
    "convolve_valid": lambda m: m.convolve(_a(m, [1, 2]), _a(m, [1, 2, 3, 4]), "valid"),
    "convolve_int": lambda m: m.convolve(_a(m, [1, 2, 3], "int16"), _a(m, [2, -1], "int16")),
    "correlate": lambda m: m.correlate(_a(m, [1, 2, 3]), _a(m, [0, 1, 0.5]), "full"),
    "correlate_long_v": lambda m: m.correlate(_a(m, [1.0, 2.0]), _a(m, [1.0, 2.0, 3.0]), "full"),
    "correlate_complex": lambda m: m.correlate(_a(m, [1 + 1j, 2]), _a(m, [1j, 1]), "same"),
    "copysign": lambda m: m.copysign(_a(m, [1.5, -2.0, 0.0]), _a(m, [-1.0, 1.0, -0.0])),
    "copysign_int": lambda m: m.copysign(_a(m, [1, 2], "int8"), -1),
    "emath_sqrt": lambda m: m.emath.sqrt(_a(m, [-4.0, 4.0])),
    "emath_sqrt_real": lambda m: m.emath.sqrt(_a(m, [4.0, 9.0])),
    "emath_log": lambda m: m.emath.log(-1.0),
    "emath_logn": lambda m: m.emath.logn(2, _a(m, [-8.0, 8.0])),
    "emath_arcsin": lambda m: m.emath.arcsin(_a(m, [2.0, 0.5])),
    "emath_power": lambda m: m.emath.power(_a(m, [-4.0, 4.0]), 0.5),
    "allclose": lambda m: (
        m.allclose(_a(m, [1e10, 1e-7]), _a(m, [1.00001e10, 1e-8])),
        m.allclose([1.0, m.nan], [1.0, m.nan], equal_nan=True),
    ),  # fmt: skip
    "isclose": lambda m: m.isclose(_a(m, [1e-8, 1e-7, m.inf]), _a(m, [0.0, 0.0, m.inf])),
    "array_equal": lambda m: (
        m.array_equal([1, 2], _a(m, [1, 2])),
        m.array_equal(_a(m, [1.0, m.nan]), _a(m, [1.0, m.nan]), equal_nan=True),
        m.array_equal(_a(m, [1, 2]), _a(m, [1, 2, 3])),
    ),  # fmt: skip
    # NumPy 2's names, polynomials, windows and the rest
    "concat": lambda m: m.concat([_a(m, [1], "int8"), _a(m, [2, 3], "int16")]),
    "unstack": lambda m: m.unstack(m.arange(6).reshape(2, 3), axis=1),
    "vecdot": lambda m: m.vecdot(_a(m, [[1.0, 2.0], [3.0, 4.0]]), _a(m, [0.5, 1.0])),
    "matrix_transpose": lambda m: m.matrix_transpose(m.arange(6).reshape(1, 2, 3)),
    "isdtype": lambda m: [
        m.isdtype(t, k)
        for t in (m.int8, m.float32, m.bool)
        for k in ("integral", "numeric", "real floating")
    ],  # fmt: skip
    "array_equiv": lambda m: (m.array_equiv([1, 2], [[1, 2]] * 2), m.array_equiv([1], [1, 2, 3])),
    "bitwise_count": lambda m: m.bitwise_count(_a(m, [0, 7, -8, 255, -1], "int16")),
    "binary_repr": lambda m: (m.binary_repr(10), m.binary_repr(-5, width=8), m.base_repr(35, 36)),
    "windows": lambda m: (m.hanning(5), m.hamming(6), m.bartlett(4), m.blackman(5)),
    "polyval": lambda m: m.polyval(_a(m, [3.0, 0.0, -1.0]), _a(m, [[1.0, 2.0], [0.5, -1.0]])),
    "polyfit": lambda m: m.polyfit(m.arange(6.0), _a(m, [1.0, 2.9, 5.2, 7.1, 8.8, 11.2]), 2),
    "poly_arithmetic": lambda m: (
        m.polyadd([1, 2], [3, 4, 5]),
        m.polymul([1, -1], [1, 1]),
        m.polyder([1, 0, 3, 4], 2),
        m.polyint([3.0, 2.0]),
    ),  # fmt: skip
    "poly1d": lambda m: (
        m.poly1d([2, 0, 1])(_a(m, [1, 2])),
        (m.poly1d([1, 1]) * m.poly1d([1, -1])).coeffs,
    ),
    "unwrap": lambda m: m.unwrap(_a(m, [0.0, 3.0, 6.5, 9.9, -2.0])),
    "save_load": lambda m: _roundtrip(m, m.arange(6, dtype=m.int16).reshape(2, 3)),
    # limits
    "finfo": lambda m: [
        (f.min, f.max, f.eps, f.tiny, f.resolution, f.bits, f.precision)
        for f in (m.finfo(m.float32), m.finfo(m.float64), m.finfo(m.float16), m.finfo(m.complex64))
    ],  # fmt: skip
    "iinfo": lambda m: [
        (i.min, i.max, i.bits) for i in (m.iinfo(m.int8), m.iinfo("uint16"), m.iinfo(m.int64))
    ],  # fmt: skip
}


def _partitioned(m, fn, a, k):
    """What a partition guarantees: the kth element and the two sides as sets."""
    out = fn(a, k)
    values = a[out] if out.dtype.kind in "iu" and fn.__name__ == "argpartition" else out
    return values[k], m.sort(values[:k]), m.sort(values[k + 1 :])


def _roundtrip(m, a):
    """``a`` saved by ``m`` and read back by ``m`` and by real NumPy (both arrays)."""
    import io

    f = io.BytesIO()
    m.save(f, a)
    read_by_numpy = np.load(io.BytesIO(f.getvalue()))
    return m.asarray(read_by_numpy), m.load(io.BytesIO(f.getvalue()))


def _written(m, write):
    a = m.arange(9).reshape(3, 3)
    assert write(a) is None
    return a


@pytest.mark.parametrize("name", sorted(CASES))
def test_function_matches_numpy(name, backend):
    case = CASES[name]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # warnings are compared in test_numpy_edges
        want = case(np)
        needed = [w.dtype.name for w in (want if isinstance(want, (tuple, list)) else [want])
                  if isinstance(w, (np.ndarray, np.generic))]  # fmt: skip
        if any(ivylite.Dtype(d) in ivylite.current_backend().invalid_dtypes for d in needed):
            with pytest.raises(TypeError):
                case(X)
            return
        got = case(X)
    agree(got, want, name)


def test_state_and_printing_match_numpy(backend):
    x = X.asarray([1.23456789, 2.0, 1e-9])
    ref = np.asarray([1.23456789, 2.0, 1e-9])
    with np.printoptions(precision=3, suppress=True), X.printoptions(precision=3, suppress=True):
        assert str(x) == str(ref) and repr(x) == repr(ref)
        assert X.get_printoptions() == np.get_printoptions()
    assert str(x) == str(ref)
    old = X.set_printoptions(precision=2)
    try:
        with np.printoptions(precision=2):
            assert repr(x) == repr(ref)
    finally:
        X.set_printoptions(precision=8)
    assert old is None and X.get_printoptions()["precision"] == 8
    assert X.geterr() == np.geterr()
    old = X.seterr(all="ignore")
    assert old == np.geterr() and X.geterr() == {k: "ignore" for k in old}
    X.seterr(**old)
    with X.errstate(divide="raise"):
        with pytest.raises(FloatingPointError, match="divide by zero encountered in divide"):
            X.asarray([1.0]) / 0
    assert X.geterr() == np.geterr()


def test_out_of_scope_dtypes_are_refused_clearly(backend):
    for make in (lambda: X.array(["a", "b"]), lambda: X.zeros(2, dtype="U3"),
                 lambda: X.zeros(2, dtype="datetime64[s]"), lambda: X.timedelta64(1, "D"),
                 lambda: X.zeros(2, dtype=[("x", "f4")]), lambda: X.asarray([b"x"])):  # fmt: skip
        with pytest.raises(X.OutOfScopeError, match="out of scope of ivylite's numpy frontend"):
            make()
