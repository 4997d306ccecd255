"""The nn functions the layers build on (transposed convolutions, adaptive
pools, pad, interpolate, group/RMS/training batch norm, attention, LSTM/GRU
cells, the class losses, gelu): every function x float dtype x backend
against real torch.nn.functional, gradients through each framework's
autodiff (ivylite.grad) against torch's, hypothesis over shapes, the
attention dropout's mask, and error paths."""

from __future__ import annotations

import numpy as np
import pytest
import torch
import torch.nn.functional as TF
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import ivylite
from ivylite.dtypes import numpy_dtype

from .conftest import INSTALLED, to_host

FLOATS = ["float32", "float64", "float16", "bfloat16"]
# Against torch in float64 on the same (rounded) inputs: float32 sums in another
# order; half precision is computed in float32 and rounded once.
ORACLE_TOL = {"float64": 1e-10, "float32": 2e-5, "float16": 2e-3, "bfloat16": 1.6e-2}
AUTODIFF = [b for b in ("torch", "jax", "tensorflow", "paddle") if b in INSTALLED]


# --- inputs: floats are rounded to the dtype first, so every side sees the same values


def normal(*shape):
    return lambda g: g.standard_normal(shape) * 1.5


def positive(*shape):
    return lambda g: g.uniform(0.5, 2.0, shape)


def labels(n, *shape, ignore=None):
    """Integer labels in [0, n); with ``ignore``, about a quarter of them set to it."""

    def make(g):
        y = g.integers(0, n, shape).astype(np.int64)
        if ignore is not None:
            y[g.uniform(size=shape) < 0.25] = ignore
            y.flat[0] = 0  # at least one label counts
        return y

    return make


def mask(*shape, dead=False):
    """A boolean mask (True = attend); ``dead`` leaves one row with nothing to attend."""

    def make(g):
        m = g.uniform(size=shape) < 0.7
        if dead:
            m.reshape(-1, shape[-1])[0] = False
        return m

    return make


def host_inputs(specs, dtype, seed=0):
    g = np.random.default_rng(seed)
    out = []
    for make in specs:
        a = make(g)
        if a.dtype.kind == "f":
            a = a.astype(numpy_dtype(dtype))
        out.append(a)
    return out


def to_torch(a, requires_grad=False):
    if a.dtype.kind == "f" or a.dtype.name == "bfloat16":
        return torch.tensor(np.asarray(a, dtype=np.float64), requires_grad=requires_grad)
    return torch.from_numpy(a)


def outputs(result):
    return list(result) if isinstance(result, tuple) else [result]


def _lstm(x, h, c, wi, wh, bi=None, bh=None):
    return tuple(torch.lstm_cell(x, (h, c), wi, wh, bi, bh))


def _batch_norm_train(x, w, b, eps=1e-5):
    # torch's running statistics carry no gradient: the same statistics computed
    # in the graph (the values torch's running buffers take are checked apart).
    axes = (0, *range(2, x.ndim))
    y = TF.batch_norm(x, None, None, w, b, True, 0.0, eps)
    return y, x.mean(axes), x.var(axes)


iv = ivylite

