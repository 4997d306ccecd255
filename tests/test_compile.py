"""One whole training step (MLP forward, mean squared error, value_and_grad, an
optimiser update) under jax.jit, tf.function and torch.compile, compared with the
same step run eagerly.

torch.compile uses ``backend="aot_eager"`` (AOTAutograd without Inductor code
generation: fast on CPU) and the default ``fullgraph=False``: Dynamo cannot yet
trace ``ContextVar.get`` (ivylite's settings), so it splits the graph there and
runs those parts eagerly.
"""

from __future__ import annotations

import importlib.util

import numpy as np
import pytest

import ivylite
from ivylite.tree import tree_map

from .conftest import INSTALLED, to_host


def mlp_loss(p, x, y):
    h = ivylite.maximum(ivylite.matmul(x, p["w1"]) + p["b1"], 0.0)
    out = ivylite.matmul(h, p["w2"]) + p["b2"]
    d = out - y
    return ivylite.mean(d * d)


def adam_step(params, state, x, y):
    loss, grads = ivylite.value_and_grad(mlp_loss)(params, x, y)
    params, state = ivylite.adam_update(params, grads, state, lr=0.05)
    return loss, params, state


def sgd_step(params, state, x, y):
    loss, grads = ivylite.value_and_grad(mlp_loss)(params, x, y)
    params, state = ivylite.sgd_update(params, grads, state, lr=0.05, momentum=0.9, nesterov=True)
    return loss, params, state


STEPS = {"adam": (adam_step, ivylite.adam_init), "sgd": (sgd_step, ivylite.sgd_init)}


def data(backend: str):
    rng = np.random.default_rng(0)
    ns = ivylite.backend(backend)
    params = {
        "w1": rng.standard_normal((3, 8)),
        "b1": rng.standard_normal(8),
        "w2": rng.standard_normal((8, 2)),
        "b2": rng.standard_normal(2),
    }
    params = {k: ns.asarray(v, dtype="float32") for k, v in params.items()}
    x = ns.asarray(rng.standard_normal((6, 3)), dtype="float32")
    y = ns.asarray(rng.standard_normal((6, 2)), dtype="float32")
    return params, x, y


def natives(tree):
    return tree_map(lambda a: a.data, tree)


def arrays(tree):
    return tree_map(ivylite.Array, tree)


def compile_with(backend: str, fn):
    if backend == "jax":
        import jax

        return jax.jit(fn)
    if backend == "tensorflow":
        import tensorflow as tf

        return tf.function(fn)
    import torch

    torch._dynamo.reset()
    return torch.compile(fn, backend="aot_eager")


COMPILERS = [
    pytest.param(b, marks=pytest.mark.skipif(
        b not in INSTALLED or importlib.util.find_spec(b) is None, reason=f"{b} not installed"
    ))
    for b in ("jax", "tensorflow", "torch")
]  # fmt: skip


@pytest.mark.parametrize("optimizer", ["adam", "sgd"])
@pytest.mark.parametrize("backend_name", COMPILERS)
def test_compiled_training_step_matches_eager(backend_name, optimizer):
    step, init = STEPS[optimizer]
    params, x, y = data(backend_name)
    state = init(params)

    def native_step(p, s, xn, yn):
        # natives in and out: what the compiler traces and returns
        return natives(step(arrays(p), arrays(s), ivylite.Array(xn), ivylite.Array(yn)))

    compiled = compile_with(backend_name, native_step)
    eager_params, eager_state = params, state
    got_params, got_state = natives(params), natives(state)
    for i in range(3):  # the second and third calls reuse the compiled step
        eager_loss, eager_params, eager_state = step(eager_params, eager_state, x, y)
        loss, got_params, got_state = compiled(got_params, got_state, x.data, y.data)
        context = f"{optimizer} step {i} under {backend_name}'s compiler"
        loss = ivylite.Array(loss)
        assert loss.backend == backend_name and loss.dtype == "float32", context
        np.testing.assert_allclose(to_host(loss), to_host(eager_loss), rtol=1e-5, err_msg=context)
        for k, v in eager_params.items():
            got = ivylite.Array(got_params[k])
            assert got.dtype == v.dtype, context
            np.testing.assert_allclose(
                to_host(got), to_host(v), rtol=1e-5, atol=1e-6, err_msg=f"{context}: {k}"
            )
    if optimizer == "adam":
        assert int(ivylite.Array(got_state["step"])) == 3
    # the loss goes down in the compiled run too
    assert float(ivylite.Array(loss)) < float(mlp_loss(params, x, y))
