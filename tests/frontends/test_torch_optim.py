"""torch.optim through the torch frontend against real torch: every optimiser's
steps (float64, rtol 1e-6) with parameter groups, its ``state_dict`` layout,
``load_state_dict``, ``zero_grad``, ``step(closure)``, and the learning-rate
schedulers' sequences.

The optimisers are checked on every backend with gradients given by hand
(a step needs no autodiff), and end to end through ``backward`` on the
backends that differentiate.
"""

from __future__ import annotations

import inspect

import numpy as np
import pytest

torch = pytest.importorskip("torch")

import ivylite  # noqa: E402
import ivylite.frontends.torch as ft  # noqa: E402

_rng = np.random.default_rng(1)
W0 = _rng.uniform(-1, 1, (3, 2))
B0 = _rng.uniform(-1, 1, (2,))
X = _rng.uniform(-1, 1, (4, 3))
# gradients for four steps, given by hand
GRADS = [(_rng.normal(size=(3, 2)), _rng.normal(size=(2,))) for _ in range(4)]

CONFIGS = {
    "sgd": ("SGD", {"lr": 0.1}, {}),
    "sgd_momentum": ("SGD", {"lr": 0.1, "momentum": 0.9, "dampening": 0.1,
                             "weight_decay": 0.01}, {"lr": 0.05}),
    "sgd_nesterov": ("SGD", {"lr": 0.1, "momentum": 0.9, "nesterov": True, "maximize": True},
                     {"weight_decay": 0.1}),
    "adam": ("Adam", {"lr": 0.01}, {"lr": 0.1}),
    "adam_amsgrad": ("Adam", {"lr": 0.01, "amsgrad": True, "weight_decay": 0.1}, {}),
    "adam_decoupled": ("Adam", {"lr": 0.01, "weight_decay": 0.1,
                                "decoupled_weight_decay": True}, {}),
    "adamw": ("AdamW", {"lr": 0.01, "weight_decay": 0.1, "betas": (0.8, 0.99)},
              {"weight_decay": 0.0}),
    "adamw_amsgrad": ("AdamW", {"lr": 0.01, "amsgrad": True, "maximize": True}, {}),
    "rmsprop": ("RMSprop", {"lr": 0.01}, {"lr": 0.02}),
    "rmsprop_centered": ("RMSprop", {"lr": 0.01, "centered": True, "momentum": 0.5,
                                     "weight_decay": 0.1}, {}),
    "adagrad": ("Adagrad", {"lr": 0.1, "lr_decay": 0.01, "initial_accumulator_value": 0.1,
                            "weight_decay": 0.1}, {"lr": 0.05}),
}  # fmt: skip


def _host(t) -> np.ndarray:
    return np.array(t.detach().numpy(), dtype=np.float64)  # a copy: torch's numpy() is a view


def _make(m, name: str, dtype: str = "float64"):
    algo, options, second = CONFIGS[name]
    w = m.tensor(W0, dtype=getattr(m, dtype), requires_grad=True)
    b = m.tensor(B0, dtype=getattr(m, dtype), requires_grad=True)
    opt = getattr(m.optim, algo)([{"params": [w]}, {"params": [b], **second}], **options)
    return w, b, opt


def _by_hand(m, name: str) -> list:
    """The parameters after each of four steps from the given gradients."""
    w, b, opt = _make(m, name)
    seen = []
    for gw, gb in GRADS:
        opt.zero_grad()
        w.grad = m.tensor(gw, dtype=m.float64)
        b.grad = m.tensor(gb, dtype=m.float64)
        opt.step()
        seen.append((_host(w), _host(b)))
    return seen, opt.state_dict()


def _compare_state_dicts(got: dict, want: dict) -> None:
    assert got["param_groups"] == want["param_groups"]
    assert got["state"].keys() == want["state"].keys()
    for i, entries in want["state"].items():
        assert list(got["state"][i]) == list(entries), i
        for k, v in entries.items():
            np.testing.assert_allclose(_host(got["state"][i][k]), _host(v), rtol=1e-6)
            assert str(got["state"][i][k].dtype) == str(v.dtype), k


@pytest.mark.parametrize("name", list(CONFIGS))
def test_steps_and_state_dict_equal_torch(name, backend):
    want, want_sd = _by_hand(torch, name)
    got, got_sd = _by_hand(ft, name)
    for step, ((gw, gb), (ww, wb)) in enumerate(zip(got, want)):
        np.testing.assert_allclose(gw, ww, rtol=1e-6, err_msg=f"{name} step {step}")
        np.testing.assert_allclose(gb, wb, rtol=1e-6, err_msg=f"{name} step {step}")
    _compare_state_dicts(got_sd, want_sd)