# (id, ivylite call, inputs, torch call); each call takes the arrays positionally.
CASES = [
    # transposed convolutions
    ("conv_transpose1d", lambda x, w, b: iv.conv_transpose1d(x, w, b, stride=2, padding=1, output_padding=1, groups=2),
     [normal(2, 4, 5), normal(4, 3, 3), normal(6)],
     lambda x, w, b: TF.conv_transpose1d(x, w, b, 2, 1, 1, 2)),
    ("conv_transpose1d_dilated", lambda x, w: iv.conv_transpose1d(x, w, stride=3, padding=2, output_padding=1, dilation=2),
     [normal(1, 2, 4), normal(2, 2, 2)], lambda x, w: TF.conv_transpose1d(x, w, None, 3, 2, 1, 1, 2)),
    ("conv_transpose2d", lambda x, w, b: iv.conv_transpose2d(x, w, b, stride=(2, 1), padding=(1, 0), output_padding=(1, 0), groups=2, dilation=(1, 2)),
     [normal(2, 4, 5, 4), normal(4, 1, 3, 2), normal(2)],
     lambda x, w, b: TF.conv_transpose2d(x, w, b, (2, 1), (1, 0), (1, 0), 2, (1, 2))),
    ("conv_transpose2d_dilated", lambda x, w: iv.conv_transpose2d(x, w, dilation=2, output_padding=(1, 0)),
     [normal(1, 2, 3, 3), normal(2, 1, 2, 2)], lambda x, w: TF.conv_transpose2d(x, w, output_padding=(1, 0), dilation=2)),
    ("conv_transpose2d_plain", lambda x, w: iv.conv_transpose2d(x, w), [normal(1, 3, 3, 3), normal(3, 2, 2, 2)],
     lambda x, w: TF.conv_transpose2d(x, w)),
    # adaptive pooling
    ("adaptive_avg_even", lambda x: iv.adaptive_avg_pool2d(x, (3, 4)), [normal(2, 3, 6, 8)],
     lambda x: TF.adaptive_avg_pool2d(x, (3, 4))),
    ("adaptive_avg_uneven", lambda x: iv.adaptive_avg_pool2d(x, (3, 7)), [normal(2, 3, 7, 5)],
     lambda x: TF.adaptive_avg_pool2d(x, (3, 7))),
    ("adaptive_avg_3d", lambda x: iv.adaptive_avg_pool2d(x, 2), [normal(3, 7, 5)], lambda x: TF.adaptive_avg_pool2d(x, 2)),
    ("adaptive_avg_none", lambda x: iv.adaptive_avg_pool2d(x, (None, 4)), [normal(1, 2, 5, 6)],
     lambda x: TF.adaptive_avg_pool2d(x, (None, 4))),
    ("adaptive_max_even", lambda x: iv.adaptive_max_pool2d(x, (2, 4)), [normal(2, 3, 6, 8)],
     lambda x: TF.adaptive_max_pool2d(x, (2, 4))),
    ("adaptive_max_uneven", lambda x: iv.adaptive_max_pool2d(x, (3, 7)), [normal(2, 3, 7, 5)],
     lambda x: TF.adaptive_max_pool2d(x, (3, 7))),
    ("adaptive_max_3d", lambda x: iv.adaptive_max_pool2d(x, (4, 2)), [normal(3, 7, 5)],
     lambda x: TF.adaptive_max_pool2d(x, (4, 2))),
    # padding and resizing
    ("pad_constant", lambda x: iv.pad(x, (1, 2, 0, 3), value=1.5), [normal(2, 3, 4)], lambda x: TF.pad(x, (1, 2, 0, 3), value=1.5)),
    ("pad_crop", lambda x: iv.pad(x, (-1, 2)), [normal(2, 3, 4)], lambda x: TF.pad(x, (-1, 2))),
    ("pad_reflect", lambda x: iv.pad(x, (2, 1, 1, 2), mode="reflect"), [normal(2, 3, 4, 5)],
     lambda x: TF.pad(x, (2, 1, 1, 2), mode="reflect")),
    ("pad_replicate", lambda x: iv.pad(x, (3, 1), mode="replicate"), [normal(2, 3, 4)],
     lambda x: TF.pad(x, (3, 1), mode="replicate")),
    ("pad_circular", lambda x: iv.pad(x, (1, 3, 2, 0), mode="circular"), [normal(1, 2, 3, 4)],
     lambda x: TF.pad(x, (1, 3, 2, 0), mode="circular")),
    ("nearest_size", lambda x: iv.interpolate(x, size=(8, 4)), [normal(2, 3, 5, 7)],
     lambda x: TF.interpolate(x, size=(8, 4))),
    ("nearest_scale", lambda x: iv.interpolate(x, scale_factor=1.7), [normal(1, 2, 5, 6)],
     lambda x: TF.interpolate(x, scale_factor=1.7)),
    ("nearest_exact", lambda x: iv.interpolate(x, size=9, mode="nearest-exact"), [normal(1, 2, 7)],
     lambda x: TF.interpolate(x, size=9, mode="nearest-exact")),
    ("bilinear", lambda x: iv.interpolate(x, size=(7, 3), mode="bilinear"), [normal(2, 3, 4, 5)],
     lambda x: TF.interpolate(x, size=(7, 3), mode="bilinear")),
    ("bilinear_corners", lambda x: iv.interpolate(x, size=(7, 9), mode="bilinear", align_corners=True),
     [normal(1, 2, 4, 5)], lambda x: TF.interpolate(x, size=(7, 9), mode="bilinear", align_corners=True)),
    ("bilinear_scale", lambda x: iv.interpolate(x, scale_factor=(2.3, 0.6), mode="bilinear"), [normal(1, 2, 4, 5)],
     lambda x: TF.interpolate(x, scale_factor=(2.3, 0.6), mode="bilinear")),
    ("linear", lambda x: iv.interpolate(x, size=11, mode="linear"), [normal(2, 2, 6)],
     lambda x: TF.interpolate(x, size=11, mode="linear")),
    ("trilinear", lambda x: iv.interpolate(x, size=(3, 5, 2), mode="trilinear", align_corners=True),
     [normal(1, 2, 2, 3, 4)], lambda x: TF.interpolate(x, size=(3, 5, 2), mode="trilinear", align_corners=True)),
    # normalisation
    ("group_norm", lambda x, w, b: iv.group_norm(x, 3, weight=w, bias=b, eps=1e-3), [normal(2, 6, 4, 3), normal(6), normal(6)],
     lambda x, w, b: TF.group_norm(x, 3, w, b, 1e-3)),
    ("group_norm_plain", lambda x: iv.group_norm(x, 2), [normal(4, 6)], lambda x: TF.group_norm(x, 2)),
    ("rms_norm", lambda x, w: iv.rms_norm(x, (3, 4), weight=w, eps=1e-6), [normal(2, 3, 4), normal(3, 4)],
     lambda x, w: TF.rms_norm(x, (3, 4), w, 1e-6)),
    ("rms_norm_eps", lambda x: iv.rms_norm(x, 5, eps=1e-3), [normal(3, 5)], lambda x: TF.rms_norm(x, (5,), eps=1e-3)),
    ("layer_norm_no_bias", lambda x, w: iv.layer_norm(x, 4, weight=w), [normal(3, 4), normal(4)],
     lambda x, w: TF.layer_norm(x, (4,), w, None)),
    ("batch_norm_train", lambda x, w, b: iv.batch_norm_train(x, weight=w, bias=b), [normal(4, 3, 2, 2), normal(3), normal(3)],
     _batch_norm_train),
    ("batch_norm_train_2d", lambda x: iv.batch_norm_train(x, eps=0.1), [normal(5, 3)],
     lambda x: _batch_norm_train(x, None, None, 0.1)),
    # attention
    ("attention", lambda q, k, v: iv.scaled_dot_product_attention(q, k, v), [normal(2, 3, 4, 8), normal(2, 3, 6, 8), normal(2, 3, 6, 5)],
     TF.scaled_dot_product_attention),
    ("attention_causal", lambda q, k, v: iv.scaled_dot_product_attention(q, k, v, is_causal=True, scale=0.3),
     [normal(2, 5, 4), normal(2, 3, 4), normal(2, 3, 2)],
     lambda q, k, v: TF.scaled_dot_product_attention(q, k, v, is_causal=True, scale=0.3)),
    ("attention_padding", lambda q, k, v, m: iv.scaled_dot_product_attention(q, k, v, mask=m),
     [normal(2, 3, 4, 8), normal(2, 3, 6, 8), normal(2, 3, 6, 5), mask(2, 1, 1, 6, dead=True)],
     lambda q, k, v, m: TF.scaled_dot_product_attention(q, k, v, attn_mask=m)),
    ("attention_bool_causal", lambda q, k, v, m: iv.scaled_dot_product_attention(q, k, v, m, True),
     [normal(3, 4, 6), normal(3, 6, 6), normal(3, 6, 5), mask(3, 4, 6)],
     lambda q, k, v, m: TF.scaled_dot_product_attention(q, k, v, attn_mask=m & torch.ones(4, 6, dtype=torch.bool).tril())),
    ("attention_float_mask", lambda q, k, v, m: iv.scaled_dot_product_attention(q, k, v, mask=m),
     [normal(2, 4, 3), normal(2, 5, 3), normal(2, 5, 3), normal(4, 5)],
     lambda q, k, v, m: TF.scaled_dot_product_attention(q, k, v, attn_mask=m)),
    ("attention_mask_batch", lambda q, k, v, m: iv.scaled_dot_product_attention(q, k, v, m),
     [normal(4, 3), normal(5, 3), normal(5, 2), mask(2, 4, 5)],
     lambda q, k, v, m: TF.scaled_dot_product_attention(q.expand(2, 4, 3), k, v, attn_mask=m)),
    ("attention_broadcast", lambda q, k, v: iv.scaled_dot_product_attention(q, k, v), [normal(2, 4, 3), normal(5, 3), normal(5, 2)],
     lambda q, k, v: TF.scaled_dot_product_attention(q, k.expand(2, 5, 3), v.expand(2, 5, 2))),
    # recurrent cells
    ("lstm_cell", lambda x, h, c, wi, wh, bi, bh: iv.lstm_cell(x, (h, c), wi, wh, bi, bh),
     [normal(3, 5), normal(3, 4), normal(3, 4), normal(16, 5), normal(16, 4), normal(16), normal(16)], _lstm),
    ("lstm_cell_no_bias", lambda x, h, c, wi, wh: iv.lstm_cell(x, (h, c), wi, wh), [normal(2, 3), normal(2, 2), normal(2, 2), normal(8, 3), normal(8, 2)],
     _lstm),
    ("gru_cell", lambda x, h, wi, wh, bi, bh: iv.gru_cell(x, h, wi, wh, bi, bh),
     [normal(3, 5), normal(3, 4), normal(12, 5), normal(12, 4), normal(12), normal(12)], torch.gru_cell),
    ("gru_cell_no_bias", lambda x, h, wi, wh: iv.gru_cell(x, h, wi, wh), [normal(2, 3), normal(2, 2), normal(6, 3), normal(6, 2)],
     torch.gru_cell),
    # losses
    ("cross_entropy_weight", lambda x, y, w: iv.cross_entropy(x, y, weight=w), [normal(6, 4), labels(4, 6), positive(4)],
     lambda x, y, w: TF.cross_entropy(x, y, weight=w)),
    ("cross_entropy_ignore", lambda x, y: iv.cross_entropy(x, y, axis=1), [normal(4, 5, 3), labels(5, 4, 3, ignore=-100)],
     lambda x, y: TF.cross_entropy(x, y)),
    ("cross_entropy_ignore_1", lambda x, y, w: iv.cross_entropy(x, y, weight=w, ignore_index=1, reduction="sum"),
     [normal(8, 3), labels(3, 8), positive(3)], lambda x, y, w: TF.cross_entropy(x, y, w, ignore_index=1, reduction="sum")),
    ("cross_entropy_smoothing", lambda x, y: iv.cross_entropy(x, y, label_smoothing=0.2), [normal(6, 5), labels(5, 6, ignore=-100)],
     lambda x, y: TF.cross_entropy(x, y, label_smoothing=0.2)),
    ("cross_entropy_all", lambda x, y, w: iv.cross_entropy(x, y, axis=1, weight=w, ignore_index=3, label_smoothing=0.3),
     [normal(3, 4, 5), labels(4, 3, 5, ignore=3), positive(4)],
     lambda x, y, w: TF.cross_entropy(x, y, w, ignore_index=3, label_smoothing=0.3)),
    ("cross_entropy_all_none", lambda x, y, w: iv.cross_entropy(x, y, weight=w, label_smoothing=0.1, reduction="none"),
     [normal(7, 3), labels(3, 7, ignore=-100), positive(3)],
     lambda x, y, w: TF.cross_entropy(x, y, w, label_smoothing=0.1, reduction="none")),
    ("cross_entropy_probs", lambda x, t, w: iv.cross_entropy(x, t, axis=1, weight=w, label_smoothing=0.2),
     [normal(3, 4, 2), positive(3, 4, 2), positive(4)],
     lambda x, t, w: TF.cross_entropy(x, t, w, label_smoothing=0.2)),
    ("cross_entropy_probs_none", lambda x, t: iv.cross_entropy(x, t, reduction="none"), [normal(5, 3), positive(5, 3)],
     lambda x, t: TF.cross_entropy(x, t, reduction="none")),
    ("nll_loss", lambda x, y: iv.nll_loss(x, y, axis=1, reduction="none"), [normal(4, 3, 2), labels(3, 4, 2, ignore=-100)],
     lambda x, y: TF.nll_loss(x, y, reduction="none")),
    ("nll_loss_weight", lambda x, y, w: iv.nll_loss(x, y, weight=w, ignore_index=0), [normal(9, 4), labels(4, 9), positive(4)],
     lambda x, y, w: TF.nll_loss(x, y, w, ignore_index=0)),
    ("bce_logits", lambda x, t: iv.binary_cross_entropy_with_logits(x, t), [normal(3, 4), positive(3, 4)],
     TF.binary_cross_entropy_with_logits),
    ("bce_logits_weights", lambda x, t, w, p: iv.binary_cross_entropy_with_logits(x, t, weight=w, pos_weight=p, reduction="none"),
     [normal(3, 4), positive(3, 4), positive(3, 1), positive(4)],
     lambda x, t, w, p: TF.binary_cross_entropy_with_logits(x, t, w, reduction="none", pos_weight=p)),
    # gelu, both forms
    ("gelu", lambda x: iv.gelu(x), [normal(5, 6)], TF.gelu),
    ("gelu_tanh", lambda x: iv.gelu(x, approximate=True), [normal(5, 6)], lambda x: TF.gelu(x, approximate="tanh")),
]  # fmt: skip
CASE_IDS = [c[0] for c in CASES]


