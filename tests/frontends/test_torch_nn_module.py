"""torch.nn.Module's API in the frontend against real torch: registration, names and
order, containers, modes, dtype casts, load_state_dict's missing / unexpected keys
and errors, zero_grad and clip_grad_norm_ (with gradients assigned by hand), and
nn.init's statistics and seeded values (identical on every backend)."""

from __future__ import annotations

from collections import OrderedDict
from typing import Any

import numpy as np
import pytest

import ivylite
import ivylite.frontends.torch as X
from tests.conftest import run_on

torch = pytest.importorskip("torch")


def _model(nn: Any) -> Any:
    """A model using every registration route, written once as torch code."""

    class Block(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.fc = nn.Linear(3, 3)
            self.register_buffer("mask", torch_like(nn).ones(3), persistent=False)
            self.register_buffer("count", torch_like(nn).zeros(()))
            self.register_parameter("gate", nn.Parameter(torch_like(nn).ones(3)))
            self.register_parameter("absent", None)

        def forward(self, x: Any) -> Any:
            return self.fc(x) * self.gate * self.mask

    class Net(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.stem = nn.Sequential(OrderedDict([("lin", nn.Linear(2, 3)), ("act", nn.ReLU())]))
            self.blocks = nn.ModuleList([Block(), Block()])
            self.heads = nn.ModuleDict({"b": nn.Linear(3, 1), "a": nn.Identity()})
            self.extra = nn.ParameterList([nn.Parameter(torch_like(nn).zeros(2))])
            self.table = nn.ParameterDict({"s": nn.Parameter(torch_like(nn).ones(1))})
            self.norm = nn.BatchNorm1d(3)
            self.add_module("late", nn.Dropout(0.0))

        def forward(self, x: Any) -> Any:
            x = self.stem(x)
            for b in self.blocks:
                x = b(x)
            return self.heads["b"](self.norm(x))

    return Net()


def torch_like(nn: Any) -> Any:
    return torch if nn is torch.nn else X


def _names(m: Any) -> dict[str, list]:
    return {
        "parameters": [n for n, _ in m.named_parameters()],
        "buffers": [n for n, _ in m.named_buffers()],
        "modules": [n for n, _ in m.named_modules()],
        "children": [n for n, _ in m.named_children()],
        "state": list(m.state_dict()),
        "types": [type(c).__name__ for c in m.modules()],
        "shapes": [tuple(p.shape) for p in m.parameters()],
    }


def test_names_and_order_match_torch(backend: str) -> None:
    assert _names(_model(X.nn)) == _names(_model(torch.nn))


def test_modes_apply_and_requires_grad(backend: str) -> None:
    real, mine = _model(torch.nn), _model(X.nn)
    for m in (real, mine):
        m.eval()
        m.blocks.train()
        m.requires_grad_(False)
        m.stem.requires_grad_()
    assert [x.training for x in mine.modules()] == [x.training for x in real.modules()]
    flags = [p.requires_grad for p in real.parameters()]
    assert [p.requires_grad for p in mine.parameters()] == flags
    seen: dict[str, list] = {"real": [], "mine": []}
    real.apply(lambda m: seen["real"].append(type(m).__name__))
    mine.apply(lambda m: seen["mine"].append(type(m).__name__))
    assert seen["mine"] == seen["real"]


@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_model_forward_matches_torch_with_its_state_dict(dtype: str, backend: str) -> None:
    """The containers' forward (Sequential from an OrderedDict, ModuleList, ModuleDict,
    parameters registered by hand, a non-persistent buffer) with real torch's state
    dict loaded: the same outputs and, after a training step, the same running
    statistics."""
    torch.manual_seed(0)
    real, mine = _model(torch.nn), _model(X.nn)
    mine.load_state_dict({k: v.numpy() for k, v in real.state_dict().items()})
    x = np.random.default_rng(1).standard_normal((4, 2)).astype(dtype)
    if dtype == "float64":
        real, mine = real.double(), mine.double()
    tol = 1e-4 if dtype == "float32" else 1e-5
    for mode in ("train", "eval"):
        real.train(mode == "train")
        mine.train(mode == "train")
        want = real(torch.tensor(x)).detach().numpy()
        got = mine(X.tensor(x)).numpy()
        assert got.dtype == want.dtype
        np.testing.assert_allclose(got, want, rtol=tol, atol=tol, err_msg=mode)
    for (k, a), b in zip(real.state_dict().items(), mine.state_dict().values()):
        np.testing.assert_allclose(b.numpy(), a.numpy(), rtol=tol, atol=tol, err_msg=k)


def test_iterators_and_device_moves(backend: str) -> None:
    real, mine = _model(torch.nn), _model(X.nn)
    for fn in (lambda m: m.parameters(), lambda m: m.buffers(), lambda m: m.children(),
               lambda m: m.modules()):  # fmt: skip
        assert [tuple(t.shape) if hasattr(t, "shape") else type(t).__name__ for t in fn(mine)] == [
            tuple(t.shape) if hasattr(t, "shape") else type(t).__name__ for t in fn(real)
        ]
    assert len(list(mine.buffers())) == 7  # 2 non-persistent masks are buffers all the same
    assert len(mine.state_dict()) == len(real.state_dict()) == 19
    it = mine.parameters()
    assert iter(it) is it  # an iterator, as torch's, not a list
    w = mine.stem.lin.weight
    for args, kwargs in ((("cpu",), {}), ((X.device("cpu"),), {}), ((), {"device": "cpu"})):
        assert mine.to(*args, **kwargs) is mine and mine.stem.lin.weight is w
    assert mine.to("cpu", X.float64) is mine and w.dtype == X.float64
    assert mine.to(dtype=X.float32).stem.lin.weight is w and w.dtype == X.float32
    assert mine.to(X.zeros(1, dtype=X.float16)).blocks[0].gate.dtype == X.float16
    with pytest.raises(RuntimeError, match="cuda"):
        mine.to("cuda")


def test_load_state_dict_reports_keys_as_torch(backend: str) -> None:
    real, mine = _model(torch.nn), _model(X.nn)
    sd = {k: v.detach().numpy() for k, v in real.state_dict().items()}
    del sd["norm.running_mean"]
    sd["bogus"] = np.zeros(1, np.float32)
    want = real.load_state_dict({k: torch.tensor(v) for k, v in sd.items()}, strict=False)
    got = mine.load_state_dict(sd, strict=False)
    assert (got.missing_keys, got.unexpected_keys) == (want.missing_keys, want.unexpected_keys)
    for model, state in ((real, {k: torch.tensor(v) for k, v in sd.items()}), (mine, sd)):
        with pytest.raises(RuntimeError, match="Missing key.*norm.running_mean"):
            model.load_state_dict(state)
    bad = dict(sd, **{"stem.lin.weight": np.zeros((9, 9), np.float32)})
    del bad["bogus"]
    with pytest.raises(RuntimeError, match="size mismatch for stem.lin.weight"):
        mine.load_state_dict(bad, strict=False)
    assert repr(mine.load_state_dict(mine.state_dict())) == "<All keys matched successfully>"
    full = dict(sd, **{"norm.running_mean": sd["norm.bias"]})
    missing, unexpected = mine.load_state_dict(full, strict=False)  # a NamedTuple: unpacks
    assert (missing, unexpected) == ([], ["bogus"])
    with pytest.raises(RuntimeError, match='Unexpected key.*"bogus"'):
        mine.load_state_dict(full)


def test_load_keeps_identity_casts_and_ties(backend: str) -> None:
    m = X.nn.Linear(2, 2)
    w = m.weight
    m.load_state_dict({"weight": np.ones((2, 2)), "bias": torch.zeros(2, dtype=torch.float64)})
    assert m.weight is w and w.dtype == X.float32 and w.tolist() == [[1.0, 1.0], [1.0, 1.0]]
    assert m.bias.dtype == X.float32
    tied = X.nn.Module()
    tied.a, tied.b = X.nn.Linear(2, 2), X.nn.Linear(2, 2)
    tied.b.weight = tied.a.weight
    assert [n for n, _ in tied.named_parameters()] == ["a.weight", "a.bias", "b.bias"]
    assert list(tied.state_dict()) == ["a.weight", "a.bias", "b.weight", "b.bias"]


def test_dtype_casts_and_their_limits(backend: str) -> None:
    m = _model(X.nn).double()
    assert {str(p.dtype) for p in m.parameters()} == {"torch.float64"}
    assert m.norm.num_batches_tracked.dtype == X.int64
    assert m.half().stem.lin.weight.dtype == X.float16
    assert m.float().to(X.float64).stem.lin.weight.dtype == X.float64
    with pytest.raises(TypeError, match="floating point"):
        m.to(X.int32)


def test_assignment_errors_as_torch(backend: str) -> None:
    for nn, T in ((torch.nn, torch), (X.nn, X)):
        m = nn.Linear(2, 2)
        with pytest.raises(TypeError, match="cannot assign .* as parameter 'weight'"):
            m.weight = T.ones(2, 2)
        with pytest.raises(KeyError, match="attribute 'in_features' already exists"):
            m.register_buffer("in_features", T.ones(1))
        with pytest.raises(NotImplementedError, match='missing the required "forward"'):
            nn.Module()(1)


def test_zero_grad_and_clip_grad_norm_match_torch(backend: str) -> None:
    grads = [np.array([[3.0, -4.0], [1.0, 2.0]]), np.array([0.5, -12.0])]
    results = []
    for T in (torch, X):
        m = T.nn.Linear(2, 2).double()
        for p, g in zip(m.parameters(), grads):
            p.grad = T.tensor(g)
        norm = T.nn.utils.clip_grad_norm_(m.parameters(), 2.0)
        inf = T.nn.utils.clip_grad_norm_(m.parameters(), 1.0, norm_type="inf")
        results.append((float(norm), float(inf), [p.grad.tolist() for p in m.parameters()]))
        m.zero_grad(set_to_none=False)
        assert [p.grad.tolist() for p in m.parameters()] == [[[0.0, 0.0], [0.0, 0.0]], [0.0, 0.0]]
        m.zero_grad()
        assert all(p.grad is None for p in m.parameters())
    (n1, i1, g1), (n2, i2, g2) = results
    np.testing.assert_allclose([n2, i2], [n1, i1], rtol=1e-12)
    for a, b in zip(g2, g1):
        np.testing.assert_allclose(a, b, rtol=1e-12)


# name -> (fill(init namespace, tensor), shape): the same call on real torch and here
_INITS = {
    "normal_": (lambda init, t: init.normal_(t, 1.0, 0.5), (200, 100)),
    "uniform_": (lambda init, t: init.uniform_(t, -1.0, 3.0), (200, 100)),
    "xavier_uniform_": (lambda init, t: init.xavier_uniform_(t), (200, 100)),
    "xavier_uniform_conv": (lambda init, t: init.xavier_uniform_(t, gain=0.5), (64, 16, 3, 3)),
    "xavier_normal_": (lambda init, t: init.xavier_normal_(t, gain=2.0), (200, 100)),
    "kaiming_uniform_fan_in": (lambda init, t: init.kaiming_uniform_(t, a=5**0.5), (64, 16, 3, 3)),
    "kaiming_uniform_fan_out": (
        lambda init, t: init.kaiming_uniform_(t, mode="fan_out", nonlinearity="relu"),
        (64, 16, 3, 3),
    ),  # fmt: skip
    "kaiming_normal_fan_in": (lambda init, t: init.kaiming_normal_(t, a=0.1), (200, 100)),
    "kaiming_normal_fan_out": (
        lambda init, t: init.kaiming_normal_(t, mode="fan_out", nonlinearity="leaky_relu"),
        (200, 100),
    ),  # fmt: skip
    "trunc_normal_": (lambda init, t: init.trunc_normal_(t, std=0.02), (200, 100)),
    "trunc_normal_bounds": (
        lambda init, t: init.trunc_normal_(t, mean=0.5, std=1.0, a=0.0, b=1.5),
        (200, 100),
    ),  # fmt: skip
}


def _summary(values: np.ndarray) -> np.ndarray:
    return np.array([values.mean(), values.std(), values.min(), values.max()])


@pytest.mark.parametrize("name", list(_INITS))
def test_init_statistics_match_real_torch(name: str, backend: str) -> None:
    """The streams differ from torch's, so the distributions are compared: mean,
    standard deviation and range of 20 000 draws against torch's own fill."""
    fill, shape = _INITS[name]
    X.manual_seed(0)
    t = X.empty(*shape, dtype=X.float64)
    assert fill(X.nn.init, t) is t and t.shape == shape and t.dtype == X.float64
    torch.manual_seed(0)
    want = _summary(fill(torch.nn.init, torch.empty(*shape, dtype=torch.float64)).numpy())
    got = _summary(t.numpy())
    std = want[1]
    assert abs(got[0] - want[0]) < 5 * std / np.sqrt(t.numel()), (got, want)
    assert abs(got[1] - std) / std < 0.03, (got, want)
    # uniform fills reach their bounds, normal ones lie within a few deviations
    np.testing.assert_allclose(
        got[2:], want[2:], rtol=0.02 if "uniform" in name else 0.3, atol=0.01
    )
    if name.startswith("trunc"):
        bounds = (0.0, 1.5) if name.endswith("bounds") else (-2.0, 2.0)
        assert bounds[0] <= got[2] and got[3] <= bounds[1]


def test_init_constants_and_orthogonal(backend: str) -> None:
    assert X.nn.init.zeros_(X.ones(2, 3)).tolist() == [[0.0] * 3] * 2
    assert X.nn.init.ones_(X.zeros(2)).tolist() == [1.0, 1.0]
    assert X.nn.init.constant_(X.zeros(2), 3).tolist() == [3.0, 3.0]
    q = X.nn.init.orthogonal_(X.empty(4, 6, dtype=X.float64), gain=2.0).numpy()
    np.testing.assert_allclose(q @ q.T, 4 * np.eye(4), atol=1e-12)
    assert X.nn.init.calculate_gain("leaky_relu", 0.2) == torch.nn.init.calculate_gain(
        "leaky_relu", 0.2
    )


def _seeded_model_values() -> list:
    X.manual_seed(7)
    m = X.nn.Sequential(X.nn.Linear(3, 4), X.nn.Embedding(5, 2), X.nn.LSTM(2, 2))
    X.nn.init.trunc_normal_(m[1].weight, std=0.02)
    return [np.asarray(v.numpy()) for v in m.state_dict().values()]


def test_seeded_model_and_init_are_identical_on_every_backend(every_backend: list) -> None:
    results = {b: run_on(b, _seeded_model_values) for b in every_backend}
    first = results[every_backend[0]]
    assert not isinstance(first, Exception), first
    for b, values in results.items():
        assert not isinstance(values, Exception), (b, values)
        for got, want in zip(values, first):
            np.testing.assert_array_equal(got, want, err_msg=b)
    again = run_on(every_backend[0], _seeded_model_values)
    for got, want in zip(again, first):
        np.testing.assert_array_equal(got, want)


def test_parameter_is_a_tensor_that_stays_a_parameter(backend: str) -> None:
    p = X.nn.Parameter(X.ones(2))
    assert isinstance(p, X.Tensor) and isinstance(p, X.nn.Parameter) and p.requires_grad
    p.requires_grad_(False)
    assert isinstance(p, X.nn.Parameter) and not p.requires_grad
    with pytest.raises(RuntimeError, match="floating point"):
        X.nn.Parameter(X.tensor([1, 2]))
    assert ivylite.asarray(p.ivy_array).shape == (2,)


def _container_edits(T: Any) -> list:
    """List and dict edits a model file makes, written once as torch code."""
    nn = T.nn
    seq = nn.Sequential(nn.Linear(2, 3), nn.ReLU(), nn.Linear(3, 1))
    seq.append(nn.Tanh()).insert(1, nn.SiLU()).extend([nn.Tanh()])
    del seq[2]
    seq.pop(3)
    seq[1] = nn.GELU()
    blocks = nn.ModuleList([nn.ReLU()])
    blocks.extend([nn.Tanh(), nn.SiLU()])
    blocks.insert(0, nn.GELU())
    popped = blocks.pop(1)
    del blocks[0]
    heads = nn.ModuleDict({"a": nn.ReLU()})
    heads.update({"b": nn.Tanh(), "c": nn.Linear(1, 1)})
    heads.pop("b")
    heads["a"] = nn.Identity()
    plist = nn.ParameterList([nn.Parameter(T.ones(2)), nn.Parameter(T.zeros(3))])
    plist[0] = nn.Parameter(T.ones(5))
    pdict = nn.ParameterDict({"w": nn.Parameter(T.ones(2))})
    pdict.update([("v", nn.Parameter(T.ones(1)))])
    return [repr(seq), list(seq.state_dict()), type(seq[1:]).__name__, type(popped).__name__,
            repr(blocks), type(blocks[1:]).__name__, repr(heads), list(heads.state_dict()),
            [(n, tuple(p.shape)) for n, p in plist.named_parameters()],
            [n for n, _ in pdict.named_parameters()], len(seq), len(blocks), "c" in heads,
            repr(nn.LayerNorm(4, bias=False))]  # fmt: skip


def test_container_edits_match_torch(backend: str) -> None:
    assert _container_edits(X) == _container_edits(torch)