def _trained(m, name: str, resume_at: int | None = None, dtype: str = "float64") -> list:
    """Four steps of a small regression through backward (a closure on the last);
    with ``resume_at``, the optimiser is rebuilt there from its state_dict."""
    w, b, opt = _make(m, name, dtype)
    x = m.tensor(X, dtype=getattr(m, dtype))
    losses = []

    def closure():
        opt.zero_grad()
        loss = (m.tanh(x @ w + b) ** 2).sum()
        loss.backward()
        return loss

    for step in range(4):
        if step == resume_at:
            saved = opt.state_dict()
            _, _, opt = _make(m, name, dtype)
            opt.param_groups[0]["params"], opt.param_groups[1]["params"] = [w], [b]
            opt.load_state_dict(saved)
        if step == 3:
            losses.append(opt.step(closure).item())
        else:
            losses.append(closure().item())
            opt.step()
    return losses + [_host(w), _host(b)]


@pytest.mark.parametrize("name", ["sgd_momentum", "adamw", "rmsprop_centered", "adagrad"])
def test_training_through_backward_equals_torch(name, backend):
    want = _trained(torch, name)
    if backend in ("numpy", "dask"):
        with pytest.raises(NotImplementedError, match="torch, jax, tensorflow, paddle"):
            _trained(ft, name)
        return
    for g, w in zip(_trained(ft, name), want):
        np.testing.assert_allclose(g, w, rtol=1e-6)
    for g, w in zip(_trained(ft, name, resume_at=2), want):
        np.testing.assert_allclose(g, w, rtol=1e-6)


@pytest.mark.parametrize("name", ["sgd_nesterov", "adam_amsgrad", "adamw", "adamw_amsgrad"])
def test_float32_training_equals_torch(name, backend):
    # float32: what the backends' in-place steps take (paddle's fused AdamW only float32)
    if backend in ("numpy", "dask"):
        pytest.skip("no autodiff")
    want = _trained(torch, name, dtype="float32")
    for g, w in zip(_trained(ft, name, dtype="float32"), want):
        np.testing.assert_allclose(g, w, rtol=2e-5, atol=1e-6)
    for g, w in zip(_trained(ft, name, resume_at=2, dtype="float32"), want):
        np.testing.assert_allclose(g, w, rtol=2e-5, atol=1e-6)


@pytest.mark.parametrize("name", ["sgd_momentum", "adamw"])
def test_the_in_place_step_writes_the_parameters_and_states_buffers(name, backend):
    if backend not in ("torch", "paddle"):
        pytest.skip("no in-place step on this backend")
    if backend == "paddle" and name == "sgd_momentum":
        pytest.skip("paddle's in-place step is AdamW's only")
    w, b, opt = _make(ft, name, "float32")
    natives = [w.ivy_array.data, b.ivy_array.data]
    states = None
    for gw, gb in GRADS:
        w.grad, b.grad = ft.tensor(gw, dtype=ft.float32), ft.tensor(gb, dtype=ft.float32)
        opt.step()
        now = [v.ivy_array.data for k, v in opt.state[w].items() if k != "step"]
        assert now and (states is None or all(x is y for x, y in zip(now, states)))
        states = now
    assert all(x is y for x, y in zip([w.ivy_array.data, b.ivy_array.data], natives))


def test_signatures_accept_torchs_keywords():
    for name in ("SGD", "Adam", "AdamW", "RMSprop", "Adagrad"):
        mine = inspect.signature(getattr(ft.optim, name)).parameters
        theirs = inspect.signature(getattr(torch.optim, name)).parameters
        assert list(mine) == list(theirs), name
        for k, p in theirs.items():
            assert mine[k].kind == p.kind and mine[k].default == p.default, (name, k)


def test_groups_zero_grad_and_errors():
    a = ft.ones(2, requires_grad=True)
    b = ft.ones(3, requires_grad=True)
    opt = ft.optim.SGD([a], lr=0.1, momentum=0.9)
    opt.add_param_group({"params": b, "lr": 0.01})
    assert [g["lr"] for g in opt.param_groups] == [0.1, 0.01]
    assert opt.param_groups[1]["momentum"] == 0.9
    a.grad = ft.ones(2)
    held = a.grad
    opt.zero_grad(set_to_none=False)
    assert held.tolist() == [0.0, 0.0] and a.grad is held
    opt.zero_grad()
    assert a.grad is None
    with pytest.raises(ValueError, match="more than one parameter group"):
        opt.add_param_group({"params": [a]})
    with pytest.raises(ValueError, match="Invalid learning rate"):
        ft.optim.Adam([a], lr=-1)
    with pytest.raises(ValueError, match="Nesterov momentum requires"):
        ft.optim.SGD([a], lr=0.1, nesterov=True)
    with pytest.raises(ValueError, match="empty parameter list"):
        ft.optim.SGD([], lr=0.1)
    with pytest.raises(ValueError, match="different number of parameter groups"):
        ft.optim.SGD([a], lr=0.1).load_state_dict(opt.state_dict())