def run(backend, call, arrays):
    """``call``'s outputs; on JAX under jax.jit (one compilation per call instead of
    one per operation: eager JAX runs in the hypothesis tests and the support probe)."""
    if backend != "jax":
        return outputs(call(*arrays))
    import jax

    ns = ivylite.backend("jax")
    natives = jax.jit(lambda *xs: [o.data for o in outputs(call(*map(ns.asarray, xs)))])(
        *[a.data for a in arrays]
    )
    return [ns.asarray(n) for n in natives]


@pytest.mark.parametrize("dtype", FLOATS)
@pytest.mark.parametrize("case", CASES, ids=CASE_IDS)
def test_against_torch(backend, case, dtype):
    cid, call, specs, oracle = case
    if backend == "jax" and dtype in ("float16", "bfloat16"):
        # The float32 program again, rounded once (compiled per input dtype under jit);
        # the support probe compares JAX's half precision with NumPy's.
        pytest.skip("half precision on JAX: the float32 computation, checked by the probe")
    host = host_inputs(specs, dtype)
    got = run(backend, call, [ivylite.asarray(a) for a in host])
    want = outputs(oracle(*[to_torch(a) for a in host]))
    assert len(got) == len(want)
    tol = ORACLE_TOL[dtype]
    for g, w in zip(got, want):
        assert g.dtype == dtype and ivylite.as_dtype(g.data.dtype) == dtype, f"{cid} on {backend}"
        assert g.shape == tuple(w.shape), f"{cid} on {backend}: {g.shape} != {tuple(w.shape)}"
        np.testing.assert_allclose(
            to_host(g).astype(np.float64), w.detach().numpy(), rtol=tol, atol=tol,
            err_msg=f"{cid}({dtype}) on {backend}",
        )  # fmt: skip


