"""Every ivylite.nn layer against the same torch.nn layer holding the same weights:
forward on every backend, gradients (parameters and input) on every backend
with autodiff, float64 for gradients (rtol 1e-6)."""

from __future__ import annotations

import numpy as np
import pytest

import ivylite
from ivylite import nn

from .conftest import NO_AUTODIFF, to_host

torch = pytest.importorskip("torch")
T = torch.nn

# (name, ivylite layer, torch layer, input shape, integer input high or None, call kwargs)
LAYERS = [
    ("linear", lambda: nn.Linear(5, 3), lambda: T.Linear(5, 3), (4, 5), None, {}),
    ("linear_nobias", lambda: nn.Linear(5, 3, bias=False), lambda: T.Linear(5, 3, bias=False), (2, 4, 5), None, {}),
    ("embedding", lambda: nn.Embedding(7, 4, padding_idx=2), lambda: T.Embedding(7, 4, padding_idx=2), (3, 5), 7, {}),
    ("conv1d", lambda: nn.Conv1d(2, 4, 3, padding=1), lambda: T.Conv1d(2, 4, 3, padding=1), (2, 2, 9), None, {}),
    ("conv2d", lambda: nn.Conv2d(4, 6, 3, stride=2, padding=1, groups=2),
     lambda: T.Conv2d(4, 6, 3, stride=2, padding=1, groups=2), (2, 4, 7, 7), None, {}),
    ("conv2d_dilated", lambda: nn.Conv2d(3, 2, 2, dilation=2), lambda: T.Conv2d(3, 2, 2, dilation=2), (1, 3, 6, 5), None, {}),
    ("conv_transpose2d", lambda: nn.ConvTranspose2d(3, 2, 3, stride=2, padding=1, output_padding=1),
     lambda: T.ConvTranspose2d(3, 2, 3, stride=2, padding=1, output_padding=1), (2, 3, 4, 5), None, {}),
    ("max_pool2d", lambda: nn.MaxPool2d(2), lambda: T.MaxPool2d(2), (2, 3, 6, 6), None, {}),
    ("avg_pool2d", lambda: nn.AvgPool2d(3, stride=2, padding=1), lambda: T.AvgPool2d(3, stride=2, padding=1), (1, 2, 7, 7), None, {}),
    ("adaptive_avg_pool2d", lambda: nn.AdaptiveAvgPool2d((3, 2)), lambda: T.AdaptiveAvgPool2d((3, 2)), (2, 3, 7, 5), None, {}),
    ("flatten", lambda: nn.Flatten(), lambda: T.Flatten(), (2, 3, 4), None, {}),
    ("unflatten", lambda: nn.Unflatten(1, (3, 4)), lambda: T.Unflatten(1, (3, 4)), (2, 12), None, {}),
    ("batch_norm1d", lambda: nn.BatchNorm1d(3), lambda: T.BatchNorm1d(3), (6, 3, 4), None, {}),
    ("batch_norm2d", lambda: nn.BatchNorm2d(3), lambda: T.BatchNorm2d(3), (4, 3, 5, 5), None, {}),
    ("layer_norm", lambda: nn.LayerNorm((3, 4)), lambda: T.LayerNorm((3, 4)), (2, 3, 4), None, {}),
    ("layer_norm_nobias", lambda: nn.LayerNorm(4, bias=False), lambda: T.LayerNorm(4, bias=False), (2, 4), None, {}),
    ("rms_norm", lambda: nn.RMSNorm(4), lambda: T.RMSNorm(4), (3, 4), None, {}),
    ("group_norm", lambda: nn.GroupNorm(2, 4), lambda: T.GroupNorm(2, 4), (3, 4, 5), None, {}),
    ("relu", lambda: nn.ReLU(), lambda: T.ReLU(), (3, 4), None, {}),
    ("gelu", lambda: nn.GELU(), lambda: T.GELU(), (3, 4), None, {}),
    ("gelu_tanh", lambda: nn.GELU("tanh"), lambda: T.GELU("tanh"), (3, 4), None, {}),
    ("silu", lambda: nn.SiLU(), lambda: T.SiLU(), (3, 4), None, {}),
    ("tanh", lambda: nn.Tanh(), lambda: T.Tanh(), (3, 4), None, {}),
    ("sigmoid", lambda: nn.Sigmoid(), lambda: T.Sigmoid(), (3, 4), None, {}),
    ("softmax", lambda: nn.Softmax(dim=0), lambda: T.Softmax(dim=0), (3, 4), None, {}),
    ("log_softmax", lambda: nn.LogSoftmax(dim=1), lambda: T.LogSoftmax(dim=1), (3, 4), None, {}),
    ("leaky_relu", lambda: nn.LeakyReLU(0.2), lambda: T.LeakyReLU(0.2), (3, 4), None, {}),
    ("sequential", lambda: nn.Sequential(nn.Linear(4, 8), nn.Tanh(), nn.Linear(8, 2)),
     lambda: T.Sequential(T.Linear(4, 8), T.Tanh(), T.Linear(8, 2)), (5, 4), None, {}),
    ("lstm", lambda: nn.LSTM(3, 4, num_layers=2, batch_first=True),
     lambda: T.LSTM(3, 4, num_layers=2, batch_first=True), (2, 5, 3), None, {}),
    ("lstm_bidirectional", lambda: nn.LSTM(3, 2, bidirectional=True),
     lambda: T.LSTM(3, 2, bidirectional=True), (4, 2, 3), None, {}),
    ("gru", lambda: nn.GRU(3, 4, batch_first=True), lambda: T.GRU(3, 4, batch_first=True), (2, 5, 3), None, {}),
    ("attention", lambda: nn.MultiHeadAttention(8, 2), lambda: T.MultiheadAttention(8, 2, batch_first=True),
     (2, 5, 8), None, {}),
    ("attention_causal", lambda: nn.MultiHeadAttention(8, 4), lambda: T.MultiheadAttention(8, 4, batch_first=True),
     (2, 5, 8), None, {"is_causal": True}),
]  # fmt: skip

