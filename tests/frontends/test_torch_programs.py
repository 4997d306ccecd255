"""The PyTorch acceptance programs (``programs/torch_*.py``): ordinary torch code,
run with real torch as the oracle and, with only ``import torch`` (and
``torch.nn`` ...) swapped for ivylite's frontend, on every backend.

For each program the model is built in real torch, its state dict crosses as
NumPy arrays into the same class run through the frontend, and then:

- the forward outputs equal real torch's (float32, rtol 1e-4) on every backend;
- on a backend that differentiates, five optimiser steps on the same fixed
  data give real torch's losses (rtol 1e-3); on NumPy and dask training raises
  the error naming the backends that can train.

The GPT's ``generate`` loop samples from ivylite's random stream, not torch's:
it is checked for its shape, its token range and its prompt, the same tokens on
every backend, not for torch's tokens.
"""

from __future__ import annotations

import numpy as np
import pytest

import ivylite
from tests.conftest import NO_AUTODIFF
from tests.frontends.test_programs import TRAINING_ERROR, load

torch = pytest.importorskip("torch")

STEPS = 5


def _gpt_batch(rng):
    x = rng.integers(0, 17, size=(3, 8)).astype(np.int64)
    y = rng.integers(0, 17, size=(3, 8)).astype(np.int64)
    y[0, :3] = -1  # ignored positions (ignore_index=-1)
    return x, y


def _resnet_batch(rng):
    x = rng.standard_normal((4, 3, 8, 8)).astype(np.float32)
    return x, rng.integers(0, 5, size=(4,)).astype(np.int64)


def _lstm_batch(rng):
    x = rng.integers(0, 13, size=(4, 6)).astype(np.int64)
    x[1, 4:] = 0  # padding tokens
    return x, rng.integers(0, 3, size=(4,)).astype(np.int64)


# (program, keyword arguments of its build(), batch maker)
CASES = {
    "gpt_flash": ("torch_gpt", {"flash": True}, _gpt_batch),
    # the manual masked softmax over the registered tril buffer, LayerNorms without bias
    "gpt_manual": ("torch_gpt", {"flash": False, "bias": False}, _gpt_batch),
    "resnet": ("torch_resnet", {}, _resnet_batch),
    "lstm": ("torch_lstm", {}, _lstm_batch),
}


def _batches(case: str) -> list:
    rng = np.random.default_rng(0)
    return [CASES[case][2](rng) for _ in range(2)]


def _outputs(program, model, batch) -> list:
    got = program.forward(model, *batch)
    return [np.asarray(o) for o in got]


@pytest.fixture(scope="module")
def real_runs():
    """Per case, real torch's state dict, forward outputs and training losses."""
    runs = {}

    def run(case: str) -> dict:
        if case not in runs:
            name, kwargs, _ = CASES[case]
            program = load(name, frontend=False)
            model = program.build(**kwargs)
            batches = _batches(case)
            # copies: the training below updates the parameters in place
            state = {k: v.detach().numpy().copy() for k, v in model.state_dict().items()}
            outputs = _outputs(program, model, batches[0])
            runs[case] = {
                "state": state,
                "outputs": outputs,
                "losses": program.train(model, batches, STEPS),
            }
        return runs[case]

    return run


def _frontend_model(case: str, real: dict):
    name, kwargs, _ = CASES[case]
    program = load(name, frontend=True)
    model = program.build(**kwargs)
    missing, unexpected = model.load_state_dict(real["state"])
    assert not missing and not unexpected
    return program, model


@pytest.mark.parametrize("case", list(CASES))
def test_torch_program_matches_real_torch(backend, real_runs, case):
    real = real_runs(case)
    program, model = _frontend_model(case, real)
    batches = _batches(case)
    for got, want in zip(_outputs(program, model, batches[0]), real["outputs"]):
        np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-6, err_msg=f"{case} on {backend}")
    if backend in NO_AUTODIFF:
        with pytest.raises(NotImplementedError, match=TRAINING_ERROR):
            program.train(model, batches, STEPS)
        return
    losses = program.train(model, batches, STEPS)
    np.testing.assert_allclose(losses, real["losses"], rtol=1e-3, err_msg=f"{case} on {backend}")
    assert losses[-1] < losses[0]


NEW_TOKENS = 4


@pytest.fixture(scope="module")
def tokens_on_numpy(real_runs):
    """The GPT's sampled tokens on the NumPy backend, the reference for the others."""
    real = real_runs("gpt_flash")
    prompt = _batches("gpt_flash")[0][0][:, :3]
    with ivylite.using_backend("numpy"):
        program, model = _frontend_model("gpt_flash", real)
        return program.sample(model, prompt, NEW_TOKENS)


def test_gpt_generate(backend, real_runs, tokens_on_numpy):
    """Tokens of the right shape and range after the prompt, the same on every
    backend (ivylite's stream); with top_k=1 sampling is greedy, so the tokens
    are real torch's."""
    real = real_runs("gpt_flash")
    program, model = _frontend_model("gpt_flash", real)
    prompt = _batches("gpt_flash")[0][0][:, :3]
    tokens = program.sample(model, prompt, NEW_TOKENS)
    assert tokens.shape == (3, 3 + NEW_TOKENS) and tokens.dtype == np.int64
    assert tokens.min() >= 0 and tokens.max() < 17
    np.testing.assert_array_equal(tokens[:, :3], prompt)
    np.testing.assert_array_equal(tokens, tokens_on_numpy)

    real_program = load("torch_gpt", frontend=False)
    real_model = real_program.build()
    real_model.load_state_dict({k: torch.from_numpy(v) for k, v in real["state"].items()})
    greedy = program.sample(model, prompt, NEW_TOKENS, top_k=1)
    want = real_program.sample(real_model, prompt, NEW_TOKENS, top_k=1)
    np.testing.assert_array_equal(greedy, want)