def test_load_state_dict_of_real_torch():
    w, b, opt = _make(torch, "adamw")
    for gw, gb in GRADS[:2]:
        w.grad, b.grad = torch.tensor(gw), torch.tensor(gb)
        opt.step()
    fw, fb, fopt = _make(ft, "adamw")
    fw.data, fb.data = ft.tensor(_host(w)), ft.tensor(_host(b))
    fopt.load_state_dict(opt.state_dict())
    for (gw, gb), m, (p, q), o in ((GRADS[2], torch, (w, b), opt), (GRADS[2], ft, (fw, fb), fopt)):
        p.grad, q.grad = m.tensor(gw), m.tensor(gb)
        o.step()
    np.testing.assert_allclose(_host(fw), _host(w), rtol=1e-6)
    np.testing.assert_allclose(_host(fb), _host(b), rtol=1e-6)


# --- learning-rate schedulers ----------------------------------------------------------

SCHEDULERS = {
    "step": ("SGD", {"momentum": 0.9}, "StepLR", {"step_size": 3, "gamma": 0.5}),
    "multistep": ("SGD", {}, "MultiStepLR", {"milestones": [2, 5, 5], "gamma": 0.1}),
    "exponential": ("Adam", {}, "ExponentialLR", {"gamma": 0.9}),
    "cosine": ("SGD", {}, "CosineAnnealingLR", {"T_max": 4, "eta_min": 0.01}),
    "lambda": ("AdamW", {}, "LambdaLR", {"lr_lambda": lambda e: 0.95**e / (1 + e)}),
    "onecycle_sgd": ("SGD", {"momentum": 0.9}, "OneCycleLR", {"max_lr": [1.0, 0.5],
                                                              "total_steps": 12}),
    "onecycle_adam": ("Adam", {}, "OneCycleLR", {"max_lr": 0.1, "total_steps": 12,
                                                 "anneal_strategy": "linear",
                                                 "three_phase": True}),
}  # fmt: skip


def _rates(m, name: str, steps: int = 11) -> list:
    algo, options, sched, kwargs = SCHEDULERS[name]
    a, b = m.ones(1, requires_grad=True), m.ones(1, requires_grad=True)
    opt = getattr(m.optim, algo)([{"params": [a]}, {"params": [b], "lr": 0.2}], lr=0.1, **options)
    s = getattr(m.optim.lr_scheduler, sched)(opt, **kwargs)
    seen = []
    for _ in range(steps):
        momenta = [g.get("momentum", g.get("betas", (None,))[0]) for g in opt.param_groups]
        seen.append((s.get_last_lr(), [g["lr"] for g in opt.param_groups], momenta))
        opt.step()
        s.step()
    return seen, s.state_dict()


@pytest.mark.parametrize("name", list(SCHEDULERS))
def test_scheduler_sequences_equal_torch(name):
    want, want_sd = _rates(torch, name)
    got, got_sd = _rates(ft, name)
    np.testing.assert_allclose(np.array(got, dtype=float), np.array(want, dtype=float),
                               rtol=1e-12, atol=1e-15)  # fmt: skip
    shared = {k for k in want_sd if not k.startswith("_")}
    assert shared <= got_sd.keys()
    for k in shared - {"lr_lambdas"}:
        assert got_sd[k] == want_sd[k], k


def test_scheduler_resumes_from_state_dict_and_epoch():
    def run(m):
        opt = m.optim.SGD([m.ones(1, requires_grad=True)], lr=1.0)
        s = m.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=5)
        for _ in range(3):
            opt.step()
            s.step()
        opt2 = m.optim.SGD([m.ones(1, requires_grad=True)], lr=1.0)
        s2 = m.optim.lr_scheduler.CosineAnnealingLR(opt2, T_max=5)
        s2.load_state_dict(s.state_dict())
        opt2.param_groups[0]["lr"] = s.get_last_lr()[0]
        out = []
        for _ in range(3):
            opt2.step()
            s2.step()
            out.append(s2.get_last_lr()[0])
        with pytest.warns(UserWarning) if m is torch else _nothing():
            s2.step(2)  # torch's closed form
        return out + [s2.get_last_lr()[0]]

    np.testing.assert_allclose(run(ft), run(torch), rtol=1e-12)


class _nothing:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


def test_onecycle_refuses_steps_past_the_end():
    opt = ft.optim.SGD([ft.ones(1, requires_grad=True)], lr=0.1, momentum=0.9)
    s = ft.optim.lr_scheduler.OneCycleLR(opt, max_lr=1.0, total_steps=2)
    s.step()
    s.step()
    with pytest.raises(ValueError, match="Tried to step 3 times"):
        s.step()


def test_optimiser_parameters_stay_leaves_on_every_autodiff_backend():
    for name in ("torch", "jax", "paddle", "tensorflow"):
        with ivylite.using_backend(name):
            w = ft.tensor([1.0, 2.0], dtype=ft.float64, requires_grad=True)
            opt = ft.optim.Adam([w], lr=0.1)
            for _ in range(2):
                opt.zero_grad()
                (w * w).sum().backward()
                opt.step()
                assert w.is_leaf and w.requires_grad, name
            assert not (w * 2).detach().requires_grad
