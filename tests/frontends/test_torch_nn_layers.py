"""torch.nn layers of the frontend against real torch.nn: the real layer's state dict
(as NumPy arrays) loaded into the frontend's, then the same forward (train and eval
modes, float32 and float64) on every backend; and the other way round, a frontend
model's state dict loaded into the real one."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

import ivylite
import ivylite.frontends.torch as X
from tests.conftest import NO_AUTODIFF

torch = pytest.importorskip("torch")
pytestmark = pytest.mark.filterwarnings("ignore::UserWarning")

RNG = np.random.default_rng(0)


def _x(*shape: int) -> np.ndarray:
    return RNG.standard_normal(shape).astype(np.float32)


SEQ = _x(2, 5, 8)
IMG = _x(2, 4, 6, 6)
TOKENS = RNG.integers(0, 10, (2, 5))
PADDING = np.array([[0, 0, 0, 0, 1], [0, 0, 0, 1, 1]], bool)  # True: a padded key

# name -> (constructor over an ``nn`` namespace, input, call(layer, module namespace, x))
CASES: dict[str, tuple[Any, Any, Any]] = {
    "linear": (lambda nn: nn.Linear(8, 3), SEQ, None),
    "linear_nobias": (lambda nn: nn.Linear(8, 3, bias=False), SEQ, None),
    "embedding_pad": (lambda nn: nn.Embedding(10, 4, padding_idx=2), TOKENS, None),
    "layernorm": (lambda nn: nn.LayerNorm(8), SEQ, None),
    "layernorm_nobias": (lambda nn: nn.LayerNorm(8, bias=False), SEQ, None),
    "layernorm_noaffine": (lambda nn: nn.LayerNorm((5, 8), elementwise_affine=False), SEQ, None),
    "groupnorm": (lambda nn: nn.GroupNorm(2, 4), IMG, None),
    "batchnorm1d": (lambda nn: nn.BatchNorm1d(5), SEQ, None),
    "batchnorm2d": (lambda nn: nn.BatchNorm2d(4, momentum=0.3), IMG, None),
    "conv1d": (lambda nn: nn.Conv1d(5, 6, 3, padding=1, stride=2), SEQ, None),
    "conv2d": (lambda nn: nn.Conv2d(4, 6, 3, padding=1, groups=2), IMG, None),
    "conv_transpose2d": (lambda nn: nn.ConvTranspose2d(4, 3, 2, stride=2), IMG, None),
    "maxpool": (lambda nn: nn.MaxPool2d(2), IMG, None),
    "avgpool": (lambda nn: nn.AvgPool2d(3, stride=1, padding=1), IMG, None),
    "adaptive_avgpool": (lambda nn: nn.AdaptiveAvgPool2d((2, 3)), IMG, None),
    "flatten": (lambda nn: nn.Flatten(), IMG, None),
    "unflatten": (lambda nn: nn.Unflatten(2, (4, 2)), SEQ, None),
    "gelu_tanh": (lambda nn: nn.GELU(approximate="tanh"), SEQ, None),
    "activations": (
        lambda nn: nn.Sequential(
            nn.ReLU(),
            nn.Identity(),
            nn.GELU(),
            nn.Dropout(0.0),
            nn.SiLU(),
            nn.Tanh(),
            nn.Sigmoid(),
            nn.LeakyReLU(0.2),
            nn.Softmax(-1),
            nn.LogSoftmax(1),
        ),
        SEQ,
        None,
    ),  # fmt: skip
    "mha_batch_first": (
        lambda nn: nn.MultiheadAttention(8, 2, batch_first=True),
        SEQ,
        lambda layer, m, x: layer(x, x, x),
    ),  # fmt: skip
    "mha_cross_masked": (
        lambda nn: nn.MultiheadAttention(8, 4),
        SEQ,
        lambda layer, m, x: layer(
            x, x * 2, x + 1, attn_mask=m.triu(m.ones(2, 2, dtype=m.bool), diagonal=1)
        ),
    ),  # fmt: skip
    "mha_key_padding_no_weights": (
        lambda nn: nn.MultiheadAttention(8, 2, batch_first=True),
        SEQ,
        lambda layer, m, x: layer(x, x, x, key_padding_mask=m.tensor(PADDING), need_weights=False),
    ),  # fmt: skip
    "transformer_key_padding": (
        lambda nn: nn.TransformerEncoderLayer(8, 2, 16, 0.0, batch_first=True),
        SEQ,
        lambda layer, m, x: layer(x, src_key_padding_mask=m.tensor(PADDING)),
    ),  # fmt: skip
    "transformer_encoder": (
        lambda nn: nn.TransformerEncoderLayer(8, 2, 16, dropout=0.0, batch_first=True),
        SEQ,
        None,
    ),  # fmt: skip
    "transformer_norm_first_gelu": (
        lambda nn: nn.TransformerEncoderLayer(8, 2, 16, 0.0, "gelu", norm_first=True),
        SEQ,
        lambda layer, m, x: layer(x, src_mask=m.triu(m.ones(2, 2, dtype=m.bool), diagonal=1)),
    ),  # fmt: skip
    "lstm": (
        lambda nn: nn.LSTM(8, 6, num_layers=2, batch_first=True),
        SEQ,
        None,
    ),  # fmt: skip
    "lstm_bidirectional_hx": (
        lambda nn: nn.LSTM(8, 3, bidirectional=True),
        SEQ,
        lambda layer, m, x: layer(
            x, (m.ones(2, 5, 3, dtype=x.dtype), m.zeros(2, 5, 3, dtype=x.dtype))
        ),
    ),  # fmt: skip
    "gru": (lambda nn: nn.GRU(8, 4, num_layers=2), SEQ, None),
    "gru_batch_first_h0": (
        lambda nn: nn.GRU(8, 4, num_layers=2, batch_first=True),
        SEQ,
        lambda layer, m, x: layer(x, m.ones(2, 2, 4, dtype=x.dtype) * 0.5),
    ),  # fmt: skip
}


def _numpy_state(module: Any) -> dict[str, np.ndarray]:
    return {k: np.array(v.detach().numpy() if hasattr(v, "detach") else v.numpy())
            for k, v in module.state_dict().items()}  # fmt: skip


def _host(out: Any) -> Any:
    if isinstance(out, (tuple, list)):  # keeps torch's nesting: (output, (h, c))
        return type(out)(_host(o) for o in out)
    if out is None:
        return None
    return np.asarray(out.detach().numpy() if hasattr(out, "detach") else out.numpy())


def _close(got: Any, want: Any, tol: float) -> None:
    if isinstance(want, (tuple, list)):
        assert type(got) is type(want) and len(got) == len(want), (got, want)
        for g, w in zip(got, want):
            _close(g, w, tol)
        return
    assert (got is None) == (want is None)
    if want is not None:
        assert got.dtype == want.dtype, (got.dtype, want.dtype)
        np.testing.assert_allclose(got, want, rtol=tol, atol=tol)


def _run(case: str, mode: str, dtype: str) -> None:
    make, x, call = CASES[case]
    call = call or (lambda layer, m, x: layer(x))
    torch.manual_seed(0)
    real = make(torch.nn)
    mine = make(X.nn)
    mine.load_state_dict(_numpy_state(real))
    if dtype == "float64":
        real, mine = real.double(), mine.double()
    x = x if x.dtype.kind != "f" else x.astype(dtype)
    for m in (real, mine):
        m.train(mode == "train")
    want = _host(call(real, torch, torch.tensor(x)))
    got = _host(call(mine, X, X.tensor(x)))
    tol = 1e-4 if dtype == "float32" else 1e-9
    _close(got, want, tol)
    # the running statistics a training forward updated, and every other entry
    _close(_host(list(mine.state_dict().values())), _host(list(real.state_dict().values())), tol)


@pytest.mark.parametrize("case", list(CASES))
@pytest.mark.parametrize("mode", ["train", "eval"])
def test_layer_matches_torch_with_its_state_dict(case: str, mode: str, backend: str) -> None:
    _run(case, mode, "float32")


@pytest.mark.parametrize("case", list(CASES))
def test_layer_matches_torch_in_float64(case: str, backend: str) -> None:
    _run(case, "train", "float64")


def _model_class(nn: Any) -> type:
    """One model, written once as torch code, built over either ``nn``."""

    class Net(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.embed = nn.Embedding(10, 8)
            self.blocks = nn.ModuleList(
                [nn.TransformerEncoderLayer(8, 2, 16, 0.0, batch_first=True)]
            )
            self.norm = nn.LayerNorm(8, bias=False)
            self.head = nn.Linear(8, 10, bias=False)
            self.head.weight = self.embed.weight  # tied
            self.register_buffer("scale", nn.Parameter(nn.init.ones_(nn.Linear(1, 1).weight)).data)

        def forward(self, idx: Any) -> Any:
            x = self.embed(idx)
            for block in self.blocks:
                x = block(x)
            return self.head(self.norm(x)) * self.scale

    return Net


def test_state_dicts_cross_both_ways(backend: str) -> None:
    torch.manual_seed(1)
    real, mine = _model_class(torch.nn)(), _model_class(X.nn)()
    assert list(mine.state_dict()) == list(real.state_dict())
    assert [n for n, _ in mine.named_parameters()] == [n for n, _ in real.named_parameters()]
    mine.load_state_dict(_numpy_state(real))
    want = _host(real.eval()(torch.tensor(TOKENS)))
    _close(_host(mine.eval()(X.tensor(TOKENS))), want, 1e-4)
    # and back: a fresh real model from the frontend's state dict
    again = _model_class(torch.nn)()
    again.load_state_dict({k: torch.from_numpy(v) for k, v in _numpy_state(mine).items()})
    _close(_host(again.eval()(torch.tensor(TOKENS))), want, 1e-6)


def test_state_dict_through_safetensors(tmp_path: Any, backend: str) -> None:
    """Real torch -> a safetensors file -> the frontend, and the frontend (after a
    training forward moved its running statistics) -> a file -> real torch."""
    from safetensors.numpy import load_file, save_file

    torch.manual_seed(2)
    real = torch.nn.Sequential(torch.nn.Conv2d(4, 4, 3), torch.nn.BatchNorm2d(4))
    real.train()(torch.tensor(IMG))  # running statistics that are not the initial ones
    save_file(_numpy_state(real), str(tmp_path / "m.safetensors"))
    mine = X.nn.Sequential(X.nn.Conv2d(4, 4, 3), X.nn.BatchNorm2d(4))
    mine.load_state_dict(load_file(str(tmp_path / "m.safetensors")))
    _close(_host(mine.eval()(X.tensor(IMG))), _host(real.eval()(torch.tensor(IMG))), 1e-4)

    mine.train()(X.tensor(IMG * 2))
    save_file(_numpy_state(mine), str(tmp_path / "back.safetensors"))
    again = torch.nn.Sequential(torch.nn.Conv2d(4, 4, 3), torch.nn.BatchNorm2d(4))
    again.load_state_dict({k: torch.from_numpy(v) for k, v in
                           load_file(str(tmp_path / "back.safetensors")).items()})  # fmt: skip
    assert int(again[1].num_batches_tracked) == 2
    _close(_host(again.eval()(torch.tensor(IMG))), _host(mine.eval()(X.tensor(IMG))), 1e-5)


def test_real_torch_tensors_load_directly(backend: str) -> None:
    """``model.load_state_dict(real_model.state_dict())``: real torch tensors (also
    ones that require grad, with keep_vars) are taken as they are."""
    torch.manual_seed(3)
    real, mine = CASES["lstm"][0](torch.nn), CASES["lstm"][0](X.nn)
    assert mine.load_state_dict(real.state_dict(keep_vars=True)) is not None
    _close(_host(mine(X.tensor(SEQ))), _host(real(torch.tensor(SEQ))), 1e-4)


def test_dropout_module(backend: str) -> None:
    drop, x = X.nn.Dropout(0.5), X.ones(4000)
    assert drop.eval()(x).tolist() == x.tolist()
    drop.train()
    X.manual_seed(5)
    y = drop(x).numpy()
    assert set(np.unique(y).tolist()) == {0.0, 2.0} and 0.45 < (y == 0).mean() < 0.55
    X.manual_seed(5)
    np.testing.assert_array_equal(drop(x).numpy(), y)  # the seed decides the mask


@pytest.mark.parametrize("case", ["linear", "embedding_pad", "batchnorm2d", "conv2d", "gru",
                                  "mha_cross_masked"])  # fmt: skip
def test_layer_gradients_through_the_frontend_tape(case: str, backend: str) -> None:
    """The layers run inside one frontend function, so the frontends' tape (what the
    torch frontend's autograd records with) differentiates them: float64 gradients
    of every parameter equal real torch's."""
    from ivylite.frontends._autograd import Tape

    if backend in NO_AUTODIFF:
        pytest.skip("no automatic differentiation on this backend")
    make, x, call = CASES[case]
    call = call or (lambda layer, m, x: layer(x))
    torch.manual_seed(0)
    real, mine = make(torch.nn).double(), make(X.nn)
    mine.load_state_dict(_numpy_state(real))
    mine.double()
    x = x if x.dtype.kind != "f" else x.astype("float64")
    cot = None
    with Tape(persistent=True) as tape:
        params = list(mine.parameters())
        for p in params:
            p.ivy_array = tape.watch(p.ivy_array)
        out = call(mine, X, X.tensor(x))
        out = out[0] if isinstance(out, tuple) else out
        cot = np.random.default_rng(5).standard_normal(tuple(out.shape))
        loss = (out * X.tensor(cot)).sum()
    grads = tape.gradient([loss.ivy_array], [p.ivy_array for p in params])
    want = call(real, torch, torch.tensor(x))
    want = want[0] if isinstance(want, tuple) else want
    (want * torch.tensor(cot)).sum().backward()
    for (name, p), g in zip(real.named_parameters(), grads):
        assert g is not None, name
        got = np.asarray(ivylite.asarray(g).__array__())  # the backend's native gradient
        np.testing.assert_allclose(got, p.grad.numpy(), rtol=1e-6, atol=1e-10, err_msg=name)
