"""Neural-network functions: every function x float dtype x backend
against the NumPy backend and against real torch.nn.functional (the oracle
for activations, conv, pools, norms and losses), hypothesis over conv/pool
geometry, special values, error paths, and gradients through each
framework's own autodiff."""

from __future__ import annotations

import math

import numpy as np
import pytest
import torch
import torch.nn.functional as TF
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import ivylite
from ivylite import UnsupportedDtypeError
from ivylite.dtypes import numpy_dtype

from .conftest import INSTALLED, assert_same, to_host

NP = ivylite.backend("numpy")
FLOATS = ["float32", "float64", "float16", "bfloat16"]
# Against torch in float64: float32 sums in another order, half precision rounded once.
ORACLE_TOL = {"float64": 1e-10, "float32": 2e-5, "float16": 2e-3, "bfloat16": 1.6e-2}


# --- inputs: float arrays are rounded to the dtype first, so every side sees the same values


def normal(*shape):
    return lambda g: g.standard_normal(shape) * 1.5


def uniform(lo, hi, *shape):
    return lambda g: g.uniform(lo, hi, shape)


def labels(n, *shape):
    return lambda g: g.integers(0, n, shape).astype(np.int64)


def host_inputs(specs, dtype, seed=0):
    g = np.random.default_rng(seed)
    out = []
    for make in specs:
        a = make(g)
        if a.dtype.kind == "f":
            a = a.astype(numpy_dtype(dtype))
        out.append(a)
    return out


def to_torch(a):
    return torch.from_numpy(
        np.asarray(a, dtype=np.float64) if a.dtype.kind == "f" or a.dtype.name == "bfloat16" else a
    )