IDS = [case[0] for case in LAYERS]


def _input(shape, high, dtype, seed=0):
    rng = np.random.default_rng(seed)
    if high is not None:
        return rng.integers(0, high, size=shape)
    return rng.normal(size=shape).astype(dtype)


def _pair(make_mine, make_theirs, dtype):
    """The ivylite layer (parameters in ``dtype``) and the torch layer with its weights."""
    ivylite.seed(0)
    with ivylite.DefaultFloatDtype(dtype):
        mine = make_mine()
    theirs = make_theirs().to(getattr(torch, dtype))
    theirs.load_state_dict(
        {k: torch.from_numpy(np.asarray(v)) for k, v in mine.state_dict().items()}
    )
    return mine, theirs


def _torch_call(layer, x, kwargs):
    if isinstance(layer, T.MultiheadAttention):
        mask = None
        if kwargs.get("is_causal"):
            n = x.shape[1]
            mask = torch.triu(torch.ones(n, n, dtype=torch.bool), diagonal=1)
        return layer(x, x, x, attn_mask=mask, need_weights=False)[0]
    out = layer(x)
    return out[0] if isinstance(out, tuple) else out


def _first(out):
    return out[0] if isinstance(out, tuple) else out


def _as_params_dtype(mine, dtype):
    for _, p in mine.named_parameters():
        assert p.dtype == dtype


@pytest.mark.parametrize("case", LAYERS, ids=IDS)
def test_forward_equals_torch(backend, case):
    name, make_mine, make_theirs, shape, high, kwargs = case
    mine, theirs = _pair(make_mine, make_theirs, "float32")
    x = _input(shape, high, "float32")
    for training in (True, False):
        mine.train(training)
        theirs.train(training)
        got = _first(mine(ivylite.asarray(x), **kwargs))
        want = _torch_call(theirs, torch.from_numpy(x), kwargs).detach().numpy()
        assert got.backend == backend and got.shape == want.shape
        np.testing.assert_allclose(
            to_host(got), want, rtol=2e-5, atol=2e-6, err_msg=f"{name} training={training}"
        )
        if name.startswith("batch_norm"):  # the running statistics moved as torch's did
            for k in ("running_mean", "running_var", "num_batches_tracked"):
                np.testing.assert_allclose(
                    to_host(getattr(mine, k)), getattr(theirs, k).numpy(), rtol=1e-5
                )


