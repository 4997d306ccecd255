"""The tensorflow frontend's training API against real TensorFlow: tf.Variable,
tf.GradientTape (gradients function by function), tf.function, tf.random, tf.nest.

Gradients run on every backend with automatic differentiation; NumPy refuses
them with the error naming those backends.
"""

from __future__ import annotations

import numpy as np
import pytest

tf = pytest.importorskip("tensorflow")

import ivylite  # noqa: E402
import ivylite.frontends.tensorflow as ftf  # noqa: E402
from tests.conftest import NO_AUTODIFF  # noqa: E402

TRAINING_ERROR = "torch, jax, tensorflow, paddle"

_X = np.array([0.3, -1.2, 2.1, 0.7, -0.4], dtype=np.float32)
_POS = np.abs(_X) + 0.1
_M = np.array([[0.5, -1.0, 2.0], [1.5, 0.2, -0.3]], dtype=np.float32)


def _get(module, name: str):
    for part in name.split("."):
        module = getattr(module, part)
    return module


# --- tf.Variable --------------------------------------------------------------------


def test_variables_hold_and_update_values_as_tensorflow_does(backend):
    for tf_ in (tf, ftf):
        v = tf_.Variable([1.0, 2.0], name="w")
        v.assign_add([0.5, 0.5])
        v.assign_sub(tf_.constant([0.25, 1.0]))
        results = {
            "value": v.numpy(), "read": v.read_value().numpy(), "times": (v * 2).numpy(),
            "name": v.name, "trainable": v.trainable, "dtype": v.dtype.name,
            "int": tf_.Variable(3).dtype.name, "frozen": tf_.Variable(1.0, trainable=False).trainable,
        }  # fmt: skip
        if tf_ is tf:
            want = results
    for key, value in want.items():
        got = results[key]
        assert np.array_equal(got, value) if isinstance(value, np.ndarray) else got == value, key
    v = ftf.Variable([1.0, 2.0], name="w")
    assert repr(v) == ("<tf.Variable 'w:0' shape=(2,) dtype=float32, numpy=array([1., 2.], "
                       "dtype=float32)>")  # fmt: skip
    with pytest.raises(ValueError, match="shape"):
        v.assign([1.0, 2.0, 3.0])
    with pytest.raises(ValueError):
        v.assign(ftf.constant([1, 2]))  # a tensor of another dtype


# --- tf.GradientTape ------------------------------------------------------------------

# name, input (the gradient of the sum of the output with respect to the input)
GRADIENT_CASES = [
    ("sin", _X), ("cos", _X), ("tan", _X / 4), ("tanh", _X), ("exp", _X), ("math.log", _POS),
    ("math.log1p", _POS), ("sqrt", _POS), ("square", _X), ("abs", _X), ("sigmoid", _X),
    ("math.softplus", _X), ("math.reciprocal", _POS), ("negative", _X), ("sinh", _X),
    ("nn.relu", _X), ("nn.elu", _X), ("nn.gelu", _X), ("nn.silu", _X), ("nn.softmax", _M),
    ("nn.log_softmax", _M), ("nn.leaky_relu", _X), ("nn.l2_normalize", _X),
    ("reduce_sum", _M), ("reduce_mean", _M), ("reduce_max", _X), ("reduce_min", _X),
    ("reduce_prod", _POS), ("reduce_logsumexp", _M), ("transpose", _M), ("cumsum", _X),
    ("norm", _M), ("math.reduce_std", _M), ("math.reduce_variance", _M),
]  # fmt: skip


def _tape_gradient(tf_, name: str, x: np.ndarray):
    fn = _get(tf_, name)
    v = tf_.Variable(x)
    with tf_.GradientTape() as tape:
        y = tf_.reduce_sum(fn(v))
    return tape.gradient(y, v)