# --- gradients: ivylite.grad on each framework against torch's autograd (float64) ----------

GRAD_IDS = [c for c in CASE_IDS if not c.startswith("pad_crop")]


def _weights_for(shapes, seed=11):
    g = np.random.default_rng(seed)
    return [g.standard_normal(s) for s in shapes]


# Inputs torch does not differentiate (the class weights of its losses).
NOT_DIFFERENTIABLE = {
    "cross_entropy_weight": (2,), "cross_entropy_ignore_1": (2,), "cross_entropy_all": (2,),
    "cross_entropy_all_none": (2,), "cross_entropy_probs": (2,), "nll_loss_weight": (2,), "bce_logits_weights": (2, 3),
}  # fmt: skip


@pytest.mark.parametrize("framework", AUTODIFF)
@pytest.mark.parametrize("cid", GRAD_IDS)
def test_gradients_against_torch(framework, cid):
    _, call, specs, oracle = CASES[CASE_IDS.index(cid)]
    host = host_inputs(specs, "float64", seed=1)
    fixed = NOT_DIFFERENTIABLE.get(cid, ())
    wrt = [i for i, a in enumerate(host) if a.dtype.kind == "f" and i not in fixed]
    ts = [to_torch(a, requires_grad=i in wrt) for i, a in enumerate(host)]
    outs = outputs(oracle(*ts))
    weights = _weights_for([tuple(o.shape) for o in outs])
    sum((o * torch.from_numpy(np.asarray(w))).sum() for o, w in zip(outs, weights)).backward()
    want = [ts[i].grad.numpy() for i in wrt]

    ns = ivylite.backend(framework)
    arrays = [ns.asarray(a) for a in host]
    r = [ns.asarray(w) for w in weights]

    def loss(*floats):
        args = list(arrays)
        for i, f in zip(wrt, floats):
            args[i] = f
        return sum(ivylite.sum(o * w) for o, w in zip(outputs(call(*args)), r))

    grad = ivylite.grad(loss, argnums=tuple(range(len(wrt))))
    if framework == "jax":
        # Under jax.jit: one compilation instead of one per operation (and the
        # functions cross jit as layers need them to).
        import jax

        natives = jax.jit(lambda *xs: [g.data for g in grad(*map(ns.asarray, xs))])(
            *[arrays[i].data for i in wrt]
        )
        got = [ns.asarray(g) for g in natives]
    else:
        got = grad(*[arrays[i] for i in wrt])
    for i, g, w in zip(wrt, got, want):
        np.testing.assert_allclose(
            to_host(g), w, rtol=1e-6, atol=1e-9, err_msg=f"d{cid}/d(input {i}) on {framework}"
        )


