"""TensorFlow's dtype rules in the frontend, against real TensorFlow.

- the lattice: ``EDGES`` is empty (no implicit promotion), registered as the
  ``"tensorflow"`` policy;
- all 15 x 15 dtype pairs: the same dtype or a refusal, as ``tf.concat`` does;
- Python scalars (bool, int, float, complex, out-of-range values) next to a
  tensor of every dtype, in functions and operators, on every backend;
- the default dtypes of ``tf.constant`` and their overflow errors.

TensorFlow has all 15 dtypes, so no pair is skipped. Declared exception: a
Python int outside ``[0, 2**64)`` converted to uint64 (TensorFlow is erratic
there, see ``promotion``'s docstring); the frontend raises ValueError.
"""

from __future__ import annotations

import importlib.util
import warnings

import pytest

np = pytest.importorskip("numpy")
if importlib.util.find_spec("paddle") is not None:
    # Paddle before TensorFlow, even when the run leaves the paddle backend out
    # (ivylite's tensorflow backend would otherwise import paddle after it: a segfault)
    import paddle  # noqa: F401
tf = pytest.importorskip("tensorflow")

import ivylite  # noqa: E402
import ivylite.frontends.tensorflow as ftf  # noqa: E402
from ivylite.frontends.tensorflow import promotion as P  # noqa: E402

from ..conftest import TOLERANCE  # noqa: E402

DTYPES = [str(d) for d in ivylite.all_dtypes]
NODES = DTYPES + ["i*", "f*", "c*"]
FAILED = "FAILED"


def tf_outcome(fn):
    """``fn()`` on real TensorFlow: (dtype name, NumPy values) or FAILED."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            out = fn()
        except Exception:  # noqa: BLE001 - SystemError included: any refusal
            return FAILED
    return out.dtype.name, np.asarray(out.numpy())


def ours_outcome(fn):
    """``fn()`` on the frontend: (dtype name, NumPy values), or FAILED for TF's kinds of error."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            out = fn()
        except (ftf.errors.InvalidArgumentError, TypeError, ValueError):
            return FAILED
    arr = out.ivy_array if isinstance(out, ftf.Tensor) else out
    return str(arr.dtype), np.asarray(arr)


def same(ours, theirs, ctx: str) -> None:
    if theirs is FAILED or ours is FAILED:
        assert ours is theirs, f"{ctx}: frontend {ours!r}, TensorFlow {theirs!r}"
        return
    assert ours[0] == theirs[0], f"{ctx}: dtype {ours[0]} != TensorFlow's {theirs[0]}"
    got, want = ours[1], theirs[1]
    if ours[0] == "bfloat16":
        got, want = got.astype(np.float32), want.astype(np.float32)
    tol = TOLERANCE.get(ours[0])
    if tol is None:
        np.testing.assert_array_equal(got, want, err_msg=ctx)
    else:
        np.testing.assert_allclose(got, want, rtol=tol, atol=tol, equal_nan=True, err_msg=ctx)


def lacks(backend: str, dtype: str) -> bool:
    return ivylite.Dtype(dtype) in ivylite.current_backend().invalid_dtypes


# --- the lattice ----------------------------------------------------------------


def test_edges_are_the_empty_lattice() -> None:
    assert P.EDGES == {}
    lat = ivylite.promotion.lattice("tensorflow")
    for a in NODES:
        for b in NODES:
            assert lat.join[a][b] == (a if a == b else None), (a, b)
    assert not lat.complete


def test_tensorflow_policy_is_registered() -> None:
    assert "tensorflow" in ivylite.promotion.policies()
    with ivylite.PromotionPolicy("tensorflow"):
        assert ivylite.promote_types("int8", "int8") == "int8"
        with pytest.raises(ivylite.PromotionError, match="tensorflow"):
            ivylite.promote_types("int32", "float32")