# (id, function, ivylite call, inputs, torch call)
CASES = [
    ("relu", "relu", lambda f, x: f(x), [normal(3, 4)], torch.relu),
    ("leaky_relu", "leaky_relu", lambda f, x: f(x, negative_slope=0.2), [normal(3, 4)],
     lambda x: TF.leaky_relu(x, 0.2)),
    ("gelu", "gelu", lambda f, x: f(x), [normal(3, 4)], TF.gelu),
    ("gelu_tanh", "gelu", lambda f, x: f(x, approximate=True), [normal(3, 4)],
     lambda x: TF.gelu(x, approximate="tanh")),
    ("silu", "silu", lambda f, x: f(x), [normal(3, 4)], TF.silu),
    ("sigmoid", "sigmoid", lambda f, x: f(x), [normal(3, 4)], torch.sigmoid),
    ("softmax", "softmax", lambda f, x: f(x, axis=0), [normal(3, 4, 2)], lambda x: torch.softmax(x, 0)),
    ("log_softmax", "log_softmax", lambda f, x: f(x), [normal(3, 4)], lambda x: torch.log_softmax(x, -1)),
    ("softplus", "softplus", lambda f, x: f(x, beta=2.0, threshold=1.5), [normal(3, 4)],
     lambda x: TF.softplus(x, 2.0, 1.5)),
    ("linear", "linear", lambda f, x, w, b: f(x, w, b), [normal(2, 5, 3), normal(4, 3), normal(4)], TF.linear),
    ("linear_nobias", "linear", lambda f, x, w: f(x, w), [normal(3), normal(4, 3)], TF.linear),
    ("conv1d", "conv1d", lambda f, x, w, b: f(x, w, b, stride=2, padding=1, dilation=2, groups=2),
     [normal(2, 4, 9), normal(6, 2, 3), normal(6)],
     lambda x, w, b: TF.conv1d(x, w, b, stride=2, padding=1, dilation=2, groups=2)),
    ("conv1d_same", "conv1d", lambda f, x, w: f(x, w, padding="same"), [normal(1, 2, 7), normal(3, 2, 4)],
     lambda x, w: TF.conv1d(x, w, padding="same")),
    ("conv2d", "conv2d", lambda f, x, w, b: f(x, w, b, stride=(2, 1), padding=(1, 0), dilation=(1, 2), groups=2),
     [normal(2, 4, 7, 6), normal(6, 2, 3, 2), normal(6)],
     lambda x, w, b: TF.conv2d(x, w, b, stride=(2, 1), padding=(1, 0), dilation=(1, 2), groups=2)),
    ("conv2d_same", "conv2d", lambda f, x, w: f(x, w, padding="same", dilation=(1, 2)),
     [normal(1, 3, 5, 6), normal(2, 3, 4, 3)], lambda x, w: TF.conv2d(x, w, padding="same", dilation=(1, 2))),
    ("conv2d_valid", "conv2d", lambda f, x, w: f(x, w, padding="valid"), [normal(2, 1, 4, 4), normal(2, 1, 2, 2)],
     lambda x, w: TF.conv2d(x, w)),
    ("max_pool2d", "max_pool2d", lambda f, x: f(x, (3, 2), stride=(2, 1), padding=1), [normal(2, 3, 7, 6)],
     lambda x: TF.max_pool2d(x, (3, 2), (2, 1), 1)),
    ("avg_pool2d", "avg_pool2d", lambda f, x: f(x, 3, stride=2, padding=1), [normal(2, 3, 7, 6)],
     lambda x: TF.avg_pool2d(x, 3, 2, 1)),
    ("avg_pool2d_exclusive", "avg_pool2d", lambda f, x: f(x, (2, 3), padding=(1, 1), count_include_pad=False),
     [normal(1, 2, 5, 7)], lambda x: TF.avg_pool2d(x, (2, 3), None, (1, 1), count_include_pad=False)),
    ("layer_norm", "layer_norm", lambda f, x, w, b: f(x, (3, 4), weight=w, bias=b, eps=1e-3),
     [normal(2, 3, 4), normal(3, 4), normal(3, 4)], lambda x, w, b: TF.layer_norm(x, (3, 4), w, b, 1e-3)),
    ("layer_norm_plain", "layer_norm", lambda f, x: f(x, 4), [normal(5, 4)], lambda x: TF.layer_norm(x, (4,))),
    ("batch_norm", "batch_norm", lambda f, x, m, v, w, b: f(x, m, v, weight=w, bias=b),
     [normal(2, 3, 4, 2), normal(3), uniform(0.5, 2, 3), normal(3), normal(3)],
     lambda x, m, v, w, b: TF.batch_norm(x, m, v, w, b, False)),
    ("batch_norm_2d", "batch_norm", lambda f, x, m, v: f(x, m, v, eps=0.1), [normal(4, 3), normal(3), uniform(0.5, 2, 3)],
     lambda x, m, v: TF.batch_norm(x, m, v, eps=0.1)),
    ("cross_entropy", "cross_entropy", lambda f, x, y: f(x, y, axis=1), [normal(4, 5, 3), labels(5, 4, 3)],
     lambda x, y: TF.cross_entropy(x, y)),
    ("cross_entropy_sum", "cross_entropy", lambda f, x, y: f(x, y, reduction="sum"), [normal(6, 4), labels(4, 6)],
     lambda x, y: TF.cross_entropy(x, y, reduction="sum")),
    ("cross_entropy_none", "cross_entropy", lambda f, x, y: f(x, y, axis=0, reduction="none"),
     [normal(4, 6), labels(4, 6)], lambda x, y: TF.cross_entropy(x.T, y, reduction="none")),
    ("binary_cross_entropy", "binary_cross_entropy", lambda f, p, t: f(p, t),
     [uniform(0.02, 0.98, 3, 4), uniform(0, 1, 3, 4)], TF.binary_cross_entropy),
    ("binary_cross_entropy_none", "binary_cross_entropy", lambda f, p, t: f(p, t, reduction="none"),
     [uniform(0.02, 0.98, 3, 4), uniform(0, 1, 3, 4)], lambda p, t: TF.binary_cross_entropy(p, t, reduction="none")),
    ("mse", "mse", lambda f, a, b: f(a, b), [normal(3, 4), normal(3, 4)], TF.mse_loss),
    ("mse_sum", "mse", lambda f, a, b: f(a, b, reduction="sum"), [normal(3, 4), normal(3, 4)],
     lambda a, b: TF.mse_loss(a, b, reduction="sum")),
]  # fmt: skip
CASE_IDS = [c[0] for c in CASES]