# --- batch statistics, default eps, dtypes ---------------------------------------------------


def test_batch_norm_train_gives_torch_running_buffers(backend):
    """A layer's update with the returned statistics equals torch's own update."""
    x = np.random.default_rng(2).standard_normal((6, 3, 4))
    running_mean, running_var = (
        torch.zeros(3, dtype=torch.float64),
        torch.ones(3, dtype=torch.float64),
    )
    TF.batch_norm(torch.from_numpy(x), running_mean, running_var, training=True, momentum=0.1)
    _, mean, var = ivylite.batch_norm_train(ivylite.asarray(x))
    np.testing.assert_allclose(0.9 * 0 + 0.1 * to_host(mean), running_mean.numpy(), rtol=1e-12)
    np.testing.assert_allclose(0.9 * 1 + 0.1 * to_host(var), running_var.numpy(), rtol=1e-12)


@pytest.mark.parametrize("dtype", FLOATS)
def test_rms_norm_default_eps_is_torchs(backend, dtype):
    # Values this small make the epsilon matter: torch's default is the machine
    # epsilon of the dtype it computes in (float32 for the half precision dtypes).
    host = (np.arange(1, 9).reshape(2, 4) * 1e-4).astype(numpy_dtype(dtype))
    got = ivylite.rms_norm(ivylite.asarray(host), 4)
    want = TF.rms_norm(to_torch(host).to(getattr(torch, dtype)), (4,))
    tol = ORACLE_TOL[dtype]
    np.testing.assert_allclose(to_host(got), want.double().numpy(), rtol=tol, atol=tol)


@pytest.mark.parametrize("dtype", [str(d) for d in ivylite.all_dtypes])
def test_pad_every_dtype(backend, dtype):
    if dtype not in ivylite.valid_dtypes:
        pytest.skip(f"{dtype} is not valid on {backend}")
    host = (np.arange(12).reshape(1, 3, 4) % 5).astype(numpy_dtype(dtype))
    calls = [("constant", (1, -1, 2, 0), 1), ("reflect", (2, 1), None), ("replicate", (1, 2, 0, 1), None),
             ("circular", (3, 1, 1, 1), None)]  # fmt: skip
    got = run(backend, lambda x: tuple(ivylite.pad(x, p, mode=m, value=v) for m, p, v in calls),
              [ivylite.asarray(host)])  # fmt: skip
    for (mode, amounts, value), g in zip(calls, got):
        assert g.dtype == dtype
        # torch pads the same small integers as float64; every dtype holds the result
        want = TF.pad(torch.from_numpy(host.astype(np.float64)), amounts, mode=mode, value=value)
        np.testing.assert_array_equal(
            to_host(g), want.numpy().astype(to_host(g).dtype), err_msg=mode
        )


# --- attention dropout ----------------------------------------------------------------------