def test_all_dtype_pairs_match_tensorflow() -> None:
    for a in DTYPES:
        for b in DTYPES:
            theirs = tf_outcome(lambda a=a, b=b: tf.concat([tf.zeros([1], a), tf.zeros([1], b)], 0))
            try:
                ours = P.promote_types_tensorflow(a, b)
            except ftf.errors.InvalidArgumentError:
                ours = FAILED
            assert (ours is FAILED) == (theirs is FAILED), (a, b)
            if ours is not FAILED:
                assert ours == theirs[0] == a
    # DType objects, NumPy dtypes and names are all accepted
    assert P.promote_types_tensorflow(ftf.float16, np.float16) == "float16"


def test_dtype_pairs_in_operations(backend: str) -> None:
    """Tensors of two dtypes never meet; of one dtype they keep it."""
    for a in DTYPES:
        if lacks(backend, a):
            with pytest.raises((ivylite.UnsupportedDtypeError, AttributeError), match=backend):
                ftf.zeros([1], a)
            continue
        x = ftf.zeros([1], a)
        assert ftf.concat([x, x], 0).dtype == a
        assert (x == x).dtype == ftf.bool
        for b in DTYPES:
            if b != a and not lacks(backend, b):
                with pytest.raises(ftf.errors.InvalidArgumentError, match=f"{a} and {b}"):
                    ftf.concat([x, ftf.zeros([1], b)], 0)


def test_mixed_tensors_raise_like_tensorflow() -> None:
    with pytest.raises(tf.errors.InvalidArgumentError):
        tf.constant([1], tf.int32) + tf.constant([1.0])
    with pytest.raises(ftf.errors.InvalidArgumentError, match="int32 and float32"):
        ftf.constant([1], ftf.int32) + ftf.constant([1.0])
    # catchable as TensorFlow's error, and as the TypeError/ValueError TF raises elsewhere
    assert issubclass(ftf.errors.InvalidArgumentError, (TypeError, ValueError))


# --- Python scalars ------------------------------------------------------------------

SCALARS = [
    True, False, 0, 3, -1, 1000, 70000, 2**31, 2**40, -(2**63), 2**63, 2**64, 2**70,
    2.0, 2.5, -1.5, 1e10, 1e40, float("inf"), float("nan"), 1j, 2 + 0j,
]  # fmt: skip


def _uint64_negative(dtype: str, s) -> bool:
    """The declared exception: TensorFlow's erratic uint64 conversions."""
    return dtype == "uint64" and type(s) is int and not 0 <= s < 2**64


def test_scalar_conversion_matches_tensorflow(backend: str) -> None:
    """A scalar next to a tensor becomes the tensor's dtype (wrapping ints) or fails,
    exactly where TensorFlow's conversion with the tensor's dtype as hint does."""
    for d in DTYPES:
        if lacks(backend, d):
            continue
        x = ftf.zeros([1], d).ivy_array
        for s in SCALARS:
            ctx = f"{d} with {s!r}"
            if _uint64_negative(d, s):
                with pytest.raises(ValueError):
                    P.promote_types_of_tensorflow_inputs(x, s)
                continue
            r = tf_outcome(lambda s=s, d=d: tf.convert_to_tensor(s, dtype_hint=getattr(tf, d)))
            theirs = FAILED if r is FAILED or r[0] != d else r
            ours = ours_outcome(lambda x=x, s=s: P.promote_types_of_tensorflow_inputs(x, s)[1])
            same(ours, theirs, ctx)


_OPS = {
    "x + s": lambda m, x, s: x + s,
    "s + x": lambda m, x, s: s + x,
    "s - x": lambda m, x, s: s - x,
    "x * s": lambda m, x, s: x * s,
    "s / x": lambda m, x, s: s / x,
    "add(x, s)": lambda m, x, s: m.add(x, s),
    "add(s, x)": lambda m, x, s: m.add(s, x),
    "maximum(s, x)": lambda m, x, s: m.maximum(s, x),
    "equal(x, s)": lambda m, x, s: m.equal(x, s),
}
OP_SCALARS = [True, 3, 1000, 2**40, 2.5, 1e10, 1j]


