"""ivylite.optim against torch.optim, step by step (float64, rtol 1e-6), on every
backend; the pure form equals the in-place one; clipping, schedules, state dicts."""

from __future__ import annotations

import numpy as np
import pytest

import ivylite
from ivylite import nn, optim

from .conftest import NO_AUTODIFF, to_host

torch = pytest.importorskip("torch")

CASES = [
    ("SGD", dict(lr=0.1)),
    ("SGD", dict(lr=0.05, momentum=0.9, weight_decay=0.01)),
    ("SGD", dict(lr=0.05, momentum=0.9, nesterov=True)),
    ("SGD", dict(lr=0.05, momentum=0.5, dampening=0.3)),
    ("Adam", dict(lr=0.01)),
    ("Adam", dict(lr=0.01, weight_decay=0.1, amsgrad=True, betas=(0.8, 0.95))),
    ("AdamW", dict(lr=0.01, weight_decay=0.1)),
    ("RMSprop", dict(lr=0.01)),
    ("RMSprop", dict(lr=0.01, momentum=0.9, centered=True, weight_decay=0.1)),
    ("Adagrad", dict(lr=0.1, lr_decay=0.01, weight_decay=0.05, initial_accumulator_value=0.1)),
]

rng = np.random.default_rng(0)
START = {"weight": rng.normal(size=(3, 4)), "bias": rng.normal(size=(3,))}
GRADS = [{k: rng.normal(size=v.shape) for k, v in START.items()} for _ in range(5)]


def _torch_run(name, options, grads=GRADS, groups=None, clip=None):
    params = {k: torch.tensor(v, requires_grad=True) for k, v in START.items()}
    spec = groups(params) if groups else list(params.values())
    opt = getattr(torch.optim, name)(spec, **options)
    history = []
    for g in grads:
        for k, p in params.items():
            p.grad = torch.tensor(g[k])
        if clip is not None:
            torch.nn.utils.clip_grad_norm_(list(params.values()), clip)
        opt.step()
        history.append({k: p.detach().numpy().copy() for k, p in params.items()})
    return history


def _model():
    model = nn.Linear(4, 3, dtype="float64")
    model.load_state_dict({k: ivylite.asarray(v) for k, v in START.items()})
    return model


@pytest.mark.parametrize("name, options", CASES)
def test_each_step_equals_torch(backend, name, options):
    want = _torch_run(name, options)
    model = _model()
    opt = getattr(optim, name)(model, **options)
    for step, g in enumerate(GRADS):
        opt.step({k: ivylite.asarray(v) for k, v in g.items()})
        for k, p in model.named_parameters():
            assert p.backend == backend and p.dtype == "float64"
            np.testing.assert_allclose(to_host(p), want[step][k], rtol=1e-6, atol=1e-12,
                                       err_msg=f"{name} step {step} {k}")  # fmt: skip


@pytest.mark.parametrize("name, options", CASES[::3])
def test_the_pure_form_equals_the_in_place_one(backend, name, options):
    model = _model()
    opt = getattr(optim, name)(model, **options)
    params = {k: ivylite.asarray(v) for k, v in START.items()}
    pure = getattr(optim, name)([], **options)
    state = pure.init_state(params)
    for g in GRADS:
        grads = {k: ivylite.asarray(v) for k, v in g.items()}
        opt.step(grads)
        params, state = pure.update(params, grads, state)
    for k, p in model.named_parameters():
        np.testing.assert_allclose(to_host(params[k]), to_host(p), rtol=1e-12)


def test_parameter_groups_and_clipping_equal_torch(backend):
    def groups(params):
        return [
            {"params": [params["weight"]]},
            {"params": [params["bias"]], "weight_decay": 0.0, "lr": 0.5},
        ]

    want = _torch_run("AdamW", dict(lr=0.01, weight_decay=0.1), groups=groups, clip=0.5)
    model = _model()
    opt = optim.AdamW(model, [{"params": ["weight"]}, {"params": ["bias"], "weight_decay": 0.0, "lr": 0.5}],
                      lr=0.01, weight_decay=0.1, max_grad_norm=0.5)  # fmt: skip
    for step, g in enumerate(GRADS):
        opt.step({k: ivylite.asarray(v) for k, v in g.items()})
        for k, p in model.named_parameters():
            np.testing.assert_allclose(to_host(p), want[step][k], rtol=1e-6)


def test_clip_grad_norm_equals_torch(backend):
    grads = [rng.normal(size=(3, 4)), rng.normal(size=(5,))]
    tg = [torch.tensor(g, requires_grad=True) for g in grads]
    for t, g in zip(tg, grads):
        t.grad = torch.tensor(g)
    norm = torch.nn.utils.clip_grad_norm_(tg, 1.0)
    clipped, mine = optim.clip_grad_norm([ivylite.asarray(g) for g in grads], 1.0)
    assert np.isclose(float(mine), float(norm), rtol=1e-12)
    for c, t in zip(clipped, tg):
        np.testing.assert_allclose(to_host(c), t.grad.numpy(), rtol=1e-12)


SCHEDULES = [
    (lambda: optim.schedules.step(0.1, 3, 0.5), lambda o: torch.optim.lr_scheduler.StepLR(o, 3, 0.5)),
    (lambda: optim.schedules.exponential(0.1, 0.9), lambda o: torch.optim.lr_scheduler.ExponentialLR(o, 0.9)),
    (lambda: optim.schedules.cosine(0.1, 8), lambda o: torch.optim.lr_scheduler.CosineAnnealingLR(o, 8)),
    (lambda: optim.schedules.lambda_schedule(0.1, lambda t: 1 / (t + 1)),
     lambda o: torch.optim.lr_scheduler.LambdaLR(o, lambda t: 1 / (t + 1))),
]  # fmt: skip