@pytest.mark.parametrize("dtype", FLOATS)
@pytest.mark.parametrize("case", CASES, ids=CASE_IDS)
def test_against_numpy_backend_and_torch(backend, case, dtype):
    cid, name, call, specs, oracle = case
    host = host_inputs(specs, dtype)
    result = call(getattr(ivylite, name), *[ivylite.asarray(a) for a in host])
    reference = call(getattr(NP, name), *[NP.asarray(a) for a in host])
    assert result.dtype == dtype
    assert_same(result, reference, f"{cid}({dtype}) on {backend}")
    if backend == "numpy":  # the torch oracle, once per dtype
        want = oracle(*[to_torch(a) for a in host]).numpy()
        tol = ORACLE_TOL[dtype]
        np.testing.assert_allclose(
            to_host(result).astype(np.float64), want, rtol=tol, atol=tol, err_msg=cid
        )


# --- dtypes other than the floats ---------------------------------------------------------

INTS = ["int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64"]


@pytest.mark.parametrize("dtype", INTS)
def test_relu_keeps_integer_dtypes(backend, dtype):
    if dtype not in ivylite.valid_dtypes:
        pytest.skip(f"{dtype} is not valid on {backend}")
    host = np.array(
        [[-3, 0, 5], [7, -1, 2]] if dtype[0] == "i" else [[3, 0, 5], [7, 1, 2]], dtype=dtype
    )
    result = ivylite.relu(ivylite.asarray(host))
    assert_same(result, NP.relu(NP.asarray(host)), f"relu({dtype}) on {backend}")


@pytest.mark.parametrize("dtype", ["bool", "int32", "complex64"])
@pytest.mark.parametrize("name", ["gelu", "softmax", "sigmoid", "leaky_relu", "layer_norm", "mse"])
def test_floats_only(backend, name, dtype):
    x = ivylite.asarray(np.array([[1, 0], [0, 1]], dtype=dtype))
    calls = {"layer_norm": lambda: ivylite.layer_norm(x, 2), "mse": lambda: ivylite.mse(x, x)}
    with pytest.raises(UnsupportedDtypeError, match=name):
        calls.get(name, lambda: getattr(ivylite, name)(x))()


def test_relu_refuses_bool_and_complex(backend):
    for d in ("bool", "complex64"):
        with pytest.raises(UnsupportedDtypeError, match="relu"):
            ivylite.relu(ivylite.asarray(np.array([1, 0], dtype=d)))


@pytest.mark.parametrize("dtype", [str(d) for d in ivylite.all_dtypes])
def test_embedding_every_weight_dtype(backend, dtype):
    if dtype not in ivylite.valid_dtypes:
        pytest.skip(f"{dtype} is not valid on {backend}")
    w = (np.arange(12).reshape(6, 2) % 5).astype(numpy_dtype(dtype))
    for idx_dtype in ("int32", "uint8", "int64"):
        idx = np.array([[5, 0, 2], [1, 1, 3]], dtype=idx_dtype)
        result = ivylite.embedding(ivylite.asarray(idx), ivylite.asarray(w))
        assert_same(
            result, NP.embedding(NP.asarray(idx), NP.asarray(w)), f"embedding({dtype}) on {backend}"
        )
        assert result.shape == (2, 3, 2)


@pytest.mark.parametrize("dtype", [None, "float32", "float16", "int64", "bool", "uint8"])
def test_one_hot(backend, dtype):
    idx = np.array([[0, 3], [2, 1], [3, 3]], dtype="int32")
    result = ivylite.one_hot(ivylite.asarray(idx), 4, dtype=dtype)
    reference = NP.one_hot(NP.asarray(idx), 4, dtype=dtype)
    assert result.dtype == (dtype or ivylite.default_float_dtype())
    assert_same(result, reference, f"one_hot({dtype}) on {backend}")
    want = TF.one_hot(torch.from_numpy(idx.astype(np.int64)), 4).numpy()
    np.testing.assert_array_equal(to_host(result).astype(np.int64), want)
    # Out of range: a row of zeros on every backend.
    out = ivylite.one_hot(ivylite.asarray(np.array([4, -1])), 3)
    np.testing.assert_array_equal(to_host(out), np.zeros((2, 3)))


