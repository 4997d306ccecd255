"""The eager optimisers' in-place path (the backends' ``optimizer_step`` hook): float32
steps equal torch.optim's, parameters keep their buffers where the backend writes in
place, what the hook does not take falls back to the generic rule, and clipping takes
one norm over all the gradients."""

from __future__ import annotations

import numpy as np
import pytest

import ivylite
from ivylite import nn, optim
from ivylite.backend import load

from .conftest import to_host

torch = pytest.importorskip("torch")

rng = np.random.default_rng(1)
START = {"weight": rng.normal(size=(3, 4)).astype("f4"), "bias": rng.normal(size=(3,)).astype("f4")}
GRADS = [{k: rng.normal(size=v.shape).astype("f4") for k, v in START.items()} for _ in range(4)]

CASES = [
    ("AdamW", dict(lr=0.01, weight_decay=0.1, betas=(0.9, 0.95)), 0.5),
    ("Adam", dict(lr=0.01, amsgrad=True), None),
    ("Adam", dict(lr=0.01, weight_decay=0.1), 0.5),  # L2 decay: paddle's kernel has none
    ("SGD", dict(lr=0.1, momentum=0.9, nesterov=True, weight_decay=0.01), 0.5),
    ("RMSprop", dict(lr=0.01, momentum=0.5), None),  # no backend takes it: the generic rule
]

# paddle's fused AdamW kernel rounds the betas to float32 before ``1 - beta``: 1e-5 apart
RTOL = {"paddle": 1e-5}


def _torch_history(name, options, clip):
    params = {k: torch.tensor(v, requires_grad=True) for k, v in START.items()}
    opt = getattr(torch.optim, name)(list(params.values()), **options)
    out = []
    for g in GRADS:
        for k, p in params.items():
            p.grad = torch.tensor(g[k])
        if clip is not None:
            torch.nn.utils.clip_grad_norm_(list(params.values()), clip)
        opt.step()
        out.append({k: p.detach().numpy().copy() for k, p in params.items()})
    return out


@pytest.mark.parametrize("name, options, clip", CASES)
def test_float32_steps_equal_torch_and_write_in_place(backend, name, options, clip):
    want = _torch_history(name, options, clip)
    model = nn.Linear(4, 3)
    model.load_state_dict({k: ivylite.asarray(v) for k, v in START.items()})
    natives = {k: p.data for k, p in model.named_parameters()}
    opt = getattr(optim, name)(model, max_grad_norm=clip, **options)
    for step, g in enumerate(GRADS):
        opt.step({k: ivylite.asarray(v) for k, v in g.items()})
        for k, p in model.named_parameters():
            np.testing.assert_allclose(to_host(p), want[step][k], rtol=RTOL.get(backend, 2e-6),
                                       atol=1e-7, err_msg=f"{name} step {step} {k}")  # fmt: skip
    hook = load(backend).optimizer_step
    took = hook is not None and hook(name, [], [], [], [], opt.param_groups[0], None)
    for k, p in model.named_parameters():
        # the hook writes the parameters' own buffers, as torch.optim does
        assert (p.data is natives[k]) == bool(took), (k, took)


def test_a_gradient_of_another_dtype_takes_the_generic_rule(backend):
    w = nn.Parameter(ivylite.asarray([1.0, 2.0], dtype="float32"))
    opt = optim.SGD([w], lr=0.5)
    opt.step([ivylite.asarray([1.0, 1.0], dtype="float64")])
    assert w.tolist() == [0.5, 1.5]


def test_clipping_takes_one_norm_over_every_gradient(backend):
    grads = [rng.normal(size=(3, 4)), rng.normal(size=(5,)).astype("f4")]
    tg = [torch.tensor(g, requires_grad=True) for g in grads]
    for t, g in zip(tg, grads):
        t.grad = torch.tensor(g)
    norm = torch.nn.utils.clip_grad_norm_(tg, 1.0)  # mixed dtypes: norms of norms
    clipped, mine = optim.clip_grad_norm([ivylite.asarray(g) for g in grads], 1.0)
    assert np.isclose(float(mine), float(norm), rtol=1e-6)
    for c, t in zip(clipped, tg):
        assert c.dtype == str(t.grad.dtype).removeprefix("torch.")
        np.testing.assert_allclose(to_host(c), t.grad.numpy(), rtol=1e-6)


def test_a_loaded_state_is_not_shared_with_the_saved_one(backend):
    model = nn.Linear(4, 3)
    a = optim.Adam(model, lr=0.01)
    grads = {k: ivylite.asarray(v) for k, v in GRADS[0].items()}
    a.step(grads)
    b = optim.Adam(nn.Linear(4, 3), lr=0.01)
    b.load_state_dict(a.state_dict())
    before = {i: to_host(s["exp_avg"]).copy() for i, s in b.state_dict()["state"].items()}
    a.step(grads)
    for i, s in b.state_dict()["state"].items():
        np.testing.assert_array_equal(to_host(s["exp_avg"]), before[i])