@pytest.mark.parametrize("name, x", GRADIENT_CASES, ids=[c[0] for c in GRADIENT_CASES])
def test_gradient_equals_tensorflow(name, x, backend):
    want = _tape_gradient(tf, name, x).numpy()
    if backend in NO_AUTODIFF:
        with pytest.raises(NotImplementedError, match=TRAINING_ERROR):
            _tape_gradient(ftf, name, x)
        return
    got = _tape_gradient(ftf, name, x).numpy()
    np.testing.assert_allclose(got, want, rtol=2e-5, atol=1e-6, err_msg=f"{name} on {backend}")


def _losses(tf_):
    """A few models' losses with respect to nested sources, TensorFlow's way."""
    w = tf_.Variable(_M)
    b = tf_.Variable([0.1, -0.2, 0.3])
    frozen = tf_.Variable([1.0, 1.0, 1.0], trainable=False)
    x = tf_.constant(_X[:2])
    labels = tf_.constant([2])
    with tf_.GradientTape(persistent=True) as tape:
        tape.watch(x)
        logits = tf_.reshape(tf_.matmul(tf_.reshape(x, [1, 2]), w) + b, [1, 3]) * frozen
        ce = tf_.reduce_mean(
            tf_.nn.sparse_softmax_cross_entropy_with_logits(labels=labels, logits=logits)
        )
        l2 = tf_.reduce_sum(tf_.square(w))
        with tape.stop_recording():
            hidden = tf_.reduce_sum(w * 3.0)
    out = {
        "nested": tape.gradient([ce, {"l2": l2}], {"w": w, "pair": (b, x)}),
        "weighted": tape.gradient(l2, w, output_gradients=tf_.constant(2.0)),
        "frozen": tape.gradient(ce, frozen),
        "stopped": tape.gradient(hidden, w),
        "zero": tape.gradient(l2, b, unconnected_gradients=tf_.UnconnectedGradients.ZERO),
    }
    return out


def test_nested_sources_persistent_tapes_and_unconnected_gradients(backend):
    if backend in NO_AUTODIFF:
        pytest.skip("no automatic differentiation on this backend (checked above)")
    want, got = _losses(tf), _losses(ftf)
    np.testing.assert_allclose(got["nested"]["w"].numpy(), want["nested"]["w"].numpy(), rtol=1e-5)
    for g, w in zip(got["nested"]["pair"], want["nested"]["pair"]):
        np.testing.assert_allclose(g.numpy(), w.numpy(), rtol=1e-5, atol=1e-7)
    np.testing.assert_allclose(got["weighted"].numpy(), want["weighted"].numpy(), rtol=1e-6)
    assert got["frozen"] is None and want["frozen"] is None
    assert got["stopped"] is None and want["stopped"] is None
    assert np.array_equal(got["zero"].numpy(), want["zero"].numpy())


def test_a_non_persistent_tape_gives_gradients_once(backend):
    if backend in NO_AUTODIFF:
        pytest.skip("no automatic differentiation on this backend")
    v = ftf.Variable(2.0)
    with ftf.GradientTape() as tape:
        y = v * v
    assert float(tape.gradient(y, v)) == 4.0
    with pytest.raises(RuntimeError, match="non-persistent"):
        tape.gradient(y, v)


def test_watch_accessed_variables_false_watches_only_what_is_asked(backend):
    if backend in NO_AUTODIFF:
        pytest.skip("no automatic differentiation on this backend")
    a, b = ftf.Variable(3.0), ftf.Variable(5.0)
    with ftf.GradientTape(watch_accessed_variables=False) as tape:
        tape.watch(a)
        y = a * b
    ga, gb = tape.gradient(y, [a, b])
    assert float(ga) == 5.0 and gb is None
    assert tape.watched_variables() == (a,)


def test_nested_tapes_give_second_derivatives(backend):
    if backend in NO_AUTODIFF or backend == "jax":
        pytest.skip("second derivatives of a tape: native tapes only (torch, tensorflow, paddle)")
    x = ftf.Variable(1.5)
    with ftf.GradientTape() as outer:
        with ftf.GradientTape() as inner:
            y = x * x * x
        dy = inner.gradient(y, x)
    d2y = outer.gradient(dy, x)
    assert float(dy) == pytest.approx(6.75) and float(d2y) == pytest.approx(9.0)