# --- special values ----------------------------------------------------------------------

INF, NAN = math.inf, math.nan


@pytest.mark.parametrize("dtype", ["float32", "float64", "float16"])
def test_special_values(backend, dtype):
    def check(result, reference, what):
        assert_same(result, reference, f"{what}({dtype}) on {backend}")

    def both(fn, *hosts, **kw):
        arrs = [np.array(h, dtype=dtype) for h in hosts]
        return (getattr(ivylite, fn)(*[ivylite.asarray(a) for a in arrs], **kw),
                getattr(NP, fn)(*[NP.asarray(a) for a in arrs], **kw))  # fmt: skip

    row = [
        [-INF, 0.0, 1.0],
        [1.0, INF, 0.0],
        [NAN, 1.0, 2.0],
        [-INF, -INF, -INF],
        [0.0, 0.0, 1000.0],
    ]
    for fn in ("softmax", "log_softmax"):
        got, ref = both(fn, row)
        check(got, ref, fn)
        want = getattr(torch, fn)(torch.tensor(row, dtype=torch.float64), -1).numpy()
        np.testing.assert_allclose(
            to_host(got), want.astype(dtype), rtol=2e-3, atol=2e-3, equal_nan=True
        )
    xs = [-INF, -100.0, -0.0, 0.0, 30.0, INF, NAN]
    for fn in ("relu", "sigmoid", "silu", "gelu", "softplus", "leaky_relu"):
        values = xs
        if fn == "gelu" and backend == "torch" and dtype != "float64":
            values = [v for v in xs if v != INF]  # torch's float32 kernel: gelu(inf) is NaN
        got, ref = both(fn, values)
        check(got, ref, fn)
    got = to_host(ivylite.relu(ivylite.asarray(np.array(xs, dtype=dtype))))
    np.testing.assert_array_equal(got, [0, 0, 0, 0, 30, INF, NAN])
    # binary_cross_entropy: the log is clamped at -100, so p = 0 or 1 gives finite losses.
    got, ref = both(
        "binary_cross_entropy", [0.0, 1.0, 0.0, 1.0], [1.0, 0.0, 0.0, 1.0], reduction="none"
    )
    check(got, ref, "binary_cross_entropy")
    np.testing.assert_array_equal(np.abs(to_host(got)), [100, 100, 0, 0])


# --- dropout ---------------------------------------------------------------------------------


@pytest.mark.parametrize("dtype", FLOATS)
def test_dropout_same_mask_everywhere(backend, dtype):
    host = (np.arange(1, 201).reshape(10, 20) / 8).astype(numpy_dtype(dtype))
    result = ivylite.dropout(ivylite.asarray(host), 0.3, seed=7)
    assert_same(result, NP.dropout(NP.asarray(host), 0.3, seed=7), f"dropout({dtype}) on {backend}")
    got = to_host(result)
    kept = got != 0
    assert 0.5 < kept.mean() < 0.9
    np.testing.assert_allclose(got[kept], to_host(ivylite.asarray(host))[kept] / 0.7, rtol=2e-2)
    x = ivylite.asarray(host)
    assert ivylite.dropout(x, 0.3, training=False) is x
    assert ivylite.dropout(x, 0.0, seed=1) is x
    ivylite.seed(3)
    a = to_host(ivylite.dropout(x, 0.5))
    ivylite.seed(3)
    np.testing.assert_array_equal(a, to_host(ivylite.dropout(x, 0.5)))


# --- error paths ---------------------------------------------------------------------------


def _f(*shape):
    return ivylite.ones(shape)