@pytest.mark.parametrize("mine, theirs", SCHEDULES)
def test_schedules_equal_torchs_schedulers(mine, theirs):
    opt = torch.optim.SGD([torch.zeros(1, requires_grad=True)], lr=0.1)
    sched, s = theirs(opt), mine()
    for t in range(9):  # the cosine's whole half-period (torch's goes back up after it)
        assert np.isclose(s(t), opt.param_groups[0]["lr"], rtol=1e-12), t
        opt.step()
        sched.step()


def test_a_schedule_drives_the_learning_rate(backend):
    model = _model()
    opt = optim.SGD(model, lr=optim.schedules.linear_warmup(0.1, 4))
    lrs = []
    for g in GRADS[:4]:
        lrs.append(opt.current_lr()[0])
        opt.step({k: ivylite.asarray(v) for k, v in g.items()})
    np.testing.assert_allclose(lrs, [0.0, 0.025, 0.05, 0.075], rtol=1e-12)


def test_state_dict_round_trip_continues_identically(backend):
    a_model, b_model = _model(), _model()
    a = optim.Adam(a_model, lr=0.01)
    for g in GRADS[:2]:
        a.step({k: ivylite.asarray(v) for k, v in g.items()})
    b_model.load_state_dict(a_model.state_dict())
    b = optim.Adam(b_model, lr=0.5)
    b.load_state_dict(a.state_dict())
    for g in GRADS[2:]:
        grads = {k: ivylite.asarray(v) for k, v in g.items()}
        a.step(grads)
        b.step(grads)
    for (_, p), (_, q) in zip(a_model.named_parameters(), b_model.named_parameters()):
        np.testing.assert_array_equal(to_host(p), to_host(q))


def test_bad_options_and_gradients_are_refused():
    model = _model()
    with pytest.raises(ValueError, match="lr must be >= 0"):
        optim.SGD(model, lr=-1.0)
    with pytest.raises(TypeError, match="unexpected options"):
        optim.Adam(model, momentum=0.9)
    with pytest.raises(ValueError, match="Nesterov"):
        optim.SGD(model, lr=0.1, nesterov=True)
    with pytest.raises(KeyError, match="no parameter named 'nope'"):
        optim.SGD(model, lr=0.1).step({"nope": ivylite.zeros(1)})
    with pytest.raises(KeyError, match="no parameter named 'w'"):
        optim.SGD(model, [{"params": ["w"]}], lr=0.1)


def test_training_a_model_with_value_and_grad(backend):
    if backend in NO_AUTODIFF:
        with pytest.raises(NotImplementedError, match="no automatic differentiation"):
            ivylite.value_and_grad(lambda m: ivylite.sum(m.weight))(_model())
        return
    ivylite.seed(0)
    model = nn.Sequential(nn.Linear(4, 16), nn.Tanh(), nn.Linear(16, 1))
    x = ivylite.random_normal(shape=(32, 4))
    y = ivylite.sum(x, axis=1, keepdims=True)
    opt = optim.Adam(model, lr=0.05)

    def loss_fn(m, x, y):
        return ivylite.mean((m(x) - y) ** 2)

    losses = []
    for _ in range(30):
        loss, grads = ivylite.value_and_grad(loss_fn)(model, x, y)
        assert sorted(grads) == sorted(n for n, _ in model.named_parameters())
        opt.step(grads)
        losses.append(float(loss))
    assert losses[-1] < 0.2 * losses[0]


def test_a_compiled_pure_step_equals_the_eager_step(backend):
    """ivylite.jit over value_and_grad of a Module and the optimiser's pure update
    (the backend's compiler where it has one) gives the eager step's values."""
    if backend in NO_AUTODIFF:
        pytest.skip(
            f"{backend} has no autodiff (the refusal: test_training_a_model_with_value_and_grad)"
        )
    ivylite.seed(0)
    model = nn.Sequential(nn.Linear(3, 5), nn.GELU(), nn.Linear(5, 2))
    x, y = ivylite.random_normal(shape=(4, 3), seed=1), ivylite.random_normal(shape=(4, 2), seed=2)
    opt = optim.AdamW(model, lr=0.01, weight_decay=0.1)
    loss = lambda m, x_, y_: ivylite.mean((m(x_) - y_) ** 2)  # noqa: E731

    def step(m, state, x_, y_):
        value, grads = ivylite.value_and_grad(loss)(m, x_, y_)
        new, state = opt.update(m, grads, state)
        return value, new, state

    compiled = ivylite.jit(step)
    state = opt.init_state(model)
    eager_model, values = model, []
    for _ in range(3):
        value, model, state = compiled(model, state, x, y)
        values.append(float(value))
    eager = optim.AdamW(eager_model, lr=0.01, weight_decay=0.1)
    for i in range(3):
        value, grads = ivylite.value_and_grad(loss)(eager_model, x, y)
        eager.step(grads)
        np.testing.assert_allclose(values[i], float(value), rtol=1e-5)
    for (name, p), (_, q) in zip(model.named_parameters(), eager_model.named_parameters()):
        np.testing.assert_allclose(to_host(p), to_host(q), rtol=1e-5, atol=1e-6, err_msg=name)