@pytest.mark.parametrize("dtype", ["float32", "float64", "bfloat16"])
def test_attention_dropout_same_everywhere(backend, dtype):
    g = np.random.default_rng(4)
    q, k = (g.standard_normal((2, 5, 4)).astype(numpy_dtype(dtype)) for _ in range(2))
    eye = np.eye(5, dtype=numpy_dtype(dtype))  # v = I: the output is the dropped weights
    np_ = ivylite.backend("numpy")
    got = ivylite.scaled_dot_product_attention(
        *map(ivylite.asarray, (q, k, eye)), dropout=0.4, seed=9
    )
    want = np_.scaled_dot_product_attention(*map(np_.asarray, (q, k, eye)), dropout=0.4, seed=9)
    tol = ORACLE_TOL[dtype]
    np.testing.assert_allclose(to_host(got), to_host(want), rtol=tol, atol=tol)
    weights = torch.softmax(to_torch(q) @ to_torch(k).mT / 2.0, -1).numpy()
    keep = to_host(got).astype(np.float64) / weights
    kept = np.isclose(keep, 1 / 0.6, rtol=2e-2)
    assert np.all(kept | np.isclose(keep, 0, atol=1e-6)), "not a dropout of torch's weights"
    assert 0.3 < kept.mean() < 0.9
    ivylite.seed(5)
    first = to_host(
        ivylite.scaled_dot_product_attention(*map(ivylite.asarray, (q, k, eye)), dropout=0.4)
    )
    ivylite.seed(5)
    again = to_host(
        ivylite.scaled_dot_product_attention(*map(ivylite.asarray, (q, k, eye)), dropout=0.4)
    )
    np.testing.assert_array_equal(first, again)


# --- hypothesis: geometry against torch on every backend -----------------------------------

_SETTINGS = settings(max_examples=8, deadline=None, suppress_health_check=list(HealthCheck))


def _on_every_backend(fn_name, args, kwargs, want, what, tol=1e-10):
    for name in INSTALLED:
        ns = ivylite.backend(name)
        arrays = [ns.asarray(a) if isinstance(a, np.ndarray) else a for a in args]
        got = getattr(ns, fn_name)(*arrays, **kwargs)
        np.testing.assert_allclose(
            to_host(got), want, rtol=tol, atol=tol, err_msg=f"{fn_name} {what} on {name}"
        )


