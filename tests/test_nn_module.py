"""ivylite.nn.Module: registration, traversal, state dicts, modes; seeded models
identical on every backend; initialisers against PyTorch's formulas."""

from __future__ import annotations

import math

import numpy as np
import pytest

import ivylite
from ivylite import nn
from ivylite.nn import init

from .conftest import assert_same, to_host

torch = pytest.importorskip("torch")


class Block(nn.Module):
    def __init__(self):
        super().__init__()
        self.mlp = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 4))
        self.norm = nn.LayerNorm(4)
        self.register_buffer("scale", ivylite.ones(4))
        self.register_buffer("cache", ivylite.zeros(2), persistent=False)

    def forward(self, x):
        return self.norm(self.mlp(x) * self.scale)


class Tied(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(10, 4)
        self.head = nn.Linear(4, 10, bias=False)
        self.head.weight = self.emb.weight  # weight tying


def test_registration_and_dotted_names():
    m = Block()
    names = [n for n, _ in m.named_parameters()]
    assert names == [
        "mlp.0.weight",
        "mlp.0.bias",
        "mlp.2.weight",
        "mlp.2.bias",
        "norm.weight",
        "norm.bias",
    ]
    assert [n for n, _ in m.named_buffers()] == ["scale", "cache"]
    assert list(m.state_dict()) == ["scale", *names]  # own entries, then the children's
    assert [n for n, _ in m.named_modules()] == ["", "mlp", "mlp.0", "mlp.1", "mlp.2", "norm"]
    assert [type(c).__name__ for c in m.children()] == ["Sequential", "LayerNorm"]
    assert m.num_parameters() == 4 * 8 + 8 + 8 * 4 + 4 + 4 + 4


def test_the_names_are_pytorchs_for_the_same_structure():
    class TorchBlock(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.mlp = torch.nn.Sequential(
                torch.nn.Linear(4, 8), torch.nn.ReLU(), torch.nn.Linear(8, 4)
            )
            self.norm = torch.nn.LayerNorm(4)
            self.register_buffer("scale", torch.ones(4))
            self.register_buffer("cache", torch.zeros(2), persistent=False)

    assert list(Block().state_dict()) == list(TorchBlock().state_dict())
    assert list(nn.BatchNorm2d(3).state_dict()) == list(torch.nn.BatchNorm2d(3).state_dict())
    assert list(nn.LSTM(3, 4, 2, bidirectional=True).state_dict()) == list(
        torch.nn.LSTM(3, 4, 2, bidirectional=True).state_dict()
    )
    assert list(nn.MultiHeadAttention(8, 2).state_dict()) == list(
        torch.nn.MultiheadAttention(8, 2).state_dict()
    )


def test_tied_parameters_are_one_parameter():
    m = Tied()
    assert m.head.weight is m.emb.weight
    assert [n for n, _ in m.named_parameters()] == ["emb.weight"]
    assert m.num_parameters() == 40
    assert list(m.state_dict()) == ["emb.weight", "head.weight"]  # as PyTorch's state dict


def test_assignment_rules():
    m = nn.Linear(2, 2)
    with pytest.raises(TypeError, match="cannot assign a NumpyArray as parameter 'weight'"):
        m.weight = ivylite.zeros((2, 2))
    m.bias = None
    assert m.bias is None and [n for n, _ in m.named_parameters()] == ["weight"]
    m.extra = nn.Parameter(ivylite.ones(1))
    del m.extra
    assert [n for n, _ in m.named_parameters()] == ["weight"]

    class Early(nn.Module):
        def __init__(self):
            self.w = nn.Parameter(ivylite.ones(1))

    with pytest.raises(AttributeError, match="before Module.__init__"):
        Early()
    with pytest.raises(KeyError, match="without '.'"):
        nn.Module().register_buffer("a.b", ivylite.ones(1))


def test_call_runs_forward_or_the_subclass_call():
    class Own(nn.Module):
        def __call__(self, x):
            return x + 1

    assert Own()(1) == 2
    with pytest.raises(NotImplementedError, match="neither forward nor __call__"):
        nn.Module()(1)


def test_train_eval_apply_and_repr():
    m = Block()
    assert m.eval() is m and not any(x.training for x in m.modules())
    assert all(x.training for x in m.train().modules())
    seen = []
    m.apply(lambda mod: seen.append(type(mod).__name__))
    assert seen == ["Linear", "ReLU", "Linear", "Sequential", "LayerNorm", "Block"]
    assert repr(m) == (
        "Block(\n  (mlp): Sequential(\n    (0): Linear(in_features=4, out_features=8, bias=True)\n"
        "    (1): ReLU()\n    (2): Linear(in_features=8, out_features=4, bias=True)\n  )\n"
        "  (norm): LayerNorm((4,), eps=1e-05, elementwise_affine=True)\n)"
    )


def test_load_state_dict_round_trip_and_key_reports(backend):
    a, b = Block(), Block()
    b.load_state_dict(a.state_dict())
    for (n, p), (_, q) in zip(a.named_parameters(), b.named_parameters()):
        assert_same(p, q, n)
    sd = dict(a.state_dict())
    sd.pop("norm.bias")
    sd["extra"] = ivylite.zeros(1)
    result = b.load_state_dict(sd, strict=False)
    assert result.missing_keys == ["norm.bias"] and result.unexpected_keys == ["extra"]
    with pytest.raises(
        KeyError, match=r"missing keys \['norm.bias'\]; unexpected keys \['extra'\]"
    ):
        b.load_state_dict(sd)


def test_a_bad_state_dict_loads_nothing(backend):
    m = Block()
    before = {n: to_host(p).copy() for n, p in m.state_dict().items()}
    sd = {n: ivylite.ones(p.shape, dtype=p.dtype) for n, p in m.state_dict().items()}
    sd["mlp.2.weight"] = ivylite.ones((3, 3))
    with pytest.raises(
        ValueError, match=r"'mlp.2.weight' has shape \(3, 3\) in the state dict but \(4, 8\)"
    ):
        m.load_state_dict(sd)
    sd["mlp.2.weight"] = ivylite.ones((4, 8), dtype="float64")
    with pytest.raises(
        TypeError, match="'mlp.2.weight' has dtype float64 in the state dict but float32"
    ):
        m.load_state_dict(sd)
    for n, p in m.state_dict().items():
        np.testing.assert_array_equal(to_host(p), before[n])


def test_state_dicts_cross_backends_and_frameworks(every_backend):
    ivylite.seed(3)
    src = nn.Sequential(nn.Linear(3, 5), nn.BatchNorm1d(5))
    numpy_sd = {k: np.asarray(v) for k, v in src.state_dict().items()}
    tmodel = torch.nn.Sequential(torch.nn.Linear(3, 5), torch.nn.BatchNorm1d(5))
    tmodel.load_state_dict({k: torch.from_numpy(v) for k, v in numpy_sd.items()})
    for b in every_backend:
        with ivylite.using_backend(b):
            dst = nn.Sequential(nn.Linear(3, 5), nn.BatchNorm1d(5))
            dst.load_state_dict(tmodel.state_dict())  # real torch tensors
            for k, v in dst.state_dict().items():
                assert v.backend == b
                np.testing.assert_array_equal(to_host(v), numpy_sd[k])


def _params_of(backend: str) -> dict:
    with ivylite.using_backend(backend):
        ivylite.seed(42)
        model = nn.Sequential(
            nn.Linear(6, 8),
            nn.LayerNorm(8),
            nn.Embedding(5, 8, padding_idx=1),
            nn.Conv2d(2, 4, 3),
            nn.MultiHeadAttention(8, 2),
            nn.LSTM(4, 3),
            nn.GRU(3, 2),
        )
        return {n: to_host(p) for n, p in model.state_dict().items()}


def test_a_seeded_model_starts_identical_on_every_backend(every_backend):
    ref = _params_of("numpy")
    for b in every_backend:
        got = _params_of(b)
        assert list(got) == list(ref)
        for n in ref:
            np.testing.assert_array_equal(got[n], ref[n], err_msg=f"{n} on {b}")


# --- initialisers -------------------------------------------------------------------------


@pytest.mark.parametrize("shape", [(5, 3), (8, 3, 5, 5), (4, 2, 7), (16, 16)])
def test_fans_and_gains_are_pytorchs(shape):
    from torch.nn.init import _calculate_fan_in_and_fan_out

    assert init.fans(shape) == _calculate_fan_in_and_fan_out(torch.empty(shape))
    for name in ("linear", "conv2d", "sigmoid", "tanh", "relu", "selu"):
        assert init.calculate_gain(name) == torch.nn.init.calculate_gain(name)
    for slope in (None, 0.2, math.sqrt(5)):
        assert math.isclose(
            init.calculate_gain("leaky_relu", slope),
            torch.nn.init.calculate_gain("leaky_relu", slope),
        )


def test_initialisers_follow_pytorchs_bounds_and_moments():
    ivylite.seed(0)
    shape = (256, 128)
    fan_in, fan_out = init.fans(shape)
    checks = {
        # a = sqrt(5): gain sqrt(1/3), bound sqrt(3) * gain / sqrt(fan_in) = 1 / sqrt(fan_in)
        "kaiming_uniform": (init.kaiming_uniform(shape, a=math.sqrt(5)), 1 / math.sqrt(fan_in)),
        "xavier_uniform": (
            init.xavier_uniform(shape, gain=2.0),
            2.0 * math.sqrt(6 / (fan_in + fan_out)),
        ),
    }
    for name, (w, bound) in checks.items():
        host = to_host(w)
        assert host.max() <= bound and host.min() >= -bound, name
        assert host.max() > 0.95 * bound, name  # the whole interval is used
        assert abs(host.std() - bound / math.sqrt(3)) < 0.02 * bound, name
    n = to_host(init.kaiming_normal(shape, mode="fan_out", nonlinearity="relu"))
    assert abs(n.std() - math.sqrt(2 / fan_out)) < 0.02 * math.sqrt(2 / fan_out)
    t = to_host(init.trunc_normal((20000,), mean=1.0, std=2.0, a=0.0, b=3.0))
    assert t.min() >= 0.0 and t.max() <= 3.0
    q = to_host(init.orthogonal((5, 9), gain=3.0, dtype="float64"))
    np.testing.assert_allclose(q @ q.T, 9 * np.eye(5), atol=1e-10)
    assert to_host(init.constant((2,), 0.25)).tolist() == [0.25, 0.25]


def test_initialisers_fill_parameters_in_place(backend):
    w = nn.Parameter(ivylite.zeros((3, 4), dtype="float64"))
    assert init.normal(w, std=0.02) is w and w.dtype == "float64" and w.backend == backend
    assert float(ivylite.std(w)) > 0
    with pytest.raises(TypeError, match="dtype=float32 differs"):
        init.ones(w, dtype="float32")
