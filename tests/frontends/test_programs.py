"""The acceptance programs: ordinary JAX and TensorFlow programs (in ``programs/``),
run with the real framework as the oracle and, with only their import lines
swapped for ivylite's frontends, on every backend.

On a backend with automatic differentiation a program trains and gives the
framework's losses; on NumPy its forward parts give the framework's values
and training raises the error that names the backends that can train.
"""

from __future__ import annotations

import importlib.util
import re
import sys
import types
from pathlib import Path

import numpy as np
import pytest

from tests.conftest import NO_AUTODIFF

PROGRAMS = Path(__file__).parent / "programs"
TRAINING_ERROR = "torch, jax, tensorflow, paddle"

_IMPORT = re.compile(r"^(\s*)import (jax|tensorflow|torch)((?:\.\w+)*)( as \w+)?$")
_FROM = re.compile(r"^(\s*)from (jax|tensorflow|torch)((?:\.\w+)*) import (.*)$")


def swap_imports(source: str) -> str:
    """The program with its jax/tensorflow/torch imports taken from ivylite's frontends."""
    lines = []
    for line in source.splitlines():
        m = _IMPORT.match(line)
        if m:
            indent, top, sub, alias = m.groups()
            if alias:
                line = f"{indent}import ivylite.frontends.{top}{sub}{alias}"
            else:  # `import torch.nn` loads torch.nn and binds `torch`, the top package
                load = f"import ivylite.frontends.{top}{sub}; " if sub else ""
                line = f"{indent}{load}import ivylite.frontends.{top} as {top}"
        m = _FROM.match(line)
        if m:
            line = (
                f"{m.group(1)}from ivylite.frontends.{m.group(2)}{m.group(3)} import {m.group(4)}"
            )
        lines.append(line)
    return "\n".join(lines) + "\n"


def load(name: str, frontend: bool) -> types.ModuleType:
    """A program as a module: as written (the real framework) or on the frontend.

    The module is registered in sys.modules: torch.compile imports the module of
    the functions it compiles.
    """
    path = PROGRAMS / f"{name}.py"
    source = path.read_text()
    if frontend:
        source = swap_imports(source)
    module_name = f"ivylite_program_{name}_{'frontend' if frontend else 'real'}"
    module = types.ModuleType(module_name)
    module.__file__ = str(path)
    sys.modules[module_name] = module
    exec(compile(source, str(path), "exec"), module.__dict__)
    return module


def host(x) -> np.ndarray:
    return np.asarray(x)


def assert_same_bits(got, want, context: str) -> None:
    got, want = host(got), host(want)
    assert got.dtype == want.dtype and got.shape == want.shape, context
    assert got.tobytes() == want.tobytes(), f"{context}: values differ"


def test_swap_imports_changes_only_the_import_lines():
    source = "import jax\nimport jax.numpy as jnp\nfrom jax import grad\nx = jax.numpy\n"
    assert swap_imports(source) == (
        "import ivylite.frontends.jax as jax\nimport ivylite.frontends.jax.numpy as jnp\n"
        "from ivylite.frontends.jax import grad\nx = jax.numpy\n"
    )


def test_swap_imports_covers_torch_import_forms():
    source = (
        "import torch\nimport torch.nn as nn\nimport torch.nn.functional as F\n"
        "from torch import nn\nfrom torch.nn import functional as F\nimport torch.nn\n"
    )
    assert swap_imports(source) == (
        "import ivylite.frontends.torch as torch\nimport ivylite.frontends.torch.nn as nn\n"
        "import ivylite.frontends.torch.nn.functional as F\n"
        "from ivylite.frontends.torch import nn\n"
        "from ivylite.frontends.torch.nn import functional as F\n"
        "import ivylite.frontends.torch.nn; import ivylite.frontends.torch as torch\n"
    )


# --- (a) a JAX MLP classifier ---------------------------------------------------------


@pytest.fixture(scope="module")
def real_mlp():
    pytest.importorskip("jax")
    program = load("jax_mlp_classifier", frontend=False)
    return program, program.main()