@st.composite
def transpose_geometry(draw, n):
    groups = draw(st.integers(1, 2))
    cin, per_group = groups * draw(st.integers(1, 2)), draw(st.integers(1, 2))
    k = tuple(draw(st.integers(1, 3)) for _ in range(n))
    s = tuple(draw(st.integers(1, 3)) for _ in range(n))
    d = tuple(draw(st.integers(1, 2)) for _ in range(n))
    op = tuple(draw(st.integers(0, max(si, di) - 1)) for si, di in zip(s, d))
    size = tuple(draw(st.integers(1, 5)) for _ in range(n))
    # padding that leaves at least one output element
    p = tuple(
        draw(st.integers(0, max(0, ((size[i] - 1) * s[i] + d[i] * (k[i] - 1) + op[i]) // 2)))
        for i in range(n)
    )
    return dict(groups=groups, cin=cin, per_group=per_group, k=k, stride=s, dilation=d,
                output_padding=op, padding=p, size=size)  # fmt: skip


def _check_transpose(n, g, seed):
    rng = np.random.default_rng(seed)
    x = rng.standard_normal((2, g["cin"], *g["size"]))
    w = rng.standard_normal((g["cin"], g["per_group"], *g["k"]))
    b = rng.standard_normal(g["per_group"] * g["groups"])
    kw = {key: g[key] for key in ("stride", "padding", "output_padding", "groups", "dilation")}
    name = f"conv_transpose{n}d"
    want = getattr(TF, name)(*map(torch.from_numpy, (x, w, b)), **kw).numpy()
    _on_every_backend(name, (x, w, b), kw, want, str(g))


@_SETTINGS
@given(transpose_geometry(1), st.integers(0, 2**16))
def test_conv_transpose1d_geometry(g, seed):
    _check_transpose(1, g, seed)


@_SETTINGS
@given(transpose_geometry(2), st.integers(0, 2**16))
def test_conv_transpose2d_geometry(g, seed):
    _check_transpose(2, g, seed)


@_SETTINGS
@given(
    st.tuples(st.integers(1, 9), st.integers(1, 9)),
    st.tuples(st.one_of(st.none(), st.integers(1, 9)), st.integers(1, 9)),
    st.integers(0, 2**16),
)
def test_adaptive_pool_sizes(size, out, seed):
    x = np.random.default_rng(seed).standard_normal((1, 2, *size))
    for fn in ("adaptive_avg_pool2d", "adaptive_max_pool2d"):
        want = getattr(TF, fn)(torch.from_numpy(x), out).numpy()
        _on_every_backend(fn, (x, out), {}, want, f"{size} -> {out}")


@st.composite
def resize(draw):
    n = draw(st.integers(1, 2))
    size = tuple(draw(st.integers(1, 7)) for _ in range(n))
    mode = draw(st.sampled_from(["nearest", "nearest-exact", "linear"]))
    kw = {"mode": ("linear", "bilinear")[n - 1] if mode == "linear" else mode}
    if mode == "linear":
        kw["align_corners"] = draw(st.booleans())
    if draw(st.booleans()):
        kw["size"] = tuple(draw(st.integers(1, 9)) for _ in range(n))
    else:
        factors = tuple(draw(st.floats(0.3, 3.0)) for _ in range(n))
        if any(int(s * f) < 1 for s, f in zip(size, factors)):
            factors = tuple(max(f, 1.0) for f in factors)
        kw["scale_factor"] = factors
        kw["recompute_scale_factor"] = draw(st.booleans())
    return size, kw


@_SETTINGS
@given(resize(), st.integers(0, 2**16))
def test_interpolate_sizes(geometry, seed):
    size, kw = geometry
    x = np.random.default_rng(seed).standard_normal((1, 2, *size))
    want = TF.interpolate(torch.from_numpy(x), **kw).numpy()
    _on_every_backend("interpolate", (x,), kw, want, str(kw))


@_SETTINGS
@given(
    st.tuples(st.integers(1, 4), st.integers(1, 5)),
    st.sampled_from(["constant", "reflect", "replicate", "circular"]),
    st.lists(st.integers(0, 4), min_size=2, max_size=4),
)
def test_pad_amounts(size, mode, amounts):
    x = np.random.default_rng(0).standard_normal((2, *size))
    if len(amounts) % 2:
        amounts = amounts[:-1]
    limit = {"reflect": 1, "circular": 0}.get(mode)
    amounts = tuple(
        min(a, size[-1 - i // 2] - limit) if limit is not None else a for i, a in enumerate(amounts)
    )
    want = TF.pad(torch.from_numpy(x), amounts, mode=mode).numpy()
    _on_every_backend("pad", (x, amounts), {"mode": mode}, want, f"{amounts} {mode}")


@_SETTINGS
@given(
    st.integers(1, 4), st.integers(1, 5), st.integers(1, 4),
    st.sampled_from(["none", "bool", "float", "padding"]), st.booleans(), st.integers(0, 2**16),
)  # fmt: skip
def test_attention_shapes_and_masks(L, S, E, kind, causal, seed):
    g = np.random.default_rng(seed)
    q, k, v = (
        g.standard_normal((2, L, E)),
        g.standard_normal((2, S, E)),
        g.standard_normal((2, S, 3)),
    )
    m = {"none": None, "bool": g.uniform(size=(L, S)) < 0.6, "float": g.standard_normal((2, L, S)),
         "padding": g.uniform(size=(2, 1, S)) < 0.6}[kind]  # fmt: skip
    tm = None if m is None else torch.from_numpy(m)
    if causal and tm is not None:
        tril = torch.ones(L, S, dtype=torch.bool).tril()
        tm = tm & tril if tm.dtype == torch.bool else tm.masked_fill(~tril, -np.inf)
    want = TF.scaled_dot_product_attention(
        *map(torch.from_numpy, (q, k, v)), attn_mask=tm, is_causal=causal and tm is None
    ).numpy()
    _on_every_backend("scaled_dot_product_attention", (q, k, v, m, causal), {}, want, kind)


# --- error paths ------------------------------------------------------------------------------


def _f(*shape):
    return ivylite.ones(shape)


ERRORS = [
    (lambda: iv.conv_transpose2d(_f(1, 2, 3, 3), _f(3, 1, 2, 2)), ValueError, "expects 3"),
    (lambda: iv.conv_transpose2d(_f(1, 2, 3, 3), _f(2, 1, 2, 2), stride=2, output_padding=2), ValueError, "output_padding"),
    (lambda: iv.conv_transpose1d(_f(1, 2, 3), _f(2, 1, 2), groups=3), ValueError, "divisible by groups"),
    (lambda: iv.conv_transpose1d(_f(1, 1, 1), _f(1, 1, 1), padding=1), ValueError, "no output"),
    (lambda: iv.adaptive_avg_pool2d(_f(2, 3), 1), ValueError, "3-d"),
    (lambda: iv.adaptive_max_pool2d(_f(1, 1, 3, 3), (0, 1)), ValueError, ">= 1"),
    (lambda: iv.pad(_f(2, 3), (1,)), ValueError, "even number"),
    (lambda: iv.pad(_f(2, 3), (3, 0), mode="reflect"), ValueError, "too large"),
    (lambda: iv.pad(_f(2, 3), (1, 0), mode="reflect", value=1.0), ValueError, "takes no value"),
    (lambda: iv.pad(_f(2, 3), (1, 1), mode="wrap"), ValueError, "mode must be"),
    (lambda: iv.interpolate(_f(1, 1, 4), size=2, scale_factor=2), ValueError, "exactly one"),
    (lambda: iv.interpolate(_f(1, 1, 4, 4), size=2, mode="linear"), ValueError, "rank 3"),
    (lambda: iv.interpolate(_f(1, 1, 4), size=2, align_corners=True), ValueError, "linear modes"),
    (lambda: iv.interpolate(_f(1, 1, 4), size=2, mode="bicubic"), ValueError, "mode must be"),
    (lambda: iv.group_norm(_f(2, 6, 3), 4), ValueError, "must divide"),
    (lambda: iv.group_norm(_f(2, 6), 2, weight=_f(3)), ValueError, "weight must have shape"),
    (lambda: iv.rms_norm(_f(2, 3), (2,)), ValueError, "trailing axes"),
    (lambda: iv.batch_norm_train(_f(1, 3)), ValueError, "more than one value"),
    (lambda: iv.scaled_dot_product_attention(_f(2, 3), _f(4, 2), _f(4, 2)), ValueError, "share the last axis"),
    (lambda: iv.scaled_dot_product_attention(_f(2, 3), _f(4, 3), _f(4, 2), mask=iv.ones((3, 4), dtype="int32")), TypeError, "boolean"),
    (lambda: iv.scaled_dot_product_attention(_f(2, 3), _f(4, 3), _f(4, 2), mask=_f(3, 4)), ValueError, "broadcast"),
    (lambda: iv.scaled_dot_product_attention(_f(2, 3), _f(4, 3), _f(4, 2), dropout=1.0), ValueError, "dropout"),
    (lambda: iv.lstm_cell(_f(2, 3), _f(2, 4), _f(16, 3), _f(16, 4)), TypeError, "pair"),
    (lambda: iv.lstm_cell(_f(2, 3), (_f(2, 4), _f(2, 4)), _f(12, 3), _f(12, 4)), ValueError, "4 \\* hidden"),
    (lambda: iv.gru_cell(_f(2, 3), _f(2, 5), _f(12, 3), _f(12, 4)), ValueError, "hx must have shape"),
    (lambda: iv.cross_entropy(_f(2, 3), iv.asarray([0, 1]), weight=_f(2)), ValueError, "one per class"),
    (lambda: iv.cross_entropy(_f(2, 3), iv.asarray([0, 1]), label_smoothing=1.5), ValueError, "label_smoothing"),
    (lambda: iv.nll_loss(_f(2, 3), _f(2)), TypeError, "integer array"),
    (lambda: iv.binary_cross_entropy_with_logits(_f(2, 3), _f(3)), ValueError, "targets"),
    (lambda: iv.binary_cross_entropy_with_logits(_f(2, 3), _f(2, 3), pos_weight=_f(2)), ValueError, "broadcast"),
]  # fmt: skip


@pytest.mark.parametrize("i", range(len(ERRORS)))
def test_errors(backend, i):
    call, exc, match = ERRORS[i]
    with pytest.raises(exc, match=match):
        call()


@pytest.mark.parametrize("dtype", ["bool", "int32", "complex64"])
@pytest.mark.parametrize("name", ["conv_transpose1d", "adaptive_avg_pool2d", "interpolate", "group_norm",
                                  "rms_norm", "scaled_dot_product_attention", "gru_cell", "nll_loss"])  # fmt: skip
def test_floats_only(backend, name, dtype):
    x = ivylite.ones((2, 2, 2), dtype=dtype)
    calls = {
        "conv_transpose1d": lambda: iv.conv_transpose1d(x, x), "adaptive_avg_pool2d": lambda: iv.adaptive_avg_pool2d(x, 1),
        "interpolate": lambda: iv.interpolate(x, size=3), "group_norm": lambda: iv.group_norm(x, 1),
        "rms_norm": lambda: iv.rms_norm(x, 2), "scaled_dot_product_attention": lambda: iv.scaled_dot_product_attention(x, x, x),
        "gru_cell": lambda: iv.gru_cell(x, x, x, x), "nll_loss": lambda: iv.nll_loss(x, iv.zeros((2, 2), dtype="int64")),
    }  # fmt: skip
    with pytest.raises(ivylite.UnsupportedDtypeError, match=name):
        calls[name]()


def test_class_weight_gradients_agree_across_backends():
    """torch's fused losses do not differentiate their weights; ivylite's composite
    does, on every backend alike (torch hands such a call to it)."""
    g = np.random.default_rng(8)
    x, w, pw = g.standard_normal((5, 3)), g.uniform(0.5, 2, 3), g.uniform(0.5, 2, 3)
    t, y = g.uniform(size=(5, 3)), np.array([0, 2, 1, -100, 2])

    def losses(ns):
        X, W, P, T, Y = map(ns.asarray, (x, w, pw, t, y))

        def f(W, P):
            return (
                ivylite.cross_entropy(X, Y, weight=W, label_smoothing=0.1)
                + ivylite.nll_loss(ivylite.log_softmax(X), Y, weight=W)
                + ivylite.binary_cross_entropy_with_logits(X, T, weight=W, pos_weight=P)
            )

        return [to_host(d) for d in ivylite.grad(f, argnums=(0, 1))(W, P)]

    reference = losses(ivylite.backend(AUTODIFF[-1]))
    for name in AUTODIFF[:-1]:
        for got, want in zip(losses(ivylite.backend(name)), reference):
            np.testing.assert_allclose(got, want, rtol=1e-10, err_msg=name)
