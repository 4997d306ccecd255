"""torch.nn.functional's options against real torch on every backend, the model
snippet of a torch user's MLP, and the declared exceptions (what a backend or ivylite
cannot reproduce, each with the clear error it gives)."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

import ivylite
import ivylite.frontends.torch as X
import ivylite.frontends.torch.nn.functional as XF
from tests.frontends.test_torch_frontend import assert_like_torch

torch = pytest.importorskip("torch")
TF = torch.nn.functional
pytestmark = pytest.mark.filterwarnings("ignore::RuntimeWarning", "ignore::UserWarning")

RNG = np.random.default_rng(0)
IMAGE = RNG.standard_normal((2, 4, 6, 5)).astype(np.float32)
KERNEL = RNG.standard_normal((6, 2, 3, 2)).astype(np.float32)
BIAS = RNG.standard_normal(6).astype(np.float32)


def _both(call: Any, tol: float | None = None) -> None:
    assert_like_torch(call(X, XF), call(torch, TF), tol=tol)


@pytest.mark.parametrize(
    "options",
    [
        {},
        {"stride": 2},
        {"stride": (2, 1), "padding": 1},
        {"padding": (1, 0), "dilation": (2, 1)},
        {"padding": "same"},
        {"padding": "valid", "stride": 1},
        {"padding": "same", "dilation": 2},
    ],
    ids=str,
)
def test_conv2d_options(options: dict, backend: str) -> None:
    """groups=2 throughout: the kernel sees 2 of the 4 input channels."""
    _both(
        lambda m, F: F.conv2d(
            m.tensor(IMAGE), m.tensor(KERNEL), m.tensor(BIAS), groups=2, **options
        ),
        1e-5,
    )


def test_conv_unbatched_and_1d(backend: str) -> None:
    kernel = np.concatenate([KERNEL, KERNEL], axis=1)  # all 4 input channels
    _both(lambda m, F: F.conv2d(m.tensor(IMAGE[0]), m.tensor(kernel), padding=1), 1e-5)
    _both(
        lambda m, F: F.conv1d(
            m.tensor(IMAGE[:, :, 0]), m.tensor(KERNEL[:, :, 0]), groups=2, stride=2
        ),
        1e-5,
    )


@pytest.mark.parametrize(
    "call",
    [
        lambda m, F: F.max_pool2d(m.tensor(IMAGE), 2),
        lambda m, F: F.max_pool2d(m.tensor(IMAGE), (3, 2), stride=(1, 2), padding=1),
        lambda m, F: F.max_pool2d(m.tensor(IMAGE[0]), 3, stride=2),
        lambda m, F: F.avg_pool2d(m.tensor(IMAGE), 2),
        lambda m, F: F.avg_pool2d(m.tensor(IMAGE), 3, stride=2, padding=1),
        lambda m, F: F.avg_pool2d(m.tensor(IMAGE), 3, stride=2, padding=1, count_include_pad=False),
        lambda m, F: F.avg_pool2d(m.tensor((IMAGE * 10).astype(np.int64)), 2),
    ],
)
def test_pool_options(call: Any, backend: str) -> None:
    _both(call, 1e-5)


def test_activations_with_options(backend: str) -> None:
    x = RNG.standard_normal((3, 4)).astype(np.float32) * 4
    for call in (
        lambda m, F: F.gelu(m.tensor(x), approximate="tanh"),
        lambda m, F: F.leaky_relu(m.tensor(x), negative_slope=0.2),
        lambda m, F: F.softplus(m.tensor(x), beta=0.5, threshold=2.0),
        lambda m, F: F.softmax(m.tensor(x)),  # torch's implicit dim: 1 for 2-D
        lambda m, F: F.log_softmax(m.tensor(x[0])),  # and 0 for 1-D
        lambda m, F: F.softmax(m.tensor(x), dim=0, dtype=m.float64),
        lambda m, F: F.hardtanh(m.tensor(x), -0.5, 2.0),
        lambda m, F: F.elu(m.tensor(x), alpha=0.5),
        lambda m, F: F.normalize(m.tensor(x), p=1.0, dim=0),
        lambda m, F: F.layer_norm(m.tensor(x), (4,), eps=1e-3),
        lambda m, F: F.layer_norm(m.tensor(IMAGE), (6, 5), m.ones(6, 5) * 2, m.zeros(6, 5) + 1),
    ):
        _both(call, 1e-5)


LOGITS = RNG.standard_normal((5, 4)).astype(np.float32)
TARGET = np.array([0, 3, 1, 3, 2])
WEIGHT = np.array([1.0, 2.0, 0.5, 1.5], dtype=np.float32)


@pytest.mark.parametrize("reduction", ["mean", "sum", "none"])
@pytest.mark.parametrize(
    "options",
    [
        {},
        {"weight": True},
        {"ignore_index": 3},
        {"label_smoothing": 0.2},
        {"weight": True, "ignore_index": 1, "label_smoothing": 0.1},
    ],  # fmt: skip
    ids=str,
)
def test_cross_entropy_options(options: dict, reduction: str, backend: str) -> None:
    def call(m: Any, F: Any) -> Any:
        kw = dict(options, reduction=reduction)
        if kw.pop("weight", False):
            kw["weight"] = m.tensor(WEIGHT)
        return F.cross_entropy(m.tensor(LOGITS), m.tensor(TARGET), **kw)

    _both(call, 1e-5)


def test_losses(backend: str) -> None:
    probs = RNG.random((5, 4)).astype(np.float32)
    image_logits = RNG.standard_normal((2, 3, 4, 4)).astype(np.float32)
    image_target = RNG.integers(0, 3, (2, 4, 4))
    for call in (
        lambda m, F: F.cross_entropy(
            m.tensor(LOGITS), m.softmax(m.tensor(probs), 1), label_smoothing=0.1
        ),
        lambda m, F: F.cross_entropy(
            m.tensor(LOGITS), m.tensor(probs), weight=m.tensor(WEIGHT), reduction="sum"
        ),
        lambda m, F: F.cross_entropy(
            m.tensor(image_logits), m.tensor(image_target)
        ),  # K-dimensional
        lambda m, F: F.cross_entropy(m.tensor(LOGITS[0]), m.tensor(2)),  # unbatched
        lambda m, F: F.nll_loss(
            m.log_softmax(m.tensor(LOGITS), 1), m.tensor(TARGET), weight=m.tensor(WEIGHT)
        ),
        lambda m, F: F.mse_loss(m.tensor(probs), m.tensor(LOGITS), reduction="sum"),
        lambda m, F: F.mse_loss(m.tensor(probs), m.tensor(LOGITS), size_average=False),
        lambda m, F: F.l1_loss(m.tensor(probs), m.tensor(LOGITS)),
        lambda m, F: F.binary_cross_entropy(
            m.tensor(probs), m.tensor(probs[::-1].copy()), reduction="none"
        ),
        lambda m, F: F.binary_cross_entropy(
            m.tensor([0.0, 1.0]), m.tensor([1.0, 0.0])
        ),  # logs clamp at -100
        lambda m, F: F.binary_cross_entropy_with_logits(
            m.tensor(LOGITS), m.tensor(probs), pos_weight=m.tensor(WEIGHT)
        ),
    ):
        _both(call, 1e-5)


def test_cross_entropy_refuses_what_torch_refuses() -> None:
    for m, F in ((torch, TF), (X, XF)):
        with pytest.raises(RuntimeError):  # int32 class indices: torch wants int64
            F.cross_entropy(m.tensor(LOGITS), m.tensor(TARGET, dtype=m.int32))
        with pytest.raises(RuntimeError):  # integer logits
            F.cross_entropy(m.tensor(TARGET).reshape(5, 1), m.tensor(TARGET))


def test_linear_embedding_one_hot_batch_norm(backend: str) -> None:
    x = RNG.standard_normal((3, 4)).astype(np.float32)
    w = RNG.standard_normal((2, 4)).astype(np.float32)
    table = RNG.standard_normal((6, 3)).astype(np.float32)
    for call in (
        lambda m, F: F.linear(m.tensor(x), m.tensor(w)),
        lambda m, F: F.linear(m.tensor(x), m.tensor(w), m.tensor([0.5, -1.0])),
        lambda m, F: F.embedding(m.tensor([[0, 5], [2, 2]]), m.tensor(table)),
        lambda m, F: F.one_hot(m.tensor([0, 3, 1])),
        lambda m, F: F.one_hot(m.tensor([[0], [2]]), num_classes=5),
        lambda m, F: F.batch_norm(
            m.tensor(IMAGE), m.zeros(4), m.ones(4), m.ones(4) * 2, m.zeros(4) + 0.5
        ),
    ):
        _both(call, 1e-5)
    with pytest.raises(RuntimeError):
        TF.one_hot(torch.tensor([1, 2], dtype=torch.int32))
    with pytest.raises(TypeError, match="one_hot does not support int32"):
        XF.one_hot(X.tensor([1, 2], dtype=X.int32))
    with pytest.raises(RuntimeError):
        TF.linear(torch.ones(2, 3), torch.ones(4, 3, dtype=torch.float64))
    with pytest.raises(RuntimeError, match="same dtype"):
        XF.linear(X.ones(2, 3), X.ones(4, 3, dtype=X.float64))


def test_batch_norm_training_updates_running_statistics(backend: str) -> None:
    def call(m: Any, F: Any) -> Any:
        mean, var = m.zeros(4), m.ones(4)
        out = F.batch_norm(m.tensor(IMAGE), mean, var, training=True, momentum=0.3)
        return out, mean, var

    _both(call, 1e-5)


def test_dropout(backend: str) -> None:
    x = X.ones(4000)
    assert XF.dropout(x, 0.25, training=False) is x and XF.dropout(x, 0.0) is x
    y = XF.dropout(x, 0.25).numpy()
    assert y.dtype == np.float32 and y.shape == (4000,)
    assert set(np.unique(y).tolist()) <= {0.0, float(np.float32(1.0) / np.float32(0.75))}
    assert 0.2 < (y == 0).mean() < 0.3  # torch drops a fraction p too
    assert (XF.dropout(x, 1.0).numpy() == 0).all()
    X.manual_seed(3)
    a = XF.dropout(x, 0.5).numpy()
    X.manual_seed(3)
    assert (XF.dropout(x, 0.5).numpy() == a).all()
    with pytest.raises(ValueError, match="between 0 and 1"):
        XF.dropout(x, 1.5)
    with pytest.raises(TypeError, match="dropout does not support int64"):
        XF.dropout(X.ones(3, dtype=X.int64), 0.5)
    with pytest.raises(RuntimeError):  # torch refuses it too
        TF.dropout(torch.ones(3, dtype=torch.int64), 0.5)


# --- an MLP forward written as a torch user would -----------------------------------------

W1 = RNG.standard_normal((16, 8)).astype(np.float32) * 0.5
B1 = RNG.standard_normal(16).astype(np.float32) * 0.1
W2 = RNG.standard_normal((3, 16)).astype(np.float32) * 0.5
B2 = RNG.standard_normal(3).astype(np.float32) * 0.1
INPUT = RNG.standard_normal((4, 2, 4)).astype(np.float32)
LABELS = np.array([0, 2, 1, 2])


def mlp_forward(torch: Any, F: Any) -> tuple:
    """Written as a torch user writes it (``torch`` is real torch or the frontend)."""
    w1, b1 = torch.tensor(W1), torch.tensor(B1)
    w2, b2 = torch.tensor(W2), torch.tensor(B2)
    x = torch.tensor(INPUT).view(4, -1)  # flatten the (2, 4) features
    h = F.relu(F.linear(x, w1, b1))
    logits = h @ w2.T + b2
    probs = F.softmax(logits, dim=1)
    loss = F.cross_entropy(logits, torch.tensor(LABELS))
    row_sums = probs.sum(dim=1)
    correct = (logits.argmax(dim=1) == torch.tensor(LABELS)).float().mean()
    return logits, probs, loss, row_sums, correct, loss.item()


def test_mlp_snippet_matches_torch(backend: str) -> None:
    got, want = mlp_forward(X, XF), mlp_forward(torch, TF)
    assert_like_torch(got[:5], want[:5], f"mlp on {backend}", tol=1e-5)
    assert abs(got[5] - want[5]) < 1e-5


# --- declared exceptions: each with the error that proves it -----------------------------


@pytest.mark.parametrize("dtype", ["uint16", "uint32", "uint64"])
def test_big_unsigned_dtypes_on_backends_without_them(dtype: str, backend: str) -> None:
    """torch 2.13 has uint16/32/64 tensors; ivylite's torch and paddle backends
    do not, so the frontend says so when such a tensor is made there."""
    if dtype in ivylite.current_backend().valid_dtypes:
        t = X.tensor([1, 2], dtype=getattr(X, dtype))
        assert t.dtype is getattr(X, dtype) and t.tolist() == [1, 2]
        return
    with pytest.raises((TypeError, AttributeError, ValueError), match=f"{dtype}"):
        X.tensor([1, 2], dtype=getattr(X, dtype))
    with pytest.raises((TypeError, AttributeError, ValueError), match=f"{dtype}"):
        X.zeros(2, dtype=getattr(X, dtype))


def test_options_ivylite_lacks_raise_clearly() -> None:
    x = X.tensor(IMAGE)
    for kw in ({"dilation": 2}, {"ceil_mode": True}, {"return_indices": True}):
        with pytest.raises(NotImplementedError, match="max_pool2d"):
            XF.max_pool2d(x, 2, **kw)
        TF.max_pool2d(torch.tensor(IMAGE), 2, **kw)  # which torch has
    for kw in ({"ceil_mode": True}, {"divisor_override": 3}):
        with pytest.raises(NotImplementedError, match="avg_pool2d"):
            XF.avg_pool2d(x, 2, **kw)
    with pytest.raises(NotImplementedError, match="view"):
        x.view(X.int32)
    with pytest.raises(RuntimeError, match="cuda"):
        x.cuda()
    with pytest.raises(RuntimeError, match="cuda"):
        X.zeros(2, device="cuda")