@pytest.mark.parametrize("op", sorted(_OPS))
def test_scalars_in_operations_match_tensorflow(op: str, backend: str) -> None:
    fn = _OPS[op]
    for d in DTYPES:
        if lacks(backend, d):
            continue
        x_tf = tf.cast(tf.constant([1.0, 2.0]), d)
        x = ftf.cast(ftf.constant([1.0, 2.0]), d)
        for s in OP_SCALARS:
            theirs = tf_outcome(lambda x=x_tf, s=s: fn(tf, x, s))
            ours = ours_outcome(lambda x=x, s=s: fn(ftf, x, s))
            same(ours, theirs, f"{op} with x {d}, s={s!r} on {backend}")


def test_numpy_values_take_the_tensors_dtype() -> None:
    cases = [
        lambda m: m.constant(1.0) * np.float64(2.5),
        lambda m: np.float64(2.5) * m.constant([1.0]),
        lambda m: m.constant([1, 2]) * np.array([2.0, 2.5]),
        lambda m: m.constant(1.0, m.float64) * np.float32(2.0),
        lambda m: m.constant(1, m.int8) + np.float64(2.5),
        lambda m: m.constant(np.array([1.5, 300.7]), dtype=m.int8),
        lambda m: m.constant(np.float32(1.0)),
        lambda m: m.constant(np.array([1.0, 2.0])),
    ]
    for i, case in enumerate(cases):
        same(
            ours_outcome(lambda c=case: c(ftf)), tf_outcome(lambda c=case: c(tf)), f"numpy case {i}"
        )


# --- default dtypes of Python values -----------------------------------------------------

VALUES = [
    True, 1, 2**31, 2**63 - 1, 2**63, 1.5, 1e40, 3.4e38, 1j, [], [[]], [1, 2], [1, 2.0],
    [True, False], [True, 1], [1, True], [1.0, True], [True, 1.0], [1, 2.5j], [2.5j, 1],
    [[2j, 3], [1, 2]], [[1, 2], [2j, 3]], [2**40, 1.5], [1, 1e39], [1, 2**40], [[1, 2], [3, 4]],
    [[1, 2], [3]], (1, 2),
    [float("nan"), float("inf")],
]  # fmt: skip


def test_constant_defaults_match_tensorflow() -> None:
    for v in VALUES:
        same(
            ours_outcome(lambda v=v: ftf.constant(v)),
            tf_outcome(lambda v=v: tf.constant(v)),
            f"{v!r}",
        )


@pytest.mark.parametrize("dtype", DTYPES)
def test_constant_with_dtype_matches_tensorflow(dtype: str) -> None:
    for v in [True, 1, -1, 300, 2**40, 2**63, 2.5, 1e10, 1j, [1, 2], [1, 2.5], [True, False]]:
        if _uint64_negative(dtype, v):
            continue
        ctx = f"constant({v!r}, {dtype})"
        same(
            ours_outcome(lambda v=v: ftf.constant(v, getattr(ftf, dtype))),
            tf_outcome(lambda v=v: tf.constant(v, getattr(tf, dtype))),
            ctx,
        )


def test_convert_to_tensor_hint_matches_tensorflow() -> None:
    for v, hint in [([1, 2], "float32"), ([1.5, 2], "int32"), (1000, "int8"), (2.5, "int8")]:
        same(
            ours_outcome(lambda v=v, h=hint: ftf.convert_to_tensor(v, dtype_hint=h)),
            tf_outcome(lambda v=v, h=hint: tf.convert_to_tensor(v, dtype_hint=h)),
            f"{v!r} hint {hint}",
        )
    with pytest.raises(ValueError):  # a tensor is never converted to another dtype
        ftf.convert_to_tensor(ftf.constant([1]), dtype=ftf.float32)
    with pytest.raises(ValueError):
        tf.convert_to_tensor(tf.constant([1]), dtype=tf.float32)