ERRORS = [
    (lambda: ivylite.conv2d(_f(1, 2, 5, 5), _f(3, 2, 3, 3), padding="full"), ValueError, "padding must be"),
    (lambda: ivylite.conv2d(_f(1, 2, 5, 5), _f(3, 2, 3, 3), stride=2, padding="same"), ValueError, "needs stride 1"),
    (lambda: ivylite.conv2d(_f(1, 3, 5, 5), _f(3, 2, 3, 3)), ValueError, "x has 3 channels"),
    (lambda: ivylite.conv2d(_f(1, 4, 5, 5), _f(3, 2, 3, 3), groups=2), ValueError, "not divisible by groups"),
    (lambda: ivylite.conv2d(_f(2, 5, 5), _f(3, 2, 3, 3)), ValueError, "must be 4-d"),
    (lambda: ivylite.conv1d(_f(1, 2, 2), _f(3, 2, 3)), ValueError, "smaller than"),
    (lambda: ivylite.conv1d(_f(1, 2, 5), _f(3, 2, 3), stride=0), ValueError, "stride"),
    (lambda: ivylite.conv1d(_f(1, 2, 5), _f(3, 2, 3), padding=-1), ValueError, "padding"),
    (lambda: ivylite.conv1d(_f(1, 2, 5), _f(3, 2, 3), _f(2)), ValueError, "bias must have shape"),
    (lambda: ivylite.max_pool2d(_f(1, 1, 4, 4), 2, padding=2), ValueError, "at most half"),
    (lambda: ivylite.avg_pool2d(_f(1, 4, 4), 2), ValueError, "4-d"),
    (lambda: ivylite.dropout(_f(3), 1.0), ValueError, r"p must be in \[0, 1\)"),
    (lambda: ivylite.dropout(_f(3), -0.1), ValueError, r"p must be in \[0, 1\)"),
    (lambda: ivylite.linear(_f(2, 3), _f(4, 2)), ValueError, "in_features"),
    (lambda: ivylite.layer_norm(_f(2, 3), (2,)), ValueError, "trailing axes"),
    (lambda: ivylite.batch_norm(_f(2, 3), _f(2), _f(3)), ValueError, "running_mean must have shape"),
    (lambda: ivylite.softmax(_f(2, 3), axis=2), IndexError, "out of bounds"),
    (lambda: ivylite.cross_entropy(_f(2, 3), ivylite.asarray([0, 1, 2])), ValueError, "labels of shape"),
    (lambda: ivylite.cross_entropy(_f(2, 3), _f(2)), ValueError, "integer class indices"),
    (lambda: ivylite.cross_entropy(_f(2, 3), ivylite.asarray([0, 1]), reduction="avg"), ValueError, "reduction"),
    (lambda: ivylite.mse(_f(2, 3), _f(3)), ValueError, "must be equal"),
    (lambda: ivylite.embedding(_f(2), _f(3, 2)), TypeError, "integer array"),
    (lambda: ivylite.one_hot(ivylite.asarray([1]), -1), ValueError, "num_classes"),
    (lambda: ivylite.gelu(_f(2), approximate="tanh"), TypeError, "approximate"),
    (lambda: ivylite.softplus(_f(2), beta=0), ValueError, "beta"),
]  # fmt: skip


@pytest.mark.parametrize("i", range(len(ERRORS)))
def test_errors(backend, i):
    call, exc, match = ERRORS[i]
    with pytest.raises(exc, match=match):
        call()


# --- hypothesis: conv and pool geometry against torch ---------------------------------------


@st.composite
def conv_geometry(draw, n):
    groups = draw(st.integers(1, 2))
    cin, cout = groups * draw(st.integers(1, 2)), groups * draw(st.integers(1, 2))
    k = tuple(draw(st.integers(1, 3)) for _ in range(n))
    d = tuple(draw(st.integers(1, 2)) for _ in range(n))
    s = tuple(draw(st.integers(1, 3)) for _ in range(n))
    same = draw(st.booleans()) and s == (1,) * n
    p = "same" if same else tuple(draw(st.integers(0, 2)) for _ in range(n))
    pads = (0,) * n if same else p
    size = tuple(
        draw(st.integers(max(1, d[i] * (k[i] - 1) + 1 - 2 * pads[i]), 7)) for i in range(n)
    )
    return dict(groups=groups, cin=cin, cout=cout, k=k, dilation=d, stride=s, padding=p, size=size)