@pytest.mark.parametrize(
    "case", [c for c in LAYERS if c[4] is None], ids=[c[0] for c in LAYERS if c[4] is None]
)
def test_gradients_equal_torch(backend, case):
    name, make_mine, make_theirs, shape, high, kwargs = case
    mine, theirs = _pair(make_mine, make_theirs, "float64")
    if backend in NO_AUTODIFF:  # the clear refusal
        with pytest.raises(NotImplementedError, match="torch, jax, tensorflow"):
            f = lambda m, x_: ivylite.sum(_first(m(x_)))  # noqa: E731
            ivylite.grad(f, argnums=(0, 1))(mine, ivylite.ones(shape, dtype="float64"))
        return
    _as_params_dtype(mine, "float64")
    x = _input(shape, None, "float64", seed=1)
    cot = None

    def loss(model, x_):
        nonlocal cot
        out = _first(model(x_, **kwargs))
        if cot is None:
            cot = np.random.default_rng(2).normal(size=out.shape)
        return ivylite.sum(out * ivylite.asarray(cot))

    (value, (g_params, g_x)) = ivylite.value_and_grad(loss, argnums=(0, 1))(
        mine, ivylite.asarray(x)
    )
    tx = torch.from_numpy(x).requires_grad_(True)
    out = _torch_call(theirs, tx, kwargs)
    (out * torch.from_numpy(cot)).sum().backward()
    np.testing.assert_allclose(
        to_host(g_x), tx.grad.numpy(), rtol=1e-6, atol=1e-10, err_msg=f"{name} input"
    )
    for n, p in theirs.named_parameters():
        np.testing.assert_allclose(
            to_host(g_params[n]), p.grad.numpy(), rtol=1e-6, atol=1e-10, err_msg=f"{name} {n}"
        )


def test_dropout_is_seeded_the_same_on_every_backend(every_backend):
    masks = {}
    for b in every_backend:
        with ivylite.using_backend(b):
            ivylite.seed(1)
            masks[b] = to_host(nn.Dropout(0.3)(ivylite.ones((50,))))
            assert to_host(nn.Dropout(0.3).eval()(ivylite.ones(3))).tolist() == [1.0, 1.0, 1.0]
    for b, m in masks.items():
        np.testing.assert_array_equal(m, masks["numpy"], err_msg=b)
    assert set(np.unique(masks["numpy"])) <= {0.0, np.float32(1 / 0.7)}


def test_attention_masks_match_torch(backend):
    mine, theirs = _pair(
        lambda: nn.MultiHeadAttention(8, 2),
        lambda: T.MultiheadAttention(8, 2, batch_first=True),
        "float32",
    )
    rng = np.random.default_rng(3)
    q, kv = (
        rng.normal(size=(2, 3, 8)).astype("float32"),
        rng.normal(size=(2, 6, 8)).astype("float32"),
    )
    pad = np.zeros((2, 6), bool)
    pad[0, 4:] = True
    got, weights = mine(ivylite.asarray(q), ivylite.asarray(kv), ivylite.asarray(kv),
                        key_padding_mask=ivylite.asarray(pad), need_weights=True)  # fmt: skip
    want, want_w = theirs(torch.from_numpy(q), torch.from_numpy(kv), torch.from_numpy(kv),
                          key_padding_mask=torch.from_numpy(pad))  # fmt: skip
    np.testing.assert_allclose(to_host(got), want.detach().numpy(), rtol=2e-5, atol=2e-6)
    np.testing.assert_allclose(to_host(weights), want_w.detach().numpy(), rtol=2e-5, atol=2e-6)


def test_embedding_padding_row_gets_no_gradient(backend):
    """As torch: the padding row is read by the lookup but its gradient is zero."""
    ivylite.seed(0)
    emb = nn.Embedding(4, 2, padding_idx=1)
    idx = ivylite.asarray([0, 1, 1, 3])
    if backend in NO_AUTODIFF:
        return
    grads = ivylite.grad(lambda m: ivylite.sum(m(idx)))(emb)
    assert to_host(grads["weight"]).tolist() == [[1, 1], [0, 0], [0, 0], [1, 1]]
