"""sgd/adam init and update on every backend, against torch.optim.SGD and torch.optim.Adam."""

from __future__ import annotations

import importlib.util

import numpy as np
import pytest

import ivylite
from ivylite.tree import tree_map

from .conftest import to_host

pytestmark = pytest.mark.skipif(
    importlib.util.find_spec("torch") is None, reason="torch.optim is the oracle"
)

STEPS = 6
TOL = {"float32": 3e-6, "float64": 1e-12}


def problem(seed: int = 0):
    """Parameters (a nested tree) and the gradient of each step, as NumPy arrays."""
    rng = np.random.default_rng(seed)
    params = {
        "dense": [rng.standard_normal((3, 2)), rng.standard_normal(2)],
        "scale": rng.standard_normal(()),
    }
    grads = [
        {
            "dense": [rng.standard_normal((3, 2)), rng.standard_normal(2)],
            "scale": rng.standard_normal(()),
        }
        for _ in range(STEPS)
    ]
    return params, grads


def flat(tree):
    return [tree["dense"][0], tree["dense"][1], tree["scale"]]


def torch_run(params, grads, make_opt, dtype):
    import torch

    tdtype = getattr(torch, dtype)
    ps = [torch.tensor(p, dtype=tdtype, requires_grad=True) for p in flat(params)]
    opt = make_opt(ps)
    for g in grads:
        for p, gi in zip(ps, flat(g)):
            p.grad = torch.tensor(gi, dtype=tdtype)
        opt.step()
    return [p.detach().numpy() for p in ps]


def ivylite_tree(tree, dtype):
    return tree_map(lambda a: ivylite.asarray(np.asarray(a), dtype=dtype), tree)


def check(result_params, want, dtype, context):
    for got, exp in zip(flat(result_params), want):
        assert got.dtype == dtype and ivylite.as_dtype(got.data.dtype) == dtype, context
        assert got.backend == ivylite.current_backend_str(), context
        np.testing.assert_allclose(
            to_host(got), exp, rtol=TOL[dtype], atol=TOL[dtype], err_msg=context
        )


@pytest.mark.parametrize("dtype", ["float32", "float64"])
@pytest.mark.parametrize(
    "lr, momentum, nesterov", [(0.1, 0.0, False), (0.05, 0.9, False), (0.05, 0.8, True)]
)
def test_sgd_matches_torch(backend, dtype, lr, momentum, nesterov):
    import torch

    P, G = problem(1)
    want = torch_run(
        P, G, lambda ps: torch.optim.SGD(ps, lr=lr, momentum=momentum, nesterov=nesterov), dtype
    )
    params = ivylite_tree(P, dtype)
    state = ivylite.sgd_init(params)
    for g in G:
        params, state = ivylite.sgd_update(
            params, ivylite_tree(g, dtype), state, lr=lr, momentum=momentum, nesterov=nesterov
        )
    check(params, want, dtype, f"sgd lr={lr} momentum={momentum} nesterov={nesterov} on {backend}")


@pytest.mark.parametrize("dtype", ["float32", "float64"])
@pytest.mark.parametrize("lr, betas, eps", [(1e-3, (0.9, 0.999), 1e-8), (0.1, (0.5, 0.9), 1e-3)])
def test_adam_matches_torch(backend, dtype, lr, betas, eps):
    import torch

    P, G = problem(2)
    want = torch_run(P, G, lambda ps: torch.optim.Adam(ps, lr=lr, betas=betas, eps=eps), dtype)
    params = ivylite_tree(P, dtype)
    state = ivylite.adam_init(params)
    for g in G:
        params, state = ivylite.adam_update(
            params, ivylite_tree(g, dtype), state, lr=lr, beta1=betas[0], beta2=betas[1], eps=eps
        )
    check(params, want, dtype, f"adam lr={lr} betas={betas} on {backend}")
    assert int(state["step"]) == STEPS


@pytest.mark.parametrize("dtype", ["float16", "bfloat16"])
def test_half_precision_parameters_keep_their_dtype(backend, dtype):
    params = {"w": ivylite.asarray([1.0, -2.0], dtype=dtype)}
    grads = {"w": ivylite.asarray([0.5, 0.25], dtype=dtype)}
    p1, _ = ivylite.sgd_update(params, grads, ivylite.sgd_init(params), lr=0.5, momentum=0.9)
    p2, s2 = ivylite.adam_update(params, grads, ivylite.adam_init(params), lr=0.5)
    for p in (p1["w"], p2["w"], s2["mu"]["w"], s2["nu"]["w"]):
        assert p.dtype == dtype and ivylite.as_dtype(p.data.dtype) == dtype
    np.testing.assert_allclose(to_host(p1["w"]), [0.75, -2.125], rtol=1e-2)
    np.testing.assert_allclose(to_host(p2["w"]), [0.5, -2.5], rtol=1e-2)


def test_updates_are_pure(backend):
    params = {"w": ivylite.asarray([1.0, 2.0])}
    grads = {"w": ivylite.asarray([1.0, 1.0])}
    state = ivylite.adam_init(params)
    ivylite.adam_update(params, grads, state, lr=0.1)
    assert to_host(params["w"]).tolist() == [1.0, 2.0]
    assert to_host(state["mu"]["w"]).tolist() == [0.0, 0.0] and int(state["step"]) == 0


def test_training_with_value_and_grad_reduces_the_loss(backend):
    if backend in ("numpy", "dask"):
        pytest.skip("needs autodiff")
    target = ivylite.asarray([1.0, -3.0, 2.0])

    def loss(p):
        d = p["w"] - target
        return ivylite.mean(d * d)

    params = {"w": ivylite.zeros(3)}
    state = ivylite.adam_init(params)
    first = None
    for _ in range(50):
        value, grads = ivylite.value_and_grad(loss)(params)
        first = first if first is not None else float(value)
        params, state = ivylite.adam_update(params, grads, state, lr=0.1)
    assert float(loss(params)) < 0.1 * first


def test_errors_are_explained(backend):
    params = {"w": ivylite.asarray([1.0, 2.0])}
    state = ivylite.sgd_init(params)
    with pytest.raises(ValueError, match=r"sgd_update: grads has structure .* but params has"):
        ivylite.sgd_update(params, {"v": ivylite.asarray([1.0, 2.0])}, state, lr=0.1)
    with pytest.raises(
        ValueError, match=r"grads\['w'\] has shape \(3,\), but params\['w'\] has \(2,\)"
    ):
        ivylite.sgd_update(params, {"w": ivylite.asarray([1.0, 2.0, 3.0])}, state, lr=0.1)
    with pytest.raises(ValueError, match="nesterov=True needs a momentum > 0"):
        ivylite.sgd_update(params, params, state, lr=0.1, nesterov=True)
    with pytest.raises(ValueError, match="lr must be >= 0.0"):
        ivylite.sgd_update(params, params, state, lr=-1.0)
    with pytest.raises(ValueError, match=r"beta1 must be \[0.0, 1.0\)"):
        ivylite.adam_update(params, params, ivylite.adam_init(params), beta1=1.0)
    with pytest.raises(TypeError, match="state must be the dict adam_init"):
        ivylite.adam_update(params, params, state)
    with pytest.raises(TypeError, match=r"adam_init: params\['n'\] has dtype int32"):
        ivylite.adam_init({"n": ivylite.asarray([1, 2])})
    with pytest.raises(TypeError, match=r"sgd_init: params\[0\] is a float"):
        ivylite.sgd_init([1.0])