def test_jax_mlp_classifier(backend, real_mlp):
    real_program, real = real_mlp
    program = load("jax_mlp_classifier", frontend=True)
    params, data, k_perm = program.setup()
    real_params, real_data, _ = real_program.setup()
    for i, (layer, real_layer) in enumerate(zip(params, real_params)):
        for got, want in zip(layer, real_layer):
            assert_same_bits(got, want, f"initial parameters of layer {i} on {backend}")
    assert_same_bits(data[0], real_data[0], f"inputs on {backend}")
    batch = next(program.batches(data, k_perm))
    first = real["losses"][0]
    np.testing.assert_allclose(float(program.loss(params, batch)), first, rtol=1e-12)
    if backend in NO_AUTODIFF:
        with pytest.raises(NotImplementedError, match=TRAINING_ERROR):
            program.update(params, batch)
        return
    got = program.main()
    np.testing.assert_allclose(got["losses"], real["losses"], rtol=1e-4)
    assert got["losses"][-1] < got["losses"][0]
    np.testing.assert_allclose(got["accuracy"], real["accuracy"])


# --- (b) per-example gradients with vmap, training with lax.scan ----------------------


@pytest.fixture(scope="module")
def real_per_example():
    pytest.importorskip("jax")
    program = load("jax_per_example_grads", frontend=False)
    return program, program.main()


def test_jax_per_example_gradients(backend, real_per_example):
    real_program, real = real_per_example
    program = load("jax_per_example_grads", frontend=True)
    params, xs, ys = program.setup()
    assert_same_bits(xs, real_program.setup()[1], f"data on {backend}")
    batch_losses = program.vmap(program.example_loss, in_axes=(None, 0, 0))(params, xs[0], ys[0])
    want = real_program.vmap(real_program.example_loss, in_axes=(None, 0, 0))(
        real_program.setup()[0], real_program.setup()[1][0], real_program.setup()[2][0]
    )
    np.testing.assert_allclose(host(batch_losses), host(want), rtol=1e-12)
    if backend in NO_AUTODIFF:
        with pytest.raises(NotImplementedError, match=TRAINING_ERROR):
            program.per_example_grads(params, xs[0], ys[0])
        return
    got = program.main()
    for key in ("w", "b"):
        np.testing.assert_allclose(
            host(got["per_example_grads"][key]), host(real["per_example_grads"][key]), rtol=1e-10
        )
        np.testing.assert_allclose(host(got["params"][key]), host(real["params"][key]), rtol=1e-10)
    np.testing.assert_allclose(host(got["losses"]), host(real["losses"]), rtol=1e-4)


# --- (c) TensorFlow: linear regression and an MLP -------------------------------------


@pytest.fixture(scope="module")
def real_tf():
    if importlib.util.find_spec("tensorflow") is None:
        pytest.skip("tensorflow not installed")
    program = load("tf_regression_and_mlp", frontend=False)
    initial = {
        "regression": float(program.linear_regression()[0]()),
        "mlp": float(program.mlp()[0]()),
    }
    return initial, program.main()


@pytest.mark.parametrize("model", ["regression", "mlp"])
def test_tensorflow_training(backend, real_tf, model):
    initial, real = real_tf
    program = load("tf_regression_and_mlp", frontend=True)
    made = program.linear_regression() if model == "regression" else program.mlp()
    np.testing.assert_allclose(float(made[0]()), initial[model], rtol=1e-6)
    if backend in NO_AUTODIFF:
        with pytest.raises(NotImplementedError, match=TRAINING_ERROR):
            made[1]()
        return
    got = program.train(made)
    np.testing.assert_allclose(got["losses"], real[model]["losses"], rtol=1e-4)
    np.testing.assert_allclose(got["final_loss"], real[model]["final_loss"], rtol=1e-4)
    for v, w in zip(got["variables"], real[model]["variables"]):
        np.testing.assert_allclose(v, w, rtol=1e-4, atol=1e-6)
