"""The torch.nn.functional additions (attention, pad, interpolate, adaptive pooling,
group / RMS norm, transposed convolution) and the loss modules against real torch,
on every backend."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

import ivylite.frontends.torch as X

torch = pytest.importorskip("torch")

RNG = np.random.default_rng(3)
Q, K, V = (RNG.standard_normal((2, 3, 4, 8)).astype(np.float32) for _ in range(3))
IMG = RNG.standard_normal((2, 4, 5, 6)).astype(np.float32)
LOGITS = RNG.standard_normal((6, 5)).astype(np.float32)
TARGET = np.array([0, 4, -1, 2, 1, -1])
CAUSAL = np.tril(np.ones((4, 4), bool))

CALLS = {
    "sdpa": lambda m, F: F.scaled_dot_product_attention(m.tensor(Q), m.tensor(K), m.tensor(V)),
    "sdpa_causal_scale": lambda m, F: F.scaled_dot_product_attention(
        m.tensor(Q), m.tensor(K), m.tensor(V), is_causal=True, scale=0.3
    ),
    "sdpa_bool_mask": lambda m, F: F.scaled_dot_product_attention(
        m.tensor(Q), m.tensor(K), m.tensor(V), attn_mask=m.tensor(CAUSAL)
    ),
    "sdpa_float_mask": lambda m, F: F.scaled_dot_product_attention(
        m.tensor(Q),
        m.tensor(K),
        m.tensor(V),
        attn_mask=m.tensor(np.where(CAUSAL, 0.0, -1e4).astype(np.float32)),
    ),
    "pad_reflect": lambda m, F: F.pad(m.tensor(IMG), (1, 2, 0, 1), mode="reflect"),
    "pad_constant": lambda m, F: F.pad(m.tensor(IMG), (1, 1), value=3.0),
    "interp_nearest": lambda m, F: F.interpolate(m.tensor(IMG), scale_factor=2),
    "interp_bilinear": lambda m, F: F.interpolate(m.tensor(IMG), size=(7, 3), mode="bilinear"),
    "interp_bilinear_ac": lambda m, F: F.interpolate(
        m.tensor(IMG), scale_factor=1.5, mode="bilinear", align_corners=True
    ),
    "adaptive_avg": lambda m, F: F.adaptive_avg_pool2d(m.tensor(IMG), (2, 4)),
    "group_norm": lambda m, F: F.group_norm(m.tensor(IMG), 2, m.ones(4) * 2, m.ones(4)),
    "rms_norm": lambda m, F: F.rms_norm(m.tensor(IMG), (6,), m.ones(6) * 3, eps=1e-6),
    "conv_transpose2d": lambda m, F: F.conv_transpose2d(
        m.tensor(IMG), m.tensor(IMG[:, :, :3, :3].transpose(1, 0, 2, 3).copy()), stride=2, padding=1
    ),
    "embedding": lambda m, F: F.embedding(m.tensor(TARGET[:3] + 1), m.tensor(LOGITS)),
    "gelu_tanh": lambda m, F: F.gelu(m.tensor(LOGITS), approximate="tanh"),
    "ce_module": lambda m, F: m.nn.CrossEntropyLoss(ignore_index=-1, label_smoothing=0.1)(
        m.tensor(LOGITS), m.tensor(TARGET)
    ),
    "ce_module_none": lambda m, F: m.nn.CrossEntropyLoss(ignore_index=-1, reduction="none")(
        m.tensor(LOGITS), m.tensor(TARGET)
    ),
    "nll_module": lambda m, F: m.nn.NLLLoss(weight=m.arange(5.0) + 1, ignore_index=-1)(
        F.log_softmax(m.tensor(LOGITS), 1), m.tensor(TARGET)
    ),
    "mse_module": lambda m, F: m.nn.MSELoss(reduction="sum")(
        m.tensor(LOGITS), m.tensor(LOGITS * 2)
    ),
    "bce_module": lambda m, F: m.nn.BCEWithLogitsLoss(pos_weight=m.ones(5) * 2)(
        m.tensor(LOGITS), m.tensor((LOGITS > 0).astype(np.float32))
    ),
}


@pytest.mark.parametrize("name", list(CALLS))
def test_matches_torch(name: str, backend: str) -> None:
    got = CALLS[name](X, X.nn.functional)
    want = CALLS[name](torch, torch.nn.functional)
    assert str(got.dtype) == str(want.dtype)
    np.testing.assert_allclose(got.numpy(), want.numpy(), rtol=1e-5, atol=1e-5)


def test_sdpa_dropout_follows_the_seed(backend: str) -> None:
    def run() -> Any:
        X.manual_seed(4)
        return X.nn.functional.scaled_dot_product_attention(
            X.tensor(Q), X.tensor(K), X.tensor(V), dropout_p=0.5
        ).numpy()

    a, b = run(), run()
    np.testing.assert_array_equal(a, b)
    full = X.nn.functional.scaled_dot_product_attention(X.tensor(Q), X.tensor(K), X.tensor(V))
    assert not np.allclose(a, full.numpy())