def _run_conv(n, g, seed):
    rng = np.random.default_rng(seed)
    x = rng.standard_normal((2, g["cin"], *g["size"]))
    w = rng.standard_normal((g["cout"], g["cin"] // g["groups"], *g["k"]))
    b = rng.standard_normal(g["cout"])
    kw = dict(stride=g["stride"], padding=g["padding"], dilation=g["dilation"], groups=g["groups"])
    fn = "conv1d" if n == 1 else "conv2d"
    want = getattr(TF, fn)(*map(torch.from_numpy, (x, w, b)), **kw).numpy()
    for name in INSTALLED:
        ns = ivylite.backend(name)
        got = getattr(ns, fn)(ns.asarray(x), ns.asarray(w), ns.asarray(b), **kw)
        np.testing.assert_allclose(
            to_host(got), want, rtol=1e-10, atol=1e-10, err_msg=f"{fn} {g} on {name}"
        )


_SETTINGS = settings(max_examples=12, deadline=None, suppress_health_check=list(HealthCheck))


@_SETTINGS
@given(conv_geometry(1), st.integers(0, 2**16))
def test_conv1d_geometry(g, seed):
    _run_conv(1, g, seed)


@_SETTINGS
@given(conv_geometry(2), st.integers(0, 2**16))
def test_conv2d_geometry(g, seed):
    _run_conv(2, g, seed)


@st.composite
def pool_geometry(draw):
    k = (draw(st.integers(1, 3)), draw(st.integers(1, 3)))
    s = draw(st.one_of(st.none(), st.tuples(st.integers(1, 3), st.integers(1, 3))))
    p = (draw(st.integers(0, k[0] // 2)), draw(st.integers(0, k[1] // 2)))
    size = (draw(st.integers(k[0], 7)), draw(st.integers(k[1], 7)))
    return k, s, p, size, draw(st.booleans())


@_SETTINGS
@given(pool_geometry(), st.integers(0, 2**16))
def test_pool_geometry(geometry, seed):
    k, s, p, size, include = geometry
    x = np.random.default_rng(seed).standard_normal((2, 3, *size))
    tx = torch.from_numpy(x)
    want_max = TF.max_pool2d(tx, k, s, p).numpy()
    want_avg = TF.avg_pool2d(tx, k, s, p, count_include_pad=include).numpy()
    for name in INSTALLED:
        ns = ivylite.backend(name)
        a = ns.asarray(x)
        got = ns.max_pool2d(a, k, stride=s, padding=p)
        np.testing.assert_allclose(
            to_host(got), want_max, rtol=1e-12, err_msg=f"max_pool2d on {name}"
        )
        got = ns.avg_pool2d(a, k, stride=s, padding=p, count_include_pad=include)
        np.testing.assert_allclose(
            to_host(got), want_avg, rtol=1e-10, atol=1e-12, err_msg=f"avg_pool2d on {name}"
        )


# --- gradients through each framework's own autodiff -------------------------------------


def _grads_torch(loss, hosts):
    ts = [torch.tensor(h, requires_grad=h.dtype.kind == "f") for h in hosts]
    with ivylite.using_backend("torch"):
        out = loss(*ts)
    out.data.backward()
    return [t.grad.numpy() for t in ts if t.requires_grad]


def _grads_jax(loss, hosts):
    import jax

    wrt = [i for i, h in enumerate(hosts) if h.dtype.kind == "f"]

    import jax.numpy as jnp

    def f(*floats):
        args = [jnp.asarray(h) for h in hosts]
        for i, v in zip(wrt, floats):
            args[i] = v
        with ivylite.using_backend("jax"):
            return loss(*args).data

    return [
        np.asarray(g) for g in jax.grad(f, argnums=tuple(range(len(wrt))))(*[hosts[i] for i in wrt])
    ]


def _grads_tensorflow(loss, hosts):
    import tensorflow as tf

    ts = [tf.Variable(h) if h.dtype.kind == "f" else tf.constant(h) for h in hosts]
    with tf.GradientTape() as tape:
        with ivylite.using_backend("tensorflow"):
            out = loss(*ts).data
    return [g.numpy() for g in tape.gradient(out, [t for t in ts if isinstance(t, tf.Variable)])]


def _grads_paddle(loss, hosts):
    import paddle

    ts = [paddle.to_tensor(h, stop_gradient=h.dtype.kind != "f") for h in hosts]
    with ivylite.using_backend("paddle"):
        out = loss(*ts).data
    out.backward()
    return [t.grad.numpy() for t in ts if not t.stop_gradient]


GRADS = {
    "torch": _grads_torch,
    "jax": _grads_jax,
    "tensorflow": _grads_tensorflow,
    "paddle": _grads_paddle,
}

# Scalar losses through each function; x includes 0 for relu (gradient 0 there everywhere).
GRAD_CASES = [
    ("relu", lambda x: ivylite.sum(ivylite.relu(x) * ivylite.relu(x)), [np.array([-1.0, 0.0, 0.5, 2.0])]),
    ("softmax", lambda x, w: ivylite.sum(ivylite.softmax(x, axis=0) * w), [np.linspace(-1, 1, 6).reshape(3, 2), np.arange(6.0).reshape(3, 2)]),
    ("conv2d", lambda x, w, b: ivylite.sum(ivylite.square(ivylite.conv2d(x, w, b, stride=2, padding=1, groups=2))),
     [np.random.default_rng(1).standard_normal((1, 2, 5, 4)), np.random.default_rng(2).standard_normal((2, 1, 3, 2)), np.array([0.5, -1.0])]),
    ("cross_entropy", lambda x, y: ivylite.cross_entropy(x, y, axis=1), [np.random.default_rng(3).standard_normal((3, 4, 2)), np.array([[0, 3], [1, 1], [2, 0]])]),
    ("layer_norm", lambda x, w, b: ivylite.sum(ivylite.square(ivylite.layer_norm(x, 3, weight=w, bias=b) - 0.3)),
     [np.random.default_rng(4).standard_normal((2, 3)), np.array([1.0, 2.0, -1.0]), np.array([0.1, 0.2, 0.3])]),
    ("max_pool2d", lambda x: ivylite.sum(ivylite.max_pool2d(x, 2, stride=1, padding=1)), [np.random.default_rng(5).standard_normal((1, 1, 3, 3))]),
    ("gelu+linear", lambda x, w: ivylite.sum(ivylite.gelu(ivylite.linear(x, w))), [np.random.default_rng(6).standard_normal((2, 3)), np.random.default_rng(7).standard_normal((4, 3))]),
]  # fmt: skip


def _torch_reference(name, hosts):
    ts = [torch.tensor(h, requires_grad=h.dtype.kind == "f") for h in hosts]
    if name == "relu":
        out = (torch.relu(ts[0]) ** 2).sum()
    elif name == "softmax":
        out = (torch.softmax(ts[0], 0) * ts[1]).sum()
    elif name == "conv2d":
        out = (TF.conv2d(*ts, stride=2, padding=1, groups=2) ** 2).sum()
    elif name == "cross_entropy":
        out = TF.cross_entropy(ts[0], ts[1])
    elif name == "layer_norm":
        out = ((TF.layer_norm(ts[0], (3,), ts[1], ts[2]) - 0.3) ** 2).sum()
    elif name == "max_pool2d":
        out = TF.max_pool2d(ts[0], 2, 1, 1).sum()
    else:
        out = TF.gelu(TF.linear(ts[0], ts[1])).sum()
    out.backward()
    return [t.grad.numpy() for t in ts if t.requires_grad]


@pytest.mark.parametrize(
    "framework", [b for b in ("torch", "jax", "tensorflow", "paddle") if b in INSTALLED]
)
@pytest.mark.parametrize("case", GRAD_CASES, ids=[c[0] for c in GRAD_CASES])
def test_gradients(framework, case):
    name, loss, hosts = case
    want = _torch_reference(name, hosts)
    got = GRADS[framework](loss, hosts)
    assert len(got) == len(want)
    for g, w in zip(got, want):
        np.testing.assert_allclose(g, w, rtol=1e-9, atol=1e-12, err_msg=f"d {name} on {framework}")