# --- tf.function ---------------------------------------------------------------------


def test_tf_function_traces_on_tensorflow_and_runs_as_is_elsewhere(backend):
    traces = []
    v = ftf.Variable([1.0, 2.0])

    @ftf.function
    def step(x, scale):
        traces.append(scale)
        v.assign_sub(x * scale)
        return ftf.reduce_sum(v)

    out = [float(step(ftf.constant([0.5, 0.5]), 2.0)) for _ in range(3)]
    assert out == [1.0, -1.0, -3.0]
    assert v.numpy().tolist() == [-2.0, -1.0]
    assert traces == ([2.0] if backend == "tensorflow" else [2.0, 2.0, 2.0])


# --- tf.random -------------------------------------------------------------------------


def test_random_draws_are_reproducible_and_in_range(backend):
    ftf.random.set_seed(5)
    a = ftf.random.normal([3, 2], mean=1.0, stddev=2.0)
    b = ftf.random.uniform([4], minval=-1.0, maxval=1.0, seed=3)
    ftf.random.set_seed(5)
    assert np.array_equal(ftf.random.normal([3, 2], mean=1.0, stddev=2.0).numpy(), a.numpy())
    assert np.array_equal(
        ftf.random.uniform([4], minval=-1.0, maxval=1.0, seed=3).numpy(), b.numpy()
    )
    assert a.dtype == ftf.float32 and a.shape == [3, 2] and (np.abs(b.numpy()) <= 1).all()
    ints = ftf.random.uniform([50], minval=3, maxval=7, dtype=ftf.int64, seed=1).numpy()
    assert ints.dtype == np.int64 and ints.min() >= 3 and ints.max() < 7
    s1 = ftf.random.stateless_normal([5], seed=[1, 2]).numpy()
    assert np.array_equal(s1, ftf.random.stateless_normal([5], seed=[1, 2]).numpy())
    assert not np.array_equal(s1, ftf.random.stateless_normal([5], seed=[1, 3]).numpy())
    u = ftf.random.stateless_uniform([5], seed=[4, 4], minval=2.0, maxval=3.0, dtype=ftf.float64)
    assert u.dtype == ftf.float64 and ((u.numpy() >= 2) & (u.numpy() < 3)).all()
    with pytest.raises(ValueError, match="maxval"):
        ftf.random.uniform([2], dtype=ftf.int32)


def test_stateless_draws_are_the_same_on_every_backend(every_backend):
    results = {}
    for name in every_backend:
        with ivylite.using_backend(name):
            results[name] = ftf.random.stateless_normal([6], seed=[7, 9], dtype=ftf.float64).numpy()
    first = next(iter(results.values()))
    for name, values in results.items():
        assert np.array_equal(values, first), name


# --- tf.nest ---------------------------------------------------------------------------


@pytest.mark.parametrize("structure", [
    {"b": [1, None], "a": (2, 3)}, [1, [2, [3, {"z": 4, "y": None}]]], None, 5, (1,),
])  # fmt: skip
def test_nest_equals_tensorflow(structure):
    flat = tf.nest.flatten(structure)
    assert ftf.nest.flatten(structure) == flat
    packed = list(range(len(flat)))
    assert ftf.nest.pack_sequence_as(structure, packed) == tf.nest.pack_sequence_as(
        structure, packed
    )
    double = lambda v: None if v is None else v * 2  # noqa: E731
    assert ftf.nest.map_structure(double, structure) == tf.nest.map_structure(double, structure)
    assert ftf.nest.is_nested(structure) == tf.nest.is_nested(structure)
    with pytest.raises(ValueError):
        ftf.nest.assert_same_structure(structure, [structure, structure])
